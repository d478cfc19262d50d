"""Where plugins come from: entry points of installed distributions, and the user's folder.

Each source yields ``(record, plugin)`` pairs one plugin at a time, importing
each on its own: a plugin that fails to import yields its record with the
error and ``None``, and the next one is still tried.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import logging
import os
import re
import stat
import sys
from collections.abc import Collection, Iterator
from pathlib import Path
from types import ModuleType
from typing import Final

from .hookspecs import PROJECT
from .records import Origin, PluginRecord

log = logging.getLogger(__name__)

#: The distribution whose entry points are the built-in plugins.
APP_DISTRIBUTION: Final = "spider-qt"
#: Folder plugins are imported as ``spider_qt_user_plugin__<name>``: never a name the
#: standard library or the app uses, so a ``json.py`` in the folder shadows nothing.
PRIVATE_PREFIX: Final = "spider_qt_user_plugin__"

Found = tuple[PluginRecord, object | None]


def entry_point_plugins(
    group: str = PROJECT, *, builtin_only: bool = False, disabled: Collection[str] = ()
) -> Iterator[Found]:
    """Built-ins first, in the order the app declares them (so Spider, declared first, is
    the default game), then installed plugins by name."""

    def builtin(ep: importlib.metadata.EntryPoint) -> bool:
        return ep.dist is not None and ep.dist.name == APP_DISTRIBUTION

    eps = importlib.metadata.entry_points(group=group)
    for ep in sorted(eps, key=lambda e: (not builtin(e), "" if builtin(e) else e.name)):
        if builtin_only and not builtin(ep):
            continue
        dist = ep.dist
        record = PluginRecord(ep.name, Origin.BUILT_IN if builtin(ep) else Origin.INSTALLED,
                              dist.version if dist is not None else "", location=ep.value)
        if ep.name in disabled:
            record.enabled = False
            yield record, None
            continue
        try:
            plugin = ep.load()
        except Exception as exc:
            record.error = f"could not be imported: {type(exc).__name__}: {exc}"
            log.warning("plugin %s %s", ep.name, record.error)
            yield record, None
            continue
        record.summary = _summary(plugin)
        yield record, plugin


def folder_problem(path: Path) -> str | None:
    """Why a plugins folder (or a file in it) must not be trusted, or ``None``.

    Code that other users can change would run as the player: refuse it, as ssh
    refuses a key file others can write.
    """
    if os.name != "posix":
        return None
    try:
        info = path.stat()
    except OSError as exc:
        return f"{path} cannot be read ({exc.strerror or exc})"
    if info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return (f"{path} can be changed by other users, so no plugin was loaded from it; "
                f"make it writable only by you (chmod go-w '{path}')")
    if info.st_uid not in (os.getuid(), 0):
        return f"{path} belongs to another user, so no plugin was loaded from it"
    return None


def folder_plugins(folder: Path, *, disabled: Collection[str] = ()) -> Iterator[Found]:
    """Each ``NAME.py`` file or ``NAME/`` package in ``folder``, imported privately."""
    if not folder.is_dir():
        return
    problem = folder_problem(folder)
    if problem is not None:
        yield PluginRecord("plugins folder", Origin.FOLDER, location=str(folder),
                           error=f"The plugins folder {problem}."), None
        return
    for entry in sorted(folder.iterdir()):
        if entry.name.startswith((".", "_")):
            continue
        if entry.is_file() and entry.suffix == ".py":
            init, name = entry, entry.stem
        elif entry.is_dir() and (entry / "__init__.py").is_file():
            init, name = entry / "__init__.py", entry.name
        else:
            continue
        record = PluginRecord(name, Origin.FOLDER, location=str(entry))
        if name in disabled:
            record.enabled = False
            yield record, None
            continue
        problem = folder_problem(entry)
        if problem is not None:
            record.error = f"The plugin {problem}."
            yield record, None
            continue
        try:
            module = _import_private(name, init, package=init.name == "__init__.py")
        except Exception as exc:
            record.error = f"could not be imported: {type(exc).__name__}: {exc}"
            log.warning("plugin %s %s", name, record.error)
            yield record, None
            continue
        record.version = str(getattr(module, "__version__", ""))
        record.summary = _summary(module)
        yield record, module


def _import_private(name: str, init: Path, package: bool) -> ModuleType:
    module_name = PRIVATE_PREFIX + re.sub(r"\W", "_", name)
    spec = importlib.util.spec_from_file_location(
        module_name, init, submodule_search_locations=[str(init.parent)] if package else None)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {init}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # a package's relative imports need it registered
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(module_name, None)
        raise
    return module


def _summary(plugin: object) -> str:
    doc = getattr(plugin, "__doc__", None) or ""
    return doc.strip().splitlines()[0] if doc.strip() else ""
