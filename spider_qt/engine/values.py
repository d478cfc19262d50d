"""Checks on values that come from outside (saved files, plugins, callers)."""

from __future__ import annotations

from typing import TypeGuard


def is_whole(value: object) -> TypeGuard[int]:
    """A real whole number: Python's (and JSON's) ``True`` is an ``int``, never a count."""
    return isinstance(value, int) and not isinstance(value, bool)
