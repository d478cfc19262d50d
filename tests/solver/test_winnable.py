"""The shipped lists of winnable deals: their lines win, and a rule gets them only when it
allows every move Classic does."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from spider_qt.engine import DEAL, Catalog, Move, PolicySpec, RuleSpec, make_code, new_game
from spider_qt.solver.winnable import (
    decode_line,
    encode_line,
    only_adds_moves,
    proven_deals,
    proven_line,
    winnable_code,
)

KINDS = [(variant, suits) for variant in ("spider", "spiderette") for suits in (1, 2, 4)]
#: A rule no built-in offers, stricter than Classic: groups and builds of one suit only.
STRICT = RuleSpec(key="strict", name="Strict", letter="X", variants=("spider",), suits=(2, 4),
                  build="same-suit")
#: Stricter only in its deal: every column must be filled even in a variant that deals
#: onto empty ones.
FULL = RuleSpec(key="full", name="Full", letter="F", variants=("spider",), suits=(2, 4),
                deal_needs_full_columns=True)


@pytest.mark.parametrize(("variant", "suits"), KINDS)
def test_a_sample_of_every_list_wins_in_the_engine(catalog: Catalog, variant: str,
                                                   suits: int) -> None:
    deals = proven_deals(variant, suits)
    assert deals, f"no list for {variant}-{suits}"
    for deal in random.Random(f"{variant}{suits}").sample(deals, min(5, len(deals))):
        code = make_code(catalog, variant, suits, "classic", deal)
        line = proven_line(code, catalog)
        assert line is not None
        game = new_game(str(code), catalog=catalog)
        for action in line:
            assert not game.won
            game.play(action)  # MoveError if refused
        assert game.won


def test_relaxed_and_open_deal_only_add_moves_and_a_stricter_rule_does_not(
        catalog: Catalog) -> None:
    spider = catalog.variant("spider")
    for key in ("relaxed", "open_deal"):
        assert only_adds_moves(catalog, spider, catalog.rule(spider, 2, key))
    assert only_adds_moves(catalog, catalog.variant("spiderette"),
                           catalog.rule(catalog.variant("spiderette"), 4, "open_deal"))
    strict = Catalog(list(catalog), [*(r for r in catalog.rules if r.key != "classic"), STRICT])
    assert not only_adds_moves(strict, spider, STRICT)


def test_a_rule_stricter_in_its_deal_alone_is_caught(catalog: Catalog) -> None:
    """Same policies, but a deal that needs every column filled where the variant's own
    does not: stricter, judged from the deal flag."""
    loose_spider = replace(catalog.variant("spider"), deal_needs_full_columns=False)
    stricter = Catalog([loose_spider], [FULL])
    assert not only_adds_moves(stricter, loose_spider, FULL)


def test_a_rule_with_a_plugin_policy_is_judged_by_what_it_allows(catalog: Catalog) -> None:
    """A plugin's group policy that allows every pair Classic's does and more adds moves;
    one that refuses some same-suit run does not."""
    spider = catalog.variant("spider")
    wider = PolicySpec(kind="group", key="wider", fits=lambda u, lower: u.rank >= lower.rank,
                       rule_id="test.wider", message="no", summary="wider")
    narrower = PolicySpec(kind="group", key="narrower",
                          fits=lambda u, lower: u.suit == lower.suit and u.rank == lower.rank + 1
                          and u.rank < 13, rule_id="test.narrower", message="no",
                          summary="narrower")
    rules = [RuleSpec(key="wide", name="Wide", letter="W", variants=("spider",), suits=(2,),
                      group="wider"),
             RuleSpec(key="narrow", name="Narrow", letter="N", variants=("spider",),
                      suits=(2,), group="narrower")]
    plugins = Catalog([spider], rules, policies=[wider, narrower])
    assert only_adds_moves(plugins, spider, plugins.rule(spider, 2, "wide"))
    assert not only_adds_moves(plugins, spider, plugins.rule(spider, 2, "narrow"))


def test_the_rule_letter_does_not_change_the_deal(catalog: Catalog) -> None:
    for deal in (1, 2, 29, 12345):
        for variant, rules in (("spider", ("classic", "relaxed", "open_deal")),
                               ("spiderette", ("classic", "open_deal"))):
            games = [new_game(variant=variant, suits=4, rule=rule, deal=deal, catalog=catalog)
                     for rule in rules]
            assert len({g.code for g in games}) == len(rules)
            assert len({(g.columns, g.stock_cards) for g in games}) == 1


def test_winnable_code_hands_out_listed_deals_under_the_asked_rule(catalog: Catalog) -> None:
    rng = random.Random(7)
    for variant, suits, rule in (("spider", 2, "relaxed"), ("spider", 4, "open_deal"),
                                 ("spiderette", 4, "open_deal"), ("spider", 1, "classic"),
                                 ("spiderette", 2, "classic")):
        code = winnable_code(catalog, variant, suits, rule, rng)
        assert code is not None
        assert code.rule.key == rule and code.variant.key == variant and code.suits == suits
        assert code.deal in proven_deals(variant, suits)
        line = proven_line(code, catalog)
        assert line is not None
        game = new_game(str(code), catalog=catalog)
        for action in line:
            game.play(action)
        assert game.won
    picks = {winnable_code(catalog, "spider", 1, "classic", rng) for _ in range(20)}
    assert len(picks) > 1  # random, not always the first


def test_no_code_where_there_is_no_list_or_the_rule_is_stricter(catalog: Catalog) -> None:
    assert winnable_code(catalog, "scorpion", 1, "classic") is None  # no list shipped
    assert winnable_code(catalog, "spider", 1, "relaxed") is None  # not offered with 1 suit
    assert winnable_code(catalog, "nonesuch", 1, "classic") is None
    strict = Catalog(list(catalog), [*(r for r in catalog.rules if r.key != "classic"), STRICT])
    assert winnable_code(strict, "spider", 2, "strict") is None
    deal = proven_deals("spider", 2)[0]
    assert proven_line(make_code(strict, "spider", 2, "strict", deal), strict) is None
    unlisted = next(n for n in range(1, 10_000) if n not in proven_deals("spider", 2))
    assert proven_line(make_code(catalog, "spider", 2, "classic", unlisted), catalog) is None


def test_lines_round_trip_through_their_text() -> None:
    line = [Move(0, 5, 4), DEAL, Move(9, 61, 0), DEAL, Move(3, 12, 7)]
    text = encode_line(line)
    assert text == "054/9Z0/3c7"
    assert decode_line(text) == line
    with pytest.raises(ValueError):
        encode_line([Move(0, 62, 1)])
    for bad in ("05", "0_4", "05/4"):
        with pytest.raises(ValueError):
            decode_line(bad)
