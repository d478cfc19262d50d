"""The Relaxed rule: in 2- and 4-suit Spider, a descending run of mixed suits moves as one.

With one suit every run is single-suit, so the rule is offered only for 2 and 4
suits. Only single-suit sequences are ever removed, under any rule.
"""

from __future__ import annotations

from collections.abc import Callable

from spider_qt.engine import RuleSpec
from spider_qt.plugins import QT_TRANSLATE_NOOP, hookimpl

RELAXED = RuleSpec(
    key="relaxed",
    name=QT_TRANSLATE_NOOP("Rules", "Relaxed"),
    letter="R",
    variants=("spider",),
    suits=(2, 4),
    group="descending-run",
    description=QT_TRANSLATE_NOOP(
        "Rules",
        "A group of cards in descending order may move together even if suits are mixed.",
    ),
)


@hookimpl
def spider_qt_register_rules(register: Callable[[RuleSpec], None]) -> None:
    register(RELAXED)
