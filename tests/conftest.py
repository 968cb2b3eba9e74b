"""The two tiers of the test suite.

``python -m pytest`` is the quick tier: every test, with the long seeded checks (self-play,
fuzzing) at a size that keeps the whole run to a few minutes. ``python -m pytest
--thorough`` is the thorough tier: the same tests with the long checks at full size, and
the tests marked ``thorough`` that only the thorough tier runs. CI runs both.

A test sizes itself with ``tiers.budget`` (``budget(quick=50, thorough=1000)``); a Hypothesis
test takes its number of examples from the profile loaded here (``quick`` or
``thorough``), or from ``tiers.budget`` when it sets ``max_examples`` itself.
"""

from __future__ import annotations

import os
import sys

import pytest
from hypothesis import HealthCheck, settings

import tiers

# Every worker reads the test modules, rewritten for pytest's asserts: from the cached byte
# code in __pycache__ in about a second, or about three seconds compiling them again. Where
# PYTHONDONTWRITEBYTECODE is set that cache is never written, and each of the four workers
# compiles every test module on every run; the suite writes it.
sys.dont_write_bytecode = False

settings.register_profile("quick", max_examples=60, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=1500, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])


def pytest_addoption(parser):
    parser.addoption("--thorough", action="store_true", default=False,
                     help="run the thorough tier: long seeded checks at full size, and the "
                          "tests marked 'thorough'")


#: Seconds a test of the thorough tier may take before it fails (the quick tier's limit is
#: pyproject.toml's ``timeout``): its long checks run at full size, on any machine.
THOROUGH_TIMEOUT = 900


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config):
    config.addinivalue_line("markers",
                            "thorough: runs only in the thorough tier (pytest --thorough)")
    if config.getoption("--thorough"):
        # read by tiers.thorough(), in this process, its xdist workers and subprocesses
        os.environ["JACKAL_THOROUGH"] = "1"
    if (tiers.thorough() and config.getoption("timeout", None) is None
            and not os.environ.get("PYTEST_TIMEOUT")):
        config.option.timeout = THOROUGH_TIMEOUT  # a --timeout given still wins
    settings.load_profile("thorough" if tiers.thorough() else "quick")


def pytest_xdist_auto_num_workers(config):
    """Workers for ``-n auto``: two a core.

    The interface tests spend much of their time asleep: every key a Pilot presses and every
    pause waits for the app to fall idle (in steps of 5 ms, tests/tui/conftest.py). With one
    worker a core the cores idle through those waits; a second worker a core runs other
    tests in them. Three a core (measured) only adds the cost of starting them.
    ``PYTEST_XDIST_AUTO_NUM_WORKERS`` or ``-n N`` still chooses."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # pytest-xdist reads it
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return 2 * cores


def pytest_collection_modifyitems(config, items):
    if tiers.thorough():
        return
    skip = pytest.mark.skip(reason="thorough tier only: run with pytest --thorough")
    for item in items:
        if "thorough" in item.keywords:
            item.add_marker(skip)
