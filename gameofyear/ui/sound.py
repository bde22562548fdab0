"""The game's sounds: the machine's ratchet, a card turned, coins, the end of a quarter and of the year.

:class:`Sounds` is what the window calls (``window.sound.play("coins")``): it
applies the volume and the mute setting, then hands the cue to a backend. The
real backend (:class:`MiniaudioBackend`) plays the WAV files of
``resources/sounds/`` (made by ``packaging/sounds.py``) through the small
`miniaudio` library, on threads of its own: the device is opened and the
sounds are mixed off the GUI thread, so a slow or missing audio system never
blocks the game. Anything that goes wrong there (no audio device, no library,
a damaged file) makes it silent, once, with a line in the log; it never raises.

Under tests (``QT_QPA_PLATFORM=offscreen``) or with ``GAMEOFYEAR_SILENT=1`` the
backend is :class:`SilentBackend`; tests put a fake backend in its place to
see which cues are played.
"""

from __future__ import annotations

import array
import logging
import os
import queue
import sys
import threading
import wave
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Protocol

log = logging.getLogger(__name__)

RATE = 22050
"""The sample rate of the sounds and of the output (Hz, mono, 16 bits)."""


class SoundBackend(Protocol):
    """What plays a cue: :class:`MiniaudioBackend`, :class:`SilentBackend` or a test's fake."""

    def play(self, cue: str, volume: float) -> None:
        """Start playing ``cue`` (one of :data:`~.moments.CUES`) at ``volume`` (0–1) without waiting."""

    def close(self) -> None:
        """Stop playing and let the audio device go."""


class SilentBackend:
    """A backend that plays nothing (tests, no audio device, no library)."""

    def play(self, cue: str, volume: float) -> None:
        """Play nothing."""

    def close(self) -> None:
        """Nothing to let go."""


def _read_wav(path: Path) -> array.array[int]:
    """The 16-bit mono samples of ``path`` at :data:`RATE`.

    Raises:
        ValueError: the file is not such a WAV file.
        OSError: it cannot be read.
    """
    with wave.open(str(path), "rb") as source:
        if source.getnchannels() != 1 or source.getsampwidth() != 2 or source.getframerate() != RATE:
            raise ValueError(f"{path.name}: not a 16-bit mono WAV file at {RATE} Hz")
        samples = array.array("h")
        samples.frombytes(source.readframes(source.getnframes()))
    return samples


class MiniaudioBackend:
    """Plays the cues through `miniaudio`, mixing them on its own threads.

    A worker thread opens the output device the first time a cue is played
    (opening it can take a while, or fail) and feeds the device's callback,
    which runs on miniaudio's audio thread; :meth:`play` only puts the cue on
    a queue. When the device or the library cannot be had, the backend falls
    silent for the rest of the run.

    Args:
        folder: where the cues' WAV files are (``<cue>.wav``).
    """

    def __init__(self, folder: Path):
        self.folder = folder
        self.failed = False
        """True once the backend gave up (no device, no library): it plays nothing more."""
        self._queue: queue.Queue[tuple[str, float] | None] = queue.Queue(maxsize=32)
        self._voices: list[tuple[array.array[int], int]] = []
        """The sounds playing: ``(samples, next index)``; touched by the audio thread and the worker under ``_lock``."""
        self._lock = threading.Lock()
        self._samples: dict[str, array.array[int]] = {}
        self._device: Any = None
        self._thread: threading.Thread | None = None

    def play(self, cue: str, volume: float) -> None:
        """Queue ``cue`` at ``volume`` (0–1); a full queue or a silent backend drops it."""
        if self.failed or volume <= 0:
            return
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="sound", daemon=True)
            self._thread.start()
        try:
            self._queue.put_nowait((cue, volume))
        except queue.Full:
            pass

    def close(self) -> None:
        """Stop the worker thread and close the device."""
        if self._thread is not None:
            try:
                self._queue.put_nowait(None)
            except queue.Full:
                pass
        self.failed = True

    def _run(self) -> None:
        """The worker thread: open the device, then turn queued cues into voices."""
        absent = audio_absent()
        if absent is not None:
            log.info("sounds are off: %s", absent)
            self.failed = True
            return
        try:
            import miniaudio  # type: ignore[import-untyped]

            from .moments import CUES  # here: the rules it imports are not needed for the window's first frame

            for cue in CUES:
                self._samples[cue] = _read_wav(self.folder / f"{cue}.wav")
            device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                              sample_rate=RATE, buffersize_msec=60, app_name="Game of the Year")
            stream = self._stream()
            next(stream)
            device.start(stream)
            self._device = device
        except Exception as exc:  # noqa: BLE001 - no sound is never a reason to stop the game
            log.info("sounds are off: %s", exc)
            self.failed = True
            return
        while True:
            item = self._queue.get()
            if item is None:
                break
            cue, volume = item
            samples = self._samples.get(cue)
            if samples is None:
                continue
            if volume < 1:
                samples = array.array("h", (int(s * volume) for s in samples))
            with self._lock:
                self._voices = [*self._voices[-3:], (samples, 0)]  # at most four at once
        try:
            device.close()
        except Exception:  # noqa: BLE001
            pass

    def _stream(self) -> Any:
        """The generator miniaudio's audio thread pulls samples from: the voices playing, mixed and clipped."""
        required = yield array.array("h")
        while True:
            with self._lock:
                voices = self._voices
                mixed: list[int] | None = None
                kept = []
                for samples, at in voices:
                    chunk = samples[at:at + required]
                    if mixed is None:
                        mixed = list(chunk) + [0] * (required - len(chunk))
                    else:
                        for i, value in enumerate(chunk):
                            mixed[i] += value
                    if at + required < len(samples):
                        kept.append((samples, at + required))
                self._voices = kept
            if mixed is None:
                out = array.array("h", bytes(2 * required))
            else:
                out = array.array("h", (32767 if v > 32767 else -32767 if v < -32767 else v for v in mixed))
            required = yield out


