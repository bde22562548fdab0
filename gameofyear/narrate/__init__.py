"""Events told in words, for the command line's ``--log`` and the game log.

:func:`describe` turns one event into a sentence naming the almanac date or
rule behind it; it never mentions a lucky number's value.
:func:`effects_in_words` tells what an almanac entry or a card does (the
buttons of a choice, the log), :func:`description_in_words` as a sentence
(the almanac browser's "What it does:"), each condition a clause with its
subject (:func:`condition_clause`: "if you are a woman"); :func:`day_name`
writes a date.

Every sentence is a template written here as a literal, marked for Qt's
``pyside6-lupdate`` with :func:`QT_TRANSLATE_NOOP` (context ``Log``), or with
:func:`translate` when it has a plural (``%n``), so that the interface's
translators find it in ``resources/translations/gameofyear_<lang>.ts``. This
module does not import Qt: the terminal uses it as it is. Each function takes
``tr``, a function ``tr(template)`` / ``tr(template, n)`` returning the
template in the reader's language (the desktop game passes Qt's, see
:func:`gameofyear.ui.language.log_tr`); ``None`` means English. Placeholders
such as ``{player}`` are filled after translating; a translation that breaks
them is replaced by the English template, so that a sentence is never lost.

Every count goes through a plural (``%n``): the translators write as many
forms as their language has, and only :func:`english` (the English source's
own rule, for the terminal, which has no Qt) knows that English has two.
Lists of names ("Ann, Bob and Cleo") are joined by :func:`list_in_words`,
which asks ``tr`` for its ``join`` (the desktop game's is Qt's
``QLocale.createSeparatedList``) and writes English without one.
:func:`month_name` and :func:`day_name` are the game's one source of month
names and dates: the dialogs, the board and the log all use them.
"""


from .conditions import condition_clause, condition_in_words, quoted
from .effects import description_in_words, effects_in_words, match_words
from .events import describe
from .words import (
    MONTHS,
    QT_TRANSLATE_NOOP,
    TOLD_BY_THE_PURCHASE,
    Lister,
    Translate,
    capitalised,
    day_name,
    english,
    english_list,
    face_name,
    list_in_words,
    month_name,
    source_name,
    told_elsewhere,
    translate,
)

__all__ = [
    "Lister",
    "MONTHS",
    "QT_TRANSLATE_NOOP",
    "TOLD_BY_THE_PURCHASE",
    "Translate",
    "capitalised",
    "condition_clause",
    "condition_in_words",
    "day_name",
    "describe",
    "description_in_words",
    "effects_in_words",
    "english",
    "english_list",
    "face_name",
    "list_in_words",
    "match_words",
    "month_name",
    "quoted",
    "source_name",
    "told_elsewhere",
    "translate",
]
