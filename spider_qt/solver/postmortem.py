"""Where was a game lost? A look back over the actions of a game, every card known.

A position of the game's line is *winnable* when some line wins from it. Along a line of
play winnability can only be lost, never regained: the action that leads from position
*k* to *k + 1* was legal at *k*, so a win from *k + 1* is a win from *k* too. So the
winnable positions are a prefix of the line, and the one action that ends that prefix is
the **fatal action**; a binary search over the line finds it.

Each position looked at (a :class:`Probe`) gets one of three answers, never a guess:

- ``"won"``: :func:`~.search.solve` found a line, replayed to a win in the engine;
- ``"lost"``: :func:`~.proof.explore` looked at every position reachable from it with
  every legal action and none is won (proven, not "not found");
- ``"undecided"``: neither within the probe's share of the time.

An undecided probe breaks no rule of the search: the bounds (last proven winnable, first
proven lost) still hold, other positions between them are probed instead, and what is not
pinned down within the budget is reported as undecided (see :attr:`PostMortem.status`).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from spider_qt.engine import Action, Game, replayed

from .compact import Rules, actions_of, position_of
from .moves import Step
from .proof import Proof, explore
from .search import solve
from .shorten import shorten_steps
from .strategies import Clock

Answer = Literal["won", "lost", "undecided"]
Status = Literal["proven", "undecided"]
#: Of a probe's share of the time, what the solver gets (after a quick proof; the full
#: proof gets the rest, and more when the solver gives up early: a position no search can
#: win often runs out of moves quickly).
SOLVE_SHARE = 0.5
#: The quick proof before the solver: at most this many positions, this share of the time.
QUICK_POSITIONS = 20_000
QUICK_SHARE = 0.15
#: Below this a probe is not started: neither search says anything in less.
LEAST_PROBE = 0.05
#: Each position gets this fraction of the whole budget (a bisection of a game of 100 to
#: 250 actions needs about 9 looks; a share that shrank with each look would leave the
#: last ones, the ones that decide, too little), and at least LEAST_SHARE seconds.
PROBES_IN_BUDGET = 6
LEAST_SHARE = 2.0


@dataclass(frozen=True, slots=True)
class Probe:
    """One position of the line: the one after ``after`` of its actions."""

    after: int
    answer: Answer
    #: A winning line from this position, when the answer is ``"won"``.
    line: tuple[Action, ...] = ()
    seconds: float = 0.0
    positions: int = 0


@dataclass(frozen=True, slots=True)
class PostMortem:
    """What the look back found. ``actions`` are the game's line from its first position:
    the deal's start when ``from_start`` (the game kept its whole line), else the oldest
    position its undo history keeps."""

    actions: tuple[Action, ...]
    from_start: bool
    ended_won: bool
    probes: tuple[Probe, ...] = ()
    seconds: float = 0.0
    cancelled: bool = False
    def probe(self, after: int) -> Probe | None:
        return next((p for p in self.probes if p.after == after), None)

    @property
    def last_proven_winnable(self) -> int | None:
        """The latest position proven winnable (every earlier one is, too)."""
        won = [p.after for p in self.probes if p.answer == "won"]
        return max(won) if won else None

    @property
    def first_proven_lost(self) -> int | None:
        """The earliest position proven lost (every later one is, too)."""
        lost = [p.after for p in self.probes if p.answer == "lost"]
        return min(lost) if lost else None

    @property
    def last_winnable(self) -> int | None:
        """How many actions of the line were played when a win was last possible, once
        that is proven (``None`` also when the first position was already lost)."""
        if self.last_winnable_status == "undecided":
            return None
        return self.last_proven_winnable

    @property
    def last_winnable_status(self) -> Status:
        won, lost = self.last_proven_winnable, self.first_proven_lost
        if won == len(self.actions):
            return "proven"  # winnable where the game ended
        if lost == 0 and self.from_start:
            return "proven"  # the deal itself could not be won
        if won is not None and lost == won + 1:
            return "proven"
        return "undecided"

    @property
    def fatal_index(self) -> int | None:
        """Index in :attr:`actions` of the action after which no win was possible."""
        won = self.last_winnable
        if won is None or won == len(self.actions):
            return None
        return won

    @property
    def fatal_action(self) -> Action | None:
        index = self.fatal_index
        return None if index is None else self.actions[index]

    @property
    def winnable_at_start(self) -> bool | None:
        """Whether the first position could be won: ``None`` while undecided."""
        if self.last_proven_winnable is not None:
            return True
        if self.first_proven_lost == 0:
            return False
        return None

    @property
    def line(self) -> tuple[Action, ...]:
        """A winning line from the last position proven winnable (from the start, for a
        game that was won: the solver's, to set beside the player's)."""
        index = 0 if self.ended_won else self.last_proven_winnable
        if index is None:
            return ()
        found = self.probe(index)
        return found.line if found is not None else ()

    @property
    def status(self) -> dict[str, Status]:
        """Each answer's status: ``proven``, or ``undecided`` within the time given."""
        return {
            "winnable_at_start": "undecided" if self.winnable_at_start is None else "proven",
            "last_winnable": self.last_winnable_status,
            "fatal_action": self.last_winnable_status,
        }

    @property
    def answered(self) -> bool:
        return all(value == "proven" for value in self.status.values())


