"""The green felt of the card table, light or dark, and the plate words on it stand on.

A radial gradient (lighter where the cards are, darker towards the edges)
gives the table depth; a faint grain from a small noise tile keeps large
areas from looking like flat plastic. The tile is generated here from a fixed
seed, so the table looks the same on every run and needs no image file.

The dark felt is darker and less saturated, still a green card table: at night a bright
table in a dark desktop glares, and the cards (white in every solitaire) stand out more.

No light or dark colour reads on every part of the light felt (white on its bright
centre is 4.3:1, black on its edge 2:1), so words drawn over the table (a rule reminder,
"You won!", the loading card) stand on a translucent dark :attr:`FeltLook.plate`, which
keeps them at 4.5:1 or more wherever they fall (``tests/ui/test_contrast.py``).

This runs from ``QGraphicsView.drawBackground`` and must be cheap: one
gradient fill and one tiled-texture fill, with the tile built once.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import Final

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QRadialGradient

from spider_qt.engine import SplitMix64


@dataclass(frozen=True)
class FeltLook:
    """The colours of the table in one scheme."""

    centre: QColor
    middle: QColor
    edge: QColor
    plate: QColor
    """Translucent, under words drawn over the felt."""
    plate_edge: QColor
    """The plate's outline: on the dark felt a dark plate would melt into the table."""
    words: QColor
    """Words on the plate (the rule reminder, the loading card)."""
    banner: QColor
    """"You won!" on its plate."""
    highlight: QColor
    """Placement help and a hint: a column that takes the cards, the cards to move."""
    target: QColor
    """The drop target: deeper than :attr:`highlight`."""
    focus: QColor
    """The keyboard focus marker: blue, apart from the yellows of the mouse's marks."""
    slot_fill: QColor
    """The whisper of fill of an empty spot (an empty column, the dealt-out stock)."""
    slot_edge: QColor
    """Its outline: translucent white, so it is the felt's own colour, lighter."""

    @property
    def stops(self) -> tuple[QColor, QColor, QColor]:
        """The gradient's colours, centre outward: every colour the felt shows lies between."""
        return self.centre, self.middle, self.edge


LIGHT: Final = FeltLook(
    centre=QColor("#2f8a4c"), middle=QColor("#24733e"), edge=QColor("#134827"),
    plate=QColor(20, 20, 20, 200), plate_edge=QColor(0, 0, 0, 0),
    words=QColor("#ffffff"), banner=QColor(255, 236, 150),
    highlight=QColor(255, 214, 10), target=QColor(255, 196, 0), focus=QColor(120, 200, 255),
    slot_fill=QColor(255, 255, 255, 22), slot_edge=QColor(255, 255, 255, 110))

DARK: Final = FeltLook(
    centre=QColor("#2b5a3d"), middle=QColor("#214a31"), edge=QColor("#112b1c"),
    plate=QColor(14, 18, 16, 220), plate_edge=QColor(255, 255, 255, 70),
    words=QColor("#f2f2f2"), banner=QColor(250, 226, 140),
    # a touch softer than the light table's: on the darker felt full yellow glares
    highlight=QColor(242, 204, 40), target=QColor(250, 186, 20), focus=QColor(110, 186, 250),
    slot_fill=QColor(255, 255, 255, 16), slot_edge=QColor(255, 255, 255, 95))

TILE: Final = 96  # px; large enough that the repeat does not show
GRAIN: Final = 9  # strongest alpha of one grain pixel (of 255): a texture felt, not seen
_SEED: Final = 0x5E1D


def felt_look(dark: bool) -> FeltLook:
    """The table's colours in the dark or the light scheme."""
    return DARK if dark else LIGHT


def paint_felt(painter: QPainter, rect: QRectF, area: QRectF | None = None, *,
               dark: bool = False) -> None:
    """Fill ``rect`` with felt, the dark felt if ``dark``.

    ``area`` is the whole table the gradient is centred on; it defaults to
    ``rect``. Pass the scene or viewport rect when ``rect`` is only the exposed
    part, or partial repaints would each get their own bright centre.
    """
    look = felt_look(dark)
    table = QRectF(area) if area is not None else QRectF(rect)
    # a little above the middle: that is where the columns of cards are
    centre = QPointF(table.center().x(), table.top() + 0.42 * table.height())
    radius = max(1.0, 0.58 * math.hypot(table.width(), table.height()))  # corners reach the edge
    gradient = QRadialGradient(centre, radius)
    for at, colour in zip((0.0, 0.5, 1.0), look.stops, strict=True):
        gradient.setColorAt(at, colour)
    painter.fillRect(rect, QBrush(gradient))
    painter.fillRect(rect, QBrush(_grain_tile()))


@cache
def _grain_tile() -> QImage:
    """A tile of sparse light and dark specks at very low alpha (premultiplied ARGB).

    Built from a seeded generator, so it is the same every run; cached, since
    every repaint of the table reuses it. The same specks serve both felts: at this
    strength they are texture, not colour.
    """
    rng = SplitMix64(_SEED)  # the engine's frozen generator: the same grain on every machine
    speck = b"".join(rng.next().to_bytes(8, "little") for _ in range(TILE * TILE // 8))
    # one byte a pixel: low bit light or dark, the rest its strength
    alpha_of = bytes((b >> 1) % (GRAIN + 1) for b in range(256))
    value_of = bytes(alpha_of[b] if b & 1 else 0 for b in range(256))
    alpha, value = speck.translate(alpha_of), speck.translate(value_of)
    data = bytearray(TILE * TILE * 4)
    data[0::4] = data[1::4] = data[2::4] = value  # B, G, R: premultiplied grey
    data[3::4] = alpha
    image = QImage(bytes(data), TILE, TILE, TILE * 4, QImage.Format.Format_ARGB32_Premultiplied)
    return image.copy()  # own the pixels: the bytes above are a temporary
