"""Loading a saved game built to be as slow as possible, from files under 1 MB.

    uv run python bench/load.py               # every case, best and worst of 7 loads
    uv run python bench/load.py --repeat 21

A saved game is outside data: a damaged disk, a hand edit or another program may
have written it. Each case below is a JSON text under 1 MB shaped to make
``Game.from_dict`` work as hard as it can (long lists, deep nesting, huge
numbers and strings, the longest history it will replay); the figure is the time
of ``Game.from_dict`` on the result of ``json.loads`` (parsing JSON is the
standard library's cost, shown apart). The engine's budget is 50 ms per load.
"""

from __future__ import annotations

import argparse
import copy
import json
import platform
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from spider_qt.engine import DEAL, UNDO_LIMIT, Game, Move, StateError, default_catalog, new_game
from spider_qt.engine.save import MAX_REPLAYED
from spider_qt.storage.files import MAX_BYTES
from spider_qt.storage.savegame import load_saved_game

Data = dict[str, Any]
MEGABYTE = 1_000_000
BUDGET_MS = 50.0
STATE_KEYS = ("columns", "stock", "removed", "score", "moves")


def position(game: Game) -> Data:
    data = game.to_dict()
    return {key: data[key] for key in STATE_KEYS}


def bouncing(seed: int) -> tuple[Game, Move, Move]:
    """A Spider game in which one card can go back and forth for ever (onto either of two
    cards one rank higher): the longest legal history a file can hold."""
    rng = random.Random(seed)
    while True:
        game = new_game(variant="spider", suits=1, deal=rng.randrange(26**7))
        for _ in range(60):
            for move in game.legal_moves():
                trial = Game.from_dict(game.to_dict())
                moved = len(trial.columns[move.src]) - move.start
                trial.move(*move)
                back = Move(move.dst, len(trial.columns[move.dst]) - moved, move.src)
                if trial.can_move(*back):
                    return Game.from_dict({**game.to_dict(), "history": None}), move, back
            moves = game.legal_moves()
            if not moves:
                break
            game.move(*rng.choice(moves))


def padded(data: Data, grow: Callable[[Data, int], None]) -> str:
    """``data`` as JSON, grown by ``grow(data, n)`` with the largest ``n`` under 1 MB."""
    low, high = 0, MEGABYTE
    while low < high:  # the size grows with n: find the last n that fits
        n = (low + high + 1) // 2
        trial = copy.deepcopy(data)
        grow(trial, n)
        if len(json.dumps(trial).encode()) < MEGABYTE:
            low = n
        else:
            high = n - 1
    grow(data, low)
    return json.dumps(data)


def cases(seed: int) -> list[tuple[str, str]]:
    """(name, JSON text) for every worst case."""
    game, there, back = bouncing(seed)
    start = position(game)
    for n in range(MAX_REPLAYED):
        game.move(*(there if n % 2 == 0 else back))
    longest = game.to_dict()
    longest["history"]["base"] = start
    longest["history"]["undo"] = [["move", *(there if n % 2 == 0 else back)]
                                  for n in range(MAX_REPLAYED)]
    longest["history"]["redo"] = [["move", *(there if n % 2 == 0 else back)]
                                  for n in range(UNDO_LIMIT)]

    real = new_game("SP1-S4C-AAAAAAD")
    rng = random.Random(seed)
    for _ in range(150):
        moves = real.legal_moves()
        if moves:
            real.move(*rng.choice(moves))
        elif real.refusal(DEAL) is None:
            real.deal()
    for _ in range(30):
        real.undo()
    full = real.to_dict()

    def extend(key: str, item: object, path: tuple[str, ...] = ()) -> Callable[[Data, int], None]:
        def grow(data: Data, n: int) -> None:
            target = data
            for step in path:
                target = target[step]
            target[key] = list(target[key]) + [item] * n
        return grow

    def nest(key: str) -> Callable[[Data, int], None]:
        """Up to MAX_REPLAYED actions (more are refused unread), each nested 900 deep
        (json.loads itself gives up near 1000)."""
        def grow(data: Data, n: int) -> None:
            deep: object = ["deal"]
            for _ in range(900):
                deep = [deep]
            data["history"][key] = [deep] * min(n, MAX_REPLAYED)
        return grow

    def widen(data: Data, n: int) -> None:
        data.update({f"extra{i}": i for i in range(n)})

    def text(key: str) -> Callable[[Data, int], None]:
        def grow(data: Data, n: int) -> None:
            data[key] = "S" * n
        return grow

    huge = int("9" * 4300)  # the most digits json.loads reads
    history = full["history"]
    return [
        (f"a real game, {len(history['undo'])} undo + {len(history['redo'])} redo (reference)",
         json.dumps(full)),
        (f"longest legal history: {MAX_REPLAYED} undo + {UNDO_LIMIT} redo replayed",
         json.dumps(longest)),
        ("longest legal history + redo padded to 1 MB",
         padded(copy.deepcopy(longest), extend("redo", ["move", *back], ("history",)))),
        ("undo list of 1 MB (refused unread)",
         padded(copy.deepcopy(full), extend("undo", ["deal"], ("history",)))),
        ("redo list of 1 MB of moves", padded(copy.deepcopy(full),
                                              extend("redo", ["move", 0, 0, 1], ("history",)))),
        ("column of 1 MB of cards", padded(copy.deepcopy(full), _column_grow)),
        ("stock of 1 MB of cards", padded(copy.deepcopy(full), extend("stock", "#AS"))),
        ("removed list of 1 MB", padded(copy.deepcopy(full), extend("removed", "S"))),
        ("history base stock of 1 MB",
         padded(copy.deepcopy(full), extend("stock", "#AS", ("history", "base")))),
        (f"{MAX_REPLAYED} redo actions nested 900 deep", padded(copy.deepcopy(full), nest("redo"))),
        (f"{MAX_REPLAYED} undo actions nested 900 deep", padded(copy.deepcopy(full), nest("undo"))),
        ("variant name of 1 MB", padded(copy.deepcopy(full), text("variant"))),
        ("code of 1 MB", padded(copy.deepcopy(full), text("code"))),
        ("object with 1 MB of extra keys", padded(copy.deepcopy(full), widen)),
        ("4300-digit numbers everywhere", json.dumps({
            **full, "suits": huge, "score": -huge, "moves": huge, "format": 1,
            "history": {**history, "undo": [["move", huge, huge, huge]]}})),
    ]


