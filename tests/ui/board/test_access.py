"""The board as a screen reader sees it, through Qt's accessibility API: its piles as
children, their names, the focus the keys move, and what each action says."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator

import pytest
from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from spider_qt.engine import Game, parse_code
from spider_qt.ui.board import view as board_module
from spider_qt.ui.window.main_window import MainWindow

Position = Callable[..., Game]
NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


@pytest.fixture(autouse=True)
def accessibility() -> Iterator[None]:
    """As when a screen reader is running: Qt builds interfaces and sends events."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def board_interface(window: MainWindow) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(window.board)
    assert interface is not None
    return interface


def child_names(window: MainWindow) -> list[str]:
    board = board_interface(window)
    return [board.child(i).text(NAME) for i in range(board.childCount())]


def focused_name(window: MainWindow) -> str:
    focus = board_interface(window).focusChild()
    assert focus is not None, "the board's focus is on none of its piles"
    return focus.text(NAME)


def press(window: MainWindow, *keys: Qt.Key,
          modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """Keys as the keyboard sends them: to the widget that has the focus."""
    for key in keys:
        widget = QApplication.focusWidget()
        assert widget is not None
        QTest.keyClick(widget, key, modifier)


@pytest.fixture
def small_game(position: Position) -> Game:
    return position([["#5D", "#KC", "9H", "8H"], ["10S"], ["#4C", "9S"], []]
                    + [[king] for king in ("KS", "KH", "KD", "KC", "KS", "KH")],
                    suits=4)


def test_the_piles_are_the_boards_children_named_top_card_first(
        make_window: WindowFactory, small_game: Game) -> None:
    window = make_window(game=small_game)
    assert child_names(window)[:4] == [
        "Column 1: 8 of hearts, 9 of hearts; 2 face down",
        "Column 2: 10 of spades",
        "Column 3: 9 of spades; 1 face down",
        "Column 4: empty",
    ]
    assert child_names(window)[10:] == ["Stock: 0 cards, 0 deals left", "no sequence removed"]
    board = board_interface(window)
    assert board.text(NAME) == "Card table"
    assert board.childCount() == 12
    for index in range(board.childCount()):
        child = board.child(index)
        assert child.parent().object() is window.board
        assert board.indexOfChild(child) == index
        assert board.rect().contains(child.rect())  # on the board, where the pile is shown
    first_card = window.board.card_item(0, 0).sceneBoundingRect()
    column = board.child(0).rect()
    assert column.left() == pytest.approx(
        window.board.mapToGlobal(window.board.mapFromScene(first_card.topLeft())).x(), abs=2)


def test_the_arrow_keys_move_the_accessible_focus(make_window: WindowFactory,
                                                  small_game: Game) -> None:
    window = make_window(game=small_game)
    assert focused_name(window).startswith("Column 1:")  # the board's focus is a column
    press(window, Qt.Key.Key_Right)  # the first key chooses the column the reader is on
    assert focused_name(window) == "Column 1, 2 cards selected: 8 of hearts, 9 of hearts; " \
                                   "2 face down"
    press(window, Qt.Key.Key_Down)
    assert focused_name(window).startswith("Column 1, 1 card selected: 8 of hearts")
    window.board.announce("")
    press(window, Qt.Key.Key_Down)  # no fewer: the column is said again, not silence
    assert window.board.last_announcement == focused_name(window)
    press(window, Qt.Key.Key_Right, Qt.Key.Key_Right)
    assert focused_name(window) == "Column 3, 1 card selected: 9 of spades; 1 face down"
    focus = QApplication.focusWidget()
    assert focus is not None and board_interface(window).focusChild().object() is focus
    assert window.board.hasFocus()  # the board still has the focus, through its column
    press(window, Qt.Key.Key_Left, Qt.Key.Key_Left, Qt.Key.Key_Left)
    assert focused_name(window).startswith("Column 10, 1 card selected: king of hearts")
    press(window, Qt.Key.Key_Escape)  # nothing selected, the reader stays on the column
    assert focused_name(window) == "Column 10: king of hearts"
    state = board_interface(window).focusChild().state()
    assert state.focused and state.focusable
    press(window, Qt.Key.Key_Return)  # with nothing selected: selects where the reader is
    assert window.board.focus == (9, 0)
    assert window.game.moves == 0
    window.board.announce("")
    press(window, Qt.Key.Key_0)  # its own column: nothing moves, and the column is said
    assert window.game.moves == 0
    assert window.board.last_announcement == focused_name(window)


@pytest.fixture
def announcements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The announcement events the board sends (Qt sends focus and name changes itself)."""
    announced: list[str] = []
    update = board_module.QAccessible.updateAccessibility

    def spy(event: object) -> None:
        announced.append(getattr(event, "message", lambda: "")())
        update(event)

    monkeypatch.setattr(board_module.QAccessible, "updateAccessibility", spy)
    return announced


def test_a_move_is_told_by_the_focused_column_not_the_whole_board(
        make_window: WindowFactory, small_game: Game, announcements: list[str]) -> None:
    window = make_window(game=small_game)
    press(window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)  # column 3: 9S
    press(window, Qt.Key.Key_2)  # onto the 10 of spades
    focus = board_interface(window).focusChild()
    assert focus.text(NAME) == "Column 3, 1 card selected: 4 of clubs"
    said = "9 of spades to column 2; 4 of clubs turned face up"
    assert focus.text(DESCRIPTION) == said
    # Not announced as well: a reader that speaks both would say it twice.
    assert announcements == []
    assert len(focus.text(NAME)) + len(said) < 120  # not the whole board again
    assert window.board.accessibleDescription() == window.game.describe()  # the board's own


def test_with_the_focus_off_the_board_the_change_is_announced(
        make_window: WindowFactory, small_game: Game, announcements: list[str]) -> None:
    window = make_window(game=small_game)
    press(window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right)
    press(window, Qt.Key.Key_2)
    column = board_interface(window).focusChild()
    window.board.clearFocus()  # the player went to the menus or the status bar
    assert QApplication.focusWidget() is not column.object()
    assert column.text(DESCRIPTION) == ""  # old news is not read when the focus comes back
    window.undo_action.trigger()
    assert announcements == ["Undone: 9 of spades back to column 3"]


def test_a_deal_says_which_card_went_onto_which_column(make_window: WindowFactory) -> None:
    window = make_window("SD1-S4-AAAAABD")
    press(window, Qt.Key.Key_D)
    dealt = [card for column in window.game.columns for card in column[-1:]]
    said = board_interface(window).focusChild().text(DESCRIPTION)
    assert said == "Dealt 7 cards: " + "; ".join(
        f"{name} to column {n}" for n, name in enumerate(
            (card.name for card in dealt), start=1))


def test_undo_and_redo_say_what_they_took_back_and_did_again(
        make_window: WindowFactory, small_game: Game) -> None:
    window = make_window(game=small_game)
    press(window, Qt.Key.Key_Right, Qt.Key.Key_Up)  # 9H and 8H
    press(window, Qt.Key.Key_2)
    press(window, Qt.Key.Key_Z, modifier=Qt.KeyboardModifier.ControlModifier)
    assert window.board.last_announcement == "Undone: 9 of hearts and 1 more card back to column 1"
    assert board_interface(window).focusChild().text(DESCRIPTION) == window.board.last_announcement
    press(window, Qt.Key.Key_Y, modifier=Qt.KeyboardModifier.ControlModifier)
    assert window.board.last_announcement == (
        "Redone: 9 of hearts and 1 more card to column 2; king of clubs turned face up")
    press(window, Qt.Key.Key_Right)  # to column 2: the three cards can move together
    press(window, Qt.Key.Key_D)  # no stock: refused, and the refusal is the new description
    assert "nothing left to deal" in board_interface(window).focusChild().text(DESCRIPTION)


def test_the_reading_keys(make_window: WindowFactory, small_game: Game) -> None:
    window = make_window(game=small_game)
    press(window, Qt.Key.Key_C)
    assert window.board.last_announcement == "Column 1: 8 of hearts, 9 of hearts; 2 face down"
    press(window, Qt.Key.Key_C)  # the same words again are heard again: cleared, then set
    assert board_interface(window).focusChild().text(DESCRIPTION) == window.board.last_announcement
    press(window, Qt.Key.Key_A)
    assert window.board.last_announcement == (
        "Playable: column 1: 9 of hearts to 8 of hearts; column 2: 10 of spades; "
        "column 3: 9 of spades; column 4: empty; column 5: king of spades; "
        "column 6: king of hearts; column 7: king of diamonds; column 8: king of clubs; "
        "column 9: king of spades; column 10: king of hearts.")
    press(window, Qt.Key.Key_S)
    assert window.board.last_announcement == (
        "Stock: 0 cards, 0 deals left; Score: 500; Moves: 0; Removed: 0 of 8.")
    assert window.board.focus is None  # reading changes nothing
    assert window.game.moves == 0


def test_tab_reaches_the_board_and_leaves_it(make_window: WindowFactory) -> None:
    window = make_window("SD1-S4-AAAAABD")
    code = window.status.code
    code.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # as with "Full keyboard access"
    code.setFocus(Qt.FocusReason.OtherFocusReason)
    seen = []
    for _ in range(3):
        press(window, Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert window.board.access.columns[0] in seen and code in seen
    for _ in range(3):
        press(window, Qt.Key.Key_Backtab, modifier=Qt.KeyboardModifier.ShiftModifier)
        seen.append(QApplication.focusWidget())
    assert seen[-3:].count(window.board.access.columns[0]) == 1  # not stuck on the board


def test_a_new_variant_gets_its_columns(make_window: WindowFactory) -> None:
    window = make_window("SD1-S4-AAAAABD")
    assert len(child_names(window)) == 7 + 2
    press(window, Qt.Key.Key_Left)  # column 7 is the last one
    window.controller.start(parse_code("SP1-S4C-AAAAAAD", window.controller.catalog))
    assert len(child_names(window)) == 10 + 2
    assert focused_name(window).startswith("Column 1:")


def test_the_accessible_board_survives_windows_coming_and_going() -> None:
    """The board's and the status fields' interfaces are Python's: a process that opens,
    reads and closes windows and exits must not crash (it did, before .accessibility kept
    them; in a subprocess, so a crash fails one test)."""
    script = textwrap.dedent("""
        import gc, sys
        from PySide6.QtGui import QAccessible
        from PySide6.QtWidgets import QApplication, QLabel
        app = QApplication([])
        QAccessible.setActive(True)
        # Qt's cache of interfaces exists before spider-qt installs its factory: the
        # order in which a crash at exit was seen.
        probe = QLabel("probe")
        QAccessible.queryAccessibleInterface(probe)
        from spider_qt.app import create_main_window
        for n in range(3):
            window = create_main_window("SD1-S4-AAAAABD", profile=sys.argv[1])
            window.show()
            board = QAccessible.queryAccessibleInterface(window.board)
            names = [board.child(i).text(QAccessible.Text.Name)
                     for i in range(board.childCount())]
            assert len(names) == 9, names
            score = QAccessible.queryAccessibleInterface(window.status.score)
            assert score.text(QAccessible.Text.Value) == "500"
            window.close()
            window.deleteLater()
            app.processEvents()
            gc.collect()
        kept = create_main_window("SD1-S4-AAAAABD", profile=sys.argv[1])
        kept.show()
        QAccessible.queryAccessibleInterface(kept.board).child(0)
        print("ok")
    """)
    import tempfile

    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run([sys.executable, "-c", script, profile], capture_output=True,
                              text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().endswith("ok")


def test_hands_still_reach_the_board(make_window: WindowFactory, hands: type[Hands],
                                     small_game: Game) -> None:
    """Keys sent to the board itself (as the other tests' hands do) act the same."""
    window = make_window(game=small_game)
    hands(window).key(Qt.Key.Key_Right)
    assert window.board.focus == (0, 2)


def test_setting_the_focus_moves_the_readers_column(make_window: WindowFactory,
                                                     small_game: Game) -> None:
    window = make_window(game=small_game)
    window.board.focus = (2, 1)
    assert focused_name(window) == "Column 3, 1 card selected: 9 of spades; 1 face down"
    window.board.focus = None
    assert focused_name(window) == "Column 3: 9 of spades; 1 face down"
