"""Help from the solver, for a player who asks for it: Hint, Demo, and where they are offered.

Opt-in (Settings → Preferences → "Hints and demo", off by default: the game the source
pages describe gives no hints). The solver runs in the background worker
(:mod:`spider_qt.ui.assist.worker`), started the first time help is asked for.

- **Hint** (H) asks :func:`spider_qt.solver.hint`, which sees only what the player sees,
  then marks its action on the board
  (:class:`spider_qt.ui.board.hint_marks.HintMarks`) and says it in the status bar.
- **Demo** (Shift+H) asks :func:`spider_qt.solver.solve` for a winning line from the
  position, then plays it (:class:`spider_qt.ui.assist.demo.DemoPlayer`). The full solver
  rather than a chain
  of hints: the demo is the computer playing, and a line that is proven to win never
  walks into a dead end, where hints, which cannot see the face-down cards, might. When
  no line is found the demo says so and plays nothing.

A game where either was used (or a winning line was replayed) is marked as played with
help: the statistics count it apart and the win box says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from spider_qt.engine import Action, Move
from spider_qt.i18n.texts import card_name, column_name, fill
from spider_qt.ui.assist.deal_check import DealCheck
from spider_qt.ui.assist.demo import STOPPING_EVENTS, DemoPlayer
from spider_qt.ui.assist.host import AssistHost
from spider_qt.ui.assist.jobs import (
    CatalogRecipe,
    action_from_json,
    game_data,
    hint_job,
    solve_job,
    warm_job,
)
from spider_qt.ui.assist.postmortem import PostMortemReview, has_actions
from spider_qt.ui.assist.winnable_deals import WinnableDeals
from spider_qt.ui.assist.worker import SolverWorker, Task
from spider_qt.ui.board.hint_marks import HintMarks
from spider_qt.ui.controller import Change, ChangeKind

if TYPE_CHECKING:
    from spider_qt.session import Session
    from spider_qt.settings.declarations import Value

#: Seconds the demo's solver may search from the position before it gives up.
DEMO_BUDGET: Final = 20.0
#: How long a status bar message stays (ms).
MESSAGE_MS: Final = 10000
#: With hints on, the worker starts this long after the window (ms): out of the start-up's
#: way, yet ready before the first hint, which would otherwise wait for a fresh interpreter.
WARM_UP_MS: Final = 3000


def recipe_of(session: Session) -> CatalogRecipe:
    """The worker's catalog recipe: the window's plugins, as the session loaded them."""
    plugins, profile = session.plugins, session.profile
    if plugins is None or profile is None:
        return CatalogRecipe()
    return CatalogRecipe(str(profile.plugins_dir), tuple(session.settings.disabled_plugins),
                         plugins.safe_mode)


def command_slots(assist: Callable[[], Assist]) -> dict[str, Callable[[], object]]:
    """The solver's commands, for a host whose :class:`Assist` (``assist()``) is made after
    its menus: the commands exist before it, and act on it once they are used."""
    return {"hint": lambda: assist().hint(),
            "demo": lambda: assist().demo(),
            "could_win": lambda: assist().check.check(),
            "postmortem": lambda: assist().postmortem.start()}


class Assist(QObject):
    """The solver's help for one window (``window.assist``), through what ``host`` offers."""

    def __init__(self, host: AssistHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._worker: SolverWorker | None = None
        self.marks = HintMarks(host.board)
        self._hint_task: Task | None = None
        self._demo_task: Task | None = None
        self.player: DemoPlayer | None = None
        self.check = DealCheck(host, lambda: self.worker, self.play_line, self)
        self.deals = WinnableDeals(host, lambda: self.worker, self._make_way, self)
        self.postmortem = PostMortemReview(host, lambda: self.worker, self.stop_demo, self)
        self._previous = self._game_state()
        host.controller.changed.connect(self._on_changed)
        host.options.subscribe(self._on_setting)
        host.board.viewport().installEventFilter(self)  # a new layout: the marks go
        self._show_commands()
        host.could_win_action.setEnabled(host.controller.game.code is not None)
        host.postmortem_action.setEnabled(has_actions(host.controller.game))
        if self.enabled:
            QTimer.singleShot(WARM_UP_MS, self, self.warm_up)

    # --- the worker ---------------------------------------------------------------------------

    @property
    def worker(self) -> SolverWorker:
        """The background worker, made when first needed (with the plugins loaded now)."""
        recipe = recipe_of(self.host.session)
        if self._worker is not None and self._worker.recipe != recipe:
            self._worker.shutdown()  # the plugins were switched: the worker loads them anew
            self._worker = None
        if self._worker is None:
            self._worker = SolverWorker(recipe, self)
        return self._worker

    def warm_up(self) -> None:
        """Start the worker before help is asked for (once the player has switched it on)."""
        if self.enabled and (self._worker is None or self._worker.process is None):
            self.worker.submit(warm_job)

    @property
    def started_worker(self) -> SolverWorker | None:
        """The worker if it was ever needed (tests look at its process)."""
        return self._worker

    def _make_way(self) -> None:
        """The worker does one job at a time: a search for a winnable deal goes first."""
        self.stop_demo()
        self.check.cancel()
        self.postmortem.cancel()

    def shutdown(self) -> None:
        """The window closes: stop everything, end the worker process."""
        self.stop_demo()
        self.check.cancel()
        self.deals.cancel()
        self.postmortem.cancel()
        self.postmortem.leave()
        if self._worker is not None:
            self._worker.shutdown()

    # --- the commands ---------------------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        return self.host.options.hints_and_demo

    def hint(self) -> Task | None:
        """Ask for a hint; it is shown when it comes (the board stays playable meanwhile)."""
        game = self.host.controller.game
        if not self.enabled or game.won or not self.host.ready_for_command():
            return None
        self.stop_demo()
        self._cancel_hint()
        self.marks.clear()
        task = self.worker.submit(hint_job, game_data(game))
        task.finished.connect(self._hint_came)
        task.failed.connect(self._failed)
        self._hint_task = task
        self._say(self.tr("Looking for a hint…"))
        return task

    def demo(self) -> Task | None:
        """Look for a winning line from here, then play it; the command again stops it."""
        if self.demo_running:
            self.stop_demo()
            return None
        game = self.host.controller.game
        if not self.enabled or game.won or not self.host.ready_for_command():
            return None
        self._cancel_hint()
        self.marks.clear()
        task = self.worker.submit(solve_job, game_data(game), DEMO_BUDGET)
        task.progressed.connect(lambda share: self._say(fill(
            self.tr("Demo: looking for a way to win… %1%"), str(round(share * 100))),
            announce=False))  # shown, not read out ten times a second
        task.finished.connect(self._line_came)
        task.failed.connect(self._failed)
        self._demo_task = task
        QApplication.instance().installEventFilter(self)  # type: ignore[union-attr]
        self._say(self.tr("Demo: looking for a way to win…"))
        return task

    @property
    def demo_running(self) -> bool:
        return self._demo_task is not None or (self.player is not None and self.player.running)

    def play_line(self, actions: Sequence[Action]) -> DemoPlayer:
        """Play ``actions`` on the board (the demo, or a winning line replayed)."""
        self.stop_demo()
        self.host.session.mark_assisted()
        player = DemoPlayer(self.host.board, actions, self._demo_ended, self)
        self.player = player
        self._say(self.tr("Demo: press any key or click to take over."))
        player.start()
        return player

    def stop_demo(self) -> None:
        if self._demo_task is not None:
            task, self._demo_task = self._demo_task, None
            task.cancel()
            QApplication.instance().removeEventFilter(self)  # type: ignore[union-attr]
            self._say(self.tr("Demo stopped."))
        if self.player is not None:
            self.player.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Input while the demo looks for its line stops it, as it would stop the play; the
        board's new size moves the cards from under a hint's marks."""
        if self._demo_task is not None and event.type() in STOPPING_EVENTS:
            self.stop_demo()
        elif event.type() == QEvent.Type.Resize and watched is self.host.board.viewport():
            self.marks.clear()
        return False

    # --- results --------------------------------------------------------------------------------

    def _hint_came(self, result: Any) -> None:
        self._hint_task = None
        if result is None:
            self._say(self.tr("No move looks useful here: try Undo, or start again."))
            return
        action = action_from_json(result)
        self.host.session.mark_assisted()
        self.marks.show(action)
        self._say(self.hint_text(action))

    def hint_text(self, action: Action) -> str:
        """The hint in words, for the status bar and a screen reader."""
        if not isinstance(action, Move):
            return self.tr("Hint: deal a new row from the stock.")
        column = self.host.controller.game.columns[action.src]
        card = card_name(column[action.start])
        above = len(column) - action.start - 1
        where, to = column_name(action.src), column_name(action.dst)
        if above == 0:
            return fill(self.tr("Hint: move the %1 from %2 to %3."), card, where, to)
        return fill(self.tr("Hint: move the %1 and the %n card(s) on it from %2 to %3.", "",
                            above), card, where, to)

    def _line_came(self, result: Any) -> None:
        self._demo_task = None
        QApplication.instance().removeEventFilter(self)  # type: ignore[union-attr]
        if not result:
            self._say(self.tr("The demo found no way to win from here."))
            return
        self.play_line([action_from_json(a) for a in result])

    def _demo_ended(self, reason: str) -> None:
        self.player = None
        if reason == "input":
            self._say(self.tr("Demo stopped: your turn."))
        elif reason == "refused":
            self._say(self.tr("Demo stopped."))

    def _failed(self, message: str) -> None:
        self._hint_task = self._demo_task = None
        QApplication.instance().removeEventFilter(self)  # type: ignore[union-attr]
        self._say(fill(self.tr("The solver failed: %1"), message))

    def _say(self, text: str, announce: bool = True) -> None:
        """In the status bar, and to a screen reader unless it is a progress figure."""
        self.host.statusBar().showMessage(text, MESSAGE_MS)
        if announce:
            self.host.board.announce(text)

    def _cancel_hint(self) -> None:
        if self._hint_task is not None:
            self._hint_task.cancel()
            self._hint_task = None

    # --- following the game and the settings -------------------------------------------------

    def _game_state(self) -> tuple[str | None, str | None, bool]:
        """The current game's id, code and whether leaving it would count as a loss."""
        session, game = self.host.session, self.host.controller.game
        game_id = session.current.game_id if session.current is not None else None
        return game_id, game.code, session.at_stake()

    def _on_changed(self, change: Change) -> None:
        """A new position: the hint is stale; a new game ends the work for the old one. (A
        post-mortem's review is not the player's game: its changes are its own.)"""
        game = self.host.controller.game
        self.marks.clear()
        self._cancel_hint()
        if self.host.controller.reviewing or self.postmortem.leaving:
            return
        self.host.could_win_action.setEnabled(game.code is not None)
        self.host.postmortem_action.setEnabled(has_actions(game))
        previous, self._previous = self._previous, self._game_state()
        if change.kind is ChangeKind.NEW:
            self.stop_demo()
            self.check.cancel()
            game_id, code, at_stake = previous
            lost = (at_stake and code is not None and game_id is not None
                    and self.host.session.statistics.last_game == game_id)
            if lost and code != game.code:
                self.check.offer(code, given_up=True)
            else:
                self.check.withdraw_offer()
        elif self.check.is_stuck(game):
            self.check.offer(game.code, given_up=False)
        if self.check.is_stuck(game):
            self.postmortem.offer()
        else:
            self.postmortem.withdraw_offer()

    def _on_setting(self, name: str, value: Value) -> None:
        if name == "hints_and_demo":
            self._show_commands()
            if value:
                QTimer.singleShot(0, self, self.warm_up)
            else:
                self.stop_demo()
                self._cancel_hint()
                self.marks.clear()

    def _show_commands(self) -> None:
        on = self.enabled
        self.host.hint_action.setVisible(on)
        self.host.demo_action.setVisible(on)
