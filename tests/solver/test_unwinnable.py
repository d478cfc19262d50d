"""``bench/unwinnable.py``, whose "lost" the docs quote as proof: it must find a win that
is there, and call lost only a deal that is."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from spider_qt.engine import Catalog, make_code, new_game
from spider_qt.solver.winnable import proven_deals, proven_line

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "unwinnable.py"


@pytest.fixture(scope="module")
def unwinnable() -> ModuleType:
    spec = importlib.util.spec_from_file_location("unwinnable", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_win_two_actions_away_is_found(unwinnable: ModuleType, catalog: Catalog) -> None:
    code = make_code(catalog, "spiderette", 4, "classic", proven_deals("spiderette", 4)[0])
    line = proven_line(code, catalog)
    assert line is not None
    game = new_game(str(code), catalog=catalog)
    # Depth first, every legal move: a win further away can hide behind the empty
    # columns' many shuffles (three actions away: more than 200,000 positions).
    for action in line[:-2]:
        game.play(action)
    assert unwinnable.explore(game, 200_000)[0] == "won"


def test_a_deal_without_a_win_is_lost_and_a_small_cap_leaves_it_open(
        unwinnable: ModuleType, catalog: Catalog) -> None:
    # Spiderette, 4 suits, deal 53: 114,405 positions and no win (docs/solver.md).
    game = new_game(str(make_code(catalog, "spiderette", 4, "classic", 53)), catalog=catalog)
    assert unwinnable.explore(game, 1_000) == ("open", 1_001)
    assert unwinnable.explore(game, 200_000) == ("lost", 114_405)
