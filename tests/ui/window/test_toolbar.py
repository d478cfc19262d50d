"""The toolbar (the window's own actions as buttons, following its setting live) and
full screen (F11, back to the window as it was)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from gui_helpers import WindowFactory, translated
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPalette
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spider_qt.ui.commands import COMMANDS, command_key_rows
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt.ui.window.main_window import MainWindow
from spider_qt.ui.window.tool_icons import ICONS, own_icon, render_svg, tool_icon
from spider_qt.ui.window.toolbar import TOOLS

CODE = "SP1-S4C-AAAAAAD"


def click(window: MainWindow, name: str) -> None:
    QTest.mouseClick(window.toolbar.button(name), Qt.MouseButton.LeftButton)


def test_the_toolbar_is_on_by_default_at_the_top_and_cannot_be_dragged_away(
        make_window: WindowFactory) -> None:
    window = make_window(CODE)
    bar = window.toolbar
    assert window.options.toolbar is True and bar.isVisible()
    assert window.toolBarArea(bar) == Qt.ToolBarArea.TopToolBarArea
    assert not bar.isMovable() and not bar.isFloatable() and bar.objectName() == "toolbar"
    assert bar.actions() == [getattr(window, f"{name}_action") for name in TOOLS]
    assert bar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    assert bar.button("new").text() == "New Game"  # the menu's words, without & and …
    assert bar.button("restart").text() == "Restart This Deal"
    assert bar.button("deal").toolTip() == "Deal (D)"
    assert all(not action.icon().isNull() for action in bar.actions())
    assert not window.deal_action.isIconVisibleInMenu()  # the menus stay words only


def test_the_setting_hides_and_shows_the_toolbar_at_once(make_window: WindowFactory,
                                                         qtbot: QtBot) -> None:
    window = make_window(CODE)
    bar, board = window.toolbar, window.board
    height = board.height()
    window.options.toolbar = False
    assert not bar.isVisible()
    qtbot.waitUntil(lambda: board.height() > height)  # the layout gives the board the room
    window.options.toolbar = True
    assert bar.isVisible()


def test_hiding_it_from_the_context_menu_switches_the_setting_off(
        make_window: WindowFactory) -> None:
    window = make_window(CODE)
    toggle = window.toolbar.toggleViewAction()
    assert toggle in window.createPopupMenu().actions()
    assert toggle.text() == "Toolbar"
    toggle.trigger()
    assert window.options.toolbar is False and not window.toolbar.isVisible()


def test_the_buttons_are_the_window_actions(make_window: WindowFactory) -> None:
    window = make_window(CODE)
    stock = window.game.stock
    assert not window.toolbar.button("undo").isEnabled()  # nothing to undo yet
    click(window, "deal")
    window.board.finish_animations()
    assert window.game.stock == stock - 10 and window.game.moves == 1
    assert window.toolbar.button("undo").isEnabled()
    assert not window.toolbar.button("redo").isEnabled()
    click(window, "undo")
    assert window.game.stock == stock and window.toolbar.button("redo").isEnabled()
    click(window, "redo")
    assert window.game.stock == stock - 10


def test_new_game_and_restart_ask_as_the_menu_items_do(make_window: WindowFactory) -> None:
    window = make_window(CODE)
    click(window, "deal")
    window.board.finish_animations()
    click(window, "restart")
    box = window.confirm_box
    assert box is not None and box.isVisible()  # a started game is not given up unasked
    box.confirm_button.click()
    assert window.game.moves == 0 and window.game.code == CODE
    click(window, "new")
    dialogs = [d for d in window.findChildren(NewGameDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].reject()


def test_the_buttons_follow_a_language_change(make_window: WindowFactory, qtbot: QtBot,
                                              tmp_path: Path) -> None:
    window = make_window(CODE)
    czech = {("MainWindow", "&Deal"): "&Rozdat", ("MainWindow", "&New Game…"): "&Nová hra…",
             ("Settings", "Toolbar"): "Nástrojová lišta"}
    bar = window.toolbar
    with translated(tmp_path, czech):
        qtbot.waitUntil(lambda: bar.button("deal").text() == "Rozdat")
        assert bar.button("deal").toolTip() == "Rozdat (D)"
        assert bar.button("new").text() == "Nová hra"  # no mnemonic, no ellipsis
        assert bar.toggleViewAction().text() == "Nástrojová lišta"
    qtbot.waitUntil(lambda: bar.button("deal").text() == "Deal")


def test_a_button_drops_a_mnemonic_written_after_the_words(make_window: WindowFactory,
                                                           qtbot: QtBot, tmp_path: Path) -> None:
    """Chinese and Japanese menus write the Alt key after the words: ``配る(&D)`` is the menu
    item, ``配る`` the button (Qt itself would leave ``配る(D)``)."""
    window = make_window(CODE)
    bar = window.toolbar
    with translated(tmp_path, {("MainWindow", "&Deal"): "配る(&D)"}):
        qtbot.waitUntil(lambda: bar.button("deal").text() == "配る")
        assert bar.button("deal").toolTip() == "配る (D)"
        assert window.deal_action.text() == "配る(&D)"  # the menu keeps its Alt key
    qtbot.waitUntil(lambda: bar.button("deal").text() == "Deal")


def test_hint_is_on_the_toolbar_only_with_hints_and_demo(
        make_window: WindowFactory, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(CODE)
    monkeypatch.setattr(window.assist, "warm_up", lambda: None)  # no solver process needed
    hint = window.toolbar.button("hint")
    assert not hint.isVisible() and window.toolbar.button("deal").isVisible()
    window.options.hints_and_demo = True
    qtbot.waitUntil(hint.isVisible)  # the toolbar lays its buttons out again
    window.options.hints_and_demo = False
    qtbot.waitUntil(lambda: not hint.isVisible())


# --- icons ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(svg for _, svg in ICONS.values()))
def test_our_icons_are_drawn_in_the_colour_asked(qapp: object, name: str) -> None:
    image = render_svg(name, 24, QColor("#c00000"))
    pixels = [image.pixelColor(x, y) for x in range(24) for y in range(24)]
    inked = [p for p in pixels if p.alpha() == 255]
    assert len(inked) > 20, "an icon with next to nothing drawn"
    # Within rounding: opaque pixels are the colour asked, whatever the shape.
    assert all(abs(p.red() - 0xC0) <= 1 and p.green() <= 1 and p.blue() <= 1 for p in inked)
    assert image.pixelColor(0, 0).alpha() == 0  # a line drawing: the corners stay clear


def test_our_icons_take_the_palette_text_colours(qapp: object) -> None:
    palette = QPalette()
    palette.setColor(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText,
                     QColor("#102030"))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText,
                     QColor("#a0a0a0"))
    icon = own_icon("deal.svg", palette)
    inked = {mode: {image.pixelColor(x, y).name()
                    for x in range(24) for y in range(24)
                    if image.pixelColor(x, y).alpha() == 255}
             for mode in (QIcon.Mode.Normal, QIcon.Mode.Disabled)
             for image in [icon.pixmap(24, 24, mode).toImage()]}
    assert inked == {QIcon.Mode.Normal: {"#102030"}, QIcon.Mode.Disabled: {"#a0a0a0"}}


def test_a_theme_icon_is_preferred_where_the_desktop_has_one(
        qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    themed = own_icon("hint.svg", QPalette())  # stands in for the desktop's icon
    monkeypatch.setattr(QIcon, "hasThemeIcon", lambda theme: theme == QIcon.ThemeIcon.EditUndo)
    monkeypatch.setattr(QIcon, "fromTheme", lambda theme: themed)
    assert tool_icon("undo", QPalette()) is themed
    assert tool_icon("redo", QPalette()) is not themed  # the theme lacks it: ours


# --- full screen ----------------------------------------------------------------------------


def test_f11_fills_the_screen_and_returns_to_the_maximized_window(
        make_window: WindowFactory, qtbot: QtBot) -> None:
    window = make_window(CODE)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    action = window.full_screen_action
    assert action.isCheckable() and not action.isChecked()
    QTest.keyClick(window.board, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked() and window.toolbar.isVisible()
    QTest.keyClick(window.board, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.isMaximized() and not action.isChecked()


def test_full_screen_returns_a_normal_window_to_its_size(make_window: WindowFactory,
                                                         qtbot: QtBot) -> None:
    window = make_window(CODE)
    size = window.size()
    window.full_screen_action.trigger()  # as the menu item does
    qtbot.waitUntil(window.isFullScreen)
    window.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.isMaximized() and window.size() == size


def test_the_menu_item_follows_full_screen_changed_elsewhere(make_window: WindowFactory,
                                                             qtbot: QtBot) -> None:
    """The window manager (or the geometry restored at start) can change it too."""
    window = make_window(CODE)
    window.showFullScreen()
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()
    window.showNormal()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.full_screen_action.isChecked()


def test_the_keyboard_page_lists_full_screen(qapp: object) -> None:
    rows = {row.what: row.keys for row in command_key_rows()}
    assert "F11" in rows["Full Screen"].split(", ")
    assert next(c.menu for c in COMMANDS if c.id == "full_screen") == "settings"


def test_our_icons_are_drawn_when_shown_at_the_size_shown(
        qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing is rendered ahead (it was half of building the window); a 2× screen gets
    twice the pixels, not a blown-up 1× picture."""
    from spider_qt.ui.window import tool_icons

    drawn: list[int] = []
    real = tool_icons.render_svg

    def counting(name: str, size: int, color: QColor) -> QImage:
        drawn.append(size)
        return real(name, size, color)

    monkeypatch.setattr(tool_icons, "render_svg", counting)
    icon = own_icon("undo.svg", QPalette())
    assert drawn == []
    sharp = icon.pixmap(QSize(24, 24), 2.0)
    assert (sharp.width(), sharp.devicePixelRatio()) == (48, 2.0)
    icon.pixmap(QSize(24, 24), 2.0)
    assert drawn == [48]  # drawn once, then kept


def test_an_icon_that_cannot_be_drawn_is_reported_and_the_window_lives() -> None:
    """In a subprocess: PySide6 6.11 crashed the process (SIGSEGV) on an exception raised
    in the icon engine, which Qt calls from C++; the frozen app met one (its resources could
    not be read), so a failing icon must cost the picture only."""
    code = """if True:
        from PySide6.QtCore import QSize
        from PySide6.QtWidgets import QApplication
        from spider_qt.ui.window import tool_icons
        app = QApplication([])
        def broken(name):
            raise OSError("the resources are not there")
        tool_icons.icon_svg = broken
        icon = tool_icons.own_icon("undo.svg", app.palette())
        print("null" if icon.pixmap(QSize(24, 24)).isNull() else "drawn", flush=True)
    """
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["null"]
    assert "OSError: the resources are not there" in done.stderr
