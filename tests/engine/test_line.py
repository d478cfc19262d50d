"""A game's whole line (``Game.line``) and its place in the save format
(``history.earlier``): what a look back at a finished game replays."""

from __future__ import annotations

import json
import random

import pytest

from spider_qt.engine import (
    DEAL,
    EARLIER_LIMIT,
    UNDO_LIMIT,
    Action,
    Game,
    StateError,
    new_game,
)
from spider_qt.engine.lines import replayed

CODE = "SP1-S1C-AAAAAAE"


def played(game: Game, count: int, seed: int = 1, undo_share: float = 0.05) -> Game:
    """``count`` random legal actions (some undone again), as a player might."""
    rng = random.Random(seed)
    for _ in range(count):
        actions: list[Action] = list(game.legal_moves())
        if game.stock and not any(not c for c in game.columns):
            actions.append(DEAL)
        if not actions:
            break
        game.play(rng.choice(actions))
        if game.can_undo and rng.random() < undo_share:
            game.undo()
    return game


def from_start(game: Game) -> Game:
    """The game's start with its whole line played again."""
    assert game.game_code is not None and game.line is not None
    return replayed(Game.start(game.game_code), game.line)


def test_a_new_game_knows_its_line_and_it_grows_with_each_action() -> None:
    game = new_game(CODE)
    assert game.line == () and game.earlier == ()
    played(game, 5, undo_share=0)
    assert len(game.line or ()) == 5 and game.line == game.history


def test_the_line_reaches_beyond_the_undo_history() -> None:
    game = played(new_game(CODE), 3 * UNDO_LIMIT)
    assert game.line is not None and len(game.line) > UNDO_LIMIT
    assert len(game.history) == UNDO_LIMIT
    assert game.line[-UNDO_LIMIT:] == game.history
    assert from_start(game).snapshot() == game.snapshot()


def test_undo_takes_actions_off_the_line_and_redo_puts_them_back() -> None:
    game = played(new_game(CODE), 150, undo_share=0)
    before = game.line
    assert before is not None
    game.undo()
    game.undo()
    assert game.line == before[:-2]
    game.redo()
    game.redo()
    assert game.line == before


def test_a_save_keeps_the_line_and_loading_checks_it() -> None:
    game = played(new_game(CODE), 250)
    data = json.loads(json.dumps(game.to_dict()))
    assert len(data["history"]["earlier"]) == len(game.line or ()) - UNDO_LIMIT
    loaded = Game.from_dict(data)
    assert loaded.line == game.line
    assert from_start(loaded).snapshot() == loaded.snapshot()


def test_a_short_game_needs_no_earlier_actions_to_know_its_line() -> None:
    game = played(new_game(CODE), 20, undo_share=0)
    data = game.to_dict()
    assert "earlier" not in data["history"]
    assert Game.from_dict(data).line == game.line
    untouched = Game.from_dict(new_game(CODE).to_dict())
    assert untouched.line == ()


def test_a_save_without_earlier_actions_whose_base_is_not_the_start_has_no_line() -> None:
    game = played(new_game(CODE), 250)
    data = game.to_dict()
    del data["history"]["earlier"]  # as a release before the key wrote it
    loaded = Game.from_dict(data)
    assert loaded.line is None and loaded.history == game.history


@pytest.mark.parametrize(("change", "words"), [
    (lambda e: e[:-1], "do not lead to the history base"),
    (lambda e: [["move", 0, 999, 1], *e[1:]], "is not an action"),
    (lambda e: [["move", 0, 5, 1], *e[1:]], "earlier action 1"),
    (lambda e: "deal", "must be a list"),
    (lambda e: e * (EARLIER_LIMIT // len(e) + 1), "at most 2000"),
])
def test_damaged_earlier_actions_are_refused_with_a_reason(change: object, words: str) -> None:
    data = played(new_game(CODE), 250).to_dict()
    data["history"]["earlier"] = change(data["history"]["earlier"])  # type: ignore[operator]
    with pytest.raises(StateError, match=words):
        Game.from_dict(data)


def test_earlier_actions_need_the_code_they_start_from() -> None:
    data = played(new_game(CODE), 250).to_dict()
    del data["code"]
    with pytest.raises(StateError, match="needs the game's code"):
        Game.from_dict(data)


def test_a_game_longer_than_the_limit_stops_keeping_its_line() -> None:
    game = new_game(CODE)
    # Random legal moves: a game can go on for ever (a card to and fro).
    played(game, 30, undo_share=0)
    rng = random.Random(7)
    while game.line is not None:
        moves = game.legal_moves()
        assert moves, "a position with no move cannot make the line long"
        game.play(rng.choice(moves))
    assert len(game.history) == UNDO_LIMIT
    assert "earlier" not in game.to_dict()["history"]
