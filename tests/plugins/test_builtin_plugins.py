"""Every built-in plugin, checked alike: one test per check, over every entry point of the
``spider_qt`` group that pyproject.toml declares, so a new built-in is covered the moment
it is declared and no per-plugin copy of these checks can drift from the others.

What is particular to one plugin (Scorpion's columns, what Open deal changes) stays in
its own file; here is what holds for each: it is installed as declared, the host loads it
cleanly (alone too), what its hooks register is what the app holds, it is one of the
modules the plugin door scans (tests/test_plugin_door.py: the public API only), and its
words are in every catalog the app ships.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import tomllib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import ModuleType
from xml.etree import ElementTree

import pytest

from spider_qt.engine import PolicySpec, RuleSpec, VariantSpec
from spider_qt.plugins import ENTRY_POINT_GROUP, CardThemeSpec, hookspecs
from spider_qt.plugins.host import LoadResult, load_catalog
from spider_qt.plugins.records import Origin, PluginRecord, Status
from spider_qt.plugins.sources import APP_DISTRIBUTION
from spider_qt.testing import plugin_kit

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "spider_qt_resources" / "translations"

#: name → "module" of every built-in, as pyproject.toml declares them.
ENTRY_POINTS: dict[str, str] = tomllib.loads((ROOT / "pyproject.toml").read_text(
    encoding="utf-8"))["project"]["entry-points"][ENTRY_POINT_GROUP]
NAMES = sorted(ENTRY_POINTS)
HOOKS = sorted(name for name in dir(hookspecs) if name.startswith("spider_qt_register_"))

Spec = PolicySpec | VariantSpec | RuleSpec | CardThemeSpec


@cache
def loaded() -> LoadResult:
    """The installed plugins as the app loads them (once: every test here only reads it)."""
    return load_catalog()


def record(name: str) -> PluginRecord:
    return next(r for r in loaded().plugins if r.name == name)


def module_of(name: str) -> ModuleType:
    return importlib.import_module(ENTRY_POINTS[name].partition(":")[0])


def registered(name: str) -> list[Spec]:
    """What the plugin's hooks register when called, in order, hook by hook."""
    found: list[Spec] = []
    for hook in HOOKS:
        function: Callable[[Callable[[Spec], None]], None] | None = getattr(
            module_of(name), hook, None)
        if function is not None:
            function(found.append)
    return found


def test_the_group_holds_the_builtins() -> None:
    assert {"spider", "spiderette", "relaxed", "card_themes"} <= set(NAMES)
    assert HOOKS == ["spider_qt_register_card_themes", "spider_qt_register_policies",
                     "spider_qt_register_rules", "spider_qt_register_variants"]


def test_the_installed_metadata_declares_exactly_these() -> None:
    """The installed spider-qt says what pyproject.toml says (else: ``uv sync``)."""
    installed = {ep.name: ep.value
                 for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
                 if ep.dist is not None and ep.dist.name == APP_DISTRIBUTION}
    assert installed == ENTRY_POINTS


@pytest.mark.parametrize("name", NAMES)
def test_it_comes_through_the_public_group_from_the_builtins_package(name: str) -> None:
    assert ENTRY_POINTS[name].startswith("spider_qt_builtins.")
    path = Path(module_of(name).__file__ or "")
    assert path.is_relative_to(ROOT / "plugins"), "the plugin door scans plugins/ only"


@pytest.mark.parametrize("name", NAMES)
def test_the_host_loads_it_cleanly(name: str) -> None:
    found = record(name)
    assert (found.origin, found.error, found.warnings) == (Origin.BUILT_IN, None, [])
    assert found.status == Status.ENABLED and found.location == ENTRY_POINTS[name]
    assert found.summary.strip() and "\n" not in found.summary  # a line for the dialog
    assert found.variants or found.rules or found.themes


@pytest.mark.parametrize("name", NAMES)
def test_what_its_hooks_register_is_what_the_app_holds(name: str) -> None:
    specs = registered(name)
    assert specs, "a plugin that registers nothing"
    found, catalog, themes = record(name), loaded().catalog, loaded().themes
    variants = [s for s in specs if isinstance(s, VariantSpec)]
    rules = [s for s in specs if isinstance(s, RuleSpec)]
    decks = [s for s in specs if isinstance(s, CardThemeSpec)]
    assert found.variants == [v.key for v in variants]
    assert found.rules == [r.key for r in rules]
    assert found.themes == [t.key for t in decks]
    for variant in variants:
        assert catalog.variant(variant.key) is variant
        assert catalog.variant_by_letters(variant.letters) is variant
    for rule in rules:
        for key in rule.variants:
            for suits in set(rule.suits) & set(catalog.variant(key).suit_options):
                assert rule in catalog.rules_for(key, suits)
    for deck in decks:
        assert themes.get(deck.key) is deck


@pytest.mark.parametrize("name", NAMES)
def test_it_loads_alone(name: str) -> None:
    """Without the other built-ins it fails nothing: a rule whose variants are missing
    waits, inactive."""
    kit = plugin_kit(name, builtins=False, check=False)
    alone = kit.record(name)
    assert alone.origin == Origin.BUILT_IN and alone.error is None
    assert alone.variants == record(name).variants and alone.themes == record(name).themes
    assert alone.rules + alone.waiting_rules == record(name).rules


@cache
def translated(language_file: Path) -> frozenset[tuple[str, str]]:
    """(context, source) of every message the catalog translates."""
    done = set()
    for context in ElementTree.parse(language_file).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if (translation is not None and (translation.text or "").strip()
                    and translation.get("type") not in {"unfinished", "vanished", "obsolete"}):
                done.add((context.findtext("name") or "", message.findtext("source") or ""))
    return frozenset(done)


CATALOGS = sorted(p for p in TRANSLATIONS.glob("spider_qt_*.ts") if p.stem != "spider_qt_en")


@pytest.mark.parametrize("name", NAMES)
def test_its_words_are_translated_with_the_app(name: str) -> None:
    """A built-in is translated with the app: each name, description and rules text it
    registers, in the context the app looks it up in, in every language it ships."""
    assert {p.stem for p in CATALOGS} >= {"spider_qt_cs", "spider_qt_ro"}
    words: list[tuple[str, str]] = []
    for spec in registered(name):
        if isinstance(spec, VariantSpec):
            words += [("Variants", t) for t in (spec.name, spec.description, spec.rules) if t]
        elif isinstance(spec, RuleSpec):
            words += [("Rules", t) for t in (spec.name, spec.description, spec.rules) if t]
        elif isinstance(spec, CardThemeSpec):
            words.append(("CardThemes", spec.name))
    assert words
    for catalog in CATALOGS:
        missing = [w for w in words if w not in translated(catalog)]
        assert missing == [], f"{catalog.name} lacks {missing}"
