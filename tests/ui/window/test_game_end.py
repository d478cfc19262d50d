"""How a game ends: asking before one is given up, the win box, the window title."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from gui_helpers import Hands, WindowFactory, next_turn
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spider_qt.app import create_main_window
from spider_qt.engine import Game
from spider_qt.session import Session, WinReport
from spider_qt.storage.profile import Profile
from spider_qt.storage.statistics import record_key
from spider_qt.ui.common.names import clock_text
from spider_qt.ui.dialogs.win_box import WinBox
from spider_qt.ui.window.main_window import MainWindow

Position = Callable[..., Game]
KEY4 = record_key("spider", 4, "classic")
RUN = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]


def played(window: MainWindow) -> int:
    return window.session.statistics.record(KEY4).played


def started(make_window: WindowFactory, hands: type[Hands]) -> MainWindow:
    """A coded four-suit deal with one action made: leaving it would count as a loss."""
    window = make_window("SP1-S4C-AAAAAAD")
    hands(window).key(Qt.Key.Key_D)
    assert window.session.at_stake()
    return window


# --- asking before a game is given up --------------------------------------------------------


def test_restart_asks_and_keep_playing_changes_nothing(make_window: WindowFactory,
                                                        hands: type[Hands]) -> None:
    window = started(make_window, hands)
    before = window.game.snapshot()
    box = window.restart()
    assert box is not None and box.isVisible() and window.confirm_box is box
    assert "1 move" in box.informativeText()
    assert box.defaultButton() is box.keep_button  # Enter keeps the game
    QTest.keyClick(box, Qt.Key.Key_Escape)
    assert window.game.snapshot() == before and window.game.can_undo
    assert window.confirm_box is None
    assert played(window) == 0  # nothing abandoned, nothing counted


def test_confirmed_restart_replays_the_deal_and_counts_one_loss(
        make_window: WindowFactory, hands: type[Hands]) -> None:
    window = started(make_window, hands)
    box = window.restart()
    assert box is not None
    box.confirm_button.click()
    assert window.game.moves == 0 and window.game.code == "SP1-S4C-AAAAAAD"
    assert played(window) == 1 and window.session.statistics.record(KEY4).won == 0
    assert window.options.confirm_abandon  # the box was not ticked


def test_dont_ask_again_is_kept_only_when_the_game_is_given_up(
        make_window: WindowFactory, hands: type[Hands]) -> None:
    window = started(make_window, hands)
    box = window.restart()
    assert box is not None and box.checkBox() is not None
    box.checkBox().setChecked(True)
    box.keep_button.click()
    assert window.options.confirm_abandon  # kept playing: still asks next time
    box = window.restart()
    assert box is not None
    box.checkBox().setChecked(True)
    box.confirm_button.click()
    assert not window.options.confirm_abandon
    hands(window).key(Qt.Key.Key_D)
    assert window.restart() is None and window.game.moves == 0  # no longer asks


def test_new_game_from_the_dialog_asks_too(make_window: WindowFactory,
                                           hands: type[Hands]) -> None:
    window = started(make_window, hands)
    dialog = window.choose_new_game()
    assert dialog is not None
    dialog.accept()
    box = window.confirm_box
    assert box is not None and box.isVisible() and box.confirm_button.text() == "&New Game"
    box.keep_button.click()
    assert window.game.code == "SP1-S4C-AAAAAAD" and window.game.moves == 1
    dialog = window.choose_new_game()
    assert dialog is not None
    dialog.accept()
    assert window.confirm_box is not None
    window.confirm_box.confirm_button.click()
    assert window.game.moves == 0 and window.game.code != "SP1-S4C-AAAAAAD"
    assert played(window) == 1


def test_a_game_without_moves_is_left_without_asking(make_window: WindowFactory) -> None:
    window = make_window("SP1-S4C-AAAAAAD")
    assert window.restart() is None and window.confirm_box is None
    dialog = window.choose_new_game()
    assert dialog is not None
    dialog.accept()
    assert window.confirm_box is None and window.game.code != "SP1-S4C-AAAAAAD"
    assert played(window) == 0  # never started, never counted


def test_the_setting_turns_the_question_off(make_window: WindowFactory,
                                            hands: type[Hands]) -> None:
    window = started(make_window, hands)
    window.options.confirm_abandon = False
    assert window.restart() is None
    assert window.game.moves == 0 and played(window) == 1


# --- the win box --------------------------------------------------------------------------------


def won_window(make_window: WindowFactory, hands: type[Hands], position: Position,
               **kwargs: object) -> MainWindow:
    game = position([RUN, ["AS"]] + [[]] * 8, suits=1, removed=["S"] * 7, **kwargs)
    window = make_window(game=game)
    h = hands(window)
    h.double_click(h.card(1, 0))
    assert window.game.won and window.win_box is not None and window.win_box.isVisible()
    return window


def test_the_win_box_tells_time_best_score_and_streak(
        make_window: WindowFactory, hands: type[Hands], position: Position,
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = position([RUN[:-1], ["2S"], ["AS"]] + [[]] * 7, suits=1, removed=["S"] * 7,
                    score=700, moves=20)
    window = make_window(game=game)
    ticks = iter([1000.0, 1125.0])  # the first action starts the clock, the win stops it
    monkeypatch.setattr(window.session, "clock", lambda: next(ticks))
    h = hands(window)
    h.double_click(h.card(1, 0))
    h.double_click(h.card(2, 0))
    box = window.win_box
    assert box is not None and box.isVisible()
    text = box.text()
    assert "Score: 798" in text and "Moves: 22" in text
    assert "Time played: 2:05" in text
    assert "Best score: 798" in text and "Winning streak: 1 game" in text
    assert "new best" not in text  # the first win of its kind beats nothing
    assert box.defaultButton() is box.new_button
    assert box.restart_button is None  # a constructed position has no deal to replay


def test_the_win_box_words_a_new_best_and_a_streak(make_window: WindowFactory,
                                                   hands: type[Hands],
                                                   position: Position) -> None:
    window = won_window(make_window, hands, position, score=100)
    report = WinReport(score=1250, moves=80, seconds=3725.0, best_score=1250, new_best=True,
                       streak=2)
    box = WinBox(window.game, report, window)
    text = box.text()
    assert "a new best score!" in text and "Winning streak: 2 games" in text
    assert "Time played: 1:02:05" in text and "Best score: 1250" in text


def test_escape_and_close_keep_the_won_board(make_window: WindowFactory, hands: type[Hands],
                                             position: Position) -> None:
    window = won_window(make_window, hands, position)
    QTest.keyClick(window.win_box, Qt.Key.Key_Escape)
    assert not window.win_box.isVisible() and window.game.won
    assert window.isVisible()


def test_clock_text() -> None:
    assert [clock_text(s) for s in (0, 9.9, 65, 3599, 3600, 36061)] == [
        "0:00", "0:09", "1:05", "59:59", "1:00:00", "10:01:01"]


# --- the title -----------------------------------------------------------------------------------


@pytest.mark.parametrize("code, title", [
    ("SP1-S1C-AAAAAAD", "Spider (1 suit) — spider-qt"),
    ("SP1-S2R-AAAAAAD", "Spider (2 suits, Relaxed) — spider-qt"),
    ("SD1-S4-AAAAABD", "Spiderette (4 suits) — spider-qt"),
])
def test_the_title_names_the_app_once(make_window: WindowFactory, code: str,
                                      title: str) -> None:
    window = make_window(code)
    assert window.windowTitle() == title
    # Qt appends the display name to a title that does not end with it (X11, Windows).
    assert window.windowTitle().endswith(QApplication.applicationDisplayName())


# --- a deal asked for on the command line while a game is in progress ---------------------------


def saved_game_in_progress(moves: int) -> None:
    """The profile as a run that played ``moves`` actions of SP1-S4C-AAAAAAD left it."""
    session = Session(Profile.resolve())
    game = session.first_game("SP1-S4C-AAAAAAD")
    for _ in range(moves):
        game.deal()
        session.after_action(game)
    session.quit()


def command_line_window(qtbot: QtBot, code: str) -> MainWindow:
    window = create_main_window(code, ask_first=True)  # what `spider-qt --code` opens
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.parametrize("confirm", [False, True])
def test_a_code_on_the_command_line_asks_before_leaving_a_game(qtbot: QtBot,
                                                              confirm: bool) -> None:
    saved_game_in_progress(2)
    window = command_line_window(qtbot, "SP1-S4C-AAAAAAB")
    assert window.game.code == "SP1-S4C-AAAAAAD" and window.game.moves == 2  # still there
    qtbot.waitUntil(lambda: window.confirm_box is not None and window.confirm_box.isVisible())
    box = window.confirm_box
    (box.confirm_button if confirm else box.keep_button).click()
    record = window.session.statistics.record(KEY4)
    if confirm:
        assert window.game.code == "SP1-S4C-AAAAAAB" and window.game.moves == 0
        assert (record.played, record.won) == (1, 0)
    else:
        assert window.game.code == "SP1-S4C-AAAAAAD" and window.game.moves == 2
        assert record.played == 0  # resumed, not abandoned


def test_a_code_on_the_command_line_replaces_a_game_without_moves(qtbot: QtBot) -> None:
    saved_game_in_progress(0)
    window = command_line_window(qtbot, "SP1-S4C-AAAAAAB")
    assert window.game.code == "SP1-S4C-AAAAAAB"
    next_turn(qtbot)  # when the command line's question would have come
    assert window.confirm_box is None
