"""Qt's own menus speak the player's language through spider-qt's catalogs."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit, QMenu, QTextBrowser

from spider_qt import i18n
from spider_qt.languages import LANGUAGES
from spider_qt.ui.common.qt_words import LINE_EDIT, TEXT_BROWSER


def words(menu: QMenu) -> list[str]:
    """The items of a menu as Qt words them, without the shortcut after the tab."""
    return [action.text().split("\t")[0] for action in menu.actions() if action.text()]


@pytest.fixture
def speaking(qapp: QCoreApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def test_the_marked_words_are_the_ones_qt_shows(qapp: QCoreApplication) -> None:
    """If Qt rewords its menus, the marks here would translate nothing: fail instead."""
    field = QLineEdit("SP1-S2C-AAAAAAD")
    assert words(field.createStandardContextMenu()) == list(LINE_EDIT)
    browser = QTextBrowser()
    browser.setHtml("<a href='https://example.org'>a link</a> and text")
    assert set(words(browser.createStandardContextMenu())) <= set(TEXT_BROWSER)


@pytest.mark.parametrize("speaking", [c for c in LANGUAGES if c != "en"], indirect=True)
def test_a_text_fields_menu_is_in_the_players_language(speaking: str) -> None:
    field = QLineEdit("x")  # the menu is the field's child: keep the field alive
    shown = words(field.createStandardContextMenu())
    assert len(shown) == len(LINE_EDIT)
    assert not set(shown) & set(LINE_EDIT), shown  # not one item left in English
    assert shown == [QCoreApplication.translate("QLineEdit", text) for text in LINE_EDIT]
