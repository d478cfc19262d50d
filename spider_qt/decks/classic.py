"""The classic deck: the cards spider-qt has always drawn, a deck like any other.

Its faces are in :mod:`.faces` (index, pips, aces) and :mod:`.court` (jack, queen, king),
its backs in :mod:`.backs`; this module puts them behind the :class:`.CardPainter` protocol,
which also makes it the working example of a deck drawn in code.
"""

from __future__ import annotations

from PySide6.QtGui import QPainter

from spider_qt.engine import Suit

from .backs import BACK_COLOURS, paint_back
from .faces import INKS, paint_face
from .painter import CardCanvas


class ClassicTheme:
    """The built-in ``classic`` theme, and what the app draws when a theme fails."""

    def paint_face(self, painter: QPainter, rank: int, suit: Suit, canvas: CardCanvas) -> None:
        paint_face(painter, rank, suit, INKS[canvas.four_colour][Suit(suit)],
                   canvas.width, canvas.height, canvas.dpr)

    def paint_back(self, painter: QPainter, canvas: CardCanvas) -> None:
        paint_back(painter, canvas.width, canvas.height, canvas.dpr,
                   BACK_COLOURS[canvas.back_colour])
