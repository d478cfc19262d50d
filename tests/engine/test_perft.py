"""Perft: how many distinct action sequences each position allows, depth by depth.

As in chess engines' perft, the counts are pinned literals, and two generators must
reach them: the engine (walking ``legal_moves()`` plus the deal, applying every action
and undoing it) and the independent rules model of ``game_helpers`` (plain tuples,
written from SPEC and the plugins' rule texts, never asking the engine anything after
reading the starting position). A count that changes means the rules changed; a
disagreement between the two generators means one of them is wrong, and the lock-step
walk below names the first position where they part.

The actions at each position are every legal move (a whole column into an empty one
included, as ``legal_moves`` promises) and the deal when the rules allow it.

How the literals were produced, once: ``model_counts`` below (the model alone) on each
start, a code's deal or a constructed position, printed by a throw-away script; the
engine walk (``engine_counts``) gave the same numbers before they were pasted here, and
the depth-1 counts of two constructed positions were also counted by hand (see their
comments). They are not recomputed: a change to either generator must match them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from game_helpers import (
    MAction,
    ModelPosition,
    ModelRules,
    model_actions,
    model_play,
    model_position,
    model_state,
)

from spider_qt.engine import Game, MoveError, new_game

#: code → perft at depth 1, 2, 3 (and 4 where affordable) from the code's starting position.
CODE_PERFT: dict[str, tuple[int, ...]] = {
    "SP1-S1C-AAAAAAD": (9, 75, 586, 4339),
    "SP1-S2C-AAAAAAD": (9, 74, 566, 4077),
    "SP1-S4C-AAAAAAD": (9, 73, 544, 3772),
    # Same shuffle, same ranks in every suit count: until a run is removed, Relaxed plays
    # whatever the suits exactly as one suit does (any-suit building, suit-blind groups).
    "SP1-S2R-AAAAAAD": (9, 75, 586, 4339),
    "SP1-S4R-AAAAAAD": (9, 75, 586, 4339),
    "SD1-S1-AAAAABD": (3, 8, 26, 112),
    "SD1-S2-AAAAABD": (3, 8, 25, 102),
    "SD1-S4-AAAAABD": (3, 8, 25, 102),
    "SC1-S1-AAAAAAD": (14, 206, 3162),  # one suit: every card has many targets
    "SC1-S4-AAAAAAD": (4, 16, 68, 305),
    "SS1-S1-AAAAAAD": (10, 113, 1355, 16533),
    "SS1-S4-AAAAAAD": (10, 104, 1062, 10549),
}

#: name → perft at depth 1, 2, 3 from a constructed position (see POSITIONS).
POSITION_PERFT: dict[str, tuple[int, ...]] = {
    "spider-1-removal-empty-column": (32, 737, 17443),
    "spider-2-relaxed-mixed-run": (20, 526, 15590),
    "spider-4-deal-completes-two": (23, 666, 20914),
    "spiderette-last-deal": (11, 101, 904),
    "scorpion-uncovered-run-and-space": (8, 67, 585),
    "simple-simon-removal-and-space": (34, 924, 26361),
}


def run(suit: str, top: str = "K", bottom: str = "A") -> list[str]:
    """Face-up tokens of one suit from ``top`` down to ``bottom``."""
    ranks = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
    return [rank + suit for rank in ranks[ranks.index(top) : ranks.index(bottom) + 1]]


@dataclass(frozen=True)
class Constructed:
    """A position no fresh deal reaches within a few actions: removals, empty columns,
    refused deals, the last short deal."""

    columns: list[list[str]]
    variant: str = "spider"
    suits: int = 4
    rule: str = "classic"
    stock: list[str] = field(default_factory=list)


POSITIONS: dict[str, Constructed] = {
    # A♠ onto K♠…2♠ removes the run and turns the 5♠ up; the empty column refuses the deal
    # until something fills it.
    "spider-1-removal-empty-column": Constructed(
        [["#5S", *run("S", "K", "2")], ["#3S", "AS"], ["#9S", "AS"], ["10S", "9S"], [],
         ["4S"], ["7S"], ["QS"], ["#2S", "JS"], ["3S"]],
        suits=1, stock=["6S", "8S", "JS", "KS", "2S", "9S", "10S", "AS", "QS", "4S"]),
    # Relaxed: mixed runs move as one, but a mixed king-to-ace run stays on the table;
    # the A♥ onto the hearts run removes it and empties the column.
    "spider-2-relaxed-mixed-run": Constructed(
        [["#4H", "KS", "QH", "JS", "10H", "9S", "8H", "7S", "6H", "5S", "4H", "3S", "2H"],
         ["AS"], ["#7S", "AH"], run("H", "K", "2"), ["9S", "8H", "7S"], ["10H"], ["5H"],
         ["#JS", "6S"], ["QS"], ["3H"]],
        suits=2, rule="relaxed",
        stock=["5S", "6H", "8S", "9H", "JH", "QH", "KH", "2S", "3S", "4S",
               "5S", "6S", "7H", "8S", "9H", "10S", "JH", "QH", "KS", "AS"]),
    # The deal completes two runs at once (columns 1 and 6) and turns up what they covered.
    "spider-4-deal-completes-two": Constructed(
        [["#3C", *run("S", "K", "2")], ["9D"], ["8C"], ["7H"], ["6D"],
         ["#7D", *run("H", "K", "2")], ["5C"], ["4D"], ["QC"], ["JD"]],
        stock=["AS", "2C", "3D", "4C", "5D", "AH", "6C", "7C", "8D", "9C"]),
    # Spiderette's last deal is three cards onto columns 1-3, refused while column 7 is
    # empty: the K♦ may fill it. Depth 1 counted by hand from the rules: 5♦ onto 6♠ or the
    # space, 6♠ onto 7♦ or the space, 4♥ onto 5♦ or the space, K♦, 9♣-8♣ and 8♣ into the
    # space, 7♦ onto 8♣ or the space: 11, and no deal.
    "spiderette-last-deal": Constructed(
        [["#2C", "5D"], ["#8S", "6S"], ["4H"], ["#QH", "KD"], ["9C", "8C"], ["7D"], []],
        variant="spiderette", stock=["AC", "3S", "JH"]),
    # Scorpion: moving the 5♣ off the ace uncovers a finished hearts run, removed from the
    # source column; only kings (with what lies on them) fill a space; the reserve may be
    # dealt with a column empty. Depth 1 counted by hand: K♥ (with all on it), K♣ and K♠
    # and K♦ (with the 8♦) into the space, 5♣ onto 6♣, 9♦ (with K♦ 8♦) onto 10♦, J♣ (with
    # the 10♦) onto Q♣: 7 moves, and the deal: 8.
    "scorpion-uncovered-run-and-space": Constructed(
        [[*run("H"), "5C"], ["#QS", "#JS", "#10S", "6C"], ["KC", "QC"], ["KS"], [],
         ["9D", "KD", "8D"], ["JC", "10D"]],
        variant="scorpion", stock=["2S", "3S", "4S"]),
    # Simple Simon: the A♦ completes the diamonds; any card may fill a space.
    "simple-simon-removal-and-space": Constructed(
        [run("D", "K", "2"), ["5S", "AD"], [], ["9C", "8C"], ["10H"], ["7S", "6S"], ["JC"],
         ["4H"], ["2S"], ["QS"]],
        variant="simple_simon"),
}


def constructed(name: str) -> Game:
    spec = POSITIONS[name]
    return Game.from_dict(
        {"variant": spec.variant, "suits": spec.suits, "rule": spec.rule,
         "columns": spec.columns, "stock": spec.stock, "removed": [], "score": 500,
         "moves": 0},
        complete_deck=False)


# --- the two generators ------------------------------------------------------------------


def engine_actions(game: Game) -> list[MAction]:
    """The engine's legal actions: its legal moves, then the deal if it accepts one (tried,
    then undone)."""
    moves = [(move.src, move.start, move.dst) for move in game.legal_moves()]
    assert len(set(moves)) == len(moves), f"a move listed twice: {moves}"
    actions: list[MAction] = list(moves)
    try:
        game.deal()
    except MoveError:
        pass
    else:
        game.undo()
        actions.append(None)
    return actions


def engine_counts(game: Game, depth: int) -> list[int]:
    """Perft at depths 1 to ``depth``, by the engine: every action applied, then undone."""
    counts = [0] * depth

    def walk(level: int) -> None:
        for action in engine_actions(game):
            counts[level] += 1
            if action is None:
                game.deal()
            else:
                game.move(*action)
            if level + 1 < depth:
                walk(level + 1)
            game.undo()

    walk(0)
    return counts


def model_counts(rules: ModelRules, start: ModelPosition, depth: int) -> list[int]:
    """Perft at depths 1 to ``depth``, by the independent model alone."""
    counts = [0] * depth

    def walk(pos: ModelPosition, level: int) -> None:
        actions = model_actions(rules, pos)
        counts[level] += len(actions)
        if level + 1 < depth:
            for action in actions:
                walk(model_play(rules, pos, action), level + 1)

    walk(start, 0)
    return counts


def lockstep(game: Game, depth: int) -> int:
    """Walk engine and model together: same actions at every node, same position after
    every action (cards and faces, stock, removed runs, score, moves) and after every undo.
    Returns the number of leaves, for the record."""
    rules, _ = model_position(game)
    leaves = 0

    def walk(pos: ModelPosition, level: int, path: tuple[MAction, ...]) -> None:
        nonlocal leaves
        actions = engine_actions(game)
        assert actions == model_actions(rules, pos), f"after {path}"
        for action in actions:
            if action is None:
                game.deal()
            else:
                game.move(*action)
            after = model_play(rules, pos, action)
            assert model_state(game) == after, f"after {(*path, action)}"
            if level + 1 < depth:
                walk(after, level + 1, (*path, action))
            else:
                leaves += 1
            game.undo()
            assert model_state(game) == pos, f"undo of {(*path, action)}"

    walk(model_state(game), 0, ())
    return leaves


# --- the pinned counts ---------------------------------------------------------------------


def layout_of(game: Game) -> tuple[tuple[int, int], ...]:
    return tuple((sum(not c.face_up for c in column), sum(c.face_up for c in column))
                 for column in game.columns)


@pytest.mark.parametrize("code", sorted(CODE_PERFT))
def test_engine_perft_of_a_code(code: str) -> None:
    game = new_game(code)
    rules, _ = model_position(game)
    # The deal starts as the rules lay it out (the model's layout is SPEC's, not the plugin's).
    assert layout_of(game) == rules.layout
    assert game.stock == sum(len(plan) for plan in rules.deals)
    expected = list(CODE_PERFT[code])
    assert engine_counts(game, len(expected)) == expected
    assert (game.moves, game.can_undo) == (0, False)


@pytest.mark.parametrize("code", sorted(CODE_PERFT))
def test_model_perft_of_a_code(code: str) -> None:
    rules, start = model_position(new_game(code))
    expected = list(CODE_PERFT[code])
    assert model_counts(rules, start, len(expected)) == expected


@pytest.mark.parametrize("name", sorted(POSITION_PERFT))
def test_engine_perft_of_a_constructed_position(name: str) -> None:
    expected = list(POSITION_PERFT[name])
    assert engine_counts(constructed(name), len(expected)) == expected


@pytest.mark.parametrize("name", sorted(POSITION_PERFT))
def test_model_perft_of_a_constructed_position(name: str) -> None:
    rules, start = model_position(constructed(name))
    expected = list(POSITION_PERFT[name])
    assert model_counts(rules, start, len(expected)) == expected


@pytest.mark.parametrize("start", [*sorted(CODE_PERFT), *sorted(POSITION_PERFT)])
def test_engine_and_model_agree_node_by_node(start: str) -> None:
    # Depth 3 from the deals, 2 from the busier constructed positions (their depth 3 is
    # counted above): comparing whole positions at every node costs more than counting.
    if start in CODE_PERFT:
        game, depth, expected = new_game(start), 3, CODE_PERFT[start][2]
    else:
        game, depth, expected = constructed(start), 2, POSITION_PERFT[start][1]
    assert lockstep(game, depth) == expected


def test_the_constructed_positions_reach_what_they_are_for() -> None:
    """Each constructed position is there for a rule: check, with the model, that its
    walk really meets it (a removal, a refused deal...), so the counts cover it."""
    seen: dict[str, set[str]] = {}
    for name in POSITIONS:
        rules, start = model_position(constructed(name))
        found: set[str] = set()

        def walk(pos: ModelPosition, level: int, rules: ModelRules = rules,
                 found: set[str] = found) -> None:
            actions = model_actions(rules, pos)
            if pos.deals_done < len(rules.deals) and None not in actions:
                found.add("deal refused")
            if None in actions and not all(pos.columns):
                found.add("deal with a column empty")
            for action in actions:
                after = model_play(rules, pos, action)
                if len(after.removed) > len(pos.removed):
                    found.add("removal" if len(after.removed) == len(pos.removed) + 1
                              else "two removals")
                    if action is not None and len(after.columns[action[0]]) < action[1]:
                        found.add("removal on the source")
                if action is not None and not pos.columns[action[2]]:
                    found.add("into an empty column")
                if level < 1:
                    walk(after, level + 1)

        walk(start, 0)
        seen[name] = found
    assert seen == {
        "spider-1-removal-empty-column": {"removal", "deal refused", "into an empty column"},
        "spider-2-relaxed-mixed-run": {"removal", "deal refused", "into an empty column"},
        "spider-4-deal-completes-two": {"two removals", "removal", "deal refused",
                                        "into an empty column"},
        "spiderette-last-deal": {"deal refused", "into an empty column"},
        "scorpion-uncovered-run-and-space": {"removal", "removal on the source",
                                             "deal with a column empty",
                                             "into an empty column"},
        "simple-simon-removal-and-space": {"removal", "into an empty column"},
    }


def test_a_mixed_run_from_king_to_ace_stays_under_relaxed() -> None:
    game = constructed("spider-2-relaxed-mixed-run")
    game.move(1, 0, 0)  # A♠ onto the mixed K♠…2♥
    assert game.removed == 0 and len(game.columns[0]) == 14


# --- the counts pin every rule ---------------------------------------------------------------

#: (what is changed, variant and rule, the changed fields): each a plausible mistake.
MUTATIONS: list[tuple[str, tuple[str, str], dict[str, Any]]] = [
    ("Classic groups of mixed suits", ("spider", "classic"), {"group": "descending-run"}),
    ("Relaxed groups of one suit only", ("spider", "relaxed"), {"group": "same-suit-run"}),
    ("Spider building in suit", ("spider", "classic"), {"build": "same-suit"}),
    ("Spider spaces for kings only", ("spider", "classic"), {"empty": "king"}),
    ("Spider dealing onto empty columns", ("spider", "classic"), {"full_columns": False}),
    ("Spiderette's last deal onto the last columns", ("spiderette", "classic"),
     {"deals": (tuple(range(7)),) * 3 + ((4, 5, 6),)}),
    ("Spiderette spaces for kings only", ("spiderette", "classic"), {"empty": "king"}),
    ("Scorpion moving runs only", ("scorpion", "classic"), {"group": "same-suit-run"}),
    ("Scorpion building on any suit", ("scorpion", "classic"), {"build": "any-suit"}),
    ("Scorpion spaces for any card", ("scorpion", "classic"), {"empty": "any"}),
    ("Scorpion's reserve waiting for full columns", ("scorpion", "classic"),
     {"full_columns": True}),
    ("Simple Simon moving mixed runs", ("simple_simon", "classic"), {"group": "descending-run"}),
    ("Simple Simon spaces for kings only", ("simple_simon", "classic"), {"empty": "king"}),
]


def pinned_starts() -> list[tuple[Game, list[int]]]:
    """Every pinned start with its counts up to depth 3, cheapest first."""
    starts = [(new_game(code), list(counts[:3])) for code, counts in CODE_PERFT.items()]
    starts += [(constructed(name), list(counts[:3])) for name, counts in POSITION_PERFT.items()]
    return sorted(starts, key=lambda start: start[1][-1])


def first_difference(changed: Callable[[ModelRules], ModelRules] | None = None,
                     key: tuple[str, str] | None = None) -> str | None:
    """The first pinned start (of ``key``'s variant and rule, if given) whose counts the
    model, with its rules ``changed``, does not reproduce."""
    for game, expected in pinned_starts():
        if key is not None and (game.variant, game.rule) != key:
            continue
        rules, start = model_position(game)
        if changed is not None:
            rules = changed(rules)
        if model_counts(rules, start, len(expected)) != expected:
            return game.code or "a constructed position"
    return None


@pytest.mark.parametrize(("what", "key", "fields"), MUTATIONS, ids=[m[0] for m in MUTATIONS])
def test_a_rule_told_wrong_changes_some_pinned_count(
    what: str, key: tuple[str, str], fields: dict[str, Any]
) -> None:
    """Were the engine to make this mistake, some count above would fail."""
    assert first_difference(lambda rules: replace(rules, **fields), key) is not None, what


@pytest.mark.parametrize("mistake", ["_finished", "_turn_up"],
                         ids=["no removal of a finished run", "no auto-flip"])
def test_a_consequence_left_out_changes_some_pinned_count(
    mistake: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import game_helpers

    monkeypatch.setattr(game_helpers, mistake, lambda column: None)
    assert first_difference() is not None
