"""Two windows on one profile: a save writes only what this run changed into the file.

Each ``Settings`` object below stands for one window, opened on the same file before
either changed anything.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from spider_qt.settings import Settings
from spider_qt.storage.notices import FileNotice, FileRole, Trouble


def stored(path: Path) -> dict[str, Any]:
    settings: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["settings"]
    return settings


def test_a_stale_window_never_overwrites_another_s_new_card_back(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    a, b = Settings(path), Settings(path)
    b.card_back = "red"
    a.auto_place = True  # A still thinks the backs are blue
    assert stored(path) == {"card_back": "red", "auto_place": True}
    assert a.card_back == "blue"  # A shows its own values until it starts again
    assert (Settings(path).card_back, Settings(path).auto_place) == ("red", True)


def test_the_last_change_of_a_setting_wins(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    a, b = Settings(path), Settings(path)
    a.card_back = "red"
    b.card_back = "green"
    a.window_geometry = "abc"
    assert stored(path) == {"card_back": "green", "window_geometry": "abc"}


def test_only_changed_settings_are_written(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings(path).four_colour = True
    assert stored(path) == {"four_colour": True}  # the others stay at their defaults


def test_a_reset_counts_as_changing_every_visible_setting(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    a, b = Settings(path), Settings(path)
    b.card_back = "red"
    b.window_geometry = "kept"  # remembered, not edited: a reset leaves it
    seen: list[tuple[str, object]] = []
    a.auto_place = True
    a.subscribe(lambda name, value: seen.append((name, value)))
    a.reset()  # A's card back was blue all along: the file's red goes all the same
    on_disk = stored(path)
    assert on_disk["card_back"] == "blue" and on_disk["auto_place"] is False
    assert on_disk["window_geometry"] == "kept"
    assert seen == [("auto_place", False)]  # listeners hear of what changed in this window


def test_names_of_a_newer_release_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "settings": {"volume": [3, "loud"],
                                                          "card_back": "green"}}))
    settings = Settings(path)
    settings.auto_place = True
    assert stored(path) == {"volume": [3, "loud"], "card_back": "green", "auto_place": True}


def test_a_list_setting_is_written_as_a_list(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings(path).disabled_plugins = ("scorpion",)
    assert stored(path) == {"disabled_plugins": ["scorpion"]}
    assert Settings(path).disabled_plugins == ("scorpion",)


def test_a_save_that_changes_nothing_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    a, b = Settings(path), Settings(path)
    a.card_back = "red"
    path.write_text(path.read_text().replace("\n", " "))  # as a hand edit left it
    before = path.read_bytes()
    b.card_back = "red"  # the file says so already
    b.save()
    assert path.read_bytes() == before and b.save_error is None
    Settings(tmp_path / "other.json").save()
    assert not (tmp_path / "other.json").exists()


# --- failures: what is unsaved, and retrying -------------------------------------------------


def test_save_error_says_what_is_unsaved_and_a_retry_writes_it(tmp_path: Path) -> None:
    folder = tmp_path / "profile"
    folder.write_text("a file where the folder should be")
    settings = Settings(folder / "settings.json")
    errors: list[FileNotice] = []
    settings.on_error = errors.append
    assert settings.save_error is None  # nothing failed yet
    settings.card_back = "red"
    settings.auto_place = True
    assert settings.save_error is not None and settings.save_error.role is FileRole.SETTINGS
    assert settings.save_error.trouble is Trouble.UNSAVED
    assert settings.save() is None  # a retry that fails again...
    assert settings.save_error is not None and len(errors) == 1  # ...is not reported again
    folder.unlink()
    settings.save()
    assert settings.save_error is None
    assert stored(folder / "settings.json") == {"auto_place": True, "card_back": "red"}


def test_a_failed_write_keeps_the_change_for_the_next_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(path)

    def full_disk(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    settings.card_back = "red"
    monkeypatch.undo()
    assert settings.save_error is not None and "No space left" in settings.save_error.english()
    settings.auto_place = True
    assert settings.save_error is None
    assert stored(path) == {"auto_place": True, "card_back": "red"}


def test_a_newer_release_s_file_written_meanwhile_is_never_overwritten(
        tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(path)
    errors: list[FileNotice] = []
    settings.on_error = errors.append
    settings.card_back = "red"
    newer = b'{"format": 2, "settings": {"card_back": "holographic"}}'
    path.write_bytes(newer)
    settings.auto_place = True
    settings.four_colour = True
    settings.save()
    assert path.read_bytes() == newer and settings.auto_place is True
    assert settings.save_error is not None and "newer release" in settings.save_error.english()
    assert len(errors) == 1


def test_a_file_damaged_meanwhile_gets_what_it_held_and_the_changes(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "settings": {"card_back": "green"}}))
    settings = Settings(path)
    path.write_bytes(b"{ broken")
    settings.auto_place = True
    assert stored(path) == {"card_back": "green", "auto_place": True}
    assert not list(tmp_path.glob("*.corrupt-*"))  # a save moves nothing aside


def test_read_only_settings_never_write_and_owe_nothing(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, "settings": {"card_back": "green"}}))
    before = path.read_bytes()
    settings = Settings(path, read_only=True)
    settings.auto_place = True
    settings.save()
    assert path.read_bytes() == before and settings.save_error is None
    assert not list(tmp_path.glob(".*.lock"))  # not even a lock file
