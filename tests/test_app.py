"""spider_qt.app: the one-shot ``--screenshot`` draws the frame a shown window settles on."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from spider_qt import app
from spider_qt.session import Session
from spider_qt.ui.window.main_window import MainWindow

CODE = "SP1-S4C-AAAAAAD"


def test_a_screenshot_is_the_frame_a_shown_window_settles_on(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    # The screenshot delivers only layout requests, then paints once; a layout that posts
    # another (the status bar's) would leave the board 2 px too tall if it stopped early.
    target = tmp_path / "shot.png"
    app.screenshot(target, (1280, 800), CODE)
    shot = QImage(str(target))

    session = Session(None)
    window = MainWindow(session.first_game(CODE), session)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)

    def settled_on_the_shot() -> None:
        window.board.finish_animations()
        settled = window.grab().toImage().convertToFormat(shot.format())
        assert settled.size() == shot.size()
        assert settled == shot

    # The event loop's way: every layout request and every paint, as they come, until the
    # window shows the screenshot's frame; a few more turns do not change it.
    qtbot.waitUntil(settled_on_the_shot)
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
    settled_on_the_shot()


def test_a_screenshot_speaks_the_language_it_is_given(tmp_path: Path) -> None:
    """``--screenshot --lang it`` is the Italian window: the same table, other words (the
    one-shot run used to ignore --lang and always show English)."""
    import subprocess
    import sys

    shots = {}
    for language in ("en", "it"):
        shots[language] = tmp_path / f"{language}.png"
        subprocess.run([sys.executable, "-m", "spider_qt", "--code", CODE, "--lang", language,
                        "--screenshot", str(shots[language]), "--size", "800x600"],
                       check=True, capture_output=True, timeout=120)
    english, italian = (QImage(str(shots[k])) for k in ("en", "it"))
    menus = (english.copy(0, 0, 800, 24), italian.copy(0, 0, 800, 24))
    table = (english.copy(0, 120, 800, 300), italian.copy(0, 120, 800, 300))
    assert menus[0] != menus[1]  # Game, Edit… against Partita, Modifica…
    assert table[0] == table[1]  # the same deal on the felt