def analyse(game: Game, budget: float = 60.0, *,
            cancel: Callable[[], bool] | None = None,
            progress: Callable[[float], None] | None = None) -> PostMortem:
    """The post-mortem of ``game``'s line (its whole line when it kept one, else its undo
    history), within about ``budget`` seconds. ``cancel``/``progress`` are as for
    :func:`~.search.solve` (``progress`` gets the fraction of the budget spent); a cancelled
    look back returns what was proven so far, marked ``cancelled``."""
    began = time.perf_counter()
    deadline = began + max(0.0, budget)
    origin, actions, from_start = origin_of(game)
    done: dict[int, Probe] = {}
    cancelled = False

    def left() -> float:
        return deadline - time.perf_counter()

    def stop() -> bool:
        nonlocal cancelled
        if cancel is not None and cancel():
            cancelled = True
        if progress is not None:
            progress(min(1.0, (time.perf_counter() - began) / budget) if budget > 0 else 1.0)
        return cancelled

    def look(after: int, seconds: float, *, solver: bool = True) -> None:
        done[after] = _probe(replayed(origin, actions[:after]), after, seconds, stop, solver)

    end = len(actions)
    share = max(budget / PROBES_IN_BUDGET, min(budget, LEAST_SHARE))
    if game.won:
        done[end] = Probe(end, "won")
        if not stop():
            look(0, left())  # could it have been shorter?
    else:
        # The end first: often quick to prove lost (few moves left), and a game given up
        # while still winnable needs no search over its line at all. Then the start.
        look(end, min(share, left()))
        if done[end].answer != "won":
            _back_from_lost(done, end, look, lambda: not cancelled and left() > LEAST_PROBE,
                            share / 2)
            won, lost = _bounds(done, end)
            if 0 < lost - 1 != won and not cancelled and left() > LEAST_PROBE:
                look(lost - 1, min(share, left()))  # if won: the fatal action, at once
        if done[end].answer != "won" and 0 not in done and not cancelled \
                and left() > LEAST_PROBE:
            look(0, min(share, left()))
        while not cancelled and left() > LEAST_PROBE:
            after = _next(done, end)
            if after is None:
                break
            look(after, min(share, left()))
    return PostMortem(tuple(actions), from_start, game.won,
                      tuple(done[k] for k in sorted(done)),
                      time.perf_counter() - began, cancelled)


def _back_from_lost(done: dict[int, Probe], end: int, look: Callable[..., None],
                    going: Callable[[], bool], seconds: float) -> None:
    """Proofs alone, back from the first position proven lost: 1, 2, 4… actions back while
    they prove it, then bisecting between the last proven and the first not proven. Near a
    lost position the positions left are few, so these are the cheap answers; further back
    a proof soon costs more than the time allows, which the solver's wins must make up."""
    step, failed = 1, None
    while going():
        won, lost = _bounds(done, end)
        if lost - step <= won:
            break
        look(lost - step, seconds, solver=False)
        if done[lost - step].answer != "lost":
            failed = lost - step
            break
        step *= 2
    while failed is not None and going():
        won, lost = _bounds(done, end)
        middle = (failed + lost) // 2
        if middle <= failed or middle <= won:
            break
        look(middle, seconds, solver=False)
        if done[middle].answer != "lost":
            failed = middle


def line_of(game: Game) -> tuple[tuple[Action, ...], bool]:
    """The actions a look back reads, and whether they start at the deal's start: the
    game's whole line where it is known, else its undo history."""
    line = game.line
    if line is not None and game.game_code is not None:
        return line, True
    return game.history, False


