"""What the board says: in English exactly the engine's words; in any language, complete."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from spider_qt import i18n
from spider_qt.engine import Game, MoveError, new_game
from spider_qt.i18n import texts


@pytest.fixture
def english(qapp: QCoreApplication) -> Iterator[None]:
    i18n.install("en")
    yield


def played(code: str, steps: int) -> Game:
    game = new_game(code)
    for n in range(steps):
        moves = game.legal_moves()
        try:
            if moves and (n % 9 or not game.stock):
                game.move(*moves[n % len(moves)])
            else:
                game.deal()
        except MoveError:
            break  # blocked: describe what there is
    return game


@pytest.mark.parametrize("code", ["SP1-S1C-AAAAAAD", "SP1-S4R-AAAAABC", "SD1-S4-AAAAABD",
                                  "SC1-S4-AAAAAAD", "SS1-S4-AAAAAAD"])
@pytest.mark.parametrize("steps", [0, 7, 40])
def test_english_description_is_the_engines(english: None, code: str, steps: int) -> None:
    game = played(code, steps)
    assert texts.describe(game) == game.describe()


def test_english_reminders_name_the_cards(english: None, position: object) -> None:
    fillers = [["KC"], ["KD"], ["QC"], ["QD"], ["JC"], ["JD"]]
    game = position([["9H"], ["5D"], ["AS"], ["8S", "7H"], *fillers])  # type: ignore[operator]
    for action, words in [((0, 0, 1), "The 9 of hearts can only go on a card one rank higher, "
                                      "not on the 5 of diamonds."),
                          ((0, 0, 2), "Nothing can be placed on an ace (the ace of spades)."),
                          ((3, 0, 0), "a group must be all one suit, and the 7 of hearts lies "
                                      "on the 8 of spades.")]:
        from spider_qt.engine import Move

        refusal = game.refusal(Move(*action))
        assert refusal is not None and words in texts.refusal_text(refusal)
        assert texts.refusal_text(refusal) == refusal.message


def test_english_announcements(english: None) -> None:
    game = new_game("SD1-S4-AAAAABD")
    outcome = game.deal()
    said = texts.announce(outcome, "deal")
    assert said.startswith("Dealt 7 cards: ")
    assert said.split(": ", 1)[1].split("; ") == [
        f"{card.name} to column {col + 1}" for col, card in outcome.dealt]
    assert texts.announce(outcome, "redo") == "Redone: " + said
    move = next(m for m in game.legal_moves() if m.start == len(game.columns[m.src]) - 1)
    outcome = game.move(*move)
    said = texts.announce(outcome, "move")
    assert said.startswith(texts.card_name(outcome.moved[0]) + " to column ")
    card = outcome.moved[0]
    assert texts.undone(game.undo(), game) == f"Undone: {card.name} back to column {move.src + 1}"
    assert texts.undone(game.undo(), game) == "Undone: the deal"


def test_all_52_card_names_are_distinct(english: None) -> None:
    names = {texts.card_name(f"{rank}{suit}") for rank in
             ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
             for suit in "SHDC"}
    assert len(names) == 52
    assert texts.card_name("QS") == "queen of spades"
