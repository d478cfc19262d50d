"""Where plugins come from (entry points of installed distributions, the user's folder), and
running a plugin's code so that nothing it does can stop the app.

Finding a plugin imports nothing: each is a :class:`Candidate` that the host imports
when it needs it, once (:meth:`Candidate.imported`), so loading again after the player
switches a plugin on or off never runs a module's code a second time. Every import and
hook call goes through :func:`guarded`: ``sys.exit()``, ``KeyboardInterrupt`` or
argparse's exit in a plugin become that plugin's error, with its traceback and time.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shlex
import stat
import sys
import time
import traceback
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import ModuleType
from typing import Final

from .entry_points import entry_points
from .hookspecs import PROJECT
from .records import Origin, PluginRecord

#: The distribution whose entry points are the built-in plugins.
APP_DISTRIBUTION: Final = "spider-qt"
#: Folder plugins are imported as ``spider_qt_user_plugin__<name>``: never a name the
#: standard library or the app uses, so a ``json.py`` in the folder shadows nothing.
PRIVATE_PREFIX: Final = "spider_qt_user_plugin__"
#: The pseudo-plugin a refused plugins folder is reported as.
FOLDER_RECORD: Final = "plugins folder"

Found = tuple[PluginRecord, object | None]


# --- running plugin code ------------------------------------------------------------------------


@dataclass
class Outcome:
    """What running a piece of plugin code came to: its value, or its error in words and in
    full, and how long it took either way."""

    value: object = None
    error: str | None = None
    traceback: str = ""
    seconds: float = 0.0
    interrupted: bool = False  # a KeyboardInterrupt: the host stops loading after recording


@contextmanager
def plugin_argv() -> Iterator[None]:
    """``sys.argv`` is ``[program]`` while plugin code runs: the app's options (``--profile``)
    are not the plugin's, and a plugin parsing them must not fail on them. Restored after."""
    saved = getattr(sys, "argv", None)
    sys.argv = [saved[0] if saved else PROJECT.replace("_", "-")]
    try:
        yield
    finally:
        if saved is None:
            del sys.argv
        else:
            sys.argv = saved


def guarded(call: Callable[[], object]) -> Outcome:
    """Run plugin code; whatever it raises, ``SystemExit`` and ``KeyboardInterrupt`` too,
    is caught and described. A plugin must never end the app: the ones that try are
    disabled instead, and the player is told."""
    start = time.perf_counter()
    try:
        with plugin_argv():
            value = call()
    except BaseException as exc:  # the point: SystemExit, KeyboardInterrupt, argparse's exit
        return Outcome(error=exception_text(exc), seconds=time.perf_counter() - start,
                       traceback="".join(traceback.format_exception(exc)),
                       interrupted=isinstance(exc, KeyboardInterrupt))
    return Outcome(value, seconds=time.perf_counter() - start)


def exception_text(exc: BaseException) -> str:
    """One line for an exception; the ones that try to stop the app say so."""
    if isinstance(exc, SystemExit):
        return (f"SystemExit({exc.code!r}): it tried to end spider-qt (sys.exit, or "
                "argparse refusing a command line); a plugin must not")
    if isinstance(exc, KeyboardInterrupt):
        return "KeyboardInterrupt: interrupted (Ctrl+C) while it was running"
    return f"{type(exc).__name__}: {exc}"


# --- candidates ---------------------------------------------------------------------------------


@dataclass(eq=False)
class Candidate:
    """A plugin found, not necessarily imported yet.

    ``importer`` imports it; ``problem`` refuses it before any import (a folder others can
    write). The outcome of the one import is kept for every later load.
    """

    name: str
    origin: Origin | str
    location: str = ""
    version: str = ""
    importer: Callable[[], object] | None = None
    problem: str | None = None
    version_from_module: bool = False  # folder plugins say their version as ``__version__``
    given: PluginRecord | None = None  # a record handed in whole (tests, embedders)
    #: Its variants' names from the last load that had them: a rule waiting for one of
    #: them, once the player switches this plugin off, names what it waits for.
    variant_names: dict[str, str] = field(default_factory=dict)
    _outcome: Outcome | None = field(default=None, repr=False)

    @classmethod
    def from_found(cls, record: PluginRecord, plugin: object | None) -> Candidate:
        """An already imported (or failed) plugin, as tests and embedders hand them in."""
        return cls(record.name, record.origin, record.location, record.version,
                   given=record, _outcome=Outcome(plugin, record.error, record.traceback,
                                                  record.load_seconds))

    @property
    def is_imported(self) -> bool:
        return self._outcome is not None

    def imported(self) -> Outcome:
        """The import's outcome: imported (guarded) the first time, remembered after."""
        if self._outcome is None:
            if self.problem is not None:
                self._outcome = Outcome(error=self.problem)
            elif self.importer is None:
                self._outcome = Outcome()
            else:
                importer = self.importer
                outcome = guarded(importer)
                if outcome.error is not None:
                    outcome.error = f"could not be imported: {outcome.error}"
                self._outcome = outcome
        return self._outcome

    def record(self, enabled: bool = True) -> PluginRecord:
        """A fresh record for one load: the import's result, nothing registered yet."""
        if self.given is not None:
            base = replace(self.given, variants=[], rules=[], warnings=[], needs=[],
                           waiting_rules=[], needed_names={})
            base.enabled = base.enabled and enabled
            return base
        record = PluginRecord(self.name, Origin(self.origin), self.version,
                              location=self.location, enabled=enabled)
        if not enabled or self._outcome is None:
            return record
        outcome = self._outcome
        record.error, record.traceback = outcome.error, outcome.traceback
        record.load_seconds = outcome.seconds
        if outcome.value is not None:
            described = guarded(lambda: _about(outcome.value))
            summary, version = described.value if isinstance(described.value, tuple) else ("", "")
            record.summary = summary
            if self.version_from_module:
                record.version = version
        return record


