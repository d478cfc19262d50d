"""Game → Where Was It Lost?: the solver looks back over the game, and the board shows
the answer.

The look back (:func:`spider_qt.solver.analyse`, up to :data:`BUDGET` seconds) runs in
the background worker with a progress box (Cancel stops it). Its answer is shown on the
board as a *review* (:meth:`GameController.review`): the position before the action that
lost the game, that action marked as a hint is, and a strip under the board
(:mod:`.review_panel`) with the answer in words and Previous/Next to step through a
winning line from there, each step played, animated and announced like any action. A
review is not the player's game: nothing in it is saved or counted, and Back to the Game
(or any command that acts on the game) puts the player's game back as it was left.

Looking back changes neither the statistics nor the saved game of a finished game (won, or
given up through the box that asks first): it stays as it was counted. A game still in
play is marked as played with help when the answer shows a winning line from a position
the player can still undo back to (:func:`helps`): that is a hint, however far back; a
look back that finds nothing within reach (a stuck game lost beyond its undo history)
leaves the loss a plain loss, so it cannot be used to keep a streak.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QPushButton, QWidget

from spider_qt.engine import Game, Move
from spider_qt.i18n.texts import fill
from spider_qt.languages import without_mnemonic
from spider_qt.ui.assist.boxed_search import BoxedSearch
from spider_qt.ui.assist.jobs import postmortem_job
from spider_qt.ui.assist.worker import SolverWorker, Task
from spider_qt.ui.board.hint_marks import HintMarks
from spider_qt.ui.controller import Change

if TYPE_CHECKING:
    from spider_qt.solver import PostMortem
    from spider_qt.ui.assist.host import AssistHost
    from spider_qt.ui.assist.postmortem_words import Plan, PostMortemWords
    from spider_qt.ui.assist.review_panel import ReviewDock, ReviewPanel

BUDGET: Final = 60.0  # seconds the look back may take


def has_actions(game: Game) -> bool:
    """Whether there is anything to look back on (what the look back reads: the game's
    whole line, or its undo history when the line is not known)."""
    from spider_qt.solver.postmortem import line_of

    return bool(line_of(game)[0])


def _key(game: Game) -> tuple[object, ...]:
    return (game.columns, game.stock)


def helps(game: Game, result: PostMortem) -> bool:
    """Whether the answer is a hint for ``game`` in play: a winning line from a position
    its undo history still reaches."""
    winnable = result.last_proven_winnable
    if game.won or winnable is None:
        return False
    return winnable >= len(result.actions) - len(game.history)


class PostMortemReview(QObject):
    """One window's post-mortems: ``window.assist.postmortem``. ``shown`` is emitted once an
    answer is on the board."""

    shown = Signal()

    def __init__(self, host: AssistHost, worker: Callable[[], SolverWorker],
                 make_way: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._worker = worker
        self._make_way = make_way  # stops a demo: it must not play on the answer's board
        self.offer_button: QPushButton | None = None
        self.search = BoxedSearch(self)
        self.marks = HintMarks(host.board)
        self.game: Game | None = None  # the game looked back over
        self.result: PostMortem | None = None
        self.plan: Plan | None = None
        self.steps = 0  # actions of the winning line played on the board
        self.panel: ReviewPanel | None = None
        self._dock: ReviewDock | None = None
        self._words: PostMortemWords | None = None
        self._expected: tuple[object, ...] | None = None  # the position of ``steps``
        self.leaving = False  # the player's game is being put back
        host.controller.changed.connect(self._on_changed)
        host.board.viewport().installEventFilter(self)

    @property
    def task(self) -> Task | None:
        return self.search.task

    @property
    def showing(self) -> bool:
        """An answer is on the board (the player's game is put aside)."""
        return self.panel is not None

    # --- looking back --------------------------------------------------------------------------

    def start(self, game: Game | None = None) -> Task | None:
        """Look back over ``game`` (the one on the board by default; a review is left first)."""
        self.leave()
        game = game if game is not None else self.host.controller.game
        words = self.words
        if not has_actions(game):
            self.host.statusBar().showMessage(
                self.tr("Nothing to look back on: no action was played yet."), 5000)
            return None
        self.game = game
        return self.search.start(self._worker(), words.title(game.won), words.searching(),
                                 self.host.board.window(), self._answered, self._failed,
                                 postmortem_job, game.to_dict(), game.complete_deck, BUDGET)

    def cancel(self) -> None:
        self.search.cancel()

    @property
    def words(self) -> PostMortemWords:
        if self._words is None:  # the solver is imported with the first look back
            from spider_qt.ui.assist.postmortem_words import PostMortemWords

            self._words = PostMortemWords(self)
        return self._words

    def _failed(self, message: str) -> None:
        self.host.statusBar().showMessage(fill(self.tr("The solver failed: %1"), message),
                                          8000)

    def _answered(self, result: Any) -> None:
        from spider_qt.ui.assist.postmortem_words import plan_of

        game = self.game
        if game is None:
            return
        self.result, self.plan, self.steps = result, plan_of(game, result), 0
        if game is self.host.controller.game and helps(game, result):
            self.host.session.mark_assisted()
        self._make_way()
        self.withdraw_offer()
        self._open_panel()
        self._go_to(0)
        self._say_answer()
        self.shown.emit()

    def offer(self) -> None:
        """A game with no move and no deal left: the look back offered quietly, in the
        status bar (beside the deal check's offer), in the menu command's own words."""
        if self.offer_button is not None:
            return
        button = QPushButton(without_mnemonic(self.host.postmortem_action.text()))
        button.setObjectName("postMortemOffer")
        button.setFlat(True)
        button.clicked.connect(lambda: self.start())
        self.host.statusBar().addWidget(button)
        button.show()
        self.offer_button = button

    def withdraw_offer(self) -> None:
        button, self.offer_button = self.offer_button, None
        if button is not None:
            self.host.statusBar().removeWidget(button)
            button.deleteLater()

    # --- the board ------------------------------------------------------------------------------

    def next(self) -> None:
        """Play the next action of the winning line on the board."""
        plan = self.plan
        if plan is None or not self.showing or self.steps >= len(plan.line):
            return
        controller = self.host.controller
        self.host.board.finish_animations()
        if self._expected != _key(controller.game):  # the player moved cards meanwhile
            self._go_to(self.steps)
        action = plan.line[self.steps]
        self.steps += 1
        played = (controller.move(action.src, action.start, action.dst)
                  if isinstance(action, Move) else controller.deal())
        if not played:  # pragma: no cover - the line was replayed to a win by the solver
            self._go_to(self.steps)
        self._expected = _key(controller.game)
        self._show_step()

    def previous(self) -> None:
        """Take back the last action of the line played: undone on the board (animated, and
        announced as an undo is), or the position shown afresh if the player moved cards."""
        if self.plan is None or not self.showing or self.steps == 0:
            return
        controller = self.host.controller
        self.host.board.finish_animations()
        if self._expected == _key(controller.game) and controller.game.can_undo \
                and controller.undo():
            self.steps -= 1
            self._expected = _key(controller.game)
            self._show_step()
        else:
            self._go_to(self.steps - 1)

    def leave(self) -> None:
        """Back to the player's game, as it was left (a look back under way goes on)."""
        if not self.showing:
            return
        said = without_mnemonic(self.panel.back_button.text()) if self.panel else ""
        self.leaving = True
        try:
            self._close_panel()
            self.host.controller.end_review()
        finally:
            self.leaving = False
        self.host.board.setFocus()
        self.host.board.announce(said)  # rather than "New game": it is the same game

    def _go_to(self, steps: int) -> None:
        """The position with ``steps`` actions of the line played, shown at once."""
        assert self.plan is not None
        self.steps = steps
        position = self.plan.position(steps)
        self.host.controller.review(position)
        self._expected = _key(position)
        self._show_step()

    def _show_step(self) -> None:
        plan, panel = self.plan, self.panel
        if plan is None or panel is None:
            return
        position = self.host.controller.game
        text = self.words.step(plan, self.steps, position) if plan.line else ""
        panel.show_step(text, self.steps > 0, self.steps < len(plan.line))
        if self.steps == 0 and plan.fatal is not None:
            fatal = plan.fatal
            self.host.board.after_animations(lambda: self._mark(fatal))

    def _mark(self, action: object) -> None:
        if self.showing and self.steps == 0 and self.plan is not None \
                and action is self.plan.fatal and self.plan.fatal is not None:
            self.marks.show(self.plan.fatal)

    def _say_answer(self) -> None:
        if self.result is None or self.plan is None or self.panel is None:
            return
        words = self.words
        title = words.title(self.result.ended_won)
        verdict = words.verdict(self.result, self.plan)
        self.panel.show_answer(title, verdict)
        self.host.statusBar().showMessage(title, 5000)
        self.host.board.announce(f"{title} {verdict}")

    # --- the panel ------------------------------------------------------------------------------

    def _open_panel(self) -> None:
        from spider_qt.ui.assist.review_panel import ReviewDock, ReviewPanel

        self._close_panel()
        panel = ReviewPanel()
        panel.previous.connect(self.previous)
        panel.next.connect(self.next)
        panel.back.connect(self.leave)
        panel.reworded.connect(self._reworded)
        window: QWidget = self.host.board.window()
        if isinstance(window, QMainWindow):
            self._dock = ReviewDock(panel, window)
        else:  # a board without a main window (a test's): the panel on its own
            panel.setParent(window)
        self.panel = panel
        panel.show()
        focus = panel.next_button if self.plan is not None and self.plan.line \
            else panel.back_button
        focus.setFocus()

    def _close_panel(self) -> None:
        self.marks.clear()
        panel, self.panel = self.panel, None
        dock, self._dock = self._dock, None
        if dock is not None:
            dock.remove()
        elif panel is not None:
            panel.hide()
            panel.deleteLater()

    def _reworded(self) -> None:
        self._say_answer()
        self._show_step()

    def _on_changed(self, change: Change) -> None:
        """Any change moves the cards from under the marks; a game started while the
        answer was shown (the review was dropped for it) closes the strip."""
        self.marks.clear()
        if self.showing and not self.host.controller.reviewing:
            self._close_panel()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A new layout of the board: the fatal action's marks are drawn again in place."""
        if event.type() == QEvent.Type.Resize and self.marks.action is not None:
            action = self.marks.action
            self.marks.clear()
            QTimer.singleShot(0, self, lambda: self._mark(action))
        return False
