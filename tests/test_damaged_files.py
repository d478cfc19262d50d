"""A damaged player's file never costs a game: the real start, ``spider-qt --profile DIR``.

For each of the three files and each kind of damage a player (or a disk, an editor, a
newer release) can leave, ``spider_qt.cli.main`` starts the app as the command does.
The app must open, show one notice in the player's language, keep the damaged file
aside as ``NAME.corrupt-<time>`` (or leave a newer release's file exactly as it is), and
leave the other two files as they were.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from spider_qt.cli import main
from spider_qt.engine import new_game
from spider_qt.session import Session
from spider_qt.storage.profile import Profile
from spider_qt.storage.statistics import Statistics
from spider_qt.ui.window.main_window import MainWindow

FILES = ("settings.json", "game.json", "statistics.json")

#: The first words of each file's notice in Czech (the player's language in these tests),
#: written out here rather than asked of the code under test.
CZECH = {
    "settings.json": "Soubor s nastavením nebylo možné použít",
    "game.json": "Uloženou hru nebylo možné použít",
    "statistics.json": "Soubor se statistikou nebylo možné použít",
}
CZECH_NEWER = "uložila novější verze spider-qt"
CZECH_KEPT = "Poškozený soubor byl uschován jako"

SETTINGS: dict[str, Any] = {"format": 1, "settings": {"language": "cs", "auto_place": True,
                                                      "card_back": "green"}}
STATISTICS: dict[str, Any] = {
    "format": 1, "pending": None, "last_game": "earlier",
    "records": {"spider/1/classic": {"played": 3, "won": 1, "best_score": 900,
                                     "fewest_moves": 140, "streak": 1, "longest_streak": 1}}}


def plant(profile: Path) -> dict[str, bytes]:
    """A profile as a player's earlier runs left it: settings (Czech, auto placement, green
    backs), a saved game not yet started (so quitting counts nothing) and statistics."""
    profile.mkdir(parents=True)
    (profile / "settings.json").write_text(json.dumps(SETTINGS), encoding="utf-8")
    (profile / "statistics.json").write_text(json.dumps(STATISTICS), encoding="utf-8")
    session = Session(Profile.in_folder(profile))
    session.first_game("SP1-S4C-AAAAAAD")
    return {name: (profile / name).read_bytes() for name in FILES}


Damage = Callable[[Path, bytes], None]


def writes(content: bytes) -> Damage:
    return lambda path, _good: path.write_bytes(content)


def with_bom(path: Path, good: bytes) -> None:
    path.write_bytes(b"\xef\xbb\xbf" + good)


def newer(path: Path, good: bytes) -> None:
    data = json.loads(good)
    data["format"] = 2
    data["something new"] = [1, 2, 3]
    path.write_text(json.dumps(data), encoding="utf-8")


def wrong_types(path: Path, good: bytes) -> None:
    data = json.loads(good)
    for key in data:
        if key != "format":
            data[key] = "a string where something else belongs"
    path.write_text(json.dumps(data), encoding="utf-8")


def wrong_values(path: Path, good: bytes) -> None:
    """Right shape, values the file must not hold (a setting out of its choices, a count
    below zero, a card the deck does not have)."""
    text = good.decode("utf-8")
    text = (text.replace('"green"', '"purple"').replace('"played": 3', '"played": -3')
            .replace('"AS"', '"ZZ"').replace('"#AS"', '"#ZZ"'))
    if text == good.decode("utf-8"):
        text = text.replace('"game_id": "', '"game_id": 7, "x": "')
    path.write_text(text, encoding="utf-8")


def truncated(path: Path, good: bytes) -> None:
    path.write_bytes(good[: len(good) // 2])


def huge(path: Path, good: bytes) -> None:
    data = json.loads(good)
    data["padding"] = "x" * (2 << 20)
    path.write_text(json.dumps(data), encoding="utf-8")


def folder(path: Path, _good: bytes) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("kept with the folder")


def fifo(path: Path, _good: bytes) -> None:
    os.mkfifo(path)


def link_loop(path: Path, _good: bytes) -> None:
    path.symlink_to(path)  # unreadable, for root too


def link_elsewhere(path: Path, _good: bytes) -> None:
    elsewhere = path.parent.parent / f"elsewhere-{path.name}.txt"
    elsewhere.write_text("a file of someone else's, not JSON")
    path.symlink_to(elsewhere)


DAMAGE: dict[str, Damage] = {
    "empty": writes(b""),
    "spaces": writes(b" \n\t\n"),
    "garbage": writes(b"\x89PNG\r\n\x1a\n\x00\x00 not a settings file \xff\xfe"),
    "latin-1": writes('{"format": 1, "name": "café"}'.encode("latin-1")),
    "truncated": truncated,
    "array": writes(b"[1, 2, 3]"),
    "null": writes(b"null"),
    "wrong-types": wrong_types,
    "wrong-values": wrong_values,
    "no-format": writes(b'{"settings": {}, "records": {}, "game": {}}'),
    "nan": writes(b'{"format": NaN}'),
    "deep-nesting": writes(b"[" * 5000 + b"]" * 5000),
    "deeper-nesting": writes(b'{"format": 1, "x": ' + b"[" * 200_000 + b"]" * 200_000 + b"}"),
    "huge": huge,
    "folder": folder,
    "fifo": fifo,
    "unreadable": link_loop,
    "link-elsewhere": link_elsewhere,
}


def start(profile: Path, *extra: str) -> MainWindow:
    """``spider-qt --profile PROFILE`` until its window is up; then it is closed as a player
    closes it (notice first). Returns the window, closed, with what it showed."""
    seen: list[MainWindow] = []

    def look() -> None:
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.isVisible()]
        if not windows:
            QTimer.singleShot(10, look)
            return
        window = windows[0]
        seen.append(window)
        if window.notice_box is not None:
            window.notice_box.accept()
        # Closed as a player closes it: the last window's close ends the app's loop. (A
        # quit() as well would leave a second Quit event queued, which a later test's
        # wait would take: Qt's quit flag set, every wait after it over at once.)
        window.close()

    QTimer.singleShot(0, look)
    assert main(["--profile", str(profile), *extra]) == 0
    assert seen, "no window opened"
    return seen[0]


@pytest.mark.parametrize("kind", DAMAGE)
@pytest.mark.parametrize("name", FILES)
def test_a_damaged_file_costs_nothing_else(tmp_path: Path, name: str, kind: str) -> None:
    profile = tmp_path / "profile"
    before = plant(profile)
    damaged = profile / name
    damaged.unlink()
    DAMAGE[kind](damaged, before[name])
    original = (damaged.read_bytes() if damaged.is_file() and not damaged.is_symlink()
                else None)

    window = start(profile, "--lang", "cs")

    assert len(window.shown_notices) == 1, window.shown_notices
    notice = window.shown_notices[0]
    assert notice.startswith(CZECH[name]) and CZECH_KEPT in notice
    (aside,) = profile.glob(f"{name}.corrupt-*")
    if original is not None:
        assert aside.read_bytes() == original  # nothing lost
    else:
        assert aside.is_dir() or aside.is_symlink() or aside.exists()
    for other in FILES:
        if other != name:
            assert_as_it_was(profile, other, before[other])


def assert_as_it_was(profile: Path, name: str, before: bytes) -> None:
    if name == "settings.json":  # the window saves its geometry on closing; nothing else
        settings = json.loads((profile / name).read_text(encoding="utf-8"))["settings"]
        assert {k: settings[k] for k in SETTINGS["settings"]} == SETTINGS["settings"]
    else:
        assert (profile / name).read_bytes() == before


@pytest.mark.parametrize("name", FILES)
def test_a_file_with_a_byte_order_mark_is_read_as_it_is(tmp_path: Path, name: str) -> None:
    profile = tmp_path / "profile"
    before = plant(profile)
    with_bom(profile / name, before[name])
    window = start(profile)
    assert window.shown_notices == []
    assert not list(profile.glob("*.corrupt-*"))
    assert window.options.card_back == "green" and window.game.code == "SP1-S4C-AAAAAAD"
    assert window.session.statistics.record("spider/1/classic").played == 3


@pytest.mark.parametrize("name", FILES)
def test_a_newer_release_s_file_is_left_untouched(tmp_path: Path, name: str) -> None:
    profile = tmp_path / "profile"
    before = plant(profile)
    newer(profile / name, before[name])
    written = (profile / name).read_bytes()

    window = start(profile, "--lang", "cs")
    window.controller.deal()  # play on: still nothing may be written over it
    window.options.auto_place = False
    window.close()

    assert len(window.shown_notices) == 1 and CZECH_NEWER in window.shown_notices[0]
    assert (profile / name).read_bytes() == written
    assert not list(profile.glob("*.corrupt-*"))
    for other in FILES:
        if other not in (name, "game.json"):  # the deal above saves the game
            if other == "settings.json":
                continue  # auto_place was changed on purpose
            assert_as_it_was(profile, other, before[other])


def test_every_kind_of_damage_is_tried() -> None:
    assert len(DAMAGE) >= 15
    assert new_game("SP1-S4C-AAAAAAD").code == "SP1-S4C-AAAAAAD"


@pytest.mark.parametrize("name", FILES)
def test_a_link_to_nothing_outside_the_profile_is_never_followed(tmp_path: Path,
                                                                  name: str) -> None:
    """A dangling link in a file's place reads as no file; saving then writes the file in
    the profile, in the link's place, and never makes the file the link points to."""
    profile = tmp_path / "profile"
    plant(profile)
    outside = tmp_path / "outside"
    outside.mkdir()
    (profile / name).unlink()
    (profile / name).symlink_to(outside / name)

    window = start(profile)
    window.controller.deal()  # the game is saved
    window.options.auto_place = False  # the settings are saved
    window.session.statistics.win("won", "spider/1/classic", 900, 140)  # and the statistics

    assert list(outside.iterdir()) == []
    assert window.shown_notices == []
    assert not (profile / name).is_symlink() and (profile / name).is_file()
    assert Statistics(profile / "statistics.json").counted[-1] == "won"


@pytest.mark.parametrize("name", FILES)
def test_a_good_file_linked_from_outside_is_read_but_never_written(tmp_path: Path,
                                                                   name: str) -> None:
    profile = tmp_path / "profile"
    before = plant(profile)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / name).write_bytes(before[name])
    (profile / name).unlink()
    (profile / name).symlink_to(outside / name)

    window = start(profile)
    assert window.shown_notices == []
    assert window.options.card_back == "green" and window.game.code == "SP1-S4C-AAAAAAD"
    assert window.session.statistics.record("spider/1/classic").played == 3
    window.controller.deal()
    window.close()

    assert (outside / name).read_bytes() == before[name]
    assert sorted(p.name for p in outside.iterdir()) == [name]
