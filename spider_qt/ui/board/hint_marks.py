"""A hint on the board: the cards to move and the column that takes them, or the stock.

Drawn with the placement-help look (the table's ``highlight`` colour), so a
player who knows the highlights reads a hint without being told: the cards to move get a
dashed outline, their target the solid one placement help gives a column that takes
lifted cards. The marks go as soon as the position changes or the board is re-laid out.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from spider_qt.engine import Action, Move
from spider_qt.ui.board.drag_marks import FILL_ALPHA, faint
from spider_qt.ui.board.items import CardItem, rounded_marker
from spider_qt.ui.board.layout import Z_HIGHLIGHT
from spider_qt.ui.board.surface import BoardSurface


class HintMarks:
    """The marks of one hint at a time on ``board``."""

    def __init__(self, board: BoardSurface) -> None:
        self._board = board
        self._items: list[QGraphicsItem] = []
        self.action: Action | None = None  # the action shown, while its marks are up
        self.cards: list[CardItem] = []  # the cards marked to move (none for a deal)
        self.target: int | None = None  # the column marked to take them
        self.stock = False  # the stock is marked (deal)

    def show(self, action: Action) -> None:
        """Mark ``action`` on the board as it stands now."""
        self.clear()
        board = self._board
        board.finish_animations()
        layout = board.board_layout
        pad = layout.card_width * 0.04
        radius = layout.card_width * 0.09
        width = max(2.0, layout.card_width * 0.035)
        colour = board.look.highlight
        fill = faint(colour, FILL_ALPHA)
        self.action = action
        if isinstance(action, Move):
            self.cards = board.items_in_column(action.src)[action.start:]
            moving = QRectF()
            for item in self.cards:
                moving = moving.united(item.sceneBoundingRect())
            self._add(rounded_marker(moving.adjusted(-pad, -pad, pad, pad), radius, colour,
                                     width, dashed=True))
            self.target = action.dst
            column = board.controller.game.columns[action.dst]
            if column:
                rect = board.card_item(action.dst, len(column) - 1).sceneBoundingRect()
            else:
                rect = QRectF(layout.column_x[action.dst], layout.top, layout.card_width,
                              layout.card_height)
            self._add(rounded_marker(rect.adjusted(-pad, -pad, pad, pad), radius, colour,
                                     width, fill=fill))
        else:
            self.stock = True
            rect = board.stock_item().sceneBoundingRect()
            self._add(rounded_marker(rect.adjusted(-pad, -pad, pad, pad), radius, colour,
                                     width, fill=fill))

    def clear(self) -> None:
        scene = self._board.scene()
        for item in self._items:
            scene.removeItem(item)
        self._items = []
        self.action = None
        self.cards = []
        self.target = None
        self.stock = False

    def _add(self, item: QGraphicsItem) -> None:
        item.setZValue(Z_HIGHLIGHT)
        self._board.scene().addItem(item)
        self._items.append(item)
