"""Light and dark: the app follows the system's scheme live, and the player's preference.

Offscreen Qt names no scheme (``Qt.ColorScheme.Unknown``) and grants none asked for, so
the system's switch is played here by emitting ``colorSchemeChanged`` as a desktop's
platform plugin does; what is checked is what the player would see change (the felt as
painted, the status bar's palette, the reminder's colours, the empty spots) and what must
not (the game).
"""

from __future__ import annotations

import json

from gui_helpers import WindowFactory, painted_felt
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from spider_qt.app import create_main_window
from spider_qt.help.text import PAGE_COLOURS
from spider_qt.settings import Settings
from spider_qt.storage.profile import Profile
from spider_qt.ui.common.felt import DARK, LIGHT
from spider_qt.ui.common.names import error_color
from spider_qt.ui.common.scheme import is_dark
from spider_qt.ui.window.main_window import MainWindow

CODE = "SP1-S2C-AAAAAAD"


def system_turns(scheme: Qt.ColorScheme) -> None:
    """The desktop says its scheme changed (as a platform plugin tells Qt)."""
    QGuiApplication.styleHints().colorSchemeChanged.emit(scheme)


def felt_middle(window: MainWindow) -> QColor:
    """The felt's colour in the middle of the table, as the board paints it (the mean of a
    patch: one pixel is as much grain as felt)."""
    image = painted_felt(window.board)
    cx, cy = image.width() // 2, image.height() // 2
    pixels = [QColor.fromRgb(image.pixel(x, y)) for x in range(cx - 12, cx + 12)
              for y in range(cy - 12, cy + 12)]
    return QColor(*(round(sum(c.getRgb()[i] for c in pixels) / len(pixels)) for i in range(3)))


def state(window: MainWindow) -> tuple[object, ...]:
    game = window.game
    return (id(game), game.moves, game.score, game.deals_left,
            [[card.token for card in column] for column in game.columns])


def status_background(window: MainWindow) -> QColor:
    bar = window.statusBar()
    return bar.palette().color(bar.backgroundRole())


def reminder_colours(window: MainWindow) -> tuple[QColor, QColor]:
    reminder = window.board.reminder
    reminder.ensurePolished()
    palette = reminder.palette()
    return palette.color(reminder.foregroundRole()), palette.color(reminder.backgroundRole())


def test_the_system_turning_dark_turns_the_table_live(make_window: WindowFactory,
                                                      qtbot: QtBot) -> None:
    window = make_window(CODE)
    board = window.board
    assert window.controller.move(9, 4, 0)  # the 9 of hearts onto the 10: a game in play
    window.board.reminder.say("A reminder on the felt.")
    before = state(window)
    light_felt, light_bar = felt_middle(window), status_background(window)
    light_words, light_bubble = reminder_colours(window)
    light_spot = board._placeholders[0].pixmap().toImage()
    assert not board.dark and not is_dark(QApplication.palette())

    system_turns(Qt.ColorScheme.Dark)
    qtbot.waitUntil(lambda: board.dark)
    dark_felt = felt_middle(window)
    assert dark_felt.lightness() < light_felt.lightness() - 10
    assert is_dark(window.statusBar().palette()) and status_background(window) != light_bar
    assert status_background(window).lightness() < 80
    assert reminder_colours(window) == (DARK.words, DARK.plate)
    assert (light_words, light_bubble) == (LIGHT.words, LIGHT.plate)
    assert board._placeholders[0].pixmap().toImage() != light_spot
    assert board.reminder.isVisible()  # the note said stays said
    assert state(window) == before

    system_turns(Qt.ColorScheme.Light)
    qtbot.waitUntil(lambda: not board.dark)
    back = felt_middle(window)  # the table may have moved a pixel: near, not equal
    assert all(abs(a - b) <= 2 for a, b in zip(back.getRgb(), light_felt.getRgb(), strict=True))
    assert status_background(window) == light_bar
    assert reminder_colours(window) == (light_words, light_bubble)
    assert state(window) == before


