"""The Plugins dialog: every plugin the host saw, what it added or why it failed, and a switch.

The host (:mod:`spider_qt.plugins.host`) has already loaded what it could and
recorded the rest; the dialog only shows those records and passes the player's
switches to ``on_toggle``, which saves them. Nothing is loaded or unloaded
while the game runs, so a switch takes effect the next time spider-qt starts,
and the note under the table says so.

The one thing the dialog refuses is switching off the last working plugin that
adds variants: with none left there would be no game to start, and the player
could not reach this dialog to undo it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final

from PySide6.QtCore import QEvent, QObject, QSignalBlocker, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spider_qt.engine.catalog import Catalog
from spider_qt.engine.errors import CodeError
from spider_qt.plugins.records import PluginRecord
from spider_qt.ui.new_game_dialog import ERROR_COLOR

COLUMNS: Final = ("Enabled", "Name", "Version", "Origin", "Status", "Adds")
ENABLED_COLUMN: Final = 0
NAME_COLUMN: Final = 1
STATUS_COLUMN: Final = 4
ADDS_COLUMN: Final = 5

#: Origins in the order they are listed, with the words a player sees for them.
ORIGIN_LABELS: Final = {
    "built-in": "Built-in", "installed": "Installed", "folder": "Plugins folder",
}
ENABLED: Final = "Enabled"
DISABLED: Final = "Disabled"
FAILED: Final = "Failed"
#: Shown in a cell with nothing to show: a plugin that added no variant and no rule.
NONE: Final = "—"

RESTART_NOTE: Final = "Changes take effect the next time spider-qt starts."
SAFE_MODE_TEXT: Final = "Safe mode: only the built-in plugins were loaded."
DETAILS_PLACEHOLDER: Final = "Select a plugin to see its details."
#: Wide enough for the columns of a typical plugin without a horizontal scroll bar.
DIALOG_WIDTH_CHARS: Final = 96
#: Rows shown before the table scrolls; the details area takes the rest of the height.
VISIBLE_ROWS: Final = 8
DETAILS_LINES: Final = 10


class PluginsDialog(QDialog):
    """List the plugins, show one's details, and switch plugins on or off for the next start."""

    def __init__(
        self,
        plugins: Sequence[PluginRecord],
        catalog: Catalog,
        disabled: Iterable[str],
        on_toggle: Callable[[str, bool], None],
        parent: QWidget | None = None,
        safe_mode: bool = False,
    ) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._on_toggle = on_toggle
        self._records: list[PluginRecord] = sorted(plugins, key=_list_order)
        off = set(disabled)
        #: What each checkbox shows now, by plugin name: the dialog's own view of the switches.
        self._checked: dict[str, bool] = {r.name: r.name not in off for r in self._records}
        self._toggled = False
        self.setWindowTitle("Plugins")
        self.setObjectName("pluginsDialog")
        self.setSizeGripEnabled(True)

        self.safe_mode_banner = _banner(SAFE_MODE_TEXT)
        self.safe_mode_banner.setVisible(safe_mode)
        self._build_table()
        self._build_details()
        self.restart_note = QLabel()
        self.restart_note.setObjectName("restartNote")
        self.restart_note.setWordWrap(True)
        self.restart_note.setTextFormat(Qt.TextFormat.PlainText)
        self.restart_note.setAccessibleName("Note")
        # Its line is kept while hidden, so the table does not jump when the note appears.
        policy = self.restart_note.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.restart_note.setSizePolicy(policy)
        self.restart_note.hide()
        self._build_buttons()

        # A splitter, so a player with many plugins or a long error can give either more room.
        self._splitter = QSplitter(Qt.Orientation.Vertical)
        self._splitter.setChildrenCollapsible(False)
        self._splitter.addWidget(self.table)
        self._splitter.addWidget(self._details_box)

        layout = QVBoxLayout(self)
        layout.addWidget(self.safe_mode_banner)
        layout.addWidget(self._splitter, stretch=1)
        layout.addWidget(self.restart_note)
        layout.addSpacing(layout.spacing())
        layout.addWidget(self._buttons)

        self._fill_table()
        self.table.itemChanged.connect(self._item_changed)
        self.table.itemSelectionChanged.connect(self._show_details)
        self._show_details()
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
        return "" if record is None else self._describe(record)

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
        switch.setCheckState(_check_state(self._checked[record.name]))
        switch.setData(Qt.ItemDataRole.AccessibleTextRole, f"Enable {record.name}")
        switch.setToolTip(f"Load {record.name} when spider-qt starts.")
        self.table.setItem(row, ENABLED_COLUMN, switch)

        name = QTableWidgetItem(record.name)
        name.setToolTip(record.summary or record.name)
        self.table.setItem(row, NAME_COLUMN, name)
        version = record.version or NONE
        self.table.setItem(row, 2, _text_item(version))
        self.table.setItem(row, 3, QTableWidgetItem(_origin_label(record.origin)))

        status = QTableWidgetItem(_status(record))
        if record.error is not None:
            style = self.style()
            status.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning))
            status.setForeground(ERROR_COLOR)
            status.setToolTip(record.error)
            status.setData(Qt.ItemDataRole.AccessibleDescriptionRole, record.error)
        elif not record.enabled:
            status.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
        self.table.setItem(row, STATUS_COLUMN, status)

        adds = self._adds(record)
        self.table.setItem(row, ADDS_COLUMN, _text_item(adds, tooltip=adds))

    def _adds(self, record: PluginRecord) -> str:
        """``Variants: Scorpion; Rules: Relaxed`` in catalog names, keys where none is known."""
        parts = []
        if record.variants:
            parts.append("Variants: " + ", ".join(self._variant_name(k) for k in record.variants))
        if record.rules:
            parts.append("Rules: " + ", ".join(self._rule_name(k) for k in record.rules))
        return "; ".join(parts) or NONE

    def _variant_name(self, key: str) -> str:
        try:
            return self._catalog.variant(key).name
        except (CodeError, ValueError):
            return key

    def _rule_name(self, key: str) -> str:
        return next((r.name for r in self._catalog.rules if r.key == key), key)

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
            self._show_note(
                f"{record.name} stays enabled: it is the last plugin with game variants, "
                "and without one there would be nothing to play."
            )
            return
        self._checked[record.name] = on
        self._toggled = True
        self._show_switch(record.name)
        self._on_toggle(record.name, on)
        self._show_note()
        self._show_details()

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
                    item.setCheckState(_check_state(self._checked[name]))
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
            item.setCheckState(_check_state(not on))

    def _show_note(self, refusal: str = "") -> None:
        """The restart note once anything changed, after the reason a switch was refused."""
        text = " ".join(t for t in (refusal, RESTART_NOTE if self._toggled else "") if t)
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

    def _describe(self, record: PluginRecord) -> str:
        """Plain text a player can paste into a bug report: every field, the error in full."""
        lines = [
            f"Name: {record.name}",
            f"Version: {record.version or NONE}",
            f"Origin: {_origin_label(record.origin)}",
            f"Location: {record.location or NONE}",
            f"Summary: {record.summary or NONE}",
            f"Adds: {self._adds(record)}",
            f"Status: {self._status_line(record)}",
        ]
        if record.error is not None:
            lines.append(f"Error: {record.error}")
        return "\n".join(lines)

    def _status_line(self, record: PluginRecord) -> str:
        """The status of this start, and what the switch will change at the next one."""
        status = _status(record)
        if record.error is not None and not self._checked[record.name]:
            return f"{status} (will not be loaded at the next start)"
        running = record.enabled and record.error is None
        if self._checked[record.name] != running and record.error is None:
            then = "enabled" if self._checked[record.name] else "disabled"
            return f"{status} ({then} from the next start)"
        return status

    def _copy_details(self) -> None:
        text = self.details_text()
        clipboard = QGuiApplication.clipboard()
        if text and clipboard is not None:
            clipboard.setText(text)

    # --- building ----------------------------------------------------------------------------

    def _build_table(self) -> None:
        """Whole rows select: the details below are about a plugin, not a cell."""
        table = QTableWidget(0, len(COLUMNS))
        table.setObjectName("pluginsTable")
        table.setAccessibleName("Plugins")
        table.setHorizontalHeaderLabels(COLUMNS)
        header = table.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setHighlightSections(False)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.setShowGrid(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.setTabKeyNavigation(False)  # Tab leaves the table for the details and buttons
        table.installEventFilter(self)
        self.table: QTableWidget = table

    def _build_details(self) -> None:
        details = QPlainTextEdit()
        details.setObjectName("pluginDetails")
        details.setAccessibleName("Plugin details")
        details.setReadOnly(True)
        details.setPlaceholderText(DETAILS_PLACEHOLDER)
        # Errors carry paths and messages; wrapping keeps them readable without scrolling sideways.
        details.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        details.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        label = QLabel("&Details:")
        label.setBuddy(details)
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(label)
        column.addWidget(details, stretch=1)
        self._details_box = box
        self.details: QPlainTextEdit = details

    def _build_buttons(self) -> None:
        """Copy Details on the action side, Close as the default button."""
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        copy = QPushButton("&Copy Details")
        copy.setObjectName("copyDetailsButton")
        copy.setAutoDefault(False)
        copy.setToolTip("Copy the selected plugin's details, to paste into a bug report.")
        copy.clicked.connect(self._copy_details)
        self._buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        close = self._buttons.button(QDialogButtonBox.StandardButton.Close)
        assert isinstance(close, QPushButton)
        close.setObjectName("closeButton")
        close.setDefault(True)
        self._buttons.rejected.connect(self.reject)
        self.copy_button: QPushButton = copy
        self.close_button: QPushButton = close

    def _fit(self) -> None:
        """A default size with every column readable and every row shown, up to a limit.

        The player may resize from there: the Adds column takes any width gained,
        the table and the details share any height.
        """
        table = self.table
        header = table.horizontalHeader()
        # Room between columns, as in the Statistics dialog: text would otherwise touch the next.
        gap = table.fontMetrics().averageCharWidth() * 2
        for column in range(table.columnCount()):
            wanted = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
            table.setColumnWidth(column, wanted + gap)
        frame = table.frameWidth() * 2
        scroll_bar = table.verticalScrollBar().sizeHint().width()
        columns_width = sum(table.columnWidth(c) for c in range(table.columnCount()))
        shown = max(min(table.rowCount(), VISIBLE_ROWS), 3)
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
        margins = layout.contentsMargins()
        width = max(
            self.fontMetrics().averageCharWidth() * DIALOG_WIDTH_CHARS,
            columns_width + frame + scroll_bar + margins.left() + margins.right(),
        )
        table.setMinimumHeight(header.sizeHint().height() + row_height * 3 + frame)
        self.details.setMinimumHeight(metrics.lineSpacing() * 4)
        box_height = details_height + (
            self._details_box.sizeHint().height() - self.details.sizeHint().height()
        )
        layout.activate()
        others = layout.sizeHint().height() - self._splitter.sizeHint().height()
        splitter_height = table_height + self._splitter.handleWidth() + box_height
        self._splitter.setSizes([table_height, box_height])
        self.resize(width, others + splitter_height)


# --- small helpers ------------------------------------------------------------------------------


def _list_order(record: PluginRecord) -> tuple[int, str, str]:
    """Built-ins, then installed, then the plugins folder (anything else last); by name within."""
    origins = list(ORIGIN_LABELS)
    rank = origins.index(record.origin) if record.origin in origins else len(origins)
    return (rank, record.name.casefold(), record.name)


def _origin_label(origin: str) -> str:
    return ORIGIN_LABELS.get(origin, origin)


def _status(record: PluginRecord) -> str:
    """How the plugin stands in this run: a failure shows whatever its switch says."""
    if record.error is not None:
        return FAILED
    return ENABLED if record.enabled else DISABLED


def _check_state(on: bool) -> Qt.CheckState:
    return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked


def _text_item(text: str, tooltip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if tooltip:
        item.setToolTip(tooltip)
    if text == NONE:
        # Read out as "none", not as the name of a dash.
        item.setData(Qt.ItemDataRole.AccessibleTextRole, "none")
    return item


def _banner(text: str) -> QLabel:
    """A framed line across the top, in the tooltip colours so it stands apart from the form."""
    label = QLabel(text)
    label.setObjectName("safeModeBanner")
    label.setAccessibleName("Safe mode")
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setFrameShape(QLabel.Shape.StyledPanel)
    label.setMargin(label.fontMetrics().height() // 3)
    label.setAutoFillBackground(True)
    label.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
    label.setForegroundRole(QPalette.ColorRole.ToolTipText)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    return label
