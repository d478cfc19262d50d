"""Where a plugin keeps its own translations, so its texts follow the player's language.

The app's catalogs hold only the app's texts and the built-in plugins'. A plugin that
wants its variant's name, description and rules in the player's language ships compiled
Qt catalogs of its own, in a ``translations`` folder next to the module that holds its
hooks::

    will_o_the_wisp/                    a package: the hooks are in __init__.py
        __init__.py
        translations/
            will_o_the_wisp_cs.qm       anything_<language code>.qm, or cs.qm
            will_o_the_wisp_it.qm

    will_o_the_wisp.py                  a single file: the folder beside it is shared
    translations/will_o_the_wisp_cs.qm  with other files, so only <file name>_<code>.qm

Inside a package the folder is the plugin's own, so every ``*_<code>.qm`` (and
``<code>.qm``) there is loaded: the package may be renamed (a drop-in becoming
``spider_qt_will_o_the_wisp`` in a distribution) without renaming its catalogs. Which
module is looked at is the plugin object's own (the module an entry point names, or a
plugin instance's class's module), never the private name a plugins folder imports it
under, so nothing here needs the plugin host.

Finding catalogs reads the disk only; loading them is :mod:`spider_qt.i18n`'s
business (:func:`spider_qt.i18n.use_plugin_catalogs`).
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Final

log = logging.getLogger(__name__)

#: The folder, next to the module with the hooks, that holds a plugin's ``.qm`` files.
FOLDER: Final = "translations"


@dataclass(frozen=True, slots=True)
class PluginCatalog:
    """One plugin's translations: the ``.qm`` files in ``folder``, all of them for a
    package (``stem=None``), only ``<stem>_<code>.qm`` for a single-file plugin."""

    plugin: str
    folder: Path
    stem: str | None = None

    def files(self, language: str) -> tuple[Path, ...]:
        """The compiled catalogs for ``language`` (an app language code: ``"cs"``)."""
        if self.stem is not None:
            wanted = [self.folder / f"{self.stem}_{language}.qm"]
        else:
            wanted = [*sorted(self.folder.glob(f"*_{language}.qm")),
                      self.folder / f"{language}.qm"]
        return tuple(path for path in wanted if path.is_file())

    def languages(self) -> tuple[str, ...]:
        """The language codes it ships a catalog for, for messages and checks."""
        codes: set[str] = set()
        for path in self.folder.glob("*.qm"):
            if self.stem is None:
                codes.add(path.stem.rpartition("_")[2])
            elif path.stem.startswith(f"{self.stem}_"):
                codes.add(path.stem[len(self.stem) + 1:])
        return tuple(sorted(codes))


def module_of(plugin: object) -> ModuleType | None:
    """The module whose file holds the plugin's hooks: the plugin itself when it is a
    module (an entry point or a dropped-in file), else its class's module."""
    if isinstance(plugin, ModuleType):
        return plugin
    return inspect.getmodule(type(plugin))


def catalog_of(name: str, plugin: object) -> PluginCatalog | None:
    """The translations ``plugin`` (registered as ``name``) ships, or ``None`` if it ships
    none: no ``translations`` folder beside its module, or no ``.qm`` file for it there."""
    module = module_of(plugin)
    where = getattr(module, "__file__", None)
    if not isinstance(where, str):
        return None  # a namespace package or a module made in memory: no files to ship
    path = Path(where)
    package = path.name == "__init__.py"
    catalog = PluginCatalog(name, path.parent / FOLDER, None if package else path.stem)
    try:
        return catalog if catalog.languages() else None
    except OSError as exc:  # an unreadable folder costs the plugin its translations only
        log.warning("plugin %s: cannot read %s: %s", name, catalog.folder, exc)
        return None


def catalogs_of(plugins: Iterable[tuple[str, object]]) -> tuple[PluginCatalog, ...]:
    """The catalogs of every ``(name, plugin)`` that ships any, in the order given."""
    found = (catalog_of(name, plugin) for name, plugin in plugins)
    return tuple(c for c in found if c is not None)
