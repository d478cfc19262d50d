"""Game codes: ``<variant letters><format version>-S<suits><rule letter>-<shuffle>``.

``SP1-S2C-AAAAAAD`` is Spider, code format 1, 2 suits, Classic rule, shuffle 3.
Variants declared with ``code_has_rule=False`` (Spiderette) carry no letter for
Classic (``SD1-S1-AAAAABD``, as before they had rules), and the letter of any other
rule (``SD1-S4O-AAAAABD``: Open deal); ``SD1-S1C-…`` is refused, so each game keeps
one code. The shuffle is a 7-letter base-26 number, ``A`` = 0, most significant first.

A code is whatever a player typed or pasted, so :func:`parse_code` accepts any
text at all and refuses a bad one only with :class:`CodeError`, after work
bounded by :data:`MAX_TEXT_LENGTH` (never a regex or an ``int()`` over the whole
input, which for 5000 digits raises Python's own ``ValueError``).
"""

from __future__ import annotations

import os
import re
import string
from dataclasses import dataclass, field
from typing import Final

from .catalog import Catalog
from .errors import CodeError, CodeReason, shown
from .rulesets import Ruleset
from .specs import CLASSIC, RuleSpec, VariantSpec
from .values import is_whole

#: The code format this release writes and reads. Bump it with the shuffle.
CODE_VERSION: Final = 1
SHUFFLE_LETTERS: Final = 7
DEAL_COUNT: Final = 26**SHUFFLE_LETTERS
#: The longest input read at all, spaces and line breaks around the code included.
MAX_TEXT_LENGTH: Final = 1000
#: The longest code once trimmed: the longest real one (3 letters, a 3-digit version
#: and suit count) is 20 characters.
MAX_CODE_LENGTH: Final = 40
#: What a player is shown as the shape of a code.
CODE_EXAMPLE: Final = "SP1-S2C-AAAAAAD"

_ALLOWED: Final = frozenset(string.ascii_letters + string.digits + "-")
# Over at most MAX_CODE_LENGTH characters of _ALLOWED: no backtracking to speak of.
_SHAPE = re.compile(r"([A-Z]+)([0-9]{1,3})-S([0-9]{1,3})([A-Z]?)-([A-Z]+)")
_FORM = ("variant letters and format version, '-S', the number of suits and a rule letter, "
         f"'-', {SHUFFLE_LETTERS} letters (e.g. {CODE_EXAMPLE})")


@dataclass(frozen=True, slots=True)
class GameCode:
    """A parsed code: which variant, suits, rule and shuffle number.

    ``ruleset`` is what a game of it plays by, resolved by the catalog that read or made
    the code (its plugins' policies included); it takes no part in comparing codes.
    ``None`` (a code put together by hand) means the engine's own policies.
    """

    variant: VariantSpec
    suits: int
    rule: RuleSpec
    deal: int
    ruleset: Ruleset | None = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        rule = self.rule.letter if has_letter(self.variant, self.rule) else ""
        return f"{self.variant.letters}{CODE_VERSION}-S{self.suits}{rule}-{encode_deal(self.deal)}"


def has_letter(variant: VariantSpec, rule: RuleSpec) -> bool:
    """Whether a code of ``variant`` under ``rule`` shows the rule's letter: always where
    codes carry one, else for every rule but Classic (see ``code_has_rule``)."""
    return variant.code_has_rule or rule.key != CLASSIC.key


def _check_deal(deal: object) -> int:
    if not is_whole(deal) or not 0 <= deal < DEAL_COUNT:
        raise CodeError(f"deal number must be from 0 to {DEAL_COUNT - 1}, not {shown(deal)}",
                        CodeReason.BAD_DEAL, highest=DEAL_COUNT - 1)
    return deal


def encode_deal(deal: int) -> str:
    deal = _check_deal(deal)
    letters = []
    for _ in range(SHUFFLE_LETTERS):
        deal, digit = divmod(deal, 26)
        letters.append(chr(ord("A") + digit))
    return "".join(reversed(letters))


def decode_deal(text: str) -> int:
    if (not isinstance(text, str) or len(text) != SHUFFLE_LETTERS or not text.isalpha()
            or not text.isascii()):
        raise CodeError(
            f"the shuffle part must be {SHUFFLE_LETTERS} letters A-Z, not {shown(text)}",
            CodeReason.BAD_SHUFFLE, letters=SHUFFLE_LETTERS,
        )
    value = 0
    for ch in text.upper():
        value = value * 26 + ord(ch) - ord("A")
    return value


def random_deal() -> int:
    """A deal number from the OS's entropy, uniform by rejection (no ``secrets`` import cost)."""
    limit = (1 << 40) - (1 << 40) % DEAL_COUNT
    while True:
        value = int.from_bytes(os.urandom(5), "big")
        if value < limit:
            return value % DEAL_COUNT


