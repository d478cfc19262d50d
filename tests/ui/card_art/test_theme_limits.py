"""What an SVG deck may cost once Qt has it: QtSvg renders the very bytes that were checked,
a deck too slow to load or to draw fails like a broken theme (classic cards, one notice,
its plugin marked failed in the Plugins dialog), and nothing is printed on the terminal.

The decks that are refused before Qt sees them are ``tests/plugins/test_hostile_themes.py``.
"""

from __future__ import annotations

import gzip
import logging
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtSvg import QSvgRenderer
from pytestqt.qtbot import QtBot
from test_card_themes import centre, colour_of, deck_svg, write_theme

from spider_qt.app import create_main_window
from spider_qt.engine import Suit
from spider_qt.plugins.host import load_catalog
from spider_qt.plugins.records import Origin, PluginRecord, Status
from spider_qt.plugins.themes import CardThemeSpec
from spider_qt.session import Session
from spider_qt.ui.card_art import CardArt, ThemeFailure, svg_theme
from spider_qt.ui.card_art.choice import blame
from spider_qt.ui.window.main_window import MainWindow

SPY = "<image xlink:href='/etc/passwd' width='9' height='9'/>"


def spy_deck() -> str:
    return deck_svg().replace("<svg ", "<svg xmlns:xlink='http://www.w3.org/1999/xlink' ", 1
                              ).replace("<rect", SPY + "<rect", 1)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SPIDER_QT_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def paris(home: Path) -> CardThemeSpec:
    """The test deck in the themes folder, registered."""
    write_theme(home, "paris")
    spec = load_catalog(folder=home / "plugins").themes.get("paris")
    assert spec is not None
    return spec


@pytest.fixture
def renderers(monkeypatch: pytest.MonkeyPatch) -> list[bytes]:
    """The bytes of every QSvgRenderer an SVG theme makes."""
    seen: list[bytes] = []

    def spy(data: QByteArray) -> QSvgRenderer:
        seen.append(bytes(data.data()))
        return QSvgRenderer(data)

    monkeypatch.setattr(svg_theme, "QSvgRenderer", spy)
    return seen


def failing(spec: CardThemeSpec | None) -> tuple[CardArt, list[ThemeFailure]]:
    heard: list[ThemeFailure] = []
    art = CardArt()
    art.on_failure = heard.append
    art.use(spec)
    return art, heard


# --- the bytes Qt gets ------------------------------------------------------------------------


def test_qt_gets_the_checked_bytes_unpacked(home: Path, qapp: object,
                                            renderers: list[bytes]) -> None:
    folder = write_theme(home, "packed")
    (folder / "cards.svgz").write_bytes(gzip.compress((folder / "cards.svg").read_bytes()))
    (folder / "cards.svg").unlink()
    art, heard = failing(load_catalog(folder=home / "plugins").themes.get("packed"))
    assert centre(art.back(40, 56)) == colour_of("back") and heard == []
    assert renderers == [deck_svg().encode()]


def test_a_deck_changed_since_it_was_registered_is_checked_again_before_qt_sees_it(
        paris: CardThemeSpec, qapp: object, renderers: list[bytes]) -> None:
    assert paris.svg_path is not None
    paris.svg_path.write_text(spy_deck(), encoding="utf-8")
    art, heard = failing(paris)
    assert renderers == []  # Qt never had the deck that reads /etc/passwd
    assert art.theme_key == "classic"
    (failure,) = heard
    assert failure.error.startswith("could not be loaded: SpecError: its SVG deck: ")
    assert "has an <image> of '/etc/passwd'" in failure.error


def test_a_theme_draws_from_the_bytes_it_checked_not_the_file_now(
        paris: CardThemeSpec, qapp: object) -> None:
    art, heard = failing(paris)
    assert centre(art.back(40, 56)) == colour_of("back")
    assert paris.svg_path is not None
    paris.svg_path.write_text(spy_deck().replace(colour_of("back").name(), "#ff0000"),
                              encoding="utf-8")
    art.clear()
    assert centre(art.back(40, 56)) == colour_of("back") and heard == []


# --- time -------------------------------------------------------------------------------------


def test_the_time_limits() -> None:
    assert (svg_theme.LOAD_SECONDS, svg_theme.DRAW_SECONDS) == (2.0, 0.5)


