"""Symbolic links in a profile: written through only to a file inside the file's own folder.

Any other link (to nothing, elsewhere, in a loop) is replaced by the new file, and its
target is never created or changed: a damaged or hostile link must not make a save write
outside the profile. Moving a file aside or removing it acts on the link itself.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from spider_qt.engine import new_game
from spider_qt.session import Session
from spider_qt.storage.files import read_json, remove_stale_temporaries, write_json
from spider_qt.storage.notices import FileRole
from spider_qt.storage.parking import ParkingLot, kind_of
from spider_qt.storage.profile import Profile
from spider_qt.storage.savegame import SavedGame, remove_saved_game, write_saved_game

NEW = {"format": 1, "value": 2}


def plain(data: Any) -> Any:
    return data


def profile_and_outside(tmp_path: Path) -> tuple[Path, Path]:
    profile, outside = tmp_path / "profile", tmp_path / "outside"
    profile.mkdir()
    outside.mkdir()
    return profile, outside


def assert_replaced(link: Path) -> None:
    """The link itself became a regular file holding the new data."""
    assert not link.is_symlink() and link.is_file()
    assert json.loads(link.read_text(encoding="utf-8")) == NEW


def test_a_link_to_nothing_outside_is_replaced_and_its_target_never_made(
        tmp_path: Path) -> None:
    profile, outside = profile_and_outside(tmp_path)
    link = profile / "f.json"
    link.symlink_to(outside / "made.json")
    write_json(link, NEW)
    assert_replaced(link)
    assert list(outside.iterdir()) == []


def test_a_link_to_a_missing_folder_outside_makes_no_folder(tmp_path: Path) -> None:
    profile, outside = profile_and_outside(tmp_path)
    link = profile / "f.json"
    link.symlink_to(outside / "deep" / "made.json")
    write_json(link, NEW)
    assert_replaced(link)
    assert list(outside.iterdir()) == []


def test_a_link_to_nothing_inside_is_replaced_too(tmp_path: Path) -> None:
    """No final target to write through: the file takes the link's place, and nothing is
    made where the link pointed (not even inside the profile)."""
    profile, _ = profile_and_outside(tmp_path)
    (profile / "sub").mkdir()
    link = profile / "f.json"
    link.symlink_to("sub/missing.json")
    write_json(link, NEW)
    assert_replaced(link)
    assert list((profile / "sub").iterdir()) == []


def test_a_live_link_outside_is_replaced_and_its_target_left_alone(tmp_path: Path) -> None:
    profile, outside = profile_and_outside(tmp_path)
    theirs = outside / "theirs.json"
    theirs.write_text('{"format": 1, "value": 1}', encoding="utf-8")
    link = profile / "f.json"
    link.symlink_to(theirs)
    assert read_json(link, FileRole.SETTINGS, plain).value == {"format": 1, "value": 1}
    write_json(link, NEW)
    assert_replaced(link)
    assert theirs.read_text(encoding="utf-8") == '{"format": 1, "value": 1}'
    assert sorted(p.name for p in outside.iterdir()) == ["theirs.json"]  # no temporary there


@pytest.mark.parametrize("loop", ["self", "pair"])
def test_a_loop_of_links_is_replaced(tmp_path: Path, loop: str) -> None:
    profile, _ = profile_and_outside(tmp_path)
    link = profile / "f.json"
    if loop == "self":
        link.symlink_to("f.json")
    else:
        link.symlink_to("other.json")
        (profile / "other.json").symlink_to("f.json")
    write_json(link, NEW)
    assert_replaced(link)
    if loop == "pair":
        assert os.readlink(profile / "other.json") == "f.json"  # the other link untouched


def test_a_relative_link_inside_is_written_through(tmp_path: Path) -> None:
    profile, _ = profile_and_outside(tmp_path)
    (profile / "sub").mkdir()
    real = profile / "sub" / "f.json"
    real.write_text('{"format": 1, "value": 1}', encoding="utf-8")
    link = profile / "f.json"
    link.symlink_to("sub/f.json")
    write_json(link, NEW)
    assert link.is_symlink() and os.readlink(link) == "sub/f.json"
    assert json.loads(real.read_text(encoding="utf-8")) == NEW


def test_a_relative_link_climbing_out_is_replaced(tmp_path: Path) -> None:
    profile, outside = profile_and_outside(tmp_path)
    theirs = outside / "f.json"
    theirs.write_text("theirs", encoding="utf-8")
    link = profile / "f.json"
    link.symlink_to("../outside/f.json")
    write_json(link, NEW)
    assert_replaced(link)
    assert theirs.read_text(encoding="utf-8") == "theirs"


def test_a_relative_link_out_and_back_in_is_written_through(tmp_path: Path) -> None:
    profile, _ = profile_and_outside(tmp_path)
    real = profile / "real.json"
    real.write_text("{}", encoding="utf-8")
    link = profile / "f.json"
    link.symlink_to("../profile/real.json")
    write_json(link, NEW)
    assert link.is_symlink() and json.loads(real.read_text(encoding="utf-8")) == NEW


def test_a_chain_that_leaves_and_comes_back_writes_its_last_file_only(tmp_path: Path) -> None:
    profile, outside = profile_and_outside(tmp_path)
    real = profile / "kept" / "f.json"
    real.parent.mkdir()
    real.write_text("{}", encoding="utf-8")
    hop = outside / "hop.json"
    hop.symlink_to(real)
    link = profile / "f.json"
    link.symlink_to(hop)
    write_json(link, NEW)
    assert link.is_symlink() and hop.is_symlink() and os.readlink(hop) == str(real)
    assert json.loads(real.read_text(encoding="utf-8")) == NEW
    assert sorted(p.name for p in outside.iterdir()) == ["hop.json"]


def test_a_chain_inside_that_ends_outside_is_replaced(tmp_path: Path) -> None:
    profile, outside = profile_and_outside(tmp_path)
    theirs = outside / "theirs.json"
    theirs.write_text("theirs", encoding="utf-8")
    (profile / "hop.json").symlink_to(theirs)
    link = profile / "f.json"
    link.symlink_to("hop.json")
    write_json(link, NEW)
    assert_replaced(link)
    assert (profile / "hop.json").is_symlink() and theirs.read_text(encoding="utf-8") == "theirs"


def test_a_link_to_a_folder_inside_is_replaced_not_written_into(tmp_path: Path) -> None:
    profile, _ = profile_and_outside(tmp_path)
    (profile / "sub").mkdir()
    link = profile / "f.json"
    link.symlink_to("sub")
    write_json(link, NEW)
    assert_replaced(link)
    assert list((profile / "sub").iterdir()) == []


def test_a_profile_folder_that_is_itself_a_link_works_as_before(tmp_path: Path) -> None:
    """A profile kept elsewhere by linking its folder: inside means inside where it is."""
    real_folder = tmp_path / "dotfiles" / "spider-qt"
    (real_folder / "sub").mkdir(parents=True)
    (real_folder / "sub" / "f.json").write_text("{}", encoding="utf-8")
    (real_folder / "f.json").symlink_to("sub/f.json")
    folder = tmp_path / "spider-qt"
    folder.symlink_to(real_folder)
    write_json(folder / "f.json", NEW)
    assert (real_folder / "f.json").is_symlink()
    assert json.loads((real_folder / "sub" / "f.json").read_text(encoding="utf-8")) == NEW
    write_json(folder / "g.json", NEW)
    assert json.loads((real_folder / "g.json").read_text(encoding="utf-8")) == NEW


def test_temporaries_beside_a_linked_file_s_target_are_cleaned_too(tmp_path: Path) -> None:
    profile, _ = profile_and_outside(tmp_path)
    (profile / "sub").mkdir()
    (profile / "sub" / "f.json").write_text("{}", encoding="utf-8")
    (profile / "f.json").symlink_to("sub/f.json")
    orphan = profile / "sub" / ".f.json.xyz.tmp"  # left where the write through went
    orphan.write_text("half")
    os.utime(orphan, (0, 0))
    assert remove_stale_temporaries(profile / "f.json") == 1 and not orphan.exists()


# --- the saved game: saved, parked, removed -------------------------------------------------


def test_a_saved_game_that_is_a_link_to_nothing_elsewhere_is_saved_in_the_profile(
        tmp_path: Path) -> None:
    """The tester's case: a damaged game.json, a dangling link, made saving create a file
    outside the profile."""
    profile, outside = profile_and_outside(tmp_path)
    (profile / "game.json").symlink_to(outside / "planted.json")
    session = Session(Profile.in_folder(profile))
    game = session.first_game("SP1-S1C-AAAAAAD")
    game.move(*game.legal_moves()[0])
    session.after_action(game)
    session.quit()
    assert list(outside.iterdir()) == []
    saved = profile / "game.json"
    assert not saved.is_symlink() and json.loads(saved.read_text())["game"]["moves"] == 1


def test_a_saved_game_linked_elsewhere_is_resumed_but_never_written_there(
        tmp_path: Path) -> None:
    profile, outside = profile_and_outside(tmp_path)
    theirs = outside / "game.json"
    write_saved_game(theirs, SavedGame(new_game("SP1-S1C-AAAAAAD"), "theirs"))
    before = theirs.read_bytes()
    (profile / "game.json").symlink_to(theirs)
    session = Session(Profile.in_folder(profile))
    game = session.first_game()
    assert game.code == "SP1-S1C-AAAAAAD"
    game.move(*game.legal_moves()[0])
    session.after_action(game)
    assert theirs.read_bytes() == before and not (profile / "game.json").is_symlink()


def test_removing_or_parking_a_linked_saved_game_moves_the_link_only(tmp_path: Path) -> None:
    profile, outside = profile_and_outside(tmp_path)
    theirs = outside / "game.json"
    write_saved_game(theirs, SavedGame(new_game("SP1-S1C-AAAAAAD"), "theirs", started=True))
    before = theirs.read_bytes()
    game_file = profile / "game.json"
    game_file.symlink_to(theirs)
    kind = kind_of(game_file)
    assert kind is not None
    lot = ParkingLot(game_file)
    notice = lot.park(kind)
    assert notice is not None and (profile / notice.kept_as).is_symlink()
    (parked,) = lot.all()
    lot.swap_in(parked)
    assert game_file.is_symlink() and list(profile.iterdir()) == [game_file]
    remove_saved_game(game_file)
    assert list(profile.iterdir()) == [] and theirs.read_bytes() == before
