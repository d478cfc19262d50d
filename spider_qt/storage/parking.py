"""Saved games whose rules are not here now: kept aside, and brought back when they are.

A saved game is only playable with the variant and rule it was dealt under, as the plugin
that provided them defined them. Each save records that plugin (name, version) and a
fingerprint of the specs. At start a saved game whose variant or rule is missing (safe
mode, a plugin switched off or uninstalled), or whose plugin now defines it differently
(an update that changes the layout, say), is *parked*: moved to ``game.<variant>.<stamp>.json``
beside ``game.json``, never reset as damaged. A parked game becomes *resumable* again as
soon as its variant and rule are back with the same fingerprint; the session resumes it,
or offers it when a game is in progress.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from spider_qt.engine import Catalog, CodeError

from .files import FileFormatError, check_format, read_json
from .notices import FileRole, ParkedNotice
from .savegame import FORMAT, Provenance, fingerprint


@dataclass(frozen=True, slots=True)
class Kind:
    """What a saved game was dealt under, read from its file without loading the game."""

    variant: str
    suits: int
    rule: str
    provenance: Provenance | None
    started: bool

    def current_fingerprint(self, catalog: Catalog) -> str | None:
        """The fingerprint of this kind as the catalog defines it now (``None``: missing)."""
        try:
            spec = catalog.variant(self.variant)
            return fingerprint(spec, catalog.rule(spec, self.suits, self.rule))
        except (CodeError, KeyError):
            return None

    def playable(self, catalog: Catalog) -> bool:
        """Its variant and rule are here, defined as when it was saved (an old save that
        recorded nothing is taken as it is)."""
        now = self.current_fingerprint(catalog)
        return now is not None and (self.provenance is None
                                    or self.provenance.fingerprint == now)


def _kind(data: object) -> Kind:
    envelope = check_format(data, FORMAT)
    game = envelope.get("game")
    if not isinstance(game, Mapping):
        raise FileFormatError("no game")
    variant, suits, rule = game.get("variant"), game.get("suits"), game.get("rule", "classic")
    if not isinstance(variant, str) or not isinstance(suits, int) or not isinstance(rule, str):
        raise FileFormatError("no variant, suits or rule")
    return Kind(variant, suits, rule, Provenance.from_json(envelope.get("plugin")),
                envelope.get("started") is True)


def kind_of(path: Path) -> Kind | None:
    """What the saved game at ``path`` is, or ``None`` if it cannot be told (absent,
    damaged, newer: the normal load deals with those). Reads only, moves nothing."""
    value = read_json(path, FileRole.GAME, _kind, keep_aside=False).value
    return value if isinstance(value, Kind) else None


@dataclass(frozen=True, slots=True)
class Parked:
    """A parked game's file and what it is."""

    path: Path
    kind: Kind
    mtime: float


class ParkingLot:
    """The parked games beside one ``game.json``."""

    def __init__(self, game_file: Path) -> None:
        self.game_file = game_file

    def park(self, kind: Kind, provider: Provenance | None = None) -> ParkedNotice | None:
        """Move ``game.json`` aside for later; the notice says why (``provider``: the
        plugin that now defines the kind differently). ``None`` if it could not be moved."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        safe = re.sub(r"[^a-z0-9_]", "_", kind.variant)[:40]
        target = self.game_file.with_name(f"{self.game_file.stem}.{safe}.{stamp}.json")
        n = 1
        while target.exists() or target.is_symlink():  # never over an earlier parked game
            n += 1
            target = self.game_file.with_name(f"{self.game_file.stem}.{safe}.{stamp}-{n}.json")
        try:
            os.replace(self.game_file, target)
        except OSError:
            return None
        old = kind.provenance
        if provider is not None and old is not None:
            return ParkedNotice(kind.variant, target.name, old.plugin, old.version,
                                provider.version)
        return ParkedNotice(kind.variant, target.name)

    def all(self) -> list[Parked]:
        """Every parked game that can be read, newest first."""
        found = []
        for path in self.game_file.parent.glob(f"{self.game_file.stem}.*{self.game_file.suffix}"):
            if ".corrupt-" in path.name:
                continue
            kind = kind_of(path)
            if kind is not None:
                try:
                    found.append(Parked(path, kind, path.stat().st_mtime))
                except OSError:
                    continue
        return sorted(found, key=lambda p: (p.mtime, p.path.name), reverse=True)

    def resumable(self, catalog: Catalog) -> list[Parked]:
        """Parked games whose variant and rule are back as they were, newest first."""
        return [p for p in self.all() if p.kind.playable(catalog)]

    def swap_in(self, parked: Parked) -> None:
        """Make ``parked`` the saved game; whatever ``game.json`` held is parked first (a
        started game is kept, never lost, when another is resumed)."""
        if self.game_file.exists():
            kind = kind_of(self.game_file)
            if kind is not None and kind.started:
                self.park(kind)
            else:
                self.game_file.unlink()
        os.replace(parked.path, self.game_file)


def providers(records: Iterable[Any]) -> dict[str, tuple[str, str]]:
    """Variant and rule key → (plugin name, version), from the host's plugin records."""
    found: dict[str, tuple[str, str]] = {}
    for record in records:
        for key in (*getattr(record, "variants", ()), *getattr(record, "rules", ())):
            found.setdefault(key, (str(record.name), str(record.version or "")))
    return found
