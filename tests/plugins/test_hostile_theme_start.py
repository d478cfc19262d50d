"""Hostile card themes met by the real command in a fresh interpreter (:mod:`real_start`):
``--check-plugins`` names each as a failed plugin with its reason, quickly, and a window
told to draw one opens with the classic cards; never a traceback on the terminal.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from hostile_decks import hostile_profile
from real_start import Ran, run

from spider_qt.plugins.themes import theme_key

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the profile has a FIFO and "
                                "a link to /dev/zero")
CHECK_LINE = re.compile(r"^(\S+)\s+(themes/\S+) \(folder\): (.*); (\d+\.\d\d) s$")


@pytest.fixture(scope="module")
def profile(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """A profile with a good theme folder and the hostile ones, and what each is refused
    for. Built once: the tests only read it (each start gets its own settings)."""
    root = tmp_path_factory.mktemp("hostile") / "profile"
    return root, hostile_profile(root)


def choose(root: Path, key: str) -> None:
    (root / "settings.json").write_text(json.dumps(
        {"format": 1, "settings": {"card_theme": key}}), encoding="utf-8")


def assert_no_traceback(ran: Ran) -> None:
    assert "Traceback" not in ran.stderr, ran.stderr


def test_check_plugins_names_each_hostile_theme_failed_with_its_reason(
        profile: tuple[Path, dict[str, str]]) -> None:
    root, said = profile
    ran = run(["--check-plugins"], profile=root)
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert_no_traceback(ran)
    lines = {match[2]: match for match in map(CHECK_LINE.match, ran.lines) if match}
    assert lines["themes/good"][1] == lines["themes/blur_bomb"][1] == "ok"
    for name, words in said.items():
        match = lines[f"themes/{name}"]
        status, reason, seconds = match[1], match[3], float(match[4])
        assert status == "FAILED", (name, reason)
        whose = (f"card theme {theme_key(name)!r}: ",  # its deck
                 f"theme folder {root / 'themes' / name}: ")  # the folder's files
        assert reason.startswith(tuple("failed in spider_qt_register_card_themes: SpecError: "
                                       + who for who in whose)), reason
        assert words in reason, (name, reason)
        assert seconds < 1.0, (name, seconds)  # the 50 MB decks took 8.7 s before the limits
    assert f"{len(said)} failed" in ran.stdout


@pytest.mark.parametrize("name", ["passwd_image", "self_pattern", "big_entity", "svgz_bomb",
                                  "fifo"])
def test_a_window_told_to_draw_a_hostile_theme_draws_the_classic_cards(
        profile: tuple[Path, dict[str, str]], name: str) -> None:
    root, _ = profile
    choose(root, theme_key(name))
    ran = run([], profile=root)
    assert ran.returncode == 0, ran.stderr
    assert_no_traceback(ran)
    assert ran.report["window"] == "MainWindow" and ran.report["theme"] == "classic"
    assert ran.report["notices"], "the failed theme plugins are not told"


def test_the_good_deck_is_drawn(profile: tuple[Path, dict[str, str]]) -> None:
    root, _ = profile
    choose(root, "good")
    ran = run([], profile=root)
    assert ran.returncode == 0, ran.stderr
    assert_no_traceback(ran)
    assert ran.report["theme"] == "good"
    assert "qt.svg" not in ran.stderr, ran.stderr  # Qt understood all of it


def test_a_blur_bomb_costs_at_most_its_look(profile: tuple[Path, dict[str, str]]) -> None:
    """Qt declines the filter (drawing the back without it), or the back takes too long
    and the classic cards are drawn: the window opens either way, without a traceback.
    (A start that hung would fail on ``run``'s own time limit; what hostile decks cost a
    start is ``bench/hostile.py``'s.)"""
    root, _ = profile
    choose(root, "blur_bomb")
    ran = run([], profile=root)
    assert ran.returncode == 0, ran.stderr
    assert_no_traceback(ran)
    theme = ran.report["theme"]
    assert theme == "blur_bomb" or any("TooSlow" in notice for notice in ran.report["notices"])


SLOW_DRAWING = """
import spider_qt.ui.card_art.svg_theme as svg_theme

svg_theme.DRAW_SECONDS = 0.0  # every card now takes too long
window.options.card_theme = "good"

def record():
    return next(r for r in window.session.plugins.plugins if r.name == "themes/good")

def look(tries=100):
    if record().error is None and tries:
        after(50, lambda: look(tries - 1))
        return
    dialog = window.show_plugins()
    dialog.select_plugin("themes/good")
    report(**describe(window), error=record().error, traceback=record().traceback,
           details=dialog.details.toPlainText())
    close()

after(0, look)
"""


def test_a_deck_too_slow_to_draw_fails_as_its_plugin_and_classic_is_drawn(
        profile: tuple[Path, dict[str, str]]) -> None:
    root, _ = profile
    choose(root, "classic")
    ran = run([], profile=root, drive=SLOW_DRAWING)
    assert ran.returncode == 0, ran.stderr
    assert_no_traceback(ran)
    report = ran.report
    assert report["theme"] == "classic"
    error = report["error"]
    assert error is not None and "\n" not in error
    assert error.startswith("card theme 'good' failed while drawing a card: TooSlow: ")
    assert "s to draw (at most 0 s a card)" in error
    assert "Traceback" in report["traceback"] and "TooSlow" in report["traceback"]
    details = report["details"].splitlines()
    assert "Status: Failed" in details and f"Error: {error}" in details
    assert any("Good: card theme 'good' failed while drawing a card" in notice
               for notice in report["notices"])
