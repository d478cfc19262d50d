"""Loading plugins and filling the engine's catalog, one plugin at a time.

pluggy stops at the first broken entry point or raising hook; a solitaire app
should not. Like tox and Anki, the host loads, validates and calls each plugin
on its own and records what went wrong, so one broken plugin only disables
itself: every import and hook call runs :func:`~.sources.guarded`, which catches
``SystemExit`` and ``KeyboardInterrupt`` too.

Identity never depends on luck: plugins load in :func:`~.sources.load_order`
(built-ins, installed distributions, the plugins folder, each by name), so when two
want one variant key or code letters, the later one gives way, with an error naming
both, whatever order the disk lists files in.

A Ctrl+C while a plugin runs is recorded against that plugin like any failure, and
then honoured: loading stops and :class:`PluginsInterrupted` (a ``KeyboardInterrupt``)
carries the records so far, so the player who pressed it gets the app stopped and the
command line can say which plugin was running.
"""

from __future__ import annotations

import inspect
import logging
import os
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pluggy

from spider_qt.engine import Catalog, RuleSpec, SpecError, VariantSpec, set_default_catalog

from . import hookspecs
from .entry_points import CACHE_NAME
from .records import Origin, PluginRecord
from .sources import (
    Candidate,
    Found,
    entry_point_candidates,
    folder_candidates,
    guarded,
    load_order,
)
from .theme_spec import CardThemes
from .themes_folder import theme_folder_candidates, themes_folder

if TYPE_CHECKING:  # only its folders are read: the host needs no storage code
    from spider_qt.storage.profile import Profile

log = logging.getLogger(__name__)

#: Told the name of each plugin about to be imported (a splash screen says it).
Progress = Callable[[str], None]


@dataclass
class LoadResult:
    """The catalog built from the plugins that worked, and a record of every plugin.

    ``themes`` are the card themes those plugins registered. ``candidates`` is the
    discovery it came from: :meth:`reload` builds the catalog again from it with other
    switches, importing only what was never imported.
    """

    catalog: Catalog
    plugins: list[PluginRecord]
    manager: pluggy.PluginManager
    safe_mode: bool = False
    candidates: list[Candidate] = field(default_factory=list)
    themes: CardThemes = field(default_factory=CardThemes)

    @property
    def errors(self) -> list[PluginRecord]:
        """The plugins that failed (an inactive or switched-off plugin is not a failure)."""
        return [p for p in self.plugins if not p.ok]

    def reload(self, disabled: Collection[str] = ()) -> LoadResult:
        """The plugins again, with ``disabled`` switched off: same discovery, same imports."""
        result = _load(self.candidates, disabled)
        result.safe_mode = self.safe_mode
        before = {_identity(r): r.last_added for r in self.plugins}
        for record in result.plugins:  # switched off or failing now: what it added before
            record.last_added = record.last_added or before.get(_identity(record), ())
        return result


class PluginsInterrupted(KeyboardInterrupt):
    """Ctrl+C while a plugin's code ran: it is recorded as that plugin's failure, then
    loading stops. ``record`` is the plugin that was running; ``plugins`` every record
    made so far."""

    def __init__(self, record: PluginRecord, plugins: list[PluginRecord]) -> None:
        super().__init__(f"interrupted while plugin {record.name!r} was loading")
        self.record = record
        self.plugins = plugins


def get_plugin_manager() -> pluggy.PluginManager:
    """A fresh manager that knows spider-qt's hooks and no plugin yet."""
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    return pm


def discover(folder: Path | None = None, *, safe_mode: bool = False,
             cache_dir: Path | None = None, write_cache: bool = True) -> list[Candidate]:
    """Every plugin, in load order, none imported: built-ins, installed distributions,
    then the user's folder, and each card theme in the themes folder beside it.

    ``cache_dir`` (the profile's) keeps the installed entry points between starts, so
    that a start need not import ``importlib.metadata``; ``write_cache=False`` (the
    one-shot command-line modes) uses a valid cache but never writes one. ``safe_mode``
    keeps to the built-ins and asks ``importlib.metadata`` for them, reading and writing
    no cache: a start meant to get round a broken profile must not import what that
    profile's cache names.
    """
    cache_file = cache_dir / CACHE_NAME if cache_dir is not None and not safe_mode else None
    found = entry_point_candidates(builtin_only=safe_mode, cache_file=cache_file,
                                   write_cache=write_cache)
    if folder is not None and not safe_mode:
        found += folder_candidates(folder) + theme_folder_candidates(themes_folder(folder))
    return sorted(found, key=load_order)


