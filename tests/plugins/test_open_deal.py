"""Open deal, the built-in rule plugin: the stock may be dealt while columns are empty.

Played through the installed catalog, so these tests check the plugin as the app loads
it; the codes of Spiderette, which carried no rule letter before it had a rule, are
checked to read and deal exactly as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from game_helpers import brute_force, refused_deal, tokens

from spider_qt.engine import DEAL, Card, CodeError, CodeReason, Game, new_game
from spider_qt.plugins.host import load_catalog
from spider_qt_builtins.open_deal import OPEN_DEAL

Position = Callable[..., Game]

#: Ten Spider columns, the fourth and ninth empty (enough cards to fill them), and a stock.
TABLE = [["#5C", "9S"], ["10H"], ["#KD", "2D"], [], ["QH"], ["4C"], ["#7D", "7S"], ["8H"], [],
         ["KC"]]
STOCK = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"]


# --- the plugin as the app loads it --------------------------------------------------


# Loading cleanly, registering what the app holds, the public API only, translated words:
# for every built-in alike, in test_builtin_plugins.py.


def test_it_is_offered_for_spider_and_spiderette_with_2_and_4_suits() -> None:
    result = load_catalog()
    for variant in ("spider", "spiderette"):
        for suits in (2, 4):
            assert OPEN_DEAL in result.catalog.rules_for(variant, suits)
        assert [r.key for r in result.catalog.rules_for(variant, 1)] == ["classic"]
    for variant in ("scorpion", "simple_simon"):
        assert OPEN_DEAL not in result.catalog.rules_for(variant, 4)


def test_it_changes_the_deal_and_nothing_else() -> None:
    assert (OPEN_DEAL.key, OPEN_DEAL.name, OPEN_DEAL.letter) == ("open_deal", "Open deal", "O")
    assert OPEN_DEAL.deal_needs_full_columns is False
    assert (OPEN_DEAL.group, OPEN_DEAL.build, OPEN_DEAL.empty) == (None, None, None)
    assert OPEN_DEAL.description and OPEN_DEAL.rules


# --- playing ---------------------------------------------------------------------------


def test_a_deal_with_empty_columns_is_allowed_and_deals_onto_them(position: Position) -> None:
    game = position(TABLE, rule="open_deal", stock=STOCK)
    assert game.refusal(DEAL) is None
    outcome = game.deal()
    assert outcome.dealt == tuple((n, Card.parse(t)) for n, t in enumerate(STOCK))
    assert tokens(game)[3] == ["4S"] and tokens(game)[8] == ["9S"]
    assert all(game.columns) and game.stock == 0
    assert (game.score, game.moves) == (499, 1)
    game.undo()
    assert tokens(game) == TABLE


def test_classic_refuses_the_same_deal(position: Position) -> None:
    error = refused_deal(position(TABLE, rule="classic", stock=STOCK))
    assert error.rule_id == "deal-empty-column" and error.details == {"columns": [3, 8]}


def test_a_bare_table_may_still_be_dealt(position: Position) -> None:
    """Where Classic says the table can no longer fill every column, Open deal just deals."""
    columns: list[list[str]] = [["KS"], ["QS"]] + [[]] * 8
    assert refused_deal(position(columns, stock=STOCK)).rule_id == "deal-cannot-fill"
    game = position(columns, rule="open_deal", stock=STOCK)
    game.deal()
    assert [len(column) for column in game.columns] == [2, 2] + [1] * 8


def test_spiderettes_last_deal_leaves_the_columns_it_does_not_reach_empty(
    position: Position,
) -> None:
    columns = [["KS"], [], ["QH"], [], [], ["JD"], []]
    game = position(columns, variant="spiderette", rule="open_deal", stock=["AC", "2C", "3C"])
    game.deal()
    assert tokens(game) == [["KS", "AC"], ["2C"], ["QH", "3C"], [], [], ["JD"], []]


def test_moves_are_classics(position: Position) -> None:
    """Groups, building and empty columns are the variant's own: the same legal moves."""
    columns = [["9H", "8S"], ["9S", "8H", "7S"], ["10D"], [], ["AC"], ["AD"], ["AH"], ["AS"],
               ["2C"], ["2D"]]
    classic, opened = (position(columns, rule=rule) for rule in ("classic", "open_deal"))
    assert opened.legal_moves() == classic.legal_moves() == brute_force(opened)


