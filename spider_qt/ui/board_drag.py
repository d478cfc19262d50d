"""The mouse on the board: a click deals, a drag carries cards, a double click sends them.

Owned by :class:`~spider_qt.ui.board.BoardView`, which hands it its mouse events.
It holds the state of one gesture (the press, the lifted cards and where they
were grabbed) and the placement highlights shown while cards are lifted. Like
the view it never judges a move: lifting asks :meth:`Game.lift_refusal`, the
highlights :meth:`Game.can_move`, and a drop goes to the controller; cards the
drop did not move go back to their slots through the view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem

from spider_qt.engine import Move

from .items import CardItem, StockItem, rounded_marker
from .layout import Z_DRAGGED, Z_HIGHLIGHT
from .slots import Place

if TYPE_CHECKING:
    from .board import BoardView

HIGHLIGHT: Final = QColor(255, 214, 10)
"""The outline of a column that takes the lifted cards (placement help)."""

HIGHLIGHT_FILL: Final = QColor(HIGHLIGHT.red(), HIGHLIGHT.green(), HIGHLIGHT.blue(), 45)
"""The same colour, faint, over the card (or empty spot) the lifted cards would land on."""


class BoardMouse:
    """One mouse gesture at a time on ``view``: press, drag and drop, or double click."""

    def __init__(self, view: BoardView) -> None:
        self._view = view
        #: Column, card and scene point of a press on a column's card, until the release.
        self._press: tuple[int, int, QPointF] | None = None
        #: Column and first card of the lifted cards, once the press has become a drag.
        self._drag: tuple[int, int] | None = None
        #: Where each lifted card lies relative to the grab point.
        self._offsets: list[QPointF] = []
        self._accepting: list[int] = []
        self._highlights: list[QGraphicsItem] = []

    def highlighted_columns(self) -> list[int]:
        """The columns placement help marks now (none when help is off or nothing is lifted)."""
        return list(self._accepting) if self._highlights else []

    # --- the view's mouse events -------------------------------------------------------------

    def press(self, event: QMouseEvent) -> None:
        """A click on the stock deals; a press on a column's card may become a drag."""
        view = self._view
        view.finish_animations()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        hit = self._hit(event.position())
        if isinstance(hit, StockItem):
            view.controller.deal()
        elif isinstance(hit, CardItem):
            key = view.slot_of(hit).key
            if key[0] is Place.COLUMN:
                self._press = (key[1], key[2], view.mapToScene(event.position().toPoint()))
        event.accept()

    def move(self, event: QMouseEvent) -> None:
        """Past the drag distance the pressed cards lift (if the rule lets them) and follow."""
        if self._press is None:
            return
        view = self._view
        col, index, origin = self._press
        scene_pos = view.mapToScene(event.position().toPoint())
        if self._drag is None:
            if (scene_pos - origin).manhattanLength() < QApplication.startDragDistance():
                return
            refusal = view.controller.game.lift_refusal(col, index)
            if refusal is not None:
                self._press = None
                view.show_refusal(refusal)
                return
            self._start_drag(col, index, origin)
        for item, offset in zip(view.items_in_column(col)[index:], self._offsets, strict=True):
            item.setPos(scene_pos + offset)
        event.accept()

    def release(self, event: QMouseEvent) -> None:
        """Drop the lifted cards: a legal column takes them, otherwise they find their way
        (auto placement) or glide back, with the reason shown."""
        drag, self._press = self._drag, None
        if drag is None:
            return
        view = self._view
        src, start = drag
        lead = view.card_item(src, start).sceneBoundingRect()
        self._clear_highlights()
        self._drag = None
        dst = self._drop_column(lead, src)
        controller, options = view.controller, view.options
        game = controller.game
        if dst is not None and game.can_move(src, start, dst):
            controller.move(src, start, dst)
        elif options.auto_place:
            if not controller.send_to_best(src, start):
                view.put_back()
        else:
            if dst is not None:
                refusal = game.refusal(Move(src, start, dst))
                if refusal is not None:
                    view.show_refusal(refusal)
            view.put_back()  # the cards glide back
        event.accept()

    def double_click(self, event: QMouseEvent) -> bool:
        """Send the double-clicked card (and those on it) to the best column, if double click
        is on and a column's card was hit; ``False`` leaves the event to be a press."""
        view = self._view
        view.finish_animations()
        hit = self._hit(event.position())
        if (event.button() == Qt.MouseButton.LeftButton and view.options.double_click
                and isinstance(hit, CardItem) and view.slot_of(hit).key[0] is Place.COLUMN):
            key = view.slot_of(hit).key
            view.controller.send_to_best(key[1], key[2])
            event.accept()
            return True
        return False

    def cancel(self) -> None:
        """Forget the gesture (the position changed under it): the view re-places the cards."""
        self._press = None
        self._drag = None
        self._clear_highlights()

    # --- the gesture -------------------------------------------------------------------------

    def _hit(self, point: QPointF) -> CardItem | StockItem | None:
        """The topmost shown card or the stock under ``point`` (view coordinates)."""
        for item in self._view.items(point.toPoint()):
            if isinstance(item, CardItem | StockItem) and item.isVisible():
                return item
        return None

    def _start_drag(self, col: int, index: int, origin: QPointF) -> None:
        view = self._view
        self._drag = (col, index)
        items = view.items_in_column(col)[index:]
        self._offsets = [item.pos() - origin for item in items]
        for n, item in enumerate(items):
            item.setZValue(Z_DRAGGED + n)
        game = view.controller.game
        self._accepting = [d for d in range(len(game.columns))
                           if d != col and game.can_move(col, index, d)]
        if view.options.placement_help:
            self._show_highlights(self._accepting)

    def _drop_column(self, lead: QRectF, src: int) -> int | None:
        """The column the dragged cards overlap most (their own column included)."""
        layout = self._view.board_layout
        best, best_area = None, 0.0
        for col, x in enumerate(layout.column_x):
            strip = QRectF(x, 0, layout.card_width, layout.bottom + layout.card_height)
            overlap = strip.intersected(lead)
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area = col, area
        return None if best == src else best

    # --- placement help ----------------------------------------------------------------------

    def _show_highlights(self, columns: list[int]) -> None:
        """Outline the last card (or the empty spot) of every column that takes the cards."""
        self._clear_highlights()
        view = self._view
        layout = view.board_layout
        game = view.controller.game
        for col in columns:
            length = len(game.columns[col])
            if length:
                rect = view.card_item(col, length - 1).sceneBoundingRect()
            else:
                rect = QRectF(layout.column_x[col], layout.top, layout.card_width,
                              layout.card_height)
            pad = layout.card_width * 0.04
            marker = rounded_marker(rect.adjusted(-pad, -pad, pad, pad),
                                    layout.card_width * 0.09, HIGHLIGHT,
                                    max(2.0, layout.card_width * 0.035), fill=HIGHLIGHT_FILL)
            marker.setZValue(Z_HIGHLIGHT)
            view.scene().addItem(marker)
            self._highlights.append(marker)

    def _clear_highlights(self) -> None:
        for marker in self._highlights:
            self._view.scene().removeItem(marker)
        self._highlights = []
