"""Court cards: a framed panel with an emblem, a big serif letter and the suit.

Jack, queen and king differ at a glance by letter and by emblem (a quill, a
tiara, a crown), drawn from a few hand-placed curves in the suit's ink and gold.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

from spider_qt.engine import Suit, rank_token

from .drawing import PAPER, PICTURE_TOP, placed, snap
from .glyphs import text_outline
from .suits import suit_path

_GOLD: Final = QColor("#d9ad3c")
_GOLD_DARK: Final = QColor("#8a6414")
_OCHRE: Final = QColor("#b8862b")
_PANEL: Final = QColor("#fbf3de")

Emblem = Callable[[QPainter, QRectF, QColor], None]
"""Paints a court card's emblem into a box, with the suit's ink for its jewels."""


def _court_panel(width: int, height: int, dpr: float) -> QRectF:
    """The panel's rectangle: below the top index strip's picture gap, as far above the bottom."""
    top = snap(PICTURE_TOP * height, dpr)
    left = snap(0.13 * width, dpr)
    return QRectF(left, top, width - 2 * left, height - 2 * top)


def paint_court(painter: QPainter, rank: int, suit: Suit, ink: QColor,
                width: int, height: int, dpr: float) -> None:
    """A framed panel with the emblem, a big serif letter and the suit: J, Q and K at a glance."""
    panel = _court_panel(width, height, dpr)
    _paint_panel_frame(painter, panel, width, dpr)
    w, h = panel.width(), panel.height()
    cx, top = panel.center().x(), panel.top()
    letter_token = rank_token(rank)
    _EMBLEMS[letter_token](painter, QRectF(cx - 0.34 * w, top + 0.07 * h, 0.68 * w, 0.27 * h),
                           ink)
    cap = 0.3 * h
    outline = text_outline(letter_token, True)
    ink_box = outline.boundingRect()  # in cap heights; J and Q dip
    x = cx - ink_box.center().x() * cap
    y = top + 0.55 * h - ink_box.center().y() * cap  # ink centred between emblem and suit
    letter = QTransform.fromTranslate(x, y).scale(cap, cap).map(outline)
    painter.fillPath(letter, ink)
    painter.fillPath(placed(suit_path(suit), cx, top + 0.86 * h, 0.12 * h), ink)


def _paint_panel_frame(painter: QPainter, panel: QRectF, width: int, dpr: float) -> None:
    """Cream panel in a solid ochre frame; big cards also get a fine inner line."""
    frame = max(1 / dpr, 0.016 * width)
    radius = 0.035 * width
    outer = QPainterPath()
    outer.addRoundedRect(panel, radius, radius)
    gradient = QLinearGradient(panel.topLeft(), panel.bottomLeft())
    gradient.setColorAt(0.0, _PANEL)
    gradient.setColorAt(1.0, _PANEL.darker(106))
    painter.fillPath(outer, QBrush(gradient))
    painter.strokePath(outer, QPen(_OCHRE, frame))
    if width * dpr < 90:  # a second line would only blur into the first
        return
    inset = frame * 2.5
    inner = QPainterPath()
    inner.addRoundedRect(panel.adjusted(inset, inset, -inset, -inset), radius / 2, radius / 2)
    painter.strokePath(inner, QPen(_OCHRE, max(1 / dpr, frame * 0.4)))


def _emblem_transform(box: QRectF, aspect: float) -> QTransform:
    """Map a unit-wide drawing ``aspect`` tall into ``box``, centred, keeping proportions."""
    scale = min(box.width(), box.height() / aspect)
    x = box.center().x() - scale / 2
    y = box.center().y() - scale * aspect / 2
    return QTransform.fromTranslate(x, y).scale(scale, scale)


def _gold_fill(painter: QPainter, path: QPainterPath, scale: float) -> None:
    """Gold with a darker rim: the shared material of all three emblems."""
    painter.fillPath(path, _GOLD)
    painter.strokePath(path, QPen(_GOLD_DARK, max(0.6, 0.035 * scale)))


def _paint_crown(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """King: a three-pointed crown with balls on the points and jewels on the band."""
    t = _emblem_transform(box, 0.78)
    scale = t.m11()
    body = QPainterPath(QPointF(0.14, 0.74))
    for x, y in ((0.05, 0.2), (0.31, 0.46), (0.5, 0.1), (0.69, 0.46), (0.95, 0.2), (0.86, 0.74)):
        body.lineTo(x, y)
    body.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(0.12, 0.6, 0.76, 0.17), 0.03, 0.03)
    balls = QPainterPath()
    for x, y in ((0.05, 0.17), (0.5, 0.07), (0.95, 0.17)):
        balls.addEllipse(QPointF(x, y), 0.065, 0.065)
    for piece in (body, band, balls):
        _gold_fill(painter, t.map(piece), scale)
    jewels = QPainterPath()
    for x in (0.3, 0.5, 0.7):
        jewels.addEllipse(QPointF(x, 0.685), 0.05 if x == 0.5 else 0.038, 0.05)
    painter.fillPath(t.map(jewels), ink)


def _paint_tiara(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """Queen: a slim arched tiara with pearls on its rim and a flower at the top."""
    t = _emblem_transform(box, 0.78)
    scale = t.m11()
    band = QPainterPath(QPointF(0.06, 0.76))
    band.cubicTo(QPointF(0.12, 0.5), QPointF(0.3, 0.38), QPointF(0.5, 0.38))
    band.cubicTo(QPointF(0.7, 0.38), QPointF(0.88, 0.5), QPointF(0.94, 0.76))
    band.quadTo(QPointF(0.5, 0.42), QPointF(0.06, 0.76))
    band.closeSubpath()
    pearls = QPainterPath()
    for x, y in ((0.13, 0.53), (0.24, 0.43), (0.37, 0.37), (0.63, 0.37), (0.76, 0.43),
                 (0.87, 0.53)):
        pearls.addEllipse(QPointF(x, y), 0.045, 0.045)
    painter.fillPath(t.map(pearls), PAPER)
    painter.strokePath(t.map(pearls), QPen(_GOLD_DARK, max(0.5, 0.025 * scale)))
    _gold_fill(painter, t.map(band), scale)
    petals = QPainterPath()
    petals.setFillRule(Qt.FillRule.WindingFill)
    for i in range(5):
        angle = math.radians(-90 + 72 * i)
        petals.addEllipse(QPointF(0.5 + 0.09 * math.cos(angle), 0.22 + 0.09 * math.sin(angle)),
                          0.07, 0.07)
    painter.fillPath(t.map(petals), ink)
    heart = QPainterPath()
    heart.addEllipse(QPointF(0.5, 0.22), 0.05, 0.05)
    _gold_fill(painter, t.map(heart), scale)


def _paint_feather(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """Jack: a plumed quill laid diagonally, with a few barbs cut into the vane."""
    t = _emblem_transform(box, 0.78)
    scale = t.m11()
    vane = QPainterPath(QPointF(0.3, 0.66))
    vane.cubicTo(QPointF(0.22, 0.4), QPointF(0.55, 0.1), QPointF(0.92, 0.04))
    vane.cubicTo(QPointF(0.8, 0.34), QPointF(0.6, 0.62), QPointF(0.3, 0.66))
    vane.closeSubpath()
    _gold_fill(painter, t.map(vane), scale)
    spine = QPainterPath(QPointF(0.12, 0.78))
    spine.quadTo(QPointF(0.5, 0.45), QPointF(0.9, 0.06))
    painter.strokePath(t.map(spine), QPen(ink, max(0.7, 0.04 * scale),
                                          Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    barbs = QPainterPath()
    for start, end in (((0.42, 0.5), (0.33, 0.42)), ((0.58, 0.34), (0.5, 0.25)),
                       ((0.5, 0.42), (0.6, 0.5)), ((0.68, 0.25), (0.77, 0.31))):
        barbs.moveTo(*start)
        barbs.lineTo(*end)
    painter.strokePath(t.map(barbs), QPen(_GOLD_DARK, max(0.5, 0.025 * scale)))


#: Each court card's emblem, by the rank's letter (as :func:`rank_token` writes it).
_EMBLEMS: Final[dict[str, Emblem]] = {
    "J": _paint_feather,
    "Q": _paint_tiara,
    "K": _paint_crown,
}
