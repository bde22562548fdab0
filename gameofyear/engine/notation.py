"""Actions as text, and the engine's objects as JSON: what a log, a bug report or a network frame carries.

**Action notation.** Each decision kind has a short text form of its actions,
read back by :func:`parse_action` (a round trip, like python-chess's
``Move.uci()``)::

    spin                    number 9            buy_token yes       buy_days 3
    vacation no             pledge 2            player 2            choice 1
    rearrange 03-09,05-12   question yes        table_question no   quiz_attempt yes
    vote no                 use_keep_card yes   quiz ["Help!", "Yesterday"]
    claim 2 by 1            savings 3           savings -2          loans -1
    bet 7                   bet 0

``savings`` and ``loans`` (house rules) count steps and loans, negative to take
out or repay; ``bet`` names a dial sector from 1, 0 for no bet. ``player`` names a player by index; ``rearrange`` gives each opponent's new
day in the order of ``decision.info``; a quiz answer is a JSON list of texts.

**Wire format.** :func:`encode` turns a :class:`~gameofyear.engine.decisions.Decision`,
an :class:`~gameofyear.engine.game.Observation`, an event or an action into
plain JSON data tagged with its type and :data:`CODEC_VERSION`; :func:`decode`
gives back an equal object. Every value the engine keeps in a tuple comes back
as a tuple.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from typing import Any

from ..dates import date_text, day_index
from . import events as ev
from .decisions import YES_NO, Decision, DecisionKind
from .errors import IllegalActionError
from .observation import Observation, PlayerView
from .state import Claim

CODEC_VERSION = 1
"""The version of :func:`encode`'s format; :func:`decode` refuses any other."""

_YES_NO_KINDS = frozenset({
    DecisionKind.BUY_TOKEN, DecisionKind.VACATION, DecisionKind.QUESTION, DecisionKind.TABLE_QUESTION,
    DecisionKind.QUIZ_ATTEMPT, DecisionKind.VOTE, DecisionKind.USE_KEEP_CARD, DecisionKind.FACT,
})
_NUMBER_WORDS = {
    DecisionKind.CHOOSE_NUMBER: "number", DecisionKind.BUY_DAYS: "buy_days", DecisionKind.PLEDGE: "pledge",
    DecisionKind.CHOOSE_PLAYER: "player", DecisionKind.CHOICE: "choice",
    DecisionKind.SAVINGS: "savings", DecisionKind.LOANS: "loans", DecisionKind.BET: "bet",
}
_SIGNED_KINDS = frozenset({DecisionKind.SAVINGS, DecisionKind.LOANS})
"""Kinds whose number may be negative (taking savings out, repaying loans)."""


def action_text(decision: Decision, action: Any) -> str:
    """Return ``action``, an answer to ``decision``, in the notation of the module docstring.

    Raises:
        IllegalActionError: ``action`` is not a legal answer to ``decision``.
    """
    reason = decision.is_legal(action)
    if reason is not None:
        raise IllegalActionError(reason)
    kind = decision.kind
    if kind is DecisionKind.SPIN:
        return "spin"
    if kind in _YES_NO_KINDS:
        return f"{kind.value} {'yes' if action else 'no'}"
    if kind in _NUMBER_WORDS:
        return f"{_NUMBER_WORDS[kind]} {action}"
    if kind is DecisionKind.REARRANGE:
        return "rearrange " + ",".join(date_text(day) for day in action)
    return "quiz " + json.dumps(list(action), ensure_ascii=False)


def parse_action(decision: Decision, text: str) -> Any:
    """Read an action written in the notation (:func:`action_text`) as an answer to ``decision``.

    Returns:
        The engine's action (``True``, ``9``, ``(69, 132)``, ``("Help!",)``…), legal for ``decision``.

    Raises:
        IllegalActionError: the text is not in the notation of this decision's
            kind, or names an action that is not legal here; the reason says which.
    """
    word, _, rest = text.strip().partition(" ")
    rest = rest.strip()
    kind = decision.kind
    action: Any
    if kind is DecisionKind.SPIN and word == "spin" and not rest:
        action = True
    elif kind in _YES_NO_KINDS and word == kind.value and rest in ("yes", "no"):
        action = rest == "yes"
    elif kind in _NUMBER_WORDS and word == _NUMBER_WORDS[kind] and rest.isascii() and (
            rest.isdigit() or (kind in _SIGNED_KINDS and rest[:1] == "-" and rest[1:].isdigit())):
        action = int(rest)
    elif kind is DecisionKind.REARRANGE and word == "rearrange":
        try:
            action = tuple(day_index(part.strip()) for part in rest.split(","))
        except ValueError as exc:
            raise IllegalActionError(f"{text!r}: {exc}") from None
    elif kind is DecisionKind.QUIZ and word == "quiz":
        try:
            answers = json.loads(rest)
        except ValueError:
            raise IllegalActionError(f"{text!r}: a quiz answer is a JSON list of texts") from None
        action = tuple(answers) if isinstance(answers, list) else answers
    else:
        raise IllegalActionError(f"{text!r} is not an answer to a {kind.value} decision "
                                 f"(expected {_example(decision)!r})")
    reason = decision.is_legal(action)
    if reason is not None:
        raise IllegalActionError(f"{text!r}: {reason}")
    return action


def _example(decision: Decision) -> str:
    if decision.options is None:
        return 'quiz ["…"]'
    options = decision.options
    return action_text(decision, options[0]) if len(options) else decision.kind.value


def claim_text(creditor: int, claim_id: int) -> str:
    """Return a claim (manual claims, RULINGS.md §4) as ``claim ID by PLAYER``."""
    return f"claim {claim_id} by {creditor}"


