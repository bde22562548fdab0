"""Fixtures for the interface tests (offscreen Qt, settings in a temporary file)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True, scope="session")
def english_plurals(qapp):
    """The English plural forms (``gameofyear_en.qm``: "1 token", "3 tokens") under every interface test.

    The game installs them whenever it speaks English; a test that installs
    another language puts that one above them, as the game's English fallback is.
    """
    from PySide6.QtCore import QTranslator

    from gameofyear.ui.language import translation_file

    translator = QTranslator(qapp)
    assert translator.load(str(translation_file("en")))
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


@pytest.fixture
def settings(tmp_path):
    """Settings stored in a temporary INI file, animations instant, big moments going on by themselves
    (the tests of waiting at a person's moments turn it on)."""
    from PySide6.QtCore import QSettings

    from gameofyear.ui.settings import Settings

    result = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    result.animation_speed = "instant"
    result.wait_at_moments = False
    return result


@pytest.fixture
def output_dir():
    """The folder where tests save screenshots for review (git-ignored)."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "output"
    path.mkdir(exist_ok=True)
    return path


@pytest.fixture
def local_server():
    """A GameServer on 127.0.0.1 (free port) on its own event loop thread; yields (server, port, loop)."""
    import asyncio
    import threading

    from gameofyear.net.server import GameServer, Limits
    from gameofyear.net.store import Store

    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    store = Store(":memory:")
    server = GameServer(store, Limits(probe_private=True))  # checks from outside of 127.0.0.1 too
    port = asyncio.run_coroutine_threadsafe(server.start("127.0.0.1", 0), loop).result(10)
    yield server, port, loop
    asyncio.run_coroutine_threadsafe(server.close(), loop).result(10)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(5)
    store.close()
