"""Shortening a found line: detours a search leaves in are cut, and what is left still
wins in the engine."""

from __future__ import annotations

import itertools

import pytest

from spider_qt.engine import new_game, wins
from spider_qt.solver.compact import Rules, actions_of, position_of
from spider_qt.solver.moves import Step
from spider_qt.solver.search import GREEDY
from spider_qt.solver.shorten import Position, drop_moves, jumps, positions, shorten
from spider_qt.solver.strategies import Clock, Greedy

CODES = ["SD1-S1-AAAAAAB", "SP1-S2C-AAAAAAF", "SD1-S4-AAAAAAD"]


def found_line(code: str) -> tuple[Rules, Position, list[Step]]:
    game = new_game(code)
    rules = Rules(game)
    start = position_of(game)
    path = Greedy(rules, GREEDY, start).run(200_000, Clock(120, None, None))
    assert path is not None
    return rules, (start, rules.start_dealt), [step for step, _, _ in path[1:]]


def with_detour(rules: Rules, start: Position, line: list[Step]) -> list[Step]:
    """``line`` with a run moved away before two moves that touch neither column, and
    moved back after them: no single action reaches past the detour (two moves were
    made in it), so only leaving moves out finds it."""
    path = positions(rules, start, line)
    for i in range(len(line) - 2):
        columns, _ = path[i]
        between = line[i:i + 2]
        if None in between:
            continue
        touched = {c for step in between if step is not None for c in (step[0], step[2])}
        for src, begin, dst in rules.legal_moves(columns):
            if src in touched or dst in touched or begin == 0:
                continue
            back = (dst, len(columns[dst]), src)
            under = columns[src][begin - 1]
            if under >= 64 or not rules.build[under * 53 + columns[src][begin]]:
                continue  # it could not come back (it lay on a face-down or loose card)
            return [*line[:i], (src, begin, dst), *between, back, *line[i + 2:]]
    raise AssertionError("no place for a detour in this line")


@pytest.mark.parametrize("code", CODES)
def test_a_run_moved_away_and_back_is_cut_out(code: str) -> None:
    rules, start, line = found_line(code)
    detoured = with_detour(rules, start, line)
    assert wins(new_game(code), actions_of(detoured))
    assert len(jumps(rules, start, detoured)) > len(jumps(rules, start, line))
    shorter = drop_moves(rules, start, detoured)
    assert len(shorter) <= len(detoured) - 2
    assert wins(new_game(code), actions_of(shorter))


@pytest.mark.parametrize("code", CODES)
def test_two_moves_of_the_same_cards_become_one(code: str) -> None:
    """A→B, another move, then B→C, where A→C was legal: two moves (no single action
    reaches past the three, so only leaving moves out finds it)."""
    rules, start, line = found_line(code)
    path = positions(rules, start, line)
    for i, (step, then) in enumerate(itertools.pairwise(line)):
        if step is None or then is None:
            continue
        columns, _ = path[i]
        src, begin, dst = step
        # Another column the same cards may go to now, and from their new place too.
        for other_src, other_begin, other in rules.legal_moves(columns):
            if (other_src, other_begin) == (src, begin) and other != dst and not {
                    src, dst, other} & {then[0], then[2]}:
                split = [*line[:i], (src, begin, other), then,
                         (other, len(columns[other]), dst), *line[i + 2:]]
                assert wins(new_game(code), actions_of(split))
                merged = drop_moves(rules, start, split)
                assert len(merged) <= len(line)
                assert wins(new_game(code), actions_of(merged))
                return
    raise AssertionError("no move with a second place to go in this line")


@pytest.mark.parametrize("code", CODES)
def test_a_shortened_line_wins_and_is_no_longer(code: str) -> None:
    rules, start, line = found_line(code)
    path = [(None, *start), *((step, columns, dealt) for step, (columns, dealt)
                              in zip(line, positions(rules, start, line)[1:], strict=True))]
    short = shorten(rules, path)
    assert len(short) <= len(line)
    assert wins(new_game(code), actions_of(short))
