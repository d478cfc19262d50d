"""The ``spider-qt`` command, as a user runs it."""

from __future__ import annotations

import subprocess
import sys

import pytest

from spider_qt.cli import main


def test_describe_prints_the_deal_of_a_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--describe", " sd1-s1-aaaaabd "]) == 0
    code, description = capsys.readouterr().out.splitlines()
    assert code == "SD1-S1-AAAAABD"
    assert description.startswith("Stock: 24 cards, 4 deals left; no sequence removed. "
                                  "Column 1: 0 face down, then ")


def test_a_new_game_of_the_chosen_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--variant", "spider", "--suits", "2", "--rule", "relaxed"]) == 0
    code = capsys.readouterr().out.splitlines()[0]
    assert code.startswith("SP1-S2R-") and len(code) == len("SP1-S2R-AAAAAAD")


def test_a_bad_code_gets_a_clear_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--describe", "SP1-S3C-AAAAAAD"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "Spider is played with 1, 2, 4 suit(s), not 3" in captured.err


def test_list_variants(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list-variants"]) == 0
    out = capsys.readouterr().out
    assert "spider " in out and "Relaxed" in out and "spiderette" in out


def test_python_dash_m_runs_the_same_command() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "spider_qt", "--describe", "SP1-S1C-AAAAAAD"],
        capture_output=True, text=True, check=True,
    )
    assert out.stdout.startswith("SP1-S1C-AAAAAAD\nStock: 50 cards, 5 deals left;")
