"""A broken app fails its test, and a hung test fails at its timeout: neither hangs.

Each test here writes a small Pilot test of the real app and runs it with pytest in a
separate process, with this folder's fixtures and the project's timeout settings, and
reads the outcome.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
# Each test starts a Python with Textual and runs an app in it: on a loaded machine that
# alone takes a while. These only stop a hung inner run; the checks are on its outcome.
GUARD = 240

INNER_CONFTEST = f"""
import sys
sys.path.insert(0, {str(HERE.parent)!r})
from tui.conftest import pytest_pyfunc_call, clean_environment, data_dir, app_factory
"""


def project_timeout_settings() -> str:
    """The project's pytest-timeout settings, as the inner run's ini lines."""
    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"][
        "ini_options"]
    return "\n".join(f"{key} = {options[key]}" for key in ("timeout", "timeout_method"))


def inner_run(pytester, test: str, timeout: int):
    pytester.makeconftest(INNER_CONFTEST)
    pytester.makeini(f"[pytest]\n{project_timeout_settings()}\n")
    pytester.makepyfile(test_inner=test)
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:xdist",
                                         "-o", f"timeout={timeout}", timeout=GUARD)


@pytest.mark.timeout(GUARD + 60)
def test_an_error_inside_the_app_fails_the_pilot_test_at_once(pytester):
    """The title's help key raises inside the app while the test waits for a screen that
    will never come: the test fails with the app's error, long before its timeout (before,
    it went on waiting on the dead app until the timeout stopped it)."""
    result = inner_run(pytester, """
        from jackal_tui.tui.screens.title import TitleScreen

        async def test_help_breaks(app_factory, monkeypatch):
            def broken(self):
                raise RuntimeError("the help screen broke")
            monkeypatch.setattr(TitleScreen, "action_help", broken)
            app = app_factory()
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                await pilot.press("question_mark")
                while app.screen.__class__.__name__ != "HelpScreen":
                    await pilot.pause(0.1)
        """, timeout=60)
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert "RuntimeError: the help screen broke" in out
    assert "Timeout" not in out  # it did not wait for its timeout


@pytest.mark.timeout(GUARD + 60)
def test_a_hung_pilot_test_fails_at_its_timeout_with_a_stack_dump(pytester):
    """A Pilot test stuck in a call that never returns (the event loop blocked) fails at
    the timeout, with the stack of where it hung; the next test still runs and passes."""
    result = inner_run(pytester, """
        import threading

        async def test_stuck(app_factory):
            app = app_factory()
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                threading.Event().wait()  # nobody ever sets it

        async def test_next(app_factory):
            app = app_factory()
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.press("question_mark")
                await pilot.pause()
                assert app.screen.__class__.__name__ == "HelpScreen"
        """, timeout=5)
    result.assert_outcomes(failed=1, passed=1)
    out = result.stdout.str()
    assert "Timeout (>5.0s) from pytest-timeout" in out
    assert "threading.Event().wait()" in out  # the stack shows the line it hung on
