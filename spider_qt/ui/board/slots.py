"""Where each card of the engine's position should be drawn, and which item draws it.

The engine has no card identities (two-deck Spider holds up to eight identical
cards), so after each change the board matches its existing items to the new
position: an item stays where it is if the same card is still wanted there,
and otherwise the nearest item showing the same card takes the place. The
same rule serves moves, deals, removals, undo, redo and a loaded game, so no
action needs code of its own to keep the picture right.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final, Protocol, TypeVar

from spider_qt.engine import KING, SEQUENCE_LENGTH, Game, Suit
from spider_qt.ui.board.layout import (
    Z_COLUMNS,
    Z_REMOVED,
    Z_REMOVED_PILE,
    Z_STOCK_CARDS,
    BoardLayout,
)


class Place(StrEnum):
    """Where on the table a slot is."""

    COLUMN = "col"
    STOCK = "stock"
    REMOVED = "removed"


SlotKey = tuple[Place, int, int]
"""(COLUMN, column, index) | (STOCK, index, 0) | (REMOVED, sequence, card from the king)."""

PILE_RANKS: Final = tuple(range(KING, KING - SEQUENCE_LENGTH, -1))
"""The ranks of a removed sequence as its pile shows them, top card (the king) first."""


@dataclass(frozen=True, slots=True)
class Slot:
    key: SlotKey
    rank: int
    suit: Suit
    face_up: bool
    x: float
    y: float
    z: float
    visible: bool = True

    @property
    def face(self) -> tuple[int, Suit]:
        return (self.rank, self.suit)


def board_faces(game: Game) -> list[tuple[int, Suit]]:
    """Every card the board draws, removed sequences included: the items it needs."""
    faces = [(c.rank, c.suit) for col in game.columns for c in col]
    faces += [(c.rank, c.suit) for c in game.stock_cards]
    faces += [(rank, suit) for suit in game.removed_suits for rank in PILE_RANKS]
    return faces


def board_slots(game: Game, layout: BoardLayout) -> list[Slot]:
    """Every card of the game with the place, stacking order and face it should show."""
    slots: list[Slot] = []
    for c, column in enumerate(game.columns):
        ys = layout.column_offsets([card.face_up for card in column])
        for i, (card, y) in enumerate(zip(column, ys, strict=True)):
            slots.append(Slot((Place.COLUMN, c, i), card.rank, card.suit, card.face_up,
                              layout.column_x[c], y, Z_COLUMNS + i))
    deals = game.deals_left
    stock_x, stock_y = layout.stock_pos(max(deals - 1, 0), max(deals, 1))
    for k, card in enumerate(game.stock_cards):
        slots.append(Slot((Place.STOCK, k, 0), card.rank, card.suit, False, stock_x, stock_y,
                          Z_STOCK_CARDS - k * 0.01, visible=False))
    for n, suit in enumerate(game.removed_suits):
        x, y = layout.removed_pos(n)
        for j, rank in enumerate(PILE_RANKS):  # j = 0 is the king, shown on top
            slots.append(Slot((Place.REMOVED, n, j), rank, suit, True, x, y,
                              Z_REMOVED + n * Z_REMOVED_PILE + (len(PILE_RANKS) - j)))
    return slots


class Positioned(Protocol):
    """What the matcher needs of an item: its face and where it is now."""

    rank: int
    suit: Suit

    def x(self) -> float: ...
    def y(self) -> float: ...


T = TypeVar("T", bound=Positioned)


def match_items(
    slots: Iterable[Slot], current: Mapping[SlotKey, T], items: Iterable[T]
) -> dict[SlotKey, T]:
    """Give every slot an item showing the same card, moving as few items as possible."""
    slot_list = list(slots)
    assigned: dict[SlotKey, T] = {}
    used: set[int] = set()
    for slot in slot_list:
        item = current.get(slot.key)
        if item is not None and (item.rank, item.suit) == slot.face:
            assigned[slot.key] = item
            used.add(id(item))
    free: dict[tuple[int, Suit], list[T]] = defaultdict(list)
    for item in items:
        if id(item) not in used:
            free[(item.rank, item.suit)].append(item)
    for slot in slot_list:
        if slot.key in assigned:
            continue
        pool = free[slot.face]
        if not pool:
            raise LookupError(f"no card item left for {slot.face} at {slot.key}")
        best = min(pool, key=lambda it: math.hypot(it.x() - slot.x, it.y() - slot.y))
        pool.remove(best)
        assigned[slot.key] = best
    return assigned
