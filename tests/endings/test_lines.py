"""The winning lines in ``lines.json`` still win their deals, action by action.

The end-to-end tests take a real game code and its winning line from that file, replay
all but the last few actions in the engine and make the rest through the GUI. These
checks keep the data honest: if the rules or the shuffle change, make the file again with
``uv run python tests/endings/make_lines.py``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from spider_qt.engine import DEAL, Move, new_game

HERE = Path(__file__).parent
DATA: dict[str, Any] = json.loads((HERE / "lines.json").read_text(encoding="utf-8"))
CASES: list[dict[str, Any]] = DATA["cases"]

#: (variant, suits, rule) the end-to-end tests rely on finding in the file.
REQUIRED = {
    ("spider", 1, "classic"),
    ("spider", 2, "classic"),
    ("spider", 2, "relaxed"),
    ("spiderette", 1, "classic"),
    ("scorpion", 1, "classic"),
    ("simple_simon", 1, "classic"),
}


def case_id(case: dict[str, Any]) -> str:
    return f"{case['variant']}-{case['suits']}-{case['rule']}"


def test_the_file_names_its_maker_and_covers_every_built_in_variant() -> None:
    assert DATA["generated_by"] == "tests/endings/make_lines.py"
    assert (HERE / "make_lines.py").is_file()
    covered = [(c["variant"], c["suits"], c["rule"]) for c in CASES]
    assert len(covered) == len(set(covered)), "one line per case"
    assert not REQUIRED - set(covered), f"missing: {REQUIRED - set(covered)}"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_line_wins_its_deal_at_its_last_action(case: dict[str, Any]) -> None:
    game = new_game(case["code"])
    assert game.code == case["code"], "the code is written as the game writes it"
    assert (game.variant, game.suits, game.rule) == (case["variant"], case["suits"], case["rule"])
    line = case["line"]
    assert 0 < len(line) <= 400
    assert line[-1] != "deal", "the winning action is a move"
    for n, action in enumerate(line):
        assert not game.won, f"won before action {n}"
        if action == "deal":
            refusal = game.refusal(DEAL)
            assert refusal is None, f"action {n} (deal): {refusal}"
            game.deal()
        else:
            assert isinstance(action, list) and len(action) == 3, f"action {n}: {action!r}"
            move = Move(*action)
            assert game.can_move(*move), f"action {n} {move}: {game.refusal(move)}"
            game.move(*move)
    assert game.won


def test_the_relaxed_line_moves_runs_of_mixed_suits() -> None:
    """So that it exercises the Relaxed rule: under Classic the same line would be refused."""
    (case,) = [c for c in CASES if c["rule"] == "relaxed"]
    game = new_game(case["code"])
    mixed = 0
    for action in case["line"]:
        if action == "deal":
            game.deal()
            continue
        src, start, dst = action
        mixed += len({card.suit for card in game.columns[src][start:]}) > 1
        game.move(src, start, dst)
    assert mixed > 0
