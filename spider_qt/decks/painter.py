"""What a deck is to the app: an object that paints a face or a back on a canvas.

Public for plugins (``spider_qt.plugins`` API 1.2): a card theme's ``art=`` function
returns an object with the two methods of :class:`CardPainter`. The app asks the deck for
each picture it does not have cached and keeps the result, so a deck only paints; it never
caches, sizes or snaps a pixmap itself.

The painter is set up in the card's device-independent pixels (0, 0)–(width, height) on
a transparent image of ``width × dpr`` by ``height × dpr`` device pixels, antialiased;
whatever the deck leaves transparent shows the felt.

Qt is named here only for type checking: the host checks what a plugin's ``art``
returns, and a plugin's module may name this protocol, without Qt being loaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeAlias, runtime_checkable

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter

    from spider_qt.engine import Suit


@dataclass(frozen=True, slots=True)
class CardCanvas:
    """The card being painted: its size in device-independent pixels, the device pixel
    ratio (to snap straight edges to whole device pixels: :meth:`snap`), and the player's
    deck options, which a deck follows if its look allows (an SVG deck has its own)."""

    width: int
    height: int
    dpr: float
    four_colour: bool = False
    back_colour: str = "blue"  # one of spider_qt.decks.backs.BACK_COLOURS

    def snap(self, value: float) -> float:
        """``value`` on whole device pixels, so a straight edge stays crisp."""
        return round(value * self.dpr) / self.dpr


@runtime_checkable
class CardPainter(Protocol):
    """Paints cards. The corner index (rank and suit) must sit in the top
    :data:`spider_qt.decks.geometry.INDEX_STRIP` of the height: the board covers face-up
    cards just below it, and a player must still read every card of a column."""

    def paint_face(self, painter: QPainter, rank: int, suit: Suit, canvas: CardCanvas) -> None:
        """The face of ``rank`` (1 = ace … 13 = king) of ``suit`` (``"S"``, ``"H"``, ``"D"``,
        ``"C"``)."""

    def paint_back(self, painter: QPainter, canvas: CardCanvas) -> None:
        """The back of every card."""


CardTheme: TypeAlias = CardPainter
"""The protocol's first name (``spider_qt.ui.card_art.theme.CardTheme``), kept for the
plugins that use it."""
