"""What a card theme is to the board: an object that paints a face or a back on a canvas.

:class:`CardArt` asks its theme for each picture it does not have cached and keeps the
result, so a theme only paints; it never caches, sizes or snaps a pixmap itself. This
module is public for plugins (``spider_qt.plugins`` API 1.2): a plugin's ``art=`` function
returns an object with the two methods of :class:`CardTheme`.

The painter is set up in the card's device-independent pixels (0, 0)–(width, height) on
a transparent image of ``width × dpr`` by ``height × dpr`` device pixels, antialiased;
whatever the theme leaves transparent shows the felt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Protocol, runtime_checkable

from PySide6.QtGui import QPainter

from spider_qt.engine.cards import Suit

from .backs import BACK_COLOURS, paint_back
from .faces import INKS, paint_face


@dataclass(frozen=True, slots=True)
class CardCanvas:
    """The card being painted: its size in device-independent pixels, the device pixel
    ratio (to snap straight edges to whole device pixels: :meth:`snap`), and the player's
    deck options, which a theme follows if its look allows (an SVG deck has its own)."""

    width: int
    height: int
    dpr: float
    four_colour: bool = False
    back_colour: str = "blue"  # one of BACK_COLOURS

    def snap(self, value: float) -> float:
        """``value`` on whole device pixels, so a straight edge stays crisp."""
        return round(value * self.dpr) / self.dpr


@runtime_checkable
class CardTheme(Protocol):
    """Paints cards. The corner index (rank and suit) must sit in the top
    ``spider_qt.ui.layout.INDEX_STRIP`` of the height: the board covers face-up cards
    just below it, and a player must still read every card of a column."""

    def paint_face(self, painter: QPainter, rank: int, suit: Suit, canvas: CardCanvas) -> None:
        """The face of ``rank`` (1 = ace … 13 = king) of ``suit`` (``"S"``, ``"H"``, ``"D"``,
        ``"C"``)."""

    def paint_back(self, painter: QPainter, canvas: CardCanvas) -> None:
        """The back of every card."""


class ClassicTheme:
    """The deck spider-qt has always drawn (:mod:`.faces`, :mod:`.court`, :mod:`.backs`)."""

    def paint_face(self, painter: QPainter, rank: int, suit: Suit, canvas: CardCanvas) -> None:
        paint_face(painter, rank, suit, INKS[canvas.four_colour][Suit(suit)],
                   canvas.width, canvas.height, canvas.dpr)

    def paint_back(self, painter: QPainter, canvas: CardCanvas) -> None:
        paint_back(painter, canvas.width, canvas.height, canvas.dpr,
                   BACK_COLOURS[canvas.back_colour])


FALLBACK: Final = ClassicTheme()
"""What is drawn when the chosen theme is not installed or cannot draw."""
