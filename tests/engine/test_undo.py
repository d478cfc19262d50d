"""Undo and redo of the last 100 actions (SPEC §4 "Undo")."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from game_helpers import tokens

from spider_qt.engine import DEAL, Game, Move, MoveError, Outcome, Snapshot, Suit

Position = Callable[..., Game]

SPADES_K_TO_2 = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
#: Column 1 holds K♠…2♠ over a face-down 4♦; column 2 an A♠ over a face-down 9♣;
#: column 3 a 10♥ that takes the 9♠ in column 4.
COLUMNS = [["#4D", *SPADES_K_TO_2], ["#9C", "AS"], ["10H"], ["#JD", "9S"], ["QH"],
           ["4C"], ["#7D", "7H"], ["8H"], ["3D"], ["KC"]]
STOCK = ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H"]




@pytest.fixture
def game(position: Position) -> Game:
    return position(COLUMNS, stock=STOCK, score=200, moves=30)


def test_undo_restores_a_move_and_the_card_it_turned_over(game: Game) -> None:
    before = game.snapshot()
    game.move(3, 1, 2)
    assert game.columns[3][0].face_up  # J♦ turned over
    assert game.undo() == Move(3, 1, 2)
    assert game.snapshot() == before
    assert tokens(game)[3] == ["#JD", "9S"]  # face down again
    assert (game.score, game.moves) == (200, 30)


def test_undo_brings_back_a_removed_sequence(game: Game) -> None:
    before = game.snapshot()
    outcome = game.move(1, 1, 0)
    assert outcome.removed == ((0, Suit.SPADES),)
    assert (game.removed, game.score, game.moves) == (1, 299, 31)
    game.undo()
    assert game.snapshot() == before
    assert tokens(game)[:2] == [["#4D", *SPADES_K_TO_2], ["#9C", "AS"]]
    assert (game.removed, game.removed_suits, game.score, game.moves) == (0, (), 200, 30)


def test_undo_of_a_deal_restores_the_stock_and_deals_left(game: Game) -> None:
    before = game.snapshot()
    game.deal()
    assert (game.stock, game.deals_left) == (0, 0)
    assert game.undo() == DEAL
    assert game.snapshot() == before
    assert (game.stock, game.deals_left) == (10, 1)
    assert [card.token for card in game.stock_cards] == ["#" + t for t in STOCK]
    game.deal()  # the same row comes out again
    assert [column[-1].token for column in game.columns] == STOCK


def test_undo_of_a_deal_that_removed_sequences(position: Position) -> None:
    stock = ["AS", *STOCK[1:]]
    game = position([COLUMNS[0], ["#9C", "5S"], *COLUMNS[2:]], stock=stock)
    before = game.snapshot()
    assert game.deal().removed == ((0, Suit.SPADES),)
    game.undo()
    assert game.snapshot() == before
    assert game.deals_left == 1


def test_several_undos_walk_back_in_order(game: Game) -> None:
    states = [game.snapshot()]
    for action in (Move(3, 1, 2), Move(1, 1, 0), DEAL, Move(8, 1, 9)):
        game.play(action)
        states.append(game.snapshot())
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.snapshot() == expected


def test_redo_replays_what_was_undone(game: Game) -> None:
    actions = [Move(3, 1, 2), Move(1, 1, 0), DEAL]
    outcomes: list[Outcome] = []
    states: list[Snapshot] = []
    for action in actions:
        outcomes.append(game.play(action))
        states.append(game.snapshot())
    for _ in actions:
        game.undo()
    assert game.redo_actions == tuple(actions)
    for action, outcome, state in zip(actions, outcomes, states, strict=True):
        assert game.redo() == outcome
        assert game.snapshot() == state
        assert game.history[-1] == action
    assert not game.can_redo


def test_a_game_built_with_actions_to_redo_redoes_them_next_first(game: Game) -> None:
    actions = (Move(3, 1, 2), Move(1, 1, 0), DEAL)
    built = Game(game.variant_spec, game.suits, game.rule_spec, game.snapshot(),
                 ruleset=game.ruleset, redo=actions)
    assert (built.redo_actions, built.can_undo) == (actions, False)
    for action in actions:
        assert built.redo() == game.play(action)
        assert built.snapshot() == game.snapshot()
    assert built.history == actions and not built.can_redo


def test_a_new_action_clears_redo(game: Game) -> None:
    game.move(3, 1, 2)
    game.move(1, 1, 0)
    game.undo()
    assert game.can_redo
    game.deal()  # something else than the undone move
    assert not game.can_redo and game.redo_actions == ()
    with pytest.raises(MoveError, match=r"^There is nothing to redo\.$") as info:
        game.redo()
    assert info.value.rule_id == "nothing-to-redo"


def test_a_refused_action_keeps_redo(game: Game) -> None:
    game.move(3, 1, 2)
    game.undo()
    with pytest.raises(MoveError, match=r"^The queen of hearts can only go on a card one rank "
                                        r"higher, not on the 4 of clubs\.$"):
        game.move(4, 0, 5)
    assert game.redo_actions == (Move(3, 1, 2),)


def test_can_undo_and_can_redo_follow_the_history(game: Game) -> None:
    assert (game.can_undo, game.can_redo) == (False, False)
    game.move(3, 1, 2)
    assert (game.can_undo, game.can_redo) == (True, False)
    game.undo()
    assert (game.can_undo, game.can_redo) == (False, True)
    game.redo()
    assert (game.can_undo, game.can_redo) == (True, False)


def test_nothing_to_undo_or_redo_on_a_fresh_game(game: Game) -> None:
    before = game.snapshot()
    for method, rule_id in ((game.undo, "nothing-to-undo"), (game.redo, "nothing-to-redo")):
        with pytest.raises(MoveError, match=f"^There is nothing to "
                                            f"{rule_id.removeprefix('nothing-to-')}\\.$") as info:
            method()
        assert info.value.rule_id == rule_id
        assert isinstance(info.value, ValueError)
    assert game.snapshot() == before


def shuttle(position: Position, actions: int) -> tuple[Game, list[Snapshot]]:
    """Move a 9♠ back and forth between two tens ``actions`` times; keep every snapshot."""
    game = position([["9S"], ["10H"], ["10D"], *[["KC"]] * 2, *[["KD"]] * 2, *[["AC"]] * 2,
                     ["AD"]], score=500)
    states = [game.snapshot()]
    where = 0
    for n in range(actions):
        target = 1 + n % 2
        game.move(where, len(game.columns[where]) - 1, target)
        where = target
        states.append(game.snapshot())
    return game, states


@pytest.mark.parametrize("actions", [101, 130])
def test_only_the_last_100_actions_can_be_undone(position: Position, actions: int) -> None:
    game, states = shuttle(position, actions)
    assert len(game.history) == 100
    for n in range(1, 101):
        game.undo()
        assert game.snapshot() == states[actions - n]
    assert not game.can_undo
    assert game.snapshot() == states[actions - 100]
    assert (game.score, game.moves) == (500 - (actions - 100), actions - 100)
    with pytest.raises(MoveError, match=r"^There is nothing to undo\.$") as info:
        game.undo()
    assert info.value.rule_id == "nothing-to-undo"
    assert game.snapshot() == states[actions - 100]


def test_exactly_100_actions_undo_back_to_the_start(position: Position) -> None:
    game, states = shuttle(position, 100)
    for _ in range(100):
        game.undo()
    assert game.snapshot() == states[0]
    assert not game.can_undo
    for _ in range(100):  # and all of them can be redone
        game.redo()
    assert game.snapshot() == states[-1]
