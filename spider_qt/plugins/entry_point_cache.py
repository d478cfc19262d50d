"""The entry-point cache file: read only if no one else could have written it, and its rows
used only if they are what the installed distributions declare.

Each row names a module the app imports at start, so a row is code. The cache is only
ever a faster way to the answer ``importlib.metadata`` would give, never a source of
plugins: a row counts only if the metadata folder it names is on ``sys.path`` now (one
of the live :func:`~.entry_points.environment_key`'s), is named for the row's
distribution and version, and declares exactly that ``name = value`` in its own
``entry_points.txt``. And a cache must not hide a plugin either: every folder whose
``entry_points.txt`` declares any entry point of the group must be in it with all of
them. Checking reads the ``entry_points.txt`` of each metadata folder that has one (eight
small files on the project's own environment, a fraction of a millisecond), far less
than the ``importlib.metadata`` import it saves. A file that fails any of this is no
cache at all: the caller rebuilds it.

The files are parsed the way ``importlib.metadata`` parses them (its ``Sectioned``
reader), by hand: ``configparser`` reads them differently and costs more to import than
the whole check.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

#: The cache file's layout; a file of another format is rebuilt, not read.
FORMAT: Final = 2
#: A cache larger than this is not ours (it lists a few dozen entry points): not read.
MAX_BYTES: Final = 1 << 20
#: The endings by whose folder name ``importlib.metadata`` tells distributions apart.
SUFFIXES: Final = (".dist-info", ".egg-info")

#: One cached entry point: name, value, distribution, its version, its metadata folder.
Row = tuple[str, str, str, str, str]
Pairs = tuple[tuple[str, str], ...]


# --- the file -----------------------------------------------------------------------------------


def read(cache_file: Path) -> dict[str, object] | None:
    """The cache file's JSON object, or ``None`` for anything else: absent, not a regular
    file (opened without blocking, so a FIFO cannot hang the start), someone else's or
    writable by others, over :data:`MAX_BYTES`, unreadable, not JSON, of another format.

    What is checked is the file actually opened (``os.fstat`` of its descriptor), not a
    name that may be replaced between a check and the read.
    """
    try:
        fd = os.open(cache_file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError):
        return None
    try:
        with open(fd, "rb") as handle:
            if not trusted(os.fstat(handle.fileno())):
                return None
            raw = handle.read(MAX_BYTES + 1)
    except (OSError, ValueError):
        return None
    if len(raw) > MAX_BYTES:
        return None  # it grew since fstat
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError, MemoryError):
        return None
    return data if isinstance(data, dict) and data.get("format") == FORMAT else None


def trusted(info: os.stat_result) -> bool:
    """A regular file of at most :data:`MAX_BYTES`; on POSIX also the player's own and
    writable by no one else, as a plugin file must be: whoever can write the cache could
    otherwise choose which installed module is imported. (Windows: ACLs, not checked.)"""
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
        return False
    if os.name != "posix":
        return True
    return info.st_uid == os.getuid() and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def content(key: Sequence[object], rows: Sequence[Row]) -> dict[str, object]:
    """The file's JSON object for ``rows`` read in the environment ``key`` describes."""
    return {"format": FORMAT, "key": list(key), "entry_points": [list(row) for row in rows]}


def write(cache_file: Path, data: dict[str, object]) -> None:
    """Write the cache atomically (the storage layer's writer: a private temporary file,
    then a rename, so the file is the player's, mode 0600); if it cannot be written, the
    next start reads ``importlib.metadata`` again, which is all a cache failing costs."""
    from spider_qt.storage.files import remove_stale_temporaries, write_json

    try:
        remove_stale_temporaries(cache_file)
        write_json(cache_file, data)
    except (OSError, ValueError, TypeError):
        pass


# --- the rows, checked against the files --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Declaring:
    """A metadata folder whose entry points ``importlib.metadata`` would list, that declares
    some in the group: who it says it is (from its name) and what it declares."""

    path: str
    name: str  # normalized
    version: str | None  # from the folder's name; None: the name has none (``x.egg-info``)
    pairs: Pairs

    def is_of(self, dist_name: str, dist_version: str) -> bool:
        """Whether a row's distribution and version are this folder's."""
        if normalize(dist_name) != self.name:
            return False
        if self.version is not None:  # wheel naming: a version's "-" is written "_"
            return dist_version.replace("-", "_").lower() == self.version.lower()
        return dist_version == header_version(self.path)


