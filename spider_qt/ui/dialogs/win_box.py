"""The box that ends a won game: what a player wants to read, and what to do next."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from spider_qt.engine import Game
from spider_qt.i18n.texts import fill
from spider_qt.session import WinReport
from spider_qt.ui.common.names import clock_text


class WinBox(QMessageBox):
    """Score, moves, time played, the best score and the winning streak of this kind of
    game, and with ``times`` (the timer setting) its best time; New Game is the default
    button, Close (and Escape) keeps the won board on view, and a game with a code can be
    played again from its start.

    The buttons are ``new_button``, ``restart_button`` (``None`` without a code),
    ``look_back_button`` (could the game have been shorter? the solver's line from the
    start, on the board) and ``close_button``.
    """

    def __init__(self, game: Game, report: WinReport | None, parent: QWidget,
                 times: bool = False) -> None:
        super().__init__(parent)
        self._times = times
        self.setObjectName("winBox")
        self.setIcon(QMessageBox.Icon.Information)
        self.setWindowTitle(self.tr("You won!"))
        won = (self.tr("You won with help!") if report is not None and report.assisted
               else self.tr("You won!"))
        self.setText(f"<b>{won}</b><p>{self._figures(game, report)}</p>")
        self.new_button: QPushButton = self.addButton(self.tr("&New Game"),
                                                      QMessageBox.ButtonRole.AcceptRole)
        self.restart_button: QPushButton | None = (
            self.addButton(self.tr("&Restart"), QMessageBox.ButtonRole.ResetRole)
            if game.code is not None else None)
        self.look_back_button: QPushButton = self.addButton(
            self.tr("Could It Have Been &Shorter?"), QMessageBox.ButtonRole.ActionRole)
        self.close_button: QPushButton = self.addButton(self.tr("&Close"),
                                                        QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.new_button)
        self.setEscapeButton(self.close_button)

    def _figures(self, game: Game, report: WinReport | None) -> str:
        lines = [fill(self.tr("Score: %1"), str(game.score)),
                 fill(self.tr("Moves: %1"), str(game.moves))]
        if report is not None and report.assisted:
            # Counted apart: neither a best score nor a streak is this game's to claim.
            lines.append(fill(self.tr("Time played: %1"), clock_text(report.seconds)))
            lines.append(self.tr("Won with help: counted apart in the statistics."))
        elif report is not None:
            if report.new_best:
                lines[0] += " — " + self.tr("a new best score!")
            lines.append(fill(self.tr("Time played: %1"), clock_text(report.seconds)))
            if self._times and report.new_best_time:
                lines[-1] += " — " + self.tr("a new best time!")
            lines.append(fill(self.tr("Best score: %1"), str(report.best_score)))
            if self._times and report.best_seconds is not None:
                lines.append(fill(self.tr("Best time: %1"), clock_text(report.best_seconds)))
            lines.append(self.tr("Winning streak: %n game(s)", "", report.streak))
        return "<br>".join(lines)
