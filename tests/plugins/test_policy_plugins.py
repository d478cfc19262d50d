"""The spider_qt_register_policies hook: called before any variant, one plugin at a time."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from spider_qt.engine import Card, PolicySpec, RuleSpec, VariantSpec, new_game
from spider_qt.plugins import hookimpl
from spider_qt.plugins.host import LoadResult, load_catalog
from spider_qt.plugins.records import PluginRecord
from spider_qt.plugins.sources import entry_point_plugins
from spider_qt_builtins.spider import SPIDER

RED = {"H", "D"}
ALTERNATING = PolicySpec(
    kind="group", key="alternating-colours",
    fits=lambda upper, lower: (lower.rank + 1 == upper.rank
                               and (lower.suit in RED) != (upper.suit in RED)),
    rule_id="stripes.alternating",
    message="The %2 cannot move with the %1: colours must alternate.",
    summary="descending by one rank, red and black alternating",
)
STRIPES = dataclasses.replace(SPIDER, key="stripes", name="Stripes", letters="ST",
                              group="alternating-colours", code_has_rule=False)


class PolicyPlugin:
    @hookimpl
    def spider_qt_register_policies(self, register: Callable[[PolicySpec], None]) -> None:
        register(ALTERNATING)


class VariantPlugin:
    """Names the other plugin's policy, and is loaded before it (by name)."""

    @hookimpl
    def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
        register(STRIPES)

    @hookimpl
    def spider_qt_register_rules(self, register: Callable[[RuleSpec], None]) -> None:
        register(RuleSpec(key="striped", name="Striped", letter="S", variants=("spider",),
                          suits=(4,), group="alternating-colours"))


def with_builtins(*extra: tuple[str, object]) -> LoadResult:
    plugins = list(entry_point_plugins())
    plugins += [(PluginRecord(name, "test"), plugin) for name, plugin in extra]
    return load_catalog(plugins)


def record(result: LoadResult, name: str) -> PluginRecord:
    return next(p for p in result.plugins if p.name == name)


def test_variants_and_rules_of_any_plugin_may_name_a_registered_policy() -> None:
    result = with_builtins(("a-stripes", VariantPlugin()), ("z-policies", PolicyPlugin()))
    assert result.errors == []
    assert record(result, "a-stripes").variants == ["stripes"]
    assert record(result, "a-stripes").rules == ["striped"]
    assert result.catalog.plugin_policies == (ALTERNATING,)
    game = new_game(variant="stripes", suits=4, deal=3, catalog=result.catalog)
    assert game.code == "ST1-S4-AAAAAAD" and game.ruleset.group.key == "alternating-colours"
    striped = new_game("SP1-S4S-AAAAAAD", catalog=result.catalog)
    assert striped.ruleset.group.key == "alternating-colours"
    assert striped.ruleset.group.explain(Card.parse("8S"), Card.parse("7S")).rule_id == \
        "stripes.alternating"


def test_a_bad_policy_disables_its_plugin_and_whatever_named_it() -> None:
    class BadPolicy:
        @hookimpl
        def spider_qt_register_policies(self, register: Callable[[PolicySpec], None]) -> None:
            register(dataclasses.replace(ALTERNATING, rule_id="face-down"))

    result = with_builtins(("a-stripes", VariantPlugin()), ("z-policies", BadPolicy()))
    bad = record(result, "z-policies")
    assert bad.error is not None
    assert "spider_qt_register_policies" in bad.error and "one of the engine's own" in bad.error
    assert "unknown group policy 'alternating-colours'" in (record(result, "a-stripes").error
                                                            or "")
    assert "stripes" not in result.catalog and result.catalog.plugin_policies == ()
    assert new_game("SP1-S2R-AAAAAAD", catalog=result.catalog).rule == "relaxed"


def test_a_plugin_failing_after_its_policies_loses_them_too() -> None:
    class PolicyThenBadVariant(PolicyPlugin):
        @hookimpl
        def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
            raise RuntimeError("boom")

    result = with_builtins(("a-stripes", VariantPlugin()), ("z-policies", PolicyThenBadVariant()))
    assert "RuntimeError: boom" in (record(result, "z-policies").error or "")
    assert result.catalog.plugin_policies == ()
    assert record(result, "a-stripes").error is not None
    assert {"spider", "spiderette"} <= {v.key for v in result.catalog}


def test_the_builtins_register_no_policy_of_their_own() -> None:
    """The engine's policies are every catalog's starting set, not a plugin's."""
    result = load_catalog()
    assert result.errors == [] and result.catalog.plugin_policies == ()
    assert result.catalog.policy("group", "same-suit-run").key == "same-suit-run"
