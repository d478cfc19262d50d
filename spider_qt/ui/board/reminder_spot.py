"""Where the rule reminder goes: a patch of free felt, as plain arithmetic.

A reminder explains a refused action, so it must never hide the cards it talks
about. No Qt here: the board hands over its layout and the game, the bubble
hands over how tall its text is at a given width, and these functions pick the
spot, which tests check without a window.

The first choice is the bottom row between the removed kings and the stock,
sized for the most kings and stock backs the variant can ever show there: the
bubble then appears in one place all game long instead of drifting as kings
arrive and deals go. Column cards never reach below ``layout.bottom``, so that
felt is always free. Only a text too tall for it goes elsewhere, wherever the
cards of this position leave room (below short columns, beside piles that are
still small): where it reads in the fewest lines, and of those the nearest to
the usual spot. ``None`` means no felt can hold it, and the reminder shows in
the window's status area instead.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from spider_qt.engine import Game
from spider_qt.ui.board.layout import BoardLayout

MARGIN: Final = 6.0
"""Felt kept between the bubble and any card or the edge of the view."""

MAX_WIDTH: Final = 560
"""Wider lines are hard to read at a glance."""

MIN_WIDTH: Final = 160
"""Narrower, a reminder turns into a column of single words."""

Measure = Callable[[int], int]
"""The height the bubble needs to show its text at a given width."""


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle in view (and scene) coordinates."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    def overlaps(self, other: Box) -> bool:
        """True if the two share some area (touching edges do not count)."""
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)

    def contains(self, other: Box) -> bool:
        return (self.x <= other.x and other.right <= self.right
                and self.y <= other.y and other.bottom <= self.bottom)

    def grown(self, by: float) -> Box:
        return Box(self.x - by, self.y - by, self.width + 2 * by, self.height + 2 * by)


def card_boxes(layout: BoardLayout, columns: Sequence[Sequence[bool]], removed: int,
               deals_left: int, has_stock: bool) -> list[Box]:
    """What the bubble must not cover: each column (an empty one by its outline, where a
    player drops a king), the removed kings and the stock (with its outline when empty).

    ``columns`` are face-up flags, deepest card first, as the board lays them out.
    """
    w, h = layout.card_width, layout.card_height
    boxes: list[Box] = []
    for x, flags in zip(layout.column_x, columns, strict=True):
        ys = layout.column_offsets(flags) or [layout.top]
        boxes.append(Box(x, ys[0], w, ys[-1] + h - ys[0]))
    if removed:
        boxes.append(Box(*layout.removed_box(removed)))
    if has_stock:
        boxes.append(Box(*layout.stock_box(deals_left)))
    return boxes


def bottom_gap(layout: BoardLayout, removed: int, deals: int, has_stock: bool) -> Box:
    """The felt of the bottom row between ``removed`` kings and a stock of ``deals`` backs,
    from the lowest a column card can reach down to the window's edge, margins kept.

    With the piles beside the columns there is no bottom row: the usual spot is then
    the felt under the stock, where the bubble fits only in a roomy window (else
    :func:`place_bubble` looks for free felt near it)."""
    if layout.side:
        x, y, width, height = layout.stock_box(deals)
        top = y + height + MARGIN
        return Box(x, top, width, layout.height - MARGIN - top)
    left = (layout.removed_pos(removed - 1)[0] + layout.card_width if removed
            else layout.left)
    right = layout.stock_pos(0, max(deals, 1))[0] if has_stock else layout.right
    top = layout.bottom + MARGIN
    return Box(left + MARGIN, top, right - left - 2 * MARGIN, layout.height - MARGIN - top)


def free_boxes(width: float, height: float, obstacles: Sequence[Box]) -> list[Box]:
    """Every largest rectangle of a ``width`` × ``height`` view that keeps ``MARGIN`` clear
    of each obstacle and of the view's edges.

    A largest free rectangle is bounded left and right by the view's edges or by
    obstacles, so trying every such pair of x values and keeping the free stretches
    of height between them finds them all; the ones that could still widen are
    dropped. A board has a dozen obstacles, so this is a few hundred strips.
    """
    area = Box(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN)
    blocks = [b.grown(MARGIN) for b in obstacles]
    blocks = [b for b in blocks if b.overlaps(area)]
    xs = sorted({area.x, area.right}
                | {min(max(v, area.x), area.right) for b in blocks for v in (b.x, b.right)})
    found: list[Box] = []
    for i, left in enumerate(xs):
        for j in range(i + 1, len(xs)):
            right = xs[j]
            for top, bottom in _free_stretches(area, blocks, left, right):
                box = Box(left, top, right - left, bottom - top)
                widens_left = i > 0 and not _blocked(blocks, xs[i - 1], left, top, bottom)
                widens_right = (j + 1 < len(xs)
                                and not _blocked(blocks, right, xs[j + 1], top, bottom))
                if not widens_left and not widens_right:
                    found.append(box)
    return found


def _free_stretches(area: Box, blocks: Sequence[Box], left: float,
                    right: float) -> list[tuple[float, float]]:
    """The spans of height in ``area`` that no block crosses between ``left`` and ``right``."""
    across = sorted((b.y, b.bottom) for b in blocks if b.x < right and left < b.right)
    stretches: list[tuple[float, float]] = []
    y = area.y
    for top, bottom in across:
        if top > y:
            stretches.append((y, min(top, area.bottom)))
        y = max(y, bottom)
        if y >= area.bottom:
            break
    if y < area.bottom:
        stretches.append((y, area.bottom))
    return [(top, bottom) for top, bottom in stretches if bottom > top]


def _blocked(blocks: Sequence[Box], left: float, right: float, top: float,
             bottom: float) -> bool:
    return any(b.x < right and left < b.right and b.y < bottom and top < b.bottom
               for b in blocks)


def fit(box: Box, measure: Measure, target: tuple[float, float]) -> Box | None:
    """The bubble in ``box``, as wide as it may be (the fewest lines) and its centre as
    near ``target`` as the box allows; ``None`` if it does not fit."""
    width = int(min(box.width, MAX_WIDTH))
    if width < MIN_WIDTH:
        return None
    height = measure(width)
    if height > box.height:
        return None
    x = min(max(target[0] - width / 2, box.x), box.right - width)
    y = min(max(target[1] - height / 2, box.y), box.bottom - height)
    return Box(x, y, width, height)


def distance(box: Box, point: tuple[float, float]) -> float:
    """How far ``point`` lies from ``box`` (0 inside it)."""
    dx = max(box.x - point[0], 0.0, point[0] - box.right)
    dy = max(box.y - point[1], 0.0, point[1] - box.bottom)
    return math.hypot(dx, dy)


def place_bubble(usual: Box, width: float, height: float, obstacles: Sequence[Box],
                 measure: Measure) -> Box | None:
    """The bubble centred in the ``usual`` gap if it fits there; or else in the free felt
    of the ``width`` × ``height`` view where it needs the fewest lines (a tall narrow
    bubble is hard to read), the nearest to the usual spot of those; ``None`` if no felt
    can hold it."""
    target = (usual.x + usual.width / 2, usual.y + usual.height / 2)
    bubble = fit(usual, measure, target)
    if bubble is not None and not any(bubble.overlaps(b.grown(MARGIN)) for b in obstacles):
        return bubble
    fitted = [fit(box, measure, target) for box in free_boxes(width, height, obstacles)]
    bubbles = [b for b in fitted if b is not None]
    if not bubbles:
        return None
    return min(bubbles, key=lambda b: (b.height, distance(b, target)))


def reminder_spot(game: Game, layout: BoardLayout, measure: Measure) -> Box | None:
    """Where the reminder goes on this board for this game (see the module's docstring)."""
    spec = game.variant_spec
    has_stock = bool(spec.deals)
    usual = bottom_gap(layout, spec.sequences, len(spec.deals), has_stock)
    obstacles = card_boxes(layout, [[c.face_up for c in col] for col in game.columns],
                           game.removed, game.deals_left, has_stock)
    return place_bubble(usual, layout.width, layout.height, obstacles, measure)
