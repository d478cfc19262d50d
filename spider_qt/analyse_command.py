"""``spider-qt --analyse FILE``: where a saved game was lost, printed (no window).

FILE is a saved game as ``docs/save-format.md`` describes it (``Game.to_dict()``), or the
player's ``game.json``, which holds one under ``"game"``. The look back is
:func:`spider_qt.solver.postmortem.analyse`; with ``--json`` one object::

    {"code": "SP1-S1-AAAAABC", "actions": 87, "from_start": true, "won": false,
     "winnable_at_start": true, "last_winnable": 41,
     "fatal_action": {"index": 41, "action": [3, 5, 7], "words": "column 4 → column 8 (1 card)"},
     "line": [[2, 5, 6], "deal", ...], "status": {"winnable_at_start": "proven",
     "last_winnable": "proven", "fatal_action": "proven"},
     "bounds": {"winnable_after": 41, "lost_after": 42}, "seconds": 3.1, "probes": [...]}

``last_winnable`` counts actions of the game's line (from ``from_start`` the deal's start,
else the oldest position the undo history kept); ``fatal_action.index`` is 0-based in that
line, so it equals ``last_winnable``; ``line`` wins from that position (from the start, for
a won game). Exit status 0 when every answer is proven, 1 when one is undecided within
``--budget`` seconds, 2 for a file that cannot be read or is not a sound saved game. The
text is for whoever runs the command, in English like the command's other messages.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from spider_qt.about import APP_NAME
from spider_qt.engine import Action, Game, StateError, replayed
from spider_qt.solve_command import action_json, action_words

if TYPE_CHECKING:
    from spider_qt.solver import PostMortem

#: A saved game is far smaller (spider-qt writes about 20 KB at most).
MAX_BYTES = 1 << 20


def load(path: str) -> Game:
    """The game saved in ``path``, or :class:`StateError`/``OSError`` saying why not."""
    file = Path(path)
    with file.open("rb") as stream:
        raw = stream.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise StateError(f"the file is larger than {MAX_BYTES // 1024} KiB: not a saved game")
    try:
        data: Any = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise StateError(f"not JSON: {exc}") from None
    if isinstance(data, dict) and "game" in data and "variant" not in data:
        # The player's game.json: the saved game inside its envelope.
        complete = data.get("complete_deck", True) is not False
        return Game.from_dict(data["game"], complete_deck=complete)
    return Game.from_dict(data)


def run(path: str, budget: float, as_json: bool) -> int:
    """Analyse the game saved in ``path`` and print the answer; the exit status."""
    try:
        game = load(path)
    except (OSError, StateError, RecursionError) as exc:
        print(f"{APP_NAME}: {path}: {exc}", file=sys.stderr)
        return 2
    from spider_qt.solver.postmortem import analyse

    result = analyse(game, budget)
    report = _report(game, result)
    try:
        if as_json:
            print(json.dumps(report))
        else:
            print(_words(report))
        sys.stdout.flush()
    except BrokenPipeError:
        pass
    return 0 if result.answered else 1


def _report(game: Game, result: PostMortem) -> dict[str, Any]:
    from spider_qt.solver.postmortem import origin_of

    won, lost = result.last_proven_winnable, result.first_proven_lost
    # Where the line given starts: the start for a won game, else the last position proven
    # winnable, which is also the one before the fatal action when that is known.
    origin, _, _ = origin_of(game)
    there = replayed(origin, result.actions[:0 if result.ended_won else won or 0])
    fatal = None
    if result.fatal_index is not None:
        action = result.actions[result.fatal_index]
        fatal = {"index": result.fatal_index, "action": action_json(action),
                 "words": action_words(there, action)}
    return {
        "code": game.code,
        "actions": len(result.actions),
        "from_start": result.from_start,
        "won": result.ended_won,
        "winnable_at_start": result.winnable_at_start,
        "last_winnable": result.last_winnable,
        "fatal_action": fatal,
        "line": [action_json(a) for a in result.line],
        "line_words": line_words(there, result.line),
        "status": result.status,
        "bounds": {"winnable_after": won, "lost_after": lost},
        "seconds": round(result.seconds, 3),
        "probes": [{"after": p.after, "answer": p.answer, "seconds": round(p.seconds, 3),
                    "positions": p.positions} for p in result.probes],
    }


def _words(report: dict[str, Any]) -> str:
    """The report in sentences, each saying whether it is proven."""
    lines: list[str] = []
    where = "the deal's start" if report["from_start"] else "the oldest position kept"
    start = report["winnable_at_start"]
    status = report["status"]
    lines.append(f"{report['code'] or 'game'}: {report['actions']} actions looked at, "
                 f"from {where}.")
    if report["won"]:
        lines.append(f"Won in {report['actions']} actions; the solver's line from the start "
                     f"takes {len(report['line'])}.")
        return "\n".join(lines)
    lines.append({True: "Winnable from the start (proven by a line).",
                  False: "Lost from the start (proven: no line wins it).",
                  None: "Winnable from the start: not decided within the time."}[start])
    last = report["last_winnable"]
    fatal = report["fatal_action"]
    if status["last_winnable"] == "proven" and last == report["actions"]:
        lines.append("Still winnable where the game ended (proven by a line).")
    elif fatal is not None:
        lines.append(f"Lost by action {fatal['index'] + 1}: {fatal['words']} (proven: "
                     f"winnable before it, no line wins after it).")
    elif status["last_winnable"] == "undecided":
        bounds = report["bounds"]
        won = bounds["winnable_after"]
        lost = bounds["lost_after"]
        known = []
        if won is not None:
            known.append(f"winnable after {won} actions (proven)")
        if lost is not None:
            known.append(f"lost after {lost} (proven)")
        lines.append("Where it was lost: not decided within the time"
                     + (f"; {', '.join(known)}." if known else "."))
    if report["line"]:
        lines.append(f"A winning line from there, {len(report['line'])} actions:")
        lines.extend(f"  {words}" for words in report["line_words"])
    return "\n".join(lines)


def line_words(position: Game, actions: tuple[Action, ...]) -> list[str]:
    """Each action of a line in words, as played from ``position``."""
    copy = replayed(position, ())
    words = []
    for action in actions:
        words.append(action_words(copy, action))
        copy.play(action)
    return words
