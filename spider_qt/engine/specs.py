"""What a variant or a rule plugin declares: data, checked before it is used.

A variant is described entirely by a :class:`VariantSpec` (decks, columns, deal
plan, suit options, code letters, policies, scoring), so Spider, Spiderette,
Scorpion or Simple Simon differ only in data. A :class:`RuleSpec` changes which
groups may move, for some variants and suit counts (the Relaxed rule).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

from .errors import SpecError
from .policies import BUILD_POLICIES, EMPTY_POLICIES, GROUP_POLICIES
from .values import is_whole

SUIT_COUNTS: Final = (1, 2, 4)
_KEY = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_LETTERS = re.compile(r"^[A-Z]{1,3}$")


@dataclass(frozen=True, slots=True)
class Scoring:
    """Points per event. ``floor`` is the lowest score (``None``: no lower bound).

    Events apply in order (the move or deal, then each removal) and the floor
    clamps after each one, so from 0 a move completing a sequence ends at 100.
    """

    start: int = 500
    move: int = -1
    deal: int = -1
    removal: int = 100
    floor: int | None = 0

    def apply(self, score: int, delta: int) -> int:
        score += delta
        return score if self.floor is None else max(self.floor, score)


@dataclass(frozen=True, slots=True)
class VariantSpec:
    """A game of the Spider family, as data.

    ``layout`` gives each column's starting cards as ``(face_down, face_up)``;
    ``deals`` is the deal plan, one tuple of 0-based column indices per deal, in
    the order cards land. The stock holds exactly the cards the plan deals.
    """

    key: str
    name: str
    letters: str
    decks: int
    layout: tuple[tuple[int, int], ...]
    deals: tuple[tuple[int, ...], ...]
    suit_options: tuple[int, ...] = SUIT_COUNTS
    default_suits: int | None = None
    group: str = "same-suit-run"
    build: str = "any-suit"
    empty: str = "any"
    deal_needs_full_columns: bool = True
    code_has_rule: bool = False
    scoring: Scoring = field(default_factory=Scoring)
    description: str = ""
    order: int = 100
    """Where the variant appears in lists, lowest first; the lowest is the default game."""
    rules: str = ""
    """The rules in a few plain sentences, for help pages and dialogs (the numbers of the
    layout and deal plan are filled in by the app; say what is special)."""

    @property
    def columns(self) -> int:
        return len(self.layout)

    @property
    def card_count(self) -> int:
        return self.decks * 52

    @property
    def stock_size(self) -> int:
        return sum(len(d) for d in self.deals)

    @property
    def sequences(self) -> int:
        """How many K→A sequences make up the game (all removed = won)."""
        return self.decks * 4

    @property
    def initial_suits(self) -> int:
        return self.default_suits if self.default_suits is not None else self.suit_options[0]

    def stock_after(self, deals_done: int) -> int:
        """Cards left in the stock once ``deals_done`` deals have been made."""
        return sum(len(d) for d in self.deals[deals_done:])

    def validate(self) -> None:
        """Raise :class:`SpecError` naming the first inconsistency."""
        who = f"variant {self.key!r}"
        _check(isinstance(self.key, str) and bool(_KEY.match(self.key)),
               f"{who}: the key must be lowercase letters, digits or '_', starting with a letter")
        _check(isinstance(self.name, str) and bool(self.name.strip()), f"{who}: the name is empty")
        _check(isinstance(self.description, str) and isinstance(self.rules, str),
               f"{who}: description and rules must be text")
        _check(is_whole(self.order), f"{who}: order must be a whole number")
        _check(isinstance(self.letters, str) and bool(_LETTERS.match(self.letters)),
               f"{who}: code letters must be 1 to 3 capital letters A-Z, not {self.letters!r}")
        _check(is_whole(self.decks) and 1 <= self.decks <= 8,
               f"{who}: decks must be a whole number from 1 to 8, not {self.decks!r}")
        _check(isinstance(self.layout, tuple) and 1 <= len(self.layout) <= 20,
               f"{who}: the layout must be a tuple of 1 to 20 columns")
        for n, column in enumerate(self.layout, 1):
            _check(isinstance(column, tuple) and len(column) == 2
                   and all(is_whole(x) and x >= 0 for x in column) and column[1] >= 1,
                   f"{who}: column {n} of the layout must be (face_down, face_up) "
                   f"with at least one card face up, not {column!r}")
        _check(isinstance(self.deals, tuple), f"{who}: the deal plan must be a tuple of deals")
        for n, plan in enumerate(self.deals, 1):
            _check(isinstance(plan, tuple) and len(plan) > 0
                   and all(is_whole(c) and 0 <= c < len(self.layout) for c in plan)
                   and len(set(plan)) == len(plan),
                   f"{who}: deal {n} must list distinct column indices from 0 to "
                   f"{len(self.layout) - 1}, not {plan!r}")
        tableau = sum(down + up for down, up in self.layout)
        _check(tableau + self.stock_size == self.card_count,
               f"{who}: the cards do not add up: {tableau} in the layout + {self.stock_size} "
               f"in the deal plan != {self.card_count} in {self.decks} deck(s)")
        _check(isinstance(self.suit_options, tuple) and len(self.suit_options) > 0
               and all(s in SUIT_COUNTS for s in self.suit_options),
               f"{who}: suit options must be some of 1, 2, 4, not {self.suit_options!r}")
        _check(self.initial_suits in self.suit_options,
               f"{who}: the default suit count {self.default_suits!r} is not one of its options")
        _check(self.group in GROUP_POLICIES,
               f"{who}: unknown group policy {self.group!r} (known: {', '.join(GROUP_POLICIES)})")
        _check(self.build in BUILD_POLICIES,
               f"{who}: unknown build policy {self.build!r} (known: {', '.join(BUILD_POLICIES)})")
        _check(self.empty in EMPTY_POLICIES,
               f"{who}: unknown empty-column policy {self.empty!r} "
               f"(known: {', '.join(EMPTY_POLICIES)})")
        _check(isinstance(self.scoring, Scoring)
               and all(is_whole(v) for v in (self.scoring.start, self.scoring.move,
                                            self.scoring.deal, self.scoring.removal))
               and (self.scoring.floor is None or is_whole(self.scoring.floor)),
               f"{who}: scoring must be a Scoring of whole numbers")


@dataclass(frozen=True, slots=True)
class RuleSpec:
    """An optional rule: which groups may move, for which variants and suit counts."""

    key: str
    name: str
    letter: str
    variants: tuple[str, ...]
    suits: tuple[int, ...]
    group: str | None
    description: str = ""

    def applies_to(self, variant: str, suits: int) -> bool:
        return variant in self.variants and suits in self.suits

    def validate(self) -> None:
        who = f"rule {self.key!r}"
        _check(isinstance(self.key, str) and bool(_KEY.match(self.key)),
               f"{who}: the key must be lowercase letters, digits or '_', starting with a letter")
        _check(isinstance(self.name, str) and bool(self.name.strip()), f"{who}: the name is empty")
        _check(isinstance(self.letter, str) and len(self.letter) == 1 and self.letter.isupper()
               and self.letter.isascii(),
               f"{who}: the code letter must be one capital letter A-Z, not {self.letter!r}")
        _check(isinstance(self.variants, tuple) and all(isinstance(v, str) for v in self.variants),
               f"{who}: variants must be a tuple of variant keys")
        _check(isinstance(self.suits, tuple) and all(s in SUIT_COUNTS for s in self.suits),
               f"{who}: suits must be some of 1, 2, 4, not {self.suits!r}")
        _check(self.group is not None, f"{who}: a rule must name the group policy it allows")
        _check(self.group in GROUP_POLICIES,
               f"{who}: unknown group policy {self.group!r} (known: {', '.join(GROUP_POLICIES)})")


#: The rule every variant has: groups move as the variant itself says.
CLASSIC: Final = RuleSpec(
    key="classic", name="Classic", letter="C", variants=(), suits=SUIT_COUNTS,
    group=None,  # the variant's own group policy
    description="Groups move as the variant says (in Spider: only when all one suit).",
)


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SpecError(message)
