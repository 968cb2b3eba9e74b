"""``jackal serve``'s command line: the options, and what it refuses before listening."""

from __future__ import annotations

import subprocess
import sys

import pytest

from jackal_tui.serve.command import build_parser, main


def test_the_defaults_listen_on_this_machine_only():
    args = build_parser().parse_args([])
    assert (args.listen, args.port, args.authorized_keys) == ("127.0.0.1", 2222, None)


def test_a_data_folder_that_is_a_file_is_refused_before_listening(tmp_path, capsys):
    blocker = tmp_path / "notes.txt"
    blocker.write_text("x")
    assert main(["--data-dir", str(blocker / "jackal"), "--port", "0"]) == 2
    assert "is a file" in capsys.readouterr().err


def test_a_port_out_of_range_is_a_usage_error():
    with pytest.raises(SystemExit) as stop:
        main(["--port", "70000"])
    assert stop.value.code == 2


def test_jackal_serve_help_and_the_old_options_still_work():
    out = subprocess.run([sys.executable, "-m", "jackal_tui", "serve", "--help"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and "--authorized-keys" in out.stdout
    old = subprocess.run([sys.executable, "-m", "jackal_tui", "--help"],
                         capture_output=True, text=True, timeout=60)
    assert old.returncode == 0 and "--ruleset" in old.stdout and "jackal serve" in old.stdout
