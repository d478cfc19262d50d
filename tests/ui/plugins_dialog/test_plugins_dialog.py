"""The Plugins dialog: each plugin by a player's name for it and what it adds, its details
(with what its author needs), and the switches."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from gui_helpers import compiled_translation, translated
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QTableWidgetItem
from pytestqt.qtbot import QtBot

from spider_qt import i18n
from spider_qt.engine import Catalog
from spider_qt.plugins.host import PluginRecord, load_catalog
from spider_qt.testing import plugin_kit
from spider_qt.ui.common.names import error_color
from spider_qt.ui.plugins_dialog.dialog import (
    COLUMNS,
    ENABLED_COLUMN,
    NAME_COLUMN,
    RESTART_NOTE,
    SAFE_MODE_TEXT,
    STATUS_COLUMN,
    PluginsDialog,
)
from spider_qt.ui.plugins_dialog.plugin_names import listed

WISP = '''"""Wisp: a tiny variant with a Czech catalog."""
from spider_qt.engine import VariantSpec
from spider_qt.plugins import QT_TRANSLATE_NOOP, hookimpl


@hookimpl
def spider_qt_register_variants(register):
    register(VariantSpec(
        key="wisp", name=QT_TRANSLATE_NOOP("Variants", "Wisp"), letters="WP", decks=1,
        layout=((2, 1),) * 7, deals=(tuple(range(7)),) * 4 + ((0, 1, 2),), order=50))
'''
IMPORT_ERROR = "could not be imported: ModuleNotFoundError: No module named 'numpy'"
FOLDER_PATH = "/home/ann/.local/share/spider-qt/plugins/my_rules.py"


def records() -> list[PluginRecord]:
    """One of each origin, a failure and a switched-off one, listed out of order on purpose."""
    return [
        PluginRecord("zebra", "folder", "", ["zebra"], location="/plugins/zebra.py"),
        PluginRecord("spiderette", "built-in", "0.1.0", ["spiderette"],
                     location="spider_qt_builtins.spiderette"),
        PluginRecord("tarantula", "installed", "1.2.3", ["tarantula"], ["relaxed"],
                     location="spider_qt_tarantula", summary="Tarantula and its cousins."),
        PluginRecord("spider", "built-in", "0.1.0", ["spider"],
                     location="spider_qt_builtins.spider", summary="Classic Spider."),
        PluginRecord("broken", "installed", "0.0.1", error=IMPORT_ERROR, location="broken_plugin"),
        PluginRecord("relaxed", "built-in", "0.1.0", [], ["relaxed"],
                     location="spider_qt_builtins.relaxed"),
        PluginRecord("my_rules", "folder", "", location=FOLDER_PATH, enabled=False),
    ]


@pytest.fixture
def speaking(qapp: QCoreApplication) -> Iterator[None]:
    """The app's language and plugin catalogs are put back after the test."""
    language, catalogs = i18n.current(), i18n.plugin_catalogs()
    yield
    i18n.set_plugin_catalogs(catalogs)
    i18n.install(language)


