"""Every word the app colours itself reads at 4.5:1 (WCAG AA) in the light and the dark scheme.

The felt is the one the board really paints (its background rendered, every shade of the
gradient and the grain sampled), the words' colours are the ones the widgets and items
really use (the reminder's palette after its style sheet, the banner's item, the loading
card's look, the status bar's labels), and a translucent background (the plate under
words on the felt) is laid over every felt shade before it is measured: so a lighter felt,
a fainter plate or a darker word makes a test here fail.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest
from gui_helpers import WindowFactory, painted_felt
from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QGraphicsPathItem
from pytestqt.qtbot import QtBot

from spider_qt.help.text import PAGE_COLOURS
from spider_qt.ui.board.celebration import banner_item
from spider_qt.ui.board.view import BoardView
from spider_qt.ui.common.names import error_color
from spider_qt.ui.common.scheme import is_dark, own_palette
from spider_qt.ui.window.main_window import MainWindow
from spider_qt.ui.window.splash import LoadingSplash

AA = 4.5
Role = QPalette.ColorRole


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an opaque colour."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green())
            + 0.0722 * channel(colour.blue()))


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(top: QColor, below: QColor) -> QColor:
    """``top`` (perhaps translucent) laid over the opaque ``below``."""
    a = top.alphaF()
    return QColor(*(round(t * a + b * (1 - a)) for t, b in
                    zip(top.getRgb()[:3], below.getRgb()[:3], strict=True)))


def worst(words: QColor, background: QColor, felts: Iterable[QColor]) -> float:
    """The lowest contrast of ``words`` on ``background`` laid over any of ``felts``."""
    return min(contrast(words, over(background, felt)) for felt in felts)


def felt_shades(board: BoardView) -> list[QColor]:
    """Every shade the board's felt shows: its background painted as the view paints it,
    sampled across the whole table."""
    image = painted_felt(board)
    shades = {image.pixel(x, y) for x in range(0, image.width(), 3)
              for y in range(0, image.height(), 3)}
    assert len(shades) > 20  # a gradient with grain, not one colour
    return [QColor.fromRgb(shade) for shade in shades]


@pytest.fixture(params=["light", "dark"])
def window(request: pytest.FixtureRequest, make_window: WindowFactory,
           qtbot: QtBot) -> MainWindow:
    """The board of a deal, its scheme chosen as a player does it."""
    made = make_window("SP1-S2C-AAAAAAD")
    made.options.color_scheme = request.param
    qtbot.waitUntil(lambda: made.board.dark == (request.param == "dark"))
    return made


def test_the_felt_itself_is_light_or_dark_as_chosen(window: MainWindow) -> None:
    """The measurements below are of two felts, not one felt twice."""
    darkest = max(luminance(shade) for shade in felt_shades(window.board))
    assert (darkest < 0.12) if window.board.dark else (darkest > 0.12)


def test_the_rule_reminder_reads_on_any_felt(window: MainWindow) -> None:
    reminder = window.board.reminder
    reminder.say("The 10 of hearts can only go on a card one rank higher.")
    reminder.ensurePolished()
    palette = reminder.palette()
    words, bubble = palette.color(reminder.foregroundRole()), palette.color(
        reminder.backgroundRole())
    assert bubble.alpha() < 255  # translucent: the felt shows through, and counts
    assert worst(words, bubble, felt_shades(window.board)) >= AA


def test_the_win_banner_reads_on_any_felt(window: MainWindow) -> None:
    board = window.board
    banner = banner_item(board.scene(), board.board_layout, QPointF(300, 300), board.dark)
    plates = [item for item in banner.childItems() if item.data(0) == "plate"]
    assert len(plates) == 1 and isinstance(plates[0], QGraphicsPathItem)
    plate = plates[0].brush().color()
    assert worst(banner.defaultTextColor(), plate, felt_shades(board)) >= AA
    board.scene().removeItem(banner)


def test_the_loading_card_reads_on_its_felt(window: MainWindow, qtbot: QtBot) -> None:
    splash = LoadingSplash()
    qtbot.addWidget(splash)
    card = splash.pixmap().toImage()
    corner = QColor.fromRgb(card.pixel(2, 2))  # the frame of felt round the plate
    felts = [corner, *felt_shades(window.board)]
    assert luminance(corner) < 0.2
    assert worst(splash.look.words, splash.look.plate, felts) >= AA


def test_the_status_bar_reads(window: MainWindow) -> None:
    bar = window.statusBar()
    background = bar.palette().color(bar.backgroundRole())
    fields = [window.status.score, window.status.moves, window.status.deals,
              window.status.removed]
    for field in fields:
        words = field.palette().color(field.foregroundRole())
        assert contrast(words, background) >= AA, field.text()
    assert is_dark(bar.palette()) == window.board.dark


def test_an_error_reads_in_either_scheme(window: MainWindow) -> None:
    palette = QApplication.palette()
    for background in (Role.Window, Role.Base):
        assert contrast(error_color(palette), palette.color(background)) >= AA


@pytest.mark.parametrize("dark", [False, True])
def test_the_help_pages_tints_read(dark: bool) -> None:
    """Each tinted part of a help page (a table head, a board in words) against its tint."""
    pairs = re.findall(r"background-color: (#[0-9a-f]{6}); color: (#[0-9a-f]{6})",
                       PAGE_COLOURS[dark])
    assert len(pairs) == 2
    for tint, words in pairs:
        assert contrast(QColor(words), QColor(tint)) >= AA, (tint, words)


@pytest.mark.parametrize("dark", [False, True])
def test_our_palettes_read(dark: bool) -> None:
    """The palette the app gives where Qt cannot show the chosen scheme."""
    palette = own_palette(dark)
    assert is_dark(palette) == dark
    pairs = [(Role.WindowText, Role.Window), (Role.Text, Role.Base),
             (Role.Text, Role.AlternateBase), (Role.ButtonText, Role.Button),
             (Role.PlaceholderText, Role.Base), (Role.HighlightedText, Role.Highlight),
             (Role.ToolTipText, Role.ToolTipBase), (Role.Link, Role.Base),
             (Role.LinkVisited, Role.Base)]
    for words, background in pairs:
        assert contrast(palette.color(words), palette.color(background)) >= AA, words
    QCoreApplication.processEvents()
