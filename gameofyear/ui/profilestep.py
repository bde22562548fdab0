"""The one small step before a Quick Game: your name, birth date and sex, with "prefer not to say" explained.

The almanac treats players "for who they really are": a birthday square pays,
some days count ages, a sign protects on its days, and some days are for women
or for men only (RULINGS.md §8). :class:`QuickProfileDialog` asks the person
playing a Quick Game these three things once, says why, and lets them keep
their sex to themselves (those days then do nothing for them). The answers are
remembered with the other profiles in :class:`~gameofyear.ui.settings.Settings`.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QPalette, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDateEdit,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.setup import PlayerProfile
from . import theme
from .screenfit import FittedDialog
from .settings import Settings

NOT_SAID = "not_said"
"""The answer "prefer not to say" (kept as no sex in the profile)."""


def needs_profile_step(profile: PlayerProfile, settings: Settings) -> bool:
    """True when the Quick Game should ask ``profile``'s person the small step first.

    Asked when the sex is not stated, unless that person already answered
    "prefer not to say" (:attr:`Settings.sex_not_said`).
    """
    return profile.sex is None and profile.name not in settings.sex_not_said


class QuickProfileDialog(FittedDialog):
    """Ask the name, birth date and sex of the person playing a Quick Game, saying why each matters.

    Args:
        profile: what is known so far (the name, a birth date to start from, facts kept as they are).
        parent: the window.
    """

    def __init__(self, profile: PlayerProfile, parent: QWidget | None = None):
        super().__init__(parent)
        self._profile = profile
        self.setWindowTitle(self.tr("Before the year begins"))
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.PAPER)
        palette.setColor(QPalette.ColorRole.WindowText, theme.INK)
        self.setPalette(palette)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(10)
        heading = QLabel(self.tr("Who are you?"))
        heading.setFont(theme.font(15, bold=True))
        layout.addWidget(heading)
        intro = QLabel(self.tr("The almanac treats every player for who they really are. Three answers, once: "
                               "they are kept for your next games."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.name_edit = QLineEdit(profile.name)
        """Your name."""
        self.name_edit.setMaxLength(24)
        self.name_edit.setAccessibleName(self.tr("Your name"))
        form.addRow(self.tr("&Name:"), self.name_edit)
        self.birth_edit = QDateEdit(QDate(profile.birth_date.year, profile.birth_date.month, profile.birth_date.day))
        """Your birth date."""
        self.birth_edit.setCalendarPopup(True)
        #: Qt's format of a birth date (d: day, MMMM: the month's name, yyyy: the year); write it as your
        #: language writes a date ("d. MMMM yyyy" in German)
        self.birth_edit.setDisplayFormat(self.tr("d MMMM yyyy"))
        self.birth_edit.setMinimumDate(QDate(1900, 1, 1))
        self.birth_edit.setMaximumDate(QDate.currentDate())
        self.birth_edit.setAccessibleName(self.tr("Your birth date"))
        form.addRow(self.tr("&Born on:"), self.birth_edit)
        layout.addLayout(form)
        self.birth_note = QLabel(self.tr("Your birthday square pays you, some days count your age, and your sign "
                                         "protects you on its days."))
        """Why the birth date matters."""
        self.birth_note.setWordWrap(True)
        self.birth_note.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        layout.addWidget(self.birth_note)
        self.sex_group = QButtonGroup(self)
        """Woman, man or prefer not to say."""
        self.woman = QRadioButton(self.tr("&Woman"))
        self.man = QRadioButton(self.tr("&Man"))
        self.not_said = QRadioButton(self.tr("&Prefer not to say"))
        for button, key in ((self.woman, "female"), (self.man, "male"), (self.not_said, NOT_SAID)):
            button.setProperty("answer", key)
            self.sex_group.addButton(button)
            layout.addWidget(button)
        {"female": self.woman, "male": self.man}.get(profile.sex or "", self.not_said).setChecked(True)
        self.sex_note = QLabel(self.tr("Some days are for women or for men only (23 January, 28 October…). If you "
                                       "prefer not to say, those days do nothing for you, for good or bad; "
                                       "you can change this in Game ▸ New Game."))
        """What "prefer not to say" means."""
        self.sex_note.setWordWrap(True)
        self.sex_note.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        self.not_said.setAccessibleDescription(self.sex_note.text())
        layout.addWidget(self.sex_note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        """Play and Cancel."""
        self.play_button = self.buttons.addButton(self.tr("&Start the Year"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_button.setDefault(True)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAutoDefault(False)  # Return plays, wherever the focus is; Escape cancels
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(self._check)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self._check()
        self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.name_edit.selectAll()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Make "Start the Year" the button Return presses once the dialog is on screen."""
        super().showEvent(event)
        self.play_button.setDefault(True)

    def _check(self) -> None:
        self.play_button.setEnabled(bool(self.name_edit.text().strip()))

    def answer(self) -> str:
        """``"female"``, ``"male"`` or :data:`NOT_SAID`."""
        button = self.sex_group.checkedButton()
        return str(button.property("answer")) if button is not None else NOT_SAID

    def profile(self) -> PlayerProfile:
        """The profile as answered (facts as they were; "prefer not to say": no sex)."""
        value = self.birth_edit.date()
        answer = self.answer()
        sex: Any = None if answer == NOT_SAID else answer
        return PlayerProfile(self.name_edit.text().strip() or self._profile.name,
                             date(value.year(), value.month(), value.day()), sex,
                             self._profile.facts, self._profile.unknown)

    def remember(self, settings: Settings) -> PlayerProfile:
        """Keep the answers in ``settings`` (the newest profile; a "prefer not to say" is not asked again).

        Returns:
            The profile answered.
        """
        profile = self.profile()
        settings.remember_profiles([profile.to_json()])
        if profile.sex is None:
            settings.sex_not_said = [profile.name] + [n for n in settings.sex_not_said if n != profile.name]
        else:
            settings.sex_not_said = [n for n in settings.sex_not_said if n != profile.name]
        return profile


__all__ = ["NOT_SAID", "QuickProfileDialog", "needs_profile_step"]
