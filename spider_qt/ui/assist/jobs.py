"""The solver's jobs as the worker process runs them: plain data in, plain data out.

Why a separate process: the solver is pure Python, and a thread of the window's own
process would hold the interpreter lock and make the board stutter. The worker is
started with ``spawn`` (a Qt process is never forked), so everything it is given is
data: the game as :meth:`Game.to_dict` writes it, and a :class:`CatalogRecipe` that
loads the same plugins the window loaded. This module imports no Qt: the worker
starts quickly and a plain test can call the jobs directly.

Actions travel as JSON-like lists: ``["deal"]`` or ``[src, start, dst]``.
"""

from __future__ import annotations

import random
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from spider_qt.engine import DEAL, DEAL_COUNT, Action, Catalog, Game, Move, make_code, parse_code

if TYPE_CHECKING:  # multiprocessing is imported when the worker starts, not with the window
    from multiprocessing.connection import Connection
    from multiprocessing.sharedctypes import Synchronized

#: What a job gets besides its arguments: "am I cancelled?" and "this far done (0..1)".
Cancel = Callable[[], bool]
Progress = Callable[[float], None]
#: A job: ``job(catalog, cancel, progress, *args)``, its result plain data.
Job = Callable[..., Any]
#: Progress reports at most this often, so a busy solver does not flood the pipe.
PROGRESS_EVERY: Final = 0.1


@dataclass(frozen=True, slots=True)
class CatalogRecipe:
    """How to build, in the worker, the catalog the window plays with: the same plugin
    folder, switched-off plugins and safe mode. ``plugins_dir=None`` with nothing else:
    the built-in and installed plugins (what ``import spider_qt`` offers)."""

    plugins_dir: str | None = None
    disabled: tuple[str, ...] = ()
    safe_mode: bool = False


_catalogs: dict[CatalogRecipe, Catalog] = {}


def catalog_for(recipe: CatalogRecipe) -> Catalog:
    """The recipe's catalog, built once per worker."""
    catalog = _catalogs.get(recipe)
    if catalog is None:
        from spider_qt.plugins.host import load_catalog

        folder = Path(recipe.plugins_dir) if recipe.plugins_dir is not None else None
        catalog = load_catalog(folder=folder, safe_mode=recipe.safe_mode,
                               disabled=recipe.disabled).catalog
        _catalogs[recipe] = catalog
    return catalog


def action_to_json(action: Action) -> list[Any]:
    return ["deal"] if not isinstance(action, Move) else [action.src, action.start, action.dst]


def action_from_json(data: list[Any]) -> Action:
    return DEAL if data == ["deal"] else Move(int(data[0]), int(data[1]), int(data[2]))


def game_data(game: Game) -> tuple[dict[str, object], bool]:
    """What a job needs of ``game``: its position (without its undo history, which no
    search needs) and whether its deck is complete (a constructed position's may not be)."""
    data = dict(game.to_dict())
    data.pop("history", None)
    return data, game.complete_deck


def rebuild(catalog: Catalog, data: tuple[dict[str, object], bool]) -> Game:
    position, complete = data
    return Game.from_dict(position, complete_deck=complete, catalog=catalog)


# --- the jobs -----------------------------------------------------------------------------


def warm_job(catalog: Catalog, cancel: Cancel, progress: Progress) -> None:
    """Nothing but what every job needs first: the catalog (built by the caller) and the
    solver imported, so the player's first hint answers at once."""
    import spider_qt.solver  # noqa: F401


def solve_job(catalog: Catalog, cancel: Cancel, progress: Progress,
              data: tuple[dict[str, object], bool], budget: float) -> list[list[Any]] | None:
    """A winning line from the position (every card known), or ``None``."""
    from spider_qt.solver import solve

    solution = solve(rebuild(catalog, data), budget, cancel=cancel, progress=progress)
    if solution is None:
        return None
    return [action_to_json(a) for a in solution.actions]


