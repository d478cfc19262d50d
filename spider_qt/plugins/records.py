"""What the host knows about each plugin, for the Plugins dialog and error notices."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PluginRecord:
    """One plugin as the host saw it: where it came from and what it added or why it failed.

    ``origin`` is ``built-in``, ``installed`` (a distribution's entry point) or ``folder``
    (the user's plugins folder); ``location`` is the module or file it came from.
    A plugin the player switched off has ``enabled=False`` and no error.
    """

    name: str
    origin: str
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
