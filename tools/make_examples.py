"""Work out the won games the Examples pages replay, with the app's own solver.

Run it from the repository root (minutes; ``--jobs 2`` uses both cores)::

    nice -n 10 uv run python tools/make_examples.py
    uv run python tools/make_examples.py --only spider-4 --budget 120
    uv run python tools/make_examples.py --check      # replay the shipped files only

For each example below, the deals from its first code on are tried in order with
:func:`spider_qt.solver.solve`, and the first line found is replayed in the engine and
written to ``resources/spider_qt_resources/examples/<variant>-<suits>.json`` (the format
:mod:`spider_qt.help.example_lines` reads). The fixed codes are the source pages' own
(``SP1-S1C-AAAAAAD``, ``SD1-S1-AAAAABD``); where a code's deal cannot be won within the
budget the next deal number is tried, and the file says which code was won.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import spider_qt  # noqa: F401  (installs the catalog of the built-in plugins)
from spider_qt.engine import default_catalog, new_game, parse_code
from spider_qt.help.example_lines import (
    FOLDER,
    ExampleLine,
    file_name,
    line_from_json,
    line_to_json,
    wins,
)

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "resources" / "spider_qt_resources" / FOLDER
GENERATED_BY = "tools/make_examples.py (spider_qt.solver.solve)"


@dataclass(frozen=True)
class Example:
    """One example to find: its first code, and how many deals after it may be tried."""

    variant: str
    suits: int
    code: str
    tries: int = 1

    @property
    def name(self) -> str:
        return f"{self.variant}-{self.suits}"


EXAMPLES: tuple[Example, ...] = (
    Example("spider", 1, "SP1-S1C-AAAAAAD"),
    Example("spiderette", 1, "SD1-S1-AAAAABD"),
    Example("spider", 2, "SP1-S2C-AAAAAAD", tries=20),
    Example("spider", 4, "SP1-S4C-AAAAAAD", tries=20),
    Example("scorpion", 1, "SC1-S1-AAAAAAD", tries=20),
    Example("simple_simon", 1, "SS1-S1-AAAAAAD", tries=20),
)


def find(example: Example, budget: float) -> tuple[Example, ExampleLine | None, str]:
    """The first of the example's deals the solver wins, and a line of what was tried."""
    from spider_qt.solver import solve

    catalog = default_catalog()
    first = parse_code(example.code, catalog)
    notes = []
    for deal in range(first.deal, first.deal + example.tries):
        game = new_game(variant=example.variant, suits=example.suits, deal=deal,
                        catalog=catalog)
        code = game.code or ""
        began = time.perf_counter()
        solution = solve(game, budget)
        seconds = time.perf_counter() - began
        if solution is None:
            notes.append(f"{code}: not solved in {seconds:.0f} s")
            continue
        line = ExampleLine(code, tuple(solution.actions), GENERATED_BY)
        if not wins(line, catalog):
            notes.append(f"{code}: the solver's line does not replay to a win")
            continue
        notes.append(f"{code}: won in {len(line.actions)} actions ({seconds:.1f} s)")
        return example, line, "; ".join(notes)
    return example, None, "; ".join(notes)


def write(example: Example, line: ExampleLine) -> Path:
    path = OUTPUT / file_name(example.variant, example.suits)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = line_to_json(line)
    moves = ",\n".join(json.dumps(item, separators=(",", ":")) for item in data["line"])  # type: ignore[union-attr]
    path.write_text(
        f'{{"generated_by": {json.dumps(data["generated_by"])},\n'
        f' "code": {json.dumps(data["code"])},\n "line": [\n{moves}\n]}}\n', encoding="utf-8")
    return path


def check() -> int:
    """Replay every shipped example; the number of files that do not win."""
    catalog = default_catalog()
    bad = 0
    for path in sorted(OUTPUT.glob("*.json")):
        line = line_from_json(json.loads(path.read_text(encoding="utf-8")))
        ok = wins(line, catalog)
        bad += not ok
        print(f"{path.name}: {line.code}, {len(line.actions)} actions: "
              f"{'wins' if ok else 'DOES NOT WIN'}")
    return bad


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=60.0, help="seconds per deal")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", action="append", default=[],
                        help="an example's name, e.g. spider-4 (repeatable)")
    parser.add_argument("--check", action="store_true", help="replay the shipped files only")
    args = parser.parse_args(argv)
    if args.check:
        return 1 if check() else 0
    chosen = [e for e in EXAMPLES if not args.only or e.name in args.only]
    failed = 0
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for example, line, notes in pool.map(find, chosen, [args.budget] * len(chosen)):
            print(f"{example.name}: {notes}", flush=True)
            if line is None:
                failed += 1
            else:
                print(f"  wrote {write(example, line).relative_to(ROOT)}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
