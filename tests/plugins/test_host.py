"""The plugin host: built-ins come through the entry-point group; a bad plugin disables itself."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from spider_qt.engine import CodeError, RuleSpec, VariantSpec, new_game
from spider_qt.plugins import hookimpl
from spider_qt.plugins.host import LoadResult, load_catalog
from spider_qt.plugins.records import PluginRecord
from spider_qt.plugins.sources import entry_point_plugins

TINY = VariantSpec(
    key="tiny", name="Tiny", letters="TY", decks=1,
    layout=((0, 4),) * 13, deals=(), suit_options=(4,),
)


def with_builtins(*extra: tuple[str, object]) -> LoadResult:
    """Load the installed plugins plus ``extra`` (name, plugin object) pairs."""
    plugins = list(entry_point_plugins())
    plugins += [(PluginRecord(name, "test"), plugin) for name, plugin in extra]
    return load_catalog(plugins)


def record(result: LoadResult, name: str) -> PluginRecord:
    return next(p for p in result.plugins if p.name == name)


def assert_builtins_work(result: LoadResult) -> None:
    assert {"spider", "spiderette"} <= {v.key for v in result.catalog}
    game = new_game("SP1-S2R-AAAAAAD", catalog=result.catalog)
    assert game.rule == "relaxed"
    game.move(*game.legal_moves()[0])
    assert game.moves == 1


# Each built-in's entry point, clean load and registrations: test_builtin_plugins.py.


def test_builtins_load_cleanly() -> None:
    result = load_catalog()
    assert result.errors == []
    catalog = result.catalog
    assert [r.key for r in catalog.rules_for("spider", 1)] == ["classic"]
    assert [r.key for r in catalog.rules_for("spider", 2)] == ["classic", "open_deal", "relaxed"]
    assert [r.key for r in catalog.rules_for("spiderette", 4)] == ["classic", "open_deal"]
    assert [v.key for v in catalog][:2] == ["spider", "spiderette"]
    assert new_game(catalog=catalog).variant == "spider"  # the default is the first registered
    assert_builtins_work(result)


def test_a_third_party_variant_plays_beside_the_builtins() -> None:
    class Plugin:
        @hookimpl
        def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
            register(TINY)

    result = with_builtins(("tiny-plugin", Plugin()))
    assert result.errors == []
    game = new_game(variant="tiny", catalog=result.catalog)
    assert game.code is not None and game.code.startswith("TY1-S4-")
    assert len(game.columns) == 13 and game.stock == 0
    assert_builtins_work(result)


class RaisesInHook:
    @hookimpl
    def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
        raise RuntimeError("boom")


class MisspelledHook:
    @hookimpl
    def spider_qt_register_variant(self, register: Callable[[VariantSpec], None]) -> None:
        register(TINY)


class BadCards:
    @hookimpl
    def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
        register(VariantSpec(key="bad", name="Bad", letters="BD", decks=1,
                             layout=((0, 5),) * 10, deals=()))


class TakenKey:
    @hookimpl
    def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
        register(VariantSpec(key="spider", name="Other", letters="OT", decks=1,
                             layout=((0, 4),) * 13, deals=()))


class TakenLetters:
    @hookimpl
    def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
        register(VariantSpec(key="other", name="Other", letters="SP", decks=1,
                             layout=((0, 4),) * 13, deals=()))


class NotASpec:
    @hookimpl
    def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
        register({"key": "dict"})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("plugin", "words"),
    [
        (RaisesInHook(), "RuntimeError: boom"),
        (MisspelledHook(), "spider_qt_register_variant"),
        (BadCards(), "do not add up"),
        (TakenKey(), "already taken"),
        (TakenLetters(), "already used by 'spider'"),
        (NotASpec(), "expected a VariantSpec"),
    ],
    ids=["raises", "misspelled-hook", "bad-cards", "taken-key", "taken-letters", "not-a-spec"],
)
def test_a_broken_plugin_is_disabled_with_its_error(plugin: object, words: str) -> None:
    result = with_builtins(("broken", plugin))
    broken = record(result, "broken")
    assert broken.error is not None and words in broken.error
    assert broken.variants == []
    assert result.errors == [broken]
    assert_builtins_work(result)


def test_a_plugin_that_fails_half_way_leaves_nothing_behind() -> None:
    class HalfGood:
        @hookimpl
        def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
            register(TINY)
            register(VariantSpec(key="worse", name="Worse", letters="WO", decks=1,
                                 layout=((0, 1),), deals=()))

    result = with_builtins(("half", HalfGood()))
    assert record(result, "half").error is not None
    assert "tiny" not in result.catalog
    with pytest.raises(CodeError, match="unknown variant 'tiny'"):
        new_game(variant="tiny", catalog=result.catalog)
    assert_builtins_work(result)


def test_a_plugin_failing_in_its_rules_hook_loses_its_variants_too() -> None:
    class VariantThenBadRule:
        @hookimpl
        def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
            register(TINY)

        @hookimpl
        def spider_qt_register_rules(self, register: Callable[[RuleSpec], None]) -> None:
            register(RuleSpec(key="loose", name="Loose", letter="L", variants=("tiny",),
                              suits=(4,), group="no-such-policy"))

    result = with_builtins(("two-hooks", VariantThenBadRule()))
    failed = record(result, "two-hooks")
    assert failed.error is not None and "unknown group policy" in failed.error
    assert "tiny" not in result.catalog
    assert failed.variants == [] and failed.rules == []
    assert_builtins_work(result)


def test_a_rule_for_a_variant_that_is_not_loaded_waits_inactive() -> None:
    """Its variant's plugin may be switched off, failed or not installed: not the rule's fault."""
    class OrphanRule:
        @hookimpl
        def spider_qt_register_rules(self, register: Callable[[RuleSpec], None]) -> None:
            register(RuleSpec(key="orphan", name="Orphan", letter="O", variants=("nope",),
                              suits=(4,), group="descending-run"))

    result = with_builtins(("orphan", OrphanRule()))
    orphan = record(result, "orphan")
    assert orphan.error is None and orphan.status == "inactive"
    assert (orphan.needs, orphan.waiting_rules, orphan.rules) == (["nope"], ["orphan"], [])
    assert orphan.warnings == [] and result.errors == []
    assert "orphan" not in {r.key for r in result.catalog.rules}
    assert_builtins_work(result)


def test_a_rule_reusing_a_rule_letter_is_refused() -> None:
    class ClashingRule:
        @hookimpl
        def spider_qt_register_rules(self, register: Callable[[RuleSpec], None]) -> None:
            register(RuleSpec(key="rough", name="Rough", letter="R", variants=("spider",),
                              suits=(4,), group="any-face-up"))

    result = with_builtins(("clash", ClashingRule()))
    assert "already used by rule 'relaxed'" in (record(result, "clash").error or "")
    assert_builtins_work(result)


def test_an_import_failure_is_recorded_and_the_rest_load() -> None:
    failed = PluginRecord("gone", "installed", error="could not be imported: ImportError: x")
    result = load_catalog([*entry_point_plugins(), (failed, None)])
    assert result.errors == [failed]
    assert_builtins_work(result)


def test_relaxed_rule_is_inactive_without_the_spider_plugin() -> None:
    result = load_catalog(disabled={"spider"})
    relaxed = record(result, "relaxed")
    assert relaxed.error is None and relaxed.status == "inactive" and relaxed.needs == ["spider"]
    assert result.errors == []
    assert "spider" not in result.catalog and "spiderette" in result.catalog