def test_a_saved_game_with_deals_over_empty_columns_replays(position: Position) -> None:
    """The history is replayed under the game's rule: a deal Classic would refuse is kept."""
    game = position(TABLE, rule="open_deal", stock=STOCK)
    game.deal()
    game.move(*game.legal_moves()[0])
    game.undo()
    data = game.to_dict()
    again = Game.from_dict(data, complete_deck=False)
    assert again.to_dict() == data and again.rule == "open_deal"
    assert again.history == game.history and again.redo_actions == game.redo_actions
    data["rule"] = "classic"
    with pytest.raises(ValueError, match="refused"):
        Game.from_dict(data, complete_deck=False)


# --- codes -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "variant", "suits"),
    [("SP1-S2O-AAAAAAD", "spider", 2), ("SP1-S4O-ZZZZZZZ", "spider", 4),
     ("SD1-S2O-AAAAAAA", "spiderette", 2), ("SD1-S4O-AAAAABD", "spiderette", 4)],
)
def test_open_deal_codes_round_trip_and_deal_the_classic_cards(
    code: str, variant: str, suits: int
) -> None:
    game = new_game(code)
    assert (game.variant, game.suits, game.rule, game.code) == (variant, suits, "open_deal", code)
    built = new_game(variant=variant, suits=suits, rule="open_deal", deal=game.game_code.deal
                     if game.game_code else None)
    assert built.code == code and built.to_dict() == game.to_dict()
    classic = new_game(variant=variant, suits=suits, deal=built.game_code.deal
                       if built.game_code else None)
    assert classic.columns == game.columns and classic.stock_cards == game.stock_cards


@pytest.mark.parametrize("code", ["SD1-S1-AAAAABD", "SD1-S2-AAAAAAA", "SD1-S4-AAAAABA"])
def test_spiderette_codes_without_a_letter_stay_classic(code: str) -> None:
    game = new_game(code)
    assert (game.rule, game.code) == ("classic", code)
    assert new_game(variant="spiderette", suits=game.suits, deal=game.game_code.deal
                    if game.game_code else None).code == code


@pytest.mark.parametrize(
    ("text", "reason", "words"),
    [
        ("SD1-S4C-AAAAABD", CodeReason.NO_RULE_LETTER, "Classic has none; other rules: O"),
        ("SD1-S4R-AAAAABD", CodeReason.NO_RULE_LETTER, "but 'R' follows"),
        ("SP1-S2RO-AAAAAAD", CodeReason.NOT_A_CODE, "is not a game code"),  # one rule a game
        ("SC1-S4O-AAAAAAD", CodeReason.NO_RULE_LETTER, "Scorpion codes carry no rule letter"),
        ("SP1-S1O-AAAAAAD", CodeReason.UNKNOWN_RULE, "'O' is not offered for Spider with 1"),
        ("SD1-S1O-AAAAABD", CodeReason.NO_RULE_LETTER, "carry no rule letter, but 'O'"),
    ],
)
def test_letters_that_name_no_rule_here_are_refused(
    text: str, reason: CodeReason, words: str
) -> None:
    with pytest.raises(CodeError, match=re.escape(words)) as raised:
        new_game(text)
    assert raised.value.reason == reason


def test_the_new_game_code_shows_the_letter_only_for_open_deal() -> None:
    assert new_game(variant="spiderette", suits=4, deal=29).code == "SD1-S4-AAAAABD"
    assert new_game(variant="spiderette", suits=4, rule="open_deal",
                    deal=29).code == "SD1-S4O-AAAAABD"
    assert new_game(variant="spider", suits=2, rule="open_deal",
                    deal=3).code == "SP1-S2O-AAAAAAD"