def parse_claim(text: str) -> tuple[int, int]:
    """Read ``claim ID by PLAYER``; return ``(creditor, claim_id)``.

    Raises:
        IllegalActionError: the text is not a claim in that form.
    """
    parts = text.split()
    if len(parts) == 4 and parts[0] == "claim" and parts[2] == "by" and all(
            p.isascii() and p.isdigit() for p in (parts[1], parts[3])):
        return int(parts[3]), int(parts[1])
    raise IllegalActionError(f"{text!r} is not a claim (expected 'claim 2 by 1')")


# --------------------------------------------------------------------------- JSON


def _event_types() -> dict[str, type]:
    return {name: cls for name, cls in vars(ev).items()
            if isinstance(cls, type) and issubclass(cls, ev.Event) and cls is not ev.Event}


_EVENTS = _event_types()


_RECORDS: tuple[type, ...] = ()
_FIELDS: dict[type, tuple[str, ...]] = {}


def _records() -> tuple[type, ...]:
    """The engine's record types that :func:`_plain` writes field by field (imported once, on first use)."""
    global _RECORDS
    if not _RECORDS:
        _RECORDS = (Decision, Observation, PlayerView, Claim, ev.Event)
    return _RECORDS


def _plain(value: Any) -> Any:
    """JSON data of a value held by an engine object (tuples become lists, ranges and records mappings)."""
    if isinstance(value, (bool, int, str)) or value is None:
        return value
    if isinstance(value, DecisionKind):
        return value.value
    if isinstance(value, range):
        return {"range": [value.start, value.stop]}
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, _RECORDS or _records()):
        names = _FIELDS.get(type(value))
        if names is None:
            names = _FIELDS[type(value)] = tuple(f.name for f in dataclasses.fields(value))  # type: ignore[arg-type]
        return {name: _plain(getattr(value, name)) for name in names}
    raise TypeError(f"no JSON form for {type(value).__name__}")


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def encode(obj: Any) -> dict[str, Any]:
    """Return ``obj`` (a decision, an observation, an event) as tagged JSON data.

    The result is ``{"codec": 1, "type": NAME, "data": {...}}``, NAME being
    ``Decision``, ``Observation`` or the event's class name.

    Raises:
        TypeError: ``obj`` is none of these.
    """
    if isinstance(obj, Decision):
        name = "Decision"
    elif isinstance(obj, Observation):
        name = "Observation"
    elif isinstance(obj, ev.Event) and type(obj).__name__ in _EVENTS:
        name = type(obj).__name__
    else:
        raise TypeError(f"cannot encode {type(obj).__name__}")
    return {"codec": CODEC_VERSION, "type": name, "data": _plain(obj)}


def encode_action(decision: Decision, action: Any) -> dict[str, Any]:
    """Return an answer to ``decision`` as ``{"codec": 1, "type": "Action", "text": "pledge 2"}``.

    Raises:
        IllegalActionError: the action is not legal for ``decision``.
    """
    return {"codec": CODEC_VERSION, "type": "Action", "text": action_text(decision, action)}


def decode_action(decision: Decision, data: Mapping[str, Any]) -> Any:
    """Read :func:`encode_action`'s data back as an action legal for ``decision``.

    Raises:
        ValueError: not an action of this codec version.
        IllegalActionError: not a legal answer to ``decision``.
    """
    _check(data, "Action")
    text = data.get("text")
    if not isinstance(text, str) or len(text) > 4096:
        raise ValueError("an action's text is missing or too long")
    return parse_action(decision, text)


def _check(data: Mapping[str, Any], expected: str | None = None) -> str:
    if not isinstance(data, Mapping) or data.get("codec") != CODEC_VERSION:
        raise ValueError(f"not data of codec version {CODEC_VERSION}")
    name = data.get("type")
    if not isinstance(name, str) or (expected is not None and name != expected):
        raise ValueError(f"expected {expected or 'a type'}, got {name!r}")
    return name


def decode(data: Mapping[str, Any]) -> Any:
    """Rebuild the object that :func:`encode` wrote.

    Raises:
        ValueError: the data is not of this codec's version, names an unknown
            type, or its fields do not fit that type.
    """
    name = _check(data)
    fields = data.get("data")
    if not isinstance(fields, Mapping):
        raise ValueError("the object's fields are missing")
    try:
        if name == "Decision":
            return _decision(fields)
        if name == "Observation":
            return _observation(fields)
        if name in _EVENTS:
            cls = _EVENTS[name]
            return cls(**{f.name: _tuples(fields[f.name]) for f in dataclasses.fields(cls) if f.name in fields})
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"a {name} that does not fit: {exc}") from None
    raise ValueError(f"unknown type {name!r}")


def _decision(fields: Mapping[str, Any]) -> Decision:
    options = fields["options"]
    if isinstance(options, Mapping):
        start, stop = options["range"]
        options = range(int(start), int(stop))
    elif options is not None:
        options = _tuples(options)
        if options == YES_NO:
            options = YES_NO
    return Decision(DecisionKind(fields["kind"]), int(fields["player"]), options, fields.get("subject"),
                    fields.get("topic"), fields.get("source", "turn"), _tuples(fields.get("info", [])))


def _observation(fields: Mapping[str, Any]) -> Any:
    values: dict[str, Any] = {f.name: _tuples(fields[f.name]) for f in dataclasses.fields(Observation)
                              if f.name in fields}
    values["players"] = tuple(PlayerView(**p) for p in fields["players"])
    values["pending"] = None if fields.get("pending") is None else _decision(fields["pending"])
    values["claims"] = tuple(Claim(**c) for c in fields.get("claims", []))
    return Observation(**values)
