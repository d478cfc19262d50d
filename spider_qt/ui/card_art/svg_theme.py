"""An SVG deck in the per-card-id layout of AisleRiot and KDE: one file, one element a card.

Each card is drawn straight from its element (``queen_heart``, ``back``) into the card's
rectangle at the device pixel ratio, never scaled from a bitmap, so a deck stays sharp
at every size. The element is stretched to the card's shape: decks differ a little in
proportion and the board's columns are laid out for one.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from spider_qt.engine.cards import Suit
from spider_qt.plugins.themes import BACK_ID, CARD_IDS, card_id

from .theme import CardCanvas


class SvgTheme:
    """Paints each card from its element of one SVG (or gzip-packed SVGZ) file."""

    def __init__(self, path: Path) -> None:
        # From bytes, not a file name: Qt then unpacks .svgz whatever the file is called.
        self._renderer = QSvgRenderer(QByteArray(Path(path).read_bytes()))
        if not self._renderer.isValid():
            raise ValueError(f"{path} could not be read as SVG")
        missing = [element for element in CARD_IDS if not self._renderer.elementExists(element)]
        if missing:
            raise ValueError(f"{path} has no element with the id {', '.join(missing[:4])}")

    def paint_face(self, painter: QPainter, rank: int, suit: Suit, canvas: CardCanvas) -> None:
        self._draw(painter, card_id(rank, Suit(suit).value), canvas)

    def paint_back(self, painter: QPainter, canvas: CardCanvas) -> None:
        self._draw(painter, BACK_ID, canvas)

    def _draw(self, painter: QPainter, element: str, canvas: CardCanvas) -> None:
        self._renderer.render(painter, element, QRectF(0, 0, canvas.width, canvas.height))
