"""Small helpers shared by the rule tests of every variant (engine and plugin tests)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pytest

from spider_qt.engine import DEAL, Game, Move, MoveError, Suit


def tokens(game: Game) -> list[list[str]]:
    """The columns as card tokens (``"#5S"``, ``"9H"``), deepest first."""
    return [[card.token for card in column] for column in game.columns]


def refused(game: Game, src: int, start: int, dst: int) -> MoveError:
    """Check the move is refused and changes nothing; return the error."""
    before = game.snapshot()
    assert not game.can_move(src, start, dst)
    refusal = game.refusal(Move(src, start, dst))
    assert refusal is not None
    # The error says exactly what the refusal says (the sentence a player is shown).
    with pytest.raises(MoveError, match=f"^{re.escape(refusal.message)}$") as info:
        game.move(src, start, dst)
    assert game.snapshot() == before
    assert not game.can_undo
    assert refusal.rule_id == info.value.rule_id
    return info.value


def refused_deal(game: Game) -> MoveError:
    """Check the deal is refused and changes nothing; return the error."""
    before, history = game.snapshot(), game.history
    refusal = game.refusal(DEAL)
    assert refusal is not None
    with pytest.raises(MoveError, match=f"^{re.escape(refusal.message)}$") as info:
        game.deal()
    assert (game.snapshot(), game.history) == (before, history)
    return info.value


def brute_force(game: Game) -> list[Move]:
    """Every (src, start, dst) the engine accepts, found by asking about each one.

    Asking the engine alone would only prove ``legal_moves`` and ``can_move`` agree, so the
    answer is also checked against the independent rules model below (for the built-in
    variants it knows): ``legal_moves() == brute_force(game)`` then tests the rules.
    """
    width = len(game.columns)
    accepted = [
        Move(src, start, dst)
        for src in range(width)
        for start in range(len(game.columns[src]))
        for dst in range(width)
        if game.can_move(src, start, dst)
    ]
    if (game.variant, game.rule) in MODEL_RULES:
        rules, pos = model_position(game)
        assert [tuple(m) for m in accepted] == model_moves(rules, pos), (
            "the engine and the rules model disagree")
    return accepted


def state(game: Game) -> dict[str, Any]:
    """The saved position without its history: what an undo or redo must restore."""
    data = game.to_dict()
    data.pop("history", None)
    return data


def deal_allowed(game: Game) -> bool:
    """What SPEC says about dealing in Spider and Spiderette (an oracle, not the engine's
    answer): a stock left, and no column empty."""
    return game.stock > 0 and all(game.columns)


# --- an independent rules model ------------------------------------------------------------
#
# Written from the rules in words (SPEC §1, §2, §6 and the built-in plugins' declarations
# and rule texts), on plain tuples. It never asks the engine anything: a position is read
# once (``model_position``) and from then on moves, deals, flips, removals and the score are
# the model's own. Tests compare the engine with it (``brute_force``, perft, properties).

#: A card: (rank 1-13, suit letter "S" "H" "D" "C", face up).
MCard = tuple[int, str, bool]
MColumn = tuple[MCard, ...]
#: A move (src, start, dst), or ``None`` for the deal.
MAction = tuple[int, int, int] | None

KING_RANK = 13
RUN_LENGTH = 13


@dataclass(frozen=True)
class ModelRules:
    """One variant × rule, as the rule texts state it.

    ``group``: which cards move together ("same-suit-run": descending by one in one suit;
    "descending-run": descending by one, suits mixed; "any-face-up": any face-up card with
    all the cards on it). ``build``: "any-suit" (one rank higher) or "same-suit" (one rank
    higher, same suit). ``empty``: "any" card or "king" only. ``deals``: the columns each deal
    feeds, in order. ``full_columns``: a deal is refused while a column is empty.
    """

    group: str
    build: str
    empty: str
    deals: tuple[tuple[int, ...], ...]
    full_columns: bool
    floor: int | None
    layout: tuple[tuple[int, int], ...]  # (face down, face up) per column at the start
    decks: int
    start: int = 500
    move: int = -1
    deal: int = -1
    removal: int = 100


_SPIDER_DEALS = (tuple(range(10)),) * 5
_SPIDER_LAYOUT = ((5, 1),) * 4 + ((4, 1),) * 6

#: (variant, rule) → its rules, written from SPEC and the plugins' rule texts.
MODEL_RULES: dict[tuple[str, str], ModelRules] = {
    # SPEC §1: groups all one suit (Classic) or merely descending (Relaxed); any card on
    # one rank higher; an empty column takes anything; no deal while a column is empty;
    # the score never goes below 0.
    ("spider", "classic"): ModelRules("same-suit-run", "any-suit", "any", _SPIDER_DEALS, True,
                                      0, _SPIDER_LAYOUT, 2),
    ("spider", "relaxed"): ModelRules("descending-run", "any-suit", "any", _SPIDER_DEALS, True,
                                      0, _SPIDER_LAYOUT, 2),
    # SPEC §2: Spider's rules, 7 columns of 1-7 cards, 3 deals of 7 then one of 3, no floor.
    ("spiderette", "classic"): ModelRules(
        "same-suit-run", "any-suit", "any", (tuple(range(7)),) * 3 + ((0, 1, 2),), True, None,
        tuple((n, 1) for n in range(7)), 1),
    # The Open deal plugin: Classic's rules, but a deal goes ahead with columns empty.
    ("spider", "open_deal"): ModelRules("same-suit-run", "any-suit", "any", _SPIDER_DEALS,
                                        False, 0, _SPIDER_LAYOUT, 2),
    ("spiderette", "open_deal"): ModelRules(
        "same-suit-run", "any-suit", "any", (tuple(range(7)),) * 3 + ((0, 1, 2),), False, None,
        tuple((n, 1) for n in range(7)), 1),
    # SPEC §6 and the Scorpion plugin: any face-up card moves with what lies on it, onto the
    # next higher card of its own suit; only a king fills a space; the 3-card reserve goes
    # onto columns 1-3 even with a column empty.
    ("scorpion", "classic"): ModelRules(
        "any-face-up", "same-suit", "king", ((0, 1, 2),), False, None,
        ((3, 4),) * 4 + ((0, 7),) * 3, 1),
    # SPEC §6 and the Simple Simon plugin: all face up, no stock, Spider's Classic moves.
    ("simple_simon", "classic"): ModelRules(
        "same-suit-run", "any-suit", "any", (), True, None,
        tuple((0, n) for n in (8, 8, 8, 7, 6, 5, 4, 3, 2, 1)), 1),
}


#: The engine's suits as the model's plain letters.
_SUIT_LETTERS: dict[object, str] = {suit: str(suit.value) for suit in Suit}


@dataclass(frozen=True)
class ModelPosition:
    columns: tuple[MColumn, ...]
    stock: tuple[tuple[int, str], ...]  # next dealt first
    deals_done: int
    removed: tuple[str, ...] = ()
    score: int = 500
    moves: int = 0


def model_position(game: Game) -> tuple[ModelRules, ModelPosition]:
    """Read the engine's position once, into the model's plain tuples."""
    rules = MODEL_RULES[(game.variant, game.rule)]
    letter = _SUIT_LETTERS
    columns = tuple(tuple((c.rank, letter[c.suit], c.face_up) for c in column)
                    for column in game.columns)
    stock = tuple((c.rank, letter[c.suit]) for c in game.stock_cards)
    left = [sum(len(plan) for plan in rules.deals[done:]) for done in range(len(rules.deals) + 1)]
    assert len(stock) in left, f"a stock of {len(stock)} fits no deal of the plan"
    return rules, ModelPosition(columns, stock, left.index(len(stock)),
                                tuple(letter[s] for s in game.removed_suits),
                                game.score, game.moves)


def model_state(game: Game) -> ModelPosition:
    """The engine's position in the model's terms (to compare with the model's own)."""
    return model_position(game)[1]


def _linked(group: str, upper: MCard, lower: MCard) -> bool:
    if not (upper[2] and lower[2]):
        return False
    if group == "any-face-up":
        return True
    descends = upper[0] == lower[0] + 1
    return descends and (group == "descending-run" or upper[1] == lower[1])


def _accepts(rules: ModelRules, column: MColumn, card: MCard) -> bool:
    if not column:
        return rules.empty == "any" or card[0] == KING_RANK
    top = column[-1]
    return top[2] and top[0] == card[0] + 1 and (rules.build == "any-suit" or top[1] == card[1])


def model_moves(rules: ModelRules, pos: ModelPosition) -> list[tuple[int, int, int]]:
    """Every legal move, ordered by source column, start index, target column.

    The cards from ``start`` down move together when each lies on the one before as the
    group rule says, so the movable starts are those of the longest such tail.
    """
    moves = []
    columns = pos.columns
    for src, column in enumerate(columns):
        if not column or not column[-1][2]:
            continue
        lowest = len(column) - 1
        while lowest > 0 and _linked(rules.group, column[lowest - 1], column[lowest]):
            lowest -= 1
        for start in range(lowest, len(column)):
            card = column[start]
            for dst, target in enumerate(columns):
                if dst != src and _accepts(rules, target, card):
                    moves.append((src, start, dst))
    return moves


def model_can_deal(rules: ModelRules, pos: ModelPosition) -> bool:
    if pos.deals_done >= len(rules.deals):
        return False
    return not rules.full_columns or all(pos.columns)


def model_actions(rules: ModelRules, pos: ModelPosition) -> list[MAction]:
    """The legal moves, then ``None`` for the deal when it is allowed."""
    actions: list[MAction] = list(model_moves(rules, pos))
    if model_can_deal(rules, pos):
        actions.append(None)
    return actions


def _scored(rules: ModelRules, score: int, delta: int) -> int:
    score += delta
    return score if rules.floor is None else max(rules.floor, score)


def _turn_up(column: list[MCard]) -> None:
    if column and not column[-1][2]:
        rank, suit, _ = column[-1]
        column[-1] = (rank, suit, True)


def _finished(column: list[MCard]) -> str | None:
    """The suit of a face-up king-to-ace run of one suit ending the column, if any."""
    tail = column[-RUN_LENGTH:]
    if len(tail) < RUN_LENGTH:
        return None
    suit = tail[0][1]
    ok = all(card == (KING_RANK - i, suit, True) for i, card in enumerate(tail))
    return suit if ok else None


def model_play(rules: ModelRules, pos: ModelPosition, action: MAction) -> ModelPosition:
    """The position after a legal ``action``: the move or deal, the card it uncovered turned
    up, then every finished run on the columns it touched removed (uncovering in turn)."""
    columns = [list(column) for column in pos.columns]
    stock = list(pos.stock)
    deals_done = pos.deals_done
    if action is None:
        touched = sorted(rules.deals[deals_done])
        for dst in rules.deals[deals_done]:
            rank, suit = stock.pop(0)
            columns[dst].append((rank, suit, True))
        deals_done += 1
        score = _scored(rules, pos.score, rules.deal)
    else:
        src, start, dst = action
        columns[dst].extend(columns[src][start:])
        del columns[src][start:]
        _turn_up(columns[src])
        touched = [dst, src]
        score = _scored(rules, pos.score, rules.move)
    removed = list(pos.removed)
    for index in touched:
        finished = _finished(columns[index])
        if finished is not None:
            del columns[index][-RUN_LENGTH:]
            _turn_up(columns[index])
            removed.append(finished)
            score = _scored(rules, score, rules.removal)
    return ModelPosition(tuple(tuple(c) for c in columns), tuple(stock), deals_done,
                         tuple(removed), score, pos.moves + 1)

