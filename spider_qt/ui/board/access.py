"""The board as assistive technology meets it: a tree of piles, and the keyboard focus on one.

The cards are drawn on a QGraphicsScene, which a screen reader cannot see into, so the
board keeps one invisible, mouse-transparent widget per column (and one for the stock
and one for the removed sequences) over the place it shows. Each is named for what lies
on it, in the player's language, and a custom :class:`BoardAccessible` makes them the
board's accessible children.

Why real widgets rather than hand-made accessible interfaces: Qt then does everything a
screen reader relies on itself. Keyboard focus on the board *is* focus on a column
widget, so Qt sends the focus event, the focused and focusable states and the name
changes every reader speaks through its ordinary focus handling (Orca 43 has no
announcement support); the widgets' geometry follows the piles for magnifiers and
mouse review; and their interfaces are Qt's own, owned and freed by Qt.

The result of an action is told as the focused column's new name (what lies on it now)
and description (what just happened), never as a re-read of the whole board: the
board's own description, the whole board in words, changes only on an object that is
not the focus.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QFocusEvent
from PySide6.QtWidgets import QAccessibleWidget, QApplication, QWidget

from spider_qt.i18n import spoken

if TYPE_CHECKING:
    from spider_qt.engine import Game
    from spider_qt.ui.board.layout import BoardLayout


class Pile(QWidget):
    """An invisible stand-in for a pile: it holds the pile's accessible name, description
    and place, and sends its keys on to the board (by ignoring them)."""

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Forget what the last action said: coming back, the reader hears the pile, not
        old news."""
        super().focusOutEvent(event)
        self.setAccessibleDescription("")

    def say(self, name: str) -> None:
        """Set the name, sending Qt's change event only for a real change."""
        if self.accessibleName() != name:
            self.setAccessibleName(name)


class BoardAccess:
    """Keeps the board's piles named, placed and focused in step with the game."""

    def __init__(self, board: QWidget) -> None:
        self._board = board
        self.columns: list[Pile] = []
        self.stock = Pile(board)
        self.removed = Pile(board)
        self.current = 0  # the column that holds the focus when the board has it

    def parts(self) -> list[Pile]:
        """The board's accessible children, in reading order."""
        return [*self.columns, self.stock, self.removed]

    def follow(self, game: Game, layout: BoardLayout | None,
               selected: tuple[int, int] | None) -> None:
        """Name and place every pile for ``game``; ``selected`` is (column, cards) of the
        keyboard's group."""
        self._match_columns(len(game.columns))
        for col, (pile, cards) in enumerate(zip(self.columns, game.columns, strict=True)):
            count = selected[1] if selected is not None and selected[0] == col else 0
            pile.say(spoken.column_label(col + 1, cards, count))
        self.stock.say(spoken.stock_label(game))
        self.removed.say(spoken.removed_label(game))
        if layout is not None:
            self._place(game, layout)

    def focus_column(self, col: int) -> None:
        """Make column ``col`` the board's focus: Qt focus moves to it if the board has it."""
        col = min(col, len(self.columns) - 1)
        if col < 0:
            return
        board, pile = self._board, self.columns[col]
        had_focus = board.hasFocus()
        for n, other in enumerate(self.columns):  # one tab stop: the focused column
            other.setFocusPolicy(Qt.FocusPolicy.StrongFocus if n == col
                                 else Qt.FocusPolicy.ClickFocus)
        self.current = col
        if board.focusProxy() is not pile:
            board.setFocusProxy(pile)
        if had_focus and not pile.hasFocus():
            pile.setFocus(Qt.FocusReason.OtherFocusReason)

    def tell(self, text: str) -> None:
        """Say ``text`` as the focused column's description: a description change of the
        focus is spoken by every reader. The same words twice are cleared first, so a
        repeated action or reading key is heard again."""
        if not self.columns:
            return
        pile = self.columns[self.current]
        if pile.accessibleDescription() == text:
            pile.setAccessibleDescription("")
        pile.setAccessibleDescription(text)

    def holds_focus(self) -> bool:
        return any(pile.hasFocus() for pile in self.columns)

    def _match_columns(self, count: int) -> None:
        if len(self.columns) == count:
            return
        while len(self.columns) > count:
            self.columns.pop().deleteLater()
        while len(self.columns) < count:
            pile = Pile(self._board)
            pile.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            # Right after the board (or the column before) in the Tab chain, so Tab
            # goes on from the board to the next control, not back to the menu bar's end.
            QWidget.setTabOrder(self.columns[-1] if self.columns else self._board, pile)
            if self._board.isVisible():
                pile.show()
            self.columns.append(pile)
        self.focus_column(min(self.current, count - 1))

    def _place(self, game: Game, layout: BoardLayout) -> None:
        width, height = round(layout.card_width), round(layout.card_height)
        for col, pile in enumerate(self.columns):
            faces = [card.face_up for card in game.columns[col]]
            offsets = layout.column_offsets(faces) or [layout.top]
            pile.setGeometry(QRect(round(layout.column_x[col]), round(layout.top), width,
                                   round(offsets[-1] - layout.top) + height))
        for pile, box in ((self.stock, layout.stock_box(game.deals_left)),
                          (self.removed, layout.removed_box(game.removed))):
            pile.setGeometry(QRect(*(round(v) for v in box)))


class BoardAccessible(QAccessibleWidget):
    """The board's accessible interface: its piles are its children, and its focus child
    is the focused column (Qt's own interface would list only the view's viewport)."""

    def __init__(self, board: QWidget, access: BoardAccess) -> None:
        super().__init__(board, QAccessible.Role.Client)
        self._access = access

    def childCount(self) -> int:
        return len(self._access.parts())

    # Qt's API returns a null interface for "none"; PySide's stubs do not say so.
    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        parts = self._access.parts()
        if 0 <= index < len(parts):
            return QAccessible.queryAccessibleInterface(parts[index])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        target = child.object() if child is not None else None
        for index, part in enumerate(self._access.parts()):
            if part is target:
                return index
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        focused = QApplication.focusWidget()
        if focused is not None and focused in self._access.columns:
            return QAccessible.queryAccessibleInterface(focused)
        return None
