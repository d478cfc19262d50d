"""Properties of random legal play, checked with Hypothesis.

A game is drawn (variant, suits, rule where offered, deal number), then a
sequence of choices among the legal actions (every legal move, plus the deal
when the rules allow it). After every action nothing may be lost or invented;
undo, redo and saving must reproduce the positions seen.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game_helpers import deal_allowed, state
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spider_qt.engine import Card, Game, MoveError, new_game

Data = dict[str, Any]

#: (variant, suits, rule): every combination the built-in plugins offer.
CONFIGS: list[tuple[str, int, str]] = [
    ("spider", 1, "classic"),
    ("spider", 2, "classic"),
    ("spider", 2, "relaxed"),
    ("spider", 4, "classic"),
    ("spider", 4, "relaxed"),
    ("spiderette", 1, "classic"),
    ("spiderette", 2, "classic"),
    ("spiderette", 4, "classic"),
]
DECKS: dict[str, int] = {"spider": 2, "spiderette": 1}
COLUMNS: dict[str, int] = {"spider": 10, "spiderette": 7}
#: Cards each deal puts down, in order (SPEC §1, §2).
DEAL_PLAN: dict[str, list[int]] = {"spider": [10] * 5, "spiderette": [7, 7, 7, 3]}

SETTINGS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

Key = tuple[int, str]


def expected_deck(variant: str, suits: int) -> Counter[Key]:
    """The game's cards per SPEC, written out independently of the engine's ``deck``."""
    copies = DECKS[variant] * 4 // suits
    return Counter({(rank, suit): copies for suit in "SHDC"[:suits] for rank in range(1, 14)})






@dataclass
class Playthrough:
    game: Game
    variant: str
    suits: int
    states: list[Data] = field(default_factory=list)


def check_invariants(game: Game, variant: str, suits: int, actions: int) -> None:
    data = game.to_dict()
    columns = game.columns
    assert len(columns) == COLUMNS[variant]

    # No card lost or duplicated: the table, the stock and the removed runs are the deck.
    stock_cards = [Card.parse(t) for t in data["stock"]]
    assert len(stock_cards) == game.stock
    present: Counter[Key] = Counter()
    for card in [c for column in columns for c in column] + stock_cards:
        present[(card.rank, str(card.suit))] += 1
    assert len(data["removed"]) == game.removed
    for suit in data["removed"]:
        for rank in range(1, 14):
            present[(rank, suit)] += 1
    assert present == expected_deck(variant, suits)

    # Face-down cards only beneath face-up ones; the last card of a column is face up.
    for column in columns:
        ups = [card.face_up for card in column]
        assert ups == sorted(ups), f"face-down card above a face-up one: {column}"
        if column:
            assert column[-1].face_up
    assert all(t.startswith("#") for t in data["stock"])

    # Removal is automatic: no column ends in 13 face-up cards of one suit, king to ace.
    for column in columns:
        tail = column[-13:]
        finished = (
            len(tail) == 13
            and all(c.face_up for c in tail)
            and len({c.suit for c in tail}) == 1
            and [c.rank for c in tail] == list(range(13, 0, -1))
        )
        assert not finished

    # Counters: one per move or deal; deals left follow the stock.
    assert game.moves == actions
    plan = DEAL_PLAN[variant]
    done = len(plan) - game.deals_left
    assert game.stock == sum(plan[done:])
    # At most 100 actions from 500: the score never reaches Spider's floor, so
    # both variants score 500 - actions + 100 per removed sequence.
    assert game.score == 500 - actions + 100 * game.removed
    assert game.won == (game.removed == 4 * DECKS[variant])


def options(game: Game) -> list[tuple[int, int, int] | None]:
    """Every legal action: the legal moves, then ``None`` for the deal when it is allowed."""
    choices: list[tuple[int, int, int] | None] = [tuple(m) for m in game.legal_moves()]
    if deal_allowed(game):
        choices.append(None)
    return choices


def run_start(column: tuple[Card, ...]) -> int:
    """Where the same-suit descending run ending ``column`` begins (``column`` not empty)."""
    i = len(column) - 1
    while i > 0 and column[i - 1].face_up and column[i - 1].suit == column[i].suit and (
        column[i - 1].rank == column[i].rank + 1
    ):
        i -= 1
    return i


def purposeful(game: Game) -> list[tuple[int, int, int] | None]:
    """A player's sensible choices, so that sequences actually get completed.

    Whole same-suit runs onto a card of their suit first; failing that, moves
    that turn a card over; plus the deal when allowed. Falls back to every option.
    """
    columns = game.columns
    same_suit: list[tuple[int, int, int] | None] = []
    revealing: list[tuple[int, int, int] | None] = []
    for src, start, dst in game.legal_moves():
        if start != run_start(columns[src]):
            continue
        if columns[dst] and columns[dst][-1].suit == columns[src][start].suit:
            same_suit.append((src, start, dst))
        elif start > 0 and not columns[src][start - 1].face_up:
            revealing.append((src, start, dst))
    choices = same_suit or revealing
    if deal_allowed(game):
        choices.append(None)
    return choices or options(game)


def play_randomly(data: st.DataObject, max_actions: int = 100) -> Playthrough:
    variant, suits, rule = data.draw(st.sampled_from(CONFIGS), label="config")
    deal = data.draw(st.integers(0, 26**7 - 1), label="deal")
    game = new_game(variant=variant, suits=suits, rule=rule, deal=deal)
    run = Playthrough(game, variant, suits, [state(game)])
    check_invariants(game, variant, suits, 0)
    steps = data.draw(st.integers(0, max_actions), label="steps")
    chooser = purposeful if data.draw(st.booleans(), label="purposeful") else options
    for n in range(1, steps + 1):
        choices = chooser(game)
        if game.stock > 0 and not deal_allowed(game):
            # A deal with an empty column is refused and changes nothing.
            before = run.states[-1]
            try:
                game.deal()
            except MoveError:
                pass
            else:
                raise AssertionError("a deal was allowed with an empty column")
            assert state(game) == before
        if not choices:
            break
        choice = choices[data.draw(st.integers(0, len(choices) - 1), label="choice")]
        if choice is None:
            game.deal()
        else:
            src, start, dst = choice
            assert game.columns[src][start].face_up
            assert src != dst
            game.move(src, start, dst)
        check_invariants(game, variant, suits, n)
        run.states.append(state(game))
    return run


@SETTINGS
@given(data=st.data())
def test_cards_are_conserved_and_layout_stays_sound(data: st.DataObject) -> None:
    # check_invariants runs after every action inside play_randomly.
    run = play_randomly(data)
    assert run.states[0]["moves"] == 0


@SETTINGS
@given(data=st.data())
def test_undo_all_then_redo_all(data: st.DataObject) -> None:
    run = play_randomly(data)
    game = run.game
    states = run.states
    actions = len(states) - 1
    assert game.can_undo == (actions > 0)
    for n in range(actions - 1, -1, -1):
        game.undo()
        assert state(game) == states[n]
    assert not game.can_undo
    assert state(game) == states[0]
    assert game.can_redo == (actions > 0)
    for n in range(1, actions + 1):
        game.redo()
        assert state(game) == states[n]
        check_invariants(game, run.variant, run.suits, n)
    assert not game.can_redo
    assert state(game) == states[-1]


@SETTINGS
@given(data=st.data())
def test_any_reached_position_round_trips(data: st.DataObject) -> None:
    run = play_randomly(data)
    game = run.game
    # Leave part of the history to redo, so both lists are saved.
    back = data.draw(st.integers(0, len(run.states) - 1), label="undo count")
    for _ in range(back):
        game.undo()
    saved = game.to_dict()
    loaded = Game.from_dict(json.loads(json.dumps(saved)))
    assert loaded.to_dict() == saved
    assert (loaded.code, loaded.variant, loaded.suits, loaded.rule) == (
        game.code, game.variant, game.suits, game.rule)
    assert loaded.legal_moves() == game.legal_moves()
    # The loaded game can walk the whole history, both ways.
    at = len(run.states) - 1 - back
    for n in range(at - 1, -1, -1):
        loaded.undo()
        assert state(loaded) == run.states[n]
    for n in range(1, len(run.states)):
        loaded.redo()
        assert state(loaded) == run.states[n]
    assert not loaded.can_redo


@SETTINGS
@given(data=st.data())
def test_best_target_is_always_a_legal_move(data: st.DataObject) -> None:
    run = play_randomly(data, max_actions=40)
    game = run.game
    legal = set(game.legal_moves())
    for src, column in enumerate(game.columns):
        for start, card in enumerate(column):
            target = game.best_target(src, start)
            if target is None:
                continue
            assert card.face_up
            assert (src, start, target) in legal
            # Never a pointless move of a whole column into an empty one.
            assert not (start == 0 and not game.columns[target])


def test_purposeful_play_completes_sequences() -> None:
    """Removal happens in the random play above too (one suit): pinned here so the
    conservation check is known to cover removed sequences, not only cards in play."""
    removed = 0
    for deal in range(10):
        game = new_game(variant="spider", suits=1, deal=deal)
        for n in range(1, 101):
            choices = purposeful(game)
            if not choices:
                break
            choice = choices[0]
            if choice is None:
                game.deal()
            else:
                game.move(*choice)
            check_invariants(game, "spider", 1, n)
        removed += game.removed
    assert removed > 0
