"""Why no game can be played: every variant comes from a plugin, and none is loaded.

The built-ins switched off, the only variant plugin removed or failing, ``--safe-mode``
with only a third party's variants, a damaged installation: the app still starts, says
which of these it is and how to get the games back (:class:`NoVariant`), and keeps the
saved game parked until its variant returns. The command line says the same in
English (:meth:`NoVariant.english`); the window words the same templates in the
player's language (context ``"Notices"``, as :mod:`spider_qt.storage.notices`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from spider_qt.languages import QT_TRANSLATE_NOOP, fill
from spider_qt.storage.notices import PLUGINS_NOT_LISTED

from .records import Origin, PluginRecord

if TYPE_CHECKING:
    from .host import LoadResult

#: At most this many failed plugins are named one by one; the Plugins dialog lists all.
MAX_NAMED: Final = 12
#: A plugin's error is cut to this many characters (it is its author's, of any length).
MAX_ERROR: Final = 200

HEAD = QT_TRANSLATE_NOOP("Notices", "No game can be played")
WHY = QT_TRANSLATE_NOOP(
    "Notices", "No game variant is loaded: every game of spider-qt, Spider included, comes "
               "from a plugin.")
SAFE_MODE = QT_TRANSLATE_NOOP(
    "Notices", "spider-qt was started in safe mode, which loads the built-in plugins only.")
SWITCHED_OFF = QT_TRANSLATE_NOOP("Notices", "Switched off: %1.")
FAILED = QT_TRANSLATE_NOOP("Notices", "Could not be loaded:")
NONE_FOUND = QT_TRANSLATE_NOOP(
    "Notices", "Not even the built-in plugins were found, so this installation of spider-qt "
               "is incomplete; installing it again brings the games back.")
HOW_IN_WINDOW = QT_TRANSLATE_NOOP(
    "Notices", "To play again, switch the built-in plugins back on with the button below "
               "(or in Settings → Plugins…), or start spider-qt with --reset-plugins.")
#: The command line's English only (its messages are not translated).
HOW_ON_COMMAND_LINE = ("To play again, switch the built-in plugins back on in Settings → "
                       "Plugins…, or start spider-qt with --reset-plugins.")
AS_IS = "%1"


@dataclass(frozen=True, slots=True)
class NoVariant:
    """What left the catalog without a variant, as data; worded where it is shown."""

    failed: tuple[tuple[str, str], ...] = ()  # (plugin name, its error in one line)
    switched_off: tuple[str, ...] = ()  # plugin names, as the settings keep them
    safe_mode: bool = False
    builtins_found: bool = True
    in_window: bool = True
    joiner = "\n"

    @classmethod
    def of(cls, result: LoadResult, disabled: Collection[str] = (),
           in_window: bool = True) -> NoVariant:
        records = result.plugins
        off = tuple(dict.fromkeys(r.name for r in records
                                  if not r.enabled and r.error is None and r.name in disabled))
        return cls(tuple((r.name, _one_line(r)) for r in records if r.error is not None),
                   off, result.safe_mode, any(r.origin == Origin.BUILT_IN for r in records),
                   in_window)

    def parts(self) -> list[tuple[str, tuple[str, ...]]]:
        """The sentences as (English template, values), in the order they are read."""
        parts: list[tuple[str, tuple[str, ...]]] = [(HEAD, ()), (WHY, ())]
        if self.safe_mode:
            parts.append((SAFE_MODE, ()))
        if not self.builtins_found:
            parts.append((NONE_FOUND, ()))
        if self.switched_off:
            parts.append((SWITCHED_OFF, (", ".join(self.switched_off),)))
        if self.failed:
            parts.append((FAILED, ()))
            parts += [(AS_IS, (f"• {name}: {error}",)) for name, error in
                      self.failed[:MAX_NAMED]]
            if len(self.failed) > MAX_NAMED:
                parts.append((PLUGINS_NOT_LISTED, (str(len(self.failed) - MAX_NAMED),)))
        if self.builtins_found:
            parts.append((HOW_IN_WINDOW if self.in_window else HOW_ON_COMMAND_LINE, ()))
        return parts

    def english(self) -> str:
        """The heading as a sentence, then one sentence a line."""
        lines = [fill(template, *values) for template, values in self.parts()]
        return self.joiner.join([lines[0] + ".", *lines[1:]])


def _one_line(record: PluginRecord) -> str:
    text = " ".join(str(record.error).split())
    return text if len(text) <= MAX_ERROR else text[:MAX_ERROR - 1] + "…"
