"""Everything the board says in words, translatable: card names, the board description,
rule reminders and the announcements a screen reader speaks after each action.

The engine speaks English only (it has no Qt); these functions say the same things in
the player's language, from the engine's data (``Refusal.rule_id`` and ``details``,
``Outcome``) rather than by parsing its sentences. In English they give exactly the
engine's wording, which a test checks.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from spider_qt.engine import (
    QT_TRANSLATE_NOOP,
    SUIT_NAMES,
    Action,
    Card,
    Deal,
    Game,
    Outcome,
    Refusal,
    fill,
    refusal_sentence,
)

__all__ = ["QT_TRANSLATE_NOOP", "fill"]  # marked and filled the one way, from the engine

translate = QCoreApplication.translate


class Describe(QObject):
    """Plural texts of the board description. (pyside6-lupdate recognises a plural only in
    ``self.tr(text, "", n)``; these small classes give each context its plurals.)"""

    def stock(self, n: int) -> str:
        return self.tr("Stock: %n card(s)", "", n)

    def deals(self, n: int) -> str:
        return self.tr("%n deal(s) left", "", n)

    def removed(self, n: int) -> str:
        return self.tr("%n sequence(s) removed", "", n)

    def face_down(self, n: int) -> str:
        return self.tr("%n face down", "", n)


class Announce(QObject):
    """Plural texts of the screen-reader announcements."""

    def dealt(self, n: int) -> str:
        return self.tr("Dealt %n card(s)", "", n)

    def more(self, n: int) -> str:
        return self.tr("%1 and %n more card(s) to %2", "", n)

    def more_back(self, n: int) -> str:
        return self.tr("%1 and %n more card(s) back to %2", "", n)


_DESCRIBE, _ANNOUNCE = Describe(), Announce()


def describe_counts() -> Describe:
    """The board description's counted words ("Stock: 40 cards"), for the board's parts."""
    return _DESCRIBE


def card_name(card: Card | str) -> str:
    """``"queen of spades"`` in the current language (a token like ``"QS"`` works too)."""
    if isinstance(card, str):
        card = Card.parse(card)
    return translate("Card", card.name)  # the English name is the source text


def suit_name(suit: str) -> str:
    return translate("Suit", SUIT_NAMES[str(suit)])


def column_name(index: int) -> str:
    """Column ``index`` (0-based) as players count them."""
    return fill(translate("Board", "column %1"), str(index + 1))


# --- the board in words -------------------------------------------------------------------


def describe_column(number: int, cards: Sequence[Card], first: bool) -> str:
    if not cards:
        text = (translate("Describe", "Column %1: empty") if first
                else translate("Describe", "column %1: empty"))
        return fill(text, str(number))
    down = sum(1 for card in cards if not card.face_up)
    faces = translate("Describe", ", ").join(card_name(c) for c in cards if c.face_up)
    hidden = _DESCRIBE.face_down(down)
    text = (translate("Describe", "Column %1: %2, then %3") if first
            else translate("Describe", "column %1: %2, then %3"))
    return fill(text, str(number), hidden, faces)


def describe(game: Game) -> str:
    """The board (SPEC §4) in the current language; the engine's ``describe()`` in English."""
    stock = _DESCRIBE.stock(game.stock)
    deals = _DESCRIBE.deals(game.deals_left)
    removed = (translate("Describe", "no sequence removed") if game.removed == 0
               else _DESCRIBE.removed(game.removed))
    head = fill(translate("Describe", "%1, %2; %3."), stock, deals, removed)
    columns = [describe_column(n, cards, n == 1) for n, cards in enumerate(game.columns, 1)]
    body = translate("Describe", "; ").join(columns)
    return fill(translate("Describe", "%1 %2."), head, body)


# --- rule reminders -------------------------------------------------------------------------


def refusal_text(refusal: Refusal) -> str:
    """The rule reminder for a refusal: the engine's sentence for its id, in the player's
    language, filled from its values (never by parsing the English message)."""
    text = refusal_sentence(refusal.rule_id, refusal.details, card_name, _rule_text)
    # None: a rule this release does not know (from a newer plugin API).
    return refusal.message if text is None else text


def _rule_text(text: str) -> str:
    return translate("Rule", text)


# --- announcements ---------------------------------------------------------------------------


def announce(outcome: Outcome | None, kind: str) -> str:
    """What just happened, short, for a screen reader ("9 of hearts to column 4; ...").

    A deal names every card it put down and where; a redo says it is one.
    """
    if kind == "undo":
        return translate("Announce", "Undone.")
    if kind == "new" or outcome is None:
        return translate("Announce", "New game.")
    to = translate("Announce", "%1 to %2")
    parts: list[str] = []
    if isinstance(outcome.action, Deal):
        where = translate("Announce", "; ").join(
            fill(to, card_name(card), column_name(col)) for col, card in outcome.dealt)
        parts.append(fill(translate("Announce", "%1: %2"), _ANNOUNCE.dealt(len(outcome.dealt)),
                          where))
    else:
        first, count = outcome.moved[0], len(outcome.moved)
        target = column_name(outcome.action.dst)
        parts.append(fill(to, card_name(first), target) if count == 1 else
                     fill(_ANNOUNCE.more(count - 1), card_name(first), target))
    for _, card in outcome.flipped:
        parts.append(fill(translate("Announce", "%1 turned face up"), card_name(card)))
    for _, suit in outcome.removed:
        parts.append(fill(translate("Announce", "sequence of %1 removed"), suit_name(suit)))
    said = translate("Announce", "; ").join(parts)
    return fill(translate("Announce", "Redone: %1"), said) if kind == "redo" else said


def undone(action: Action, game: Game) -> str:
    """What an undo took back, said from the position it restored ("Undone: 9 of hearts
    back to column 3")."""
    if isinstance(action, Deal):
        what = translate("Announce", "the deal")
    else:
        cards = game.columns[action.src][action.start:]
        source = column_name(action.src)
        what = (fill(translate("Announce", "%1 back to %2"), card_name(cards[0]), source)
                if len(cards) == 1 else
                fill(_ANNOUNCE.more_back(len(cards) - 1), card_name(cards[0]), source))
    return fill(translate("Announce", "Undone: %1"), what)


def planned(action: Action, game: Game) -> str:
    """An action said before it is played in ``game`` ("9 of hearts and 2 more cards to
    column 4", "the deal"): the announcements' own words, so a step of a line reads as
    its announcement will once it is played."""
    if isinstance(action, Deal):
        return translate("Announce", "the deal")
    cards = game.columns[action.src][action.start:]
    target = column_name(action.dst)
    return (fill(translate("Announce", "%1 to %2"), card_name(cards[0]), target)
            if len(cards) == 1 else
            fill(_ANNOUNCE.more(len(cards) - 1), card_name(cards[0]), target))
