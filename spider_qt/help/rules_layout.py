"""Setting up, on the Rules page: the cards a game uses, how they are dealt into the
columns, and the stock.

A layout is told in runs of neighbouring columns dealt alike ("Columns 1–4: 6 cards
each, only the last one face up"), so ten columns read as two lines, not ten.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import QT_TRANSLATE_NOOP, RANKS, SUIT_ORDER, VariantSpec
from spider_qt.i18n.texts import fill, suit_name

from .text import HELP, NBSP, columns_label, paragraph, plugin_text, table

translate = QCoreApplication.translate


def has_face_down(spec: VariantSpec) -> bool:
    """Whether some column is dealt with cards face down: then turning them over needs saying."""
    return any(down for down, _ in spec.layout)


def cards_paragraph(spec: VariantSpec) -> str:
    cards = HELP.uses_cards(spec.card_count)
    decks = HELP.decks(spec.decks)
    choice = HELP.suit_choice(spec.card_count)
    return paragraph(cards, decks, choice if len(spec.suit_options) > 1 else "")


_LEVELS: Final = {
    1: QT_TRANSLATE_NOOP("Help", "Easy"),
    2: QT_TRANSLATE_NOOP("Help", "Medium"),
    4: QT_TRANSLATE_NOOP("Help", "Hard"),
}


def _composition(spec: VariantSpec, suits: int) -> str:
    """``4 × 13 spades + 4 × 13 hearts``: each suit's share of the cards."""
    copies = spec.card_count // len(RANKS) // suits
    #: One suit's share of the cards: %1 how many times, %2 the suit ("spades").
    share = translate("Help", "%1 × 13 %2")
    parts = [
        fill(share, str(copies), suit_name(suit)).replace(" ", NBSP) for suit in SUIT_ORDER[:suits]
    ]
    #: Between the suits' shares: "4 × 13 spades + 4 × 13 hearts".
    return translate("Help", " + ").join(parts)


def composition_table(spec: VariantSpec) -> str:
    header = [translate("Help", "Suits"), translate("Help", "Level"), translate("Help", "Cards")]
    rows = [
        [str(s), plugin_text("Help", _LEVELS[s]), _composition(spec, s)] for s in spec.suit_options
    ]
    return table(header, rows)


@dataclass(frozen=True, slots=True)
class _Run:
    """Neighbouring columns dealt alike: the same cards (``same``) or one more or one
    fewer in each (``stair``), so a layout reads as a few lines, not one per column."""

    first: int
    last: int
    kind: str


def _layout_runs(layout: Sequence[tuple[int, int]]) -> list[_Run]:
    runs: list[_Run] = []
    i = 0
    while i < len(layout):
        last = i
        while last + 1 < len(layout) and layout[last + 1] == layout[i]:
            last += 1
        kind = "same"
        if last == i:
            stair = _stair_end(layout, i)
            if stair - i >= 2:
                last, kind = stair, "stair"
        runs.append(_Run(i, last, kind))
        i = last + 1
    return runs


def _stair_end(layout: Sequence[tuple[int, int]], i: int) -> int:
    """The last column of a staircase starting at ``i`` (totals changing by one, the same
    way each time, with the same face-up count or all face up)."""
    step = 0
    last = i
    while last + 1 < len(layout):
        (down_a, up_a), (down_b, up_b) = layout[last], layout[last + 1]
        change = (down_b + up_b) - (down_a + up_a)
        alike = up_a == up_b or down_a == down_b == 0
        if change not in (1, -1) or (step and change != step) or not alike:
            break
        step, last = change, last + 1
    return last


def _face_phrase(layout: Sequence[tuple[int, int]], run: _Run) -> str:
    columns = layout[run.first : run.last + 1]
    up = columns[0][1]
    if all(d == 0 for d, _ in columns):
        if run.first == run.last and up == 1:
            return translate("Help", "face up")
        return translate("Help", "all face up")
    if up == 1:
        return translate("Help", "only the last one face up")
    return HELP.last_face_up(up)


def _count_phrase(layout: Sequence[tuple[int, int]], run: _Run) -> str:
    first_total = sum(layout[run.first])
    last_total = sum(layout[run.last])
    if run.kind == "stair":
        if last_total > first_total:
            return fill(HELP.stair_up(last_total), str(first_total))
        return fill(HELP.stair_down(last_total), str(first_total))
    if run.first == run.last:
        return HELP.cards(first_total)
    return HELP.cards_each(first_total)


def layout_paragraph(spec: VariantSpec) -> str:
    return paragraph(HELP.dealt_into(spec.columns))


def layout_items(spec: VariantSpec) -> list[str]:
    """One line per run of columns, then the totals (``In all: 54 cards, 44 face down``)."""
    #: A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.
    items = [
        fill(
            translate("Help", "%1: %2, %3."),
            columns_label(run.first, run.last),
            _count_phrase(spec.layout, run),
            _face_phrase(spec.layout, run),
        )
        for run in _layout_runs(spec.layout)
    ]
    down = sum(d for d, _ in spec.layout)
    up = sum(u for _, u in spec.layout)
    total = HELP.cards(down + up)
    items.append(
        fill(
            translate("Help", "In all: %1, %2 face down and %3 face up."), total, str(down), str(up)
        )
        if down
        else fill(translate("Help", "In all: %1, all face up."), total)
    )
    return items


def stock_sentence(spec: VariantSpec) -> str:
    if not spec.deals:
        return translate("Help", "There is no stock: every card is on the table from the start.")
    return HELP.stock(spec.stock_size)

