"""What every card picture shares: the paper, its rounded outline, and pixel snapping.

The faces (:mod:`.faces`), the court panels (:mod:`.court`) and the backs
(:mod:`.backs`) all start from the same blank card and keep their straight edges
on whole device pixels, so they stay crisp on a 50 px wide card.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QTransform

from .geometry import INDEX_STRIP

CORNER_RADIUS: Final = 0.06
"""Corner radius as a fraction of the card width."""

PICTURE_GAP: Final = 0.032
"""Clear space between the index strip and the picture (pips, court panel), in card heights:
enough that a card covered at the board's tightest overlap (:data:`.geometry.MIN_UP_STEP`) shows
none of its picture."""

PICTURE_TOP: Final = INDEX_STRIP + PICTURE_GAP
"""Where the picture of a face starts, as a fraction of the card height."""

PAPER: Final = QColor("#fdfdfa")
EDGE: Final = QColor("#9b9b98")

Paint = Callable[[QPainter], None]
"""Draws one picture, in device-independent pixels of the card."""


def snap(value: float, dpr: float) -> float:
    """``value`` rounded to whole device pixels, so horizontal and vertical edges stay sharp."""
    return round(value * dpr) / dpr


def snap_down(value: float, dpr: float) -> float:
    """``value`` rounded down to whole device pixels, but never below one."""
    return max(1, math.floor(value * dpr + 1e-6)) / dpr


def placed(path: QPainterPath, x: float, y: float, size: float,
           turned: bool = False) -> QPainterPath:
    """A unit-box ``path`` scaled to ``size`` and centred on (x, y); ``turned`` = upside down."""
    transform = QTransform.fromTranslate(x, y)
    if turned:
        transform.rotate(180)
    transform.translate(-size / 2, -size / 2).scale(size, size)
    return transform.map(path)


def card_outline(width: int, height: int, dpr: float) -> tuple[QPainterPath, float]:
    """The card's rounded rectangle, inset so a border of the returned pen width fits inside."""
    pen_width = max(1, round(dpr)) / dpr
    inset = pen_width / 2
    rect = QRectF(inset, inset, width - 2 * inset, height - 2 * inset)
    radius = CORNER_RADIUS * width
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path, pen_width
