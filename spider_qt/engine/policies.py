"""The shared vocabulary of Spider-family rules.

Variants and rules name their policies by key (``"same-suit-run"``…), so a plugin
declares data, not code, and registration can check every name. Each policy is a
one-line predicate (as in KDE Patience's ``isSameSuitDescending``) paired with the
explanation given when it says no. The predicate is what legal-move generation
runs in its inner loop; the explanation is built only for a refused action.

The tables here are the engine's own policies: every :class:`~.catalog.Catalog` starts
with them, and plugins add theirs to a catalog (:class:`~.policy_spec.PolicySpec`), never
to these tables, so two catalogs (a test's, the app's) never share a plugin's code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final, Generic, TypeVar

from .cards import ACE, KING, Card
from .refusals import Refusal, RuleId, refuse

__all__ = ["ARITY", "BUILD_POLICIES", "EMPTY_POLICIES", "GROUP_POLICIES", "Policy", "PolicyKind"]


class PolicyKind(StrEnum):
    """What a policy decides (a ``str``: ``PolicyKind.GROUP == "group"``), named as the
    :class:`~.specs.VariantSpec` field that chooses it."""

    GROUP = "group"  # which face-up cards move together: fits(upper, lower)
    BUILD = "build"  # what a card goes on: fits(target, card)
    EMPTY = "empty"  # what an empty column takes: fits(card)


#: How many cards each kind's predicate is given, and their names in a refusal's details.
ARITY: Final[dict[PolicyKind, tuple[str, ...]]] = {
    PolicyKind.GROUP: ("upper", "lower"),
    PolicyKind.BUILD: ("target", "card"),
    PolicyKind.EMPTY: ("card",),
}


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


# --- which cards may move together (checked for each neighbouring pair) ---------


def _descends(upper: Card, lower: Card) -> bool:
    return lower.rank + 1 == upper.rank


def _same_suit_descends(upper: Card, lower: Card) -> bool:
    return lower.rank + 1 == upper.rank and lower.suit == upper.suit


def _explain_link(upper: Card, lower: Card) -> Refusal:
    rule = (RuleId.GROUP_MIXED_SUITS if _descends(upper, lower)
            else RuleId.GROUP_NOT_DESCENDING)
    return refuse(rule, upper=upper.token, lower=lower.token)


#: How neighbouring face-up cards must relate for a group to move as one.
_GROUP: tuple[Policy[Pair], ...] = (
    Policy("same-suit-run", _same_suit_descends, _explain_link,
           "descending by one rank, all of one suit"),
    Policy("descending-run", _descends, _explain_link,
           "descending by one rank, suits mixed or not"),
    Policy("any-face-up", lambda upper, lower: True, _explain_link,
           "any face-up cards, in any order"),
)
GROUP_POLICIES: Final[dict[str, Policy[Pair]]] = {p.key: p for p in _GROUP}


# --- what a column's last card accepts ----------------------------------------


def _one_higher(target: Card, card: Card) -> bool:
    return target.rank == card.rank + 1


def _one_higher_same_suit(target: Card, card: Card) -> bool:
    return target.rank == card.rank + 1 and target.suit == card.suit


def _explain_build(target: Card, card: Card) -> Refusal:
    if target.rank == ACE:
        rule = RuleId.ONTO_ACE
    elif not _one_higher(target, card):
        rule = RuleId.TARGET_NOT_ONE_HIGHER
    else:
        rule = RuleId.TARGET_WRONG_SUIT
    return refuse(rule, target=target.token, card=card.token)


#: What a card (or a group's first card) may be placed on.
_BUILD: tuple[Policy[Pair], ...] = (
    Policy("any-suit", _one_higher, _explain_build, "a card one rank higher, any suit"),
    Policy("same-suit", _one_higher_same_suit, _explain_build,
           "a card one rank higher of the same suit"),
)
BUILD_POLICIES: Final[dict[str, Policy[Pair]]] = {p.key: p for p in _BUILD}


# --- what an empty column accepts ---------------------------------------------


def _explain_empty(card: Card) -> Refusal:
    return refuse(RuleId.EMPTY_NEEDS_KING, card=card.token)


#: What an empty column accepts.
_EMPTY: tuple[Policy[Single], ...] = (
    Policy("any", lambda card: True, _explain_empty, "any card or movable group"),
    Policy("king", lambda card: card.rank == KING, _explain_empty,
           "only a king or a group headed by a king"),
)
EMPTY_POLICIES: Final[dict[str, Policy[Single]]] = {p.key: p for p in _EMPTY}
