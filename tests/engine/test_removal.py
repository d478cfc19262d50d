"""Completed sequences, winning, and the order points are counted in (SPEC §1, §2)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import pytest
from game_helpers import tokens

from spider_qt.engine import DEAL, Card, Game, Suit

Position = Callable[..., Game]

RANKS = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]


def run(suit: str, top: str = "K", bottom: str = "A") -> list[str]:
    """Face-up tokens from ``top`` down to ``bottom`` in one suit: ``run("S", "3")`` is 3♠ 2♠ A♠."""
    return [rank + suit for rank in RANKS[RANKS.index(top) : RANKS.index(bottom) + 1]]


def pad(
    *columns: Sequence[str], width: int = 10, suits: int = 4, decks: int = 2,
    reserve: Sequence[str] = (),
) -> list[list[str]]:
    """``columns``, then one-card columns of aces (then kings) up to ``width``.

    No filler makes a card appear more often than the deck holds, counting
    ``reserve`` (the stock) too.
    """
    copies = decks * 4 // suits
    used = Counter(t.lstrip("#") for t in [*(t for c in columns for t in c), *reserve])
    spare = [f"{rank}{suit}" for rank in "AK" for suit in "SHDC"[:suits]
             for _ in range(copies - used[f"{rank}{suit}"])]
    return [list(c) for c in columns] + [[spare.pop(0)] for _ in range(width - len(columns))]




# --- removal after a move ------------------------------------------------------------


def test_a_sequence_completed_by_a_move_is_removed_at_once(position: Position) -> None:
    game = position(pad(["#4D", *run("S", "K", "2")], ["#9C", "AS"]))
    outcome = game.move(1, 1, 0)
    assert tokens(game)[:2] == [["4D"], ["9C"]]  # both uncovered cards turn face up
    assert outcome.moved == (Card.parse("AS"),)
    assert outcome.removed == ((0, Suit.SPADES),)
    assert outcome.flipped == ((1, Card.parse("9C")), (0, Card.parse("4D")))
    assert (game.removed, game.removed_suits) == (1, (Suit.SPADES,))
    assert (game.score, game.moves) == (500 - 1 + 100, 1)  # a removal is not a move


@pytest.mark.parametrize("rule", ["classic", "relaxed"])
def test_a_group_move_can_complete_a_sequence(position: Position, rule: str) -> None:
    game = position(pad(run("H", "K", "4"), ["#QC", *run("H", "3")]), rule=rule)
    outcome = game.move(1, 1, 0)
    assert tokens(game)[:2] == [[], ["QC"]]
    assert outcome.removed == ((0, Suit.HEARTS),)
    assert game.removed_suits == (Suit.HEARTS,)


def test_cards_above_the_sequence_stay(position: Position) -> None:
    game = position(pad(["#JD", "5H", *run("C", "K", "2")], ["AC"]))
    outcome = game.move(1, 0, 0)
    assert tokens(game)[0] == ["#JD", "5H"]
    assert outcome.flipped == ()  # 5♥ was face up already
    assert outcome.removed == ((0, Suit.CLUBS),)


def test_spiderette_removes_its_sequences_too(position: Position) -> None:
    game = position(pad(["#3H", *run("D", "K", "2")], ["AD"], width=7, decks=1),
                    variant="spiderette")
    outcome = game.move(1, 0, 0)
    assert tokens(game)[:2] == [["3H"], []]
    assert outcome.removed == ((0, Suit.DIAMONDS),)
    assert game.score == 599


# --- what is not a sequence ----------------------------------------------------------


@pytest.mark.parametrize("rule", ["classic", "relaxed"])
@pytest.mark.parametrize("suits", [2, 4])
@pytest.mark.parametrize("odd", ["Q", "7", "2"])
def test_a_mixed_suit_king_to_ace_run_is_not_removed(
    position: Position, rule: str, suits: int, odd: str
) -> None:
    column = [t if t != odd + "S" else odd + "H" for t in run("S", "K", "2")]
    game = position(pad(["#5S", *column], ["AS"], suits=suits), suits=suits, rule=rule)
    outcome = game.move(1, 0, 0)  # the ace goes on the 2 whatever its suit
    assert outcome.removed == ()
    assert tokens(game)[0] == ["#5S", *column, "AS"]
    assert (game.removed, game.score) == (0, 499)


@pytest.mark.parametrize("rule", ["classic", "relaxed"])
def test_an_ace_of_another_suit_does_not_complete_a_sequence(
    position: Position, rule: str
) -> None:
    game = position(pad(run("S", "K", "2"), ["AH"]), rule=rule)
    assert game.move(1, 0, 0).removed == ()
    assert len(game.columns[0]) == 13 and game.removed == 0


def test_a_face_down_king_is_not_part_of_a_sequence(position: Position) -> None:
    game = position(pad(["#KS", *run("S", "Q", "2")], ["AS"]))
    assert game.move(1, 0, 0).removed == ()
    assert tokens(game)[0] == ["#KS", *run("S", "Q")]


# --- removal after a deal --------------------------------------------------------------


@pytest.mark.parametrize(("first", "second"), [("S", "H"), ("H", "S")])
def test_a_deal_completing_two_columns_removes_both_in_column_order(
    position: Position, first: str, second: str
) -> None:
    stock = ["A" + first, "5C", "5C", "5D", "A" + second, "5D", "6C", "6C", "6D", "6D"]
    columns = pad(["#7D", *run(first, "K", "2")], ["QC"], ["QD"], ["JC"],
                  run(second, "K", "2"), reserve=stock)
    game = position(columns, stock=stock)
    outcome = game.deal()
    assert outcome.removed == ((0, Suit(first)), (4, Suit(second)))
    assert game.removed_suits == (Suit(first), Suit(second))
    assert outcome.flipped == ((0, Card.parse("7D")),)
    assert tokens(game)[0] == ["7D"] and tokens(game)[4] == []
    assert tokens(game)[1:4] == [["QC", "5C"], ["QD", "5C"], ["JC", "5D"]]
    assert (game.score, game.moves, game.stock) == (500 - 1 + 200, 1, 0)


def test_spiderettes_last_deal_can_complete_a_column(position: Position) -> None:
    columns = pad(["9S"], ["10H"], ["#4C", *run("D", "K", "2")], ["QC"], width=7, decks=1,
                  reserve=["AS", "AH", "AD"])
    game = position(columns, variant="spiderette", stock=["AS", "AH", "AD"])
    outcome = game.deal()
    assert outcome.removed == ((2, Suit.DIAMONDS),)
    assert tokens(game)[2] == ["4C"]
    assert (game.stock, game.deals_left, game.score) == (0, 0, 599)


# --- winning -------------------------------------------------------------------------


def test_spider_is_won_when_the_eighth_sequence_is_removed(position: Position) -> None:
    columns = [run("C", "K", "4"), ["3C", "2C", "AC"]] + [[]] * 8
    game = position(columns, removed=["S", "S", "H", "H", "D", "D", "C"])
    assert not game.won
    game.move(1, 0, 0)
    assert game.won
    assert game.removed == 8
    assert not any(game.columns) and game.stock == 0


def test_one_suit_spider_is_won_with_eight_spade_sequences(position: Position) -> None:
    columns = [[], run("S", "K", "2"), ["AS"]] + [[]] * 7
    game = position(columns, suits=1, removed=["S"] * 7, score=0)
    assert not game.won
    game.move(2, 0, 1)
    assert game.won and game.removed == 8 and game.score == 100


def test_spiderette_is_won_when_the_fourth_sequence_is_removed(position: Position) -> None:
    columns = [run("H", "K", "2"), [], [], [], [], [], ["AH"]]
    game = position(columns, variant="spiderette", removed=["S", "D", "C"])
    assert not game.won
    game.move(6, 0, 0)
    assert game.won and game.removed == 4


def test_an_empty_table_with_cards_in_the_stock_is_not_won(position: Position) -> None:
    stock = run("S", "J", "2")  # ten spades
    columns = [run("S", "K", "2"), ["AS"]] + [[]] * 8
    game = position(columns, suits=1, removed=["S"] * 6, stock=stock)
    game.move(1, 0, 0)
    assert not any(game.columns)
    assert not game.won
    refusal = game.refusal(DEAL)  # and the stock cannot be dealt either
    assert refusal is not None and refusal.rule_id == "deal-cannot-fill"


# --- scoring order -------------------------------------------------------------------


def completing(position: Position, variant: str, score: int) -> Game:
    """A game whose move (1, 0, 0) completes a spade sequence in column 1."""
    width, decks = (10, 2) if variant == "spider" else (7, 1)
    columns = pad(run("S", "K", "2"), ["AS"], width=width, decks=decks)
    return position(columns, variant=variant, score=score)


def plain(position: Position, variant: str, score: int) -> Game:
    """A game whose move (0, 0, 1) completes nothing."""
    width, decks = (10, 2) if variant == "spider" else (7, 1)
    return position(pad(["9S"], ["10H"], width=width, decks=decks), variant=variant, score=score)


def test_spider_a_completing_move_from_zero_ends_at_100(position: Position) -> None:
    game = completing(position, "spider", 0)
    game.move(1, 0, 0)
    assert game.score == 100  # max(0, 0 - 1) + 100, not 0 - 1 + 100


def test_spider_never_goes_below_zero(position: Position) -> None:
    game = plain(position, "spider", 1)
    game.move(0, 0, 1)
    assert game.score == 0
    game.move(1, 1, 0)
    assert (game.score, game.moves) == (0, 2)


def test_spiderette_has_no_floor(position: Position) -> None:
    game = plain(position, "spiderette", 0)
    game.move(0, 0, 1)
    assert game.score == -1
    game.move(1, 1, 0)
    assert (game.score, game.moves) == (-2, 2)


def test_spiderette_a_completing_move_from_zero_ends_at_99(position: Position) -> None:
    game = completing(position, "spiderette", 0)
    game.move(1, 0, 0)
    assert game.score == 99


def test_spiderette_a_completing_move_from_below_zero(position: Position) -> None:
    game = completing(position, "spiderette", -30)
    game.move(1, 0, 0)
    assert game.score == 69


@pytest.mark.parametrize(("start", "expected"), [(500, 599), (37, 136), (1, 100)])
def test_spider_a_completing_move_scores_minus_one_then_plus_100(
    position: Position, start: int, expected: int
) -> None:
    game = completing(position, "spider", start)
    game.move(1, 0, 0)
    assert (game.score, game.moves) == (expected, 1)
