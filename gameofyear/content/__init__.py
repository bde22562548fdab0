"""Content: the almanac, cards, quizzes and editions, loaded from YAML and validated.

Use :func:`load_content`; it returns the rules as a frozen :class:`Content` or
raises :class:`ContentError` with every problem as ``file:line:column: what is
wrong``. :func:`load_texts` gives the words of a language for a content, as a
separate :class:`Texts`: a game holds only the rules.
"""

from .loader import Content, Square, Texts, check_texts, load_content, load_texts, normalise_answer, required_text_keys
from .yamlio import ContentError, read_yaml

__all__ = [
    "Content",
    "ContentError",
    "Square",
    "Texts",
    "check_texts",
    "load_content",
    "load_texts",
    "normalise_answer",
    "read_yaml",
    "required_text_keys",
]
