"""Why an action is refused: every rule's id and its one sentence, in one table.

A refusal carries a stable :class:`RuleId` and the values its sentence needs
(``details``); its English ``message`` is the table's template filled with English
names. The window words the same template in the player's language
(``spider_qt.i18n.texts.refusal_text``), translated in context ``"Rule"``: so the
English reminder is the engine's sentence by construction, and a new rule cannot
be added without its sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from .values import is_whole
from .wording import CARD_NAMES, QT_TRANSLATE_NOOP, fill


class RuleId(StrEnum):
    """The stable name of each refusal (a ``str``: ``RuleId.FACE_DOWN == "face-down"``)."""

    NO_SUCH_COLUMN = "no-such-column"
    SAME_COLUMN = "same-column"
    EMPTY_SOURCE = "empty-source"
    NO_CARD = "no-card"
    FACE_DOWN = "face-down"
    GROUP_NOT_DESCENDING = "group-not-descending"
    GROUP_MIXED_SUITS = "group-mixed-suits"
    ONTO_ACE = "onto-ace"
    TARGET_NOT_ONE_HIGHER = "target-not-one-higher"
    TARGET_WRONG_SUIT = "target-wrong-suit"
    EMPTY_NEEDS_KING = "empty-needs-king"
    NO_TARGET = "no-target"
    STOCK_EMPTY = "stock-empty"
    DEAL_EMPTY_COLUMN = "deal-empty-column"
    DEAL_CANNOT_FILL = "deal-cannot-fill"
    NOTHING_TO_UNDO = "nothing-to-undo"
    NOTHING_TO_REDO = "nothing-to-redo"


class Kind(StrEnum):
    """How a detail value is shown in a sentence."""

    CARD = "card"  # a card token → its name
    COLUMN = "column"  # a 0-based column → the number players see
    POSITION = "position"  # a 0-based place in a column → counted from 1
    COLUMNS = "columns"  # 0-based columns → their numbers, listed
    NUMBER = "number"  # a count, as it is


@dataclass(frozen=True, slots=True)
class Wording:
    """One sentence: its English template (``%1``… in order of ``values``) and, for each
    placeholder, the detail it shows and how."""

    template: str
    values: tuple[tuple[str, Kind], ...] = ()


_CARD, _TARGET = ("card", Kind.CARD), ("target", Kind.CARD)
_UPPER, _LOWER = ("upper", Kind.CARD), ("lower", Kind.CARD)
_COLUMN = ("column", Kind.COLUMN)

#: Every rule's sentence. ``no-target`` has two: for one card, and for a card with
#: others on it (see :func:`wording_of`).
WORDINGS: Final[dict[str, Wording]] = {
    RuleId.NO_SUCH_COLUMN: Wording(QT_TRANSLATE_NOOP(
        "Rule", "There is no column %1: the columns are numbered 1 to %2."),
        (_COLUMN, ("count", Kind.NUMBER))),
    RuleId.SAME_COLUMN: Wording(QT_TRANSLATE_NOOP(
        "Rule", "Cards must move to a different column.")),
    RuleId.EMPTY_SOURCE: Wording(QT_TRANSLATE_NOOP(
        "Rule", "Column %1 is empty: there is nothing to move."), (_COLUMN,)),
    RuleId.NO_CARD: Wording(QT_TRANSLATE_NOOP(
        "Rule", "Column %1 has no card at position %2."),
        (_COLUMN, ("start", Kind.POSITION))),
    RuleId.FACE_DOWN: Wording(QT_TRANSLATE_NOOP(
        "Rule", "A face-down card cannot be moved.")),
    RuleId.GROUP_NOT_DESCENDING: Wording(QT_TRANSLATE_NOOP(
        "Rule", "These cards cannot move together: the %1 does not follow the %2 in "
                "descending order."), (_LOWER, _UPPER)),
    RuleId.GROUP_MIXED_SUITS: Wording(QT_TRANSLATE_NOOP(
        "Rule", "These cards cannot move together: a group must be all one suit, and the %1 "
                "lies on the %2."), (_LOWER, _UPPER)),
    RuleId.ONTO_ACE: Wording(QT_TRANSLATE_NOOP(
        "Rule", "Nothing can be placed on an ace (the %1)."), (_TARGET,)),
    RuleId.TARGET_NOT_ONE_HIGHER: Wording(QT_TRANSLATE_NOOP(
        "Rule", "The %1 can only go on a card one rank higher, not on the %2."),
        (_CARD, _TARGET)),
    RuleId.TARGET_WRONG_SUIT: Wording(QT_TRANSLATE_NOOP(
        "Rule", "The %1 can only go on a card of its own suit one rank higher, not on the %2."),
        (_CARD, _TARGET)),
    RuleId.EMPTY_NEEDS_KING: Wording(QT_TRANSLATE_NOOP(
        "Rule", "Only a king (or a group headed by a king) can fill an empty column, not the "
                "%1."), (_CARD,)),
    RuleId.NO_TARGET: Wording(QT_TRANSLATE_NOOP(
        "Rule", "No other column can take the %1."), (_CARD,)),
    RuleId.NO_TARGET + "/group": Wording(QT_TRANSLATE_NOOP(
        "Rule", "No other column can take the %1 and the cards on it."), (_CARD,)),
    RuleId.STOCK_EMPTY: Wording(QT_TRANSLATE_NOOP(
        "Rule", "The stock is empty: there is nothing left to deal.")),
    RuleId.DEAL_EMPTY_COLUMN: Wording(QT_TRANSLATE_NOOP(
        "Rule", "Fill every empty column before dealing (empty: column %1)."),
        (("columns", Kind.COLUMNS),)),
    RuleId.DEAL_CANNOT_FILL: Wording(QT_TRANSLATE_NOOP(
        "Rule", "Every column must hold a card before a deal, but the table has fewer cards "
                "than columns (%1 for %2): undo, or start a new game."),
        (("on_table", Kind.NUMBER), ("count", Kind.NUMBER))),
    RuleId.NOTHING_TO_UNDO: Wording(QT_TRANSLATE_NOOP("Rule", "There is nothing to undo.")),
    RuleId.NOTHING_TO_REDO: Wording(QT_TRANSLATE_NOOP("Rule", "There is nothing to redo.")),
}

#: How a list of columns is joined in English (translated in context ``"Rule"``).
LIST_SEPARATOR: Final = QT_TRANSLATE_NOOP("Rule", ", ")


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a rule said no: a stable id, the English sentence, and its values."""

    rule_id: str
    message: str
    details: dict[str, Any]


