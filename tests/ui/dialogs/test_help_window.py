"""The Help window: every variant's pages, rebuilt when the variant or the language changes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from gui_helpers import WindowFactory
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QKeySequence, QTextCursor, QTextTable
from PySide6.QtWidgets import QTextBrowser
from pytestqt.qtbot import QtBot

from spider_qt import i18n
from spider_qt.engine import Catalog, Scoring, VariantSpec, new_game
from spider_qt.help import PAGE_NAMES
from spider_qt.ui.commands import BOARD_KEYS, native_keys, plain_text
from spider_qt.ui.dialogs.help_window import HelpWindow
from spider_qt.ui.window.main_window import MainWindow

TRIO = VariantSpec(key="trio", name="Trio", letters="TR", decks=1,
                   layout=((2, 1),) * 3, deals=((0, 1, 2),) * 14 + ((0,),),
                   scoring=Scoring(floor=None))


def open_window(qtbot: QtBot, catalog: Catalog, variant: str | None = None) -> HelpWindow:
    window = HelpWindow(catalog, variant)
    qtbot.addWidget(window)
    window.show()
    return window


def plain(window: HelpWindow, name: str) -> str:
    return window.page(name).toPlainText().replace("(s)", "s").replace("\u00a0", " ")


def test_four_read_only_tabs(qtbot: QtBot, catalog: Catalog) -> None:
    window = open_window(qtbot, catalog)
    assert window.windowTitle() == "Help"
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Rules", "Examples", "Sources", "Keyboard"]
    for index, name in enumerate(PAGE_NAMES):
        browser = window.page(name)
        assert isinstance(browser, QTextBrowser) and browser.isReadOnly()
        assert window.tabs.widget(index) is browser
        assert browser.accessibleName() and browser.toPlainText().strip()
    assert window.variant_combo.accessibleName()
    assert window.width() >= 700 and window.height() >= 550


def test_every_variant_is_offered_and_the_default_comes_first(qtbot: QtBot,
                                                              catalog: Catalog) -> None:
    window = open_window(qtbot, catalog)
    combo = window.variant_combo
    assert [combo.itemData(i) for i in range(combo.count())] == [s.key for s in catalog]
    assert [combo.itemText(i) for i in range(combo.count())] == [s.name for s in catalog]
    assert window.variant == catalog.default_variant.key == "spider"


def test_choosing_a_variant_rewrites_its_pages(qtbot: QtBot, catalog: Catalog) -> None:
    window = open_window(qtbot, catalog)
    spider_rules = plain(window, "rules")
    assert "uses 104 cards" in spider_rules and "SP1-S1C-AAAAAAD" in plain(window, "examples")
    keyboard = plain(window, "keyboard")
    window.variant_combo.setCurrentIndex(window.variant_combo.findData("spiderette"))
    assert window.variant == "spiderette"
    rules = plain(window, "rules")
    assert rules != spider_rules and "uses 52 cards" in rules and "Relaxed" not in rules
    assert "SD1-S1-AAAAABD" in plain(window, "examples")  # the source pages' won game
    assert "Klondike" in plain(window, "sources")
    assert plain(window, "keyboard") == keyboard


def test_it_opens_on_the_variant_asked_for(qtbot: QtBot, catalog: Catalog) -> None:
    window = open_window(qtbot, catalog, "scorpion")
    assert window.variant == "scorpion" and "Rules of Scorpion" in plain(window, "rules")
    unknown = open_window(qtbot, catalog, "no_such_game")
    assert unknown.variant == "spider"


def test_a_plugin_catalog_gets_its_own_pages(qtbot: QtBot) -> None:
    window = open_window(qtbot, Catalog([TRIO]))
    assert window.variant_combo.count() == 1
    rules = plain(window, "rules")
    assert "dealt into 3 columns" in rules and "remaining 43 cards" in rules
    assert "Deals 1–14: one card onto each of the 3 columns" in rules
    assert "Deal 15: 1 card" in rules.replace("1 cards", "1 card")


def test_a_language_change_rebuilds_every_text(qtbot: QtBot, catalog: Catalog) -> None:
    window = open_window(qtbot, catalog)
    for name in PAGE_NAMES:
        window.page(name).setPlainText("stale")
    window.tabs.setTabText(0, "stale")
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.tabs.tabText(0) == "Rules"
    assert all(plain(window, name) != "stale" for name in PAGE_NAMES)
    assert "uses 104 cards" in plain(window, "rules")


def test_show_page_switches_tabs(qtbot: QtBot, catalog: Catalog) -> None:
    window = open_window(qtbot, catalog)
    window.show_page("keyboard")
    assert window.tabs.currentWidget() is window.page("keyboard")


# --- the Keyboard page, from the window's own actions ---------------------------------------

#: The shortcuts a hand-kept page once left out.
ONCE_MISSING = ("Ctrl+R", "Ctrl+G", "Ctrl+Shift+C", "F9", "Ctrl+Q", "Ctrl+,")


def key_table(browser: QTextBrowser) -> list[tuple[str, str]]:
    """The (keys, what it does) rows of the page's table, as the player reads them."""
    document = browser.document()
    tables = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]
    assert len(tables) == 1
    table, rows = tables[0], []
    for row in range(1, table.rows()):  # row 0: the heading
        cells = []
        for column in range(table.columns()):
            cell = table.cellAt(row, column)
            cursor = cell.firstCursorPosition()
            cursor.setPosition(cell.lastCursorPosition().position(),
                               QTextCursor.MoveMode.KeepAnchor)
            cells.append(cursor.selectedText().replace("\u00a0", " "))
        rows.append((cells[0], cells[1]))
    return rows


