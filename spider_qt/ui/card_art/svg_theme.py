"""An SVG deck in the per-card-id layout of AisleRiot and KDE: one file, one element a card.

Each card is drawn straight from its element (``queen_heart``, ``back``) into the card's
rectangle at the device pixel ratio, never scaled from a bitmap, so a deck stays sharp
at every size. The element is stretched to the card's shape: decks differ a little in
proportion and the board's columns are laid out for one.

The deck is a stranger's file. QtSvg gets exactly the bytes :func:`read_deck` checked
(read again here, not trusted from registration: the file may have changed since), and
it is timed: a deck that takes Qt longer than :data:`LOAD_SECONDS` to load, or any card
longer than :data:`DRAW_SECONDS` to draw, fails like a theme that raises, and the classic
cards are drawn instead. A draw cannot be stopped halfway; the bounds :func:`read_deck`
puts on a deck keep one from lasting long, the timing catches what they let through.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Final

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from spider_qt.decks.painter import CardCanvas
from spider_qt.engine import Suit
from spider_qt.plugins.card_ids import BACK_ID, CARD_IDS, card_id
from spider_qt.plugins.svg_check import read_deck

LOAD_SECONDS: Final = 2.0
"""Longest QtSvg may take to load a deck (a 3.5 MiB one loads in about 0.1 s)."""
DRAW_SECONDS: Final = 0.5
"""Longest one card may take to draw: the board draws a hundred of them at a start, and a
card of a few hundred large paths takes about 0.15 s."""


class TooSlow(Exception):
    """A deck that took Qt longer than the limit to load or to draw a card."""


class SvgTheme:
    """Paints each card from its element of one SVG (or gzip-packed SVGZ) file."""

    def __init__(self, path: Path) -> None:
        data = read_deck(Path(path), "its SVG deck")  # the unpacked bytes that passed
        start = time.perf_counter()
        self._renderer = QSvgRenderer(QByteArray(data))
        seconds = time.perf_counter() - start
        if seconds > LOAD_SECONDS:
            raise TooSlow(f"{path} took {seconds:.1f} s to load (at most {LOAD_SECONDS:g} s)")
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
        start = time.perf_counter()
        self._renderer.render(painter, element, QRectF(0, 0, canvas.width, canvas.height))
        seconds = time.perf_counter() - start
        if seconds > DRAW_SECONDS:
            raise TooSlow(f"{element} took {seconds:.2f} s to draw (at most "
                          f"{DRAW_SECONDS:g} s a card)")
