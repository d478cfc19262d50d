"""Simple Simon, the built-in plugin (SPEC §6): one deck, all face up, ten columns, no stock.

Every position here is played through the installed catalog, so these tests
check the plugin as the app loads it, not a copy of its data.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence

import pytest
from game_helpers import brute_force, refused, tokens

from spider_qt.engine import (
    DEAL,
    SUIT_ORDER,
    Card,
    CodeError,
    Game,
    Move,
    MoveError,
    Suit,
    new_game,
)
from spider_qt.plugins.host import load_catalog
from spider_qt_builtins.simple_simon import SIMPLE_SIMON

Position = Callable[..., Game]

RANKS = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
LENGTHS = [8, 8, 8, 7, 6, 5, 4, 3, 2, 1]


def run(suit: str, top: str = "K", bottom: str = "A") -> list[str]:
    """Tokens from ``top`` down to ``bottom`` in one suit."""
    return [rank + suit for rank in RANKS[RANKS.index(top) : RANKS.index(bottom) + 1]]


def pad(*columns: Sequence[str], suits: int = 4) -> list[list[str]]:
    """``columns``, then one-card columns of aces (then kings, queens…) up to ten columns.

    An ace takes nothing; no filler makes a card appear more often than the one deck holds.
    """
    copies = 4 // suits
    used = Counter(token for column in columns for token in column)
    spare = [f"{rank}{suit}" for rank in ("A", "K", "Q", "J") for suit in "SHDC"[:suits]
             for _ in range(copies - used[f"{rank}{suit}"])]
    return [list(c) for c in columns] + [[spare.pop(0)] for _ in range(10 - len(columns))]


#: Aces and kings that take neither a 9 nor a 10, for columns a test ignores.
FILLERS = ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC", "QS", "QH"]


def table(columns: Mapping[int, Sequence[str]]) -> list[list[str]]:
    """The given columns at their (0-based) places, a filler card in each other column."""
    fillers = iter(FILLERS)
    return [list(columns[n]) if n in columns else [next(fillers)] for n in range(10)]








# --- the plugin as the app loads it --------------------------------------------------


# Loading cleanly, registering what the app holds, the public API only, translated words:
# for every built-in alike, in test_builtin_plugins.py.


def test_only_the_classic_rule_plays_it() -> None:
    result = load_catalog()
    assert [r.key for r in result.catalog.rules_for("simple_simon", 2)] == ["classic"]


def test_the_spec_validates_and_holds_the_declared_numbers() -> None:
    SIMPLE_SIMON.validate()
    assert (SIMPLE_SIMON.key, SIMPLE_SIMON.name, SIMPLE_SIMON.letters) == (
        "simple_simon", "Simple Simon", "SS")
    assert (SIMPLE_SIMON.card_count, SIMPLE_SIMON.columns, SIMPLE_SIMON.stock_size) == (52, 10, 0)
    assert SIMPLE_SIMON.layout == tuple((0, n) for n in LENGTHS)
    assert SIMPLE_SIMON.deals == ()
    assert (SIMPLE_SIMON.group, SIMPLE_SIMON.build, SIMPLE_SIMON.empty) == (
        "same-suit-run", "any-suit", "any")
    assert not SIMPLE_SIMON.code_has_rule
    assert SIMPLE_SIMON.suit_options == (1, 2, 4) and SIMPLE_SIMON.initial_suits == 4
    scoring = SIMPLE_SIMON.scoring
    assert (scoring.start, scoring.move, scoring.deal, scoring.removal, scoring.floor) == (
        500, -1, -1, 100, None)
    assert SIMPLE_SIMON.description.strip() and "\n" not in SIMPLE_SIMON.description
    assert SIMPLE_SIMON.rules.count(". ") >= 2  # a few plain sentences


# --- a new deal ----------------------------------------------------------------------


@pytest.mark.parametrize("suits", [1, 2, 4])
@pytest.mark.parametrize("deal", [0, 7, 123_456])
def test_a_new_deal_lays_the_whole_deck_face_up(suits: int, deal: int) -> None:
    game = new_game(variant="simple_simon", suits=suits, deal=deal)
    assert game.variant == "simple_simon" and game.rule == "classic" and game.suits == suits
    assert [len(column) for column in game.columns] == LENGTHS
    assert all(card.face_up for column in game.columns for card in column)
    assert (game.stock, game.deals_left, game.stock_cards) == (0, 0, ())
    assert (game.score, game.moves, game.removed) == (500, 0, 0)
    assert game.complete_deck and not game.won
    cards = [card for column in game.columns for card in column]
    assert len(cards) == 52
    assert {card.suit for card in cards} == set(SUIT_ORDER[:suits])
    assert game.code is not None and game.code.startswith(f"SS1-S{suits}-")


def test_four_suits_is_the_default() -> None:
    game = new_game(variant="simple_simon", deal=28)
    assert game.suits == 4
    assert game.code == "SS1-S4-AAAAABC"


@pytest.mark.parametrize("code", ["SS1-S4-AAAAAAD", "SS1-S1-ABCDEFG", "ss1-s2-zzzzzzz"])
def test_a_code_round_trips_to_the_same_deal(code: str) -> None:
    game = new_game(code)
    assert game.variant == "simple_simon"
    assert game.code == code.upper()
    assert new_game(game.code).snapshot() == game.snapshot()
    parsed = game.game_code
    assert parsed is not None
    parts = new_game(variant="simple_simon", suits=game.suits, deal=parsed.deal)
    assert parts.snapshot() == game.snapshot()


def test_different_codes_give_different_deals() -> None:
    assert new_game("SS1-S4-AAAAAAD").snapshot() != new_game("SS1-S4-AAAAAAE").snapshot()


@pytest.mark.parametrize(
    ("code", "words"),
    [("SS1-S4C-AAAAAAD", "no rule letter"), ("SS1-S3-AAAAAAD", "not 3")],
)
def test_bad_simple_simon_codes_are_refused(code: str, words: str) -> None:
    with pytest.raises(CodeError, match=words):
        new_game(code)


def test_a_saved_game_round_trips() -> None:
    game = new_game("SS1-S4-AAAAAAD")
    game.move(*game.legal_moves()[0])
    copy = Game.from_dict(game.to_dict())
    assert copy.variant == "simple_simon"
    assert copy.snapshot() == game.snapshot()


# --- no stock ------------------------------------------------------------------------


def test_a_new_game_cannot_deal() -> None:
    game = new_game(variant="simple_simon", deal=3)
    before = game.snapshot()
    refusal = game.refusal(DEAL)
    assert refusal is not None and refusal.rule_id == "stock-empty"
    with pytest.raises(MoveError,
                       match=r"^The stock is empty: there is nothing left to deal\.$") as info:
        game.deal()
    assert info.value.rule_id == "stock-empty" and info.value.details == {}
    assert game.snapshot() == before and not game.can_undo
    assert (game.score, game.moves) == (500, 0)


def test_the_stock_is_empty_even_with_an_empty_column(position: Position) -> None:
    game = position(pad([], ["9S"]), variant="simple_simon")
    refusal = game.refusal(DEAL)
    assert refusal is not None and refusal.rule_id == "stock-empty"


# --- a single card --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "target"),
    [("9H", "10S"), ("9S", "10S"), ("QD", "KS"), ("2C", "3H"), ("10S", "JD"), ("AH", "2C")],
)
def test_a_card_goes_on_any_card_one_rank_higher(
    position: Position, card: str, target: str
) -> None:
    game = position(pad(["5S", card], [target]), variant="simple_simon")
    outcome = game.move(0, 1, 1)
    assert tokens(game)[:2] == [["5S"], [target, card]]
    assert outcome.moved == (Card.parse(card),)
    assert outcome.flipped == ()
    assert (game.score, game.moves) == (499, 1)


@pytest.mark.parametrize(
    ("card", "target"), [("9H", "9S"), ("8H", "10S"), ("JH", "10S"), ("KD", "QC")]
)
def test_a_card_goes_only_one_rank_higher(position: Position, card: str, target: str) -> None:
    game = position(pad(["5S", card], [target]), variant="simple_simon")
    error = refused(game, 0, 1, 1)
    assert error.rule_id == "target-not-one-higher"
    assert error.details == {"target": target, "card": card}


def test_nothing_goes_on_an_ace(position: Position) -> None:
    game = position(pad(["5S", "2H"], ["AS"]), variant="simple_simon")
    assert refused(game, 0, 1, 1).rule_id == "onto-ace"


# --- groups ---------------------------------------------------------------------------


def test_a_same_suit_run_moves_as_one_onto_any_suit(position: Position) -> None:
    game = position(pad(["3C", "9H", "8H", "7H"], ["10S"]), variant="simple_simon")
    assert game.movable_from(0) == 1
    outcome = game.move(0, 1, 1)
    assert tokens(game)[:2] == [["3C"], ["10S", "9H", "8H", "7H"]]
    assert outcome.moved == tuple(Card.parse(t) for t in ("9H", "8H", "7H"))
    assert game.moves == 1  # one move, however many cards


def test_a_run_has_no_length_limit(position: Position) -> None:
    game = position(pad(["4D", *run("S", "Q")], ["KH"]), variant="simple_simon")
    game.move(0, 1, 1)
    assert tokens(game)[:2] == [["4D"], ["KH", *run("S", "Q")]]


def test_a_mixed_suit_run_is_refused(position: Position) -> None:
    game = position(pad(["3S", "9S", "8H", "7H"], ["10H"]), variant="simple_simon")
    error = refused(game, 0, 1, 1)
    assert error.rule_id == "group-mixed-suits"
    assert error.details == {"upper": "9S", "lower": "8H"}
    assert game.movable_from(0) == 2  # only 8♥ 7♥ may leave together


def test_a_mixed_run_is_taken_apart_card_by_card(position: Position) -> None:
    game = position(pad(["9S", "8H"], ["10H"], ["9C"]), variant="simple_simon")
    assert refused(game, 0, 0, 1).rule_id == "group-mixed-suits"
    game.move(0, 1, 2)
    game.move(0, 0, 1)
    assert tokens(game)[:3] == [[], ["10H", "9S"], ["9C", "8H"]]


@pytest.mark.parametrize(
    ("group", "upper", "lower"),
    [(["9S", "7S"], "9S", "7S"), (["8S", "9S"], "8S", "9S"), (["9S", "8S", "6S"], "8S", "6S")],
)
def test_a_group_that_does_not_descend_by_one_cannot_move(
    position: Position, group: list[str], upper: str, lower: str
) -> None:
    game = position(pad(["4D", *group], ["10H"], []), variant="simple_simon")
    for dst in (1, 2):  # onto a card, or into an empty column
        error = refused(game, 0, 1, dst)
        assert error.rule_id == "group-not-descending"
        assert error.details == {"upper": upper, "lower": lower}


# --- the empty column --------------------------------------------------------------------


@pytest.mark.parametrize("card", ["AS", "2H", "5D", "10C", "QS", "KH"])
def test_an_empty_column_accepts_any_card(position: Position, card: str) -> None:
    game = position(pad(["3C", card], []), variant="simple_simon")
    game.move(0, 1, 1)
    assert tokens(game)[:2] == [["3C"], [card]]


def test_an_empty_column_accepts_any_same_suit_run(position: Position) -> None:
    game = position(pad(["3C", "6H", "5H", "4H"], []), variant="simple_simon")
    assert game.best_target(0, 1) == 1
    game.move(0, 1, 1)
    assert tokens(game)[:2] == [["3C"], ["6H", "5H", "4H"]]


def test_a_whole_column_may_move_into_an_empty_one_but_double_click_never_does(
    position: Position,
) -> None:
    game = position(pad(["7D", "6D"], []), variant="simple_simon")
    assert game.can_move(0, 0, 1)
    assert game.best_target(0, 0) is None
    assert game.best_target(0, 1) == 1  # part of the column is worth moving
    game.move(0, 0, 1)
    assert tokens(game)[:2] == [[], ["7D", "6D"]]


# --- where double click sends cards ------------------------------------------------------


@pytest.mark.parametrize(
    ("targets", "expected"),
    [
        ({1: [], 2: ["10H"], 3: ["10S"]}, 3),  # same suit first, though rightmost
        ({1: [], 2: ["10H"]}, 2),  # then another suit, before the empty column
        ({1: []}, 1),  # then an empty column
        ({4: ["10D"], 7: ["10C"]}, 4),  # ties go to the leftmost
        ({2: ["5C", "10S"], 6: ["10C"]}, 2),
    ],
)
def test_same_suit_beats_other_suit_beats_an_empty_column(
    position: Position, targets: dict[int, list[str]], expected: int
) -> None:
    game = position(table({0: ["3C", "9S"], **targets}), variant="simple_simon")
    assert game.best_target(0, 1) == expected


def test_columns_left_of_the_source_count_too(position: Position) -> None:
    game = position(table({0: ["10H"], 4: ["3C", "9S"], 8: ["10S"]}), variant="simple_simon")
    assert game.best_target(4, 1) == 8
    game = position(table({0: ["10H"], 4: ["3C", "9S"], 8: ["10C"]}), variant="simple_simon")
    assert game.best_target(4, 1) == 0


def test_a_run_is_placed_by_the_suit_of_its_first_card(position: Position) -> None:
    columns = table({0: ["3C", "9H", "8H"], 1: ["10S"], 2: ["10H"], 3: ["9D"]})
    game = position(columns, variant="simple_simon")
    assert game.best_target(0, 1) == 2  # 9♥ 8♥ onto 10♥
    assert game.best_target(0, 2) == 3  # 8♥ alone onto 9♦ (the only 9)


def test_no_target_for_a_mixed_run_explains_why(position: Position) -> None:
    game = position(table({0: ["9S", "8H"], 1: ["10S"]}), variant="simple_simon")
    assert game.best_target(0, 0) is None
    assert game.no_target_refusal(0, 0).rule_id == "group-mixed-suits"


def test_best_target_is_always_a_legal_move() -> None:
    game = new_game(variant="simple_simon", suits=4, deal=17)
    found = 0
    for src, column in enumerate(game.columns):
        for start in range(len(column)):
            dst = game.best_target(src, start)
            assert dst is None or game.can_move(src, start, dst), (src, start, dst)
            found += dst is not None
    assert found >= 1


# --- legal moves -----------------------------------------------------------------------


def test_legal_moves_are_exactly_the_moves_can_move_accepts(position: Position) -> None:
    columns = [["KD", "3C", "10S", "9S", "8H", "7H"], ["JH"], [], ["4D", "9D"],
               ["8S", "7S", "6S"], ["QC", "JD", "10C"], ["2H"], ["3S"], ["AH"], ["KH"]]
    game = position(columns, variant="simple_simon")
    moves = game.legal_moves()
    assert moves == brute_force(game)
    assert Move(4, 0, 0) not in moves  # 8♠ onto 7♥: not one higher
    assert Move(0, 4, 3) in moves  # 8♥ 7♥ onto the 9♦
    assert Move(0, 3, 2) not in moves  # 9♠ 8♥ 7♥ is mixed
    assert Move(4, 0, 2) in moves  # a whole column into the empty one


@pytest.mark.parametrize("deal", [0, 1, 2, 99])
def test_legal_moves_on_real_deals(deal: int) -> None:
    game = new_game(variant="simple_simon", suits=4, deal=deal)
    assert game.legal_moves() == brute_force(game)


# --- removal, winning and scoring ---------------------------------------------------------


def test_a_sequence_completed_by_a_move_is_removed(position: Position) -> None:
    game = position(pad(["4D", *run("S", "K", "2")], ["JC", "AS"]), variant="simple_simon")
    outcome = game.move(1, 1, 0)
    assert outcome.removed == ((0, Suit.SPADES),)
    assert outcome.flipped == ()
    assert tokens(game)[:2] == [["4D"], ["JC"]]
    assert (game.removed, game.removed_suits) == (1, (Suit.SPADES,))
    assert (game.score, game.moves) == (599, 1)  # a removal is not a move


def test_a_run_move_can_complete_a_sequence(position: Position) -> None:
    game = position(pad(run("H", "K", "4"), ["QC", *run("H", "3")]), variant="simple_simon")
    outcome = game.move(1, 1, 0)
    assert outcome.removed == ((0, Suit.HEARTS),)
    assert tokens(game)[:2] == [[], ["QC"]]


@pytest.mark.parametrize("odd", ["Q", "7", "2"])
def test_a_mixed_king_to_ace_run_is_not_removed(position: Position, odd: str) -> None:
    column = [t if t != odd + "S" else odd + "H" for t in run("S", "K", "2")]
    game = position(pad(column, ["AS"]), variant="simple_simon")
    outcome = game.move(1, 0, 0)  # the ace goes on the 2 whatever its suit
    assert outcome.removed == ()
    assert tokens(game)[0] == [*column, "AS"]
    assert (game.removed, game.score) == (0, 499)


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_the_game_is_won_when_the_fourth_sequence_is_removed(
    position: Position, suits: int
) -> None:
    done = {1: ["S", "S", "S"], 2: ["S", "S", "H"], 4: ["S", "D", "C"]}[suits]
    suit = "H" if suits != 1 else "S"
    columns = [[], run(suit, "K", "2"), *([[]] * 7), [f"A{suit}"]]
    game = position(columns, variant="simple_simon", suits=suits, removed=done)
    assert not game.won
    game.move(9, 0, 1)
    assert game.won and game.removed == 4
    assert not any(game.columns) and game.stock == 0


def test_there_is_no_lower_bound_on_the_score(position: Position) -> None:
    game = position(pad(["9S"], ["10H"], ["10D"]), variant="simple_simon", score=0)
    game.move(0, 0, 1)
    assert game.score == -1
    game.move(1, 1, 2)
    assert (game.score, game.moves) == (-2, 2)


def test_a_completing_move_from_zero_ends_at_99(position: Position) -> None:
    game = position(pad(run("S", "K", "2"), ["AS"]), variant="simple_simon", score=0)
    game.move(1, 0, 0)
    assert game.score == 99


# --- undo ------------------------------------------------------------------------------


def test_undo_restores_a_run_move(position: Position) -> None:
    game = position(pad(["3C", "9H", "8H", "7H"], ["10S"]), variant="simple_simon",
                    score=120, moves=4)
    before = game.snapshot()
    game.move(0, 1, 1)
    assert game.undo() == Move(0, 1, 1)
    assert game.snapshot() == before
    assert (game.score, game.moves) == (120, 4)
    game.redo()
    assert tokens(game)[1] == ["10S", "9H", "8H", "7H"]


def test_undo_brings_back_a_removed_sequence(position: Position) -> None:
    game = position(pad(["4D", *run("S", "K", "2")], ["AS"]), variant="simple_simon")
    before = game.snapshot()
    game.move(1, 0, 0)
    assert game.removed == 1 and tokens(game)[:2] == [["4D"], []]
    game.undo()
    assert game.snapshot() == before
    assert (game.removed, game.score, game.moves) == (0, 500, 0)
