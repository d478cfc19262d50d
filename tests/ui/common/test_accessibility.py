"""Playing without a mouse, and what a screen reader is told."""

from __future__ import annotations

from collections.abc import Callable

from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtWidgets import QWidget

from spider_qt.engine import Game

Position = Callable[..., Game]
RUN = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S"]


def test_a_whole_short_game_with_keys_only(make_window: WindowFactory, hands: type[Hands],
                                          position: Position) -> None:
    """Focus a column, choose how many cards, move, undo, redo, deal refused, win."""
    game = position([RUN, ["#AS", "2S"], ["AS"], ["KS"]] + [[]] * 6, suits=1,
                    removed=["S"] * 6, score=900, moves=50)
    window = make_window(game=game)
    h = hands(window)
    h.key(Qt.Key.Key_Right)
    h.key(Qt.Key.Key_Right)
    assert window.board.focus == (1, 1)  # the 2 of spades: the card that can move
    h.key(Qt.Key.Key_Return)  # to its best column: onto the 3 of spades
    assert [c.token for c in window.game.columns[0][-2:]] == ["3S", "2S"]
    assert window.game.columns[1][0].token == "AS"  # turned face up
    assert "2 of spades to column 1" in window.board.last_announcement
    assert "ace of spades turned face up" in window.board.last_announcement
    h.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.game.columns[1][-1].token == "2S"
    h.key(Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.game.columns[0][-1].token == "2S"
    h.key(Qt.Key.Key_D)  # no stock: refused, and said
    assert "nothing left to deal" in window.board.last_announcement
    h.key(Qt.Key.Key_Right)  # column 3: the other ace
    assert window.board.focus == (2, 0)
    h.key(Qt.Key.Key_1)  # straight to column 1: completes the run, removed
    assert window.game.removed == 7
    assert "sequence of spades removed" in window.board.last_announcement
    h.key(Qt.Key.Key_Left)  # column 2: the first ace
    assert window.board.focus == (1, 0)
    h.key(Qt.Key.Key_4)  # onto... nothing: column 4 holds a king; refused
    assert window.game.columns[1][0].token == "AS"
    assert "can only go on a card one rank higher" in window.board.last_announcement
    h.key(Qt.Key.Key_Escape)
    assert window.board.focus is None


def test_the_board_describes_itself_to_assistive_technology(make_window: WindowFactory,
                                                             hands: type[Hands]) -> None:
    window = make_window("SD1-S4-AAAAABD")
    board = window.board
    assert board.accessibleName()
    assert board.accessibleDescription() == window.game.describe()
    hands(window).key(Qt.Key.Key_D)
    assert board.accessibleDescription().startswith("Stock: 17 cards, 3 deals left")
    assert board.last_announcement.startswith("Dealt 7 cards: ")


def test_copy_board_description(make_window: WindowFactory, hands: type[Hands]) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    hands(window).key(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier
                      | Qt.KeyboardModifier.ShiftModifier)
    assert QGuiApplication.clipboard().text() == window.game.describe()


def test_help_opens_with_f1(make_window: WindowFactory, hands: type[Hands]) -> None:
    window = make_window("SD1-S4-AAAAABD")
    hands(window).key(Qt.Key.Key_F1)
    from spider_qt.ui.dialogs.help_window import HelpWindow

    helps = [w for w in window.findChildren(HelpWindow) if w.isVisible()]
    assert len(helps) == 1
    helps[0].close()


def test_the_status_fields_are_read_with_their_values(make_window: WindowFactory,
                                                      hands: type[Hands]) -> None:
    """A screen reader reads a field by its accessible name: it must hold the value."""
    window = make_window("SP1-S1C-AAAAAAB")
    status = window.status

    def name(widget: QWidget) -> str:
        interface = QAccessible.queryAccessibleInterface(widget)
        assert interface is not None
        return interface.text(QAccessible.Text.Name)

    assert [name(w) for w in (status.score, status.moves, status.deals, status.removed)] == [
        "Score: 500", "Moves: 0", "Deals left: 5", "Removed: 0 of 8"]
    assert name(status.code) == "Game code: SP1-S1C-AAAAAAB"
    hands(window).key(Qt.Key.Key_D)
    assert [name(w) for w in (status.score, status.moves, status.deals)] == [
        "Score: 499", "Moves: 1", "Deals left: 4"]


def test_copying_the_board_description_is_said(make_window: WindowFactory,
                                                hands: type[Hands]) -> None:
    window = make_window("SD1-S4-AAAAABD")
    window.board.announce("")
    hands(window).key(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier
                      | Qt.KeyboardModifier.ShiftModifier)
    assert QGuiApplication.clipboard().text().startswith("Stock: 24 cards")
    assert window.board.last_announcement == "Board description copied"


def test_the_status_fields_give_their_numbers_as_values(make_window: WindowFactory,
                                                        hands: type[Hands]) -> None:
    window = make_window("SP1-S1C-AAAAAAB")
    status = window.status

    def read(widget: QWidget) -> tuple[str, str, QAccessible.Role]:
        interface = QAccessible.queryAccessibleInterface(widget)
        assert interface is not None
        return (interface.text(QAccessible.Text.Name), interface.text(QAccessible.Text.Value),
                interface.role())

    assert read(status.score) == ("Score: 500", "500", QAccessible.Role.StaticText)
    hands(window).key(Qt.Key.Key_D)
    assert [read(w)[1] for w in (status.score, status.moves, status.deals, status.removed)] == [
        "499", "1", "4", "0"]


def test_copying_the_game_code_is_said(make_window: WindowFactory) -> None:
    window = make_window("SP1-S1C-AAAAAAB")
    window.board.announce("")
    window.status.code.click()
    assert QGuiApplication.clipboard().text() == "SP1-S1C-AAAAAAB"
    assert window.board.last_announcement == "Copied game code SP1-S1C-AAAAAAB"
