"""Hint and Demo, opt-in: the solver's help on the board, and its games counted apart.

These run the real solver in its worker process (no fake): the positions are small enough
for it to answer in a moment.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spider_qt.engine import Game, Move
from spider_qt.storage.statistics import record_key
from spider_qt.ui.assist.demo import PAUSE_MS
from spider_qt.ui.window.main_window import MainWindow

Position = Callable[..., Game]
#: Solver answers include starting the worker process (a fresh interpreter).
ANSWER_MS = 30000


def one_good_move(position: Position) -> Game:
    """Only one move here: the queen of spades onto the king in column 2."""
    twos = [["2H"], ["2D"], ["2C"], ["2S"], ["2H"], ["2D"], ["2C"], ["2S"]]
    return position([["#AS", "QS"], ["KS"], *twos], suits=4)


def almost_won(position: Position) -> Game:
    """One suit, seven sequences off the table: the last one lies in pieces, a few
    moves from a win."""
    return position([["KS", "QS", "JS", "10S", "9S", "8S", "7S"], ["6S"], ["5S"], ["4S"],
                     ["3S"], ["2S"], ["AS"], [], [], []], suits=1, removed=["S"] * 7)


def with_help(window: MainWindow) -> MainWindow:
    window.options.set("hints_and_demo", True)
    return window


def test_off_by_default_the_commands_are_hidden(make_window: WindowFactory, position: Position,
                                                hands: type[Hands]) -> None:
    window = make_window(game=one_good_move(position))
    assert window.options.get("hints_and_demo") is False
    assert not window.hint_action.isVisible() and not window.demo_action.isVisible()
    assert window.hint_action not in [a for a in window.edit_menu.actions() if a.isVisible()]
    hands(window).key(Qt.Key.Key_H)  # the key does nothing either
    assert window.assist.started_worker is None and window.assist.marks.action is None
    with_help(window)
    assert window.hint_action.isVisible() and window.demo_action.isVisible()
    window.options.set("hints_and_demo", False)
    assert not window.hint_action.isVisible()


def test_hint_marks_the_only_good_move_and_says_it(qtbot: QtBot, make_window: WindowFactory,
                                                   position: Position,
                                                   hands: type[Hands]) -> None:
    window = with_help(make_window(game=one_good_move(position)))
    hands(window).key(Qt.Key.Key_H)
    marks = window.assist.marks
    qtbot.waitUntil(lambda: marks.action is not None, timeout=ANSWER_MS)
    assert marks.action == Move(0, 1, 1)
    assert marks.cards == [window.board.card_item(0, 1)] and marks.target == 1
    message = window.statusBar().currentMessage()
    assert message == "Hint: move the queen of spades from column 1 to column 2."
    assert window.session.assisted  # a hint shown is help given
    window.controller.move(0, 1, 1)  # the player plays it: the marks go
    assert marks.action is None and marks.cards == []


@pytest.mark.slow  # two searches, a game's end at normal speed and its celebration
def test_the_demo_plays_with_animations_stops_on_a_key_then_wins(
        qtbot: QtBot, make_window: WindowFactory, position: Position,
        hands: type[Hands]) -> None:
    window = with_help(make_window(game=almost_won(position), animations=True))
    assist = window.assist
    assist.demo()
    qtbot.waitUntil(lambda: window.game.moves >= 1, timeout=ANSWER_MS)
    assert window.board.animating  # the move glides, as the player's own would
    hands(window).key(Qt.Key.Key_Escape)  # any key stops it
    assert not assist.demo_running and assist.player is None
    moves = window.game.moves
    # About time itself: the demo's next move would come one pause after the board is at
    # rest; the move under way lands, twice that pause passes, and no move follows.
    qtbot.waitUntil(lambda: not window.board.animating)
    qtbot.wait(2 * round(PAUSE_MS / window.options.animation_factor))
    assert window.game.moves == moves and not window.game.won
    assert window.statusBar().currentMessage() == "Demo stopped: your turn."
    assist.demo()  # again, from where it stopped: on to the win
    qtbot.waitUntil(lambda: window.game.won, timeout=ANSWER_MS)
    qtbot.waitUntil(lambda: window.win_box is not None and window.win_box.isVisible(),
                    timeout=10000)
    assert window.win_box is not None and "You won with help!" in window.win_box.text()
    record = window.session.statistics.record(record_key("spider", 1, "classic"))
    assert (record.won, record.assisted_won, record.assisted_played) == (0, 1, 1)
    assert record.best_score is None and record.streak == 0


def test_a_click_stops_the_demo(qtbot: QtBot, make_window: WindowFactory, position: Position,
                                hands: type[Hands]) -> None:
    window = with_help(make_window(game=almost_won(position), animations=True))
    window.assist.demo()
    qtbot.waitUntil(lambda: window.game.moves >= 1, timeout=ANSWER_MS)
    QTest.mouseClick(window.board.viewport(), Qt.MouseButton.RightButton)
    assert not window.assist.demo_running and not window.game.won


def test_a_new_game_cancels_the_demo_s_search(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = with_help(make_window("SP1-S4C-AAAAAAD"))
    task = window.assist.demo()
    assert task is not None
    with qtbot.waitSignal(task.progressed, timeout=ANSWER_MS):
        pass  # the search is under way in the worker
    window.controller.start(window.game.game_code)  # a new game (the same deal, afresh)
    assert task.cancelled and not window.assist.demo_running
    worker = window.assist.started_worker
    assert worker is not None
    qtbot.waitUntil(lambda: not worker.busy, timeout=3000)  # the worker stopped searching
    assert window.game.moves == 0
