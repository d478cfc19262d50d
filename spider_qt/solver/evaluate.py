"""How good a position looks: the search's guide, over compact columns.

A column's value depends on that column alone, so it is cached by the column (a tuple)
and a position's value is a sum of a few dictionary look-ups: moving cards changes two
columns, and the other eight cost nothing new.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .compact import DOWN, IDS, UNKNOWN, Column, Columns, Rules

#: How well a card lies on the card under it: 2 the next higher of its suit (part of a run
#: that can leave the table), 1 a card it may be built on, 0 neither.
SUITED: Final = 2
NATURAL: Final = 1
BROKEN: Final = 0


@dataclass(frozen=True, slots=True)
class Weights:
    """What a position is worth (higher is better)."""

    suited: int = 10  # a card on the next higher card of its suit
    natural: int = 3  # a card on a card it may be built on, not in suit
    broken: int = 8  # a face-up card on one it does not build on (subtracted)
    down: int = 6  # a face-down card (subtracted)
    unknown: int = 12  # a face-down card the player cannot see turned up (hints)
    empty: int = 15  # an empty column
    removed: int = 100  # a finished sequence taken off
    deal: int = 40  # a deal made: deal once the table stops improving
    depth: int = 1  # each action on the way (subtracted: shorter lines are preferred)
    clear: int = 0  # a column with no face-down card left
    macros: bool = False  # search moves of several runs through empty columns as one


def quality_table(rules: Rules) -> tuple[int, ...]:
    """``quality[upper * IDS + lower]`` for face-up cards (UNKNOWN fits nothing)."""
    table = [BROKEN] * (IDS * IDS)
    for upper in range(UNKNOWN):
        for lower in range(UNKNOWN):
            if upper // 13 == lower // 13 and upper % 13 == lower % 13 + 1:
                table[upper * IDS + lower] = SUITED
            elif rules.build[upper * IDS + lower] or rules.group[upper * IDS + lower]:
                table[upper * IDS + lower] = NATURAL
    return tuple(table)


class Evaluator:
    """Column values under some weights, cached; a position's value is their sum."""

    def __init__(self, rules: Rules, weights: Weights) -> None:
        self.weights = weights
        self.quality = quality_table(rules)
        self._links = (-weights.broken, weights.natural, weights.suited)
        self._cache: dict[Column, int] = {}
        self.empty_value = weights.empty

    def column(self, column: Column) -> int:
        cached = self._cache.get(column)
        if cached is not None:
            return cached
        w = self.weights
        if not column:
            value = w.empty
        else:
            down = 0
            n = len(column)
            while down < n and column[down] & DOWN:
                down += 1
            value = -w.down * down if down else w.clear
            quality, links = self.quality, self._links
            for i in range(down, n - 1):
                value += links[quality[column[i] * IDS + column[i + 1]]]
            for card in column[down:]:
                if card == UNKNOWN:
                    value += w.unknown
        if len(self._cache) > 1_500_000:
            self._cache.clear()
        self._cache[column] = value
        return value

    def table(self, columns: Columns) -> int:
        value = 0
        cache = self._cache
        for column in columns:
            cached = cache.get(column)
            value += cached if cached is not None else self.column(column)
        return value
