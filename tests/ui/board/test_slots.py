"""Matching card items to the engine's position moves as few items as possible."""

from __future__ import annotations

from dataclasses import dataclass

from spider_qt.engine import Game, Suit
from spider_qt.ui.board.layout import board_layout
from spider_qt.ui.board.slots import Slot, board_slots, match_items


@dataclass(eq=False)
class Dummy:
    rank: int
    suit: Suit
    px: float = 0.0
    py: float = 0.0

    def x(self) -> float:
        return self.px

    def y(self) -> float:
        return self.py


def slot(key: tuple[str, int, int], rank: int, x: float, y: float = 0.0) -> Slot:
    return Slot(key, rank, Suit.SPADES, True, x, y, 0)


def test_items_stay_where_the_same_card_is_wanted() -> None:
    a, b = Dummy(5, Suit.SPADES, 0), Dummy(5, Suit.SPADES, 100)
    current = {("col", 0, 0): a, ("col", 1, 0): b}
    got = match_items([slot(("col", 1, 0), 5, 100), slot(("col", 0, 0), 5, 0)], current, [a, b])
    assert got[("col", 0, 0)] is a and got[("col", 1, 0)] is b


def test_a_moved_card_is_taken_from_the_nearest_identical_item() -> None:
    near, far = Dummy(7, Suit.SPADES, 90), Dummy(7, Suit.SPADES, 900)
    got = match_items([slot(("col", 2, 0), 7, 100)], {}, [far, near])
    assert got[("col", 2, 0)] is near


def test_every_card_of_a_game_gets_its_own_item(position: object) -> None:
    from spider_qt.engine import new_game

    game: Game = new_game("SP1-S1C-AAAAAAD")
    layout = board_layout(1280, 800, 10)
    slots = board_slots(game, layout)
    assert len(slots) == 104
    items = [Dummy(s.rank, s.suit) for s in slots]
    got = match_items(slots, {}, items)
    assert len({id(item) for item in got.values()}) == 104
    hidden = [s for s in slots if not s.visible]
    assert len(hidden) == 50 and all(s.key[0] == "stock" for s in hidden)
