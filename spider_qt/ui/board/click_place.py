"""Click to pick up, click to place: moving cards without dragging (setting ``click_to_place``).

Owned by :class:`~spider_qt.ui.board.mouse.BoardMouse`, which hands it every click (a
press and release without a drag). With the setting off a click does nothing, as in
the classic game. With it on, a click on a card that may be lifted picks it up with
the cards on it; a click on another column then asks the controller to move them
there (a refusal is said like any refused drop), and a click on the picked cards, on
the felt, or Escape puts them down.

The picked cards are the keyboard focus (:mod:`spider_qt.ui.board.keys`), drawn by its dashed
marker: they are the cards the next action moves either way, the number keys and
Enter included, and a screen reader hears them as the focused group. A key that
moves the focus elsewhere, or Escape, so also puts them down: no second state to
keep in step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from spider_qt.ui.board.items import CardItem, StockItem
from spider_qt.ui.board.slots import Place

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF

    from spider_qt.ui.board.surface import BoardSurface

Picked = tuple[int, int]
"""(column, first picked card), both 0-based."""


class ClickPlace:
    """The cards a click picked up on ``view``, and what the next click does with them."""

    def __init__(self, view: BoardSurface) -> None:
        self._view = view
        self._picked: Picked | None = None
        #: The last click tried to place cards. A double click whose first click that was
        #: is no double click: one pair of clicks, one action.
        self.placed = False

    @property
    def picked(self) -> Picked | None:
        """The picked-up cards, while they are still the keyboard focus."""
        if self._picked is not None and self._view.focus != self._picked:
            self._picked = None  # the keys moved the focus, or a change mended it
        return self._picked

    def pressed(self) -> None:
        """A new press: whatever the last click did is no longer this gesture's business."""
        self.placed = False

    def click(self, hit: CardItem | StockItem | None, point: QPointF) -> None:
        """Pick up, place or put down, for a click on ``hit`` at ``point`` (scene)."""
        view = self._view
        if not view.options.click_to_place:
            return
        col, index = self._spot(hit, point)
        picked = self.picked
        if picked is None:
            if col is not None and index is not None:
                self._pick(col, index)
            return
        src, start = picked
        if col == src and index is not None and index < start:
            self._pick(col, index)  # a card higher up the same column: pick more (or say why not)
        elif col is None or col == src:
            self.put_down()  # the felt, or the picked cards themselves
        else:
            self.put_down()
            self.placed = True
            view.controller.move(src, start, col)  # a refusal comes back as the refused signal

    def put_down(self) -> None:
        """Forget the picked cards (they never left their column), and their marker."""
        if self.picked is not None:
            self._picked = None
            self._view.focus = None

    def _pick(self, col: int, index: int) -> None:
        view = self._view
        refusal = view.controller.game.lift_refusal(col, index)
        if refusal is not None:
            self.put_down()
            view.show_refusal(refusal)
            return
        self._picked = (col, index)
        view.focus = (col, index)

    def _spot(self, hit: CardItem | StockItem | None,
              point: QPointF) -> tuple[int | None, int | None]:
        """The column clicked and the card in it: a column's card, or the spot of an empty
        column (no card); anything else is the felt (no column)."""
        view = self._view
        if isinstance(hit, CardItem):
            key = view.slot_of(hit).key
            return (key[1], key[2]) if key[0] is Place.COLUMN else (None, None)
        layout = view.board_layout
        for col, column in enumerate(view.controller.game.columns):
            spot = QRectF(layout.column_x[col], layout.top, layout.card_width,
                          layout.card_height)
            if not column and spot.contains(point):
                return col, None
        return None, None
