"""The installed distributions' entry points of one group, without ``importlib.metadata``
on an ordinary start.

Importing ``importlib.metadata`` (with the ``email`` package it pulls in) and scanning
every distribution costs about 60 ms, on every start, to learn what changes only when
something is installed or removed. So the answer is kept in a small JSON file in the
profile's cache folder, with a key describing the environment it was read from: the
Python, and each ``sys.path`` entry with the metadata folders (``*.dist-info``,
``*.egg-info``) in it, their times and those of their ``entry_points.txt``. Taking the
key costs one ``os.scandir`` per entry and a few ``stat`` calls (well under a millisecond
or two); when it matches, the cached list is used and ``importlib.metadata`` is never
imported.

When ``importlib.metadata`` is imported already (pytest, a ``sitecustomize``, an embedder)
it is asked directly and the cache only refreshed: whoever imported it may have changed
what it answers (the test suite hides third-party plugins by patching
``importlib.metadata.entry_points``), and asking costs little once it is loaded.

A cache is never worth a failed start: a missing, damaged, foreign or stale file is
rebuilt, and one that cannot be written (a read-only folder) is simply done without.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import stat
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

#: The cache file's name in the profile's cache folder.
CACHE_NAME: Final = "entry-points.json"
#: The cache file's layout; a file of another format is rebuilt, not read.
FORMAT: Final = 1
#: A cache larger than this is not ours (it lists a few dozen entry points): not read.
MAX_BYTES: Final = 4 << 20
METADATA: Final = "importlib.metadata"
#: ``importlib.metadata``'s own reading of an entry point's value: ``module:attr.sub [extras]``.
PATTERN: Final = re.compile(
    r"(?P<module>[\w.]+)\s*(:\s*(?P<attr>[\w.]+)\s*)?((?P<extras>\[.*\])\s*)?$")

#: The environment a cache was read from: JSON-shaped, compared as it is stored.
Key = list[object]


@dataclass(frozen=True, slots=True)
class EntryPointRecord:
    """One entry point, as much of it as the plugin host needs: small enough to cache."""

    name: str
    value: str
    dist_name: str
    dist_version: str

    def load(self) -> object:
        """What the entry point names, imported (see :func:`load`)."""
        return load(self.value)


def load(value: str) -> object:
    """Import ``module:attr.sub`` as ``EntryPoint.load`` does: the module by
    ``importlib.import_module``, then each attribute in turn; ``[extras]`` are ignored.
    Whatever fails raises, for the caller's guard to record as the plugin's error."""
    match = PATTERN.match(value)
    if match is None:
        raise ValueError(f"{value!r} is not an entry point: expected module or module:attribute")
    found: object = importlib.import_module(match["module"])
    for attribute in filter(None, (match["attr"] or "").split(".")):
        found = getattr(found, attribute)
    return found


def entry_points(group: str, cache_file: Path | None = None) -> tuple[EntryPointRecord, ...]:
    """The group's entry points, in ``importlib.metadata``'s order.

    From ``cache_file`` when it describes this environment; from ``importlib.metadata``
    otherwise (and always when that is imported already, or no cache file is given),
    then written to ``cache_file`` if it said something else.
    """
    if cache_file is None:
        return from_metadata(group)
    key = environment_key(group)  # before reading: a change meanwhile means a rebuild next time
    cached = _read(cache_file)
    if METADATA not in sys.modules and cached is not None and cached.get("key") == key:
        records = _records(cached)
        if records is not None:
            return records
    records = from_metadata(group)
    content = _content(key, records)
    if cached != content:
        _write(cache_file, content)
    return records


def from_metadata(group: str) -> tuple[EntryPointRecord, ...]:
    """Ask ``importlib.metadata`` (importing it, ~60 ms, if nothing has yet)."""
    import importlib.metadata

    found = []
    for ep in importlib.metadata.entry_points(group=group):
        dist = ep.dist
        found.append(EntryPointRecord(ep.name, ep.value, str(dist.name or "") if dist else "",
                                      str(dist.version or "") if dist else ""))
    return tuple(found)


def environment_key(group: str) -> Key:
    """What ``importlib.metadata``'s answer depends on, cheaply: the Python, the group,
    and each ``sys.path`` entry that exists.

    A folder is described by the metadata folders in it, each with its time and that of
    its ``entry_points.txt`` (``None``: it has none): an install or removal adds, removes
    or replaces one of them. The folder's own time is left out: it changes with any file
    made in it, and the current folder (``python -m`` puts it on the path) would make a
    new cache of every start. A zip file (or any other file) is its path and time.
    """
    key: Key = [sys.version, group]
    for entry in sys.path:
        if not isinstance(entry, str):
            continue  # the import system skips them too
        path = os.path.abspath(entry or ".")
        try:
            info = os.stat(path)
        except (OSError, ValueError):
            continue
        if not stat.S_ISDIR(info.st_mode):
            key.append([path, info.st_mtime_ns])
            continue
        key.append([path, _metadata_folders(path)])
    return key


def _metadata_folders(folder: str) -> list[object] | None:
    """``[name, time, time of entry_points.txt]`` for each folder ``importlib.metadata``
    reads in ``folder`` (``EGG-INFO`` too in an ``.egg``), by name; ``None`` if unlistable."""
    is_egg = folder.lower().endswith(".egg")
    try:
        with os.scandir(folder) as entries:
            names = sorted(entry.name for entry in entries
                           if entry.name.lower().endswith((".dist-info", ".egg-info"))
                           or (is_egg and entry.name.lower() == "egg-info"))
    except OSError:
        return None  # importlib.metadata finds nothing there either
    found: list[object] = []
    for name in names:
        path = os.path.join(folder, name)
        found.append([name, _mtime(path), _mtime(os.path.join(path, "entry_points.txt"))])
    return found


def _mtime(path: str) -> int | None:
    try:
        return os.stat(path).st_mtime_ns
    except (OSError, ValueError):
        return None


def _content(key: Key, records: Sequence[EntryPointRecord]) -> dict[str, object]:
    return {"format": FORMAT, "key": key,
            "entry_points": [[r.name, r.value, r.dist_name, r.dist_version] for r in records]}


def _read(cache_file: Path) -> dict[str, object] | None:
    """The cache file's JSON object, or ``None`` for anything else: absent, not a regular
    file (a FIFO would block), too large, unreadable, not JSON, of another format."""
    try:
        info = os.stat(cache_file)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
            return None
        with open(cache_file, "rb") as handle:
            data = json.loads(handle.read(MAX_BYTES + 1))
    except (OSError, ValueError, RecursionError, MemoryError):
        return None
    return data if isinstance(data, dict) and data.get("format") == FORMAT else None


def _records(data: dict[str, object]) -> tuple[EntryPointRecord, ...] | None:
    """The cached entry points, or ``None`` if they are not four strings each."""
    rows = data.get("entry_points")
    if not isinstance(rows, list):
        return None
    found = []
    for row in rows:
        if not (isinstance(row, list) and len(row) == 4 and all(isinstance(s, str) for s in row)):
            return None
        found.append(EntryPointRecord(*row))
    return tuple(found)


def _write(cache_file: Path, content: dict[str, object]) -> None:
    """Write the cache atomically (the storage layer's writer); if it cannot be written,
    the next start reads ``importlib.metadata`` again, which is all a cache failing costs."""
    from spider_qt.storage.files import remove_stale_temporaries, write_json

    try:
        remove_stale_temporaries(cache_file)
        write_json(cache_file, content)
    except (OSError, ValueError, TypeError):
        pass
