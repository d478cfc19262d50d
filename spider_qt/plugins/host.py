"""Loading plugins and filling the engine's catalog, one plugin at a time.

pluggy stops at the first broken entry point or raising hook; a solitaire app
should not. Like tox and Anki, the host loads, validates and calls each plugin
on its own and records what went wrong, so one broken plugin only disables
itself.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pluggy

from spider_qt.engine.catalog import Catalog, set_default_catalog

from . import hookspecs
from .records import PluginRecord
from .sources import Found, entry_point_plugins, folder_plugins

if TYPE_CHECKING:  # only its plugins folder is read: the host needs no storage code
    from spider_qt.storage.profile import Profile

log = logging.getLogger(__name__)


@dataclass
class LoadResult:
    """The catalog built from the plugins that worked, and a record of every plugin."""

    catalog: Catalog
    plugins: list[PluginRecord]
    manager: pluggy.PluginManager
    safe_mode: bool = False

    @property
    def errors(self) -> list[PluginRecord]:
        return [p for p in self.plugins if not p.ok]


def get_plugin_manager() -> pluggy.PluginManager:
    """A fresh manager that knows spider-qt's hooks and no plugin yet."""
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    return pm


def discover(
    folder: Path | None = None, *, safe_mode: bool = False, disabled: Collection[str] = ()
) -> list[Found]:
    """Every plugin: built-ins, installed distributions, then the user's folder.

    ``safe_mode`` keeps to the built-ins; names in ``disabled`` are listed but not
    imported.
    """
    found = list(entry_point_plugins(builtin_only=safe_mode, disabled=disabled))
    if folder is not None and not safe_mode:
        found += folder_plugins(folder, disabled=disabled)
    return found


def load_catalog(
    plugins: Iterable[Found] | None = None,
    *,
    folder: Path | None = None,
    safe_mode: bool = False,
    disabled: Collection[str] = (),
) -> LoadResult:
    """Register every plugin that works and build the catalog from them."""
    pm = get_plugin_manager()
    records: list[PluginRecord] = []
    loaded: list[tuple[PluginRecord, object]] = []
    found = discover(folder, safe_mode=safe_mode, disabled=disabled) if plugins is None \
        else plugins
    for record, plugin in found:
        records.append(record)
        if plugin is None or record.error or not record.enabled:
            continue
        taken = next((r for r, _ in loaded if r.name == record.name), None)
        if taken is not None:
            record.error = (f"has the same name as the {taken.origin} plugin {taken.name!r} "
                            f"({taken.location}); rename one of them")
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
        phases: tuple[tuple[str, Callable[[Any], None], Callable[[str], None], str], ...] = (
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

    def register(spec: Any) -> None:
        add(spec)
        added.append(spec.key)

    try:
        call(register=register)
    except Exception as exc:
        for key in added:
            remove(key)
        record.error = f"failed in {hook_name}: {type(exc).__name__}: {exc}"
        log.warning("plugin %s %s", record.name, record.error)
        return False
    kept.extend(added)
    return True


SAFE_MODE_VARIABLE = "SPIDER_QT_SAFE_MODE"


def safe_mode_requested(flag: bool = False) -> bool:
    """``--safe-mode`` or ``SPIDER_QT_SAFE_MODE=1``: start with the built-in plugins only."""
    value = os.environ.get(SAFE_MODE_VARIABLE, "").strip().lower()
    return flag or value in {"1", "true", "yes", "on"}


def load_plugins(profile: Profile, disabled: Collection[str] = (),
                 safe_mode: bool = False) -> LoadResult:
    """The app's plugins for ``profile``, made the engine's default catalog."""
    result = load_catalog(folder=profile.plugins_dir, safe_mode=safe_mode_requested(safe_mode),
                          disabled=disabled)
    result.safe_mode = safe_mode_requested(safe_mode)
    set_default_catalog(result.catalog)
    return result
