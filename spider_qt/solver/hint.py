"""One suggested action, from what the player can see.

The face-down cards are masked first (each becomes :data:`~.compact.UNKNOWN`, a card that
fits nothing and that is worth a bonus to turn up) and the stock is never looked at: two
positions that differ only in hidden cards get the same hint.

A small best-first search over moves (no deals: what a deal brings is unknown) looks for
the best position within reach. A position where dealing is allowed counts a large bonus
on top of its value, since dealing is the way on once the table stops improving: so the
hint is the first move on the way to the best position found, if that is worth more than
where the player stands; else a deal, if one is allowed; else ``None``. Because the hint
always heads for a position worth strictly more than the current one (by a value of the
position alone), a player who only follows hints cannot go round in circles, barring
the rare case where a search cut short finds a different best position after a step.

The search is capped by a count of positions, not by the clock, so the answer does not
depend on the machine's speed: the same position always gets the same hint.
"""

from __future__ import annotations

import heapq
from typing import Final

from spider_qt.engine import DEAL, Action, Game, Move

from .compact import Columns, Rules, masked, position_of
from .evaluate import Evaluator, Weights
from .moves import Step, Successors

#: Positions the search expands: a median of 15 ms, at most 0.3 s, on a busy 2-core machine.
HINT_NODES: Final = 1200
#: What being able to deal adds to a position's worth.
DEAL_BONUS: Final = 10_000
WEIGHTS: Final = Weights()


def hint(game: Game) -> Action | None:
    """A useful action for ``game``'s position, or ``None`` when no action helps
    (nothing is legal, or no move leads anywhere better and no deal is allowed)."""
    rules = Rules(game)
    start = masked(position_of(game))
    dealt = rules.start_dealt
    evaluator = Evaluator(rules, WEIGHTS)
    successors = Successors(rules, evaluator.quality)
    total = sum(map(len, start))

    def worth(columns: Columns) -> int:
        removed = (total - sum(map(len, columns))) // 13
        value = evaluator.table(columns) + WEIGHTS.removed * removed
        if rules.can_deal(columns, dealt):
            value += DEAL_BONUS
        return value

    own = worth(start)
    parents: list[int] = [-1]
    steps: list[Step] = [None]
    depths: list[int] = [0]
    cols: list[Columns] = [start]
    heap: list[tuple[int, int]] = [(-own, 0)]
    seen = {start}
    best, best_key = 0, (own, 0, 0)
    expanded = 0
    while heap and expanded < HINT_NODES:
        index = heapq.heappop(heap)[1]
        expanded += 1
        depth = depths[index] + 1
        for step, new, _ in successors(cols[index], dealt):
            if step is None or new in seen:
                continue  # a deal ends the search's reach: its cards are unknown
            seen.add(new)
            cols.append(new)
            parents.append(index)
            steps.append(step)
            depths.append(depth)
            child = len(cols) - 1
            value = worth(new)
            key = (value, -depth, -child)
            if value > own and key > best_key:
                best, best_key = child, key
            heapq.heappush(heap, (-(value - WEIGHTS.depth * depth), child))
    if best:
        while parents[best] != 0:
            best = parents[best]
        step = steps[best]
        if step is not None:
            return Move(*step)
    if rules.can_deal(start, dealt):
        return DEAL
    return None
