"""The keyboard on the board: a focus on the cards that can move, and keys that act on it.

Owned by the view, which hands it its key presses and itself as a
:class:`~spider_qt.ui.board.surface.BoardSurface`.
The focus is a column and the first of the cards the keys would move; a dashed
marker shows it, and the column's accessible pile (:mod:`spider_qt.ui.board.access`) holds Qt's
focus, named with the group, so a screen reader says it. Only groups the rule lets
move can be focused (the engine's :meth:`Game.movable_from`), and a send goes to the
controller like a drop. Three reading keys say parts of the board again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from spider_qt.i18n import spoken
from spider_qt.ui.board.items import rounded_marker
from spider_qt.ui.board.layout import Z_FOCUS
from spider_qt.ui.board.surface import BoardSurface, Focus
from spider_qt.ui.common.felt import LIGHT

if TYPE_CHECKING:
    from spider_qt.ui.board.access import BoardAccess

FOCUS: Final = LIGHT.focus
"""The dashed outline of the focused cards, on the light table (the marker takes the colour
of the table shown: :attr:`FeltLook.focus`)."""

#: Keys that act on the focused cards: with nothing focused yet, the first of them
#: focuses the column a screen reader is on instead.
SELECTING: Final = frozenset({
    Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return,
    Qt.Key.Key_Enter, Qt.Key.Key_Space, *(Qt.Key(Qt.Key.Key_0 + n) for n in range(10))})
#: The reading keys: the focused column, the playable cards of all columns, the stock
#: and score.
READING: Final = frozenset({Qt.Key.Key_C, Qt.Key.Key_A, Qt.Key.Key_S})


class BoardKeys:
    """The keyboard focus of ``view`` and the keys that move it or send its cards."""

    def __init__(self, view: BoardSurface, access: BoardAccess) -> None:
        self._view = view
        self._access = access  # the reader's column moves with the keyboard focus
        self.focus: Focus | None = None
        self._marker: QGraphicsItem | None = None

    def press(self, event: QKeyEvent) -> bool:
        """Act on a board key; ``False`` for any other key, which the view passes on."""
        key = event.key()
        if event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier
                                 | Qt.KeyboardModifier.ShiftModifier):
            return False  # Ctrl+C and the like belong to the window
        controller = self._view.controller
        columns = len(controller.game.columns)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            # With nothing focused, → starts at the first column and ← at the last.
            step = -1 if key == Qt.Key.Key_Left else 1
            col = self.focus[0] if self.focus is not None else (-1 if step > 0 else columns)
            self._focus_column((col + step) % columns)
        elif self.focus is None and key in SELECTING:
            # Nothing chosen yet: the first key chooses the column the reader is on.
            self._focus_column(min(self._access.current, columns - 1))
        elif key in READING:
            self._read(key)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._focus_within(1 if key == Qt.Key.Key_Down else -1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.focus is not None and self.focus[1] is not None:
                col = self.focus[0]
                if controller.send_to_best(col, self.focus[1]):
                    self._focus_column(col)
        elif Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            target = (key - Qt.Key.Key_1) % 10  # 1..9 → columns 1..9, 0 → column 10
            if (self.focus is not None and self.focus[1] is not None
                    and target < columns and target != self.focus[0]):
                col = self.focus[0]
                if controller.move(col, self.focus[1], target):
                    self._focus_column(col)
            elif self.focus is not None and target == self.focus[0]:
                self._read(Qt.Key.Key_C)  # the cards are there already: say where they are
        elif key == Qt.Key.Key_Escape:
            self.focus = None
            self.show_marker()
        else:
            return False
        return True

    def _focus_column(self, col: int) -> None:
        """Focus the longest group that can move from ``col`` (none if the column is empty)."""
        self.focus = (col, self._view.controller.game.movable_from(col))
        self._access.focus_column(col)
        self.show_marker()

    def _read(self, key: int) -> None:
        """Say a part of the board again, without changing anything."""
        view = self._view
        game = view.controller.game
        if key == Qt.Key.Key_C:
            col = self.focus[0] if self.focus is not None else self._access.current
            view.announce(self._access.columns[col].accessibleName())
        elif key == Qt.Key.Key_A:
            view.announce(spoken.playable_cards(game))
        else:
            view.announce(spoken.stock_and_score(game))

    def _focus_within(self, step: int) -> None:
        """Up takes more cards of the column, down fewer: only cards the rule lets move.
        At either end the column is said again, so the key is never silent."""
        assert self.focus is not None
        before = self.focus
        col, index = self.focus
        if index is None:
            self._focus_column(col)
        else:
            game = self._view.controller.game
            lowest = game.movable_from(col)
            length = len(game.columns[col])
            if lowest is not None:
                self.focus = (col, min(max(index + step, lowest), length - 1))
            self.show_marker()
        if self.focus == before:
            self._read(Qt.Key.Key_C)

    def show_marker(self) -> None:
        """Draw the marker around the focused cards, after the position or the focus changed.

        A focus the position no longer has is mended first: on a column that is gone it
        is dropped; on cards that cannot move (any more) it moves to those that can.
        """
        view = self._view
        if self._marker is not None:
            view.scene().removeItem(self._marker)
            self._marker = None
        self._draw_marker()
        view.follow_access()

    def _draw_marker(self) -> None:
        view = self._view
        if self.focus is None or not view.is_laid_out:
            return
        col, index = self.focus
        game = view.controller.game
        if col >= len(game.columns):
            self.focus = None
            return
        layout = view.board_layout
        length = len(game.columns[col])
        lowest = game.movable_from(col)
        if index is None or lowest is None or not lowest <= index < length:
            index = lowest  # a deal covered the group, or a move took part of it
            self.focus = (col, index)
        if index is None:
            rect = QRectF(layout.column_x[col], layout.top, layout.card_width, layout.card_height)
        else:
            first = view.slot_of(view.card_item(col, index))
            last = view.slot_of(view.card_item(col, length - 1))
            rect = QRectF(first.x, first.y, layout.card_width,
                          last.y - first.y + layout.card_height)
        pad = layout.card_width * 0.06
        self._marker = rounded_marker(rect.adjusted(-pad, -pad, pad, pad),
                                      layout.card_width * 0.1, view.look.focus,
                                      max(2.0, layout.card_width * 0.04), dashed=True)
        self._marker.setZValue(Z_FOCUS)
        view.scene().addItem(self._marker)
