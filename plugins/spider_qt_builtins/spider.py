"""Spider: two decks, ten columns, five deals (SPEC §1)."""

from __future__ import annotations

from collections.abc import Callable

from spider_qt.engine import Scoring, VariantSpec
from spider_qt.plugins import QT_TRANSLATE_NOOP, hookimpl

SPIDER = VariantSpec(
    key="spider",
    name=QT_TRANSLATE_NOOP("Variants", "Spider"),
    letters="SP",
    decks=2,
    # Columns 1-4: 5 face down under 1 face up; columns 5-10: 4 under 1. 54 cards.
    layout=((5, 1),) * 4 + ((4, 1),) * 6,
    # Five deals of one card onto each column, first to last. 50 cards.
    deals=(tuple(range(10)),) * 5,
    suit_options=(1, 2, 4),
    group="same-suit-run",
    build="any-suit",
    empty="any",
    deal_needs_full_columns=True,
    code_has_rule=True,
    scoring=Scoring(start=500, move=-1, deal=-1, removal=100, floor=0),
    order=0,
    description=QT_TRANSLATE_NOOP(
        "Variants",
        "Two decks in ten columns; build eight sequences from king to ace in suit.",
    ),
)


@hookimpl
def spider_qt_register_variants(register: Callable[[VariantSpec], None]) -> None:
    register(SPIDER)
