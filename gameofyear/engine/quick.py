"""A faster ``__init__`` for the frozen, slotted dataclasses made on every decision.

A frozen dataclass's generated ``__init__`` stores each field with
``object.__setattr__(self, name, value)``, which looks the field's slot up again
each time. Events, decisions and observations are made thousands of times per
game, so :func:`quick_init` gives such a class an ``__init__`` with the same
signature that stores each field through its slot directly. The object built
is the same, in about half the time; the class stays a frozen dataclass
(assigning a field still raises :class:`dataclasses.FrozenInstanceError`,
``repr``, ``==`` and ``hash`` are the dataclass's own).

>>> from dataclasses import dataclass
>>> @quick_init
... @dataclass(frozen=True, slots=True)
... class Moved:
...     player: int
...     source: str = ""
>>> Moved(1)
Moved(player=1, source='')
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T", bound=type)
Made = TypeVar("Made")


def quick_init(cls: T) -> T:
    """Give the frozen, slotted dataclass ``cls`` a faster ``__init__`` (same signature, same object).

    Raises:
        TypeError: ``cls`` is not a frozen dataclass with slots, or its
            ``__init__`` does more than store its fields (``__post_init__``,
            ``InitVar``, ``default_factory``, keyword-only or non-init fields).
    """
    names, original = _plain_fields(cls)
    setters = {f"_set_{name}": _slot(cls, name).__set__ for name in names}
    lines = [f"def __init__(self{''.join(', ' + name for name in names)}):"]
    lines += [f"    _set_{name}(self, {name})" for name in names] or ["    pass"]
    namespace: dict[str, object] = {}
    exec("\n".join(lines), setters, namespace)  # the code is made of the field names only
    init = namespace["__init__"]
    init.__defaults__ = original.__defaults__  # type: ignore[attr-defined]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    init.__module__ = cls.__module__
    init.__annotations__ = dict(original.__annotations__)
    init.__doc__ = original.__doc__
    cls.__init__ = init  # type: ignore[misc]
    return cls


def _plain_fields(cls: type) -> tuple[list[str], Any]:
    """The field names of ``cls`` and its ``__init__``, checking that it only stores them.

    Raises:
        TypeError: ``cls`` is not a frozen dataclass with slots, or its
            ``__init__`` does more than store its fields.
    """
    params = cls.__dataclass_params__ if dataclasses.is_dataclass(cls) else None  # type: ignore[attr-defined]
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen dataclass with slots")
    fields = dataclasses.fields(cls)
    names = [f.name for f in fields]
    original = cls.__init__  # type: ignore[misc]
    signature = inspect.signature(original)
    plain = all(p.kind is p.POSITIONAL_OR_KEYWORD for p in signature.parameters.values())
    if (
        hasattr(cls, "__post_init__")
        or not plain
        or list(signature.parameters)[1:] != names
        or any(f.default_factory is not dataclasses.MISSING for f in fields)
    ):
        raise TypeError(f"{cls.__name__}.__init__ does more than store its fields")
    return names, original


def quick_maker(cls: type[Made]) -> Callable[..., Made]:
    """Return a function that makes an instance of the frozen, slotted dataclass ``cls`` from its fields.

    The function takes the fields in order, positionally, with the class's defaults,
    and returns the same object as ``cls(...)`` in about a third of the time: it
    fills the slots of a twin class with the same layout and no frozen
    ``__setattr__`` (plain stores), then makes the object an instance of ``cls``
    (``__class__`` assignment between classes of one layout). For the objects
    the rules make on every decision (the players' views, the bots' views,
    the decisions); the object is afterwards a plain frozen instance of ``cls``.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True, slots=True)
    ... class Seen:
    ...     player: int
    ...     money: int = 0
    >>> make = quick_maker(Seen)
    >>> make(2), make(1, 50) == Seen(1, 50), type(make(1)) is Seen
    (Seen(player=2, money=0), True, True)

    Raises:
        TypeError: ``cls`` is not a frozen dataclass with slots whose ``__init__`` only
            stores its fields, or it has base classes other than ``object``.
    """
    names, original = _plain_fields(cls)
    if cls.__bases__ != (object,):
        raise TypeError(f"{cls.__name__} has base classes: its twin would inherit their __setattr__")
    twin = type(cls.__name__, (), {"__slots__": cls.__dict__["__slots__"]})
    lines = [f"def make({', '.join(names)}):", "    self = _twin()"]
    lines += [f"    self.{name} = {name}" for name in names]
    lines += ["    self.__class__ = _cls", "    return self"]
    namespace: dict[str, object] = {}
    exec("\n".join(lines), {"_twin": twin, "_cls": cls}, namespace)  # the code is made of the field names only
    make = namespace["make"]
    make.__defaults__ = original.__defaults__  # type: ignore[attr-defined]
    make.__qualname__ = make.__name__ = f"make_{cls.__name__}"  # type: ignore[attr-defined]
    make.__module__ = cls.__module__
    make.__doc__ = f"Return ``{cls.__name__}(...)``, made faster (:func:`quick_maker`)."
    return make  # type: ignore[return-value]


def _slot(cls: type, name: str) -> Any:
    """The slot descriptor of field ``name`` (defined by ``cls`` or a base class)."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            return klass.__dict__[name]
    raise TypeError(f"{cls.__name__} has no slot {name!r}")  # pragma: no cover