def wording_of(rule_id: str, details: Mapping[str, Any]) -> Wording | None:
    """The sentence of a refusal (``None`` for an id this release does not know)."""
    if rule_id == RuleId.NO_TARGET and not details.get("single", True):
        return WORDINGS[RuleId.NO_TARGET + "/group"]
    return WORDINGS.get(rule_id)


def values_of(wording: Wording, details: Mapping[str, Any],
              card_name: Callable[[str], str], separator: str) -> list[str]:
    """The placeholder values of ``wording``, cards named by ``card_name``."""
    shown: list[str] = []
    for key, kind in wording.values:
        value = details.get(key)
        if kind is Kind.CARD:
            shown.append(card_name(str(value)))
        elif kind in (Kind.COLUMN, Kind.POSITION):
            shown.append(_counted(value))
        elif kind is Kind.COLUMNS:
            shown.append(separator.join(_counted(v) for v in value or ()))
        else:
            shown.append(str(value))
    return shown


def _counted(value: object) -> str:
    """A 0-based index as players count (from 1); anything else as it is, shortened."""
    if is_whole(value):
        return str(value + 1)
    return repr(value)[:40]


def english_card_name(token: str) -> str:
    face = token.lstrip("#").upper()
    rank = {"A": 1, "J": 11, "Q": 12, "K": 13}.get(face[:-1]) or int(face[:-1])
    return CARD_NAMES[(rank, face[-1])]


def _as_is(text: str) -> str:
    return text


def refusal_sentence(
    rule_id: str, details: Mapping[str, Any], card_name: Callable[[str], str],
    translate: Callable[[str], str] = _as_is,
) -> str | None:
    """The sentence of a refusal, its cards named by ``card_name`` and its texts (the
    template, the list separator: source texts of context ``"Rule"``) passed through
    ``translate``; ``None`` for an id this release does not know. The engine's English
    message and the window's translation are both made here, so they cannot drift apart."""
    wording = wording_of(rule_id, details)
    if wording is None:
        return None
    values = values_of(wording, details, card_name, translate(LIST_SEPARATOR))
    return fill(translate(wording.template), *values)


def refuse(rule_id: RuleId, **details: Any) -> Refusal:
    """A refusal with its English sentence, made from the table."""
    message = refusal_sentence(rule_id, details, english_card_name)
    assert message is not None, rule_id
    return Refusal(rule_id, message, details)
