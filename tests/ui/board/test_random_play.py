"""A long, random session of real input: the picture never drifts from the engine.

Clicks, double clicks, drags, keys and undo arrive in a seeded random order, with
animations on, so input often lands mid-animation. After every step each card item must
show the card the engine has in that place, and every card must have exactly one item.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from gui_helpers import Hands, WindowFactory
from PySide6.QtCore import QPoint, Qt

from spider_qt.ui.board.items import CardItem
from spider_qt.ui.window.main_window import MainWindow

KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return,
        Qt.Key.Key_D, Qt.Key.Key_3, Qt.Key.Key_7, Qt.Key.Key_Escape]


def assert_picture_matches(window: MainWindow) -> None:
    board, game = window.board, window.game
    items = [i for i in board.scene().items() if isinstance(i, CardItem)]
    expected = Counter((c.rank, c.suit) for col in game.columns for c in col)
    expected += Counter((c.rank, c.suit) for c in game.stock_cards)
    expected += Counter((rank, suit) for suit in game.removed_suits for rank in range(1, 14))
    assert Counter((i.rank, i.suit) for i in items) == expected  # nothing lost or doubled
    for col, column in enumerate(game.columns):
        for index, card in enumerate(column):
            item = board.card_item(col, index)
            assert item.card == card and item.isVisible()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_input_keeps_board_and_engine_in_step(make_window: WindowFactory,
                                                     hands: type[Hands], seed: int) -> None:
    rng = random.Random(seed)
    window = make_window(f"SP1-S{rng.choice([1, 2, 4])}C-AAAAAA{'BCD'[seed - 1]}",
                         animations=True)
    h = hands(window)
    viewport = window.board.viewport()
    for _ in range(120):
        choice = rng.random()
        game = window.game
        columns = [c for c in range(len(game.columns)) if game.columns[c]]
        if choice < 0.3 and columns:
            col = rng.choice(columns)
            start = rng.randrange(len(game.columns[col]))
            window.board.finish_animations()
            h.drag(h.card(col, start), h.column_drop(rng.randrange(len(game.columns))), steps=3)
        elif choice < 0.45 and columns:
            col = rng.choice(columns)
            window.board.finish_animations()
            h.double_click(h.card(col, len(game.columns[col]) - 1))
        elif choice < 0.55:
            h.click(QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height())))
        elif choice < 0.65:
            h.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        else:
            h.key(rng.choice(KEYS))
        window.board.finish_animations()
        assert_picture_matches(window)
    assert window.game.moves > 0