def anything_besides_builtins(candidates: Iterable[Candidate],
                              disabled: Collection[str] = ()) -> bool:
    """Whether loading will run code other than the app's own: then a start may take long
    enough to deserve a word on screen."""
    return any(c.origin != Origin.BUILT_IN and c.name not in disabled and c.problem is None
               for c in candidates)


def load_catalog(
    plugins: Iterable[Found] | None = None,
    *,
    folder: Path | None = None,
    safe_mode: bool = False,
    disabled: Collection[str] = (),
    candidates: list[Candidate] | None = None,
    progress: Progress | None = None,
) -> LoadResult:
    """Register every plugin that works and build the catalog from them.

    ``plugins`` are (record, plugin) pairs imported already (tests); ``candidates`` a
    discovery made already (:func:`discover`); else the plugins are discovered here.
    """
    if plugins is not None:
        candidates = [Candidate.from_found(record, plugin) for record, plugin in plugins]
    elif candidates is None:
        candidates = discover(folder, safe_mode=safe_mode)
    return _load(candidates, disabled, progress)


def _load(candidates: list[Candidate], disabled: Collection[str],
          progress: Progress | None = None) -> LoadResult:
    pm = get_plugin_manager()
    records: list[PluginRecord] = []
    loaded: list[tuple[PluginRecord, object]] = []
    made: list[tuple[Candidate, PluginRecord]] = []
    for candidate in sorted(candidates, key=load_order):
        on = candidate.name not in disabled
        if on and progress is not None and not candidate.is_imported:
            progress(candidate.name)
        outcome = candidate.imported() if on else None
        record = candidate.record(on)
        records.append(record)
        made.append((candidate, record))
        if outcome is not None and outcome.interrupted:
            raise PluginsInterrupted(record, records)
        if outcome is None or outcome.value is None or record.error or not record.enabled:
            continue
        if _register(pm, record, outcome.value, loaded, records):
            loaded.append((record, outcome.value))

    catalog, themes = _build_catalog(pm, loaded, records)
    for record, plugin in loaded:
        if record.error and pm.is_registered(plugin):
            pm.unregister(plugin)
        elif record.ok:  # the likely cause first, then what it led to
            record.warnings[:0] = _unmarked_hooks(plugin)
    _name_what_is_needed(made, catalog)
    for record in records:
        if record.variants or record.rules or record.themes:
            record.last_added = (*(catalog.variant(key) for key in record.variants),
                                 *(rule for rule in catalog.rules if rule.key in record.rules),
                                 *(spec for spec in map(themes.get, record.themes) if spec))
        if record.error is not None:
            log.info("plugin %s %s", record.name, record.error)
    return LoadResult(catalog, records, pm, candidates=candidates, themes=themes)


def _identity(record: PluginRecord) -> tuple[str, str, str]:
    """What tells one plugin from another across loads (two may share a name)."""
    return (record.name, record.origin, record.location)


def _name_what_is_needed(made: list[tuple[Candidate, PluginRecord]], catalog: Catalog) -> None:
    """Remember each plugin's variant names, and tell a waiting rule's plugin the names of
    the variants it needs that were loaded earlier in this run."""
    for candidate, record in made:
        if record.variants:
            candidate.variant_names = {key: catalog.variant(key).name for key in record.variants}
    names = {key: name for candidate, _ in made for key, name in candidate.variant_names.items()}
    for _, record in made:
        record.needed_names = {key: names[key] for key in record.needs if key in names}


def _register(pm: pluggy.PluginManager, record: PluginRecord, plugin: object,
              loaded: list[tuple[PluginRecord, object]], records: list[PluginRecord]) -> bool:
    """Hand ``plugin`` to pluggy (which checks its hook names); ``False`` with the error
    recorded if it is not a valid plugin or its name is taken by one loaded before it."""
    taken = next((r for r, _ in loaded if r.name == record.name), None)
    if taken is not None:
        record.error = (f"has the same name as {taken.describe()}, which loads first; "
                        "rename one of them")
        return False

    def register() -> None:
        pm.register(plugin, name=record.name)
        pm.check_pending()

    outcome = guarded(register)
    record.load_seconds += outcome.seconds
    if outcome.error is None:
        return True
    if pm.is_registered(plugin):
        pm.unregister(plugin)
    record.error, record.traceback = f"is not a valid plugin: {outcome.error}", outcome.traceback
    if outcome.interrupted:
        raise PluginsInterrupted(record, records)
    return False


