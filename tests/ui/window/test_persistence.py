"""Settings, resume and statistics through the real window, across restarts."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from spider_qt.engine import Game, Suit
from spider_qt.storage.statistics import record_key
from spider_qt.ui.dialogs.unsaved_box import UnsavedBox

Position = Callable[..., Game]
BASE = [
    ["#2C", "9H"], ["#3C", "10S"], ["#4C", "10H"], ["#5C", "5D"], ["#6C", "8S", "7H"],
    ["KC"], ["KD"], ["QC"], ["QD"], ["JC"],
]


def reopen(make_window: WindowFactory, window: object, **kwargs: object) -> object:
    """Quit the window as a player does and start the app again on the same profile."""
    window.close()  # type: ignore[attr-defined]
    return make_window(**kwargs)


def test_double_click_off_survives_a_restart(make_window: WindowFactory, hands: type[Hands],
                                             position: Position) -> None:
    window = make_window(game=position(BASE))
    window._option_actions["double_click"].trigger()  # the Settings menu toggle
    assert window.options.double_click is False
    window = reopen(make_window, window)
    assert window.options.double_click is False
    assert window._option_actions["double_click"].isChecked() is False
    before = window.game.snapshot()
    h = hands(window)
    h.double_click(h.card(0, len(window.game.columns[0]) - 1))
    assert window.game.snapshot() == before


def test_auto_placement_on_survives_a_restart(make_window: WindowFactory, hands: type[Hands],
                                              position: Position) -> None:
    window = make_window(game=position(BASE))
    window.options.auto_place = True
    window = reopen(make_window, window)  # resumes the same position
    assert window.options.auto_place is True
    h = hands(window)
    h.drag(h.card(0, 1), h.column_drop(3))
    assert window.game.columns[2][-1].token == "9H"


def test_placement_help_off_survives_a_restart(make_window: WindowFactory,
                                               position: Position) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    window = make_window(game=position(BASE))
    window.options.placement_help = False
    window = reopen(make_window, window)
    h = Hands(window)
    start = h.card(0, 1)
    QTest.mousePress(h.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     start)
    QTest.mouseMove(h.viewport, start + QPoint(30, 40))
    assert window.board.highlighted_columns() == []
    QTest.mouseRelease(h.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPoint(30, 40))


def ink_counts(image: QImage) -> tuple[int, int]:
    """(reddish, bluish) pixels: how a diamond's index is printed."""
    red = blue = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = QColor(image.pixel(x, y))
            if c.red() > 150 and c.blue() < 100 and c.green() < 100:
                red += 1
            elif c.blue() > 120 and c.red() < 90:
                blue += 1
    return red, blue


def test_four_colour_deck_recolours_the_cards_and_survives(make_window: WindowFactory,
                                                           position: Position) -> None:
    window = make_window(game=position(BASE))
    item = window.board.card_item(3, 1)  # the 5 of diamonds
    assert item.suit == Suit.DIAMONDS
    red, blue = ink_counts(window.board.grab(item.sceneBoundingRect().toRect()).toImage())
    assert red > 20 and blue < red / 4
    window.options.four_colour = True
    red, blue = ink_counts(window.board.grab(item.sceneBoundingRect().toRect()).toImage())
    assert blue > 20 and red < blue / 4  # diamonds are blue now
    window = reopen(make_window, window)
    assert window.options.four_colour is True and window.board.art.four_colour is True


def test_card_back_and_animation_settings_apply_at_once(make_window: WindowFactory,
                                                        hands: type[Hands]) -> None:
    window = make_window("SP1-S4C-AAAAAAD", animations=True)
    back = window.board.art.back(80, 112)
    window.options.card_back = "red"
    assert window.board.art.back_colour == "red"
    assert window.board.art.back(80, 112).toImage() != back.toImage()
    h = hands(window)
    h.key(Qt.Key.Key_D)  # a deal is always legal at the start, and always animates
    assert window.game.moves == 1 and window.board.animating
    window.board.finish_animations()
    window.options.animations = False
    h.key(Qt.Key.Key_D)
    assert window.game.moves == 2 and not window.board.animating
    # the backs now on the table are red ones
    back = window.board.stock_item()
    assert window.board.art.back_colour == "red" and back.isVisible()


