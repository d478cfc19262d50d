"""The Statistics dialog: one row per variant × suits × rule played, and a way to start over.

The dialog only shows what :class:`Statistics` has counted; when a game counts
and how a streak ends are decided there, not here. Names come from the catalog,
so a record of a variant or rule whose plugin is no longer installed is still
listed, under its key, rather than hidden or dropped. Every word is translated, and
said again when the language changes. The best times are shown with the timer on (the
``timer`` setting): a player who plays without a clock is not shown one.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from spider_qt.engine import Catalog, CodeError
from spider_qt.i18n.texts import QT_TRANSLATE_NOOP, fill
from spider_qt.storage.statistics import Record, Statistics
from spider_qt.ui.common.buttons import DialogButtons
from spider_qt.ui.common.names import SUIT_LABELS, clock_text, rule_text, suit_label, variant_text
from spider_qt.ui.common.widgets import follow_language

#: The headings in English; shown translated (context ``"StatisticsDialog"``).
COLUMNS: Final = (
    QT_TRANSLATE_NOOP("StatisticsDialog", "Game"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Played"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Won"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Win rate"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Best score"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Fewest moves"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Current streak"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Longest streak"),
)
#: With the timer on, after "Fewest moves": the shortest time played of a win.
TIME_COLUMN: Final = QT_TRANSLATE_NOOP("StatisticsDialog", "Best time")
_TIME_AT: Final = COLUMNS.index("Fewest moves") + 1
#: Games played with a hint or the demo, counted apart so the figures before them are the
#: player's own. Shown only once there are some: most players never ask for help.
HELP_COLUMNS: Final = (
    QT_TRANSLATE_NOOP("StatisticsDialog", "Played with help"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Won with help"),
)
#: Shown in a cell with nothing to show: no game won yet, so no rate, score or move count.
NONE: Final = "—"
EMPTY_TEXT: Final = QT_TRANSLATE_NOOP(
    "StatisticsDialog", "No games counted yet: a game counts once its first move is made."
)
#: Rows shown without scrolling; more records scroll inside the table.
VISIBLE_ROWS: Final = 12


class StatisticsDialog(QDialog):
    """Show the statistics of every game kind played; reset them after confirmation."""

    def __init__(
        self, statistics: Statistics, catalog: Catalog, parent: QWidget | None = None,
        times: bool = False,
    ) -> None:
        super().__init__(parent)
        self._statistics = statistics
        self._catalog = catalog
        self._times = times  # the Best time column
        self._headings: tuple[str, ...] = COLUMNS  # in English; those shown, in order
        self.setObjectName("statisticsDialog")

        self._build_table()
        self.empty_label = QLabel()
        self.empty_label.setObjectName("emptyLabel")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setMargin(self.fontMetrics().height() * 2)
        self._build_buttons()

        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.empty_label)
        layout.addSpacing(layout.spacing())
        layout.addWidget(self._buttons)
        # The table is as wide as its columns and as tall as its rows: no scroll bar, no gap.
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)

        self.retranslate()
        self.close_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- words ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text in the current language (at the start and on a language change)."""
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setAccessibleName(self.tr("Statistics"))
        self._set_headings()
        self.empty_label.setText(QCoreApplication.translate("StatisticsDialog", EMPTY_TEXT))
        self.reset_button.setText(self.tr("&Reset Statistics…"))
        self.reset_button.setToolTip(self.tr("Forget every record, after asking."))
        self.refresh()  # names, rates and their order are the language's too

    def changeEvent(self, event: QEvent) -> None:
        """New words at once; the table and the dialog fit them once every child has its own."""
        follow_language(self, event, self.retranslate, self._fit_table)
        super().changeEvent(event)

    # --- showing the records -----------------------------------------------------------------

    def refresh(self) -> None:
        """Show the records as they are now (after a reset, or a game counted meanwhile)."""
        rows = sorted(
            (self._sort_key(key), self._game_name(key), record)
            for key, record in self._statistics.records.items()
        )
        helped = any(record.assisted_played for _, _, record in rows)
        timed = (TIME_COLUMN,) if self._times else ()
        self._headings = (COLUMNS[:_TIME_AT] + timed + COLUMNS[_TIME_AT:]
                          + (HELP_COLUMNS if helped else ()))
        self.table.setColumnCount(len(self._headings))
        self._set_headings()
        self.table.setRowCount(len(rows))
        for row, (_, name, record) in enumerate(rows):
            self._fill_row(row, name, record)
        has_records = bool(rows)
        self.table.setVisible(has_records)
        self.empty_label.setVisible(not has_records)
        self.reset_button.setEnabled(has_records)
        self._fit_table()

    def _fill_row(self, row: int, name: str, record: Record) -> None:
        game = QTableWidgetItem(name)
        game.setToolTip(name)
        self.table.setItem(row, 0, game)
        cells = [
            str(record.played),
            str(record.won),
            self._percent(record.win_rate),
            _number(record.best_score),
            _number(record.fewest_moves),
            str(record.streak),
            str(record.longest_streak),
        ]
        if self._times:
            cells.insert(_TIME_AT - 1, NONE if record.best_seconds is None
                         else clock_text(record.best_seconds))
        if HELP_COLUMNS[0] in self._headings:
            cells += [str(record.assisted_played), str(record.assisted_won)]
        for column, text in enumerate(cells, start=1):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if text == NONE:
                # Read out as "none", not as the name of a dash.
                item.setData(Qt.ItemDataRole.AccessibleTextRole, self.tr("none"))
            self.table.setItem(row, column, item)

    def _set_headings(self) -> None:
        """The headings of the columns shown, in the current language, aligned with their
        figures: numbers right, the game names left."""
        table = self.table
        table.setHorizontalHeaderLabels(
            [QCoreApplication.translate("StatisticsDialog", heading)
             for heading in self._headings])
        for column in range(table.columnCount()):
            side = Qt.AlignmentFlag.AlignRight if column else Qt.AlignmentFlag.AlignLeft
            header = table.horizontalHeaderItem(column)
            assert header is not None
            header.setTextAlignment(side | Qt.AlignmentFlag.AlignVCenter)

    def _game_name(self, key: str) -> str:
        """``Spider — Medium (2 suits), Relaxed``; keys stand in for names no longer installed."""
        variant, suits, rule = _split(key)
        rule_name = next((rule_text(r.name) for r in self._catalog.rules if r.key == rule), rule)
        suit_name = (suit_label(suits) if suits in SUIT_LABELS
                     else self.tr("%n suit(s)", "", suits))
        return fill(self.tr("%1 — %2, %3"), self._variant_name(variant), suit_name, rule_name)

    def _variant_name(self, key: str) -> str:
        try:
            return variant_text(self._catalog.variant(key).name)
        except CodeError:
            return key

    def _percent(self, rate: float | None) -> str:
        """``67%`` (the sign and its spacing are the language's: ``67 %`` in some)."""
        return NONE if rate is None else fill(self.tr("%1%"), f"{rate * 100:.0f}")

    def _sort_key(self, key: str) -> tuple[str, int, int, str]:
        """Variant name, then suits, then rule in catalog order (Classic first)."""
        variant, suits, rule = _split(key)
        variant_name = self._variant_name(variant)
        rule_keys = [r.key for r in self._catalog.rules]
        rule_order = rule_keys.index(rule) if rule in rule_keys else len(rule_keys)
        return (variant_name.casefold(), suits, rule_order, rule)

    # --- resetting -----------------------------------------------------------------------------

    def confirm_reset(self) -> bool:
        """Ask before forgetting every record: nothing brings them back."""
        answer = QMessageBox.question(
            self,
            self.tr("Reset Statistics"),
            self.tr("Forget the statistics of every game played?\n\nThis cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _reset(self) -> None:
        if self.confirm_reset():
            self._statistics.reset()
            self.refresh()

    # --- building ------------------------------------------------------------------------------

    def _build_table(self) -> None:
        """Read-only rows; whole rows select, since a single cell means nothing on its own."""
        table = QTableWidget(0, len(COLUMNS))
        table.setObjectName("statisticsTable")
        table.setHorizontalHeaderLabels(COLUMNS)  # in the current language: see retranslate
        for column in range(len(COLUMNS)):
            # Headings line up with their numbers, right; the game names read from the left.
            side = Qt.AlignmentFlag.AlignRight if column else Qt.AlignmentFlag.AlignLeft
            header = table.horizontalHeaderItem(column)
            assert header is not None
            header.setTextAlignment(side | Qt.AlignmentFlag.AlignVCenter)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.horizontalHeader().setHighlightSections(False)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.setShowGrid(False)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setTabKeyNavigation(False)  # Tab leaves the table for the buttons
        self.table: QTableWidget = table

    def _build_buttons(self) -> None:
        """Reset on the reset side, away from Close, which is the default button."""
        self._buttons, reset, close = DialogButtons.closing(
            self, "resetButton", QDialogButtonBox.ButtonRole.ResetRole)
        reset.clicked.connect(self._reset)
        self.reset_button: QPushButton = reset
        self.close_button: QPushButton = close

    def _fit_table(self) -> None:
        """Size the table to its columns and up to :data:`VISIBLE_ROWS` rows."""
        table = self.table
        table.resizeColumnsToContents()
        # Room between columns: right-aligned numbers would otherwise touch the next heading.
        gap = table.fontMetrics().averageCharWidth() * 2
        for column in range(table.columnCount()):
            table.setColumnWidth(column, table.columnWidth(column) + gap)
        frame = table.frameWidth() * 2
        width = table.horizontalHeader().length() + frame
        shown = min(table.rowCount(), VISIBLE_ROWS)
        height = table.horizontalHeader().sizeHint().height() + frame
        height += sum(table.rowHeight(row) for row in range(shown))
        if table.rowCount() > VISIBLE_ROWS:
            width += table.verticalScrollBar().sizeHint().width()
        table.setFixedSize(width, height)


# --- formatting -----------------------------------------------------------------------------


def _split(key: str) -> tuple[str, int, str]:
    """A record key ``variant/suits/rule`` into its parts (the store has checked its form)."""
    variant, suits, rule = key.split("/")
    return variant, int(suits), rule


def _number(value: int | None) -> str:
    """A whole number, with a true minus sign: Spiderette scores can fall below zero."""
    if value is None:
        return NONE
    return f"−{-value}" if value < 0 else str(value)
