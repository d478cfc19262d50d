"""The face of a card: the corner index on both ends, then pips, an ace or a court panel.

The design is built around how Spider shows cards: face-up cards overlap so that
only a strip of :data:`.geometry.INDEX_STRIP` × card height stays visible. The corner index
(rank and suit on one line) therefore lives entirely inside that strip and is as big
as the strip allows; its edges are snapped to device pixels so it stays crisp on a
50 px wide card. Pips and court panels stay below it (:data:`.drawing.PICTURE_TOP`).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from spider_qt.engine import ACE, Suit, rank_token

from .court import paint_court
from .drawing import EDGE, PAPER, PICTURE_TOP, Paint, card_outline, placed, snap, snap_down
from .geometry import INDEX_STRIP
from .glyphs import text_outline
from .suits import suit_path

# Corner index, as fractions of the card height (top, cap) and width (left).
_INDEX_TOP: Final = 0.035
_INDEX_LEFT: Final = 0.075
_INDEX_DESCENT: Final = 0.12  # room below the baseline, in cap heights, for a "J" hook or "Q" tail
_INDEX_PAD: Final = 0.008  # clear space under the index, still inside the strip
_INDEX_SUIT_GAP: Final = 0.14  # between rank and suit, in cap heights
_INDEX_SUIT_SCALE: Final = 0.92  # suit symbol size, in cap heights

# Pips, as fractions of the card width (size, columns).
_PIP: Final = 0.185
_CROWDED_PIP: Final = 0.155  # the 9 and 10 have four pips a column: a little smaller
_PIP_COLUMNS: Final = (0.27, 0.5, 0.73)
_ACE_PIP: Final = 0.56

_NEAR_BLACK: Final = QColor("#1b1c20")
_RED: Final = QColor("#c8102e")
#: The colour each suit is printed in: by four-colour deck (``True``) or not, then by suit.
INKS: Final = {
    False: {Suit.SPADES: _NEAR_BLACK, Suit.CLUBS: _NEAR_BLACK,
            Suit.HEARTS: _RED, Suit.DIAMONDS: _RED},
    True: {Suit.SPADES: QColor("#111114"), Suit.HEARTS: _RED,
           Suit.DIAMONDS: QColor("#1c5bc4"), Suit.CLUBS: QColor("#14843a")},
}

#: (column, t) of each pip: column 0/1/2 = left/middle/right, t from 0 (top row) to 1 (bottom).
PIP_LAYOUTS: Final[dict[int, tuple[tuple[int, float], ...]]] = {
    2: ((1, 0.0), (1, 1.0)),
    3: ((1, 0.0), (1, 0.5), (1, 1.0)),
    4: ((0, 0.0), (2, 0.0), (0, 1.0), (2, 1.0)),
    5: ((0, 0.0), (2, 0.0), (1, 0.5), (0, 1.0), (2, 1.0)),
    6: ((0, 0.0), (2, 0.0), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    7: ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    8: ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1.0), (2, 1.0)),
    9: ((0, 0.0), (2, 0.0), (0, 1 / 3), (2, 1 / 3), (1, 0.5),
        (0, 2 / 3), (2, 2 / 3), (0, 1.0), (2, 1.0)),
    10: ((0, 0.0), (2, 0.0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3),
         (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1.0), (2, 1.0)),
}


def _turned_half(painter: QPainter, width: int, height: int, paint: Paint) -> None:
    """Run ``paint`` twice: as is, then rotated 180° about the card centre."""
    paint(painter)
    painter.save()
    painter.translate(width, height)
    painter.rotate(180)
    paint(painter)
    painter.restore()


def paint_face(painter: QPainter, rank: int, suit: Suit, ink: QColor,
               width: int, height: int, dpr: float) -> None:
    """The whole face of one card, in ``ink``: paper, both indexes, then the picture."""
    outline, pen_width = card_outline(width, height, dpr)
    painter.fillPath(outline, PAPER)
    painter.strokePath(outline, QPen(EDGE, pen_width))
    _turned_half(painter, width, height,
                 lambda p: _paint_index(p, rank, suit, ink, width, height, dpr))
    if rank == ACE:
        _paint_ace(painter, suit, ink, width, height)
    elif rank in PIP_LAYOUTS:
        _paint_pips(painter, rank, suit, ink, width, height)
    else:
        paint_court(painter, rank, suit, ink, width, height, dpr)


def _index_cap(height: int, dpr: float) -> tuple[float, float]:
    """(top, cap height) of the corner index, snapped to device pixels, within the strip."""
    top = snap(_INDEX_TOP * height, dpr)
    room = (INDEX_STRIP - _INDEX_PAD) * height - top
    return top, snap_down(room / (1 + _INDEX_DESCENT), dpr)


def _index_rank(rank: int) -> QPainterPath:
    """The rank outline for the index (cap height 1, baseline y = 0), fitted to the strip.

    A glyph that dips further below the baseline than the strip allows (the
    hook of a sans-serif "J", in some fonts the tail of "Q") is scaled down a
    little about its top, so it still starts on the cap line with the others.
    """
    glyphs = text_outline(rank_token(rank), False)
    dip = glyphs.boundingRect().bottom()
    if dip <= _INDEX_DESCENT:
        return glyphs
    shrink = (1 + _INDEX_DESCENT) / (1 + dip)
    return _shrink_about_top(glyphs, shrink)


def _shrink_about_top(glyphs: QPainterPath, shrink: float) -> QPainterPath:
    """``glyphs`` scaled by ``shrink`` about the cap line (y = -1)."""
    return QTransform.fromTranslate(0, -1).scale(shrink, shrink).translate(0, 1).map(glyphs)


def _paint_index(painter: QPainter, rank: int, suit: Suit, ink: QColor,
                 width: int, height: int, dpr: float) -> None:
    """The rank and a suit symbol on one line in the top-left corner."""
    top, cap = _index_cap(height, dpr)
    left = snap(_INDEX_LEFT * width, dpr)
    baseline = top + cap
    glyphs = QTransform.fromTranslate(left, baseline).scale(cap, cap).map(_index_rank(rank))
    painter.fillPath(glyphs, ink)
    size = cap * _INDEX_SUIT_SCALE
    x = glyphs.boundingRect().right() + _INDEX_SUIT_GAP * cap
    symbol = QTransform.fromTranslate(x, baseline - size).scale(size, size).map(suit_path(suit))
    painter.fillPath(symbol, ink)


def _pip_rows(size: float, height: int) -> tuple[float, float]:
    """y of the top and the bottom row of pip centres: just clear of the two index strips."""
    top = PICTURE_TOP * height + size / 2
    return top, height - top


def _paint_pips(painter: QPainter, rank: int, suit: Suit, ink: QColor,
                width: int, height: int) -> None:
    """The classic pip pattern; pips in the lower half stand upside down, as on real cards."""
    shape = suit_path(suit)
    size = (_CROWDED_PIP if rank >= 9 else _PIP) * width
    top, bottom = _pip_rows(size, height)
    pips = QPainterPath()
    pips.setFillRule(Qt.FillRule.WindingFill)
    for column, t in PIP_LAYOUTS[rank]:
        x = _PIP_COLUMNS[column] * width
        y = top + t * (bottom - top)
        pips.addPath(placed(shape, x, y, size, turned=t > 0.5))
    painter.fillPath(pips, ink)


def _paint_ace(painter: QPainter, suit: Suit, ink: QColor, width: int, height: int) -> None:
    """One big pip in the centre: the ace needs nothing else to be recognised."""
    size = _ACE_PIP * width
    painter.fillPath(placed(suit_path(suit), width / 2, height / 2, size), ink)
