"""The game in progress, saved after every action so the next start resumes it exactly."""

from __future__ import annotations

import contextlib
import os
import re
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from spider_qt.engine import Catalog, Game

from .files import FileFormatError, LoadResult, check_format, read_json, write_json
from .notices import FileRole, ParkedNotice

FORMAT: Final = 1


def new_game_id() -> str:
    return uuid.uuid4().hex


@dataclass
class SavedGame:
    """A game with what the statistics need to know about it."""

    game: Game
    game_id: str = field(default_factory=new_game_id)
    started: bool = False  # the first move was made: the game counts
    seconds: float = 0.0  # time played so far, across runs (the win box shows it)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "game_id": self.game_id, "started": self.started,
                "seconds": round(self.seconds, 1),
                "complete_deck": self.game.complete_deck, "game": self.game.to_dict()}


def load_saved_game(path: Path, catalog: Catalog | None = None) -> LoadResult:
    def convert(data: object) -> SavedGame:
        envelope = check_format(data, FORMAT)
        game_id, started = envelope.get("game_id"), envelope.get("started")
        if not isinstance(game_id, str) or not game_id or not isinstance(started, bool):
            raise FileFormatError("its game id or started flag is missing")
        seconds = envelope.get("seconds", 0)  # absent in files of the first releases
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) \
                or not 0 <= seconds < 1e9:
            raise FileFormatError(f"its time played is not a number of seconds: {seconds!r}")
        complete = envelope.get("complete_deck", True) is not False  # False: a puzzle position
        game = Game.from_dict(envelope.get("game"), complete_deck=complete, catalog=catalog)
        return SavedGame(game, game_id, started, float(seconds))

    return read_json(path, FileRole.GAME, convert)


def write_saved_game(path: Path, saved: SavedGame) -> None:
    write_json(path, saved.to_json())


def remove_saved_game(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def _variant_of(data: object) -> str:
    envelope = check_format(data, FORMAT)
    game = envelope.get("game")
    variant = game.get("variant") if isinstance(game, dict) else None
    if not isinstance(variant, str):
        raise FileFormatError("no variant")
    return variant


def park_unavailable(path: Path, catalog: Catalog) -> ParkedNotice | None:
    """Keep a saved game whose variant is not loaded (safe mode, plugin switched off or gone)
    as ``game.<variant>.json`` instead of treating it as damaged; say so to the player.

    It only peeks, through the same guarded read, and moves nothing it cannot read: a
    damaged or newer file is left to the normal load.
    """
    variant = read_json(path, FileRole.GAME, _variant_of, keep_aside=False).value
    if variant is None or variant in catalog:
        return None
    parked = path.with_name(f"{path.stem}.{re.sub(r'[^a-z0-9_]', '_', variant)}{path.suffix}")
    try:
        os.replace(path, parked)
    except OSError:
        return None
    return ParkedNotice(variant, parked.name)


def unpark_available(path: Path, catalog: Catalog) -> None:
    """With no saved game, bring back the newest parked one whose variant is loaded again."""
    if path.exists():
        return
    candidates = []
    for parked in path.parent.glob(f"{path.stem}.*{path.suffix}"):
        variant = parked.name[len(path.stem) + 1 : -len(path.suffix)]
        if variant in catalog:
            candidates.append((parked.stat().st_mtime, parked))
    if candidates:
        os.replace(max(candidates)[1], path)
