"""Winnable deals only (Settings → Preferences): a new random game is a deal proven winnable.

The proof comes from the shipped list of deals the solver has won
(:func:`spider_qt.solver.winnable.winnable_code`), at once. A kind of game the list does
not cover (a plugin's variant, a rule that changes more than it adds) is searched for in
the background: random deals are solved one after another until one is won, with a
progress box (Cancel keeps the game in progress). A game code the player types is
always played as it is: only random deals are chosen.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QObject

from spider_qt.engine import GameCode, parse_code
from spider_qt.i18n.texts import fill
from spider_qt.ui.assist.boxed_search import BoxedSearch
from spider_qt.ui.assist.jobs import winnable_deal_job
from spider_qt.ui.assist.worker import SolverWorker, Task

if TYPE_CHECKING:
    from spider_qt.ui.assist.host import AssistHost
    from spider_qt.ui.assist.progress_box import SolverProgressBox

#: Seconds spent on each random deal before the search tries the next one.
BUDGET_EACH: Final = 8.0


def listed_code(catalog: Any, variant: str, suits: int, rule: str) -> GameCode | None:
    """A deal of that kind from the shipped list of winnable deals, if it has one."""
    try:
        from spider_qt.solver.winnable import winnable_code
    except ImportError:  # no list in this build
        return None
    return winnable_code(catalog, variant, suits, rule, random.Random())


class WinnableDeals(QObject):
    """New random games for one window: ``window.assist.deals``.

    ``worker()`` is the solver's worker (made on first use); ``make_way()`` stops what
    else it may be doing (a demo's search, a deal check), since it does one job at a time.
    """

    def __init__(self, host: AssistHost, worker: Callable[[], SolverWorker],
                 make_way: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._worker = worker
        self._make_way = make_way
        self.search = BoxedSearch(self)
        self._tried = 0

    @property
    def task(self) -> Task | None:
        """The search under way, if any."""
        return self.search.task

    @property
    def progress_box(self) -> SolverProgressBox | None:
        return self.search.box

    @property
    def wanted(self) -> bool:
        return self.host.options.winnable_only

    def start(self, code: GameCode, at_random: bool) -> None:
        """Start ``code``'s game, or, when it is a random deal and only winnable deals are
        wanted, a winnable deal of its kind (:attr:`task` while one is searched for)."""
        controller = self.host.controller
        if not (at_random and self.wanted):
            controller.start(code)
            return
        kind = (code.variant.key, code.suits, code.rule.key)
        listed = listed_code(controller.catalog, *kind)
        if listed is not None:
            controller.start(listed)
            return
        self._search(*kind)

    def _search(self, variant: str, suits: int, rule: str) -> Task:
        self.cancel()
        self._make_way()  # the worker does one job at a time: this one goes first
        self._tried, last = 1, [0.0]

        def progressed(box: SolverProgressBox, share: float) -> None:
            if share < last[0]:  # the next deal's search has begun
                self._tried += 1
                box.set_text(fill(self.tr("Looking for a deal the solver can win… (deal %1)"),
                                  str(self._tried)))
            last[0] = share
            box.set_progress(share)

        return self.search.start(
            self._worker(), self.tr("Winnable Deal"),
            self.tr("Looking for a deal the solver can win…"), self.host.board.window(),
            self._found, self._failed, winnable_deal_job, variant, suits, rule, BUDGET_EACH,
            random.randrange(2**32), on_progress=progressed)

    def cancel(self) -> None:
        self.search.cancel()

    def _found(self, result: Any) -> None:
        if result is not None:
            controller = self.host.controller
            controller.start(parse_code(str(result), controller.catalog))

    def _failed(self, message: str) -> None:
        self.host.statusBar().showMessage(fill(self.tr("The solver failed: %1"), message),
                                          8000)
