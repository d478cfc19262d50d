"""Card themes on the board: SVG decks and painting plugins, the Preferences list, what a
broken theme costs (nothing but its look), the large-index deck, and sharp pictures at
every device pixel ratio.

The pictures are checked by their pixels: an SVG test deck paints each card in a colour
of its own, so the colour at a card's centre says which element was drawn.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import ClassVar

import pytest
from gui_helpers import next_turn
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from spider_qt.app import create_main_window
from spider_qt.decks.large_index import LargeIndexTheme
from spider_qt.engine import Suit
from spider_qt.plugins import CardThemeSpec, hookimpl
from spider_qt.plugins.host import load_catalog
from spider_qt.plugins.themes import CARD_IDS, card_id
from spider_qt.testing import plugin_kit
from spider_qt.ui.board.items import CardItem
from spider_qt.ui.board.layout import UP_STEP
from spider_qt.ui.card_art import INDEX_HEIGHT, CardArt, CardCanvas
from spider_qt.ui.window.main_window import MainWindow

Register = Callable[[CardThemeSpec], None]
CODE = "SP1-S2C-AAAAAAD"


def colour_of(element: str) -> QColor:
    """The test deck's colour for one card: every element its own."""
    i = CARD_IDS.index(element)
    return QColor(40 + 4 * (i % 52), 200 - 3 * (i % 52), 90 if element != "back" else 250)


def deck_svg() -> str:
    """A deck in the per-card-id layout: each card a solid rectangle of its own colour."""
    cards = "".join(f'<rect id="{e}" x="{60 * i}" y="0" width="50" height="70" '
                    f'fill="{colour_of(e).name()}"/>' for i, e in enumerate(CARD_IDS))
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="3200" height="70">{cards}</svg>'


def write_theme(home: Path, name: str, text: str | None = None) -> Path:
    folder = home / "themes" / name
    folder.mkdir(parents=True)
    (folder / "cards.svg").write_text(deck_svg() if text is None else text, encoding="utf-8")
    return folder


def centre(pixmap: QPixmap) -> QColor:
    image = pixmap.toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2)


def face_of(item: CardItem) -> QPixmap:
    """The face the item paints (made on first use, as when it is first shown face up)."""
    return item._face_source()


def back_of(item: CardItem) -> QPixmap:
    return item._back


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SPIDER_QT_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def open_window(qtbot: QtBot) -> Iterator[Callable[..., MainWindow]]:
    def make(window: MainWindow | None = None) -> MainWindow:
        window = window if window is not None else create_main_window(CODE)
        qtbot.addWidget(window)
        window.options.animations = False
        window.resize(1000, 700)
        window.show()
        qtbot.waitExposed(window)
        return window

    yield make


def top_card(window: MainWindow, col: int = 0) -> CardItem:
    return window.board.card_item(col, len(window.game.columns[col]) - 1)


# --- SVG decks --------------------------------------------------------------------------------


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_an_svg_deck_draws_each_card_from_its_element(home: Path, qapp: object,
                                                      dpr: float) -> None:
    write_theme(home, "paris")
    spec = load_catalog(folder=home / "plugins").themes.get("paris")
    art = CardArt()
    art.use(spec)
    assert art.theme_key == "paris" and art.failures == []
    for rank, suit in ((1, Suit.CLUBS), (10, Suit.DIAMONDS), (12, Suit.HEARTS), (13, Suit.SPADES)):
        face = art.face(rank, suit, 40, 56, dpr)
        assert (face.width(), face.height(), face.devicePixelRatio()) == (
            round(40 * dpr), round(56 * dpr), dpr)
        assert centre(face) == colour_of(card_id(rank, suit.value))
    assert centre(art.back(40, 56, dpr)) == colour_of("back")


def test_a_themes_folder_deck_is_chosen_and_drawn_on_the_board(
        home: Path, open_window: Callable[..., MainWindow]) -> None:
    write_theme(home, "paris")
    window = open_window()
    window.options.card_theme = "paris"
    item = top_card(window)
    assert centre(face_of(item)) == colour_of(card_id(item.rank, item.suit.value))
    assert centre(back_of(window.board.card_item(0, 0))) == colour_of("back")
    assert window.shown_notices == []


# --- a plugin's theme -----------------------------------------------------------------------


class TwoTone:
    """A painting theme: each suit a flat colour, the back grey. Counts its calls."""

    made: ClassVar[int] = 0
    COLOURS: ClassVar[dict[str, str]] = {"S": "#102030", "H": "#c02030", "D": "#2040c0",
                                         "C": "#208040"}

    def __init__(self) -> None:
        TwoTone.made += 1

    def paint_face(self, painter: QPainter, rank: int, suit: Suit, canvas: CardCanvas) -> None:
        painter.fillRect(QRectF(0, 0, canvas.width, canvas.height), QColor(self.COLOURS[suit]))

    def paint_back(self, painter: QPainter, canvas: CardCanvas) -> None:
        painter.fillRect(QRectF(0, 0, canvas.width, canvas.height), QColor("#808080"))


