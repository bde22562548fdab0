"""The base of every decision's dialog (:class:`DecisionDialog`): the question, who decides and what
they hold, the legal options only, the answer in ``dialog.action``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..dates import day_index
from ..engine import Decision
from ..narrate import translate
from . import theme
from .dialogparts import (
    _NO_ESCAPE,
    _STYLE,
    COMPACT_BUTTON_HEIGHT,
    COMPACT_MARGINS,
    COMPACT_SPACING,
    DecisionContext,
    SquarePreview,
    StripeFrame,
    _css,
    _Header,
    _RichButton,
    source_heading,
)
from .screenfit import FittedDialog
from .wording import plural

_NO_PROPOSAL: Any = object()
"""No option is chosen (:attr:`DecisionDialog.proposal`)."""


def quote_box(heading: str, text: str, stripe: str | QColor) -> StripeFrame:
    """A framed quote: ``heading`` in bold over ``text``, with a band in the colour of ``stripe`` (a frame kind or a
    colour) down its left side. The almanac entry or card that asked a decision."""
    box = StripeFrame(stripe=stripe)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(22, 10, 14, 12)
    layout.setSpacing(4)
    head = QLabel(heading)
    head.setTextFormat(Qt.TextFormat.PlainText)
    head.setFont(theme.font(12, bold=True, family="DejaVu Serif"))
    head.setWordWrap(True)
    body = QLabel(text)
    body.setTextFormat(Qt.TextFormat.PlainText)
    body.setFont(theme.font(10.5))
    body.setWordWrap(True)
    layout.addWidget(head)
    layout.addWidget(body)
    box.setProperty("quoteText", f"{heading}\n{text}")
    body.setObjectName("quoteBody")
    return box


class DecisionDialog(FittedDialog):
    """Base: shows the question, offers only legal options; ``action`` holds the chosen one after accept().

    Escape answers the "no" (or 0) option where one exists, otherwise does
    nothing; closing the window behaves the same.

    An option may be chosen first and answered after (:meth:`propose`, then
    :meth:`confirm`): a click on a lit square of the board chooses and shows what
    the option does, a second click, Return or the dialog's button answers it, and
    Escape withdraws the choice. Nothing is spent on one click of the board.

    Signals:
        action_chosen(object): the chosen action, just before the dialog is accepted.
        proposed(object): an option chosen and shown but not answered yet, or None when
            the choice was withdrawn.

    Args:
        decision: the pending engine decision.
        context: what the dialog may show.
        parent: the parent widget.
    """

    action_chosen = Signal(object)
    proposed = Signal(object)

    spread_stretch = (3, 2)
    """How :meth:`spread` shares a wide panel's width between what the decision says and its choices."""

    spread_buttons_left = False
    """Whether :meth:`spread` puts the buttons under what the decision says rather than under its choices (a
    long list of choices takes its column's whole height)."""

    buttons_may_stand_beside = True
    """Whether :meth:`compact` may put the buttons in a column beside the text (not when the body needs the
    panel's whole width: a list of arrangements, a card)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.decision = decision
        self.context = context
        self.content = context.content
        self.player = decision.player
        self.action: Any = None
        self._escape_action: Any = _NO_ESCAPE
        self.proposal: Any = _NO_PROPOSAL
        """The option chosen and not yet answered (:meth:`propose`), or a sentinel when there is none."""
        self.answer_buttons: dict[Any, QPushButton] = {}
        """The button that answers each option, where one does (the one a chosen option makes the default)."""
        self._content_width = 460
        self.setModal(True)
        self.setFont(theme.font(11))
        self.setStyleSheet(theme.scaled_css(_STYLE))
        self._stripe = context.colour(self.player)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(30, 26, 30, 24)
        outer.setSpacing(14)
        self.sheet = QWidget()
        """What the decision says (header, question, body): all but its buttons, which
        :meth:`scroll_sheet` lets scroll on its own in a low panel."""
        sheet = QVBoxLayout(self.sheet)
        sheet.setContentsMargins(0, 0, 0, 0)
        sheet.setSpacing(14)
        self.header = _Header(context.names[self.player], self._stripe, self.holdings_text())
        sheet.addWidget(self.header)
        self.title_label = QLabel()
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setFont(theme.font(19, bold=True, family="DejaVu Serif"))
        self.title_label.setWordWrap(True)
        sheet.addWidget(self.title_label)
        self.set_content_width(460)
        self.body = QVBoxLayout()
        self.body.setSpacing(12)
        sheet.addLayout(self.body)
        sheet.addStretch(1)
        outer.addWidget(self.sheet, 1)
        self.sheet_scroller: QScrollArea | None = None
        """The scroll area the sheet is in once :meth:`scroll_sheet` put it there (None before)."""
        self.explanations: list[QLabel] = []
        """The plain paragraphs that explain the question (what it costs, where the pawn stands): in a panel too
        small for all they give way last, into the question's tooltip (:meth:`give_way`)."""
        self.facts: list[QLabel] = []
        """The bold paragraphs that state a fact the choices already show (the days offered so far, which the
        preview counts): the very last words to give way (:meth:`give_way`)."""
        self.notes: list[QLabel] = []
        """The soft notes of the body (hints, reminders): the last words to give way in a panel too small for
        all (:meth:`give_way`)."""
        self.choices: list[QWidget | QLayout] = []
        """Parts of the body that are the choices without being :attr:`pinned` (a list, answer fields): a wide
        panel shows them beside the text with the pinned ones (:meth:`spread`); a low one lets them scroll."""
        self.pinned: list[QWidget | QLayout] = []
        """The parts of the body that are the question or its choices (a days box, the players to pick): a compact
        decision keeps them in sight above what scrolls (:meth:`compact`)."""
        self.compacted = False
        """True once :meth:`compact` laid the decision out for a low panel."""
        self.spread_out = False
        """True once :meth:`spread` laid the decision out for a wide panel (its text beside its choices)."""
        self.buttons_beside = False
        """True when :meth:`compact` put the buttons in a column beside the text rather than in a row under it."""
        self._sheet_holder: QBoxLayout = outer
        self.button_row = QHBoxLayout()
        self.button_row.setSpacing(14)
        outer.addSpacing(8)
        outer.addLayout(self.button_row)

    # -------------------------------------------------------------- building blocks

    def holdings_text(self) -> str:
        """What the deciding player holds, shown in the header (money and tokens by default)."""
        return self.holdings()

    def holdings(self, *, vacation: bool = False) -> str:
        """Return the deciding player's money and tokens (and vacation cards: ``vacation``), ``800 F  ·  2 tokens``."""
        view = self.context.observation.players[self.player]
        # a method every kind inherits: its plurals name their context (PySide's self.tr finds a plural only in the object's own class)
        parts = [self.content.format_money(view.money),
                 plural("DecisionDialog", translate("DecisionDialog", "%n token(s)", "", 1), view.tokens)]
        if vacation:
            parts.append(plural("DecisionDialog", translate("DecisionDialog", "%n vacation card(s)", "", 1),
                                view.vacation_cards))
        return "  ·  ".join(parts)

    def set_content_width(self, width: int) -> None:
        """Make the content at least ``width`` pixels wide (the dialog never gets narrower)."""
        self._content_width = width
        self.title_label.setMinimumWidth(width)

    def scroll_sheet(self) -> QScrollArea:
        """Let what the decision says scroll on its own between its question and its buttons, which stay in sight.

        The sheet (header and body) goes into a frameless scroll area that shows
        the dialog's paper; the question stays above it and the button row below
        it, whatever the dialog's height. From then on the dialog needs no more height than its
        buttons and a few lines (:meth:`refit` no longer asks for the whole text).

        Returns:
            The scroll area (the same one when called again).
        """
        if self.sheet_scroller is not None:
            return self.sheet_scroller
        outer = self._sheet_holder
        index = outer.indexOf(self.sheet)
        outer.removeWidget(self.sheet)
        sheet = self.sheet.layout()
        if sheet is not None and sheet.indexOf(self.title_label) >= 0:  # the question stays in sight above what scrolls
            sheet.removeWidget(self.title_label)
            outer.insertWidget(index, self.title_label)
            index += 1
        scroller = QScrollArea()
        scroller.setObjectName("decisionSheet")
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop on a frame that does nothing
        scroller.setStyleSheet("QScrollArea#decisionSheet { background: transparent; }")
        scroller.setWidget(self.sheet)
        scroller.viewport().setAutoFillBackground(False)
        self.sheet.setAutoFillBackground(False)  # after setWidget(), which turns it on: the paper shows through
        outer.insertWidget(index, scroller, 1)
        self.sheet_scroller = scroller
        if self.compacted:  # what stays in sight comes first: the text may have as little as two lines
            scroller.setMinimumHeight(2 * self.fontMetrics().height())
        for box in self.sheet.findChildren(QAbstractSpinBox):  # the wheel scrolls the text, never changes a number
            box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            box.installEventFilter(self)
        return scroller

    def compact(self, width: int = 0) -> None:
        """Take less height for a low panel ``width`` pixels wide (0: unknown): smaller margins, gaps and texts,
        a smaller question and lower buttons.

        The question stays on top; the :attr:`pinned` parts of the body (the question asked, a days box, the
        players to pick) stay under it, out of what scrolls; the row of plain buttons becomes a column beside the
        text when it takes at most half of ``width``, so that the text has the panel's whole height. Called before
        the dialog is shown; the texts and the answers stay the same.
        """
        self.compacted = True
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        margins = outer.contentsMargins()
        outer.setContentsMargins(margins.left(), COMPACT_MARGINS[0], margins.right(), COMPACT_MARGINS[1])
        outer.setSpacing(COMPACT_SPACING)
        sheet = self.sheet.layout()
        if sheet is not None:
            sheet.setSpacing(COMPACT_SPACING)
        self.body.setSpacing(COMPACT_SPACING)
        self.title_label.setFont(theme.font(15, bold=True, family="DejaVu Serif"))
        for label in self.sheet.findChildren(QLabel):  # big texts a little smaller, none below the notes' size
            size = label.font().pointSizeF()
            if size > theme.font(11).pointSizeF() and label is not self.title_label:
                font = label.font()
                font.setPointSizeF(max(theme.font(11).pointSizeF(), size - theme.font(2).pointSizeF()))
                label.setFont(font)
        plain = []
        for i in range(self.button_row.count()):
            item = self.button_row.itemAt(i)
            button = item.widget() if item is not None else None
            if isinstance(button, QPushButton) and not isinstance(button, _RichButton):
                button.setMinimumHeight(COMPACT_BUTTON_HEIGHT)
                button.setStyleSheet(theme.scaled_css("QPushButton { padding: 4px 16px; }"))  # lower, as wide
                plain.append(button)
        for preview in self.sheet.findChildren(SquarePreview):
            preview.make_compact()
        for box in self.sheet.findChildren(QSpinBox):  # a lower days box, its number still big
            box.setStyleSheet(theme.scaled_css("QSpinBox { font-size: 16pt; min-height: 30px; padding: 2px 6px; }"
                                               " QSpinBox::up-button, QSpinBox::down-button { width: 20px; }"))
        for part in self.pinned:  # the days box and its cost closer together: a narrow panel keeps both whole
            if isinstance(part, QHBoxLayout):
                part.setSpacing(COMPACT_SPACING)
        # the question, then the pinned parts, then what scrolls; the buttons beside or under
        left = QVBoxLayout()
        left.setSpacing(COMPACT_SPACING)
        self._question_on_top(outer, left, self.pinned)
        left.addWidget(self.sheet, 1)
        middle = QHBoxLayout()
        middle.setSpacing(2 * COMPACT_SPACING)
        middle.addLayout(left, 1)
        for button in plain:
            button.ensurePolished()
        column = max((b.sizeHint().width() for b in plain), default=0)
        rich = self.findChildren(_RichButton)
        if plain and not any(self.button_row.indexOf(b) >= 0 for b in rich) and self.buttons_may_stand_beside \
                and (width <= 0 or 2 * column <= width):
            self.button_row.setDirection(QBoxLayout.Direction.TopToBottom)
            self.button_row.setSpacing(COMPACT_SPACING)
            middle.addLayout(self.button_row)
            self.buttons_beside = True
            outer.addLayout(middle, 1)
        else:
            outer.addLayout(middle, 1)
            outer.addLayout(self.button_row)
        self._sheet_holder = left

    def _buttons_stack_within(self, width: float) -> bool:
        """Whether the plain buttons of the button row, one above the other, are each at most ``width`` wide (a row
        holding a big card or anything else stays a row)."""
        items = [self.button_row.itemAt(i) for i in range(self.button_row.count())]
        widgets = [item.widget() for item in items if item is not None and item.widget() is not None]
        buttons = [w for w in widgets if isinstance(w, QPushButton)]
        if not buttons or len(buttons) != len(widgets) or any(isinstance(b, _RichButton) for b in buttons):
            return False
        return max(b.sizeHint().width() for b in buttons) <= width

    def _question_on_top(self, outer: QVBoxLayout, column: QVBoxLayout, parts: Sequence[QWidget | QLayout]) -> None:
        """Empty ``outer``, put the question at its top, and move ``parts`` of the body into ``column``."""
        while outer.count():
            outer.takeAt(0)
        sheet = self.sheet.layout()
        if sheet is not None:
            sheet.removeWidget(self.title_label)
        outer.addWidget(self.title_label)
        for part in parts:
            if isinstance(part, QWidget):
                self.body.removeWidget(part)
                column.addWidget(part)
            else:
                index = self.body.indexOf(part)
                if index >= 0:
                    self.body.takeAt(index)
                column.addLayout(part)

    def spread(self, width: int = 0, height: int = 0) -> None:
        """Lay the decision out for a wide panel: the question on top; under it, side by side, what it says (the
        header, texts, previews and entries: the sheet) and, on the right, its :attr:`pinned` parts with the buttons
        under them. Its texts wrap on half the width and take half the height, so that a panel as high as the
        board leaves shows everything the decision needs. Called before the
        dialog is shown; the texts and the answers stay the same.
        """
        self.spread_out = True
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        right = QVBoxLayout()
        right.setSpacing(self.body.spacing())
        self._question_on_top(outer, right, (*self.pinned, *self.choices))
        for i in reversed(range(self.body.count())):  # what the choice does goes with the choice
            item = self.body.itemAt(i)
            preview = item.widget() if item is not None else None
            if isinstance(preview, SquarePreview):
                self.body.removeWidget(preview)
                preview.sum_up()  # its heading, kind and sums; the entry is on the glowing square
                right.insertWidget(len(self.pinned) + len(self.choices), preview)
        right.addStretch(1)
        share, gap = self.spread_stretch[1] / sum(self.spread_stretch), 28
        column = (1 - share) if self.spread_buttons_left else share
        room = column * (width - gap) - 36
        buttons_beside = width <= 0 or self.button_row.sizeHint().width() <= room
        stacked = not buttons_beside and self._buttons_stack_within(room)
        if stacked:  # one above the other, still in the column
            self.button_row.setDirection(QBoxLayout.Direction.TopToBottom)
            buttons_beside = True
        if buttons_beside and not self.spread_buttons_left:  # under the choices; a row wider than their column
            right.addLayout(self.button_row)                   # goes under both columns
        left = QVBoxLayout()
        left.addWidget(self.sheet, 1)
        if buttons_beside and self.spread_buttons_left:  # the choices take their column's whole height
            left.addLayout(self.button_row)
        middle = QHBoxLayout()
        middle.setSpacing(gap)
        middle.addLayout(left, self.spread_stretch[0])
        middle.addLayout(right, self.spread_stretch[1])
        outer.addLayout(middle, 1)
        if not buttons_beside:
            outer.addLayout(self.button_row)
        self._sheet_holder = left
        if stacked and height > 0:
            margins = outer.contentsMargins()
            if self.needed_height(width + margins.left() + margins.right()) > height:  # lower as a row under both
                (left if self.spread_buttons_left else right).removeItem(self.button_row)
                self.button_row.setDirection(QBoxLayout.Direction.LeftToRight)
                outer.addLayout(self.button_row)

    def needed_height(self, width: int) -> int:
        """The height (pixels) the decision needs to show everything it shows now, at ``width`` pixels."""
        layout = self.layout()
        assert layout is not None
        layout.invalidate()
        layout.activate()
        if layout.hasHeightForWidth():
            return max(layout.totalHeightForWidth(width), layout.totalMinimumSize().height())
        return layout.totalMinimumSize().height()

    def give_way(self, width: int, height: int) -> bool:
        """Make what the decision says give way, step by step, until all of it fits ``width`` × ``height`` pixels
        without scrolling; its question, choices and buttons never give way.

        The steps, each only if the one before was not enough: the previews of a square and the quoted
        entries or cards say their heading, kind and sums only (the whole entry in their tooltip and on the
        board's glowing square); the header (who decides, what they hold) goes, the question saying whose it
        is; the soft notes go, then the plain explanations, the quoted entries and last the bold facts that
        the choices show anyway (all in the question's tooltip).

        Returns:
            True when the decision fits; False when even the last step leaves it too high (it then scrolls).
        """
        steps = (self._sum_up_quotes, self._hide_header, self._hide_notes, self._hide_explanations,
                 self._hide_quotes, self._hide_facts)
        needed = self.needed_height(width)
        applied: list[tuple[Callable[[], None], list[QWidget], str]] = []
        for step in steps:
            if needed <= height:
                break
            shown = [w for w in self.findChildren(QWidget) if not w.isHidden()]
            title = self.title_label.text()
            step()
            applied.append((step, [w for w in shown if w.isHidden()], title))
            needed = self.needed_height(width)
        if needed > height:
            return False
        # what an earlier step took away comes back where the decision still fits without that step
        for step, hidden, title in reversed(applied[:-1]):
            if not hidden or step == self._sum_up_quotes:
                continue
            now = self.title_label.text()
            for widget in hidden:
                widget.show()
            if step == self._hide_header:
                self.title_label.setText(title)
            if self.needed_height(width) > height:
                for widget in hidden:
                    widget.hide()
                self.title_label.setText(now)
        return True

    def _sum_up_quotes(self) -> None:
        """Every preview and quoted entry or card: its heading, kind and sums only (the rest in its tooltip)."""
        for preview in self.findChildren(SquarePreview):
            preview.sum_up(kind=not self.compacted)  # a low panel: the stripe's colour says the kind
        for body in self.findChildren(QLabel, "quoteBody"):
            box = body.parentWidget()
            body.hide()
            if box is not None:
                box.setToolTip(str(box.property("quoteText") or ""))

    def _hide_header(self) -> None:
        """The header goes; the question says whose decision it is."""
        if self.header.isVisible() or not self.header.isHidden():
            self.header.hide()
            name = self.header.name_label.text()
            if name and not self.title_label.text().startswith(name):
                self.title_label.setText(f"{name} — {self.title_label.text()}")

    def _hide_quotes(self) -> None:
        """The quoted entries go, into the question's tooltip (a preview and a card decided on stay)."""
        for body in self.findChildren(QLabel, "quoteBody"):
            box = body.parentWidget()
            if box is not None and not box.isHidden():
                box.hide()
                held = self.title_label.toolTip()
                self.title_label.setToolTip("\n".join(filter(None, [held, str(box.property("quoteText") or "")])))

    def _hide_facts(self) -> None:
        """The bold facts go last, into the question's tooltip (a question pinned in sight stays)."""
        self._into_tooltip([label for label in self.facts if label not in self.pinned], first=True)

    def _hide_notes(self) -> None:
        """The soft notes go, into the question's tooltip."""
        self._into_tooltip(self.notes)

    def _hide_explanations(self) -> None:
        """The explanations go too, into the question's tooltip, before them (a question asked in the body, pinned
        in sight, stays)."""
        self._into_tooltip([label for label in self.explanations if label not in self.pinned], first=True)

    def _into_tooltip(self, labels: Sequence[QLabel], *, first: bool = False) -> None:
        """Hide ``labels``, their words in the question's tooltip (before what it holds when ``first``)."""
        hidden = [label.text() for label in labels if not label.isHidden()]
        for label in labels:
            label.hide()
        if hidden:
            held = [self.title_label.toolTip()] if self.title_label.toolTip() else []
            self.title_label.setToolTip("\n".join([*hidden, *held] if first else [*held, *hidden]))

    def refit(self) -> None:
        """Give the dialog the height its wrapped texts need at its width (Qt does not for windows).

        Once its sheet scrolls (:meth:`scroll_sheet`), only the buttons' widths are fitted: the
        height is the panel's.
        """
        for button in self.findChildren(QPushButton):
            if not isinstance(button, _RichButton):
                button.ensurePolished()
                button.setMinimumWidth(max(button.minimumWidth(), button.sizeHint().width()))
        if self.sheet_scroller is not None:
            return
        layout = self.layout()
        assert layout is not None
        layout.activate()
        margins = layout.contentsMargins()
        width = max(self.width() if self.isVisible() else 0, layout.minimumSize().width(),
                    self._content_width + margins.left() + margins.right())
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        height = max(height, layout.minimumSize().height())
        self.setMinimumSize(layout.minimumSize().width(), height)
        if self.height() < height or self.width() < width:
            self.resize(max(width, self.width()), max(height, self.height()))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Fit the height to the wrapped texts before showing."""
        self.refit()
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Keep each big card (a number of the machine, a player to pick) as high as its wrapped words need at
        its width: a compact decision's cards are never cut."""
        super().resizeEvent(event)
        if not self.compacted:
            return
        for button in self.findChildren(_RichButton):
            if button.isVisible() and button.inner.hasHeightForWidth():
                height = button.inner.totalHeightForWidth(button.width())
                if height > 0 and height != button.minimumHeight():
                    button.setMinimumHeight(height)

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:  # type: ignore[override]
        """Qt's ``tr``; with a count (``n``), the words of the first class of this dialog's line that has them.

        PySide looks a text up in the class of the dialog, then in the classes it derives from, until one
        translates it; but a count's text comes back with its number filled in even when no class has it, so
        the search stopped at the first class: the offer round's panel (a subclass of the offer of days)
        showed "Offer 0 days" in English. Here each class is asked in turn, and the first whose answer is not
        the untranslated text is taken.
        """
        if n < 0:
            return super().tr(source, disambiguation, n)
        untranslated = QCoreApplication.translate("", source, disambiguation, n)
        for cls in type(self).__mro__:
            if cls is FittedDialog:
                break
            text = QCoreApplication.translate(cls.__name__, source, disambiguation, n)
            if text != untranslated:
                return text
        return untranslated

    def set_title(self, text: str) -> None:
        """Set the big question and the window title."""
        self.title_label.setText(text)
        self.setWindowTitle(text)

    def add_text(self, text: str, *, soft: bool = False, size: float = 12, bold: bool = False,
                 serif: bool = False, essential: bool = False) -> QLabel:
        """Add a wrapped plain-text paragraph to the body and return its label.

        A soft paragraph is a note, a plain one an explanation: in a panel too small for all, both give way
        (:meth:`give_way`), the notes first, a bold one (a fact) last; an ``essential`` one (a quiz's question)
        never does.
        """
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setFont(theme.font(size, bold=bold, family="DejaVu Serif" if serif else "DejaVu Sans"))
        if soft:
            label.setStyleSheet(f"color: {_css(theme.INK_SOFT)};")
        if soft and not essential:
            self.notes.append(label)
        elif not essential:
            (self.facts if bold else self.explanations).append(label)
        self.body.addWidget(label)
        return label

    def add_source(self, source: str) -> None:
        """Add a framed quote of the almanac entry or card that asked (nothing for other sources)."""
        heading, text = source_heading(self.context.texts, source)
        if not heading:
            return
        stripe: str | QColor = "plain"
        if source.startswith("card:"):
            card = self.content.cards.get(source[5:])
            stripe = QColor(theme.CHANCE if card is not None and card.deck == "chance" else theme.HAZARD)
        elif source.startswith("almanac:"):
            try:
                stripe = self.content.squares[day_index(source[8:])].frame
            except ValueError:
                pass
        self.body.addWidget(quote_box(heading, text, stripe))

    def add_button(self, text: str, action: Any, *, default: bool = False,
                   slot: Callable[[], None] | None = None) -> QPushButton:
        """Add a button to the button row and return it.

        Args:
            text: the label (may carry an ``&`` shortcut).
            action: the option a click answers (ignored when ``slot`` is given).
            default: make it the default button (Enter).
            slot: called on click instead of answering ``action``.
        """
        button = QPushButton(text)
        button.setMinimumHeight(52)
        button.setMinimumWidth(140)
        button.setDefault(default)
        button.setAutoDefault(True)
        if slot is not None:
            button.clicked.connect(slot)
        else:
            button.clicked.connect(lambda _checked=False, a=action: self.choose(a))
            self.answer_buttons.setdefault(action, button)
        self.button_row.addWidget(button)
        return button

    def set_escape_action(self, action: Any) -> None:
        """Make Escape (and closing the window) answer ``action``."""
        self._escape_action = action

    # -------------------------------------------------------------- answering

    def choose(self, action: Any) -> None:
        """Answer with ``action`` (must be legal), emit :attr:`action_chosen` and accept.

        Raises:
            ValueError: the action is not one of the decision's options.
        """
        reason = self.decision.is_legal(action)
        if reason is not None:
            raise ValueError(reason)
        self.action = action
        self.action_chosen.emit(action)
        self.accept()

    @property
    def has_proposal(self) -> bool:
        """True when an option is chosen and waits for its confirmation (:meth:`propose`)."""
        return self.proposal is not _NO_PROPOSAL

    def propose(self, action: Any) -> None:
        """Choose ``action`` without answering it: show what it does; :meth:`confirm` answers it.

        A click on a lit square of the board proposes its option; a second click on
        it, Return (the option's button is made the default) or the button confirms.

        Raises:
            ValueError: the action is not one of the decision's options.
        """
        reason = self.decision.is_legal(action)
        if reason is not None:
            raise ValueError(reason)
        self.show_proposal(action)
        self.note_proposal(action)

    def note_proposal(self, action: Any) -> None:
        """Record ``action`` as the option chosen (None: none) and emit :attr:`proposed` when it changed; for a
        choice made in the dialog itself (a number box), which shows it already."""
        if (action is None and not self.has_proposal) or (action is not None and self.is_proposed(action)):
            return
        self.proposal = _NO_PROPOSAL if action is None else action
        self.proposed.emit(action)

    def is_proposed(self, action: Any) -> bool:
        """True when ``action`` is the option chosen and waiting (``True`` is not the option ``1``)."""
        return self.has_proposal and action == self.proposal and type(action) is type(self.proposal)

    def show_proposal(self, action: Any) -> None:
        """Show ``action`` chosen: the button answering it becomes the default (Return) and takes the focus.
        Kinds with other controls (a number box, a list) show it in them too."""
        button = self.answer_buttons.get(action)
        if button is not None:
            button.setDefault(True)
            button.setFocus()

    def withdraw(self) -> None:
        """Withdraw the option chosen (Escape while one is chosen): nothing is chosen any more."""
        if self.has_proposal:
            self.show_no_proposal()
            self.note_proposal(None)

    def show_no_proposal(self) -> None:
        """Show that nothing is chosen (after :meth:`withdraw`); the number boxes go back to 0."""

    def confirm(self) -> bool:
        """Answer the option chosen (:meth:`propose`); False when none is chosen."""
        if not self.has_proposal:
            return False
        self.choose(self.proposal)
        return True

    @Slot()
    def reject(self) -> None:
        """Escape or close: withdraw the option chosen if there is one; else answer the "no" option where one
        exists, otherwise stay open."""
        if self.has_proposal:
            self.withdraw()
            return
        if self._escape_action is not _NO_ESCAPE:
            self.choose(self._escape_action)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """A button's underlined letter pressed alone (no Alt needed) presses it, when no text is being typed.

        Keys a focused text field or spin box takes never get here; a letter they
        refuse (a spin box of days) still reaches the buttons.
        """
        text = event.text()
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier)
        if plain and len(text) == 1 and text.isalpha():
            for button in self.findChildren(QPushButton):
                label = button.text().replace("&&", "")
                at = label.find("&")
                if (button.isVisible() and button.isEnabled() and 0 <= at < len(label) - 1
                        and label[at + 1].casefold() == text.casefold()):
                    button.click()
                    event.accept()
                    return
        super().keyPressEvent(event)

    def _pass_undo_to_window(self, widget: QWidget) -> None:
        """Let Ctrl+Z (Game ▸ Undo) through a text field of ``widget``, which would take it as "undo typing"."""
        widget.installEventFilter(self)
        line_edit = widget.findChild(QLineEdit)
        if line_edit is not None:
            line_edit.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Refuse the text fields' claim on Undo and Redo, so that the window's Undo shortcut gets them;
        in a scrolling sheet (:meth:`scroll_sheet`), turn the wheel over a number box into scrolling; keep a
        space out of a number box."""
        if (event.type() == QEvent.Type.Wheel and isinstance(watched, QAbstractSpinBox)
                and self.sheet_scroller is not None):
            QCoreApplication.sendEvent(self.sheet_scroller.verticalScrollBar(), event)
            return True
        box = watched if isinstance(watched, QAbstractSpinBox) else watched.parent()  # a box, or a box's own field
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Space
                and isinstance(box, QAbstractSpinBox)):
            return True  # a number box has no use for a space: it would blank the number typed or shown
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and (
                event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)):
            event.ignore()
            return True
        return super().eventFilter(watched, event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the paper and a band in the deciding player's colour along the top."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.PAPER)
        painter.fillRect(0, 0, self.width(), 8, self._stripe)
        painter.fillRect(0, 8, self.width(), 1, self._stripe.darker(130))
        painter.end()


# --------------------------------------------------------------------------- yes / no
