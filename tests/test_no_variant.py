"""No game variant loaded is a state the app can be in: every way there opens a window that
says why and how back, keeps the saved game parked, and never prints a traceback.

Each way is a real ``spider-qt`` start in its own interpreter (:mod:`real_start`); the
way back (the window's button, the Plugins dialog, ``--reset-plugins``) is played too.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from real_start import Ran, finish, read_report, run, start

from spider_qt.engine import make_code
from spider_qt.plugins.host import load_plugins
from spider_qt.session import Session
from spider_qt.settings import Settings
from spider_qt.storage.profile import Profile
from spider_qt.ui.window.main_window import MainWindow
from spider_qt.ui.window.no_variant import NoVariantWindow
from spider_qt.window_host import WindowHost

#: Every built-in plugin that adds a variant or a rule.
BUILT_INS = ["open_deal", "relaxed", "scorpion", "simple_simon", "spider", "spiderette"]

BEETLE = '''"""Beetle, a test variant."""
from spider_qt.engine import VariantSpec
from spider_qt.plugins import hookimpl

@hookimpl
def spider_qt_register_variants(register):
    register(VariantSpec(key="beetle", name="Beetle", letters="BE", decks=1,
                         layout=((0, 4),) * 13, deals=()))
'''
BROKEN = "raise ImportError('the beetle plugin lost a leg')\n"


def make_profile(tmp_path: Path, off: list[str] = BUILT_INS, **plugins: str) -> Path:
    profile = tmp_path / "profile"
    folder = profile / "plugins"
    folder.mkdir(parents=True)
    for path in (profile, folder):
        path.chmod(0o755)
    for name, code in plugins.items():
        (folder / f"{name}.py").write_text(code, encoding="utf-8")
        (folder / f"{name}.py").chmod(0o644)
    switches(profile, off)
    return profile


def switches(profile: Path, off: list[str]) -> None:
    settings = Settings(profile / "settings.json")
    settings.disabled_plugins = tuple(off)


def saved_game(profile: Path, code: str | None = None,
               variant: str | None = None) -> dict[str, object]:
    """A game in progress (two moves) saved in ``profile``, as a start with every plugin on
    leaves it: ``code``'s deal, or a deal of ``variant``."""
    where = Profile.in_folder(profile)
    before = Settings(where.settings_file).disabled_plugins
    switches(profile, [])
    plugins = load_plugins(where)
    session = Session(where, plugins.catalog, plugins=plugins)
    if variant is not None:
        code = str(make_code(plugins.catalog, variant))
    game = session.first_game(code)
    for _ in range(2):
        game.move(*game.legal_moves()[0])
        session.after_action(game)
    session.quit()
    switches(profile, list(before))
    return game.to_dict()


def assert_says_why(ran: Ran, *sentences: str) -> dict[str, object]:
    """The window that opened is the one that says no game can be played, and says these."""
    assert ran.returncode == 0, ran.stderr
    assert "Traceback" not in ran.stderr
    shown = ran.report
    assert shown["window"] == "NoVariantWindow"
    assert shown["title"] == "No Game to Play — spider-qt"
    return shown


def text_of(profile: Path, *args: str) -> str:
    """The message the window shows, read off its label."""
    ran = run(list(args), profile=profile,
              drive="report(text=window.text.text(), heading=window.heading.text(), "
                    "**describe(window))\nclose()")
    assert_says_why(ran)
    return str(ran.report["heading"]) + "\n" + str(ran.report["text"])


def test_the_built_ins_switched_off(tmp_path: Path) -> None:
    profile = make_profile(tmp_path)
    text = text_of(profile)
    assert text.startswith("No game can be played\nNo game variant is loaded")
    assert "Switched off: Open deal, Relaxed, Scorpion, Simple simon, Spider, Spiderette." in text
    assert "--reset-plugins" in text


def test_the_only_variant_plugin_fails(tmp_path: Path) -> None:
    profile = make_profile(tmp_path, beetle=BROKEN)
    text = text_of(profile)
    assert "Could not be loaded:\n• beetle: could not be imported: ImportError: the beetle " \
           "plugin lost a leg" in text


