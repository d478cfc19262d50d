"""Simple Simon: one deck dealt face up in ten columns, no stock (SPEC §6)."""

from __future__ import annotations

from collections.abc import Callable

from spider_qt.engine import Scoring, VariantSpec
from spider_qt.plugins import QT_TRANSLATE_NOOP, hookimpl

SIMPLE_SIMON = VariantSpec(
    key="simple_simon",
    name=QT_TRANSLATE_NOOP("Variants", "Simple Simon"),
    letters="SS",
    decks=1,
    # Ten columns of 8, 8, 8, 7, 6, 5, 4, 3, 2 and 1 cards, all face up: the whole deck.
    layout=tuple((0, n) for n in (8, 8, 8, 7, 6, 5, 4, 3, 2, 1)),
    # Every card is on the table from the start: there is nothing to deal.
    deals=(),
    suit_options=(1, 2, 4),
    default_suits=4,
    group="same-suit-run",
    build="any-suit",
    empty="any",
    deal_needs_full_columns=True,
    code_has_rule=False,
    scoring=Scoring(start=500, move=-1, deal=-1, removal=100, floor=None),
    order=30,
    description=QT_TRANSLATE_NOOP(
        "Variants",
        "One deck dealt face up in ten columns, with no stock; "
        "build four sequences from king to ace in suit."
    ),
    rules=QT_TRANSLATE_NOOP(
        "Variants",
        "Every card is face up from the start and there is no stock to deal from. "
        "A card may go on any card one rank higher, whatever its suit. "
        "Cards move together only as a run descending by one rank in a single suit. "
        "An empty column accepts any card or movable run. "
        "Each run from king down to ace in one suit leaves the table; "
        "the game is won when all four are gone."
    ),
)


@hookimpl
def spider_qt_register_variants(register: Callable[[VariantSpec], None]) -> None:
    register(SIMPLE_SIMON)
