"""The worker's jobs, called directly (no process): plain data in, plain data out."""

from __future__ import annotations

from collections.abc import Callable

from spider_qt.engine import DEAL, Catalog, Game, Move, parse_code
from spider_qt.ui.assist.jobs import (
    action_from_json,
    action_to_json,
    game_data,
    rebuild,
    start_solve_job,
    winnable_deal_job,
)

Position = Callable[..., Game]


def never() -> bool:
    return False


def ignore(share: float) -> None:
    pass


def test_actions_travel_as_lists() -> None:
    for action in (Move(3, 4, 9), DEAL):
        assert action_from_json(action_to_json(action)) == action


def test_a_constructed_position_is_rebuilt_as_it_was(position: Position,
                                                     catalog: Catalog) -> None:
    twos = [["2H"], ["2D"], ["2C"], ["2S"], ["2H"], ["2D"], ["2C"], ["2S"]]
    game = position([["#AS", "QS"], ["KS"], *twos], suits=4)
    game.move(0, 1, 1)
    again = rebuild(catalog, game_data(game))
    assert again.columns == game.columns and again.score == game.score
    assert not again.can_undo  # the history stays home: no search needs it


def test_the_line_of_a_deal_wins_it_from_its_start(catalog: Catalog) -> None:
    line = start_solve_job(catalog, never, ignore, "SP1-S1C-AAAAAAB", 20.0)
    assert line
    game = Game.start(parse_code("SP1-S1C-AAAAAAB", catalog))
    for step in line:
        game.play(action_from_json(step))
    assert game.won


def test_the_winnable_search_deals_valid_codes_whatever_the_seed(catalog: Catalog) -> None:
    for seed in range(40):  # each seed makes its first code, then the search is cancelled
        answers = iter([False])
        assert winnable_deal_job(catalog, lambda a=answers: next(a, True), ignore, "spider", 4,
                                 "classic", 1.0, seed) is None
    calls = iter([False, False, True])
    code = winnable_deal_job(catalog, lambda: next(calls, True), ignore, "spider", 1, "classic",
                             10.0, 7)
    assert code is None or parse_code(code, catalog).suits == 1
