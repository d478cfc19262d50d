"""A player's hands for GUI tests: real mouse buttons and keys on the board's viewport."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from xml.sax.saxutils import escape

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt, QTranslator
from PySide6.QtTest import QTest

from spider_qt.ui.items import CardItem
from spider_qt.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


class Hands:
    """Presses real mouse buttons and keys on the board's viewport."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.viewport = window.board.viewport()

    def spot(self, item: CardItem) -> QPoint:
        """A point on the visible top strip of a card (cards below cover the rest)."""
        rect = item.sceneBoundingRect()
        point = QPointF(rect.center().x(), rect.top() + rect.height() * 0.08)
        return self.window.board.mapFromScene(point)

    def card(self, col: int, index: int) -> QPoint:
        return self.spot(self.window.board.card_item(col, index))

    def column_drop(self, col: int) -> QPoint:
        """Where a player lets go over a column: on its last card, or its empty top."""
        board = self.window.board
        column = self.window.game.columns[col]
        layout = board.board_layout
        if column:
            rect = board.card_item(col, len(column) - 1).sceneBoundingRect()
            point = QPointF(rect.center().x(), rect.top() + rect.height() * 0.3)
        else:
            point = QPointF(layout.column_x[col] + layout.card_width / 2,
                            layout.top + layout.card_height / 2)
        return board.mapFromScene(point)

    def drag(self, start: QPoint, end: QPoint, steps: int = 6) -> None:
        left = Qt.MouseButton.LeftButton
        QTest.mousePress(self.viewport, left, Qt.KeyboardModifier.NoModifier, start)
        for n in range(1, steps + 1):
            x = start.x() + (end.x() - start.x()) * n // steps
            y = start.y() + (end.y() - start.y()) * n // steps
            QTest.mouseMove(self.viewport, QPoint(x, y))
        QTest.mouseRelease(self.viewport, left, Qt.KeyboardModifier.NoModifier, end)

    def click(self, point: QPoint) -> None:
        QTest.mouseClick(self.viewport, Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, point)

    def double_click(self, point: QPoint) -> None:
        QTest.mouseDClick(self.viewport, Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier, point)

    def key(self, key: Qt.Key,
            modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(self.window.board, key, modifiers)


def compiled_translation(folder: Path, messages: dict[tuple[str, str], str]) -> QTranslator:
    """A translator for ``(context, source) → text``, compiled by Qt's own lrelease: tests
    of language changes must not depend on what the bundled catalogs say."""
    contexts: dict[str, str] = {}
    for (context, source), text in messages.items():
        contexts[context] = contexts.get(context, "") + (
            f"<message><source>{escape(source)}</source>"
            f"<translation>{escape(text)}</translation></message>"
        )
    ts, qm = folder / "test_cs.ts", folder / "test_cs.qm"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="cs">'
        + "".join(f"<context><name>{c}</name>{m}</context>" for c, m in contexts.items())
        + "</TS>\n",
        encoding="utf-8",
    )
    lrelease = shutil.which("pyside6-lrelease") or str(
        Path(sys.executable).with_name("pyside6-lrelease"))
    subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    return translator


@contextmanager
def translated(folder: Path, messages: dict[tuple[str, str], str]) -> Iterator[None]:
    """The app with :func:`compiled_translation` installed; English again afterwards."""
    translator = compiled_translation(folder, messages)
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
