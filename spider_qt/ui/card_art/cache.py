"""A deck style and the cache of its pixmaps: the one object the board asks for pictures.

Rendering goes into a ``QImage`` (the raster engine on every platform, so the
pixels are the same everywhere) and is cached per :class:`CardArt`; the board
asks for the same few sizes over and over.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from spider_qt.engine.cards import ACE, KING, Suit

from .backs import BACK_COLOURS, check_back, paint_back, paint_placeholder
from .drawing import Paint
from .faces import INKS, paint_face

CACHE_LIMIT: Final = 240
"""Most pixmaps kept; about four full decks, so resizing the window cannot hoard memory."""


class CardArt:
    """Paints and caches card pixmaps for one deck style.

    A board keeps one instance and asks it for pixmaps whenever it lays out;
    repeated requests for the same card, size and pixel ratio return the very
    same ``QPixmap`` object, so asking is cheap enough to do on every resize.
    """

    def __init__(self, four_colour: bool = False, back_colour: str = "blue") -> None:
        self._four_colour = bool(four_colour)
        self._back_colour = check_back(back_colour)
        self._cache: OrderedDict[Hashable, QPixmap] = OrderedDict()

    @property
    def back_colour(self) -> str:
        """The back's colour: one of :data:`BACK_COLOURS`."""
        return self._back_colour

    @back_colour.setter
    def back_colour(self, value: str) -> None:
        self._back_colour = check_back(value)  # part of the cache key: no clearing needed

    @property
    def four_colour(self) -> bool:
        """Four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green, so 4-suit Spider is easier to read."""
        return self._four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        if bool(value) != self._four_colour:
            self._four_colour = bool(value)
            self.clear()

    def ink(self, suit: Suit) -> QColor:
        """The colour this deck prints ``suit`` in (a copy, free to modify)."""
        return QColor(INKS[self._four_colour][Suit(suit)])

    def clear(self) -> None:
        """Forget every cached pixmap (e.g. after a style change)."""
        self._cache.clear()

    def __len__(self) -> int:
        """How many pixmaps are cached; for tests and memory checks."""
        return len(self._cache)

    def face(self, rank: int, suit: Suit, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """The face of a card, ``width`` × ``height`` device-independent pixels at ``dpr``."""
        if not ACE <= rank <= KING:
            raise ValueError(f"rank must be {ACE} (ace) to {KING} (king), not {rank!r}")
        suit = Suit(suit)
        ink = self.ink(suit)
        key = ("face", rank, suit, width, height, dpr, self._four_colour)
        return self._get(key, width, height, dpr,
                         lambda p: paint_face(p, rank, suit, ink, width, height, dpr))

    def back(self, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """A face-down card: a lattice in :attr:`back_colour` inside a white border."""
        colours = BACK_COLOURS[self._back_colour]
        key = ("back", width, height, dpr, self._back_colour)
        return self._get(key, width, height, dpr,
                         lambda p: paint_back(p, width, height, dpr, colours))

    def placeholder(self, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """The faint outline of an empty column or an empty stock, meant to sit on the felt."""
        key = ("placeholder", width, height, dpr)
        return self._get(key, width, height, dpr,
                         lambda p: paint_placeholder(p, width, height, dpr))

    def _get(self, key: Hashable, width: int, height: int, dpr: float,
             paint: Paint) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = _render(width, height, dpr, paint)
        self._cache[key] = pixmap
        while len(self._cache) > CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pixmap


def _render(width: int, height: int, dpr: float, paint: Paint) -> QPixmap:
    """Run ``paint`` on a transparent image of the device size and make it a pixmap.

    The painter works in device-independent pixels: the image's pixel ratio
    scales it, so the drawing code never mentions ``dpr`` except to snap.
    """
    if width <= 0 or height <= 0 or dpr <= 0:
        raise ValueError(f"card size must be positive, not {width}×{height} at {dpr}")
    image = QImage(round(width * dpr), round(height * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        paint(painter)
    finally:
        painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap
