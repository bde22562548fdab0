"""The side panel: the players' standings, whose turn it is, the secret peek and the log."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..content import Texts
from ..engine.game import Observation
from ..narrate import day_name
from . import theme
from .access import FOCUS_INK, describe_player_card
from .language import log_tr
from .wording import Words, said


class PawnDot(QWidget):
    """A small round swatch of a pawn colour."""

    def __init__(self, colour: QColor, diameter: int = 16, parent: QWidget | None = None):
        super().__init__(parent)
        self.colour = QColor(colour)
        self.setFixedSize(diameter + 2, diameter + 2)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.colour.darker(160))
        painter.setBrush(self.colour)
        painter.drawEllipse(1, 1, self.width() - 3, self.height() - 3)


class FittedLabel(QLabel):
    """A one-line label that shows as much of its text as its width allows, never less than its kept start.

    The card of a player shrinks to the side panel's width in every language and text size: a label of
    it shows its whole text when there is room, else the text cut with "…", else only its kept start (the
    whole text, and the kept start, stay in the label's tooltip and in :meth:`full_text`).

    Args:
        keep_words: the number of words always shown whole (a count of tokens and its noun: ``2``); the
            words after them are cut with "…" or dropped when there is no room for them.
        keep_chars: without ``keep_words``, the number of first characters always shown (a name's start),
            followed by "…" when the rest is cut; 0 lets the label show nothing at all (what it says is
            also said elsewhere: whose seat it is, in the card's accessible description).

    Its minimum size hint is the kept start's width, so that a layout never gives it less.
    """

    ELLIPSIS = "\u2026"

    def __init__(self, text: str = "", parent: QWidget | None = None, *, keep_words: int = 0, keep_chars: int = 0):
        super().__init__(parent)
        self.keep_words = keep_words
        self.keep_chars = keep_chars
        self._full = ""
        self.setText(text)

    def full_text(self) -> str:
        """Return the whole text the label was given (:meth:`text` is what it shows now)."""
        return self._full

    def kept(self) -> str:
        """Return the shortest form the label shows: its kept words, or its kept first characters and "…"."""
        full = self._full
        if self.keep_words:
            words = full.split(" ")
            return " ".join(words[:self.keep_words])
        if len(full) <= self.keep_chars:
            return full
        return full[:self.keep_chars] + self.ELLIPSIS if self.keep_chars else ""

    def setText(self, text: str) -> None:  # noqa: N802 - QLabel.setText, keeping the whole text
        """Show ``text``, or as much of it as the label's width allows (see the class)."""
        self._full = text
        self._fit()
        self.updateGeometry()

    def _fit(self) -> None:
        full = self._full
        metrics = self.fontMetrics()
        room = self.contentsRect().width()
        kept = self.kept()
        if metrics.horizontalAdvance(full) <= room or full == kept:
            text = full
        else:
            text = metrics.elidedText(full, Qt.TextElideMode.ElideRight, max(room, 0))
            # a name keeps at least its start; "2 gettoni S…" says no more than "2 gettoni": the word goes
            least = len(kept) + 4 if self.keep_words else len(kept)
            if not text.startswith(kept.removesuffix(self.ELLIPSIS)) or len(text) < least:
                text = kept
        if super().text() != text:
            super().setText(text)
        self.setToolTip(full if text != full else "")

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The room of the whole text; with ``keep_words``, of the kept words only: the words after them take
        the room a layout has left (the player's name has its room first)."""
        return self._hint(self.kept() if self.keep_words else self._full)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The room of the kept start (:meth:`kept`)."""
        return self._hint(self.kept())

    def _hint(self, text: str) -> QSize:
        margins = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(text) + margins.left() + margins.right() if text else 0
        return QSize(width, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Show as much of the text as the new width allows."""
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """A new font changes what fits."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()
            self.updateGeometry()


class PlayerCard(QFrame):
    """One player's standing: colour, name, money, tokens, vacation cards, sign, date, marks."""

    def __init__(self, name: str, colour: QColor, human: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("PlayerCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = self.grid = QGridLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setHorizontalSpacing(8)
        layout.setVerticalSpacing(2)
        self.dot = PawnDot(colour)
        self.human = human
        """True for a person at this screen, False for a computer player."""
        self.name_label = FittedLabel(name, keep_chars=1)
        """The player's name, cut with "…" after its start when the card is narrow."""
        self.name_label.setFont(theme.font(11, bold=True))
        self.kind_label = FittedLabel(keep_chars=0)
        """Whose seat it is (person, computer), cut or left out when the card is narrow."""
        self.kind_label.setStyleSheet("color: #7a7064;")
        self.money_label = QLabel()
        self.money_label.setFont(theme.font(11, bold=True))
        self.tokens_label = FittedLabel(keep_words=2)
        """The number of tokens and their noun, whole; the words after them ("SOLE") cut or left out."""
        self.tokens_label.setFont(theme.font(11, bold=True))
        self.detail_label = QLabel()
        self.detail_label.setWordWrap(True)
        self.detail_label.setStyleSheet("color: #5a5248;")
        # the labels on the right fill their column, their words at its right: the column takes the room the
        # name and the money leave, and the words after the tokens' noun show only in that room
        for label in (self.kind_label, self.tokens_label):
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.dot, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.name_label, 0, 1)
        layout.addWidget(self.kind_label, 0, 2)
        layout.addWidget(self.money_label, 1, 1)
        layout.addWidget(self.tokens_label, 1, 2)
        layout.setColumnStretch(2, 1)
        layout.addWidget(self.detail_label, 2, 1, 1, 2)
        self.book_label = QLabel()
        """The savings book and the loans owed (the ``savings`` house rule); hidden without it."""
        self.book_label.setStyleSheet("color: #2f5d3a;")
        self.book_label.hide()
        layout.addWidget(self.book_label, 3, 1, 1, 2)
        self.compact = False
        """True while the card shows one line: colour, name, money and tokens (small windows)."""
        self.active: bool | None = None
        """Whether the card is highlighted as the player's whose turn it is (None before the first :meth:`set_active`)."""
        self.shown: tuple[object, ...] | None = None
        """What the card's texts were last made from (:meth:`PlayersPanel.refresh` skips a card whose facts did not change)."""
        self.set_active(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Write whose seat it is in the language installed (the standing is written by :meth:`PlayersPanel.refresh`)."""
        self.kind_label.setText(self.tr("person") if self.human else self.tr("computer"))
        self.update_tooltip()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def set_compact(self, compact: bool) -> None:
        """Show the card on one line (colour, name, money, tokens), or whole with its details.

        The details (whose seat, position, sign, vacation cards, marks, the
        savings book) stay in the card's tooltip while it is compact.
        """
        if compact == self.compact:
            return
        self.compact = compact
        grid = self.grid
        if compact:
            grid.addWidget(self.money_label, 0, 2)
            grid.addWidget(self.tokens_label, 0, 3)
            grid.setContentsMargins(5, 1, 5, 1)
            grid.setHorizontalSpacing(6)  # one line: the name keeps more of its letters
        else:
            grid.setHorizontalSpacing(8)
            grid.addWidget(self.money_label, 1, 1)
            grid.addWidget(self.tokens_label, 1, 2)
            grid.setContentsMargins(8, 6, 8, 6)
        # one line: the name takes the room left, so that every card's money and tokens stand at its right
        # edge, in line from card to card; whole: the column of the tokens and whose seat it is
        grid.setColumnStretch(1, 1 if compact else 0)
        grid.setColumnStretch(2, 0 if compact else 1)
        grid.setColumnStretch(3, 0)
        self.kind_label.setVisible(not compact)
        self.detail_label.setVisible(not compact)
        self.book_label.setVisible(not compact and bool(self.book_label.text()))
        self.update_tooltip()

    def update_tooltip(self) -> None:
        """While compact, keep the details the card no longer shows in its tooltip."""
        parts = [self.kind_label.text(), self.detail_label.text(), self.book_label.text()]
        self.setToolTip(" · ".join(p for p in parts if p) if self.compact else "")

    def set_active(self, active: bool) -> None:
        """Highlight the card of the player whose turn it is.

        The style sheet is applied only when the highlight changes: applying one
        restyles the card and every label in it (a tenth of a millisecond or more).
        """
        if active == self.active:
            return
        self.active = active
        if active:
            self.setStyleSheet("#PlayerCard { background: #fff3cf; border: 2px solid #c99a1e; border-radius: 8px; }")
        else:
            self.setStyleSheet("#PlayerCard { background: #fbf6e9; border: 1px solid #d8ccb2; border-radius: 8px; }")


class PlayersPanel(QWidget):
    """The standings of every player, refreshed from a public observation.

    Args:
        texts: the words of the content (sign names), in the window's language;
            ``texts.content`` gives the currency.
        names, colours: the players' names and pawn colours, in seating order.
        humans: the seats of people at this screen.
        manual_claims: give each person a "Claim!" button.

    Signals:
        claim_requested(int): a person pressed their "Claim!" button (manual claims).
    """

    claim_requested = Signal(int)

    def __init__(self, texts: Texts, names: Sequence[str], colours: Sequence[QColor], humans: Sequence[int],
                 parent: QWidget | None = None, *, manual_claims: bool = False):
        super().__init__(parent)
        self.texts = texts
        """The almanac's words (sign names) in the language in use; the window puts new ones here after
        View ▸ Language, and the panel writes them on its next :meth:`retranslate_ui`."""
        self.content = texts.content
        self.shown: Observation | None = None
        """The observation the cards show now (None before the first :meth:`refresh`)."""
        self.books: Sequence[tuple[int, int]] | None = None
        """The savings books shown with :attr:`shown` (None without the ``savings`` house rule)."""
        layout = self.cards_layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.cards = [PlayerCard(n, c, i in humans) for i, (n, c) in enumerate(zip(names, colours))]
        self.claim_buttons: dict[int, QPushButton] = {}
        for i, card in enumerate(self.cards):
            layout.addWidget(card)
            if manual_claims and i in humans:
                button = QPushButton()
                button.clicked.connect(lambda _=False, p=i: self.claim_requested.emit(p))
                card.grid.addWidget(button, 0, 3, 2, 1)
                self.claim_buttons[i] = button
        self._label_claims()

    def _label_claims(self) -> None:
        for button in self.claim_buttons.values():
            button.setText(self.tr("Claim!"))
            button.setToolTip(self.tr("Claim what you are owed for your lucky number or a birthday, "
                                      "while the pawn is still on that square"))
            button.setAccessibleDescription(button.toolTip())

    def retranslate_ui(self) -> None:
        """Write the cards again in the language installed, with :attr:`texts` (the standing shown stays)."""
        self._label_claims()
        if self.shown is not None:
            self.refresh(self.shown, self.books)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change: the cards retranslate their own words first, then every card is
        written again (the words changed though the facts did not)."""
        if event.type() == QEvent.Type.LanguageChange:
            for card in self.cards:
                card.retranslate_ui()
                card.shown = None
            self.retranslate_ui()
        super().changeEvent(event)

    def set_compact(self, compact: bool) -> None:
        """Show each card on one line (small windows, :mod:`.tablelayout`), or whole."""
        self.cards_layout.setSpacing(2 if compact else 6)
        for i, card in enumerate(self.cards):
            card.set_compact(compact)
            button = self.claim_buttons.get(i)
            if button is not None:
                if compact:
                    card.grid.addWidget(button, 0, 4)
                else:
                    card.grid.addWidget(button, 0, 3, 2, 1)

    def arrange(self, order: Sequence[int]) -> None:
        """Put the cards in turn order, top to bottom (the youngest's first, RULINGS.md §11).

        Args:
            order: the turn order (player indexes, :attr:`Observation.order`); players it leaves
                out keep their places after it, in seating order. Nothing moves when the cards
                are already in that order.
        """
        wanted = [p for p in order if 0 <= p < len(self.cards)]
        wanted += [p for p in range(len(self.cards)) if p not in wanted]
        if self.order_shown() == wanted:
            return
        layout = self.cards_layout
        for card in self.cards:
            layout.removeWidget(card)
        for place, player in enumerate(wanted):
            layout.insertWidget(place, self.cards[player])

    def order_shown(self) -> list[int]:
        """The players whose cards are shown, top to bottom."""
        layout = self.cards_layout
        items = (layout.itemAt(i) for i in range(layout.count()))
        widgets = [item.widget() for item in items if item is not None]
        return [self.cards.index(w) for w in widgets if w in self.cards]

    def refresh(self, observation: Observation, books: Sequence[tuple[int, int]] | None = None) -> None:
        """Show the public facts of ``observation`` (no lucky number is shown here), the cards in turn order.

        Args:
            observation: what everybody may see.
            books: with the ``savings`` house rule, each player's ``(savings, loans)``
                (money units in the book, loans owed: ``Game.book``), shown in one line per card.
        """
        rules = self.content.variant_rules
        self.shown = observation
        self.books = books
        self.arrange(observation.order)
        for i, (card, view) in enumerate(zip(self.cards, observation.players)):
            active = i == observation.active and not observation.finished
            book = books[i] if books is not None and i < len(books) else None
            facts = (view, book, books is not None, active, card.compact, self.texts)
            if card.shown == facts:
                continue  # nothing of this card changed: no text set again, no restyling
            card.shown = facts
            if book is not None and rules is not None:
                savings, loans = book
                text = self.tr("Savings book %1").replace("%1", self.content.format_money(savings))
                if loans:
                    text += " · " + self.tr("%n loan(s): %1 owed", "", loans).replace(
                        "%1", self.content.format_money(loans * rules.savings.loan))
                card.book_label.setText(text)
            card.book_label.setVisible(books is not None and not card.compact)
            card.money_label.setText(self.content.format_money(view.money))
            card.tokens_label.setText(self.tr("%n token(s)", "", view.tokens))
            marks = [day_name(view.position, log_tr), theme.ZODIAC_SYMBOLS.get(view.sign, "") + " " + self.texts.text(f"signs.{view.sign}")]
            marks.append(self.tr("%n vacation card(s)", "", view.vacation_cards))
            if view.keep_cards:
                marks.append(self.tr("%n kept card(s)", "", view.keep_cards))
            if view.bankrupt:
                marks.append(self.tr("BANKRUPT"))
            if view.lost_turns:
                marks.append(self.tr("loses next turn"))
            card.detail_label.setText(" · ".join(marks))
            card.update_tooltip()
            card.set_active(active)
            describe_player_card(card, card.name_label.full_text())


class LuckyPeekButton(QPushButton):
    """Hold to see your own lucky number; it is shown only while the button is held.

    Signals:
        peeking(bool): the button was pressed (True) or released (False).
    """

    peeking = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._lucky: int | None = None
        self._owner = ""
        self._in_open = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Tab reaches it (then Space held shows the number); a click does not take the keyboard
        # from the decision being answered.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.pressed.connect(self._show)
        self.released.connect(self._hide)
        self.set_owner(None, "")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change (the number shows only while the button is held)."""
        if event.type() == QEvent.Type.LanguageChange:
            if self.isDown():
                self._show()
            else:
                self._hide()
        super().changeEvent(event)

    def set_owner(self, lucky_number: int | None, name: str, *, in_open: bool = False) -> None:
        """Let ``name`` peek at ``lucky_number`` (None: nobody may peek now).

        Args:
            lucky_number: the number shown while the button is held, or None.
            name: whose number it is (said with it).
            in_open: a question is asked in the open at a shared screen: nobody's number is
                reachable, and the button says so (RULINGS.md §11, lucky numbers are secret).
        """
        self._lucky = None if in_open else lucky_number
        self._owner = name
        self._in_open = in_open
        self.setEnabled(self._lucky is not None)
        self._hide()

    @Slot()
    def _show(self) -> None:
        if self._lucky is not None:
            number = str(self._lucky)
            self._say(self.tr("%1, your lucky number: %2").replace("%1", self._owner).replace("%2", number),
                      self.tr("Your lucky number: %1").replace("%1", number), number)
            self.peeking.emit(True)

    @Slot()
    def _hide(self) -> None:
        if self._in_open:
            self._say(self.tr("Lucky numbers: hidden while the question is asked in the open"),
                      self.tr("Lucky: hidden (asked in the open)"), self.tr("Lucky: hidden"))
        elif self._lucky is None:
            self._say(self.tr("Lucky number: hidden"), self.tr("Lucky: hidden"))
        else:
            self._say(self.tr("Hold to see your lucky number"), self.tr("Hold: lucky number"))
        self.peeking.emit(False)

    def _say(self, full: str, short: str, shortest: str = "") -> None:
        """Show ``full``, or ``short`` when the button is too narrow for it (the whole sentence in the tooltip),
        or else ``shortest`` (the number itself), or else ``short`` cut with "…"."""
        self._words = (full, short, shortest)
        self._fit()

    def _fit(self) -> None:
        full, short, shortest = getattr(self, "_words", ("", "", ""))
        room = self.width() - 24  # the button's frame and padding
        metrics = self.fontMetrics()
        if metrics.horizontalAdvance(full) <= room:
            text = full
        elif metrics.horizontalAdvance(short) <= room or not shortest:
            text = metrics.elidedText(short, Qt.TextElideMode.ElideRight, max(room, 0))
        else:
            text = shortest
        if self.text() != text:
            self.setText(text)
        self.setToolTip(full if text != full else "")
        self.setAccessibleName(full)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Choose the sentence or its short form for the new width."""
        super().resizeEvent(event)
        self._fit()


class LogView(QListWidget):
    """The game's log: one line per event, newest at the bottom, turns set apart.

    A line given as a function (:data:`~.wording.Words`, e.g. from
    :func:`~.telling.log_tellers`) is written again in the new language on
    ``QEvent.LanguageChange``: the log tells the same events again in place.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setAlternatingRowColors(False)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # a scroll bar that comes and goes changes the width the lines were wrapped for, and Qt then cuts
        # them with "…": it stays, so that every line keeps the height its wrapped text needs
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # an item's own side padding is not counted when its text is wrapped (Qt then cuts its last line
        # with "…"): the side space is the list's, and the items pad only above and below
        # with the keyboard (F6) the frame is thick and dark, as on the decision's controls; the padding gives
        # back what the frame takes, so that the lines keep their width and are not wrapped again
        self.setStyleSheet("QListWidget { background: #fffdf6; border: 1px solid #d8ccb2; border-radius: 6px;"
                           " padding: 0px 3px; }"
                           f"QListWidget:focus {{ border: 3px solid {FOCUS_INK}; padding: 0px 1px; }}"
                           "QListWidget::item { padding: 2px 0px; }")
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)  # a tall last line shows to its end
        self._scroll = QTimer(self)  # one scroll per batch of lines: scrolling a long wrapped log lays it all out
        self._scroll.setSingleShot(True)
        self._scroll.setInterval(0)
        self._scroll.timeout.connect(self.scrollToBottom)
        self._words: list[Words] = []
        """What each line says, by row: a fixed text or the function that writes it."""
        self.following = True
        """Whether the log shows its newest line: it keeps showing it whatever changes its height (a new width,
        lines wrapped again, a late layout) until the reader scrolls up."""
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._grew)
        # Each line keeps the size its wrapped text needs as its own size hint, worked out once when it is
        # added: without it, every new line made the list wrap every line again to lay them out (a log of
        # a thousand lines took tens of milliseconds per line added). A new width, font or style works
        # them all out again, once.
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit_all)
        self.model().rowsInserted.connect(self._fit_rows)

    @Slot(int)
    def _scrolled(self, value: int) -> None:
        """The reader (or the log itself) scrolled to ``value``: at the bottom, the log follows its newest line."""
        self.following = value >= self.verticalScrollBar().maximum() - 2

    @Slot(int, int)
    def _grew(self, _least: int, most: int) -> None:
        """The lines' height changed: a log that followed its newest line shows it still."""
        if self.following:
            self.verticalScrollBar().setValue(most)

    def _fit_rows(self, _parent: object, first: int, last: int) -> None:
        """Give the lines ``first`` to ``last`` the size of their text wrapped to the list's width."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = QRect(0, 0, self.viewport().width(), 1)
        delegate = self.itemDelegate()
        model = self.model()
        for row in range(first, last + 1):
            item = self.item(row)
            if item is None:
                continue
            item.setData(Qt.ItemDataRole.SizeHintRole, None)  # the delegate answers with a size hint it finds
            item.setSizeHint(delegate.sizeHint(option, model.index(row, 0)))

    @Slot()
    def _fit_all(self) -> None:
        """Wrap every line again for the list's width, font and style now."""
        if self.count():
            self._fit_rows(None, 0, self.count() - 1)
        self.scheduleDelayedItemsLayout()


    def _item(self, words: Words, heading: bool) -> QListWidgetItem:
        item = QListWidgetItem(said(words))
        if heading:
            item.setFont(theme.font(10, bold=True))
            item.setBackground(QColor("#f3ead3"))
        self._words.append(words)
        return item

    def add_line(self, text: Words, *, heading: bool = False) -> None:
        """Append one line (``heading``: a turn's first line, in bold); a function is written now and again after
        a language change."""
        item = self._item(text, heading)
        self.addItem(item)
        self.setAccessibleDescription(item.text())  # the newest line, for a screen reader
        self._scroll.start()

    def add_lines(self, lines: Sequence[tuple[Words, bool]]) -> None:
        """Append many ``(text, heading)`` lines at once (a game opened or resumed), with one scroll at the end."""
        self.setUpdatesEnabled(False)
        for text, heading in lines:
            self.addItem(self._item(text, heading))
        self.setUpdatesEnabled(True)
        QTimer.singleShot(0, self, self.scrollToBottom)  # once the new lines have their size

    def clear(self) -> None:  # noqa: D102 - QListWidget.clear, and the lines' words with it
        super().clear()
        self._words.clear()

    def lines(self) -> list[str]:
        """The lines shown, oldest first."""
        return [self.item(i).text() for i in range(self.count())]

    def retranslate_ui(self) -> None:
        """Write every line given as a function again, in the language installed (fixed lines stay)."""
        self.setUpdatesEnabled(False)
        for row, words in enumerate(self._words):
            if not isinstance(words, str):
                item = self.item(row)
                if item is not None:
                    item.setText(words())
        self.setUpdatesEnabled(True)
        self._fit_all()  # new words wrap differently
        if self.count():
            self.setAccessibleDescription(self.item(self.count() - 1).text())
        self._scroll.start()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retell the log on a language change; a new font or style changes the height of wrapped lines: work
        them out again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
        refit = getattr(self, "_refit", None)  # None while the list is being made
        if refit is not None and event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            refit.start()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Keep the newest line in sight when the log shrinks (the banner above it took a second line): a log
        that follows its newest line (:attr:`following`) scrolls to it once laid out anew."""
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._refit.start()  # wrap every line again for the new width, once the viewport has it
        if self.following:
            self._scroll.start()


class TurnBanner(QWidget):
    """Whose turn it is and what is awaited."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        self.dot = PawnDot(QColor("#999999"), 20)
        self.label = QLabel()
        self.label.setFont(theme.font(12, bold=True))
        self.label.setWordWrap(True)
        layout.addWidget(self.dot)
        layout.addWidget(self.label, 1)
        self._name = ""
        self._hint: Words = ""

    def show_turn(self, name: str, colour: QColor, hint: Words) -> None:
        """Show ``name``'s turn with a hint ("spin the machine", "thinking…"); a hint given as a function
        is written again after a language change. Nothing is painted again when the banner already says it."""
        if self.dot.colour != colour:
            self.dot.colour = QColor(colour)
            self.dot.update()
        self._name, self._hint = name, hint
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Write the turn shown in the language installed."""
        hint = said(self._hint)
        text = f"{self._name} — {hint}" if hint else self._name
        if self.label.text() != text:
            self.label.setText(text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
