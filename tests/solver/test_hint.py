"""``hint``: legal, blind to hidden cards, deterministic, and a player who follows it
gets somewhere without going round in circles."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from spider_qt.engine import DEAL, Game, Move, new_game
from spider_qt.solver import hint, solve

PositionFactory = Callable[..., Game]
SINGLES = [["AS"], ["AH"], ["AD"], ["AC"], ["3S"], ["3H"], ["3D"], ["3C"]]


def played(code: str, seed: int, steps: int) -> Game:
    """The game of ``code`` after up to ``steps`` random actions."""
    rng = random.Random(seed)
    game = new_game(code)
    for _ in range(steps):
        moves = game.legal_moves()
        if moves and rng.random() < 0.85:
            game.play(rng.choice(moves))
        elif game.refusal(DEAL) is None:
            game.play(DEAL)
        elif moves:
            game.play(rng.choice(moves))
        else:
            break
    return game


def hidden_shuffled(game: Game, seed: int) -> Game:
    """The same position but with its face-down cards and stock dealt out anew (the deck
    stays complete): what the player sees is unchanged."""
    data: dict[str, Any] = game.to_dict()
    data.pop("history", None)
    data.pop("code", None)
    columns: list[list[str]] = data["columns"]
    hidden = [t.removeprefix("#") for column in columns for t in column if t.startswith("#")]
    hidden += [t.removeprefix("#") for t in data["stock"]]
    random.Random(seed).shuffle(hidden)
    cards = iter(hidden)
    data["columns"] = [["#" + next(cards) if t.startswith("#") else t for t in column]
                       for column in columns]
    data["stock"] = ["#" + next(cards) for _ in data["stock"]]
    return Game.from_dict(data)


def test_hidden_cards_do_not_change_the_hint() -> None:
    for code, steps in (("SP1-S4C-AAAAAAD", 30), ("SP1-S2C-AAAAAAB", 0),
                        ("SD1-S2-AAAAAAC", 12), ("SC1-S4-AAAAAAB", 5)):
        game = played(code, 1, steps)
        other = hidden_shuffled(game, 2)
        assert other.snapshot() != game.snapshot()
        assert hint(other) == hint(game)


@settings(max_examples=15, deadline=None)
@given(code=st.sampled_from(["SP1-S1C-AAAAAAD", "SP1-S4R-AAAAAAC", "SD1-S4-AAAAAAF",
                             "SC1-S2-AAAAAAE", "SS1-S4-AAAAAAB", "SP1-S2O-AAAAAAG"]),
       seed=st.integers(0, 10**6), steps=st.integers(0, 60))
def test_every_hint_is_legal_and_blind_to_hidden_cards(code: str, seed: int,
                                                        steps: int) -> None:
    game = played(code, seed, steps)
    action = hint(game)
    if action is not None:
        assert game.refusal(action) is None
    else:
        assert game.refusal(DEAL) is not None
    assert hint(hidden_shuffled(game, seed + 1)) == action


def test_a_won_or_stuck_game_gets_none(position: PositionFactory) -> None:
    game = new_game("SS1-S1-AAAAAAB")
    solution = solve(game, budget=20)
    assert solution is not None
    for action in solution.actions:
        game.play(action)
    assert game.won and hint(game) is None
    stuck = position(columns=[*SINGLES, ["5S"], ["5H"]])
    assert stuck.legal_moves() == [] and hint(stuck) is None


def test_deal_when_nothing_else_helps_and_fill_a_column_to_deal(
        position: PositionFactory) -> None:
    stock = ["KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC", "JS", "JH"]
    only_deal = position(columns=[*SINGLES, ["5S"], ["5H"]], stock=stock)
    assert hint(only_deal) == DEAL
    gap = position(columns=[[], ["9S", "8H"], *SINGLES], stock=stock)
    assert gap.refusal(DEAL) is not None
    assert hint(gap) == Move(1, 1, 0)
    gap.play(Move(1, 1, 0))
    assert hint(gap) == DEAL


def test_following_hints_wins_an_easy_deal_without_circles() -> None:
    """(How long a hint takes is ``bench/solver.py``'s hint table: median and max ms.)"""
    game = new_game("SD1-S1-AAAAAAB")
    seen = set()
    for _ in range(200):
        action = hint(game)
        assert action is not None
        game.play(action)
        if game.won:
            break
        key = (game.columns, game.stock)
        assert key not in seen
        seen.add(key)
    assert game.won
