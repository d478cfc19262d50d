"""The card's shape and how much of it the board shows: what a deck must draw around.

The board lays out cards of this shape and overlaps face-up cards so that only their
top strip shows; a deck fits the corner index inside :data:`INDEX_STRIP` and keeps its
picture below it. These are the board's numbers (:mod:`spider_qt.ui.layout` lays out
with them), kept here, without Qt, so a deck and the board read one copy.
"""

from __future__ import annotations

from typing import Final

ASPECT: Final = 1.4
"""Card height / width (a poker card is 63 × 88 mm)."""

INDEX_STRIP: Final = 0.19
"""Fraction of the card height that holds the corner index: rank and suit, top margin included.

The board may cover a face-up card from just below this strip (:data:`MIN_UP_STEP`) and
the index is still complete; a deck (:mod:`spider_qt.decks`) fits the index inside it and
keeps pips and court panels below it.
"""

UP_STEP: Final = 0.26
"""How much of a covered face-up card a column usually shows, in card heights."""

MIN_UP_STEP: Final = INDEX_STRIP + 0.02
"""The least of a covered face-up card a crowded column shows: never less than its index."""
