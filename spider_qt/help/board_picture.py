"""Small pictures of the table on the Examples page: where each card lies, decided here;
the pixels, drawn by the UI with the game's own card art.

Why split so: the help layer may not import the UI (``tests/test_layers.py``), and the card
art lives there. So a page does not embed images: it names a picture
(``<img src="board:SP1-S1C-AAAAAAD/42">``: the table of that example after 42 actions)
and gives its exact size, which lets ``QTextDocument`` lay the page out without asking for
the image; the help window asks for it only when the picture is about to be shown
(``QTextBrowser.loadResource``), turns the name back into a position with
:func:`picture_position`, lays it out with :func:`board_picture` and paints each
:class:`Placed` card with ``CardArt``. Rendering stays lazy and the layout stays one
decision, made here, that the page's ``width``/``height`` and the painting share.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Final

from spider_qt.engine import KING, Card, Catalog, CodeError, Game, parse_code

from .example_lines import ExampleLine, replay_prefix, shipped_examples

#: The URL scheme of a picture the help window draws (``board:<code>/<actions played>``).
SCHEME: Final = "board"
#: How wide every picture is, in device-independent pixels.
PICTURE_WIDTH: Final = 360
MARGIN: Final = 6
GAP: Final = 4
ASPECT: Final = 1.4  # a card's height over its width, as on the board
DOWN_STEP: Final = 0.1  # how much of a face-down card shows under the next, of its height
UP_STEP: Final = 0.24  # the same for a face-up card: enough for its index
STOCK_STEP: Final = 0.18  # between the backs of the stock (one per deal left), of the width
REMOVED_STEP: Final = 0.45  # between the kings of the removed sequences, of the width


@dataclass(frozen=True, slots=True)
class Placed:
    """One card to draw at ``(x, y)``: its face, its back (``card.face_up`` false), or,
    with ``card`` ``None``, the outline of an empty column."""

    x: int
    y: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class BoardPicture:
    """A whole picture: its size, the card size, and the cards from the back to the front."""

    width: int
    height: int
    card_width: int
    card_height: int
    cards: tuple[Placed, ...]


def board_picture(game: Game, width: int = PICTURE_WIDTH) -> BoardPicture:
    """Lay out ``game``'s table: the columns across the top, then a row with the stock (one
    back per deal left) on the left and a king for each removed sequence on the right."""
    count = max(1, len(game.columns))
    card_w = max(8, (width - 2 * MARGIN - (count - 1) * GAP) // count)
    card_h = round(card_w * ASPECT)
    down, up = max(2, round(card_h * DOWN_STEP)), max(4, round(card_h * UP_STEP))
    placed: list[Placed] = []
    bottom = MARGIN + card_h
    for index, column in enumerate(game.columns):
        x = MARGIN + index * (card_w + GAP)
        if not column:
            placed.append(Placed(x, MARGIN, None))
            continue
        y = MARGIN
        for position, card in enumerate(column):
            placed.append(Placed(x, y, card))
            if position < len(column) - 1:
                y += up if card.face_up else down
        bottom = max(bottom, y + card_h)
    row = bottom + 2 * GAP
    stock = game.stock_cards
    for n in range(game.deals_left if stock else 0):
        placed.append(Placed(MARGIN + round(n * card_w * STOCK_STEP), row, stock[0].flipped(False)))
    removed = game.removed_suits
    step = round(card_w * REMOVED_STEP)
    right = width - MARGIN - card_w
    for n, suit in enumerate(removed):
        placed.append(Placed(right - (len(removed) - 1 - n) * step, row, Card(KING, suit)))
    return BoardPicture(width, row + card_h + MARGIN, card_w, card_h, tuple(placed))


def picture_name(code: str, played: int) -> str:
    """The name a page gives the table of example ``code`` after ``played`` actions."""
    return f"{SCHEME}:{code}/{played}"


def parse_picture_name(name: str) -> tuple[str, int] | None:
    """``(code, played)`` from a :func:`picture_name`, or ``None`` for any other name."""
    head, sep, rest = name.partition(":")
    code, slash, number = rest.rpartition("/")
    if head != SCHEME or not sep or not slash or not number.isdigit() or len(number) > 6:
        return None
    return code, int(number)


def picture_tag(game: Game, code: str, played: int, alt: str) -> str:
    """The ``<img>`` of ``game``'s table (example ``code`` after ``played`` actions), with
    its exact size so the page lays out before the picture is drawn."""
    picture = board_picture(game)
    # The page's paragraphs are 125 % high: on a picture's line that would be a gap.
    return (f'<p class="picture" style="line-height: 100%; margin-bottom: 4px">'
            f'<img src="{escape(picture_name(code, played))}" '
            f'width="{picture.width}" height="{picture.height}" alt="{escape(alt)}"></p>')


def picture_position(name: str, catalog: Catalog,
                     lines: Sequence[ExampleLine] | None = None) -> Game | None:
    """The game a picture name shows: its example (among ``lines``, else the shipped
    examples of the code's variant) replayed for the number of actions the name gives.
    ``None`` if the name is not a picture's or names no known example."""
    parsed = parse_picture_name(name)
    if parsed is None:
        return None
    code, played = parsed
    try:
        spec = parse_code(code, catalog).variant
    except CodeError:
        return None
    candidates = lines if lines is not None else shipped_examples(spec, catalog)
    for line in candidates:
        if line.code == code and played <= len(line.actions):
            return replay_prefix(line, catalog, played)
    return None
