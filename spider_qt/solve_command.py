"""``spider-qt --solve CODE``: the solver's winning line for a deal, printed (no window).

In words, one action per line (columns counted from 1, as players see them)::

    column 3 → column 7 (2 cards)
    deal

or, with ``--json``, one object: ``{"code": ..., "won": true, "seconds": 1.2, "actions":
[[2, 5, 6], "deal", ...]}`` (moves as ``[src, start, dst]``, 0-based as in saved games).
Exit status 0 when a line was found, 1 when none was within the budget, 2 for a bad code.
The text is for whoever runs the command, in English like the command's other messages.
"""

from __future__ import annotations

import json
import os
import sys
import time

from spider_qt.about import APP_NAME
from spider_qt.engine import Action, CodeError, Deal, Game, new_game


def action_words(game: Game, action: Action) -> str:
    """``column 3 → column 7 (2 cards)`` for a move made in ``game`` (before it is played)."""
    if isinstance(action, Deal):
        return "deal"
    src, start, dst = action
    count = len(game.columns[src]) - start
    return f"column {src + 1} → column {dst + 1} ({count} card{'s' if count != 1 else ''})"


def action_json(action: Action) -> list[int] | str:
    return "deal" if isinstance(action, Deal) else [action.src, action.start, action.dst]


def run(code: str, budget: float, as_json: bool) -> int:
    """Solve the deal of ``code`` from its start and print the result; the exit status."""
    try:
        game = new_game(code)
    except CodeError as exc:
        print(f"{APP_NAME}: {exc}", file=sys.stderr)
        return 2
    from spider_qt.solver import solve

    began = time.perf_counter()
    solution = solve(game, budget)
    if as_json:
        actions = [] if solution is None else [action_json(a) for a in solution.actions]
        seconds = time.perf_counter() - began if solution is None else solution.seconds
        print(json.dumps({"code": game.code, "won": solution is not None,
                          "seconds": round(seconds, 3), "actions": actions}))
        return 0 if solution is not None else 1
    if solution is None:
        print(f"{APP_NAME}: no winning line found for {game.code} within {budget:g} s",
              file=sys.stderr)
        return 1
    words = []
    for action in solution.actions:
        words.append(action_words(game, action))
        game.play(action)
    try:
        print("\n".join(words))
        sys.stdout.flush()
    except BrokenPipeError:  # `spider-qt --solve CODE | head`: the reader has seen enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
