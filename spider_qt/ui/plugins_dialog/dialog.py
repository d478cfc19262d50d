"""The Plugins dialog: every plugin by the name a player knows it by, what it adds, and a switch.

The host (:mod:`spider_qt.plugins.host`) has already loaded what it could and
recorded the rest; the dialog shows those records and passes the player's switches
to ``on_toggle``, which saves them. The main window's ``on_toggle`` also loads the
plugins again with the switch (:mod:`spider_qt.ui.plugins_dialog.apply_choice`) and returns the new
load: then the switch applies to new games at once, the rows show the new state and
the note under the table says in a player's words what new games lost or gained, and
that the game in progress goes on (:mod:`spider_qt.ui.plugins_dialog.switch_notes`). A caller that
only saves the switches returns ``None``, and the note says they apply at the next start.

A plugin is named as a player knows it, by the variant or rule it adds, translated
(:mod:`spider_qt.ui.plugins_dialog.plugin_names`); its id, version, location and a broken plugin's
traceback are in the details, under a heading for the plugin's author, and Copy
Details copies them for a bug report. How a record reads is
:mod:`spider_qt.ui.plugins_dialog.record_text`; this module holds the widgets and the switches.
Every word is said again when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

from PySide6.QtCore import QEvent, QObject, QSignalBlocker, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spider_qt.engine import Catalog
from spider_qt.plugins.records import PluginRecord
from spider_qt.ui.common.buttons import DialogButtons
from spider_qt.ui.common.scheme import SchemeWatch
from spider_qt.ui.common.widgets import banner_label, follow_language
from spider_qt.ui.plugins_dialog.plugin_names import variant_names
from spider_qt.ui.plugins_dialog.record_text import (
    ADDS_COLUMN,
    COLUMNS,
    DETAILS_PLACEHOLDER,
    DISABLED,
    ENABLED,
    ENABLED_COLUMN,
    FAILED,
    NAME_COLUMN,
    NONE,
    ORIGIN_COLUMN,
    ORIGIN_LABELS,
    SAFE_MODE_TEXT,
    STATUS_COLUMN,
    Row,
    details,
    rows,
    slow_note,
    tr,
)
from spider_qt.ui.plugins_dialog.switch_notes import (
    RESTART_NOTE,
    Change,
    Playing,
    ShowsAGame,
    applied_note,
    change,
    is_last_variant_source,
    rules_left_waiting,
    saved_note,
)
from spider_qt.ui.plugins_dialog.table import (
    check_state,
    details_box,
    fill_row,
    fit_columns,
    fit_dialog,
    new_table,
    note_label,
)

__all__ = [  # the texts live in plugins_text; their names stay importable from here
    "ADDS_COLUMN", "COLUMNS", "DETAILS_PLACEHOLDER", "DISABLED", "ENABLED", "ENABLED_COLUMN",
    "FAILED", "NAME_COLUMN", "NONE", "ORIGIN_COLUMN", "ORIGIN_LABELS", "RESTART_NOTE",
    "SAFE_MODE_TEXT", "STATUS_COLUMN", "VISIBLE_ROWS", "PluginsDialog",
]

#: Rows shown before the table scrolls; the details area takes the rest of the height.
VISIBLE_ROWS: Final = 8


class Reloaded(Protocol):
    """What ``on_toggle`` may return: the plugins loaded again with the new switch."""

    @property
    def plugins(self) -> Sequence[PluginRecord]: ...

    @property
    def catalog(self) -> Catalog: ...


Toggle = Callable[[str, bool], Reloaded | None]


@dataclass(frozen=True, slots=True)
class Switched:
    """The last switch that applied at once, kept to word the note in any language."""

    plugin: str  # its id
    on: bool
    change: Change
    touches_game: bool  # the game in progress uses something it took away
    failed: bool  # switched on, it did not load


class PluginsDialog(QDialog):
    """List the plugins, show one's details, and switch plugins on or off."""

    def __init__(
        self,
        plugins: Sequence[PluginRecord],
        catalog: Catalog,
        disabled: Iterable[str],
        on_toggle: Toggle,
        parent: QWidget | None = None,
        safe_mode: bool = False,
        playing: Callable[[], Playing | None] | None = None,
    ) -> None:
        """``playing`` gives the game in progress, for the note when a switch takes away
        what it uses; by default the game of ``parent`` (the main window), if it has one."""
        super().__init__(parent)
        self._scheme = SchemeWatch()  # a failure's red is the scheme's: rows again on a switch
        self._scheme.turned(self)
        self._plugins: list[PluginRecord] = list(plugins)
        self._catalog = catalog
        self._on_toggle = on_toggle
        self._playing = playing if playing is not None else self._parent_game
        self._rows: list[Row] = []
        self._names: dict[str, str] = {}  # variant names by key, for the rules' sentences
        off = set(disabled)
        #: What each checkbox shows now, by plugin id: the dialog's own view of the switches.
        self._checked: dict[str, bool] = {r.name: r.name not in off for r in self._plugins}
        self._toggled = False
        self._applied = False  # on_toggle loaded the plugins again: switches apply at once
        self._switched: Switched | None = None  # the last switch applied, while the note says
        #: The plugin whose switch-off was just refused (its id), while the note says why.
        self._refused: str | None = None
        #: The plugin just switched off, only saved, while the note names the rules it stops.
        self._waiting: str | None = None
        self.setObjectName("pluginsDialog")
        self.setSizeGripEnabled(True)

        self.safe_mode_banner = banner_label()
        self.safe_mode_banner.setObjectName("safeModeBanner")
        self.safe_mode_banner.setVisible(safe_mode)
        self.table: QTableWidget = new_table()
        self.table.installEventFilter(self)  # see eventFilter: Space in any cell
        self._details_box, self._details_label, self.details = details_box()
        self.restart_note = note_label("restartNote")
        # Its lines are kept while hidden, so the table does not jump when the note appears.
        policy = self.restart_note.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.restart_note.setSizePolicy(policy)
        self.restart_note.hide()
        self.slow_note = note_label("slowNote")
        self._build_buttons()

        # A splitter, so a player with many plugins or a long error can give either more room.
        self._splitter = QSplitter(Qt.Orientation.Vertical)
        self._splitter.setChildrenCollapsible(False)
        self._splitter.addWidget(self.table)
        self._splitter.addWidget(self._details_box)

        layout = QVBoxLayout(self)
        layout.addWidget(self.safe_mode_banner)
        layout.addWidget(self._splitter, stretch=1)
        layout.addWidget(self.slow_note)
        layout.addWidget(self.restart_note)
        layout.addSpacing(layout.spacing())
        layout.addWidget(self._buttons)

        self.retranslate()
        self.table.itemChanged.connect(self._item_changed)
        self.table.itemSelectionChanged.connect(self._show_details)
        fit_dialog(self, self.table, self._splitter, self._details_box, self.details,
                   VISIBLE_ROWS)
        self.close_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- public ------------------------------------------------------------------------------

    def row_of(self, plugin: str) -> int:
        """The row of the plugin with id ``plugin`` (the first, if two share it), or -1."""
        return next((i for i, row in enumerate(self._rows) if row.record.name == plugin), -1)

    def select_plugin(self, name: str) -> bool:
        """Select the row of plugin ``name`` (its id: e.g. the one an error notice is about)."""
        row = self.row_of(name)
        if row >= 0:
            self.table.selectRow(row)
        return row >= 0

    def is_checked(self, name: str) -> bool:
        """Whether plugin ``name`` (its id) is switched on in the dialog."""
        return self._checked[name]

    def details_text(self) -> str:
        """What Copy Details copies: the selected plugin's details, or ``""`` if none."""
        row = self._selected()
        return "" if row is None else details(row, self._catalog,
                                              self._checked[row.record.name], self._names)

    def show_plugins(self, plugins: Sequence[PluginRecord], catalog: Catalog) -> None:
        """Show the records of a new load (after a switch), keeping the switches and the
        selected plugin."""
        self._plugins = list(plugins)
        self._catalog = catalog
        for record in self._plugins:
            self._checked.setdefault(record.name, record.enabled)
        self.retranslate()

    # --- words ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text in the current language (at the start, on a language change and
        after a switch). The rows are made again, in the order of their new names, without
        reporting it as switches; the selected plugin stays selected."""
        self.setWindowTitle(self.tr("Plugins"))
        self.safe_mode_banner.setText(tr(SAFE_MODE_TEXT))
        self.safe_mode_banner.setAccessibleName(self.tr("Safe mode"))
        self.table.setAccessibleName(self.tr("Plugins"))
        self.table.setHorizontalHeaderLabels([tr(heading) for heading in COLUMNS])
        self._details_label.setText(self.tr("&Details:"))
        self.details.setAccessibleName(self.tr("Plugin details"))
        self.details.setPlaceholderText(tr(DETAILS_PLACEHOLDER))
        self.restart_note.setAccessibleName(self.tr("Note"))
        self.copy_button.setText(self.tr("&Copy Details"))
        self.copy_button.setToolTip(
            self.tr("Copy the selected plugin's details, to paste into a bug report.")
        )
        selected = self._selected()
        self._rows = rows(self._plugins, self._catalog)
        self._names = variant_names(self._catalog, self._plugins)
        blocker = QSignalBlocker(self.table)
        try:
            self.table.setRowCount(len(self._rows))
            for index, row in enumerate(self._rows):
                fill_row(self.table, index, row, self._checked[row.record.name],
                         self._catalog, self._names)
            if selected is not None:
                again = [i for i, row in enumerate(self._rows)
                         if row.record.name == selected.record.name
                         and row.record.origin == selected.record.origin]
                if again:
                    self.table.selectRow(again[0])
        finally:
            blocker.unblock()
        slow = slow_note(self._rows)
        self.slow_note.setText(slow)
        self.slow_note.setVisible(bool(slow))
        self._show_note()
        self._show_details()

    def changeEvent(self, event: QEvent) -> None:
        """New words at once; the columns fit them once every child has its own. Light
        turned dark or back: the rows again, a failure in the other scheme's red."""
        follow_language(self, event, self.retranslate, self._refit_columns)
        if self._scheme.turned(self, event):
            self.retranslate()
        super().changeEvent(event)

    # --- switching plugins on and off --------------------------------------------------------

    def _item_changed(self, item: QTableWidgetItem) -> None:
        """A checkbox clicked: pass it on, unless it would leave no variant to play."""
        if item.column() != ENABLED_COLUMN:
            return
        record = self._rows[item.row()].record
        on = item.checkState() == Qt.CheckState.Checked
        if on == self._checked[record.name]:
            return
        if not on and is_last_variant_source(self._plugins, self._checked, record.name):
            blocker = QSignalBlocker(self.table)
            item.setCheckState(Qt.CheckState.Checked)
            blocker.unblock()
            self._refused, self._switched, self._waiting = record.name, None, None
            self._show_note()
            return
        self._checked[record.name] = on
        self._toggled = True
        self._refused = None
        self._show_switch(record.name)
        before = self._catalog
        reloaded = self._on_toggle(record.name, on)
        if reloaded is None:
            self._waiting = None if on else record.name
            self._show_note()
            self._show_details()
            return
        self._applied = True
        failed = on and not any(r.name == record.name and r.ok for r in reloaded.plugins)
        what = change(before, reloaded.catalog)
        self._switched = Switched(record.name, on, what, what.touches(self._playing()), failed)
        self._waiting = None
        self.show_plugins(reloaded.plugins, reloaded.catalog)

    def _show_switch(self, name: str) -> None:
        """Show the switch of ``name`` on every row of that name, without reporting it back.

        A folder plugin may share its name with an installed one (the host fails the
        second); the switch is saved by name, so both rows show the same one.
        """
        blocker = QSignalBlocker(self.table)
        try:
            for index, row in enumerate(self._rows):
                item = self.table.item(index, ENABLED_COLUMN)
                if row.record.name == name and item is not None:
                    item.setCheckState(check_state(self._checked[name]))
        finally:
            blocker.unblock()

    def _toggle_row(self, row: int) -> None:
        item = self.table.item(row, ENABLED_COLUMN)
        if item is not None:
            on = item.checkState() == Qt.CheckState.Checked
            item.setCheckState(check_state(not on))

    def _name_of(self, plugin: str) -> str:
        """The name a player reads for plugin id ``plugin``, in the current language."""
        return next((row.name for row in self._rows if row.record.name == plugin), plugin)

    def _show_note(self) -> None:
        """The note under the table: why a switch was refused, else what the last switch
        did (applied) or will do (saved for the next start)."""
        switched = self._switched
        if self._refused is not None or switched is None:
            waiting = None
            if self._waiting is not None:
                left = rules_left_waiting(self._plugins, self._checked, self._waiting,
                                          self._catalog)
                waiting = (self._name_of(self._waiting), left)
            refused = None if self._refused is None else self._name_of(self._refused)
            text = saved_note(refused, waiting, self._toggled, self._applied)
        else:
            text = applied_note(self._name_of(switched.plugin), switched.on, switched.change,
                                switched.touches_game, switched.failed)
        self.restart_note.setText(text)
        self.restart_note.setVisible(bool(text))

    def _parent_game(self) -> Playing | None:
        window = self.parentWidget()
        return window.game if isinstance(window, ShowsAGame) else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Space switches the selected plugin whichever cell of its row has the focus."""
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
            and self.table.currentRow() >= 0
        ):
            self._toggle_row(self.table.currentRow())
            return True
        return super().eventFilter(watched, event)

    # --- details -----------------------------------------------------------------------------

    def _selected(self) -> Row | None:
        chosen = [i.row() for i in self.table.selectionModel().selectedRows()]
        return self._rows[chosen[0]] if chosen and chosen[0] < len(self._rows) else None

    def _show_details(self) -> None:
        self.details.setPlainText(self.details_text())
        self.copy_button.setEnabled(self._selected() is not None)

    def _copy_details(self) -> None:
        text = self.details_text()
        clipboard = QGuiApplication.clipboard()
        if text and clipboard is not None:
            clipboard.setText(text)

    # --- building ----------------------------------------------------------------------------

    def _build_buttons(self) -> None:
        """Copy Details on the action side, Close as the default button."""
        self._buttons, copy, close = DialogButtons.closing(
            self, "copyDetailsButton", QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(self._copy_details)
        self.copy_button: QPushButton = copy
        self.close_button: QPushButton = close

    def _refit_columns(self) -> None:
        """After a language change: the columns fit their new words, and the dialog widens
        if they need it, but is never made smaller than the player made it."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        width = fit_columns(self.table) + margins.left() + margins.right()
        if width > self.width():
            self.resize(width, self.height())