def test_the_game_resumes_after_a_normal_quit(make_window: WindowFactory,
                                              hands: type[Hands]) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    h = hands(window)
    h.key(Qt.Key.Key_D)
    move = window.game.legal_moves()[0]
    window.controller.move(*move)
    expected = window.game.snapshot()
    window = reopen(make_window, window)
    assert window.game.snapshot() == expected
    assert window.game.code == "SP1-S2C-AAAAAAD"
    Hands(window).key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    Hands(window).key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.game.stock == 50 and window.game.moves == 0


def test_statistics_after_a_loss_and_a_resume(make_window: WindowFactory,
                                              hands: type[Hands]) -> None:
    key = record_key("spider", 2, "classic")
    window = make_window("SP1-S2C-AAAAAAD")
    hands(window).key(Qt.Key.Key_D)
    window.close()
    window = make_window()  # resumed: the quit's loss is taken back
    assert window.game.moves == 1
    assert window.session.statistics.record(key).played == 0
    window.controller.start(window._same_kind_code())  # a new game: now it is lost
    assert window.session.statistics.record(key).played == 1
    dialog = window.show_statistics()
    assert dialog.isVisible()
    dialog.close()


@pytest.mark.parametrize("name", ["settings.json", "game.json", "statistics.json"])
@pytest.mark.parametrize("content", [b"\xde\xad\xbe\xef garbage", b"",
                                     b'{"format": 1, "unexpected": true}'],
                         ids=["garbage", "empty", "wrong-shape"])
def test_a_damaged_file_starts_cleanly_with_one_notice(make_window: WindowFactory,
                                                       private_profile: Path, name: str,
                                                       content: bytes) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    window.options.card_back = "green"
    window.controller.deal()
    window.session.statistics.win("earlier", record_key("spider", 1, "classic"), 900, 140)
    window.close()
    (private_profile / name).write_bytes(content)
    window = make_window()
    assert len(window.shown_notices) == 1 and "kept as" in window.shown_notices[0]
    assert window.notice_box is not None and window.notice_box.isVisible()
    assert list(private_profile.glob(f"{name}.corrupt-*"))
    assert window.options.card_back == ("blue" if name == "settings.json" else "green")
    assert window.game.moves == (0 if name == "game.json" else 1)
    earlier = window.session.statistics.records.get("spider/1/classic")
    assert (earlier is None) == (name == "statistics.json")
    window.controller.deal()  # and play goes on


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """A folder nobody can write to; root ignores mode bits, so use the immutable flag."""
    if os.geteuid() == 0:
        if shutil.which("chattr") is None:
            pytest.skip("running as root without chattr: cannot make a read-only folder")
        result = subprocess.run(["chattr", "+i", str(folder)], capture_output=True)
        if result.returncode != 0:
            pytest.skip(f"chattr +i is not supported here: {result.stderr!r}")
        try:
            yield
        finally:
            subprocess.run(["chattr", "-i", str(folder)], check=True)
    else:
        folder.chmod(0o555)
        try:
            yield
        finally:
            folder.chmod(0o755)


