"""A second core for :func:`~.search.solve`: some of the beams run in a helper process.

The greedy search and the beams share nothing, so once the first round has not won, the
searching process starts one helper (``spawn``) that runs its own beams on the same deal
and sends back the line it finds. The parent reads the helper's pipe at each look at the
clock (every :data:`~.strategies.CHECK_EVERY` positions), so ``cancel`` and the budget
stay in the parent's hands; the helper is ended (terminated and joined) whenever ``solve``
returns, however it returns, so no process is left behind.

The helper also stops by itself when its parent is gone (killed, or a worker ended where a
terminate cannot be caught, as on Windows): it looks at each check of its clock, so no
search outlives the process that wanted it by more than a moment.

No helper is started when it could not work or would not pay: in a daemonic process (a
``multiprocessing.Pool`` worker may not have children; the UI's solver worker is not
one, so the window's searches have the second core too),
when the main module is a script a child cannot import (read from stdin), when the
default catalog does not rebuild the very same rules (a plugin's variant unknown
there), or when little of the budget is left. ``solve`` then runs every search itself.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from spider_qt.engine import Game

from .compact import Rules, position_of
from .evaluate import Weights
from .moves import Step

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

#: The helper process's name, as `ps` and `multiprocessing.active_children()` show it.
HELPER_NAME: Final = "spider-qt solver helper"
#: A helper is worth starting only with at least this many seconds left (starting one
#: costs a few tenths of a second of the parent's time and memory for a second tree).
MIN_SECONDS: Final = 3.0
#: Set to ``False`` to keep every search in the calling process.
ENABLED = True
#: What the helper process runs (``search.run_helper``; passed in, so that this module
#: does not import the one that imports it).
Target = Callable[["Connection", dict[str, Any], float, tuple[tuple[Weights, bool], ...]],
                  None]


class Found(Exception):  # not an error: the helper's line, carried up
    """The helper found a line: its compact actions and the positions it expanded."""

    def __init__(self, steps: list[Step], nodes: int) -> None:
        super().__init__()
        self.steps = steps
        self.nodes = nodes


def parent_gone() -> bool:
    """Whether the process that started this one has ended (``False`` in a process that
    was not started by ``multiprocessing``)."""
    parent = multiprocessing.parent_process()
    return parent is not None and not parent.is_alive()


def _same_rules(a: Rules, b: Rules) -> bool:
    return (a.group == b.group and a.build == b.build and a.empty == b.empty
            and a.needs_full == b.needs_full and a.plans == b.plans
            and a.rows == b.rows and a.start_dealt == b.start_dealt)


class Helper:
    """One helper process running ``beams``; :meth:`poll` raises :class:`Found`."""

    def __init__(self, process: BaseProcess, conn: Connection) -> None:
        self.process = process
        self.conn = conn
        self.open = True

    @classmethod
    def start(cls, game: Game, rules: Rules, seconds: float,
              beams: Sequence[tuple[Weights, bool]], target: Target) -> Helper | None:
        """A helper running ``target(conn, game.to_dict(), seconds, beams)`` (which sends
        ``(compact actions, positions expanded)`` or ``None`` on ``conn``), or ``None``
        when one cannot (or should not) be started."""
        if not ENABLED or seconds < MIN_SECONDS or multiprocessing.current_process().daemon:
            return None
        main = getattr(sys.modules.get("__main__"), "__file__", None)
        if main is not None and not os.path.isfile(main):
            return None  # a script read from stdin: a spawned child could not import it
        try:
            data = game.to_dict()
            rebuilt = Game.from_dict(data, complete_deck=False)
            if position_of(rebuilt) != position_of(game) or not _same_rules(
                    Rules(rebuilt), rules):
                return None
            context = multiprocessing.get_context("spawn")
            theirs, ours = context.Pipe(duplex=False)
            process = context.Process(target=target, args=(ours, data, seconds,
                                                           tuple(beams)),
                                      name=HELPER_NAME, daemon=True)
            process.start()
        except Exception:  # no helper is never worse than no answer
            return None
        ours.close()
        return cls(process, theirs)

    def poll(self) -> None:
        """Raise :class:`Found` if the helper has sent a line (a ``None`` from it, or its
        end, means it has nothing: it is no longer read)."""
        if not self.open or not self.conn.poll():
            return
        try:
            result = self.conn.recv()
        except (EOFError, OSError):
            result = None
        self.open = False
        if result is not None:
            steps, nodes = result
            raise Found(steps, nodes)

    def stop(self) -> None:
        """End the helper and wait for it (at most a moment)."""
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(2.0)
        if self.process.is_alive():  # pragma: no cover - terminate is not refused
            self.process.kill()
            self.process.join(2.0)
        self.conn.close()
