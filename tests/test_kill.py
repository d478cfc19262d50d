"""A killed process (kill -9) loses at most the action in progress."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from spider_qt.session import Session
from spider_qt.storage.profile import Profile

CHILD = r"""
import json, os, sys, time
from spider_qt.app import create_main_window, ensure_app
from spider_qt.engine import MoveError
app = ensure_app()
window = create_main_window(sys.argv[1] if len(sys.argv) > 1 else None)
window.show()
app.processEvents()
mode = os.environ["KILL_TEST_MODE"]
if mode == "still":
    window.controller.deal()
    window.controller.move(*window.game.legal_moves()[0])
    window.controller.move(*window.game.legal_moves()[0])
    window.controller.undo()
    print(json.dumps(window.game.to_dict()), flush=True)
    time.sleep(120)
else:  # busy: act as fast as possible until killed
    n = 0
    while True:
        moves = window.game.legal_moves()
        if moves and n % 7:
            window.controller.move(*moves[n % len(moves)])
        elif not window.controller.deal():
            window.controller.undo()
        n += 1
        if n == 40:
            print("busy", flush=True)
"""


def start(profile: Path, mode: str, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "SPIDER_QT_HOME": str(profile), "QT_QPA_PLATFORM": "offscreen",
           "KILL_TEST_MODE": mode}
    return subprocess.Popen([sys.executable, "-c", CHILD, *args], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=env)


def kill(proc: subprocess.Popen[str]) -> None:
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    if proc.stdout is not None:
        proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL


def test_the_game_resumes_exactly_after_kill_9(tmp_path: Path) -> None:
    proc = start(tmp_path, "still", "SP1-S2C-AAAAAAD")
    assert proc.stdout is not None
    expected = json.loads(proc.stdout.readline())
    kill(proc)
    session = Session(Profile.in_folder(tmp_path))
    game = session.first_game()
    assert session.notices == []
    assert game.to_dict() == expected  # position, score, moves, code and undo/redo history
    assert game.can_redo
    assert session.statistics.record("spider/2/classic").played == 0


def test_killing_a_busy_game_never_corrupts_the_files(tmp_path: Path) -> None:
    for round_ in range(3):
        proc = start(tmp_path, "busy")
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "busy"
        time.sleep(0.05 * round_)  # about time itself: killed at another moment each round
        kill(proc)
        session = Session(Profile.in_folder(tmp_path))
        game = session.first_game()
        assert session.notices == [], session.notices
        assert game.moves > 0 and game.complete_deck  # a real position, mid-play
        assert not list(tmp_path.glob("*.corrupt-*"))
        # A write cut short may leave a hidden temporary, but its writer is gone: the next
        # start removes it, so kills never pile them up.
        assert list(tmp_path.glob(".*.tmp")) == []