def test_a_deck_too_slow_to_load_fails_and_classic_is_drawn(
        paris: CardThemeSpec, qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(svg_theme, "LOAD_SECONDS", 0.0)
    art, heard = failing(paris)
    assert art.theme_key == "classic"
    (failure,) = heard
    assert failure.error.startswith("could not be loaded: TooSlow: ")
    assert "s to load (at most 0 s)" in failure.error
    assert "Traceback" in failure.traceback
    assert art.face(3, Suit.SPADES, 40, 56).toImage() == CardArt().face(
        3, Suit.SPADES, 40, 56).toImage()


def test_a_card_too_slow_to_draw_fails_the_deck_and_classic_is_drawn(
        paris: CardThemeSpec, qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    art, heard = failing(paris)
    assert centre(art.face(1, Suit.CLUBS, 40, 56)) == colour_of("1_club")
    monkeypatch.setattr(svg_theme, "DRAW_SECONDS", 0.0)
    face = art.face(2, Suit.CLUBS, 40, 56)
    assert face.toImage() == CardArt().face(2, Suit.CLUBS, 40, 56).toImage()
    assert art.theme_key == "classic"
    (failure,) = heard
    assert failure.error.startswith("failed while drawing a card: TooSlow: 2_club took ")
    assert "s to draw (at most 0 s a card)" in failure.error


# --- what is said, and where ------------------------------------------------------------------


def test_a_failing_theme_prints_nothing_and_logs_one_line(
        paris: CardThemeSpec, qapp: object, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]) -> None:
    caplog.set_level(logging.DEBUG)
    monkeypatch.setattr(svg_theme, "LOAD_SECONDS", 0.0)
    _, heard = failing(paris)
    assert heard and "Traceback" in heard[0].traceback  # kept for the author...
    logged = [r for r in caplog.records if r.name.startswith("spider_qt.ui.card_art")]
    assert [r.levelno for r in logged] == [logging.INFO]
    assert "\n" not in logged[0].getMessage() and "paris" in logged[0].getMessage()
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err  # ...never printed


@pytest.fixture
def slow_window(home: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
                ) -> Callable[[], MainWindow]:
    write_theme(home, "paris")

    def make() -> MainWindow:
        window = create_main_window("SP1-S2C-AAAAAAD")
        qtbot.addWidget(window)
        window.options.animations = False
        window.show()
        qtbot.waitExposed(window)
        monkeypatch.setattr(svg_theme, "DRAW_SECONDS", 0.0)
        window.options.card_theme = "paris"
        qtbot.waitUntil(lambda: bool(window.shown_notices))
        return window

    return make


def test_a_deck_failing_at_run_time_shows_as_its_plugins_failure(
        slow_window: Callable[[], MainWindow]) -> None:
    window = slow_window()
    assert window.board.art.theme_key == "classic"
    (notice,) = window.shown_notices
    assert "paris: card theme 'paris' failed while drawing a card: TooSlow: " in notice
    plugins = window.session.plugins
    assert plugins is not None
    record = next(r for r in plugins.plugins if r.name == "themes/paris")
    assert record.status is Status.FAILED and record.error is not None
    assert record.error.startswith("card theme 'paris' failed while drawing a card: TooSlow")
    assert "Traceback" in record.traceback
    dialog = window.show_plugins()
    assert dialog.select_plugin("themes/paris")
    details = dialog.details.toPlainText().splitlines()
    assert "Status: Failed" in details and f"Error: {record.error}" in details
    dialog.close()


def test_blame_marks_the_plugin_that_registers_the_theme() -> None:
    spec = CardThemeSpec(key="paris", name="Paris", art=object)
    holds = PluginRecord("holds", Origin.FOLDER, themes=["paris"])
    held = PluginRecord("held", Origin.FOLDER, last_added=(spec,), enabled=False)
    other = PluginRecord("other", Origin.FOLDER, themes=["rome"])
    loaded = load_catalog()
    loaded.plugins = [held, holds, other]
    session = Session(None, plugins=loaded)
    blame(session, ThemeFailure("paris", "Paris", "could not be loaded: X: a\nb", "Tb"))
    assert (holds.error, holds.traceback) == ("card theme 'paris' could not be loaded: X: a",
                                              "Tb")
    assert held.error is None and other.error is None  # it registers it no longer
    blame(session, ThemeFailure("paris", "Paris", "later: Y"))
    assert holds.error == "card theme 'paris' could not be loaded: X: a"  # the first stays
    blame(None, ThemeFailure("paris", "Paris", "x"))  # a window without a session: nothing


def test_blame_falls_back_to_the_plugin_that_registered_it_last() -> None:
    spec = CardThemeSpec(key="paris", name="Paris", art=object)
    held = PluginRecord("held", Origin.FOLDER, last_added=(spec,))
    loaded = load_catalog()
    loaded.plugins = [held]
    blame(Session(None, plugins=loaded), ThemeFailure("paris", "Paris", "x: y", "Tb"))
    assert (held.error, held.traceback) == ("card theme 'paris' x: y", "Tb")
