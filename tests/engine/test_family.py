"""The variant data is general enough for the rest of the Spider family.

Scorpion and Simple Simon (SPEC §6) are declared here only as data, exactly as a
plugin would, to show the engine needs no code for them.
"""

from __future__ import annotations

import pytest

from spider_qt.engine import Catalog, Game, Move, Scoring, VariantSpec, new_game

SCORPION = VariantSpec(
    key="scorpion", name="Scorpion", letters="SC", decks=1,
    layout=((3, 4),) * 4 + ((0, 7),) * 3, deals=((0, 1, 2),), suit_options=(4,),
    group="any-face-up", build="same-suit", empty="king", deal_needs_full_columns=False,
    scoring=Scoring(floor=None),
)
SIMPLE_SIMON = VariantSpec(
    key="simple_simon", name="Simple Simon", letters="SS", decks=1,
    layout=tuple((0, n) for n in (8, 8, 8, 7, 6, 5, 4, 3, 2, 1)), deals=(), suit_options=(4,),
)


@pytest.fixture
def family() -> Catalog:
    return Catalog([SCORPION, SIMPLE_SIMON])


def build(catalog: Catalog, variant: str, columns: list[list[str]], stock: list[str]) -> Game:
    data = {"variant": variant, "suits": 4, "rule": "classic", "columns": columns,
            "stock": stock, "removed": [], "score": 500, "moves": 0}
    return Game.from_dict(data, complete_deck=False, catalog=catalog)


def test_new_deals_follow_the_declared_layouts(family: Catalog) -> None:
    scorpion = new_game(variant="scorpion", suits=4, deal=11, catalog=family)
    assert [sum(not c.face_up for c in col) for col in scorpion.columns] == [3] * 4 + [0] * 3
    assert [len(col) for col in scorpion.columns] == [7] * 7 and scorpion.stock == 3
    simon = new_game(variant="simple_simon", deal=11, catalog=family)
    assert [len(col) for col in simon.columns] == [8, 8, 8, 7, 6, 5, 4, 3, 2, 1]
    assert all(card.face_up for col in simon.columns for card in col)
    assert simon.stock == 0 and simon.deals_left == 0


def test_scorpion_moves_any_face_up_card_with_those_above_it_onto_its_suit(
    family: Catalog,
) -> None:
    game = build(family, "scorpion",
                 [["9H", "2C", "KD"], ["10H"], ["10S"], [], ["KS"], ["QC"], ["AD"]],
                 ["3S", "4S", "5S"])
    assert game.can_move(0, 0, 1)  # 9♥ (with 2♣ and K♦ above it) onto 10♥
    refusal = game.refusal(Move(0, 0, 2))
    assert refusal is not None and refusal.rule_id == "target-wrong-suit"
    refusal = game.refusal(Move(5, 0, 3))
    assert refusal is not None and refusal.rule_id == "empty-needs-king"
    assert game.can_move(4, 0, 3)  # a lone king may fill the space, but it is pointless:
    assert game.best_target(4, 0) is None
    game.deal()  # Scorpion deals its reserve even with an empty column
    assert [col[-1].token for col in game.columns[:3]] == ["3S", "4S", "5S"]


def test_simple_simon_moves_suit_runs_onto_any_suit(family: Catalog) -> None:
    game = build(family, "simple_simon",
                 [["9H", "8H", "7H"], ["10S"], ["8C", "7D"], ["6S"], [], [], [], [], [], []],
                 [])
    assert game.can_move(0, 0, 1)  # a 9-8-7 of hearts onto the 10 of spades
    assert not game.can_move(2, 0, 0)  # 8♣-7♦ is not one suit
    assert game.best_target(3, 0) == 0  # 6♠ onto the 7♥: one rank higher, any suit
