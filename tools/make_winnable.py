"""Prove deals winnable, with their winning lines, for the winnable-deals option.

Run it from the repository root; it uses both cores and may run for hours, so be kind to
the machine and give it a time to stop (it resumes from the files it wrote)::

    nice -n 10 uv run python tools/make_winnable.py --until 17:30
    uv run python tools/make_winnable.py --only spider-4 --target 250 --budget 60
    uv run python tools/make_winnable.py --check 5      # replay 5 lines of every list

For each kind (Spider and Spiderette at 1, 2 and 4 suits, Classic rule) the deals 1, 2, 3 …
are given to :func:`spider_qt.solver.solve` with a time budget, the kinds taking turns, until
each has ``--target`` proven deals. Every line found is replayed in the engine before it is
kept. Results go to ``resources/spider_qt_resources/winnable/<variant>-<suits>.json`` (read
by :mod:`spider_qt.solver.winnable`) after every few deals, together with the deals tried and
not won, so a second run continues with the next untried deal.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import sys
import time
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

import spider_qt  # noqa: F401  (installs the catalog of the built-in plugins)
from spider_qt.engine import new_game, wins
from spider_qt.solver.winnable import FOLDER, decode_line, encode_line, file_name

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "resources" / "spider_qt_resources" / FOLDER
GENERATED_BY = "tools/make_winnable.py (spider_qt.solver.solve)"
KINDS: tuple[tuple[str, int], ...] = (
    ("spider", 1), ("spiderette", 1), ("spider", 2), ("spiderette", 2),
    ("spider", 4), ("spiderette", 4),
)


@dataclass
class Kind:
    """One list: what is proven, what was tried in vain, and the budget it was tried with."""

    variant: str
    suits: int
    proven: dict[int, str] = field(default_factory=dict)
    unproven: set[int] = field(default_factory=set)
    budgets: set[float] = field(default_factory=set)

    @property
    def name(self) -> str:
        return f"{self.variant}-{self.suits}"

    @property
    def path(self) -> Path:
        return OUTPUT / file_name(self.variant, self.suits)

    def untried(self, busy: set[int]) -> Iterator[int]:
        deal = 1
        while True:
            if deal not in self.proven and deal not in self.unproven and deal not in busy:
                yield deal
            deal += 1

    def load(self) -> None:
        if not self.path.exists():
            return
        data = json.loads(self.path.read_text(encoding="utf-8"))
        self.proven = {int(k): v for k, v in data["proven"].items()}
        self.unproven = set(data.get("unproven", ()))
        self.budgets = set(data.get("budgets", ()))

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lines = ",\n".join(f'  "{deal}": "{self.proven[deal]}"' for deal in sorted(self.proven))
        text = (f'{{"generated_by": {json.dumps(GENERATED_BY)},\n'
                f' "variant": "{self.variant}", "suits": {self.suits}, "rule": "classic",\n'
                f' "budgets": {json.dumps(sorted(self.budgets))},\n'
                f' "unproven": {json.dumps(sorted(self.unproven))},\n'
                f' "proven": {{\n{lines}\n }}}}\n')
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(self.path)


Result = tuple[str, int, str | None, float]


def prove(variant: str, suits: int, deal: int, budget: float) -> Result:
    """Solve one deal in a worker: its encoded winning line (or ``None``) and the time."""
    from spider_qt.solver import solve

    began = time.perf_counter()
    game = new_game(variant=variant, suits=suits, deal=deal)
    solution = solve(game, budget)
    line = None
    if solution is not None:
        actions = list(solution.actions)
        if not wins(new_game(variant=variant, suits=suits, deal=deal), actions):
            raise AssertionError(f"{game.code}: the solver's line does not win")
        try:
            line = encode_line(actions)
        except ValueError:
            line = None  # a column of 62 cards or more: not kept
    return f"{variant}-{suits}", deal, line, time.perf_counter() - began


@dataclass
class Shares:
    """Who gets the next deal: the solver time each kind had in this run, and its wins."""

    budget: float
    target: int
    first: int
    spent: dict[str, float] = field(default_factory=dict)
    won: dict[str, int] = field(default_factory=dict)

    def choose(self, kinds: list[Kind], busy: dict[str, set[int]], left: float,
               jobs: int) -> Kind:
        """A kind with fewer than ``first`` proven, else the one nearest its target in
        expected solver time if it can get there in the ``left`` seconds, else the one
        that had the least time: every list gets a few deals at once, as many lists as
        the time allows are completed, and those that cannot be share what is left."""
        def used(kind: Kind) -> float:
            return self.spent.get(kind.name, 0.0) + self.budget * len(busy[kind.name])

        def remaining(kind: Kind) -> float:
            each = used(kind) / max(1, self.won.get(kind.name, 0))
            return each * (self.target - len(kind.proven))

        starving = [kind for kind in kinds if len(kind.proven) < self.first]
        if starving:
            return min(starving, key=used)
        finishing = [kind for kind in kinds if remaining(kind) <= left * jobs]
        if finishing:
            return min(finishing, key=remaining)
        return min(kinds, key=used)


def run(kinds: list[Kind], target: int, budget: float, jobs: int, until: float,
        first: int = 5) -> None:
    """Solve deals on ``jobs`` processes until every kind has ``target`` proven or time is
    up (no deal is started after ``until``), choosing kinds by :meth:`Shares.choose`."""
    by_name = {kind.name: kind for kind in kinds}
    busy: dict[str, set[int]] = {kind.name: set() for kind in kinds}
    shares = Shares(budget, target, first)
    pending: dict[Future[Result], str] = {}
    done_since_save = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        while True:
            open_kinds = [k for k in kinds if len(k.proven) + len(busy[k.name]) < target]
            while len(pending) < jobs and open_kinds and time.time() < until:
                kind = shares.choose(open_kinds, busy, until - time.time(), jobs)
                deal = next(kind.untried(busy[kind.name]))
                busy[kind.name].add(deal)
                kind.budgets.add(budget)
                future = pool.submit(prove, kind.variant, kind.suits, deal, budget)
                pending[future] = kind.name
                open_kinds = [k for k in kinds if len(k.proven) + len(busy[k.name]) < target]
            if not pending:
                break
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                pending.pop(future)
                name, deal, line, seconds = future.result()
                shares.spent[name] = shares.spent.get(name, 0.0) + seconds
                kind = by_name[name]
                busy[name].discard(deal)
                if line is None:
                    kind.unproven.add(deal)
                else:
                    kind.proven[deal] = line
                    shares.won[name] = shares.won.get(name, 0) + 1
                print(f"{name} deal {deal}: {'won' if line else 'not won'} "
                      f"({len(kind.proven)} proven, {len(kind.unproven)} not)", flush=True)
                done_since_save += 1
            if done_since_save >= 3 or not pending:
                for kind in kinds:
                    kind.save()
                done_since_save = 0
    for kind in kinds:
        kind.save()


def check(kinds: list[Kind], sample: int) -> int:
    """Replay ``sample`` random lines of every list; the number that do not win."""
    bad = 0
    chooser = random.Random(0)
    for kind in kinds:
        deals = sorted(kind.proven)
        for deal in chooser.sample(deals, min(sample, len(deals))):
            game = new_game(variant=kind.variant, suits=kind.suits, deal=deal)
            if not wins(game, decode_line(kind.proven[deal])):
                print(f"{kind.name} deal {deal}: DOES NOT WIN")
                bad += 1
        print(f"{kind.name}: {len(kind.proven)} proven, {len(kind.unproven)} not won")
    return bad


def deadline(text: str | None) -> float:
    """``HH:MM`` (UTC, today) as a time stamp; ``None``: no deadline."""
    if text is None:
        return float("inf")
    hours, minutes = (int(part) for part in text.split(":"))
    now = dt.datetime.now(dt.UTC)
    return now.replace(hour=hours, minute=minutes, second=0, microsecond=0).timestamp()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", type=int, default=200, help="proven deals per kind")
    parser.add_argument("--budget", type=float, default=30.0, help="seconds per deal")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first", type=int, default=5,
                        help="proven deals every kind gets before the lists are filled up")
    parser.add_argument("--until", help="HH:MM UTC: start no deal after it")
    parser.add_argument("--only", action="append", default=[], help="e.g. spider-4")
    parser.add_argument("--check", type=int, metavar="N", help="replay N lines per list")
    args = parser.parse_args(argv)
    kinds = [Kind(v, s) for v, s in KINDS if not args.only or f"{v}-{s}" in args.only]
    for kind in kinds:
        kind.load()
    if args.check is not None:
        return 1 if check(kinds, args.check) else 0
    run(kinds, args.target, args.budget, max(1, args.jobs), deadline(args.until), args.first)
    for kind in kinds:
        print(f"{kind.name}: {len(kind.proven)} proven, {len(kind.unproven)} not won")
    return 0


if __name__ == "__main__":
    sys.exit(main())
