"""The solver's help on a host that is not a window: a real controller, board, session and
status bar, the three actions it shows or enables, and a ``ready_for_command`` the test
sets. What Assist, DealCheck and WinnableDeals do is seen on the board, in the status
bar and in the game, as a player would see it, with no MainWindow anywhere.

Only the hint and the demo's search need the solver's worker process; the rest (the line
replayed, the offers, the refusals, a listed winnable deal) is decided in this process.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStatusBar
from pytestqt.qtbot import QtBot

from spider_qt.engine import DEAL, Catalog, Game, Move, make_code, new_game, parse_code
from spider_qt.session import Session
from spider_qt.settings import Settings
from spider_qt.solver.winnable import proven_line
from spider_qt.ui.assist.demo import PAUSE_MS
from spider_qt.ui.assist.solver_help import Assist
from spider_qt.ui.board.view import BoardView
from spider_qt.ui.controller import GameController

Position = Callable[..., Game]
ANSWER_MS = 30000  # the first answer includes starting the worker process
EASY = "SP1-S1C-AAAAAAB"
HARD = "SP1-S4C-AAAAAAD"


class Host:
    """The least a window must offer the solver's help
    (:class:`~spider_qt.ui.assist.host.AssistHost`)."""

    def __init__(self, session: Session, game: Game) -> None:
        session.adopt(game)
        self.session = session
        self.options: Settings = session.settings
        self.options.animations = False
        self.controller = GameController(game, session.catalog, session)
        self.board = BoardView(self.controller, self.options)
        self.bar = QStatusBar()
        self.hint_action = QAction("Hint")
        self.demo_action = QAction("Demo")
        self.could_win_action = QAction("Could This Deal Be Won?")
        self.postmortem_action = QAction("Where Was It Lost?")
        self.ready = True  # what ready_for_command answers
        self.leaving: list[bool] = []  # leave_game_then's restart flag, once per call

    def statusBar(self) -> QStatusBar:
        return self.bar

    def ready_for_command(self) -> bool:
        self.board.finish_animations()
        return self.ready

    def leave_game_then(self, action: Callable[[], None], restart: bool) -> None:
        self.leaving.append(restart)
        action()  # as the window does when leaving costs nothing, or once confirmed


HostFactory = Callable[..., tuple[Host, Assist]]


@pytest.fixture
def make_assist(qtbot: QtBot, catalog: Catalog) -> Iterator[HostFactory]:
    made: list[Assist] = []

    def make(game: Game | str, *, hints: bool = True) -> tuple[Host, Assist]:
        session = Session(None, catalog)
        session.settings.hints_and_demo = hints
        host = Host(session, new_game(game, catalog=catalog) if isinstance(game, str) else game)
        for widget in (host.board, host.bar):
            qtbot.addWidget(widget)
            widget.show()
        host.board.resize(1000, 700)
        assist = Assist(host, parent=host.board)
        made.append(assist)
        return host, assist

    yield make
    for assist in made:
        assist.shutdown()  # no worker process outlives its test


def one_good_move(position: Position) -> Game:
    """Only one move here: the queen of spades onto the king in column 2."""
    twos = [["2H"], ["2D"], ["2C"], ["2S"], ["2H"], ["2D"], ["2C"], ["2S"]]
    return position([["#AS", "QS"], ["KS"], *twos], suits=4)


def almost_won(position: Position) -> Game:
    """One suit, seven sequences off: the last lies in pieces, six moves from a win."""
    return position([["KS", "QS", "JS", "10S", "9S", "8S", "7S"], ["6S"], ["5S"], ["4S"],
                     ["3S"], ["2S"], ["AS"], [], [], []], suits=1, removed=["S"] * 7)


#: The six moves that win :func:`almost_won`: each card in turn onto column 1.
WINNING_LINE = [Move(column, 0, 0) for column in range(1, 7)]


def test_a_hint_marks_the_board_and_says_it(qtbot: QtBot, make_assist: HostFactory,
                                            position: Position) -> None:
    host, assist = make_assist(one_good_move(position))
    assert host.hint_action.isVisible() and host.demo_action.isVisible()
    assert assist.hint() is not None
    assert host.bar.currentMessage() == "Looking for a hint…"
    qtbot.waitUntil(lambda: assist.marks.action is not None, timeout=ANSWER_MS)
    assert assist.marks.action == Move(0, 1, 1)
    assert assist.marks.cards == [host.board.card_item(0, 1)] and assist.marks.target == 1
    said = "Hint: move the queen of spades from column 1 to column 2."
    assert host.bar.currentMessage() == said and host.board.last_announcement == said
    assert host.session.assisted
    host.controller.move(0, 1, 1)  # the player plays it: the marks go
    assert assist.marks.action is None


def test_nothing_is_asked_while_the_board_is_not_ready(make_assist: HostFactory,
                                                      position: Position) -> None:
    host, assist = make_assist(almost_won(position))
    host.ready = False  # a win's box has the player's attention
    assert assist.hint() is None and assist.demo() is None
    assist.check.replay(EASY, [DEAL])
    assert assist.started_worker is None and host.bar.currentMessage() == ""
    assert host.leaving == [] and host.controller.game.code is None  # nothing replaced
    assert not host.session.assisted


def test_with_hints_off_the_commands_hide_and_ask_nothing(make_assist: HostFactory,
                                                          position: Position) -> None:
    host, assist = make_assist(one_good_move(position), hints=False)
    assert not host.hint_action.isVisible() and not host.demo_action.isVisible()
    assert assist.hint() is None and assist.demo() is None
    assert assist.started_worker is None
    host.options.set("hints_and_demo", True)
    assert host.hint_action.isVisible() and host.demo_action.isVisible()


def test_a_line_played_stops_on_the_player_s_key(qtbot: QtBot, make_assist: HostFactory,
                                                 position: Position) -> None:
    host, assist = make_assist(almost_won(position))
    host.options.animations = True  # each move glides, then a pause: time to press a key
    player = assist.play_line(WINNING_LINE)
    assert host.session.assisted and assist.demo_running
    assert host.bar.currentMessage() == "Demo: press any key or click to take over."
    qtbot.waitUntil(lambda: player.played >= 2, timeout=5000)
    QTest.keyClick(host.board.viewport(), Qt.Key.Key_Escape)
    assert not assist.demo_running
    assert host.bar.currentMessage() == "Demo stopped: your turn."
    moves = host.controller.game.moves
    # About time itself: the next move would come one pause after the board is at rest;
    # the move under way lands, twice that pause passes, and no move follows.
    qtbot.waitUntil(lambda: not host.board.animating)
    qtbot.wait(2 * round(PAUSE_MS / host.options.animation_factor))
    assert host.controller.game.moves == moves < len(WINNING_LINE)
    assert not host.controller.game.won


def test_a_line_played_to_its_end_wins(qtbot: QtBot, make_assist: HostFactory,
                                       position: Position) -> None:
    host, assist = make_assist(almost_won(position))
    assist.play_line(WINNING_LINE)
    qtbot.waitUntil(lambda: host.controller.game.won, timeout=5000)
    assert not assist.demo_running and host.controller.game.moves == len(WINNING_LINE)


def test_the_demo_s_search_stops_on_a_click(make_assist: HostFactory) -> None:
    host, assist = make_assist(HARD)
    task = assist.demo()
    assert task is not None and assist.demo_running
    QTest.mouseClick(host.board.viewport(), Qt.MouseButton.RightButton)
    assert task.cancelled and not assist.demo_running
    assert host.bar.currentMessage() == "Demo stopped."
    assert host.controller.game.moves == 0


def test_a_deal_replayed_restarts_it_and_plays_the_line(qtbot: QtBot,
                                                        make_assist: HostFactory) -> None:
    host, assist = make_assist(EASY)
    host.controller.deal()
    current = host.session.current
    assert current is not None and host.controller.game.moves == 1
    left_behind = current.game_id
    assist.check.replay(EASY, [DEAL, DEAL])
    assert host.leaving == [True]  # the same deal: a restart, as the box asks it
    qtbot.waitUntil(lambda: not assist.demo_running, timeout=5000)
    game, current = host.controller.game, host.session.current
    assert current is not None and current.game_id != left_behind  # a new game of it
    assert game.code == EASY and game.moves == 2 and game.deals_left == 3
    assert host.session.assisted  # the replayed line counts as help


def test_a_game_given_up_is_offered_the_check_in_the_status_bar(
        make_assist: HostFactory, catalog: Catalog) -> None:
    host, assist = make_assist(EASY)
    assert host.could_win_action.isEnabled()
    host.controller.deal()  # a game under way: leaving it counts as lost
    host.controller.start(parse_code(HARD, catalog))
    button = assist.check.offer_button
    assert button is not None and button.parent() is host.bar and button.isVisible()
    assert button.text() == "Could the last deal have been won?"
    host.controller.deal()
    host.controller.start(parse_code(HARD, catalog))  # the same deal again: no offer
    assert assist.check.offer_button is None


def test_a_position_without_a_code_cannot_be_checked(make_assist: HostFactory,
                                                     position: Position) -> None:
    host, assist = make_assist(one_good_move(position))
    assert not host.could_win_action.isEnabled()
    assert assist.check.check() is None and assist.started_worker is None
    assert host.bar.currentMessage() == "Only a deal with a game code can be checked."


def test_winnable_deals_only_takes_a_listed_deal_at_once(make_assist: HostFactory,
                                                         catalog: Catalog) -> None:
    host, assist = make_assist(HARD)
    random_deal = make_code(catalog, "spider", 1, "classic")
    assist.deals.start(random_deal, at_random=True)  # not wanted: played as it is
    assert host.controller.game.game_code == random_deal
    host.options.set("winnable_only", True)
    assist.deals.start(make_code(catalog, "spider", 1, "classic"), at_random=True)
    code = host.controller.game.game_code
    assert code is not None and code.suits == 1 and proven_line(code, catalog) is not None
    assert assist.deals.task is None and assist.started_worker is None  # the list sufficed
