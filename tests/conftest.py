"""What every test shares: Qt offscreen, the helpers importable, a test process ended by a signal run again once."""

import os
import sys
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))

_CRASHED: set[str] = set()
"""The tests whose worker process was ended by a signal once already (pytest-xdist's controller only)."""


@pytest.hookimpl(optionalhook=True)
def pytest_handlecrashitem(crashitem: str, report: Any, sched: Any) -> None:
    """A test whose worker process was ended by a signal (a crash inside Qt, which pytest cannot report as a test
    failure) is run once more on a new worker, and the report says it was rerun; a second crash fails it. A test
    that fails is never run again here (the few marked ``flaky`` have their own reruns)."""
    if crashitem not in _CRASHED:
        _CRASHED.add(crashitem)
        sched.mark_test_pending(crashitem)
        report.outcome = "rerun"
