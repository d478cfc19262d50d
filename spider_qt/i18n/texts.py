"""Everything the board says in words, translatable: card names, the board description,
rule reminders and the announcements a screen reader speaks after each action.

The engine speaks English only (it has no Qt); these functions say the same things in
the player's language, from the engine's data (``Refusal.rule_id`` and ``details``,
``Outcome``) rather than by parsing its sentences. In English they give exactly the
engine's wording, which a test checks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject

from spider_qt.engine import Card, Game, Outcome, Refusal
from spider_qt.engine.game import Deal
from spider_qt.languages import fill

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


class Rule(QObject):
    """Plural texts of the rule reminders."""

    def cannot_fill(self, n: int) -> str:
        return self.tr("Every column must hold a card before a deal, and the table holds "
                       "only %n card(s): undo, or start a new game.", "", n)


class Announce(QObject):
    """Plural texts of the screen-reader announcements."""

    def dealt(self, n: int) -> str:
        return self.tr("Dealt %n card(s)", "", n)

    def more(self, n: int) -> str:
        return self.tr("%1 and %n more card(s) to %2", "", n)


_DESCRIBE, _RULE, _ANNOUNCE = Describe(), Rule(), Announce()


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate; it is translated where it is shown."""
    return text


#: Every card's name: a string of its own, so each language can inflect it (Czech
#: "křížová 4" but "křížové eso").
CARD_NAMES: Final = {
    (1, "S"): QT_TRANSLATE_NOOP("Card", "ace of spades"),
    (2, "S"): QT_TRANSLATE_NOOP("Card", "2 of spades"),
    (3, "S"): QT_TRANSLATE_NOOP("Card", "3 of spades"),
    (4, "S"): QT_TRANSLATE_NOOP("Card", "4 of spades"),
    (5, "S"): QT_TRANSLATE_NOOP("Card", "5 of spades"),
    (6, "S"): QT_TRANSLATE_NOOP("Card", "6 of spades"),
    (7, "S"): QT_TRANSLATE_NOOP("Card", "7 of spades"),
    (8, "S"): QT_TRANSLATE_NOOP("Card", "8 of spades"),
    (9, "S"): QT_TRANSLATE_NOOP("Card", "9 of spades"),
    (10, "S"): QT_TRANSLATE_NOOP("Card", "10 of spades"),
    (11, "S"): QT_TRANSLATE_NOOP("Card", "jack of spades"),
    (12, "S"): QT_TRANSLATE_NOOP("Card", "queen of spades"),
    (13, "S"): QT_TRANSLATE_NOOP("Card", "king of spades"),
    (1, "H"): QT_TRANSLATE_NOOP("Card", "ace of hearts"),
    (2, "H"): QT_TRANSLATE_NOOP("Card", "2 of hearts"),
    (3, "H"): QT_TRANSLATE_NOOP("Card", "3 of hearts"),
    (4, "H"): QT_TRANSLATE_NOOP("Card", "4 of hearts"),
    (5, "H"): QT_TRANSLATE_NOOP("Card", "5 of hearts"),
    (6, "H"): QT_TRANSLATE_NOOP("Card", "6 of hearts"),
    (7, "H"): QT_TRANSLATE_NOOP("Card", "7 of hearts"),
    (8, "H"): QT_TRANSLATE_NOOP("Card", "8 of hearts"),
    (9, "H"): QT_TRANSLATE_NOOP("Card", "9 of hearts"),
    (10, "H"): QT_TRANSLATE_NOOP("Card", "10 of hearts"),
    (11, "H"): QT_TRANSLATE_NOOP("Card", "jack of hearts"),
    (12, "H"): QT_TRANSLATE_NOOP("Card", "queen of hearts"),
    (13, "H"): QT_TRANSLATE_NOOP("Card", "king of hearts"),
    (1, "D"): QT_TRANSLATE_NOOP("Card", "ace of diamonds"),
    (2, "D"): QT_TRANSLATE_NOOP("Card", "2 of diamonds"),
    (3, "D"): QT_TRANSLATE_NOOP("Card", "3 of diamonds"),
    (4, "D"): QT_TRANSLATE_NOOP("Card", "4 of diamonds"),
    (5, "D"): QT_TRANSLATE_NOOP("Card", "5 of diamonds"),
    (6, "D"): QT_TRANSLATE_NOOP("Card", "6 of diamonds"),
    (7, "D"): QT_TRANSLATE_NOOP("Card", "7 of diamonds"),
    (8, "D"): QT_TRANSLATE_NOOP("Card", "8 of diamonds"),
    (9, "D"): QT_TRANSLATE_NOOP("Card", "9 of diamonds"),
    (10, "D"): QT_TRANSLATE_NOOP("Card", "10 of diamonds"),
    (11, "D"): QT_TRANSLATE_NOOP("Card", "jack of diamonds"),
    (12, "D"): QT_TRANSLATE_NOOP("Card", "queen of diamonds"),
    (13, "D"): QT_TRANSLATE_NOOP("Card", "king of diamonds"),
    (1, "C"): QT_TRANSLATE_NOOP("Card", "ace of clubs"),
    (2, "C"): QT_TRANSLATE_NOOP("Card", "2 of clubs"),
    (3, "C"): QT_TRANSLATE_NOOP("Card", "3 of clubs"),
    (4, "C"): QT_TRANSLATE_NOOP("Card", "4 of clubs"),
    (5, "C"): QT_TRANSLATE_NOOP("Card", "5 of clubs"),
    (6, "C"): QT_TRANSLATE_NOOP("Card", "6 of clubs"),
    (7, "C"): QT_TRANSLATE_NOOP("Card", "7 of clubs"),
    (8, "C"): QT_TRANSLATE_NOOP("Card", "8 of clubs"),
    (9, "C"): QT_TRANSLATE_NOOP("Card", "9 of clubs"),
    (10, "C"): QT_TRANSLATE_NOOP("Card", "10 of clubs"),
    (11, "C"): QT_TRANSLATE_NOOP("Card", "jack of clubs"),
    (12, "C"): QT_TRANSLATE_NOOP("Card", "queen of clubs"),
    (13, "C"): QT_TRANSLATE_NOOP("Card", "king of clubs"),
}

