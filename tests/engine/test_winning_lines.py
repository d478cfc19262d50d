"""engine.lines: the one test of "these actions win this position"."""

from __future__ import annotations

import json
from pathlib import Path

from spider_qt.engine import DEAL, Action, Move, new_game
from spider_qt.engine.lines import replayed, wins

EXAMPLE = (Path(__file__).resolve().parents[2] / "resources" / "spider_qt_resources"
           / "examples" / "spiderette-1.json")


def example() -> tuple[str, list[Action]]:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data["code"], [DEAL if a == "deal" else Move(*a) for a in data["line"]]


def test_a_winning_line_wins_and_leaves_the_game_as_it_was() -> None:
    code, line = example()
    game = new_game(code)
    before = game.snapshot()
    assert wins(game, line)
    assert game.snapshot() == before and game.history == ()
    assert replayed(game, line).won and not game.won


def test_a_line_that_stops_short_or_goes_on_or_breaks_a_rule_does_not_win() -> None:
    code, line = example()
    game = new_game(code)
    assert not wins(game, line[:-1])
    assert not wins(game, [*line, DEAL])  # nothing may follow the win
    assert not wins(game, [Move(0, 0, 0), *line])  # a move onto its own column is refused
