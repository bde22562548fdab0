"""Reading YAML safely, with the position of every value kept for error messages.

PyYAML's defaults are unkind to content authors: ``no`` becomes ``False``,
``1:30`` becomes 90, ``2024-02-29`` becomes a date and a duplicated key silently
wins. This module reads YAML with the safe loader (the C one when available),
with a resolver that only knows ``true``/``false``, ``null``/``~``, decimal
integers and plain floats; everything else stays text. Duplicate keys are
refused. Each value's ``line:column`` is recorded by its path so that schema
errors can name the place in the file (KNOWN-TRAPS.md, "YAML").

Content cannot exhaust the machine: a file is read only if it is a regular
file of at most :data:`MAX_FILE_BYTES`; aliases that would expand to more than
:data:`MAX_NODES` values (a "billion laughs" bomb), an alias inside its own
anchor, nesting deeper than :data:`MAX_DEPTH`, integers of more than
:data:`MAX_DIGITS` digits, numbers that are not finite and explicit tags other
than text, numbers, booleans and null are refused, each as
``file:line:column: what``, at once.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..safeio import FileRefused, read_regular_file

if TYPE_CHECKING:
    import yaml

MAX_FILE_BYTES = 5_000_000
"""The largest content file read (bytes); the game's own are 1–45 kB."""
MAX_NODES = 100_000
"""The most values a file may hold once its aliases are expanded (the game's own almanac: under 2,000 per file)."""
MAX_DEPTH = 64
"""How deeply lists and mappings may nest in a content file."""
MAX_DIGITS = 15
"""The most digits an integer of a content file may have."""
_TOO_LONG_TAG = "tag:gameofyear,2026:too-many-digits"
_ALLOWED_SCALAR_TAGS = frozenset({
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", _TOO_LONG_TAG,
})

Path_ = tuple[Any, ...]


class ContentError(Exception):
    """One or more problems in content files.

    Attributes:
        problems: each problem as ``file:line:column: what is wrong``.
    """

    def __init__(self, problems: Iterable[str]):
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


@cache
def _make_loader(plain_text: bool) -> type:
    """Build a loader class whose implicit resolvers are restricted (once; PyYAML is imported then).

    Args:
        plain_text: when true, every plain scalar stays a string (language files).
    """
    import yaml

    base = yaml.CSafeLoader if getattr(yaml, "__with_libyaml__", False) else yaml.SafeLoader

    class Loader(base):  # type: ignore[misc, valid-type]
        keeps_duplicates = plain_text
        """A language file keeps the first value of a key given twice (:attr:`Document.duplicates`)."""

    Loader.yaml_implicit_resolvers = {}
    if not plain_text:
        Loader.add_implicit_resolver(
            "tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf")
        )
        Loader.add_implicit_resolver(
            "tag:yaml.org,2002:null", re.compile(r"^(?:~|null|)$"), ["~", "n", ""]
        )
        Loader.add_implicit_resolver(
            "tag:yaml.org,2002:int", re.compile(rf"^[-+]?(?:0|[1-9][0-9]{{0,{MAX_DIGITS - 1}}})$"),
            list("-+0123456789")
        )
        Loader.add_implicit_resolver(_TOO_LONG_TAG, re.compile(rf"^[-+]?[0-9]{{{MAX_DIGITS + 1},}}$"),
                                     list("-+0123456789"))
        Loader.add_implicit_resolver(
            "tag:yaml.org,2002:float",
            re.compile(r"^[-+]?(?:[0-9]+\.[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$"),
            list("-+0123456789."),
        )
    return Loader


