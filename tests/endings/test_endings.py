"""Whole endings through real input, each in its own ``spider-qt`` process.

For every built-in variant, a constructed ending (``endings_scenarios``) is finished by a
drag, a double click and a keyboard move (and by a deal where a deal can win), with
animations on at normal speed and input as quick as a player's; then the win box is
closed by Escape, Close and New Game (every pair of the two for the endings in
``EVERY_PAIR``, each way in turn for the others). Coded deals (``lines.json``) are
finished the same way and replayed with the win box's Restart; and one game of every
built-in variant is played whole, from its deal, along the solver's line of its Examples
page. Each case runs the real command (``spider_qt.cli.main`` with a
profile) in a subprocess, so a crash fails that case and names its signal, and the
others still run. The cases run a few at a time.

Afterwards the app must still run, the board must show the engine's position, Qt must
have warned of nothing, and the statistics must have counted exactly one win.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass
from itertools import cycle
from pathlib import Path
from typing import Any

import pytest
from endings_scenarios import ENDINGS, Ending

from spider_qt.engine import Game, Move, default_catalog
from spider_qt.help.example_lines import shipped_example
from spider_qt.session import Session
from spider_qt.storage.profile import Profile
from spider_qt.storage.statistics import record_key

HERE = Path(__file__).resolve().parent
PLAYER = HERE / "endings_player.py"
LINES = HERE / "lines.json"
WAYS = ("drag", "double_click", "key")
CLOSES = ("escape", "close", "new_game")
WORKERS = 2 * (os.cpu_count() or 2)  # the cases spend most of their time waiting on timers
LAST_ACTIONS = 4  # of a coded line, played through the board; the rest in the engine
#: Endings finished every way and closed every way after each (the crash's own ending, and
#: the longest one, with a deal); the others pair each finish with a close in turn, so
#: every ending still meets every way of finishing and of closing.
EVERY_PAIR = ("spider-1-smallest", "spider-1")
#: Variants played whole, from a solver's line (the Examples page's won game, 1 suit).
WHOLE_GAMES = ("spider", "spiderette", "scorpion", "simple_simon")


@dataclass(frozen=True)
class Case:
    id: str
    variant: str
    suits: int
    rule: str
    finish: str
    close: str
    skip_celebration: bool
    actions: list[Any]
    position: dict[str, Any] | None = None  # a constructed ending...
    code: str | None = None  # ...or a coded deal
    before: list[Any] | None = None  # the coded line's actions replayed in the engine


def coded_lines() -> list[dict[str, Any]]:
    if not LINES.exists():
        return []
    return list(json.loads(LINES.read_text(encoding="utf-8"))["cases"])


def build_cases() -> list[Case]:
    cases = []
    quick = cycle([False, True])  # every other case clicks through the celebration
    for n, ending in enumerate(ENDINGS):
        finishes = ("key", "click") if ending.ends_with_deal else WAYS
        if ending.name in EVERY_PAIR:
            pairs = [(finish, close) for finish in finishes for close in CLOSES]
        else:  # each way of finishing once, each way of closing once, in turn
            pairs = [(finish, CLOSES[(n + i) % len(CLOSES)]) for i, finish in enumerate(finishes)]
            if len(pairs) < len(CLOSES):
                pairs.append((finishes[0], CLOSES[(n + len(pairs)) % len(CLOSES)]))
        for finish, close in pairs:
            cases.append(Case(f"{ending.name}-{finish}-{close}", ending.variant,
                              ending.suits, ending.rule, finish, close, next(quick),
                              [list(a) if a != "deal" else a for a in ending.actions],
                              position=ending.position()))
    finish_ways = cycle(WAYS)
    for line in coded_lines():
        actions = line["line"]
        name = f"{line['variant']}-{line['suits']}-{line['rule']}-coded"
        cases.append(Case(f"{name}-restart", line["variant"], line["suits"], line["rule"],
                          next(finish_ways), "restart", next(quick), actions[-LAST_ACTIONS:],
                          code=line["code"], before=actions[:-LAST_ACTIONS]))
    # One whole game of every built-in variant through the board, from its deal to the win:
    # the solver's line of the variant's Examples page.
    catalog = default_catalog()
    for variant in WHOLE_GAMES:
        example = shipped_example(catalog.variant(variant), 1, catalog)
        assert example is not None, f"no shipped example of {variant}"
        actions = [list(a) if isinstance(a, Move) else "deal" for a in example.actions]
        cases.append(Case(f"{variant}-1-solver-whole-game-restart", variant, 1, "classic",
                          next(finish_ways), "restart", False, actions, code=example.code,
                          before=[]))
    return cases


CASES = build_cases()


def prepare_profile(case: Case, folder: Path) -> Path:
    """The player's profile with the game saved in it, as a previous run left it."""
    profile = folder / "profile"
    session = Session(Profile.in_folder(profile))
    if case.position is not None:
        session.adopt(Game.from_dict(case.position, complete_deck=False,
                                     catalog=default_catalog()))
    else:
        assert case.code is not None and case.before is not None
        game = session.first_game(case.code)
        for action in case.before:
            game.deal() if action == "deal" else game.move(*action)
            session.after_action(game)
    return profile