class _Waiting(Exception):
    """A rule naming variants no loaded plugin provides: it waits, inactive, rather than
    failing its plugin (``added``: it was added for the variants that are there)."""

    def __init__(self, missing: tuple[str, ...], added: bool) -> None:
        super().__init__(", ".join(missing))
        self.missing = missing
        self.added = added


def _add_rule(catalog: Catalog, spec: Any) -> None:
    """Add a rule for the variants that are loaded; without any of them it waits."""
    if isinstance(spec, RuleSpec) and spec.variants:
        spec.validate()  # a broken rule fails, whether or not its variants are here
        # (the catalog checks the rest, policies included, once it has its variants)
        missing = tuple(key for key in spec.variants if key not in catalog)
        if missing:
            present = tuple(key for key in spec.variants if key in catalog)
            if present:
                catalog.add_rule(replace(spec, variants=present))
            raise _Waiting(missing, added=bool(present))
    catalog.add_rule(spec)


#: Who registered what in this round of :func:`_build_catalog`: (hook, key) → (plugin, spec).
Owners = dict[tuple[str, str], tuple[PluginRecord, Any]]


def _build_catalog(pm: pluggy.PluginManager, loaded: list[tuple[PluginRecord, object]],
                   records: list[PluginRecord]) -> tuple[Catalog, CardThemes]:
    """Each phase's hook from every plugin in load order, then the next phase; a failure
    disables the whole plugin.

    A plugin that fails in a later phase has already added things (variants, which
    other plugins' rules may name), so the catalog is rebuilt without it; each round
    disables at least one plugin, so this ends.
    """
    while True:
        catalog, themes = Catalog(), CardThemes()
        owners: Owners = {}
        registered: set[int] = set()  # ids of the records that registered anything
        for record, _ in loaded:
            for keys in (record.variants, record.rules, record.themes, record.needs,
                         record.waiting_rules,
                         record.warnings):
                keys.clear()
        # --- phases: one entry per hook, called in this order (hook, add, remove, kept) ---
        phases: tuple[tuple[str, Callable[[Any], None], Callable[[str], None], str], ...] = (
            ("spider_qt_register_policies", catalog.add_policy, catalog.remove_policy,
             "policies"),
            ("spider_qt_register_variants", catalog.add_variant, catalog.remove_variant,
             "variants"),
            ("spider_qt_register_rules", partial(_add_rule, catalog), catalog.remove_rule,
             "rules"),
            ("spider_qt_register_card_themes", themes.add, themes.remove, "themes"),
        )
        # --- end of phases ---
        failed_late = False
        for phase, (hook_name, add, remove, kept) in enumerate(phases):
            for record, plugin in loaded:
                if record.error is None and not _call_one(
                    _only(pm, plugin, hook_name), record, hook_name, add, remove,
                    _kept(record, kept), owners, registered, records,
                ):
                    failed_late = failed_late or phase > 0
        if not failed_late:
            for record, _ in loaded:
                if record.ok and id(record) not in registered:
                    record.warnings.append(
                        "registered nothing: none of its hooks called register(...), so it "
                        "adds no variant, no rule and no card theme")
            return catalog, themes


def _kept(record: PluginRecord, kept: str) -> list[str]:
    """The record's list for a phase's keys (a phase without one keeps them nowhere)."""
    value = getattr(record, kept, None)
    return value if isinstance(value, list) else []


def _only(pm: pluggy.PluginManager, plugin: object, hook_name: str) -> Callable[..., Any]:
    """A caller of ``hook_name`` that reaches this one plugin only (pluggy does the calling)."""
    others = [p for p in pm.get_plugins() if p is not plugin]
    return pm.subset_hook_caller(hook_name, remove_plugins=others)


