"""The board uses the window as KDE Patience and AisleRiot do, measured as a player sees
it: through the card items at real window sizes."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from gui_helpers import WindowFactory
from PySide6.QtCore import QRectF

from spider_qt.engine import Game
from spider_qt.ui.board.layout import INDEX_STRIP
from spider_qt.ui.window.main_window import MainWindow

Position = Callable[..., Game]
SIZES = [(640, 480), (800, 600), (1024, 700), (1280, 800), (1600, 1000), (1920, 1080),
         (2560, 1440), (1600, 420), (1280, 400), (900, 900), (600, 1000)]


def card_rects(window: MainWindow) -> list[list[QRectF]]:
    board = window.board
    return [[board.card_item(col, i).sceneBoundingRect() for i in range(len(column))]
            for col, column in enumerate(window.game.columns)]


def column_span(window: MainWindow) -> tuple[float, float]:
    """(card width, width the columns span) in view pixels."""
    rects = [column[0] for column in card_rects(window)]
    return rects[0].width(), rects[-1].right() - rects[0].left()


def test_at_1024x700_the_cards_fill_the_width(make_window: WindowFactory) -> None:
    window = make_window("SP1-S4C-AAAAAAD", size=(1024, 700))
    card_width, span = column_span(window)
    assert card_width >= 86
    assert span >= 0.9 * 1024


@pytest.mark.parametrize("size", SIZES)
def test_every_size_keeps_the_table_inside_and_the_indexes_readable(
        make_window: WindowFactory, position: Position, size: tuple[int, int]) -> None:
    ranks = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    long_columns = [[*hidden, *(f"{r}{s}" for r, s in zip(ranks, suits, strict=True))]
                    for hidden, suits in ((["#AS", "#AH", "#AD", "#AC", "#2S"], "SHDC" * 3),
                                          (["#3S", "#3H", "#3D", "#3C", "#4S"], "HDCS" * 3))]
    game = position([*long_columns, ["KS"], ["KH"], ["KD"], ["KC"], ["QS"], ["QH"], ["QD"],
                                    ["QC"]], suits=4)
    window = make_window(game=game, size=size)
    view = QRectF(window.board.viewport().rect())
    height = window.board.card_item(0, 0).sceneBoundingRect().height()
    for cards, column in zip(window.game.columns, card_rects(window), strict=True):
        assert all(view.contains(rect) for rect in column)
        for card, below, above in zip(cards, column, column[1:], strict=False):
            if card.face_up:  # the card below shows its whole corner index
                assert above.top() - below.top() >= INDEX_STRIP * height
    stock = window.board.stock_item().sceneBoundingRect()
    assert view.contains(stock)
    assert not any(stock.intersects(rect) for column in card_rects(window) for rect in column)


@pytest.mark.parametrize("size", [(1600, 420), (1280, 400), (3000, 700)])
def test_a_wide_short_window_puts_the_piles_beside_the_columns(
        make_window: WindowFactory, size: tuple[int, int]) -> None:
    """A bottom row would cost the columns their height: beside them, the cards grow and
    the table spans most of the width."""
    window = make_window("SP1-S4C-AAAAAAD", size=size)
    layout = window.board.board_layout
    assert layout.side
    card_width, _ = column_span(window)
    stock = window.board.stock_item().sceneBoundingRect()
    first = window.board.card_item(0, 0).sceneBoundingRect()
    last = window.board.card_item(9, 0).sceneBoundingRect()
    assert stock.left() > last.right()  # the stock stands right of the columns
    assert layout.removed_pos(0)[0] + card_width < first.left()  # the kings left of them
    table = stock.right() - layout.removed_pos(0)[0]
    assert table >= 0.75 * size[0]
    below = window.board.card_item(0, 0).sceneBoundingRect().height()
    assert below >= (size[1] - 100) / 6  # ~38 px cards before; now the height's worth


@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1600, 1000), (2560, 1440)])
def test_a_usual_window_keeps_the_bottom_row(make_window: WindowFactory,
                                             size: tuple[int, int]) -> None:
    window = make_window("SP1-S4C-AAAAAAD", size=size)
    assert not window.board.board_layout.side
    _, span = column_span(window)
    assert span >= 0.9 * size[0]
    stock = window.board.stock_item().sceneBoundingRect()
    lowest = max(rect.bottom() for column in card_rects(window) for rect in column)
    assert stock.top() > lowest
