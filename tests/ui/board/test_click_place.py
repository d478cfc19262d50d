"""Click to pick up and place (setting ``click_to_place``): a click picks cards up, a click on
another column puts them there; off, a single click does nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsPathItem

from spider_qt.engine import Game
from spider_qt.ui.board.view import BoardView
from spider_qt.ui.window.main_window import MainWindow

Position = Callable[..., Game]

# Column 1 ends 9♥; columns 2 (10♠) and 3 (10♥, same suit: the best) take it; column 4 (5♦)
# does not; column 5 holds 8♠ under 7♥ (not one suit); column 6 is empty.
COLUMNS = [
    ["#2C", "9H"], ["#3C", "10S"], ["#4C", "10H"], ["#5C", "5D"], ["#6C", "8S", "7H"],
    [], ["KD"], ["QC"], ["QD"], ["JC"],
]


@pytest.fixture
def window(make_window: WindowFactory, position: Position) -> MainWindow:
    window = make_window(game=position(COLUMNS))
    window.options.click_to_place = True
    return window


def tokens(window: MainWindow, col: int) -> list[str]:
    return [c.token for c in window.game.columns[col]]


def picked_marks(board: BoardView) -> list[QRectF]:
    """The dashed outlines on the board (the picked, or keyboard-focused, cards)."""
    return [item.sceneBoundingRect() for item in board.scene().items()
            if isinstance(item, QGraphicsPathItem) and item.isVisible()
            and item.pen().style() == Qt.PenStyle.DashLine]


def felt(board: BoardView) -> QPoint:
    """A spot of bare felt, under the short columns."""
    layout = board.board_layout
    return board.mapFromScene(QPointF(layout.column_x[3] + layout.card_width / 2,
                                      layout.top + 3.5 * layout.card_height))


def test_with_the_setting_off_a_click_picks_nothing_up(window: MainWindow,
                                                       hands: type[Hands]) -> None:
    window.options.click_to_place = False
    before = window.game.snapshot()
    h = hands(window)
    h.click(h.card(0, 1))
    assert window.board.focus is None and not picked_marks(window.board)
    h.click(h.card(1, 1))
    h.click(h.column_drop(5))
    assert window.game.snapshot() == before
    assert window.board.reminder_text() == ""


def test_a_click_picks_up_and_a_click_on_a_column_places(window: MainWindow,
                                                         hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    h.click(h.card(0, 1))
    assert board.focus == (0, 1)  # picked: the cards the next action moves
    [mark] = picked_marks(board)
    assert mark.contains(board.card_item(0, 1).sceneBoundingRect())
    assert window.game.moves == 0
    h.click(h.card(1, 1))  # on 10♠: not the best column, the one clicked
    assert tokens(window, 1) == ["#3C", "10S", "9H"]
    assert tokens(window, 0) == ["2C"]
    assert board.focus is None and not picked_marks(board)


def test_a_click_on_an_empty_column_places_there(window: MainWindow,
                                                 hands: type[Hands]) -> None:
    h = hands(window)
    h.click(h.card(0, 1))
    h.click(h.column_drop(5))
    assert tokens(window, 5) == ["9H"]


def test_escape_puts_the_cards_down(window: MainWindow, hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    h.click(h.card(0, 1))
    h.key(Qt.Key.Key_Escape)
    assert board.focus is None and not picked_marks(board)
    before = window.game.snapshot()
    h.click(h.card(1, 1))  # nothing picked any more: this picks 10♠ up, moves nothing
    assert window.game.snapshot() == before
    assert board.focus == (1, 1)


@pytest.mark.parametrize("where", ["the picked card", "the felt"])
def test_a_click_on_the_picked_cards_or_the_felt_puts_them_down(
        window: MainWindow, hands: type[Hands], where: str) -> None:
    h, board = hands(window), window.board
    before = window.game.snapshot()
    h.click(h.card(0, 1))
    assert board.focus == (0, 1)
    h.click(h.card(0, 1) if where == "the picked card" else felt(board))
    assert board.focus is None and not picked_marks(board)
    assert window.game.snapshot() == before
    assert board.reminder_text() == ""


def test_an_illegal_place_is_refused_with_a_reminder(window: MainWindow,
                                                     hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    before = window.game.snapshot()
    h.click(h.card(0, 1))
    h.click(h.card(3, 1))  # 9♥ on 5♦
    assert window.game.snapshot() == before
    assert "one rank higher" in board.reminder_text()
    assert board.focus is None  # put down, like cards a refused drop sends back


def test_cards_that_cannot_be_lifted_are_not_picked_up(window: MainWindow,
                                                       hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    h.click(h.card(4, 1))  # 8♠ with 7♥ on it: not one suit
    assert board.focus is None
    assert "all one suit" in board.reminder_text()


def test_a_click_higher_up_the_same_column_picks_more(make_window: WindowFactory,
                                                      position: Position,
                                                      hands: type[Hands]) -> None:
    window = make_window(game=position([["#2C", "9H", "8H"], ["#3C", "10S"], *COLUMNS[2:]]))
    window.options.click_to_place = True
    h, board = hands(window), window.board
    h.click(h.card(0, 2))
    assert board.focus == (0, 2)
    h.click(h.card(0, 1))
    assert board.focus == (0, 1)
    h.click(h.card(1, 1))
    assert tokens(window, 1) == ["#3C", "10S", "9H", "8H"]


def test_the_number_keys_move_the_picked_cards(window: MainWindow,
                                               hands: type[Hands]) -> None:
    h = hands(window)
    h.click(h.card(0, 1))
    h.key(Qt.Key.Key_6)  # the keyboard moves what the mouse picked up
    assert tokens(window, 5) == ["9H"]


def test_double_click_still_sends_to_the_best_column(window: MainWindow,
                                                     hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    h.double_click(h.card(0, 1))
    assert tokens(window, 2)[-1] == "9H"  # same suit: the best column
    assert window.game.moves == 1
    assert board.focus is None and not picked_marks(board)  # the first click left nothing


def test_a_double_click_whose_first_click_places_makes_one_move(window: MainWindow,
                                                                 hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    h.click(h.card(0, 1))
    # The first click places 9♥ on 10♥; the second does not send 10♥-9♥ on to J♣.
    h.double_click(h.card(2, 1))
    assert tokens(window, 2) == ["#4C", "10H", "9H"]
    assert window.game.moves == 1
    assert board.focus is None


def test_dragging_still_works_and_puts_picked_cards_down(window: MainWindow,
                                                         hands: type[Hands]) -> None:
    h, board = hands(window), window.board
    h.click(h.card(4, 2))  # 7♥ picked up...
    assert board.focus == (4, 2)
    h.drag(h.card(0, 1), h.column_drop(1))  # ...then 9♥ dragged instead
    assert tokens(window, 1) == ["#3C", "10S", "9H"]
    assert tokens(window, 4) == ["#6C", "8S", "7H"]
    assert board.focus is None and not picked_marks(board)
    h.click(h.column_drop(3))  # nothing picked: no place
    assert window.game.moves == 1


def test_the_stock_still_deals_and_puts_picked_cards_down(make_window: WindowFactory,
                                                          position: Position,
                                                          hands: type[Hands]) -> None:
    columns = [list(c) for c in COLUMNS]
    columns[5] = ["KC"]
    stock = ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "3S", "3H", "3D"]
    window = make_window(game=position(columns, stock=stock))
    window.options.click_to_place = True
    h, board = hands(window), window.board
    h.click(h.card(0, 1))
    h.click(board.mapFromScene(board.stock_item().sceneBoundingRect().center()))
    assert window.game.stock == 0
    assert board.focus is None and not picked_marks(board)
