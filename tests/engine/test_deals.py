"""Dealing from the stock (SPEC §1 "Dealing", §2 deal plan, scoring of a deal)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from game_helpers import refused_deal, tokens

from spider_qt.engine import Card, Game, new_game

Position = Callable[..., Game]

#: Ten columns, none empty, with face-down cards under some tops.
FULL = [["#5C", "#6C", "9S"], ["10H"], ["#KD", "2D"], ["JS"], ["QH"],
        ["4C"], ["#7D", "7S"], ["8H"], ["3D"], ["KC"]]
#: Twenty stock cards, next dealt first.
STOCK = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S",
         "AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H"]

#: Ten stock cards for Spiderette (one deck) under ``FULL[:7]``: deals of 7, then 3.
SPIDERETTE_STOCK = [*STOCK[10:19], "AC"]






def test_a_deal_puts_one_face_up_card_on_each_column_first_to_last(position: Position) -> None:
    game = position(FULL, stock=STOCK)
    assert (game.stock, game.deals_left) == (20, 2)
    outcome = game.deal()
    assert outcome.dealt == tuple((n, Card.parse(t)) for n, t in enumerate(STOCK[:10]))
    assert tokens(game) == [[*column, card] for column, card in zip(FULL, STOCK, strict=False)]
    assert (game.stock, game.deals_left) == (10, 1)
    assert [card.token for card in game.stock_cards] == ["#" + t for t in STOCK[10:]]
    assert outcome.flipped == () and outcome.removed == ()


def test_the_last_deal_empties_the_stock(position: Position) -> None:
    game = position(FULL, stock=STOCK)
    game.deal()
    game.deal()
    assert [column[-1].token for column in game.columns] == STOCK[10:]
    assert [column[-2].token for column in game.columns] == STOCK[:10]
    assert (game.stock, game.deals_left) == (0, 0)
    error = refused_deal(game)
    assert error.rule_id == "stock-empty"
    assert error.details == {}


@pytest.mark.parametrize("empty", [[0], [4], [9], [2, 7]])
def test_dealing_is_refused_while_a_column_is_empty(position: Position, empty: list[int]) -> None:
    columns = [[] if n in empty else column for n, column in enumerate(FULL)]
    assert sum(map(len, columns)) >= 10  # enough cards on the table to fill every column
    game = position(columns, stock=STOCK[:10])
    error = refused_deal(game)
    assert error.rule_id == "deal-empty-column"
    assert error.details == {"columns": empty}
    assert error.message.endswith(
        f"(empty: column {', '.join(str(n + 1) for n in empty)}).")


def test_ten_cards_on_the_table_can_fill_ten_columns(position: Position) -> None:
    # Just enough cards to fill every column: the refusal asks to fill them first.
    columns = [["#KD", "#3C", "#4C", "#5C", "#6C", "#7C", "#8C", "#9C", "#10C", "2S"]] + [[]] * 9
    game = position(columns, stock=STOCK[:10])
    assert refused_deal(game).rule_id == "deal-empty-column"


@pytest.mark.parametrize("on_table", [0, 1, 9])
def test_dealing_says_when_the_table_cannot_fill_the_columns(
    position: Position, on_table: int
) -> None:
    cards = ["KD", "QD", "JD", "10D", "9D", "8D", "7D", "6D", "5D"][:on_table]
    columns = [cards] + [[]] * 9
    game = position(columns, stock=STOCK[:10])
    error = refused_deal(game)
    assert error.rule_id == "deal-cannot-fill"
    assert error.details == {
        "columns": list(range(1 if cards else 0, 10)), "on_table": on_table, "count": 10,
    }


def test_spiderette_refuses_its_last_deal_while_a_later_column_is_empty(
    position: Position,
) -> None:
    # The last deal only reaches columns 1-3, yet an empty column 7 still blocks it.
    columns = [["9S"], ["10H"], ["JD"], ["QC"], ["KS"], ["#2C", "8D"], []]
    game = position(columns, variant="spiderette", stock=["AS", "AH", "AD"])
    error = refused_deal(game)
    assert error.rule_id == "deal-empty-column"
    assert error.details == {"columns": [6]}


@pytest.mark.parametrize(
    ("variant", "plan"),
    [
        ("spiderette", [list(range(7))] * 3 + [[0, 1, 2]]),
        ("spider", [list(range(10))] * 5),
    ],
)
def test_a_new_game_deals_its_whole_plan(variant: str, plan: list[list[int]]) -> None:
    game = new_game(variant=variant, suits=4, deal=5)
    stock = sum(len(row) for row in plan)
    assert (game.stock, game.deals_left) == (stock, len(plan))
    for n, row in enumerate(plan, 1):
        before = tokens(game)
        coming = [card.flipped(True) for card in game.stock_cards[: len(row)]]
        outcome = game.deal()
        stock -= len(row)
        assert outcome.dealt == tuple(zip(row, coming, strict=True))
        after = tokens(game)
        for column in range(len(before)):
            added = [coming[row.index(column)].token] if column in row else []
            assert after[column] == before[column] + added
        assert (game.stock, game.deals_left, game.moves) == (stock, len(plan) - n, n)
    assert game.stock == 0
    assert refused_deal(game).rule_id == "stock-empty"


def test_spiderette_stock_counts_down_24_17_10_3_0() -> None:
    game = new_game(variant="spiderette", suits=4, deal=5)
    seen = [(game.stock, game.deals_left)]
    while game.stock:
        game.deal()
        seen.append((game.stock, game.deals_left))
    assert seen == [(24, 4), (17, 3), (10, 2), (3, 1), (0, 0)]
    assert [len(column) for column in game.columns] == [5, 6, 7, 7, 8, 9, 10]


@pytest.mark.parametrize("stock", [3, 10, 17, 24])
def test_spiderette_deals_left_follow_the_stock(position: Position, stock: int) -> None:
    cards = [f"{rank}{suit}" for suit in "SHDC" for rank in ("2", "3", "4", "5", "6", "7")]
    game = position([["KS"], ["KH"], ["KD"], ["KC"], ["QS"], ["QH"], ["QD"]],
                    variant="spiderette", stock=cards[:stock])
    assert game.deals_left == {3: 1, 10: 2, 17: 3, 24: 4}[stock]
    outcome = game.deal()
    assert [column for column, _ in outcome.dealt] == (
        [0, 1, 2] if stock == 3 else list(range(7)))


@pytest.mark.parametrize(
    ("variant", "width", "stock"), [("spider", 10, STOCK[10:]), ("spiderette", 7, SPIDERETTE_STOCK)]
)
def test_a_deal_costs_a_point_and_counts_as_a_move(
    position: Position, variant: str, width: int, stock: list[str]
) -> None:
    game = position(FULL[:width], variant=variant, stock=stock, score=250, moves=12)
    game.deal()
    assert (game.score, game.moves) == (249, 13)


def test_a_deal_at_zero_leaves_spider_at_zero(position: Position) -> None:
    game = position(FULL, stock=STOCK[10:], score=0)
    game.deal()
    assert (game.score, game.moves) == (0, 1)


def test_a_deal_at_zero_takes_spiderette_below_zero(position: Position) -> None:
    game = position(FULL[:7], variant="spiderette", stock=SPIDERETTE_STOCK, score=0)
    game.deal()
    assert (game.score, game.moves) == (-1, 1)
