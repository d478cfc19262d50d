"""The mouse on the board: a click deals, a drag carries cards, a double click sends them.

Owned by the view, which hands it its mouse events and itself as a
:class:`~spider_qt.ui.board.surface.BoardSurface`.
It holds the state of one gesture (the press, the lifted cards and where they
were grabbed) and, through :class:`~spider_qt.ui.board.drag_marks.DragMarks`, the marks
shown while cards are lifted: the drop target always, the other columns that take
them with placement help. Clicks go to :class:`~spider_qt.ui.board.click_place.ClickPlace`
(click to pick up and place, a setting). Like the view it never judges a move:
lifting asks :meth:`Game.lift_refusal`, the marks :meth:`Game.can_move` and
:meth:`Game.best_target`, and a drop goes to the controller; cards the drop did not
move go back to their slots through the view.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from spider_qt.engine import Move
from spider_qt.ui.board.click_place import ClickPlace
from spider_qt.ui.board.drag_marks import HIGHLIGHT, DragMarks
from spider_qt.ui.board.items import CardItem, StockItem
from spider_qt.ui.board.layout import Z_DRAGGED
from spider_qt.ui.board.slots import Place
from spider_qt.ui.board.surface import BoardSurface

__all__ = ["HIGHLIGHT", "BoardMouse"]  # the placement-help colour, for the board's users


class BoardMouse:
    """One mouse gesture at a time on ``view``: press, drag and drop, click, or double click."""

    def __init__(self, view: BoardSurface) -> None:
        self._view = view
        #: Column, card and scene point of a press on a column's card, until the release.
        self._press: tuple[int, int, QPointF] | None = None
        #: What a press hit and where (scene), while it may still be a click.
        self._clicked: tuple[CardItem | StockItem | None, QPointF] | None = None
        #: Column and first card of the lifted cards, once the press has become a drag.
        self._drag: tuple[int, int] | None = None
        #: Where each lifted card lies relative to the grab point.
        self._offsets: list[QPointF] = []
        #: Where auto placement would send the lifted cards (``None``: nowhere).
        self._best: int | None = None
        self._marks = DragMarks(view)
        self.clicks = ClickPlace(view)

    def highlighted_columns(self) -> list[int]:
        """The columns placement help marks now (none when help is off or nothing is lifted)."""
        return self._marks.legal_columns

    def drop_target(self) -> int | None:
        """The column a drop would put the lifted cards in now (``None``: they would go back,
        or nothing is lifted). It is marked on the board while cards are lifted."""
        return self._marks.target

    # --- the view's mouse events -------------------------------------------------------------

    def press(self, event: QMouseEvent) -> None:
        """A click on the stock deals; a press on a column's card may become a drag; any other
        press may become a click."""
        view = self._view
        view.finish_animations()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.clicks.pressed()
        hit = self._hit(event.position())
        if isinstance(hit, StockItem):
            self.clicks.put_down()  # the deal covers the picked cards
            view.controller.deal()
        else:
            point = view.mapToScene(event.position().toPoint())
            self._clicked = (hit, point)
            if isinstance(hit, CardItem):
                key = view.slot_of(hit).key
                if key[0] is Place.COLUMN:
                    self._press = (key[1], key[2], point)
        event.accept()

    def move(self, event: QMouseEvent) -> None:
        """Past the drag distance the pressed cards lift (if the rule lets them) and follow,
        and the column the drop would take is marked."""
        view = self._view
        scene_pos = view.mapToScene(event.position().toPoint())
        if (self._clicked is not None and (scene_pos - self._clicked[1]).manhattanLength()
                >= QApplication.startDragDistance()):
            self._clicked = None  # a drag (or a refused lift), not a click
        if self._press is None:
            return
        col, index, origin = self._press
        if self._drag is None:
            if self._clicked is not None:
                return
            refusal = view.controller.game.lift_refusal(col, index)
            if refusal is not None:
                self._press = None
                view.show_refusal(refusal)
                return
            self._start_drag(col, index, origin)
        for item, offset in zip(view.items_in_column(col)[index:], self._offsets, strict=True):
            item.setPos(scene_pos + offset)
        self._marks.show_target(self._target(col, index))
        event.accept()

    def release(self, event: QMouseEvent) -> None:
        """Drop the lifted cards on the marked target; without one they find their way (auto
        placement) or glide back, with the reason shown. A release without a drag ends a
        click."""
        drag, self._press = self._drag, None
        clicked, self._clicked = self._clicked, None
        if drag is None:
            if clicked is not None and event.button() == Qt.MouseButton.LeftButton:
                self.clicks.click(*clicked)
            return
        view = self._view
        src, start = drag
        target = self._target(src, start)  # what the mark says, by the same rule
        dst = self._drop_column(src, start)
        self._marks.clear()
        self._drag = None
        controller, options = view.controller, view.options
        if target is not None:
            if not controller.move(src, start, target):
                view.put_back()
        elif options.auto_place:
            if not controller.send_to_best(src, start):  # no column takes them: says why
                view.put_back()
        else:
            if dst is not None:
                refusal = controller.game.refusal(Move(src, start, dst))
                if refusal is not None:
                    view.show_refusal(refusal)
            view.put_back()  # the cards glide back
        event.accept()

    def double_click(self, event: QMouseEvent) -> bool:
        """Send the double-clicked card (and those on it) to the best column, if double click
        is on and a column's card was hit; ``False`` leaves the event to be a press.

        A pair of clicks whose first click placed picked-up cards (click to place) is one
        action: its second click is swallowed, not sent or picked up anew. Cards the first
        click picked up are put down before they are sent."""
        view = self._view
        view.finish_animations()
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if self.clicks.placed:
            event.accept()
            return True
        hit = self._hit(event.position())
        if (view.options.double_click and isinstance(hit, CardItem)
                and view.slot_of(hit).key[0] is Place.COLUMN):
            key = view.slot_of(hit).key
            self.clicks.put_down()
            view.controller.send_to_best(key[1], key[2])
            event.accept()
            return True
        return False

    def cancel(self) -> None:
        """Forget the gesture (the position changed under it): the view re-places the cards.
        Picked-up cards stay picked: they are the keyboard focus, which mends itself."""
        self._press = None
        self._clicked = None
        self._drag = None
        self._marks.clear()

    # --- the gesture -------------------------------------------------------------------------

    def _hit(self, point: QPointF) -> CardItem | StockItem | None:
        """The topmost shown card or the stock under ``point`` (view coordinates)."""
        for item in self._view.items(point.toPoint()):
            if isinstance(item, CardItem | StockItem) and item.isVisible():
                return item
        return None

    def _start_drag(self, col: int, index: int, origin: QPointF) -> None:
        view = self._view
        self.clicks.put_down()  # a drag carries its own cards
        self._drag = (col, index)
        items = view.items_in_column(col)[index:]
        self._offsets = [item.pos() - origin for item in items]
        for n, item in enumerate(items):
            item.setZValue(Z_DRAGGED + n)
        game = view.controller.game
        self._best = game.best_target(col, index)
        if view.options.placement_help:
            self._marks.show_legal([d for d in range(len(game.columns))
                                    if d != col and game.can_move(col, index, d)])

    def _target(self, src: int, start: int) -> int | None:
        """Where a drop now would put the lifted cards: the column under them if it takes
        them; else, with auto placement, the best column; else nowhere (they go back). The
        mark and the drop both ask this, so a drop goes exactly where the mark said."""
        dst = self._drop_column(src, start)
        if dst is not None and self._view.controller.game.can_move(src, start, dst):
            return dst
        return self._best if self._view.options.auto_place else None

    def _drop_column(self, src: int, start: int) -> int | None:
        """The column the lead lifted card overlaps most, ``None`` if its own."""
        layout = self._view.board_layout
        lead = self._view.card_item(src, start).sceneBoundingRect()
        best, best_area = None, 0.0
        for col, x in enumerate(layout.column_x):
            strip = QRectF(x, 0, layout.card_width, layout.bottom + layout.card_height)
            overlap = strip.intersected(lead)
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area = col, area
        return None if best == src else best
