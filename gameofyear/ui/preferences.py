"""View ▸ Preferences: the speed of the animations, the waits at big moments, the sounds' volume and mute.

Every change applies at once (there is no OK to forget) and is kept in the
settings (:class:`~.settings.Settings`); the window's menu entries follow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from .screenfit import FittedDialog
from .settings import ANIMATION_SPEEDS

if TYPE_CHECKING:
    from .tablesettings import TableSettings


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
