"""The drop target under the dragged cards is marked apart from the other legal columns, and
a drop goes exactly where that mark said (or back)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsPathItem

from spider_qt.engine import Game
from spider_qt.ui.board.drag_marks import LEGAL, MARK_KIND, TARGET_KIND
from spider_qt.ui.board.view import BoardView
from spider_qt.ui.window.main_window import MainWindow

Position = Callable[..., Game]

# Column 1 ends 9♥; columns 2 (10♠) and 3 (10♥, same suit: the best) take it; column 4 (5♦)
# does not; column 6 is empty.
COLUMNS = [
    ["#2C", "9H"], ["#3C", "10S"], ["#4C", "10H"], ["#5C", "5D"], ["#6C", "8S", "7H"],
    [], ["KD"], ["QC"], ["QD"], ["JC"],
]

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


@pytest.fixture
def window(make_window: WindowFactory, position: Position) -> MainWindow:
    return make_window(game=position(COLUMNS))


def hold_over(hands: Hands, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press at ``start`` and carry the cards to ``end``, without letting go."""
    QTest.mousePress(hands.viewport, LEFT, NONE, start)
    for n in range(1, steps + 1):
        QTest.mouseMove(hands.viewport, QPoint(start.x() + (end.x() - start.x()) * n // steps,
                                               start.y() + (end.y() - start.y()) * n // steps))


def let_go(hands: Hands, end: QPoint) -> None:
    QTest.mouseRelease(hands.viewport, LEFT, NONE, end)


def marks(board: BoardView, kind: str) -> dict[int, list[QGraphicsPathItem]]:
    """The visible marks of ``kind`` on the scene, by the column they stand over."""
    layout = board.board_layout
    found: dict[int, list[QGraphicsPathItem]] = {}
    for item in board.scene().items():
        if isinstance(item, QGraphicsPathItem) and item.isVisible() \
                and item.data(MARK_KIND) == kind:
            centre = item.sceneBoundingRect().center().x()
            col = min(range(len(layout.column_x)),
                      key=lambda c: abs(layout.column_x[c] + layout.card_width / 2 - centre))
            found.setdefault(col, []).append(item)
    return found


def test_the_column_under_the_cards_is_the_target_the_others_only_legal(
        window: MainWindow, hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    hold_over(h, h.card(0, 1), h.column_drop(1))
    assert board.drop_target() == 1
    assert board.highlighted_columns() == [1, 2, 5]
    target, legal = marks(board, TARGET_KIND), marks(board, LEGAL)
    assert list(target) == [1]  # one target mark, over column 2...
    assert sorted(legal) == [2, 5]  # ...which is not also marked as merely legal
    last = board.card_item(1, 1).sceneBoundingRect()
    assert all(mark.sceneBoundingRect().contains(last) for mark in target[1])
    # Told apart by shape, not hue alone: a haloed outline, much thicker than a legal one.
    assert len(target[1]) > 1 and len(legal[2]) == 1
    thickest = max(mark.pen().widthF() for mark in target[1])
    assert thickest >= 2 * legal[2][0].pen().widthF()
    let_go(h, h.column_drop(1))
    assert [c.token for c in window.game.columns[1]] == ["#3C", "10S", "9H"]  # not the best
    assert board.drop_target() is None and not marks(board, TARGET_KIND)
    assert not marks(board, LEGAL)


def test_the_target_follows_the_cards(window: MainWindow, hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    hold_over(h, h.card(0, 1), h.column_drop(1))
    assert board.drop_target() == 1
    for n in range(1, 7):  # on to column 3
        a, b = h.column_drop(1), h.column_drop(2)
        QTest.mouseMove(h.viewport, a + (b - a) * n / 6)
    assert board.drop_target() == 2
    assert list(marks(board, TARGET_KIND)) == [2]
    assert sorted(marks(board, LEGAL)) == [1, 5]  # column 2 is only legal again
    let_go(h, h.column_drop(2))
    assert window.game.columns[2][-1].token == "9H"


def test_over_a_column_that_refuses_there_is_no_target_and_the_cards_go_back(
        window: MainWindow, hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    before = window.game.snapshot()
    item = board.card_item(0, 1)
    home = item.pos()
    hold_over(h, h.card(0, 1), h.column_drop(3))
    assert board.drop_target() is None
    assert not marks(board, TARGET_KIND)
    assert sorted(marks(board, LEGAL)) == [1, 2, 5]
    let_go(h, h.column_drop(3))
    assert window.game.snapshot() == before
    assert item.pos() == home
    assert "one rank higher" in board.reminder_text()


def test_over_its_own_column_there_is_no_target(window: MainWindow,
                                                hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    start = h.card(0, 1)
    hold_over(h, start, start + QPoint(10, 40))
    assert board.highlighted_columns() == [1, 2, 5]
    assert board.drop_target() is None and not marks(board, TARGET_KIND)
    let_go(h, start + QPoint(10, 40))
    assert window.game.moves == 0


def test_the_target_is_marked_without_placement_help(window: MainWindow,
                                                     hands: type[Hands]) -> None:
    window.options.placement_help = False
    h, board = hands(window), window.board
    hold_over(h, h.card(0, 1), h.column_drop(5))
    assert board.highlighted_columns() == []
    assert not marks(board, LEGAL)
    assert board.drop_target() == 5
    assert list(marks(board, TARGET_KIND)) == [5]  # the empty column's spot
    let_go(h, h.column_drop(5))
    assert [c.token for c in window.game.columns[5]] == ["9H"]


def test_with_auto_placement_the_mark_shows_where_a_bad_drop_goes(
        window: MainWindow, hands: type[Hands]) -> None:
    window.options.auto_place = True
    h, board = hands(window), window.board
    hold_over(h, h.card(0, 1), h.column_drop(3))
    assert board.drop_target() == 2  # the best column takes a drop that 5♦ refuses
    assert list(marks(board, TARGET_KIND)) == [2]
    for n in range(1, 7):  # the legal column under the cards wins over the best one
        a, b = h.column_drop(3), h.column_drop(1)
        QTest.mouseMove(h.viewport, a + (b - a) * n / 6)
    assert board.drop_target() == 1
    let_go(h, h.column_drop(1))
    assert window.game.columns[1][-1].token == "9H"


def test_a_position_change_mid_drag_takes_the_marks_away(window: MainWindow,
                                                         hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    hold_over(h, h.card(0, 1), h.column_drop(1))
    assert board.drop_target() == 1
    board.resize(board.width() - 20, board.height())  # a re-layout, like a change of position
    assert board.drop_target() is None
    assert not marks(board, TARGET_KIND) and not marks(board, LEGAL)
    let_go(h, h.column_drop(1))
    assert window.game.moves == 0