class TwoTonePlugin:
    """A plugin with one card theme."""

    @hookimpl
    def spider_qt_register_card_themes(self, register: Register) -> None:
        register(CardThemeSpec(key="two_tone", name="Two tone", art=TwoTone))


def test_a_plugins_theme_is_offered_in_preferences_and_drawn_when_chosen(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    TwoTone.made = 0
    window = open_window(plugin_kit(TwoTonePlugin()).board(show=False))
    assert TwoTone.made == 0  # nothing of it runs before the theme is shown
    dialog = window.show_preferences()
    combo = dialog.control("card_theme")
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Classic", "Large index", "Two tone"]
    assert combo.currentText() == "Classic"
    combo.setCurrentIndex(combo.findText("Two tone"))
    assert window.options.card_theme == "two_tone"
    item = top_card(window)
    assert centre(face_of(item)) == QColor(TwoTone.COLOURS[item.suit])
    assert centre(back_of(window.board.card_item(0, 0))) == QColor("#808080")
    assert TwoTone.made == 1
    window.options.four_colour = True  # restyled: the same theme object draws on
    assert TwoTone.made == 1 and window.board.art.theme_key == "two_tone"


def test_switching_off_the_plugin_of_the_theme_in_use_redraws_the_classic_cards(
        open_window: Callable[..., MainWindow]) -> None:
    window = open_window()
    window.options.card_theme = "large_index"
    assert window.board.art.theme_key == "large_index"
    assert window._switch_plugin("card_themes", False) is not None
    assert window.board.art.theme_key == "classic"  # at once, not at the next restyle
    assert window.options.card_theme == "large_index"  # kept for when it comes back
    window._switch_plugin("card_themes", True)
    assert window.board.art.theme_key == "large_index"


def test_switching_the_setting_redraws_the_board_at_once(
        open_window: Callable[..., MainWindow]) -> None:
    window = open_window()
    board = window.board
    item, down = top_card(window), board.card_item(0, 0)
    width, height = round(board.board_layout.card_width), round(board.board_layout.card_height)
    dpr = board.devicePixelRatioF()
    classic = CardArt()
    large = CardArt()
    large.use(load_catalog().themes.get("large_index"))
    before = (face_of(item).toImage(), back_of(down).toImage(),
              board.stock_item()._back.toImage())
    assert before[0] == classic.face(item.rank, item.suit, width, height, dpr).toImage()

    window.options.card_theme = "large_index"
    after = (face_of(item).toImage(), back_of(down).toImage(),
             board.stock_item()._back.toImage())
    assert all(a != b for a, b in zip(before, after, strict=True))
    assert after[0] == large.face(item.rank, item.suit, width, height, dpr).toImage()
    assert after[1] == after[2] == large.back(width, height, dpr).toImage()

    window.options.card_theme = "classic"
    assert face_of(item).toImage() == before[0]


def test_an_unknown_saved_theme_draws_the_classic_cards(
        home: Path, open_window: Callable[..., MainWindow]) -> None:
    (home / "settings.json").write_text(json.dumps(
        {"format": 1, "settings": {"card_theme": "gone_with_its_plugin"}}), encoding="utf-8")
    window = open_window()
    assert window.options.card_theme == "gone_with_its_plugin"  # kept for when it is back
    assert window.board.art.theme_key == "classic"
    dialog = window.show_preferences()
    combo = dialog.control("card_theme")
    assert isinstance(combo, QComboBox) and combo.currentText() == "Classic"
    assert window.options.card_theme == "gone_with_its_plugin"  # showing it changed nothing
    assert window.shown_notices == []


# --- broken themes --------------------------------------------------------------------------


def test_a_malformed_folder_deck_is_reported_and_classic_is_drawn(
        home: Path, open_window: Callable[..., MainWindow]) -> None:
    write_theme(home, "paris")
    write_theme(home, "broken", "<svg xmlns='http://www.w3.org/2000/svg'><rect id='back'")
    (home / "settings.json").write_text(json.dumps(
        {"format": 1, "settings": {"card_theme": "broken"}}), encoding="utf-8")
    window = open_window()
    assert window.board.art.theme_key == "classic"
    assert len(window.shown_notices) == 1
    assert "themes/broken: failed in spider_qt_register_card_themes" in window.shown_notices[0]
    assert "not a well-formed SVG" in window.shown_notices[0]
    plugins = window.session.plugins
    assert plugins is not None and "paris" in plugins.themes and "broken" not in plugins.themes


def failing_art(how: str) -> Callable[[], object]:
    def art() -> object:
        if how == "raises":
            raise RuntimeError("no cards today")
        if how == "exits":
            sys.exit(2)
        return object()  # does not paint

    return art


@pytest.mark.parametrize(("how", "words"), [
    ("raises", "RuntimeError: no cards today"),
    ("exits", "SystemExit(2): it tried to end spider-qt"),
    ("nothing", "its art function returned no theme"),
])
def test_a_theme_that_cannot_be_made_is_reported_once_and_classic_is_drawn(
        open_window: Callable[..., MainWindow], qtbot: QtBot, how: str, words: str) -> None:
    class Plugin:
        @hookimpl
        def spider_qt_register_card_themes(self, register: Register) -> None:
            register(CardThemeSpec(key="fragile", name="Fragile", art=failing_art(how)))

    window = open_window(plugin_kit(Plugin()).board(show=False))
    classic_face = face_of(top_card(window)).toImage()
    window.options.card_theme = "fragile"
    qtbot.waitUntil(lambda: bool(window.shown_notices))
    assert window.board.art.theme_key == "classic"
    assert face_of(top_card(window)).toImage() == classic_face
    (notice,) = window.shown_notices
    assert "Fragile: card theme 'fragile' could not be loaded: " + words in notice
    window.options.four_colour = True  # asked again: not tried again, not said again
    window.options.card_theme = "fragile"
    next_turn(qtbot)  # when a second notice would have come (a single shot)
    assert len(window.shown_notices) == 1 and len(window.board.art.failures) == 1
    assert "Traceback" in window.board.art.failures[0].traceback or how == "nothing"


def test_a_theme_that_fails_while_drawing_gives_way_to_classic(qapp: object) -> None:
    class Flaky(TwoTone):
        def paint_face(self, painter: QPainter, rank: int, suit: Suit,
                       canvas: CardCanvas) -> None:
            if rank == 7:
                raise SystemExit("bad seven")
            super().paint_face(painter, rank, suit, canvas)

    heard: list[str] = []
    art = CardArt()
    art.on_failure = lambda failure: heard.append(failure.error)
    art.use(CardThemeSpec(key="flaky", name="Flaky", art=Flaky))
    assert centre(art.face(6, Suit.HEARTS, 50, 70)) == QColor(TwoTone.COLOURS["H"])
    seven = art.face(7, Suit.HEARTS, 50, 70)
    assert seven.toImage() == CardArt().face(7, Suit.HEARTS, 50, 70).toImage()
    assert art.theme_key == "classic"
    assert heard == ["failed while drawing a card: SystemExit('bad seven'): it tried to end "
                     "spider-qt (sys.exit, or argparse refusing a command line); a plugin "
                     "must not"]
    assert art.face(6, Suit.HEARTS, 50, 70).toImage() == CardArt().face(
        6, Suit.HEARTS, 50, 70).toImage()  # every card classic from then on


# --- the large-index deck -------------------------------------------------------------------


@pytest.fixture
def large(qapp: object) -> CardArt:
    art = CardArt()
    art.use(CardThemeSpec(key="large_index", name="Large index", art=LargeIndexTheme))
    return art


def opaque_ink(image: QImage, rect: QRect) -> int:
    """How many clearly inked (dark or coloured) opaque pixels ``rect`` holds."""
    count = 0
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            c = image.pixelColor(x, y)
            if c.alpha() == 255 and c.red() + c.green() + c.blue() < 500:
                count += 1
    return count


@pytest.mark.parametrize("width", [40, 60, 100])
def test_large_index_covered_cards_show_their_index_and_nothing_else(
        large: CardArt, width: int) -> None:
    """A column shows the top UP_STEP of a covered card: the rank at the left and the
    suit at the right inside the index strip, plain paper below it."""
    height = round(width * 1.4)
    strip = math.floor(INDEX_HEIGHT * height)
    below = QRect(2, strip + 1, width - 4, math.floor(UP_STEP * height) - strip - 1)
    rank_box, suit_box = QRect(0, 0, width // 2, strip), QRect(width // 2, 0, width // 2, strip)
    for suit in Suit:
        for rank in range(1, 14):
            image = large.face(rank, suit, width, height).toImage()
            assert opaque_ink(image, below) == 0, (rank, suit)
            assert opaque_ink(image, rank_box) > width // 4, (rank, suit)
            assert opaque_ink(image, suit_box) > width // 4, (rank, suit)


def test_large_index_every_card_differs_and_the_back_too(large: CardArt) -> None:
    images = [large.face(rank, suit, 50, 70).toImage() for suit in Suit
              for rank in range(1, 14)]
    images.append(large.back(50, 70).toImage())
    assert len({bytes(image.constBits()) for image in images}) == 53
    classic = CardArt()
    assert large.face(5, Suit.HEARTS, 50, 70).toImage() != classic.face(
        5, Suit.HEARTS, 50, 70).toImage()


def test_large_index_follows_four_colours_and_the_back_colour(large: CardArt) -> None:
    def ink(art: CardArt, suit: Suit) -> QColor:
        image = art.face(1, suit, 60, 84).toImage()
        return image.pixelColor(30, 50)  # the ace's big suit

    assert ink(large, Suit.DIAMONDS) == ink(large, Suit.HEARTS)
    assert ink(large, Suit.CLUBS) == ink(large, Suit.SPADES)
    large.four_colour = True
    diamond, club = ink(large, Suit.DIAMONDS), ink(large, Suit.CLUBS)
    assert diamond.blue() > diamond.red() + 100 and club.green() > club.red() + 80
    blue = large.back(60, 84).toImage()
    large.back_colour = "red"
    red = large.back(60, 84).toImage()
    assert red.pixelColor(30, 42).red() > blue.pixelColor(30, 42).red() + 60
    for image in (blue, red):  # rounded corners show the felt
        assert image.pixelColor(0, 0).alpha() == 0 and image.pixelColor(30, 1).alpha() == 255


# --- sharp at every device pixel ratio ------------------------------------------------------

SCALED = """
import json
from PySide6.QtCore import QCoreApplication, QSize
from spider_qt.app import create_main_window
from spider_qt.help.board_picture import board_picture
from spider_qt.ui.dialogs.help_pictures import HelpBrowser, paint_picture
from spider_qt.ui.window.icon import app_icon

window = create_main_window("SP1-S2C-AAAAAAD")
window.options.animations = False
window.resize(1000, 700)
window.show()
QCoreApplication.processEvents()
board = window.board
seen = {"dpr": board.devicePixelRatioF(), "pictures": []}

def note(kind, pixmap):
    layout = board.board_layout
    seen["pictures"].append([kind, pixmap.width(), pixmap.height(), pixmap.devicePixelRatio(),
                             round(layout.card_width), round(layout.card_height)])

for theme in ("classic", "large_index"):
    window.options.card_theme = theme
    column = window.game.columns[0]
    note(theme + " face", board.card_item(0, len(column) - 1)._face_source())
    note(theme + " back", board.card_item(0, 0)._back)
    note(theme + " stock", board.stock_item()._back)
    note(theme + " placeholder", board._placeholders[0].pixmap())
picture = board_picture(window.game)
image = paint_picture(picture, board.art, HelpBrowser(window.controller.catalog)
                      .devicePixelRatioF())
seen["help"] = [image.width(), image.height(), image.devicePixelRatio(), picture.width,
                picture.height]
icon = app_icon().pixmap(QSize(32, 32), board.devicePixelRatioF())
seen["icon"] = [icon.width(), icon.height()]
window.close()
print(json.dumps(seen))
"""


@pytest.mark.parametrize("scale", ["2", "1.5"])
def test_every_picture_is_drawn_at_the_screens_pixel_ratio(tmp_path: Path, scale: str) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": scale,
           "SPIDER_QT_HOME": str(tmp_path)}
    run = subprocess.run([sys.executable, "-c", SCALED], env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    dpr = float(scale)
    assert seen["dpr"] == dpr
    assert len(seen["pictures"]) == 8
    for kind, width, height, ratio, logical_w, logical_h in seen["pictures"]:
        assert ratio == dpr, kind
        assert (width, height) == (round(logical_w * dpr), round(logical_h * dpr)), kind
    width, height, ratio, logical_w, logical_h = seen["help"]
    assert ratio == dpr and (width, height) == (round(logical_w * dpr), round(logical_h * dpr))
    assert seen["icon"] == [round(32 * dpr)] * 2  # the icon has a pixmap of each such size


def test_a_move_to_a_screen_of_another_pixel_ratio_redraws(
        open_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    window = open_window()
    board = window.board
    item = top_card(window)
    assert face_of(item).devicePixelRatio() == 1.0
    monkeypatch.setattr(type(board), "devicePixelRatioF", lambda self: 2.0)
    QCoreApplication.sendEvent(board, QEvent(QEvent.Type.DevicePixelRatioChange))
    face = face_of(item)
    assert face.devicePixelRatio() == 2.0
    assert face.width() == 2 * round(board.board_layout.card_width)
