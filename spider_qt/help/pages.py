"""Help pages generated from a variant's data, every sentence translatable.

Why generated: a variant is pure data (SPEC, ``VariantSpec``), so the numbers a
rules page needs (cards, columns, deals, points) are all there, and a plugin
variant gets a page that matches what the engine enforces. Each sentence is a
``translate("Help", "...")`` literal with ``%1`` placeholders, or, when it holds a
count, a ``%n`` text of the :class:`Help` class (the only form lupdate collects as a
plural); so ``pyside6-lupdate`` collects it and each language words it whole.
Fragments are combined only through translatable templates (``"%1: %2, %3."``),
never by gluing words together; ``#:`` comments explain those templates to the
translators.

The pages are simple HTML (headings, paragraphs, lists, at most one table) that
``QTextBrowser`` shows and a command line can print.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject

from spider_qt.engine import (
    DEAL,
    Card,
    Catalog,
    Game,
    Move,
    Outcome,
    RuleSpec,
    VariantSpec,
    new_game,
)
from spider_qt.engine.cards import SUIT_ORDER
from spider_qt.engine.game import Deal
from spider_qt.engine.policies import BUILD_POLICIES, EMPTY_POLICIES, GROUP_POLICIES
from spider_qt.engine.specs import CLASSIC
from spider_qt.i18n.texts import _fill, card_name, describe, suit_name

translate = QCoreApplication.translate

# The pages, in the order the Help window shows them.
PAGE_NAMES: Final = ("rules", "examples", "sources", "keyboard")

# How many steps the Examples page plays: enough to show a move, a flip and a deal.
EXAMPLE_STEPS: Final = 4
# The shuffle number of the Examples page's deal (the SPEC's example codes use 3).
EXAMPLE_DEAL: Final = 3

# Readable on its own; colours only where the background is set too, so a dark
# palette keeps its light text everywhere else.
STYLE: Final = """
body { font-family: sans-serif; font-size: 11pt; }
h1 { font-size: 18pt; font-weight: 600; margin-top: 4px; margin-bottom: 8px; }
h2 { font-size: 13pt; font-weight: 600; margin-top: 16px; margin-bottom: 4px; }
p { margin-top: 2px; margin-bottom: 8px; line-height: 125%; }
li { margin-bottom: 3px; }
table { border-collapse: collapse; margin-top: 4px; margin-bottom: 10px; }
th { font-weight: 600; text-align: left; padding: 4px 10px; border: 1px solid #9aa5b1;
     background-color: #dfe7ef; color: #1a1a1a; }
td { padding: 4px 10px; border: 1px solid #9aa5b1; }
p.board { background-color: #f4f1e8; color: #262626; padding: 8px;
          margin-left: 12px; margin-right: 12px; font-size: 10pt; }
p.step { font-weight: 600; margin-bottom: 2px; }
p.lead { font-style: italic; }
p.score { font-size: 10pt; margin-bottom: 2px; margin-left: 12px; }
td.key { font-weight: 600; white-space: nowrap; }
p.note { font-style: italic; }
"""

_MINUS: Final = "\u2212"  # a real minus sign: "500 − 117", "−1"
_NBSP: Final = "\u00a0"  # keeps "8 × 100" and "2 × 13 clubs" on one line


class Help(QObject):
    """The page texts that hold a count (``%n``), so each language picks its plural form.

    pyside6-lupdate marks a text as plural only in ``self.tr(text, "", n)``, so these
    live in a class whose name is their context, ``Help``, like every other page text.
    """

    def aim(self, n: int) -> str:
        return self.tr("The aim is to gather runs from king down to ace, each of a single "
                       "suit: a complete run leaves the table, and the game is won when all "
                       "%n sequence(s) are gone.", "", n)

    def uses_cards(self, n: int) -> str:
        return self.tr("The game uses %n card(s).", "", n)

    def decks(self, n: int) -> str:
        return self.tr("That is as many as %n deck(s) of 52 cards.", "", n)

    def suit_choice(self, n: int) -> str:
        return self.tr("The number of suits, chosen in the New Game window, changes which "
                       "cards make up the %n card(s), never how many there are:", "", n)

    def last_face_up(self, n: int) -> str:
        return self.tr("the last %n face up", "", n)

    def stair_up(self, n: int) -> str:
        return self.tr("from %1 to %n card(s), one more in each column", "", n)

    def stair_down(self, n: int) -> str:
        return self.tr("from %1 down to %n card(s), one fewer in each column", "", n)

    def cards(self, n: int) -> str:
        return self.tr("%n card(s)", "", n)

    def cards_each(self, n: int) -> str:
        return self.tr("%n card(s) each", "", n)

    def dealt_into(self, n: int) -> str:
        return self.tr("The cards are dealt into %n column(s), from left to right:", "", n)

    def stock(self, n: int) -> str:
        return self.tr("The stock holds the remaining %n card(s).", "", n)

    def onto_every_column(self, n: int) -> str:
        return self.tr("one card onto each of the %n column(s), from first to last", "", n)

    def onto_columns(self, n: int) -> str:
        return self.tr("%n card(s), one onto each of columns %1", "", n)

    def deal_plan(self, n: int) -> str:
        return self.tr("Click the stock, or press D, to deal. The stock is dealt in %n "
                       "deal(s), every card face up:", "", n)

    def won(self, n: int) -> str:
        return self.tr("The game is won when all %n sequence(s) have been removed and no "
                       "card is left.", "", n)

    def score_example(self, n: int) -> str:
        return self.tr("For example, a game won in %1 moves, %n deal(s) included, ends with "
                       "%2 = %3 points.", "", n)

    def example_code(self, n: int) -> str:
        return self.tr("The deal's game code is %1 (%n suit(s)): enter it in the New Game "
                       "window to lay out the same cards and play along.", "", n)

    def dealt_row(self, n: int) -> str:
        return self.tr("Deal a new row: %n card(s) from the stock.", "", n)

    def moved_group(self, n: int) -> str:
        return self.tr("Move the %1 with the %n card(s) below it from column %2 to column %3.",
                       "", n)


_HELP: Final = Help()


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate; it is translated where it is shown."""
    return text


# The Classic rule's name lives in the Qt-free engine; marked here so it is translated.
_CLASSIC_NAME: Final = QT_TRANSLATE_NOOP("Rules", "Classic")


def plugin_text(context: str, text: str) -> str:
    """A plugin's own text (variant name, rules) in the current language.

    Not named ``translate`` on purpose: lupdate collects these texts where the
    plugin marks them, not here, where they are variables.
    """
    return QCoreApplication.translate(context, text) if text else text


# --- HTML building blocks ------------------------------------------------------------------


def _esc(text: str) -> str:
    return html.escape(text, quote=False)


def _h1(text: str) -> str:
    return f"<h1>{_esc(text)}</h1>"


def _h2(text: str) -> str:
    return f"<h2>{_esc(text)}</h2>"


def _p(*sentences: str, cls: str = "") -> str:
    """A paragraph of whole sentences (already translated), escaped."""
    attr = f' class="{cls}"' if cls else ""
    return f"<p{attr}>{_esc(' '.join(s for s in sentences if s))}</p>"


def _ul(items: Sequence[str]) -> str:
    return "<ul>" + "".join(f"<li>{_esc(item)}</li>" for item in items) + "</ul>"


def _table(header: Sequence[str], rows: Sequence[Sequence[str]], keyed: bool = False) -> str:
    """A table with a header row; ``keyed`` sets the first column in bold (key names)."""
    head = "".join(f"<th>{_esc(cell)}</th>" for cell in header)
    first = '<td class="key">' if keyed else "<td>"
    body = "".join(f"<tr>{first}{_esc(row[0])}</td>"
                   + "".join(f"<td>{_esc(c)}</td>" for c in row[1:]) + "</tr>"
                   for row in rows)
    return (f'<table border="1" cellspacing="0" cellpadding="4"><tr>{head}</tr>{body}</table>')


def _document(title: str, blocks: Sequence[str]) -> str:
    """A whole page: the style sheet, a title and the blocks in order."""
    return (f"<html><head><title>{_esc(title)}</title><style>{STYLE}</style></head>"
            f"<body>{_h1(title)}{''.join(blocks)}</body></html>")


# --- small wordings ------------------------------------------------------------------------


def _variant_name(spec: VariantSpec) -> str:
    return plugin_text("Variants", spec.name)


def _rule_name(rule: RuleSpec) -> str:
    return plugin_text("Rules", _CLASSIC_NAME if rule is CLASSIC else rule.name)


def _signed(points: int) -> str:
    """``+100``, ``−1``, ``0``: points as a change, with a real minus sign."""
    if points > 0:
        return f"+{points}"
    return f"{_MINUS}{-points}" if points < 0 else "0"


def _columns_label(first: int, last: int) -> str:
    """``Column 3`` or ``Columns 1–4`` (0-based indices in, player numbers out)."""
    if first == last:
        return _fill(translate("Help", "Column %1"), str(first + 1))
    return _fill(translate("Help", "Columns %1–%2"), str(first + 1), str(last + 1))


def _number_list(numbers: Sequence[int]) -> str:
    """``1–3`` for a run of consecutive numbers, else ``1, 4, 6`` in the given order."""
    if len(numbers) > 2 and list(numbers) == list(range(numbers[0], numbers[0] + len(numbers))):
        #: A run of column numbers: %1 the first, %2 the last.
        return _fill(translate("Help", "%1–%2"), str(numbers[0]), str(numbers[-1]))
    #: Between the items of a list (column numbers, suit counts).
    return translate("Help", ", ").join(str(n) for n in numbers)


def _or_list(items: Sequence[str]) -> str:
    """``2 or 4``, ``1, 2 or 4``: alternatives, the last joined by the language's *or*."""
    if len(items) == 1:
        return items[0]
    #: Alternatives: %1 all but the last (joined by commas), %2 the last.
    return _fill(translate("Help", "%1 or %2"), translate("Help", ", ").join(items[:-1]),
                 items[-1])


# --- the Rules page ------------------------------------------------------------------------


def rules_page(spec: VariantSpec, catalog: Catalog) -> str:
    """The rules of ``spec``, every number taken from its data."""
    title = _fill(translate("Help", "Rules of %1"), _variant_name(spec))
    return _document(title, [
        _summary(spec),
        _h2(translate("Help", "Setting up")),
        _cards_paragraph(spec),
        _composition_table(spec),
        _layout_paragraph(spec),
        _ul(_layout_items(spec)),
        _p(_stock_sentence(spec)),
        _h2(translate("Help", "Placing a card")),
        _p(*_build_sentences(spec)),
        _h2(translate("Help", "Moving a group")),
        *_group_blocks(spec, catalog),
        _h2(translate("Help", "An empty column")),
        _p(_empty_sentence(spec)),
        _h2(translate("Help", "Dealing")),
        *_dealing_blocks(spec),
        _h2(translate("Help", "Completed sequences")),
        _p(*_removal_sentences(spec, catalog)),
        _h2(translate("Help", "End of the game")),
        _p(*_end_sentences(spec)),
        _h2(translate("Help", "Scoring")),
        *_scoring_blocks(spec),
    ])


def _has_face_down(spec: VariantSpec) -> bool:
    return any(down for down, _ in spec.layout)


def _summary(spec: VariantSpec) -> str:
    """In short: what the game is played with and what wins it, then the plugin's words."""
    name = _variant_name(spec)
    blocks = [_h2(translate("Help", "In short"))]
    if spec.description:
        blocks.append(_p(plugin_text("Variants", spec.description), cls="lead"))
    first = [_fill(translate("Help", "%1 is a patience game for one player."), name)]
    first.append(_HELP.aim(spec.sequences))
    blocks.append(_p(*first))
    if spec.rules:
        blocks.append(_p(plugin_text("Variants", spec.rules)))
    return "".join(blocks)


def _cards_paragraph(spec: VariantSpec) -> str:
    cards = _HELP.uses_cards(spec.card_count)
    decks = _HELP.decks(spec.decks)
    choice = _HELP.suit_choice(spec.card_count)
    return _p(cards, decks, choice if len(spec.suit_options) > 1 else "")


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
    parts = [_fill(share, str(copies), suit_name(suit)).replace(" ", _NBSP)
             for suit in SUIT_ORDER[:suits]]
    #: Between the suits' shares: "4 × 13 spades + 4 × 13 hearts".
    return translate("Help", " + ").join(parts)


def _composition_table(spec: VariantSpec) -> str:
    header = [translate("Help", "Suits"), translate("Help", "Level"), translate("Help", "Cards")]
    rows = [[str(s), plugin_text("Help", _LEVELS[s]), _composition(spec, s)]
            for s in spec.suit_options]
    return _table(header, rows)


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
    columns = layout[run.first:run.last + 1]
    up = columns[0][1]
    if all(d == 0 for d, _ in columns):
        if run.first == run.last and up == 1:
            return translate("Help", "face up")
        return translate("Help", "all face up")
    if up == 1:
        return translate("Help", "only the last one face up")
    return _HELP.last_face_up(up)


def _count_phrase(layout: Sequence[tuple[int, int]], run: _Run) -> str:
    first_total = sum(layout[run.first])
    last_total = sum(layout[run.last])
    if run.kind == "stair":
        if last_total > first_total:
            return _fill(_HELP.stair_up(last_total), str(first_total))
        return _fill(_HELP.stair_down(last_total), str(first_total))
    if run.first == run.last:
        return _HELP.cards(first_total)
    return _HELP.cards_each(first_total)


def _layout_paragraph(spec: VariantSpec) -> str:
    return _p(_HELP.dealt_into(spec.columns))


def _layout_items(spec: VariantSpec) -> list[str]:
    """One line per run of columns, then the totals (``In all: 54 cards, 44 face down``)."""
    #: A line of the layout: %1 the columns, %2 how many cards, %3 which are face up.
    items = [_fill(translate("Help", "%1: %2, %3."), _columns_label(run.first, run.last),
                   _count_phrase(spec.layout, run), _face_phrase(spec.layout, run))
             for run in _layout_runs(spec.layout)]
    down = sum(d for d, _ in spec.layout)
    up = sum(u for _, u in spec.layout)
    total = _HELP.cards(down + up)
    items.append(_fill(translate("Help", "In all: %1, %2 face down and %3 face up."),
                       total, str(down), str(up)) if down
                 else _fill(translate("Help", "In all: %1, all face up."), total))
    return items


def _stock_sentence(spec: VariantSpec) -> str:
    if not spec.deals:
        return translate("Help", "There is no stock: every card is on the table from the start.")
    return _HELP.stock(spec.stock_size)


def _build_sentences(spec: VariantSpec) -> list[str]:
    """Where a card may go (the build policy), the rank order, and the automatic flip."""
    nine, ten_h, ten_s = (card_name(t) for t in ("9H", "10H", "10S"))
    if spec.build == "any-suit":
        first = _fill(translate("Help", "A face-up card may go onto the last card of another "
                                        "column when that card is exactly one rank higher, "
                                        "whatever its suit: the %1 onto the %2, a queen onto "
                                        "a king."), nine, ten_s)
    elif spec.build == "same-suit":
        first = _fill(translate("Help", "A face-up card may go onto the last card of another "
                                        "column only when that card is of the same suit and "
                                        "exactly one rank higher: the %1 onto the %2, but not "
                                        "onto the %3."), nine, ten_h, ten_s)
    else:
        first = _fill(translate("Help", "A card may go onto: %1."),
                      BUILD_POLICIES[spec.build].summary)
    sentences = [first, translate("Help", "The ace is the lowest card and the king the "
                                          "highest, so nothing can be placed on an ace.")]
    if _has_face_down(spec):
        sentences.append(translate("Help", "When the last face-up card leaves a column, the "
                                           "face-down card beneath it turns face up by itself."))
    return sentences


def _group_sentence(group: str) -> str:
    """Which face-up cards move together, for a group policy key."""
    if group == "same-suit-run":
        return translate("Help", "Several face-up cards at the end of a column move together "
                                 "when their ranks go down one by one (8, 7, 6) and they are "
                                 "all of one suit.")
    if group == "descending-run":
        return translate("Help", "Several face-up cards at the end of a column move together "
                                 "when their ranks go down one by one (8, 7, 6), whatever "
                                 "their suits.")
    if group == "any-face-up":
        return translate("Help", "Any face-up card may move together with all the cards "
                                 "lying on it, whether or not they are in order.")
    return _fill(translate("Help", "Cards that move together: %1."),
                 GROUP_POLICIES[group].summary)


def _extra_rules(spec: VariantSpec, catalog: Catalog) -> list[tuple[RuleSpec, list[int]]]:
    """The rules other than Classic the catalog offers for ``spec``, each with its suit counts."""
    found: dict[str, tuple[RuleSpec, list[int]]] = {}
    for suits in spec.suit_options:
        for rule in catalog.rules_for(spec.key, suits):
            if rule is not CLASSIC:
                found.setdefault(rule.key, (rule, []))[1].append(suits)
    return list(found.values())


def _group_blocks(spec: VariantSpec, catalog: Catalog) -> list[str]:
    sentences = [_group_sentence(spec.group),
                 translate("Help", "A group is placed like a single card: its first card must "
                                   "fit where it lands."),
                 translate("Help", "There is no limit to a group's length.")]
    if spec.group == "same-suit-run" and max(spec.suit_options) > 1:
        sentences.append(translate("Help", "A run of mixed suits stays where it is even though "
                                           "its ranks go down: it has to be taken apart card "
                                           "by card."))
    blocks = [_p(*sentences)]
    extra = _extra_rules(spec, catalog)
    if extra:
        blocks.extend(_rule_choice_blocks(spec, extra))
    return blocks


def _rule_choice_blocks(spec: VariantSpec, extra: list[tuple[RuleSpec, list[int]]]) -> list[str]:
    """The rules offered besides Classic: name, suit counts, what each one allows."""
    items = [_fill(translate("Help", "%1 (the default): groups move as described above."),
                   _rule_name(CLASSIC))]
    for rule, suit_counts in extra:
        allows = (plugin_text("Rules", rule.description) if rule.description
                  else _group_sentence(rule.group or spec.group))
        #: %1 a rule's name, %2 the suit counts ("2 or 4"), %3 what the rule allows.
        items.append(_fill(translate("Help", "%1, offered with %2 suits. %3"), _rule_name(rule),
                           _or_list([str(s) for s in suit_counts]), allows))
    blocks = [_p(translate("Help", "The New Game window offers a choice of rules:")), _ul(items)]
    offered = {s for _, counts in extra for s in counts}
    if 1 in spec.suit_options and 1 not in offered:
        blocks.append(_p(translate("Help", "With 1 suit only the Classic rule is offered: all "
                                           "the cards share one suit, so a choice would change "
                                           "little.")))
    return blocks


def _empty_sentence(spec: VariantSpec) -> str:
    if spec.empty == "any":
        return translate("Help", "An empty column accepts any card or any group that may move, "
                                 "not only a king. It is the most useful space on the table: "
                                 "park a card there to reach the one beneath it.")
    if spec.empty == "king":
        return translate("Help", "Only a king, alone or at the head of a group, may go into an "
                                 "empty column.")
    return _fill(translate("Help", "An empty column accepts: %1."),
                 EMPTY_POLICIES[spec.empty].summary)


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
        return _HELP.onto_every_column(spec.columns)
    return _fill(_HELP.onto_columns(len(plan)),
                 _number_list([c + 1 for c in plan]))


def _deal_items(spec: VariantSpec) -> list[str]:
    items = []
    for first, last in _deal_runs(spec.deals):
        label = (_fill(translate("Help", "Deal %1"), str(first + 1)) if first == last
                 else _fill(translate("Help", "Deals %1–%2"), str(first + 1), str(last + 1)))
        what = _deal_what(spec, spec.deals[first])
        #: A line of the deal plan: %1 which deals, %2 where their cards go.
        items.append(_fill(translate("Help", "%1: %2."), label, what))
    return items


def _dealing_blocks(spec: VariantSpec) -> list[str]:
    if not spec.deals:
        return [_p(translate("Help", "There is no stock, so there is nothing to deal."))]
    plan = _HELP.deal_plan(len(spec.deals))
    rule = (translate("Help", "A deal is refused while any column is empty: put a card there "
                              "first.") if spec.deal_needs_full_columns
            else translate("Help", "You may deal even while a column is empty."))
    return [_p(plan), _ul(_deal_items(spec)), _p(rule)]


def _removal_sentences(spec: VariantSpec, catalog: Catalog) -> list[str]:
    sentences = [translate("Help", "When a column ends with the 13 cards of one suit from king "
                                   "down to ace, all face up, that sequence leaves the table "
                                   "by itself, right after the move or deal that completed it.")]
    if spec.deals:
        sentences.append(translate("Help", "A single deal can complete several columns at once."))
    if _has_face_down(spec):
        sentences.append(translate("Help", "The face-down card it covered turns face up."))
    if _extra_rules(spec, catalog):
        sentences.append(translate("Help", "Whatever the rule, only a single-suit sequence is "
                                           "removed."))
    return sentences


def _end_sentences(spec: VariantSpec) -> list[str]:
    return [
        _HELP.won(spec.sequences),
        translate("Help", "The app does not tell you when a game is blocked, gives no hints and "
                          "does not say whether a deal can be won: when nothing helps any more, "
                          "restart the deal or start a new one."),
    ]


def example_moves(spec: VariantSpec) -> int:
    """How long the scoring example's won game is: one move per card, plus the deals and the
    sequences (117 for Spider, the length the SPEC's example uses)."""
    return spec.card_count + len(spec.deals) + spec.sequences


def _score_sum(spec: VariantSpec, moves: int) -> tuple[str, int]:
    """``500 − 117 + 8 × 100`` and its value, for a game won in ``moves`` (deals included)."""
    scoring = spec.scoring
    deals = len(spec.deals)
    terms = ([(moves, scoring.move)] if scoring.move == scoring.deal or not deals
             else [(moves - deals, scoring.move), (deals, scoring.deal)])
    terms.append((spec.sequences, scoring.removal))
    text, total = str(scoring.start), scoring.start
    for count, points in terms:
        if points == 0 or count == 0:
            continue
        size = str(count) if abs(points) == 1 else f"{count}{_NBSP}×{_NBSP}{abs(points)}"
        text += f"{_NBSP}{_MINUS if points < 0 else '+'}{_NBSP}{size}"
        total += count * points
    return text, total


def _scoring_items(spec: VariantSpec) -> list[str]:
    scoring = spec.scoring
    items = [_fill(translate("Help", "At the start: %1"), str(scoring.start)),
             _fill(translate("Help", "Each move of a card or a group: %1"), _signed(scoring.move))]
    if spec.deals:
        items.append(_fill(translate("Help", "Each deal: %1"), _signed(scoring.deal)))
    items.append(_fill(translate("Help", "Each sequence removed: %1"), _signed(scoring.removal)))
    return items


def _scoring_blocks(spec: VariantSpec) -> list[str]:
    scoring = spec.scoring
    counter = (translate("Help", "The move counter counts moves and deals; removing a sequence "
                                 "is not a move.") if spec.deals
               else translate("Help", "The move counter counts moves; removing a sequence is "
                                      "not a move."))
    floor = (_fill(translate("Help", "The score never goes below %1: it stops there, action "
                                     "by action."), str(scoring.floor))
             if scoring.floor is not None
             else translate("Help", "The score has no lower limit: a long game can go below "
                                    "zero."))
    return [_p(translate("Help", "Points are counted like this:")), _ul(_scoring_items(spec)),
            _p(counter, floor), _p(*_example_sentences(spec), cls="note")]


def _example_sentences(spec: VariantSpec) -> list[str]:
    moves = example_moves(spec)
    text, total = _score_sum(spec, moves)
    floor = spec.scoring.floor
    shown = total if floor is None else max(floor, total)
    sentences = []
    if spec.deals:
        sentences.append(_fill(_HELP.score_example(len(spec.deals)), str(moves), text, str(total)))
    else:
        sentences.append(_fill(translate("Help", "For example, a game won in %1 moves ends "
                                                 "with %2 = %3 points."),
                               str(moves), text, str(total)))
    if floor is not None and shown != total:
        sentences.append(_fill(translate("Help", "That is below %1, so the score stays at %1."),
                               str(floor)))
    elif floor is not None:
        sentences.append(_fill(translate("Help", "This supposes the score never fell to %1 on "
                                                 "the way."), str(floor)))
    return sentences


# --- the Examples page ------------------------------------------------------------------------


def example_game(spec: VariantSpec, catalog: Catalog) -> Game:
    """The deal the Examples page plays: always the same for a variant."""
    return new_game(variant=spec.key, suits=spec.suit_options[0], rule=CLASSIC.key,
                    deal=EXAMPLE_DEAL, catalog=catalog)


@dataclass(frozen=True, slots=True)
class _Step:
    """One played step: what was done and why, the score, and the table after it."""

    sentences: tuple[str, ...]
    score: str
    board: str


def examples_page(spec: VariantSpec, catalog: Catalog) -> str:
    """A real deal's first steps, each with the table as the app describes it."""
    game = example_game(spec, catalog)
    name = _variant_name(spec)
    code = game.code or ""
    blocks = [
        _p(_fill(translate("Help", "This page plays the first steps of a real %1 deal and "
                                   "describes the table after each one, as the app reads it "
                                   "out."), name),
           _fill(_HELP.example_code(game.suits), code)),
        _h2(translate("Help", "The table at the start")),
        _p(describe(game), cls="board"),
    ]
    steps = list(_play(game, EXAMPLE_STEPS))
    for number, step in enumerate(steps, 1):
        blocks += [_h2(_fill(translate("Help", "Step %1"), str(number))),
                   _p(step.sentences[0], cls="step"), _p(*step.sentences[1:]),
                   _p(step.score, cls="score"), _p(step.board, cls="board")]
    if not steps:
        blocks.append(_p(translate("Help", "In this deal no card can move at once and there is "
                                           "nothing to deal.")))
    blocks.append(_p(translate("Help", "From here on it is your turn. Every deal can be "
                                       "replayed from its code, so try this one yourself.")))
    return _document(_fill(translate("Help", "%1: a worked opening"), name), blocks)


def _play(game: Game, limit: int) -> Iterator[_Step]:
    """Play up to ``limit`` steps chosen by :func:`_choose`, never undoing the step before."""
    last: Move | None = None
    for _ in range(limit):
        action, why = _choose(game, last)
        if action is None:
            return
        outcome = game.play(action)
        last = action if isinstance(action, Move) else None
        sentences = [_action_sentence(outcome), why, *_effect_sentences(outcome)]
        score = _fill(translate("Help", "Score: %1. Moves: %2."), str(game.score),
                      str(game.moves))
        yield _Step(tuple(s for s in sentences if s), score, describe(game))


@dataclass(frozen=True, slots=True)
class _Candidate:
    """A move the Examples page could play, and how it ranks (lowest ``rank`` first)."""

    rank: tuple[bool, int, int]
    move: Move
    target: Card
    same_suit: bool


def _candidates(game: Game, last: Move | None) -> Iterator[_Candidate]:
    """Every movable group that :meth:`Game.best_target` sends onto a card (not into a
    space), except splits of a same-suit run and the previous move played backwards."""
    for src, column in enumerate(game.columns):
        lowest = game.movable_from(src)
        for start in range(len(column) if lowest is None else lowest, len(column)):
            card = column[start]
            under = column[start - 1] if start > 0 else None
            if under is not None and under.face_up and _follows(under, card):
                continue  # it already lies where a good move would put it
            dst = game.best_target(src, start)
            if dst is None or not game.columns[dst]:
                continue
            if last is not None and (src, dst) == (last.dst, last.src):
                continue
            top = game.columns[dst][-1]
            uncovers = under is not None and not under.face_up
            yield _Candidate((not uncovers, src, start), Move(src, start, dst), top,
                             top.suit == card.suit)


def _follows(upper: Card, lower: Card) -> bool:
    return upper.suit == lower.suit and upper.rank == lower.rank + 1


def _choose(game: Game, last: Move | None) -> tuple[Move | Deal | None, str]:
    """The next step: a group onto a card of its suit one rank higher (one that uncovers a
    face-down card first), else a deal, else any other move onto a card, leftmost first."""
    found = sorted(_candidates(game, last), key=lambda c: (not c.same_suit, c.rank))
    if found and found[0].same_suit:
        return found[0].move, _fill(translate("Help", "It goes onto the %1, one rank higher "
                                                      "and of the same suit."),
                                    card_name(found[0].target))
    if game.refusal(DEAL) is None:
        return DEAL, translate("Help", "No card can go onto a card of its own suit one rank "
                                       "higher, so the next row is dealt.")
    if found:
        return found[0].move, _fill(translate("Help", "It goes onto the %1, one rank higher."),
                                    card_name(found[0].target))
    return None, ""


def _action_sentence(outcome: Outcome) -> str:
    action = outcome.action
    if isinstance(action, Deal):
        return _HELP.dealt_row(len(outcome.dealt))
    first, others = outcome.moved[0], len(outcome.moved) - 1
    src, dst = str(action.src + 1), str(action.dst + 1)
    if not others:
        return _fill(translate("Help", "Move the %1 from column %2 to column %3."),
                     card_name(first), src, dst)
    return _fill(_HELP.moved_group(others), card_name(first), src, dst)


def _effect_sentences(outcome: Outcome) -> list[str]:
    flips = [_fill(translate("Help", "The %1 turns face up."), card_name(card))
             for _, card in outcome.flipped]
    removals = [_fill(translate("Help", "A sequence of %1 is complete and leaves the table."),
                      suit_name(suit)) for _, suit in outcome.removed]
    return flips + removals


# --- the Sources page -------------------------------------------------------------------------


def sources_page(spec: VariantSpec) -> str:
    """Where the rules come from, and how real tables differ from the app (SPEC §5)."""
    name = _variant_name(spec)
    if spec.key == "spider":
        blocks = _spider_sources()
    elif spec.key == "spiderette":
        blocks = _spiderette_sources()
    else:
        blocks = [_p(_fill(translate("Help", "%1 comes from a plugin. Books, websites and "
                                             "other apps may describe it with another layout "
                                             "or other details; when they differ, the app "
                                             "follows the plugin."), name))]
    blocks += [_h2(translate("Help", "About these pages")),
               _p(_fill(translate("Help", "The Rules page is written from the data %1 declares "
                                          "(cards, columns, deal plan, which cards move, points), "
                                          "so it always says what the app checks."), name))]
    return _document(_fill(translate("Help", "%1 on a real table"), name), blocks)


def _spider_sources() -> list[str]:
    return [
        _p(translate("Help", "Printed and online rules of Spider agree on how cards move but "
                             "not always on how the game starts.")),
        _h2(translate("Help", "Wikipedia")),
        _p(translate("Help", "Wikipedia starts the game as this app does: 54 cards in 10 "
                             "columns, then the other 50 are dealt ten at a time, whenever no "
                             "column is empty.")),
        _h2(translate("Help", "Bicycle")),
        _p(translate("Help", "Bicycle, the playing-card maker, lays out ten columns of five "
                             "cards, the first four of each face down.")),
        _p(translate("Help", "Both say that every space must be filled before a new row is "
                             "dealt, and so does the app.")),
    ]


def _spiderette_sources() -> list[str]:
    return [
        _h2(translate("Help", "Wikipedia")),
        _p(translate("Help", "Wikipedia describes Spiderette as Spider with a single deck, laid "
                             "out like Klondike in seven columns of 1 to 7 cards: the layout "
                             "this app uses.")),
    ]


# --- the Keyboard page ------------------------------------------------------------------------


def _key_rows() -> list[list[str]]:
    return [
        [translate("Help", "Mouse"),
         translate("Help", "Drag cards to a column; double-click sends them to the best "
                           "column; click the stock to deal.")],
        [translate("Help", "← →"), translate("Help", "Move the focus between columns.")],
        [translate("Help", "↑ ↓"),
         translate("Help", "Take more or fewer of the cards that can move.")],
        [translate("Help", "Enter, Space"),
         translate("Help", "Send the focused cards to the best column.")],
        [translate("Help", "1 … 9, 0"),
         translate("Help", "Send the focused cards to column 1 to 9, or 10.")],
        [translate("Help", "Esc"), translate("Help", "Clear the focus.")],
        [translate("Help", "D"), translate("Help", "Deal a new row.")],
        [translate("Help", "Ctrl+Z"), translate("Help", "Undo.")],
        [translate("Help", "Ctrl+Shift+Z, Ctrl+Y"), translate("Help", "Redo.")],
        [translate("Help", "Ctrl+N"), translate("Help", "Start a new game.")],
        [translate("Help", "F1"), translate("Help", "Open this help.")],
        [translate("Help", "Ctrl+Shift+D"),
         translate("Help", "Copy the description of the table, for a screen reader or a "
                           "message.")],
    ]


def keyboard_page() -> str:
    """Every key the board answers, so the game can be played without a mouse."""
    blocks = [
        _p(translate("Help", "The whole game can be played from the keyboard. Arrows "
                             "choose the cards, Enter sends them on.")),
        _table([translate("Help", "Key"), translate("Help", "What it does")], _key_rows(),
               keyed=True),
    ]
    return _document(translate("Help", "Keyboard and mouse"), blocks)


# --- by name -------------------------------------------------------------------------------


def page(name: str, spec: VariantSpec, catalog: Catalog) -> str:
    """The page called ``name`` (one of :data:`PAGE_NAMES`) for ``spec``: one entry point for
    the Help window and a command line."""
    makers: dict[str, Callable[[], str]] = {
        "rules": lambda: rules_page(spec, catalog),
        "examples": lambda: examples_page(spec, catalog),
        "sources": lambda: sources_page(spec),
        "keyboard": keyboard_page,
    }
    if name not in makers:
        raise ValueError(f"unknown help page {name!r} (known: {', '.join(PAGE_NAMES)})")
    return makers[name]()