ORIGIN_RANK: Final[dict[str, int]] = {Origin.BUILT_IN: 0, Origin.INSTALLED: 1, Origin.FOLDER: 2}


def load_order(candidate: Candidate) -> tuple[int, str, str]:
    """Built-ins, installed distributions, then the folder; each by plugin name.

    Who keeps a variant key or code letters when two plugins want them follows this
    order alone, never the order a disk or ``importlib.metadata`` lists things in.
    """
    rank = ORIGIN_RANK.get(candidate.origin, len(ORIGIN_RANK))
    return (rank, candidate.name, candidate.location)


def entry_point_candidates(group: str = PROJECT, *, builtin_only: bool = False,
                           cache_file: Path | None = None,
                           write_cache: bool = True) -> list[Candidate]:
    """Every plugin of an installed distribution's entry points (the app's are the built-ins).

    ``cache_file`` keeps the list between starts (:mod:`.entry_points`): with it, an
    ordinary start finds the plugins without importing ``importlib.metadata``; a cache
    without the app's own entry points is not believed. ``write_cache=False`` reads a
    valid cache but never writes one.
    """
    found = []
    for ep in entry_points(group, cache_file, required=APP_DISTRIBUTION, write=write_cache):
        builtin = ep.dist_name == APP_DISTRIBUTION
        if builtin_only and not builtin:
            continue
        found.append(Candidate(ep.name, Origin.BUILT_IN if builtin else Origin.INSTALLED,
                               ep.value, ep.dist_version, importer=ep.load))
    return sorted(found, key=load_order)


def folder_candidates(folder: Path) -> list[Candidate]:
    """Each ``NAME.py`` file or ``NAME/`` package in ``folder``, to import privately.

    A plugin that others could change (or the folder itself) is refused before anything
    of it runs: :func:`path_problems` says which path and how to fix it.
    """
    if not folder.is_dir():
        return []
    problem = next(path_problems(folder), None)
    if problem is not None:
        return [Candidate(FOLDER_RECORD, Origin.FOLDER, str(folder),
                          problem=f"The plugins folder was not used: {problem}.")]
    found = []
    for entry in sorted(folder.iterdir()):
        if entry.name.startswith((".", "_")):
            continue
        if entry.is_file() and entry.suffix == ".py":
            init, name = entry, entry.stem
        elif entry.is_dir() and (entry / "__init__.py").is_file():
            init, name = entry / "__init__.py", entry.name
        else:
            continue
        candidate = Candidate(name, Origin.FOLDER, str(entry), version_from_module=True)
        candidate.importer = _private_importer(name, init, package=init.name == "__init__.py")
        candidate.problem = _plugin_problem(entry, folder)
        found.append(candidate)
    return sorted(found, key=load_order)


def _plugin_problem(entry: Path, folder: Path) -> str | None:
    problem = next(path_problems(entry, plugins_folder=folder), None)
    return None if problem is None else f"was not loaded: {problem}"


def _private_importer(name: str, init: Path, package: bool) -> Callable[[], ModuleType]:
    return lambda: _import_private(name, init, package)


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


def _about(plugin: object) -> tuple[str, str]:
    """The first line of its docstring and its ``__version__`` (read guarded: a plugin's
    attributes are its code too)."""
    doc = getattr(plugin, "__doc__", None)
    doc = doc.strip() if isinstance(doc, str) else ""
    return (doc.splitlines()[0] if doc else "", str(getattr(plugin, "__version__", "") or ""))


# --- the sources as (record, plugin) pairs, imported -------------------------------------------


