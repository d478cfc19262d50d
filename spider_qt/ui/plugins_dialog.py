"""The Plugins dialog: every plugin the host saw, what it added or why it failed, and a switch.

The host (:mod:`spider_qt.plugins.host`) has already loaded what it could and
recorded the rest; the dialog shows those records and passes the player's switches
to ``on_toggle``, which saves them. If ``on_toggle`` also builds the catalog again
(the main window does) and returns it, the rows show the new state and the note
says the switch applies to new games at once; otherwise it applies at the next start,
and the note says that. Switching off a plugin with variants names the rules of
other plugins it leaves inactive; plugins slow to load are named under the table.

The one thing the dialog refuses is switching off the last working plugin that
adds variants: with none left there would be no game to start, and the player
could not reach this dialog to undo it.

Every word of the dialog is translated (context ``"PluginsDialog"``; variant and rule
names as in the New Game dialog), and said again when the language changes. What the
host recorded (a plugin's name, summary, location and error) is shown as it came. How
a record reads (its status, what it adds, its details) is :mod:`spider_qt.ui.plugins_text`;
this module holds the widgets and the switches.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final, Protocol

from PySide6.QtCore import QEvent, QObject, QSignalBlocker, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QSplitter,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spider_qt.engine.catalog import Catalog
from spider_qt.i18n.texts import fill
from spider_qt.plugins.records import PluginRecord
from spider_qt.ui.buttons import DialogButtons
from spider_qt.ui.new_game_dialog import ERROR_COLOR
from spider_qt.ui.plugins_table import (
    check_state,
    details_box,
    fit_columns,
    new_table,
    note_label,
    text_item,
)
from spider_qt.ui.plugins_text import (
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
    RESTART_NOTE,
    SAFE_MODE_TEXT,
    STATUS_COLUMN,
    VERSION_COLUMN,
    adds,
    details,
    list_order,
    note,
    origin_label,
    rules_left_waiting,
    slow_note,
    status,
    tr,
)
from spider_qt.ui.widgets import banner_label, follow_language

__all__ = [  # the texts live in plugins_text; their names stay importable from here
    "ADDS_COLUMN", "COLUMNS", "DETAILS_LINES", "DETAILS_PLACEHOLDER", "DIALOG_WIDTH_CHARS",
    "DISABLED", "ENABLED", "ENABLED_COLUMN", "FAILED", "MIN_DETAILS_LINES", "MIN_VISIBLE_ROWS",
    "NAME_COLUMN", "NONE", "ORIGIN_COLUMN", "ORIGIN_LABELS", "RESTART_NOTE", "SAFE_MODE_TEXT",
    "STATUS_COLUMN", "VERSION_COLUMN", "VISIBLE_ROWS", "PluginsDialog",
]


#: Wide enough for the columns of a typical plugin without a horizontal scroll bar.
DIALOG_WIDTH_CHARS: Final = 96
#: Rows shown before the table scrolls; the details area takes the rest of the height.
VISIBLE_ROWS: Final = 8
DETAILS_LINES: Final = 10
# Least room the table (in rows) and the details (in lines) keep when the player resizes.
MIN_VISIBLE_ROWS: Final = 3
MIN_DETAILS_LINES: Final = 4


class Reloaded(Protocol):
    """What ``on_toggle`` may return: the plugins loaded again with the new switches."""

    @property
    def plugins(self) -> Sequence[PluginRecord]: ...

    @property
    def catalog(self) -> Catalog: ...


Toggle = Callable[[str, bool], Reloaded | None]


class PluginsDialog(QDialog):
    """List the plugins, show one's details, and switch plugins on or off for the next start."""

    def __init__(
        self,
        plugins: Sequence[PluginRecord],
        catalog: Catalog,
        disabled: Iterable[str],
        on_toggle: Toggle,
        parent: QWidget | None = None,
        safe_mode: bool = False,
    ) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._on_toggle = on_toggle
        self._records: list[PluginRecord] = sorted(plugins, key=list_order)
        off = set(disabled)
        #: What each checkbox shows now, by plugin name: the dialog's own view of the switches.
        self._checked: dict[str, bool] = {r.name: r.name not in off for r in self._records}
        self._toggled = False
        self._applied = False  # on_toggle loaded the plugins again: switches apply at once
        #: The plugin whose switch-off was just refused, while the note says why.
        self._refused: str | None = None
        #: The plugin just switched off and the rules it leaves inactive, while the note says so.
        self._waiting: tuple[str, list[str]] | None = None
        self.setObjectName("pluginsDialog")
        self.setSizeGripEnabled(True)

        self.safe_mode_banner = banner_label()
        self.safe_mode_banner.setObjectName("safeModeBanner")
        self.safe_mode_banner.setVisible(safe_mode)
        self.table: QTableWidget = new_table()
        self.table.installEventFilter(self)  # see eventFilter: Space in any cell
        self._build_details()
        self.restart_note = note_label("restartNote")
        # Its line is kept while hidden, so the table does not jump when the note appears.
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
        self._fit()
        self.close_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- public ------------------------------------------------------------------------------

    def select_plugin(self, name: str) -> bool:
        """Select the row of plugin ``name`` (e.g. the one an error notice is about)."""
        for row, record in enumerate(self._records):
            if record.name == name:
                self.table.selectRow(row)
                return True
        return False

    def is_checked(self, name: str) -> bool:
        """Whether plugin ``name`` is switched on in the dialog (for the next start)."""
        return self._checked[name]

    def details_text(self) -> str:
        """What Copy Details copies: the selected plugin's details, or ``""`` if none."""
        record = self._selected()
        return "" if record is None else details(record, self._catalog,
                                                 self._checked[record.name])

    # --- words ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text in the current language (at the start and on a language change).

        The rows are filled again, without reporting it as switches; the selection stays.
        """
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
        blocker = QSignalBlocker(self.table)
        try:
            self._fill_table()
        finally:
            blocker.unblock()
        slow = slow_note(self._records)
        self.slow_note.setText(slow)
        self.slow_note.setVisible(bool(slow))
        self._show_note(self._refused)
        self._show_details()

    def changeEvent(self, event: QEvent) -> None:
        """New words at once; the columns fit them once every child has its own."""
        follow_language(self, event, self.retranslate, self._refit_columns)
        super().changeEvent(event)

    # --- the table ---------------------------------------------------------------------------

    def _fill_table(self) -> None:
        self.table.setRowCount(len(self._records))
        for row, record in enumerate(self._records):
            self._fill_row(row, record)

    def _fill_row(self, row: int, record: PluginRecord) -> None:
        switch = QTableWidgetItem()
        switch.setFlags(
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsUserCheckable
        )
        switch.setCheckState(check_state(self._checked[record.name]))
        switch.setData(Qt.ItemDataRole.AccessibleTextRole,
                       fill(self.tr("Enable %1"), record.name))
        switch.setToolTip(fill(self.tr("Load %1 when spider-qt starts."), record.name))
        self.table.setItem(row, ENABLED_COLUMN, switch)

        name = QTableWidgetItem(record.name)
        name.setToolTip(record.summary or record.name)
        self.table.setItem(row, NAME_COLUMN, name)
        version = record.version or NONE
        self.table.setItem(row, VERSION_COLUMN, text_item(version))
        self.table.setItem(row, ORIGIN_COLUMN, QTableWidgetItem(origin_label(record.origin)))

        state = QTableWidgetItem(status(record, self._catalog))
        style = self.style()
        if record.error is not None:
            state.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning))
            state.setForeground(ERROR_COLOR)
            state.setToolTip(record.error)
            state.setData(Qt.ItemDataRole.AccessibleDescriptionRole, record.error)
        elif not record.enabled or record.status == "inactive":
            state.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
        if record.error is None and record.warnings:  # a likely mistake, said where it shows
            state.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation))
            state.setToolTip("\n".join(record.warnings))
            state.setData(Qt.ItemDataRole.AccessibleDescriptionRole, "\n".join(record.warnings))
        self.table.setItem(row, STATUS_COLUMN, state)

        added = adds(record, self._catalog)
        self.table.setItem(row, ADDS_COLUMN, text_item(added, tooltip=added))

    # --- switching plugins on and off --------------------------------------------------------

    def _item_changed(self, item: QTableWidgetItem) -> None:
        """A checkbox clicked: pass it on, unless it would leave no variant to play."""
        if item.column() != ENABLED_COLUMN:
            return
        record = self._records[item.row()]
        on = item.checkState() == Qt.CheckState.Checked
        if on == self._checked[record.name]:
            return
        if not on and self._is_last_variant_source(record):
            blocker = QSignalBlocker(self.table)
            item.setCheckState(Qt.CheckState.Checked)
            blocker.unblock()
            self._show_note(refused=record.name)
            return
        waiting = None if on else (record.name, rules_left_waiting(
            self._records, self._checked, record.name, self._catalog))
        self._checked[record.name] = on
        self._toggled = True
        self._show_switch(record.name)
        reloaded = self._on_toggle(record.name, on)
        if reloaded is not None:
            self._applied = True
            self.show_plugins(reloaded.plugins, reloaded.catalog)
        self._waiting = waiting
        self._show_note()
        self._show_details()

    def show_plugins(self, plugins: Sequence[PluginRecord], catalog: Catalog) -> None:
        """Show the records of a new load (after a switch), keeping the switches and the
        selected plugin."""
        selected = self._selected()
        self._records = sorted(plugins, key=list_order)
        self._catalog = catalog
        for record in self._records:
            self._checked.setdefault(record.name, record.enabled)
        self.retranslate()
        if selected is not None:
            self.select_plugin(selected.name)

    def _show_switch(self, name: str) -> None:
        """Show the switch of ``name`` on every row of that name, without reporting it back.

        A folder plugin may share its name with an installed one (the host fails the
        second); the switch is saved by name, so both rows show the same one.
        """
        blocker = QSignalBlocker(self.table)
        try:
            for row, record in enumerate(self._records):
                item = self.table.item(row, ENABLED_COLUMN)
                if record.name == name and item is not None:
                    item.setCheckState(check_state(self._checked[name]))
        finally:
            blocker.unblock()

    def _is_last_variant_source(self, record: PluginRecord) -> bool:
        """Whether ``record`` is the only switched-on plugin whose variants loaded this time.

        A plugin that failed, or was off at this start, has no variants to count on: it
        may fail the next time too.
        """
        sources = {
            r.name for r in self._records
            if r.variants and r.enabled and r.error is None and self._checked[r.name]
        }
        return sources == {record.name}

    def _toggle_row(self, row: int) -> None:
        item = self.table.item(row, ENABLED_COLUMN)
        if item is not None:
            on = item.checkState() == Qt.CheckState.Checked
            item.setCheckState(check_state(not on))

    def _show_note(self, refused: str | None = None) -> None:
        """The restart note once anything changed, after the reason a switch was refused
        and the rules the last switch left inactive."""
        self._refused = refused
        if refused is not None:
            self._waiting = None
        text = note(refused, self._waiting, self._toggled, self._applied)
        self.restart_note.setText(text)
        self.restart_note.setVisible(bool(text))

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

    def _selected(self) -> PluginRecord | None:
        rows = self.table.selectionModel().selectedRows()
        return self._records[rows[0].row()] if rows else None

    def _show_details(self) -> None:
        self.details.setPlainText(self.details_text())
        self.copy_button.setEnabled(self._selected() is not None)

    def _copy_details(self) -> None:
        text = self.details_text()
        clipboard = QGuiApplication.clipboard()
        if text and clipboard is not None:
            clipboard.setText(text)

    # --- building ----------------------------------------------------------------------------

    def _build_details(self) -> None:
        self._details_box, self._details_label, self.details = details_box()

    def _build_buttons(self) -> None:
        """Copy Details on the action side, Close as the default button."""
        self._buttons, copy, close = DialogButtons.closing(
            self, "copyDetailsButton", QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(self._copy_details)
        self.copy_button: QPushButton = copy
        self.close_button: QPushButton = close

    def _fit_columns(self) -> int:
        """Every column as wide as its heading and its cells; returns the dialog width that
        shows them all without scrolling sideways."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        return fit_columns(self.table) + margins.left() + margins.right()

    def _refit_columns(self) -> None:
        """After a language change: the columns fit their new words, and the dialog widens
        if they need it, but is never made smaller than the player made it."""
        width = self._fit_columns()
        if width > self.width():
            self.resize(width, self.height())

    def _fit(self) -> None:
        """A default size with every column readable and every row shown, up to a limit.

        The player may resize from there: the Adds column takes any width gained,
        the table and the details share any height.
        """
        table = self.table
        header = table.horizontalHeader()
        columns_width = self._fit_columns()
        frame = table.frameWidth() * 2
        shown = max(min(table.rowCount(), VISIBLE_ROWS), MIN_VISIBLE_ROWS)
        row_height = table.verticalHeader().defaultSectionSize()
        table_height = header.sizeHint().height() + row_height * shown + frame
        # The last column stretches; it starts at its content's width, not at whatever is left.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)

        metrics = self.details.fontMetrics()
        details_height = (
            metrics.lineSpacing() * DETAILS_LINES + self.details.frameWidth() * 2
            + int(self.details.document().documentMargin() * 2)
        )
        layout = self.layout()
        assert layout is not None
        width = max(self.fontMetrics().averageCharWidth() * DIALOG_WIDTH_CHARS, columns_width)
        table.setMinimumHeight(header.sizeHint().height() + row_height * MIN_VISIBLE_ROWS + frame)
        self.details.setMinimumHeight(metrics.lineSpacing() * MIN_DETAILS_LINES)
        box_height = details_height + (
            self._details_box.sizeHint().height() - self.details.sizeHint().height()
        )
        layout.activate()
        others = layout.sizeHint().height() - self._splitter.sizeHint().height()
        splitter_height = table_height + self._splitter.handleWidth() + box_height
        self._splitter.setSizes([table_height, box_height])
        self.resize(width, others + splitter_height)
