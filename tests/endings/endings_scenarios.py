"""Constructed endings of every built-in variant: a few moves from a won game.

Each ending is a position with one or two sequences left to build and the actions that
finish it, the last one winning. The player in :mod:`endings_player` makes those actions
through the board's real input (mouse, keyboard, the stock), so the tests in
``test_endings.py`` see what a player sees at the end of a game.

A deal can finish a game only where the last deal can complete every sequence still on
the table: in Scorpion (three cards onto three columns, allowed with empty columns). In
Spider and Spiderette it cannot: a deal needs every column filled, and the cards of the
columns it does not complete stay on the table. Those variants still deal in their
endings, as an animated action before the win.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Action = tuple[int, int, int] | Literal["deal"]

RANKS = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]


def run(suit: str, high: str, low: str) -> list[str]:
    """Face-up cards of one suit from ``high`` down to ``low``, e.g. ``run("S", "K", "8")``."""
    return [rank + suit for rank in RANKS[RANKS.index(high):RANKS.index(low) + 1]]


@dataclass(frozen=True)
class Ending:
    """A constructed position (``Game.from_dict`` data, deck not complete) and the actions
    that win it; ``name`` identifies the case in test ids."""

    name: str
    variant: str
    suits: int
    rule: str
    columns: list[list[str]]
    actions: list[Action]
    stock: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)

    @property
    def ends_with_deal(self) -> bool:
        return self.actions[-1] == "deal"

    def position(self) -> dict[str, object]:
        return {"variant": self.variant, "suits": self.suits, "rule": self.rule,
                "columns": self.columns, "stock": self.stock, "removed": self.removed,
                "score": 500, "moves": 0}


def _spider(name: str, suits: int, a: str, b: str, removed: list[str]) -> Ending:
    """Two sequences left (suits ``a`` and ``b``) in ten full columns, the last deal, then
    nine moves that build both: the deal puts on each column the card it needs next."""
    columns = [run(a, "K", "7"), ["K" + b], ["J" + b], ["9" + b], ["7" + b], ["5" + a],
               ["5" + b], ["3" + a], ["3" + b], ["A" + b]]
    stock = ["6" + a, "Q" + b, "10" + b, "8" + b, "6" + b, "4" + a, "4" + b, "2" + a, "2" + b,
             "A" + a]
    actions: list[Action] = ["deal", (5, 0, 0), (7, 0, 0), (9, 1, 0),  # the first sequence
                             (2, 0, 1), (3, 0, 1), (4, 0, 1), (6, 0, 1), (8, 0, 1), (9, 0, 1)]
    return Ending(name, "spider", suits, "classic", columns, actions, stock, removed)


#: The smallest ending the crash was seen with: two moves, the first one still animating.
SMALLEST = Ending("spider-1-smallest", "spider", 1, "classic",
                  [run("S", "K", "3"), ["2S"], ["AS"]] + [[] for _ in range(7)],
                  [(1, 0, 0), (2, 0, 0)], removed=["S"] * 7)

ENDINGS: list[Ending] = [
    SMALLEST,
    _spider("spider-1", 1, "S", "S", ["S"] * 6),
    _spider("spider-2", 2, "S", "H", ["S"] * 3 + ["H"] * 3),
    _spider("spider-4", 4, "D", "C", ["S", "S", "H", "H", "D", "C"]),
    # Relaxed: the mixed run 2♥ A♠ moves as one group (Classic would refuse it).
    Ending("relaxed", "spider", 2, "relaxed",
           [run("S", "K", "2"), run("H", "K", "3"), ["2H", "AS"], ["AH"]] + [[]] * 6,
           [(2, 0, 1), (1, 12, 0), (3, 0, 1)], removed=["S"] * 3 + ["H"] * 3),
    Ending("spiderette", "spiderette", 4, "classic",
           [run("C", "K", "8"), ["#3C", "7C", "6C"], run("C", "5", "4"), ["2C"], ["AC"],
            [], []],
           [(1, 1, 0), (2, 0, 0), (1, 0, 0), (3, 0, 0), (4, 0, 0)], removed=["S", "H", "D"]),
    # Scorpion: any face-up card moves with everything on it.
    Ending("scorpion", "scorpion", 4, "classic",
           [run("C", "K", "7"), ["#AC", "6C", "5C"], run("C", "4", "2"), [], [], [], []],
           [(1, 1, 0), (2, 0, 0), (1, 0, 0)], removed=["S", "H", "D"]),
    # Scorpion won by its deal: three aces land on three kings-to-twos.
    Ending("scorpion-deal", "scorpion", 4, "classic",
           [run("S", "K", "3"), run("H", "K", "2"), run("C", "K", "4"), ["3C", "2C"], ["2S"],
            [], []],
           [(3, 0, 2), (4, 0, 0), "deal"], stock=["AS", "AH", "AC"], removed=["D"]),
    Ending("simple-simon", "simple_simon", 4, "classic",
           [run("D", "K", "3"), run("C", "K", "8"), ["7C", "6C"], run("C", "5", "2"), ["2D"],
            ["AC"], ["AD"], [], [], []],
           [(2, 0, 1), (3, 0, 1), (4, 0, 0), (5, 0, 1), (6, 0, 0)], removed=["S", "H"]),
]
