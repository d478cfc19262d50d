"""Proving a position lost: every position reachable with every legal action, looked at.

The searches of :mod:`.search` prune moves and follow a heuristic, so when they find no
line that says nothing. This search prunes nothing: a depth-first walk over every legal
move and deal (the engine's own, as :mod:`.compact` mirrors them), each position once.
When it runs out of positions without reaching a win, no line wins: the position is
**proven lost**. It stops at the first win (with the line that got there), or when the
clock or its position cap says so ("open": neither proven).

Positions that differ only in the order of their columns are the same position once every
deal is made (before that, card *i* of the next row goes to column *i*, so they are not).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from spider_qt.engine import Game

from .compact import Columns, Rules, position_of
from .moves import Step, all_successors
from .strategies import CHECK_EVERY, Clock, Stopped

#: Positions kept before giving up: about 300 bytes each with their parents and the
#: stack, so about 300 MB at most (in a worker beside the window, too).
POSITION_CAP = 1_000_000

Result = Literal["won", "lost", "open"]


@dataclass(frozen=True, slots=True)
class Proof:
    """What :func:`explore` found: ``steps`` wins when ``result`` is ``"won"``."""

    result: Result
    positions: int
    steps: tuple[Step, ...] = ()


def explore(game: Game, clock: Clock, cap: int = POSITION_CAP) -> Proof:
    """Every position reachable from ``game``'s, until a win, the end, the cap or the clock."""
    rules = Rules(game)
    last = len(rules.plans)

    def key(columns: Columns, dealt: int) -> bytes:
        ordered = columns if dealt < last else sorted(columns)
        return bytes([dealt, *(c for column in ordered for c in (*column, 255))])

    start = (position_of(game), rules.start_dealt)
    if rules.won(*start):
        return Proof("won", 1)
    root = key(*start)
    parents: dict[bytes, tuple[bytes, Step] | None] = {root: None}
    stack: list[tuple[Columns, int, bytes]] = [(*start, root)]
    try:
        clock.check()
        while stack:
            columns, dealt, here = stack.pop()
            clock.nodes += 1
            if clock.nodes % CHECK_EVERY == 0:
                clock.check()
            for step, new, new_dealt in all_successors(rules, columns, dealt):
                k = key(new, new_dealt)
                if k in parents:
                    continue
                parents[k] = (here, step)
                if rules.won(new, new_dealt):
                    return Proof("won", len(parents), _steps(parents, k))
                stack.append((new, new_dealt, k))
            if len(parents) > cap:
                return Proof("open", len(parents))
    except Stopped:
        return Proof("open", len(parents))
    return Proof("lost", len(parents))


def _steps(parents: dict[bytes, tuple[bytes, Step] | None], end: bytes) -> tuple[Step, ...]:
    steps: list[Step] = []
    link = parents[end]
    while link is not None:
        here, step = link
        steps.append(step)
        link = parents[here]
    return tuple(reversed(steps))