def test_safe_mode_with_only_a_third_party_variant(tmp_path: Path) -> None:
    profile = make_profile(tmp_path, beetle=BEETLE)
    assert run([], profile=profile).report["window"] == "MainWindow"  # Beetle is there
    text = text_of(profile, "--safe-mode")
    assert "spider-qt was started in safe mode, which loads the built-in plugins only." in text


def test_the_plugin_of_the_saved_game_removed_keeps_it_parked(tmp_path: Path) -> None:
    profile = make_profile(tmp_path, beetle=BEETLE)
    saved_game(profile, variant="beetle")
    (profile / "plugins" / "beetle.py").unlink()
    ran = run([], profile=profile)
    shown = assert_says_why(ran)
    assert not (profile / "game.json").exists()
    (parked,) = profile.glob("game.beetle.*.json")
    assert shown["notices"] == [f"Your saved beetle game needs a plugin that is not loaded "
                                f"now. It was kept as {parked.name} and will be resumed when "
                                "that plugin is back."]
    assert json.loads(parked.read_text())["game"]["variant"] == "beetle"


def test_no_plugin_found_at_all(tmp_path: Path) -> None:
    """The built-ins' entry points gone (a damaged installation): said, not a traceback."""
    hide = tmp_path / "hide"
    hide.mkdir()
    (hide / "sitecustomize.py").write_text(
        "import importlib.metadata as m\n"
        "m.entry_points = lambda **kw: m.EntryPoints(())\n", encoding="utf-8")
    profile = make_profile(tmp_path, off=[])
    ran = run(["--list-variants"], profile=profile, env={"PYTHONPATH": str(hide)})
    assert ran.returncode == 1 and "Not even the built-in plugins were found" in ran.stderr
    text = run([], profile=profile, env={"PYTHONPATH": str(hide)},
               drive="report(text=window.text.text(), **describe(window))\nclose()")
    assert_says_why(text)
    assert "installing it again brings the games back" in str(text.report["text"])


@pytest.mark.parametrize("args", [["--list-variants"], ["--check-plugins"]])
def test_the_listings_say_why_and_fail(tmp_path: Path, args: list[str]) -> None:
    profile = make_profile(tmp_path, beetle=BROKEN)
    ran = run(args, profile=profile)
    assert ran.returncode == 1 and "Traceback (most recent call last)" not in ran.stderr
    said = ran.stdout + ran.stderr
    assert "No game can be played.\nNo game variant is loaded" in said
    assert "Switched off: open_deal, relaxed, scorpion, simple_simon, spider, spiderette." in said
    assert "start spider-qt with --reset-plugins" in said


@pytest.mark.parametrize("args", [["--describe", "SP1-S1C-AAAAAAD"],
                                  ["--solve", "SP1-S1C-AAAAAAD"]])
def test_describing_or_solving_says_why(tmp_path: Path, args: list[str]) -> None:
    ran = run(args, profile=make_profile(tmp_path))
    assert ran.returncode == 1 and "No game can be played." in ran.stderr
    assert "Traceback" not in ran.stderr


def test_a_code_asked_for_opens_the_window_all_the_same(tmp_path: Path) -> None:
    ran = run(["--code", "SP1-S1C-AAAAAAD"], profile=make_profile(tmp_path))
    assert_says_why(ran)
    assert "no game variant is loaded, so no deal can be opened" in ran.stderr


def test_a_screenshot_shows_the_window_that_says_why(tmp_path: Path) -> None:
    picture = tmp_path / "shot.png"
    ran = run(["--screenshot", str(picture), "--size", "800x500"],
              profile=make_profile(tmp_path))
    assert ran.returncode == 0 and picture.stat().st_size > 5000


def test_reset_plugins_brings_the_games_and_the_parked_game_back(tmp_path: Path) -> None:
    profile = make_profile(tmp_path)
    game = saved_game(profile, "SP1-S2C-AAAAAAD")
    assert run([], profile=profile).report["window"] == "NoVariantWindow"  # parks it
    ran = run(["--reset-plugins"], profile=profile)
    assert ran.returncode == 0
    assert "every plugin is switched on again" in ran.stdout
    shown = ran.report
    assert shown["window"] == "MainWindow" and shown["code"] == game["code"]
    assert shown["moves"] == 2  # the parked game, resumed with its moves
    assert Settings(profile / "settings.json").disabled_plugins == ()


