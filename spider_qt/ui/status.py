"""The status bar: score, moves, deals left, sequences removed, and the game code."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QStatusBar, QToolButton

from spider_qt.engine import Game


class GameStatus:
    """Keeps the status bar's permanent fields in step with the game."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self.score = self._field("Score")
        self.moves = self._field("Moves")
        self.deals = self._field("Deals left")
        self.removed = self._field("Sequences removed")
        self.code = QToolButton()
        self.code.setAutoRaise(True)
        self.code.setToolTip("Game code: click to copy it")
        self.code.setAccessibleName("Game code")
        self.code.clicked.connect(self.copy_code)
        bar.addPermanentWidget(self.code)

    def _field(self, name: str) -> QLabel:
        label = QLabel()
        label.setAccessibleName(name)
        label.setContentsMargins(6, 0, 6, 0)
        self.bar.addPermanentWidget(label)
        return label

    def show(self, game: Game) -> None:
        self.score.setText(f"Score: {game.score}")
        self.moves.setText(f"Moves: {game.moves}")
        self.deals.setText(f"Deals left: {game.deals_left}")
        self.removed.setText(f"Removed: {game.removed} of {game.variant_spec.sequences}")
        self.code.setText(game.code or "no code")
        self.code.setEnabled(game.code is not None)

    def copy_code(self) -> None:
        code = self.code.text()
        if self.code.isEnabled():
            QGuiApplication.clipboard().setText(code)
            self.bar.showMessage(f"Copied game code {code}", 3000)


