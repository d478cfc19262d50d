"""The rule reminder: a short note over the table that explains a refused action.

Unobtrusive on purpose: it sits above the bottom row, takes no focus and no clicks, and
fades out of the way by itself after a few seconds.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

SHOWN_MS: Final = 4500
MARGIN: Final = 12


class Reminder(QLabel):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("reminder")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "QLabel#reminder { background: rgba(20, 20, 20, 200); color: white;"
            " border-radius: 10px; padding: 8px 14px; font-size: 11pt; }")
        self.hide()
        self._timer = QTimer(self, singleShot=True, interval=SHOWN_MS)
        self._timer.timeout.connect(self.hide)

    def say(self, text: str, above: int) -> None:
        """Show ``text`` centred, its bottom edge above the y coordinate ``above``."""
        self.setText(text)
        self.place(above)
        self.show()
        self.raise_()
        self._timer.start()

    def place(self, above: int) -> None:
        area = self.parentWidget()
        self.setFixedWidth(max(min(area.width() - 40, 560), 200))
        self.adjustSize()
        x = (area.width() - self.width()) // 2
        self.move(x, max(above - self.height() - MARGIN, 8))

    def shown_text(self) -> str:
        return self.text() if self.isVisible() else ""
