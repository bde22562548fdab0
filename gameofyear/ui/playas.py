"""The join dialog's "Play as" choice: one of the remembered profiles, or a new one.

A joiner of a network game brings their own profile: the same remembered
profiles as the New Game dialog's (:attr:`Settings.profiles`), or a new one
(name, birth date, sex with "Prefer not to say"). Facts not answered yet go as
``unknown``, so the game asks them by the FACT decision the first time a square
needs one, as at home; the choice is remembered like at home.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QWidget

from ..engine.setup import PlayerProfile
from .newgameparts import birth_date_edit, remembered_profiles
from .settings import MAX_NAME_CHARS, Settings

NEW = "__new__"
"""The item data of the "New profile" entry."""


class PlayAsBox(QWidget):
    """The "Play as" rows: a choice of profiles and, for a new one, its name, birth date and sex.

    Args:
        settings: where the remembered profiles are (None: only a new profile).
        facts: the fact ids of the game's content: a new profile has them all ``unknown``.
        parent: the dialog.
    """

    def __init__(self, settings: Settings | None, facts: Iterable[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.facts = frozenset(facts)
        self.profiles = remembered_profiles(settings) if settings is not None else []
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.choice = QComboBox(self)
        for profile in self.profiles:
            self.choice.addItem(profile.name, profile.name)
        self.choice.addItem(self.tr("New profile…"), NEW)
        form.addRow(self.tr("Play as:"), self.choice)
        self.name = QLineEdit(self)
        self.name.setMaxLength(MAX_NAME_CHARS)
        self.name.setPlaceholderText(self.tr("your name"))
        self.born = birth_date_edit(self)
        """The birth date, written as the language writes dates (as New Game writes it)."""
        self.born.setDate(QDate(2000, 1, 1))
        self.sex = QComboBox(self)
        self.sex.addItem(self.tr("Prefer not to say"), None)
        self.sex.addItem(self.tr("Female"), "female")
        self.sex.addItem(self.tr("Male"), "male")
        self._rows = [(self.tr("Name:"), self.name), (self.tr("Born:"), self.born), (self.tr("Sex:"), self.sex)]
        for label, widget in self._rows:
            form.addRow(label, widget)
        self._form = form
        self.choice.currentIndexChanged.connect(self._chosen)
        self._chosen()

    def _chosen(self) -> None:
        new = self.choice.currentData() == NEW
        for _, widget in self._rows:
            self._form.setRowVisible(widget, new)

    def profile(self) -> PlayerProfile | None:
        """The profile chosen (a remembered one without facts this game does not know), or None for a new
        profile with no name typed."""
        key = self.choice.currentData()
        for profile in self.profiles:
            if profile.name == key:
                return PlayerProfile(profile.name, profile.birth_date, profile.sex, profile.facts & self.facts,
                                     profile.unknown & self.facts)
        name = self.name.text().strip()
        if not name:
            return None
        born = self.born.date()
        return PlayerProfile(name, date(born.year(), born.month(), born.day()), self.sex.currentData(),
                             frozenset(), self.facts)

    def remember(self) -> PlayerProfile | None:
        """Remember the profile chosen first among the remembered ones, and return it (None: no profile)."""
        profile = self.profile()
        if profile is not None and self.settings is not None:
            self.settings.remember_profiles([profile.to_json()])
        return profile
