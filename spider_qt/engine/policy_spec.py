"""A policy a plugin adds: a predicate the engine runs, and the sentence that says why not.

The engine's own policies (:mod:`.policies`) explain a refusal with a sentence of its
table (:mod:`.refusals`), which the app translates. A plugin's policy brings its own:
a stable ``rule_id`` (never one of the engine's, so a refusal always names whose rule
it is) and an English ``message``. The window shows that message as it is: the app
cannot translate a plugin's sentence unless the plugin ships translations of it.

Everything is checked at registration, because a predicate is code that runs in the
inner loop of legal-move generation: one that takes the wrong arguments, raises or
answers something other than ``True``/``False`` would otherwise break a game in play,
long after the plugin loaded. It is tried on a sample of cards once, here.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from .cards import ACE, KING, Card, Suit
from .errors import SpecError
from .policies import ARITY, Policy, PolicyKind
from .refusals import WORDINGS, Refusal, RuleId
from .wording import fill

_KEY: Final = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")
_RULE_ID: Final = re.compile(r"^[a-z][a-z0-9_./-]{0,63}$")
_PLACEHOLDER: Final = re.compile(r"%(\d)")
#: The engine's refusal ids: a plugin's policy must say no in words of its own.
ENGINE_RULE_IDS: Final = frozenset({*(str(r) for r in RuleId), *WORDINGS})
#: Cards a predicate is tried on at registration: every suit, the ends and the middle of
#: the ranks, face up and down (a group's cards are face up, but a predicate may be asked
#: about any card the table holds).
_SAMPLE: Final = tuple(
    Card(rank, suit, face_up)
    for suit in Suit for rank in (ACE, 2, 7, 12, KING) for face_up in (True, False)
    if face_up or rank == 7
)


@dataclass(frozen=True, slots=True)
class PolicySpec:
    """A policy, as a plugin registers it with ``spider_qt_register_policies``.

    ``kind`` is ``"group"`` (which face-up cards move together: ``fits(upper, lower)``
    for each neighbouring pair), ``"build"`` (what a card goes on: ``fits(target, card)``)
    or ``"empty"`` (what an empty column takes: ``fits(card)``). ``key`` is the name
    variants and rules give it (lowercase letters, digits, ``-`` or ``_``); it must be
    free among every kind's keys. ``fits`` receives :class:`~.cards.Card` values and
    returns ``True`` or ``False``.

    When ``fits`` says no, the refusal carries ``rule_id`` (stable, lowercase, not one of
    the engine's :class:`~.refusals.RuleId`) and ``message``, an English sentence in which
    ``%1`` and ``%2`` are the English names of the cards ``fits`` was given, in order
    ("The %2 cannot lie on the %1: colours must alternate."). The window shows this
    sentence as it is: the app cannot translate it unless the plugin ships translations.
    ``summary`` says in a few words what the policy allows, for the help pages
    ("descending by one rank, red and black alternating").
    """

    kind: str
    key: str
    fits: Callable[..., bool]
    rule_id: str
    message: str
    summary: str

    @property
    def arity(self) -> int:
        return len(ARITY[PolicyKind(self.kind)])

    def validate(self) -> None:
        """Raise :class:`SpecError` naming the first field that would fail later."""
        key = self.key if isinstance(self.key, str) else repr(self.key)
        who = f"policy {key!r}"
        kinds = ", ".join(repr(k.value) for k in PolicyKind)
        _check(isinstance(self.kind, str) and self.kind in set(PolicyKind),
               f"{who}: kind must be one of {kinds}, not {self.kind!r}", "kind")
        _check(isinstance(self.key, str) and bool(_KEY.match(self.key)),
               f"{who}: the key must be lowercase letters, digits, '-' or '_', starting with "
               "a letter (at most 40)", "key")
        _check(isinstance(self.summary, str) and bool(self.summary.strip()),
               f"{who}: the summary (what the policy allows, for the help pages) is empty",
               "summary")
        _check(isinstance(self.rule_id, str) and bool(_RULE_ID.match(self.rule_id)),
               f"{who}: rule_id must be lowercase letters, digits, '-', '_', '.' or '/', "
               f"starting with a letter (at most 64), not {self.rule_id!r}", "rule_id")
        _check(self.rule_id not in ENGINE_RULE_IDS,
               f"{who}: rule_id {self.rule_id!r} is one of the engine's own: a plugin's "
               "refusal needs an id of its own", "rule_id")
        self._check_message(who)
        self._check_fits(who)

    def _check_message(self, who: str) -> None:
        _check(isinstance(self.message, str) and bool(self.message.strip()),
               f"{who}: the message (why a move is refused) is empty", "message")
        for number in _PLACEHOLDER.findall(self.message):
            _check(1 <= int(number) <= self.arity,
                   f"{who}: the message has %{number}, but a {self.kind} policy names "
                   f"{self.arity} card(s): %1 to %{self.arity}", "message")

    def _check_fits(self, who: str) -> None:
        _check(callable(self.fits), f"{who}: fits must be a function", "fits")
        try:
            inspect.signature(self.fits).bind(*([None] * self.arity))
        except TypeError:
            raise SpecError(f"{who}: fits must take {self.arity} card(s) "
                            f"({', '.join(ARITY[PolicyKind(self.kind)])})", "fits") from None
        except ValueError:  # no signature to read (some built-in callables)
            raise SpecError(f"{who}: fits must be a function whose arguments can be read "
                            "(a def or a lambda)", "fits") from None
        for cards in _samples(self.arity):
            try:
                answer = self.fits(*cards)
            except Exception as exc:
                raise SpecError(f"{who}: fits raised {type(exc).__name__} for "
                                f"{' and '.join(c.token for c in cards)}: {exc}", "fits") from None
            _check(isinstance(answer, bool),
                   f"{who}: fits must return True or False, not {type(answer).__name__}", "fits")

    def policy(self) -> Policy[Any]:
        """The engine's form: the predicate, and an explanation built from ``message``."""
        names = ARITY[PolicyKind(self.kind)]
        rule_id, message = self.rule_id, self.message

        def explain(*cards: Card) -> Refusal:
            details = {name: card.token for name, card in zip(names, cards, strict=True)}
            return Refusal(rule_id, fill(message, *(card.name for card in cards)), details)

        return Policy(self.key, self.fits, explain, self.summary)


def _samples(arity: int) -> list[tuple[Card, ...]]:
    if arity == 1:
        return [(card,) for card in _SAMPLE]
    return [(a, b) for a in _SAMPLE for b in _SAMPLE]


def _check(condition: bool, message: str, field: str) -> None:
    if not condition:
        raise SpecError(message, field)
