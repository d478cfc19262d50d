"""The engine's words that players read: card and suit names, marked for translation.

The engine speaks English; the window speaks the player's language. Both take their
words from here: the engine uses these English texts as they are, and the window
translates exactly these texts (``QCoreApplication.translate(context, text)``), so the
English a player reads is the engine's by construction, never a copy of it.
``QT_TRANSLATE_NOOP`` only marks a text for ``pyside6-lupdate``: it is the one marker the
whole program uses, here because the engine may import nothing outside itself.
"""

from __future__ import annotations

from typing import Final


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for ``pyside6-lupdate`` in ``context``; it is translated where shown."""
    return text


def fill(template: str, *values: str) -> str:
    """Qt-style ``%1 %2`` placeholders, filled in one pass (a value may contain ``%2``), so
    a translated template and its English source are filled the same way, with or
    without Qt."""
    out, i = [], 0
    while i < len(template):
        if template[i] == "%" and i + 1 < len(template) and template[i + 1].isdigit():
            out.append(values[int(template[i + 1]) - 1])
            i += 2
        else:
            out.append(template[i])
            i += 1
    return "".join(out)


#: Every card's name by (rank, suit letter), a text of its own so each language can
#: inflect it (Czech "křížová 4" but "křížové eso"); context ``"Card"``. (A ``Suit`` is
#: a ``str`` equal to its letter, so it finds its entry too.)
CARD_NAMES: Final[dict[tuple[int, str], str]] = {
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

#: Suit names in the plural, as in "sequence of spades removed"; context ``"Suit"``.
SUIT_NAMES: Final[dict[str, str]] = {
    "S": QT_TRANSLATE_NOOP("Suit", "spades"),
    "H": QT_TRANSLATE_NOOP("Suit", "hearts"),
    "D": QT_TRANSLATE_NOOP("Suit", "diamonds"),
    "C": QT_TRANSLATE_NOOP("Suit", "clubs"),
}