class Toggles:
    """Stands in for the caller that saves each switch."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, bool]] = []

    def __call__(self, name: str, enabled: bool) -> None:
        self.calls.append((name, enabled))


def make_dialog(
    qtbot: QtBot,
    catalog: Catalog,
    plugins: list[PluginRecord] | None = None,
    disabled: Iterable[str] = ("my_rules",),
    *,
    safe_mode: bool = False,
) -> tuple[PluginsDialog, Toggles]:
    """Shown, because the tests ask what a player would see."""
    toggles = Toggles()
    dialog = PluginsDialog(
        records() if plugins is None else plugins, catalog, disabled, toggles, safe_mode=safe_mode
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, toggles


def cells(dialog: PluginsDialog) -> list[list[str]]:
    """The text of every row: the name (beside its checkbox), what it adds, origin, status."""
    table = dialog.table
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def row_of(dialog: PluginsDialog, name: str) -> int:
    """The row of the plugin with id ``name``."""
    row = dialog.row_of(name)
    assert row >= 0, name
    return row


def cells_of(dialog: PluginsDialog, name: str) -> list[str]:
    return cells(dialog)[row_of(dialog, name)]


def switch(dialog: PluginsDialog, name: str) -> QTableWidgetItem:
    item = dialog.table.item(row_of(dialog, name), ENABLED_COLUMN)
    assert item is not None
    return item


def click_switch(qtbot: QtBot, dialog: PluginsDialog, name: str) -> None:
    """Click the checkbox the way a player does, on the indicator at the cell's left."""
    table = dialog.table
    rect = table.visualItemRect(switch(dialog, name))
    indicator = QPoint(rect.left() + rect.height() // 2, rect.center().y())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=indicator)


def checked(dialog: PluginsDialog, name: str) -> bool:
    return switch(dialog, name).checkState() == Qt.CheckState.Checked


# --- the table ---------------------------------------------------------------------------------


def test_title_and_headings(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    assert dialog.windowTitle() == "Plugins"
    table = dialog.table
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headings == list(COLUMNS) == ["Plugin", "Adds", "Origin", "Status"]


def test_rows_by_origin_then_name_with_what_each_adds_in_words(
    qtbot: QtBot, catalog: Catalog
) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    assert cells(dialog) == [
        ["Relaxed", "Adds the rule Relaxed to Spider", "Built-in", "Enabled"],
        ["Spider", "Adds the variant Spider", "Built-in", "Enabled"],
        ["Spiderette", "Adds the variant Spiderette", "Built-in", "Enabled"],
        ["Broken", "—", "Installed", "Failed"],
        ["Tarantula", "Adds the variant Tarantula. Adds the rule Relaxed to Spider",
         "Installed", "Enabled"],
        ["My rules", "Switch it on to see what it adds", "Plugins folder", "Disabled"],
        ["Zebra", "Adds the variant Zebra", "Plugins folder", "Enabled"],
    ]


def test_adds_says_how_many_and_names_them(qtbot: QtBot, catalog: Catalog) -> None:
    plugins = [
        PluginRecord("spider", "built-in", "0.1.0", ["spider"], ["classic"]),
        PluginRecord("mix", "installed", "2", ["spiderette", "tarantula"], ["relaxed", "strict"]),
        PluginRecord("deal", "installed", "1", [], ["open_deal"]),
    ]
    dialog, _ = make_dialog(qtbot, catalog, plugins, disabled=())
    adds = {name: cells_of(dialog, name)[1] for name in ("spider", "mix", "deal")}
    assert adds["spider"] == "Adds the variant Spider. Adds the rule Classic"  # for any
    # %n texts: the count is the number of names (English plural forms come from the catalog).
    mix_variants, mix_rules = adds["mix"].split(". ")
    # A list as the player's locale writes it ("Spiderette and Tarantula" in English).
    assert mix_variants.startswith("Adds 2 variant")
    assert mix_variants.endswith(": " + listed(["Spiderette", "Tarantula"]))
    assert mix_rules.startswith("Adds 2 rule")
    assert mix_rules.endswith(": " + listed(["Relaxed", "Strict"]))
    assert adds["deal"] == "Adds the rule Open deal to " + listed(["Spider", "Spiderette"])
    assert cells_of(dialog, "deal")[0] == "Open deal"  # named after its one rule
    assert cells_of(dialog, "mix")[0] == "Mix"  # two of each: its id, readable


def test_the_app_s_plugins_are_named_as_a_player_knows_them(qtbot: QtBot) -> None:
    """The built-ins, listed like any plugin: by the name of what they add, never an id."""
    loaded = load_catalog()
    dialog, _ = make_dialog(qtbot, loaded.catalog, loaded.plugins, disabled=())
    names = {record.name: cells_of(dialog, record.name)[0] for record in loaded.plugins}
    for plugin, name in {"spider": "Spider", "spiderette": "Spiderette",
                         "simple_simon": "Simple Simon", "scorpion": "Scorpion",
                         "relaxed": "Relaxed", "open_deal": "Open deal"}.items():
        assert names[plugin] == name
    assert all(name != plugin for plugin, name in names.items())
    assert cells_of(dialog, "simple_simon")[1] == "Adds the variant Simple Simon"
    assert cells_of(dialog, "relaxed")[1] == "Adds the rule Relaxed to Spider"
    assert cells_of(dialog, "card_themes")[0] == "Card themes"  # worded, not its id
    themes = cells_of(dialog, "card_themes")[1]
    assert themes.startswith("Adds 2 card theme")  # English plurals come from the catalog
    assert themes.endswith(": " + listed(["Classic", "Large index"]))
    tip = dialog.table.item(row_of(dialog, "simple_simon"), NAME_COLUMN).toolTip()
    assert tip.startswith("Simple Simon: One deck dealt face up in ten columns")


def test_in_czech_the_names_are_the_czech_ones(qtbot: QtBot, speaking: None) -> None:
    """With the app's installed Czech catalog, rule names read as in the New Game dialog."""
    loaded = load_catalog()
    dialog, _ = make_dialog(qtbot, loaded.catalog, loaded.plugins, disabled=())
    assert cells_of(dialog, "relaxed")[0] == "Relaxed"
    i18n.install("cs")
    qtbot.waitUntil(lambda: dialog.windowTitle() != "Plugins")
    czech = {record.name: cells_of(dialog, record.name)[0] for record in loaded.plugins}
    assert czech["relaxed"] == "Volná" and czech["open_deal"] == "Otevřené rozdávání"
    assert czech["card_themes"] == "Vzhledy karet"  # a collection of themes, worded too
    assert czech["relaxed"] == QCoreApplication.translate("Rules", "Relaxed")
    assert "Volná" in cells_of(dialog, "relaxed")[1]  # what it adds names it the same way
    dialog.select_plugin("relaxed")
    lines = dialog.details.toPlainText().splitlines()
    assert lines[0].endswith(": Volná")  # "Name: …" in Czech
    assert any(line.endswith(": relaxed") for line in lines)  # the id, for its author


def test_a_plugin_named_in_its_own_catalog(qtbot: QtBot, tmp_path: Path, speaking: None) -> None:
    """A third-party plugin shipping a Czech catalog is called by its Czech variant name."""
    package = tmp_path / "wisp"
    package.mkdir()
    (package / "__init__.py").write_text(WISP, encoding="utf-8")
    folder = package / "translations"
    folder.mkdir()
    compiled_translation(folder, {("Variants", "Wisp"): "Bludička"})
    (folder / "test_cs.qm").rename(folder / "wisp_cs.qm")
    kit = plugin_kit(package)
    i18n.use_plugin_catalogs(kit.result)
    i18n.install("cs")
    dialog, _ = make_dialog(qtbot, kit.catalog, kit.result.plugins, disabled=())
    assert cells_of(dialog, "wisp")[0] == "Bludička"
    assert "Bludička" in cells_of(dialog, "wisp")[1]


def test_failed_row_is_marked_with_an_icon_and_the_error_colour(
    qtbot: QtBot, catalog: Catalog
) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    failed = dialog.table.item(row_of(dialog, "broken"), STATUS_COLUMN)
    fine = dialog.table.item(row_of(dialog, "spider"), STATUS_COLUMN)
    assert failed.text() == "Failed"
    assert not failed.icon().isNull()
    assert failed.foreground().color() == error_color(dialog.table.palette())
    assert failed.toolTip() == IMPORT_ERROR
    assert fine.icon().isNull()


def test_checkboxes_follow_the_disabled_names(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, toggles = make_dialog(qtbot, catalog, disabled={"my_rules", "broken"})
    assert not checked(dialog, "my_rules")
    assert not checked(dialog, "broken")
    assert checked(dialog, "spider")
    assert checked(dialog, "zebra")
    assert toggles.calls == []  # building the table is not a toggle


# --- details and copying -----------------------------------------------------------------------


def test_nothing_selected_no_details_and_copy_disabled(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    assert dialog.details.isReadOnly()
    assert dialog.details.toPlainText() == ""
    assert not dialog.copy_button.isEnabled()


def test_details_of_a_working_plugin(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    dialog.table.selectRow(row_of(dialog, "tarantula"))
    text = dialog.details.toPlainText()
    lines = text.splitlines()
    # First what it is to a player, then (after a blank line) what its author needs.
    assert lines[:3] == [
        "Name: Tarantula",
        "Adds the variant Tarantula. Adds the rule Relaxed to Spider",
        "Relaxed: A group of cards in descending order may move together even if suits are "
        "mixed.",
    ]
    for line in (
        "Status: Enabled",
        "For the plugin's author:",
        "Plugin id: tarantula",
        "Version: 1.2.3",
        "Origin: Installed",
        "Location: spider_qt_tarantula",
        "Summary: Tarantula and its cousins.",
        "Variants: tarantula",
        "Rules: relaxed",
    ):
        assert line in lines
    assert lines.index("Status: Enabled") < lines.index("For the plugin's author:")
    assert "Error" not in text
    assert dialog.copy_button.isEnabled()


def test_failed_plugin_shows_its_error_in_details(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    dialog.table.selectRow(row_of(dialog, "broken"))
    lines = dialog.details.toPlainText().splitlines()
    assert "Status: Failed" in lines
    assert f"Error: {IMPORT_ERROR}" in lines


def test_copy_details_puts_the_error_on_the_clipboard(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    QGuiApplication.clipboard().clear()
    dialog.select_plugin("broken")
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert IMPORT_ERROR in copied
    assert copied == dialog.details.toPlainText()


def test_select_plugin_by_name(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    assert dialog.select_plugin("my_rules")
    assert f"Location: {FOLDER_PATH}" in dialog.details.toPlainText().splitlines()
    assert not dialog.select_plugin("no such plugin")


# --- switching -------------------------------------------------------------------------------


def test_restart_note_hidden_until_something_is_toggled(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    assert not dialog.restart_note.isVisible()


@pytest.mark.parametrize(("name", "enabled"), [("spider", False), ("my_rules", True),
                                               ("relaxed", False)])
def test_clicking_a_checkbox_calls_on_toggle_and_shows_the_note(
    qtbot: QtBot, catalog: Catalog, name: str, enabled: bool
) -> None:
    dialog, toggles = make_dialog(qtbot, catalog)
    click_switch(qtbot, dialog, name)
    assert toggles.calls == [(name, enabled)]
    assert checked(dialog, name) is enabled
    assert dialog.is_checked(name) is enabled
    assert dialog.restart_note.isVisible()
    rules_left = "Switching off Spider also makes these rules inactive: Relaxed. "
    assert dialog.restart_note.text() == (rules_left if name == "spider" else "") + RESTART_NOTE


def test_toggle_back_calls_on_toggle_again(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, toggles = make_dialog(qtbot, catalog)
    click_switch(qtbot, dialog, "tarantula")
    click_switch(qtbot, dialog, "tarantula")
    assert toggles.calls == [("tarantula", False), ("tarantula", True)]


def test_a_failed_plugin_can_be_switched_off(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, toggles = make_dialog(qtbot, catalog)
    click_switch(qtbot, dialog, "broken")
    assert toggles.calls == [("broken", False)]
    assert not checked(dialog, "broken")


def test_space_toggles_the_selected_row_from_any_cell(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, toggles = make_dialog(qtbot, catalog)
    dialog.table.setFocus()
    dialog.table.setCurrentCell(row_of(dialog, "zebra"), 1)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Space)
    assert toggles.calls == [("zebra", False)]


def test_details_tell_what_the_next_start_will_do(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    dialog.select_plugin("my_rules")
    click_switch(qtbot, dialog, "my_rules")
    assert "Status: Disabled (enabled from the next start)" in dialog.details.toPlainText()


def test_the_last_plugin_with_variants_cannot_be_switched_off(
    qtbot: QtBot, catalog: Catalog
) -> None:
    dialog, toggles = make_dialog(qtbot, catalog)
    for name in ("spiderette", "tarantula", "zebra"):
        click_switch(qtbot, dialog, name)
    click_switch(qtbot, dialog, "spider")
    assert toggles.calls == [("spiderette", False), ("tarantula", False), ("zebra", False)]
    assert checked(dialog, "spider")
    assert dialog.is_checked("spider")
    note = dialog.restart_note.text()
    assert dialog.restart_note.isVisible()
    assert note.startswith("Spider stays enabled")
    # A plugin without variants can still go.
    click_switch(qtbot, dialog, "relaxed")
    assert toggles.calls[-1] == ("relaxed", False)


def test_refusal_shown_even_before_any_other_toggle(qtbot: QtBot, catalog: Catalog) -> None:
    plugins = [
        PluginRecord("spider", "built-in", "0.1.0", ["spider"]),
        PluginRecord("relaxed", "built-in", "0.1.0", [], ["relaxed"]),
    ]
    dialog, toggles = make_dialog(qtbot, catalog, plugins, disabled=())
    click_switch(qtbot, dialog, "spider")
    assert toggles.calls == []
    assert checked(dialog, "spider")
    assert dialog.restart_note.isVisible()
    assert RESTART_NOTE not in dialog.restart_note.text()  # nothing changed, nothing to restart


def test_failed_or_switched_off_plugins_do_not_count_as_variant_sources(
    qtbot: QtBot, catalog: Catalog
) -> None:
    plugins = [
        PluginRecord("spider", "built-in", "0.1.0", ["spider"]),
        PluginRecord("half", "installed", "1", ["half"], error="failed in a hook"),
        PluginRecord("later", "folder", "", ["later"], enabled=False),
    ]
    dialog, toggles = make_dialog(qtbot, catalog, plugins, disabled=())
    click_switch(qtbot, dialog, "spider")
    assert toggles.calls == []
    assert checked(dialog, "spider")


def test_rows_sharing_a_name_share_the_switch(qtbot: QtBot, catalog: Catalog) -> None:
    """The host fails a folder plugin named like a loaded one; the switch goes by name."""
    plugins = [
        PluginRecord("spider", "built-in", "0.1.0", ["spider"]),
        PluginRecord("spiderette", "built-in", "0.1.0", ["spiderette"]),
        PluginRecord("spiderette", "folder", "", error="has the same name as …"),
    ]
    dialog, toggles = make_dialog(qtbot, catalog, plugins, disabled=())
    folder_row = dialog.table.item(2, ENABLED_COLUMN)
    click_switch(qtbot, dialog, "spiderette")  # the built-in row, listed first
    assert toggles.calls == [("spiderette", False)]
    assert folder_row.checkState() == Qt.CheckState.Unchecked
    # Now spider is the only source left, whichever row of it is clicked.
    click_switch(qtbot, dialog, "spider")
    assert toggles.calls == [("spiderette", False)]


# --- safe mode -------------------------------------------------------------------------------


@pytest.mark.parametrize("safe_mode", [True, False])
def test_safe_mode_banner_only_in_safe_mode(
    qtbot: QtBot, catalog: Catalog, safe_mode: bool
) -> None:
    dialog, _ = make_dialog(qtbot, catalog, safe_mode=safe_mode)
    assert dialog.safe_mode_banner.isVisible() is safe_mode
    assert dialog.safe_mode_banner.text() == SAFE_MODE_TEXT


def test_close_button_closes(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    assert dialog.close_button.isDefault()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_default_size_shows_every_column(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    table = dialog.table
    for column in range(table.columnCount() - 1):
        assert table.columnWidth(column) >= table.sizeHintForColumn(column)
    last = table.columnCount() - 1
    assert table.columnWidth(last) >= table.sizeHintForColumn(last)
    assert table.horizontalScrollBar().maximum() == 0


# --- another language ------------------------------------------------------------------------


CZECH = {
    ("PluginsDialog", "Plugins"): "Zásuvné moduly",
    ("PluginsDialog", "Status"): "Stav",
    ("PluginsDialog", "Enabled"): "Zapnuto",
    ("PluginsDialog", "Built-in"): "Vestavěný",
    ("PluginWords", "Adds the variant %1"): "Přidává variantu %1",
    ("PluginsDialog", "Status: %1"): "Stav: %1",
    ("PluginsDialog", "%1 (disabled from the next start)"): "%1 (od příštího spuštění vypnuto)",
    ("PluginsDialog", "Changes take effect the next time spider-qt starts."):
        "Změny platí od příštího spuštění.",
    ("Variants", "Spiderette"): "Pavouček",
}


def test_an_open_dialog_follows_a_language_change(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path
) -> None:
    dialog, toggles = make_dialog(qtbot, catalog)
    click_switch(qtbot, dialog, "spiderette")
    dialog.select_plugin("spiderette")
    with translated(tmp_path, CZECH):
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Zásuvné moduly")
        assert dialog.table.horizontalHeaderItem(STATUS_COLUMN).text() == "Stav"
        assert cells_of(dialog, "spiderette") == ["Pavouček", "Přidává variantu Pavouček",
                                                  "Vestavěný", "Zapnuto"]
        assert row_of(dialog, "spiderette") == 0  # in the order of the Czech names
        assert not checked(dialog, "spiderette")  # the switches stay as they were
        lines = dialog.details.toPlainText().splitlines()
        assert "Name: Pavouček" in lines  # the selection too
        assert "Stav: Zapnuto (od příštího spuštění vypnuto)" in lines
        assert dialog.restart_note.text() == "Změny platí od příštího spuštění."
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Plugins")
    assert cells(dialog)[2] == ["Spiderette", "Adds the variant Spiderette", "Built-in",
                                "Enabled"]
    assert dialog.restart_note.text() == RESTART_NOTE
    assert toggles.calls == [("spiderette", False)]  # refilling the rows switched nothing


# --- inactive, slow, warnings, tracebacks ------------------------------------------------------

TRACEBACK = ('Traceback (most recent call last):\n  File "/plugins/wisp.py", line 3, in <module>\n'
             '    import numpy\nModuleNotFoundError: No module named \'numpy\'\n')


def test_an_inactive_rule_plugin_says_what_it_needs(qtbot: QtBot, catalog: Catalog) -> None:
    plugins = [
        PluginRecord("spiderette", "built-in", "0.1.0", ["spiderette"]),
        PluginRecord("relaxed", "built-in", "0.1.0", needs=["spider"], waiting_rules=["relaxed"],
                     needed_names={"spider": "Spider"}),
        PluginRecord("odd", "folder", "", needs=["wisp"], waiting_rules=["odd"]),
    ]
    dialog, _ = make_dialog(qtbot, catalog, plugins, disabled=("spider",))
    statuses = {name: cells_of(dialog, name)[STATUS_COLUMN] for name in ("spiderette",
                                                                         "relaxed", "odd")}
    assert statuses == {"spiderette": "Enabled", "relaxed": "Inactive (needs Spider)",
                        "odd": "Inactive (needs wisp)"}  # a key where no name is known
    inactive = dialog.table.item(row_of(dialog, "relaxed"), STATUS_COLUMN)
    assert inactive.icon().isNull()
    assert inactive.foreground().color() != error_color(dialog.table.palette())
    dialog.select_plugin("relaxed")
    assert "Status: Inactive (needs Spider)" in dialog.details.toPlainText().splitlines()


def test_a_slow_plugin_is_named_under_the_table(qtbot: QtBot, catalog: Catalog) -> None:
    plugins = [PluginRecord("spider", "built-in", "0.1.0", ["spider"], load_seconds=0.01),
               PluginRecord("sleepy", "folder", "", ["sleepy"], load_seconds=2.5),
               PluginRecord("quick", "folder", "", ["quick"], load_seconds=0.9)]
    dialog, _ = make_dialog(qtbot, catalog, plugins, disabled=())
    assert dialog.slow_note.isVisible()
    assert dialog.slow_note.text() == "Slow to load: Sleepy (2.50 s)"  # as the row names it
    dialog.select_plugin("quick")
    assert "Load time: 0.90 s" in dialog.details.toPlainText().splitlines()


def test_no_slow_note_when_every_plugin_is_quick(qtbot: QtBot, catalog: Catalog) -> None:
    dialog, _ = make_dialog(qtbot, catalog)
    assert not dialog.slow_note.isVisible()


def test_warnings_are_marked_and_listed(qtbot: QtBot, catalog: Catalog) -> None:
    warning = "registered nothing: none of its hooks called register(...)"
    plugins = [PluginRecord("spider", "built-in", "0.1.0", ["spider"]),
               PluginRecord("forgot", "folder", "", warnings=[warning])]
    dialog, _ = make_dialog(qtbot, catalog, plugins, disabled=())
    state = dialog.table.item(row_of(dialog, "forgot"), STATUS_COLUMN)
    assert state.text() == "Enabled" and not state.icon().isNull()
    assert state.toolTip() == warning
    dialog.select_plugin("forgot")
    assert f"Warning: {warning}" in dialog.details.toPlainText().splitlines()


def test_details_show_and_copy_the_traceback(qtbot: QtBot, catalog: Catalog) -> None:
    plugins = [PluginRecord("spider", "built-in", "0.1.0", ["spider"]),
               PluginRecord("wisp", "folder", "", error=IMPORT_ERROR, traceback=TRACEBACK)]
    dialog, _ = make_dialog(qtbot, catalog, plugins, disabled=())
    dialog.select_plugin("wisp")
    text = dialog.details.toPlainText()
    assert text.endswith(TRACEBACK.rstrip("\n"))
    assert text.index(f"Error: {IMPORT_ERROR}") < text.index("Traceback (most recent")
    QGuiApplication.clipboard().clear()
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == text


# --- switches that apply at once ---------------------------------------------------------------


def test_a_switch_applied_at_once_shows_the_new_load(qtbot: QtBot, catalog: Catalog) -> None:
    from spider_qt.plugins.host import load_catalog

    loaded = load_catalog()
    calls: list[tuple[str, bool]] = []

    def apply(name: str, enabled: bool) -> object:
        calls.append((name, enabled))
        return loaded.reload(() if enabled else (name,))

    dialog = PluginsDialog(loaded.plugins, loaded.catalog, (), apply)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.select_plugin("relaxed")
    click_switch(qtbot, dialog, "spider")
    assert calls == [("spider", False)]
    assert cells_of(dialog, "spider") == ["Spider", "Adds the variant Spider", "Built-in",
                                          "Disabled"]
    assert cells_of(dialog, "relaxed") == ["Relaxed", "Adds the rule Relaxed to Spider",
                                           "Built-in", "Inactive (needs Spider)"]
    # No game in progress here (no window): the note says what new games lost, nothing more.
    assert dialog.restart_note.text() == (
        "Spider games can no longer be started. The rule Relaxed can no longer be chosen.")
    assert "Status: Inactive (needs Spider)" in dialog.details.toPlainText()  # still selected
    click_switch(qtbot, dialog, "spider")
    assert cells_of(dialog, "spider")[STATUS_COLUMN] == "Enabled"
    assert cells_of(dialog, "relaxed")[STATUS_COLUMN] == "Enabled"
    assert dialog.restart_note.text() == (
        "Spider games can now be started. The rule Relaxed can now be chosen.")


def test_the_game_in_progress_is_named_when_a_switch_takes_its_variant(qtbot: QtBot) -> None:
    loaded = load_catalog()
    off: set[str] = set()

    def apply(name: str, enabled: bool) -> object:
        (off.discard if enabled else off.add)(name)
        return loaded.reload(off)

    class Playing:
        variant, rule = "scorpion", "classic"

    dialog = PluginsDialog(loaded.plugins, loaded.catalog, (), apply,  # type: ignore[arg-type]
                           playing=Playing)
    qtbot.addWidget(dialog)
    click_switch(qtbot, dialog, "scorpion")
    assert dialog.restart_note.text() == (
        "Scorpion games can no longer be started. The game in progress goes on.")
    click_switch(qtbot, dialog, "relaxed")  # not what is played: nothing said about it
    assert dialog.restart_note.text() == "The rule Relaxed can no longer be chosen."


def test_a_plugin_that_fails_when_switched_on_waits_for_the_next_start(
    qtbot: QtBot, catalog: Catalog
) -> None:
    plugins = [PluginRecord("spider", "built-in", "0.1.0", ["spider"]),
               PluginRecord("wisp", "folder", "", enabled=False)]
    failed = [plugins[0], PluginRecord("wisp", "folder", "", error=IMPORT_ERROR,
                                       traceback=TRACEBACK)]

    class Reloaded:
        def __init__(self) -> None:
            self.plugins, self.catalog = failed, catalog

    dialog = PluginsDialog(plugins, catalog, ("wisp",), lambda name, on: Reloaded())
    qtbot.addWidget(dialog)
    dialog.show()
    click_switch(qtbot, dialog, "wisp")
    assert dialog.restart_note.text() == (
        "Wisp could not be loaded (see the details); it is tried again the next time "
        "spider-qt starts.")
    assert cells_of(dialog, "wisp")[STATUS_COLUMN] == "Failed"
    dialog.select_plugin("wisp")
    assert dialog.details.toPlainText().endswith(TRACEBACK.rstrip("\n"))
