"""Which deals no solver can win: every position reachable with every legal action.

    uv run python bench/unwinnable.py --row spiderette-4 44 53 80 94
    uv run python bench/unwinnable.py --row spider-4 --cap 2000000 39

For each deal, a depth-first search over every legal move and deal (no pruning, no
heuristic) from the start, every card known: ``spider_qt.solver.proof``, which the
post-mortem (Game → Where Was It Lost?) uses too. When it runs out of positions before a win
the deal is **proven lost**: the figure a solve rate should be read against (a deal the
solver does not win within its budget is only "not found" until this says so). It stops
at the first win, or after ``--cap`` positions ("open": neither proven). Positions are
kept as bytes with the action that reached them, about 190 bytes each: 5,000,000
positions need about 1 GB.
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
    """``("won" | "lost" | "open", positions seen)`` from ``game``'s position: the
    post-mortem's own proof (``spider_qt.solver.proof``), with no clock."""
    from spider_qt.solver.proof import explore as prove
    from spider_qt.solver.strategies import Clock

    proof = prove(game, Clock(float("inf"), None, None), cap)
    return proof.result, proof.positions


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
