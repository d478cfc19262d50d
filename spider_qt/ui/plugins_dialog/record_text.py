"""What the Plugins dialog says about a plugin: its table's columns, and each record in words.

Kept apart from the widgets (:mod:`spider_qt.ui.plugins_dialog.dialog`) because it is the
part that knows what a :class:`PluginRecord` means to a player: which origin comes
first, what "Failed" or "Disabled" stand for, and the details a player pastes into a
bug report. A plugin's name and what it adds, in a player's words, are
:mod:`spider_qt.ui.plugins_dialog.plugin_names`; what a switch does,
:mod:`spider_qt.ui.plugins_dialog.switch_notes`.
Every word is translated in the dialog's context, ``"PluginsDialog"``; what the host
recorded (a plugin's id, summary, location and error) is shown as it came, in the
part of the details meant for the plugin's author.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale

from spider_qt.engine import Catalog
from spider_qt.i18n.texts import QT_TRANSLATE_NOOP, fill
from spider_qt.plugins.records import Origin, PluginRecord, Status
from spider_qt.ui.common.names import variant_text
from spider_qt.ui.plugins_dialog.plugin_names import (
    Added,
    added,
    adds_text,
    descriptions,
    display_name,
)

CONTEXT: Final = "PluginsDialog"
"""The translation context of every text of the dialog: its class's name, which ``self.tr``
uses. ``pyside6-lupdate`` reads only a literal context, so each ``translate`` call and
``QT_TRANSLATE_NOOP`` mark below spells it out."""

#: The texts below are in English; the dialog shows them translated (context "PluginsDialog").
COLUMNS: Final = (
    QT_TRANSLATE_NOOP("PluginsDialog", "Plugin"),
    QT_TRANSLATE_NOOP("PluginsDialog", "Adds"),
    QT_TRANSLATE_NOOP("PluginsDialog", "Origin"),
    QT_TRANSLATE_NOOP("PluginsDialog", "Status"),
)
NAME_COLUMN: Final = 0
#: The switch is the name's checkbox: a player switches "Simple Simon", not a column.
ENABLED_COLUMN: Final = NAME_COLUMN
ADDS_COLUMN: Final = 1
ORIGIN_COLUMN: Final = 2
STATUS_COLUMN: Final = 3

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
#: What a plugin switched off since the app started adds: it has never run, so no one knows.
UNKNOWN_ADDS: Final = QT_TRANSLATE_NOOP("PluginsDialog", "Switch it on to see what it adds")

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


@dataclass(frozen=True, slots=True)
class Row:
    """One plugin as the table shows it: its record, what it adds and its name, in the
    language the rows were made in."""

    record: PluginRecord
    adds: Added
    name: str


def rows(records: Iterable[PluginRecord], catalog: Catalog) -> list[Row]:
    """A row per record, in :func:`list_order`."""
    made = []
    for record in records:
        adds = added(record, catalog)
        made.append(Row(record, adds, display_name(record, adds)))
    return sorted(made, key=list_order)


def list_order(row: Row) -> tuple[int, str, str]:
    """Built-ins, then installed, then the plugins folder (anything else last); by the
    name a player reads within each."""
    origins = list(ORIGIN_LABELS)
    origin = row.record.origin
    rank = origins.index(origin) if origin in origins else len(origins)
    return (rank, row.name.casefold(), row.record.name)


def origin_label(origin: Origin) -> str:
    return tr(ORIGIN_LABELS[origin])


def adds_cell(row: Row, names: Mapping[str, str]) -> str:
    """What the Adds column says: a sentence, or why there is none."""
    text = adds_text(row.adds, names)
    if text:
        return text
    record = row.record
    if not record.enabled and record.error is None:
        return tr(UNKNOWN_ADDS)
    return NONE


def status(record: PluginRecord, catalog: Catalog | None = None) -> str:
    """How the plugin stands in this run: a failure shows whatever its switch says; a
    plugin whose rules all wait for variants that are not loaded says which."""
    state = record.status
    if state is Status.FAILED:
        return tr(FAILED)
    if state is Status.INACTIVE:
        return fill(translate("PluginsDialog", "Inactive (needs %1)"), needed(record, catalog))
    return tr(ENABLED if record.enabled else DISABLED)


def needed(record: PluginRecord, catalog: Catalog | None = None) -> str:
    """The variants ``record``'s rules wait for, by name where one is known, else by key."""
    comma = translate("PluginsDialog", ", ")
    names = []
    for key in record.needs:
        name = record.needed_names.get(key)
        if name is None and catalog is not None and key in catalog:
            name = catalog.variant(key).name
        names.append(variant_text(name) if name else key)
    return comma.join(names)


