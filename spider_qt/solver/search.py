"""``solve``: a portfolio of searches over compact positions, every card known.

The greedy search (:class:`~.strategies.Greedy`) first gets a few thousand positions:
it wins most one- and two-suit deals there. Then rounds, until a line is found or the
time is spent: the greedy search continues (about half the time with one or two suits,
a short schedule with more), then a beam search (:func:`~.strategies.beam`) runs at the
round's width (:data:`WIDTHS`) with each of a few sets of weights; different weights and
widths win different four-suit deals. Some of the beams run in a helper process on the
second core when one can be started (:mod:`.portfolio`). A line found is shortened (see
:mod:`.shorten`) and replayed in a fresh copy of the engine's game before it is
returned."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from spider_qt.engine import Action, Game, wins

from .compact import Columns, Rules, actions_of, position_of
from .evaluate import Weights
from .moves import Step
from .portfolio import Found, Helper, parent_gone
from .shorten import shorten
from .strategies import Clock, Greedy, Path, Stopped, beam

if TYPE_CHECKING:
    from multiprocessing.connection import Connection


@dataclass(frozen=True, slots=True)
class Solution:
    """A line that wins from the position :func:`solve` was given.

    ``actions``: engine actions (``Move`` and ``DEAL``) to play in order; ``seconds``:
    time the search took; ``nodes``: positions expanded on the way.
    """

    actions: list[Action] = field(default_factory=list)
    seconds: float = 0.0
    nodes: int = 0


#: The weights of the greedy search, and of the beams of each round: different weights
#: find different lines, one is hopeless on a deal where another walks straight through.
#: The greedy search does not count loose builds either (``natural=0``): within 4,000
#: positions it won 44 of two-suit deals 1-80 (39 with them), Spiderette four suits 8 of
#: 1-60 (6), Spiderette two suits 35 (36), with shorter lines (one suit: no loose builds).
GREEDY = Weights(natural=0)
#: Each beam: its weights, and whether it backs out of dead ends (see ``beam``; a beam
#: that does follows the same line as one that does not until that one dies, so it wins
#: every deal the other wins, at the same time). They search macros (runs moved through
#: empty columns) and weigh a deal little; see docs/solver.md for what each one wins.
#: The second does not count a card lying on one it only builds on (``natural=0``) and
#: values an empty column less: at width 50 on four-suit deals 1-80 it won 45 where the
#: weights it replaced (``down=10, empty=30, clear=20, deal=10``) won 38, with shorter
#: lines; with the first, 56 (those two 52).
BEAMS: tuple[tuple[Weights, bool], ...] = (
    (Weights(down=12, empty=40, clear=20, deal=10, natural=2, broken=10, macros=True), True),
    (Weights(down=10, empty=15, clear=20, deal=10, natural=0, macros=True), True),
)
#: With a helper process (see :mod:`.portfolio`): the beams each process runs (the
#: helper has the best beam and a third set of weights: with one or two suits the parent
#: spends about half of its time on greedy search).
OWN_BEAMS = BEAMS[1:]
HELPER_BEAMS = (*BEAMS[:1], (Weights(down=15, empty=40, clear=30, natural=2, broken=10,
                                     deal=10, macros=True), True))
#: Positions the greedy search may expand in the first round; each round multiplies it.
FIRST_CAP = 4_000
GREEDY_GROWTH = 4
#: Greedy search wins most one- and two-suit deals within 30,000 positions (beams seldom
#: win those first), and few four-suit ones beyond 20,000. So with at most this many
#: suits in play it also keeps up with the beams (as many positions as they expanded);
#: with more it gets its schedule and no more.
GREEDY_SUITS = 2
#: The beams' width, round by round (then wider by ``LATER_STEP`` each round). Narrow
#: beams win easy deals fast; on a hard four-suit deal, which width wins is close to
#: chance (one set of weights won 3 of 6 such deals at width 300 and none at 600), so
#: the later rounds try many widths rather than doubling: see docs/solver.md.
WIDTHS = (50, 300, 200, 400, 250, 350, 150, 450, 275, 500)
LATER_STEP = 50


def width_of(round_index: int) -> int:
    if round_index < len(WIDTHS):
        return WIDTHS[round_index]
    return WIDTHS[-1] + LATER_STEP * (round_index - len(WIDTHS) + 1)


def solve(game: Game, budget: float = 30.0, *, cancel: Callable[[], bool] | None = None,
          progress: Callable[[float], None] | None = None) -> Solution | None:
    """A winning line from ``game``'s current position, or ``None`` if none was found
    within ``budget`` seconds (or ``cancel()`` said stop). See the package docstring."""
    clock = Clock(budget, cancel, progress)
    rules = Rules(game)
    start = position_of(game)
    if rules.won(start, rules.start_dealt):
        return _checked(game, [], clock)
    helper: Helper | None = None
    try:
        clock.check()
        greedy = Greedy(rules, GREEDY, start)
        path = greedy.run(FIRST_CAP, clock)
        if path is None and not greedy.exhausted:
            left = clock.deadline - time.perf_counter()
            helper = Helper.start(game, rules, left, HELPER_BEAMS, run_helper)
            beams = BEAMS if helper is None else OWN_BEAMS
            if helper is not None:
                clock.poll = helper.poll
            path = rounds(rules, start, clock, greedy, beams)
    except Stopped:
        return None
    except Found as found:
        clock.nodes += found.nodes
        return _checked(game, actions_of(found.steps), clock)
    finally:
        if helper is not None:
            helper.stop()
    if path is None:
        return None
    return _checked(game, actions_of(shorten(rules, path)), clock)


def solve_saved(data: Mapping[str, Any], budget: float = 30.0) -> Solution | None:
    """:func:`solve` for a game saved by ``Game.to_dict()``: what to hand a worker process,
    since a :class:`Game` does not pickle (its rules are functions). The game is rebuilt
    with the worker's default catalog, which must know its variant and rule."""
    return solve(Game.from_dict(data, complete_deck=False), budget)


