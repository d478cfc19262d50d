"""The outline of an empty spot: the board's own picture, drawn whatever the deck.

An empty column or an empty stock shows this, not a card, so it belongs to the app, not to
a deck (:mod:`spider_qt.decks`); it keeps the decks' corner radius to sit where a card would.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from spider_qt.decks.drawing import CORNER_RADIUS, snap


def paint_placeholder(painter: QPainter, width: int, height: int, dpr: float) -> None:
    """A faint rounded outline with a whisper of fill, so an empty spot still reads as a slot."""
    pen_width = max(1.0, snap(0.02 * width, dpr))
    inset = pen_width / 2
    rect = QRectF(inset, inset, width - 2 * inset, height - 2 * inset)
    path = QPainterPath()
    path.addRoundedRect(rect, CORNER_RADIUS * width, CORNER_RADIUS * width)
    painter.fillPath(path, QColor(255, 255, 255, 22))
    painter.strokePath(path, QPen(QColor(255, 255, 255, 110), pen_width))
