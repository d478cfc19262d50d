"""The languages spider-qt speaks, and the system's choice, without loading Qt.

``--describe`` prints English without Qt at all; it needs to know whether the player's
language is English before deciding to load Qt's translator.
"""

from __future__ import annotations

import locale
import os
import re
from typing import Final

from spider_qt.engine import QT_TRANSLATE_NOOP, fill

__all__ = ["LANGUAGES", "QT_TRANSLATE_NOOP", "fill", "first_match", "match", "resolve",
           "system_language", "without_mnemonic"]

#: Language code → its own name (shown in Preferences in that language, as players expect).
#: A code is a language, or language_REGION where the region decides the words
#: (Brazilian Portuguese, Simplified Chinese): :func:`match` maps other names onto these.
LANGUAGES: Final = {
    "en": "English",
    "ro": "Română",
    "cs": "Čeština",
    "id": "Bahasa Indonesia",
    "it": "Italiano",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
    "pl": "Polski",
    "ru": "Русский",
    "zh_CN": "简体中文",
    "ja": "日本語",
}

#: A language spoken in one written form only, whatever the region: Portuguese from
#: Portugal reads the Brazilian words; Chinese in the Simplified script reads zh_CN.
_ONE_FORM: Final = {"pt": "pt_BR", "zh": "zh_CN"}
#: Chinese written in the Traditional script (Taiwan, Hong Kong, Macao): not spoken yet.
_TRADITIONAL: Final = {"hant", "tw", "hk", "mo"}


def without_mnemonic(text: str) -> str:
    """Menu words as a sentence shows them: the mnemonic mark dropped (``&&`` is a real
    ``&``), and with it the ``(&N)`` that Chinese and Japanese menus add after their words
    (``新しいゲーム(&N)`` reads ``新しいゲーム``), as Qt drops it from its own labels."""
    text = re.sub(r"\s*[(（]&[^&][)）]", "", text)
    return re.sub(r"&(.)", r"\1", text)


def match(name: str) -> str | None:
    """The code of the language spider-qt speaks for a locale or language name
    (``de_AT.UTF-8``, ``pt-PT``, ``zh-Hans-CN``, ``pt``), or ``None``.

    Traditional Chinese is not matched to the Simplified catalog: a player who reads the
    Traditional script gets the next language of their list, or English.
    """
    base = name.split(".")[0].split("@")[0].replace("_", "-").strip()
    parts = [part.lower() for part in base.split("-") if part]
    if not parts:
        return None
    language = parts[0]
    if language == "zh" and _TRADITIONAL & set(parts[1:]):
        return None
    if language in _ONE_FORM:
        return _ONE_FORM[language]
    return language if language in LANGUAGES else None


def first_match(names: list[str]) -> str | None:
    """The first of a list of preferred languages that spider-qt speaks.

    Qt's list follows each name with its shorter forms (``zh-Hant-TW``, ``zh-TW``,
    ``zh-Hant``, ``zh``): once a Traditional Chinese name is refused, the bare ``zh``
    after it is Qt's guess, not the player's choice, so it is passed over too.
    """
    refused: set[str] = set()
    for name in names:
        language = name.replace("_", "-").split("-")[0].lower()
        if language in refused:
            continue
        code = match(name)
        if code is not None:
            return code
        if language == "zh":
            refused.add(language)
    return None


def system_language() -> str:
    """The system's language if spider-qt has it, else English (POSIX variables first, as
    Qt reads them; then Python's locale, which covers Windows)."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        names = [name for name in os.environ.get(variable, "").split(":")
                 if name.strip() and name.split(".")[0].lower() not in ("c", "posix")]
        if names:  # the first variable that names a language decides, as for gettext
            return first_match(names) or "en"
    return match(locale.getlocale()[0] or "") or "en"


def resolve(setting: str) -> str:
    """A setting value (``system`` or a code) → a language spider-qt has."""
    return setting if setting in LANGUAGES else system_language()
