"""The post-mortem on the board: ``uv run python docs/screenshots/postmortem.py``.

A Spiderette game lost by construction (the solver's winning line for its first 31
actions, then a deal too early, then a few moves), Game → Where Was It Lost? asked, and
the answer shown: the position before the fatal deal, the stock marked, the answer under
the board. Offscreen, in a throw-away profile; writes ``postmortem.png`` (English).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["SPIDER_QT_HOME"] = tempfile.mkdtemp(prefix="spider-qt-shots-")

from PySide6.QtCore import QCoreApplication

from spider_qt.app import create_main_window, ensure_app
from spider_qt.engine import Game, new_game

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from make import save_full  # noqa: E402  (this folder's helper, once the path has it)

CODE = "SD1-S4-AAAAAAC"
FATAL = 31  # the deal played after the solver's first 31 actions loses the game


def lost_game() -> Game:
    """Spiderette 4 suits, lost at action 31 (a deal), then played on a little."""
    from spider_qt.solver import solve

    solution = solve(new_game(CODE), 20)
    assert solution is not None
    game = new_game(CODE)
    for action in solution.actions[:FATAL]:
        game.play(action)
    game.deal()
    for _ in range(3):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[0])
    return game


def main() -> int:
    app = ensure_app()
    window = create_main_window(game=lost_game(), language="en")
    window.options.animations = False
    window.resize(960, 680)
    window.show()
    window.postmortem_action.trigger()
    review = window.assist.postmortem
    began = time.monotonic()
    while not review.showing and time.monotonic() - began < 120:
        app.processEvents()
        time.sleep(0.02)
    if not review.showing:
        print("no answer within two minutes", file=sys.stderr)
        return 1
    for _ in range(10):
        QCoreApplication.processEvents()
        time.sleep(0.02)
    save_full(window, HERE / "postmortem.png")
    review.leave()
    window.assist.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
