"""Game → Could This Deal Be Won?: the solver plays the deal from its start, every card known.

The search runs in the background worker with a small progress box (Cancel stops it),
then a box answers: yes, in so many moves (and the winning line can be replayed from the
start, as a demo: the game counts as played with help), or no line found within the time
allowed, which proves nothing either way.

After a loss (a game given up, or a position with no move and no deal left) the same
check is offered, quietly: a button in the status bar, never a box in the way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QObject, Qt

from spider_qt.engine import DEAL, Action, Game, parse_code
from spider_qt.i18n.texts import fill
from spider_qt.ui.assist.boxed_search import BoxedSearch
from spider_qt.ui.assist.jobs import action_from_json, start_solve_job
from spider_qt.ui.assist.worker import SolverWorker, Task

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QPushButton

    from spider_qt.ui.assist.host import AssistHost
    from spider_qt.ui.assist.progress_box import SolverProgressBox

#: Seconds the solver may search for a winning line of a deal.
CHECK_BUDGET: Final = 30.0


class DealCheck(QObject):
    """One window's deal checks: ``window.assist.check``.

    ``worker()`` is the solver's worker (made on first use), ``play_line`` plays a winning
    line on the board as a demo: both belong to the window's :class:`Assist`, which owns
    this check.
    """

    def __init__(self, host: AssistHost, worker: Callable[[], SolverWorker],
                 play_line: Callable[[Sequence[Action]], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._worker = worker
        self._play_line = play_line
        self.search = BoxedSearch(self)
        self.answer_box: QMessageBox | None = None
        self.offer_button: QPushButton | None = None
        self._offered_for: str | None = None  # the code the button offers to check
        self._stuck_offered: str | None = None  # the game id stuck already offered

    @property
    def task(self) -> Task | None:
        """The check under way, if any."""
        return self.search.task

    @property
    def progress_box(self) -> SolverProgressBox | None:
        return self.search.box

    # --- the check ------------------------------------------------------------------------------

    def check(self, code: str | None = None) -> Task | None:
        """Check deal ``code`` (the current game's by default) from its start."""
        code = code if code is not None else self.host.controller.game.code
        if code is None:
            self.host.statusBar().showMessage(
                self.tr("Only a deal with a game code can be checked."), 5000)
            return None
        self.withdraw_offer()
        return self.search.start(
            self._worker(), self.tr("Could This Deal Be Won?"),
            fill(self.tr("Playing deal %1 from its start, every card known…"), code),
            self.host.board.window(), lambda result: self._answered(code, result),
            self._failed, start_solve_job, code, CHECK_BUDGET)

    def cancel(self) -> None:
        """Stop a check under way (the player's Cancel, a new game, the window closing)."""
        self.search.cancel()

    def _answered(self, code: str, result: Any) -> None:
        actions = [action_from_json(a) for a in result] if result else None
        from PySide6.QtWidgets import QMessageBox  # on first use, not at start

        box = QMessageBox(self.host.board.window())
        box.setObjectName("dealCheckAnswer")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowTitle(self.tr("Could This Deal Be Won?"))
        box.setIcon(QMessageBox.Icon.Information)
        self.replay_button: QPushButton | None = None
        if actions is not None:
            box.setText(fill(self.tr("Yes: deal %1 can be won, in %n move(s).", "",
                                     len(actions)), code))
            box.setInformativeText(self.tr("You can watch the winning line from the start of "
                                           "the deal; the game then counts as played with "
                                           "help."))
            self.replay_button = box.addButton(self.tr("&Watch the Winning Line"),
                                               QMessageBox.ButtonRole.AcceptRole)
        else:
            box.setText(fill(self.tr("No way to win deal %1 was found in %n second(s).", "",
                                     round(CHECK_BUDGET)), code))
            box.setInformativeText(self.tr("The deal may still be winnable: the search had to "
                                           "stop somewhere."))
        close = box.addButton(self.tr("&Close"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(self.replay_button or close)
        box.setEscapeButton(close)
        box.finished.connect(lambda _: self._answer_closed(box, code, actions))
        self.answer_box = box
        box.open()

    def _answer_closed(self, box: QMessageBox, code: str, actions: list[Action] | None) -> None:
        self.answer_box = None
        if actions is not None and box.clickedButton() is self.replay_button:
            self.replay(code, actions)

    def replay(self, code: str, actions: list[Action]) -> None:
        """Play deal ``code`` again from its start, then its winning line, after asking if
        the game in progress would be given up."""
        host = self.host
        if not host.ready_for_command():
            return

        def start() -> None:
            host.controller.start(parse_code(code, host.controller.catalog))
            self._play_line(actions)

        host.leave_game_then(start, restart=host.controller.game.code == code)

    def _failed(self, message: str) -> None:
        self.host.statusBar().showMessage(fill(self.tr("The solver failed: %1"), message),
                                          8000)

    # --- offered after a loss -------------------------------------------------------------------

    @staticmethod
    def is_stuck(game: Game) -> bool:
        """No move and no deal left, and not won: the game is lost where it stands."""
        return (not game.won and game.refusal(DEAL) is not None and not game.legal_moves())

    def offer(self, code: str | None, given_up: bool) -> None:
        """A quiet offer in the status bar to check deal ``code`` (only for a game with one)."""
        if code is None:
            return
        if not given_up:
            game_id = self._game_id()
            if self._stuck_offered == game_id:
                return
            self._stuck_offered = game_id
        self.withdraw_offer()
        text = (self.tr("Could the last deal have been won?") if given_up
                else self.tr("No moves left. Could this deal have been won?"))
        from PySide6.QtWidgets import QPushButton

        button = QPushButton(text)
        button.setObjectName("dealCheckOffer")
        button.setFlat(True)
        button.clicked.connect(lambda: self.check(code))
        self.host.statusBar().addWidget(button)
        button.show()
        self.offer_button, self._offered_for = button, code

    def withdraw_offer(self) -> None:
        button, self.offer_button, self._offered_for = self.offer_button, None, None
        if button is not None:
            self.host.statusBar().removeWidget(button)
            button.deleteLater()

    def _game_id(self) -> str | None:
        current = self.host.session.current
        return current.game_id if current is not None else None
