"""Content: the almanac, cards, quizzes and editions, loaded from YAML and validated.

Use :func:`load_content`; it returns a frozen :class:`Content` or raises
:class:`ContentError` with every problem as ``file:line:column: what is wrong``.
"""

from .loader import Content, Square, check_texts, load_content, normalise_answer, required_text_keys
from .yamlio import ContentError, read_yaml

__all__ = [
    "Content",
    "ContentError",
    "Square",
    "check_texts",
    "load_content",
    "normalise_answer",
    "read_yaml",
    "required_text_keys",
]
