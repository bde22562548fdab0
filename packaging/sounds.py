"""Make the game's sounds: short mono WAV files in ``resources/sounds/``, from nothing but arithmetic.

    python packaging/sounds.py            # writes resources/sounds/*.wav
    python packaging/sounds.py --check    # exits 1 when a committed file differs from what this makes

The sounds are the machine's ratchet, a card turned, coins, the end of a quarter
and the end of the year (the cues of :mod:`gameofyear.ui.moments`). They are
made with the standard library (``wave``, ``math`` and a seeded ``random``), so
the same script always writes the same bytes and nobody's recording needs a
licence.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
"""Samples per second (mono, 16 bits)."""

FOLDER = Path(__file__).resolve().parents[1] / "resources" / "sounds"


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def _add(track: list[float], at: float, sound: list[float], gain: float = 1.0) -> None:
    start = int(at * RATE)
    if start + len(sound) > len(track):
        track.extend([0.0] * (start + len(sound) - len(track)))
    for i, value in enumerate(sound):
        track[start + i] += gain * value


def _tone(freqs: list[tuple[float, float]], seconds: float, decay: float, attack: float = 0.004) -> list[float]:
    """Partials ``(frequency Hz, amplitude)`` with an exponential decay (per second) and a short attack."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(envelope * sum(a * math.sin(2 * math.pi * f * t) for f, a in freqs))
    return out


def _click(rng: random.Random, seconds: float = 0.018) -> list[float]:
    """A short wooden click: a burst of noise through a resonance, dying fast."""
    out = []
    low = 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        low += 0.35 * (rng.uniform(-1, 1) - low)
        out.append(math.exp(-260 * t) * (0.6 * low + 0.5 * math.sin(2 * math.pi * 1900 * t)))
    return out


def ratchet() -> list[float]:
    """The machine's ratchet: clicks that slow down as the dial comes to rest (about 1.8 s)."""
    rng = random.Random(1)
    track = _silence(1.9)
    at, gap = 0.0, 0.028
    while at < 1.75:
        _add(track, at, _click(rng), 0.8)
        at += gap
        gap *= 1.075
    return track


def card() -> list[float]:
    """A card turned: a short swish of paper and a soft tap on the table (0.4 s)."""
    rng = random.Random(2)
    track = _silence(0.42)
    low = 0.0
    n = int(0.3 * RATE)
    for i in range(n):
        low += 0.2 * (rng.uniform(-1, 1) - low)
        envelope = math.sin(math.pi * i / n) ** 2
        track[i] += 0.9 * envelope * low
    _add(track, 0.29, _tone([(180, 0.5), (360, 0.2)], 0.12, 40), 0.8)
    return track


def coins() -> list[float]:
    """Coins: three bright clinks (0.6 s)."""
    track = _silence(0.6)
    for at, pitch in ((0.0, 1.0), (0.09, 1.12), (0.2, 0.94)):
        partials = [(2093 * pitch, 0.5), (3370 * pitch, 0.3), (5230 * pitch, 0.18)]
        _add(track, at, _tone(partials, 0.35, 14, 0.001), 0.55)
    return track


def quarter() -> list[float]:
    """The end of a quarter: two bell notes, rising (1 s)."""
    track = _silence(1.0)
    for at, f in ((0.0, 784.0), (0.18, 1175.0)):
        _add(track, at, _tone([(f, 0.6), (2 * f, 0.2), (2.76 * f, 0.12)], 0.8, 5), 0.5)
    return track


def year_end() -> list[float]:
    """The end of the year: a short fanfare, an arpeggio up to a held chord (2.2 s)."""
    track = _silence(2.2)

    def note(f: float, seconds: float) -> list[float]:
        return _tone([(f, 0.5), (2 * f, 0.22), (3 * f, 0.12), (4 * f, 0.05)], seconds, 2.2, 0.01)

    for at, f in ((0.0, 523.25), (0.14, 659.25), (0.28, 783.99)):
        _add(track, at, note(f, 0.5), 0.45)
    for f in (523.25, 659.25, 783.99, 1046.5):
        _add(track, 0.46, note(f, 1.7), 0.28)
    return track


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "ratchet": ratchet, "card": card, "coins": coins, "quarter": quarter, "year_end": year_end,
}
"""The cue names and the functions that make them."""


def wav_bytes(samples: list[float]) -> bytes:
    """The samples (about -1…1) as a 16-bit mono WAV file, normalised to -3 dB with a 5 ms fade out."""
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.7 * 32767 / peak
    fade = int(0.005 * RATE)
    frames = bytearray()
    for i, value in enumerate(samples):
        gain = min(1.0, (len(samples) - i) / fade)
        frames += int(max(-32767, min(32767, value * scale * gain))).to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check``, compare) every sound; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the committed files")
    args = parser.parse_args(argv)
    FOLDER.mkdir(parents=True, exist_ok=True)
    status = 0
    for name, make in SOUNDS.items():
        data = wav_bytes(make())
        path = FOLDER / f"{name}.wav"
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                print(f"{path}: differs from what packaging/sounds.py makes", file=sys.stderr)
                status = 1
        else:
            path.write_bytes(data)
            print(f"{path.name}: {len(data) // 1024} KiB")
    return status


if __name__ == "__main__":
    sys.exit(main())
