"""Which deals no solver can win: every position reachable with every legal action.

    uv run python bench/unwinnable.py --row spiderette-4 44 53 80 94
    uv run python bench/unwinnable.py --row spider-4 --cap 2000000 39

For each deal, a depth-first search over every legal move and deal (no pruning, no
heuristic) from the start, every card known. When it runs out of positions before a win
the deal is **proven lost**: the figure a solve rate should be read against (a deal the
solver does not win within its budget is only "not found" until this says so). It stops
at the first win, or after ``--cap`` positions ("open": neither proven). Positions are
kept as bytes, about 120 bytes each: 5,000,000 positions need about 1 GB.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spider_qt.engine import Game

ROWS = {"spider-1": ("spider", 1), "spider-2": ("spider", 2), "spider-4": ("spider", 4),
        "spiderette-1": ("spiderette", 1), "spiderette-2": ("spiderette", 2),
        "spiderette-4": ("spiderette", 4)}


def explore(game: Game, cap: int) -> tuple[str, int]:
    """``("won" | "lost" | "open", positions seen)`` from ``game``'s position."""
    from spider_qt.solver.compact import Rules, position_of
    from spider_qt.solver.moves import all_successors

    rules = Rules(game)
    last = len(rules.plans)

    def key(columns: tuple[tuple[int, ...], ...], dealt: int) -> bytes:
        # Once every deal is made the order of the columns no longer matters.
        ordered = columns if dealt < last else sorted(columns)
        return bytes([dealt, *(c for column in ordered for c in (*column, 255))])

    start = (position_of(game), rules.start_dealt)
    if rules.won(*start):
        return "won", 1
    seen = {key(*start)}
    stack = [start]
    while stack:
        columns, dealt = stack.pop()
        for _, new, new_dealt in all_successors(rules, columns, dealt):
            if rules.won(new, new_dealt):
                return "won", len(seen)
            k = key(new, new_dealt)
            if k not in seen:
                seen.add(k)
                stack.append((new, new_dealt))
        if len(seen) > cap:
            return "open", len(seen)
    return "lost", len(seen)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--row", choices=sorted(ROWS), required=True)
    parser.add_argument("--cap", type=int, default=5_000_000,
                        help="positions to look at before giving up (5,000,000)")
    parser.add_argument("deals", type=int, nargs="+", help="deal numbers, as in solver.py")
    args = parser.parse_args(argv)
    from spider_qt.engine import default_catalog, make_code, new_game

    variant, suits = ROWS[args.row]
    print("| deal | code | result | positions | seconds |")
    print("|---|---|---|---|---|")
    for deal in args.deals:
        code = str(make_code(default_catalog(), variant, suits, "classic", deal=deal))
        began = time.perf_counter()
        result, positions = explore(new_game(code), args.cap)
        print(f"| {deal} | {code} | {result} | {positions:,} | "
              f"{time.perf_counter() - began:.1f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
