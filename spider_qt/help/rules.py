"""The Rules page, written from the variant's own data, so a plugin variant gets a correct
page: cards, layout, deal plan, what moves, what a column takes, removal, scoring.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import (
    Catalog,
    RuleSpec,
    VariantSpec,
)
from spider_qt.engine.cards import SUIT_ORDER
from spider_qt.engine.policies import BUILD_POLICIES, EMPTY_POLICIES, GROUP_POLICIES
from spider_qt.engine.specs import CLASSIC
from spider_qt.i18n.texts import _fill, card_name, suit_name

from .text import (
    HELP,
    MINUS,
    NBSP,
    QT_TRANSLATE_NOOP,
    bullets,
    columns_label,
    document,
    heading,
    number_list,
    or_list,
    paragraph,
    plugin_text,
    rule_name,
    signed,
    table,
    variant_name,
)

translate = QCoreApplication.translate

# --- the Rules page ------------------------------------------------------------------------


def rules_page(spec: VariantSpec, catalog: Catalog) -> str:
    """The rules of ``spec``, every number taken from its data."""
    title = _fill(translate("Help", "Rules of %1"), variant_name(spec))
    return document(
        title,
        [
            _summary(spec),
            heading(translate("Help", "Setting up")),
            _cards_paragraph(spec),
            _composition_table(spec),
            _layout_paragraph(spec),
            bullets(_layout_items(spec)),
            paragraph(_stock_sentence(spec)),
            heading(translate("Help", "Placing a card")),
            paragraph(*_build_sentences(spec)),
            heading(translate("Help", "Moving a group")),
            *_group_blocks(spec, catalog),
            heading(translate("Help", "An empty column")),
            paragraph(_empty_sentence(spec)),
            heading(translate("Help", "Dealing")),
            *_dealing_blocks(spec),
            heading(translate("Help", "Completed sequences")),
            paragraph(*_removal_sentences(spec, catalog)),
            heading(translate("Help", "End of the game")),
            paragraph(*_end_sentences(spec)),
            heading(translate("Help", "Scoring")),
            *_scoring_blocks(spec),
        ],
    )


def _has_face_down(spec: VariantSpec) -> bool:
    return any(down for down, _ in spec.layout)


def _summary(spec: VariantSpec) -> str:
    """In short: what the game is played with and what wins it, then the plugin's words."""
    name = variant_name(spec)
    blocks = [heading(translate("Help", "In short"))]
    if spec.description:
        blocks.append(paragraph(plugin_text("Variants", spec.description), cls="lead"))
    first = [_fill(translate("Help", "%1 is a patience game for one player."), name)]
    first.append(HELP.aim(spec.sequences))
    blocks.append(paragraph(*first))
    if spec.rules:
        blocks.append(paragraph(plugin_text("Variants", spec.rules)))
    return "".join(blocks)


def _cards_paragraph(spec: VariantSpec) -> str:
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
    copies = spec.card_count // 13 // suits
    #: One suit's share of the cards: %1 how many times, %2 the suit ("spades").
    share = translate("Help", "%1 × 13 %2")
    parts = [
        _fill(share, str(copies), suit_name(suit)).replace(" ", NBSP) for suit in SUIT_ORDER[:suits]
    ]
    #: Between the suits' shares: "4 × 13 spades + 4 × 13 hearts".
    return translate("Help", " + ").join(parts)


def _composition_table(spec: VariantSpec) -> str:
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
            return _fill(HELP.stair_up(last_total), str(first_total))
        return _fill(HELP.stair_down(last_total), str(first_total))
    if run.first == run.last:
        return HELP.cards(first_total)
    return HELP.cards_each(first_total)


def _layout_paragraph(spec: VariantSpec) -> str:
    return paragraph(HELP.dealt_into(spec.columns))


