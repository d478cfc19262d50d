"""Leaving a game in progress: at once when it costs nothing, else after the player says so
(:class:`~spider_qt.ui.dialogs.abandon_box.AbandonBox`), where the player may also ask
where the game was lost before it goes.

Asking, rather than an undo across games, keeps the statistics simple: a loss is counted
exactly when the player says the game is given up. Looking back gives it up too (the box
says so), then shows the post-mortem of the game given up over the game that follows it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from spider_qt.engine import Game
from spider_qt.session import Session
from spider_qt.settings import Settings

if TYPE_CHECKING:
    from spider_qt.ui.dialogs.abandon_box import AbandonBox


class Leaving(Protocol):
    """What of the window leaving a game uses."""

    @property
    def session(self) -> Session: ...

    @property
    def options(self) -> Settings: ...

    @property
    def game(self) -> Game: ...

    confirm_box: AbandonBox | None

    def look_back(self, game: Game) -> object:
        """The post-mortem of ``game`` (given up by now)."""


def leave_game_then(window: Leaving, parent: QWidget, action: Callable[[], None],
                    restart: bool) -> AbandonBox | None:
    """Run ``action``, which gives up the game in progress: at once if that costs
    nothing, else after the player confirms (the box is returned; ``None`` if not asked)."""
    if not (window.options.confirm_abandon and window.session.at_stake()):
        action()
        return None
    from spider_qt.ui.assist.postmortem import has_actions
    from spider_qt.ui.dialogs.abandon_box import AbandonBox

    game = window.game
    box = AbandonBox(restart, game.moves, parent, look_back=has_actions(game))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered() -> None:
        window.confirm_box = None  # deleted once closed: no dangling reference
        if box.confirmed or box.looks_back:
            if box.stop_asking:
                window.options.confirm_abandon = False
            action()
            if box.looks_back:
                window.look_back(game)

    box.finished.connect(answered)
    window.confirm_box = box
    box.open()
    return box