def entry_point_plugins(
    group: str = PROJECT, *, builtin_only: bool = False, disabled: Collection[str] = ()
) -> Iterator[Found]:
    """Installed plugins in load order, imported: a switched-off one is listed, not imported."""
    yield from _imported(entry_point_candidates(group, builtin_only=builtin_only), disabled)


def folder_plugins(folder: Path, *, disabled: Collection[str] = ()) -> Iterator[Found]:
    """The folder's plugins in load order, imported (see :func:`entry_point_plugins`)."""
    yield from _imported(folder_candidates(folder), disabled)


def _imported(candidates: list[Candidate], disabled: Collection[str]) -> Iterator[Found]:
    for candidate in candidates:
        on = candidate.name not in disabled
        outcome = candidate.imported() if on else None
        yield candidate.record(on), outcome.value if outcome is not None else None



# --- who may change a plugin --------------------------------------------------------------------

#: Files and folders looked at in one plugin before giving up on it (a plugin is small).
MAX_CHECKED: Final = 10_000
#: Symlinks followed from one path, as the system itself stops at about 40.
MAX_HOPS: Final = 40


def player_uid() -> int:
    """The player's user id: the one owner besides root a plugin's files may have."""
    return os.getuid()


def path_problems(path: Path, plugins_folder: Path | None = None) -> Iterator[str]:
    """Why the code at ``path`` must not run, if it must not: each sentence names the path
    and the command that fixes it.

    Code another user can change would run as the player. So every file and folder of a
    plugin (``plugins_folder`` given: a package's contents all the way down, and Python's
    cached bytecode of a single file), and each folder along the way a symlink points
    (up to, not including, the filesystem root), must be writable by the player alone and
    belong to the player or root, as ssh asks of a key file. A world-writable folder with
    the sticky bit (``/tmp``) is accepted along a symlink's way: there no one can replace
    what another owns. Without ``plugins_folder``, ``path`` alone is checked (the plugins
    folder itself). Windows is not checked: its permissions are ACLs, not mode bits.
    """
    if os.name != "posix":
        return
    try:
        for checked, on_the_way in _paths_of(path, plugins_folder):
            problem = _problem(checked, on_the_way)
            if problem is not None:
                yield problem
    except _TooMany:
        yield (f"{path} holds more than {MAX_CHECKED} files and folders, too many to check "
               "who may change them; keep only the plugin's own files in it")


class _TooMany(Exception):
    pass


def _paths_of(path: Path, plugins_folder: Path | None) -> Iterator[tuple[Path, bool]]:
    """Each path to check, and whether it is only a folder on a symlink's way."""
    seen: set[str] = set()
    pending = [path]
    count = 0
    while pending:
        current = pending.pop()
        yield current, False
        if current.is_symlink():
            yield from ((folder, True) for folder in _link_folders(current))
        real = os.path.realpath(current)
        if plugins_folder is None or not current.is_dir() or real in seen:
            continue
        seen.add(real)
        try:
            children = sorted(current.iterdir())
        except OSError:
            continue  # _problem says it cannot be read, or the import will
        count += len(children)
        if count > MAX_CHECKED:
            raise _TooMany
        pending.extend(reversed(children))
    if plugins_folder is not None and path.suffix == ".py":
        cache = plugins_folder / "__pycache__"  # where Python caches the file's bytecode
        if cache.is_dir():
            yield cache, False
            yield from ((pyc, False) for pyc in sorted(cache.glob(f"{path.stem}.*.pyc")))


def _link_folders(link: Path) -> Iterator[Path]:
    """Every folder each hop of a symlink chain lies in, up to the root (not included)."""
    current = link
    for _ in range(MAX_HOPS):
        if not current.is_symlink():
            return
        current = current.parent / os.readlink(current)
        folder = Path(os.path.realpath(current.parent))
        for each in (folder, *folder.parents):
            if each == Path(each.anchor):
                break
            yield each


def _problem(path: Path, on_the_way: bool) -> str | None:
    try:
        info = path.stat()  # through a symlink: the file that would run
    except OSError as exc:
        return f"{path} cannot be read ({exc.strerror or exc})"
    mode = info.st_mode
    sticky = stat.S_ISDIR(mode) and bool(mode & stat.S_ISVTX)
    if mode & (stat.S_IWGRP | stat.S_IWOTH) and not (on_the_way and sticky):
        return (f"{path} can be changed by other users; make it writable only by you: "
                f"chmod go-w {shlex.quote(str(path))}")
    if info.st_uid not in (player_uid(), 0):
        return (f"{path} belongs to another user ({_user(info.st_uid)}); make it yours: "
                f"sudo chown {_user(player_uid())} {shlex.quote(str(path))}")
    return None


def _user(uid: int) -> str:
    try:
        import pwd

        return pwd.getpwuid(uid).pw_name
    except (ImportError, KeyError):
        return str(uid)
