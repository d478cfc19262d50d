"""Alt+letter reaches one menu and one item in it, in every language: a keyboard or
screen-reader player who presses the underlined letter gets what it promises."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from spider_qt import i18n
from spider_qt.app import create_main_window
from spider_qt.languages import LANGUAGES


def mnemonic(text: str) -> str | None:
    """The letter after a lone ``&`` (``&&`` is a literal ampersand), lower case."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(actions: list[QAction]) -> list[str]:
    """The texts of items without a letter or sharing theirs with another item."""
    texts = [a.text() for a in actions if not a.isSeparator()]
    letters = [mnemonic(t) for t in texts]
    return [t for t, k in zip(texts, letters, strict=True) if k is None or letters.count(k) > 1]


def walk(menu: QMenu) -> Iterator[QMenu]:
    yield menu
    for action in menu.actions():
        if action.menu() is not None:
            yield from walk(action.menu())


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.install("en")


def test_mnemonic_reads_the_letter_after_a_lone_ampersand(qapp: QApplication) -> None:
    assert mnemonic("Pr&eferences…") == "e" and mnemonic("Salt && &Pepper") == "p"
    assert mnemonic("Salt && Pepper") is None
    assert clashes([QAction("&Deal"), QAction("Copy Board &Description")]) == [
        "&Deal", "Copy Board &Description"]


def test_no_two_menus_and_no_two_items_of_a_menu_share_a_letter(qtbot: QtBot,
                                                                 language: str) -> None:
    window = create_main_window("SP1-S1C-AAAAAAB", language=language)
    qtbot.addWidget(window)
    bar = window.menuBar().actions()
    assert clashes(bar) == [], language
    menus = [m for action in bar if action.menu() is not None for m in walk(action.menu())]
    assert len(menus) >= 4
    for menu in menus:  # hidden items too (Hint, Demo): a preference shows them
        assert clashes(menu.actions()) == [], (language, menu.title())
