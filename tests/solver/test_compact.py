"""The solver's compact rules agree with the engine: same legal moves, same positions,
same deals, in random play of every built-in variant and rule."""

from __future__ import annotations

import dataclasses
import random

import pytest

from spider_qt.engine import DEAL, Card, Catalog, Move, PolicySpec, new_game
from spider_qt.solver.compact import (
    DOWN,
    UNKNOWN,
    Rules,
    decode,
    encode,
    masked,
    position_of,
)
from spider_qt.solver.evaluate import quality_table
from spider_qt.solver.moves import Successors
from spider_qt_builtins.spider import SPIDER

CASES = [
    ("spider", 1, "classic"), ("spider", 2, "classic"), ("spider", 4, "classic"),
    ("spider", 2, "relaxed"), ("spider", 4, "relaxed"), ("spider", 2, "open_deal"),
    ("spider", 4, "open_deal"), ("spiderette", 1, "classic"), ("spiderette", 2, "classic"),
    ("spiderette", 4, "classic"), ("spiderette", 4, "open_deal"), ("scorpion", 1, "classic"),
    ("scorpion", 4, "classic"), ("simple_simon", 1, "classic"),
    ("simple_simon", 4, "classic"),
]


def test_cards_round_trip() -> None:
    for token in ("AS", "KH", "10D", "#QC", "#AS"):
        card = Card.parse(token)
        assert decode(encode(card)) == card
    assert encode(Card.parse("#5H")) & DOWN
    assert masked(((encode(Card.parse("#5H")), encode(Card.parse("4S"))),)) == (
        (UNKNOWN | DOWN, encode(Card.parse("4S"))),)


@pytest.mark.parametrize(("variant", "suits", "rule"), CASES)
def test_random_play_agrees_with_the_engine(variant: str, suits: int, rule: str) -> None:
    rng = random.Random(f"{variant}{suits}{rule}")
    steps = 0
    for deal in range(1, 7):
        game = new_game(variant=variant, suits=suits, rule=rule, deal=deal)
        rules = Rules(game)
        columns, dealt = position_of(game), rules.start_dealt
        for _ in range(150):
            moves = rules.legal_moves(columns)
            assert [Move(*m) for m in moves] == game.legal_moves()
            assert rules.can_deal(columns, dealt) == (game.refusal(DEAL) is None)
            if moves and (rng.random() < 0.9 or not rules.can_deal(columns, dealt)):
                move = rng.choice(moves)
                game.move(*move)
                columns = rules.moved(columns, *move)
            elif rules.can_deal(columns, dealt):
                game.deal()
                columns, dealt = rules.dealt(columns, dealt), dealt + 1
            else:
                break
            steps += 1
            assert columns == position_of(game)
            assert dealt == len(game.variant_spec.deals) - game.deals_left
            assert rules.won(columns, dealt) == game.won
    assert steps > 60


def test_rules_start_from_a_game_in_progress() -> None:
    """The stock's rows are those still to come, whatever was dealt before."""
    game = new_game("SP1-S1C-AAAAAAD")
    game.deal()
    game.deal()
    rules = Rules(game)
    assert rules.start_dealt == 2
    columns = rules.dealt(position_of(game), 2)
    game.deal()
    assert columns == position_of(game)


def _alternating(upper: Card, lower: Card) -> bool:
    red = {"H", "D"}
    return lower.rank + 1 == upper.rank and (lower.suit in red) != (upper.suit in red)


def test_a_plugin_variant_is_played_by_its_own_policies() -> None:
    """A variant naming a plugin's group policy (alternating colours): the tables come
    from the game's ruleset, so the compact rules follow it move for move."""
    alternating = PolicySpec(kind="group", key="alternating-colours", fits=_alternating,
                             rule_id="test.alternating", message="The %2 cannot move.",
                             summary="alternating colours")
    stripes = dataclasses.replace(SPIDER, key="stripes", name="Stripes", letters="ST",
                                  group="alternating-colours", suit_options=(2, 4))
    catalog = Catalog([stripes], policies=[alternating])
    rng = random.Random(5)
    for deal in (1, 2):
        game = new_game(variant="stripes", suits=4, deal=deal, catalog=catalog)
        rules = Rules(game)
        columns = position_of(game)
        for _ in range(120):
            moves = rules.legal_moves(columns)
            assert [Move(*m) for m in moves] == game.legal_moves()
            if not moves:
                break
            move = rng.choice(moves)
            game.move(*move)
            columns = rules.moved(columns, *move)
            assert columns == position_of(game)


@pytest.mark.parametrize(("variant", "suits"), [("spider", 4), ("spiderette", 4),
                                                ("simple_simon", 4)])
def test_macros_are_legal_moves_in_the_engine(variant: str, suits: int) -> None:
    """Each macro (several runs moved through empty columns as one step) is a line of
    legal engine moves that ends where the search thinks it does."""
    rng = random.Random(f"macros{variant}{suits}")
    checked = 0
    for deal in range(1, 9):
        game = new_game(variant=variant, suits=suits, deal=deal)
        rules = Rules(game)
        successors = Successors(rules, quality_table(rules), macros=True)
        columns, dealt = position_of(game), rules.start_dealt
        for _ in range(200):
            for edge, new, _ in successors.macros(columns, dealt):
                copy = new_game(variant=variant, suits=suits, deal=deal)
                for action in game.history:
                    copy.play(action)
                for move in edge:
                    assert isinstance(move, tuple)
                    copy.move(*move)  # MoveError if a step is illegal
                assert position_of(copy) == new
                checked += 1
            moves = rules.legal_moves(columns)
            if not moves:
                break
            emptying = [m for m in moves if m[1] == 0 and columns[m[2]]]
            move = rng.choice(emptying if emptying and rng.random() < 0.6 else moves)
            game.move(*move)
            columns = rules.moved(columns, *move)
    assert checked > 0
