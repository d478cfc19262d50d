"""Spiderette: Spider with one deck in Klondike's seven columns (SPEC §2)."""

from __future__ import annotations

from collections.abc import Callable

from spider_qt.engine import Scoring, VariantSpec
from spider_qt.plugins import QT_TRANSLATE_NOOP, hookimpl

SPIDERETTE = VariantSpec(
    key="spiderette",
    name=QT_TRANSLATE_NOOP("Variants", "Spiderette"),
    letters="SD",
    decks=1,
    # Columns of 1 to 7 cards, only the last face up: 28 cards, 21 face down.
    layout=tuple((n, 1) for n in range(7)),
    # Three deals onto all seven columns, then a last one of three cards onto columns 1-3.
    deals=(tuple(range(7)),) * 3 + ((0, 1, 2),),
    suit_options=(1, 2, 4),
    group="same-suit-run",
    build="any-suit",
    empty="any",
    deal_needs_full_columns=True,
    code_has_rule=False,
    scoring=Scoring(start=500, move=-1, deal=-1, removal=100, floor=None),
    order=10,
    description=QT_TRANSLATE_NOOP(
        "Variants",
        "One deck in seven columns; build four sequences from king to ace in suit.",
    ),
)


@hookimpl
def spider_qt_register_variants(register: Callable[[VariantSpec], None]) -> None:
    register(SPIDERETTE)
