"""A game lost by construction, for the post-mortem's tests (engine, command, window).

Spiderette with one suit, deal ``SD1-S1-AAAAAAD``: :data:`LINE` wins it (the solver's line,
kept here so the construction does not depend on which line a search finds first). The
game plays the line's first :data:`FATAL` actions, then a deal (the line deals much later),
which buries the cards the line needed under seven more for good
(``tests/test_analyse_command.py`` walks every position reachable after it with the
engine's own moves and finds no win), then moves on until nothing new is left.
"""

from __future__ import annotations

from typing import Any

from spider_qt.engine import DEAL, Action, Game, Move, new_game, replayed

CODE = "SD1-S1-AAAAAAD"
LINE: list[Any] = [
    [0, 0, 2], [1, 1, 6], [2, 2, 1], [6, 6, 2], [6, 5, 0], [4, 4, 6], [4, 3, 2], "deal",
    [6, 6, 3], [3, 4, 5], [6, 4, 4], [5, 6, 6], [6, 3, 2], [6, 2, 1], [1, 3, 6], [6, 1, 4],
    [6, 0, 0], [4, 3, 0], [5, 5, 0], [1, 0, 5], [5, 4, 2], [4, 2, 1], [5, 3, 4], [4, 1, 5],
    [0, 1, 6], "deal", [3, 4, 6], "deal", [6, 11, 1], [1, 2, 6], [1, 1, 4], [1, 0, 5],
    [6, 9, 5], [6, 0, 3], [0, 2, 4], [0, 1, 4], [0, 0, 4], [5, 6, 4], [5, 5, 2], [2, 15, 0],
    [2, 14, 5], [2, 5, 5], [5, 1, 1], [5, 0, 1], [3, 3, 1], [3, 2, 1], [0, 0, 1], [3, 1, 0],
    [2, 1, 5], [4, 1, 6], "deal", [5, 0, 2], [3, 0, 2], [2, 1, 1], [2, 0, 4], [1, 3, 4],
    [1, 0, 0], [0, 1, 4], [0, 0, 6]]
FATAL = 31


def action(item: Any) -> Action:
    return DEAL if item == "deal" else Move(*item)


def lost_game(extra_moves: int | None = None) -> Game:
    """The line's first FATAL actions, the deal, then ``extra_moves`` moves (by default:
    moves until none leads somewhere new, as a player trying on)."""
    game = new_game(CODE)
    for item in LINE[:FATAL]:
        game.play(action(item))
    game.deal()
    seen = {game.snapshot().columns}
    count = 0
    while extra_moves is None or count < extra_moves:
        for move in game.legal_moves():
            if replayed(game, [move]).snapshot().columns not in seen:
                game.play(move)
                seen.add(game.snapshot().columns)
                count += 1
                break
        else:
            break
    return game
