"""The won games the Examples pages replay: data shipped in ``spider_qt_resources/examples``.

Why data: a whole won game needs a solver, which takes seconds to minutes per deal, so the
built-in games' lines are worked out once by ``tools/make_examples.py`` and shipped as
JSON, one file per variant and suit count (``spider-1.json``)::

    {"generated_by": "tools/make_examples.py (spider_qt.solver.solve)",
     "code": "SP1-S1C-AAAAAAD", "line": [[0, 5, 4], "deal", ...]}

``line`` holds the actions that win the code's deal from its start, ``[src, start, dst]``
for a move (0-based, as :class:`~spider_qt.engine.Move`) or ``"deal"``. A line is only
trusted once it replays to a win in the engine under the catalog in use: a plugin that
changed a built-in variant's rules gets no stale example, and its page is worked out
afresh like any plugin variant's.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from typing import Final

from spider_qt.engine import (
    DEAL,
    Action,
    Catalog,
    CodeError,
    Game,
    Move,
    VariantSpec,
    new_game,
)
from spider_qt.engine import wins as line_wins

#: Where the examples live inside the resources package.
FOLDER: Final = "examples"
#: What a line's JSON calls a deal.
DEAL_WORD: Final = "deal"


@dataclass(frozen=True, slots=True)
class ExampleLine:
    """A deal's code and the actions that win it from the start."""

    code: str
    actions: tuple[Action, ...]
    generated_by: str = ""


def file_name(variant: str, suits: int) -> str:
    """The data file of a variant's example at ``suits`` suits."""
    return f"{variant}-{suits}.json"


def action_from_json(item: object) -> Action:
    """``[src, start, dst]`` or ``"deal"``, as the data files write actions."""
    if item == DEAL_WORD:
        return DEAL
    if (isinstance(item, list) and len(item) == 3
            and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in item)):
        return Move(*item)
    raise ValueError(f"not an action: {item!r}")


def action_to_json(action: Action) -> list[int] | str:
    return list(action) if isinstance(action, Move) else DEAL_WORD


def line_from_json(data: object) -> ExampleLine:
    """An example from a data file's content; ``ValueError`` if it is not shaped like one."""
    if not isinstance(data, dict) or not isinstance(data.get("code"), str) \
            or not isinstance(data.get("line"), list):
        raise ValueError("an example needs a 'code' and a 'line'")
    actions = tuple(action_from_json(item) for item in data["line"])
    return ExampleLine(data["code"], actions, str(data.get("generated_by", "")))


def line_to_json(line: ExampleLine) -> dict[str, object]:
    return {"generated_by": line.generated_by, "code": line.code,
            "line": [action_to_json(a) for a in line.actions]}


def replay_prefix(line: ExampleLine, catalog: Catalog, played: int) -> Game:
    """The game of ``line.code`` after its first ``played`` actions (each checked by the
    engine: :class:`MoveError` if one is refused)."""
    game = new_game(line.code, catalog=catalog)
    for action in line.actions[:played]:
        game.play(action)
    return game


def wins(line: ExampleLine, catalog: Catalog) -> bool:
    """Whether ``line`` is a real win of its code here (see :func:`engine.lines.wins`)."""
    try:
        game = new_game(line.code, catalog=catalog)
    except CodeError:
        return False
    return line_wins(game, line.actions)


@lru_cache(maxsize=64)
def _read(name: str) -> str | None:
    """The text of a shipped example file, or ``None`` if there is none (read once)."""
    resource = files("spider_qt_resources") / FOLDER / name
    try:
        return resource.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return None


def shipped_example(spec: VariantSpec, suits: int, catalog: Catalog) -> ExampleLine | None:
    """The shipped won game of ``spec`` at ``suits`` suits, if there is one and it still
    wins under ``catalog`` (same variant, legal at every step)."""
    text = _read(file_name(spec.key, suits))
    if text is None:
        return None
    try:
        line = line_from_json(json.loads(text))
        game = new_game(line.code, catalog=catalog)
    except (ValueError, CodeError):
        return None
    if game.variant != spec.key or game.suits != suits or not wins(line, catalog):
        return None
    return line


def shipped_examples(spec: VariantSpec, catalog: Catalog) -> tuple[ExampleLine, ...]:
    """Every shipped won game of ``spec``, fewest suits first."""
    found = (shipped_example(spec, suits, catalog) for suits in sorted(spec.suit_options))
    return tuple(line for line in found if line is not None)

