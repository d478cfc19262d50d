"""Board geometry: plain arithmetic, checked without a window."""

from __future__ import annotations

import itertools

import pytest

from spider_qt.ui.board.layout import ASPECT, INDEX_STRIP, MIN_UP_STEP, board_layout

SIZES = [(480, 360), (800, 600), (1280, 800), (1920, 1080), (2560, 1440), (3000, 700)]


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_columns_fit_across_the_window(width: int, height: int) -> None:
    layout = board_layout(width, height, 10)
    assert layout.column_x[0] > 0
    assert layout.column_x[-1] + layout.card_width < width
    gaps = {round(b - a, 6) for a, b in zip(layout.column_x, layout.column_x[1:], strict=False)}
    assert len(gaps) == 1 and gaps.pop() > layout.card_width
    assert layout.card_height == pytest.approx(layout.card_width * ASPECT)
    assert layout.pile_y + layout.card_height < height


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize(("down", "up"), [(5, 1), (5, 13), (6, 20), (0, 30), (5, 30)])
def test_every_column_stays_inside_and_readable(width: int, height: int, down: int,
                                                up: int) -> None:
    flags = [False] * down + [True] * up
    layout = board_layout(width, height, 10, [flags])
    ys = layout.column_offsets(flags)
    assert ys[0] == layout.top
    assert ys[-1] + layout.card_height <= layout.bottom + 1e-6
    face_up_steps = [b - a for a, b, up_card in zip(ys, ys[1:], flags, strict=False) if up_card]
    assert all(step >= MIN_UP_STEP * layout.card_height - 1e-6 for step in face_up_steps)
    assert MIN_UP_STEP > INDEX_STRIP  # the corner index is never covered


def test_short_columns_are_not_compressed() -> None:
    layout = board_layout(1280, 800, 10)
    ys = layout.column_offsets([False] * 5 + [True] * 3)
    steps = [round(b - a, 6) for a, b in itertools.pairwise(ys)]
    assert steps[0] < steps[-1]  # face-down cards overlap more than face-up ones
    assert len(set(steps[:5])) == 1 and len(set(steps[5:])) == 1


def test_a_very_long_column_shrinks_the_cards() -> None:
    normal = board_layout(800, 600, 10, [[False] * 5 + [True] * 13])
    long = board_layout(800, 600, 10, [[False] * 5 + [True] * 40])
    assert long.card_width < normal.card_width


def test_the_stock_fans_one_back_per_deal_and_removed_kings_fan_right() -> None:
    layout = board_layout(1280, 800, 10)
    stock = [layout.stock_pos(i, 5) for i in range(5)]
    assert [x for x, _ in stock] == sorted(x for x, _ in stock)
    assert stock[-1][0] + layout.card_width == pytest.approx(layout.right)
    removed = [layout.removed_pos(n) for n in range(8)]
    assert removed[0][0] == pytest.approx(layout.left)
    assert removed[-1][0] + layout.card_width < stock[0][0]
