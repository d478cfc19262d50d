"""The post-mortem's answer in words and on the board, for each kind of answer the solver
can give: never stronger than what was proven (a line for "won", a full search for
"lost", and "not decided within the time" otherwise). The answers are built by hand here
(the solver's look back itself is tested in tests/solver); the game is a real deal with
a real line, so the positions and the words come from the engine."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from spider_qt import i18n
from spider_qt.engine import DEAL, Action, Game, Move, new_game, replayed
from spider_qt.solver import PostMortem, Probe
from spider_qt.ui.assist.postmortem_words import PostMortemWords, plan_of

CODE = "SP1-S1C-AAAAAAB"


@pytest.fixture(autouse=True)
def english(qtbot: QtBot) -> Iterator[None]:
    """English as the app speaks it (its catalog gives the plural forms)."""
    i18n.install("en")
    yield


@pytest.fixture
def game() -> Game:
    """Eight actions into a deal: a few moves, a deal, a move or two."""
    game = new_game(CODE)
    for _ in range(5):
        game.play(game.legal_moves()[0])
    game.deal()
    for _ in range(2):
        game.play(game.legal_moves()[0])
    assert game.line is not None and len(game.line) == 8
    return game


def answer(game: Game, *probes: Probe, won: bool = False, from_start: bool = True) -> PostMortem:
    line = game.line if from_start else game.history
    assert line is not None
    return PostMortem(tuple(line), from_start, won, tuple(sorted(probes, key=lambda p: p.after)))


LINE: tuple[Action, ...] = (DEAL,)  # any line: the words count it, the plan carries it


def test_a_fatal_move_is_named_from_the_position_before_it(game: Game) -> None:
    result = answer(game, Probe(0, "won", LINE), Probe(3, "won", LINE * 4), Probe(4, "lost"))
    plan = plan_of(game, result)
    assert plan.after == 3 and plan.fatal == game.line[3] and plan.line == LINE * 4
    before = plan.position()
    assert before.columns == replayed(Game.start(game.game_code), game.line[:3]).columns
    words = PostMortemWords().verdict(result, plan)
    fatal = game.line[3]
    assert isinstance(fatal, Move)
    card = before.columns[fatal.src][fatal.start].name
    assert words.startswith(f"This move lost the game: {card}")
    assert f"column {fatal.dst + 1}" in words
    assert "A winning line from here: 4 actions." in words


def test_a_fatal_deal_says_so(game: Game) -> None:
    result = answer(game, Probe(5, "won", LINE), Probe(6, "lost"))
    plan = plan_of(game, result)
    assert plan.fatal == DEAL and plan.after == 5
    assert PostMortemWords().verdict(result, plan).startswith(
        "This deal from the stock lost the game. Before it, a win was still possible.")


def test_a_deal_lost_from_its_start_is_said_to_be_and_shows_no_line(game: Game) -> None:
    result = answer(game, Probe(0, "lost"))
    plan = plan_of(game, result)
    assert plan.after == 0 and plan.fatal is None and plan.line == ()
    assert PostMortemWords().verdict(result, plan) == (
        "This deal could not be won: no line wins it from its start (proven).")


def test_a_game_given_up_while_winnable_says_so_and_offers_the_line(game: Game) -> None:
    result = answer(game, Probe(8, "won", LINE * 3))
    plan = plan_of(game, result)
    assert plan.after == 8 and plan.fatal is None and plan.line == LINE * 3
    assert PostMortemWords().verdict(result, plan) == (
        "It was not: a win is still possible from here (proven by a line of 3 actions). "
        "Play the line with Next.")


def test_what_is_not_pinned_down_is_said_undecided_never_guessed(game: Game) -> None:
    words = PostMortemWords()
    # Winnable after 2 (proven), lost after 6 (proven), the three between undecided.
    result = answer(game, Probe(2, "won", LINE), Probe(3, "undecided"), Probe(4, "undecided"),
                    Probe(5, "undecided"), Probe(6, "lost"), Probe(8, "lost"))
    plan = plan_of(game, result)
    assert result.fatal_index is None and plan.fatal is None and plan.after == 2
    assert words.verdict(result, plan) == (
        "Where it was lost was not decided within the time. A win was still possible after "
        "2 actions (proven by a line): this position. After 6 actions it was lost (proven).")
    # Nothing proven at all: the game as it stood, and the answer says nothing more.
    nothing = answer(game, Probe(8, "undecided"), Probe(0, "undecided"))
    plan = plan_of(game, nothing)
    assert plan.after == 8 and plan.line == () and plan.fatal is None
    assert words.verdict(nothing, plan) == (
        "Whether this game could be won was not decided within the time.")


def test_a_won_game_sets_the_solvers_line_from_the_start_beside_the_players(
        game: Game) -> None:
    result = answer(game, Probe(0, "won", LINE * 5), Probe(8, "won"), won=True)
    plan = plan_of(game, result)
    assert plan.after == 0 and plan.line == LINE * 5
    words = PostMortemWords()
    assert words.title(True) == "Could It Have Been Shorter?"
    assert words.verdict(result, plan).startswith(
        "The solver wins this deal from its start in 5 actions; you took 8.")
    none = answer(game, Probe(0, "undecided"), Probe(8, "won"), won=True)
    assert words.verdict(none, plan_of(game, none)) == (
        "The solver found no line from the start within the time.")


def test_an_answer_from_the_undo_history_alone_says_so(game: Game) -> None:
    result = answer(game, Probe(0, "lost"), from_start=False)
    assert PostMortemWords().verdict(result, plan_of(game, result)) == (
        "The game was already lost at the oldest position kept (proven). "
        "Only the actions the undo history kept were looked at.")


def test_each_step_names_the_next_action_as_the_board_will_announce_it(game: Game) -> None:
    result = answer(game, Probe(8, "won", (DEAL,)))
    plan = plan_of(game, result)
    words = PostMortemWords()
    assert words.step(plan, 0, plan.position(0)) == "Step 0 of 1. Next: the deal."
    assert words.step(plan, 1, plan.position(1)) == "Step 1 of 1."


def test_a_look_back_helps_a_game_in_play_only_within_its_undo_history() -> None:
    """A winning line from a position the player can undo back to is a hint; from beyond
    the undo history, or for a game already won, it is not."""
    from spider_qt.engine import UNDO_LIMIT
    from spider_qt.ui.assist.postmortem import helps

    game = new_game("SP1-S1C-AAAAAAE")
    while len(game.line or ()) < UNDO_LIMIT + 20:
        game.play(game.legal_moves()[0] if game.legal_moves() else DEAL)
    actions = game.line
    assert actions is not None

    def answer(winnable: int | None) -> PostMortem:
        probes = () if winnable is None else (Probe(winnable, "won"),)
        return PostMortem(actions, True, False, probes)

    assert helps(game, answer(len(actions) - UNDO_LIMIT))
    assert helps(game, answer(len(actions)))
    assert not helps(game, answer(len(actions) - UNDO_LIMIT - 1))
    assert not helps(game, answer(None))