def test_a_chosen_scheme_holds_whatever_the_system_says(make_window: WindowFactory,
                                                        qtbot: QtBot) -> None:
    window = make_window(CODE)
    window.options.color_scheme = "light"
    system_turns(Qt.ColorScheme.Dark)
    qtbot.wait(20)
    assert not window.board.dark and not is_dark(QApplication.palette())

    window.options.color_scheme = "dark"
    qtbot.waitUntil(lambda: window.board.dark)
    system_turns(Qt.ColorScheme.Light)
    qtbot.wait(20)
    assert window.board.dark and is_dark(QApplication.palette())

    window.options.color_scheme = "system"  # back to the system, which said light last
    qtbot.waitUntil(lambda: not window.board.dark)
    system_turns(Qt.ColorScheme.Dark)
    qtbot.waitUntil(lambda: window.board.dark)


def test_the_preference_is_applied_saved_and_kept(make_window: WindowFactory,
                                                  qtbot: QtBot) -> None:
    window = make_window(CODE)
    before = state(window)
    dialog = window.show_preferences()
    combo = dialog.control("color_scheme")
    assert isinstance(combo, QComboBox)
    assert [combo.itemData(i) for i in range(combo.count())] == ["system", "light", "dark"]
    combo.setCurrentIndex(combo.findData("dark"))
    qtbot.waitUntil(lambda: window.board.dark)
    assert is_dark(QApplication.palette()) and is_dark(dialog.palette())
    assert felt_middle(window).lightness() < 80
    assert state(window) == before
    saved = json.loads(Profile.resolve(None).settings_file.read_text(encoding="utf-8"))
    assert saved["settings"]["color_scheme"] == "dark"
    dialog.close()
    window.close()

    again = create_main_window(CODE)  # the next start: dark from its first paint
    qtbot.addWidget(again)
    assert again.options.color_scheme == "dark" and again.board.dark

    again.options.color_scheme = "system"  # offscreen names no scheme: Qt's light palette
    qtbot.waitUntil(lambda: not again.board.dark)
    assert not is_dark(QApplication.palette())


def test_settings_without_the_key_follow_the_system(tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "settings": {"timer": True, "toolbar": False}}),
                    encoding="utf-8")
    settings = Settings(path)
    assert settings.notice is None
    assert settings.color_scheme == "system" and settings.timer and not settings.toolbar


def test_dialogs_follow_a_switch_while_open(make_window: WindowFactory, qtbot: QtBot) -> None:
    window = make_window(CODE)
    help_window = window.show_help("examples")
    qtbot.addWidget(help_window)
    new_game = window.choose_new_game()
    assert new_game is not None
    error = new_game.code_error
    assert help_window.page("rules").document().defaultStyleSheet() == PAGE_COLOURS[False]
    assert error.palette().color(error.foregroundRole()) == error_color(new_game.palette())

    window.options.color_scheme = "dark"
    qtbot.waitUntil(lambda: help_window.page("rules").document().defaultStyleSheet()
                    == PAGE_COLOURS[True])
    browser = help_window.page("examples")
    assert getattr(browser, "dark", None) is True  # its pictures on the dark felt
    qtbot.waitUntil(lambda: error.palette().color(error.foregroundRole())
                    == error_color(new_game.palette()))
    assert is_dark(new_game.palette())
    assert error.palette().color(error.foregroundRole()) != error_color(QApplication.style()
                                                                        .standardPalette())
    new_game.close()


def test_the_win_banner_is_drawn_in_the_tables_scheme(make_window: WindowFactory,
                                                      qtbot: QtBot) -> None:
    from spider_qt.ui.board.celebration import banner_item

    window = make_window(CODE)
    window.options.color_scheme = "dark"
    qtbot.waitUntil(lambda: window.board.dark)
    board = window.board
    banner = banner_item(board.scene(), board.board_layout, QPointF(200, 200), board.dark)
    assert banner.defaultTextColor() == DARK.banner
    board.scene().removeItem(banner)
