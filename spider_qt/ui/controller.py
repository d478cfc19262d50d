"""The one road from the board to the engine.

The scene and the window never change a :class:`Game` themselves: they call
the controller, which asks the engine, and every change is announced by a
signal. A refusal comes back as the engine's own :class:`Refusal`, so rule
reminders are worded by the engine, not re-derived by the UI.

A *review* (:meth:`GameController.review`: the post-mortem showing a position of a
finished game and a winning line) puts another game on the board for a while: its
actions go through the same road, so they are animated and announced as ever, but the
session is out of it (nothing is saved or counted) and a win there is no player's win.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QObject, Signal

from spider_qt.engine import (
    Action,
    Catalog,
    Game,
    GameCode,
    MoveError,
    Outcome,
    Refusal,
    default_catalog,
)
from spider_qt.session import Session


class ChangeKind(StrEnum):
    """What kind of change the board is told about (a ``str``: ``ChangeKind.NEW == "new"``)."""

    NEW = "new"
    MOVE = "move"
    DEAL = "deal"
    UNDO = "undo"
    REDO = "redo"


@dataclass(frozen=True, slots=True)
class Change:
    """What just happened to the game, and what the engine says it did (for an undo: the
    action it took back)."""

    kind: ChangeKind
    outcome: Outcome | None = None
    undone: Action | None = None


class GameController(QObject):
    """Holds the current game and applies the player's actions to it."""

    changed = Signal(object)  # Change
    refused = Signal(object)  # Refusal
    won = Signal()

    def __init__(self, game: Game, catalog: Catalog | None = None,
                 session: Session | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog if catalog is not None else default_catalog()
        self.session = session
        self.game = game
        self._kept: tuple[Game, Session | None] | None = None  # the player's, while reviewing

    # --- starting games -----------------------------------------------------------------

    def start(self, code: GameCode) -> None:
        """A new deal; the session counts the game it replaces and saves the new one."""
        self._drop_review()
        self.game = self.session.start(code) if self.session is not None else Game.start(code)
        self.changed.emit(Change(ChangeKind.NEW))

    def show_game(self, game: Game) -> None:
        """Play ``game``, which the session has made current (a parked game resumed)."""
        self._drop_review()
        self.game = game
        self.changed.emit(Change(ChangeKind.NEW))

    @property
    def reviewing(self) -> bool:
        """Another game than the player's is on the board (:meth:`review`)."""
        return self._kept is not None

    def review(self, game: Game) -> None:
        """Show ``game`` instead of the player's: its actions are neither saved nor counted
        and its win is not announced (:attr:`won`), until :meth:`end_review`."""
        if self._kept is None:
            self._kept = (self.game, self.session)
        self.game, self.session = game, None
        self.changed.emit(Change(ChangeKind.NEW))

    def end_review(self) -> None:
        """The player's game back on the board, as it was left."""
        if self._kept is None:
            return
        self._drop_review()
        self.changed.emit(Change(ChangeKind.NEW))

    def _drop_review(self) -> None:
        """A new game replaces a review too: the player's session comes back first."""
        if self._kept is not None:
            (self.game, self.session), self._kept = self._kept, None

    def restart(self) -> None:
        """Play the same deal again from its start."""
        if self.game.game_code is not None:
            self.start(self.game.game_code)

    # --- actions --------------------------------------------------------------------------

    def move(self, src: int, start: int, dst: int) -> bool:
        return self._do(ChangeKind.MOVE, lambda: self.game.move(src, start, dst))

    def deal(self) -> bool:
        return self._do(ChangeKind.DEAL, self.game.deal)

    def redo(self) -> bool:
        return self._do(ChangeKind.REDO, self.game.redo)

    def undo(self) -> bool:
        try:
            action = self.game.undo()
        except MoveError as exc:
            self.refused.emit(Refusal(exc.rule_id, exc.message, dict(exc.details)))
            return False
        self._saved()
        self.changed.emit(Change(ChangeKind.UNDO, undone=action))
        return True

    def _saved(self) -> None:
        if self.session is not None:
            self.session.after_action(self.game)

    def send_to_best(self, src: int, start: int) -> bool:
        """Double click and keyboard play: the cards go where the engine thinks best."""
        target = self.game.best_target(src, start)
        if target is None:
            self.refused.emit(self.game.no_target_refusal(src, start))
            return False
        return self.move(src, start, target)

    def _do(self, kind: ChangeKind, action: Callable[[], Outcome]) -> bool:
        try:
            outcome = action()
        except MoveError as exc:
            self.refused.emit(Refusal(exc.rule_id, exc.message, dict(exc.details)))
            return False
        self._saved()
        self.changed.emit(Change(kind, outcome))
        if self.game.won and self._kept is None:
            self.won.emit()
        return True
