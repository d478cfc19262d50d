"""Scorpion, the built-in plugin (SPEC §6): one deck, seven columns, any face-up card moves.

Every position here is played through the installed catalog, so these tests
check the plugin as the app loads it, not a copy of its data.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import pytest
from game_helpers import brute_force, refused, refused_deal, tokens

from spider_qt.engine import DEAL, SUIT_ORDER, Card, CodeError, Game, Move, Suit, new_game
from spider_qt.plugins.host import load_catalog
from spider_qt_builtins.scorpion import SCORPION

Position = Callable[..., Game]

RANKS = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]


def run(suit: str, top: str = "K", bottom: str = "A") -> list[str]:
    """Face-up tokens from ``top`` down to ``bottom`` in one suit."""
    return [rank + suit for rank in RANKS[RANKS.index(top) : RANKS.index(bottom) + 1]]


def pad(*columns: Sequence[str], reserve: Sequence[str] = (), suits: int = 4) -> list[list[str]]:
    """``columns``, then one-card columns of aces (then kings) up to seven columns.

    An ace takes nothing, and no filler makes a card appear more often than the
    one deck holds (counting the ``reserve``).
    """
    copies = 4 // suits
    used = Counter(t.lstrip("#") for t in [*(t for c in columns for t in c), *reserve])
    spare = [f"{rank}{suit}" for rank in "AK" for suit in "SHDC"[:suits]
             for _ in range(copies - used[f"{rank}{suit}"])]
    return [list(c) for c in columns] + [[spare.pop(0)] for _ in range(7 - len(columns))]










# --- the plugin as the app loads it --------------------------------------------------


# Loading cleanly, registering what the app holds, the public API only, translated words:
# for every built-in alike, in test_builtin_plugins.py.


def test_only_the_classic_rule_plays_it() -> None:
    result = load_catalog()
    assert [r.key for r in result.catalog.rules_for("scorpion", 4)] == ["classic"]


def test_the_spec_validates_and_holds_the_declared_numbers() -> None:
    SCORPION.validate()
    assert (SCORPION.key, SCORPION.name, SCORPION.letters) == ("scorpion", "Scorpion", "SC")
    assert (SCORPION.card_count, SCORPION.columns, SCORPION.stock_size) == (52, 7, 3)
    assert SCORPION.layout == ((3, 4),) * 4 + ((0, 7),) * 3
    assert SCORPION.deals == ((0, 1, 2),)
    assert (SCORPION.group, SCORPION.build, SCORPION.empty) == (
        "any-face-up", "same-suit", "king")
    assert not SCORPION.deal_needs_full_columns and not SCORPION.code_has_rule
    assert SCORPION.suit_options == (1, 2, 4) and SCORPION.initial_suits == 4
    scoring = SCORPION.scoring
    assert (scoring.start, scoring.move, scoring.deal, scoring.removal, scoring.floor) == (
        500, -1, -1, 100, None)
    assert SCORPION.description.strip() and "\n" not in SCORPION.description
    assert SCORPION.rules.count(". ") >= 2  # a few plain sentences


# --- a new deal ----------------------------------------------------------------------


@pytest.mark.parametrize("suits", [1, 2, 4])
@pytest.mark.parametrize("deal", [0, 7, 123_456])
def test_a_new_deal_has_seven_columns_of_seven_and_a_reserve_of_three(
    suits: int, deal: int
) -> None:
    game = new_game(variant="scorpion", suits=suits, deal=deal)
    assert game.variant == "scorpion" and game.rule == "classic" and game.suits == suits
    assert [len(column) for column in game.columns] == [7] * 7
    for column, down in zip(game.columns, [3, 3, 3, 3, 0, 0, 0], strict=True):
        assert [card.face_up for card in column] == [False] * down + [True] * (7 - down)
    assert (game.stock, game.deals_left) == (3, 1)
    assert not any(card.face_up for card in game.stock_cards)
    assert (game.score, game.moves, game.removed) == (500, 0, 0)
    assert game.complete_deck and not game.won
    cards = [c for column in game.columns for c in column] + list(game.stock_cards)
    assert len(cards) == 52
    assert {card.suit for card in cards} == set(SUIT_ORDER[:suits])
    assert game.code is not None and game.code.startswith(f"SC1-S{suits}-")


def test_four_suits_is_the_default() -> None:
    game = new_game(variant="scorpion", deal=1)
    assert game.suits == 4
    assert game.code == "SC1-S4-AAAAAAB"


@pytest.mark.parametrize("code", ["SC1-S4-AAAAAAD", "SC1-S1-ABCDEFG", "sc1-s2-zzzzzzz"])
def test_a_code_round_trips_to_the_same_deal(code: str) -> None:
    game = new_game(code)
    assert game.variant == "scorpion"
    assert game.code == code.upper()
    again = new_game(game.code)
    assert again.snapshot() == game.snapshot()
    parsed = game.game_code
    assert parsed is not None
    parts = new_game(variant="scorpion", suits=game.suits, deal=parsed.deal)
    assert parts.snapshot() == game.snapshot()


def test_different_codes_give_different_deals() -> None:
    assert new_game("SC1-S4-AAAAAAD").snapshot() != new_game("SC1-S4-AAAAAAE").snapshot()


@pytest.mark.parametrize(
    ("code", "words"),
    [("SC1-S4C-AAAAAAD", "no rule letter"), ("SC1-S3-AAAAAAD", "not 3")],
)
def test_bad_scorpion_codes_are_refused(code: str, words: str) -> None:
    with pytest.raises(CodeError, match=words):
        new_game(code)


def test_a_saved_game_round_trips() -> None:
    game = new_game("SC1-S4-AAAAAAD")
    game.deal()
    copy = Game.from_dict(game.to_dict())
    assert copy.variant == "scorpion"
    assert copy.snapshot() == game.snapshot()
    assert (copy.stock, copy.deals_left) == (0, 0)


# --- building: down in suit only ----------------------------------------------------


@pytest.mark.parametrize(("card", "target"), [("9H", "10H"), ("QS", "KS"), ("AC", "2C")])
def test_a_card_goes_on_the_next_higher_card_of_its_suit(
    position: Position, card: str, target: str
) -> None:
    game = position(pad(["#5D", card], [target]), variant="scorpion")
    outcome = game.move(0, 1, 1)
    assert tokens(game)[:2] == [["5D"], [target, card]]
    assert outcome.moved == (Card.parse(card),)
    assert outcome.flipped == ((0, Card.parse("5D")),)
    assert (game.score, game.moves) == (499, 1)


@pytest.mark.parametrize(("card", "target"), [("9H", "10S"), ("9H", "10D"), ("QS", "KH")])
def test_a_card_of_another_suit_one_higher_is_refused(
    position: Position, card: str, target: str
) -> None:
    game = position(pad(["#5D", card], [target]), variant="scorpion")
    error = refused(game, 0, 1, 1)
    assert error.rule_id == "target-wrong-suit"
    assert error.details == {"target": target, "card": card}
    assert "own suit" in error.message


@pytest.mark.parametrize(("card", "target"), [("9H", "JH"), ("9H", "9S"), ("9H", "8H")])
def test_a_card_goes_only_one_rank_higher(position: Position, card: str, target: str) -> None:
    game = position(pad(["#5D", card], [target]), variant="scorpion")
    error = refused(game, 0, 1, 1)
    assert error.rule_id == "target-not-one-higher"
    assert error.details == {"target": target, "card": card}


def test_nothing_goes_on_an_ace(position: Position) -> None:
    game = position(pad(["#5D", "2S"], ["AS"]), variant="scorpion")
    assert refused(game, 0, 1, 1).rule_id == "onto-ace"


# --- any face-up card moves with everything on it ------------------------------------


UNORDERED = [["#4D", "#JC", "9H", "2C", "KD"], ["10H"], ["10S"], [], ["KS", "QS"], ["QC"],
             ["AD"]]


def test_a_face_up_card_moves_with_the_unordered_cards_on_it(position: Position) -> None:
    game = position(UNORDERED, variant="scorpion")
    outcome = game.move(0, 2, 1)  # 9♥ with 2♣ and K♦ on it, onto 10♥
    assert tokens(game)[:2] == [["#4D", "JC"], ["10H", "9H", "2C", "KD"]]
    assert outcome.moved == tuple(Card.parse(t) for t in ("9H", "2C", "KD"))
    assert outcome.flipped == ((0, Card.parse("JC")),)
    assert (game.score, game.moves) == (499, 1)  # one move, however many cards


@pytest.mark.parametrize("start", [2, 3, 4])
def test_every_face_up_card_can_be_lifted(position: Position, start: int) -> None:
    game = position(UNORDERED, variant="scorpion")
    assert game.lift_refusal(0, start) is None


def test_movable_from_is_the_first_face_up_card(position: Position) -> None:
    game = position(UNORDERED, variant="scorpion")
    assert [game.movable_from(n) for n in range(7)] == [2, 0, 0, None, 0, 0, 0]


def test_a_descending_mixed_column_moves_whole_too(position: Position) -> None:
    game = position(pad(["#3C", "8H", "7S", "6H", "9D"], ["9H"]), variant="scorpion")
    game.move(0, 1, 1)
    assert tokens(game)[:2] == [["3C"], ["9H", "8H", "7S", "6H", "9D"]]


@pytest.mark.parametrize("start", [0, 1])
def test_face_down_cards_cannot_move(position: Position, start: int) -> None:
    columns = [["#KC", "#9H", "JD"], ["10H"], [], ["QC"], ["AS"], ["AH"], ["AD"]]
    game = position(columns, variant="scorpion")
    for dst in (1, 2, 3):  # onto a card that would take it, into an empty column, elsewhere
        error = refused(game, 0, start, dst)
        assert error.rule_id == "face-down"
        assert error.details == {"column": 0, "start": start}


def test_the_group_is_placed_by_its_first_card(position: Position) -> None:
    game = position(UNORDERED, variant="scorpion")
    assert refused(game, 0, 3, 5).rule_id == "target-not-one-higher"  # 2♣ K♦ onto Q♣
    assert game.can_move(0, 4, 5) is False  # K♦ alone onto Q♣: not one higher
    error = refused(game, 0, 2, 2)  # 9♥ 2♣ K♦ onto 10♠
    assert error.rule_id == "target-wrong-suit"
    assert error.details == {"target": "10S", "card": "9H"}


# --- the empty column: kings only ----------------------------------------------------


@pytest.mark.parametrize(("src", "start", "card"), [(5, 0, "QC"), (0, 2, "9H"), (0, 3, "2C"),
                                                    (6, 0, "AD"), (4, 1, "QS")])
def test_only_a_king_fills_an_empty_column(
    position: Position, src: int, start: int, card: str
) -> None:
    game = position(UNORDERED, variant="scorpion")
    error = refused(game, src, start, 3)
    assert error.rule_id == "empty-needs-king"
    assert error.details == {"card": card}
    assert "king" in error.message


def test_a_king_alone_fills_an_empty_column(position: Position) -> None:
    game = position(UNORDERED, variant="scorpion")
    game.move(0, 4, 3)  # K♦ from the top of column 1
    assert tokens(game)[0] == ["#4D", "#JC", "9H", "2C"]
    assert tokens(game)[3] == ["KD"]


def test_a_group_headed_by_a_king_fills_an_empty_column(position: Position) -> None:
    game = position(pad(["#5H", "KC", "3D", "QH"], []), variant="scorpion")
    assert game.can_move(0, 1, 1)
    assert game.best_target(0, 1) == 1  # leaving the face-down card behind is worth it
    outcome = game.move(0, 1, 1)
    assert tokens(game)[:2] == [["5H"], ["KC", "3D", "QH"]]
    assert outcome.flipped == ((0, Card.parse("5H")),)


def test_a_whole_king_column_may_move_but_is_never_sent_into_an_empty_one(
    position: Position,
) -> None:
    game = position(UNORDERED, variant="scorpion")
    assert game.can_move(4, 0, 3)  # K♠ Q♠, the whole column: legal but pointless
    assert game.best_target(4, 0) is None
    assert game.no_target_refusal(4, 0).rule_id == "no-target"
    game.move(4, 0, 3)
    assert tokens(game)[3:5] == [["KS", "QS"], []]


# --- where double click sends cards ---------------------------------------------------


def test_best_target_goes_only_to_the_same_suit(position: Position) -> None:
    columns = [["#4D", "9H", "2C"], ["10S"], ["10D"], ["10H"], ["KC"], [], ["AS"]]
    game = position(columns, variant="scorpion")
    assert game.best_target(0, 1) == 3  # 9♥ with 2♣ on it, onto 10♥ though it is rightmost
    assert game.best_target(0, 2) is None  # 2♣: no 3♣ showing, and not a king
    assert game.no_target_refusal(0, 2).rule_id == "no-target"
    assert game.best_target(4, 0) is None  # the whole K♣ column


def test_best_target_is_none_when_only_another_suit_is_one_higher(
    position: Position,
) -> None:
    game = position(pad(["#4D", "9H"], ["10S"], ["10C"]), variant="scorpion")
    assert game.best_target(0, 1) is None


def test_best_target_is_always_legal(position: Position) -> None:
    game = position(UNORDERED, variant="scorpion")
    found = []
    for src, column in enumerate(game.columns):
        for start in range(len(column)):
            dst = game.best_target(src, start)
            if dst is not None:
                assert game.can_move(src, start, dst)
                found.append((src, start, dst))
    assert found == [(0, 2, 1), (0, 4, 3)]


# --- legal moves -----------------------------------------------------------------------


def test_legal_moves_are_exactly_the_moves_can_move_accepts(position: Position) -> None:
    game = position(UNORDERED, variant="scorpion")
    moves = game.legal_moves()
    assert moves == brute_force(game)
    assert Move(0, 2, 1) in moves  # an unordered group onto its suit
    assert Move(0, 4, 3) in moves  # a king into the space
    assert Move(4, 0, 3) in moves  # a whole king column, legal though pointless
    assert Move(5, 0, 3) not in moves  # Q♣ into the space
    assert Move(0, 2, 2) not in moves  # 9♥ onto 10♠


@pytest.mark.parametrize("deal", [0, 1, 2, 99])
def test_legal_moves_on_real_deals(deal: int) -> None:
    game = new_game(variant="scorpion", suits=4, deal=deal)
    assert game.legal_moves() == brute_force(game)
    game.deal()
    assert game.legal_moves() == brute_force(game)


# --- the reserve ------------------------------------------------------------------------


@pytest.mark.parametrize("empty", [[], [0], [3], [6], [0, 4, 5]])
def test_the_reserve_deals_onto_columns_1_to_3_even_with_an_empty_column(
    position: Position, empty: list[int]
) -> None:
    reserve = ["3S", "4H", "5D"]
    columns = [["#JD", "9C"], ["10H"], ["QD"], ["JS"], ["6C"], ["7C"], ["8C"]]
    columns = [[] if n in empty else column for n, column in enumerate(columns)]
    game = position(columns, variant="scorpion", stock=reserve)
    assert (game.stock, game.deals_left) == (3, 1)
    assert game.refusal(DEAL) is None
    outcome = game.deal()
    assert outcome.dealt == tuple((n, Card.parse(t)) for n, t in enumerate(reserve))
    assert tokens(game) == [[*column, reserve[n]] if n < 3 else column
                            for n, column in enumerate(columns)]
    assert (game.stock, game.deals_left) == (0, 0)
    assert (game.score, game.moves) == (499, 1)
    assert outcome.flipped == () and outcome.removed == ()


def test_after_the_one_deal_the_stock_is_empty(position: Position) -> None:
    game = position(pad(["9C"], reserve=["3S", "4H", "5D"]), variant="scorpion",
                    stock=["3S", "4H", "5D"])
    game.deal()
    error = refused_deal(game)
    assert error.rule_id == "stock-empty"
    assert error.details == {}


def test_a_new_deal_deals_its_reserve_once() -> None:
    game = new_game(variant="scorpion", suits=4, deal=42)
    before = tokens(game)
    coming = [card.flipped(True) for card in game.stock_cards]
    outcome = game.deal()
    assert outcome.dealt == tuple(zip((0, 1, 2), coming, strict=True))
    after = tokens(game)
    assert after[:3] == [before[n] + [coming[n].token] for n in range(3)]
    assert after[3:] == before[3:]
    assert refused_deal(game).rule_id == "stock-empty"


def test_the_deal_can_complete_a_sequence(position: Position) -> None:
    reserve = ["5C", "QD", "AS"]
    columns = pad(["JD"], ["KD"], ["#9H", *run("S", "K", "2")], reserve=reserve)
    game = position(columns, variant="scorpion", stock=reserve)
    outcome = game.deal()
    assert outcome.removed == ((2, Suit.SPADES),)
    assert outcome.flipped == ((2, Card.parse("9H")),)
    assert tokens(game)[:3] == [["JD", "5C"], ["KD", "QD"], ["9H"]]
    assert (game.score, game.moves, game.removed) == (500 - 1 + 100, 1, 1)


# --- removal, winning and scoring -----------------------------------------------------


def test_a_sequence_completed_by_a_move_is_removed(position: Position) -> None:
    game = position(pad(["#4D", *run("H", "K", "2")], ["#9C", "AH"]), variant="scorpion")
    outcome = game.move(1, 1, 0)
    assert outcome.removed == ((0, Suit.HEARTS),)
    assert outcome.flipped == ((1, Card.parse("9C")), (0, Card.parse("4D")))
    assert tokens(game)[:2] == [["4D"], ["9C"]]
    assert (game.removed, game.removed_suits) == (1, (Suit.HEARTS,))
    assert (game.score, game.moves) == (599, 1)


def test_a_group_move_with_cards_on_the_ace_completes_nothing(position: Position) -> None:
    game = position(pad(run("H", "K", "2"), ["#9C", "AH", "5S"], ["6S"]), variant="scorpion")
    outcome = game.move(1, 1, 0)  # A♥ carries the 5♠ along: K…A is not at the end
    assert outcome.removed == ()
    assert tokens(game)[0] == [*run("H"), "5S"]
    assert game.removed == 0


def test_a_sequence_uncovered_by_moving_cards_off_it_is_removed(position: Position) -> None:
    game = position(pad(run("H", "K", "2"), ["#9C", "AH", "5S"], ["6S"]), variant="scorpion")
    game.move(1, 1, 0)
    outcome = game.move(0, 13, 2)  # the 5♠ goes home: column 1 now ends K♥…A♥
    assert tokens(game)[2] == ["6S", "5S"]
    assert outcome.removed == ((0, Suit.HEARTS),)
    assert game.removed == 1 and tokens(game)[0] == []


def test_a_group_move_can_complete_a_sequence(position: Position) -> None:
    game = position(pad(run("C", "K", "4"), ["#QH", *run("C", "3")]), variant="scorpion")
    outcome = game.move(1, 1, 0)
    assert outcome.removed == ((0, Suit.CLUBS),)
    assert tokens(game)[:2] == [[], ["QH"]]


def test_a_mixed_king_to_ace_column_is_not_removed(position: Position) -> None:
    column = [t if t != "7S" else "7H" for t in run("S", "K", "2")]
    game = position(pad(column, ["3D", "AS"]), variant="scorpion")
    outcome = game.move(1, 1, 0)
    assert outcome.removed == ()
    assert len(game.columns[0]) == 13


@pytest.mark.parametrize("suits", [1, 4])
def test_the_game_is_won_when_the_fourth_sequence_is_removed(
    position: Position, suits: int
) -> None:
    suit = "S" if suits == 1 else "D"
    done = ["S", "S", "S"] if suits == 1 else ["S", "H", "C"]
    columns = [run(suit, "K", "2"), [], [], [], [], [], [f"A{suit}"]]
    game = position(columns, variant="scorpion", suits=suits, removed=done)
    assert not game.won
    outcome = game.move(6, 0, 0)
    assert outcome.removed == ((0, Suit(suit)),)
    assert game.won and game.removed == 4
    assert game.score == 599


def test_there_is_no_lower_bound_on_the_score(position: Position) -> None:
    game = position(pad(["9C"], ["10C"], ["#5H", "8C"]), variant="scorpion", score=0)
    game.move(0, 0, 1)
    assert game.score == -1
    game.move(2, 1, 1)
    assert (game.score, game.moves) == (-2, 2)
    assert tokens(game)[1:3] == [["10C", "9C", "8C"], ["5H"]]


def test_a_completing_move_from_below_zero(position: Position) -> None:
    game = position(pad(run("S", "K", "2"), ["AS"]), variant="scorpion", score=-30)
    game.move(1, 0, 0)
    assert game.score == 69


# --- undo ---------------------------------------------------------------------------


def test_undo_restores_an_unordered_group_move_and_its_flip(position: Position) -> None:
    game = position(UNORDERED, variant="scorpion", score=200, moves=9)
    before = game.snapshot()
    game.move(0, 2, 1)
    assert game.columns[0][-1].face_up
    assert game.undo() == Move(0, 2, 1)
    assert game.snapshot() == before
    assert tokens(game)[0] == ["#4D", "#JC", "9H", "2C", "KD"]
    assert (game.score, game.moves) == (200, 9)
    game.redo()
    assert tokens(game)[1] == ["10H", "9H", "2C", "KD"]


def test_undo_brings_back_a_removed_sequence(position: Position) -> None:
    game = position(pad(["#4D", *run("H", "K", "2")], ["AH"]), variant="scorpion")
    before = game.snapshot()
    game.move(1, 0, 0)
    assert game.removed == 1
    game.undo()
    assert game.snapshot() == before
    assert (game.removed, game.score, game.moves) == (0, 500, 0)


def test_undo_of_the_deal_gives_the_reserve_back() -> None:
    game = new_game("SC1-S4-AAAAAAD")
    before = game.snapshot()
    first = game.deal()
    assert game.undo() == DEAL
    assert game.snapshot() == before
    assert (game.stock, game.deals_left) == (3, 1)
    assert game.deal() == first  # the same three cards come out again
