"""The timer setting: the time played in the status bar (the session's one clock, read once a
second while it can move), and the best times in the win box and the Statistics dialog."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QStatusBar, QWidget
from pytestqt.qtbot import QtBot

from spider_qt.engine import Catalog, Game, default_catalog, new_game
from spider_qt.session import Session, WinReport
from spider_qt.storage.statistics import Statistics, record_key
from spider_qt.ui.controller import GameController
from spider_qt.ui.dialogs.statistics import StatisticsDialog
from spider_qt.ui.dialogs.win_box import WinBox
from spider_qt.ui.window.clock import TICK_MS, GameClock
from spider_qt.ui.window.main_window import MainWindow
from spider_qt.ui.window.status_bar import GameStatus

Position = Callable[..., Game]
KEY1 = record_key("spider", 1, "classic")
RUN = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]


class FakeClock:
    """The session's clock, moved by hand."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def timed(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    clock = FakeClock()
    monkeypatch.setattr(window.session, "clock", clock)
    return clock


def shown(window: MainWindow) -> str:
    return window.status.time.text()


def test_no_time_is_shown_by_default(make_window: WindowFactory, hands: type[Hands]) -> None:
    window = make_window("SP1-S4C-AAAAAAD")
    hands(window).key(Qt.Key.Key_D)
    assert window.options.timer is False
    assert not window.status.time.isVisible() and not window.game_clock.ticks.isActive()


def test_the_time_played_runs_from_the_first_action(
        make_window: WindowFactory, hands: type[Hands], qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window("SP1-S4C-AAAAAAD")
    clock = timed(window, monkeypatch)
    window.options.timer = True
    assert window.status.time.isVisible() and shown(window) == "Time: 0:00"
    assert not window.game_clock.ticks.isActive()  # nothing played yet: nothing to count
    clock.now += 30  # looking at the deal is not playing it
    hands(window).key(Qt.Key.Key_D)
    assert window.game_clock.ticks.isActive() and shown(window) == "Time: 0:00"
    clock.now += 83
    qtbot.waitUntil(lambda: shown(window) == "Time: 1:23", timeout=3 * TICK_MS)
    assert window.status.time.value == "1:23"  # what a screen reader gives as its value
    window.options.timer = False
    assert not window.status.time.isVisible() and not window.game_clock.ticks.isActive()


def test_the_shown_time_stands_still_while_the_window_is_inactive(
        make_window: WindowFactory, hands: type[Hands], qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window("SP1-S4C-AAAAAAD")
    clock = timed(window, monkeypatch)
    window.options.timer = True
    hands(window).key(Qt.Key.Key_D)
    monkeypatch.setattr(window, "isActiveWindow", lambda: False)
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.ActivationChange))
    assert not window.game_clock.ticks.isActive()
    clock.now += 600  # the session's clock runs on: the player may be thinking
    monkeypatch.setattr(window, "isActiveWindow", lambda: True)
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.ActivationChange))
    assert shown(window) == "Time: 10:00" and window.game_clock.ticks.isActive()


