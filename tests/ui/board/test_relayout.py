"""Every dialog lays itself out again after a live language switch, in every language.

A dialog opened in English is switched the way a player switches it (the Language
setting, which the window turns into a ``QTranslator`` and a LanguageChange for every
widget). Afterwards no label, button, check box, radio or group box title may be cut
off, and no two controls side by side may overlap: the new words have their room
without the player having to close and reopen the dialog.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gui_helpers import WindowFactory, clipped_widgets
from language_pins import same_as_english
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QTableWidget, QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from spider_qt import i18n
from spider_qt.storage.statistics import record_key
from spider_qt.ui.window.main_window import MainWindow

#: The window's command that opens each dialog, as the menus call it.
DIALOGS = ("show_preferences", "choose_new_game", "show_statistics", "show_plugins",
           "show_help")
ROUNDS = 4


@pytest.fixture
def english_system(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The system speaks English, so a new window opens in English with the Language
    setting at ``system`` and switching even to English is a real switch. The language
    in use before the test is back afterwards, for the tests that follow."""
    monkeypatch.setenv("LANGUAGE", "en")
    before, locale = i18n.current(), QLocale()
    yield
    i18n.install(before)
    QLocale.setDefault(locale)


def settle(qtbot: QtBot) -> None:
    """Let the posted events (language changes, layout requests, deferred refits) run out:
    each round delivers what is posted and runs the single shots that are due (a refit is
    one of 0 ms), in turns of the event loop rather than milliseconds of it, so a loaded
    machine does not leave a refit for later."""
    for _ in range(ROUNDS):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def count_some_games(window: MainWindow) -> None:
    """Records for the Statistics dialog's table (its words are game names and rates)."""
    statistics = window.session.statistics
    statistics.win("relayout-1", record_key("spider", 2, "relaxed"), 1034, 187)
    statistics.loss("relayout-2", record_key("spiderette", 4, "classic"))


@pytest.mark.usefixtures("english_system")
@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize(("command", "records"), [
    *(pytest.param(command, False, id=command) for command in DIALOGS),
    pytest.param("show_statistics", True, id="show_statistics_with_records"),
])
def test_an_open_dialog_fits_its_words_after_a_language_switch(
    make_window: WindowFactory, qtbot: QtBot, command: str, records: bool, language: str
) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    assert (window.options.language, i18n.current()) == ("system", "en")
    if records:
        count_some_games(window)
    dialog: QWidget = getattr(window, command)()
    qtbot.waitExposed(dialog)
    settle(qtbot)
    if records:
        table = dialog.findChild(QTableWidget, "statisticsTable")
        assert table is not None and table.isVisible() and table.rowCount() == 2
    assert clipped_widgets(dialog) == []  # in English, as opened
    english_title = dialog.windowTitle()

    window.options.language = language
    settle(qtbot)

    assert i18n.current() == language
    # A title stays English only where the language's speaker pinned the word as its own
    # ("Plugins" in Brazilian Portuguese).
    kept = language == "en" or english_title in same_as_english(language)
    assert (dialog.windowTitle() == english_title) == kept
    assert clipped_widgets(dialog) == []


@pytest.mark.usefixtures("english_system")
@pytest.mark.parametrize("command", DIALOGS)
def test_a_dialog_deleted_before_its_refit_is_left_alone(
    make_window: WindowFactory, qtbot: QtBot, command: str
) -> None:
    window = make_window("SP1-S2C-AAAAAAD")
    dialog: QWidget = getattr(window, command)()
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))  # refit waits
    Shiboken.delete(dialog)
    settle(qtbot)  # a refit run on the deleted dialog would raise here
    assert not Shiboken.isValid(dialog)