def verified(data: dict[str, object], key: Sequence[object], group: str,
             required: str = "") -> list[Row] | None:
    """The cached rows if they are exactly what the metadata folders of ``key`` (the live
    environment's, which the cache's key equals) declare in ``group``; ``None`` otherwise.

    Every row must be five strings naming a declaring folder of ``key`` under that
    folder's distribution name and version; each folder's rows must be its declared
    entry points, in its file's order; every declaring folder must have its rows; and
    ``required`` (the app's own distribution) must have some.
    """
    rows = data.get("entry_points")
    if not isinstance(rows, list):
        return None
    folders = declaring_folders(key, group)
    if folders is None or len(rows) != sum(len(f.pairs) for f in folders.values()):
        return None  # (a long list of forged rows ends here, unread)
    found: list[Row] = []
    listed: dict[str, list[tuple[str, str]]] = {}
    for row in rows:
        if not (isinstance(row, list) and len(row) == 5 and all(isinstance(s, str) for s in row)):
            return None
        name, value, dist_name, dist_version, path = row
        folder = folders.get(path)
        if folder is None or not folder.is_of(dist_name, dist_version):
            return None
        listed.setdefault(path, []).append((name, value))
        found.append((name, value, dist_name, dist_version, path))
    if any(tuple(listed.get(path, ())) != folder.pairs for path, folder in folders.items()):
        return None
    if required and not any(normalize(row[2]) == normalize(required) for row in found):
        return None
    return found


def declaring_folders(key: Sequence[object], group: str) -> dict[str, Declaring] | None:
    """Each metadata folder of ``key`` whose entry points ``importlib.metadata`` lists
    and that declares some in ``group``, by path; ``None`` if that cannot be told.

    As ``importlib.metadata`` does, a distribution's first folder along ``sys.path`` is the
    one whose entry points count; later folders of the same (normalized) name are not.
    Two folders of one name in one ``sys.path`` entry are listed in the order the disk
    gives: if either declares entry points, which one counts is chance, so ``None`` (no
    cache is trusted there; a broken install, which ``pip`` warns of too). An ``EGG-INFO``
    in an ``.egg`` counts on its own (``importlib.metadata`` names it by its ``PKG-INFO``).
    A zip archive on ``sys.path`` is not looked into.
    """
    seen: set[str] = set()
    found: dict[str, Declaring] = {}
    for entry in key[2:]:
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str)
                and isinstance(entry[1], list)):
            continue  # a file (a zip archive), or a folder that could not be listed
        place, listing = entry
        here: dict[str, list[Declaring]] = {}
        for item in listing:
            if not (isinstance(item, list) and len(item) == 3 and isinstance(item[0], str)):
                return None  # not a key environment_key made
            folder_name, _, has_entry_points = item
            name, version, unique = identity(place, folder_name)
            if unique and name in seen:
                continue  # an earlier sys.path entry has this distribution
            path = os.path.join(place, folder_name)
            pairs = declared(os.path.join(path, "entry_points.txt"), group) \
                if has_entry_points is not None else ()
            if pairs is None:
                return None  # importlib.metadata would fail on it: let it say so
            declaring = Declaring(path, name, version, pairs)
            if unique:
                here.setdefault(name, []).append(declaring)
            elif pairs:  # neither hides another folder nor is hidden
                found[path] = declaring
        for folders in here.values():
            declaring_ones = [f for f in folders if f.pairs]
            if len(folders) > 1 and declaring_ones:
                return None
            found.update((f.path, f) for f in declaring_ones)
        seen.update(here)
    return found


def identity(place: str, folder_name: str) -> tuple[str, str | None, bool]:
    """A metadata folder's normalized distribution name and version (``None``: its name
    has none) as its name gives them (``name-version.dist-info``,
    ``name-version-py3.X.egg-info``, ``name.egg-info``), and whether ``importlib.metadata``
    tells distributions apart by that name. It does not for ``EGG-INFO`` (named by its
    ``.egg`` folder here) or an upper-case ending: it reads their ``Name:`` header instead,
    so here they neither hide another folder nor are hidden."""
    if folder_name.lower() == "egg-info":
        folder_name = os.path.basename(place)
    stem, suffix = os.path.splitext(folder_name)
    name, _, rest = stem.partition("-")
    version = rest.partition("-")[0]
    return normalize(name), version or None, suffix in SUFFIXES


def normalize(name: str) -> str:
    """A distribution name as ``importlib.metadata`` compares them (PEP 503, ``_`` for ``-``)."""
    return re.sub(r"[-_.]+", "_", name).lower()


def declared(path: str, group: str) -> Pairs | None:
    """The ``(name, value)`` pairs ``importlib.metadata`` reads in ``group`` of an
    ``entry_points.txt``, in order; ``()`` for a file it treats as absent, ``None`` for
    one it fails on (not UTF-8, a line without ``=`` in a section)."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError, PermissionError):
        return ()
    except (OSError, ValueError):
        return None
    pairs = []
    section: str | None = None
    for line in map(str.strip, text.splitlines()):
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line.strip("[]")
            continue
        if section is None:
            continue
        name, equals, value = line.partition("=")
        if not equals:
            return None
        if section == group:
            pairs.append((name.strip(), value.strip()))
    return tuple(pairs)


def header_version(folder: str) -> str | None:
    """The ``Version:`` of a metadata folder's ``METADATA`` (else ``PKG-INFO``), read up to
    the end of the headers: for a folder whose name carries no version."""
    for name in ("METADATA", "PKG-INFO"):
        try:
            with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    if not line.strip():
                        break
                    field, colon, value = line.partition(":")
                    if colon and field.strip().lower() == "version":
                        return value.strip()
        except OSError:
            continue
        return None
    return None