def run_case(case: Case, folder: Path) -> dict[str, Any]:
    profile = prepare_profile(case, folder)
    case_file, result_file = folder / "case.json", folder / "result.json"
    case_file.write_text(json.dumps({**asdict(case), "profile": str(profile),
                                     "ways": list(WAYS)}), encoding="utf-8")
    tests = HERE.parent
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": os.pathsep.join(
               p for p in (str(tests), str(HERE), os.environ.get("PYTHONPATH")) if p)}
    env.pop("SPIDER_QT_HOME", None)
    proc = subprocess.run([sys.executable, str(PLAYER), str(case_file), str(result_file)],
                          env=env, capture_output=True, text=True, timeout=180)
    result = (json.loads(result_file.read_text(encoding="utf-8"))
              if result_file.exists() else None)
    statistics_file = profile / "statistics.json"
    statistics = (json.loads(statistics_file.read_text(encoding="utf-8"))
                  if statistics_file.exists() else None)
    return {"returncode": proc.returncode, "stderr": proc.stderr[-3000:], "result": result,
            "statistics": statistics}


@pytest.fixture(scope="module")
def outcomes(request: pytest.FixtureRequest,
             tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Future[Any]]]:
    """Every selected case started at once on a few workers; each test waits for its own."""
    selected = [item.callspec.params["case"] for item in request.session.items
                if getattr(item, "originalname", "") == "test_a_quick_player_ends_the_game"]
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        futures = {case.id: pool.submit(run_case, case, tmp_path_factory.mktemp(case.id))
                   for case in selected}
        yield futures
        for future in futures.values():
            future.cancel()


@pytest.mark.slow  # a whole spider-qt process each; together about a minute
@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_a_quick_player_ends_the_game(case: Case, outcomes: dict[str, Future[Any]]) -> None:
    outcome = outcomes[case.id].result()
    code = outcome["returncode"]
    if code < 0:
        pytest.fail(f"spider-qt was killed by {signal.Signals(-code).name} "
                    f"(exit {128 - code}):\n{outcome['stderr']}")
    result = outcome["result"]
    assert result is not None, f"exit {code}, no result:\n{outcome['stderr']}"
    assert "error" not in result, result["error"] + outcome["stderr"]
    assert code == 0, outcome["stderr"]
    assert result["qt_warnings"] == []

    assert f"Score: {result['score']}" in result["win_text"]
    assert f"Moves: {result['moves']}" in result["win_text"]
    assert ("&Restart" in result["buttons"]) == (case.code is not None)
    after = result["after"]
    assert after["visible"], "the window is gone after the win box"
    assert after["problems"] == []  # the board shows the engine's position
    if case.close in ("escape", "close"):
        assert after["won"]  # the won board stays on view
    else:
        assert not after["won"] and after["moves"] == 0
        assert (after["variant"], after["suits"]) == (case.variant, case.suits)
        if case.close == "restart":
            assert after["code"] == case.code
        else:
            assert after["code"] != case.code

    records = outcome["statistics"]["records"]
    key = record_key(case.variant, case.suits, case.rule)
    assert {k: (r["played"], r["won"]) for k, r in records.items() if r["played"]} == {
        key: (1, 1)}  # exactly one game counted: this win


def test_every_built_in_variant_has_an_ending() -> None:
    variants = {(e.variant, e.rule) for e in ENDINGS}
    assert variants == {("spider", "classic"), ("spider", "relaxed"), ("spiderette", "classic"),
                        ("scorpion", "classic"), ("simple_simon", "classic")}
    assert {e.suits for e in ENDINGS if (e.variant, e.rule) == ("spider", "classic")} == {
        1, 2, 4}
    assert any(e.ends_with_deal for e in ENDINGS)


@pytest.mark.parametrize("ending", ENDINGS, ids=[e.name for e in ENDINGS])
def test_each_ending_is_won_by_its_last_action(ending: Ending) -> None:
    game = Game.from_dict(ending.position(), complete_deck=False, catalog=default_catalog())
    for action in ending.actions:
        assert not game.won
        game.deal() if action == "deal" else game.move(*action)
    assert game.won
