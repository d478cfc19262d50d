"""The rules of spider-qt: plain, typed Python with no Qt and no plugin machinery.

Everything that decides what is legal lives here; the board, saved games,
statistics and help pages all ask it. Variants are looked up in a
:class:`Catalog` that plugins fill.

>>> g = new_game("SP1-S1C-AAAAAAD")
>>> g.variant, g.suits, g.rule, g.stock, g.deals_left
('spider', 1, 'classic', 50, 5)
"""

from __future__ import annotations

from .cards import Card, Suit
from .catalog import Catalog, default_catalog
from .codes import GameCode, make_code, parse_code
from .errors import CodeError, CodeReason, MoveError, SpecError, StateError
from .game import DEAL, Deal, Game, Move, Outcome
from .policies import PolicyKind
from .policy_spec import PolicySpec
from .refusals import Refusal, RuleId
from .rulesets import Ruleset
from .specs import RuleSpec, Scoring, VariantSpec

__all__ = [
    "DEAL",
    "Card",
    "Catalog",
    "CodeError",
    "CodeReason",
    "Deal",
    "Game",
    "GameCode",
    "Move",
    "MoveError",
    "Outcome",
    "PolicyKind",
    "PolicySpec",
    "Refusal",
    "RuleId",
    "RuleSpec",
    "Ruleset",
    "Scoring",
    "SpecError",
    "StateError",
    "Suit",
    "VariantSpec",
    "make_code",
    "new_game",
    "parse_code",
]


def new_game(
    code: str | None = None,
    *,
    variant: str | None = None,
    suits: int | None = None,
    rule: str = "classic",
    deal: int | None = None,
    catalog: Catalog | None = None,
) -> Game:
    """Start a deal from a game code, or from its parts (``deal=None``: a random shuffle).

    ``variant=None`` means the catalog's default variant (the lowest declared ``order``:
    the built-in Spider); ``suits=None`` the variant's default count.

    Raises :class:`CodeError` when the code or a part of it is not valid.
    """
    cat = catalog if catalog is not None else default_catalog()
    if code is not None:
        return Game.start(parse_code(code, cat))
    return Game.start(make_code(cat, variant, suits, rule, deal))
