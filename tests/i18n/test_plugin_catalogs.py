"""A plugin's own translations load with the app's language and switch with it.

The plugin here is a tiny package shipping a Czech catalog, compiled in the test by
Qt's own lrelease, and no Italian one: its help page is Czech in Czech, English in
Italian, and the app's own words stay the app's.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from gui_helpers import compiled_translation
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from spider_qt import i18n
from spider_qt.i18n.plugin_catalogs import PluginCatalog, catalog_of, catalogs_of
from spider_qt.testing import PluginKit, builtin_catalog, plugin_kit
from spider_qt.ui.common.names import variant_text

PLUGIN = '''"""Wisp: a tiny variant with a Czech catalog."""
from spider_qt.engine import VariantSpec
from spider_qt.plugins import QT_TRANSLATE_NOOP, hookimpl

WISP = VariantSpec(
    key="wisp", name=QT_TRANSLATE_NOOP("Variants", "Wisp"), letters="WP", decks=1,
    layout=((2, 1),) * 7, deals=(tuple(range(7)),) * 4 + ((0, 1, 2),), order=50,
    description=QT_TRANSLATE_NOOP("Variants", "Seven short columns and a long stock."),
    rules=QT_TRANSLATE_NOOP("Variants", "Every column must hold a card before a deal."),
)


@hookimpl
def spider_qt_register_variants(register):
    register(WISP)
'''
CZECH = {
    ("Variants", "Wisp"): "Bludička",
    ("Variants", "Seven short columns and a long stock."): "Sedm krátkých sloupců a dlouhá "
                                                           "zásoba.",
    ("Variants", "Every column must hold a card before a deal."): "Před rozdáním musí mít "
                                                                   "každý sloupec kartu.",
    # A plugin may not reword the app: the app's catalog is asked first.
    ("Variants", "Spider"): "Přepsaný pavouk",
}


def czech_catalog(folder: Path, name: str) -> Path:
    """``folder/name``, compiled by lrelease from :data:`CZECH`."""
    folder.mkdir(parents=True, exist_ok=True)
    compiled_translation(folder, CZECH)
    (folder / "test_cs.ts").unlink()
    return (folder / "test_cs.qm").rename(folder / name)


@pytest.fixture
def speaking(qapp: QCoreApplication) -> Iterator[None]:
    """The app's language and plugin catalogs are put back after the test."""
    language, catalogs = i18n.current(), i18n.plugin_catalogs()
    yield
    i18n.set_plugin_catalogs(catalogs)
    i18n.install(language)


@pytest.fixture
def wisp(tmp_path: Path) -> PluginKit:
    """The kit of a package plugin shipping ``translations/wisp_cs.qm``."""
    package = tmp_path / "wisp"
    package.mkdir()
    (package / "__init__.py").write_text(PLUGIN, encoding="utf-8")
    czech_catalog(package / "translations", "wisp_cs.qm")
    return plugin_kit(package)


def plugin_module(kit: PluginKit) -> object:
    return kit.result.manager.get_plugin(kit.record().name)


def test_a_package_ships_every_catalog_in_its_translations_folder(wisp: PluginKit) -> None:
    catalog = catalog_of("wisp", plugin_module(wisp))
    assert catalog is not None and catalog.stem is None and catalog.languages() == ("cs",)
    assert [p.name for p in catalog.files("cs")] == ["wisp_cs.qm"] and catalog.files("it") == ()
    (catalog.folder / "it.qm").write_bytes(b"")
    (catalog.folder / "renamed_cs.qm").write_bytes(b"")
    assert catalog.languages() == ("cs", "it")
    assert [p.name for p in catalog.files("cs")] == ["renamed_cs.qm", "wisp_cs.qm"]


def test_a_single_file_ships_only_the_catalogs_named_after_it(tmp_path: Path) -> None:
    (tmp_path / "translations").mkdir()
    for name in ("wisp_cs.qm", "other_it.qm", "cs.qm"):
        (tmp_path / "translations" / name).write_bytes(b"")
    module = ModuleType("spider_qt_user_plugin__wisp")  # the private name does not matter
    module.__file__ = str(tmp_path / "wisp.py")
    catalog = catalog_of("wisp", module)
    assert catalog == PluginCatalog("wisp", tmp_path / "translations", "wisp")
    assert catalog.languages() == ("cs",)
    assert catalog_of("other", ModuleType("made_in_memory")) is None


def test_the_builtins_ship_none_and_a_load_result_is_accepted(wisp: PluginKit) -> None:
    builtins = plugin_kit()
    assert catalogs_of(builtins.result.manager.list_name_plugin()) == ()
    assert [c.plugin for c in catalogs_of(wisp.result.manager.list_name_plugin())] == ["wisp"]
    assert builtin_catalog().variant("spider").name == "Spider"


def test_the_help_page_is_in_the_players_language_where_the_plugin_ships_it(
        wisp: PluginKit, speaking: None) -> None:
    czech = wisp.help_page("rules", language="cs")
    assert "Bludička" in czech and "Sedm krátkých sloupců" in czech
    assert "Před rozdáním musí mít každý sloupec kartu." in czech
    italian = wisp.help_page("rules", language="it")  # the plugin ships no Italian
    assert "Wisp" in italian and "Seven short columns" in italian and "Bludička" not in italian


def test_the_catalogs_switch_with_the_language(wisp: PluginKit, speaking: None) -> None:
    i18n.install("cs")
    app_spider = variant_text("Spider")
    assert variant_text("Wisp") == "Wisp"  # not named yet: the app's catalogs only
    assert [c.plugin for c in i18n.use_plugin_catalogs(wisp.result)] == ["wisp"]
    assert variant_text("Wisp") == "Bludička"  # loaded at once, in the language in use
    assert variant_text("Spider") == app_spider != "Přepsaný pavouk"
    i18n.install("it")
    assert variant_text("Wisp") == "Wisp"
    i18n.install("cs")
    assert variant_text("Wisp") == "Bludička"
    i18n.set_plugin_catalogs(())  # the plugin switched off
    assert variant_text("Wisp") == "Wisp" and variant_text("Spider") == app_spider


def test_a_damaged_catalog_costs_the_plugin_its_words_only(
        tmp_path: Path, speaking: None, caplog: pytest.LogCaptureFixture) -> None:
    package = tmp_path / "wisp"
    (package / "translations").mkdir(parents=True)
    (package / "__init__.py").write_text(PLUGIN, encoding="utf-8")
    (package / "translations" / "wisp_cs.qm").write_bytes(b"\x00not a catalog" * 10)
    kit = plugin_kit(package)
    with caplog.at_level(logging.WARNING, logger="spider_qt.i18n"):
        page = kit.help_page("rules", language="cs")
    assert "Wisp" in page and "not a compiled Qt catalog" in caplog.text
    assert i18n.install("cs") == "cs"


def test_the_window_and_its_help_follow_a_language_switch(wisp: PluginKit, qtbot: QtBot,
                                                          speaking: None) -> None:
    window = wisp.board(language="cs")
    qtbot.addWidget(window)
    assert "Bludička" in window.windowTitle()
    help_window = window.show_help()
    assert "Sedm krátkých sloupců" in help_window.page("rules").toHtml()
    window.options.language = "it"  # as the Preferences dialog does
    qtbot.waitUntil(lambda: window.windowTitle().startswith("Wisp"))
    qtbot.waitUntil(lambda: "Seven short columns" in help_window.page("rules").toHtml())
    window.options.language = "cs"
    qtbot.waitUntil(lambda: "Bludička" in window.windowTitle())
    help_window.close()
    window.close()
