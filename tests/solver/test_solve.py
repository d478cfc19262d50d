"""``solve``: the lines it returns win in the engine, it leaves the game alone, and it
stops on time or when cancelled."""

from __future__ import annotations

import concurrent.futures
import dataclasses
import multiprocessing
import pickle

import pytest

from spider_qt.engine import DEAL, Catalog, Game, new_game
from spider_qt.solver import Solution, search, solve, solve_saved, strategies
from spider_qt.solver.compact import Rules, actions_of
from spider_qt.solver.portfolio import HELPER_NAME, Helper
from spider_qt.solver.search import BEAMS, WIDTHS, run_helper, width_of
from spider_qt_builtins.spider import SPIDER

EASY = ["SP1-S1C-AAAAAAB", "SD1-S1-AAAAAAB", "SP1-S2C-AAAAAAF", "SC1-S1-AAAAAAB",
        "SS1-S1-AAAAAAB", "SD1-S4-AAAAAAD"]
#: Four suits, deal 76, which no search wins within a moment (nor in 30 s).
HARD = "SP1-S4C-AAAAACY"


def wins(game: Game, solution: Solution) -> bool:
    for action in solution.actions:
        assert not game.won
        game.play(action)  # MoveError if the line holds an illegal action
    return game.won


@pytest.mark.parametrize("code", EASY)
def test_the_line_found_wins_when_replayed(code: str) -> None:
    solution = solve(new_game(code), budget=20)
    assert solution is not None
    assert solution.actions and solution.seconds >= 0 and solution.nodes > 0
    assert wins(new_game(code), solution)


def test_it_solves_from_the_current_position_and_changes_nothing() -> None:
    game = new_game("SP1-S1C-AAAAAAC")
    game.play(game.legal_moves()[0])
    game.play(DEAL)
    game.undo()
    before = (game.snapshot(), game.history, game.redo_actions, game.to_dict())
    solution = solve(game, budget=20)
    assert solution is not None
    assert (game.snapshot(), game.history, game.redo_actions, game.to_dict()) == before
    assert wins(game, solution)


def test_a_won_game_needs_no_action() -> None:
    game = new_game("SS1-S1-AAAAAAB")
    first = solve(game, budget=20)
    assert first is not None
    for action in first.actions:
        game.play(action)
    again = solve(game, budget=1)
    assert again is not None and again.actions == []


class LookClock:
    """The solver's clock, moved on by a millisecond at each look (one every
    ``CHECK_EVERY`` positions): a budget is then a number of looks, and "stops on time" is
    counted rather than raced against the machine's load. How long past its budget or a
    cancel the real thing returns is measured by ``bench/solver.py --stops``."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 0.001
        return self.now


@pytest.fixture
def look_clock(monkeypatch: pytest.MonkeyPatch) -> LookClock:
    clock = LookClock()
    monkeypatch.setattr(strategies, "time", clock)
    monkeypatch.setattr(search, "time", clock)
    return clock


def test_a_budget_too_small_gives_none_at_once(look_clock: LookClock) -> None:
    fractions: list[float] = []
    assert solve(new_game(HARD), budget=0.0, progress=fractions.append) is None
    assert fractions == []  # stopped at its first look, before a position was searched
    look_clock.now = 0.0
    assert solve(new_game(HARD), budget=0.05, progress=fractions.append) is None
    assert len(fractions) > 40 and fractions == sorted(fractions) and fractions[-1] < 1.0
    assert 0.05 <= look_clock.now < 0.05 + 0.002  # the first look past the budget ended it


def test_cancel_stops_the_search_and_progress_is_told() -> None:
    asked: list[int] = []
    fractions: list[float] = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) > 3

    assert solve(new_game(HARD), budget=60, cancel=cancel, progress=fractions.append) is None
    assert len(asked) == 4  # the search asked no more once told to stop
    assert helpers() == []
    assert fractions and all(0.0 <= f <= 1.0 for f in fractions)
    assert fractions == sorted(fractions)


def test_a_saved_game_is_solved_in_a_spawned_process() -> None:
    """What a UI's worker does: ``solve_saved`` with ``to_dict()``, the Solution back."""
    game = new_game(EASY[1])
    game.play(game.legal_moves()[0])
    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(1, mp_context=context) as pool:
        solution = pool.submit(solve_saved, game.to_dict(), 20.0).result(timeout=120)
    assert solution is not None
    assert wins(game, solution)


def test_a_solution_pickles() -> None:
    solution = solve(new_game(EASY[0]), budget=20)
    assert solution is not None
    copy = pickle.loads(pickle.dumps(solution))
    assert copy == solution
    assert wins(new_game(EASY[0]), copy)


def test_the_helper_process_sends_a_winning_line() -> None:
    """What the portfolio's helper runs (here in this process): its line wins."""
    game = new_game(EASY[5])
    theirs, ours = multiprocessing.Pipe(duplex=False)
    run_helper(ours, game.to_dict(), 20.0, BEAMS[1:2])
    steps, nodes = theirs.recv()
    assert nodes > 0
    assert wins(game, Solution(actions_of(steps)))


def helpers() -> list[multiprocessing.process.BaseProcess]:
    """The solver's helper processes alive now (not other tests' workers, say the UI's)."""
    return [p for p in multiprocessing.active_children() if p.name == HELPER_NAME]


def test_a_helper_is_started_and_ended_with_the_search() -> None:
    """A deal no search wins at once: the helper process starts after the first round,
    and when ``cancel`` stops the search (at its first look with the helper running) it
    is gone too."""
    seen: list[int] = []

    def cancel() -> bool:
        seen.append(len(helpers()))
        return seen[-1] >= 1

    assert solve(new_game(HARD), budget=60, cancel=cancel) is None
    assert seen[-1] == 1 and seen[0] == 0  # none during the first round, one after it
    assert helpers() == []


def test_no_helper_for_a_variant_the_default_catalog_does_not_know() -> None:
    stripes = dataclasses.replace(SPIDER, key="stripes", name="Stripes", letters="ST")
    game = new_game(variant="stripes", suits=4, deal=1, catalog=Catalog([stripes]))
    assert Helper.start(game, Rules(game), 30.0, BEAMS, run_helper) is None
    assert helpers() == []


@pytest.mark.parametrize(("code", "suits"), [("SP1-S1C-AAAAAAD", 1), ("SP1-S2C-AAAAAAD", 2),
                                             ("SP1-S4C-AAAAAAN", 4), ("SD1-S4-AAAAABD", 4)])
def test_the_rules_know_the_suits_in_play(code: str, suits: int) -> None:
    # How far greedy search goes depends on it (search.GREEDY_SUITS).
    assert Rules(new_game(code)).suits == suits


def test_every_round_tries_a_width_no_earlier_round_tried_with_the_same_weights() -> None:
    widths = [width_of(r) for r in range(40)]
    assert widths[:len(WIDTHS)] == list(WIDTHS)
    # The first round is narrow (easy deals), and no two rounds repeat a beam exactly
    # (a beam is deterministic: the same weights and width would find nothing new).
    assert widths[0] < min(widths[1:])
    assert len(set(widths)) == len(widths)