@dataclass
class Document:
    """A YAML document read into plain Python values.

    Attributes:
        path: the file it came from (as given, for messages).
        data: mappings as dicts, sequences as tuples, scalars as str/int/float/bool/None.
        marks: ``(line, column)`` (1-based) of each value, keyed by its path of keys/indexes.
        key_marks: ``(line, column)`` of each key, keyed by the path of its value.
    """

    path: str
    data: Any
    marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    key_marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    duplicates: list[tuple[Path_, str]] = field(default_factory=list)
    """In a language file (``plain_text``): each key given again, as ``(its path, file:line:column: what)``; the
    first value is kept and the rest of the file read. Elsewhere a duplicated key refuses the file."""

    def where(self, loc: Iterable[Any], *, key: bool = False) -> str:
        """Return ``file:line:column`` for the deepest known prefix of ``loc``.

        Elements of ``loc`` that are not keys of the document (a schema
        library's own labels) are skipped. With ``key``, the position is the
        one of the last key itself rather than of its value.
        """
        loc = [part for part in loc if part != "[key]"]
        if key and tuple(loc) in self.key_marks:
            line, col = self.key_marks[tuple(loc)]
            return f"{self.path}:{line}:{col}"
        best = self.marks.get((), (1, 1))
        current: Path_ = ()
        for part in loc:
            candidate = current + (part,)
            if candidate in self.marks:
                current = candidate
                best = self.marks[candidate]
            elif isinstance(part, str) and part.isdigit() and current + (int(part),) in self.marks:
                current = current + (int(part),)
                best = self.marks[current]
        return f"{self.path}:{best[0]}:{best[1]}"


def _mark(node: yaml.Node) -> tuple[int, int]:
    return (node.start_mark.line + 1, node.start_mark.column + 1)


class _Limits:
    """What one file has used of :data:`MAX_NODES`, and the nodes being built (to find an alias inside its own anchor)."""

    def __init__(self) -> None:
        self.nodes = 0
        self.open: set[int] = set()
        self.seen: set[int] = set()  # the collections built so far: one met again is an alias
        self.aliases = 0


class _Refused(Exception):
    """A value the content may not hold, at ``mark``."""

    def __init__(self, node: yaml.Node, message: str):
        super().__init__(message)
        self.mark = _mark(node)
        self.message = message


def _construct(node: yaml.Node, path: Path_, doc: Document, loader: Any, errors: list[str],
               limits: _Limits | None = None, depth: int = 0) -> Any:
    import yaml  # imported by the first read (_make_loader): a lookup

    limits = limits or _Limits()
    limits.nodes += 1
    if limits.nodes > MAX_NODES:
        if limits.aliases:
            raise _Refused(node, f"the file expands to more than {MAX_NODES:,} values (aliases repeated too often?)")
        raise _Refused(node, f"the file holds more than {MAX_NODES:,} values (far more than an almanac needs: "
                             "is it the right file?)")
    if depth > MAX_DEPTH:
        raise _Refused(node, f"lists and mappings nest more than {MAX_DEPTH} deep")
    doc.marks[path] = _mark(node)
    if isinstance(node, (yaml.MappingNode, yaml.SequenceNode)):
        if id(node) in limits.open:
            raise _Refused(node, "an alias refers to the anchor that contains it (a recursive anchor)")
        if id(node) in limits.seen:
            limits.aliases += 1
        limits.seen.add(id(node))
        limits.open.add(id(node))
        try:
            return _construct_collection(node, path, doc, loader, errors, limits, depth)
        finally:
            limits.open.discard(id(node))
    if node.tag not in _ALLOWED_SCALAR_TAGS:
        raise _Refused(node, f"the tag {node.tag.replace('tag:yaml.org,2002:', '!!')} is not allowed here "
                             "(only text, numbers, true/false and null)")
    if node.tag == _TOO_LONG_TAG:
        raise _Refused(node, f"the number {node.value[:20]}… has more than {MAX_DIGITS} digits")
    try:
        value = loader.construct_object(node)
    except yaml.YAMLError:
        raise
    except (ValueError, TypeError, OverflowError) as exc:
        raise _Refused(node, f"not a value the content can hold ({str(exc)[:80]})") from None
    if isinstance(value, float) and not math.isfinite(value):
        raise _Refused(node, f"{node.value[:20]} is not a finite number")
    if isinstance(value, int) and not isinstance(value, bool) and len(str(abs(value))) > MAX_DIGITS:
        raise _Refused(node, f"the number has more than {MAX_DIGITS} digits")
    return value


