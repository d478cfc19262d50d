"""Facts about a position that the rules and the save format both need."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import KING, SEQUENCE_LENGTH, Card, Suit
from .specs import VariantSpec


def completed_suit(column: Sequence[Card]) -> Suit | None:
    """The suit of a K→A single-suit sequence ending the column, if there is one."""
    if len(column) < SEQUENCE_LENGTH:
        return None
    run = column[-SEQUENCE_LENGTH:]
    suit = run[0].suit
    for expected, card in enumerate(run):
        if not card.face_up or card.suit != suit or card.rank != KING - expected:
            return None
    return suit


def deals_done(variant: VariantSpec, stock_size: int) -> int:
    """How many deals were made, given what is left in the stock; ``-1`` if it fits no deal."""
    for done in range(len(variant.deals) + 1):
        if variant.stock_after(done) == stock_size:
            return done
    return -1


def count_cards(cards: Iterable[Card]) -> dict[tuple[int, Suit], int]:
    counts: dict[tuple[int, Suit], int] = {}
    for card in cards:
        key = (card.rank, card.suit)
        counts[key] = counts.get(key, 0) + 1
    return counts
