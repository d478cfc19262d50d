"""The board in words (SPEC §4 "Text description of the board")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import pytest

from spider_qt.engine import Catalog, Game, VariantSpec, new_game

Position = Callable[..., Game]

RANK_TOKENS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
RANK_NAMES = ["ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"]
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}

#: Spiderette's layout with its last two deals split (2 cards, then 1): stock 1 is possible.
ONE_CARD_DEALS = VariantSpec(
    key="one_card_deals", name="One-card deals", letters="OC", decks=1,
    layout=tuple((n, 1) for n in range(7)),
    deals=(tuple(range(7)),) * 3 + ((0, 1), (2,)),
)


def spare(count: int, columns: Sequence[Sequence[str]], copies: int = 2) -> list[str]:
    """``count`` stock cards that, with the columns, stay within ``copies`` of each card."""
    used = Counter(token.lstrip("#") for column in columns for token in column)
    cards = [rank + suit for suit in "SHDC" for rank in RANK_TOKENS
             for _ in range(copies - used[rank + suit])]
    assert len(cards) >= count
    return cards[:count]


def card_name(card_token: str) -> str:
    rank, suit = card_token.lstrip("#")[:-1], card_token[-1]
    return f"{RANK_NAMES[RANK_TOKENS.index(rank)]} of {SUIT_NAMES[suit]}"


def test_the_spec_example_format(position: Position) -> None:
    columns = [["#2C", "#3C", "#4C", "#5C", "#6C", "10S"], ["#7C", "QH", "JS", "10D"], [],
               ["AS"], ["KC", "QC"], ["#8D", "2H"], ["9D"], ["#4H", "#5H", "6S"], ["JD"], []]
    game = position(columns, stock=spare(50, columns))
    assert game.describe() == (
        "Stock: 50 cards, 5 deals left; no sequence removed. "
        "Column 1: 5 face down, then 10 of spades; "
        "column 2: 1 face down, then queen of hearts, jack of spades, 10 of diamonds; "
        "column 3: empty; "
        "column 4: 0 face down, then ace of spades; "
        "column 5: 0 face down, then king of clubs, queen of clubs; "
        "column 6: 1 face down, then 2 of hearts; "
        "column 7: 0 face down, then 9 of diamonds; "
        "column 8: 2 face down, then 6 of spades; "
        "column 9: 0 face down, then jack of diamonds; "
        "column 10: empty."
    )


def test_an_empty_first_column_is_capitalised(position: Position) -> None:
    columns = [[], ["#KH", "9C"], ["QS"], [], ["#2D", "#3D", "4D", "3S"], ["7H"], []]
    game = position(columns, variant="spiderette", stock=spare(3, columns, copies=1))
    assert game.describe() == (
        "Stock: 3 cards, 1 deal left; no sequence removed. "
        "Column 1: empty; "
        "column 2: 1 face down, then 9 of clubs; "
        "column 3: 0 face down, then queen of spades; "
        "column 4: empty; "
        "column 5: 2 face down, then 4 of diamonds, 3 of spades; "
        "column 6: 0 face down, then 7 of hearts; "
        "column 7: empty."
    )


@pytest.mark.parametrize("suit", list(SUIT_NAMES))
@pytest.mark.parametrize("rank", RANK_TOKENS)
def test_every_card_is_named(position: Position, rank: str, suit: str) -> None:
    game = position([[rank + suit]] + [[]] * 9)
    name = f"{RANK_NAMES[RANK_TOKENS.index(rank)]} of {SUIT_NAMES[suit]}"
    assert game.describe() == (
        f"Stock: 0 cards, 0 deals left; no sequence removed. Column 1: 0 face down, then {name}; "
        + "; ".join(f"column {n}: empty" for n in range(2, 11)) + "."
    )


def test_face_down_cards_are_counted_not_named(position: Position) -> None:
    game = position([["#QH", "#JD", "5S"]] + [[]] * 9)
    text = game.describe()
    assert "Column 1: 2 face down, then 5 of spades;" in text
    assert "queen" not in text and "jack" not in text


@pytest.mark.parametrize(
    ("removed", "words"),
    [([], "no sequence removed"), (["H"], "1 sequence removed"),
     (["S", "H"], "2 sequences removed"), (["S", "S", "H", "H", "D", "D", "C"],
                                            "7 sequences removed")],
)
def test_removed_sequences_are_counted(position: Position, removed: list[str], words: str) -> None:
    game = position([["9C"]] + [[]] * 9, removed=removed)
    assert game.describe().startswith(f"Stock: 0 cards, 0 deals left; {words}. Column 1: ")


@pytest.mark.parametrize(
    ("stock", "words"),
    [(0, "0 cards, 0 deals left"), (1, "1 card, 1 deal left"), (3, "3 cards, 2 deals left"),
     (10, "10 cards, 3 deals left"), (24, "24 cards, 5 deals left")],
)
def test_stock_and_deals_use_singular_and_plural(stock: int, words: str) -> None:
    catalog = Catalog([ONE_CARD_DEALS])
    columns = [["KS"], ["KH"], ["KD"], ["KC"], ["QS"], ["QH"], ["QD"]]
    data = {"variant": "one_card_deals", "suits": 4, "rule": "classic", "columns": columns,
            "stock": spare(stock, columns, copies=1), "removed": [], "score": 500, "moves": 0}
    game = Game.from_dict(data, complete_deck=False, catalog=catalog)
    assert game.describe().startswith(f"Stock: {words}; no sequence removed. Column 1: ")


def expected_description(game: Game) -> str:
    """The description built from the game's cards with this file's own names."""
    parts = []
    for n, column in enumerate(game.columns, 1):
        label = "Column" if n == 1 else "column"
        if not column:
            parts.append(f"{label} {n}: empty")
            continue
        down = sum(not card.face_up for card in column)
        faces = ", ".join(card_name(card.token) for card in column if card.face_up)
        parts.append(f"{label} {n}: {down} face down, then {faces}")
    deals = "deal" if game.deals_left == 1 else "deals"
    removed = ("no sequence removed" if game.removed == 0 else
               f"{game.removed} sequence{'s' if game.removed > 1 else ''} removed")
    return (f"Stock: {game.stock} cards, {game.deals_left} {deals} left; {removed}. "
            + "; ".join(parts) + ".")


def test_a_new_spiderette_deal_reads_like_the_spec() -> None:
    game = new_game(variant="spiderette", suits=4, deal=5)
    text = game.describe()
    assert text.startswith("Stock: 24 cards, 4 deals left; no sequence removed. "
                           "Column 1: 0 face down, then ")
    for n in range(2, 8):
        assert f"; column {n}: {n - 1} face down, then " in text
    assert text == expected_description(game)


def test_a_new_spider_deal_reads_like_the_spec_and_follows_the_game() -> None:
    game = new_game(variant="spider", suits=4, deal=5)
    text = game.describe()
    assert text.startswith("Stock: 50 cards, 5 deals left; no sequence removed. "
                           "Column 1: 5 face down, then ")
    assert "; column 10: 4 face down, then " in text
    assert text == expected_description(game)
    game.deal()
    assert game.describe().startswith("Stock: 40 cards, 4 deals left; no sequence removed. ")
    assert game.describe() == expected_description(game)
