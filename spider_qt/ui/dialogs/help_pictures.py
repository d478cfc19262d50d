"""The Examples page's pictures of the table, drawn with the board's own card art.

The page (``spider_qt.help``) names each picture (``board:<code>/<actions played>``) and
gives its size; :class:`HelpBrowser` draws one only when Qt asks for it, that is when the
picture is about to be shown, and keeps it (a page has some fifteen per game).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QPointF, QUrl
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from spider_qt.engine import Catalog
from spider_qt.help.board_picture import SCHEME, BoardPicture, board_picture, picture_position
from spider_qt.help.example_lines import ExampleLine
from spider_qt.ui.card_art import CardArt
from spider_qt.ui.common.felt import felt_look

#: Pictures kept per browser: a few games' worth.
KEEP: Final = 64


def paint_picture(picture: BoardPicture, art: CardArt, dpr: float = 1.0,
                  dark: bool = False) -> QImage:
    """``picture`` on the felt colour (the dark felt's if ``dark``), every card from ``art``
    at the picture's card size."""
    image = QImage(round(picture.width * dpr), round(picture.height * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(felt_look(dark).middle)
    painter = QPainter(image)
    try:
        w, h = picture.card_width, picture.card_height
        for placed in picture.cards:
            card = placed.card
            if card is None:
                pixmap = art.placeholder(w, h, dpr, dark)
            elif card.face_up:
                pixmap = art.face(card.rank, card.suit, w, h, dpr)
            else:
                pixmap = art.back(w, h, dpr)
            painter.drawPixmap(QPointF(placed.x, placed.y), pixmap)
    finally:
        painter.end()
    return image


class HelpBrowser(QTextBrowser):
    """A help page's browser that draws ``board:`` pictures when they are first shown, on
    the light or the dark felt (:attr:`dark`, which the window sets before a page)."""

    def __init__(self, catalog: Catalog, art: CardArt | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.art = art if art is not None else CardArt()
        self.lines: Sequence[ExampleLine] | None = None  # a plugin variant's solved example
        self._pictures: dict[str, QImage] = {}
        self._dark = False

    @property
    def dark(self) -> bool:
        return self._dark

    @dark.setter
    def dark(self, dark: bool) -> None:
        if dark != self._dark:
            self._dark = dark
            self._pictures.clear()  # on the other felt: drawn again when next shown

    def loadResource(self, kind: int, url: QUrl | str) -> object:
        name = url.toString() if isinstance(url, QUrl) else str(url)
        if kind != QTextDocument.ResourceType.ImageResource.value or \
                not name.startswith(SCHEME + ":"):
            return super().loadResource(kind, url)
        image = self._pictures.get(name)
        if image is None:
            game = picture_position(name, self.catalog, self.lines)
            if game is None:
                return QImage()
            image = paint_picture(board_picture(game), self.art, self.devicePixelRatioF(),
                                  self._dark)
            if len(self._pictures) >= KEEP:
                self._pictures.pop(next(iter(self._pictures)))
            self._pictures[name] = image
        return image