def make_code(
    catalog: Catalog, variant: str | None = None, suits: int | None = None,
    rule: str = "classic", deal: int | None = None,
) -> GameCode:
    """Check the parts of a code against the catalog and put them together.

    ``variant=None`` is the catalog's default variant, ``suits=None`` its default count.
    Parts of the wrong type (``suits=True``, ``deal=3.0``) are refused like wrong values.
    """
    spec = catalog.default_variant if variant is None else catalog.variant(variant)
    if suits is None:
        suits = spec.initial_suits
    _check_suits(spec, suits)
    rule_spec = catalog.rule(spec, suits, rule)
    return GameCode(spec, suits, rule_spec, random_deal() if deal is None else _check_deal(deal),
                    catalog.ruleset(spec, rule_spec))


def _check_suits(spec: VariantSpec, suits: object) -> None:
    if not is_whole(suits) or suits not in spec.suit_options:
        *head, last = spec.suit_options
        options = f"{', '.join(map(str, head))} or {last}" if head else str(last)
        raise CodeError(
            f"{spec.name} is played with {options} suit(s), not {shown(suits)}",
            CodeReason.WRONG_SUITS, variant=spec.name, options=spec.suit_options,
            suits=suits if isinstance(suits, int) and 0 <= suits < 1000 else None,
        )


def parse_code(text: str, catalog: Catalog) -> GameCode:
    """Read a code typed or pasted by a player: trimmed, case-insensitive, any text at all."""
    if not isinstance(text, str):
        raise CodeError(f"a game code must be text, not {type(text).__name__}",
                        CodeReason.NOT_A_CODE, example=CODE_EXAMPLE)
    if len(text) > MAX_TEXT_LENGTH:
        raise _too_long(len(text))
    cleaned = text.strip()
    if not cleaned:
        raise CodeError("the game code is empty", CodeReason.EMPTY, example=CODE_EXAMPLE)
    if len(cleaned) > MAX_CODE_LENGTH:
        raise _too_long(len(cleaned))
    if not _ALLOWED.issuperset(cleaned):
        raise CodeError(f"{cleaned!r} is not a game code: only letters A-Z, digits and '-' occur",
                        CodeReason.BAD_CHARACTERS, example=CODE_EXAMPLE)
    match = _SHAPE.fullmatch(cleaned.upper())
    if match is None:
        raise CodeError(f"{cleaned!r} is not a game code: expected {_FORM}",
                        CodeReason.NOT_A_CODE, example=CODE_EXAMPLE)
    letters, version_text, suits_text, rule_letter, shuffle = match.groups()
    if any(len(n) > 1 and n.startswith("0") for n in (version_text, suits_text)):
        raise CodeError(f"{cleaned!r} is not a game code: numbers have no leading zero",
                        CodeReason.NOT_A_CODE, example=CODE_EXAMPLE)
    version = int(version_text)  # at most 3 digits: the pattern says so
    if version != CODE_VERSION:
        raise CodeError(
            f"code format version {version} is not known to this release "
            f"(it reads version {CODE_VERSION})",
            CodeReason.FUTURE_VERSION if version > CODE_VERSION else CodeReason.UNKNOWN_VERSION,
            version=version, known=CODE_VERSION, letters=letters,
        )
    spec = catalog.variant_by_letters(letters)
    suits = int(suits_text)
    _check_suits(spec, suits)
    rule = _rule(catalog, spec, suits, rule_letter)
    return GameCode(spec, suits, rule, decode_deal(shuffle), catalog.ruleset(spec, rule))


def _rule(catalog: Catalog, spec: VariantSpec, suits: int, letter: str) -> RuleSpec:
    """The rule a code's letter names; for variants whose codes carry no letter for
    Classic, no letter is Classic and a letter must name one of the other rules."""
    offered = catalog.rules_for(spec.key, suits)
    if spec.code_has_rule:
        if not letter:
            raise CodeError(
                f"{spec.name} codes need a rule letter after the suits "
                f"({'/'.join(r.letter for r in offered)})",
                CodeReason.NEEDS_RULE_LETTER, variant=spec.name, suits=suits,
                rules=tuple((r.letter, r.name) for r in offered),
            )
        return catalog.rule_by_letter(spec, suits, letter)
    if not letter:
        return catalog.rule(spec, suits, CLASSIC.key)
    others = [r for r in offered if r.key != CLASSIC.key]
    for rule in others:
        if rule.letter == letter:
            return rule
    # Classic's own letter, or one no rule offered here has: the same refusal as before
    # the variant had rules, naming the letters that may follow (none for Classic).
    besides = (f" (Classic has none; other rules: "
               f"{', '.join(f'{r.letter} ({r.name})' for r in others)})" if others else "")
    raise CodeError(
        f"{spec.name} codes carry no rule letter, but {letter!r} follows the suits{besides}",
        CodeReason.NO_RULE_LETTER, variant=spec.name, letter=letter, suits=suits,
        rules=tuple((r.letter, r.name) for r in others),
    )


def _too_long(length: int) -> CodeError:
    return CodeError(
        f"a game code is at most {MAX_CODE_LENGTH} characters, and this text has {length}",
        CodeReason.TOO_LONG, example=CODE_EXAMPLE, length=length,
    )
