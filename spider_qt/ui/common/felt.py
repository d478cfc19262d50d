"""The green felt of the card table.

A radial gradient (lighter where the cards are, darker towards the edges)
gives the table depth; a faint grain from a small noise tile keeps large
areas from looking like flat plastic. The tile is generated here from a fixed
seed, so the table looks the same on every run and needs no image file.

This runs from ``QGraphicsView.drawBackground`` and must be cheap: one
gradient fill and one tiled-texture fill, with the tile built once.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Final

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QRadialGradient

from spider_qt.engine import SplitMix64

FELT_CENTRE: Final = QColor("#2f8a4c")
FELT_MIDDLE: Final = QColor("#24733e")
FELT_EDGE: Final = QColor("#134827")

_TILE: Final = 96  # px; large enough that the repeat does not show
_GRAIN: Final = 9  # strongest alpha of one grain pixel (of 255): a texture felt, not seen
_SEED: Final = 0x5E1D


def paint_felt(painter: QPainter, rect: QRectF, area: QRectF | None = None) -> None:
    """Fill ``rect`` with felt.

    ``area`` is the whole table the gradient is centred on; it defaults to
    ``rect``. Pass the scene or viewport rect when ``rect`` is only the exposed
    part, or partial repaints would each get their own bright centre.
    """
    table = QRectF(area) if area is not None else QRectF(rect)
    # a little above the middle: that is where the columns of cards are
    centre = QPointF(table.center().x(), table.top() + 0.42 * table.height())
    radius = max(1.0, 0.58 * math.hypot(table.width(), table.height()))  # corners reach the edge
    gradient = QRadialGradient(centre, radius)
    gradient.setColorAt(0.0, FELT_CENTRE)
    gradient.setColorAt(0.5, FELT_MIDDLE)
    gradient.setColorAt(1.0, FELT_EDGE)
    painter.fillRect(rect, QBrush(gradient))
    painter.fillRect(rect, QBrush(_grain_tile()))


@cache
def _grain_tile() -> QImage:
    """A tile of sparse light and dark specks at very low alpha (premultiplied ARGB).

    Built from a seeded generator, so it is the same every run; cached, since
    every repaint of the table reuses it.
    """
    rng = SplitMix64(_SEED)  # the engine's frozen generator: the same grain on every machine
    speck = b"".join(rng.next().to_bytes(8, "little") for _ in range(_TILE * _TILE // 8))
    # one byte a pixel: low bit light or dark, the rest its strength
    alpha_of = bytes((b >> 1) % (_GRAIN + 1) for b in range(256))
    value_of = bytes(alpha_of[b] if b & 1 else 0 for b in range(256))
    alpha, value = speck.translate(alpha_of), speck.translate(value_of)
    data = bytearray(_TILE * _TILE * 4)
    data[0::4] = data[1::4] = data[2::4] = value  # B, G, R: premultiplied grey
    data[3::4] = alpha
    image = QImage(bytes(data), _TILE, _TILE, _TILE * 4, QImage.Format.Format_ARGB32_Premultiplied)
    return image.copy()  # own the pixels: the bytes above are a temporary
