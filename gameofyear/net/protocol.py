"""The network protocol's frames: JSON text messages over one WebSocket (see docs/PROTOCOL.md).

Every frame is a JSON object with ``"type"``; the client's first frame,
``hello``, carries :data:`PROTOCOL_VERSION`. Decisions, observations and
events inside frames use the engine's JSON codec
(:mod:`gameofyear.engine.notation`), and actions the action notation
(``"pledge 2"``, ``"claim 3 by 1"``).

This module only builds and checks frames; it does no I/O.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

PROTOCOL_VERSION = 1
"""The version a ``hello`` must name; the server refuses any other with an ``error`` frame (``version``)."""

MAX_FRAME_BYTES = 16 * 1024
"""The largest frame the server reads (bytes of UTF-8); a larger one gets ``error`` ``too_big``."""

HARD_FRAME_BYTES = 256 * 1024
"""Past this size the WebSocket library itself closes the connection (close code 1009) without reading it."""

CLIENT_MAX_BYTES = 16 * 1024 * 1024
"""The largest frame a client accepts from the server (a long game's history comes in pages well below it)."""

HISTORY_PAGE = 400
"""Events per ``update`` frame when a joining client is sent the game so far."""

RATE = 30.0
"""Frames per second a connection may send on average (a server may set another and says so in ``welcome``)."""

BURST = 60
"""Frames a connection may send at once before :data:`RATE` applies."""

CLIENT_TYPES = frozenset({"hello", "create", "act", "ping", "probe"})
"""The frame types a client may send."""

VERSIONED_TYPES = frozenset({"hello", "create", "probe"})
"""The client frames that name the protocol's version (``protocol``): a connection's first frame is one of them."""

ERRORS = {
    "bad_json": "the frame is not a JSON object",
    "bad_frame": "the frame lacks a field or has one of the wrong type",
    "unknown_type": "the frame's type is not one of the protocol's",
    "too_big": "the frame is larger than the server reads",
    "rate": "too many frames: slow down",
    "version": "the client speaks another version of the protocol",
    "bad_code": "no game has this invitation code",
    "not_joined": "say hello with an invitation code first",
    "already_joined": "this connection has already joined a game",
    "seat_taken": "another connection plays this seat",
    "spectators_refused": "this game admits no spectators",
    "not_your_seat": "that action belongs to another seat",
    "not_your_turn": "the game is not waiting for this seat",
    "illegal": "the action is not legal now",
    "stale": "the game has moved on since that decision was sent",
    "game_over": "the game is over",
    "bad_game": "the game cannot be created as asked",
    "too_many_games": "the server holds as many games as it may",
    "server_error": "the server could not do it; nothing changed",
    "bad_key": "creating a game on this server needs its operator key",
    "server_full": "the server holds as many connections as it may: try again later",
    "hello_timeout": "no hello came in time: the connection is closed",
    "bad_profile": "the profile in hello does not fit: its field is named",
    "too_many_probes": "this address has asked for as many checks of its port as it may lately",
    "probe_refused": "this server sees the asker at an address that is not public: it cannot check from outside",
}
"""Every error code of an ``error`` frame, with what it means."""


class FrameError(ValueError):
    """A frame that cannot be read or does not fit the protocol.

    Attributes:
        code: one of :data:`ERRORS`.
        detail: what exactly is wrong (for people).
    """

    def __init__(self, code: str, detail: str = ""):
        super().__init__(f"{code}: {detail or ERRORS.get(code, '')}")
        self.code = code
        self.detail = detail or ERRORS.get(code, "")


def dumps(frame: Mapping[str, Any]) -> str:
    """Return ``frame`` as compact JSON text (UTF-8 as is)."""
    return json.dumps(frame, ensure_ascii=False, separators=(",", ":"))


def error_frame(code: str, detail: str = "", ref: Any = None) -> dict[str, Any]:
    """Return an ``error`` frame.

    Args:
        code: one of :data:`ERRORS`.
        detail: what exactly is wrong (default: the code's meaning).
        ref: the ``ref`` of the client frame it answers, if that frame had one.
    """
    frame: dict[str, Any] = {"type": "error", "code": code, "message": detail or ERRORS.get(code, code)}
    if ref is not None:
        frame["ref"] = ref
    return frame


def parse_client_frame(message: str | bytes) -> dict[str, Any]:
    """Read one frame from a client and check its shape (not its meaning in the game).

    Args:
        message: the WebSocket message (text; binary messages are refused).

    Returns:
        The frame, a dict whose ``type`` is one of :data:`CLIENT_TYPES` and
        whose fields have the types the protocol gives them.

    Raises:
        FrameError: ``too_big``, ``bad_json``, ``unknown_type`` or ``bad_frame`` (a missing or mistyped field, or
            a text holding a lone surrogate, which no frame could carry back).
    """
    if isinstance(message, bytes):
        if len(message) > MAX_FRAME_BYTES:
            raise FrameError("too_big", f"{len(message)} bytes, at most {MAX_FRAME_BYTES}")
        raise FrameError("bad_json", "binary frames are not part of the protocol")
    if len(message) > MAX_FRAME_BYTES or len(message.encode("utf-8", "surrogatepass")) > MAX_FRAME_BYTES:
        raise FrameError("too_big", f"at most {MAX_FRAME_BYTES} bytes")
    try:
        frame = json.loads(message)
    except (ValueError, RecursionError):
        raise FrameError("bad_json") from None
    if not isinstance(frame, dict):
        raise FrameError("bad_json")
    if "\\u" in message:  # an escape may spell half of a surrogate pair alone: not text any frame may carry
        try:
            dumps(frame).encode("utf-8")
        except UnicodeEncodeError:
            raise FrameError("bad_frame", "a text holds a lone surrogate (such as \\ud800): not Unicode text") from None
    kind = frame.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_TYPES:
        raise FrameError("unknown_type", f"unknown frame type {str(kind)[:40]!r}")
    ref = frame.get("ref")
    if ref is not None and not (isinstance(ref, (int, str)) and not isinstance(ref, bool) and len(str(ref)) <= 64):
        raise FrameError("bad_frame", "ref must be a short text or number")
    if kind in VERSIONED_TYPES:
        _field(frame, "protocol", int)
    if kind == "hello":
        _field(frame, "code", str, max_len=128)
        _field(frame, "since", int, optional=True)
        _field(frame, "profile", dict, optional=True)
        if frame.get("since", 0) < 0:
            raise FrameError("bad_frame", "since must be 0 or more")
    elif kind == "act":
        _field(frame, "action", str, max_len=4096)
        _field(frame, "at", int, optional=True)
        _field(frame, "seat", int, optional=True)
    elif kind == "create":
        _field(frame, "setup", dict)
        _field(frame, "seats", list)
        _field(frame, "edition", str, optional=True, max_len=40)
        _field(frame, "grace", (int, float), optional=True)
        _field(frame, "stand_in", str, optional=True, max_len=20)
        _field(frame, "spectators", bool, optional=True)
        _field(frame, "key", str, optional=True, max_len=256)
        _field(frame, "gather", bool, optional=True)
    elif kind == "probe":
        _field(frame, "port", int)
        _field(frame, "tls", bool, optional=True)
        if not 1 <= frame["port"] <= 65535:
            raise FrameError("bad_frame", "port must be 1 to 65535")
    return frame


def _field(frame: Mapping[str, Any], name: str, kind: type | tuple[type, ...], optional: bool = False,
           max_len: int | None = None) -> None:
    if name not in frame or frame[name] is None:
        if optional:
            return
        raise FrameError("bad_frame", f"{frame.get('type')} needs {name!r}")
    value = frame[name]
    if isinstance(value, bool) and kind is not bool:
        raise FrameError("bad_frame", f"{name!r} has the wrong type")
    if not isinstance(value, kind):
        raise FrameError("bad_frame", f"{name!r} has the wrong type")
    if max_len is not None and len(value) > max_len:  # type: ignore[arg-type]  # a str, list or dict here
        raise FrameError("bad_frame", f"{name!r} is too long")