def test_a_read_only_profile_plays_on_with_one_notice(make_window: WindowFactory,
                                                      private_profile: Path,
                                                      hands: type[Hands]) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    window.controller.deal()
    window.close()
    saved = (private_profile / "game.json").read_bytes()
    with read_only(private_profile):
        window = make_window()
        assert window.game.moves == 1  # read fine
        window.controller.deal()
        window.options.four_colour = True
        window.controller.undo()
        assert window.game.moves == 1
        notices = window.shown_notices
        assert 1 <= len(notices) <= 3  # one per file that failed, never one per action
        assert all("could not be saved" in n for n in notices)
        asked: list[str] = []

        def answer() -> None:  # the close asks, since its saves fail too: close anyway
            box = QApplication.activeModalWidget()
            if not isinstance(box, UnsavedBox):
                QTimer.singleShot(10, answer)
                return
            asked.append(box.text())
            box.close_button.click()

        QTimer.singleShot(0, answer)
        window.close()
        assert not window.isVisible()
        assert len(asked) == 1 and "The game in progress" in asked[0]
        assert len(window.shown_notices) == len(notices)  # the close's failures: in the box
        assert (private_profile / "game.json").read_bytes() == saved


def test_the_window_reopens_where_it_was(make_window: WindowFactory) -> None:
    window = make_window("SP1-S2C-AAAAAAD", size=(700, 560))
    window.close()
    window = make_window(size=None)
    assert (window.width(), window.height()) == (700, 560)


def test_the_language_setting_sets_the_locale(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QLocale

    from spider_qt import i18n

    window = make_window("SP1-S2C-AAAAAAD")
    window.options.language = "en"
    assert (i18n.current(), QLocale().language()) == ("en", QLocale.Language.English)
    # "system" follows the platform's language list: make the platform say Czech.
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("cs_CZ")))
    try:
        window.options.language = "system"
        assert (i18n.current(), QLocale().language()) == ("cs", QLocale.Language.Czech)
        window.options.language = "en"
        # A platform speaking none of the app's languages (the "C" locale): English.
        monkeypatch.setattr(QLocale, "system", staticmethod(QLocale.c))
        window.options.language = "system"
        assert (i18n.current(), QLocale().language()) == ("en", QLocale.Language.English)
    finally:
        window.options.language = "en"  # the tests after this one run in English


def test_switching_a_plugin_off_applies_at_the_next_start(make_window: WindowFactory) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    dialog = window.show_plugins()
    assert dialog.isVisible()
    window._switch_plugin("spiderette", False)
    assert window.options.disabled_plugins == ("spiderette",)
    assert "spiderette" not in window.controller.catalog  # new games go without it at once
    dialog.close()
    window = reopen(make_window, window)
    assert "spiderette" not in window.controller.catalog
    record = next(p for p in window.session.plugins.plugins if p.name == "spiderette")
    assert record.enabled is False and record.error is None
    window._switch_plugin("spiderette", True)
    window = reopen(make_window, window)
    assert "spiderette" in window.controller.catalog


def test_a_broken_folder_plugin_gives_one_notice_and_the_game_plays(
    make_window: WindowFactory, private_profile: Path
) -> None:
    folder = private_profile / "plugins"
    folder.mkdir(parents=True)
    folder.chmod(0o755)
    (folder / "oops.py").write_text("raise RuntimeError('broken on purpose')\n")
    (folder / "oops.py").chmod(0o644)
    window = make_window("SP1-S2C-AAAAAAD")
    assert len(window.shown_notices) == 1
    assert "oops" in window.shown_notices[0] and "broken on purpose" in window.shown_notices[0]
    window.controller.deal()
    assert window.game.moves == 1


def test_safe_mode_starts_with_builtins_only(make_window: WindowFactory, private_profile: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    folder = private_profile / "plugins"
    folder.mkdir(parents=True)
    folder.chmod(0o755)
    (folder / "oops.py").write_text("raise RuntimeError('broken on purpose')\n")
    (folder / "oops.py").chmod(0o644)
    monkeypatch.setenv("SPIDER_QT_SAFE_MODE", "1")
    window = make_window("SP1-S2C-AAAAAAD")
    assert window.shown_notices == []
    assert {p.origin for p in window.session.plugins.plugins} == {"built-in"}
    dialog = window.show_plugins()
    assert dialog.safe_mode_banner.isVisible()
    dialog.close()
