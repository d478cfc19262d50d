"""Moving cards and groups between columns (SPEC §1 "Placing a card" to "Auto-flip", §2)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import pytest
from game_helpers import brute_force, refused, tokens

from spider_qt.engine import Card, Game, Move

Position = Callable[..., Game]


def pad(
    *columns: Sequence[str], width: int = 10, suits: int = 4, decks: int = 2
) -> list[list[str]]:
    """``columns``, then one-card columns of aces (then kings) up to ``width``.

    Nothing can be placed on an ace, so the fillers stay out of the way of the
    cards a test is about. No filler makes a card appear more often than the deck holds.
    """
    copies = decks * 4 // suits
    used = Counter(token.lstrip("#") for column in columns for token in column)
    spare = [f"{rank}{suit}" for rank in "AK" for suit in "SHDC"[:suits]
             for _ in range(copies - used[f"{rank}{suit}"])]
    return [list(c) for c in columns] + [[spare.pop(0)] for _ in range(width - len(columns))]






# --- a single card -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "target"),
    [("9H", "10S"), ("9S", "10S"), ("QD", "KS"), ("2C", "3H"), ("10S", "JD"), ("JC", "QH")],
)
def test_a_card_goes_on_a_card_one_rank_higher_whatever_its_suit(
    position: Position, card: str, target: str
) -> None:
    game = position(pad(["#5S", card], ["#4D", target]))
    assert game.can_move(0, 1, 1)
    outcome = game.move(0, 1, 1)
    assert tokens(game)[:2] == [["5S"], ["#4D", target, card]]
    assert outcome.moved == (Card.parse(card),)


@pytest.mark.parametrize("card", ["KH", "QS", "2S", "2H", "AD"])
def test_nothing_can_be_placed_on_an_ace(position: Position, card: str) -> None:
    game = position(pad(["#5S", card], ["AS"]))
    error = refused(game, 0, 1, 1)
    assert error.rule_id == "onto-ace"
    assert error.details == {"target": "AS", "card": card}
    assert isinstance(error, ValueError)
    assert error.message == str(error) and "ace" in error.message


@pytest.mark.parametrize(
    ("card", "target"),
    [("9H", "9S"), ("8H", "10S"), ("JH", "10S"), ("KD", "QD"), ("2C", "KC"), ("QH", "2S")],
)
def test_a_card_cannot_go_on_anything_but_one_rank_higher(
    position: Position, card: str, target: str
) -> None:
    game = position(pad(["#5S", card], [target]))
    error = refused(game, 0, 1, 1)
    assert error.rule_id == "target-not-one-higher"
    assert error.details == {"target": target, "card": card}


# --- groups ------------------------------------------------------------------------


@pytest.mark.parametrize("rule", ["classic", "relaxed"])
def test_a_same_suit_descending_group_moves_as_one_under_both_rules(
    position: Position, rule: str
) -> None:
    game = position(pad(["#3C", "9S", "8S", "7S"], ["10H"]), rule=rule)
    outcome = game.move(0, 1, 1)
    assert tokens(game)[:2] == [["3C"], ["10H", "9S", "8S", "7S"]]
    assert outcome.moved == tuple(Card.parse(t) for t in ("9S", "8S", "7S"))
    assert game.moves == 1  # one move, however many cards


def test_a_group_has_no_length_limit(position: Position) -> None:
    run = ["QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "AS"]
    game = position(pad(["#4D", *run], ["KH"]))
    game.move(0, 1, 1)
    assert tokens(game)[:2] == [["4D"], ["KH", *run]]


@pytest.mark.parametrize("suits", [2, 4])
def test_classic_refuses_a_mixed_suit_group(position: Position, suits: int) -> None:
    game = position(pad(["#3S", "9S", "8H", "7S"], ["10H"], suits=suits), suits=suits)
    error = refused(game, 0, 1, 1)
    assert error.rule_id == "group-mixed-suits"
    assert error.details == {"upper": "9S", "lower": "8H"}
    assert game.movable_from(0) == 3  # only 7♠ may leave the column


def test_spiderette_refuses_a_mixed_suit_group(position: Position) -> None:
    columns = pad(["9S", "8H"], ["10H"], ["9C"], width=7, decks=1)
    game = position(columns, variant="spiderette")
    assert refused(game, 0, 0, 1).rule_id == "group-mixed-suits"
    game.move(0, 1, 2)  # taken apart card by card instead
    game.move(0, 0, 1)
    assert tokens(game)[:3] == [[], ["10H", "9S"], ["9C", "8H"]]


@pytest.mark.parametrize("suits", [2, 4])
def test_relaxed_moves_a_mixed_suit_descending_group(position: Position, suits: int) -> None:
    game = position(pad(["#3S", "9S", "8H", "7S"], ["10H"], suits=suits),
                    suits=suits, rule="relaxed")
    assert game.movable_from(0) == 1
    game.move(0, 1, 1)
    assert tokens(game)[:2] == [["3S"], ["10H", "9S", "8H", "7S"]]


@pytest.mark.parametrize("rule", ["classic", "relaxed"])
@pytest.mark.parametrize(
    ("group", "upper", "lower"),
    [(["9S", "7S"], "9S", "7S"), (["8S", "9S"], "8S", "9S"), (["9S", "9H"], "9S", "9H"),
     (["9S", "8S", "6S"], "8S", "6S")],
)
def test_a_group_that_does_not_descend_by_one_cannot_move(
    position: Position, rule: str, group: list[str], upper: str, lower: str
) -> None:
    game = position(pad(["#4D", *group], ["10H"], []), rule=rule)
    for dst in (1, 2):  # onto a card, or into an empty column
        error = refused(game, 0, 1, dst)
        assert error.rule_id == "group-not-descending"
        assert error.details == {"upper": upper, "lower": lower}


@pytest.mark.parametrize("start", [0, 1])
def test_face_down_cards_cannot_move(position: Position, start: int) -> None:
    game = position(pad(["#9S", "#5D", "8S"], ["10H"], []))
    for dst in (1, 2):
        error = refused(game, 0, start, dst)
        assert error.rule_id == "face-down"
        assert error.details == {"column": 0, "start": start}


# --- the empty column ----------------------------------------------------------------


@pytest.mark.parametrize("card", ["AS", "2H", "5D", "10C", "QS", "KH"])
def test_an_empty_column_accepts_any_card(position: Position, card: str) -> None:
    game = position(pad(["#3C", card], []))
    game.move(0, 1, 1)
    assert tokens(game)[:2] == [["3C"], [card]]


@pytest.mark.parametrize("rule", ["classic", "relaxed"])
def test_an_empty_column_accepts_any_movable_group(position: Position, rule: str) -> None:
    group = ["6H", "5H", "4H"] if rule == "classic" else ["6H", "5S", "4H"]
    game = position(pad(["#3C", *group], []), rule=rule)
    game.move(0, 1, 1)
    assert tokens(game)[:2] == [["3C"], group]


def test_a_whole_column_may_move_into_an_empty_one(position: Position) -> None:
    game = position(pad(["7D", "6D"], []))
    game.move(0, 0, 1)
    assert tokens(game)[:2] == [[], ["7D", "6D"]]


# --- malformed requests --------------------------------------------------------------


def test_a_card_cannot_move_to_its_own_column(position: Position) -> None:
    game = position(pad(["#3C", "9S"], []))
    error = refused(game, 0, 1, 0)
    assert error.rule_id == "same-column"
    assert error.details == {"column": 0}


@pytest.mark.parametrize(
    ("src", "dst", "bad"), [(-1, 1, -1), (10, 1, 10), (0, -1, -1), (0, 10, 10), (11, 12, 11)]
)
def test_columns_outside_the_table_are_refused(
    position: Position, src: int, dst: int, bad: int
) -> None:
    game = position(pad(["#3C", "9S"], ["10H"]))
    error = refused(game, src, 0, dst)
    assert error.rule_id == "no-such-column"
    assert error.details["column"] == bad and error.details["count"] == 10
    assert error.details["which"] == ("source" if bad == src else "target")


def test_spiderette_has_only_seven_columns(position: Position) -> None:
    game = position(pad(["9S"], ["10H"], width=7, decks=1), variant="spiderette")
    assert refused(game, 0, 0, 7).rule_id == "no-such-column"


@pytest.mark.parametrize("start", [2, 3, -1])
def test_a_position_past_the_column_is_refused(position: Position, start: int) -> None:
    game = position(pad(["#3C", "9S"], ["10H"]))
    error = refused(game, 0, start, 1)
    assert error.rule_id == "no-card"
    assert error.details == {"column": 0, "start": start}


def test_an_empty_column_has_nothing_to_move(position: Position) -> None:
    game = position(pad([], ["10H"]))
    error = refused(game, 0, 0, 1)
    assert error.rule_id == "empty-source"
    assert error.details == {"column": 0}


# --- auto-flip, counter and score ----------------------------------------------------


def test_the_card_beneath_turns_face_up_in_the_same_action(position: Position) -> None:
    game = position(pad(["#KD", "#3C", "9S", "8S"], ["10H"]))
    outcome = game.move(0, 2, 1)
    assert tokens(game)[0] == ["#KD", "3C"]
    assert outcome.flipped == ((0, Card.parse("3C")),)
    assert game.history == (Move(0, 2, 1),)  # one action: undone in one step
    assert game.moves == 1
    game.undo()
    assert tokens(game)[0] == ["#KD", "#3C", "9S", "8S"]


@pytest.mark.parametrize("column", [["4D", "9S"], ["9S"]])
def test_nothing_flips_when_no_face_down_card_is_uncovered(
    position: Position, column: list[str]
) -> None:
    game = position(pad(column, ["10H"]))
    outcome = game.move(0, len(column) - 1, 1)
    assert outcome.flipped == ()
    assert tokens(game)[0] == column[:-1]


def test_each_move_costs_a_point_and_counts(position: Position) -> None:
    game = position(pad(["9S"], ["10H"], ["10D"]), score=500, moves=0)
    game.move(0, 0, 1)
    assert (game.score, game.moves) == (499, 1)
    game.move(1, 1, 2)
    assert (game.score, game.moves) == (498, 2)
    game.move(2, 1, 0)  # into the now-empty first column
    assert (game.score, game.moves) == (497, 3)


def test_a_refused_move_costs_nothing(position: Position) -> None:
    game = position(pad(["9S"], ["JH"]), score=321, moves=7)
    refused(game, 0, 0, 1)
    assert (game.score, game.moves) == (321, 7)


# --- legal_moves and movable_from ----------------------------------------------------




POSITIONS: dict[str, dict[str, object]] = {
    "spider-classic": {
        "columns": [["#KD", "#3C", "10S", "9S", "8H", "7H"], ["JH"], [], ["#10D", "9D"],
                    ["8S", "7S", "6S"], ["QC", "JD", "10C"], ["2H"], ["3S"], ["AH"], ["KH"]],
    },
    "spider-relaxed": {
        "columns": [["#KD", "#3C", "10S", "9S", "8H", "7H"], ["JH"], [], ["#10D", "9D"],
                    ["8S", "7S", "6S"], ["QC", "JD", "10C"], ["2H"], ["3S"], ["AH"], ["KH"]],
        "rule": "relaxed",
    },
    "spider-two-suits-relaxed-no-empty": {
        "columns": [["#KS", "QH", "JS", "10H"], ["JH"], ["#2S", "9S", "8S"], ["9H"], ["10S"],
                    ["#5H", "5S", "4H"], ["6H"], ["AS"], ["7S", "6S"], ["QS"]],
        "suits": 2, "rule": "relaxed",
    },
    "spider-two-empties": {
        "columns": [["#5C", "KS", "QS", "JH"], [], ["10D", "9C"], [], ["8H"], ["9D"],
                    ["#2C", "QD"], ["JC", "10H"], ["AS"], ["AD"]],
    },
    "spiderette": {
        "columns": [["5H"], ["#KC", "6S"], ["#2D", "#3D", "7H", "6C"], [], ["8D", "7S"],
                    ["#QH", "9C"], ["#AS", "#AD", "10D"]],
        "variant": "spiderette",
    },
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_legal_moves_are_exactly_the_moves_can_move_accepts(
    position: Position, name: str
) -> None:
    game = position(**POSITIONS[name])
    expected = brute_force(game)
    assert expected  # the position is worth checking
    assert game.legal_moves() == expected


def test_legal_moves_include_whole_columns_into_empty_ones(position: Position) -> None:
    game = position(**POSITIONS["spider-classic"])
    moves = game.legal_moves()
    assert Move(6, 0, 2) in moves  # 2♥ alone into the empty column
    assert Move(4, 0, 2) in moves  # the whole 8♠ 7♠ 6♠ column
    assert Move(0, 4, 2) in moves  # 8♥ 7♥, the movable run, into it
    assert Move(0, 3, 2) not in moves  # 9♠ 8♥ 7♥ is mixed under Classic


def test_legal_moves_are_empty_when_nothing_moves(position: Position) -> None:
    game = position([["#5S", "AS"], ["AS"], ["AH"], ["AH"], ["AD"], ["AD"], ["AC"], ["AC"],
                     ["#4D", "KS"], ["KS"]])
    assert game.legal_moves() == [] == brute_force(game)


@pytest.mark.parametrize(
    ("column", "rule", "expected"),
    [
        (["#KD", "#3C", "10S", "9S", "8S"], "classic", 2),  # stops at the face-down card
        (["#10S", "9S", "8S"], "relaxed", 1),  # even when the face-down card would fit
        (["#KD", "#3C", "10S", "9H", "8H"], "classic", 3),  # stops at the suit change
        (["#KD", "#3C", "10S", "9H", "8H"], "relaxed", 2),  # relaxed runs through it
        (["#KD", "#3C", "10S", "9H", "7H"], "relaxed", 4),  # 9 then 7 is no run
        (["QS", "JS", "10S"], "classic", 0),  # the whole column
        (["#KD", "4C"], "classic", 1),  # a single card
        (["5C", "5H"], "relaxed", 1),  # equal ranks do not run
    ],
)
def test_movable_from_is_the_top_of_the_movable_run(
    position: Position, column: list[str], rule: str, expected: int
) -> None:
    game = position(pad(column), rule=rule)
    assert game.movable_from(0) == expected
    if expected > 0:  # one card higher, the group itself is what is refused
        refusal = game.refusal(Move(0, expected - 1, 1))
        assert refusal is not None
        assert refusal.rule_id in {"face-down", "group-mixed-suits", "group-not-descending"}


def test_movable_from_is_none_for_an_empty_column(position: Position) -> None:
    game = position(pad([], ["QS"]))
    assert game.movable_from(0) is None
    assert game.movable_from(1) == 0