SUIT_NAMES: Final = {
    "S": QT_TRANSLATE_NOOP("Suit", "spades"),
    "H": QT_TRANSLATE_NOOP("Suit", "hearts"),
    "D": QT_TRANSLATE_NOOP("Suit", "diamonds"),
    "C": QT_TRANSLATE_NOOP("Suit", "clubs"),
}


def card_name(card: Card | str) -> str:
    """``"queen of spades"`` in the current language (a token like ``"QS"`` works too)."""
    if isinstance(card, str):
        card = Card.parse(card)
    return translate("Card", CARD_NAMES[(card.rank, card.suit.value)])


def suit_name(suit: str) -> str:
    return translate("Suit", SUIT_NAMES[str(suit)])


def column_name(index: int) -> str:
    """Column ``index`` (0-based) as players count them."""
    return translate("Board", "column %1").replace("%1", str(index + 1))


# --- the board in words -------------------------------------------------------------------


def describe_column(number: int, cards: Sequence[Card], first: bool) -> str:
    if not cards:
        text = (translate("Describe", "Column %1: empty") if first
                else translate("Describe", "column %1: empty"))
        return text.replace("%1", str(number))
    down = sum(1 for card in cards if not card.face_up)
    faces = translate("Describe", ", ").join(card_name(c) for c in cards if c.face_up)
    hidden = _DESCRIBE.face_down(down)
    text = (translate("Describe", "Column %1: %2, then %3") if first
            else translate("Describe", "column %1: %2, then %3"))
    return _fill(text, str(number), hidden, faces)


def describe(game: Game) -> str:
    """The board (SPEC §4) in the current language; the engine's ``describe()`` in English."""
    stock = _DESCRIBE.stock(game.stock)
    deals = _DESCRIBE.deals(game.deals_left)
    removed = (translate("Describe", "no sequence removed") if game.removed == 0
               else _DESCRIBE.removed(game.removed))
    head = _fill(translate("Describe", "%1, %2; %3."), stock, deals, removed)
    columns = [describe_column(n, cards, n == 1) for n, cards in enumerate(game.columns, 1)]
    body = translate("Describe", "; ").join(columns)
    return _fill(translate("Describe", "%1 %2."), head, body)


