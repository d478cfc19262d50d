"""The Plugins dialog: every plugin the host saw, what it added or why it failed, and a switch.

The host (:mod:`spider_qt.plugins.host`) has already loaded what it could and
recorded the rest; the dialog only shows those records and passes the player's
switches to ``on_toggle``, which saves them. Nothing is loaded or unloaded
while the game runs, so a switch takes effect the next time spider-qt starts,
and the note under the table says so.

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
from typing import Final

from PySide6.QtCore import QEvent, QObject, QSignalBlocker, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
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
from spider_qt.ui.plugins_table import check_state, fit_columns, new_table, text_item
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
    origin_label,
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
        self._records: list[PluginRecord] = sorted(plugins, key=list_order)
        off = set(disabled)
        #: What each checkbox shows now, by plugin name: the dialog's own view of the switches.
        self._checked: dict[str, bool] = {r.name: r.name not in off for r in self._records}
        self._toggled = False
        #: The plugin whose switch-off was just refused, while the note says why.
        self._refused: str | None = None
        self.setObjectName("pluginsDialog")
        self.setSizeGripEnabled(True)

        self.safe_mode_banner = banner_label()
        self.safe_mode_banner.setObjectName("safeModeBanner")
        self.safe_mode_banner.setVisible(safe_mode)
        self.table: QTableWidget = new_table()
        self.table.installEventFilter(self)  # see eventFilter: Space in any cell
        self._build_details()
        self.restart_note = QLabel()
        self.restart_note.setObjectName("restartNote")
        self.restart_note.setWordWrap(True)
        self.restart_note.setTextFormat(Qt.TextFormat.PlainText)
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

        state = QTableWidgetItem(status(record))
        if record.error is not None:
            style = self.style()
            state.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning))
            state.setForeground(ERROR_COLOR)
            state.setToolTip(record.error)
            state.setData(Qt.ItemDataRole.AccessibleDescriptionRole, record.error)
        elif not record.enabled:
            state.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
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
        """The restart note once anything changed, after the reason a switch was refused."""
        self._refused = refused
        refusal = "" if refused is None else fill(
            self.tr("%1 stays enabled: it is the last plugin with game variants, "
                    "and without one there would be nothing to play."), refused
        )
        note = tr(RESTART_NOTE) if self._toggled else ""
        text = fill(self.tr("%1 %2"), refusal, note) if refusal and note else refusal or note
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
        details = QPlainTextEdit()
        details.setObjectName("pluginDetails")
        details.setReadOnly(True)
        # Errors carry paths and messages; wrapping keeps them readable without scrolling sideways.
        details.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        details.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        label = QLabel()
        label.setBuddy(details)
        self._details_label = label
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(label)
        column.addWidget(details, stretch=1)
        self._details_box = box
        self.details: QPlainTextEdit = details

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
