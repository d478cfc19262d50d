"""A parked game back with its plugin, in the window: offered, and in the Game menu."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import next_turn
from pytestqt.qtbot import QtBot

from spider_qt.app import create_main_window
from spider_qt.engine import DEAL, Game
from spider_qt.plugins.host import load_plugins
from spider_qt.session import Session
from spider_qt.storage.profile import Profile
from spider_qt.ui.window.main_window import MainWindow


def played(session: Session, code: str | None) -> Game:
    """Two actions on the session's game (``None``: a random deal, which may offer no
    move at first: then it deals)."""
    game = session.first_game(code)
    for _ in range(2):
        moves = game.legal_moves()
        if moves:
            game.move(*moves[0])
        else:
            game.play(DEAL)
        session.after_action(game)
    session.quit()
    return game


def window(qtbot: QtBot) -> MainWindow:
    w = create_main_window()
    qtbot.addWidget(w)
    w.show()
    return w


def test_a_parked_game_is_offered_and_resumed_from_the_window(qtbot: QtBot,
                                                              private_profile: Path) -> None:
    where = Profile.in_folder(private_profile)
    scorpion = played(Session(where, plugins=load_plugins(where)), "SC1-S4-AAAAAAD")
    off = load_plugins(where, disabled=["scorpion"])
    spider = played(Session(where, off.catalog, plugins=off), None)  # played without it
    w = window(qtbot)
    qtbot.waitUntil(lambda: w.parked_box is not None and w.parked_box.isVisible())
    assert w.game.to_dict() == spider.to_dict()  # the player decides
    assert w.resume_parked_action.isEnabled()
    w.parked_box.resume_button.click()
    assert w.game.to_dict() == scorpion.to_dict()
    assert w.board.card_item(0, 0).card == scorpion.columns[0][0]  # the board follows
    assert w.resume_parked_action.isEnabled()  # the Spider game waits in its turn
    w.resume_parked_action.trigger()
    assert w.game.to_dict() == spider.to_dict()


def test_later_leaves_both_games_as_they_are(qtbot: QtBot, private_profile: Path) -> None:
    where = Profile.in_folder(private_profile)
    played(Session(where, plugins=load_plugins(where)), "SC1-S4-AAAAAAD")
    off = load_plugins(where, disabled=["scorpion"])
    spider = played(Session(where, off.catalog, plugins=off), None)
    w = window(qtbot)
    qtbot.waitUntil(lambda: w.parked_box is not None and w.parked_box.isVisible())
    w.parked_box.later_button.click()
    assert w.game.to_dict() == spider.to_dict() and w.resume_parked_action.isEnabled()


def test_without_parked_games_the_command_is_off(qtbot: QtBot) -> None:
    w = window(qtbot)
    next_turn(qtbot)  # when a parked game's offer would have shown
    assert w.parked_box is None and not w.resume_parked_action.isEnabled()
