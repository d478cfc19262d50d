"""The classic deck's back, and the back colours a player chooses from.

The back is a lattice in one of :data:`BACK_COLOURS` inside a white border.
"""

from __future__ import annotations

import math
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from .drawing import CORNER_RADIUS, EDGE, PAPER, card_outline, snap

#: Light and dark ends of the back's gradient, per back colour.
BACK_COLOURS: Final = {
    "blue": (QColor("#2552a8"), QColor("#132f6e")),
    "red": (QColor("#b02a37"), QColor("#6a1420")),
    "green": (QColor("#2f7d4a"), QColor("#17472a")),
}


def check_back(colour: str) -> str:
    """``colour`` if it is one of :data:`BACK_COLOURS`; otherwise a ``ValueError`` naming them."""
    if colour not in BACK_COLOURS:
        raise ValueError(f"card back must be one of {', '.join(BACK_COLOURS)}, not {colour!r}")
    return colour


def paint_back(painter: QPainter, width: int, height: int, dpr: float,
               colours: tuple[QColor, QColor]) -> None:
    """White border, then a deep field in ``colours`` crossed by a fine diagonal lattice."""
    outline, pen_width = card_outline(width, height, dpr)
    painter.fillPath(outline, PAPER)
    painter.strokePath(outline, QPen(EDGE, pen_width))
    margin = snap(0.05 * width, dpr)
    field_rect = QRectF(margin, margin, width - 2 * margin, height - 2 * margin)
    radius = max(0.0, CORNER_RADIUS * width - margin / 2)
    field = QPainterPath()
    field.addRoundedRect(field_rect, radius, radius)
    gradient = QLinearGradient(field_rect.topLeft(), field_rect.bottomRight())
    gradient.setColorAt(0.0, colours[0])
    gradient.setColorAt(1.0, colours[1])
    painter.fillPath(field, QBrush(gradient))
    painter.save()
    painter.setClipPath(field)
    _paint_lattice(painter, field_rect, width)
    painter.restore()
    frame = field_rect.adjusted(margin * 0.6, margin * 0.6, -margin * 0.6, -margin * 0.6)
    painter.setPen(QPen(QColor(255, 255, 255, 150), max(1 / dpr, 0.008 * width)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(frame, radius / 2, radius / 2)


def _paint_lattice(painter: QPainter, field: QRectF, width: int) -> None:
    """Two families of diagonals through the field's centre, plus a dot at every crossing."""
    step = 0.085 * width
    cx, cy = field.center().x(), field.center().y()
    reach = field.width() + field.height()
    count = math.ceil(reach / step)
    lines = QPainterPath()
    for i in range(-count, count + 1):
        offset = i * step
        lines.moveTo(cx + offset - reach, cy - reach)
        lines.lineTo(cx + offset + reach, cy + reach)
        lines.moveTo(cx + offset + reach, cy - reach)
        lines.lineTo(cx + offset - reach, cy + reach)
    painter.strokePath(lines, QPen(QColor(255, 255, 255, 60), max(0.5, 0.006 * width)))
    r = 0.012 * width
    left, top = field.left() - r, field.top() - r
    right, bottom = field.right() + r, field.bottom() + r
    dots = [
        QPointF(x, y)
        for i in range(-count, count + 1)
        for j in range(-count, count + 1)
        for x, y in [(cx + (i + j) * step / 2, cy + (j - i) * step / 2)]
        if left <= x <= right and top <= y <= bottom
    ]
    # Round points of a wide pen: one call, instead of a path of hundreds of ellipses.
    pen = QPen(QColor(255, 255, 255, 90), 2 * r)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawPoints(dots)
