"""Golden deals: the exact starting layout of fixed game codes.

A game code must give the same deal on every machine, Python version and release
(SPEC §3). These literals were produced once by the engine and checked by hand
(table and stock sizes, face-down counts, suits). If any of them changes, EVERY
deal has changed: players' codes would open different games. That is only
allowed together with a new code format version (``SP2-…``), never as a fix to
make this test pass.
"""

from __future__ import annotations

from collections import Counter

from spider_qt.engine import new_game

SP1_S2C_AAAAAAD: dict[str, object] = {
    "format": 1,
    "variant": "spider",
    "suits": 2,
    "rule": "classic",
    "code": "SP1-S2C-AAAAAAD",
    "columns": [
        ["#8H", "#QS", "#4S", "#JS", "#7S", "10H"],
        ["#4S", "#AS", "#JS", "#9H", "#AH", "3S"],
        ["#AS", "#5S", "#10H", "#4H", "#3H", "7S"],
        ["#8S", "#8S", "#10H", "#5S", "#6H", "QS"],
        ["#2S", "#3H", "#8S", "#QH", "QS"],
        ["#KS", "#AH", "#3S", "#6S", "KS"],
        ["#5H", "#5S", "#2S", "#5H", "KS"],
        ["#9H", "#KH", "#9S", "#6H", "7H"],
        ["#9S", "#AH", "#4H", "#3S", "8H"],
        ["#5S", "#2S", "#6S", "#QS", "9H"],
    ],
    "stock": [
        "#2H", "#8S", "#3H", "#4S", "#6S", "#3S", "#AH", "#JS", "#KH", "#10S",
        "#6S", "#6H", "#4H", "#8H", "#2H", "#AS", "#10S", "#5H", "#7H", "#KH",
        "#JH", "#QH", "#JH", "#6H", "#3H", "#4H", "#7H", "#7S", "#KH", "#2S",
        "#8H", "#9H", "#QH", "#JH", "#7S", "#10S", "#4S", "#JS", "#QH", "#9S",
        "#9S", "#AS", "#10S", "#2H", "#7H", "#2H", "#KS", "#JH", "#5H", "#10H",
    ],
    "removed": [],
    "score": 500,
    "moves": 0,
}

SD1_S4_AAAAABD: dict[str, object] = {
    "format": 1,
    "variant": "spiderette",
    "suits": 4,
    "rule": "classic",
    "code": "SD1-S4-AAAAABD",
    "columns": [
        ["5D"],
        ["#6D", "AS"],
        ["#8S", "#AH", "JH"],
        ["#9C", "#3H", "#10C", "9H"],
        ["#5H", "#2D", "#3D", "#6C", "AD"],
        ["#2C", "#7H", "#3C", "#9D", "#3S", "4H"],
        ["#7C", "#AC", "#2H", "#KD", "#5C", "#10D", "QD"],
    ],
    "stock": [
        "#8C", "#9S", "#4C", "#2S", "#7S", "#KS", "#4S", "#KC", "#5S", "#JC",
        "#QS", "#QC", "#10H", "#6H", "#8D", "#QH", "#8H", "#7D", "#4D", "#KH",
        "#10S", "#6S", "#JS", "#JD",
    ],
    "removed": [],
    "score": 500,
    "moves": 0,
}

SP1_S1C_AAAAAAD_DESCRIPTION = (
    "Stock: 50 cards, 5 deals left; no sequence removed. "
    "Column 1: 5 face down, then 10 of spades; "
    "column 2: 5 face down, then 3 of spades; "
    "column 3: 5 face down, then 7 of spades; "
    "column 4: 5 face down, then queen of spades; "
    "column 5: 4 face down, then queen of spades; "
    "column 6: 4 face down, then king of spades; "
    "column 7: 4 face down, then king of spades; "
    "column 8: 4 face down, then 7 of spades; "
    "column 9: 4 face down, then 8 of spades; "
    "column 10: 4 face down, then 9 of spades."
)


def _tokens(data: dict[str, object], key: str) -> list[str]:
    value = data[key]
    assert isinstance(value, list)
    return value


