"""Find a real deal of each built-in variant together with a line of play that wins it.

Run it from the repository root (about a minute on two cores; it uses both)::

    uv run python tests/endings/make_lines.py
    uv run python tests/endings/make_lines.py --case spider-4-classic --jobs 1   # one case
    uv run python tests/endings/make_lines.py --check                          # verify only

It writes ``tests/endings/lines.json``::

    {"generated_by": "tests/endings/make_lines.py",
     "cases": [{"variant": "spider", "suits": 1, "rule": "classic",
                "code": "SP1-S1C-AAAAAAB", "line": [[0, 5, 3], "deal", ...]}, ...]}

``line`` holds the actions that win the deal of ``code`` from its start: ``[src, start,
dst]`` for a move (0-based, as :class:`spider_qt.engine.Move`) or ``"deal"``; the last one
is always a move. ``test_lines.py`` replays every line in the engine, and the end-to-end
tests replay all but the last few actions, then make those through the GUI.

How the lines are found: for each case the deals 1, 2, 3 … of that variant are tried in
order, and the first one whose search succeeds is kept. The search is a greedy best-first
search over the real deal (face-down cards included: this is test tooling, not a player)
that prefers positions with more same-suit (and other descending) links, fewer face-down
cards, empty columns and removed sequences, deals only once the position before the
deal stops improving, never visits a position twice and skips moves that only shuffle a
run between equivalent places. A found line is then shortened (any stretch of it that one
move can replace is replaced) and replayed in the real engine before it is written.

Determinism: each deal's search stops after a fixed number of expanded positions, so the
output depends only on the table of cases below (and on the rules engine). A wall-clock
limit per deal (``--seconds``) is only a backstop against a pathologically slow machine;
it is reported when it fires, as that result could differ on another machine. Cases
with no deal solved within their deal and node budgets are reported and left out.
"""

from __future__ import annotations

import argparse
import heapq
import json
import multiprocessing
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from spider_qt.engine import SUIT_ORDER, Card, Game, Move, new_game

OUTPUT = Path(__file__).with_name("lines.json")
GENERATED_BY = "tests/endings/make_lines.py"


@dataclass(frozen=True)
class Case:
    """One line to find: which game, how many deals to try and how hard to search each."""

    variant: str
    suits: int
    rule: str = "classic"
    deals: int = 20  # deal numbers 1 .. deals are tried in order
    nodes: int = 50_000  # positions expanded per deal before giving up on it

    @property
    def name(self) -> str:
        return f"{self.variant}-{self.suits}-{self.rule}"


# Lowest difficulty first. The budgets keep each case within a few minutes on two cores.
CASES: tuple[Case, ...] = (
    Case("spider", 1, "classic"),
    Case("spider", 2, "classic", deals=30, nodes=150_000),
    Case("spider", 2, "relaxed", deals=30, nodes=150_000),
    Case("spider", 4, "classic", deals=30, nodes=300_000),
    Case("spiderette", 1),
    Case("spiderette", 4, deals=40, nodes=200_000),
    Case("scorpion", 1),
    Case("scorpion", 4, deals=40, nodes=200_000),
    Case("simple_simon", 1),
    Case("simple_simon", 4, deals=40, nodes=200_000),
)


# --- a compact copy of the rules, for speed ------------------------------------------------
#
# A card is one byte: suit index << 4 | rank, plus DOWN while it lies face down; a column is
# a ``bytes`` of its cards (bottom first), a position is (columns, cards dealt so far). The
# engine stays the reference: every line found is replayed in it (see ``verify``).

DOWN = 0x80
RANK = 0x0F
SUIT_INDEX = {suit: i for i, suit in enumerate(SUIT_ORDER)}
#: King to ace of each suit: a finished sequence.
RUNS = tuple(bytes(range(s << 4 | 13, s << 4, -1)) for s in range(4))

Columns = tuple[bytes, ...]
Action = Move | str  # "deal"


def encode(card: Card) -> int:
    return SUIT_INDEX[card.suit] << 4 | card.rank | (0 if card.face_up else DOWN)


def settle(column: bytes) -> bytes:
    """Take a finished sequence off the end of ``column`` and turn up the card under it."""
    if len(column) >= 13 and column[-1] & (DOWN | RANK) == 1 and column.endswith(
            RUNS[column[-1] >> 4]):
        column = column[:-13]
        if column and column[-1] & DOWN:
            column = column[:-1] + bytes((column[-1] ^ DOWN,))
    return column


