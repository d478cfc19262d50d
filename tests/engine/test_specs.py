"""Variant and rule declarations are checked before the engine trusts them."""

from __future__ import annotations

import dataclasses

import pytest

from spider_qt.engine import Catalog, RuleSpec, Scoring, SpecError, new_game
from spider_qt_builtins.relaxed import RELAXED
from spider_qt_builtins.spider import SPIDER
from spider_qt_builtins.spiderette import SPIDERETTE


def test_builtin_specs_hold_the_spec_numbers() -> None:
    SPIDER.validate()
    SPIDERETTE.validate()
    assert (SPIDER.card_count, SPIDER.columns, SPIDER.stock_size, SPIDER.sequences) == (
        104, 10, 50, 8)
    assert sum(d for d, _ in SPIDER.layout) == 44
    assert (SPIDERETTE.card_count, SPIDERETTE.columns, SPIDERETTE.stock_size) == (52, 7, 24)
    assert sum(d for d, _ in SPIDERETTE.layout) == 21
    assert [len(d) for d in SPIDERETTE.deals] == [7, 7, 7, 3]
    assert SPIDERETTE.scoring.floor is None and SPIDER.scoring.floor == 0


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"key": "Spider!"}, "the key must be"),
        ({"letters": "sp"}, "code letters"),
        ({"letters": "SPID"}, "code letters"),
        ({"decks": 0}, "decks must be"),
        ({"decks": True}, "decks must be"),
        ({"layout": ()}, "the layout must be"),
        ({"layout": ((5, 0),) * 4 + ((4, 1),) * 6}, "column 1 of the layout"),
        ({"deals": ((0, 10),)}, "deal 1 must list"),
        ({"deals": ((0, 0, 1),)}, "deal 1 must list"),
        ({"deals": (tuple(range(10)),) * 4}, "do not add up"),
        ({"suit_options": (3,)}, "suit options"),
        ({"default_suits": 4, "suit_options": (1, 2)}, "default suit count"),
        ({"group": "rainbow"}, "unknown group policy"),
        ({"build": "up"}, "unknown build policy"),
        ({"empty": "queen"}, "unknown empty-column policy"),
        ({"scoring": Scoring(start=1.5)}, "scoring"),  # type: ignore[arg-type]
        # What used to register, then fail later:
        ({"scoring": Scoring(start=0, floor=100)}, r"scoring.start \(0\) is below"),
        ({"scoring": Scoring(removal=10**7)}, "scoring.removal must be a whole number"),
        ({"layout": ((0, 13),) + ((5, 1),) * 3 + ((4, 1),) * 6, "deals": (tuple(range(10)),)
          * 4 + (tuple(range(9)),)}, "1 to 12 cards face up"),
        ({"suit_options": (1, 1, 2)}, "each once"),
        ({"default_suits": True}, "default suit count"),
        ({"deal_needs_full_columns": "yes"}, "deal_needs_full_columns must be True or False"),
        ({"code_has_rule": None}, "code_has_rule must be"),
    ],
)
def test_inconsistent_variants_are_refused(change: dict[str, object], words: str) -> None:
    spec = dataclasses.replace(SPIDER, **change)  # type: ignore[arg-type]
    with pytest.raises(SpecError, match=words):
        spec.validate()
    with pytest.raises(SpecError, match=words) as raised:
        Catalog([spec])
    assert raised.value.field in {*change, "deals"}  # the cards adding up is the deal plan's


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"letter": "RR"}, "code letter"),
        ({"letter": "r"}, "code letter"),
        ({"suits": (3,)}, "suits must be"),
        ({"group": "sideways"}, "unknown group policy"),
        ({"group": None}, "must name the group policy"),
        ({"letter": "C"}, "already used by rule 'classic'"),
    ],
)
def test_inconsistent_rules_are_refused(change: dict[str, object], words: str) -> None:
    rule = dataclasses.replace(RELAXED, **change)  # type: ignore[arg-type]
    with pytest.raises(SpecError, match=words):
        Catalog([SPIDER], [rule])


def test_a_rule_for_a_variant_without_rule_letters_adds_its_letter_to_its_codes() -> None:
    """``code_has_rule=False``: Classic codes keep carrying no letter; another rule's do."""
    rule = RuleSpec(key="loose", name="Loose", letter="L", variants=("spiderette",),
                    suits=(2, 4), group="descending-run")
    catalog = Catalog([SPIDERETTE], [rule])
    assert new_game(variant="spiderette", suits=2, rule="loose", deal=29,
                    catalog=catalog).code == "SD1-S2L-AAAAABD"
    assert new_game("SD1-S2-AAAAABD", catalog=catalog).rule == "classic"
    assert new_game("SD1-S2L-AAAAABD", catalog=catalog).rule == "loose"


def test_a_refused_spec_leaves_the_catalog_unchanged() -> None:
    catalog = Catalog([SPIDER])
    with pytest.raises(SpecError, match=r"^variant 'spiderette': code letters 'SP' are already "
                                        r"used by 'spider'$"):
        catalog.add_variant(dataclasses.replace(SPIDERETTE, letters="SP"))
    assert [v.key for v in catalog] == ["spider"]


def test_scoring_floor_clamps_each_change() -> None:
    floored, unbounded = Scoring(), Scoring(floor=None)
    assert floored.apply(0, -1) == 0
    assert floored.apply(floored.apply(0, -1), 100) == 100
    assert unbounded.apply(0, -1) == -1
