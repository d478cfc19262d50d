"""Switching a plugin in Settings → Plugins applies to the New Game dialog at once, is saved
in ``disabled_plugins``, and the game in progress goes on with its own variant and rule;
the dialog says so in a player's words."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gui_helpers import WindowFactory
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from spider_qt.engine import default_catalog, set_default_catalog
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.plugins_dialog.dialog import (
    ADDS_COLUMN,
    ENABLED_COLUMN,
    NAME_COLUMN,
    PluginsDialog,
)
from spider_qt.ui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def keep_default_catalog() -> Iterator[None]:
    """The switches change the engine's default catalog: later tests get theirs back."""
    before = default_catalog()
    yield
    set_default_catalog(before)


def click(qtbot: QtBot, dialog: PluginsDialog, name: str) -> None:
    """Click the checkbox of plugin ``name`` (its id) as a player does, on its indicator."""
    table = dialog.table
    row = dialog.row_of(name)
    assert row >= 0, name
    rect = table.visualItemRect(table.item(row, ENABLED_COLUMN))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + rect.height() // 2, rect.center().y()))


def shown(dialog: PluginsDialog, name: str) -> tuple[str, str, bool]:
    """The name, the Adds sentence and the switch of plugin ``name``'s row."""
    row = dialog.row_of(name)
    switch = dialog.table.item(row, NAME_COLUMN)
    return (switch.text(), dialog.table.item(row, ADDS_COLUMN).text(),
            switch.checkState() == Qt.CheckState.Checked)


def offered(window: MainWindow) -> tuple[list[str], set[str]]:
    """The variants the New Game dialog offers, and the rules it has a button for."""
    new_game = window.choose_new_game()
    assert isinstance(new_game, NewGameDialog)
    combo = new_game.variant_combo
    variants = [combo.itemData(i) for i in range(combo.count())]
    rules = set(new_game.rule_buttons)
    new_game.close()
    return variants, rules


def test_switching_spider_off_and_on_applies_to_new_games(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("SP1-S2R-AAAAAAD")
    dialog = window.show_plugins()
    qtbot.waitExposed(dialog)
    click(qtbot, dialog, "spider")

    assert window.options.disabled_plugins == ("spider",)
    catalog = window.controller.catalog
    assert "spider" not in catalog and "spiderette" in catalog
    assert window.session.catalog is catalog and default_catalog() is catalog
    plugins = window.session.plugins
    assert plugins is not None and plugins.errors == []  # relaxed waits, it did not fail
    relaxed = next(p for p in plugins.plugins if p.name == "relaxed")
    assert relaxed.status == "inactive" and relaxed.needed_names == {"spider": "Spider"}
    # The game in progress is untouched, and goes on; the note says what went, and that.
    assert dialog.restart_note.text() == (
        "Spider games can no longer be started. The rule Relaxed can no longer be chosen. "
        "The game in progress goes on.")
    assert (window.game.variant, window.game.rule) == ("spider", "relaxed")
    window.controller.deal()
    assert window.game.moves == 1
    variants, rules = offered(window)
    assert "spider" not in variants and "spiderette" in variants
    assert "relaxed" not in rules
    # The rows still say what the switched-off plugins are and what they would add.
    assert shown(dialog, "spider") == ("Spider", "Adds the variant Spider", False)
    assert shown(dialog, "relaxed") == ("Relaxed", "Adds the rule Relaxed to Spider", True)

    click(qtbot, dialog, "spider")
    assert window.options.disabled_plugins == ()
    assert "spider" in window.controller.catalog
    assert "relaxed" in {r.key for r in window.controller.catalog.rules}
    assert dialog.restart_note.text() == (
        "Spider games can now be started. The rule Relaxed can now be chosen.")
    dialog.close()


def test_simple_simon_off_leaves_the_new_game_list_at_once_and_comes_back(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    assert "simple_simon" in offered(window)[0]
    dialog = window.show_plugins()
    assert shown(dialog, "simple_simon") == ("Simple Simon", "Adds the variant Simple Simon",
                                             True)
    click(qtbot, dialog, "simple_simon")
    assert "simple_simon" not in offered(window)[0]
    assert window.options.disabled_plugins == ("simple_simon",)
    # Not played now: the note names what went and nothing about the game in progress.
    assert dialog.restart_note.text() == "Simple Simon games can no longer be started."
    assert shown(dialog, "simple_simon") == ("Simple Simon", "Adds the variant Simple Simon",
                                             False)
    dialog.close()

    # Opened again later, the switched-off plugin is still called by its name.
    dialog = window.show_plugins()
    assert shown(dialog, "simple_simon") == ("Simple Simon", "Adds the variant Simple Simon",
                                             False)
    click(qtbot, dialog, "simple_simon")
    assert "simple_simon" in offered(window)[0]
    assert window.options.disabled_plugins == ()
    assert dialog.restart_note.text() == "Simple Simon games can now be started."
    dialog.close()


def test_switching_off_the_variant_in_play_says_the_game_goes_on(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("SS1-S4-AAAAAAD")
    assert window.game.variant == "simple_simon"
    dialog = window.show_plugins()
    click(qtbot, dialog, "simple_simon")
    assert dialog.restart_note.text() == ("Simple Simon games can no longer be started. "
                                          "The game in progress goes on.")
    assert window.game.variant == "simple_simon"  # still the same game, still playable
    before = window.game.moves
    assert window.controller.game is window.game
    click(qtbot, dialog, "simple_simon")
    assert window.game.moves == before
    dialog.close()


def test_relaxed_off_takes_its_rule_from_new_games(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    dialog = window.show_plugins()
    click(qtbot, dialog, "relaxed")
    assert window.options.disabled_plugins == ("relaxed",)
    assert "relaxed" not in offered(window)[1]
    assert dialog.restart_note.text() == "The rule Relaxed can no longer be chosen."
    click(qtbot, dialog, "relaxed")
    assert "relaxed" in offered(window)[1]
    dialog.close()


def test_the_switch_is_there_after_a_restart(make_window: WindowFactory, qtbot: QtBot) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    dialog = window.show_plugins()
    click(qtbot, dialog, "simple_simon")
    dialog.close()
    window.close()
    window = make_window("SP1-S2C-AAAAAAD")  # the same profile, started again
    assert window.options.disabled_plugins == ("simple_simon",)
    assert "simple_simon" not in offered(window)[0]
    dialog = window.show_plugins()
    # Never loaded in this run: its id made readable, and what it adds is not known yet.
    assert shown(dialog, "simple_simon") == ("Simple simon", "Switch it on to see what it adds",
                                             False)
    click(qtbot, dialog, "simple_simon")  # imported now: it applies at once all the same
    assert "simple_simon" in offered(window)[0]
    assert shown(dialog, "simple_simon") == ("Simple Simon", "Adds the variant Simple Simon",
                                             True)
    dialog.close()


def test_a_win_box_new_game_of_a_switched_off_variant_deals_the_default(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("SD1-S1-AAAAAAD")
    dialog = window.show_plugins()
    click(qtbot, dialog, "spiderette")
    assert "spiderette" not in window.controller.catalog
    assert window._same_kind_code().variant.key == "spider"
    dialog.close()