# --- rule reminders -------------------------------------------------------------------------


def refusal_text(refusal: Refusal) -> str:
    """The rule reminder for a refusal, worded from its id and values."""
    d = refusal.details
    rule = refusal.rule_id
    if rule == "onto-ace":
        return _fill(translate("Rule", "Nothing can be placed on an ace (the %1)."),
                     card_name(d["target"]))
    if rule == "target-not-one-higher":
        return _fill(translate("Rule", "The %1 can only go on a card one rank higher, "
                                       "not on the %2."),
                     card_name(d["card"]), card_name(d["target"]))
    if rule == "target-wrong-suit":
        return _fill(translate("Rule", "The %1 can only go on a card of its own suit one "
                                       "rank higher, not on the %2."),
                     card_name(d["card"]), card_name(d["target"]))
    if rule == "group-not-descending":
        return _fill(translate("Rule", "These cards cannot move together: the %1 does not "
                                       "follow the %2 in descending order."),
                     card_name(d["lower"]), card_name(d["upper"]))
    if rule == "group-mixed-suits":
        return _fill(translate("Rule", "These cards cannot move together: a group must be "
                                       "all one suit, and the %1 lies on the %2."),
                     card_name(d["lower"]), card_name(d["upper"]))
    if rule == "empty-needs-king":
        return _fill(translate("Rule", "Only a king (or a group headed by a king) can fill an "
                                       "empty column, not the %1."), card_name(d["card"]))
    if rule == "face-down":
        return translate("Rule", "A face-down card cannot be moved.")
    if rule == "same-column":
        return translate("Rule", "Cards must move to a different column.")
    if rule == "empty-source":
        return _fill(translate("Rule", "Column %1 is empty: there is nothing to move."),
                     str(d["column"] + 1))
    if rule == "stock-empty":
        return translate("Rule", "The stock is empty: there is nothing left to deal.")
    if rule == "deal-empty-column":
        columns = translate("Rule", ", ").join(str(c + 1) for c in d["columns"])
        return _fill(translate("Rule", "Fill every empty column before dealing "
                                       "(empty: column %1)."), columns)
    if rule == "deal-cannot-fill":
        return _RULE.cannot_fill(d["on_table"])
    if rule == "nothing-to-undo":
        return translate("Rule", "There is nothing to undo.")
    if rule == "nothing-to-redo":
        return translate("Rule", "There is nothing to redo.")
    if rule == "no-target":
        card = card_name(d["card"])
        return (_fill(translate("Rule", "No other column can take the %1."), card)
                if d.get("single") else
                _fill(translate("Rule", "No other column can take the %1 and the cards on it."),
                      card))
    return refusal.message  # a rule this release does not know (from a newer plugin API)


# --- announcements ---------------------------------------------------------------------------


def announce(outcome: Outcome | None, kind: str) -> str:
    """What just happened, short, for a screen reader ("9 of hearts to column 4; ...")."""
    if kind == "undo":
        return translate("Announce", "Undone.")
    if kind == "new" or outcome is None:
        return translate("Announce", "New game.")
    parts: list[str] = []
    if isinstance(outcome.action, Deal):
        parts.append(_ANNOUNCE.dealt(len(outcome.dealt)))
    else:
        first, count = outcome.moved[0], len(outcome.moved)
        target = column_name(outcome.action.dst)
        parts.append(_fill(translate("Announce", "%1 to %2"), card_name(first), target)
                     if count == 1 else
                     _fill(_ANNOUNCE.more(count - 1),
                           card_name(first), target))
    for _, card in outcome.flipped:
        parts.append(_fill(translate("Announce", "%1 turned face up"), card_name(card)))
    for _, suit in outcome.removed:
        parts.append(_fill(translate("Announce", "sequence of %1 removed"), suit_name(suit)))
    return translate("Announce", "; ").join(parts)


_fill = fill  # the older name, still used by some modules