def test_reset_plugins_handed_to_a_running_window_opens_the_game(tmp_path: Path) -> None:
    profile = make_profile(tmp_path)
    stop = tmp_path / "stop"
    first = start([], profile=profile, drive=(
        "report(**describe(window))\n"
        "def look():\n"
        "    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()\n"
        "             and type(w).__name__ == 'MainWindow']\n"
        "    if shown: report(**describe(shown[0]))\n"
        "    else: after(20, look)\n"
        "look()\n"
        f"when_file({str(stop)!r}, close)\n"))
    assert read_report(first)["window"] == "NoVariantWindow"
    second = run(["--reset-plugins"], profile=profile)
    assert second.returncode == 0 and second.reports == []
    assert "every plugin is switched on again there" in second.stdout
    assert read_report(first)["window"] == "MainWindow"
    stop.touch()
    assert finish(first).returncode == 0


# --- the way back, in the window ---------------------------------------------------------------


def host_of(profile: Path) -> WindowHost:
    where = Profile.in_folder(profile)
    settings = Settings(where.settings_file)
    return WindowHost(where, settings)


def test_the_button_switches_the_built_ins_on_and_resumes_the_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    profile = make_profile(tmp_path)
    game = saved_game(profile, "SP1-S2C-AAAAAAD")
    host = host_of(profile)
    window = host.open(None, load_plugins(host.profile, host.settings.disabled_plugins))
    assert isinstance(window, NoVariantWindow)
    qtbot.addWidget(window)
    window.show()
    window.reset_button.click()
    playing = host.window
    assert isinstance(playing, MainWindow)
    qtbot.addWidget(playing)
    assert playing.isVisible() and not window.isVisible()
    assert playing.game.to_dict() == game
    assert host.settings.disabled_plugins == ()


def test_switching_one_plugin_on_in_the_dialog_opens_the_game_once_it_closes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    profile = make_profile(tmp_path)
    host = host_of(profile)
    window = host.open(None, load_plugins(host.profile, host.settings.disabled_plugins))
    assert isinstance(window, NoVariantWindow)
    qtbot.addWidget(window)
    window.show()
    dialog = window.show_plugins()
    assert window._switch("spiderette", True) is not None
    assert host.window is window  # the dialog is still open: nothing jumps away
    dialog.reject()
    playing = host.window
    assert isinstance(playing, MainWindow)
    qtbot.addWidget(playing)
    assert playing.game.variant == "spiderette"
    assert host.settings.disabled_plugins == tuple(sorted(set(BUILT_INS) - {"spiderette"}))


def test_a_reset_that_brings_nothing_says_so_again(qtbot: QtBot, tmp_path: Path) -> None:
    profile = make_profile(tmp_path, off=[])
    host = host_of(profile)
    plugins = load_plugins(host.profile, (), safe_mode=False)
    empty = plugins.reload(BUILT_INS)
    window = host.open(None, empty)
    assert isinstance(window, NoVariantWindow)
    qtbot.addWidget(window)
    session = window.session
    assert session.plugins is not None
    session.plugins.candidates.clear()  # a window made by hand: nothing to load again
    assert window.reset_plugins() is False
    assert host.window is window and "No game variant is loaded" in window.text.text()


def test_an_emptied_entry_point_cache_is_not_believed(tmp_path: Path) -> None:
    """A cache that lists no entry point (emptied by hand, or by a tool) would leave no
    variant if it were believed: it is checked against the metadata, and rebuilt."""
    profile = make_profile(tmp_path, off=[])
    assert run([], profile=profile).report["window"] == "MainWindow"  # writes the cache
    cache = profile / "cache" / "entry-points.json"
    data = json.loads(cache.read_text())
    assert data["entry_points"]
    data["entry_points"] = []
    cache.write_text(json.dumps(data))
    cache.chmod(0o600)
    ran = run([], profile=profile)
    assert ran.returncode == 0 and ran.report["window"] == "MainWindow"
    assert json.loads(cache.read_text())["entry_points"]  # rebuilt with the real rows
