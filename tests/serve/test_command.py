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


def test_the_server_logs_to_its_file_and_to_stderr(tmp_path, capsys):
    import logging

    from jackal_tui.serve.server import setup_logging

    logger = logging.getLogger("jackal.serve")
    before = list(logger.handlers)
    setup_logging(tmp_path / "serve")
    try:
        logger.warning("failed login from 10.0.0.9: wrong password for 'eve' (4 in a row)")
    finally:
        for handler in logger.handlers[len(before):]:
            handler.close()
            logger.removeHandler(handler)
    assert "failed login from 10.0.0.9" in (tmp_path / "serve" / "serve.log").read_text()
    assert "failed login from 10.0.0.9" in capsys.readouterr().err
