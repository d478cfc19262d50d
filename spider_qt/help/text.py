"""What every help page shares: the translatable plural texts, HTML blocks, small wordings.

Every sentence is a ``translate("Help", "...")`` literal with ``%1`` placeholders, or,
when it holds a count, a ``%n`` text of the :class:`Help` class (the only form lupdate
collects as a plural); fragments are combined only through translatable templates.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject

from spider_qt.engine import (
    CLASSIC,
    QT_TRANSLATE_NOOP,
    RuleSpec,
    VariantSpec,
)
from spider_qt.i18n.texts import fill

translate = QCoreApplication.translate


# The pages, in the order the Help window shows them.
PAGE_NAMES: Final = ("rules", "examples", "sources", "keyboard")

# The shuffle number of the Examples page's deal (the SPEC's example codes use 3).
EXAMPLE_DEAL: Final = 3

# The page's shapes. Its few colours are the viewer's (PAGE_COLOURS): a page holds no
# colour, so the palette's text and background are used everywhere else, light or dark.
STYLE: Final = """
body { font-family: sans-serif; font-size: 11pt; }
h1 { font-size: 18pt; font-weight: 600; margin-top: 4px; margin-bottom: 8px; }
h2 { font-size: 13pt; font-weight: 600; margin-top: 16px; margin-bottom: 4px; }
p { margin-top: 2px; margin-bottom: 8px; line-height: 125%; }
li { margin-bottom: 3px; }
table { border-collapse: collapse; margin-top: 4px; margin-bottom: 10px; }
th { font-weight: 600; text-align: left; padding: 4px 10px; }
td { padding: 4px 10px; }
p.board { padding: 8px; margin-left: 12px; margin-right: 12px; font-size: 10pt; }
p.step { font-weight: 600; margin-bottom: 2px; }
p.lead { font-style: italic; }
p.score { font-size: 10pt; margin-bottom: 2px; margin-left: 12px; }
td.key { font-weight: 600; }
p.note { font-style: italic; }
"""

# The colours of a page's tinted parts (table heads, a board in words) on a light and on a
# dark palette, for the viewer's default style sheet (``QTextDocument.setDefaultStyleSheet``):
# each text at 4.5:1 or more on its tint (tests/ui/test_contrast.py).
PAGE_COLOURS: Final = {
    False: """
