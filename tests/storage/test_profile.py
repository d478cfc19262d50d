"""Where the files live: platform folders, or one folder from --profile / SPIDER_QT_HOME."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from spider_qt.storage.profile import Profile


def test_an_explicit_folder_holds_everything(tmp_path: Path) -> None:
    profile = Profile.resolve(tmp_path / "p")
    assert profile.settings_file == tmp_path / "p" / "settings.json"
    assert profile.game_file == tmp_path / "p" / "game.json"
    assert profile.statistics_file == tmp_path / "p" / "statistics.json"
    assert profile.plugins_dir == tmp_path / "p" / "plugins"
    assert profile.cache_dir == tmp_path / "p" / "cache"


def test_the_environment_variable_is_used_without_a_folder(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    monkeypatch.setenv("SPIDER_QT_HOME", str(tmp_path / "env"))
    assert Profile.resolve().game_file == tmp_path / "env" / "game.json"
    assert Profile.resolve(tmp_path / "cli").game_file == tmp_path / "cli" / "game.json"


def test_without_either_the_platform_folders_are_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SPIDER_QT_HOME")
    profile = Profile.resolve()
    assert profile.settings_file.parent == platformdirs.user_config_path("spider-qt",
                                                                        appauthor=False)
    assert profile.game_file.parent == platformdirs.user_data_path("spider-qt", appauthor=False)
    assert profile.cache_dir == platformdirs.user_cache_path("spider-qt", appauthor=False)


def test_tests_run_in_a_private_profile(private_profile: Path) -> None:
    assert Profile.resolve().settings_file.parent == private_profile