@dataclass(frozen=True)
class Weights:
    """What the search values in a position (higher is better)."""

    suited: int = 10  # a card on the next higher card of its suit
    natural: int = 3  # a card on the next higher card of another suit (where it may build)
    broken: int = 8  # a face-up card on one it does not build on (subtracted)
    down: int = 6  # a face-down card (subtracted)
    empty: int = 15  # an empty column
    removed: int = 100  # a finished sequence taken off
    deal: int = 40  # a deal made (so the search deals once the table stops improving)
    depth: int = 1  # each action on the way (subtracted: shorter lines are preferred)


class Rules:
    """The moves of one variant on compact positions, mirroring :class:`Game`."""

    def __init__(self, game: Game, weights: Weights) -> None:
        spec = game.variant_spec
        self.group = game.rule_spec.group or spec.group
        known = (self.group in ("same-suit-run", "descending-run", "any-face-up")
                 and spec.build in ("any-suit", "same-suit") and spec.empty in ("any", "king"))
        if not known:
            raise ValueError(f"{spec.key}: a policy this script does not know; teach Rules")
        self.any_suit_build = spec.build == "any-suit"
        self.kings_only = spec.empty == "king"
        self.needs_full = spec.deal_needs_full_columns
        self.stock = bytes(encode(card.flipped(True)) for card in game.stock_cards)
        self.plans: dict[int, tuple[int, ...]] = {}
        offset = 0
        for plan in spec.deals:
            self.plans[offset] = plan
            offset += len(plan)
        self.columns: Columns = tuple(bytes(encode(c) for c in column)
                                      for column in game.columns)
        self.cards = sum(map(len, self.columns)) + len(self.stock)
        self.weights = weights
        # How well card ``low`` lies on card ``high``: 2 same suit, 1 other suit (where
        # that builds), 0 not at all. Indexed by high << 8 | low.
        quality = bytearray(1 << 16)
        for high in range(256):
            for low in range(256):
                if (high | low) & DOWN or not high & RANK or not low & RANK:
                    continue
                if high == low + 1:
                    quality[high << 8 | low] = 2
                elif (high & RANK) == (low & RANK) + 1 and self.any_suit_build:
                    quality[high << 8 | low] = 1
        self.quality = bytes(quality)
        self._scores: dict[bytes, int] = {}

    # --- the rules

    def lowest(self, column: bytes) -> int:
        """The lowest index from which the cards of ``column`` move together."""
        i = len(column) - 1
        group = self.group
        while i > 0:
            high, low = column[i - 1], column[i]
            if high & DOWN:
                break
            if group == "same-suit-run":
                if high != low + 1:
                    break
            elif group == "descending-run" and (high & RANK) != (low & RANK) + 1:
                break
            i -= 1
        return i

    def moved(self, columns: Columns, src: int, start: int, dst: int) -> Columns:
        column = columns[src]
        rest = column[:start]
        if rest and rest[-1] & DOWN:
            rest = rest[:-1] + bytes((rest[-1] ^ DOWN,))
        new = list(columns)
        new[dst] = settle(columns[dst] + column[start:])
        new[src] = settle(rest)
        return tuple(new)

    def dealt(self, columns: Columns, pos: int) -> tuple[Columns, int]:
        plan = self.plans[pos]
        new = list(columns)
        for i, dst in enumerate(plan):
            new[dst] += self.stock[pos + i: pos + i + 1]
        for dst in sorted(plan):
            new[dst] = settle(new[dst])
        return tuple(new), pos + len(plan)

    def can_deal(self, columns: Columns, pos: int) -> bool:
        return pos < len(self.stock) and (not self.needs_full or all(columns))

    def won(self, columns: Columns, pos: int) -> bool:
        return pos == len(self.stock) and not any(columns)

    def successors(self, columns: Columns, pos: int,
                   prune: bool = True) -> Iterator[tuple[Action, Columns, int]]:
        """The positions one action away; ``prune`` skips moves that cannot help."""
        quality = self.quality
        mask = RANK if self.any_suit_build else 0xFF
        # Which columns take a card: by the card (same-suit build) or by its rank.
        takers: dict[int, list[int]] = {}
        empty: list[int] = []
        for dst, target in enumerate(columns):
            if target:
                takers.setdefault((target[-1] & mask) - 1, []).append(dst)
            elif not prune or not empty:
                empty.append(dst)  # when pruning, only the first empty column
        for src, column in enumerate(columns):
            if not column:
                continue
            low = self.lowest(column)
            for start in range(low, len(column)):
                card = column[start]
                under = column[start - 1] if start else DOWN
                before = quality[under << 8 | card]
                for dst in takers.get(card & mask, ()):
                    if dst == src:
                        continue
                    new = self.moved(columns, src, start, dst)
                    if (prune and start > low
                            and quality[columns[dst][-1] << 8 | card] <= before
                            and len(new[dst]) == len(columns[dst]) + len(column) - start):
                        continue  # off one parent onto one no better, finishing no sequence
                    yield Move(src, start, dst), new, pos
                if (empty and (not self.kings_only or card & RANK == 13)
                        and not (prune and (start == 0 or before == 2))):
                    for dst in empty:
                        yield Move(src, start, dst), self.moved(columns, src, start, dst), pos
        if self.can_deal(columns, pos):
            yield ("deal", *self.dealt(columns, pos))

    # --- the evaluation

    def column_score(self, column: bytes) -> int:
        score = self._scores.get(column)
        if score is not None:
            return score
        w = self.weights
        if not column:
            score = w.empty
        else:
            down = 0
            while down < len(column) and column[down] & DOWN:
                down += 1
            score = -w.down * down
            quality = self.quality
            values = (-w.broken, w.natural, w.suited)
            for i in range(down, len(column) - 1):
                score += values[quality[column[i] << 8 | column[i + 1]]]
        if len(self._scores) > 2_000_000:
            self._scores.clear()
        self._scores[column] = score
        return score

    def score(self, columns: Columns, pos: int) -> int:
        w = self.weights
        table = 0
        total = 0
        for column in columns:
            table += len(column)
            total += self.column_score(column)
        removed = (self.cards - table - len(self.stock) + pos) // 13
        deals = sum(1 for offset in self.plans if offset < pos)
        return total + w.removed * removed + w.deal * deals


