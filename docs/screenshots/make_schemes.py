"""The light and dark screenshots here: ``uv run python docs/screenshots/make_schemes.py``.

The board of one Spider deal in the light and in the dark scheme (``light-board.png``,
``dark-board.png``), with a rule reminder on the felt, and in the dark scheme the New Game
dialog and the Rules page of the Help window (``dark-newgame.png``, ``dark-rules.png``).
Offscreen Qt names no scheme of its own, so each is chosen as a player does, with the
``color_scheme`` preference; the same size and scaling as :mod:`make`'s shots.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["SPIDER_QT_HOME"] = tempfile.mkdtemp(prefix="spider-qt-shots-")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make import HERE, save, save_full, settle

from spider_qt.app import create_main_window, ensure_app

CODE = "SP1-S2C-AAAAAAD"


def main() -> int:
    app = ensure_app()
    window = create_main_window(CODE, language="en")
    window.options.animations = False  # in this throw-away profile only
    window.resize(1100, 720)
    window.show()
    settle()
    for scheme in ("light", "dark"):
        window.options.color_scheme = scheme
        settle()
        window.board.finish_animations()
        refuse_a_move(window)
        settle()
        save(window, HERE / f"{scheme}-board.png")
    dialog = window.choose_new_game()
    assert dialog is not None
    dialog.show()
    settle()
    save_full(dialog, HERE / "dark-newgame.png")
    dialog.close()
    help_window = window.show_help()
    help_window.resize(760, 640)
    settle()
    save(help_window, HERE / "dark-rules.png")
    help_window.close()
    window.close()
    app.quit()
    return 0


def refuse_a_move(window: object) -> None:
    """Ask for a move the rules refuse, so the shot shows the reminder on the felt: the
    first column's top card onto a column whose top card does not take it."""
    game = window.game  # type: ignore[attr-defined]
    top = game.columns[0][-1]
    for dst, column in enumerate(game.columns[1:], 1):
        if column and column[-1].rank != top.rank + 1:
            window.controller.move(0, len(game.columns[0]) - 1, dst)  # type: ignore[attr-defined]
            return


if __name__ == "__main__":
    sys.exit(main())
