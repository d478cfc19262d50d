"""The table of the Plugins dialog as a widget: rows that select whole, cells that read well
aloud, and columns as wide as their words; and the details area and notes beside it.

What goes in the cells, and in which language, is the dialog's business
(:mod:`spider_qt.ui.plugins_dialog`, with the words of :mod:`spider_qt.ui.plugins_text`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QPlainTextEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spider_qt.ui.plugins_text import COLUMNS, NONE, NONE_SPOKEN, tr
from spider_qt.ui.widgets import column_gap


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
