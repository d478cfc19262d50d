"""Windows for GUI tests, and the hands that play on them (``gui_helpers.Hands``)."""

from __future__ import annotations

import pytest
from gui_helpers import Hands, WindowFactory
from pytestqt.qtbot import QtBot

from spider_qt.app import create_main_window
from spider_qt.engine import Game
from spider_qt.ui.window.main_window import MainWindow


@pytest.fixture
def make_window(qtbot: QtBot) -> WindowFactory:
    """A shown main window for a code or a constructed game; animations off unless asked."""

    def make(code: str | None = None, game: Game | None = None, *, animations: bool = False,
             size: tuple[int, int] | None = (1280, 800)) -> MainWindow:
        window = create_main_window(code, game=game)
        window.options.animations = animations
        qtbot.addWidget(window)
        if size is not None:  # None: keep the geometry the window restored
            window.resize(*size)
        window.show()
        with qtbot.waitActive(window):  # shortcuts reach only the active window
            window.activateWindow()
        window.board.finish_animations()
        return window

    return make


@pytest.fixture
def hands() -> type[Hands]:
    return Hands
