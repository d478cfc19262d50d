"""Cost of saving after every action, and of loading the saved game at start.

    uv run python bench/storage.py

Plays a Spider game until its undo history is full (100 actions), then times
``Session.after_action`` (to_dict, JSON, write, fsync, rename) and
``load_saved_game`` (parse, validate, replay the history) on a temporary profile.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from spider_qt.engine import MoveError
from spider_qt.session import Session
from spider_qt.storage.profile import Profile
from spider_qt.storage.savegame import load_saved_game


def main() -> int:
    rng = random.Random(3)
    with tempfile.TemporaryDirectory() as folder:
        session = Session(Profile.in_folder(Path(folder)))
        game = session.first_game("SP1-S4C-AAAAAAD")
        saves: list[float] = []
        for _ in range(150):
            moves = game.legal_moves()
            try:
                if moves:
                    game.move(*rng.choice(moves))
                else:
                    game.deal()
            except MoveError:
                game.undo()
            began = time.perf_counter()
            session.after_action(game)
            saves.append((time.perf_counter() - began) * 1000)
        size = (Path(folder) / "game.json").stat().st_size
        loads = []
        for _ in range(20):
            began = time.perf_counter()
            loaded = load_saved_game(Path(folder) / "game.json")
            loads.append((time.perf_counter() - began) * 1000)
            assert loaded.value is not None
    print(f"saved game with a full undo history: {size / 1024:.0f} KiB")
    print(f"save after an action: median {statistics.median(saves[-50:]):.2f} ms, "
          f"worst {max(saves):.2f} ms (of {len(saves)})")
    print(f"load and verify at start: median {statistics.median(loads):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
