"""Game → Where Was It Lost?, on a real window: the solver's look back runs in the worker,
and the answer is shown on the board as a player sees it (the position before the fatal
action, the action marked and named, a winning line stepped through), then the player's
game comes back untouched. Also offered where a game is given up and after a win.

The game is lost by construction (``tests/lost_by_construction.py``): Spiderette, one
suit, a winning line for 31 actions, then a deal too early (action 31, proven fatal),
then a few moves.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import lost_by_construction as by_construction
import pytest
from child_processes import alive, children_of, needs_proc
from gui_helpers import Hands, WindowFactory
from pytestqt.qtbot import QtBot

from spider_qt.engine import DEAL, Game, new_game, replayed
from spider_qt.i18n.texts import planned
from spider_qt.ui.assist.postmortem import has_actions
from spider_qt.ui.assist.worker import STOP_GRACE_MS
from spider_qt.ui.window.main_window import MainWindow

CODE = by_construction.CODE
FATAL = by_construction.FATAL
ANSWER_MS = 90000  # the look back takes 3-6 s alone; the worker starts first, the machine is busy
Position = Callable[..., Game]


@pytest.fixture
def lost_game() -> Game:
    return by_construction.lost_game(extra_moves=3)


def saved(window: MainWindow) -> tuple[str, str]:
    """The statistics and the game in progress as the session would write them."""
    current = window.session.current
    assert current is not None
    return (json.dumps(window.session.statistics.to_json(), sort_keys=True),
            json.dumps(current.game.to_dict(), sort_keys=True))


@pytest.mark.slow
def test_the_board_shows_where_the_game_was_lost_and_the_line_wins(
        qtbot: QtBot, make_window: WindowFactory, lost_game: Game) -> None:
    window = make_window(game=lost_game)
    before = saved(window)
    moves = lost_game.moves
    assert window.postmortem_action.isEnabled()
    window.postmortem_action.trigger()
    review = window.assist.postmortem
    assert review.search.box is not None and review.search.box.isVisible()
    with qtbot.waitSignal(review.shown, timeout=ANSWER_MS):
        pass
    assert review.search.box is None  # the progress box went with the answer
    result, plan = review.result, review.plan
    assert result is not None and plan is not None
    assert result.fatal_index == FATAL and result.fatal_action == DEAL
    # The board: the position before the fatal deal, after the game's first 31 actions.
    line = lost_game.line
    assert line is not None
    expected = replayed(Game.start(lost_game.game_code), line[:FATAL])  # type: ignore[arg-type]
    assert window.game is not lost_game and window.controller.reviewing
    assert window.game.columns == expected.columns and window.game.stock == expected.stock
    qtbot.waitUntil(lambda: review.marks.stock, timeout=5000)  # the deal is marked
    panel = review.panel
    assert panel is not None and panel.isVisible()
    verdict = panel.verdict.text()
    assert verdict.startswith("This deal from the stock lost the game. Before it, a win was "
                              "still possible.")
    assert panel.accessibleDescription() == verdict  # a screen reader reads the answer
    assert verdict in window.board.last_announcement
    assert f"{len(plan.line)} actions" in verdict
    assert planned(plan.line[0], window.game) in panel.step.text()
    assert not panel.previous_button.isEnabled() and panel.next_button.isEnabled()
    # Stepping the line: Next plays each action on the board, Previous takes one back.
    panel.next_button.click()
    assert review.steps == 1 and panel.previous_button.isEnabled()
    panel.previous_button.click()
    assert review.steps == 0
    assert window.game.columns == expected.columns
    assert window.board.last_announcement.startswith("Undone: ")  # said as an undo is
    for _ in range(len(plan.line)):
        panel.next_button.click()
    assert window.game.won and not panel.next_button.isEnabled()
    assert "the game is won" in panel.step.text()
    assert window.win_box is None  # a review's win is not the player's
    # Another language: the strip and its answer follow at once.
    window.options.language = "de"
    try:
        qtbot.waitUntil(lambda: panel.back_button.text() == "Zurück zum &Spiel", timeout=3000)
        assert panel.heading.text() == "Wo ging das Spiel verloren?"
        assert panel.verdict.text().startswith("Diese gegebene Reihe hat das Spiel verloren.")
    finally:
        window.options.language = "en"
    qtbot.waitUntil(lambda: panel.verdict.text() == verdict, timeout=3000)
    # Back to the game: exactly as it was left, nothing counted or saved meanwhile, but the
    # game in play is now played with help: the line starts 31 actions back, within undo.
    panel.back_button.click()
    assert review.panel is None and not window.controller.reviewing
    assert window.board.last_announcement == "Back to the Game"
    assert window.game is lost_game and window.game.moves == moves
    statistics, game = saved(window)
    assert game == before[1]
    assert json.loads(statistics) == {**json.loads(before[0]),
                                      "assisted": [window.session.current.game_id]}
    assert window.session.assisted


def test_cancel_stops_the_look_back_at_once(qtbot: QtBot, make_window: WindowFactory,
                                            lost_game: Game) -> None:
    window = make_window(game=lost_game)
    window.postmortem_action.trigger()
    review = window.assist.postmortem
    task, box = review.task, review.search.box
    assert task is not None and box is not None
    with qtbot.waitSignal(task.progressed, timeout=ANSWER_MS):
        pass  # the worker is at work
    worker = window.assist.started_worker
    assert worker is not None and worker.busy
    box.cancel_button.click()
    assert task.cancelled and review.task is None and review.search.box is None
    qtbot.waitUntil(lambda: not worker.busy, timeout=STOP_GRACE_MS)  # it stopped by itself
    process = worker.process
    assert process is not None and process.is_alive()  # stopped, not killed: ready again
    qtbot.wait(200)
    assert not review.showing and window.game is lost_game


def test_the_command_waits_for_a_first_action(make_window: WindowFactory,
                                              hands: type[Hands]) -> None:
    window = make_window("SD1-S4-AAAAAAC")
    assert not has_actions(window.game) and not window.postmortem_action.isEnabled()
    window.deal()
    assert window.postmortem_action.isEnabled()


def test_giving_a_game_up_offers_a_look_back_at_it(qtbot: QtBot, make_window: WindowFactory,
                                                   lost_game: Game) -> None:
    window = make_window(game=lost_game)
    assert window.controller.undo()  # played on in this window: leaving it counts as a loss
    assert window.session.at_stake()
    box = window.restart()
    assert box is not None and box.look_back_button is not None
    assert "Where It Was Lost" in box.look_back_button.text()
    box.look_back_button.click()
    # Given up as the box says (the deal starts again), and the game given up looked at.
    assert window.game is not lost_game and window.game.moves == 0
    review = window.assist.postmortem
    assert review.game is lost_game and review.task is not None
    review.cancel()


def test_the_win_box_asks_if_it_could_have_been_shorter(
        qtbot: QtBot, make_window: WindowFactory, hands: type[Hands],
        position: Position) -> None:
    run = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    game = position([run, ["AS"]] + [[]] * 8, suits=1, removed=["S"] * 7)
    window = make_window(game=game)
    h = hands(window)
    h.double_click(h.card(1, 0))
    box = window.win_box
    assert window.game.won and box is not None and box.isVisible()
    assert "Shorter" in box.look_back_button.text()
    box.look_back_button.click()
    review = window.assist.postmortem
    assert review.game is window.game and review.task is not None
    assert review.search.box is not None
    assert "Could It Have Been Shorter?" in review.search.box.windowTitle()
    review.cancel()


def test_a_stuck_game_offers_a_look_back_in_the_status_bar(
        qtbot: QtBot, make_window: WindowFactory, position: Position) -> None:
    kings = [["KC"], ["KD"], ["KH"], ["KS"]] * 2
    window = make_window(game=position([["#5D", "2S"], ["3H"], *kings]))
    review = window.assist.postmortem
    assert review.offer_button is None
    window.controller.move(0, 1, 1)  # the last move there was: no move, no deal left
    button = review.offer_button
    assert button is not None and button.isVisible()
    assert button.text() == "Where Was It Lost?"  # the menu command's words
    button.click()
    assert review.task is not None and review.game is window.game
    review.cancel()
    window.undo()  # a move again: the offer goes
    assert review.offer_button is None


@pytest.mark.slow
@needs_proc
def test_closing_the_window_mid_look_back_leaves_no_process(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    # Four suits, deal 82 (no search wins it within 30 s), a few moves in: a look back
    # that searches long enough for the solver to start its helper.
    game = new_game("SP1-S4C-AAAAADE")
    for _ in range(5):
        game.play(game.legal_moves()[0])
    window = make_window(game=game)
    window.postmortem_action.trigger()
    task = window.assist.postmortem.task
    assert task is not None
    with qtbot.waitSignal(task.progressed, timeout=ANSWER_MS):
        pass
    worker = window.assist.started_worker
    assert worker is not None and worker.process is not None
    pid = worker.process.pid
    assert pid is not None
    helpers: set[int] = set()

    def helper_seen() -> bool:
        helpers.update(children_of(pid))
        return bool(helpers)

    qtbot.waitUntil(helper_seen, timeout=ANSWER_MS)  # the look back searches on two cores
    window.close()
    assert not alive(pid)
    qtbot.waitUntil(lambda: not any(alive(h) for h in helpers), timeout=3000)