def shortcut_rows(window: MainWindow) -> list[tuple[str, str]]:
    """What the page must say for the window: each action that has a shortcut, with its
    shortcuts as the platform names them and its menu words, in the window's order."""
    rows = []
    for action in window.actions():
        keys = native_keys(action.shortcuts())
        if keys:
            rows.append((keys, plain_text(action.text())))
    return rows


def board_rows() -> list[tuple[str, str]]:
    translate = QCoreApplication.translate
    return [(translate("Help", key.label), translate("Help", key.what)) for key in BOARD_KEYS]


@pytest.fixture
def restore_language() -> Iterator[None]:
    before = i18n.current()
    yield
    i18n.install(before)


def test_the_keyboard_page_lists_every_shortcut_of_the_window(make_window: WindowFactory,
                                                              qtbot: QtBot) -> None:
    window = make_window()
    help_window = window.show_help("keyboard")
    assert help_window.tabs.currentWidget() is help_window.page("keyboard")
    rows = key_table(help_window.page("keyboard"))
    expected = shortcut_rows(window)
    assert rows[1:] == board_rows() + expected  # after the mouse: nothing else, none left out
    assert len(expected) == 15  # Hint (H), Demo (Shift+H) and Full Screen (F11) included
    listed = {key for keys, _ in expected for key in keys.split(", ")}
    for key in ONCE_MISSING:
        assert QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) in listed
    assert ("Ctrl+R", "Restart This Deal") in rows and ("Ctrl+,", "Preferences…") in rows
    assert ("Enter, Space", "Send the focused cards to the best column.") in rows
    assert ("D", "Deal") in rows and ("Esc", "Clear the focus.") in rows


def test_the_keyboard_page_speaks_the_players_language(make_window: WindowFactory,
                                                       qtbot: QtBot,
                                                       restore_language: None) -> None:
    window = make_window()
    help_window = window.show_help("keyboard")
    window.options.language = "cs"  # the open page follows
    assert i18n.current() == "cs"
    page = help_window.page("keyboard")
    qtbot.waitUntil(lambda: key_table(page)[0][0] == "Myš")
    rows = key_table(page)
    assert rows[1:] == board_rows() + shortcut_rows(window)
    assert ("Ctrl+R", "Začít toto rozdání znovu") in rows
    assert ("Enter, mezerník", "Pošle vybrané karty do nejlepšího sloupce.") in rows
    assert ("Ctrl+,", "Předvolby…") in rows and ("Ctrl+Q", "Ukončit") in rows
    assert key_table(window.show_help("keyboard").page("keyboard")) == rows


WISP_PLUGIN = '''
from spider_qt.engine import Scoring, VariantSpec
from spider_qt.plugins import hookimpl

WISP = VariantSpec(key="wisp", name="Wisp", letters="WS", decks=1, layout=((2, 1),) * 7,
                   deals=(tuple(range(7)),) * 4 + ((0, 1, 2),), suit_options=(1, 2, 4),
                   default_suits=1, group="same-suit-run", build="any-suit", empty="any",
                   scoring=Scoring(start=500, move=-1, deal=-1, removal=100, floor=None))


@hookimpl
def spider_qt_register_variants(register):
    register(WISP)
'''


def test_a_plugin_variants_example_is_solved_in_the_background(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    """No shipped game: the page says one is being worked out, the window's worker (a real
    spawned process, with the same plugins folder) solves the deal, and the page then tells
    the won game, pictures and all."""
    from spider_qt.help.board_picture import SCHEME
    from spider_qt.plugins.host import load_catalog
    from spider_qt.ui.assist.jobs import CatalogRecipe
    from spider_qt.ui.assist.worker import SolverWorker
    from spider_qt.ui.dialogs.help_pictures import HelpBrowser

    folder = tmp_path / "plugins"
    folder.mkdir(mode=0o755)
    (folder / "wisp.py").write_text(WISP_PLUGIN, encoding="utf-8")
    catalog = load_catalog(folder=folder).catalog
    worker = SolverWorker(CatalogRecipe(str(folder)))
    try:
        window = HelpWindow(catalog, "wisp", worker=lambda: worker)
        qtbot.addWidget(window)
        window.show_page("examples")
        window.show()
        assert "Working out an example" in plain(window, "examples")
        qtbot.waitUntil(lambda: "won games, step by step" in plain(window, "examples")
                        and "Working out" not in plain(window, "examples"), timeout=60_000)
        browser = window.page("examples")
        assert isinstance(browser, HelpBrowser) and browser.lines
        line = browser.lines[0]
        assert line.code.startswith("WS") and f'src="{SCHEME}:' in browser.toHtml()
        game = new_game(line.code, catalog=catalog)
        for action in line.actions:
            game.play(action)
        assert game.won
    finally:
        worker.shutdown()
