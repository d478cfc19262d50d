"""Loading plugins and filling the engine's catalog, one plugin at a time.

pluggy stops at the first broken entry point or raising hook; a solitaire app
should not. Like tox and Anki, the host loads, validates and calls each plugin
on its own and records what went wrong, so one broken plugin only disables
itself.
"""

from __future__ import annotations

import importlib.metadata
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pluggy

from spider_qt.engine.catalog import Catalog

from . import hookspecs

log = logging.getLogger(__name__)


@dataclass
class PluginRecord:
    """One plugin as the host saw it: where it came from and what it added or why it failed.

    ``origin`` is ``built-in``, ``installed`` (a distribution's entry point) or ``folder``
    (the user's plugins folder); ``location`` is the module or file it came from.
    A plugin the player switched off has ``enabled=False`` and no error.
    """

    name: str
    origin: str
    version: str = ""
    variants: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    error: str | None = None
    enabled: bool = True
    location: str = ""
    summary: str = ""

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass
class LoadResult:
    """The catalog built from the plugins that worked, and a record of every plugin."""

    catalog: Catalog
    plugins: list[PluginRecord]
    manager: pluggy.PluginManager

    @property
    def errors(self) -> list[PluginRecord]:
        return [p for p in self.plugins if not p.ok]


def get_plugin_manager() -> pluggy.PluginManager:
    """A fresh manager that knows spider-qt's hooks and no plugin yet."""
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    return pm


def entry_point_plugins(group: str = hookspecs.PROJECT) -> Iterable[tuple[PluginRecord, Any]]:
    """Import each entry point of ``group``; a failed import yields a record with its error."""
    def builtin(ep: importlib.metadata.EntryPoint) -> bool:
        return ep.dist is not None and ep.dist.name == "spider-qt"

    # Built-ins first, so their variants lead every list (and the first one is the default).
    eps = importlib.metadata.entry_points(group=group)
    for ep in sorted(eps, key=lambda e: (not builtin(e), e.name)):
        dist = ep.dist
        origin = "built-in" if builtin(ep) else "installed"
        record = PluginRecord(ep.name, origin, dist.version if dist is not None else "")
        try:
            yield record, ep.load()
        except Exception as exc:
            record.error = f"could not be imported: {type(exc).__name__}: {exc}"
            log.warning("plugin %s %s", ep.name, record.error)
            yield record, None


def load_catalog(
    plugins: Iterable[tuple[PluginRecord, ModuleType | object | None]] | None = None,
) -> LoadResult:
    """Register every plugin that works and build the catalog from them."""
    pm = get_plugin_manager()
    records: list[PluginRecord] = []
    loaded: list[tuple[PluginRecord, object]] = []
    for record, plugin in entry_point_plugins() if plugins is None else plugins:
        records.append(record)
        if plugin is None or record.error:
            continue
        try:
            pm.register(plugin, name=record.name)
            pm.check_pending()
        except Exception as exc:
            if pm.is_registered(plugin):
                pm.unregister(plugin)
            record.error = f"is not a valid plugin: {exc}"
            continue
        loaded.append((record, plugin))

    catalog = _build_catalog(pm, loaded)
    for record, plugin in loaded:
        if record.error and pm.is_registered(plugin):
            pm.unregister(plugin)
    return LoadResult(catalog, records, pm)


def _build_catalog(pm: pluggy.PluginManager, loaded: list[tuple[PluginRecord, object]]) -> Catalog:
    """Variants from every plugin first, then rules; a failure disables the whole plugin.

    A plugin that fails in its rules hook has already added variants (which
    other plugins' rules may name), so the catalog is rebuilt without it; each
    round disables at least one plugin, so this ends.
    """
    while True:
        catalog = Catalog()
        for record, _ in loaded:
            record.variants.clear()
            record.rules.clear()
        phases = (
            ("spider_qt_register_variants", catalog.add_variant, catalog.remove_variant,
             "variants"),
            ("spider_qt_register_rules", catalog.add_rule, catalog.remove_rule, "rules"),
        )
        failed_late = False
        for phase, (hook_name, add, remove, kept) in enumerate(phases):
            for record, plugin in loaded:
                if record.error is None and not _call_one(
                    _only(pm, plugin, hook_name), record, hook_name, add, remove,
                    getattr(record, kept),
                ):
                    failed_late = failed_late or phase > 0
        if not failed_late:
            return catalog


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
) -> bool:
    """Call one plugin's hook; keep all it registers, or none of it and record the error."""
    added: list[str] = []
    try:
        call(register=lambda spec: (add(spec), added.append(spec.key)))
    except Exception as exc:
        for key in added:
            remove(key)
        record.error = f"failed in {hook_name}: {type(exc).__name__}: {exc}"
        log.warning("plugin %s %s", record.name, record.error)
        return False
    kept.extend(added)
    return True