def _call_one(
    call: Callable[..., Any],
    record: PluginRecord,
    hook_name: str,
    add: Callable[[Any], None],
    remove: Callable[[str], None],
    kept: list[str],
    owners: Owners,
    registered: set[int],
    records: list[PluginRecord],
) -> bool:
    """Call one plugin's hook; keep all it registers, or none of it and record the error."""
    added: list[str] = []

    def register(spec: Any) -> None:
        try:
            add(spec)
        except _Waiting as waiting:
            record.needs += [key for key in waiting.missing if key not in record.needs]
            registered.add(id(record))
            if not waiting.added:
                record.waiting_rules.append(spec.key)
                return
        except SpecError as exc:
            owner = _clashing(spec, owners)
            if owner is None or owner is record:
                raise
            raise SpecError(f"{exc}: {owner.describe()} has it and loads first, so "
                            f"{record.describe()} gives way", exc.field) from None
        added.append(spec.key)
        owners[(hook_name, spec.key)] = (record, spec)
        registered.add(id(record))

    outcome = guarded(lambda: call(register=register))
    record.load_seconds += outcome.seconds
    if outcome.error is not None:
        for key in added:
            remove(key)
            owners.pop((hook_name, key), None)
        record.error = f"failed in {hook_name}: {outcome.error}"
        record.traceback = outcome.traceback
        if outcome.interrupted:
            raise PluginsInterrupted(record, records)
        return False
    if isinstance(outcome.value, list) and outcome.value:
        record.warnings.append(
            f"{hook_name} returned a value instead of calling register(...) with it; "
            "what a hook returns is ignored")
    kept.extend(added)
    return True


def _clashing(spec: Any, owners: Owners) -> PluginRecord | None:
    """The plugin that registered what ``spec`` clashes with (key or code letters)."""
    for (_, key), (owner, other) in owners.items():
        if type(other) is not type(spec):
            continue
        if key == spec.key:
            return owner
        if isinstance(spec, VariantSpec) and other.letters == spec.letters:
            return owner
        if (isinstance(spec, RuleSpec) and other.letter == spec.letter
                and set(other.variants) & set(spec.variants)):
            return owner
    return None


def _unmarked_hooks(plugin: object) -> list[str]:
    """Functions named like hooks but not marked ``@hookimpl``: pluggy never calls them,
    and a plugin that forgot the marker would otherwise show as enabled, adding nothing."""
    prefix = hookspecs.PROJECT + "_"
    marker = hookspecs.PROJECT + "_impl"
    hooks = sorted(name for name in dir(hookspecs) if name.startswith(prefix + "register"))
    found = []
    for name in dir(plugin):
        if not name.startswith(prefix):
            continue
        try:
            value = inspect.getattr_static(plugin, name)
        except AttributeError:
            continue
        function = getattr(value, "__func__", value)  # a staticmethod or classmethod
        if callable(function) and getattr(function, marker, None) is None:
            hint = "" if name in hooks else f" (the hooks are {', '.join(hooks)})"
            found.append(f"{name} looks like a hook but is not marked @hookimpl, so it is "
                         f"never called{hint}; put @hookimpl (from spider_qt.plugins) above it")
    return found


SAFE_MODE_VARIABLE = "SPIDER_QT_SAFE_MODE"


def safe_mode_requested(flag: bool = False) -> bool:
    """``--safe-mode`` or ``SPIDER_QT_SAFE_MODE=1``: start with the built-in plugins only."""
    value = os.environ.get(SAFE_MODE_VARIABLE, "").strip().lower()
    return flag or value in {"1", "true", "yes", "on"}


def load_plugins(profile: Profile, disabled: Collection[str] = (),
                 safe_mode: bool = False, *, candidates: list[Candidate] | None = None,
                 progress: Progress | None = None, write_cache: bool = True) -> LoadResult:
    """The app's plugins for ``profile``, made the engine's default catalog.

    ``candidates``: the discovery made already (the command line looks first whether
    there is anything to wait for); ``progress`` hears each plugin's name before its import;
    ``write_cache``: see :func:`discover`.
    """
    safe = safe_mode_requested(safe_mode)
    if candidates is None:
        candidates = discover(profile.plugins_dir, safe_mode=safe, cache_dir=profile.cache_dir,
                              write_cache=write_cache)
    result = load_catalog(candidates=candidates, disabled=disabled, progress=progress)
    result.safe_mode = safe
    set_default_catalog(result.catalog)
    return result