def _construct_collection(node: yaml.Node, path: Path_, doc: Document, loader: Any, errors: list[str],
                          limits: _Limits, depth: int) -> Any:
    import yaml

    if isinstance(node, yaml.MappingNode):
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                line, col = _mark(key_node)
                errors.append(f"{doc.path}:{line}:{col}: a key must be plain text, not a list or mapping")
                continue
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise _Refused(key_node, "merge keys (<<) are not allowed: write each entry in full")
            key = _construct(key_node, path + ("[key]",), doc, loader, errors, limits, depth + 1)
            if key in result:
                line, col = _mark(key_node)
                problem = f"{doc.path}:{line}:{col}: duplicate key {key!r} (each key may appear only once"
                if loader.keeps_duplicates:
                    doc.duplicates.append((path + (key,), f"{problem}: the first one is used)"))
                else:
                    errors.append(f"{problem})")
                continue
            doc.key_marks[path + (key,)] = _mark(key_node)
            result[key] = _construct(value_node, path + (key,), doc, loader, errors, limits, depth + 1)
        return result
    return tuple(
        _construct(item, path + (i,), doc, loader, errors, limits, depth + 1) for i, item in enumerate(node.value)
    )


_QUOTED_TEXT = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\']|\'\')*\'')


def _quote_left_open(lines: list[str], line: int) -> tuple[int, int] | None:
    """Return ``(line, column)`` of a quote left open just above the line where YAML found a mistake, or None.

    A value whose closing quote is forgotten (``aries: "Bélier``) runs on into the next line, and the
    parser stops only there: the line to fix is the one above, at its lone quote. Only the three lines
    before ``line`` (1-based) are looked at, each up to a ``#`` outside quotes.
    """
    for number in range(line - 1, max(0, line - 4), -1):
        text = lines[number - 1] if number <= len(lines) else ""
        rest = _QUOTED_TEXT.sub(lambda m: " " * len(m.group()), text)
        rest = rest.split("#", 1)[0]
        for quote in ('"', "'"):
            at = rest.find(quote)
            if at >= 0 and (at == 0 or rest[at - 1] in " :-[{,"):
                return number, at + 1
    return None


def read_yaml(path: Path | str, *, plain_text: bool = False, text: str | None = None) -> Document:
    """Read one YAML file into a :class:`Document`.

    Args:
        path: the file to read (also used in messages).
        plain_text: keep every plain scalar as a string (for language files).
        text: the file's text, if already read (``path`` is then only a label).

    Returns:
        The document, with positions.

    Raises:
        ContentError: the file cannot be read (or is not a regular file, or is
            larger than :data:`MAX_FILE_BYTES`), is not valid YAML, has a tab in
            its indentation, has duplicate keys, holds more than one document, or
            holds what content may not (see the module's docstring).
            A UTF-8 byte-order mark and Windows line endings are accepted.
    """
    label = str(path)
    if text is None:
        try:
            raw = read_regular_file(Path(path), MAX_FILE_BYTES)
        except FileRefused as exc:
            raise ContentError([f"{label}:1:1: {str(exc).replace('it ', 'the file ', 1)}"]) from None
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = raw[: exc.start].count(b"\n") + 1
            raise ContentError([f"{label}:{line}:1: the file is not UTF-8 text"]) from None
    text = text.lstrip("\ufeff").replace("\r\n", "\n")
    import yaml

    loader = _make_loader(plain_text)(text)
    doc = Document(label, None)
    errors: list[str] = []
    try:
        node = loader.get_single_node()
        if node is not None:
            doc.data = _construct(node, (), doc, loader, errors)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = exc.problem or "invalid YAML"
        lines = text.splitlines()
        for number in (line, line - 1):
            bad = lines[number - 1] if 0 < number <= len(lines) else ""
            if "\t" in bad[: len(bad) - len(bad.lstrip())]:
                line, col = number, 1
                problem = "a tab character in the indentation (indent with spaces)"
                break
        else:
            opened = _quote_left_open(lines, line)
            context = exc.context_mark
            if opened is not None:
                line, col = opened
                problem = f"a quote opened here is not closed on its line ({problem})"
            elif exc.context and context is not None and context.line + 1 != line:
                # where the parser was: an unclosed { or [ is found only lines later
                problem += f" ({exc.context} that starts on line {context.line + 1}, column {context.column + 1})"
        raise ContentError([f"{label}:{line}:{col}: {problem}"]) from None
    except _Refused as exc:
        raise ContentError([f"{label}:{exc.mark[0]}:{exc.mark[1]}: {exc.message}"]) from None
    except yaml.YAMLError as exc:
        raise ContentError([f"{label}:1:1: invalid YAML ({exc})"]) from None
    except RecursionError:
        raise ContentError([f"{label}:1:1: lists and mappings nest too deep"]) from None
    finally:
        loader.dispose()
    if errors:
        raise ContentError(errors)
    return doc
