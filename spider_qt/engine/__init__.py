"""The rules of spider-qt: plain, typed Python with no Qt and no plugin machinery.

Everything that decides what is legal lives here; the board, saved games,
statistics and help pages all ask it. Variants are looked up in a
:class:`Catalog` that plugins fill.

>>> g = new_game("SP1-S1C-AAAAAAD")
>>> g.variant, g.suits, g.rule, g.stock, g.deals_left
('spider', 1, 'classic', 50, 5)
"""

from __future__ import annotations

from .actions import DEAL, EARLIER_LIMIT, UNDO_LIMIT, Action, Deal, Move, Outcome, Snapshot
from .cards import ACE, KING, RANKS, SEQUENCE_LENGTH, SUIT_ORDER, Card, Suit, rank_token
from .catalog import Catalog, default_catalog, set_catalog_provider, set_default_catalog
from .codes import (
    CODE_EXAMPLE,
    CODE_VERSION,
    DEAL_COUNT,
    SHUFFLE_LETTERS,
    GameCode,
    make_code,
    parse_code,
)
from .errors import CodeError, CodeReason, MoveError, SpecError, StateError
from .game import Game
from .lines import replayed, wins
from .policies import PolicyKind
from .policy_spec import PolicySpec
from .refusals import Refusal, RuleId, refusal_sentence
from .rulesets import Ruleset
from .shuffle import SplitMix64
from .specs import CLASSIC, RuleSpec, Scoring, VariantSpec
from .values import is_whole
from .wording import QT_TRANSLATE_NOOP, SUIT_NAMES, fill

#: The one door: every layer above the engine (the app, its plugins, the solver) imports
#: from here, never from the modules, which may then move and split freely.
__all__ = [
    "ACE",
    "CLASSIC",
    "CODE_EXAMPLE",
    "CODE_VERSION",
    "DEAL",
    "DEAL_COUNT",
    "EARLIER_LIMIT",
    "KING",
    "QT_TRANSLATE_NOOP",
    "RANKS",
    "SEQUENCE_LENGTH",
    "SHUFFLE_LETTERS",
    "SUIT_NAMES",
    "SUIT_ORDER",
    "UNDO_LIMIT",
    "Action",
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
    "Snapshot",
    "SpecError",
    "SplitMix64",
    "StateError",
    "Suit",
    "VariantSpec",
    "default_catalog",
    "fill",
    "is_whole",
    "make_code",
    "new_game",
    "parse_code",
    "rank_token",
    "refusal_sentence",
    "replayed",
    "set_catalog_provider",
    "set_default_catalog",
    "wins",
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
