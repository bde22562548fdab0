"""The game's one source of randomness: separate streams for the dial, each deck and the lucky numbers.

Everything random in a game (DESIGN.md, "The engine") is drawn here, from its
seed, by one of two **schemes** that a save records (``rng_scheme``):

- :data:`LEGACY_SCHEME` (1): one Mersenne Twister (``random.Random(seed)``)
  draws everything in turn, exactly as the first versions of the game did, so
  that a save written before the schemes existed replays exactly. Seeing the
  dial's spins says a lot about the seed, and so about the lucky numbers and
  the decks: with a small seed a program finds it by trying seeds.
- :data:`CURRENT_SCHEME` (2), what new games use: each stream is its own
  sequence of keyed hashes, BLAKE2b keyed by the seed (up to 256 bits) and
  personalised by the stream's name, word ``i`` of a stream being the hash of
  ``i``. Without the seed, the spins seen say nothing of the decks' order or of
  another player's lucky number, nor of the next spin (BLAKE2b is a
  pseudo-random function); with a seed from :func:`new_seed` (256 bits of
  :mod:`secrets`) nobody can try every seed.

The streams (:class:`Stream`) are the dial (every spin, turn or effect), the
Chance deck and the Hazard deck (the shuffle at setup and each reshuffle of the
discards), the lucky numbers dealt at setup, and the seeds of the computer
players a server seats (:func:`bot_seed`).

>>> a, b = KeyedStreams(7), KeyedStreams(7)
>>> [a.spin(12) for _ in range(5)] == [b.spin(12) for _ in range(5)]
True
>>> a.deal_lucky(36, 3) == b.deal_lucky(36, 3)  # the same seed: the same game
True
>>> new_seed().bit_length() <= SEED_BITS
True
"""

from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import MutableSequence
from enum import IntEnum
from typing import Any, TypeVar

__all__ = [
    "CURRENT_SCHEME", "LEGACY_SCHEME", "SCHEMES", "SEED_BITS", "KeyedStreams", "LegacyStreams", "RandomSource",
    "Stream", "bot_seed", "check_scheme", "new_seed", "streams_for",
]

LEGACY_SCHEME = 1
"""One Mersenne Twister draws everything in turn: the games and saves made before the schemes existed."""
CURRENT_SCHEME = 2
"""Separate keyed-hash streams per kind of draw (BLAKE2b keyed by the seed): what new games use."""
SCHEMES = (LEGACY_SCHEME, CURRENT_SCHEME)
"""Every scheme this version of the game draws with."""
SEED_BITS = 256
"""The size of a seed of :func:`new_seed`, and the largest a keyed scheme takes (bits)."""

_WORD_BYTES = 8
_WORD = 1 << (8 * _WORD_BYTES)
_MAX_TRIES = 64
"""Rejection sampling gives up after this many words (each is refused with a chance below n / 2**64)."""

T = TypeVar("T")


class Stream(IntEnum):
    """The separate streams of a game's randomness (their names personalise the keyed hashes)."""

    SPIN = 0
    """The time-progression machine: every spin (RULINGS.md §2), in a turn or an effect."""
    CHANCE = 1
    """The Chance deck: its shuffle at setup and each reshuffle of its discards (§10)."""
    HAZARD = 2
    """The Hazard deck: its shuffle at setup and each reshuffle of its discards (§10)."""
    LUCKY = 3
    """The secret lucky numbers dealt at setup (§11)."""
    BOTS = 4
    """The seeds of the computer players a server seats (:func:`bot_seed`)."""

    @property
    def person(self) -> bytes:
        """The BLAKE2b personalisation of this stream (at most 16 bytes)."""
        return f"goty.{self.name.lower()}".encode("ascii")


DECK_STREAMS = {"chance": Stream.CHANCE, "hazard": Stream.HAZARD}
"""The stream of each deck, by the deck's name in the state's piles."""


def new_seed() -> int:
    """Return a new seed of :data:`SEED_BITS` bits from the operating system's secure generator (:mod:`secrets`).

    What a server gives every network game: nobody can try enough seeds to find it.
    """
    return secrets.randbits(SEED_BITS)


def check_scheme(scheme: object) -> int:
    """Return ``scheme`` when it is one of :data:`SCHEMES`.

    Raises:
        ValueError: anything else (a bool, a text, an unknown number), saying which schemes there are.
    """
    if type(scheme) is not int or scheme not in SCHEMES:
        raise ValueError(f"the random scheme is {LEGACY_SCHEME} or {CURRENT_SCHEME}, not {scheme!r}")
    return scheme


