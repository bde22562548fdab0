"""The decisions of picking: a player, an arrangement of pawns (1 April), a quiz's answers, a choice,
savings, loans and bets (house rules).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import (
    QFontMetrics,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..content.loader import choice_of, source_effects
from ..engine import Decision
from ..engine.decisions import MAX_ANSWER_LENGTH
from ..narrate import capitalised, day_name, effects_in_words
from . import theme
from .decisiondialog import DecisionDialog
from .dialogparts import (
    COMPACT_SPACING,
    DecisionContext,
    PawnDisc,
    _css,
    _mnemonic_index,
    _RichButton,
    _underlined,
    _with_mnemonic,
    zodiac_notes,
)
from .language import log_tr
from .newgameparts import pawn_pixmap
from .wording import fill


class ChoosePlayerDialog(DecisionDialog):
    """CHOOSE_PLAYER: one button per candidate, with pawn colour, name and public holdings.

    ``decision.topic`` says what for (``pay``, ``receive``, ``take_token``,
    ``give_token``, ``swap``); ``decision.source`` the almanac date or card.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        titles = {
            "pay": self.tr("Whom do you pay?"),
            "receive": self.tr("Who pays you?"),
            "take_token": self.tr("Take a token from whom?"),
            "give_token": self.tr("Give a token to whom?"),
            "swap": self.tr("Swap places with whom?"),
        }
        texts = {
            "pay": self.tr("Choose the player who receives your money."),
            "receive": self.tr("Choose the player who pays you."),
            "take_token": self.tr("Choose the player you take a white-cross day token from."),
            "give_token": self.tr("Choose the player you give one of your white-cross day tokens to."),
            "swap": self.tr("Choose the player whose pawn changes places with yours."),
        }
        topic = decision.topic or ""
        self.set_title(titles.get(topic, self.tr("Choose a player")))
        self.add_text(texts.get(topic, self.tr("Choose one of these players.")))
        self.add_source(decision.source)
        source_kind, effects = source_effects(self.content, decision.source)
        if topic == "swap":
            me = context.observation.players[self.player].position
            for note in zodiac_notes(context, self.player, me, effects, source_kind):
                self.add_text(note, soft=True, size=10.5)
        elif topic in ("take_token", "receive"):
            for q in range(len(context.names)):
                if q != self.player and q not in tuple(decision.options or ()) and context.protected(q, source_kind):
                    self.add_text(fill(self.tr("{name} stands in their sign: the zodiac protects them from this card."), name=context.names[q]), soft=True, size=10.5)
        self.player_buttons: dict[int, QPushButton] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(12)
        used: set[str] = set()
        options = tuple(decision.options or ())
        columns = 2 if len(options) > 2 else len(options) or 1
        for i, q in enumerate(options):
            view = context.observation.players[q]
            name = context.names[q]
            button = _RichButton()
            button.setMinimumWidth(250)
            row = QHBoxLayout()
            row.setSpacing(14)
            disc = PawnDisc(context.colour(q), 34)
            disc.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            row.addWidget(disc, 0, Qt.AlignmentFlag.AlignVCenter)
            words = QVBoxLayout()
            words.setSpacing(2)
            index = _mnemonic_index(name, used)
            name_label = QLabel(_underlined(name, index))
            name_label.setTextFormat(Qt.TextFormat.RichText)
            name_label.setFont(theme.font(14, bold=True))
            details = QLabel(fill(self.tr("{money}  ·  %n token(s)\non {date}", "", view.tokens),
                                  money=self.content.format_money(view.money), date=day_name(view.position, log_tr)))
            details.setTextFormat(Qt.TextFormat.PlainText)
            details.setFont(theme.font(10.5))
            details.setStyleSheet(f"color: {_css(theme.INK_SOFT)};")
            for label in (name_label, details):
                label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
                words.addWidget(label)
            row.addLayout(words, 1)
            button.inner.addLayout(row)
            button.setAccessibleName(name)
            if index is not None:
                button.setShortcut(QKeySequence(f"Alt+{name[index].upper()}"))
                button.setToolTip(fill(self.tr("{name} (Alt+{key})"), name=name, key=name[index].upper()))
            button.clicked.connect(lambda _checked=False, a=q: self.choose(a))
            grid.addWidget(button, i // columns, i % columns)
            self.player_buttons[q] = button
            self.answer_buttons[q] = button
        self.body.addSpacing(4)
        self.body.addLayout(grid)
        self.player_grid = grid
        self.pinned.append(grid)
        if options:
            self.player_buttons[options[0]].setFocus()

    def compact(self, width: int = 0) -> None:
        """As :meth:`DecisionDialog.compact`, and the players to pick in one row (three to a row at most), each
        card lower, above the text and the entry that asked."""
        super().compact(width)
        buttons = [b for b in self.player_buttons.values() if isinstance(b, _RichButton)]
        columns = min(3, len(buttons)) or 1
        for button in buttons:
            self.player_grid.removeWidget(button)
        for i, button in enumerate(buttons):
            self.player_grid.addWidget(button, i // columns, i % columns)
            button.inner.setContentsMargins(10, 3, 8, 4)
            button.setMinimumWidth(0)
            for disc in button.findChildren(PawnDisc):
                disc.setFixedSize(22, 22)
            for label in button.findChildren(QLabel):  # money, tokens and square each on a line: whole in a third
                if label.textFormat() == Qt.TextFormat.PlainText:  # of the panel ("11 150 F · 2 tokens" was cut)
                    label.setFont(theme.font(9.5))
                    label.setText("\n".join(part.strip() for part in label.text().replace("·", "\n").split("\n")))
        self.player_grid.setHorizontalSpacing(COMPACT_SPACING)
        self.player_grid.setVerticalSpacing(COMPACT_SPACING)


class RearrangeDialog(DecisionDialog):
    """REARRANGE (1 April): pick a new square for each opponent among their squares (RULINGS.md §8).

    ``decision.info`` lists the opponents in order; each option gives their
    new days. The options are the rows of a table with a column per opponent
    (their name in their pawn's colour), each cell the day that opponent goes
    to, in grey italics for a pawn left where it is; a row's tooltip and
    accessible text read ``"Anna → 3 May, Bob → 12 March (stays)"``. The suggested row (the pawns
    furthest ahead go back the furthest) comes first, starred, and is selected.
    """

    spread_stretch = (1, 2)  # the arrangements have the most room: each day whole in its cell
    spread_buttons_left = True  # the table has its column's whole height

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        self.set_content_width(560)
        self.opponents = tuple(int(q) for q in decision.info)
        self.options = tuple(tuple(o) for o in (decision.options or ()))
        self.set_title(self.tr("April Fools' Day: move your opponents!"))
        self.add_text(self.tr("Put each opponent's pawn on one of their squares, as you please. "
                              "Your own pawn stays where it is."))
        source_kind, effects = source_effects(self.content, decision.source)
        me = context.observation.players[self.player].position
        for note in zodiac_notes(context, self.player, me, effects, source_kind):
            self.add_text(note, soft=True, size=10.5)
        self.suggested = self.suggested_option()
        order = sorted(range(len(self.options)), key=lambda i: self.options[i] != self.suggested)
        self.row_options: list[tuple[int, ...]] = [self.options[i] for i in order]
        """The arrangement of each row of :attr:`table`, top to bottom."""
        self.table = QTableWidget(len(self.row_options), len(self.opponents))
        """The arrangements: a row each, a column per opponent."""
        table = self.table
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setShowGrid(False)
        table.setWordWrap(False)
        table.setAlternatingRowColors(True)
        for column, q in enumerate(self.opponents):
            position = context.observation.players[q].position
            head = QTableWidgetItem(QIcon(pawn_pixmap(context.colour(q), 16)), context.names[q])
            head.setToolTip(fill(self.tr("{name} on {date}"), name=context.names[q], date=day_name(position, log_tr)))
            table.setHorizontalHeaderItem(column, head)
        for row, option in enumerate(self.row_options):
            words = self.option_text(option)
            star = option == self.suggested
            table.setVerticalHeaderItem(row, QTableWidgetItem("★" if star else ""))
            for column, (q, day) in enumerate(zip(self.opponents, option)):
                stays = context.observation.players[q].position == day
                cell = QTableWidgetItem(day_name(day, log_tr))
                if stays:  # the pawn stays where it is: the day in grey italics (its tooltip says so)
                    font = cell.font()
                    font.setItalic(True)
                    cell.setFont(font)
                    cell.setForeground(theme.INK_SOFT)
                cell.setToolTip(fill(self.tr("★ {row}"), row=words) if star else words)
                cell.setData(Qt.ItemDataRole.AccessibleTextRole, words)
                table.setItem(row, column, cell)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setHighlightSections(False)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setAccessibleName(self.tr("Where each opponent goes"))
        self.body.addWidget(table, 1)
        self.choices.append(table)
        self.add_text(self.tr("★ Suggested: the pawns furthest ahead go back to the earliest squares. In grey "
                              "italics: the pawn stays where it is."), soft=True, size=10.5)
        table.selectRow(0)
        table.cellDoubleClicked.connect(lambda row, _column: self._double_clicked(row))
        self.button_row.addStretch(1)
        self.ok_button = self.add_button(self.tr("&Rearrange"), None, default=True, slot=self._accept_selected)
        table.setFocus()

    def compact(self, width: int = 0) -> None:
        """As :meth:`DecisionDialog.compact`, the table's rows as low as their words (a low panel shows them all)."""
        self.table.setStyleSheet(theme.scaled_css("QTableWidget { font-size: 10pt; } QTableWidget::item { padding: 0px 4px; }"
                                                  " QHeaderView::section { padding: 0px 4px; font-size: 10pt; }"))
        rows = self.table.verticalHeader()
        rows.setMinimumSectionSize(1)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        height = QFontMetrics(theme.font(10)).height() + 3
        rows.setDefaultSectionSize(height)
        for row in range(self.table.rowCount()):
            self.table.setRowHeight(row, height)
        super().compact(width)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Make the table just tall enough for its rows (at most about eight rows)."""
        self._fit_table()
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """The table as tall as its rows are at the new size."""
        super().resizeEvent(event)
        self._fit_table()

    def _fit_table(self) -> None:
        """The table's height: its header's and its rows' (at most about eight rows), so that none scrolls away."""
        table = self.table
        rows = sum(table.rowHeight(i) or table.sizeHintForRow(i) for i in range(min(table.rowCount(), 8)))
        height = table.horizontalHeader().height() + rows + 2 * table.frameWidth() + 2
        if table.minimumHeight() != height or table.maximumHeight() != height:
            table.setFixedHeight(height)

    def option_text(self, option: Sequence[int]) -> str:
        """Return one option as ``"Anna → 3 May, Bob → 12 March"`` (``(stays)`` for an unmoved pawn)."""
        parts = []
        for q, day in zip(self.opponents, option):
            name = self.context.names[q]
            if self.context.observation.players[q].position == day:
                parts.append(fill(self.tr("{name} → {date} (stays)"), name=name, date=day_name(day, log_tr)))
            else:
                parts.append(fill(self.tr("{name} → {date}"), name=name, date=day_name(day, log_tr)))
        return ", ".join(parts)

    def suggested_option(self) -> tuple[int, ...] | None:
        """Return the option that sends the pawns furthest ahead to the earliest squares (or the first option)."""
        if not self.options:
            return None
        players = self.context.observation.players
        days = sorted((players[q].position for q in self.opponents), reverse=True)
        ranked = sorted(range(len(self.opponents)), key=lambda k: (players[self.opponents[k]].position, k))
        new = [0] * len(self.opponents)
        for k, day in zip(ranked, days):
            new[k] = day
        option = tuple(new)
        return option if option in self.options else self.options[0]

    def show_proposal(self, action: Any) -> None:
        """Select the row of the arrangement ``action`` (chosen on the board); the Rearrange button takes the
        focus (Return confirms)."""
        option = tuple(action)
        if option in self.row_options:
            self.table.selectRow(self.row_options.index(option))
        self.ok_button.setFocus()

    def selected_option(self) -> tuple[int, ...] | None:
        """Return the option of the selected row."""
        row = self.table.currentRow()
        return self.row_options[row] if 0 <= row < len(self.row_options) else None

    @Slot()
    def _accept_selected(self) -> None:
        option = self.selected_option()
        if option is not None:
            self.choose(option)

    def _double_clicked(self, row: int) -> None:
        if 0 <= row < len(self.row_options):
            self.choose(self.row_options[row])


# --------------------------------------------------------------------------- quiz and choice


class QuizDialog(DecisionDialog):
    """QUIZ: type the answers of a quiz checked by a list (RULINGS.md §8).

    Shows ``content.quizzes[topic].required`` line edits; the action is the
    tuple of the non-empty texts. "I don't know" (and Escape) answers an
    empty tuple. Enter in a line edit goes to the next one, and answers from
    the last one.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        topic = decision.topic or ""
        quiz = context.content.quizzes.get(topic)
        required = quiz.required if quiz is not None else 1
        self.set_title(self.tr("Quiz time!"))
        self.add_text(context.texts.text(f"quizzes.{topic}"), size=15, serif=True, essential=True)
        hint = self.tr("Type %n different answer(s). Small spelling mistakes are forgiven.", "", required)
        self.add_text(hint, soft=True, size=11)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(8)
        self.line_edits: list[QLineEdit] = []
        self.answer_numbers: list[QLabel] = []
        for i in range(required):
            number = QLabel(f"{i + 1}.")
            number.setFont(theme.font(13, bold=True))
            edit = QLineEdit()
            edit.setMaxLength(MAX_ANSWER_LENGTH)
            edit.setPlaceholderText(fill(self.tr("Answer {n}"), n=i + 1))
            grid.addWidget(number, i, 0)
            grid.addWidget(edit, i, 1)
            self.line_edits.append(edit)
            self.answer_numbers.append(number)
        self.body.addLayout(grid)
        self.choices.append(grid)
        self.answer_grid = grid
        """The answer fields, numbered, one a row (two columns in a wide panel: :meth:`spread`)."""
        self.add_source(decision.source)
        self.button_row.addStretch(1)
        self.give_up_button = self.add_button(self.tr("I &don't know"), ())
        self.answer_button = self.add_button(self.tr("&Answer"), None, default=True, slot=self._answer)
        self.set_escape_action(())
        if self.line_edits:
            self.line_edits[0].setFocus()

    spread_stretch = (1, 2)  # the answers' fields have the most room

    def spread(self, width: int = 0, height: int = 0) -> None:
        """As :meth:`DecisionDialog.spread`, more than three answers' fields in two columns (half as high)."""
        self._answers_in_columns(2)
        super().spread(width, height)

    def compact(self, width: int = 0) -> None:
        """As :meth:`DecisionDialog.compact`, more than two answers' fields side by side in two or three columns,
        and lower, so that a low panel shows every field."""
        self._answers_in_columns(3 if len(self.line_edits) > 4 and width >= 700 else 2)
        for edit in self.line_edits:
            edit.setStyleSheet(theme.scaled_css("QLineEdit { min-height: 20px; padding: 1px 6px; font-size: 11pt; }"))
        self.answer_grid.setVerticalSpacing(4)
        super().compact(width)

    def _answers_in_columns(self, columns: int) -> None:
        """Lay the answers' fields out in up to ``columns`` columns, filled top to bottom (one column for three
        answers or fewer)."""
        if len(self.line_edits) <= 3 and columns == 2:
            return
        grid = self.answer_grid
        rows = -(-len(self.line_edits) // columns)
        for label, edit in zip(self.answer_numbers, self.line_edits):
            grid.removeWidget(label)
            grid.removeWidget(edit)
        for i, (label, edit) in enumerate(zip(self.answer_numbers, self.line_edits)):
            grid.addWidget(label, i % rows, 2 * (i // rows))
            grid.addWidget(edit, i % rows, 2 * (i // rows) + 1)

    def answers(self) -> tuple[str, ...]:
        """Return the non-empty answers typed, stripped, in order."""
        return tuple(text for text in (e.text().strip() for e in self.line_edits) if text)

    @Slot()
    def _answer(self) -> None:
        self.choose(self.answers())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter in a line edit that is not the last one moves to the next one."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = self.focusWidget()
            if focus in self.line_edits[:-1]:
                self.line_edits[self.line_edits.index(focus) + 1].setFocus()
                event.accept()
                return
        super().keyPressEvent(event)


class ChoiceDialog(DecisionDialog):
    """CHOICE: one button per effect list of the ``choose`` effect of the square or card that asked.

    6 December: "Pay 300 F to the bank" or "Draw a Hazard card". The engine
    offers only the options the player can pay for; the first is the default.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        choose = choice_of(context.content, decision.source)
        options = tuple(decision.options or ())
        self.set_title(self.tr("Your choice"))
        self.add_source(decision.source)
        self.option_buttons: dict[int, QPushButton] = {}
        # the engine offers only the options the player can pay for (RULINGS.md §12): the first is the default
        default = options[0] if options else None
        texts: dict[int, str] = {}
        for index in options:
            effects = choose.choose[index] if choose is not None and index < len(choose.choose) else ()
            words = effects_in_words(context.texts, effects, log_tr)
            texts[index] = capitalised(words) if words else fill(self.tr("Option {n}"), n=index + 1)
        self.button_row.addStretch(1)
        used: set[str] = set()
        for k, index in enumerate(options):
            if k:
                or_label = QLabel(self.tr("or"))
                or_label.setFont(theme.font(12, family="DejaVu Serif"))
                or_label.setStyleSheet(f"color: {_css(theme.INK_SOFT)};")
                self.button_row.addWidget(or_label)
            button = self.add_button(_with_mnemonic(texts[index], used), index, default=index == default)
            button.setMinimumHeight(64)
            self.option_buttons[index] = button
        self.button_row.addStretch(1)
        if default is not None:
            self.option_buttons[default].setFocus()


# --------------------------------------------------------------------------- house rules of the family of games


class _AmountDialog(DecisionDialog):
    """SAVINGS, LOANS and BET (house rules, docs/VARIANTS.md): a spin box over the legal range,
    what it means in money, a button to take it and one to leave things as they are (Escape)."""

    def build_controls(self, leave_text: str) -> None:
        """Add the spin box, its meaning and the two buttons (after the texts)."""
        options = self.decision.options
        assert isinstance(options, range)
        self.spin_box = QSpinBox()
        self.spin_box.setRange(options.start, options.stop - 1)
        self._pass_undo_to_window(self.spin_box)
        self.meaning = QLabel()
        self.meaning.setFont(theme.font(14, bold=True, family="DejaVu Serif"))
        self.meaning.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.spin_box)
        row.addWidget(self.meaning, 1)
        self.body.addLayout(row)
        self.pinned.append(row)
        self.leave_button = self.add_button(leave_text, 0, default=True)
        self.go_button = self.add_button(QCoreApplication.translate("_AmountDialog", "&OK"), None, slot=self._go)
        self.button_row.insertStretch(0, 1)
        self.set_escape_action(0)
        self.spin_box.valueChanged.connect(self._update)
        self._update(0)
        self.spin_box.setFocus()

    def meaning_text(self, value: int) -> str:
        """What ``value`` in the spin box does, in words (each kind says it its way)."""
        return str(value)

    @Slot(int)
    def _update(self, value: int) -> None:
        self.meaning.setText(self.meaning_text(value))
        self.go_button.setEnabled(value != 0)
        self.go_button.setDefault(value != 0)
        self.leave_button.setDefault(value == 0)

    @Slot()
    def _go(self) -> None:
        if self.spin_box.value():
            self.choose(self.spin_box.value())


class SavingsDialog(_AmountDialog):
    """SAVINGS: at a quarter end, pay money into the savings book or take some out (house rule)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        _, self.held, self.step, self.fee = decision.info
        money = self.content.format_money
        self.set_title(self.tr("Your savings book"))
        self.add_text(self.tr("It holds {held} and earns interest at every quarter end. Pay in or take out "
                              "steps of {step}; every withdrawal costs {fee}, taken from the book.").format(
            held=money(self.held), step=money(self.step), fee=money(self.fee)))
        self.build_controls(self.tr("&Leave it"))

    def meaning_text(self, value: int) -> str:
        """``Pay 300 F in`` or ``Take 200 F out``."""
        money = self.content.format_money
        if value > 0:
            return self.tr("Pay {amount} in").format(amount=money(value * self.step))
        if value < 0:
            return self.tr("Take {amount} out").format(amount=money(-value * self.step))
        return self.tr("Leave the book as it is")


class LoansDialog(_AmountDialog):
    """LOANS: at a quarter end, borrow loans from the bank or repay some (house rule)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        _, self.owed, self.loan, interest, most = decision.info
        money = self.content.format_money
        self.set_title(self.tr("Loans from the bank"))
        self.add_text(fill(self.tr("You owe {owed} of %n loan(s) of {loan}; each costs {interest} at every quarter "
                                   "end, and what is owed at the end of the game is taken from your money.", "", most),
                           owed=self.owed, loan=money(self.loan), interest=money(interest)))
        self.build_controls(self.tr("&Neither"))

    def meaning_text(self, value: int) -> str:
        """``Borrow 500 F`` or ``Repay 500 F``."""
        money = self.content.format_money
        if value > 0:
            return self.tr("Borrow {amount}").format(amount=money(value * self.loan))
        if value < 0:
            return self.tr("Repay {amount}").format(amount=money(-value * self.loan))
        return self.tr("Neither borrow nor repay")


class BetDialog(DecisionDialog):
    """BET: before another player's spin, bet the stake on one sector of the machine (house rule).

    The sectors are shown as the dial shows them, by their two numbers (or
    colours), one button each; a click on one, or on that sector of the machine,
    chooses it (:meth:`DecisionDialog.propose`) and the Bet button (or Return, or a
    second click) pays the stake. No bet is the default; Escape withdraws a choice,
    then answers no bet.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        from ..narrate import face_name
        from .language import log_tr

        self.stake, payout = decision.info
        spinner = context.names[decision.subject] if decision.subject is not None else ""
        money = self.content.format_money
        self.set_title(self.tr("A bet on the machine?"))
        self.add_text(self.tr("{spinner} is about to spin. Bet {stake} on one sector: if it comes up, the bank "
                              "pays {prize}.").format(spinner=spinner, stake=money(self.stake),
                                                      prize=money(self.stake * payout)))
        self.prize = self.stake * payout
        options = tuple(decision.options or ())
        self.sector_names: dict[int, str] = {}
        """Each sector that may be chosen (from 1, the decision's options), by its two faces: ``"5 / 12"``."""
        self.sector_buttons: dict[int, QPushButton] = {}
        """The button of each sector that may be chosen."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(6)
        columns = 6
        for index, (a, b) in enumerate(self.content.edition.dial):
            sector = index + 1
            if sector not in options:
                continue
            name = f"{face_name(a, log_tr)} / {face_name(b, log_tr)}"
            self.sector_names[sector] = name
            button = QPushButton(name)
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setAccessibleName(fill(self.tr("The sector {faces}"), faces=name))
            button.clicked.connect(lambda _checked=False, k=sector: self.propose(k))
            grid.addWidget(button, len(self.sector_buttons) // columns, len(self.sector_buttons) % columns)
            self.sector_buttons[sector] = button
        self.body.addLayout(grid)
        self.pinned.append(grid)
        self.meaning = QLabel()
        """What the sector chosen does: the stake and the prize, or "No bet"."""
        self.meaning.setFont(theme.font(13, bold=True, family="DejaVu Serif"))
        self.meaning.setWordWrap(True)
        self.body.addWidget(self.meaning)
        self.add_text(self.tr("Choose a sector here or on the machine, then Bet."), soft=True, size=10.5)
        self.leave_button = self.add_button(self.tr("&No bet"), 0, default=True)
        self.go_button = self.add_button(self.tr("&Bet"), None, slot=self._bet)
        self.button_row.insertStretch(0, 1)
        self.set_escape_action(0)
        self.show_no_proposal()

    def show_proposal(self, action: Any) -> None:
        """Check the sector ``action``, say what it costs and pays; Bet becomes the default and takes the focus."""
        sector = int(action)
        if sector == 0:
            self.show_no_proposal()
            return
        for k, button in self.sector_buttons.items():
            button.setChecked(k == sector)
        self.meaning.setText(fill(self.tr("Bet {stake} on {faces}: the bank pays {prize} if it comes up."),
                                  stake=self.content.format_money(self.stake), faces=self.sector_names[sector],
                                  prize=self.content.format_money(self.prize)))
        self.go_button.setEnabled(True)
        self.go_button.setDefault(True)
        self.go_button.setFocus()

    def show_no_proposal(self) -> None:
        """No sector chosen: none checked, No bet is the default."""
        for button in self.sector_buttons.values():
            button.setChecked(False)
        self.meaning.setText(self.tr("No bet"))
        self.go_button.setEnabled(False)
        self.leave_button.setDefault(True)

    @Slot()
    def _bet(self) -> None:
        """Bet: pay the stake on the sector chosen."""
        self.confirm()

    def dial_clicked(self, sector: int) -> None:
        """The machine's sector ``sector`` (from 0) was clicked: choose it, or confirm it when chosen already."""
        option = sector + 1
        if option not in self.sector_buttons:
            return
        if self.is_proposed(option):
            self.confirm()
        else:
            self.propose(option)


# --------------------------------------------------------------------------- factory