def rounds(rules: Rules, start: Columns, clock: Clock, greedy: Greedy | None,
           beams: Sequence[tuple[Weights, bool]]) -> Path | None:
    """Rounds of greedy search (if any) and ``beams`` until a win; ``None`` once the
    greedy search has run out of positions (the deal cannot be won by the moves
    searched). Without greedy search it only ends with a win or the clock."""
    cap = FIRST_CAP
    round_index = 0
    keep_up = rules.suits <= GREEDY_SUITS
    while True:
        if greedy is not None:
            room = cap
            if keep_up:  # as many positions as all of BEAMS would have expanded by now
                room = max(cap, (clock.nodes - greedy.expanded) * len(BEAMS)
                           // max(1, len(beams)))
            path = greedy.run(room, clock)
            if path is not None:
                return path
            if greedy.exhausted:
                return None  # every position reachable by the moves searched was seen
        width = width_of(round_index)
        for weights, revive in beams:
            path = beam(rules, weights, start, width, clock, revive)
            if path is not None:
                return path
        cap *= GREEDY_GROWTH
        round_index += 1


def _checked(game: Game, actions: list[Action], clock: Clock) -> Solution:
    """The solution, once the engine agrees that it wins (anything else is a bug)."""
    if not wins(game, actions):
        raise AssertionError(f"solver bug: the line found does not win {game!r}")
    return Solution(actions, clock.seconds, clock.nodes)


def run_helper(conn: Connection, data: dict[str, Any], seconds: float,
               beams: tuple[tuple[Weights, bool], ...]) -> None:
    """The helper process (see :mod:`.portfolio`): the line of ``beams`` (round after
    round, no greedy search), shortened, or ``None``, sent on ``conn``. The parent ends
    this process when it is done; ``seconds`` or the parent's end stop it if the parent
    could not (killed, or ended where a terminate cannot be caught)."""
    game = Game.from_dict(data, complete_deck=False)
    rules = Rules(game)
    clock = Clock(seconds, parent_gone, None)
    result: tuple[list[Step], int] | None = None
    try:
        path = rounds(rules, position_of(game), clock, None, beams)
        if path is not None:
            result = (shorten(rules, path), clock.nodes)
    except Stopped:
        pass
    try:
        conn.send(result)
    except OSError:
        pass  # the parent is gone: nobody to tell
    finally:
        conn.close()
