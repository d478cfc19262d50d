"""Switching a plugin in Settings → Plugins applies to the New Game dialog at once; the game
in progress goes on with its own variant and rule."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gui_helpers import WindowFactory
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from spider_qt.engine.catalog import default_catalog, set_default_catalog
from spider_qt.ui.plugins_dialog import ENABLED_COLUMN, PluginsDialog


@pytest.fixture(autouse=True)
def keep_default_catalog() -> Iterator[None]:
    """The switches change the engine's default catalog: later tests get theirs back."""
    before = default_catalog()
    yield
    set_default_catalog(before)


def click(qtbot: QtBot, dialog: PluginsDialog, name: str) -> None:
    table = dialog.table
    row = [table.item(r, 1).text() for r in range(table.rowCount())].index(name)
    rect = table.visualItemRect(table.item(row, ENABLED_COLUMN))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.left() + rect.height() // 2, rect.center().y()))


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
    # The game in progress is untouched, and goes on.
    assert (window.game.variant, window.game.rule) == ("spider", "relaxed")
    window.controller.deal()
    assert window.game.moves == 1
    new_game = window.choose_new_game()
    assert new_game is not None
    combo = new_game.variant_combo
    offered = [combo.itemData(i) for i in range(combo.count())]
    assert "spider" not in offered and "spiderette" in offered
    new_game.close()

    click(qtbot, dialog, "spider")
    assert window.options.disabled_plugins == ()
    assert "spider" in window.controller.catalog
    assert "relaxed" in {r.key for r in window.controller.catalog.rules}
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
