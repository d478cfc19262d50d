"""The solver on deals 1..N of each kind of game, and hint-only play on the same deals.

    uv run python bench/solver.py                       # 100 deals per row, 30 s each
    uv run python bench/solver.py --deals 20 --budget 10 --hint-deals 10
    uv run python bench/solver.py --rows spider-4 --first 21 --deals 40 --hint-deals 0
    uv run python bench/solver.py --rows spider-4 --out /tmp/s4.json
    uv run python bench/solver.py --rows spider-4 --single   # one process, no helper
    uv run python bench/solver.py --stops --deals 0 --hint-deals 0   # stopping alone
    uv run python bench/solver.py --rows spider-4 --deals 20 --ui-worker   # the app's way
    uv run python bench/solver.py --rows spider-4 --deals 0 --hint-deals 0 --postmortem 10 \
        --budget 60   # where hint-played games were lost

Rows: Spider 1, 2 and 4 suits (Classic) and Spiderette 1, 2 and 4 suits. For each deal
``solve`` gets the whole position (every card known) and ``--budget`` seconds; a deal
counts as solved when it returns a line (which ``solve`` has replayed to a win in the
engine). The times are wall-clock per deal, measured in the process that solved it.
Each row also gives the length of the winning lines (actions: moves and deals; median,
mean and longest), as ``solve`` returns them (shortened). ``solve`` uses two cores once
a deal is not won at once (a helper process: see ``spider_qt/solver/portfolio.py``), so
deals are solved one at a time by default; ``--single`` keeps ``solve`` to one process
(as the UI's worker did while it was a daemonic process, before issue 28), ``--ui-worker``
solves through the app's own worker (which may start the helper), and ``--jobs`` runs
that many deals side by side. On a machine that is busy with other work the times grow.

Hint-only play: from the start, ``hint`` is applied action after action (it sees only what
a player sees) until the game is won, ``hint`` returns ``None`` (no useful action), the
position repeats (a loop: counted as lost, and reported) or 1000 actions were made. A hint
is wanted within a second (``HINT_MAX_SECONDS``), also on the slowest deal.

Stopping (``--stops``): how long after its budget runs out, or after ``cancel`` says stop,
``solve`` returns on a four-suit deal it does not win (with and without its helper
process): wanted within ``STOP_MAX_SECONDS``. The tests check the same on a counted clock.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import multiprocessing
import platform
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any, TypeVar

T = TypeVar("T")

#: (name, variant, suits, solved share wanted, median seconds wanted)
ROWS = [
    ("spider-1", "spider", 1, 0.99, 2.0),
    ("spider-2", "spider", 2, 0.99, 5.0),
    ("spider-4", "spider", 4, 0.95, 10.0),
    ("spiderette-1", "spiderette", 1, 0.95, 5.0),
    ("spiderette-2", "spiderette", 2, 0.95, 5.0),
    ("spiderette-4", "spiderette", 4, 0.95, 5.0),
]
HINT_LIMIT = 1000
HINT_MAX_SECONDS = 1.0
STOP_MAX_SECONDS = 2.0
#: Four suits, deal 76: the one of deals 1-100 ``solve`` does not win in 30 s (deal 1,
#: used before, is won within a few seconds since 2026-12-06).
HARD = "SP1-S4C-AAAAACY"


@dataclass
class Solved:
    row: str
    deal: int
    code: str
    won: bool
    seconds: float
    nodes: int
    actions: int


@dataclass
class HintPlay:
    row: str
    deal: int
    code: str
    result: str  # "won", "none", "loop" or "limit"
    actions: int
    removed: int
    hint_times: list[float]


def _code(variant: str, suits: int, deal: int) -> str:
    from spider_qt.engine import default_catalog, make_code

    return str(make_code(default_catalog(), variant, suits, "classic", deal=deal))


def solve_one(task: tuple[str, str, int, int, float, bool]) -> Solved:
    from spider_qt.engine import new_game
    from spider_qt.solver import portfolio, solve

    row, variant, suits, deal, budget, single = task
    portfolio.ENABLED = not single
    code = _code(variant, suits, deal)
    game = new_game(code)
    began = time.perf_counter()
    solution = solve(game, budget)
    seconds = time.perf_counter() - began
    if solution is None:
        return Solved(row, deal, code, False, seconds, 0, 0)
    return Solved(row, deal, code, True, seconds, solution.nodes, len(solution.actions))


def hint_one(task: tuple[str, str, int, int]) -> HintPlay:
    from spider_qt.engine import new_game
    from spider_qt.solver import hint

    row, variant, suits, deal = task
    code = _code(variant, suits, deal)
    game = new_game(code)
    seen = {(game.columns, game.stock)}
    times: list[float] = []
    result = "limit"
    for _ in range(HINT_LIMIT):
        began = time.perf_counter()
        action = hint(game)
        times.append(time.perf_counter() - began)
        if action is None:
            result = "none"
            break
        game.play(action)
        if game.won:
            result = "won"
            break
        key = (game.columns, game.stock)
        if key in seen:
            result = "loop"
            break
        seen.add(key)
    return HintPlay(row, deal, code, result, game.moves, game.removed, times)


@dataclass
class LookedBack:
    row: str
    deal: int
    code: str
    actions: int
    seconds: float
    probes: int
    answered: bool
    fatal: int | None
    winnable_at_start: bool | None
    #: Proven winnable after this many actions (-1: none), proven lost after that many
    #: (``actions + 1``: none): the fatal action lies between, a stretch of ``lost - won``.
    won: int
    lost: int


def look_back_one(task: tuple[str, str, int, int, float]) -> LookedBack:
    """A lost game as a player who follows every hint loses it (hints alone win about 1 in
    20 four-suit deals), then ``analyse`` over its whole line within ``budget``."""
    from spider_qt.engine import new_game
    from spider_qt.solver import analyse, hint

    row, variant, suits, deal, budget = task
    code = _code(variant, suits, deal)
    game = new_game(code)
    seen = {(game.columns, game.stock)}
    for _ in range(HINT_LIMIT):
        action = hint(game)
        if action is None:
            break
        game.play(action)
        if game.won or (game.columns, game.stock) in seen:
            break
        seen.add((game.columns, game.stock))
    began = time.perf_counter()
    result = analyse(game, budget)
    return LookedBack(row, deal, code, len(result.actions), time.perf_counter() - began,
                      len(result.probes), result.answered, result.fatal_index,
                      result.winnable_at_start,
                      -1 if result.last_proven_winnable is None else result.last_proven_winnable,
                      len(result.actions) + 1 if result.first_proven_lost is None
                      else result.first_proven_lost)


def look_back(rows: list[tuple[str, str, int, float, float]], deals: int,
              budget: float) -> list[LookedBack]:
    print("\n| row | games (hint play) | median actions | answered | median s | max s "
          "| median probes | fatal found | lost from the start | median open stretch |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    every: list[LookedBack] = []
    for name, variant, suits, _, _ in rows:
        results = [look_back_one((name, variant, suits, d, budget))
                   for d in range(1, deals + 1)]
        every += results
        seconds = [r.seconds for r in results]
        print(f"| {name} | {len(results)} | "
              f"{statistics.median(r.actions for r in results):g} | "
              f"{sum(r.answered for r in results)} | "
              f"{statistics.median(seconds):.1f} | {max(seconds):.1f} | "
              f"{statistics.median(r.probes for r in results):g} | "
              f"{sum(r.fatal is not None for r in results)} | "
              f"{sum(r.winnable_at_start is False for r in results)} | "
              f"{statistics.median(r.lost - r.won for r in results):g} |", flush=True)
    return every


def stop_late(budget: float, cancel_after: float | None) -> float:
    """Seconds from the end of ``budget`` (or from ``cancel`` first saying stop, once
    ``cancel_after`` seconds have passed) to ``solve`` returning."""
    from spider_qt.engine import new_game
    from spider_qt.solver import solve

    began = time.perf_counter()
    told: list[float] = []

    def cancel() -> bool:
        if cancel_after is None or time.perf_counter() - began < cancel_after:
            return False
        if not told:
            told.append(time.perf_counter())
        return True

    solution = solve(new_game(HARD), budget, cancel=cancel)
    if solution is not None:
        raise SystemExit(f"{HARD} was won: choose a harder deal for --stops")
    return time.perf_counter() - (told[0] if told else began + budget)


def stops() -> None:
    print("\n| stopping | seconds late | target |")
    print("|---|---|---|")
    for label, budget, cancel_after in (("budget 0 s", 0.0, None),
                                        ("budget 0.3 s", 0.3, None),
                                        ("budget 5 s (helper)", 5.0, None),
                                        ("cancel at 0.3 s", 60.0, 0.3),
                                        ("cancel at 4 s (helper)", 60.0, 4.0)):
        late = stop_late(budget, cancel_after)
        print(f"| {label} | {late:.3f} | ≤{STOP_MAX_SECONDS:g} s: "
              f"{'met' if late <= STOP_MAX_SECONDS else 'missed'} |", flush=True)


def solve_in_ui_worker(tasks: list[Any]) -> list[Solved]:
    """``--ui-worker``: each deal solved as the app solves it, by the UI's worker process
    (``spider_qt.ui.assist.worker``: the same process, started the same way, with the
    same job; Qt's event loop without a window). Seconds are from sending the job to the
    line coming back; positions are not reported by that path (0)."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from spider_qt.engine import new_game
    from spider_qt.ui.assist.jobs import game_data, solve_job, warm_job
    from spider_qt.ui.assist.worker import SolverWorker

    app = QCoreApplication.instance() or QCoreApplication([])
    worker = SolverWorker()

    def run(job: Any, *args: Any) -> Any:
        loop, answer = QEventLoop(), [None]
        task = worker.submit(job, *args)
        task.finished.connect(lambda value: (answer.__setitem__(0, value), loop.quit()))
        task.failed.connect(lambda message: (print(f"failed: {message}"), loop.quit()))
        loop.exec()
        return answer[0]

    results = []
    try:
        run(warm_job)  # the worker starts once, as in the app, before the first deal
        for row, variant, suits, deal, budget, _ in tasks:
            code = _code(variant, suits, deal)
            began = time.perf_counter()
            line = run(solve_job, game_data(new_game(code)), budget)
            seconds = time.perf_counter() - began
            results.append(Solved(row, deal, code, line is not None, seconds, 0,
                                  len(line or ())))
    finally:
        worker.shutdown()
    del app
    return results


def line_lengths(results: list[Solved]) -> str:
    """Actions per winning line (a move or a deal each): how long a player watching the
    line in Examples or the demo waits, which the solve rate and times do not show."""
    lengths = [r.actions for r in results if r.won]
    if not lengths:
        return "-"
    return (f"{statistics.median(lengths):g} / {statistics.mean(lengths):.0f} / "
            f"{max(lengths)}")


def _run(function: Callable[[Any], T], tasks: list[Any], jobs: int) -> list[T]:
    """``function`` over ``tasks`` in order, ``jobs`` at a time in separate processes (not
    daemonic ones: ``solve`` may start a helper process)."""
    if jobs <= 1:
        return [function(task) for task in tasks]
    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(jobs, mp_context=context) as pool:
        return list(pool.map(function, tasks))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100, help="N deals per row (100)")
    parser.add_argument("--first", type=int, default=1,
                        help="number of the first deal (1): deals FIRST..FIRST+N-1")
    parser.add_argument("--budget", type=float, default=30.0, help="seconds per deal (30)")
    parser.add_argument("--hint-deals", type=int, default=100,
                        help="deals 1..N per row played by hints alone (100; 0: none)")
    parser.add_argument("--jobs", type=int, default=1, help="deals solved side by side (1)")
    parser.add_argument("--single", action="store_true",
                        help="solve in one process (no helper process)")
    parser.add_argument("--ui-worker", action="store_true",
                        help="solve through the UI's worker process, as the app does")
    parser.add_argument("--rows", nargs="*", choices=[r[0] for r in ROWS],
                        help="only these rows")
    parser.add_argument("--out", help="write every deal's result to this JSON file")
    parser.add_argument("--postmortem", type=int, default=0, metavar="N",
                        help="also look back over the hint-played games of deals 1..N per "
                             "row (Game → Where Was It Lost?), --budget seconds each")
    parser.add_argument("--stops", action="store_true",
                        help="also time how late solve returns after its budget or a cancel")
    args = parser.parse_args(argv)
    rows = [r for r in ROWS if not args.rows or r[0] in args.rows]
    print(f"# {platform.python_implementation()} {platform.python_version()}, "
          f"{multiprocessing.cpu_count()} cores, jobs {args.jobs}, "
          f"{'one process' if args.single else 'helper allowed'}, budget {args.budget:g} s, "
          f"deals {args.first}-{args.first + args.deals - 1} per row, "
          f"{time.strftime('%Y-%m-%d %H:%M')}", flush=True)
    solved: list[Solved] = []
    plays: list[HintPlay] = []
    if args.deals:
        print("| row | solved | median s | mean s | max s (solved) | moves median / mean / max "
              "| target |")
        print("|---|---|---|---|---|---|---|")
        for name, variant, suits, share, median in rows:
            tasks: list[Any] = [(name, variant, suits, d, args.budget, args.single)
                                for d in range(args.first, args.first + args.deals)]
            results = (solve_in_ui_worker(tasks) if args.ui_worker
                       else _run(solve_one, tasks, args.jobs))
            solved += results
            won = [r.seconds for r in results if r.won]
            every = [r.seconds for r in results]
            rate = len(won) / len(results)
            ok = rate >= share and statistics.median(every) <= median
            print(f"| {name} | {len(won)}/{len(results)} | {statistics.median(every):.2f} | "
                  f"{statistics.mean(every):.2f} | {max(won, default=0):.2f} | "
                  f"{line_lengths(results)} | "
                  f"≥{share:.0%}, median ≤{median:g} s: {'met' if ok else 'missed'} |",
                  flush=True)
    if args.hint_deals:
        print("\n| row | hint-only wins | none / loop / limit | median hint ms | max hint ms "
              "| target |")
        print("|---|---|---|---|---|---|")
        for name, variant, suits, _, _ in rows:
            tasks = [(name, variant, suits, d) for d in range(1, args.hint_deals + 1)]
            results_h = _run(hint_one, tasks, args.jobs)
            plays += results_h
            times = sorted(t for r in results_h for t in r.hint_times)
            count = {k: sum(r.result == k for r in results_h)
                     for k in ("won", "none", "loop", "limit")}
            print(f"| {name} | {count['won']}/{len(results_h)} | {count['none']} / "
                  f"{count['loop']} / {count['limit']} | {statistics.median(times) * 1000:.0f} | "
                  f"{times[-1] * 1000:.0f} | max ≤{HINT_MAX_SECONDS * 1000:.0f} ms: "
                  f"{'met' if times[-1] <= HINT_MAX_SECONDS else 'missed'} |", flush=True)
    looked: list[LookedBack] = []
    if args.postmortem:
        looked = look_back(rows, args.postmortem, args.budget)
    if args.stops:
        stops()
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            json.dump({"solved": [asdict(r) for r in solved],
                       "hints": [{**asdict(p), "hint_times": [round(t, 4) for t in p.hint_times]}
                                 for p in plays],
                       "postmortem": [asdict(r) for r in looked]}, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
