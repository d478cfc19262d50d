"""The child of :mod:`real_start`: ``python real_start_child.py DRIVE ARGS...``.

Runs ``spider_qt.cli.main(ARGS)`` exactly as the ``spider-qt`` command does, and once the
first window is on screen runs DRIVE (Python source) with ``window``, ``report``,
``close``, ``describe``, ``after`` and ``when_file`` in its namespace. The app is made by
the start itself; the watch is set up the moment it exists (``ensure_app``), so the
start path is the player's.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget

import spider_qt.app as app_module
from spider_qt import cli

MARK = "REPORT "
DRIVE = sys.argv[1]
ARGS = sys.argv[2:]
_watching = False


def report(**fields: Any) -> None:
    print(MARK + json.dumps(fields, default=str), flush=True)


def boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def describe(window: QWidget) -> dict[str, Any]:
    """What a player sees: which window, its title, the game, the notices and boxes."""
    game = getattr(window, "game", None)
    board = getattr(window, "board", None)
    return {
        "window": type(window).__name__,
        "title": window.windowTitle(),
        "code": getattr(game, "code", None),
        "moves": getattr(game, "moves", None),
        "notices": list(getattr(window, "shown_notices", [])),
        "boxes": [box.text() for box in boxes()],
        "theme": board.art.theme_key if board is not None else None,
    }


def close() -> None:
    """Answer every box, close every window (as the player would), end the loop."""
    for box in boxes():
        box.done(0)
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMainWindow) and widget.isVisible():
            widget.close()
    QApplication.quit()


def after(ms: int, then: Callable[[], object]) -> None:
    QTimer.singleShot(ms, then)


def when_file(path: str | Path, then: Callable[[], object], every: int = 20) -> None:
    """Run ``then`` once ``path`` exists (a test's signal to a running window)."""
    if Path(path).exists():
        then()
    else:
        QTimer.singleShot(every, lambda: when_file(path, then, every))


def _watch() -> None:
    windows = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, QMainWindow) and w.isVisible()]
    if not windows:
        QTimer.singleShot(10, _watch)
        return
    window = windows[0]
    namespace = {"window": window, "report": report, "close": close, "describe": describe,
                 "after": after, "when_file": when_file, "boxes": boxes, "QApplication":
                 QApplication}
    # The test's own code, in the turn after the window's own start-up single shots (its
    # offers and notices: all of 0 ms, run in the order posted), not some milliseconds on.
    QTimer.singleShot(0, lambda: exec(DRIVE, namespace))


_ensure_app = app_module.ensure_app


def _ensure_and_watch(argv: list[str] | None = None) -> QApplication:
    global _watching
    app = _ensure_app(argv)
    if not _watching:
        _watching = True
        QTimer.singleShot(0, _watch)
    return app


app_module.ensure_app = _ensure_and_watch

if __name__ == "__main__":
    sys.exit(cli.main(ARGS))
