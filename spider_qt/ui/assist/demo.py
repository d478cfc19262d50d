"""The demo: the computer plays a line of actions on the board, as a player would.

Each action goes through the :class:`GameController`, so it is animated, saved and
counted exactly as the player's own; the next one waits for the board's animation to
end and a short pause, so the play can be followed. Any input (a mouse press, a key)
stops it at once: the player takes over, from whatever position it reached.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from spider_qt.engine import Action, Move
from spider_qt.ui.board.view import BoardView

#: The pause after each action's animation (ms), at the normal animation speed.
PAUSE_MS: Final = 220
#: Events that mean "the player wants the board back".
STOPPING_EVENTS: Final = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress,
                                    QEvent.Type.MouseButtonDblClick})


class DemoPlayer(QObject):
    """Plays ``actions`` on ``board`` one after another; ``ended(reason)`` says why it stopped:
    ``"done"`` (every action played), ``"input"`` (the player pressed something),
    ``"refused"`` (an action was not legal: the position was not the expected one) or
    ``"stopped"`` (:meth:`stop`)."""

    def __init__(self, board: BoardView, actions: Sequence[Action],
                 on_end: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._board = board
        self._actions = list(actions)
        self._on_end = on_end
        self._next = 0
        self.running = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_next)

    @property
    def played(self) -> int:
        """How many actions were played so far."""
        return self._next

    def start(self) -> None:
        self.running = True
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self._schedule()

    def stop(self, reason: str = "stopped") -> None:
        if not self.running:
            return
        self.running = False
        self._timer.stop()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self._on_end(reason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Any press stops the demo; the press still does what it does."""
        if self.running and event.type() in STOPPING_EVENTS:
            self.stop("input")
        return False

    def _schedule(self) -> None:
        """Play the next action once the board is at rest, after a pause."""
        if not self.running:
            return
        options = self._board.options
        pause = round(PAUSE_MS / options.animation_factor) if options.animations else 0

        def rested() -> None:
            if self.running:
                self._timer.start(pause)

        self._board.after_animations(rested)

    def _play_next(self) -> None:
        if not self.running:
            return
        if self._next >= len(self._actions):
            self.stop("done")
            return
        action = self._actions[self._next]
        controller = self._board.controller
        self._next += 1
        ok = (controller.move(action.src, action.start, action.dst) if isinstance(action, Move)
              else controller.deal())
        if not ok:
            self.stop("refused")
        elif controller.game.won or self._next >= len(self._actions):
            self.stop("done")
        else:
            self._schedule()
