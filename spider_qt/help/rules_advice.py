"""Beyond the rules, on the Rules page: how a variant differs from Spider, how often a deal
can be won, and a few tips of our own.

The comparison is made from the two variants' data (cards, columns, sequences, deals,
policies, the score's floor), so it says only what really differs. The chances of winning
come from one small table per source, here; a source's paragraph is left out while its
figures are missing, never filled with guesses. The tips are ours; each is given only
where it applies (no tip about dealing for a variant without a stock).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import Catalog, VariantSpec
from spider_qt.i18n.texts import fill

from .rules_app import menu_words
from .rules_dealing import deal_sentence
from .rules_layout import has_face_down
from .rules_play import build_sentence, empty_sentence, group_sentence, king_goes_only_to_empty
from .rules_scoring import floor_sentence
from .text import HELP, bullets, paragraph, variant_name

translate = QCoreApplication.translate

#: The variant others are compared with, and the one the article's figures are about.
SPIDER: Final = "spider"

#: Win rates with good play, in percent of deals, by number of suits, as the general article
#: on Spider Solitaire among the project's source pages (the Italian one, SPEC §6) gives
#: them; ``None``: "nearly every deal", the article's words for 1 suit.
ARTICLE_WIN_RATES: Final[dict[int, int | None]] = {1: None, 2: 80, 4: 30}
#: How long a typical game lasts, in minutes, from the same article.
ARTICLE_MINUTES: Final = (10, 25)

#: Deals won by the app's own solver, as (won, tried), by (variant key, number of suits):
#: deals 1, 2, 3… of the Classic rule, every card known, at most SOLVER_SECONDS each. The
#: figures are ``bench/solver.py``'s, as reported in docs/performance.md ("Solver");
#: ``None`` where not measured (that line is left out).
SOLVER_WIN_RATES: Final[dict[tuple[str, int], tuple[int, int] | None]] = {
    (SPIDER, 1): (100, 100),
    (SPIDER, 2): (100, 100),
    (SPIDER, 4): (97, 100),
    ("spiderette", 1): (100, 100),
    ("spiderette", 2): (96, 100),
    ("spiderette", 4): (90, 100),
}
#: The bench's time limit per deal, in seconds.
SOLVER_SECONDS: Final = 30


def reference(spec: VariantSpec, catalog: Catalog) -> VariantSpec | None:
    """Spider, when ``spec`` is another variant and the catalog has Spider; else ``None``."""
    if spec.key == SPIDER:
        return None
    return next((variant for variant in catalog if variant.key == SPIDER), None)


# --- compared with Spider -------------------------------------------------------------------


def _number_item(label: str, own: int, theirs: int, other: str) -> str:
    #: A difference from Spider: %1 what is counted, %2 this variant's number,
    #: %3 Spider's, %4 Spider's name.
    return fill(translate("Help", "%1: %2 (%3 in %4)."), label, str(own), str(theirs), other)


def comparison_items(spec: VariantSpec, spider: VariantSpec, catalog: Catalog) -> list[str]:
    """What differs between ``spec`` and ``spider``, one item per difference, then whether
    the moves are the same."""
    other = variant_name(spider)
    numbers = [
        (translate("Help", "Cards in the game"), spec.card_count, spider.card_count),
        (translate("Help", "Columns"), spec.columns, spider.columns),
        (translate("Help", "Sequences to complete"), spec.sequences, spider.sequences),
        (translate("Help", "Deals from the stock"), len(spec.deals), len(spider.deals)),
    ]
    items = [_number_item(label, own, theirs, other)
             for label, own, theirs in numbers if own != theirs]
    if spec.build != spider.build:
        items.append(build_sentence(spec.build, catalog))
    if spec.group != spider.group:
        items.append(group_sentence(spec.group, catalog))
    if spec.empty != spider.empty:
        items.append(empty_sentence(spec.empty, catalog))
    if spec.deals and spec.deal_needs_full_columns != spider.deal_needs_full_columns:
        items.append(deal_sentence(spec.deal_needs_full_columns))
    if spec.scoring.floor != spider.scoring.floor:
        items.append(floor_sentence(spec.scoring.floor))
    if (spec.build, spec.group, spec.empty) == (spider.build, spider.group, spider.empty):
        items.append(fill(translate("Help", "Cards are placed and moved as in %1, and an empty "
                                            "column takes the same cards."), other))
    return items


def comparison_blocks(spec: VariantSpec, spider: VariantSpec, catalog: Catalog) -> list[str]:
    first = fill(translate("Help", "Where %1 differs from %2:"), variant_name(spec),
                 variant_name(spider))
    return [paragraph(first), bullets(comparison_items(spec, spider, catalog))]


# --- chances of winning ---------------------------------------------------------------------


def _rate(suits: int, rate: int | None) -> str:
    if rate is None:
        return fill(translate("Help", "%1 suit: nearly every deal"), str(suits))
    #: %1 the number of suits, %2 a percentage of the deals.
    return fill(translate("Help", "%1 suits: about %2% of the deals"), str(suits), str(rate))


def _solver_items(spec: VariantSpec) -> list[str]:
    items = []
    for suits in spec.suit_options:
        measured = SOLVER_WIN_RATES.get((spec.key, suits))
        if measured is None:
            continue
        won, tried = measured
        items.append(fill(HELP.solver_rate(suits), str(won), str(tried),
                          str(round(100 * won / tried))))
    return items


def chances_blocks(spec: VariantSpec) -> list[str]:
    """The article's figures (for Spider only), then the solver's where measured."""
    blocks = []
    if spec.key == SPIDER:
        rates = [_rate(s, r) for s, r in ARTICLE_WIN_RATES.items() if s in spec.suit_options]
        blocks += [
            paragraph(translate("Help", "How many deals can be won with good play, according "
                                        "to a general article on Spider Solitaire (in "
                                        "Italian), one of the pages this help was written "
                                        "from:")),
            bullets(rates),
            paragraph(fill(translate("Help", "The same article puts a typical game at %1 to "
                                             "%2 minutes. Those are its figures, not "
                                             "measured on this app's deals."),
                           *map(str, ARTICLE_MINUTES))),
        ]
    solved = _solver_items(spec)
    if solved:
        blocks += [paragraph(fill(translate(
            "Help", "Deals won by the app's own solver, which sees every card (the face-down "
                    "ones and the stock's order) and takes at most %1 seconds a deal; a "
                    "player who cannot see the hidden cards wins fewer:"),
            str(SOLVER_SECONDS))), bullets(solved)]
    return blocks


# --- tips -----------------------------------------------------------------------------------


def tips(spec: VariantSpec, catalog: Catalog) -> list[str]:
    """A few tips of ours, each where it applies to ``spec``."""
    items = []
    if has_face_down(spec):
        items.append(translate("Help", "Turn face-down cards up first: each one you uncover "
                                       "tells you more and opens new moves."))
    if spec.group == "same-suit-run" and max(spec.suit_options) > 1:
        items.append(translate("Help", "When a card can go onto two cards, choose the one of "
                                       "its own suit: a run of one suit moves as a whole, a "
                                       "mixed one has to be taken apart."))
    if spec.empty == "any":
        items.append(translate("Help", "Keep an empty column free as long as you can: use it "
                                       "to sort runs or reach a card, then free it again."))
    if spec.deals and has_face_down(spec) and king_goes_only_to_empty(spec, catalog):
        items.append(translate("Help", "A king lying on face-down cards can leave only for an "
                                       "empty column: plan for it before the stock runs out."))
    if spec.deals:
        items.append(translate("Help", "Deal only when no useful move is left: a deal covers "
                                       "the runs you were building."))
    items.append(fill(translate("Help", "Use %1 to explore: try a line of play and take it "
                                        "back if it leads nowhere."),
                      menu_words(translate("MainWindow", "&Undo"))))
    return items
