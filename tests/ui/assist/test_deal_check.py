"""Could This Deal Be Won?, offered after a loss; winnable deals only; and the window
staying lively while the solver works, which never outlives the window."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from spider_qt.engine import Game, make_code, parse_code
from spider_qt.solver.winnable import proven_line
from spider_qt.storage.statistics import record_key
from spider_qt.ui.assist.deal_check import DealCheck

Position = Callable[..., Game]
ANSWER_MS = 30000
EASY = "SP1-S1C-AAAAAAB"  # one suit: the solver wins it in a fraction of a second
HARD = "SP1-S4C-AAAAAAD"  # four suits: a search that takes its time


def test_an_easy_deal_can_be_won_and_its_line_replayed(qtbot: QtBot,
                                                       make_window: WindowFactory,
                                                       hands: type[Hands]) -> None:
    window = make_window(EASY)
    hands(window).key(Qt.Key.Key_D)  # a game under way: watching the line restarts it
    check = window.assist.check
    check.check()
    assert check.progress_box is not None and check.progress_box.isVisible()
    qtbot.waitUntil(lambda: check.answer_box is not None, timeout=ANSWER_MS)
    box = check.answer_box
    assert box is not None and check.progress_box is None
    assert box.text().startswith(f"Yes: deal {EASY} can be won, in ")
    assert check.replay_button is not None
    window.options.confirm_abandon = False  # leave_game_then's question is tested elsewhere
    check.replay_button.click()
    qtbot.waitUntil(lambda: window.game.won, timeout=ANSWER_MS)
    assert window.game.code == EASY
    record = window.session.statistics.record(record_key("spider", 1, "classic"))
    assert (record.played, record.won) == (1, 0)  # the game left for the replay: a loss
    assert (record.assisted_played, record.assisted_won) == (1, 1)  # the replay: helped


def test_a_game_given_up_is_offered_the_check(qtbot: QtBot, make_window: WindowFactory,
                                              hands: type[Hands]) -> None:
    window = make_window(EASY)
    check = window.assist.check
    window.controller.start(parse_code(HARD, window.controller.catalog))
    assert check.offer_button is None  # the easy game was not started: nothing was lost
    hands(window).key(Qt.Key.Key_D)
    window.controller.start(parse_code(EASY, window.controller.catalog))  # HARD given up
    button = check.offer_button
    assert button is not None and button.isVisible()
    assert button.text() == "Could the last deal have been won?"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert check.offer_button is None and check.task is not None
    assert check.progress_box is not None and HARD in check.progress_box.label.text()
    check.cancel()


def test_a_position_with_no_move_and_no_deal_is_stuck(position: Position) -> None:
    twos = [["2H"], ["2D"], ["2C"], ["2S"], ["2H"], ["2D"], ["2C"], ["2S"]]
    assert DealCheck.is_stuck(position([["#AS", "KS", "QS"], ["5H"], *twos], suits=4))
    assert not DealCheck.is_stuck(position([["#AS", "QS"], ["KS"], *twos], suits=4))


def test_the_window_stays_lively_while_the_solver_works(qtbot: QtBot,
                                                       make_window: WindowFactory) -> None:
    window = make_window(HARD)
    check = window.assist.check
    task = check.check()
    assert task is not None
    with qtbot.waitSignal(task.progressed, timeout=ANSWER_MS):
        pass  # searching now
    # The event loop turns on while the worker process searches: a timer ticks again and
    # again, each tick finding the search still under way, and the search still reports.
    # (How long the loop may stall is measured by bench/ui.py: that depends on the machine.)
    ticks: list[bool] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(task.running))
    timer.start()
    qtbot.waitUntil(lambda: len(ticks) >= 20, timeout=ANSWER_MS)
    with qtbot.waitSignal(task.progressed, timeout=ANSWER_MS):
        pass
    timer.stop()
    assert all(ticks) and task.running  # it really was searching all along
    assert check.progress_box is not None
    check.progress_box.cancel_button.click()
    assert task.cancelled and check.progress_box is None


def test_closing_the_window_ends_the_worker(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window(HARD)
    task = window.assist.check.check()
    assert task is not None
    with qtbot.waitSignal(task.progressed, timeout=ANSWER_MS):
        pass
    worker = window.assist.started_worker
    assert worker is not None and worker.process is not None
    pid = worker.process.pid
    assert pid is not None
    window.close()
    assert worker.process is None
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_winnable_deals_only_deals_a_deal_the_solver_wins(qtbot: QtBot,
                                                          make_window: WindowFactory) -> None:
    window = make_window(HARD)
    window.options.set("winnable_only", True)
    catalog = window.controller.catalog
    window.assist.deals.start(make_code(catalog, "spider", 1, "classic"), at_random=True)
    qtbot.waitUntil(lambda: window.game.suits == 1, timeout=ANSWER_MS)
    code = window.game.game_code
    assert code is not None and code.variant.key == "spider" and code.rule.key == "classic"
    # Proven: the shipped winning line of that deal wins it in the engine (re-solving it
    # here would measure the solver's speed on a loaded machine, not this feature).
    line = proven_line(code, catalog)
    assert line is not None
    game = Game.start(code)
    for action in line:
        game.play(action)
    assert game.won


def test_a_code_typed_is_played_as_it_is(make_window: WindowFactory) -> None:
    window = make_window(EASY)
    window.options.set("winnable_only", True)
    dialog = window.choose_new_game(focus_code=True)
    assert dialog is not None
    dialog.code_edit.setText(HARD)
    assert not dialog.random_deal()
    dialog.accept()
    assert window.game.code == HARD and window.assist.deals.task is None


def test_only_a_game_with_a_code_can_be_checked(make_window: WindowFactory,
                                                position: Position) -> None:
    twos = [["2H"], ["2D"], ["2C"], ["2S"], ["2H"], ["2D"], ["2C"], ["2S"]]
    window = make_window(game=position([["#AS", "QS"], ["KS"], *twos], suits=4))
    assert not window.could_win_action.isEnabled()
    assert window.assist.check.check() is None and window.assist.started_worker is None
    window.controller.start(parse_code(EASY, window.controller.catalog))
    assert window.could_win_action.isEnabled()
