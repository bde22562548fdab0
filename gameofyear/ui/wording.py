"""One path for every interface string that takes values: translated, checked, then filled.

A translator's typo (``{nmae}``, ``{name!r}``, a lost ``%1``) must never crash
a dialog nor show a half-filled sentence. Two pieces make sure of it:

- :class:`GuardedTranslator` wraps the game's translator. Every string Qt
  asks it for (``self.tr``, ``QCoreApplication.translate``) is checked against
  its English source: when the translation's placeholders are not exactly the
  source's (:func:`same_placeholders`), the English text is given instead and
  the fault is logged once. Plural forms are checked one by one (each must
  write the count, ``%n``); a broken plural, or one the language has not
  translated yet, gives the English plural forms of ``gameofyear_en.qm``.
- :func:`fill` (re-exported from :mod:`gameofyear.clean`) puts the values in
  by plain substitution, never by ``str.format``: whatever reaches it, it
  cannot raise nor grow a text beyond its values.

So every widget writes ``fill(self.tr("Offer days to {name}?"), name=name)``;
the log's sentences (:mod:`gameofyear.narrate`) take the same two steps.

Every count is a Qt plural (``self.tr("&Buy %n day(s)", "", days)``): each
language writes as many forms as it has. Outside a class, and in a method that
subclasses inherit, :func:`plural` translates one in a named context, the
string being marked for ``pyside6-lupdate`` where it is written with
:func:`gameofyear.narrate.translate` and a literal ``1``. (PySide's
``self.tr`` looks for a string in the contexts of the object's classes one by
one, but for a plural it stops at the first, the object's own class: a plural
written in a base class's method would never be translated.)
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import TypeAlias

from PySide6.QtCore import QCoreApplication, QObject, QTranslator

from ..clean import fill

__all__ = ["GuardedTranslator", "Words", "fill", "placeholders", "plural", "said", "same_placeholders"]

Words: TypeAlias = str | Callable[[], str]
"""A text a widget shows: fixed (a name, a number), or a function that writes it in the language installed.

A widget given a function keeps it and calls it again on ``QEvent.LanguageChange``
(its ``retranslate_ui``), so that its text follows View ▸ Language in place.
"""


def said(words: Words) -> str:
    """Return the text of ``words`` in the language installed now (a fixed text as it is)."""
    return words if isinstance(words, str) else words()


log = logging.getLogger(__name__)

_BRACES = re.compile(r"\{\{|\}\}|\{[a-z][a-z0-9_]*\}")
"""What a text may hold between braces: ``{{``, ``}}`` or a plain ``{name}``."""
_ARGS = re.compile(r"%(\d{1,2})")
"""Qt's numbered arguments (``%1``, ``%2``: :meth:`str.arg`)."""


def plural(context: str, text: str, n: int) -> str:
    """Return the plural ``text`` (with ``%n``) of ``context`` translated for ``n``.

    Qt picks the language's form for ``n`` (``QCoreApplication.translate``
    with ``n``); a string no translator gives (no ``.qm`` loaded, or not
    translated yet) is written by the English source's rule
    (:func:`gameofyear.narrate.english`: ``"%n day(s)"`` → "1 day", "3 days").
    ``lupdate`` does not see ``text`` here: mark it where it is written,
    ``translate(context, "… %n day(s) …", "", 1)`` (:func:`gameofyear.narrate.translate`).
    """
    translated = QCoreApplication.translate(context, text, None, n)
    if translated == text.replace("%n", str(n)):
        from ..narrate import english  # here: the window paints before the rules are imported

        return english(text, n)
    return translated


def placeholders(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """Return the plain ``{name}`` placeholders and the ``%1`` arguments of ``text``, or None when a brace is amiss.

    A brace that is not part of ``{{``, ``}}`` or a plain ``{name}`` (``{name!r}``,
    ``{0}``, ``{name:>9}``, a lone ``{``) makes the text unusable: None.

    >>> sorted(placeholders("{name} pays %1")[0]), placeholders("{name!r}") is None
    (['name'], True)
    """
    names = frozenset(m.group(0)[1:-1] for m in _BRACES.finditer(text) if m.group(0) not in ("{{", "}}"))
    rest = _BRACES.sub("", text)
    if "{" in rest or "}" in rest:
        return None
    return names, frozenset(_ARGS.findall(text))


def same_placeholders(source: str, translation: str) -> bool:
    """True when ``translation`` has exactly the placeholders of ``source`` and no other brace.

    ``%n`` (the count of a plural) is not compared here:
    :meth:`GuardedTranslator.translate` requires it in each plural form.
    Each placeholder may appear in any place and more than once.
    """
    want = placeholders(source)
    have = placeholders(translation)
    return want is not None and have == want


class GuardedTranslator(QTranslator):
    """A translator that gives English rather than a translation whose placeholders are wrong.

    Args:
        inner: the translator of the language (loaded from its ``.qm``).
        english: the English translator (plural forms only), used for a
            broken plural; None to let Qt write the source.
        parent: the Qt parent.

    Each fault is logged once, with its context and source, as a warning.
    """

    def __init__(self, inner: QTranslator, english: QTranslator | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.inner = inner
        self.english = english
        self.faults: set[tuple[str, str]] = set()
        """The (context, source) pairs whose translation was refused."""

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        """True when the language's translator holds nothing."""
        return self.inner.isEmpty()

    def language(self) -> str:
        """The language of the wrapped translator (``de``)."""
        return self.inner.language()

    def translate(self, context: str, source: str, disambiguation: str | None = None,  # type: ignore[override]
                  n: int = -1) -> str | None:
        """Return the translation of ``source`` in ``context`` for the count ``n`` (-1: not a plural).

        A plural (``n >= 0``) the language leaves empty or unfinished, or
        whose form is broken, gives the English plural (:meth:`english_plural`:
        "2 tokens", never the source "2 token(s)"). Any other string not
        translated, or translated with wrong placeholders, gives None: Qt then
        writes the English source. A form of a plural must write the count
        (``%n``) when its source does, or the number would not be shown.
        """
        text = self.inner.translate(context, source, disambiguation, n)
        if not text:
            return self.english_plural(context, source, disambiguation, n)
        if same_placeholders(source, text) and (n < 0 or "%n" not in source or "%n" in text):
            return text
        if (context, source) not in self.faults:
            self.faults.add((context, source))
            log.warning("translation of [%s] %r has wrong placeholders (%r): English is shown", context, source, text)
        return self.english_plural(context, source, disambiguation, n)

    def english_plural(self, context: str, source: str, disambiguation: str | None, n: int) -> str | None:
        """Return the English of a plural ``source`` for ``n``, or None when ``n`` is -1 (not a plural).

        The English translator's form (``gameofyear_en.qm``) when it has one,
        else the English source's rule (:func:`gameofyear.narrate.english`:
        ``"%n token(s)"`` → "1 token", "2 tokens").
        """
        if n < 0:
            return None
        if self.english is not None:
            text = self.english.translate(context, source, disambiguation, n)
            if text:
                return text
        from ..narrate import english  # here: the window paints before the rules are imported

        return english(source, n)
