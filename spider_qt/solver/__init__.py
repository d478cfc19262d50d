"""A solver for the Spider family, playing by each game's own rules (plugins' too). No Qt.

Public API::

    solve(game, budget=30.0, *, cancel=None, progress=None) -> Solution | None
    hint(game) -> Move | Deal | None
    Solution(actions: list[Move | Deal], seconds: float, nodes: int)
    solve_saved(data, budget=30.0) -> Solution | None   # data: game.to_dict()
    analyse(game, budget=60.0, *, cancel=None, progress=None) -> PostMortem
    analyse_saved(data, budget=60.0, ...) -> PostMortem   # data: game.to_dict()

:func:`solve` answers "can this deal be won?" knowing every card (face-down ones and
the stock's order): it returns a :class:`Solution` whose ``actions``, played in order
from ``game``'s current position, win it (each line is replayed in a fresh copy of the
engine's game before it is returned), or ``None`` when none was found within ``budget``
seconds of wall-clock time. It never changes ``game``.

- ``cancel``: a function of no arguments, called every 128 positions searched (about
  every 20-50 ms) and once before the search starts; when it
  returns true, :func:`solve` stops and returns ``None`` (so a UI can stop a search from
  another thread by setting a flag it reads, or a worker process by an Event).
- ``progress``: called at the same times with the fraction (0.0-1.0) of the time budget
  spent so far; the search cannot know how near a win it is, so this is time, not work.
- Both are called in the thread that runs :func:`solve`, which shares nothing with other
  calls (no global state): threads may each run one.
- Two cores: when the first moment of search has not won, :func:`solve` starts one
  helper process (``spawn``) running some of the searches, and ends it (terminated,
  joined) before it returns, however it returns. It does not in a daemonic process (a
  ``multiprocessing.Pool`` worker may not have children), for a variant the default
  catalog does not know, or near the end of the budget; then it runs everything itself
  (see :mod:`.portfolio`).
- In a ``concurrent.futures`` process pool ('spawn' included): a ``Game`` does not pickle
  (its rules are functions), so submit :func:`solve_saved` with ``game.to_dict()``; the
  worker rebuilds the game with its default catalog, which must know the variant (a
  variant from the player's plugins folder needs that catalog installed in the worker).
  A ``Solution`` is a frozen dataclass of plain values (``Move`` and ``DEAL`` are named
  tuples): it pickles back. ``cancel`` and ``progress`` cannot cross processes as
  closures; use :func:`solve` in a thread with them, or a process with a budget.

:func:`hint` suggests one action from what the player can see (face-down cards and the
stock's order are masked), deterministically (a fixed count of positions, not a clock),
typically in 10-50 ms and at most about 0.3 s on a slow, busy machine: a move towards a better
position, else a deal if one is allowed, else ``None`` (nothing legal, or nothing that
helps). It never suggests an illegal action.

:func:`analyse` looks back over a finished game's line (see :mod:`.postmortem`): the last
position from which a win was possible and the action that made it impossible, each answer
proven (a replayed line, or every reachable position looked at) or said to be undecided.

All of them take the rules from ``game.ruleset`` and ``game.variant_spec``, so the variants of
plugins are solved too (see :mod:`.compact`).
"""

from .hint import hint
from .postmortem import PostMortem, Probe, analyse, analyse_saved
from .search import Solution, solve, solve_saved

__all__ = ["PostMortem", "Probe", "Solution", "analyse", "analyse_saved", "hint", "solve",
           "solve_saved"]
