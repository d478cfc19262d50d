"""A player's hands for GUI tests: real mouse buttons and keys on the board's viewport."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from xml.sax.saxutils import escape

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt, QTimer, QTranslator
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QTabBar,
    QTableView,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from spider_qt.ui.board.items import CardItem
from spider_qt.ui.window.main_window import MainWindow

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
        """As a window system delivers it: press, release, then the second press arrives
        as a double click (QTest's own ``mouseDClick`` sends only that last event)."""
        left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        QTest.mousePress(self.viewport, left, none, point)
        QTest.mouseRelease(self.viewport, left, none, point)
        QTest.mouseDClick(self.viewport, left, none, point)
        QTest.mouseRelease(self.viewport, left, none, point)

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


def next_turn(qtbot: QtBot) -> None:
    """Wait for the turn of the event loop that runs what was posted until now: the single
    shots of 0 ms the app posts (a window's offers once it is up, a card theme's notice)
    run in the order posted, so one posted after them runs after them. A test that checks
    that something did *not* happen waits for this, not for some milliseconds."""
    turned: list[bool] = []
    QTimer.singleShot(0, lambda: turned.append(True))
    qtbot.waitUntil(lambda: bool(turned))


# --- laid out, not cut off --------------------------------------------------------------------

#: Widgets whose size a layout decides and whose words a player must be able to read.
_CONTROLS = (QLabel, QAbstractButton, QGroupBox, QComboBox, QLineEdit, QAbstractSpinBox,
             QAbstractScrollArea, QTabWidget)
#: Widgets that lay out parts of their own (scroll bars, a clear button, tab arrows): those
#: parts are the widget's business, not the dialog's layout's.
_COMPOSITES = (QAbstractScrollArea, QComboBox, QLineEdit, QAbstractSpinBox, QTabBar)


def _laid_out(root: QWidget) -> list[QWidget]:
    """The visible controls of ``root``'s window that its layouts place, parts of composite
    widgets and other windows left out."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not root.window():
            continue
        if not isinstance(widget, _CONTROLS):
            continue
        parent = widget.parentWidget()
        inside = False
        while parent is not None and parent is not root:
            if isinstance(parent, _COMPOSITES) and not isinstance(parent, QScrollArea):
                inside = True
                break
            parent = parent.parentWidget()
        if not inside:
            found.append(widget)
    return found


def _name(widget: QWidget) -> str:
    """``QLabel 'Slow'`` or ``QGroupBox#lookSection 'Look'``: enough to find it in the dialog."""
    text = ""
    if isinstance(widget, (QLabel, QAbstractButton)):
        text = widget.text()
    elif isinstance(widget, QGroupBox):
        text = widget.title()
    name = f"#{widget.objectName()}" if widget.objectName() else ""
    words = f" {text[:40]!r}" if text else ""
    return f"{type(widget).__name__}{name}{words}"


def _needed(widget: QWidget) -> tuple[int, int]:
    """The size ``widget`` needs at its present width to show everything it says.

    A word-wrapped label (or a box around one) needs its height for its width, which
    neither size hint knows; a label needs at least its minimum size hint (a wrapped one:
    its longest word, one line); a button, check box or radio its size hint.
    """
    if isinstance(widget, QAbstractButton):
        hint = widget.sizeHint()
        return hint.width(), hint.height()
    hint = widget.minimumSizeHint()
    height = hint.height()
    if widget.hasHeightForWidth():
        height = max(height, widget.heightForWidth(widget.width()))
    return hint.width(), height


def clipped_widgets(root: QWidget) -> list[str]:
    """Every visible label, button, check box, radio or group box of ``root`` shown smaller
    than its words need, every table column narrower than its heading or cells, and every
    two sibling controls that overlap, in plain words.

    An empty list means a player can read everything: the check for a dialog (or message
    box) after anything that changes its words, such as a live language switch.
    """
    problems = []
    widgets = _laid_out(root)
    for widget in widgets:
        if not isinstance(widget, (QLabel, QAbstractButton, QGroupBox)):
            continue
        width, height = _needed(widget)
        if width > widget.width() or height > widget.height():
            problems.append(f"{_name(widget)} is {widget.width()}×{widget.height()}, "
                            f"needs at least {width}×{height}")
    for index, first in enumerate(widgets):
        for second in widgets[index + 1:]:
            if (first.parentWidget() is second.parentWidget()
                    and first.geometry().intersects(second.geometry())):
                problems.append(f"{_name(first)} overlaps {_name(second)}")
    for table in widgets:
        if isinstance(table, QTableView):
            problems += _cut_columns(table)
    return problems


def _cut_columns(table: QTableView) -> list[str]:
    """The columns of ``table`` narrower than their heading or the cells shown in them."""
    header = table.horizontalHeader()
    if not header.isVisible():
        return []
    model = table.model()
    problems = []
    for column in range(header.count()):
        needed = max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
        if not header.isSectionHidden(column) and header.sectionSize(column) < needed:
            heading = model.headerData(column, Qt.Orientation.Horizontal)
            problems.append(f"{_name(table)} column {heading!r} is "
                            f"{header.sectionSize(column)} wide, needs {needed}")
    return problems


def painted_felt(board: QGraphicsView) -> QImage:
    """The board's background over its whole scene, painted as the view paints it (the
    felt a player sees, grain and scheme included)."""
    rect = board.sceneRect()
    image = QImage(round(rect.width()), round(rect.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.translate(-rect.topLeft())
    board.drawBackground(painter, rect)
    painter.end()
    return image
