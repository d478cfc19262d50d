"""Full screen (F11): the board with nothing of the desktop around it, and back as it was.

Leaving full screen returns to a maximized window if the window was maximized before:
Qt's ``showFullScreen`` drops the maximized state, so ``showNormal`` alone would shrink
the window the player had made fill the screen. The menu item stays ticked exactly while
the window is full screen, whoever changed that (the command, the window manager, the
geometry restored at start).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QWindowStateChangeEvent
from PySide6.QtWidgets import QWidget


class FullScreen(QObject):
    """Switches ``window`` in and out of full screen; ``action`` is ticked while it is."""

    def __init__(self, window: QWidget, action: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.action = action
        self._maximized = window.isMaximized()  # how to come back from full screen
        action.setCheckable(True)
        self._show_state()
        window.installEventFilter(self)

    def toggle(self) -> None:
        """Full screen if it is not, else back to the window as it was."""
        self.set(not self.window.isFullScreen())

    def set(self, on: bool) -> None:
        window = self.window
        if on and not window.isFullScreen():
            self._maximized = window.isMaximized()
            window.showFullScreen()
        elif not on and window.isFullScreen():
            if self._maximized:
                window.showMaximized()
            else:
                window.showNormal()
        self._show_state()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.WindowStateChange:
            old = (event.oldState() if isinstance(event, QWindowStateChangeEvent)
                   else Qt.WindowState.WindowNoState)
            if (self.window.isFullScreen()
                    and not old & Qt.WindowState.WindowFullScreen):  # entered by other means
                self._maximized = bool(old & Qt.WindowState.WindowMaximized)
            self._show_state()
        return False

    def _show_state(self) -> None:
        """Tick the action to match the window, without triggering it."""
        if self.action.isChecked() != self.window.isFullScreen():
            self.action.setChecked(self.window.isFullScreen())
