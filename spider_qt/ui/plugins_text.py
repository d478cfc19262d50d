"""What the Plugins dialog says about a plugin: its table's columns, and each record in words.

Kept apart from the widgets (:mod:`spider_qt.ui.plugins_dialog`) because it is the
part that knows what a :class:`PluginRecord` means to a player: which origin comes
first, what "Failed" or "Disabled" stand for, what a plugin adds (in catalog names)
and the details a player pastes into a bug report. Every word is translated in the
dialog's context, ``"PluginsDialog"``; what the host recorded (a plugin's name,
summary, location and error) is shown as it came.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from spider_qt.engine.catalog import Catalog
from spider_qt.engine.errors import CodeError
from spider_qt.i18n.texts import QT_TRANSLATE_NOOP, fill
from spider_qt.plugins.records import Origin, PluginRecord
from spider_qt.ui.new_game_dialog import rule_text, variant_text

CONTEXT: Final = "PluginsDialog"
"""The translation context of every text of the dialog: its class's name, which ``self.tr``
uses. ``pyside6-lupdate`` reads only a literal context, so each ``translate`` call and
``QT_TRANSLATE_NOOP`` mark below spells it out."""

#: The texts below are in English; the dialog shows them translated (context "PluginsDialog").
COLUMNS: Final = (
    QT_TRANSLATE_NOOP("PluginsDialog", "Enabled"),
    QT_TRANSLATE_NOOP("PluginsDialog", "Name"),
    QT_TRANSLATE_NOOP("PluginsDialog", "Version"),
    QT_TRANSLATE_NOOP("PluginsDialog", "Origin"),
    QT_TRANSLATE_NOOP("PluginsDialog", "Status"),
    QT_TRANSLATE_NOOP("PluginsDialog", "Adds"),
)
ENABLED_COLUMN: Final = 0
NAME_COLUMN: Final = 1
VERSION_COLUMN: Final = 2
ORIGIN_COLUMN: Final = 3
STATUS_COLUMN: Final = 4
ADDS_COLUMN: Final = 5

#: Origins in the order they are listed, with the words a player sees for them.
ORIGIN_LABELS: Final = {
    Origin.BUILT_IN: QT_TRANSLATE_NOOP("PluginsDialog", "Built-in"),
    Origin.INSTALLED: QT_TRANSLATE_NOOP("PluginsDialog", "Installed"),
    Origin.FOLDER: QT_TRANSLATE_NOOP("PluginsDialog", "Plugins folder"),
}
ENABLED: Final = QT_TRANSLATE_NOOP("PluginsDialog", "Enabled")
DISABLED: Final = QT_TRANSLATE_NOOP("PluginsDialog", "Disabled")
FAILED: Final = QT_TRANSLATE_NOOP("PluginsDialog", "Failed")
NONE: Final = "—"
"""Shown in a cell with nothing to show: a plugin that added no variant and no rule."""
#: What a screen reader says for a cell that shows only a dash: the plugin adds nothing there.
NONE_SPOKEN: Final = QT_TRANSLATE_NOOP("PluginsDialog", "none")

RESTART_NOTE: Final = QT_TRANSLATE_NOOP(
    "PluginsDialog", "Changes take effect the next time spider-qt starts."
)
SAFE_MODE_TEXT: Final = QT_TRANSLATE_NOOP(
    "PluginsDialog", "Safe mode: only the built-in plugins were loaded."
)
DETAILS_PLACEHOLDER: Final = QT_TRANSLATE_NOOP(
    "PluginsDialog", "Select a plugin to see its details."
)

translate = QCoreApplication.translate


def tr(text: str) -> str:
    """One of the module's marked texts, in the current language."""
    return translate(CONTEXT, text)


def list_order(record: PluginRecord) -> tuple[int, str, str]:
    """Built-ins, then installed, then the plugins folder (anything else last); by name within."""
    origins = list(ORIGIN_LABELS)
    rank = origins.index(record.origin) if record.origin in origins else len(origins)
    return (rank, record.name.casefold(), record.name)


def origin_label(origin: Origin) -> str:
    return tr(ORIGIN_LABELS[origin])


def status(record: PluginRecord) -> str:
    """How the plugin stands in this run: a failure shows whatever its switch says."""
    if record.error is not None:
        return tr(FAILED)
    return tr(ENABLED if record.enabled else DISABLED)


def adds(record: PluginRecord, catalog: Catalog) -> str:
    """``Variants: Scorpion; Rules: Relaxed`` in catalog names, keys where none is known."""
    parts = []
    comma = translate("PluginsDialog", ", ")
    if record.variants:
        names = comma.join(_variant_name(catalog, k) for k in record.variants)
        parts.append(fill(translate("PluginsDialog", "Variants: %1"), names))
    if record.rules:
        names = comma.join(_rule_name(catalog, k) for k in record.rules)
        parts.append(fill(translate("PluginsDialog", "Rules: %1"), names))
    return translate("PluginsDialog", "; ").join(parts) or NONE


def _variant_name(catalog: Catalog, key: str) -> str:
    try:
        return variant_text(catalog.variant(key).name)
    except (CodeError, ValueError):
        return key


def _rule_name(catalog: Catalog, key: str) -> str:
    return next((rule_text(r.name) for r in catalog.rules if r.key == key), key)


def details(record: PluginRecord, catalog: Catalog, checked: bool) -> str:
    """Plain text a player can paste into a bug report: every field, the error in full.

    ``checked`` is the plugin's switch in the dialog, for the next start.
    """
    lines = [
        fill(translate("PluginsDialog", "Name: %1"), record.name),
        fill(translate("PluginsDialog", "Version: %1"), record.version or NONE),
        fill(translate("PluginsDialog", "Origin: %1"), origin_label(record.origin)),
        fill(translate("PluginsDialog", "Location: %1"), record.location or NONE),
        fill(translate("PluginsDialog", "Summary: %1"), record.summary or NONE),
        fill(translate("PluginsDialog", "Adds: %1"), adds(record, catalog)),
        fill(translate("PluginsDialog", "Status: %1"), status_line(record, checked)),
    ]
    if record.error is not None:
        lines.append(fill(translate("PluginsDialog", "Error: %1"), record.error))
    return "\n".join(lines)


def status_line(record: PluginRecord, checked: bool) -> str:
    """The status of this start, and what the switch (``checked``) will change at the next."""
    now = status(record)
    if record.error is not None and not checked:
        return fill(translate("PluginsDialog", "%1 (will not be loaded at the next start)"), now)
    running = record.enabled and record.error is None
    if checked != running and record.error is None:
        return fill(translate("PluginsDialog", "%1 (enabled from the next start)") if checked
                    else translate("PluginsDialog", "%1 (disabled from the next start)"), now)
    return now
