"""The game in progress, saved after every action so the next start resumes it exactly."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from spider_qt.engine import Catalog, Game, RuleSpec, VariantSpec

from .files import FileFormatError, LoadResult, check_format, read_json, write_json
from .notices import FileRole

FORMAT: Final = 1
#: Spec fields that only describe (names, texts, list order): not part of the rules.
_WORDS: Final = frozenset({"name", "description", "rules", "order", "summary"})


@dataclass(frozen=True, slots=True)
class Provenance:
    """Which plugin provided a game's variant and rule, and how it defined them then."""

    plugin: str
    version: str
    fingerprint: str

    def to_json(self) -> dict[str, str]:
        return {"plugin": self.plugin, "version": self.version,
                "fingerprint": self.fingerprint}

    @classmethod
    def from_json(cls, data: object) -> Provenance | None:
        if not isinstance(data, Mapping):
            return None
        values = [data.get(key) for key in ("plugin", "version", "fingerprint")]
        if not all(isinstance(v, str) and len(v) < 200 for v in values):
            return None
        return cls(*(str(v) for v in values))


def fingerprint(variant: VariantSpec, rule: RuleSpec) -> str:
    """A short hash of everything in the two specs that decides how a game plays.

    Texts are left out (a translation or a typo fix changes no game), and so is every
    field still at its default, so a new optional field in a later release leaves
    fingerprints of older specs unchanged. So is the list of variants and suit counts a
    rule offers: it decides where the rule may be chosen, not how a game under it plays
    (and a game whose variant or suits the rule no longer offers cannot be played at all).
    """
    def rules_of(spec: Any, skipped: frozenset[str] = frozenset()) -> dict[str, Any]:
        kept = {}
        for f in dataclasses.fields(spec):
            if f.name in _WORDS or f.name in skipped:
                continue
            value = getattr(spec, f.name)
            default = (f.default if f.default is not dataclasses.MISSING
                       else f.default_factory() if f.default_factory is not dataclasses.MISSING
                       else dataclasses.MISSING)
            if value != default:
                kept[f.name] = value
        return kept

    text = json.dumps({"variant": rules_of(variant),
                       "rule": rules_of(rule, frozenset({"variants", "suits"}))}, sort_keys=True,
                      default=_plain)
    import hashlib  # on the first save, not at every start (5 ms of OpenSSL loading)

    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _plain(value: object) -> object:
    """JSON for what json does not know: nested specs (scoring) as their fields."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    return repr(value)


def new_game_id() -> str:
    """128 random bits in hex, as ``uuid4().hex`` gives, without importing ``uuid`` (and
    the ``hashlib`` and ``platform`` it pulls in) at every start."""
    return os.urandom(16).hex()


@dataclass
class SavedGame:
    """A game with what the statistics need to know about it."""

    game: Game
    game_id: str = field(default_factory=new_game_id)
    started: bool = False  # the first move was made: the game counts
    seconds: float = 0.0  # time played so far, across runs (the win box shows it)
    provenance: Provenance | None = None  # the plugin that defined its variant, and how

    def to_json(self) -> dict[str, Any]:
        data = {"format": FORMAT, "game_id": self.game_id, "started": self.started,
                "seconds": round(self.seconds, 1),
                "complete_deck": self.game.complete_deck, "game": self.game.to_dict()}
        if self.provenance is not None:
            data["plugin"] = self.provenance.to_json()
        return data


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
        return SavedGame(game, game_id, started, float(seconds),
                         Provenance.from_json(envelope.get("plugin")))

    return read_json(path, FileRole.GAME, convert)


def write_saved_game(path: Path, saved: SavedGame) -> None:
    write_json(path, saved.to_json())


def remove_saved_game(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)
