"""Dealing and completed sequences, on the Rules page: the deal plan in runs of alike deals,
whether a deal needs every column filled, and what happens to a finished king-to-ace run.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import Catalog, VariantSpec
from spider_qt.i18n.texts import fill

from .rules_layout import has_face_down
from .text import HELP, bullets, number_list, paragraph

translate = QCoreApplication.translate


def _deal_runs(deals: Sequence[tuple[int, ...]]) -> list[tuple[int, int]]:
    """Neighbouring identical deals as ``(first, last)`` 0-based index pairs."""
    runs: list[tuple[int, int]] = []
    for i, plan in enumerate(deals):
        if runs and deals[runs[-1][1]] == plan:
            runs[-1] = (runs[-1][0], i)
        else:
            runs.append((i, i))
    return runs


def _deal_what(spec: VariantSpec, plan: tuple[int, ...]) -> str:
    if plan == tuple(range(spec.columns)):
        return HELP.onto_every_column(spec.columns)
    return fill(HELP.onto_columns(len(plan)), number_list([c + 1 for c in plan]))


def _deal_items(spec: VariantSpec) -> list[str]:
    items = []
    for first, last in _deal_runs(spec.deals):
        label = (
            fill(translate("Help", "Deal %1"), str(first + 1))
            if first == last
            else fill(translate("Help", "Deals %1–%2"), str(first + 1), str(last + 1))
        )
        what = _deal_what(spec, spec.deals[first])
        #: A line of the deal plan: %1 which deals, %2 where their cards go.
        items.append(fill(translate("Help", "%1: %2."), label, what))
    return items


def dealing_blocks(spec: VariantSpec) -> list[str]:
    if not spec.deals:
        return [paragraph(translate("Help", "There is no stock, so there is nothing to deal."))]
    plan = HELP.deal_plan(len(spec.deals))
    rule = deal_sentence(spec.deal_needs_full_columns)
    return [paragraph(plan), bullets(_deal_items(spec)), paragraph(rule)]


def deal_sentence(needs_full_columns: bool) -> str:
    """Whether a deal waits for every column to hold a card."""
    if needs_full_columns:
        return translate(
            "Help", "A deal is refused while any column is empty: put a card there first.")
    return translate("Help", "You may deal even while a column is empty.")


def removal_sentences(spec: VariantSpec, catalog: Catalog) -> list[str]:
    sentences = [
        translate(
            "Help",
            "When a column ends with the 13 cards of one suit from king "
            "down to ace, all face up, that sequence leaves the table "
            "by itself, right after the move or deal that completed it.",
        )
    ]
    if spec.deals:
        sentences.append(translate("Help", "A single deal can complete several columns at once."))
    if has_face_down(spec):
        sentences.append(translate("Help", "The face-down card it covered turns face up."))
    if any(len(catalog.rules_for(spec.key, suits)) > 1 for suits in spec.suit_options):
        sentences.append(
            translate("Help", "Whatever the rule, only a single-suit sequence is removed.")
        )
    return sentences
