"""Open deal: in Spider and Spiderette, the stock may be dealt while columns are empty.

Most other apps call this "relaxed" Spider (so does the Italian article among the
project's sources, "Spider rilassato"); here Relaxed is the rule for mixed-suit groups,
so this one is named for what it changes. It changes only the deal: groups, building,
empty columns and removal stay the variant's own. It is offered with 2 and 4 suits, as
Relaxed is: the Easy game (1 suit) keeps the New Game window free of a rule choice
(SPEC §1), and is won nearly always with good play anyway, so an easier deal would change
little there. A game has one rule: Open deal does not combine with Relaxed.

Written with the public plugin API only, as a third-party rule would be. Its code
letter is ``O``: ``SP1-S2O-…`` in Spider, ``SD1-S4O-…`` in Spiderette (whose Classic
codes carry no letter at all and keep reading as before).
"""

from __future__ import annotations

from collections.abc import Callable

from spider_qt.engine import RuleSpec
from spider_qt.plugins import QT_TRANSLATE_NOOP, hookimpl

OPEN_DEAL = RuleSpec(
    key="open_deal",
    name=QT_TRANSLATE_NOOP("Rules", "Open deal"),
    letter="O",
    variants=("spider", "spiderette"),
    suits=(2, 4),
    deal_needs_full_columns=False,
    description=QT_TRANSLATE_NOOP(
        "Rules", "You may deal from the stock even while a column is empty."
    ),
    rules=QT_TRANSLATE_NOOP(
        "Rules",
        "Every column a deal reaches gets its card, an empty one included; everything else "
        "is as in the Classic rule. Other apps often call this relaxed Spider.",
    ),
)


@hookimpl
def spider_qt_register_rules(register: Callable[[RuleSpec], None]) -> None:
    register(OPEN_DEAL)
