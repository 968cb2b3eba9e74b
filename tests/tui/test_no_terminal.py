"""Without a terminal (``ssh host jackal`` without -t, a pipe, cron) jackal says how to run
it and exits 2 at once, instead of waiting for keys that never come (no
terminal, no spin). --help and usage errors still work there."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

# Only a guard against a hang (the bug this tests: jackal never exited); a slow machine
# is far inside it.
HANG_GUARD = 120

SCRIPT = Path(sys.executable).with_name("jackal")
COMMANDS = [
    pytest.param([sys.executable, "-m", "jackal_tui"], id="python -m jackal_tui"),
    pytest.param([str(SCRIPT)], id="installed jackal script",
                 marks=pytest.mark.skipif(not SCRIPT.exists(), reason="no jackal script")),
]


def run(command, *, stdin=subprocess.DEVNULL, data_dir: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "JACKAL_DATA_DIR": str(data_dir)}
    return subprocess.run(command, stdin=stdin, capture_output=True, text=True,
                          timeout=HANG_GUARD, env=env)


@pytest.mark.parametrize("command", COMMANDS)
def test_no_terminal_says_how_to_run_it_and_exits_2(command, tmp_path):
    result = run(command, data_dir=tmp_path)
    assert result.returncode == 2
    assert result.stdout == ""  # nothing drawn into the pipe
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "needs a terminal" in lines[0] and "ssh -t" in lines[0]
    assert not (tmp_path / "saves").exists()  # no game started, nothing saved


def test_a_terminal_for_keys_is_not_enough_without_one_for_the_output(tmp_path):
    """stdin a terminal, stdout a pipe (``jackal | less``): still no game."""
    leader, follower = pty.openpty()
    try:
        result = run([sys.executable, "-m", "jackal_tui", "--new"], stdin=follower,
                     data_dir=tmp_path)
    finally:
        os.close(leader)
        os.close(follower)
    assert result.returncode == 2
    assert "ssh -t" in result.stderr


def test_a_terminal_for_keys_and_stdout_is_not_enough_when_the_screen_goes_elsewhere(tmp_path):
    """Textual draws on stderr: ``jackal 2>log`` would play a game nobody sees."""
    leader, follower = pty.openpty()
    try:
        result = subprocess.run([sys.executable, "-m", "jackal_tui"], stdin=follower,
                                stdout=follower, stderr=subprocess.PIPE, text=True,
                                timeout=HANG_GUARD,
                                env={**os.environ, "JACKAL_DATA_DIR": str(tmp_path)})
    finally:
        os.close(leader)
        os.close(follower)
    assert result.returncode == 2
    assert "ssh -t" in result.stderr


def test_help_and_usage_errors_work_without_a_terminal(tmp_path):
    helped = run([sys.executable, "-m", "jackal_tui", "--help"], data_dir=tmp_path)
    assert helped.returncode == 0 and "--stall-rounds" in helped.stdout
    wrong = run([sys.executable, "-m", "jackal_tui", "--seed", "3"], data_dir=tmp_path)
    assert wrong.returncode == 2
    assert "usage: jackal" in wrong.stderr and "only goes with --new" in wrong.stderr