th { background-color: #dfe7ef; color: #1a1a1a; border: 1px solid #9aa5b1; }
td { border: 1px solid #9aa5b1; }
p.board { background-color: #f4f1e8; color: #262626; }
""",
    True: """
th { background-color: #34404c; color: #f0f0f0; border: 1px solid #5d6a78; }
td { border: 1px solid #5d6a78; }
p.board { background-color: #33312b; color: #eeebe2; }
""",
}

MINUS: Final = "\u2212"  # a real minus sign: "500 − 117", "−1"
NBSP: Final = "\u00a0"  # keeps "8 × 100" and "2 × 13 clubs" on one line


class Help(QObject):
    """The page texts that hold a count (``%n``), so each language picks its plural form.

    pyside6-lupdate marks a text as plural only in ``self.tr(text, "", n)``, so these
    live in a class whose name is their context, ``Help``, like every other page text.
    """

    def aim(self, n: int) -> str:
        return self.tr(
            "The aim is to gather runs from king down to ace, each of a single "
            "suit: a complete run leaves the table, and the game is won when all "
            "%n sequence(s) are gone.",
            "",
            n,
        )

    def uses_cards(self, n: int) -> str:
        return self.tr("The game uses %n card(s).", "", n)

    def decks(self, n: int) -> str:
        return self.tr("That is as many as %n deck(s) of 52 cards.", "", n)

    def suit_choice(self, n: int) -> str:
        return self.tr(
            "The number of suits, chosen in the New Game window, changes which "
            "cards make up the %n card(s), never how many there are:",
            "",
            n,
        )

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
        return self.tr(
            "Click the stock, or press D, to deal. The stock is dealt in %n "
            "deal(s), every card face up:",
            "",
            n,
        )

    def won(self, n: int) -> str:
        return self.tr(
            "The game is won when all %n sequence(s) have been removed and no card is left.", "", n
        )

    def score_example(self, n: int) -> str:
        return self.tr(
            "For example, a game won in %1 moves, %n deal(s) included, ends with %2 = %3 points.",
            "",
            n,
        )

    def example_code(self, n: int) -> str:
        return self.tr(
            "The deal's game code is %1 (%n suit(s)): enter it in the New Game "
            "window to lay out the same cards and play along.",
            "",
            n,
        )

    def dealt_row(self, n: int) -> str:
        return self.tr("Deal a new row: %n card(s) from the stock.", "", n)

    def solver_rate(self, n: int) -> str:
        #: %n the number of suits, %1 deals won, %2 deals tried, %3 the percentage.
        return self.tr("%n suit(s): %1 of %2 deals won (%3%)", "", n)


HELP: Final = Help()


# The Classic rule's name lives in the Qt-free engine; marked here so it is translated.
_CLASSIC_NAME: Final = QT_TRANSLATE_NOOP("Rules", "Classic")


def plugin_text(context: str, text: str) -> str:
    """A plugin's own text (variant name, rules) in the current language.

    Not named ``translate`` on purpose: lupdate collects these texts where the
    plugin marks them, not here, where they are variables.
    """
    return QCoreApplication.translate(context, text) if text else text


# --- HTML building blocks ------------------------------------------------------------------


def escape_html(text: str) -> str:
    return html.escape(text, quote=False)


def title_heading(text: str) -> str:
    return f"<h1>{escape_html(text)}</h1>"


def heading(text: str) -> str:
    return f"<h2>{escape_html(text)}</h2>"


#: Full-width marks that end a Chinese or Japanese sentence or clause: the next sentence
#: follows without a space (a space there shows as a gap).
CLOSED_BY_ITSELF: Final = ("。", "！", "？", "：", "；", "」", "』", "）")


def joined(sentences: Sequence[str]) -> str:
    """Sentences as one text: a space between them, except after a full-width stop."""
    text = ""
    for sentence in sentences:
        if not sentence:
            continue
        if text and not text.endswith(CLOSED_BY_ITSELF):
            text += " "
        text += sentence
    return text


def paragraph(*sentences: str, cls: str = "") -> str:
    """A paragraph of whole sentences (already translated), escaped."""
    attr = f' class="{cls}"' if cls else ""
    return f"<p{attr}>{escape_html(joined(sentences))}</p>"


def bullets(items: Sequence[str]) -> str:
    return "<ul>" + "".join(f"<li>{escape_html(item)}</li>" for item in items) + "</ul>"


def table(header: Sequence[str], rows: Sequence[Sequence[str]], keyed: bool = False) -> str:
    """A table with a header row; ``keyed`` sets the first column in bold (key names) and
    gives it a third of the width: the key lists break between keys, the words have room."""
    widths = [' width="32%"' if keyed and i == 0 else "" for i in range(len(header))]
    head = "".join(f"<th{w}>{escape_html(cell)}</th>" for w, cell in zip(widths, header,
                                                                         strict=True))
    first = '<td class="key">' if keyed else "<td>"
    body = "".join(
        f"<tr>{first}{escape_html(row[0])}</td>"
        + "".join(f"<td>{escape_html(c)}</td>" for c in row[1:])
        + "</tr>"
        for row in rows
    )
    return f'<table border="1" cellspacing="0" cellpadding="4"><tr>{head}</tr>{body}</table>'


def document(title: str, blocks: Sequence[str]) -> str:
    """A whole page: the style sheet, a title and the blocks in order."""
    return (
        f"<html><head><title>{escape_html(title)}</title><style>{STYLE}</style></head>"
        f"<body>{title_heading(title)}{''.join(blocks)}</body></html>"
    )


# --- small wordings ------------------------------------------------------------------------


def variant_name(spec: VariantSpec) -> str:
    return plugin_text("Variants", spec.name)


def rule_name(rule: RuleSpec) -> str:
    return plugin_text("Rules", _CLASSIC_NAME if rule is CLASSIC else rule.name)


def signed(points: int) -> str:
    """``+100``, ``−1``, ``0``: points as a change, with a real minus sign."""
    if points > 0:
        return f"+{points}"
    return f"{MINUS}{-points}" if points < 0 else "0"


def columns_label(first: int, last: int) -> str:
    """``Column 3`` or ``Columns 1–4`` (0-based indices in, player numbers out)."""
    if first == last:
        return fill(translate("Help", "Column %1"), str(first + 1))
    return fill(translate("Help", "Columns %1–%2"), str(first + 1), str(last + 1))


def number_list(numbers: Sequence[int]) -> str:
    """``1–3`` for a run of consecutive numbers, else ``1, 4, 6`` in the given order."""
    if len(numbers) > 2 and list(numbers) == list(range(numbers[0], numbers[0] + len(numbers))):
        #: A run of column numbers: %1 the first, %2 the last.
        return fill(translate("Help", "%1–%2"), str(numbers[0]), str(numbers[-1]))
    #: Between the items of a list (column numbers, suit counts).
    return translate("Help", ", ").join(str(n) for n in numbers)


def or_list(items: Sequence[str]) -> str:
    """``2 or 4``, ``1, 2 or 4``: alternatives, the last joined by the language's *or*."""
    if len(items) == 1:
        return items[0]
    #: Alternatives: %1 all but the last (joined by commas), %2 the last.
    return fill(translate("Help", "%1 or %2"), translate("Help", ", ").join(items[:-1]), items[-1])
