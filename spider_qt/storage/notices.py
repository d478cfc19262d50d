"""What the player is told about their files, as data: the sentence is chosen here and
worded in the player's language where it is shown.

Storage has no Qt, so it cannot translate; it says *which* notice applies (a file's role,
what went wrong, where the damaged file was kept) and the window words it through
``spider_qt.i18n.notices``. The English sentences below are the templates themselves,
marked for ``pyside6-lupdate`` (context ``"Notices"``): the English the player reads is
this text by construction, and a translation is of exactly this text.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from spider_qt.languages import QT_TRANSLATE_NOOP, fill


class FileRole(enum.Enum):
    """One of the player's three files."""

    SETTINGS = "settings"
    GAME = "game"
    STATISTICS = "statistics"


class Trouble(enum.Enum):
    """What went wrong with a file."""

    DAMAGED = "damaged"  # read, but not usable (or not readable at all): kept aside
    NEWER = "newer"  # written by a newer release: left as it is, never overwritten
    UNSAVED = "unsaved"  # could not be written


#: (role, trouble) → the first sentence; %1 is the technical reason where one is given.
SENTENCES: dict[tuple[FileRole, Trouble], str] = {
    (FileRole.SETTINGS, Trouble.DAMAGED): QT_TRANSLATE_NOOP(
        "Notices", "Your settings file could not be used, so spider-qt starts with the "
                   "default settings."),
    (FileRole.GAME, Trouble.DAMAGED): QT_TRANSLATE_NOOP(
        "Notices", "Your saved game could not be used, so it cannot be resumed; a new game "
                   "begins."),
    (FileRole.STATISTICS, Trouble.DAMAGED): QT_TRANSLATE_NOOP(
        "Notices", "Your statistics file could not be used, so the statistics start again "
                   "from zero."),
    (FileRole.SETTINGS, Trouble.NEWER): QT_TRANSLATE_NOOP(
        "Notices", "Your settings were saved by a newer version of spider-qt. This version "
                   "leaves them as they are and uses the default settings; changes made now "
                   "last until spider-qt closes."),
    (FileRole.GAME, Trouble.NEWER): QT_TRANSLATE_NOOP(
        "Notices", "Your saved game was saved by a newer version of spider-qt. This version "
                   "leaves it as it is; the game played now is not saved."),
    (FileRole.STATISTICS, Trouble.NEWER): QT_TRANSLATE_NOOP(
        "Notices", "Your statistics were saved by a newer version of spider-qt. This version "
                   "leaves them as they are; games played now are not counted in them."),
    (FileRole.SETTINGS, Trouble.UNSAVED): QT_TRANSLATE_NOOP(
        "Notices", "Your settings could not be saved (%1); changes last until spider-qt "
                   "closes."),
    (FileRole.GAME, Trouble.UNSAVED): QT_TRANSLATE_NOOP(
        "Notices", "The game in progress could not be saved (%1); it will not be resumed "
                   "after spider-qt closes."),
    (FileRole.STATISTICS, Trouble.UNSAVED): QT_TRANSLATE_NOOP(
        "Notices", "Your statistics could not be saved (%1); they are kept until spider-qt "
                   "closes."),
}

KEPT_AS = QT_TRANSLATE_NOOP("Notices", "The damaged file was kept as %1.")
NOT_KEPT = QT_TRANSLATE_NOOP("Notices", "The damaged file could not be moved aside (%1).")
DETAIL = QT_TRANSLATE_NOOP("Notices", "Technical detail: %1")


@dataclass(frozen=True, slots=True)
class FileNotice:
    """One thing to tell the player about one of their files.

    ``aside`` is the name a damaged file was kept under (``None``: not moved; then
    ``aside_error`` may say why), ``detail`` the technical reason (English, for a bug
    report), or for ``UNSAVED`` the system's error text.
    """

    role: FileRole
    trouble: Trouble
    detail: str = ""
    aside: str | None = None
    aside_error: str | None = None
    moved: bool = True  # False: a read-only run reports, never moves (see read_json)

    joiner = " "

    def parts(self) -> list[tuple[str, tuple[str, ...]]]:
        """The sentences as (English template, values): worded by whoever shows them."""
        if self.trouble is Trouble.UNSAVED:
            return [(SENTENCES[(self.role, self.trouble)], (self.detail,))]
        parts: list[tuple[str, tuple[str, ...]]] = [(SENTENCES[(self.role, self.trouble)], ())]
        if self.trouble is Trouble.DAMAGED:
            if self.aside is not None:
                parts.append((KEPT_AS, (self.aside,)))
            elif self.aside_error is not None:
                parts.append((NOT_KEPT, (self.aside_error,)))
            if self.detail:
                parts.append((DETAIL, (self.detail,)))
        return parts

    def english(self) -> str:
        """The notice in English (the command line, logs, tests)."""
        return english(self)


