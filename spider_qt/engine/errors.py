"""The engine's exceptions.

All subclass :class:`ValueError`, like python-chess's move errors, so a caller
can catch broadly (``except ValueError``) or narrowly.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class CodeError(ValueError):
    """A game code (or one of the parts it is built from) is not valid."""


class StateError(ValueError):
    """A saved game does not describe a position the engine can trust."""


class SpecError(ValueError):
    """A variant or rule declaration is inconsistent and cannot be registered."""


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