def origin_of(game: Game) -> tuple[Game, tuple[Action, ...], bool]:
    """The first position to look back from, the actions played since, and whether that
    position is the deal's start."""
    actions, from_start = line_of(game)
    if from_start:
        assert game.game_code is not None  # line_of says so
        return Game.start(game.game_code), actions, True
    base = Game(game.variant_spec, game.suits, game.rule_spec, game.history_base(),
                game.game_code, ruleset=game.ruleset)
    return base, game.history, False


def _bounds(done: dict[int, Probe], end: int) -> tuple[int, int]:
    """(last proven winnable or -1, first proven lost or ``end + 1``)."""
    won = [k for k, p in done.items() if p.answer == "won"]
    lost = [k for k, p in done.items() if p.answer == "lost"]
    return max(won, default=-1), min(lost, default=end + 1)


def _next(done: dict[int, Probe], end: int) -> int | None:
    """The position to look at next, or ``None`` when the fatal action is pinned down or
    every position between the bounds was tried.

    The bisection's middle while nothing is undecided; around undecided positions, the one
    furthest from every position looked at (the middle of the widest stretch not yet
    looked into, the later one on a tie: proofs are cheaper nearer the end), so a hard
    stretch is skipped rather than crept through."""
    won, lost = _bounds(done, end)
    if lost - won <= 1:
        return None
    looked = sorted({won, lost, *(k for k in done if won < k < lost)})
    best: tuple[int, int] | None = None
    for low, high in itertools.pairwise(looked):
        if high - low > 1:
            middle = (low + high) // 2
            gap = min(middle - low, high - middle)
            if best is None or (gap, middle) > (best[0], best[1]):
                best = (gap, middle)
    return None if best is None else max(0, min(end, best[1]))


def _probe(position: Game, after: int, seconds: float, stop: Callable[[], bool],
           solver: bool = True) -> Probe:
    """Win, prove lost, or neither, within ``seconds`` (by a proof alone unless ``solver``).

    First a small proof (late in a lost game the positions left are few: it settles them in
    a fraction of a second), then the solver, then the proof again with what is left (the
    solver stops early when its own search runs out of positions, a sign there are few)."""
    began = time.perf_counter()
    if position.won:
        return Probe(after, "won")
    if not solver:
        proof = explore(position, Clock(seconds, stop, None))
        if proof.result != "open":
            return _proved(position, after, proof.result, proof, began)
        return Probe(after, "undecided", (), time.perf_counter() - began, proof.positions)
    quick = explore(position, Clock(seconds * QUICK_SHARE, stop, None), QUICK_POSITIONS)
    if quick.result == "lost":
        return _proved(position, after, quick.result, quick, began)
    # A win the proof stumbled on is proven, but its line is a depth-first walk: the
    # solver's, when it finds one, is the line a player is shown.
    solution = solve(position, seconds * SOLVE_SHARE, cancel=stop)
    if solution is not None:
        return Probe(after, "won", tuple(solution.actions), time.perf_counter() - began,
                     solution.nodes)
    if quick.result == "won":
        return _proved(position, after, quick.result, quick, began)
    rest = seconds - (time.perf_counter() - began)
    proof = explore(position, Clock(rest, stop, None))
    if proof.result != "open":
        return _proved(position, after, proof.result, proof, began)
    return Probe(after, "undecided", (), time.perf_counter() - began, proof.positions)


def _proved(position: Game, after: int, result: str, proof: Proof, began: float) -> Probe:
    spent = time.perf_counter() - began
    if result == "lost":
        return Probe(after, "lost", (), spent, proof.positions)
    return Probe(after, "won", _short(position, proof.steps), spent, proof.positions)


def _short(position: Game, steps: tuple[Step, ...]) -> tuple[Action, ...]:
    """The proof's line (depth first: long and winding), with its detours cut out."""
    rules = Rules(position)
    start = (position_of(position), rules.start_dealt)
    return tuple(actions_of(shorten_steps(rules, start, steps)))

def analyse_saved(data: dict[str, object], budget: float = 60.0, *,
                  cancel: Callable[[], bool] | None = None,
                  progress: Callable[[float], None] | None = None) -> PostMortem:
    """:func:`analyse` for a game saved by ``Game.to_dict()`` (what a worker process is
    handed: a :class:`Game` does not pickle). A :class:`PostMortem` pickles back."""
    return analyse(Game.from_dict(data, complete_deck=False), budget, cancel=cancel,
                   progress=progress)
