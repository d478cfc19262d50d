"""Why a game code was refused, in words for players and in their language.

The engine's :class:`CodeError` says what is wrong in technical English for the
command line (``'sp1-s3c' is not a game code: expected variant letters and format
version, '-S', …``). A player typing into the New Game window gets a sentence
chosen by the error's stable ``reason`` and filled from its ``details``: the
engine's English is never parsed or shown there. Each sentence is one
``translate("CodeErrors", "literal")`` call, which is what ``pyside6-lupdate``
collects; the English a player sees is the source text itself, filled the same
way a translation is (:func:`spider_qt.languages.fill`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import CODE_EXAMPLE, SHUFFLE_LETTERS, CodeError, CodeReason
from spider_qt.languages import fill

translate = QCoreApplication.translate


def code_error_text(error: CodeError) -> str:
    """The sentence a player reads for ``error``, in the current language; never empty."""
    d = error.details
    reason = error.reason
    if reason == CodeReason.EMPTY:
        return fill(translate("CodeErrors", "The game code is empty. A code looks like %1."),
                    CODE_EXAMPLE)
    if reason == CodeReason.TOO_LONG:
        return fill(translate("CodeErrors", "This is too long to be a game code. "
                                            "A code looks like %1."), CODE_EXAMPLE)
    if reason == CodeReason.BAD_CHARACTERS:
        return fill(translate("CodeErrors", "A game code has only letters, digits and dashes, "
                                            "like %1."), CODE_EXAMPLE)
    if reason == CodeReason.NOT_A_CODE:
        return _not_a_code()
    if reason == CodeReason.BAD_SHUFFLE:
        return fill(translate("CodeErrors", "A game code ends with %1 letters after the last "
                                            "dash, like %2."), str(SHUFFLE_LETTERS), CODE_EXAMPLE)
    if reason == CodeReason.UNKNOWN_VARIANT:
        return _unknown_variant(d)
    if reason == CodeReason.FUTURE_VERSION:
        return translate("CodeErrors", "This code comes from a newer version of spider-qt. "
                                       "Update spider-qt to play it.")
    if reason == CodeReason.UNKNOWN_VERSION and {"letters", "known", "version"} <= d.keys():
        return fill(translate("CodeErrors", "The number after the letters %1 must be %2, "
                                            "not %3."),
                    str(d["letters"]), str(d["known"]), str(d["version"]))
    if reason == CodeReason.WRONG_SUITS and "options" in d:
        return _wrong_suits(d)
    if reason == CodeReason.NEEDS_RULE_LETTER and "rules" in d:
        return fill(translate("CodeErrors", "A %1 code needs a rule letter after the number "
                                            "of suits: %2."),
                    _variant(d), _rule_letters(d["rules"]))
    if reason == CodeReason.NO_RULE_LETTER and "letter" in d:
        return fill(translate("CodeErrors", "%1 codes have no rule letter: remove the %2 after "
                                            "the number of suits."),
                    _variant(d), str(d["letter"]))
    if reason == CodeReason.UNKNOWN_RULE and d.get("suits") in range(1000):
        return _unknown_rule(d)
    if reason == CodeReason.BAD_DEAL and "highest" in d:
        return fill(translate("CodeErrors", "The deal number must be from 0 to %1."),
                    str(d["highest"]))
    if reason == CodeReason.NO_VARIANTS:
        return translate("CodeErrors", "No game variant is installed.")
    # INVALID (raised without a reason), or a reason without the values its sentence needs.
    return translate("CodeErrors", "This is not a valid game code.")


def _not_a_code() -> str:
    return fill(translate("CodeErrors", "This is not a game code. A code looks like %1."),
                CODE_EXAMPLE)


def _unknown_variant(d: Mapping[str, Any]) -> str:
    if "letters" in d:
        return fill(translate("CodeErrors", "No installed variant has codes that start with "
                                            "%1. Check the code, or install the plugin that "
                                            "adds this variant."), str(d["letters"]))
    if "key" in d:
        return fill(translate("CodeErrors", "The variant %1 is not installed."), str(d["key"]))
    return _not_a_code()


def _wrong_suits(d: Mapping[str, Any]) -> str:
    """``Scorpion is played with 1, 2 or 4 suits, not 3.`` Whole sentences per case, so
    that each language can phrase "1 suit" and "2 suits" its own way."""
    options = [int(n) for n in d["options"]]
    if d.get("suits") is None:  # not a number at all (from code, never typed)
        return fill(translate("CodeErrors", "%1 cannot be played with that number of suits."),
                    _variant(d))
    if options == [1]:
        return fill(translate("CodeErrors", "%1 is played with 1 suit only, not %2."),
                    _variant(d), str(d["suits"]))
    return fill(translate("CodeErrors", "%1 is played with %2 suits, not %3."),
                _variant(d), _or_list([str(n) for n in options]), str(d["suits"]))


def _unknown_rule(d: Mapping[str, Any]) -> str:
    if "letter" not in d or "rules" not in d:  # a rule key (from code, never typed)
        return fill(translate("CodeErrors", "%1 offers no rule named %2 for this number of "
                                            "suits."), _variant(d), str(d.get("key", "")))
    if d["suits"] == 1:
        return fill(translate("CodeErrors", "%1 with 1 suit has no rule letter %2: use %3."),
                    _variant(d), str(d["letter"]), _rule_letters(d["rules"]))
    return fill(translate("CodeErrors", "%1 with %2 suits has no rule letter %3: use %4."),
                _variant(d), str(d["suits"]), str(d["letter"]), _rule_letters(d["rules"]))


def _rule_letters(rules: Sequence[tuple[str, str]]) -> str:
    """``C (Classic) or R (Relaxed)``, the rule names translated."""
    return _or_list([f"{letter} ({translate('Rules', name)})" for letter, name in rules])


def _or_list(items: Sequence[str]) -> str:
    """``a``, ``a or b``, ``a, b or c``."""
    if len(items) < 2:
        return "".join(items)
    head = translate("CodeErrors", ", ").join(items[:-1])
    return fill(translate("CodeErrors", "%1 or %2"), head, items[-1])


def _variant(d: Mapping[str, Any]) -> str:
    """The variant's name as the player knows it (a plugin's own name passes unchanged)."""
    name = str(d.get("variant", ""))
    return translate("Variants", name) if name else name
