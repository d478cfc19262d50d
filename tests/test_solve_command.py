"""``spider-qt --solve CODE``: the winning line in words or JSON, and its exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spider_qt.cli import main
from spider_qt.engine import DEAL, Move, new_game
from spider_qt.plugins.entry_points import CACHE_NAME

EASY = "SP1-S1C-AAAAAAB"


def test_the_line_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--solve", EASY, "--budget", "20"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "deal" in lines
    game = new_game(EASY)
    for line in lines:
        if line == "deal":
            game.play(DEAL)
            continue
        words = line.split()  # column 3 → column 7 (2 cards)
        assert words[0] == "column" and words[2] == "→" and words[3] == "column"
        src, dst = int(words[1]) - 1, int(words[4]) - 1
        count = int(words[5].removeprefix("("))
        assert words[6] == ("card)" if count == 1 else "cards)")
        game.play(Move(src, len(game.columns[src]) - count, dst))
    assert game.won


def test_json_replays_to_a_win(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--solve", EASY.lower(), "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    data = json.loads(out)
    assert data["code"] == EASY and data["won"] is True and data["seconds"] >= 0
    game = new_game(EASY)
    for action in data["actions"]:
        game.play(DEAL if action == "deal" else Move(*action))
    assert game.won


def test_none_found_within_the_budget_is_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--solve", "SP1-S4C-AAAAAAB", "--budget", "0.2", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data == {"code": "SP1-S4C-AAAAAAB", "won": False, "seconds": data["seconds"],
                    "actions": []}
    assert main(["--solve", "SP1-S4C-AAAAAAB", "--budget", "0"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("spider-qt: no winning line") and \
        captured.err.count("\n") == 1


@pytest.mark.parametrize("code", ["SP1-S3C-AAAAAAD", "nonsense", ""])
def test_a_bad_code_is_exit_2(code: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--solve", code]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("spider-qt: ") and captured.err.count("\n") == 1


def test_a_bad_budget_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--solve", EASY, "--budget", "-1"])
    assert exit_info.value.code == 2
    assert "not a number of seconds" in capsys.readouterr().err


def test_solving_writes_no_profile(capsys: pytest.CaptureFixture[str],
                                   private_profile: Path) -> None:
    assert main(["--solve", EASY, "--json"]) == 0
    cache = private_profile / "cache" / CACHE_NAME  # the installed plugins: no player's data
    assert not private_profile.exists() or set(private_profile.rglob("*.json")) <= {cache}
