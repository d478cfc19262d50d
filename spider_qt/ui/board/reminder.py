"""The rule reminder: a short note over the table that explains a refused action.

Unobtrusive on purpose: it sits on free felt (never over a card: it would hide
the very cards it talks about), takes no focus and no clicks, and fades out of
the way by itself after a few seconds. Where it goes is decided by
:mod:`spider_qt.ui.board.reminder_spot`; when no felt can hold it, it shows in the
window's status area for as long instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QMainWindow, QStatusBar, QWidget

from spider_qt.engine import Game
from spider_qt.ui.board.layout import BoardLayout
from spider_qt.ui.board.reminder_spot import Box, reminder_spot
from spider_qt.ui.common.felt import felt_look

SHOWN_MS: Final = 4500

BoardNow = Callable[[], tuple[Game, BoardLayout]]
"""The game on the board now and the board's layout: the cards the bubble must not hide."""


class Reminder(QLabel):
    def __init__(self, parent: QWidget, board: BoardNow) -> None:
        super().__init__(parent)
        self.setObjectName("reminder")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.dark: bool | None = None
        self.restyle(False)
        self.hide()
        self._board = board
        self._status_text = ""  # the reminder the status area shows, if it does
        self._timer = QTimer(self, singleShot=True, interval=SHOWN_MS)
        self._timer.timeout.connect(self._expire)

    def restyle(self, dark: bool) -> None:
        """The bubble of the light or the dark table: the felt's plate, with its words.

        The outline is there in both (clear on the light felt), so the bubble is the same
        size in both and a switch never moves it."""
        if dark == self.dark:
            return
        self.dark = dark
        look = felt_look(dark)
        self.setStyleSheet(
            f"QLabel#reminder {{ background: {_css(look.plate)}; color: {_css(look.words)};"
            f" border: 1px solid {_css(look.plate_edge)}; border-radius: 10px;"
            " padding: 7px 13px; font-size: 11pt; }")

    def say(self, text: str) -> None:
        """Show ``text`` for a few seconds, on free felt or else in the status area."""
        self._clear_status()
        self.setText(text)
        self._timer.start()
        self._show(SHOWN_MS)

    def reword(self, text: str) -> None:
        """The shown reminder in new words (a language switch), for the time it has left."""
        if self.shown_text():
            self.setText(text)
            self._clear_status()
            self._show(max(self._timer.remainingTime(), 1))

    def follow(self) -> None:
        """After the board changed size: the reminder on screen moves to where it fits now."""
        if self.shown_text():
            self._clear_status()
            self._show(max(self._timer.remainingTime(), 1))

    def changeEvent(self, event: QEvent) -> None:
        """A language switch rewords a shown bubble (the board sets the words): once the
        switch has run its course, the new words get their room."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self, self.follow)

    def shown_text(self) -> str:
        """The reminder on screen now (bubble or status area), or ``""``."""
        if self.isVisible():
            return self.text()
        bar = self._status_bar()
        if self._status_text and bar is not None and bar.currentMessage() == self._status_text:
            return self._status_text
        return ""

    def _show(self, remaining_ms: int) -> None:
        spot = reminder_spot(*self._board(), self._height_at)
        bar = self._status_bar()
        if spot is None and bar is not None:
            self.hide()
            self._status_text = self.text()
            bar.showMessage(self._status_text, remaining_ms)
            return
        if spot is None:  # a board outside a main window: better over the cards than unsaid
            area = self.parentWidget()
            assert area is not None  # the board's viewport, for the bubble's whole life
            width = max(min(area.width() - 40, 560), 160)
            spot = Box((area.width() - width) // 2, 8, width, self._height_at(width))
        self.setFixedSize(round(spot.width), round(spot.height))
        self.move(round(spot.x), round(spot.y))
        self.show()
        self.raise_()

    def _height_at(self, width: int) -> int:
        """The height the text needs at ``width`` (wrapped, with the bubble's padding)."""
        return self.heightForWidth(width)

    def _status_bar(self) -> QStatusBar | None:
        window = self.window()
        return window.statusBar() if isinstance(window, QMainWindow) else None

    def _clear_status(self) -> None:
        """Take our reminder out of the status area (never another message shown since)."""
        bar = self._status_bar()
        if self._status_text and bar is not None and bar.currentMessage() == self._status_text:
            bar.clearMessage()
        self._status_text = ""

    def _expire(self) -> None:
        self.hide()
        self._clear_status()


def _css(colour: QColor) -> str:
    """``colour`` as a style sheet writes it, its alpha kept."""
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"
