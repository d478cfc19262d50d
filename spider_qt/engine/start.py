"""The position a game code deals: the one place a deck is shuffled and laid out.

Both :meth:`Game.start <spider_qt.engine.game.Game.start>` and the save format need
it: a saved game that keeps its whole line (``history.earlier``) is checked by
replaying that line from here.
"""

from __future__ import annotations

from .actions import Snapshot
from .cards import Card, deck
from .codes import GameCode
from .shuffle import shuffle


def starting_position(code: GameCode) -> Snapshot:
    """The code's deck, shuffled by its deal number, laid out per its variant."""
    spec = code.variant
    cards = deck(spec.decks, code.suits)
    shuffle(cards, code.deal)
    columns: list[tuple[Card, ...]] = []
    position = 0
    for down, up in spec.layout:
        column = cards[position : position + down + up]
        position += down + up
        columns.append(tuple(c.flipped(i >= down) for i, c in enumerate(column)))
    return Snapshot(tuple(columns), tuple(cards[position:]), (), spec.scoring.start, 0)
