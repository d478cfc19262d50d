"""The engine's exceptions.

All subclass :class:`ValueError`, like python-chess's move errors, so a caller
can catch broadly (``except ValueError``) or narrowly.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, Final


class CodeReason(StrEnum):
    """Why a game code (or a part of one) was refused: stable across releases.

    The UI keys its translated sentences on these (``spider_qt.i18n.code_texts``);
    the English ``str()`` of a :class:`CodeError` is for the command line and logs.
    """

    EMPTY = "empty"
    TOO_LONG = "too-long"
    BAD_CHARACTERS = "bad-characters"
    NOT_A_CODE = "not-a-code"
    BAD_SHUFFLE = "bad-shuffle"
    UNKNOWN_VARIANT = "unknown-variant"
    FUTURE_VERSION = "future-version"
    UNKNOWN_VERSION = "unknown-version"
    WRONG_SUITS = "wrong-suits"
    NEEDS_RULE_LETTER = "needs-rule-letter"
    NO_RULE_LETTER = "no-rule-letter"
    UNKNOWN_RULE = "unknown-rule"
    BAD_DEAL = "bad-deal"
    NO_VARIANTS = "no-variants"
    #: Raised without a reason (older or third-party code): no sentence of its own.
    INVALID = "invalid"


class CodeError(ValueError):
    """A game code (or one of the parts it is built from) is not valid.

    ``reason`` is a :class:`CodeReason` (like :attr:`MoveError.rule_id`, what a translated
    sentence is chosen by); ``message`` is the plain English sentence ``str()`` gives;
    ``details`` the values the sentence was built from, always small (no typed text is
    kept whole), so a translation never parses English. The message comes first so that
    ``CodeError("...")`` still works for callers that know no reason.
    """

    def __init__(
        self, message: str, reason: CodeReason = CodeReason.INVALID, **details: Any
    ) -> None:
        super().__init__(message)
        self.message = message
        self.reason = CodeReason(reason)
        self.details: Mapping[str, Any] = details

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle (multiprocessing, logging handlers) keeps the reason and details."""
        return (_rebuild_code_error, (self.message, self.reason.value, dict(self.details)))

    def __repr__(self) -> str:
        return f"CodeError({self.message!r}, {self.reason.value!r})"


def _rebuild_code_error(message: str, reason: str, details: dict[str, Any]) -> CodeError:
    return CodeError(message, CodeReason(reason), **details)


class StateError(ValueError):
    """A saved game does not describe a position the engine can trust."""


class SpecError(ValueError):
    """A variant, rule or policy declaration is inconsistent and cannot be registered.

    ``field`` names the declaration's field at fault (``"layout"``, ``"scoring"``,
    ``"deal_needs_full_columns"``), as the message does in words, so a test or a tool can
    tell which one without reading English; ``None`` when no one field is to blame.
    """

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle (multiprocessing, logging handlers) keeps the field."""
        return (SpecError, (str(self), self.field))


class MoveError(ValueError):
    """An action was refused by a rule.

    ``rule_id`` is stable across releases (the UI keys its rule reminders and
    translations on it); ``message`` is a plain English sentence for people;
    ``details`` holds the values the sentence was built from, so a translated
    reminder can be built without parsing English.
    """

    def __init__(self, rule_id: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.rule_id = rule_id
        self.message = message
        self.details: Mapping[str, Any] = details

    def __repr__(self) -> str:
        return f"MoveError({self.rule_id!r}, {self.message!r})"


#: How much of a bad value an error message quotes.
SHOWN_CHARACTERS: Final = 40
_SHOWN_ITEMS: Final = 6
_SHOWN_DEPTH: Final = 3
_SHOWN_INT: Final = 10**18


def shown(value: object, depth: int = _SHOWN_DEPTH) -> str:
    """``repr(value)`` for an error message, bounded whatever the value is.

    Errors quote what they refuse, and what they refuse can be anything a file or a
    player supplied: a megabyte string, a list nested a thousand deep, or an int whose
    ``repr`` itself raises ``ValueError`` (Python's 4300-digit limit). Small values look
    exactly as ``repr`` shows them, so messages stay what they always were.
    """
    if value is None or isinstance(value, bool | float):
        return repr(value)
    if isinstance(value, int):
        if -_SHOWN_INT < value < _SHOWN_INT:
            return repr(value)
        digits = int(value.bit_length() * 0.30103) + 1  # log10(2): no str() of the int
        return f"<a number of about {digits} digits>"
    if isinstance(value, str):
        if len(value) <= SHOWN_CHARACTERS:
            return repr(value)
        return f"{value[:SHOWN_CHARACTERS]!r}… ({len(value)} characters)"
    if isinstance(value, list | tuple):
        if depth <= 0:
            return f"<a list of {len(value)}>"
        items = [shown(item, depth - 1) for item in value[:_SHOWN_ITEMS]]
        if len(value) > _SHOWN_ITEMS:
            items.append(f"… {len(value) - _SHOWN_ITEMS} more")
        inner = ", ".join(items)
        return f"({inner},)" if isinstance(value, tuple) and len(value) == 1 else (
            f"({inner})" if isinstance(value, tuple) else f"[{inner}]")
    if isinstance(value, Mapping):
        return f"<an object with {len(value)} keys>"
    return f"<a {type(value).__name__}>"


def clipped(value: object) -> str:
    """``value`` as text for an error's details: a string cut to :data:`SHOWN_CHARACTERS`,
    anything else as :func:`shown` quotes it."""
    return value[:SHOWN_CHARACTERS] if isinstance(value, str) else shown(value)