def key(columns: Columns, pos: int) -> tuple[Any, ...]:
    return (*columns, pos)


@dataclass
class Result:
    case: str
    deal: int
    code: str
    line: list[Action] | None
    nodes: int
    seconds: float
    stopped: str  # "won", "nodes", "exhausted" or "seconds"


def search(case: Case, deal: int, seconds: float, weights: Weights = Weights()) -> Result:
    """Greedy best-first search of one deal; the line found, shortened, or ``None``."""
    began = time.perf_counter()
    game = new_game(variant=case.variant, suits=case.suits, rule=case.rule, deal=deal)
    code = game.code
    assert code is not None
    rules = Rules(game, weights)
    # Each node: (columns, cards dealt, parent index, action, depth).
    nodes: list[tuple[Columns, int, int, Action | None, int]] = [(rules.columns, 0, -1, None, 0)]
    heap = [(-rules.score(rules.columns, 0), 0)]
    seen = {key(rules.columns, 0)}
    expanded = 0
    stopped = "exhausted"
    found = -1
    while heap:
        if expanded >= case.nodes:
            stopped = "nodes"
            break
        if expanded % 1000 == 0 and time.perf_counter() - began > seconds:
            stopped = "seconds"
            break
        _, index = heapq.heappop(heap)
        columns, pos, _, _, depth = nodes[index]
        expanded += 1
        for action, new, new_pos in rules.successors(columns, pos):
            k = key(new, new_pos)
            if k in seen:
                continue
            seen.add(k)
            nodes.append((new, new_pos, index, action, depth + 1))
            if action != "deal" and rules.won(new, new_pos):
                found = len(nodes) - 1
                break
            value = rules.score(new, new_pos) - weights.depth * (depth + 1)
            heapq.heappush(heap, (-value, len(nodes) - 1))
        if found >= 0:
            stopped = "won"
            break
    line: list[Action] | None = None
    if found >= 0:
        path: list[tuple[Action | None, Columns, int]] = []
        index = found
        while index >= 0:
            columns, pos, parent, action, _ = nodes[index]
            path.append((action, columns, pos))
            index = parent
        path.reverse()
        line = shorten(rules, path)
        verify(code, line)
    return Result(case.name, deal, code, line, expanded, time.perf_counter() - began, stopped)


def shorten(rules: Rules, path: list[tuple[Action | None, Columns, int]]) -> list[Action]:
    """The actions of ``path`` (positions from the start), with detours cut out.

    From each position on the line, if one legal action leads to a later position of the
    line, jump there: the line stays a real line of play and only gets shorter.
    """
    where = {key(columns, pos): i for i, (_, columns, pos) in enumerate(path)}
    line: list[Action] = []
    i = 0
    while i < len(path) - 1:
        _, columns, pos = path[i]
        best, best_action = i + 1, path[i + 1][0]
        for action, new, new_pos in rules.successors(columns, pos, prune=False):
            j = where.get(key(new, new_pos), -1)
            if j > best:
                best, best_action = j, action
        assert best_action is not None
        line.append(best_action)
        i = best
    return line