def seconds(value: float) -> str:
    """``1.25`` as the player's language writes it (``1,25`` in Czech)."""
    return QLocale().toString(value, "f", 2)


def slow_note(shown: Iterable[Row]) -> str:
    """``Slow to load: Wisp (2.40 s)``: plugins that delay every start, or ``""``."""
    slow = [fill(translate("PluginsDialog", "%1 (%2 s)"), row.name,
                 seconds(row.record.load_seconds)) for row in shown if row.record.slow]
    if not slow:
        return ""
    return fill(translate("PluginsDialog", "Slow to load: %1"),
                translate("PluginsDialog", ", ").join(slow))


def details(row: Row, catalog: Catalog, checked: bool, names: Mapping[str, str]) -> str:
    """Plain text a player can paste into a bug report: first what the plugin is to a
    player, then every field its author needs, the error and its traceback in full.

    ``checked`` is the plugin's switch in the dialog; ``names`` the variant names by key.
    """
    record = row.record
    lines = [fill(translate("PluginsDialog", "Name: %1"), row.name)]
    lines += [text for text in (adds_cell(row, names),) if text != NONE]
    lines += descriptions(row.adds)
    lines.append(fill(translate("PluginsDialog", "Status: %1"),
                      status_line(record, checked, catalog)))
    if record.error is not None:
        lines.append(translate("PluginsDialog", "It could not be loaded, so it adds nothing. "
                               "What went wrong is below, for its author."))
    lines += ["", translate("PluginsDialog", "For the plugin's author:"),
              fill(translate("PluginsDialog", "Plugin id: %1"), record.name),
              fill(translate("PluginsDialog", "Version: %1"), record.version or NONE),
              fill(translate("PluginsDialog", "Origin: %1"), origin_label(record.origin)),
              fill(translate("PluginsDialog", "Location: %1"), record.location or NONE),
              fill(translate("PluginsDialog", "Summary: %1"), record.summary or NONE)]
    comma = translate("PluginsDialog", ", ")
    if row.adds.variant_keys:
        lines.append(fill(translate("PluginsDialog", "Variants: %1"),
                          comma.join(row.adds.variant_keys)))
    if row.adds.rule_keys:
        lines.append(fill(translate("PluginsDialog", "Rules: %1"),
                          comma.join(row.adds.rule_keys)))
    if record.needs and record.status is not Status.INACTIVE:
        lines.append(fill(translate("PluginsDialog", "Needs: %1"), needed(record, catalog)))
    lines.append(fill(translate("PluginsDialog", "Load time: %1 s"),
                      seconds(record.load_seconds)))
    lines += [fill(translate("PluginsDialog", "Warning: %1"), w) for w in record.warnings]
    if record.error is not None:
        lines.append(fill(translate("PluginsDialog", "Error: %1"), record.error))
    if record.traceback:
        lines += ["", record.traceback.rstrip("\n")]  # Python's own words, as the author needs
    return "\n".join(lines)


def status_line(record: PluginRecord, checked: bool, catalog: Catalog | None = None) -> str:
    """The status of this start, and what the switch (``checked``) will change at the next."""
    now = status(record, catalog)
    if record.error is not None and not checked:
        return fill(translate("PluginsDialog", "%1 (will not be loaded at the next start)"), now)
    running = record.enabled and record.error is None
    if checked != running and record.error is None:
        return fill(translate("PluginsDialog", "%1 (enabled from the next start)") if checked
                    else translate("PluginsDialog", "%1 (disabled from the next start)"), now)
    return now
