"""What ``jackal`` prints before it takes the terminal: a data folder that is a file, and
``--load PATH`` with a path that cannot be a save, each said in plain words with any
escape bytes of the path shown escaped, exit code 2."""

from __future__ import annotations

import os

from jackal_tui.__main__ import main

ESC_NAME = "\x1b]0;PWNED\x07evil.json"


def test_a_data_folder_that_is_a_file_is_said(tmp_path, capsys, monkeypatch):
    notes = tmp_path / "notes.txt"
    notes.write_text("hello")
    assert main(["--data-dir", str(notes)]) == 2
    err = capsys.readouterr().err
    assert f"{notes} is a file, not a folder" in err
    assert "does not exist" not in err
    monkeypatch.setenv("JACKAL_DATA_DIR", str(notes / "deeper"))
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "$JACKAL_DATA_DIR" in err and f"{notes} is a file, not a folder" in err


def test_load_with_a_bad_path_prints_it_escaped(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("JACKAL_DATA_DIR", str(tmp_path / "data"))
    missing = tmp_path / ESC_NAME
    assert main(["--load", str(missing)]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\x07" not in err
    assert "\\x1b]0;PWNED\\x07evil.json: the file does not exist" in err

    (tmp_path / "folder.json").mkdir()
    assert main(["--load", str(tmp_path / "folder.json")]) == 2
    assert "it is a folder, not a file" in capsys.readouterr().err

    os.symlink(tmp_path / "gone.json", tmp_path / "dangling.json")
    assert main(["--load", str(tmp_path / "dangling.json")]) == 2
    assert "which does not exist" in capsys.readouterr().err
