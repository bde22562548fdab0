"""How the table is played out, one copy for every window that hosts it (the window at home and a network game's):
View ▸ Animation Speed, Wait for a Click at Big Moments, Sound ▸ Mute (the M key) and Preferences…
(:class:`TableSettings`), and the Preferences dialog itself (:class:`PreferencesDialog`): the speed of the
animations, the waits at big moments, the sounds' volume and mute. Every change applies at once (there is no OK
to forget) and is kept in the settings (:class:`~.settings.Settings`); the window's menu entries follow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from .screenfit import FittedDialog
from .settings import ANIMATION_SPEEDS

if TYPE_CHECKING:
    from .settings import Settings


class TableSettings(QObject):
    """The speed, waits and sounds of a window's table: its actions, their menus and the Preferences dialog.

    Every change is kept in the player's settings at once and the actions
    follow it, from the menu, the M key or the dialog alike.

    Args:
        window: the window (the actions' parent; its status bar says "Sound off" / "Sound on").
        settings: the player's settings the table is played by.
        go_on: ends the wait of a big moment on screen, as a click would (waits turned off during one go on at once).

    Attributes:
        speed_actions: View ▸ Animation Speed's entries by :data:`~.settings.ANIMATION_SPEEDS` key.
        wait_action: View ▸ Wait for a Click at Big Moments.
        mute_action: View ▸ Sound ▸ Mute (M, wherever the focus is in the window).
        preferences_action: View ▸ Preferences… (the platform's key).
        preferences_dialog: the Preferences last opened (it does not block), or None.
    """

    speed_changed = Signal(float)
    """The animation speed changed: its duration factor (0: instant)."""

    def __init__(self, window: QMainWindow, settings: Settings, go_on: Callable[[], bool]) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self._go_on = go_on
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for key in ANIMATION_SPEEDS:
            action = QAction(window, checkable=True)
            action.setChecked(key == settings.animation_speed)
            action.triggered.connect(lambda _=False, k=key: self.set_animation_speed(k))
            self.speed_group.addAction(action)
            self.speed_actions[key] = action
        self.wait_action = QAction(window, checkable=True)
        self.wait_action.setChecked(settings.wait_at_moments)
        self.wait_action.toggled.connect(self.set_wait_at_moments)
        self.mute_action = QAction(window, checkable=True, shortcut=QKeySequence(Qt.Key.Key_M))
        self.mute_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.mute_action.setChecked(settings.muted)
        self.mute_action.toggled.connect(self.set_muted)
        window.addAction(self.mute_action)
        self.preferences_action = QAction(window, shortcut=QKeySequence(QKeySequence.StandardKey.Preferences))
        self.preferences_action.triggered.connect(self.show_preferences)
        self.preferences_dialog: QDialog | None = None
        self.speed_menu: QMenu | None = None
        self.sound_menu: QMenu | None = None
        self.retranslate_ui()

    @property
    def speed(self) -> float:
        """The animation duration factor the settings say (0: instant)."""
        return self.settings.speed_factor

    def fill(self, view_menu: QMenu) -> None:
        """Put Animation Speed (a submenu) in ``view_menu``; see :meth:`fill_sound` for the rest."""
        self.speed_menu = view_menu.addMenu("")
        for action in self.speed_actions.values():
            self.speed_menu.addAction(action)
        self.retranslate_ui()

    def fill_sound(self, view_menu: QMenu) -> None:
        """Put Wait for a Click at Big Moments, Sound (Mute, Preferences…) and Preferences… in ``view_menu``."""
        view_menu.addAction(self.wait_action)
        self.sound_menu = view_menu.addMenu("")
        self.sound_menu.addAction(self.mute_action)
        self.sound_menu.addAction(self.preferences_action)
        view_menu.addAction(self.preferences_action)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Label the actions and menus in the language installed (the window's own words: the "MainWindow" context)."""
        labels = {"slow": QCoreApplication.translate("MainWindow", "&Slow"),
                  "normal": QCoreApplication.translate("MainWindow", "&Normal"),
                  "fast": QCoreApplication.translate("MainWindow", "&Fast"),
                  "instant": QCoreApplication.translate("MainWindow", "&Instant")}
        for key, action in self.speed_actions.items():
            action.setText(labels[key])
        self.wait_action.setText(QCoreApplication.translate("MainWindow", "Wait for a &Click at Big Moments"))
        self.wait_action.setStatusTip(QCoreApplication.translate(
            "MainWindow", "Your cards, bankruptcies, payments between players, swaps and "
                          "quarter tokens stay on screen until you click or press a key"))
        self.mute_action.setText(QCoreApplication.translate("MainWindow", "&Mute"))
        self.preferences_action.setText(QCoreApplication.translate("MainWindow", "&Preferences…"))
        if self.speed_menu is not None:
            self.speed_menu.setTitle(QCoreApplication.translate("MainWindow", "&Animation Speed"))
        if self.sound_menu is not None:
            self.sound_menu.setTitle(QCoreApplication.translate("MainWindow", "&Sound"))

    @Slot(str)
    def set_animation_speed(self, key: str) -> None:
        """Change the animation speed (a :data:`~.settings.ANIMATION_SPEEDS` key) and remember it.

        Raises:
            KeyError: an unknown speed.
        """
        self.speed_actions[key].setChecked(True)
        self.settings.animation_speed = key
        self.speed_changed.emit(self.settings.speed_factor)

    @Slot(bool)
    def set_wait_at_moments(self, wait: bool) -> None:
        """Let a person's big moments wait for a click or a key (True), or go on by themselves, and remember it.

        Turned off during a wait, the moment on screen goes on at once.
        """
        self.settings.wait_at_moments = wait
        if self.wait_action.isChecked() != wait:
            self.wait_action.setChecked(wait)
        if not wait:
            self._go_on()

    @Slot(bool)
    def set_muted(self, muted: bool) -> None:
        """Mute the sounds (True) or let them play, and remember it (View ▸ Sound ▸ Mute, the M key)."""
        self.settings.muted = muted
        if self.mute_action.isChecked() != muted:
            self.mute_action.setChecked(muted)
        self.window.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Sound off") if muted
                                            else QCoreApplication.translate("MainWindow", "Sound on"), 2000)

    @Slot(int)
    def set_volume(self, volume: int) -> None:
        """Set the sounds' volume (0–100 %) and remember it."""
        self.settings.volume = volume

    @Slot()
    def show_preferences(self) -> QDialog:
        """View ▸ Preferences: animation speed, waits at big moments, volume, mute (changes apply at once).

        Returns:
            The dialog, open (it does not block and is deleted when closed).
        """
        dialog = PreferencesDialog(self, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.preferences_dialog = dialog
        dialog.show()
        return dialog


class PreferencesDialog(FittedDialog):
    """The preferences of a window's table (:class:`~.tablesettings.TableSettings`).

    Args:
        table: the table's settings, changed through its ``set_…`` methods so that the window's menus follow.
        parent: the window the dialog belongs to.
    """

    def __init__(self, table: TableSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.window_ = window = table
        settings = table.settings
        layout = QVBoxLayout(self)
        form = self.form = QFormLayout()
        layout.addLayout(form)
        self.speed_box = QComboBox()
        for key in ANIMATION_SPEEDS:
            self.speed_box.addItem(key, key)
        self.speed_box.setCurrentIndex(list(ANIMATION_SPEEDS).index(settings.animation_speed))
        self.speed_box.currentIndexChanged.connect(self._speed_changed)
        self.speed_label = QLabel()
        self.speed_label.setBuddy(self.speed_box)
        form.addRow(self.speed_label, self.speed_box)
        self.wait_box = QCheckBox()
        self.wait_box.setChecked(settings.wait_at_moments)
        self.wait_box.toggled.connect(window.set_wait_at_moments)
        form.addRow("", self.wait_box)
        row = QHBoxLayout()
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setValue(settings.volume)
        self.volume_slider.setMinimumWidth(180)
        self.volume_label = QLabel()
        self.volume_label.setMinimumWidth(self.volume_label.fontMetrics().horizontalAdvance("100 %") + 4)
        self._show_volume(settings.volume)
        self.volume_slider.valueChanged.connect(self._volume_changed)
        row.addWidget(self.volume_slider, 1)
        row.addWidget(self.volume_label)
        self.volume_caption = QLabel()
        self.volume_caption.setBuddy(self.volume_slider)
        form.addRow(self.volume_caption, row)
        self.mute_box = QCheckBox()
        self.mute_box.setChecked(settings.muted)
        self.mute_box.toggled.connect(window.set_muted)
        form.addRow("", self.mute_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Write the dialog's words in the language installed, and fit its size to them."""
        self.setWindowTitle(self.tr("Preferences"))
        labels = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                  "instant": self.tr("Instant")}
        for index in range(self.speed_box.count()):
            self.speed_box.setItemText(index, labels[self.speed_box.itemData(index)])
        self.speed_label.setText(self.tr("Animation speed:"))
        self.wait_box.setText(self.tr("Wait for a click or a key at my big moments"))
        self.wait_box.setToolTip(self.tr("A card you draw, a bankruptcy, a payment between players, a swap and a "
                                         "quarter's tokens stay on screen until you click or press a key"))
        self.volume_caption.setText(self.tr("Volume:"))
        self.mute_box.setText(self.tr("Mute (M)"))
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.setFixedSize(self.sizeHint())  # it never changes size under the pointer, only with its words

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _show_volume(self, value: int) -> None:
        self.volume_label.setText(f"{value} %")

    @Slot(int)
    def _speed_changed(self, index: int) -> None:
        self.window_.set_animation_speed(self.speed_box.itemData(index))

    @Slot(int)
    def _volume_changed(self, value: int) -> None:
        self._show_volume(value)
        self.window_.set_volume(value)


__all__ = ["PreferencesDialog", "TableSettings"]
