"""``spider-qt --analyse FILE``: where a saved game was lost, end to end.

Each case runs ``spider_qt.cli.main`` in its own process (as a player's command does:
the solver starts its helper process from there) on a file saved by the engine, in a
throw-away profile. The lost game is lost by construction: Spiderette with one suit, deal
``SD1-S1-AAAAAAD``, whose winning line is below; the first 31 actions of that line are
played, then a deal (the line deals much later), which buries the cards the line needed
under seven more for good: this test itself walks every position reachable after it, with
the engine's own moves, and finds no win.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from lost_by_construction import CODE as LOST_CODE
from lost_by_construction import FATAL, action, lost_game
from lost_by_construction import LINE as LOST_LINE

from spider_qt.engine import DEAL, Action, Game, new_game, replayed

WON_CODE = "SP1-S1C-AAAAAAE"


def no_win_reachable(game: Game) -> bool:
    """Every position reachable from ``game``'s with the engine's legal moves and deals,
    looked at: none is won (small here: the lost position has few moves)."""
    def key(position: Game) -> object:
        return position.snapshot().columns, position.snapshot().stock

    stack, seen = [game], {key(game)}
    while stack:
        here = stack.pop()
        actions: list[Action] = list(here.legal_moves())
        if here.stock and here.refusal(DEAL) is None:
            actions.append(DEAL)
        for act in actions:
            after = replayed(here, [act])
            if after.won:
                return False
            if key(after) not in seen:
                seen.add(key(after))
                stack.append(after)
        assert len(seen) < 50_000, "not the small lost position this test was built on"
    return True


def analyse(path: Path, *args: str, profile: Path) -> subprocess.CompletedProcess[str]:
    code = "import sys; from spider_qt.cli import main; sys.exit(main(sys.argv[1:]))"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", code, "--profile", str(profile), "--analyse", str(path), *args],
        capture_output=True, text=True, env=env, timeout=240)


@pytest.fixture
def saved(tmp_path: Path) -> Any:
    def save(game: Game | object, name: str = "game.json") -> Path:
        path = tmp_path / name
        data = game.to_dict() if isinstance(game, Game) else game
        path.write_text(json.dumps(data), encoding="utf-8")
        return path
    return save


def test_the_construction_holds() -> None:
    game = new_game(LOST_CODE)
    before = replayed(game, [action(a) for a in LOST_LINE[:FATAL]])
    assert replayed(before, [action(a) for a in LOST_LINE[FATAL:]]).won
    assert LOST_LINE[FATAL] != "deal"
    assert no_win_reachable(replayed(before, [DEAL]))


def test_a_lost_game_names_its_fatal_action(saved: Any, tmp_path: Path) -> None:
    game = lost_game()
    assert game.line is not None and len(game.line) > FATAL + 1
    result = analyse(saved(game), "--json", "--budget", "60", profile=tmp_path / "p")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["winnable_at_start"] is True
    assert data["last_winnable"] == FATAL
    assert data["fatal_action"]["index"] == FATAL
    assert data["fatal_action"]["action"] == "deal"
    assert data["status"] == {"winnable_at_start": "proven", "last_winnable": "proven",
                              "fatal_action": "proven"}
    # The line given wins from the position before the fatal action.
    before = replayed(new_game(LOST_CODE), game.line[:FATAL])
    assert replayed(before, [action(a) for a in data["line"]]).won
    # Words too, for whoever runs it without --json.
    words = analyse(saved(game), "--budget", "60", profile=tmp_path / "p")
    assert words.returncode == 0
    assert f"Lost by action {FATAL + 1}: deal (proven" in words.stdout


def test_the_players_game_json_is_read_too(saved: Any, tmp_path: Path) -> None:
    """The profile's game.json holds the saved game in an envelope."""
    envelope = {"format": 1, "game_id": "x", "started": 0, "seconds": 3,
                "complete_deck": True, "game": lost_game().to_dict(), "plugin": None}
    result = analyse(saved(envelope), "--json", profile=tmp_path / "p")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["fatal_action"]["index"] == FATAL