def test_the_clock_stops_with_the_win_and_the_best_time_is_kept(
        make_window: WindowFactory, hands: type[Hands], position: Position,
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = position([RUN[:-1], ["2S"], ["AS"]] + [[]] * 7, suits=1, removed=["S"] * 7)
    window = make_window(game=game)
    clock = timed(window, monkeypatch)
    window.options.timer = True
    h = hands(window)
    h.double_click(h.card(1, 0))
    clock.now += 125
    h.double_click(h.card(2, 0))
    assert window.game.won and not window.game_clock.ticks.isActive()
    clock.now += 50
    window.game_clock.show_time()
    assert shown(window) == "Time: 2:05"  # the time of the win, not of now
    assert window.session.statistics.record(KEY1).best_seconds == 125
    box = window.win_box
    assert box is not None and box.isVisible()
    assert "Time played: 2:05" in box.text() and "Best time: 2:05" in box.text()
    assert "new best time" not in box.text()  # the first timed win beats nothing


def test_the_statistics_dialog_shows_best_times_with_the_timer(
        make_window: WindowFactory, position: Position) -> None:
    window = make_window(game=position([RUN, ["AS"]] + [[]] * 8, suits=1, removed=["S"] * 7))
    window.session.statistics.win("g1", KEY1, 900, 150, seconds=754.9)
    dialog = window.show_statistics()
    headings = [dialog.table.horizontalHeaderItem(c).text()
                for c in range(dialog.table.columnCount())]
    assert "Best time" not in headings  # no clock for who plays without one
    dialog.close()
    window.options.timer = True
    dialog = window.show_statistics()
    table = dialog.table
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    at = headings.index("Best time")
    assert headings[at - 1] == "Fewest moves"
    assert table.item(0, at).text() == "12:34"
    dialog.close()


def test_a_record_without_a_timed_win_shows_no_best_time(qtbot: QtBot,
                                                         catalog: Catalog) -> None:
    statistics = Statistics()
    statistics.win("g1", KEY1, 900, 150)  # a win from before times were kept
    statistics.mark_assisted("g2")
    statistics.win("g2", KEY1, 1000, 100, seconds=10)  # helped: it claims no best time
    dialog = StatisticsDialog(statistics, catalog, times=True)
    qtbot.addWidget(dialog)
    table = dialog.table
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headings[5:] == ["Fewest moves", "Best time", "Current streak", "Longest streak",
                            "Played with help", "Won with help"]
    cells = [table.item(0, c).text() for c in range(table.columnCount())]
    assert cells == ["Spider — Easy (1 suit), Classic", "1", "1", "100%", "900", "150", "—",
                     "1", "1", "1", "1"]
    assert table.item(0, 6).data(Qt.ItemDataRole.AccessibleTextRole) == "none"


def test_the_win_box_words_a_new_best_time_only_with_the_timer(qtbot: QtBot) -> None:
    game = new_game("SP1-S1C-AAAAAAB", catalog=default_catalog())
    report = WinReport(score=1000, moves=100, seconds=75, best_score=1000, new_best=False,
                       streak=3, best_seconds=75, new_best_time=True)
    timed_box = WinBox(game, report, None, times=True)  # type: ignore[arg-type]
    plain_box = WinBox(game, report, None)  # type: ignore[arg-type]
    qtbot.addWidget(timed_box)
    qtbot.addWidget(plain_box)
    assert "Time played: 1:15 — a new best time!" in timed_box.text()
    assert "Best time: 1:15" in timed_box.text()
    assert "Time played: 1:15" in plain_box.text()  # as it always was
    assert "best time" not in plain_box.text().lower()


def test_the_clock_needs_no_window_only_its_parts(qtbot: QtBot, catalog: Catalog,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The status bar's fields, the session, the options, the controller's signal and a
    widget to follow: enough to keep the time shown."""
    clock = FakeClock()
    session = Session(None, catalog, clock=clock)
    controller = GameController(session.adopt(new_game("SP1-S4C-AAAAAAD", catalog=catalog)),
                                catalog, session)
    bar, followed = QStatusBar(), QWidget()
    qtbot.addWidget(bar)
    qtbot.addWidget(followed)
    bar.show()
    status = GameStatus(bar)
    game_clock = GameClock(status, session, session.settings, controller.changed, followed)
    assert status.time.isHidden()  # the timer is off
    session.settings.timer = True
    assert status.time.isVisible() and status.time.text() == "Time: 0:00"
    monkeypatch.setattr(followed, "isActiveWindow", lambda: True)
    controller.deal()  # the first action starts the count
    assert game_clock.ticks.isActive()
    clock.now += 83
    qtbot.waitUntil(lambda: status.time.text() == "Time: 1:23", timeout=3 * TICK_MS)
    monkeypatch.setattr(followed, "isActiveWindow", lambda: False)
    QCoreApplication.sendEvent(followed, QEvent(QEvent.Type.ActivationChange))
    assert not game_clock.ticks.isActive()  # the followed widget left: the time stands still
