"""The shared vocabulary of Spider-family rules.

Variants and rules name their policies by key (``"same-suit-run"``…), so a plugin
declares data, not code, and registration can check every name. Each policy is a
one-line predicate (as in KDE Patience's ``isSameSuitDescending``) paired with the
explanation given when it says no. The predicate is what legal-move generation
runs in its inner loop; the explanation is built only for a refused action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

from .cards import ACE, KING, Card


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a rule said no: a stable id, an English sentence, and its values."""

    rule_id: str
    message: str
    details: dict[str, Any]


F = TypeVar("F", bound=Callable[..., bool])


@dataclass(frozen=True, slots=True)
class Policy(Generic[F]):
    """A named predicate ``fits`` and the ``explain`` that says why it failed."""

    key: str
    fits: F
    explain: Callable[..., Refusal]
    summary: str


Pair = Callable[[Card, Card], bool]
Single = Callable[[Card], bool]


def _refuse(rule_id: str, message: str, **details: Any) -> Refusal:
    return Refusal(rule_id, message, details)


# --- which cards may move together (checked for each neighbouring pair) ---------


def _descends(upper: Card, lower: Card) -> bool:
    return lower.rank + 1 == upper.rank


def _same_suit_descends(upper: Card, lower: Card) -> bool:
    return lower.rank + 1 == upper.rank and lower.suit == upper.suit


def _explain_link(upper: Card, lower: Card) -> Refusal:
    if not _descends(upper, lower):
        return _refuse(
            "group-not-descending",
            f"These cards cannot move together: the {lower.name} does not follow the "
            f"{upper.name} in descending order.",
            upper=upper.token, lower=lower.token,
        )
    return _refuse(
        "group-mixed-suits",
        f"These cards cannot move together: a group must be all one suit, and the "
        f"{lower.name} lies on the {upper.name}.",
        upper=upper.token, lower=lower.token,
    )


#: How neighbouring face-up cards must relate for a group to move as one.
GROUP_POLICIES: Final[dict[str, Policy[Pair]]] = {
    p.key: p
    for p in (
        Policy("same-suit-run", _same_suit_descends, _explain_link,
               "descending by one rank, all of one suit"),
        Policy("descending-run", _descends, _explain_link,
               "descending by one rank, suits mixed or not"),
        Policy("any-face-up", lambda upper, lower: True, _explain_link,
               "any face-up cards, in any order"),
    )
}


# --- what a column's last card accepts ----------------------------------------


def _one_higher(target: Card, card: Card) -> bool:
    return target.rank == card.rank + 1


def _one_higher_same_suit(target: Card, card: Card) -> bool:
    return target.rank == card.rank + 1 and target.suit == card.suit


def _explain_build(target: Card, card: Card) -> Refusal:
    if target.rank == ACE:
        return _refuse(
            "onto-ace", f"Nothing can be placed on an ace (the {target.name}).",
            target=target.token, card=card.token,
        )
    if not _one_higher(target, card):
        return _refuse(
            "target-not-one-higher",
            f"The {card.name} can only go on a card one rank higher, not on the {target.name}.",
            target=target.token, card=card.token,
        )
    return _refuse(
        "target-wrong-suit",
        f"The {card.name} can only go on a card of its own suit one rank higher, "
        f"not on the {target.name}.",
        target=target.token, card=card.token,
    )


#: What a card (or a group's first card) may be placed on.
BUILD_POLICIES: Final[dict[str, Policy[Pair]]] = {
    p.key: p
    for p in (
        Policy("any-suit", _one_higher, _explain_build, "a card one rank higher, any suit"),
        Policy("same-suit", _one_higher_same_suit, _explain_build,
               "a card one rank higher of the same suit"),
    )
}


# --- what an empty column accepts ---------------------------------------------


def _explain_empty(card: Card) -> Refusal:
    return _refuse(
        "empty-needs-king",
        f"Only a king (or a group headed by a king) can fill an empty column, "
        f"not the {card.name}.",
        card=card.token,
    )


#: What an empty column accepts.
EMPTY_POLICIES: Final[dict[str, Policy[Single]]] = {
    p.key: p
    for p in (
        Policy("any", lambda card: True, _explain_empty, "any card or movable group"),
        Policy("king", lambda card: card.rank == KING, _explain_empty,
               "only a king or a group headed by a king"),
    )
}
