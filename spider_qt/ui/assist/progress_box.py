"""A small box that shows a background search going on, with Cancel.

Not modal: the board stays playable while the solver thinks, and the box can be moved
aside. Closing it (Cancel, Escape, its close button) cancels the search.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

#: The progress bar counts in thousandths: smooth, and whole numbers for Qt.
STEPS: Final = 1000


class SolverProgressBox(QDialog):
    """``text`` above a progress bar and a Cancel button; ``cancelled`` once the player
    stops it (not when :meth:`finish` closes it)."""

    cancelled = Signal()

    def __init__(self, title: str, text: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("solverProgress")
        self.setWindowTitle(title)
        self.setModal(False)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, STEPS)
        self.bar.setAccessibleName(title)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        assert cancel is not None
        cancel.setText(self.tr("&Cancel"))
        self.cancel_button: QPushButton = cancel
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 48)
        self._finished = False

    def set_progress(self, share: float) -> None:
        self.bar.setValue(round(max(0.0, min(1.0, share)) * STEPS))

    def set_text(self, text: str) -> None:
        self.label.setText(text)

    def finish(self) -> None:
        """The search ended by itself: close without a cancellation."""
        self._finished = True
        self.close()
        self.deleteLater()

    def reject(self) -> None:
        if not self._finished:
            self._finished = True
            self.cancelled.emit()
        super().reject()
        self.deleteLater()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._finished:
            self._finished = True
            self.cancelled.emit()
        super().closeEvent(event)
