"""Lines of play: whether a list of actions wins a position, played by the rules.

One home for the test every producer and reader of winning lines makes (the solver
before it answers, the Examples and winnable-deals data as they are read and written):
every action legal, none after the win, and the position won at the end.
"""

from __future__ import annotations

from collections.abc import Iterable

from .actions import Action
from .errors import MoveError
from .game import Game


def replayed(game: Game, actions: Iterable[Action]) -> Game:
    """A fresh copy of ``game``'s position with ``actions`` played (``MoveError`` if one is
    refused); ``game`` itself is left as it is."""
    copy = Game(game.variant_spec, game.suits, game.rule_spec, game.snapshot(),
                game.game_code, ruleset=game.ruleset)
    for action in actions:
        copy.play(action)
    return copy


def wins(game: Game, actions: Iterable[Action]) -> bool:
    """Whether ``actions`` win from ``game``'s position: each legal, the last one winning,
    none played after the win. ``game`` is left as it is."""
    copy = replayed(game, ())
    try:
        for action in actions:
            if copy.won:
                return False
            copy.play(action)
    except MoveError:
        return False
    return copy.won
