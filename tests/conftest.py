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


LANGUAGES_ONLY = "GAMEOFYEAR_TEST_LANGUAGES"
"""An environment variable: a comma-separated list of language codes (``ca,sr@latin``). When it is set, only the
tests run for one of those languages are kept (a parameter named ``language`` or ``code`` with that value): how
``tests/ui/test_partial_language.py`` runs the language tests on the languages it adds, whatever their codes
(``-k ca`` would also pick every test whose name holds "ca")."""


def _languages_of(item: pytest.Item) -> set[str]:
    """The language codes a collected test is run for: its ``language`` or ``code`` parameter (none for others)."""
    params = getattr(getattr(item, "callspec", None), "params", {})
    return {value for name, value in params.items() if name in ("language", "code") and isinstance(value, str)}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keep only the tests of the languages :data:`LANGUAGES_ONLY` names, when it is set."""
    wanted = {code.strip() for code in os.environ.get(LANGUAGES_ONLY, "").split(",") if code.strip()}
    if not wanted:
        return
    kept = [item for item in items if _languages_of(item) & wanted]
    kept_ids = {id(item) for item in kept}
    config.hook.pytest_deselected(items=[item for item in items if id(item) not in kept_ids])
    items[:] = kept
