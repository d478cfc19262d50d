"""The two searches :func:`~.search.solve` runs, over compact positions, every card known.

- :class:`Greedy`: greedy best-first search (the position that looks best, less a little
  per action made, is expanded next; each position once). It can be resumed with a larger
  cap, so rounds that give it more room lose nothing. It walks straight through easy deals.
- :func:`beam`: a beam search (each level keeps the ``width`` best new positions one
  action further than the last). It does not sink into one hopeless region the way greedy
  search can, which is what four-suit deals need; a narrow beam that dies is retried
  wider by the caller.

Both keep every position reached in a :class:`Tree`, with the action that led there (a
macro, for beams that search them: see :meth:`~.moves.Successors.macros`).
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from typing import cast

from .compact import Columns, Rules
from .evaluate import Evaluator, Weights
from .moves import Edge, Step, Successors, is_macro

#: How many positions are expanded between two looks at the clock, cancel and progress.
CHECK_EVERY = 128
#: How many levels' worth of positions a beam may expand before it gives up.
BEAM_DEPTH = 400
#: ``(action, columns, deals made)`` from the start, the start's action ``None``.
Path = list[tuple[Step, Columns, int]]


class Stopped(Exception):
    """The time budget ran out or the caller cancelled: no line."""


class Clock:
    """Deadline, cancel and progress, looked at every :data:`CHECK_EVERY` expansions."""

    def __init__(self, budget: float, cancel: Callable[[], bool] | None,
                 progress: Callable[[float], None] | None) -> None:
        self.began = time.perf_counter()
        self.budget = max(0.0, budget)
        self.deadline = self.began + self.budget
        self.cancel = cancel
        self.progress = progress
        self.nodes = 0
        #: Called at each look too (the portfolio's helper: it raises when it has a line).
        self.poll: Callable[[], None] | None = None

    def check(self) -> None:
        now = time.perf_counter()
        if now >= self.deadline or (self.cancel is not None and self.cancel()):
            raise Stopped
        if self.progress is not None:
            self.progress(min(1.0, (now - self.began) / self.budget) if self.budget else 1.0)
        if self.poll is not None:
            self.poll()

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.began


class Tree:
    """The positions a search reached, each with its parent and the action from it;
    their values by :class:`Evaluator`, plus the sequences removed and deals made."""

    def __init__(self, rules: Rules, weights: Weights, start: Columns) -> None:
        self.rules = rules
        self.weights = weights
        evaluator = Evaluator(rules, weights)
        self.table = evaluator.table
        self.successors = Successors(rules, evaluator.quality, weights.macros).edges
        self.dealt0 = rules.start_dealt
        plans = rules.plans
        self.stock_left = [sum(len(p) for p in plans[d:]) for d in range(len(plans) + 1)]
        self.total = sum(map(len, start)) + self.stock_left[self.dealt0]
        self.cols: list[Columns] = [start]
        self.deals: list[int] = [self.dealt0]
        self.parents: list[int] = [-1]
        self.steps: list[Edge] = [None]
        self.depths: list[int] = [0]
        #: The positions reached, as ``(columns, deals made)``; once every deal is made,
        #: the order of the columns no longer matters (no deal will tell them apart, and
        #: no rule looks at a column's place), so the columns are sorted.
        self.seen = {(start, self.dealt0) if self.dealt0 < len(plans)
                     else (tuple(sorted(start)), self.dealt0)}

    def value(self, columns: Columns, dealt: int) -> int:
        removed = (self.total - sum(map(len, columns)) - self.stock_left[dealt]) // 13
        w = self.weights
        return self.table(columns) + w.removed * removed + w.deal * (dealt - self.dealt0)

    def add(self, parent: int, step: Edge, columns: Columns, dealt: int) -> int:
        self.cols.append(columns)
        self.deals.append(dealt)
        self.parents.append(parent)
        self.steps.append(step)
        self.depths.append(self.depths[parent] + 1)
        return len(self.cols) - 1

    def path(self, index: int) -> Path:
        """The positions from the start to ``index``, a macro's own steps included."""
        chain = []
        while index >= 0:
            chain.append(index)
            index = self.parents[index]
        chain.reverse()
        path: Path = []
        for index in chain:
            edge = self.steps[index]
            if is_macro(edge):
                columns, dealt = path[-1][1], path[-1][2]
                for move in edge:
                    columns = self.rules.moved(columns, *move)
                    path.append((move, columns, dealt))
            else:
                path.append((cast(Step, edge), self.cols[index], self.deals[index]))
        return path


class Greedy:
    """Greedy best-first search that :meth:`run` continues where it stopped."""

    def __init__(self, rules: Rules, weights: Weights, start: Columns) -> None:
        self.tree = Tree(rules, weights, start)
        self.heap: list[tuple[int, int]] = [(0, 0)]
        self.expanded = 0

    @property
    def exhausted(self) -> bool:
        return not self.heap

    def run(self, cap: int, clock: Clock) -> Path | None:
        """Expand until ``cap`` positions in all were expanded: the path to a win, if any."""
        tree, heap = self.tree, self.heap
        successors, seen, value, add = tree.successors, tree.seen, tree.value, tree.add
        won, depths, w_depth = tree.rules.won, tree.depths, tree.weights.depth
        last = len(tree.rules.plans)
        while heap and self.expanded < cap:
            if self.expanded % CHECK_EVERY == 0:
                clock.check()
            index = -heapq.heappop(heap)[1]
            self.expanded += 1
            clock.nodes += 1
            for step, new, dealt in successors(tree.cols[index], tree.deals[index]):
                key = (new, dealt) if dealt < last else (tuple(sorted(new)), dealt)
                if key in seen:
                    continue
                seen.add(key)
                child = add(index, step, new, dealt)
                if won(new, dealt):
                    return tree.path(child)
                heapq.heappush(heap, (w_depth * depths[child] - value(new, dealt), -child))
        return None


def beam(rules: Rules, weights: Weights, start: Columns, width: int, clock: Clock,
         revive: bool = True) -> Path | None:
    """A beam search: all unseen positions one action further than the ``width`` best of
    the last level, until a win. A level left with no new position would end the search
    in a dead end; with ``revive`` it takes instead the best positions set aside on earlier
    levels (so the beam backs out of the dead end), up to :data:`BEAM_DEPTH` × ``width``
    positions expanded in all."""
    tree = Tree(rules, weights, start)
    successors, seen, value, add, won = (tree.successors, tree.seen, tree.value, tree.add,
                                         rules.won)
    cols, deals = tree.cols, tree.deals
    last = len(rules.plans)
    spare: list[tuple[int, int]] = []  # (-value, child) of positions set aside
    level = [0]
    expanded = 0
    cap = BEAM_DEPTH * width
    while level and expanded < cap:
        children: list[tuple[int, int]] = []
        for index in level:
            if expanded % CHECK_EVERY == 0:
                clock.check()
            expanded += 1
            clock.nodes += 1
            for step, new, dealt in successors(cols[index], deals[index]):
                key = (new, dealt) if dealt < last else (tuple(sorted(new)), dealt)
                if key in seen:
                    continue
                seen.add(key)
                child = add(index, step, new, dealt)
                if won(new, dealt):
                    return tree.path(child)
                children.append((value(new, dealt), child))
        if len(children) > width:
            children.sort(reverse=True)
            if revive:
                for kept_value, child in children[width:]:
                    heapq.heappush(spare, (-kept_value, child))
            del children[width:]
        elif not children:
            while spare and len(children) < width:
                kept_value, child = heapq.heappop(spare)
                children.append((-kept_value, child))
        level = [child for _, child in children]
    return None
