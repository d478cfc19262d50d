"""Where double click and auto placement send cards (SPEC §4 "Double click")."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pytest

from spider_qt.engine import Game

Position = Callable[..., Game]

#: Kings and aces: they take neither a 9 nor a 10, so they fill columns a test ignores.
FILLERS = ["KC", "KD", "KC", "KD", "AC", "AD", "AC", "AD", "AH", "AH"]


def table(columns: Mapping[int, Sequence[str]], width: int = 10) -> list[list[str]]:
    """The given columns at their (0-based) places, a filler card in each other column."""
    fillers = iter(FILLERS)
    return [list(columns[n]) if n in columns else [next(fillers)] for n in range(width)]


# --- preference ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("targets", "expected"),
    [
        ({1: [], 2: ["10H"], 3: ["10S"]}, 3),  # same suit first, though rightmost
        ({1: [], 2: ["10H"]}, 2),  # then another suit, before the empty column
        ({1: []}, 1),  # then an empty column
        ({1: ["10S"], 5: ["#4S", "10D"], 8: []}, 1),
        ({2: ["#QH", "10C"], 6: [], 9: ["#2C", "10S"]}, 9),
        ({4: [], 7: ["10D"]}, 7),
    ],
)
def test_same_suit_beats_other_suit_beats_an_empty_column(
    position: Position, targets: dict[int, list[str]], expected: int
) -> None:
    game = position(table({0: ["#3C", "9S"], **targets}))
    assert game.best_target(0, 1) == expected


@pytest.mark.parametrize(
    ("targets", "expected"),
    [
        ({4: ["10S"], 7: ["10S"]}, 4),
        ({2: ["10H"], 6: ["10D"], 8: ["10H"]}, 2),
        ({3: [], 8: []}, 3),
        ({1: [], 5: ["10H"], 6: ["10D"]}, 5),
    ],
)
def test_ties_go_to_the_leftmost_column(
    position: Position, targets: dict[int, list[str]], expected: int
) -> None:
    game = position(table({9: ["#3C", "9S"], **targets}))
    assert game.best_target(9, 1) == expected


def test_columns_left_of_the_source_count_too(position: Position) -> None:
    game = position(table({0: ["10H"], 4: ["#3C", "9S"], 8: ["10S"]}))
    assert game.best_target(4, 1) == 8
    game = position(table({0: ["10H"], 4: ["#3C", "9S"], 8: ["10C"]}))
    assert game.best_target(4, 1) == 0


def test_a_group_is_placed_by_the_suit_of_its_first_card(position: Position) -> None:
    game = position(table({0: ["#3C", "9H", "8H"], 1: ["10S"], 2: ["10H"], 3: ["9D"]}))
    assert game.best_target(0, 1) == 2  # 9♥ 8♥ onto 10♥
    assert game.best_target(0, 2) == 3  # 8♥ alone onto 9♦ (the only 9)


def test_a_relaxed_mixed_group_follows_its_first_card(position: Position) -> None:
    columns = table({0: ["#3C", "9S", "8H"], 1: ["10H"], 2: ["10S"]})
    assert position(columns, rule="relaxed").best_target(0, 1) == 2
    assert position(columns, rule="classic").best_target(0, 1) is None


# --- never a pointless or illegal move ----------------------------------------------------


@pytest.mark.parametrize("column", [["9S"], ["9S", "8S"], ["8D", "7D", "6D"]])
def test_a_whole_column_is_never_sent_into_an_empty_column(
    position: Position, column: list[str]
) -> None:
    game = position(table({0: column, 5: []}))
    assert game.can_move(0, 0, 5)  # legal, but pointless
    assert game.best_target(0, 0) is None


def test_part_of_a_column_may_go_into_an_empty_column(position: Position) -> None:
    game = position(table({0: ["9S", "8S"], 5: []}))
    assert game.best_target(0, 1) == 5
    assert game.best_target(0, 0) is None


def test_a_whole_column_still_goes_onto_a_card(position: Position) -> None:
    game = position(table({0: ["9S", "8S"], 3: [], 6: ["10D"]}))
    assert game.best_target(0, 0) == 6


@pytest.mark.parametrize(
    ("columns", "src", "start"),
    [
        ({0: ["#3C", "9S", "8H"], 1: ["10H"], 2: []}, 0, 1),  # mixed suits under Classic
        ({0: ["#3C", "9S", "7S"], 1: ["10H"], 2: []}, 0, 1),  # not descending
        ({0: ["#10S", "9S"], 1: ["JH"], 2: []}, 0, 0),  # face down
        ({0: ["#3C", "9S"], 1: ["JH"], 2: ["9D"]}, 0, 1),  # nothing accepts a 9
        ({0: [], 1: ["10H"], 2: []}, 0, 0),  # nothing to move
        ({0: ["#3C", "9S"], 1: ["10H"]}, 0, 2),  # no such card
        ({0: ["#3C", "9S"], 1: ["10H"]}, 0, -1),
        ({0: ["#3C", "9S"], 1: ["10H"]}, 10, 0),  # no such column
        ({0: ["#3C", "9S"], 1: ["10H"]}, -1, 0),
    ],
)
def test_none_when_the_cards_cannot_move(
    position: Position, columns: dict[int, list[str]], src: int, start: int
) -> None:
    game = position(table(columns))
    assert game.best_target(src, start) is None


def expected_target(game: Game, src: int, start: int) -> int | None:
    """SPEC §4 spelled out with ``can_move`` alone."""
    card = game.columns[src][start]
    same = [d for d, c in enumerate(game.columns) if c and c[-1].suit == card.suit]
    other = [d for d, c in enumerate(game.columns) if c and c[-1].suit != card.suit]
    empty = [d for d, c in enumerate(game.columns) if not c] if start > 0 else []
    for group in (same, other, empty):
        legal = [dst for dst in group if game.can_move(src, start, dst)]
        if legal:
            return legal[0]
    return None


POSITIONS: dict[str, dict[str, object]] = {
    "spider-classic": {
        "columns": [["#KD", "#3C", "10S", "9S", "8H", "7H"], ["JH"], [], ["#4D", "9D"],
                    ["8S", "7S", "6S"], ["QC", "JD", "10C"], ["2H"], ["3S"], ["8C"], ["KH"]],
    },
    "spider-relaxed": {
        "columns": [["#KD", "#3C", "10S", "9S", "8H", "7H"], ["JH"], [], ["#4D", "9D"],
                    ["8S", "7S", "6S"], ["QC", "JD", "10C"], ["2H"], ["3S"], ["8C"], ["KH"]],
        "rule": "relaxed",
    },
    "spider-two-empties": {
        "columns": [["#5C", "KS", "QS", "JH"], [], ["10D", "9C"], [], ["8H"], ["9D"],
                    ["#2C", "QD"], ["JC", "10H"], ["AS"], ["10S", "9H"]],
    },
    "spiderette": {
        "columns": [["5H"], ["#KC", "6S"], ["#2D", "#3D", "7H", "6C"], [], ["8D", "7S"],
                    ["#QH", "9C"], ["#AS", "#AD", "10D"]],
        "variant": "spiderette",
    },
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_best_target_is_always_a_legal_move_and_the_preferred_one(
    position: Position, name: str
) -> None:
    game = position(**POSITIONS[name])
    found = 0
    for src, column in enumerate(game.columns):
        for start in range(len(column)):
            dst = game.best_target(src, start)
            assert dst is None or game.can_move(src, start, dst), (src, start, dst)
            assert dst == expected_target(game, src, start), (src, start)
            found += dst is not None
    assert found >= 3  # the position offers real choices


# --- what to tell the player when there is no target ------------------------------------


def test_no_target_explains_an_unmovable_group(position: Position) -> None:
    game = position(table({0: ["9S", "8H"], 1: ["10S"]}))
    assert game.best_target(0, 0) is None
    refusal = game.no_target_refusal(0, 0)
    assert refusal.rule_id == "group-mixed-suits"
    assert game.lift_refusal(0, 0) == refusal
    assert game.lift_refusal(0, 1) is None


def test_no_target_for_a_movable_card_names_it(position: Position) -> None:
    game = position(table({0: ["#3C", "9S"]}))
    assert game.best_target(0, 1) is None
    refusal = game.no_target_refusal(0, 1)
    assert refusal.rule_id == "no-target"
    assert "9 of spades" in refusal.message


def test_lift_refusal_names_face_down_cards(position: Position) -> None:
    game = position(table({0: ["#3C", "9S"]}))
    refusal = game.lift_refusal(0, 0)
    assert refusal is not None and refusal.rule_id == "face-down"