def _layout_items(spec: VariantSpec) -> list[str]:
    """One line per run of columns, then the totals (``In all: 54 cards, 44 face down``)."""
    #: A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.
    items = [
        _fill(
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
        _fill(
            translate("Help", "In all: %1, %2 face down and %3 face up."), total, str(down), str(up)
        )
        if down
        else _fill(translate("Help", "In all: %1, all face up."), total)
    )
    return items


def _stock_sentence(spec: VariantSpec) -> str:
    if not spec.deals:
        return translate("Help", "There is no stock: every card is on the table from the start.")
    return HELP.stock(spec.stock_size)


def _build_sentences(spec: VariantSpec) -> list[str]:
    """Where a card may go (the build policy), the rank order, and the automatic flip."""
    nine, ten_h, ten_s = (card_name(t) for t in ("9H", "10H", "10S"))
    if spec.build == "any-suit":
        first = _fill(
            translate(
                "Help",
                "A face-up card may go onto the last card of another "
                "column when that card is exactly one rank higher, "
                "whatever its suit: the %1 onto the %2, a queen onto "
                "a king.",
            ),
            nine,
            ten_s,
        )
    elif spec.build == "same-suit":
        first = _fill(
            translate(
                "Help",
                "A face-up card may go onto the last card of another "
                "column only when that card is of the same suit and "
                "exactly one rank higher: the %1 onto the %2, but not "
                "onto the %3.",
            ),
            nine,
            ten_h,
            ten_s,
        )
    else:
        first = _fill(
            translate("Help", "A card may go onto: %1."), BUILD_POLICIES[spec.build].summary
        )
    sentences = [
        first,
        translate(
            "Help",
            "The ace is the lowest card and the king the "
            "highest, so nothing can be placed on an ace.",
        ),
    ]
    if _has_face_down(spec):
        sentences.append(
            translate(
                "Help",
                "When the last face-up card leaves a column, the "
                "face-down card beneath it turns face up by itself.",
            )
        )
    return sentences


def _group_sentence(group: str) -> str:
    """Which face-up cards move together, for a group policy key."""
    if group == "same-suit-run":
        return translate(
            "Help",
            "Several face-up cards at the end of a column move together "
            "when their ranks go down one by one (8, 7, 6) and they are "
            "all of one suit.",
        )
    if group == "descending-run":
        return translate(
            "Help",
            "Several face-up cards at the end of a column move together "
            "when their ranks go down one by one (8, 7, 6), whatever "
            "their suits.",
        )
    if group == "any-face-up":
        return translate(
            "Help",
            "Any face-up card may move together with all the cards "
            "lying on it, whether or not they are in order.",
        )
    return _fill(translate("Help", "Cards that move together: %1."), GROUP_POLICIES[group].summary)


def _extra_rules(spec: VariantSpec, catalog: Catalog) -> list[tuple[RuleSpec, list[int]]]:
    """The rules other than Classic the catalog offers for ``spec``, each with its suit counts."""
    found: dict[str, tuple[RuleSpec, list[int]]] = {}
    for suits in spec.suit_options:
        for rule in catalog.rules_for(spec.key, suits):
            if rule is not CLASSIC:
                found.setdefault(rule.key, (rule, []))[1].append(suits)
    return list(found.values())


def _group_blocks(spec: VariantSpec, catalog: Catalog) -> list[str]:
    sentences = [
        _group_sentence(spec.group),
        translate(
            "Help", "A group is placed like a single card: its first card must fit where it lands."
        ),
        translate("Help", "There is no limit to a group's length."),
    ]
    if spec.group == "same-suit-run" and max(spec.suit_options) > 1:
        sentences.append(
            translate(
                "Help",
                "A run of mixed suits stays where it is even though "
                "its ranks go down: it has to be taken apart card "
                "by card.",
            )
        )
    blocks = [paragraph(*sentences)]
    extra = _extra_rules(spec, catalog)
    if extra:
        blocks.extend(_rule_choice_blocks(spec, extra))
    return blocks


def _rule_choice_blocks(spec: VariantSpec, extra: list[tuple[RuleSpec, list[int]]]) -> list[str]:
    """The rules offered besides Classic: name, suit counts, what each one allows."""
    items = [
        _fill(
            translate("Help", "%1 (the default): groups move as described above."),
            rule_name(CLASSIC),
        )
    ]
    for rule, suit_counts in extra:
        allows = (
            plugin_text("Rules", rule.description)
            if rule.description
            else _group_sentence(rule.group or spec.group)
        )
        #: %1 a rule's name, %2 the suit counts ("2 or 4"), %3 what the rule allows.
        items.append(
            _fill(
                translate("Help", "%1, offered with %2 suits. %3"),
                rule_name(rule),
                or_list([str(s) for s in suit_counts]),
                allows,
            )
        )
    blocks = [
        paragraph(translate("Help", "The New Game window offers a choice of rules:")),
        bullets(items),
    ]
    offered = {s for _, counts in extra for s in counts}
    if 1 in spec.suit_options and 1 not in offered:
        blocks.append(
            paragraph(
                translate(
                    "Help",
                    "With 1 suit only the Classic rule is offered: all "
                    "the cards share one suit, so a choice would change "
                    "little.",
                )
            )
        )
    return blocks


def _empty_sentence(spec: VariantSpec) -> str:
    if spec.empty == "any":
        return translate(
            "Help",
            "An empty column accepts any card or any group that may move, "
            "not only a king. It is the most useful space on the table: "
            "park a card there to reach the one beneath it.",
        )
    if spec.empty == "king":
        return translate(
            "Help", "Only a king, alone or at the head of a group, may go into an empty column."
        )
    return _fill(
        translate("Help", "An empty column accepts: %1."), EMPTY_POLICIES[spec.empty].summary
    )


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
    return _fill(HELP.onto_columns(len(plan)), number_list([c + 1 for c in plan]))


def _deal_items(spec: VariantSpec) -> list[str]:
    items = []
    for first, last in _deal_runs(spec.deals):
        label = (
            _fill(translate("Help", "Deal %1"), str(first + 1))
            if first == last
            else _fill(translate("Help", "Deals %1–%2"), str(first + 1), str(last + 1))
        )
        what = _deal_what(spec, spec.deals[first])
        #: A line of the deal plan: %1 which deals, %2 where their cards go.
        items.append(_fill(translate("Help", "%1: %2."), label, what))
    return items


def _dealing_blocks(spec: VariantSpec) -> list[str]:
    if not spec.deals:
        return [paragraph(translate("Help", "There is no stock, so there is nothing to deal."))]
    plan = HELP.deal_plan(len(spec.deals))
    rule = (
        translate("Help", "A deal is refused while any column is empty: put a card there first.")
        if spec.deal_needs_full_columns
        else translate("Help", "You may deal even while a column is empty.")
    )
    return [paragraph(plan), bullets(_deal_items(spec)), paragraph(rule)]


def _removal_sentences(spec: VariantSpec, catalog: Catalog) -> list[str]:
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
    if _has_face_down(spec):
        sentences.append(translate("Help", "The face-down card it covered turns face up."))
    if _extra_rules(spec, catalog):
        sentences.append(
            translate("Help", "Whatever the rule, only a single-suit sequence is removed.")
        )
    return sentences


def _end_sentences(spec: VariantSpec) -> list[str]:
    return [
        HELP.won(spec.sequences),
        translate(
            "Help",
            "The app does not tell you when a game is blocked, gives no hints and "
            "does not say whether a deal can be won: when nothing helps any more, "
            "restart the deal or start a new one.",
        ),
    ]


def example_moves(spec: VariantSpec) -> int:
    """How long the scoring example's won game is: one move per card, plus the deals and the
    sequences (117 for Spider, the length the SPEC's example uses)."""
    return spec.card_count + len(spec.deals) + spec.sequences


def _score_sum(spec: VariantSpec, moves: int) -> tuple[str, int]:
    """``500 − 117 + 8 × 100`` and its value, for a game won in ``moves`` (deals included)."""
    scoring = spec.scoring
    deals = len(spec.deals)
    terms = (
        [(moves, scoring.move)]
        if scoring.move == scoring.deal or not deals
        else [(moves - deals, scoring.move), (deals, scoring.deal)]
    )
    terms.append((spec.sequences, scoring.removal))
    text, total = str(scoring.start), scoring.start
    for count, points in terms:
        if points == 0 or count == 0:
            continue
        size = str(count) if abs(points) == 1 else f"{count}{NBSP}×{NBSP}{abs(points)}"
        text += f"{NBSP}{MINUS if points < 0 else '+'}{NBSP}{size}"
        total += count * points
    return text, total


def _scoring_items(spec: VariantSpec) -> list[str]:
    scoring = spec.scoring
    items = [
        _fill(translate("Help", "At the start: %1"), str(scoring.start)),
        _fill(translate("Help", "Each move of a card or a group: %1"), signed(scoring.move)),
    ]
    if spec.deals:
        items.append(_fill(translate("Help", "Each deal: %1"), signed(scoring.deal)))
    items.append(_fill(translate("Help", "Each sequence removed: %1"), signed(scoring.removal)))
    return items


def _scoring_blocks(spec: VariantSpec) -> list[str]:
    scoring = spec.scoring
    counter = (
        translate(
            "Help", "The move counter counts moves and deals; removing a sequence is not a move."
        )
        if spec.deals
        else translate("Help", "The move counter counts moves; removing a sequence is not a move.")
    )
    floor = (
        _fill(
            translate("Help", "The score never goes below %1: it stops there, action by action."),
            str(scoring.floor),
        )
        if scoring.floor is not None
        else translate("Help", "The score has no lower limit: a long game can go below zero.")
    )
    return [
        paragraph(translate("Help", "Points are counted like this:")),
        bullets(_scoring_items(spec)),
        paragraph(counter, floor),
        paragraph(*_example_sentences(spec), cls="note"),
    ]


def _example_sentences(spec: VariantSpec) -> list[str]:
    moves = example_moves(spec)
    text, total = _score_sum(spec, moves)
    floor = spec.scoring.floor
    shown = total if floor is None else max(floor, total)
    sentences = []
    if spec.deals:
        sentences.append(_fill(HELP.score_example(len(spec.deals)), str(moves), text, str(total)))
    else:
        sentences.append(
            _fill(
                translate("Help", "For example, a game won in %1 moves ends with %2 = %3 points."),
                str(moves),
                text,
                str(total),
            )
        )
    if floor is not None and shown != total:
        sentences.append(
            _fill(translate("Help", "That is below %1, so the score stays at %1."), str(floor))
        )
    elif floor is not None:
        sentences.append(
            _fill(
                translate("Help", "This supposes the score never fell to %1 on the way."),
                str(floor),
            )
        )
    return sentences
