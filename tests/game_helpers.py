"""Small helpers shared by the rule tests of every variant (engine and plugin tests)."""

from __future__ import annotations

from typing import Any

import pytest

from spider_qt.engine import DEAL, Game, Move, MoveError


def tokens(game: Game) -> list[list[str]]:
    """The columns as card tokens (``"#5S"``, ``"9H"``), deepest first."""
    return [[card.token for card in column] for column in game.columns]


def refused(game: Game, src: int, start: int, dst: int) -> MoveError:
    """Check the move is refused and changes nothing; return the error."""
    before = game.snapshot()
    assert not game.can_move(src, start, dst)
    with pytest.raises(MoveError) as info:
        game.move(src, start, dst)
    assert game.snapshot() == before
    assert not game.can_undo
    refusal = game.refusal(Move(src, start, dst))
    assert refusal is not None and refusal.rule_id == info.value.rule_id
    return info.value


def refused_deal(game: Game) -> MoveError:
    """Check the deal is refused and changes nothing; return the error."""
    before, history = game.snapshot(), game.history
    assert game.refusal(DEAL) is not None
    with pytest.raises(MoveError) as info:
        game.deal()
    assert (game.snapshot(), game.history) == (before, history)
    return info.value


def brute_force(game: Game) -> list[Move]:
    """Every (src, start, dst) the engine accepts, found by asking about each one."""
    width = len(game.columns)
    return [
        Move(src, start, dst)
        for src in range(width)
        for start in range(len(game.columns[src]))
        for dst in range(width)
        if game.can_move(src, start, dst)
    ]


def state(game: Game) -> dict[str, Any]:
    """The saved position without its history: what an undo or redo must restore."""
    data = game.to_dict()
    data.pop("history", None)
    return data


def deal_allowed(game: Game) -> bool:
    """What SPEC says about dealing in Spider and Spiderette (an oracle, not the engine's
    answer): a stock left, and no column empty."""
    return game.stock > 0 and all(game.columns)
