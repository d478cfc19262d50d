"""The board's parts in words: top card first, counted right, in every language."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from spider_qt import i18n
from spider_qt.engine import Game
from spider_qt.i18n import spoken
from spider_qt.languages import LANGUAGES

Position = Callable[..., Game]


@pytest.fixture
def language(qapp: QCoreApplication) -> Iterator[Callable[[str], None]]:
    yield i18n.install
    i18n.install("en")


@pytest.fixture
def game(position: Position) -> Game:
    return position([["#5D", "#KC", "9H", "8H"], ["10S"], []]
                    + [[card] for card in ("KS", "KH", "KD", "KC", "KH", "KD", "QD")],
                    removed=["S"])


def test_english_names(language: Callable[[str], None], game: Game) -> None:
    language("en")
    cards = game.columns[0]
    assert spoken.column_label(1, cards) == "Column 1: 8 of hearts, 9 of hearts; 2 face down"
    assert spoken.column_label(1, cards, 1) == (
        "Column 1, 1 card selected: 8 of hearts, 9 of hearts; 2 face down")
    assert spoken.column_label(1, cards, 2).startswith("Column 1, 2 cards selected: ")
    assert spoken.column_label(3, game.columns[2]) == "Column 3: empty"
    assert spoken.stock_label(game) == "Stock: 0 cards, 0 deals left"
    assert spoken.removed_label(game) == "1 sequence removed: spades"
    assert spoken.playable_cards(game).startswith(
        "Playable: column 1: 9 of hearts to 8 of hearts; column 2: 10 of spades; "
        "column 3: empty; ")
    assert spoken.stock_and_score(game) == (
        "Stock: 0 cards, 0 deals left; Score: 500; Moves: 0; Removed: 1 of 8.")


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_every_language_says_it_in_its_own_words(language: Callable[[str], None], game: Game,
                                                  code: str) -> None:
    language("en")
    english = [spoken.column_label(1, game.columns[0], 2), spoken.stock_label(game),
               spoken.removed_label(game), spoken.playable_cards(game),
               spoken.stock_and_score(game)]
    language(code)
    said = [spoken.column_label(1, game.columns[0], 2), spoken.stock_label(game),
            spoken.removed_label(game), spoken.playable_cards(game),
            spoken.stock_and_score(game)]
    for mine, theirs in zip(said, english, strict=True):
        assert mine != theirs
        assert "(s)" not in mine and "%" not in mine
    assert "8 of hearts" not in said[0]
