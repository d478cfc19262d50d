"""The moves worth searching from a compact position: the legal ones minus those that
cannot help.

What is left out (none of it changes which deals can be won in practice, and each cuts
the branching a lot):

- a move that takes a run off a card it lies on at least as well as on its new card
  (off its suit's next higher card onto another card, or between two cards it only
  builds on), unless it finishes a sequence: such a move only shuffles a run between
  equivalent places, and its reverse is legal too;
- a whole column moved into an empty one (the same position, the columns renamed);
- a move into an empty column of a run lying on its suit's next higher card, and any
  move into an empty column but the first one (they are all alike).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeGuard

from .compact import DOWN, IDS, Column, Columns, Rules

#: A compact action: ``(src, start, dst)``, or ``None`` for a deal.
Step = tuple[int, int, int] | None
#: Several moves the search takes as one (see :meth:`Successors.macros`).
Macro = tuple[tuple[int, int, int], ...]
#: What leads from a position to the next in a search: one action or a macro.
Edge = Step | Macro


def is_macro(edge: Edge) -> TypeGuard[Macro]:
    return edge is not None and isinstance(edge[0], tuple)


class Successors:
    """The actions worth trying from a position, with what each column offers (the cards
    that may be lifted from it and how well each lies now) cached by the column."""

    def __init__(self, rules: Rules, quality: tuple[int, ...], macros: bool = False) -> None:
        self.rules = rules
        self.quality = quality
        self.use_macros = macros
        self._lifts: dict[Column, tuple[tuple[int, int, int], ...]] = {}
        self._stacks: dict[Column, tuple[int, ...]] = {}

    def stacks(self, column: Column) -> tuple[int, ...]:
        """Where the runs of the column's end start, lowest run first, going up while
        each run may be built on the card above it: ``(lowest(column), start of the run
        above, ...)``. The column's end can travel as a whole through empty columns."""
        found = self._stacks.get(column)
        if found is not None:
            return found
        rules = self.rules
        build = rules.build
        start = rules.lowest(column)
        starts = [start]
        while start > 0:
            upper = column[start - 1]
            if upper & DOWN or not build[upper * IDS + column[start]]:
                break
            start = rules.lowest(column[:start])
            starts.append(start)
        found = tuple(starts)
        if len(self._stacks) > 500_000:
            self._stacks.clear()
        self._stacks[column] = found
        return found

    def lifts(self, column: Column) -> tuple[tuple[int, int, int], ...]:
        """``(start, card, how well it lies now)`` for each card that may be lifted, the
        last -1 when it lies on a face-down card or on the table."""
        found = self._lifts.get(column)
        if found is not None:
            return found
        quality = self.quality
        result = []
        for start in range(self.rules.lowest(column), len(column)):
            card = column[start]
            if card & DOWN:
                continue
            under = column[start - 1] if start else DOWN
            result.append((start, card, -1 if under & DOWN else quality[under * IDS + card]))
        found = tuple(result)
        if len(self._lifts) > 500_000:
            self._lifts.clear()
        self._lifts[column] = found
        return found

    def __call__(self, columns: Columns, dealt: int) -> Iterator[tuple[Step, Columns, int]]:
        """``(action, columns, deals made)`` for each action worth trying from here."""
        rules, quality = self.rules, self.quality
        accepted = rules.accepted
        want: dict[int, list[int]] = {}  # card → the columns it may be put on
        first_empty = -1
        for dst, target in enumerate(columns):
            if target:
                top = target[-1]
                if not top & DOWN:
                    for card in accepted[top]:
                        if card in want:
                            want[card].append(dst)
                        else:
                            want[card] = [dst]
            elif first_empty < 0:
                first_empty = dst
        empty_fits, moved, lifts = rules.empty, rules.moved, self.lifts
        for src, column in enumerate(columns):
            if not column:
                continue
            n = len(column)
            for start, card, now in lifts(column):
                dsts = want.get(card)
                if dsts is not None:
                    for dst in dsts:
                        if dst == src:
                            continue
                        target = columns[dst]
                        if quality[target[-1] * IDS + card] <= now:
                            if column[-1] % 13:
                                continue  # no better placed, and no ace to finish a sequence
                            new = moved(columns, src, start, dst)
                            if len(new[dst]) == len(target) + n - start:
                                continue  # no better placed, and no sequence finished
                        else:
                            new = moved(columns, src, start, dst)
                        yield (src, start, dst), new, dealt
                if first_empty >= 0 and start > 0 and now < 2 and empty_fits[card]:
                    yield ((src, start, first_empty), moved(columns, src, start, first_empty),
                           dealt)
        if rules.can_deal(columns, dealt):
            yield None, rules.dealt(columns, dealt), dealt + 1

    def edges(self, columns: Columns, dealt: int) -> Iterator[tuple[Edge, Columns, int]]:
        """What :meth:`__call__` gives, plus the macros if this was built with them."""
        yield from self(columns, dealt)
        if self.use_macros:
            yield from self.macros(columns, dealt)

    def macros(self, columns: Columns, dealt: int) -> Iterator[tuple[Edge, Columns, int]]:
        """Moves of a column's end made of ``k`` runs onto a card that takes its top one,
        through ``k - 1`` empty columns (each run but the top one parked in one, then
        all put back in order), when the top run lies better there than where it is:
        what a player does in one breath, and what a search step by step rarely finds
        since the parking moves look bad."""
        empties = [i for i, column in enumerate(columns) if not column]
        if not empties:
            return
        stacks = self.stacks
        sources = [(src, column, starts) for src, column in enumerate(columns)
                   if column and len(starts := stacks(column)) > 1]
        if not sources:
            return
        rules = self.rules
        quality, moved, accepted, empty_fits = (self.quality, rules.moved, rules.accepted,
                                                rules.empty)
        tops: dict[int, list[int]] = {}  # card → the columns it may be put on
        for dst, target in enumerate(columns):
            if target and not target[-1] & DOWN:
                for card in accepted[target[-1]]:
                    tops.setdefault(card, []).append(dst)
        for src, column, starts in sources:
            for k in range(2, min(len(starts), len(empties) + 1) + 1):
                top = starts[k - 1]
                card = column[top]
                dsts = tops.get(card)
                if dsts is None:
                    continue
                under = column[top - 1] if top else DOWN
                now = -1 if under & DOWN else quality[under * IDS + card]
                for dst in dsts:
                    if dst == src or quality[columns[dst][-1] * IDS + card] <= now:
                        continue
                    if not all(empty_fits[column[starts[i]]] for i in range(k - 1)):
                        continue
                    parks = [(src, starts[i], empties[i]) for i in range(k - 1)]
                    line = [*parks, (src, top, dst)]
                    line += [(empties[i], 0, dst) for i in range(k - 2, -1, -1)]
                    new = columns
                    for move in line:
                        new = moved(new, *move)
                    yield tuple(line), new, dealt


def all_successors(rules: Rules, columns: Columns,
                   dealt: int) -> Iterator[tuple[Step, Columns, int]]:
    """Every legal action and where it leads (for shortening a found line)."""
    for move in rules.legal_moves(columns):
        yield move, rules.moved(columns, *move), dealt
    if rules.can_deal(columns, dealt):
        yield None, rules.dealt(columns, dealt), dealt + 1
