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

The cached rows name modules that are imported, so the cache is never trusted as a
source of code (:mod:`.entry_point_cache`): a file someone else could have written is not
read, and a row is used only if the metadata folder it names, on ``sys.path`` now,
declares exactly that entry point; a cache that leaves one out is not used either.

A cache is never worth a failed start: a missing, damaged, foreign, stale or forged file
is rebuilt, and one that cannot be written (a read-only folder) is simply done without.
"""

from __future__ import annotations

import importlib
import os
import re
import stat
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final

from . import entry_point_cache as cache

if TYPE_CHECKING:  # imported only when it is asked (about 25 ms): see the module
    import importlib.metadata
from .entry_point_cache import FORMAT, MAX_BYTES

__all__ = ["CACHE_NAME", "FORMAT", "MAX_BYTES", "EntryPointRecord", "entry_points",
           "environment_key", "from_metadata", "load"]

#: The cache file's name in the profile's cache folder.
CACHE_NAME: Final = "entry-points.json"
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
    metadata: str = ""  # the distribution's metadata folder: what a cached row is checked by

    @property
    def row(self) -> cache.Row:
        """The record as the cache file keeps it."""
        return (self.name, self.value, self.dist_name, self.dist_version, self.metadata)

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


def entry_points(group: str, cache_file: Path | None = None, *, required: str = "",
                 write: bool = True) -> tuple[EntryPointRecord, ...]:
    """The group's entry points, in ``importlib.metadata``'s order.

    From ``cache_file`` when it describes this environment and every row of it checks
    out against the installed metadata (``required``: a distribution that must be among
    them, the app's own); from ``importlib.metadata`` otherwise (and always when that is
    imported already, or no cache file is given), then written to ``cache_file`` if it
    said something else, unless ``write`` is false (a one-shot command reads a cache but
    leaves the profile as it found it).
    """
    if cache_file is None:
        return from_metadata(group)
    key = environment_key(group)  # before reading: a change meanwhile means a rebuild next time
    cached = cache.read(cache_file)
    if METADATA not in sys.modules and cached is not None and cached.get("key") == key:
        rows = cache.verified(cached, key, group, required)
        if rows is not None:
            return tuple(EntryPointRecord(*row) for row in rows)
    records = from_metadata(group)
    content = cache.content(key, [record.row for record in records])
    if write and cached != content:
        cache.write(cache_file, content)
    return records


def from_metadata(group: str) -> tuple[EntryPointRecord, ...]:
    """Ask ``importlib.metadata`` (importing it, ~20 to 60 ms, if nothing has yet)."""
    import importlib.metadata

    try:
        listed = list(importlib.metadata.entry_points(group=group))
    except Exception:  # one distribution's broken metadata must not hide every plugin
        listed = list(_each_distribution(group))
    found = []
    for ep in listed:
        dist = ep.dist
        found.append(EntryPointRecord(ep.name, ep.value, str(dist.name or "") if dist else "",
                                      str(dist.version or "") if dist else "",
                                      _metadata_folder(dist)))
    return tuple(found)


def _each_distribution(group: str) -> Iterator[importlib.metadata.EntryPoint]:
    """``importlib.metadata.entry_points`` one distribution at a time, skipping any whose
    ``entry_points.txt`` it cannot read (not UTF-8, a line without ``=``): the first copy
    of each distribution name along ``sys.path`` counts, as there."""
    import importlib.metadata

    seen: set[str] = set()
    for dist in importlib.metadata.distributions():
        try:
            name = re.sub(r"[-_.]+", "_", str(dist.metadata["Name"] or "")).lower()
            if name in seen:
                continue
            seen.add(name)
            yield from dist.entry_points.select(group=group)
        except Exception:
            continue


def _metadata_folder(dist: object) -> str:
    """Where a distribution's metadata is, as :func:`environment_key` writes paths; ``""``
    for one found by a finder of its own (a cache naming it never checks out)."""
    path = getattr(dist, "_path", None)  # PathDistribution's, the one importlib.metadata makes
    if not isinstance(path, (str, os.PathLike)):
        return ""  # (a zip archive's zipfile.Path too: the key does not look into those)
    return os.path.abspath(os.fspath(path))


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