def test_spider_two_suits_golden_layout() -> None:
    data = new_game("SP1-S2C-AAAAAAD").to_dict()
    assert data["columns"] == SP1_S2C_AAAAAAD["columns"]
    assert data["stock"] == SP1_S2C_AAAAAAD["stock"]
    assert data == SP1_S2C_AAAAAAD


def test_spiderette_four_suits_golden_layout() -> None:
    data = new_game("SD1-S4-AAAAABD").to_dict()
    assert data["columns"] == SD1_S4_AAAAABD["columns"]
    assert data["stock"] == SD1_S4_AAAAABD["stock"]
    assert data == SD1_S4_AAAAABD


def test_spider_one_suit_golden_description() -> None:
    assert new_game("SP1-S1C-AAAAAAD").describe() == SP1_S1C_AAAAAAD_DESCRIPTION


def test_golden_data_is_plausible() -> None:
    """The literals themselves describe legal starting deals (a check on the check)."""
    spider_columns = _tokens(SP1_S2C_AAAAAAD, "columns")
    assert [len(c) for c in spider_columns] == [6] * 4 + [5] * 6
    assert sum(t.startswith("#") for c in spider_columns for t in c) == 44
    assert all(not c[-1].startswith("#") for c in spider_columns)
    spider_stock = _tokens(SP1_S2C_AAAAAAD, "stock")
    assert len(spider_stock) == 50
    spider_all = [t for c in spider_columns for t in c] + spider_stock
    spider_cards = Counter(t.lstrip("#") for t in spider_all)
    assert {t[-1] for t in spider_cards} == {"S", "H"}
    assert len(spider_cards) == 26 and set(spider_cards.values()) == {4}

    ette_columns = _tokens(SD1_S4_AAAAABD, "columns")
    assert [len(c) for c in ette_columns] == [1, 2, 3, 4, 5, 6, 7]
    assert sum(t.startswith("#") for c in ette_columns for t in c) == 21
    ette_stock = _tokens(SD1_S4_AAAAABD, "stock")
    assert len(ette_stock) == 24
    ette_all = [t for c in ette_columns for t in c] + ette_stock
    ette_cards = Counter(t.lstrip("#") for t in ette_all)
    assert {t[-1] for t in ette_cards} == {"S", "H", "D", "C"}
    assert len(ette_cards) == 52 and set(ette_cards.values()) == {1}


def test_one_suit_deal_has_the_same_ranks_as_two_suits() -> None:
    """With the same shuffle number, only the suits differ between suit counts.

    The deck is built rank by rank in suit order and shuffled by position, so the
    ranks of SP1-S1C-AAAAAAD match those of SP1-S2C-AAAAAAD card for card.
    """
    one = new_game("SP1-S1C-AAAAAAD").to_dict()
    two = SP1_S2C_AAAAAAD

    def ranks(data: dict[str, object]) -> list[str]:
        cards = [t for c in _tokens(data, "columns") for t in c] + _tokens(data, "stock")
        return [t.lstrip("#")[:-1] for t in cards]

    assert ranks(one) == ranks(two)
    assert {t[-1] for c in _tokens(one, "columns") for t in c} == {"S"}


def test_rule_does_not_change_the_deal() -> None:
    classic = new_game("SP1-S2C-AAAAAAD").to_dict()
    relaxed = new_game("SP1-S2R-AAAAAAD").to_dict()
    assert relaxed["columns"] == classic["columns"]
    assert relaxed["stock"] == classic["stock"]
    assert relaxed["rule"] == "relaxed"


def test_first_deal_of_golden_game() -> None:
    """The stock deals from its front, one card per column, first to last."""
    game = new_game("SP1-S2C-AAAAAAD")
    game.deal()
    data = game.to_dict()
    first_row = [t.lstrip("#") for t in _tokens(SP1_S2C_AAAAAAD, "stock")[:10]]
    assert [c[-1] for c in _tokens(data, "columns")] == first_row
    assert _tokens(data, "stock") == _tokens(SP1_S2C_AAAAAAD, "stock")[10:]
    assert (game.stock, game.deals_left, game.moves, game.score) == (40, 4, 1, 499)