def hint_job(catalog: Catalog, cancel: Cancel, progress: Progress,
             data: tuple[dict[str, object], bool]) -> list[Any] | None:
    """The solver's hint from what the player sees, or ``None``."""
    from spider_qt.solver import hint

    action = hint(rebuild(catalog, data))
    return None if action is None else action_to_json(action)


def start_solve_job(catalog: Catalog, cancel: Cancel, progress: Progress, code: str,
                    budget: float) -> list[list[Any]] | None:
    """A winning line from the start of deal ``code`` (Could This Deal Be Won?): the shipped
    line of a deal proven winnable already, else the solver's."""
    from spider_qt.solver.winnable import proven_line

    parsed = parse_code(code, catalog)
    known = proven_line(parsed, catalog)
    if known is not None:
        return [action_to_json(a) for a in known]
    return solve_job(catalog, cancel, progress, game_data(Game.start(parsed)), budget)


def winnable_deal_job(catalog: Catalog, cancel: Cancel, progress: Progress, variant: str,
                      suits: int, rule: str, budget_each: float,
                      seed: int | None = None) -> str | None:
    """Random deals of a kind, solved one after another until one is won: its code.

    Progress is the share of the current deal's budget used (it starts again with
    each deal); ``None`` only when cancelled.
    """
    from spider_qt.solver import solve

    rng = random.Random(seed)
    while not cancel():
        code = make_code(catalog, variant, suits, rule, deal=rng.randrange(DEAL_COUNT))
        if solve(Game.start(code), budget_each, cancel=cancel, progress=progress) is not None:
            return str(code)
    return None


def postmortem_job(catalog: Catalog, cancel: Cancel, progress: Progress,
                   data: dict[str, object], complete: bool, budget: float) -> Any:
    """Where was the game lost? (:func:`spider_qt.solver.analyse`.) ``data`` is the whole
    saved game, its history included: the look back replays the game's line. The
    :class:`~spider_qt.solver.PostMortem` pickles back as it is."""
    from spider_qt.solver import analyse

    game = Game.from_dict(data, complete_deck=complete, catalog=catalog)
    return analyse(game, budget, cancel=cancel, progress=progress)


# --- the worker's loop ----------------------------------------------------------------------


def run_worker(conn: Connection, cancel_below: Synchronized[int],
               recipe: CatalogRecipe) -> None:
    """The worker process's target: :func:`serve`, ended cleanly by a terminate.

    The worker is not daemonic, so that :func:`~spider_qt.solver.solve` may start its
    helper process there (a daemonic process may have no children). A terminated worker
    would die at once and leave that helper running to the end of its budget; a SIGTERM
    is turned into ``SystemExit`` instead, so ``solve`` ends its helper on the way out
    (its ``finally``) and multiprocessing ends any other daemonic child as the worker
    exits. (A kill, which nothing can catch, is the window's last resort.)
    """
    def ended(signum: int, frame: object) -> None:
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, ended)
    serve(conn, cancel_below, recipe)



def serve(conn: Connection, cancel_below: Synchronized[int], recipe: CatalogRecipe) -> None:
    """The worker: run each job sent, one at a time, until the pipe closes.

    A job ``n`` is cancelled once ``cancel_below`` is above ``n`` (the window raises it;
    raising is all it ever does, so no cancellation is lost between two jobs). Replies:
    ``("progress", n, share)``, ``("done", n, result)``, ``("error", n, text)``.
    """
    while True:
        try:
            number, job, args = conn.recv()
        except (EOFError, OSError):
            return
        last = 0.0

        def cancelled(n: int = number) -> bool:
            return bool(cancel_below.value > n)

        def progress(share: float, n: int = number) -> None:
            nonlocal last
            now = time.monotonic()
            if now - last >= PROGRESS_EVERY:
                last = now
                conn.send(("progress", n, max(0.0, min(1.0, float(share)))))

        try:
            result = None if cancelled() else job(catalog_for(recipe), cancelled, progress,
                                                  *args)
        except Exception as exc:  # the window reports it; the worker stays up
            conn.send(("error", number, f"{type(exc).__name__}: {exc}"))
        else:
            conn.send(("done", number, result))
