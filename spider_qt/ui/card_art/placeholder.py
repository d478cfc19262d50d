"""The outline of an empty spot: the board's own picture, drawn whatever the deck.

An empty column or an empty stock shows this, not a card, so it belongs to the app, not to
a deck (:mod:`spider_qt.decks`); it keeps the decks' corner radius to sit where a card would.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath, QPen

from spider_qt.decks.drawing import CORNER_RADIUS, snap
from spider_qt.ui.common.felt import LIGHT, FeltLook


def paint_placeholder(painter: QPainter, width: int, height: int, dpr: float,
                      look: FeltLook = LIGHT) -> None:
    """A faint rounded outline with a whisper of fill, so an empty spot still reads as a slot
    (translucent white: on either felt it is that felt, lighter)."""
    pen_width = max(1.0, snap(0.02 * width, dpr))
    inset = pen_width / 2
    rect = QRectF(inset, inset, width - 2 * inset, height - 2 * inset)
    path = QPainterPath()
    path.addRoundedRect(rect, CORNER_RADIUS * width, CORNER_RADIUS * width)
    painter.fillPath(path, look.slot_fill)
    painter.strokePath(path, QPen(look.slot_edge, pen_width))
