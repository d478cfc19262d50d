"""The strip under the board while a post-mortem is shown: its answer, where the stepping
is, and Previous, Next and Back to the Game.

A dock at the bottom of the main window rather than a box over the table: the board
shrinks to make room, so no card is hidden, and the answer stays in view while the line
is stepped through. Its words are plain labels, and the panel's accessible description
is the answer, so a screen reader reads it with the buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class ReviewPanel(QFrame):
    """``previous``, ``next`` and ``back`` are emitted by the buttons of the same names
    (:attr:`previous_button`, :attr:`next_button`, :attr:`back_button`)."""

    previous = Signal()
    next = Signal()
    back = Signal()
    reworded = Signal()  # the language changed: the answer wants its new words

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("postMortemPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.heading = QLabel()
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                             | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.step = QLabel()
        self.step.setWordWrap(True)
        self.previous_button = QPushButton()
        self.next_button = QPushButton()
        self.back_button = QPushButton()
        self.previous_button.clicked.connect(self.previous)
        self.next_button.clicked.connect(self.next)
        self.back_button.clicked.connect(self.back)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.heading.setFont(font)
        row = QHBoxLayout()  # where the stepping is, beside its buttons
        row.addWidget(self.step, 1)
        for button in (self.previous_button, self.next_button, self.back_button):
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.verdict)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.previous_button.setText(self.tr("&Previous"))
        self.next_button.setText(self.tr("&Next"))
        self.back_button.setText(self.tr("&Back to the Game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.reworded.emit()
        super().changeEvent(event)

    def show_answer(self, heading: str, verdict: str) -> None:
        self.heading.setText(heading)
        self.verdict.setText(verdict)
        self.setAccessibleName(heading)
        self.setAccessibleDescription(verdict)

    def show_step(self, text: str, can_go_back: bool, can_go_on: bool) -> None:
        self.step.setText(text)
        self.step.setVisible(bool(text))
        self.previous_button.setVisible(can_go_back or can_go_on)
        self.next_button.setVisible(can_go_back or can_go_on)
        self.previous_button.setEnabled(can_go_back)
        self.next_button.setEnabled(can_go_on)


class ReviewDock(QDockWidget):
    """The panel docked under the board of ``window`` (fixed: no title bar, not movable,
    not closable: Back to the Game ends it)."""

    def __init__(self, panel: ReviewPanel, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("postMortemDock")
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.setTitleBarWidget(QWidget(self))
        self.setWidget(panel)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self)
        self.show()

    def remove(self) -> None:
        window = self.parentWidget()
        if isinstance(window, QMainWindow):
            window.removeDockWidget(self)
        self.deleteLater()
