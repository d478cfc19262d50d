"""Playing on the real board with the mouse and the keyboard; assertions on the engine."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spider_qt.engine import Game
from spider_qt.ui.window.main_window import MainWindow

Position = Callable[..., Game]

# A Spider position (4 suits): column 1 ends 9♥, column 2 ends 10♠ (accepts 9♥),
# column 3 ends 10♥ (same suit: the best target for 9♥), column 4 ends 5♦ (refuses).
BASE = [
    ["#2C", "9H"], ["#3C", "10S"], ["#4C", "10H"], ["#5C", "5D"], ["#6C", "8S", "7H"],
    ["KC"], ["KD"], ["QC"], ["QD"], ["JC"],
]


@pytest.fixture
def table(position: Position) -> Callable[..., Game]:
    def make(columns: list[list[str]] | None = None, **kwargs: object) -> Game:
        return position(columns if columns is not None else BASE, **kwargs)

    return make


def test_a_legal_drag_makes_the_move(make_window: WindowFactory, hands: type[Hands],
                                     table: Callable[..., Game]) -> None:
    window = make_window(game=table())
    h = hands(window)
    h.drag(h.card(0, 1), h.column_drop(1))
    assert [c.token for c in window.game.columns[1]] == ["#3C", "10S", "9H"]
    assert [c.token for c in window.game.columns[0]] == ["2C"]  # flipped in the same action
    assert window.game.moves == 1
    assert window.board.card_item(1, 2).pos().y() > window.board.card_item(1, 1).pos().y()


def test_an_illegal_drag_changes_nothing_and_reminds(make_window: WindowFactory,
                                                     hands: type[Hands],
                                                     table: Callable[..., Game]) -> None:
    window = make_window(game=table())
    before = window.game.snapshot()
    item = window.board.card_item(0, 1)
    home = item.pos()
    h = hands(window)
    h.drag(h.card(0, 1), h.column_drop(3))
    assert window.game.snapshot() == before
    assert "one rank higher" in window.board.reminder_text()
    assert item.pos() == home  # glided back


def test_picking_up_a_mixed_group_is_refused_with_a_reminder(
    make_window: WindowFactory, hands: type[Hands], table: Callable[..., Game]
) -> None:
    window = make_window(game=table())
    before = window.game.snapshot()
    h = hands(window)
    h.drag(h.card(4, 1), h.column_drop(0))  # 8♠ with 7♥ on it: not one suit
    assert window.game.snapshot() == before
    assert "all one suit" in window.board.reminder_text()


def test_double_click_sends_cards_to_the_best_target(make_window: WindowFactory,
                                                     hands: type[Hands],
                                                     table: Callable[..., Game]) -> None:
    window = make_window(game=table())
    hands(window).double_click(hands(window).card(0, 1))
    assert window.game.columns[2][-1].token == "9H"  # same suit beats column 2's 10♠


def test_double_click_off_does_nothing(make_window: WindowFactory, hands: type[Hands],
                                       table: Callable[..., Game]) -> None:
    window = make_window(game=table())
    window.options.double_click = False
    before = window.game.snapshot()
    hands(window).double_click(hands(window).card(0, 1))
    assert window.game.snapshot() == before


def test_a_single_click_does_nothing(make_window: WindowFactory, hands: type[Hands],
                                     table: Callable[..., Game]) -> None:
    window = make_window(game=table())
    before = window.game.snapshot()
    h = hands(window)
    for col in range(10):
        h.click(h.card(col, len(window.game.columns[col]) - 1))
    assert window.game.snapshot() == before
    assert window.board.reminder_text() == ""


def test_auto_placement_sends_a_bad_drop_to_the_best_target(
    make_window: WindowFactory, hands: type[Hands], table: Callable[..., Game]
) -> None:
    window = make_window(game=table())
    window.options.auto_place = True
    h = hands(window)
    h.drag(h.card(0, 1), h.column_drop(3))
    assert window.game.columns[2][-1].token == "9H"


def test_without_auto_placement_a_drop_on_the_table_glides_back(
    make_window: WindowFactory, hands: type[Hands], table: Callable[..., Game]
) -> None:
    window = make_window(game=table(), animations=True)
    before = window.game.snapshot()
    item = window.board.card_item(0, 1)
    home = item.pos()
    h = hands(window)
    empty_felt = window.board.mapFromScene(window.board.board_layout.width / 2,
                                           window.board.board_layout.pile_y - 10)
    h.drag(h.card(0, 1), empty_felt)
    assert window.game.snapshot() == before
    assert window.board.animating  # gliding home...
    window.board.finish_animations()
    assert item.pos() == home  # ...and home


def test_placement_help_highlights_accepting_columns(make_window: WindowFactory,
                                                     hands: type[Hands],
                                                     table: Callable[..., Game]) -> None:
    window = make_window(game=table())
    h = hands(window)
    start = h.card(0, 1)
    QTestMouse = __import__("PySide6.QtTest", fromlist=["QTest"]).QTest
    QTestMouse.mousePress(h.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                          start)
    QTestMouse.mouseMove(h.viewport, start + QPoint(30, 40))
    assert window.board.highlighted_columns() == [1, 2]
    QTestMouse.mouseRelease(h.viewport, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier, start + QPoint(30, 40))
    assert window.board.highlighted_columns() == []

    window.options.placement_help = False
    QTestMouse.mousePress(h.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                          start)
    QTestMouse.mouseMove(h.viewport, start + QPoint(30, 40))
    assert window.board.highlighted_columns() == []
    QTestMouse.mouseRelease(h.viewport, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier, start + QPoint(30, 40))


def test_clicking_the_stock_deals(make_window: WindowFactory, hands: type[Hands]) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    stock = window.board.stock_item()
    point = window.board.mapFromScene(stock.sceneBoundingRect().center())
    hands(window).click(point)
    assert window.game.stock == 40 and window.game.deals_left == 4
    assert all(len(col) in (7, 6) for col in window.game.columns)
    assert stock.deals_left == 4


def test_a_deal_with_an_empty_column_is_refused(make_window: WindowFactory,
                                                hands: type[Hands],
                                                table: Callable[..., Game]) -> None:
    columns = [list(c) for c in BASE]
    columns[5] = []
    stock = ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "3S", "3H", "3D"]
    window = make_window(game=table(columns, stock=stock))
    before = window.game.snapshot()
    stock_item = window.board.stock_item()
    hands(window).click(window.board.mapFromScene(stock_item.sceneBoundingRect().center()))
    assert window.game.snapshot() == before
    assert "empty" in window.board.reminder_text()


def test_a_deal_that_can_never_happen_says_undo_or_new_game(
    make_window: WindowFactory, hands: type[Hands], table: Callable[..., Game]
) -> None:
    columns: list[list[str]] = [["KS"], ["QS"], [], [], [], [], [], [], [], []]
    stock = ["AS", "AH", "AD", "AC", "2S", "2H", "2D", "3S", "3H", "3D"]
    window = make_window(game=table(columns, stock=stock))
    hands(window).key(Qt.Key.Key_D)
    text = window.board.reminder_text()
    assert "undo" in text and "new game" in text


def test_undo_and_redo_by_shortcut(make_window: WindowFactory, hands: type[Hands],
                                   table: Callable[..., Game]) -> None:
    window = make_window(game=table())
    start = window.game.snapshot()
    h = hands(window)
    h.double_click(h.card(0, 1))
    after = window.game.snapshot()
    assert after != start
    h.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.game.snapshot() == start
    assert window.board.card_item(0, 1).card.token == "9H"
    h.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.game.snapshot() == after
    h.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    h.key(Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.game.snapshot() == after


def test_keyboard_play(make_window: WindowFactory, hands: type[Hands],
                       table: Callable[..., Game]) -> None:
    window = make_window(game=table())
    h = hands(window)
    h.key(Qt.Key.Key_Right)
    assert window.board.focus == (0, 1)
    h.key(Qt.Key.Key_Right)
    h.key(Qt.Key.Key_Right)
    h.key(Qt.Key.Key_Right)
    h.key(Qt.Key.Key_Right)
    assert window.board.focus == (4, 2)  # only the 7♥ can move from column 5
    h.key(Qt.Key.Key_Up)
    assert window.board.focus == (4, 2)  # 8♠-7♥ is not a group
    h.key(Qt.Key.Key_Left)
    h.key(Qt.Key.Key_Left)
    h.key(Qt.Key.Key_Left)
    h.key(Qt.Key.Key_Left)
    assert window.board.focus == (0, 1)
    h.key(Qt.Key.Key_Return)
    assert window.game.columns[2][-1].token == "9H"
    h.key(Qt.Key.Key_Escape)
    assert window.board.focus is None


@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
def test_every_card_is_inside_the_view(make_window: WindowFactory, position: Position,
                                       size: tuple[int, int]) -> None:
    long_run = ["#AC", "#AD", "#2C", "#2D", "#3C", "KS", "QS", "JS", "10S", "9S", "8S", "7S",
                "6S", "5S", "4S", "3S", "2S", "KH", "QH", "JH", "10H", "9H", "8H"]
    columns = [long_run, ["KD"], ["KC"], ["QD"], ["QC"], ["JD"], ["JC"], ["10D"], ["10C"], ["9D"]]
    for game in (position(columns), None):
        window = make_window(game=game, code=None if game else "SP1-S4C-AAAAAAD", size=size)
        view = QRectF(window.board.viewport().rect())
        for col, column in enumerate(window.game.columns):
            for index in range(len(column)):
                rect = window.board.card_item(col, index).sceneBoundingRect()
                assert view.contains(window.board.mapFromScene(rect).boundingRect().toRectF())
        assert view.contains(window.board.stock_item().sceneBoundingRect())
        window.close()


def test_input_during_an_animation_finishes_it_at_once(make_window: WindowFactory,
                                                       hands: type[Hands]) -> None:
    window = make_window("SP1-S2C-AAAAAAD", animations=True)
    h = hands(window)
    h.key(Qt.Key.Key_D)
    assert window.board.animating
    h.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo mid-deal
    window.board.finish_animations()
    assert window.game.stock == 50
    visible = [i for i in window.board.scene().items() if i.isVisible()
               and type(i).__name__ == "CardItem"]
    assert len(visible) == 54  # 50 back in the stock, hidden; nothing lost or doubled
    for col, column in enumerate(window.game.columns):
        for index, card in enumerate(column):
            assert window.board.card_item(col, index).card == card


def test_the_status_bar_follows_the_game(make_window: WindowFactory, hands: type[Hands],
                                         qtbot: QtBot) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    hands(window).key(Qt.Key.Key_D)
    status = window.status
    assert status.score.text() == "Score: 499"
    assert status.moves.text() == "Moves: 1"
    assert status.deals.text() == "Deals left: 4"
    assert status.removed.text() == "Removed: 0 of 8"
    qtbot.mouseClick(status.code, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "SP1-S2C-AAAAAAD"


def test_winning_shows_the_dialog(make_window: WindowFactory, hands: type[Hands],
                                  position: Position, qtbot: QtBot) -> None:
    run = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    game = position([run, ["AS"]] + [[]] * 8, suits=1,
                    removed=["S"] * 7, score=1200, moves=100)
    window = make_window(game=game)
    h = hands(window)
    h.double_click(h.card(1, 0))
    assert window.game.won
    qtbot.waitUntil(lambda: window.win_box is not None and window.win_box.isVisible())
    assert "Score: 1299" in window.win_box.text() and "Moves: 101" in window.win_box.text()


def test_new_game_dialog_hides_the_rule_row_at_one_suit(make_window: WindowFactory) -> None:
    window: MainWindow = make_window("SP1-S1C-AAAAAAD")
    dialog = window.choose_new_game()
    assert dialog.isVisible()
    assert not dialog.rule_row.isVisible()
    dialog.reject()


def test_a_completed_sequence_slides_to_the_removed_pile(make_window: WindowFactory,
                                                         hands: type[Hands],
                                                         position: Position,
                                                         qtbot: QtBot) -> None:
    run = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    game = position([["#5H", *run], ["#9H", "AS"], ["KH"], ["KH"], ["KH"], ["QH"], ["QH"],
                     ["QH"], ["QH"], ["JH"]], suits=2)
    window = make_window(game=game, animations=True)
    h = hands(window)
    h.drag(h.card(1, 1), h.column_drop(0))
    assert window.game.removed == 1
    assert window.board.animating
    qtbot.waitUntil(lambda: not window.board.animating, timeout=5000)
    layout = window.board.board_layout
    kings = [i for i in window.board.scene().items()
             if getattr(i, "rank", None) == 13 and getattr(i, "suit", None) == "S"]
    assert len(kings) == 1
    assert (kings[0].pos().x(), kings[0].pos().y()) == layout.removed_pos(0)
    on_pile = [i for i in window.board.scene().items()
               if type(i).__name__ == "CardItem" and (i.pos().x(), i.pos().y())
               == layout.removed_pos(0)]
    assert len(on_pile) == 13
    assert max(on_pile, key=lambda i: i.zValue()) is kings[0]  # the king shows on top
    assert window.board.card_item(0, 0).card.token == "5H"  # turned face up
    assert window.board.card_item(0, 0).face_up


def test_a_win_celebrates_then_asks(make_window: WindowFactory, hands: type[Hands],
                                    position: Position, qtbot: QtBot) -> None:
    run = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    game = position([run, ["AS"]] + [[]] * 8, suits=1, removed=["S"] * 7)
    window = make_window(game=game, animations=True)
    h = hands(window)
    h.double_click(h.card(1, 0))
    assert window.game.won
    assert window.win_box is None  # the celebration plays first
    qtbot.waitUntil(lambda: window.win_box is not None and window.win_box.isVisible(),
                    timeout=8000)
    texts = {b.text() for b in window.win_box.buttons()}
    # A constructed position has no deal to restart; the look back works from its history.
    assert texts == {"&New Game", "Could It Have Been &Shorter?", "&Close"}
    new = next(b for b in window.win_box.buttons() if b.text() == "&New Game")
    new.click()
    assert window.game.moves == 0 and not window.game.won
    assert window.game.code is not None and window.game.code.startswith("SP1-S1C-")


def test_restart_this_deal(make_window: WindowFactory, hands: type[Hands]) -> None:
    window = make_window("SP1-S4C-AAAAAAD")
    start = window.game.snapshot()
    hands(window).key(Qt.Key.Key_D)
    assert window.game.snapshot() != start
    window.restart_action.trigger()
    assert window.confirm_box is not None  # a game with a move is not thrown away unasked
    window.confirm_box.confirm_button.click()
    assert window.game.snapshot() == start and not window.game.can_undo
    assert window.board.card_item(0, 5).card == start.columns[0][5]


def stock_spot(window: MainWindow) -> QPoint:
    board, game = window.board, window.game
    layout = board.board_layout
    x, y = layout.stock_pos(game.deals_left - 1, game.deals_left)
    return board.mapFromScene(QPointF(x + layout.card_width / 2, y + layout.card_height / 2))


def test_the_stock_clicked_twice_quickly_deals_twice(make_window: WindowFactory,
                                                     hands: type[Hands]) -> None:
    """Qt turns the second of two quick presses into a double click: it is a click too."""
    window = make_window("SP1-S4C-AAAAAAD", animations=True)
    hands(window).double_click(stock_spot(window))
    assert window.game.deals_left == 3 and window.game.moves == 2


def test_a_quick_second_press_on_a_card_is_a_press_when_double_click_is_off(
        make_window: WindowFactory, hands: type[Hands], table: Callable[..., Game]) -> None:
    window = make_window(game=table())
    window.options.double_click = False
    h = hands(window)
    h.double_click(h.card(0, 1))
    assert window.game.moves == 0  # no double click: nothing sent anywhere
    left = Qt.MouseButton.LeftButton
    QTest.mouseDClick(h.viewport, left, Qt.KeyboardModifier.NoModifier, h.card(0, 1))
    QTest.mouseMove(h.viewport, h.column_drop(1))
    QTest.mouseRelease(h.viewport, left, Qt.KeyboardModifier.NoModifier, h.column_drop(1))
    assert [c.token for c in window.game.columns[1]][-1] == "9H"  # the second press dragged
