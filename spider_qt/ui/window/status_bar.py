"""The status bar: score, moves, deals left, sequences removed, the time played (with the
timer on: see :mod:`spider_qt.ui.window.clock`) and the game code."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QStatusBar, QToolButton

from spider_qt.engine import Game, fill
from spider_qt.ui.common.accessibility import ValuedLabel, provide


class StatusField(QLabel):
    """A label that shows "Score: 500" and tells a screen reader "500" as its value."""

    value = ""

    def show_value(self, template: str, value: str) -> None:
        self.value = value
        self.setText(fill(template, value))


provide(StatusField, ValuedLabel)


class GameStatus:
    """Keeps the status bar's permanent fields in step with the game."""

    def __init__(self, bar: QStatusBar, say: Callable[[str], None] = lambda text: None) -> None:
        self.bar = bar
        self._say = say  # to a screen reader: the player may not see the status bar
        self.game: Game | None = None
        self.score = self._field()
        self.moves = self._field()
        self.deals = self._field()
        self.removed = self._field()
        self.time = self._field()
        self.time.setObjectName("timeField")
        self.time.hide()  # until the timer setting shows it
        self._time = "0:00"
        self.code = QToolButton()
        self.code.setAutoRaise(True)
        self.code.clicked.connect(self.copy_code)
        bar.addPermanentWidget(self.code)
        self.retranslate()

    def _field(self) -> StatusField:
        label = StatusField()
        label.setContentsMargins(6, 0, 6, 0)
        self.bar.addPermanentWidget(label)
        return label

    def retranslate(self) -> None:
        # The fields keep no accessible name of their own: their text ("Score: 500") is
        # their name, so a screen reader says the value, not just "Score".
        self.code.setToolTip(QCoreApplication.translate("GameStatus",
                                                        "Game code: click to copy it"))
        if self.game is not None:
            self.show(self.game)
        self.show_time(self._time)

    def show(self, game: Game) -> None:
        translate = QCoreApplication.translate
        self.game = game
        self.score.show_value(translate("GameStatus", "Score: %1"), str(game.score))
        self.moves.show_value(translate("GameStatus", "Moves: %1"), str(game.moves))
        self.deals.show_value(translate("GameStatus", "Deals left: %1"), str(game.deals_left))
        self.removed.value = str(game.removed)
        self.removed.setText(fill(translate("GameStatus", "Removed: %1 of %2"),
                                  str(game.removed), str(game.variant_spec.sequences)))
        code = game.code or translate("GameStatus", "no code")
        self.code.setText(code)
        self.code.setAccessibleName(fill(translate("GameStatus", "Game code: %1"), code))
        self.code.setEnabled(game.code is not None)

    def show_time(self, clock: str) -> None:
        """The time played, as the clock shows it (``1:23``)."""
        self._time = clock
        self.time.show_value(QCoreApplication.translate("GameStatus", "Time: %1"), clock)

    def copy_code(self) -> None:
        code = self.code.text()
        if self.code.isEnabled():
            QGuiApplication.clipboard().setText(code)
            done = fill(QCoreApplication.translate("GameStatus", "Copied game code %1"), code)
            self.bar.showMessage(done, 3000)
            self._say(done)
