"""What a variant or a rule plugin declares: data, checked before it is used.

A variant is described entirely by a :class:`VariantSpec` (decks, columns, deal
plan, suit options, code letters, policies, scoring), so Spider, Spiderette,
Scorpion or Simple Simon differ only in data. A :class:`RuleSpec` overrides some of
a variant's policies (which cards move together, what a card goes on, what an empty
column takes, whether a deal needs every column filled) for the variants and suit
counts it lists: the Relaxed rule, Open deal.

Validation refuses what would break later, not only what is inconsistent now: a
spec that registers must deal, play, save and load again (a score that starts below
its floor would make every saved game of it unreadable; a column dealt 13 cards face
up could start with a finished sequence the rules never removed).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Final

from .errors import SpecError
from .policies import BUILD_POLICIES, EMPTY_POLICIES, GROUP_POLICIES
from .values import is_whole

SUIT_COUNTS: Final = (1, 2, 4)
#: The largest size of any one score value (start, floor, points per event): a saved game
#: holds scores up to a billion, which such values keep out of reach of any real game.
MAX_POINTS: Final = 1_000_000
#: The most face-up cards a column may be dealt: 13 could be a finished sequence, which the
#: rules remove only after a move or a deal, so the first position would not be sound.
MAX_FACE_UP: Final = 12
_KEY = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_LETTERS = re.compile(r"^[A-Z]{1,3}$")
#: The engine's own policy keys by kind: what a spec is checked against without a catalog.
BUILT_IN_KEYS: Final[Mapping[str, Collection[str]]] = {
    "group": frozenset(GROUP_POLICIES), "build": frozenset(BUILD_POLICIES),
    "empty": frozenset(EMPTY_POLICIES),
}
_POLICY_NAMES: Final = {"group": "group policy", "build": "build policy",
                        "empty": "empty-column policy"}


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

    def validate(self, who: str = "scoring") -> None:
        """Raise :class:`SpecError` (field ``"scoring"``) for points a game could not keep:
        not whole, beyond :data:`MAX_POINTS`, or a start below the floor (the first
        position's score would be one no saved game may hold)."""
        values = {"start": self.start, "move": self.move, "deal": self.deal,
                  "removal": self.removal, "floor": self.floor}
        for name, value in values.items():
            if name == "floor" and value is None:
                continue
            _check(is_whole(value) and -MAX_POINTS <= value <= MAX_POINTS,
                   f"{who}: scoring.{name} must be a whole number from {-MAX_POINTS} to "
                   f"{MAX_POINTS}, not {value!r}", "scoring")
        _check(self.floor is None or self.start >= self.floor,
               f"{who}: scoring.start ({self.start}) is below scoring.floor ({self.floor}): "
               "a game would start with a score it may never have", "scoring")


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
    """``True``: every code carries its rule's letter (``SP1-S2C-…``, ``SP1-S2R-…``).
    ``False``: a Classic code carries none (``SD1-S1-…``), and a rule other than Classic
    adds its letter (``SD1-S4O-…``), so codes made before the variant had rules still read."""
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

    def validate(self, policies: Mapping[str, Collection[str]] | None = None) -> None:
        """Raise :class:`SpecError` naming the first field that is wrong or would fail later.

        ``policies`` are the known policy keys by kind (a catalog's, plugins' included);
        ``None``: the engine's own.
        """
        who = f"variant {self.key!r}"
        _check(isinstance(self.key, str) and bool(_KEY.match(self.key)),
               f"{who}: the key must be lowercase letters, digits or '_', starting with a "
               "letter", "key")
        _check(isinstance(self.name, str) and bool(self.name.strip()),
               f"{who}: the name is empty", "name")
        _check(isinstance(self.description, str), f"{who}: the description must be text",
               "description")
        _check(isinstance(self.rules, str), f"{who}: the rules must be text", "rules")
        _check(is_whole(self.order), f"{who}: order must be a whole number", "order")
        _check(isinstance(self.letters, str) and bool(_LETTERS.match(self.letters)),
               f"{who}: code letters must be 1 to 3 capital letters A-Z, not {self.letters!r}",
               "letters")
        _check(is_whole(self.decks) and 1 <= self.decks <= 8,
               f"{who}: decks must be a whole number from 1 to 8, not {self.decks!r}", "decks")
        self._validate_layout(who)
        self._validate_deals(who)
        _check(isinstance(self.suit_options, tuple) and len(self.suit_options) > 0
               and all(is_whole(s) and s in SUIT_COUNTS for s in self.suit_options)
               and len(set(self.suit_options)) == len(self.suit_options),
               f"{who}: suit options (suit_options) must be some of 1, 2, 4, each once, not "
               f"{self.suit_options!r}", "suit_options")
        _check(self.default_suits is None or (is_whole(self.default_suits)
                                              and self.default_suits in self.suit_options),
               f"{who}: the default suit count (default_suits) {self.default_suits!r} is not "
               "one of its options", "default_suits")
        known = BUILT_IN_KEYS if policies is None else policies
        for kind in ("group", "build", "empty"):
            _check_policy(who, kind, getattr(self, kind), known)
        for flag in ("deal_needs_full_columns", "code_has_rule"):
            _check(isinstance(getattr(self, flag), bool), f"{who}: {flag} must be True or "
                   f"False, not {getattr(self, flag)!r}", flag)
        _check(isinstance(self.scoring, Scoring), f"{who}: scoring must be a Scoring of "
               "whole numbers", "scoring")
        self.scoring.validate(f"{who}: scoring")

    def _validate_layout(self, who: str) -> None:
        _check(isinstance(self.layout, tuple) and 1 <= len(self.layout) <= 20,
               f"{who}: the layout must be a tuple of 1 to 20 columns", "layout")
        for n, column in enumerate(self.layout, 1):
            _check(isinstance(column, tuple) and len(column) == 2
                   and all(is_whole(x) and x >= 0 for x in column)
                   and 1 <= column[1] <= MAX_FACE_UP,
                   f"{who}: column {n} of the layout must be (face_down, face_up) with 1 to "
                   f"{MAX_FACE_UP} cards face up (13 could be a finished sequence before the "
                   f"first move), not {column!r}", "layout")

    def _validate_deals(self, who: str) -> None:
        _check(isinstance(self.deals, tuple),
               f"{who}: the deal plan (deals) must be a tuple of deals", "deals")
        for n, plan in enumerate(self.deals, 1):
            _check(isinstance(plan, tuple) and len(plan) > 0
                   and all(is_whole(c) and 0 <= c < len(self.layout) for c in plan)
                   and len(set(plan)) == len(plan),
                   f"{who}: deal {n} must list distinct column indices from 0 to "
                   f"{len(self.layout) - 1}, not {plan!r} (deals)", "deals")
        tableau = sum(down + up for down, up in self.layout)
        _check(tableau + self.stock_size == self.card_count,
               f"{who}: the cards do not add up: {tableau} in the layout + {self.stock_size} "
               f"in the deal plan (deals) != {self.card_count} in {self.decks} deck(s)",
               "deals")


#: The fields a rule may override, in the order the help pages tell them.
OVERRIDES: Final = ("group", "build", "empty", "deal_needs_full_columns")


@dataclass(frozen=True, slots=True)
class RuleSpec:
    """An optional rule: for the variants and suit counts it lists, it overrides some of
    the variant's policies.

    ``group``, ``build`` and ``empty`` name a policy of that kind, and
    ``deal_needs_full_columns`` says whether a deal needs every column filled; ``None``
    (the default) keeps the variant's own. A game has one rule: a combination of two
    (Relaxed and Open deal) would be a rule of its own, with its own letter.
    """

    key: str
    name: str
    letter: str
    variants: tuple[str, ...]
    suits: tuple[int, ...]
    group: str | None = None
    description: str = ""
    """One line for the New Game dialog."""
    build: str | None = None
    empty: str | None = None
    deal_needs_full_columns: bool | None = None
    rules: str = ""
    """What the rule changes, in a few plain sentences, for help pages."""

    def applies_to(self, variant: str, suits: int) -> bool:
        return variant in self.variants and suits in self.suits

    def applied_to(self, variant: VariantSpec) -> VariantSpec:
        """``variant`` as played under this rule: its policies with this rule's overrides
        (whether or not the rule lists it: the catalog only offers it where it does)."""
        changed = {name: getattr(self, name) for name in OVERRIDES
                   if getattr(self, name) is not None}
        return dataclasses.replace(variant, **changed) if changed else variant

    def changes(self, variant: VariantSpec) -> tuple[str, ...]:
        """The fields of :data:`OVERRIDES` this rule sets to other values than ``variant``'s."""
        return tuple(name for name in OVERRIDES
                     if getattr(self, name) is not None
                     and getattr(self, name) != getattr(variant, name))

    def validate(self, policies: Mapping[str, Collection[str]] | None = None) -> None:
        """Raise :class:`SpecError` naming the first field at fault.

        ``policies`` are the known policy keys by kind; ``None`` checks only that each
        policy named is a key, since a rule is nothing without a catalog: the catalog
        checks the variants and the policies it names against its own (a plugin's too).
        """
        who = f"rule {self.key!r}"
        _check(isinstance(self.key, str) and bool(_KEY.match(self.key)),
               f"{who}: the key must be lowercase letters, digits or '_', starting with a "
               "letter", "key")
        _check(isinstance(self.name, str) and bool(self.name.strip()),
               f"{who}: the name is empty", "name")
        _check(isinstance(self.description, str), f"{who}: the description must be text",
               "description")
        _check(isinstance(self.rules, str), f"{who}: the rules must be text", "rules")
        _check(isinstance(self.letter, str) and len(self.letter) == 1 and self.letter.isupper()
               and self.letter.isascii(),
               f"{who}: the code letter must be one capital letter A-Z, not {self.letter!r}",
               "letter")
        _check(isinstance(self.variants, tuple) and len(self.variants) > 0
               and all(isinstance(v, str) for v in self.variants)
               and len(set(self.variants)) == len(self.variants),
               f"{who}: variants must be a tuple of variant keys, each once", "variants")
        _check(isinstance(self.suits, tuple) and len(self.suits) > 0
               and all(is_whole(s) and s in SUIT_COUNTS for s in self.suits)
               and len(set(self.suits)) == len(self.suits),
               f"{who}: suits must be some of 1, 2, 4, each once, not {self.suits!r}", "suits")
        _check(any(getattr(self, name) is not None for name in OVERRIDES),
               f"{who}: a rule must name the group policy, build policy or empty-column "
               "policy it uses, or set deal_needs_full_columns", "group")
        for kind in ("group", "build", "empty"):
            key = getattr(self, kind)
            if key is None:
                continue
            if policies is None:
                _check(isinstance(key, str) and bool(key),
                       f"{who}: the {_POLICY_NAMES[kind]} must be a key, not {key!r}", kind)
            else:
                _check_policy(who, kind, key, policies)
        _check(self.deal_needs_full_columns is None
               or isinstance(self.deal_needs_full_columns, bool),
               f"{who}: deal_needs_full_columns must be True, False or None (the variant's), "
               f"not {self.deal_needs_full_columns!r}", "deal_needs_full_columns")


#: The rule every variant has: the variant as it is declared.
CLASSIC: Final = RuleSpec(
    key="classic", name="Classic", letter="C", variants=(), suits=SUIT_COUNTS,
    group=None,  # the variant's own policies, all of them
    description="Groups move as the variant says (in Spider: only when all one suit).",
)


def _check_policy(who: str, kind: str, key: object,
                  known: Mapping[str, Collection[str]]) -> None:
    keys = known.get(kind, ())
    _check(isinstance(key, str) and key in keys,
           f"{who}: unknown {_POLICY_NAMES[kind]} {key!r} (known: {', '.join(sorted(keys))})",
           kind)


def _check(condition: bool, message: str, field: str) -> None:
    if not condition:
        raise SpecError(message, field)
