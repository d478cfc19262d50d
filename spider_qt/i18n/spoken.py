"""The board's parts as a screen reader names them, and what the reading keys say.

A blind player meets the board one part at a time: the focused column, the stock,
the removed sequences. Each part's accessible name says what is on it with the
playable end first (the card a move would take or cover is heard at once, not after
a buried pile). The words are the board description's own where they exist (the
``Describe`` context) and the status bar's for score and moves, so a player hears
the same words everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from spider_qt.engine import Card, Game, fill

from .texts import card_name, column_name, describe_counts, suit_name

translate = QCoreApplication.translate


class Spoken(QObject):
    """Plural texts of the board's parts (see :class:`spider_qt.i18n.texts.Describe`)."""

    def selected(self, n: int) -> str:
        return self.tr("%n card(s) selected", "", n)


_SPOKEN = Spoken()


def column_label(number: int, cards: Sequence[Card], selected: int = 0) -> str:
    """``"Column 3, 2 cards selected: 8 of hearts, 9 of hearts, 10 of spades; 4 face down"``:
    the top card first; ``selected`` cards (from the top) are the keyboard's group."""
    if not cards:
        return fill(translate("Describe", "Column %1: empty"), str(number))
    faces = translate("Describe", ", ").join(card_name(c) for c in reversed(cards) if c.face_up)
    down = sum(1 for card in cards if not card.face_up)
    if down:
        faces = fill(translate("Spoken", "%1; %2"), faces, describe_counts().face_down(down))
    if selected:
        return fill(translate("Spoken", "Column %1, %2: %3"), str(number),
                    _SPOKEN.selected(selected), faces)
    return fill(translate("Spoken", "Column %1: %2"), str(number), faces)


def stock_label(game: Game) -> str:
    """``"Stock: 40 cards, 4 deals left"``."""
    counts = describe_counts()
    return fill(translate("Spoken", "%1, %2"), counts.stock(game.stock),
                counts.deals(game.deals_left))


def removed_label(game: Game) -> str:
    """``"2 sequences removed: spades, hearts"``, or ``"no sequence removed"``."""
    if not game.removed:
        return translate("Describe", "no sequence removed")
    suits = translate("Describe", ", ").join(suit_name(suit) for suit in game.removed_suits)
    return fill(translate("Spoken", "%1: %2"), describe_counts().removed(game.removed), suits)


def playable_cards(game: Game) -> str:
    """What could move from each column: ``"column 1: 9 of spades to 7 of spades; ..."``."""
    parts = []
    for col, cards in enumerate(game.columns):
        lowest = game.movable_from(col)
        if lowest is None:
            parts.append(fill(translate("Describe", "column %1: empty"), str(col + 1)))
            continue
        first, last = cards[lowest], cards[-1]
        group = (card_name(last) if first is last else
                 fill(translate("Spoken", "%1 to %2"), card_name(first), card_name(last)))
        parts.append(fill(translate("Spoken", "%1: %2"), column_name(col), group))
    return fill(translate("Spoken", "Playable: %1."), translate("Describe", "; ").join(parts))


def stock_and_score(game: Game) -> str:
    """``"Stock: 40 cards, 4 deals left; Score: 500; Moves: 0; Removed: 0 of 8."``, in
    the status bar's words."""
    status = [fill(translate("GameStatus", "Score: %1"), str(game.score)),
              fill(translate("GameStatus", "Moves: %1"), str(game.moves)),
              fill(translate("GameStatus", "Removed: %1 of %2"), str(game.removed),
                   str(game.variant_spec.sequences))]
    parts = [stock_label(game), *status]
    return fill(translate("Spoken", "%1."), translate("Describe", "; ").join(parts))
