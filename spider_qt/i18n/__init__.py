"""Languages: which ones spider-qt speaks, and switching between them at run time.

Translations are Qt's own: ``.ts`` sources in ``resources/spider_qt_resources/
translations`` (updated by ``pyside6-lupdate``, compiled by ``pyside6-lrelease``, see
``python -m spider_qt.i18n.update``) loaded with a ``QTranslator``. English is the source
language and needs no file.

Plugins that ship catalogs of their own (see :mod:`.plugin_catalogs`) are loaded with the
app's language and switched with it, once the app has named them with
:func:`use_plugin_catalogs` (after the plugins load, and again after every reload). The
app's catalog is searched first, so a plugin translates its own texts and cannot reword
the app's.
"""

from __future__ import annotations

import importlib.resources
import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from spider_qt.languages import LANGUAGES, first_match

from .plugin_catalogs import PluginCatalog, catalogs_of

if TYPE_CHECKING:  # only its plugin objects are read: i18n needs no plugin host
    from spider_qt.plugins.host import LoadResult

__all__ = ["LANGUAGES", "PluginCatalog", "current", "install", "plugin_catalogs", "resolve",
           "set_plugin_catalogs", "system_language", "use_plugin_catalogs"]

log = logging.getLogger(__name__)
_installed: QTranslator | None = None
_current = "en"
_language_set = False  # install() has run: plugin catalogs named later load at once
_plugin_catalogs: tuple[PluginCatalog, ...] = ()
_plugin_translators: list[QTranslator] = []


def current() -> str:
    return _current


def system_language(preferred: list[str] | None = None) -> str:
    """The first of the system's preferred languages that spider-qt speaks, else English.

    Qt asks the platform (``QLocale.system().uiLanguages()``): on macOS and Windows that is
    the user's language list even when the app was started from Finder or Explorer, which
    set no ``LANG``. ``preferred`` stands in for the platform's list in tests.
    """
    names = QLocale.system().uiLanguages() if preferred is None else preferred
    return first_match(names) or "en"


def resolve(setting: str) -> str:
    """A setting value (``system`` or a code) → the language the window speaks."""
    return setting if setting in LANGUAGES else system_language()


def install(setting: str) -> str:
    """Switch the running app to ``setting``'s language (at once: widgets get a
    LanguageChange event); returns the language code now in use.

    The plugins' catalogs named with :func:`use_plugin_catalogs` switch with it.
    """
    global _installed, _current, _language_set
    app = QCoreApplication.instance()
    language = resolve(setting)
    if app is None:
        raise RuntimeError("install a language after creating the Qt application")
    _remove_translators(app)
    # English has a file too: its plural forms ("1 card", "2 cards").
    translator = QTranslator(app)
    resource = (importlib.resources.files("spider_qt_resources") / "translations"
                / f"spider_qt_{language}.qm")
    with importlib.resources.as_file(resource) as path:
        loaded = translator.load(str(path))
    if not loaded:  # a damaged install: play on in the source language rather than not at all
        log.warning("no compiled translation for %r at %s; using English", language, path)
        language = "en"
    _install_plugin_translators(app, language)
    if loaded:  # installed last, so searched first: the app's own words are the app's
        app.installTranslator(translator)
        _installed = translator
    QLocale.setDefault(QLocale(language))
    _current = language
    _language_set = True
    return language


def plugin_catalogs() -> tuple[PluginCatalog, ...]:
    """The plugin catalogs in use (:func:`use_plugin_catalogs`), to restore them later."""
    return _plugin_catalogs


def use_plugin_catalogs(
    plugins: LoadResult | Iterable[tuple[str, object]],
) -> tuple[PluginCatalog, ...]:
    """Load the catalogs these plugins ship with the app's language, in place of those of
    an earlier call; returns the ones found.

    ``plugins`` is the host's :class:`~spider_qt.plugins.host.LoadResult` (its loaded
    plugins: a failed or switched-off plugin is not registered with its manager) or
    ``(name, plugin)`` pairs. The app calls it once the plugins are loaded and again
    after every reload; until it is called only the app's catalogs load. Safe before
    a Qt application exists: the catalogs then load with the first :func:`install`.
    """
    pairs = plugins if isinstance(plugins, Iterable) else plugins.manager.list_name_plugin()
    set_plugin_catalogs(catalogs_of(pairs))
    return _plugin_catalogs


def set_plugin_catalogs(catalogs: Iterable[PluginCatalog]) -> None:
    """Use exactly these plugin catalogs; if a language is installed, reload at once."""
    global _plugin_catalogs, _installed
    _plugin_catalogs = tuple(catalogs)
    app = QCoreApplication.instance()
    if app is None or not _language_set:
        return
    # Take the app's catalog out and put it back last: it must stay the one searched first.
    own = _installed
    _remove_translators(app)
    _install_plugin_translators(app, _current)
    if own is not None:
        app.installTranslator(own)
        _installed = own


def _remove_translators(app: QCoreApplication) -> None:
    global _installed
    if _installed is not None:
        app.removeTranslator(_installed)
        _installed = None
    for translator in _plugin_translators:
        app.removeTranslator(translator)
    _plugin_translators.clear()


def _install_plugin_translators(app: QCoreApplication, language: str) -> None:
    """Each plugin's catalog for ``language``, where it ships one; a plugin without one
    shows its own (English) texts."""
    for catalog in _plugin_catalogs:
        try:
            paths = catalog.files(language)
        except OSError as exc:  # the folder went away or cannot be read
            log.warning("plugin %s: cannot read %s: %s", catalog.plugin, catalog.folder, exc)
            continue
        for path in paths:
            translator = QTranslator()  # no parent: dropped from the list, it is gone
            if translator.load(str(path)):
                app.installTranslator(translator)
                _plugin_translators.append(translator)
            else:  # a damaged file costs the plugin its words, not the app its start
                log.warning("plugin %s: %s is not a compiled Qt catalog", catalog.plugin, path)
