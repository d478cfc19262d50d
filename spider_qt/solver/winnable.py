"""Deals proven winnable, shipped with their winning lines, so "deal me a winnable game" and
"could this deal be won?" answer at once instead of after a solver's search.

The lists are made by ``tools/make_winnable.py`` under the Classic rule and read from
``spider_qt_resources/winnable/<variant>-<suits>.json``::

    {"generated_by": "...", "variant": "spider", "suits": 2, "rule": "classic",
     "proven": {"17": "05a07b/...", ...}, "unproven": [3, 4, ...]}

``proven`` maps a deal (shuffle) number to its winning line (:func:`encode_line`);
``unproven`` lists the deals tried and not won within the budget, so the script resumes
where it stopped.

A deal proven under Classic is winnable under any rule that only *adds* moves: the same
line stays legal move by move, since a deal's cards do not depend on the rule (the
shuffle uses the deal number, the deck and the variant only). Whether a rule only adds
moves is decided from the predicates themselves (:func:`only_adds_moves`), not from a
list of rule names, so a plugin's rule is judged like the built-in ones. And a line is
replayed under the asked rule before a code is handed out: a plugin that redefined a
built-in variant gets no stale answer.

Qt-free: the engine and the standard library only.
"""

from __future__ import annotations

import json
import random
from functools import lru_cache
from importlib.resources import files
from typing import Final

from spider_qt.engine import (
    CLASSIC,
    DEAL,
    RANKS,
    SUIT_ORDER,
    Action,
    Card,
    Catalog,
    CodeError,
    Game,
    GameCode,
    Move,
    Ruleset,
    RuleSpec,
    SpecError,
    VariantSpec,
    make_code,
    wins,
)

__all__ = ["FOLDER", "decode_line", "encode_line", "file_name", "only_adds_moves",
           "proven_deals", "proven_line", "winnable_code"]

#: Where the lists live inside the resources package.
FOLDER: Final = "winnable"
#: The digits of a move's three numbers (source, start, target: one character each).
DIGITS: Final = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: A deal, in an encoded line.
DEAL_MARK: Final = "/"
#: Every face-up card identity: what two rulesets are compared over.
FACES: Final = tuple(Card(rank, suit) for suit in SUIT_ORDER for rank in RANKS)


def file_name(variant: str, suits: int) -> str:
    return f"{variant}-{suits}.json"


# --- lines as text ---------------------------------------------------------------------------


def encode_line(actions: list[Action] | tuple[Action, ...]) -> str:
    """A line as compact text: three digits of :data:`DIGITS` per move, ``/`` per deal.
    ``ValueError`` for a number the digits cannot hold (a column of 62 cards or more)."""
    parts = []
    for action in actions:
        if not isinstance(action, Move):
            parts.append(DEAL_MARK)
            continue
        if any(not 0 <= n < len(DIGITS) for n in action):
            raise ValueError(f"{action} does not fit the line format")
        parts.append("".join(DIGITS[n] for n in action))
    return "".join(parts)


def decode_line(text: str) -> list[Action]:
    """The actions of :func:`encode_line`'s text; ``ValueError`` if it is not one."""
    actions: list[Action] = []
    i = 0
    while i < len(text):
        if text[i] == DEAL_MARK:
            actions.append(DEAL)
            i += 1
            continue
        chunk = text[i:i + 3]
        if len(chunk) < 3 or any(ch not in DIGITS for ch in chunk):
            raise ValueError(f"not a line: {chunk!r} at {i}")
        actions.append(Move(*(DIGITS.index(ch) for ch in chunk)))
        i += 3
    return actions


# --- which rules only add moves ----------------------------------------------------------


def _adds_only(classic: Ruleset, other: Ruleset) -> bool:
    """Whether every group, build and empty-column placing ``classic`` allows, ``other``
    allows too, over every pair of face-up card identities, and a deal it allows, too."""
    for upper in FACES:
        if classic.empty.fits(upper) and not other.empty.fits(upper):
            return False
        for lower in FACES:
            if classic.group.fits(upper, lower) and not other.group.fits(upper, lower):
                return False
            if classic.build.fits(upper, lower) and not other.build.fits(upper, lower):
                return False
    return classic.deal_needs_full_columns or not other.deal_needs_full_columns


def only_adds_moves(catalog: Catalog, variant: VariantSpec, rule: RuleSpec) -> bool:
    """Whether ``variant`` under ``rule`` allows every action the Classic rule allows (so
    any Classic win replays under it). Decided from the rulesets' predicates."""
    if rule.key == CLASSIC.key:
        return True
    try:
        return _adds_only(catalog.ruleset(variant, CLASSIC), catalog.ruleset(variant, rule))
    except SpecError:
        return False


# --- the lists ---------------------------------------------------------------------------------


@lru_cache(maxsize=16)
def _read(name: str) -> dict[int, str]:
    """A list's proven deals and their encoded lines (empty if there is no such list)."""
    resource = files("spider_qt_resources") / FOLDER / name
    try:
        data = json.loads(resource.read_text(encoding="utf-8"))
    except (FileNotFoundError, NotADirectoryError, ValueError):
        return {}
    proven = data.get("proven") if isinstance(data, dict) else None
    if not isinstance(proven, dict) or data.get("rule") != CLASSIC.key:
        return {}
    return {int(deal): line for deal, line in proven.items()
            if deal.isdigit() and isinstance(line, str)}


def proven_deals(variant: str, suits: int) -> tuple[int, ...]:
    """The deal numbers proven winnable under Classic for ``variant`` at ``suits`` suits."""
    return tuple(sorted(_read(file_name(variant, suits))))


def proven_line(code: GameCode, catalog: Catalog) -> list[Action] | None:
    """The winning line of ``code`` if its deal is on the list and its rule only adds moves
    to Classic (and the line does win it here); else ``None``: not known, not *unwinnable*."""
    text = _read(file_name(code.variant.key, code.suits)).get(code.deal)
    if text is None or not only_adds_moves(catalog, code.variant, code.rule):
        return None
    try:
        actions = decode_line(text)
    except ValueError:
        return None
    return actions if wins(Game.start(code), actions) else None


def winnable_code(catalog: Catalog, variant: str, suits: int, rule: str,
                  rng: random.Random | None = None) -> GameCode | None:
    """A random proven code of ``variant`` at ``suits`` suits under ``rule``: ``None`` when
    there is no list for it, the rule is not offered there, or it does not only add moves
    to Classic."""
    try:
        spec = catalog.variant(variant)
        rule_spec = catalog.rule(spec, suits, rule)
    except CodeError:
        return None
    deals = list(proven_deals(variant, suits))
    if not deals or not only_adds_moves(catalog, spec, rule_spec):
        return None
    chooser = rng if rng is not None else random.Random()
    chooser.shuffle(deals)
    for deal in deals[:8]:  # a bad line is a damaged file: a few tries, never a long loop
        code = make_code(catalog, variant, suits, rule, deal)
        if proven_line(code, catalog) is not None:
            return code
    return None