def audio_absent(cards: Path = Path("/proc/asound/cards"), environ: Mapping[str, str] | None = None,
                 platform: str = sys.platform) -> str | None:
    """Why this Linux machine surely has no audio output, or None when it may have one.

    Linux only (elsewhere: None). No sound server (PulseAudio or PipeWire: ``PULSE_SERVER``,
    or their sockets in ``XDG_RUNTIME_DIR``) and no sound card in ``cards`` (missing, or
    ``--- no soundcards ---``): then the game does not open a device at all, so that ALSA
    prints none of its complaints on the terminal.

    Args:
        cards: the kernel's list of sound cards.
        environ: the environment (default: this process's).
        platform: ``sys.platform``.
    """
    if not platform.startswith("linux"):
        return None
    env = os.environ if environ is None else environ
    runtime = env.get("XDG_RUNTIME_DIR", "")
    if env.get("PULSE_SERVER") or (runtime and any((Path(runtime) / name).exists() for name in ("pulse/native", "pipewire-0"))):
        return None
    try:
        listed = cards.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "no sound card and no sound server"
    if "no soundcards" in listed or not listed.strip():
        return "no sound card and no sound server"
    return None


def silent_environment() -> bool:
    """True when the game must make no sound: under tests (``QT_QPA_PLATFORM=offscreen``) or ``GAMEOFYEAR_SILENT=1``."""
    return os.environ.get("QT_QPA_PLATFORM", "") == "offscreen" or os.environ.get("GAMEOFYEAR_SILENT", "") not in ("", "0")


def default_backend() -> SoundBackend:
    """The backend for this run: :class:`MiniaudioBackend`, or :class:`SilentBackend` where sound must not or cannot be."""
    if silent_environment():
        return SilentBackend()
    try:
        from ..paths import resources_dir

        folder = resources_dir() / "sounds"
    except (FileNotFoundError, OSError):
        return SilentBackend()
    return MiniaudioBackend(folder)


class Sounds:
    """The sounds of one window: the cue of each moment, at the volume set, unless muted.

    Args:
        settings: the player's settings (``volume`` 0–100, ``muted``).
        backend: what plays the cues (default: :func:`default_backend`).

    Attributes:
        backend: the backend; tests replace it with a fake that records the cues.
    """

    def __init__(self, settings: Any, backend: SoundBackend | None = None):
        self.settings = settings
        self.backend: SoundBackend = backend if backend is not None else default_backend()

    def play(self, cue: str | None) -> None:
        """Play ``cue`` (None: nothing) at the volume set; nothing when muted or at volume 0."""
        if cue is None or self.settings.muted:
            return
        volume = self.settings.volume / 100
        if volume <= 0:
            return
        try:
            self.backend.play(cue, volume)
        except Exception:  # noqa: BLE001 - a sound that fails never stops the game
            log.exception("the sound %s could not be played", cue)

    def close(self) -> None:
        """Let the audio device go (the window closes)."""
        try:
            self.backend.close()
        except Exception:  # noqa: BLE001
            log.exception("the sounds could not be closed")
