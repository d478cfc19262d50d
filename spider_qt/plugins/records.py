"""What the host knows about each plugin, for the Plugins dialog and error notices."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Origin(StrEnum):
    """Where a plugin came from (a ``str``: ``Origin.FOLDER == "folder"``)."""

    BUILT_IN = "built-in"
    INSTALLED = "installed"  # a distribution's entry point
    FOLDER = "folder"  # the user's plugins folder


@dataclass
class PluginRecord:
    """One plugin as the host saw it: where it came from and what it added or why it failed.

    ``origin`` says where it came from; ``location`` is the module or file.
    A plugin the player switched off has ``enabled=False`` and no error.
    """

    name: str
    origin: Origin
    version: str = ""
    variants: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    error: str | None = None
    enabled: bool = True
    location: str = ""
    summary: str = ""

    @property
    def ok(self) -> bool:
        return self.error is None