def test_a_won_game_is_set_beside_the_solvers_line(saved: Any, tmp_path: Path) -> None:
    game = new_game(WON_CODE)
    from spider_qt.solver import solve

    solution = solve(game, 20)
    assert solution is not None
    for act in solution.actions:
        game.play(act)
    assert game.won
    result = analyse(saved(game), "--json", "--budget", "20", profile=tmp_path / "p")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["won"] is True and data["fatal_action"] is None
    assert data["last_winnable"] == data["actions"] == len(solution.actions)
    assert replayed(new_game(WON_CODE), [action(a) for a in data["line"]]).won
    # The solver's own line, not a proof's depth-first walk: no longer than the one the
    # solver gave the player here (the player's game was that line).
    assert len(data["line"]) <= len(solution.actions)


def test_a_tiny_budget_is_undecided_and_says_so(saved: Any, tmp_path: Path) -> None:
    game = new_game("SP1-S4C-AAAAAAB")
    for _ in range(6):
        game.play(game.legal_moves()[0])
    result = analyse(saved(game), "--json", "--budget", "0.01", profile=tmp_path / "p")
    assert result.returncode == 1, result.stderr
    data = json.loads(result.stdout)
    assert data["status"]["last_winnable"] == "undecided"
    assert data["last_winnable"] is None and data["fatal_action"] is None
    words = analyse(saved(game), "--budget", "0.01", profile=tmp_path / "p")
    assert words.returncode == 1
    assert "not decided within the time" in words.stdout


@pytest.mark.parametrize(("content", "words"), [
    (b"{ damaged", "not JSON"),
    (b"\xff\xfe", "not JSON"),
    (b'{"variant": "spider"}', "the saved game lacks"),
    (b"[]", "must be a JSON object"),
    (None, "No such file"),
])
def test_a_damaged_file_is_one_line_and_exit_2(content: bytes | None, words: str,
                                                tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    if content is not None:
        path.write_bytes(content)
    result = analyse(path, "--json", profile=tmp_path / "p")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and words in result.stderr
    assert str(path) in result.stderr


def test_a_history_that_does_not_replay_is_refused(saved: Any, tmp_path: Path) -> None:
    data = lost_game().to_dict()
    data["history"]["undo"][3] = ["move", 0, 0, 0]
    result = analyse(saved(data), profile=tmp_path / "p")
    assert result.returncode == 2 and "history" in result.stderr


def test_it_only_reads_the_profile(saved: Any, tmp_path: Path) -> None:
    """A one-shot mode: the player's files stay as they are (the entry-point cache aside,
    which is nobody's data), even when the file analysed is the profile's own game.json."""
    profile = tmp_path / "p"
    profile.mkdir()
    game_file = profile / "game.json"
    envelope = {"format": 1, "game_id": "x", "started": 0, "seconds": 3,
                "complete_deck": True, "game": lost_game().to_dict(), "plugin": None}
    game_file.write_text(json.dumps(envelope), encoding="utf-8")
    (profile / "settings.json").write_bytes(b"{ damaged")
    before = {p: p.read_bytes() for p in profile.rglob("*") if p.is_file()}
    result = analyse(game_file, "--json", profile=profile)
    assert result.returncode == 0, result.stderr
    after = {p: p.read_bytes() for p in profile.rglob("*")
             if p.is_file() and p.parent.name != "cache"}
    assert after == before


def test_a_won_game_gets_the_solvers_line_not_a_proofs_walk(saved: Any, tmp_path: Path) -> None:
    """Spiderette with one suit: a depth-first proof wins it from the start within its
    first few thousand positions, by a line three times as long as a player's; the answer
    to "could it have been shorter?" must be the solver's line."""
    game = new_game(LOST_CODE)
    for item in LOST_LINE:
        game.play(action(item))
    assert game.won
    result = analyse(saved(game), "--json", "--budget", "20", profile=tmp_path / "p")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert replayed(new_game(LOST_CODE), [action(a) for a in data["line"]]).won
    assert len(data["line"]) <= len(LOST_LINE)
