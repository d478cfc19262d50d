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

from PySide6.QtCore import QCoreApplication, QLocale

from spider_qt.engine.catalog import Catalog
from spider_qt.engine.errors import CodeError
from spider_qt.i18n.texts import QT_TRANSLATE_NOOP, fill
from spider_qt.plugins.records import Origin, PluginRecord, Status
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
APPLIED_NOTE: Final = QT_TRANSLATE_NOOP(
    "PluginsDialog", "Applied to new games at once; the game in progress goes on as it is."
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


def slow_note(records: list[PluginRecord]) -> str:
    """``Slow to load: wisp (2.40 s)``: plugins that delay every start, or ``""``."""
    slow = [fill(translate("PluginsDialog", "%1 (%2 s)"), r.name, seconds(r.load_seconds))
            for r in records if r.slow]
    if not slow:
        return ""
    return fill(translate("PluginsDialog", "Slow to load: %1"),
                translate("PluginsDialog", ", ").join(slow))


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
        fill(translate("PluginsDialog", "Status: %1"), status_line(record, checked, catalog)),
        fill(translate("PluginsDialog", "Load time: %1 s"), seconds(record.load_seconds)),
    ]
    if record.needs and record.status is not Status.INACTIVE:
        lines.append(fill(translate("PluginsDialog", "Needs: %1"), needed(record, catalog)))
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


def rules_left_waiting(records: list[PluginRecord], checked: dict[str, bool], name: str,
                       catalog: Catalog) -> list[str]:
    """The rules of other plugins that switching ``name`` off (with the switches
    ``checked``) leaves without any of their variants: they become inactive too."""
    gone = {key for r in records if r.name == name or not checked.get(r.name, True)
            for key in r.variants}
    own = {key for r in records if r.name == name for key in r.rules}
    return [rule_text(rule.name) for rule in catalog.rules
            if rule.variants and rule.key not in own and set(rule.variants) <= gone]


def note(refused: str | None, waiting: tuple[str, list[str]] | None, toggled: bool,
         applied: bool) -> str:
    """The note under the table: why a switch was refused, which rules a switch leaves
    inactive, then whether the switches apply now or at the next start."""
    parts = []
    if refused is not None:
        parts.append(fill(translate(
            "PluginsDialog", "%1 stays enabled: it is the last plugin with game variants, "
            "and without one there would be nothing to play."), refused))
    if waiting is not None and waiting[1]:
        parts.append(fill(translate(
            "PluginsDialog", "Switching off %1 also makes these rules inactive: %2."),
            waiting[0], translate("PluginsDialog", ", ").join(waiting[1])))
    if toggled:
        parts.append(tr(APPLIED_NOTE if applied else RESTART_NOTE))
    text = ""
    for part in parts:
        text = fill(translate("PluginsDialog", "%1 %2"), text, part) if text else part
    return text