PARKED = QT_TRANSLATE_NOOP(
    "Notices", "Your saved %1 game needs a plugin that is not loaded now. It was kept as %2 "
               "and will be resumed when that plugin is back.")
PLUGIN_FAILED = QT_TRANSLATE_NOOP(
    "Notices", "A plugin could not be loaded and is left out; everything else works. See "
               "Settings → Plugins… for details.")
PLUGINS_FAILED = QT_TRANSLATE_NOOP(
    "Notices", "Some plugins could not be loaded and are left out; everything else works. "
               "See Settings → Plugins… for details.")
PLUGINS_NOT_LISTED = QT_TRANSLATE_NOOP(
    "Notices", "Plugins that could not be loaded, not listed here: %1. Settings → Plugins… "
               "lists them all.")
AS_IS = "%1"
"""A line shown as it is (a plugin's name and its error, in its author's words)."""


UPDATED = QT_TRANSLATE_NOOP(
    "Notices", "Your saved %1 game was made with version %2 of the plugin %3, and version %4 "
               "plays it differently. It was kept as %5 and will be resumed if version %2 "
               "comes back.")
RESUMED = QT_TRANSLATE_NOOP(
    "Notices", "Your saved %1 game, kept while its plugin was away, is back and has been "
               "resumed.")


@dataclass(frozen=True, slots=True)
class ParkedNotice:
    """A saved game was kept aside for later: its variant's plugin is not loaded, or (with
    the versions given) an update of that plugin defines the game differently."""

    variant: str
    kept_as: str
    plugin: str | None = None
    old_version: str | None = None
    new_version: str | None = None
    joiner = " "

    def parts(self) -> list[tuple[str, tuple[str, ...]]]:
        if self.plugin is not None and self.old_version is not None:
            return [(UPDATED, (self.variant, self.old_version, self.plugin,
                               self.new_version or "?", self.kept_as))]
        return [(PARKED, (self.variant, self.kept_as))]

    def english(self) -> str:
        return english(self)


@dataclass(frozen=True, slots=True)
class ResumedNotice:
    """A parked game came back on its own (the game in progress had no move yet)."""

    variant: str
    joiner = " "

    def parts(self) -> list[tuple[str, tuple[str, ...]]]:
        return [(RESUMED, (self.variant,))]

    def english(self) -> str:
        return english(self)


@dataclass(frozen=True, slots=True)
class PluginNotice:
    """Plugins that failed to load: one notice for all of them, each with its error.

    A notice is read on screen, so it stays short whatever failed: at most
    :attr:`MAX_LISTED` plugins, each on one line of at most :attr:`MAX_LINE` characters
    (an error is its author's words, of any length and with line breaks of its own),
    then how many more there are. The Plugins dialog keeps every record in full.
    """

    failures: tuple[tuple[str, str], ...]  # (plugin name, error)
    joiner = "\n"

    #: Plugins named one by one: with the heading and the count, 40 lines at most.
    MAX_LISTED = 38
    #: A plugin's line is cut to this many characters, "…" included.
    MAX_LINE = 300

    def parts(self) -> list[tuple[str, tuple[str, ...]]]:
        head = PLUGIN_FAILED if len(self.failures) == 1 else PLUGINS_FAILED
        parts: list[tuple[str, tuple[str, ...]]] = [(head, ())]
        parts += [(AS_IS, (self.one_line(f"• {name}: {error}"),))
                  for name, error in self.failures[:self.MAX_LISTED]]
        if len(self.failures) > self.MAX_LISTED:
            parts.append((PLUGINS_NOT_LISTED, (str(len(self.failures) - self.MAX_LISTED),)))
        return parts

    @classmethod
    def one_line(cls, text: str) -> str:
        """``text`` on one line (each run of white space, line breaks included, one space),
        cut to :attr:`MAX_LINE` characters, the last one "…", if it is longer."""
        line = " ".join(text.split())
        return line if len(line) <= cls.MAX_LINE else line[:cls.MAX_LINE - 1].rstrip() + "…"

    def english(self) -> str:
        return english(self)


Notice = FileNotice | ParkedNotice | PluginNotice | ResumedNotice


def english(notice: Notice) -> str:
    """A notice in English: its templates filled as they are."""
    return notice.joiner.join(fill(template, *values) for template, values in notice.parts())
