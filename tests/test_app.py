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