def _column_grow(data: Data, n: int) -> None:
    data["columns"][0] = list(data["columns"][0]) + ["AS"] * n


def measure(text: str, repeat: int) -> tuple[float, float, float, str]:
    """(json.loads ms, best and worst from_dict ms, outcome) for one case."""
    began = time.perf_counter()
    data = json.loads(text)
    parse_ms = (time.perf_counter() - began) * 1000
    times = []
    outcome = ""
    for _ in range(repeat):
        began = time.perf_counter()
        try:
            game = Game.from_dict(data)
            outcome = f"loaded: {len(game.history)} undo, {len(game.redo_actions)} redo"
        except StateError as exc:
            outcome = f"StateError: {str(exc)[:60]}"
        times.append((time.perf_counter() - began) * 1000)
    return parse_ms, min(times), max(times), outcome


def measure_file(text: str, repeat: int, folder: Path) -> tuple[float, str]:
    """Best ms of the app's guarded read of ``text`` as a saved game, and what it gave."""
    envelope = ('{"format": 1, "game_id": "bench", "started": true, "seconds": 0, '
                '"complete_deck": true, "game": ' + text + "}")
    path = folder / "game.json"
    times = []
    outcome = ""
    for _ in range(repeat):
        for old in folder.iterdir():  # a refused file is kept aside: start clean each time
            old.unlink()
        path.write_text(envelope, encoding="utf-8")
        began = time.perf_counter()
        loaded = load_saved_game(path)
        times.append((time.perf_counter() - began) * 1000)
        outcome = "loaded" if loaded.value is not None else "refused"
    return min(times), outcome


def nested_to_the_limit() -> str:
    """Lists nested 900 deep, repeated to just under the file size limit: JSON's worst."""
    unit = "[" * 900 + "]" * 900
    count = (MAX_BYTES - 200) // (len(unit) + 1)
    return json.dumps({**position(new_game("SP1-S1C-AAAAAAD")),
                       "variant": "spider", "suits": 1, "rule": "classic",
                       "history": {"redo": None}})[:-2] + ', "pad": [' + ",".join(
                           [unit] * count) + "]}}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="loads per case")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    default_catalog()  # plugin loading is start-up cost, not loading
    print(f"Python {platform.python_version()} on {platform.machine()}; "
          f"from_dict best/worst of {args.repeat}; budget {BUDGET_MS:g} ms")
    print(f"{'case':<58}{'KiB':>6}{'json ms':>9}{'best ms':>9}{'worst ms':>10}"
          f"{'file ms':>9}  outcome")
    over = 0
    with tempfile.TemporaryDirectory() as folder:
        for name, text in [*cases(args.seed),
                           ("lists nested 900 deep up to the file size limit",
                            nested_to_the_limit())]:
            size = len(text.encode())
            assert size < MEGABYTE, (name, size)
            parse_ms, best, slowest, outcome = measure(text, args.repeat)
            file_ms, file_outcome = measure_file(text, args.repeat, Path(folder))
            flag = "" if max(best, file_ms) <= BUDGET_MS else "  OVER BUDGET"
            over += max(best, file_ms) > BUDGET_MS
            print(f"{name:<58}{size / 1024:>6.0f}{parse_ms:>9.1f}{best:>9.2f}{slowest:>10.2f}"
                  f"{file_ms:>9.2f}  {outcome} / file {file_outcome}{flag}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
