"""Game codes: ``<variant letters><format version>-S<suits><rule letter>-<shuffle>``.

``SP1-S2C-AAAAAAD`` is Spider, code format 1, 2 suits, Classic rule, shuffle 3.
Variants whose codes carry no rule letter (Spiderette: ``SD1-S1-AAAAABD``) omit
it. The shuffle is a 7-letter base-26 number, ``A`` = 0, most significant first.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Final

from .catalog import Catalog
from .errors import CodeError
from .specs import RuleSpec, VariantSpec

#: The code format this release writes and reads. Bump it with the shuffle.
CODE_VERSION: Final = 1
SHUFFLE_LETTERS: Final = 7
DEAL_COUNT: Final = 26**SHUFFLE_LETTERS

_SHAPE = re.compile(r"^([A-Z]+)([0-9]+)-S([0-9]+)([A-Z]?)-([A-Z]+)$")
_FORM = "letters, version, '-S', suits, rule letter, '-', 7 letters (e.g. SP1-S2C-AAAAAAD)"


@dataclass(frozen=True, slots=True)
class GameCode:
    """A parsed code: which variant, suits, rule and shuffle number."""

    variant: VariantSpec
    suits: int
    rule: RuleSpec
    deal: int

    def __str__(self) -> str:
        rule = self.rule.letter if self.variant.code_has_rule else ""
        return f"{self.variant.letters}{CODE_VERSION}-S{self.suits}{rule}-{encode_deal(self.deal)}"


def encode_deal(deal: int) -> str:
    if not 0 <= deal < DEAL_COUNT:
        raise CodeError(f"deal number must be from 0 to {DEAL_COUNT - 1}, not {deal}")
    letters = []
    for _ in range(SHUFFLE_LETTERS):
        deal, digit = divmod(deal, 26)
        letters.append(chr(ord("A") + digit))
    return "".join(reversed(letters))


def decode_deal(text: str) -> int:
    if len(text) != SHUFFLE_LETTERS or not text.isalpha() or not text.isascii():
        raise CodeError(f"the shuffle part must be {SHUFFLE_LETTERS} letters A-Z, not {text!r}")
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
    """
    spec = catalog.default_variant if variant is None else catalog.variant(variant)
    if suits is None:
        suits = spec.initial_suits
    if suits not in spec.suit_options:
        options = ", ".join(map(str, spec.suit_options))
        raise CodeError(f"{spec.name} is played with {options} suit(s), not {suits!r}")
    rule_spec = catalog.rule(spec, suits, rule)
    if deal is None:
        deal = random_deal()
    if isinstance(deal, bool) or not isinstance(deal, int) or not 0 <= deal < DEAL_COUNT:
        raise CodeError(f"deal number must be from 0 to {DEAL_COUNT - 1}, not {deal!r}")
    return GameCode(spec, suits, rule_spec, deal)


def parse_code(text: str, catalog: Catalog) -> GameCode:
    """Read a code typed or pasted by a player: trimmed, case-insensitive."""
    if not isinstance(text, str):
        raise CodeError(f"a game code must be text, not {type(text).__name__}")
    cleaned = text.strip()
    if not cleaned:
        raise CodeError("the game code is empty")
    if not cleaned.isascii():
        raise CodeError(f"{cleaned!r} is not a game code: only letters A-Z, digits and '-' occur")
    cleaned = cleaned.upper()
    match = _SHAPE.match(cleaned)
    if match is None:
        raise CodeError(f"{text.strip()!r} is not a game code: expected {_FORM}")
    letters, version, suits_text, rule_letter, shuffle = match.groups()
    if any(len(n) > 1 and n.startswith("0") for n in (version, suits_text)):
        raise CodeError(f"{text.strip()!r} is not a game code: numbers have no leading zero")
    spec = catalog.variant_by_letters(letters)
    if int(version) != CODE_VERSION:
        raise CodeError(
            f"code format version {int(version)} is not known to this release "
            f"(it reads version {CODE_VERSION})"
        )
    suits = int(suits_text)
    if suits not in spec.suit_options:
        options = ", ".join(map(str, spec.suit_options))
        raise CodeError(f"{spec.name} is played with {options} suit(s), not {suits}")
    if spec.code_has_rule:
        if not rule_letter:
            offered = "/".join(r.letter for r in catalog.rules_for(spec.key, suits))
            raise CodeError(f"{spec.name} codes need a rule letter after the suits ({offered})")
        rule = catalog.rule_by_letter(spec, suits, rule_letter)
    else:
        if rule_letter:
            raise CodeError(f"{spec.name} codes carry no rule letter, but {rule_letter!r} follows "
                            "the suits")
        rule = catalog.rule(spec, suits, "classic")
    return GameCode(spec, suits, rule, decode_deal(shuffle))
