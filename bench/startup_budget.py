"""Start-up against the floor of the stack: spider-qt beside a bare PySide6 window.

    uv run python bench/startup_budget.py --runs 9                  # offscreen
    QT_QPA_PLATFORM=xcb uv run python bench/startup_budget.py       # on an (Xvfb) display

Two figures, each from fresh processes, interleaved with a bare window's so both see the
same machine load, medians:

1. ``python -m spider_qt --code … --screenshot FILE`` (start, plugins, window, first
   layout and paint, PNG written, exit) against a bare window that shows itself and grabs
   one frame (the acceptance's comparison: the ratio is what counts, since this machine's
   speed moves from day to day);
2. the phases of a window start, timed inside one process the way the command line
   runs them: importing ``spider_qt.cli``, importing QtCore (which the window needs
   anyway; the profile lock needs it first), taking the profile's lock (the instance
   check of ``spider_qt.single_instance``), reading the profile and loading the plugins,
   importing ``spider_qt.app``, building the window, and showing it until its first
   paint; then opening the hand-over socket, which the app does once the first frame is
   up. Byte-code caching is on, as in any installed copy.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CODE = "SP1-S4C-AAAAAAD"

BARE = r"""
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
window = QMainWindow()
window.setCentralWidget(QLabel("Hello"))
window.resize(1280, 800)
window.show()
for _ in range(3):
    QCoreApplication.processEvents()
window.grab()
print("RSS", next(line.split()[1] for line in open("/proc/self/status")
                  if line.startswith("VmRSS:")))
"""

PHASES = r"""
import sys, time
began = time.perf_counter()
marks = []
def mark(name):
    marks.append((name, time.perf_counter()))
import spider_qt.cli as cli
mark("import spider_qt.cli")
import PySide6.QtCore
mark("import PySide6.QtCore")
from spider_qt.storage.profile import Profile
where = Profile.resolve(None)
mark("the profile's folders")
from spider_qt import single_instance
claimed = single_instance.claim(where.data_folder)
mark("instance check (lock)")
from spider_qt.plugins.host import discover, safe_mode_requested
settings = cli._settings(where, read_only=False)
candidates = discover(where.plugins_dir, safe_mode=safe_mode_requested(False),
                      cache_dir=where.cache_dir)
plugins = cli._load_plugins(where, settings, False, candidates, None)
mark("profile, settings, plugins")
from spider_qt import app as app_module
mark("import spider_qt.app")
qt = app_module.ensure_app([sys.argv[0]])
window = app_module.create_main_window(CODE, plugins=plugins, settings=settings)
mark("window built")
from PySide6.QtCore import QEvent, QObject, QTimer
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, done)
        return False
def done():
    mark("shown, first paint")
    at_first_paint = next(line.split()[1] for line in open("/proc/self/status")
                          if line.startswith("VmRSS:"))
    claimed.listen(lambda request: None)
    mark("hand-over socket (after)")
    last = began
    for name, at in marks:
        print(f"PHASE {name}|{(at - last) * 1000:.1f}")
        last = at
    print("RSS", at_first_paint)
    qt.quit()
spy = FirstPaint()
window.board.viewport().installEventFilter(spy)
window.show()
qt.exec()
"""


def rss_mib(output: str) -> float:
    """The ``RSS <kB>`` line a child prints, in MiB."""
    return next(int(line.split()[1]) for line in output.splitlines()
                if line.startswith("RSS ")) / 1024


def timed(command: list[str], env: dict[str, str]) -> tuple[float, str]:
    began = time.perf_counter()
    done = subprocess.run(command, check=True, env=env, cwd=ROOT, capture_output=True,
                          text=True)
    return time.perf_counter() - began, done.stdout


def phases(env: dict[str, str]) -> tuple[dict[str, float], float]:
    """The window start's phases (ms) and its resident memory at the first paint (MiB)."""
    code = PHASES.replace("CODE", repr(CODE))
    done = subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=ROOT,
                          capture_output=True, text=True)
    found = {}
    for line in done.stdout.splitlines():
        if line.startswith("PHASE "):
            name, ms = line[6:].split("|")
            found[name] = float(ms)
    return found, rss_mib(done.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["SPIDER_QT_HOME"] = folder
        shot = [sys.executable, "-m", "spider_qt", "--code", CODE, "--screenshot",
                str(Path(folder) / "shot.png"), "--size", "1280x800"]
        bare = [sys.executable, "-c", BARE]
        timed(shot, env), timed(bare, env), phases(env)  # warm-up: byte code, disk cache
        app_times, bare_times, bare_rss, runs, app_rss = [], [], [], [], []
        for _ in range(args.runs):
            app_times.append(timed(shot, env)[0])
            seconds, output = timed(bare, env)
            bare_times.append(seconds)
            bare_rss.append(rss_mib(output))
            found, rss = phases(env)
            runs.append(found)
            app_rss.append(rss)
    app_ms = statistics.median(app_times) * 1000
    bare_ms = statistics.median(bare_times) * 1000
    print(f"Qt platform: {env['QT_QPA_PLATFORM']}; Python {sys.version.split()[0]}; "
          f"medians of {args.runs}")
    print(f"python -m spider_qt --screenshot: {app_ms:.0f} ms; bare window: {bare_ms:.0f} ms;"
          f" ratio {app_ms / bare_ms:.2f}")
    print(f"resident memory: window at its first paint {statistics.median(app_rss):.0f} MiB;"
          f" bare window {statistics.median(bare_rss):.0f} MiB")
    print("window start, in-process phases (ms):")
    for name in runs[0]:
        print(f"  {name:<28} {statistics.median(run[name] for run in runs):7.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
