"""What changes a game, and what a change did: the values the engine, saved games,
animations and announcements share.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, NamedTuple

from .cards import Card, Suit

#: How many actions can be undone (SPEC §4).
UNDO_LIMIT: Final = 100
#: The most actions a game keeps before its undo history (so its whole line can be looked
#: back on, e.g. by the post-mortem); a game longer than this stops keeping its line.
EARLIER_LIMIT: Final = 2000


class Move(NamedTuple):
    """Move the cards of column ``src`` from index ``start`` onto column ``dst`` (0-based)."""

    src: int
    start: int
    dst: int


class Deal(NamedTuple):
    """Deal the next row from the stock."""


DEAL: Final = Deal()
Action = Move | Deal


@dataclass(frozen=True, slots=True)
class Outcome:
    """What an action did, for animations and announcements.

    ``flipped`` lists the cards turned face up (column, card); ``removed`` the
    sequences taken off (column, suit), in the order they happened; ``dealt``
    the cards a deal put down (column, card), in order.
    """

    action: Action
    moved: tuple[Card, ...] = ()
    dealt: tuple[tuple[int, Card], ...] = ()
    flipped: tuple[tuple[int, Card], ...] = ()
    removed: tuple[tuple[int, Suit], ...] = ()


@dataclass(frozen=True, slots=True)
class Snapshot:
    """An immutable copy of everything an action can change."""

    columns: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    removed: tuple[Suit, ...]
    score: int
    moves: int
