"""Scorpion: one deck in seven columns, mostly face up; any face-up card moves (SPEC §6)."""

from __future__ import annotations

from collections.abc import Callable

from spider_qt.engine import Scoring, VariantSpec
from spider_qt.plugins import QT_TRANSLATE_NOOP, hookimpl

SCORPION = VariantSpec(
    key="scorpion",
    name=QT_TRANSLATE_NOOP("Variants", "Scorpion"),
    letters="SC",
    decks=1,
    # Seven columns of seven: columns 1-4 hold 3 face down under 4 face up,
    # columns 5-7 are face up from top to bottom. 49 cards, 12 face down.
    layout=((3, 4),) * 4 + ((0, 7),) * 3,
    # The three cards left over are one deal onto columns 1-3.
    deals=((0, 1, 2),),
    suit_options=(1, 2, 4),
    default_suits=4,
    group="any-face-up",
    build="same-suit",
    empty="king",
    deal_needs_full_columns=False,
    code_has_rule=False,
    scoring=Scoring(start=500, move=-1, deal=-1, removal=100, floor=None),
    order=20,
    description=QT_TRANSLATE_NOOP(
        "Variants",
        "One deck in seven columns, mostly face up; move any face-up card with everything "
        "on it and build down in suit."
    ),
    rules=QT_TRANSLATE_NOOP(
        "Variants",
        "A card may only be placed on the next higher card of its own suit. "
        "Any face-up card can be moved together with all the cards lying on it, "
        "whether or not they are in order. "
        "Only a king, alone or with the cards on it, may go into an empty column. "
        "The reserve is dealt in one go onto the first three columns, "
        "and it may be dealt even while a column is empty. "
        "Each run from king down to ace in one suit leaves the table; "
        "the game is won when all four are gone."
    ),
)


@hookimpl
def spider_qt_register_variants(register: Callable[[VariantSpec], None]) -> None:
    register(SCORPION)
