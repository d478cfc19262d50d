"""The element ids of an SVG deck in the per-card-id layout of AisleRiot and KDE.

One vocabulary for the two who need it: the theme spec (:mod:`.themes`), which names what
a deck must hold, and the deck check (:mod:`.svg_check`), which looks for it.
"""

from __future__ import annotations

from typing import Final

#: The suit words of the per-card-id layout, by the engine's suit letters.
SUIT_IDS: Final = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
#: The rank words of the per-card-id layout (the ace is ``1``).
RANK_IDS: Final = {**{rank: str(rank) for rank in range(1, 11)},
                   11: "jack", 12: "queen", 13: "king"}
BACK_ID: Final = "back"


def card_id(rank: int, suit: str) -> str:
    """The element id of a card in an SVG deck: ``card_id(12, "H") == "queen_heart"``."""
    return f"{RANK_IDS[rank]}_{SUIT_IDS[suit]}"


#: Every element an SVG deck must have: 52 faces and the back.
CARD_IDS: Final = (*(card_id(rank, suit) for suit in SUIT_IDS for rank in RANK_IDS), BACK_ID)
