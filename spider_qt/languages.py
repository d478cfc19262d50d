"""The languages spider-qt speaks, and the system's choice, without loading Qt.

``--describe`` prints English without Qt at all; it needs to know whether the player's
language is English before deciding to load Qt's translator.
"""

from __future__ import annotations

import locale
import os
from typing import Final

from spider_qt.engine import QT_TRANSLATE_NOOP, fill

__all__ = ["LANGUAGES", "QT_TRANSLATE_NOOP", "fill", "resolve", "system_language"]

#: Language code → its own name (shown in Preferences in that language, as players expect).
LANGUAGES: Final = {
    "en": "English",
    "ro": "Română",
    "cs": "Čeština",
    "id": "Bahasa Indonesia",
    "it": "Italiano",
}


def system_language() -> str:
    """The system's language if spider-qt has it, else English (POSIX variables first, as
    Qt reads them; then Python's locale, which covers Windows)."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        for candidate in value.split(":"):
            code = candidate.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
            if code and code not in ("c", "posix"):
                return "en"
    code = (locale.getlocale()[0] or "").split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def resolve(setting: str) -> str:
    """A setting value (``system`` or a code) → a language spider-qt has."""
    return setting if setting in LANGUAGES else system_language()
