"""Languages: which ones spider-qt speaks, and switching between them at run time.

Translations are Qt's own: ``.ts`` sources in ``resources/spider_qt_resources/
translations`` (updated by ``pyside6-lupdate``, compiled by ``pyside6-lrelease``, see
``python -m spider_qt.i18n.update``) loaded with a ``QTranslator``. English is the source
language and needs no file.
"""

from __future__ import annotations

import importlib.resources
import logging

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from spider_qt.languages import LANGUAGES

__all__ = ["LANGUAGES", "current", "install", "resolve", "system_language"]

log = logging.getLogger(__name__)
_installed: QTranslator | None = None
_current = "en"


def current() -> str:
    return _current


def system_language(preferred: list[str] | None = None) -> str:
    """The first of the system's preferred languages that spider-qt speaks, else English.

    Qt asks the platform (``QLocale.system().uiLanguages()``): on macOS and Windows that is
    the user's language list even when the app was started from Finder or Explorer, which
    set no ``LANG``. ``preferred`` stands in for the platform's list in tests.
    """
    names = QLocale.system().uiLanguages() if preferred is None else preferred
    for name in names:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve(setting: str) -> str:
    """A setting value (``system`` or a code) → the language the window speaks."""
    return setting if setting in LANGUAGES else system_language()


def install(setting: str) -> str:
    """Switch the running app to ``setting``'s language (at once: widgets get a
    LanguageChange event); returns the language code now in use."""
    global _installed, _current
    app = QCoreApplication.instance()
    language = resolve(setting)
    if app is None:
        raise RuntimeError("install a language after creating the Qt application")
    if _installed is not None:
        app.removeTranslator(_installed)
        _installed = None
    # English has a file too: its plural forms ("1 card", "2 cards").
    translator = QTranslator(app)
    resource = (importlib.resources.files("spider_qt_resources") / "translations"
                / f"spider_qt_{language}.qm")
    with importlib.resources.as_file(resource) as path:
        loaded = translator.load(str(path))
    if loaded:
        app.installTranslator(translator)
        _installed = translator
    else:  # a damaged install: play on in the source language rather than not at all
        log.warning("no compiled translation for %r at %s; using English", language, path)
        language = "en"
    QLocale.setDefault(QLocale(language))
    _current = language
    return language
