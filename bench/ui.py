"""Board speed and memory: start-up, full repaint, drag frames, resident memory.

    uv run python bench/ui.py                 # offscreen (no display needed)
    QT_QPA_PLATFORM=xcb uv run python bench/ui.py   # on a real or Xvfb display

1. Start-up: from launching a new Python process to the first frame of the main
   window painted, for spider-qt and, in the same run, for a bare PySide6
   window (QMainWindow with a label): the floor any PySide6 app pays.
2. The time to repaint the whole board at 1920×1080, and the time per frame
   while dragging a 13-card group (mouse move handled + viewport repainted).
3. Resident memory (VmRSS) of spider-qt after its first frame.
4. Liveliness: the longest gap between the ticks of a 10 ms timer in the window's event
   loop while Could This Deal Be Won? searches a four-suit deal in its worker process
   (wanted under ``LIVELY_MAX_MS``; the tests check that the loop turns, not how fast).
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIVELY_MAX_MS = 200

CHILD_APP = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from spider_qt.app import create_main_window, ensure_app
app = ensure_app()
window = create_main_window("SP1-S4C-AAAAAAD")
target = window.board.viewport()
"""

CHILD_BARE = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
window = QMainWindow()
window.setCentralWidget(QLabel("Hello"))
window.resize(1100, 780)
target = window.centralWidget()
"""

CHILD_TAIL = r"""
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, report)
        return False

def report():
    rss = next((line.split()[1] for line in open("/proc/self/status")
                if line.startswith("VmRSS:")), "0")
    print(f"PAINTED {rss}", flush=True)
    app.quit()

spy = FirstPaint()
target.installEventFilter(spy)
window.show()
app.exec()
"""


def start_up_until_paint(kind: str) -> tuple[float, int]:
    """Seconds from launching a process to its first frame, and its resident KiB then.

    Byte-code caching is on, as in any installed copy (a development shell may
    set PYTHONDONTWRITEBYTECODE, which would charge every start for compiling).
    """
    code = (CHILD_APP if kind == "app" else CHILD_BARE) + CHILD_TAIL
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    began = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, cwd=ROOT, env=env)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("PAINTED"):
            elapsed = time.perf_counter() - began
            proc.wait(timeout=60)
            return elapsed, int(line.split()[1])
    raise RuntimeError(f"{kind} never painted")


def repaint_and_drag(frames: int) -> tuple[float, float]:
    """Milliseconds per full repaint at 1920×1080, and per drag frame of a 13-card group."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from spider_qt.app import create_main_window, ensure_app
    from spider_qt.engine import Game

    app = ensure_app()
    run = ["KS", "QH", "JS", "10H", "9S", "8H", "7S", "6H", "5S", "4H", "3S", "2H", "AS"]
    columns = [["#5D", "#6D", "#7D", "#8D", "#9D", *run]] + [[c] for c in (
        "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C", "5C")]
    game = Game.from_dict({"variant": "spider", "suits": 4, "rule": "relaxed",
                           "columns": columns, "stock": [], "removed": [], "score": 500,
                           "moves": 0}, complete_deck=False)
    window = create_main_window(game=game)
    window.options.animations = False
    window.show()
    board = window.board
    for _ in range(3):  # the menu and status bars settle over a few layouts
        chrome = window.size() - board.viewport().size()
        window.resize(1920 + chrome.width(), 1080 + chrome.height())
        for _ in range(3):
            app.processEvents()
    assert (board.viewport().width(), board.viewport().height()) == (1920, 1080)
    viewport = board.viewport()

    began = time.perf_counter()
    for _ in range(frames):
        board.resetCachedContent()  # the felt too: a true full repaint
        viewport.repaint()
    full = (time.perf_counter() - began) * 1000 / frames

    item = board.card_item(0, 5)  # the king heading the 13-card run
    rect = item.sceneBoundingRect()
    start = board.mapFromScene(rect.center().x(), rect.top() + 8)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(20, 20))
    assert board.highlighted_columns() is not None
    times = []
    for n in range(frames):
        point = start + QPoint(20 + (n * 7) % 600, 20 + (n * 5) % 300)
        began = time.perf_counter()
        QTest.mouseMove(viewport, point)
        viewport.repaint()
        times.append((time.perf_counter() - began) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start)
    window.close()
    return full, statistics.median(times)


def lively(seconds: float) -> tuple[int, int]:
    """The longest gap (ms) between 10 ms timer ticks during ``seconds`` of a solver search
    started by Could This Deal Be Won?, and the number of ticks."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    from spider_qt.app import create_main_window, ensure_app

    app = ensure_app()
    window = create_main_window("SP1-S4C-AAAAAAD")  # four suits: a search that takes its time
    window.show()
    task = window.assist.check.check()
    assert task is not None
    searching = QEventLoop()
    task.progressed.connect(searching.quit)
    searching.exec()  # searching now
    task.progressed.disconnect(searching.quit)
    ticks: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(clock.elapsed()))
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    assert task.running, "the search ended early: pick a harder deal"
    window.assist.check.cancel()
    window.close()
    app.processEvents()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    return max(gaps, default=int(seconds * 1000)), len(ticks)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="start-ups of each kind")
    parser.add_argument("--frames", type=int, default=100)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # A throw-away profile: measuring must not touch the player's saved game or statistics.
    profile = tempfile.TemporaryDirectory(prefix="spider-qt-bench-")
    os.environ["SPIDER_QT_HOME"] = profile.name
    platform = os.environ["QT_QPA_PLATFORM"]
    print(f"Qt platform: {platform}; Python {sys.version.split()[0]}")

    results: dict[str, list[tuple[float, int]]] = {"bare": [], "app": []}
    for kind in results:  # warm-up: writes byte-code caches and fills the OS file cache
        start_up_until_paint(kind)
    for _ in range(args.runs):  # interleaved, so both see the same machine load
        for kind in results:
            results[kind].append(start_up_until_paint(kind))
    bare = statistics.median(t for t, _ in results["bare"])
    app = statistics.median(t for t, _ in results["app"])
    rss = statistics.median(r for _, r in results["app"]) / 1024
    bare_rss = statistics.median(r for _, r in results["bare"]) / 1024
    print(f"start-up to first frame (median of {args.runs}): spider-qt {app * 1000:.0f} ms, "
          f"bare PySide6 window {bare * 1000:.0f} ms, ratio {app / bare:.2f}")
    print(f"resident memory after first frame: spider-qt {rss:.0f} MiB, "
          f"bare PySide6 window {bare_rss:.0f} MiB")
    full, drag = repaint_and_drag(args.frames)
    print(f"full board repaint at 1920x1080: {full:.2f} ms per frame (mean of {args.frames})")
    print(f"dragging a 13-card group at 1920x1080: {drag:.2f} ms per frame "
          f"(median of {args.frames})")
    gap, ticks = lively(2.0)
    print(f"longest gap between 10 ms ticks while the solver searches: {gap} ms over 2 s "
          f"({ticks} ticks; wanted under {LIVELY_MAX_MS} ms: "
          f"{'met' if gap < LIVELY_MAX_MS else 'missed'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
