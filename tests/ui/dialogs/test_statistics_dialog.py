"""The Statistics dialog: what it shows for the counted games, and resetting them."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_helpers import translated
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from spider_qt.engine import Catalog
from spider_qt.storage.statistics import Statistics, record_key
from spider_qt.ui.dialogs.statistics import EMPTY_TEXT, StatisticsDialog

HEADINGS = [
    "Game", "Played", "Won", "Win rate", "Best score", "Fewest moves",
    "Current streak", "Longest streak",
]
MEDIUM_RELAXED = record_key("spider", 2, "relaxed")
EASY_CLASSIC = record_key("spider", 1, "classic")
SPIDERETTE_HARD = record_key("spiderette", 4, "classic")


class Games:
    """Plays results into statistics; each result needs a game id of its own."""

    def __init__(self, statistics: Statistics) -> None:
        self.statistics = statistics
        self._count = 0

    def _id(self) -> str:
        self._count += 1
        return f"game-{self._count}"

    def win(self, key: str, score: int, moves: int) -> None:
        self.statistics.win(self._id(), key, score, moves)

    def loss(self, key: str) -> None:
        self.statistics.loss(self._id(), key)


@pytest.fixture
def statistics() -> Statistics:
    """Three kinds of game played, listed out of order on purpose."""
    statistics = Statistics()
    games = Games(statistics)
    games.win(SPIDERETTE_HARD, -35, 310)
    games.win(MEDIUM_RELAXED, 812, 190)
    games.win(MEDIUM_RELAXED, 640, 230)
    games.loss(MEDIUM_RELAXED)
    games.loss(EASY_CLASSIC)
    return statistics


def make_dialog(qtbot: QtBot, statistics: Statistics, catalog: Catalog) -> StatisticsDialog:
    """Shown, because the tests ask what a player would see."""
    dialog = StatisticsDialog(statistics, catalog)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def rows(dialog: StatisticsDialog) -> list[list[str]]:
    table = dialog.table
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


# --- the table ---------------------------------------------------------------------------------


def test_title_and_headings(qtbot: QtBot, statistics: Statistics, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, statistics, catalog)
    assert dialog.windowTitle() == "Statistics"
    table = dialog.table
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headings == HEADINGS


def test_one_row_per_record_sorted_by_variant_suits_rule(
    qtbot: QtBot, statistics: Statistics, catalog: Catalog
) -> None:
    dialog = make_dialog(qtbot, statistics, catalog)
    assert rows(dialog) == [
        ["Spider — Easy (1 suit), Classic", "1", "0", "0%", "—", "—", "0", "0"],
        ["Spider — Medium (2 suits), Relaxed", "3", "2", "67%", "812", "190", "0", "2"],
        ["Spiderette — Hard (4 suits), Classic", "1", "1", "100%", "−35", "310", "1", "1"],
    ]
    assert dialog.table.isVisible()
    assert not dialog.empty_label.isVisible()


def test_rules_sort_in_catalog_order_within_a_suit_count(
    qtbot: QtBot, catalog: Catalog
) -> None:
    statistics = Statistics()
    games = Games(statistics)
    games.loss(record_key("spider", 2, "relaxed"))
    games.loss(record_key("spider", 2, "classic"))
    games.loss(record_key("spider", 4, "classic"))
    dialog = make_dialog(qtbot, statistics, catalog)
    assert [row[0] for row in rows(dialog)] == [
        "Spider — Medium (2 suits), Classic",
        "Spider — Medium (2 suits), Relaxed",
        "Spider — Hard (4 suits), Classic",
    ]


@pytest.mark.parametrize(
    ("wins", "losses", "shown"),
    [(2, 1, "67%"), (1, 2, "33%"), (1, 0, "100%"), (0, 3, "0%"), (1, 7, "12%")],
)
def test_win_rate_is_a_whole_percentage(
    qtbot: QtBot, catalog: Catalog, wins: int, losses: int, shown: str
) -> None:
    statistics = Statistics()
    games = Games(statistics)
    for _ in range(wins):
        games.win(EASY_CLASSIC, 500, 120)
    for _ in range(losses):
        games.loss(EASY_CLASSIC)
    dialog = make_dialog(qtbot, statistics, catalog)
    assert rows(dialog)[0][3] == shown


def test_a_record_with_no_game_played_has_no_win_rate(qtbot: QtBot, catalog: Catalog) -> None:
    statistics = Statistics()
    statistics.loss("quit", EASY_CLASSIC, provisional=True)
    statistics.resume("quit")  # the quit game is played on: its loss is taken back
    dialog = make_dialog(qtbot, statistics, catalog)
    assert rows(dialog) == [["Spider — Easy (1 suit), Classic", "0", "0", "—", "—", "—", "0", "0"]]


def test_numbers_are_right_aligned_and_names_left(
    qtbot: QtBot, statistics: Statistics, catalog: Catalog
) -> None:
    dialog = make_dialog(qtbot, statistics, catalog)
    table = dialog.table
    for row in range(table.rowCount()):
        assert not table.item(row, 0).textAlignment() & Qt.AlignmentFlag.AlignRight
        for column in range(1, table.columnCount()):
            assert table.item(row, column).textAlignment() & Qt.AlignmentFlag.AlignRight


def test_the_table_is_read_only(qtbot: QtBot, statistics: Statistics, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, statistics, catalog)
    table = dialog.table
    assert table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    table.setCurrentCell(1, 1)
    qtbot.keyClicks(table, "99")
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.item(1, 1).text() == "3"
    assert table.state() != QAbstractItemView.State.EditingState


def test_a_variant_no_longer_installed_is_listed_under_its_key(
    qtbot: QtBot, catalog: Catalog
) -> None:
    statistics = Statistics()
    games = Games(statistics)
    games.win(record_key("tarantula", 2, "webbed"), 300, 400)
    games.loss(EASY_CLASSIC)
    dialog = make_dialog(qtbot, statistics, catalog)
    assert [row[0] for row in rows(dialog)] == [
        "Spider — Easy (1 suit), Classic",
        "tarantula — Medium (2 suits), webbed",
    ]


def test_the_whole_game_name_fits(qtbot: QtBot, statistics: Statistics, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, statistics, catalog)
    table = dialog.table
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        assert metrics.horizontalAdvance(table.item(row, 0).text()) < table.columnWidth(0)
    assert table.horizontalScrollBar().maximum() == 0


# --- no records ------------------------------------------------------------------------------


def test_no_records_shows_a_friendly_line(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, Statistics(), catalog)
    assert dialog.empty_label.isVisible()
    assert dialog.empty_label.text() == EMPTY_TEXT
    assert not dialog.table.isVisible()
    assert not dialog.reset_button.isEnabled()


def test_refresh_shows_games_counted_meanwhile(qtbot: QtBot, catalog: Catalog) -> None:
    statistics = Statistics()
    dialog = make_dialog(qtbot, statistics, catalog)
    Games(statistics).win(MEDIUM_RELAXED, 700, 200)
    dialog.refresh()
    assert len(rows(dialog)) == 1
    assert dialog.table.isVisible()
    assert not dialog.empty_label.isVisible()
    assert dialog.reset_button.isEnabled()


# --- resetting -------------------------------------------------------------------------------


def test_reset_confirmed_clears_the_records_and_the_table(
    qtbot: QtBot, statistics: Statistics, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = make_dialog(qtbot, statistics, catalog)
    asked: list[bool] = []
    monkeypatch.setattr(dialog, "confirm_reset", lambda: asked.append(True) or True)
    assert dialog.reset_button.text() == "&Reset Statistics…"

    click(qtbot, dialog.reset_button)

    assert asked == [True]
    assert statistics.records == {}
    assert dialog.table.rowCount() == 0
    assert not dialog.table.isVisible()
    assert dialog.empty_label.isVisible()
    assert not dialog.reset_button.isEnabled()


def test_reset_declined_keeps_everything(
    qtbot: QtBot, statistics: Statistics, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = make_dialog(qtbot, statistics, catalog)
    before = rows(dialog)
    monkeypatch.setattr(dialog, "confirm_reset", lambda: False)

    click(qtbot, dialog.reset_button)

    assert len(statistics.records) == 3
    assert rows(dialog) == before
    assert dialog.table.isVisible()


def test_reset_is_saved(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "statistics.json"
    statistics = Statistics(path)
    Games(statistics).win(MEDIUM_RELAXED, 700, 200)
    dialog = make_dialog(qtbot, statistics, catalog)
    monkeypatch.setattr(dialog, "confirm_reset", lambda: True)
    click(qtbot, dialog.reset_button)
    assert Statistics(path).records == {}


def test_the_confirmation_defaults_to_no(
    qtbot: QtBot, statistics: Statistics, catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: dict[str, object] = {}

    def question(*args: object) -> QMessageBox.StandardButton:
        asked["buttons"], asked["default"] = args[3], args[4]
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    dialog = make_dialog(qtbot, statistics, catalog)
    assert dialog.confirm_reset() is False
    assert asked["default"] == QMessageBox.StandardButton.No
    assert asked["buttons"] == QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No


def test_close_closes(qtbot: QtBot, statistics: Statistics, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, statistics, catalog)
    assert dialog.close_button.isDefault()
    click(qtbot, dialog.close_button)
    assert not dialog.isVisible()


# --- another language ------------------------------------------------------------------------


CZECH = {
    ("StatisticsDialog", "Statistics"): "Statistika",
    ("StatisticsDialog", "Played"): "Hráno",
    ("StatisticsDialog", "&Reset Statistics…"): "&Vynulovat statistiku…",
    ("StatisticsDialog", "%1 — %2, %3"): "%1 (%2; %3)",
    ("StatisticsDialog", "%1%"): "%1 %",
    ("NewGameDialog", "Medium (2 suits)"): "Střední (2 barvy)",
    ("Variants", "Spiderette"): "Pavouček",
    ("Rules", "Relaxed"): "Volné",
}


def test_an_open_dialog_follows_a_language_change(
    qtbot: QtBot, statistics: Statistics, catalog: Catalog, tmp_path: Path
) -> None:
    dialog = make_dialog(qtbot, statistics, catalog)
    english = rows(dialog)
    with translated(tmp_path, CZECH):
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistika")
        headings = [dialog.table.horizontalHeaderItem(c).text() for c in range(8)]
        assert headings[:3] == ["Game", "Hráno", "Won"]
        assert dialog.reset_button.text() == "&Vynulovat statistiku…"
        # Rows in the order of the translated names: "Pavouček" before "Spider".
        assert [row[0] for row in rows(dialog)] == [
            "Pavouček (Hard (4 suits); Classic)",
            "Spider (Easy (1 suit); Classic)",
            "Spider (Střední (2 barvy); Volné)",
        ]
        assert rows(dialog)[2][3] == "67 %"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistics")
    assert rows(dialog) == english
