"""Saved games survive plugins coming and going: parked, never lost, and back again.

A saved game records the plugin that provided its variant (name, version) and a
fingerprint of the specs. A missing plugin, or an update that defines the game
differently, parks it beside ``game.json``; once the plugin is back as it was, the game
is resumed if the game in progress has no move, and otherwise offered. Catalogs are built
by hand from the built-in specs (a variant is "not loaded" by not registering it), or by
the real host with the player's switched-off plugins.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from spider_qt.engine import Catalog, Game, new_game
from spider_qt.plugins.host import LoadResult, get_plugin_manager, load_plugins
from spider_qt.plugins.records import Origin, PluginRecord
from spider_qt.session import Session
from spider_qt.storage.notices import ParkedNotice, ResumedNotice
from spider_qt.storage.parking import ParkingLot, kind_of
from spider_qt.storage.profile import Profile
from spider_qt.storage.savegame import SavedGame, fingerprint, write_saved_game
from spider_qt_builtins.relaxed import RELAXED
from spider_qt_builtins.scorpion import SCORPION
from spider_qt_builtins.simple_simon import SIMPLE_SIMON
from spider_qt_builtins.spider import SPIDER
from spider_qt_builtins.spiderette import SPIDERETTE

ALL = [SPIDER, SPIDERETTE, SCORPION, SIMPLE_SIMON]


def catalog_without(*missing: str, scorpion: object = SCORPION) -> Catalog:
    specs = [scorpion if spec.key == "scorpion" else spec for spec in ALL]
    return Catalog([spec for spec in specs if spec.key not in missing], [RELAXED])


FULL = catalog_without()


def plugins(catalog: Catalog, scorpion_version: str = "1.0") -> LoadResult:
    """What the host would report: which plugin provided which variant, in which version."""
    records = [PluginRecord(spec.key, Origin.BUILT_IN, "0.1", variants=[spec.key])
               for spec in catalog if spec.key != "scorpion"]
    if "scorpion" in catalog:
        records.append(PluginRecord("scorpion", Origin.FOLDER, scorpion_version,
                                    variants=["scorpion"]))
    return LoadResult(catalog, records, get_plugin_manager())


def session(profile: Path, catalog: Catalog = FULL, version: str = "1.0") -> Session:
    return Session(Profile.in_folder(profile), catalog, plugins=plugins(catalog, version))


def play(s: Session, game: Game, moves: int = 2) -> None:
    for _ in range(moves):
        game.move(*game.legal_moves()[0])
        s.after_action(game)


def parked_files(profile: Path) -> list[Path]:
    return sorted(p for p in profile.glob("game.*.json") if ".corrupt-" not in p.name)


def a_scorpion_game_in_progress(profile: Path) -> Game:
    s = session(profile)
    game = s.first_game("SC1-S4-AAAAAAD")
    play(s, game)
    s.quit()
    return game


# --- parking ----------------------------------------------------------------------------------


def test_a_game_whose_plugin_is_missing_is_parked_not_reset(tmp_path: Path) -> None:
    a_scorpion_game_in_progress(tmp_path)
    content = (tmp_path / "game.json").read_bytes()
    s = session(tmp_path, catalog_without("scorpion"))
    (parked,) = parked_files(tmp_path)
    assert parked.name.startswith("game.scorpion.") and parked.read_bytes() == content
    assert s.notices == [ParkedNotice("scorpion", parked.name)]
    assert "will be resumed when that plugin is back" in s.notices[0].english()
    assert not list(tmp_path.glob("*.corrupt-*"))
    assert s.first_game().variant == "spider"  # this run plays on without it


def test_the_save_records_its_plugin_and_the_rules_it_was_dealt_under(tmp_path: Path) -> None:
    a_scorpion_game_in_progress(tmp_path)
    data = json.loads((tmp_path / "game.json").read_text())
    assert data["plugin"] == {"plugin": "scorpion", "version": "1.0",
                              "fingerprint": fingerprint(SCORPION, FULL.rule(SCORPION, 4,
                                                                           "classic"))}


@pytest.mark.parametrize("content", [b"{ broken", b'{"format": 2, "game": {}}'],
                         ids=["damaged", "newer"])
def test_damaged_or_newer_files_are_left_to_the_normal_load(tmp_path: Path,
                                                            content: bytes) -> None:
    (tmp_path / "game.json").write_bytes(content)
    session(tmp_path, catalog_without("scorpion"))
    assert parked_files(tmp_path) == []


def test_parking_never_overwrites_an_earlier_parked_game(tmp_path: Path) -> None:
    lot = ParkingLot(tmp_path / "game.json")
    for n in range(3):
        game = new_game(f"SC1-S4-AAAAAA{'BCD'[n]}", catalog=FULL)
        write_saved_game(tmp_path / "game.json", SavedGame(game, f"g{n}", started=True))
        kind = kind_of(tmp_path / "game.json")
        assert kind is not None and lot.park(kind) is not None  # all in the same second
    assert len(parked_files(tmp_path)) == 3
    assert {json.loads(p.read_text())["game_id"] for p in parked_files(tmp_path)} == {
        "g0", "g1", "g2"}


def test_a_hostile_variant_name_is_parked_inside_the_profile(tmp_path: Path) -> None:
    game = new_game("SC1-S4-AAAAAAD", catalog=FULL)
    data = SavedGame(game, "g", started=True).to_json()
    data["game"]["variant"] = "../../Evil Variant"
    (tmp_path / "game.json").write_text(json.dumps(data))
    session(tmp_path, catalog_without("scorpion"))
    (parked,) = parked_files(tmp_path)
    assert parked.parent == tmp_path and "/" not in parked.name[5:]


# --- back again ------------------------------------------------------------------------------


def test_a_parked_game_is_resumed_when_its_plugin_is_back(tmp_path: Path) -> None:
    """The run without the plugin saved its own deal (no move yet): nothing is lost by
    resuming the parked game at once."""
    game = a_scorpion_game_in_progress(tmp_path)
    s = session(tmp_path, catalog_without("scorpion"))
    s.first_game()
    s.quit()
    s = session(tmp_path)
    assert ResumedNotice("Scorpion") in s.notices
    resumed = s.first_game()
    assert resumed.to_dict() == game.to_dict() and parked_files(tmp_path) == []


def test_switching_a_plugin_off_and_on_again_parks_and_resumes(tmp_path: Path) -> None:
    """The other way of removing it: Settings → Plugins, through the real host."""
    where = Profile.in_folder(tmp_path)
    s = Session(where, plugins=load_plugins(where))
    game = s.first_game("SC1-S4-AAAAAAD")
    play(s, game)
    s.quit()
    off = load_plugins(where, disabled=["scorpion"])
    s = Session(where, off.catalog, plugins=off)
    assert any(isinstance(n, ParkedNotice) for n in s.notices)
    s.first_game()
    s.quit()
    on = load_plugins(where)
    s = Session(where, on.catalog, plugins=on)
    assert s.first_game().to_dict() == game.to_dict()


def test_with_a_game_in_progress_the_parked_one_is_offered(tmp_path: Path) -> None:
    scorpion = a_scorpion_game_in_progress(tmp_path)
    s = session(tmp_path, catalog_without("scorpion"))
    spider = s.first_game()
    play(s, spider)  # the run without the plugin was played: it must not be lost either
    s.quit()
    s = session(tmp_path)
    assert s.parked_offer is not None and s.parked_offer.kind.variant == "scorpion"
    assert s.first_game().to_dict() == spider.to_dict()  # nothing decided for the player
    assert s.has_parked_game()
    resumed = s.resume_parked()
    assert resumed is not None and resumed.to_dict() == scorpion.to_dict()
    assert len(parked_files(tmp_path)) == 1  # the Spider game is parked in its turn...
    back = s.resume_parked()  # ...and can come back the same way
    assert back is not None and back.to_dict() == spider.to_dict()
    assert s.statistics.record("spider/1/classic").played == 0  # nobody gave a game up


def test_a_plugin_update_that_changes_the_game_parks_it_naming_both_versions(
        tmp_path: Path) -> None:
    a_scorpion_game_in_progress(tmp_path)
    wider = dataclasses.replace(SCORPION, layout=((3, 4),) * 4 + ((0, 6),) + ((0, 5),) * 3)
    s = session(tmp_path, catalog_without(scorpion=wider), version="2.0")
    (notice,) = [n for n in s.notices if isinstance(n, ParkedNotice)]
    assert (notice.plugin, notice.old_version, notice.new_version) == ("scorpion", "1.0", "2.0")
    assert "made with version 1.0 of the plugin scorpion, and version 2.0" in notice.english()
    assert not list(tmp_path.glob("*.corrupt-*"))  # never "damaged"
    s.first_game()
    s.quit()
    s = session(tmp_path, FULL, version="1.0")  # the old version is back
    assert ResumedNotice("Scorpion") in s.notices and s.first_game().variant == "scorpion"


def test_an_update_that_only_rewords_keeps_the_game(tmp_path: Path) -> None:
    game = a_scorpion_game_in_progress(tmp_path)
    reworded = dataclasses.replace(SCORPION, name="Scorpion!", description="New words.")
    s = session(tmp_path, catalog_without(scorpion=reworded), version="1.1")
    assert parked_files(tmp_path) == []
    assert s.first_game().to_dict()["columns"] == game.to_dict()["columns"]


def test_a_save_from_before_plugins_were_recorded_is_played_as_it_is(tmp_path: Path) -> None:
    game = new_game("SC1-S4-AAAAAAD", catalog=FULL)
    game.move(*game.legal_moves()[0])
    data = SavedGame(game, "old", started=True).to_json()
    data.pop("plugin", None)
    (tmp_path / "game.json").write_text(json.dumps(data))  # as the release before wrote it
    s = session(tmp_path)
    assert parked_files(tmp_path) == [] and s.first_game().moves == 1


def test_the_fingerprint_ignores_words_and_new_defaults() -> None:
    rule = FULL.rule(SPIDER, 1, "classic")
    assert fingerprint(SPIDER, rule) == fingerprint(
        dataclasses.replace(SPIDER, name="Araña", description="", rules=""), rule)
    assert fingerprint(SPIDER, rule) != fingerprint(
        dataclasses.replace(SPIDER, deals=SPIDER.deals[:4]), rule)
