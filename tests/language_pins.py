"""What a speaker of each language checked and pinned: ``tests/i18n/pinned/<code>.json``.

One file a language: the board of SD1-S4-AAAAABD in words, the plural forms of "Stock:
%n card(s)", the Spider help page's new headings, and the few words rightly left in
English ("Plugins" in Brazilian Portuguese). A change of wording shows as a diff of that
file, which someone who reads the language must agree with.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

PINNED = Path(__file__).resolve().parent / "i18n" / "pinned"


def pinned(language: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((PINNED / f"{language}.json").read_text("utf-8"))
    return data


def same_as_english(language: str) -> set[str]:
    """English sources whose translation is rightly the same words (a short list)."""
    return set(pinned(language).get("same_as_english", []))
