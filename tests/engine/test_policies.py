"""Policies as plugin code: registered in a catalog, checked on entry, played by its games.

A plugin's policy lives in the catalog that registered it (never in the engine's tables),
a game finds it through the code or saved game that catalog read, and a refusal carries
the plugin's own rule id and English sentence.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from spider_qt.engine import (
    CLASSIC,
    Card,
    Catalog,
    Game,
    GameCode,
    Move,
    MoveError,
    PolicySpec,
    RuleSpec,
    SpecError,
    new_game,
)
from spider_qt.engine.policies import GROUP_POLICIES
from spider_qt_builtins.spider import SPIDER

RED = {"H", "D"}


def alternating(upper: Card, lower: Card) -> bool:
    return lower.rank + 1 == upper.rank and (lower.suit in RED) != (upper.suit in RED)


ALTERNATING = PolicySpec(
    kind="group", key="alternating-colours", fits=alternating, rule_id="test.alternating",
    message="The %2 cannot move with the %1: colours must alternate.",
    summary="descending by one rank, red and black alternating",
)
ONE_LOWER = PolicySpec(
    kind="build", key="one-lower", fits=lambda target, card: target.rank + 1 == card.rank,
    rule_id="test.one-lower", message="The %2 must be one rank above the %1.",
    summary="a card one rank lower, any suit",
)
#: Spider with the plugin's group policy.
STRIPES = dataclasses.replace(SPIDER, key="stripes", name="Stripes", letters="ST",
                              group="alternating-colours", suit_options=(2, 4))


def catalog_with(*extra: RuleSpec) -> Catalog:
    return Catalog([STRIPES, SPIDER], extra, policies=[ALTERNATING, ONE_LOWER])


def position(catalog: Catalog, columns: list[list[str]], variant: str = "stripes",
             rule: str = "classic") -> Game:
    return Game.from_dict({"variant": variant, "suits": 4, "rule": rule, "columns": columns,
                           "stock": [], "removed": [], "score": 500, "moves": 0},
                          complete_deck=False, catalog=catalog)


FILLER = [["AC"], ["AD"], ["AH"], ["AS"], ["2C"], ["2D"], ["2H"]]


# --- a game plays by the catalog's policies -----------------------------------------------


def test_a_variant_naming_a_plugin_policy_plays_by_it() -> None:
    catalog = catalog_with()
    game = position(catalog, [["9S", "8H", "7C"], ["9H", "8S", "7S"], ["10D"], *FILLER])
    assert game.ruleset.group.key == "alternating-colours"
    assert game.movable_from(0) == 0 and game.movable_from(1) == 2
    assert game.can_move(0, 0, 2)
    refusal = game.refusal(Move(1, 0, 2))
    assert refusal is not None
    assert refusal.rule_id == "test.alternating"
    assert refusal.message == "The 7 of spades cannot move with the 8 of spades: colours must " \
                              "alternate."
    assert refusal.details == {"upper": "8S", "lower": "7S"}
    with pytest.raises(MoveError) as raised:
        game.move(1, 0, 2)
    assert (raised.value.rule_id, raised.value.details) == (
        "test.alternating", {"upper": "8S", "lower": "7S"})


def test_a_rule_may_override_the_build_and_empty_policies_and_the_deal() -> None:
    """'Kings only into empty columns', and building upwards: fields a rule lacked before."""
    rule = RuleSpec(key="upward", name="Upward", letter="U", variants=("spider",), suits=(4,),
                    build="one-lower", empty="king", deal_needs_full_columns=False)
    catalog = catalog_with(rule)
    columns = [["9S"], ["QH"], [], *FILLER]
    classic = position(catalog, columns, variant="spider")
    upward = position(catalog, columns, variant="spider", rule="upward")
    assert classic.can_move(0, 0, 2) and not upward.can_move(0, 0, 2)
    refusal = upward.refusal(Move(0, 0, 2))
    assert refusal is not None and refusal.rule_id == "empty-needs-king"
    assert not classic.can_move(1, 0, 0) and not upward.can_move(0, 0, 1)
    refusal = upward.refusal(Move(0, 0, 1))
    assert refusal is not None and refusal.rule_id == "test.one-lower"
    assert (upward.ruleset.build.key, upward.ruleset.empty.key) == ("one-lower", "king")
    assert not upward.ruleset.deal_needs_full_columns
    assert catalog.rules_for("spider", 4)[-1] is rule
    assert new_game(variant="spider", suits=4, rule="upward", deal=3,
                    catalog=catalog).code == "SP1-S4U-AAAAAAD"


def test_codes_and_saved_games_carry_the_catalogs_policies() -> None:
    catalog = catalog_with()
    game = new_game("ST1-S4C-AAAAAAD", catalog=catalog)
    assert game.ruleset.group.key == "alternating-colours"
    for _ in range(3):
        moves = game.legal_moves()
        game.move(*moves[0]) if moves else game.deal()
    again = Game.from_dict(game.to_dict(), catalog=catalog)
    assert again.to_dict() == game.to_dict() and again.ruleset == game.ruleset
    assert again.legal_moves() == game.legal_moves()


def test_the_engines_own_tables_never_learn_a_plugins_policy() -> None:
    catalog_with()
    assert "alternating-colours" not in GROUP_POLICIES
    with pytest.raises(SpecError, match="unknown group policy 'alternating-colours'"):
        Catalog([STRIPES])
    with pytest.raises(SpecError, match="unknown group policy"):
        STRIPES.validate()
    STRIPES.validate(catalog_with().policy_keys())


def test_a_game_built_by_hand_without_a_catalog_knows_only_the_engines_policies() -> None:
    catalog = catalog_with()
    code = new_game("ST1-S4C-AAAAAAD", catalog=catalog).game_code
    assert code is not None
    assert Game.start(code).ruleset.group.key == "alternating-colours"  # the code carries it
    bare = GameCode(code.variant, code.suits, code.rule, code.deal)
    assert bare == code
    with pytest.raises(SpecError, match="unknown group policy") as raised:
        Game.start(bare)
    assert raised.value.field == "group"
    spider = GameCode(SPIDER, 4, CLASSIC, 3)
    assert Game.start(spider).to_dict() == new_game("SP1-S4C-AAAAAAD").to_dict()


# --- what registration refuses ---------------------------------------------------------------


def _raises(*_: Card) -> bool:
    raise RuntimeError("boom")


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ({"kind": "stack"}, "kind", "kind must be one of"),
        ({"key": "Alternating"}, "key", "the key must be"),
        ({"key": "descending-run"}, "key", "already taken by one of the group policies"),
        ({"key": "king"}, "key", "already taken by one of the empty policies"),
        ({"fits": "yes"}, "fits", "fits must be a function"),
        ({"fits": lambda card: True}, "fits", "must take 2 card(s) (upper, lower)"),
        ({"fits": lambda a, b, c: True}, "fits", "must take 2 card(s)"),
        ({"fits": _raises}, "fits", "fits raised RuntimeError"),
        ({"fits": lambda a, b: 1}, "fits", "must return True or False, not int"),
        ({"rule_id": "face-down"}, "rule_id", "one of the engine's own"),
        ({"rule_id": "no-target/group"}, "rule_id", "one of the engine's own"),
        ({"rule_id": "Bad Id"}, "rule_id", "rule_id must be"),
        ({"rule_id": "test.one-lower"}, "rule_id", "already used by policy 'one-lower'"),
        ({"message": " "}, "message", "the message"),
        ({"message": "The %3 is wrong."}, "message", "%1 to %2"),
        ({"message": "The %0 is wrong."}, "message", "has %0"),
        ({"summary": ""}, "summary", "the summary"),
    ],
)
def test_a_policy_that_would_fail_later_is_refused_naming_its_field(
    change: dict[str, Any], field: str, words: str
) -> None:
    spec = dataclasses.replace(ALTERNATING, **change)
    catalog = Catalog(policies=[ONE_LOWER])
    with pytest.raises(SpecError) as raised:
        catalog.add_policy(spec)
    assert raised.value.field == field
    assert words in str(raised.value)
    assert catalog.plugin_policies == (ONE_LOWER,)


def test_an_empty_policy_takes_one_card() -> None:
    only_aces = PolicySpec(kind="empty", key="ace", fits=lambda card: card.rank == 1,
                           rule_id="test.ace", message="Only an ace, not the %1.",
                           summary="only an ace")
    catalog = Catalog(policies=[only_aces])
    assert catalog.policy("empty", "ace").explain(Card.parse("KS")).message == \
        "Only an ace, not the king of spades."
    with pytest.raises(SpecError, match=r"must take 1 card\(s\) \(card\)"):
        Catalog(policies=[dataclasses.replace(only_aces, key="ace2", rule_id="test.ace2",
                                              fits=lambda a, b: True)])


def test_a_failed_plugins_policy_can_be_withdrawn() -> None:
    catalog = Catalog(policies=[ALTERNATING])
    catalog.remove_policy("alternating-colours")
    catalog.remove_policy("same-suit-run")  # the engine's own stay
    assert catalog.plugin_policies == ()
    assert catalog.policy("group", "same-suit-run") is GROUP_POLICIES["same-suit-run"]
    with pytest.raises(SpecError, match="unknown group policy"):
        catalog.policy("group", "alternating-colours")


@pytest.mark.parametrize(
    ("rule", "field", "words"),
    [
        (RuleSpec("same", "Same", "S", ("spider",), (4,), group="same-suit-run"), "variants",
         "already plays this way"),
        (RuleSpec("odd", "Odd", "D", ("spider",), (3,), group="descending-run"), "suits",
         "suits must be"),
        (RuleSpec("none", "None", "N", ("stripes",), (1,), group="descending-run"), "suits",
         "none of its suits"),
        (RuleSpec("idle", "Idle", "I", ("spider",), (4,)), "group", "must name the group"),
        (RuleSpec("nowhere", "Nowhere", "W", (), (4,), group="descending-run"), "variants",
         "variants must be"),
        (RuleSpec("wobbly", "Wobbly", "W", ("spider",), (4,), empty="queen"), "empty",
         "unknown empty-column policy"),
        (RuleSpec("flag", "Flag", "F", ("spider",), (4,),
                  deal_needs_full_columns="no"), "deal_needs_full_columns",  # type: ignore[arg-type]
         "True, False or None"),
    ],
)
def test_a_rule_that_would_fail_or_change_nothing_is_refused(
    rule: RuleSpec, field: str, words: str
) -> None:
    with pytest.raises(SpecError, match=words) as raised:
        catalog_with(rule)
    assert raised.value.field == field


def test_a_rule_may_name_a_plugins_policy() -> None:
    rule = RuleSpec("striped", "Striped", "S", ("spider",), (2, 4), group="alternating-colours")
    catalog = catalog_with(rule)
    game = position(catalog, [["9S", "8H"], ["10D"], *FILLER, ["3C"]], variant="spider",
                    rule="striped")
    assert game.can_move(0, 0, 1)
    assert position(catalog, [["9S", "8H"], ["10D"], *FILLER, ["3C"]],
                    variant="spider").refusal(Move(0, 0, 1)) is not None

