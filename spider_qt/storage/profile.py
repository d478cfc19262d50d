"""Where a player's files live.

By default in the platform's places (platformdirs): settings in the user
config folder, the saved game, statistics and plugins in the user data folder, what
can be rebuilt at any time (the installed plugins' entry points) in the user cache folder.
``--profile DIR`` or the ``SPIDER_QT_HOME`` environment variable put all of
them under one folder instead (tests, portable installs).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import platformdirs

from spider_qt.about import APP_NAME

HOME_VARIABLE: Final = "SPIDER_QT_HOME"


@dataclass(frozen=True, slots=True)
class Profile:
    settings_file: Path
    game_file: Path
    statistics_file: Path
    plugins_dir: Path
    cache_dir: Path  # only what is rebuilt when missing: deleting it loses nothing

    @property
    def data_folder(self) -> Path:
        """The folder of the saved game and statistics: where the profile is locked while
        a window has it (:mod:`spider_qt.single_instance`)."""
        return self.game_file.parent

    @classmethod
    def in_folder(cls, folder: Path) -> Profile:
        folder = folder.expanduser()
        return cls(folder / "settings.json", folder / "game.json", folder / "statistics.json",
                   folder / "plugins", folder / "cache")

    @classmethod
    def resolve(cls, folder: str | Path | None = None) -> Profile:
        """``folder`` (from ``--profile``), else ``$SPIDER_QT_HOME``, else the platform's places."""
        if folder is None:
            folder = os.environ.get(HOME_VARIABLE) or None
        if folder is not None:
            return cls.in_folder(Path(folder))
        config = platformdirs.user_config_path(APP_NAME, appauthor=False)
        data = platformdirs.user_data_path(APP_NAME, appauthor=False)
        return cls(config / "settings.json", data / "game.json", data / "statistics.json",
                   data / "plugins", platformdirs.user_cache_path(APP_NAME, appauthor=False))
