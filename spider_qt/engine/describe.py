"""The board in words (SPEC §4), in English.

This is what a screen reader reads and what "copy description" puts on the
clipboard: the stock, the removed sequences, then every column from the first,
its face-down count and then its face-up cards in order.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card


def plural(count: int, singular: str, plural_form: str) -> str:
    return f"{count} {singular if count == 1 else plural_form}"


def describe_column(number: int, cards: tuple[Card, ...]) -> str:
    """``Column 2: 1 face down, then ace of clubs`` (``number`` counts from 1)."""
    if not cards:
        return f"Column {number}: empty"
    down = sum(1 for card in cards if not card.face_up)
    faces = ", ".join(card.name for card in cards if card.face_up)
    return f"Column {number}: {down} face down, then {faces}"


def describe(
    columns: Sequence[tuple[Card, ...]], *, stock: int, deals_left: int, removed: int
) -> str:
    """The board from its plain facts, so that this module needs no game (the game calls it:
    taking a game would make the two import each other)."""
    removed_text = "no sequence removed" if removed == 0 else plural(
        removed, "sequence removed", "sequences removed"
    )
    stock_text = (
        f"Stock: {plural(stock, 'card', 'cards')}, "
        f"{plural(deals_left, 'deal left', 'deals left')}; {removed_text}."
    )
    lines = [describe_column(n, cards) for n, cards in enumerate(columns, 1)]
    # One sentence: the first column capitalised, the others joined by "; ".
    body = "; ".join([lines[0], *(c[0].lower() + c[1:] for c in lines[1:])])
    return f"{stock_text} {body}."
