"""What the host knows about each plugin, for the Plugins dialog, error notices and checks."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Final

from spider_qt.engine import RuleSpec, VariantSpec

if TYPE_CHECKING:
    from .theme_spec import CardThemeSpec

#: A plugin that takes longer than this to load (import and hooks) is named in the Plugins
#: dialog: it delays every start, and the player may rather switch it off.
SLOW_SECONDS: Final = 1.0


class Origin(StrEnum):
    """Where a plugin came from (a ``str``: ``Origin.FOLDER == "folder"``).

    Declared in load order: built-ins, then installed distributions, then the folder.
    """

    BUILT_IN = "built-in"
    INSTALLED = "installed"  # a distribution's entry point
    FOLDER = "folder"  # the user's plugins folder


class Status(StrEnum):
    """How a plugin stands in this run, one word (the dialog and ``--check-plugins``)."""

    ENABLED = "enabled"
    DISABLED = "disabled"  # switched off by the player
    FAILED = "failed"
    INACTIVE = "inactive"  # everything it declares waits for variants that are not loaded


@dataclass
class PluginRecord:
    """One plugin as the host saw it: where it came from and what it added or why it failed.

    ``origin`` says where it came from; ``location`` is the module or file.
    A plugin the player switched off has ``enabled=False`` and no error. ``needs`` are
    the variant keys its rules name that no loaded plugin provides: a rule waiting for
    them is inactive, not broken. ``warnings`` are likely mistakes that stopped nothing
    (a hook without ``@hookimpl``, nothing registered); ``traceback`` is a failure's in
    full, for the author; ``load_seconds`` is the import and every hook call together.
    """

    name: str
    origin: Origin
    version: str = ""
    variants: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    themes: list[str] = field(default_factory=list)  # the card themes' keys
    error: str | None = None
    enabled: bool = True
    location: str = ""
    summary: str = ""
    traceback: str = ""
    warnings: list[str] = field(default_factory=list)
    needs: list[str] = field(default_factory=list)
    waiting_rules: list[str] = field(default_factory=list)  # keys of its inactive rules
    #: Names of the needed variants the host has seen in this run (a plugin switched off
    #: since): ``{"spider": "Spider"}``; a key without a name was never loaded.
    needed_names: dict[str, str] = field(default_factory=dict)
    load_seconds: float = 0.0
    #: The variants and rules it registered the last time it registered any in this run,
    #: as the catalog held them: kept while it is switched off, failing or waiting, so the
    #: Plugins dialog can still name it and say what switching it on brings. Empty for a
    #: plugin that has not registered anything since the app started.
    last_added: tuple[VariantSpec | RuleSpec | CardThemeSpec, ...] = ()

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def status(self) -> Status:
        if self.error is not None:
            return Status.FAILED
        if not self.enabled:
            return Status.DISABLED
        if self.waiting_rules and not (self.variants or self.rules):
            return Status.INACTIVE
        return Status.ENABLED

    @property
    def slow(self) -> bool:
        return self.load_seconds > SLOW_SECONDS

    def describe(self) -> str:
        """``the folder plugin 'wisp' (/home/ann/…/wisp.py)``: enough to find it, in an error
        that names two plugins."""
        where = f" ({self.location})" if self.location else ""
        return f"the {self.origin} plugin {self.name!r}{where}"
