"""What the solver's help uses of the window it serves: :class:`AssistHost`.

Hint, Demo, the deal check and winnable deals are features of a window, yet they need only
a few of its parts: the game and the board, the player's settings and session, a status
bar to speak in, the commands they show or enable, and the window's two answers about
acting on the game (is the board ready for a command? how is the game in progress given
up?). Naming just those keeps the features from depending on the window's module, which
depends on them, and lets a test build them on a controller and a board, with no window.
The main window (:class:`spider_qt.ui.window.main_window.MainWindow`) is the host in the app.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QStatusBar

    from spider_qt.session import Session
    from spider_qt.settings import Settings
    from spider_qt.ui.board.view import BoardView
    from spider_qt.ui.controller import GameController


class AssistHost(Protocol):
    """The window, as :class:`~spider_qt.ui.assist.solver_help.Assist`,
    :class:`~spider_qt.ui.assist.deal_check.DealCheck` and
    :class:`~spider_qt.ui.assist.winnable_deals.WinnableDeals` see it."""

    @property
    def controller(self) -> GameController:
        """The game, and the only road to change it (a demo's moves go through it)."""

    @property
    def board(self) -> BoardView:
        """Where a hint is marked and a demo played; its window parents the boxes."""

    @property
    def session(self) -> Session:
        """Marks a game as played with help; knows whether leaving it costs a loss."""

    @property
    def options(self) -> Settings:
        """``hints_and_demo`` and ``winnable_only`` turn the features on."""

    @property
    def hint_action(self) -> QAction:
        """Shown only while hints are on."""

    @property
    def demo_action(self) -> QAction:
        """Shown only while hints are on."""

    @property
    def could_win_action(self) -> QAction:
        """Enabled only for a game with a code: only such a deal can be replayed."""

    @property
    def postmortem_action(self) -> QAction:
        """Enabled only for a game with an action to look back on."""

    def statusBar(self) -> QStatusBar:  # Qt's name: QMainWindow has it already
        """Where the features speak, and where a deal check is offered after a loss."""

    def ready_for_command(self) -> bool:
        """Ends the board's animations; ``False`` while something else (a win's box) has
        the player's attention and a command must not act."""

    def leave_game_then(self, action: Callable[[], None], restart: bool) -> object:
        """Run ``action``, which gives up the game in progress, once the player agrees."""
