"""The graphics items of the board: cards, the stock, markers.

Items only paint what they are given; which picture, where and when is the
board's business (:mod:`spider_qt.ui.board.stage`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from spider_qt.engine import Card, Suit


class CardItem(QGraphicsObject):
    """One physical card. ``flip`` runs from -1 (back shown) through 0 (edge on) to 1 (face)."""

    def __init__(self, rank: int, suit: Suit) -> None:
        super().__init__()
        self.rank = rank
        self.suit = suit
        self._face: QPixmap | None = None
        self._face_source: Callable[[], QPixmap] = QPixmap
        self._back = QPixmap()
        self._width = 0.0
        self._height = 0.0
        self._flip = -1.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view handles the mouse

    @property
    def card(self) -> Card:
        return Card(self.rank, self.suit, self.face_up)

    @property
    def face_up(self) -> bool:
        return self._flip >= 0

    def set_pictures(self, face: Callable[[], QPixmap], back: QPixmap, width: float,
                     height: float) -> None:
        """``face`` is called the first time the face shows: most cards start face down,
        and rendering only the faces in view keeps start-up and resizing quick."""
        if (width, height) != (self._width, self._height):
            self.prepareGeometryChange()
            self._width, self._height = width, height
        self._face, self._face_source, self._back = None, face, back
        self._apply_flip()
        self.update()

    def get_flip(self) -> float:
        return self._flip

    def set_flip(self, value: float) -> None:
        value = max(-1.0, min(1.0, value))
        if value != self._flip:
            self._flip = value
            self._apply_flip()
            self.update()

    flip = Property(float, get_flip, set_flip)

    def _apply_flip(self) -> None:
        scale = max(abs(self._flip), 0.02)
        if scale >= 1.0:
            self.setTransform(QTransform())
        else:
            half = self._width / 2
            self.setTransform(QTransform().translate(half, 0).scale(scale, 1).translate(-half, 0))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self._height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.face_up:
            painter.drawPixmap(QPointF(0, 0), self._back)
            return
        if self._face is None:
            self._face = self._face_source()
        painter.drawPixmap(QPointF(0, 0), self._face)

    def __repr__(self) -> str:
        return f"<CardItem {self.card.token}>"


class StockItem(QGraphicsObject):
    """The stock: one card back per deal left, fanned; a faint outline when empty.

    Positions are in scene coordinates (the item itself stays at the origin).
    """

    def __init__(self) -> None:
        super().__init__()
        self.deals_left = 0
        self._back = QPixmap()
        self._empty = QPixmap()
        self._positions: list[QPointF] = []
        self._empty_pos = QPointF()
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_look(self, back: QPixmap, empty: QPixmap, positions: list[QPointF],
                 empty_pos: QPointF, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._back, self._empty = back, empty
        self._positions, self._empty_pos = positions, empty_pos
        self.deals_left = len(positions)
        rect = QRectF(empty_pos.x(), empty_pos.y(), width, height)
        for point in positions:
            rect = rect.united(QRectF(point.x(), point.y(), width, height))
        self._rect = rect
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._positions:
            painter.drawPixmap(self._empty_pos, self._empty)
        for point in self._positions:
            painter.drawPixmap(point, self._back)


def rounded_marker(rect: QRectF, radius: float, colour: QColor, width: float,
                   dashed: bool = False, fill: QColor | None = None) -> QGraphicsPathItem:
    """A rounded outline: placement highlights and the keyboard focus marker."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    item = QGraphicsPathItem(path)
    pen = QPen(colour, width)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    item.setPen(pen)
    item.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item