def verify(code: str, line: list[Action]) -> None:
    """Replay ``line`` in the real engine: every action legal, the game won at the last."""
    game = new_game(code)
    for n, action in enumerate(line):
        if game.won:
            raise AssertionError(f"{code}: won before action {n}")
        if action == "deal":
            game.deal()
        else:
            game.move(*action)
    if not game.won or line[-1] == "deal":
        raise AssertionError(f"{code}: the line does not end in a winning move")


# --- driving the cases ------------------------------------------------------------------


def _solve(task: tuple[Case, int, float]) -> Result:
    return search(*task)


def solve_case(case: Case, jobs: int, seconds: float) -> tuple[Result | None, list[Result]]:
    """Try the case's deals in order; the first solved one (lowest deal number) wins."""
    tasks = [(case, deal, seconds) for deal in range(1, case.deals + 1)]
    tried: list[Result] = []
    if jobs <= 1:
        for task in tasks:
            result = _solve(task)
            tried.append(result)
            report(result)
            if result.line is not None:
                return result, tried
        return None, tried
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for result in pool.imap(_solve, tasks):  # in deal order, whatever finishes first
            tried.append(result)
            report(result)
            if result.line is not None:
                pool.terminate()
                return result, tried
    return None, tried


def report(result: Result) -> None:
    size = f"{len(result.line)} actions" if result.line is not None else "no line"
    print(f"  {result.code}: {result.stopped} after {result.nodes} positions, "
          f"{result.seconds:.1f} s, {size}", flush=True)


def load() -> dict[str, Any]:
    if OUTPUT.exists():
        return json.loads(OUTPUT.read_text(encoding="utf-8"))
    return {"generated_by": GENERATED_BY, "cases": []}


def write(entries: list[dict[str, Any]]) -> None:
    order = {case.name: i for i, case in enumerate(CASES)}
    entries.sort(key=lambda e: order[f"{e['variant']}-{e['suits']}-{e['rule']}"])
    lines = [json.dumps({k: v for k, v in entry.items() if k != "line"})[:-1]
             + ', "line": ' + json.dumps(entry["line"], separators=(",", ":")) + "}"
             for entry in entries]
    text = ('{"generated_by": ' + json.dumps(GENERATED_BY) + ', "cases": [\n'
            + ",\n".join(lines) + "\n]}\n")
    OUTPUT.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--case", action="append", choices=[c.name for c in CASES],
                        help="only this case (repeatable); the others in the file are kept")
    parser.add_argument("--jobs", type=int, default=min(2, multiprocessing.cpu_count()))
    parser.add_argument("--seconds", type=float, default=240.0,
                        help="backstop wall-clock limit per deal (default 240)")
    parser.add_argument("--check", action="store_true",
                        help="only replay the lines already in the file")
    args = parser.parse_args(argv)
    if args.check:
        for entry in load()["cases"]:
            verify(entry["code"], [a if a == "deal" else Move(*a) for a in entry["line"]])
            print(f"{entry['code']}: {len(entry['line'])} actions, won")
        return 0
    chosen = [c for c in CASES if not args.case or c.name in args.case]
    keep = {c.name for c in CASES} - {c.name for c in chosen}
    entries = [e for e in load()["cases"]
               if f"{e['variant']}-{e['suits']}-{e['rule']}" in keep]
    missing = []
    for case in chosen:
        print(f"{case.name}: deals 1-{case.deals}, {case.nodes} positions each", flush=True)
        began = time.perf_counter()
        found, tried = solve_case(case, args.jobs, args.seconds)
        spent = time.perf_counter() - began
        if any(r.stopped == "seconds" for r in tried):
            print("  warning: the wall-clock backstop fired; the output may differ on "
                  "another machine", flush=True)
        if found is None or found.line is None:
            print(f"  => none found in {spent:.0f} s", flush=True)
            missing.append(case.name)
            continue
        print(f"  => {found.code}: {len(found.line)} actions ({spent:.0f} s for the case)",
              flush=True)
        entries.append({
            "variant": case.variant, "suits": case.suits, "rule": case.rule,
            "code": found.code,
            "line": ["deal" if a == "deal" else list(a) for a in found.line],
        })
        write(entries)
    write(entries)
    if missing:
        print("not found: " + ", ".join(missing))
    return 0


if __name__ == "__main__":
    sys.exit(main())
