"""The time played, on show in the status bar while the ``timer`` setting is on.

There is one clock, the session's (:meth:`Session.time_played`): it runs from a game's
first action, is saved with the game and is what the win box and the best times count.
This module only reads it once a second and shows it, and reads it only while there is
something to see move: the window active, the game started and not won. Inactive, the
shown time stands still (the session's clock does not) and is brought up to date the
moment the window is active again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QEvent, QObject, QTimer

from spider_qt.ui.common.names import clock_text

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QWidget

    from spider_qt.session import Session
    from spider_qt.settings import Settings
    from spider_qt.settings.declarations import Value
    from spider_qt.ui.window.status_bar import GameStatus

#: How often the shown time is read again (ms).
TICK_MS: Final = 1000


class GameClock(QObject):
    """Keeps ``status.time`` showing ``session``'s time played (``window.game_clock``).

    It looks again whenever ``changed`` fires (the controller's: a first move starts the
    count, a win stops it), when the ``timer`` setting changes, and when ``activation_of``
    (the window, its parent) is activated or left.
    """

    def __init__(self, status: GameStatus, session: Session, options: Settings,
                 changed: SignalInstance, activation_of: QWidget) -> None:
        super().__init__(activation_of)
        self.status = status
        self.session = session
        self.options = options
        self._watched = activation_of
        self.ticks = QTimer(self)
        self.ticks.setInterval(TICK_MS)
        self.ticks.timeout.connect(self.show_time)
        changed.connect(self.follow)
        options.subscribe(self._on_setting)
        activation_of.installEventFilter(self)
        self.follow()

    @property
    def shown(self) -> bool:
        return bool(self.options.timer)

    def follow(self, *_change: object) -> None:
        """Show or hide the time, and tick only while it can change on screen."""
        self.status.time.setVisible(self.shown)
        if not self.shown:
            self.ticks.stop()
            return
        self.show_time()
        if self._watched.isActiveWindow() and self.session.at_stake():
            if not self.ticks.isActive():
                self.ticks.start()
        else:
            self.ticks.stop()

    def show_time(self) -> None:
        self.status.show_time(clock_text(self.session.time_played()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched and event.type() == QEvent.Type.ActivationChange:
            self.follow()
        return False

    def _on_setting(self, name: str, value: Value) -> None:
        if name == "timer":
            self.follow()
