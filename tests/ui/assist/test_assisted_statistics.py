"""Games played with help, as the Statistics dialog and the win box show them; the solver's
commands in the command table (so the Keyboard page lists them)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spider_qt.engine import Catalog, default_catalog, new_game
from spider_qt.session import WinReport
from spider_qt.storage.statistics import Statistics, record_key
from spider_qt.ui.commands import COMMANDS, command_key_rows
from spider_qt.ui.dialogs.statistics import StatisticsDialog
from spider_qt.ui.dialogs.win_box import WinBox

KEY = record_key("spider", 1, "classic")


def cells(dialog: StatisticsDialog) -> list[list[str]]:
    table = dialog.table
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def headings(dialog: StatisticsDialog) -> list[str]:
    table = dialog.table
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def test_help_columns_appear_once_a_game_was_helped(qtbot: QtBot, catalog: Catalog) -> None:
    statistics = Statistics()
    statistics.win("g1", KEY, 900, 150)
    dialog = StatisticsDialog(statistics, catalog)
    qtbot.addWidget(dialog)
    assert "Played with help" not in headings(dialog)  # most players never ask for help
    statistics.mark_assisted("g2")
    statistics.win("g2", KEY, 1000, 100)
    statistics.mark_assisted("g3")
    statistics.loss("g3", KEY)
    dialog.refresh()
    assert headings(dialog)[-2:] == ["Played with help", "Won with help"]
    assert cells(dialog) == [["Spider — Easy (1 suit), Classic", "1", "1", "100%", "900", "150",
                              "0", "1", "2", "1"]]


def test_the_win_box_says_a_helped_win_claims_no_best(qtbot: QtBot) -> None:
    game = new_game("SP1-S1C-AAAAAAB", catalog=default_catalog())
    report = WinReport(score=1000, moves=100, seconds=75, best_score=900, new_best=False,
                       streak=0, assisted=True)
    box = WinBox(game, report, None)  # type: ignore[arg-type]
    qtbot.addWidget(box)
    text = box.text()
    assert "You won with help!" in text and "counted apart" in text
    assert "Best score" not in text and "streak" not in text and "1:15" in text


def test_the_solver_commands_are_in_the_table_with_their_keys() -> None:
    ids = {command.id: command for command in COMMANDS}
    assert ids["hint"].menu == ids["demo"].menu == "edit" and ids["could_win"].menu == "game"
    rows = {row.what: row.keys for row in command_key_rows()}
    assert rows["Hint"] == "H" and rows["Demo"] == "Shift+H"
    taken = [key for command in COMMANDS for key in command.keys if isinstance(key, str)]
    assert len(taken) == len(set(taken))  # no key twice
