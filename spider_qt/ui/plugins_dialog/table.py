"""The table of the Plugins dialog as a widget: rows that select whole, cells that read well
aloud, and columns as wide as their words; and the details area and notes beside it.

A row's cells are filled here from the words of :mod:`spider_qt.ui.plugins_dialog.record_text`: the
plugin's name beside its switch, what it adds, where it came from and how it stands,
a failure marked in the error colour. When rows are made and in which language is the
dialog's business (:mod:`spider_qt.ui.plugins_dialog.dialog`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spider_qt.engine import Catalog
from spider_qt.plugins.records import Status
from spider_qt.ui.common.names import error_color
from spider_qt.ui.common.widgets import column_gap
from spider_qt.ui.plugins_dialog.plugin_names import descriptions
from spider_qt.ui.plugins_dialog.record_text import (
    ADDS_COLUMN,
    COLUMNS,
    NAME_COLUMN,
    NONE,
    NONE_SPOKEN,
    ORIGIN_COLUMN,
    STATUS_COLUMN,
    Row,
    adds_cell,
    origin_label,
    status,
    tr,
)

#: Wide enough for the columns of a typical plugin without a horizontal scroll bar.
DIALOG_WIDTH_CHARS: Final = 96
DETAILS_LINES: Final = 10
# Least room the table (in rows) and the details (in lines) keep when the player resizes.
MIN_VISIBLE_ROWS: Final = 3
MIN_DETAILS_LINES: Final = 4


def new_table() -> QTableWidget:
    """A read-only table with a column per heading of :data:`COLUMNS`, empty.

    Whole rows select: the details below it are about a plugin, not a cell. Tab leaves
    it for the details and the buttons, as in a form.
    """
    table = QTableWidget(0, len(COLUMNS))
    table.setObjectName("pluginsTable")
    table.setHorizontalHeaderLabels(COLUMNS)  # the dialog words them in the current language
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
    table.setTabKeyNavigation(False)
    return table


def fit_columns(table: QTableWidget) -> int:
    """Make every column as wide as its heading and its cells; returns the width the table
    needs to show them all without scrolling sideways (frame and scroll bar included)."""
    header = table.horizontalHeader()
    gap = column_gap(table)
    columns_width = 0
    for column in range(table.columnCount()):
        wanted = max(table.sizeHintForColumn(column), header.sectionSizeHint(column)) + gap
        table.setColumnWidth(column, wanted)
        columns_width += wanted
    scroll_bar = table.verticalScrollBar().sizeHint().width()
    return columns_width + table.frameWidth() * 2 + scroll_bar


def check_state(on: bool) -> Qt.CheckState:
    return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked


def text_item(text: str, tooltip: str = "") -> QTableWidgetItem:
    """A cell of plain text; the :data:`NONE` dash is read out as a word."""
    item = QTableWidgetItem(text)
    if tooltip:
        item.setToolTip(tooltip)
    if text == NONE:
        item.setData(Qt.ItemDataRole.AccessibleTextRole, tr(NONE_SPOKEN))
    return item


def fill_row(table: QTableWidget, index: int, row: Row, on: bool, catalog: Catalog,
             names: Mapping[str, str]) -> None:
    """Row ``index`` of ``table`` made to show ``row``: its switch ``on`` beside its name,
    what it adds (``names``: variant names by key), its origin and its status."""
    record = row.record
    switch = QTableWidgetItem(row.name)
    switch.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                    | Qt.ItemFlag.ItemIsUserCheckable)
    switch.setCheckState(check_state(on))
    switch.setToolTip("\n".join(descriptions(row.adds)) or row.name)
    table.setItem(index, NAME_COLUMN, switch)

    added = adds_cell(row, names)
    table.setItem(index, ADDS_COLUMN, text_item(added, tooltip=added))
    table.setItem(index, ORIGIN_COLUMN, QTableWidgetItem(origin_label(record.origin)))

    state = QTableWidgetItem(status(record, catalog))
    style = table.style()
    if record.error is not None:
        state.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning))
        state.setForeground(error_color(table.palette()))
        state.setToolTip(record.error)
        state.setData(Qt.ItemDataRole.AccessibleDescriptionRole, record.error)
    elif not record.enabled or record.status is Status.INACTIVE:
        state.setForeground(table.palette().color(QPalette.ColorRole.PlaceholderText))
    if record.error is None and record.warnings:  # a likely mistake, said where it shows
        warnings = "\n".join(record.warnings)
        state.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation))
        state.setToolTip(warnings)
        state.setData(Qt.ItemDataRole.AccessibleDescriptionRole, warnings)
    table.setItem(index, STATUS_COLUMN, state)


def details_box() -> tuple[QWidget, QLabel, QPlainTextEdit]:
    """The read-only details of the selected plugin under their label (worded by the dialog)."""
    details = QPlainTextEdit()
    details.setObjectName("pluginDetails")
    details.setReadOnly(True)
    # Errors carry paths and tracebacks; wrapping keeps them readable without scrolling sideways.
    details.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
    details.setTextInteractionFlags(
        Qt.TextInteractionFlag.TextSelectableByMouse
        | Qt.TextInteractionFlag.TextSelectableByKeyboard
    )
    label = QLabel()
    label.setBuddy(details)
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(label)
    column.addWidget(details, stretch=1)
    return box, label, details


def note_label(name: str) -> QLabel:
    """A wrapped line of plain text under the table (a note the dialog sets)."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def fit_dialog(dialog: QWidget, table: QTableWidget, splitter: QSplitter, details_box: QWidget,
               details: QPlainTextEdit, visible_rows: int) -> None:
    """Give ``dialog`` a default size with every column readable and up to ``visible_rows``
    rows shown above :data:`DETAILS_LINES` lines of details.

    The player may resize from there: the last column takes any width gained, the table
    and the details share any height.
    """
    header = table.horizontalHeader()
    layout = dialog.layout()
    assert layout is not None
    margins = layout.contentsMargins()
    columns_width = fit_columns(table) + margins.left() + margins.right()
    frame = table.frameWidth() * 2
    shown = max(min(table.rowCount(), visible_rows), MIN_VISIBLE_ROWS)
    row_height = table.verticalHeader().defaultSectionSize()
    table_height = header.sizeHint().height() + row_height * shown + frame
    # The last column stretches; it starts at its content's width, not at whatever is left.
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(True)

    metrics = details.fontMetrics()
    details_height = (
        metrics.lineSpacing() * DETAILS_LINES + details.frameWidth() * 2
        + int(details.document().documentMargin() * 2)
    )
    width = max(dialog.fontMetrics().averageCharWidth() * DIALOG_WIDTH_CHARS, columns_width)
    table.setMinimumHeight(header.sizeHint().height() + row_height * MIN_VISIBLE_ROWS + frame)
    details.setMinimumHeight(metrics.lineSpacing() * MIN_DETAILS_LINES)
    box_height = details_height + (details_box.sizeHint().height() - details.sizeHint().height())
    layout.activate()
    others = layout.sizeHint().height() - splitter.sizeHint().height()
    splitter_height = table_height + splitter.handleWidth() + box_height
    splitter.setSizes([table_height, box_height])
    dialog.resize(width, others + splitter_height)
