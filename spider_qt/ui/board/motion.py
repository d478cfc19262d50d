"""Card animations, built from Qt's animation framework.

An action is shown in up to three phases, one after the other: cards glide
(or fly from the stock, column by column), then a completed sequence slides
to the removed pile card by card, then the card it uncovered turns over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from spider_qt.ui.board.items import CardItem

GLIDE_MS: Final = 220
DEAL_MS: Final = 210
DEAL_STAGGER_MS: Final = 45
REMOVE_MS: Final = 240
REMOVE_STAGGER_MS: Final = 28
FLIP_MS: Final = 170

TravelKind = Literal["deal", "remove", "reveal", "glide"]
"""How a card changes: each kind has its own phase, timing and easing."""


@dataclass(frozen=True, slots=True)
class Travel:
    """One card's change: where it goes and which way up it ends.

    ``kind`` is ``deal`` (from the stock), ``remove`` (to the removed pile),
    ``reveal`` (turns face up where it lies) or ``glide`` (anything else).
    """

    item: CardItem
    start: QPointF
    end: QPointF
    flip_from: float
    flip_to: float
    kind: TravelKind
    order: int = 0


def build_animation(travels: list[Travel], speed: float = 1.0) -> QAbstractAnimation | None:
    """The whole animation of one change, or ``None`` when nothing visibly changes."""
    def ms(value: float) -> int:
        return max(1, round(value / max(speed, 0.1)))

    phases = [QParallelAnimationGroup() for _ in range(3)]
    for t in travels:
        moved = t.start != t.end
        flipped = t.flip_from != t.flip_to
        if t.kind == "deal":
            phases[0].addAnimation(_delayed(ms(DEAL_STAGGER_MS * t.order), [
                _pos(t, ms(DEAL_MS), QEasingCurve.Type.OutCubic),
                _flip(t, ms(DEAL_MS)),
            ]))
        elif t.kind == "remove":
            parts = [_pos(t, ms(REMOVE_MS), QEasingCurve.Type.InOutQuad)] if moved else []
            if flipped:
                parts.append(_flip(t, ms(REMOVE_MS)))
            if parts:
                phases[1].addAnimation(_delayed(ms(REMOVE_STAGGER_MS * t.order), parts))
        elif t.kind == "reveal":
            if moved:
                phases[0].addAnimation(_pos(t, ms(GLIDE_MS), QEasingCurve.Type.OutCubic))
            phases[2].addAnimation(_flip(t, ms(FLIP_MS)))
        else:
            if moved:
                phases[0].addAnimation(_pos(t, ms(GLIDE_MS), QEasingCurve.Type.OutCubic))
            if flipped:
                phases[0].addAnimation(_flip(t, ms(GLIDE_MS)))
    used = [p for p in phases if p.animationCount()]
    if not used:
        return None
    if len(used) == 1:
        return used[0]
    sequence = QSequentialAnimationGroup()
    for phase in used:
        sequence.addAnimation(phase)
    return sequence


def glide(item: CardItem, start: QPointF, end: QPointF, duration: int,
          curve: QEasingCurve.Type) -> QPropertyAnimation:
    """A card moving from ``start`` to ``end``."""
    animation = QPropertyAnimation(item, b"pos")
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setDuration(duration)
    animation.setEasingCurve(curve)
    return animation


def _pos(t: Travel, duration: int, curve: QEasingCurve.Type) -> QPropertyAnimation:
    return glide(t.item, t.start, t.end, duration, curve)


def _flip(t: Travel, duration: int) -> QPropertyAnimation:
    animation = QPropertyAnimation(t.item, b"flip")
    animation.setStartValue(t.flip_from)
    animation.setEndValue(t.flip_to)
    animation.setDuration(duration)
    return animation


def _delayed(delay: int, parts: list[QPropertyAnimation]) -> QAbstractAnimation:
    together = QParallelAnimationGroup()
    for part in parts:
        together.addAnimation(part)
    if delay <= 1:
        return together
    sequence = QSequentialAnimationGroup()
    sequence.addPause(delay)
    sequence.addAnimation(together)
    return sequence
