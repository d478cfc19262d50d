"""Cards: the token round trip, names, and the composition of a game's deck (SPEC §1, §2)."""

from __future__ import annotations

from collections import Counter

import pytest

from spider_qt.engine import Card
from spider_qt.engine.cards import deck

RANK_TOKENS: dict[int, str] = {
    1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
    11: "J", 12: "Q", 13: "K",
}
SUIT_LETTERS: tuple[str, ...] = ("S", "H", "D", "C")
ALL_TOKENS: list[tuple[int, str, str]] = [
    (rank, suit, token + suit) for rank, token in RANK_TOKENS.items() for suit in SUIT_LETTERS
]


@pytest.mark.parametrize(("rank", "suit", "token"), ALL_TOKENS)
def test_face_up_token_round_trip(rank: int, suit: str, token: str) -> None:
    card = Card.parse(token)
    assert card.rank == rank
    assert card.suit == suit
    assert card.face_up is True
    assert card.token == token
    assert Card.parse(card.token) == card


@pytest.mark.parametrize(("rank", "suit", "token"), ALL_TOKENS)
def test_face_down_token_round_trip(rank: int, suit: str, token: str) -> None:
    card = Card.parse("#" + token)
    assert (card.rank, card.suit, card.face_up) == (rank, suit, False)
    assert card.token == "#" + token
    assert Card.parse(card.token) == card
    # Face-down and face-up versions are different values with the same face.
    assert card != Card.parse(token)
    assert card.name == Card.parse(token).name


def test_52_distinct_tokens() -> None:
    tokens = {Card.parse(token).token for _, _, token in ALL_TOKENS}
    assert len(tokens) == 52


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("qs", "QS"),
        ("Qs", "QS"),
        ("qS", "QS"),
        ("10h", "10H"),
        ("#ad", "#AD"),
        ("#Jc", "#JC"),
        ("kH", "KH"),
    ],
)
def test_parse_is_case_insensitive(text: str, expected: str) -> None:
    assert Card.parse(text).token == expected


def test_suit_compares_equal_to_its_letter() -> None:
    card = Card.parse("QS")
    assert card.suit == "S"
    assert card.suit != "H"
    assert Card.parse("7H").suit == "H"
    assert Card.parse("#7D").suit == "D"
    assert Card.parse("7c").suit == "C"


@pytest.mark.parametrize(
    ("token", "name"),
    [
        ("QS", "queen of spades"),
        ("AH", "ace of hearts"),
        ("10C", "10 of clubs"),
        ("KD", "king of diamonds"),
        ("JS", "jack of spades"),
        ("2H", "2 of hearts"),
        ("#QS", "queen of spades"),  # the face, even when turned down
    ],
)
def test_card_name(token: str, name: str) -> None:
    assert Card.parse(token).name == name


@pytest.mark.parametrize(
    "token",
    [
        "", "   ", "#", "Q", "S", "10", "1S", "0S", "11S", "14H", "TS", "ZS", "QX", "QSS",
        "Q S", "Q#S", "QS#", "#QX", "AA", "--", "1O S",
    ],
)
def test_bad_tokens_raise_value_error(token: str) -> None:
    with pytest.raises(ValueError, match="is not a card"):
        Card.parse(token)


def test_doubled_face_down_mark_is_rejected() -> None:
    """Only one leading '#' marks a face-down card; '##QS' is not a token."""
    with pytest.raises(ValueError, match="is not a card"):
        Card.parse("##QS")


@pytest.mark.parametrize("token", ["Q\u017f", "\u017fS", "A\u0405"])
def test_non_ascii_lookalikes_are_rejected(token: str) -> None:
    """Tokens are ASCII: 'ſ' (long s) upper-cases to 'S' but is not a suit letter."""
    with pytest.raises(ValueError, match="is not a card"):
        Card.parse(token)


@pytest.mark.parametrize("token", [None, 12, b"QS", ["QS"]])
def test_non_string_tokens_raise_value_error(token: object) -> None:
    with pytest.raises(ValueError, match="must be a string"):
        Card.parse(token)  # type: ignore[arg-type]


def test_rank_out_of_range_raises() -> None:
    with pytest.raises(ValueError, match="rank"):
        Card(0, "S")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="rank"):
        Card(14, "S")  # type: ignore[arg-type]


def test_card_is_immutable() -> None:
    card = Card.parse("QS")
    with pytest.raises(AttributeError, match=r"^cannot assign to field 'rank'$"):
        card.rank = 3  # type: ignore[misc]


def test_flipped_turns_over_without_changing_the_face() -> None:
    down = Card.parse("#9H")
    up = down.flipped(True)
    assert up.token == "9H"
    assert down.token == "#9H"  # the original is unchanged
    assert up.flipped(False) == down
    assert up.flipped(True) is up


def _composition(decks: int, suits: int) -> Counter[tuple[int, str]]:
    return Counter((card.rank, str(card.suit)) for card in deck(decks, suits))


def _expected(copies: dict[str, int]) -> Counter[tuple[int, str]]:
    return Counter(
        {(rank, suit): count for suit, count in copies.items() for rank in range(1, 14)}
    )


@pytest.mark.parametrize(
    ("decks", "suits", "copies"),
    [
        # Spider (SPEC §1)
        (2, 1, {"S": 8}),
        (2, 2, {"S": 4, "H": 4}),
        (2, 4, {"S": 2, "H": 2, "D": 2, "C": 2}),
        # Spiderette (SPEC §2)
        (1, 1, {"S": 4}),
        (1, 2, {"S": 2, "H": 2}),
        (1, 4, {"S": 1, "H": 1, "D": 1, "C": 1}),
    ],
)
def test_deck_composition(decks: int, suits: int, copies: dict[str, int]) -> None:
    cards = deck(decks, suits)
    assert len(cards) == 52 * decks
    assert _composition(decks, suits) == _expected(copies)


@pytest.mark.parametrize("decks", [1, 2, 3])
@pytest.mark.parametrize("suits", [1, 2, 4])
def test_deck_size_never_depends_on_suits(decks: int, suits: int) -> None:
    assert len(deck(decks, suits)) == 52 * decks


def test_deck_returns_a_fresh_list() -> None:
    first = deck(2, 4)
    first.pop()
    assert len(deck(2, 4)) == 104


@pytest.mark.parametrize("suits", [0, 3, 5, -1])
def test_deck_rejects_other_suit_counts(suits: int) -> None:
    with pytest.raises(ValueError, match="1, 2 or 4 suits"):
        deck(2, suits)
