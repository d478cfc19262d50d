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

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from spider_qt.engine import Action, Game, replayed

from .compact import Rules, actions_of, position_of
from .proof import explore
from .search import shorten, solve
from .strategies import Clock

Answer = Literal["won", "lost", "undecided"]
Status = Literal["proven", "undecided"]
#: Of a probe's share of the time, what the solver gets first (the proof gets the rest,
#: and more when the solver gives up early: a position no search can win often runs out
#: of moves quickly).
SOLVE_SHARE = 0.5
#: Below this a probe is not started: neither search says anything in less.
LEAST_PROBE = 0.05


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
    _by_index: dict[int, Probe] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._by_index.update({p.after: p for p in self.probes})

    def probe(self, after: int) -> Probe | None:
        return self._by_index.get(after)

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

    def look(after: int, seconds: float) -> None:
        done[after] = _probe(replayed(origin, actions[:after]), after, seconds, stop)

    end = len(actions)
    if game.won:
        done[end] = Probe(end, "won")
        if not stop():
            look(0, left())  # could it have been shorter?
    else:
        # The end first: often quick to prove lost (few moves left), and a game given up
        # while still winnable needs no search over its line at all.
        look(end, left() / (math.log2(end + 1) + 2))
        if done[end].answer != "won" and not cancelled and left() > LEAST_PROBE:
            look(0, left() / (math.log2(end + 1) + 1))
        while not cancelled and left() > LEAST_PROBE:
            after = _next(done, end)
            if after is None:
                break
            won, lost = _bounds(done, end)
            look(after, left() / (math.log2(max(2, lost - won)) + 1))
    return PostMortem(tuple(actions), from_start, game.won,
                      tuple(done[k] for k in sorted(done)),
                      time.perf_counter() - began, cancelled)


def origin_of(game: Game) -> tuple[Game, tuple[Action, ...], bool]:
    """The first position to look back from, the actions played since, and whether that
    position is the deal's start."""
    line = game.line
    if line is not None and game.game_code is not None:
        return Game.start(game.game_code), line, True
    base = Game(game.variant_spec, game.suits, game.rule_spec, game.history_base(),
                game.game_code, ruleset=game.ruleset)
    return base, game.history, False


def _bounds(done: dict[int, Probe], end: int) -> tuple[int, int]:
    """(last proven winnable or -1, first proven lost or ``end + 1``)."""
    won = [k for k, p in done.items() if p.answer == "won"]
    lost = [k for k, p in done.items() if p.answer == "lost"]
    return max(won, default=-1), min(lost, default=end + 1)


def _next(done: dict[int, Probe], end: int) -> int | None:
    """The unprobed position between the bounds nearest their middle, or ``None`` when the
    fatal action is pinned down or every position between them was tried."""
    won, lost = _bounds(done, end)
    if lost - won <= 1:
        return None
    middle = (won + lost) / 2
    open_ = [k for k in range(max(0, won + 1), min(end, lost - 1) + 1) if k not in done]
    if not open_:
        return None
    return min(open_, key=lambda k: (abs(k - middle), k))


def _probe(position: Game, after: int, seconds: float, stop: Callable[[], bool]) -> Probe:
    """Win, prove lost, or neither, within ``seconds``."""
    began = time.perf_counter()
    if position.won:
        return Probe(after, "won")
    solution = solve(position, seconds * SOLVE_SHARE, cancel=stop)
    if solution is not None:
        return Probe(after, "won", tuple(solution.actions), time.perf_counter() - began,
                     solution.nodes)
    rest = seconds - (time.perf_counter() - began)
    clock = Clock(rest, stop, None)
    proof = explore(position, clock)
    spent = time.perf_counter() - began
    if proof.result == "lost":
        return Probe(after, "lost", (), spent, proof.positions)
    if proof.result == "won":
        return Probe(after, "won", _short(position, proof.steps), spent, proof.positions)
    return Probe(after, "undecided", (), spent, proof.positions)


def _short(position: Game, steps: tuple[object, ...]) -> tuple[Action, ...]:
    """The proof's line (depth first: long and winding), with its detours cut out."""
    rules = Rules(position)
    columns, dealt = position_of(position), rules.start_dealt
    path: list[tuple[object, tuple[tuple[int, ...], ...], int]] = [(None, columns, dealt)]
    for step in steps:
        if step is None:
            columns, dealt = rules.dealt(columns, dealt), dealt + 1
        else:
            columns = rules.moved(columns, *step)  # type: ignore[misc]
        path.append((step, columns, dealt))
    return tuple(actions_of(shorten(rules, path)))  # type: ignore[arg-type]


def analyse_saved(data: dict[str, object], budget: float = 60.0, *,
                  cancel: Callable[[], bool] | None = None,
                  progress: Callable[[float], None] | None = None) -> PostMortem:
    """:func:`analyse` for a game saved by ``Game.to_dict()`` (what a worker process is
    handed: a :class:`Game` does not pickle). A :class:`PostMortem` pickles back."""
    return analyse(Game.from_dict(data, complete_deck=False), budget, cancel=cancel,
                   progress=progress)