def _key(seed: int) -> bytes:
    """The BLAKE2b key of ``seed`` (32 bytes, big-endian).

    Raises:
        ValueError: a seed that is not a whole number from 0 to 2**256 - 1.
    """
    if type(seed) is not int or not 0 <= seed < 1 << SEED_BITS:
        raise ValueError(f"a seed of the keyed streams is a whole number from 0 to 2**{SEED_BITS} - 1, not {seed!r}")
    return seed.to_bytes(SEED_BITS // 8, "big")


def _word(key: bytes, stream: Stream, index: int) -> int:
    """Word ``index`` of ``stream``: the first 8 bytes of BLAKE2b(index) keyed by ``key``, as a number."""
    digest = hashlib.blake2b(index.to_bytes(_WORD_BYTES, "big"), digest_size=_WORD_BYTES, key=key,
                             person=stream.person).digest()
    return int.from_bytes(digest, "big")


def bot_seed(seed: int, player: int) -> int:
    """Return the seed (64 bits) of the computer player in seat ``player`` of a keyed game of ``seed``.

    Taken from the :attr:`Stream.BOTS` stream, so that what a computer player
    does says nothing of the game's seed.

    Raises:
        ValueError: a seed out of range (see :class:`KeyedStreams`) or a negative player.
    """
    if player < 0:
        raise ValueError(f"no seat {player}")
    return _word(_key(seed), Stream.BOTS, player)


class KeyedStreams:
    """The separate keyed-hash streams of :data:`CURRENT_SCHEME`.

    Args:
        seed: a whole number from 0 to 2**256 - 1 (the BLAKE2b key).

    Raises:
        ValueError: a seed out of range.
    """

    __slots__ = ("_key", "_next")
    scheme = CURRENT_SCHEME

    def __init__(self, seed: int):
        self._key = _key(seed)
        self._next = [0] * len(Stream)

    def _below(self, stream: Stream, n: int) -> int:
        """A whole number in ``range(n)``, uniform (words at or above the last multiple of ``n`` are skipped)."""
        if n <= 0:
            raise ValueError(f"nothing to draw from a range of {n}")
        limit = _WORD - _WORD % n
        for _ in range(_MAX_TRIES):
            index = self._next[stream]
            self._next[stream] = index + 1
            word = _word(self._key, stream, index)
            if word < limit:
                return word % n
        raise RuntimeError(f"{_MAX_TRIES} words of the {stream.name.lower()} stream refused in a row")

    def spin(self, sectors: int) -> int:
        """Return the sector the machine stops on, from 0 to ``sectors - 1`` (the :attr:`Stream.SPIN` stream)."""
        return self._below(Stream.SPIN, sectors)

    def shuffle_deck(self, deck: str, cards: MutableSequence[T]) -> None:
        """Shuffle ``cards`` in place (Fisher–Yates) with the stream of ``deck`` (``"chance"`` or ``"hazard"``).

        Raises:
            KeyError: another deck name.
        """
        stream = DECK_STREAMS[deck]
        for i in range(len(cards) - 1, 0, -1):
            j = self._below(stream, i + 1)
            cards[i], cards[j] = cards[j], cards[i]

    def deal_lucky(self, highest: int, count: int) -> list[int]:
        """Return ``count`` different lucky numbers from 1 to ``highest``, in seating order (:attr:`Stream.LUCKY`).

        Raises:
            ValueError: more numbers than there are.
        """
        if not 0 <= count <= highest:
            raise ValueError(f"cannot deal {count} different numbers from 1 to {highest}")
        numbers = list(range(1, highest + 1))
        for i in range(count):
            j = i + self._below(Stream.LUCKY, highest - i)
            numbers[i], numbers[j] = numbers[j], numbers[i]
        return numbers[:count]

    def copy(self) -> KeyedStreams:
        """Return an independent copy in the same place of every stream."""
        other = KeyedStreams.__new__(KeyedStreams)
        other._key = self._key
        other._next = list(self._next)
        return other

    def getstate(self) -> tuple[Any, ...]:
        """Return the scheme and how far each stream has been drawn (equal for equal states; no key in it)."""
        return (CURRENT_SCHEME, tuple(self._next))


class LegacyStreams(random.Random):
    """:data:`LEGACY_SCHEME`: one Mersenne Twister for every stream, drawing exactly as the first versions did.

    A ``random.Random`` (``LegacyStreams(seed)`` is ``random.Random(seed)``,
    any whole number); tests that stack the dial subclass it.
    """

    scheme = LEGACY_SCHEME

    def spin(self, sectors: int) -> int:
        """Return the sector the machine stops on: ``randrange(sectors)``."""
        return self.randrange(sectors)

    def shuffle_deck(self, deck: str, cards: MutableSequence[Any]) -> None:
        """Shuffle ``cards`` in place: ``shuffle(cards)`` (every deck draws from the one generator).

        Raises:
            KeyError: a deck name that is not ``"chance"`` or ``"hazard"``.
        """
        DECK_STREAMS[deck]
        self.shuffle(cards)

    def deal_lucky(self, highest: int, count: int) -> list[int]:
        """Return ``count`` different lucky numbers from 1 to ``highest``: ``sample(range(1, highest + 1), count)``."""
        return self.sample(range(1, highest + 1), count)

    def copy(self) -> LegacyStreams:
        """Return an independent copy in the same state (without seeding from the system first: as fast as that)."""
        other = LegacyStreams.__new__(LegacyStreams)
        other.setstate(self.getstate())
        return other


RandomSource = KeyedStreams | LegacyStreams
"""What a game draws from (``GameState.rng``): the streams of its scheme."""


def streams_for(seed: int, scheme: int) -> RandomSource:
    """Return the random source of a game of ``seed`` drawn with ``scheme``.

    Raises:
        ValueError: an unknown scheme, or (scheme 2) a seed outside 0 … 2**256 - 1.
    """
    if check_scheme(scheme) == LEGACY_SCHEME:
        return LegacyStreams(seed)
    return KeyedStreams(seed)
