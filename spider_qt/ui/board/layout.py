"""Where everything goes on the board, as plain arithmetic.

No Qt here: the board asks these functions for card sizes and positions and
tests check them without a window. All lengths are in device-independent
pixels of the view; the card art is rendered at the device pixel ratio.

The table follows Microsoft's Spider: columns across the top, the removed
sequences bottom left (a stack of kings), the stock bottom right (one card
back per deal left). The cards are as wide as the window allows, as KDE Patience
and AisleRiot make them: the columns span nearly the whole width. In a window
much wider than tall, where a bottom row would cost the columns their height, the
removed kings and the stock stand beside the columns instead (:attr:`BoardLayout.side`),
fanned downwards, and the cards grow into the height they free.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

# The card's shape and what a column shows of a covered card: the decks draw around them.
from spider_qt.decks.geometry import ASPECT as ASPECT
from spider_qt.decks.geometry import INDEX_STRIP as INDEX_STRIP
from spider_qt.decks.geometry import MIN_UP_STEP as MIN_UP_STEP
from spider_qt.decks.geometry import UP_STEP as UP_STEP

GAP: Final = 0.10  # between columns, in card widths
MAX_GAP: Final = 0.5  # between columns beside the piles, when the height keeps cards small
SIDE: Final = 0.15  # left and right margin, in card widths
TOP: Final = 0.12  # above the columns, in card widths
BELOW: Final = 0.10  # between the lowest card and the bottom row, in card widths
BOTTOM: Final = 0.10  # below the bottom row, in card widths
SIDE_GAIN: Final = 1.15
"""Piles beside the columns only when that makes the cards this much wider: a bottom row
is the familiar table."""

DOWN_STEP: Final = 0.09  # face-down overlap, in card heights
MIN_DOWN_STEP: Final = 0.065  # the blue of a back still shows under its border

REFERENCE_COLUMN: Final = (5, 10)
"""(face down, face up) that always fits at the tightest readable overlap, so the cards
keep their size through a usual game and shrink only for a column longer than this."""

REMOVED_STEP: Final = 0.28  # between removed kings, in card widths
STOCK_STEP: Final = 0.18  # between stock backs, in card widths
MIN_CARD_WIDTH: Final = 24.0

# --- stacking order: the z value of each kind of item, bottom to top ----------------------------

Z_PLACEHOLDER: Final = -10  # an empty column's outline, on the felt
Z_REMOVED: Final = 10  # under the first removed sequence, its king on top
Z_REMOVED_PILE: Final = 20  # from one removed pile to the next: room for a sequence's cards
Z_STOCK_CARDS: Final = 50  # the stock's card items (hidden: the stock item draws the backs)
Z_STOCK: Final = 60  # the stock's backs
Z_COLUMNS: Final = 100  # a column's first card; each card on it one higher
Z_HIGHLIGHT: Final = 900  # placement help, over every column
Z_FOCUS: Final = 950  # the keyboard focus marker
Z_MOVING: Final = 1000  # a card gliding or being dealt: over every card at rest
Z_REMOVING: Final = 2000  # a completed sequence on its way to the removed piles
Z_CELEBRATION: Final = 3000  # the kings of the win celebration
Z_BANNER: Final = 4000  # the celebration's "You won!"
Z_DRAGGED: Final = 5000  # cards under the mouse: over everything


@dataclass(frozen=True, slots=True)
class BoardLayout:
    """The geometry of one board size; positions are top-left corners of cards."""

    width: float
    height: float
    card_width: float
    card_height: float
    column_x: tuple[float, ...]
    top: float
    bottom: float  # lowest y a column's last card may reach with its bottom edge
    pile_y: float  # the top of the removed kings and the stock
    left: float  # the left edge of the table (the removed kings start there)
    right: float  # its right edge (the stock ends there)
    side: bool = False  # the piles stand beside the columns, fanned downwards

    def column_offsets(self, face_up: Sequence[bool]) -> list[float]:
        """The y of each card of a column (deepest first), compressed to stay in the window."""
        if not face_up:
            return []
        h = self.card_height
        down_cards = sum(1 for up in face_up[:-1] if not up)
        up_steps = len(face_up) - 1 - down_cards
        room = self.bottom - self.top - h
        down, up = DOWN_STEP * h, UP_STEP * h
        if down_cards * down + up_steps * up > room:
            down = max(MIN_DOWN_STEP * h, (room - up_steps * up) / down_cards) if down_cards else 0
        if down_cards * down + up_steps * up > room and up_steps:
            up = max(MIN_UP_STEP * h, (room - down_cards * down) / up_steps)
        ys = [self.top]
        for card_up in face_up[:-1]:
            ys.append(ys[-1] + (up if card_up else down))
        return ys

    def removed_pos(self, index: int) -> tuple[float, float]:
        """Where the ``index``-th removed sequence (from 0) lies: kings fanned to the right
        (downwards beside the columns)."""
        step = index * REMOVED_STEP * self.card_width
        return (self.left, self.pile_y + step) if self.side else (self.left + step, self.pile_y)

    def stock_pos(self, index: int, deals_left: int) -> tuple[float, float]:
        """Where the ``index``-th stock back (0 = leftmost, or topmost beside the columns)
        lies; the last one is dealt first."""
        x = self.right - self.card_width
        if self.side:
            return (x, self.pile_y + index * STOCK_STEP * self.card_width)
        return (x - (deals_left - 1 - index) * STOCK_STEP * self.card_width, self.pile_y)

    def removed_box(self, removed: int) -> tuple[float, float, float, float]:
        """(x, y, width, height) of ``removed`` kings' pile (one card's place for none)."""
        return self._box(self.removed_pos(0), self.removed_pos(max(removed - 1, 0)))

    def stock_box(self, deals_left: int) -> tuple[float, float, float, float]:
        """(x, y, width, height) of a stock of ``deals_left`` backs (its outline for none)."""
        deals = max(deals_left, 1)
        return self._box(self.stock_pos(0, deals), self.stock_pos(deals - 1, deals))

    def _box(self, first: tuple[float, float],
             last: tuple[float, float]) -> tuple[float, float, float, float]:
        x, y = min(first[0], last[0]), min(first[1], last[1])
        return (x, y, max(first[0], last[0]) + self.card_width - x,
                max(first[1], last[1]) + self.card_height - y)


def fits_height(card_width: float, down: int, up: int, min_steps: bool) -> float:
    """The window height a column of ``down`` + ``up`` cards needs at this card width."""
    h = card_width * ASPECT
    steps = (MIN_DOWN_STEP, MIN_UP_STEP) if min_steps else (DOWN_STEP, UP_STEP)
    column = h + down * steps[0] * h + max(up - 1, 0) * steps[1] * h
    return card_width * (TOP + BELOW + BOTTOM) + column + h


def board_layout(
    width: float, height: float, columns: int, column_cards: Sequence[Sequence[bool]] = ()
) -> BoardLayout:
    """Lay out a board of ``columns`` columns in a ``width`` × ``height`` view.

    Cards are as wide as the width allows, unless the height cannot hold a long
    column (:data:`REFERENCE_COLUMN`) at the tightest readable overlap; and
    smaller still if some column in ``column_cards`` (face-up flags, deepest
    first) could not fit even so. The piles go beside the columns when that gives
    clearly larger cards (:data:`SIDE_GAIN`).
    """
    down_up = [(down, len(cards) - down) for cards in column_cards
               for down in [sum(1 for up in cards[:-1] if not up)]]

    def card_width_for(side: bool, columns_in_play: Sequence[tuple[int, int]]) -> float:
        across = columns + GAP * (columns - 1) + 2 * SIDE + (2 * (1 + GAP) if side else 0)
        rows = -(ASPECT + BELOW) if side else 0.0  # beside: no bottom row to make room for
        fits = [fits_height(1.0, *REFERENCE_COLUMN, min_steps=True) + rows]
        fits += [fits_height(1.0, down, up, min_steps=True) + rows
                 for down, up in columns_in_play]
        return max(MIN_CARD_WIDTH, min(width / across, *(height / f for f in fits)))

    # The window's shape alone chooses where the piles go, so they stay put all game.
    side = card_width_for(True, ()) > card_width_for(False, ()) * SIDE_GAIN
    card_width = card_width_for(side, down_up)
    card_height = card_width * ASPECT
    # Beside the columns, the cards the height keeps small spread out a little, so the
    # table still spans most of a wide window. (A bottom row keeps its gaps: the felt
    # between short columns is where a long rule reminder goes.)
    gap = GAP
    if side:
        spare = width / card_width - (columns + 2 + 2 * SIDE)
        gap = min(MAX_GAP, max(GAP, spare / (columns + 1)))
    span = columns * card_width + (columns - 1) * gap * card_width
    pile_room = (1 + gap) * card_width if side else 0.0
    left = (width - span) / 2 - pile_room
    column_x = tuple(left + pile_room + i * (1 + gap) * card_width for i in range(columns))
    top = TOP * card_width
    if side:
        pile_y, bottom = top, height - BOTTOM * card_width
    else:
        pile_y = height - BOTTOM * card_width - card_height
        bottom = pile_y - BELOW * card_width
    return BoardLayout(
        width=width,
        height=height,
        card_width=card_width,
        card_height=card_height,
        column_x=column_x,
        top=top,
        bottom=bottom,
        pile_y=pile_y,
        left=left,
        right=left + span + 2 * pile_room,
        side=side,
    )
