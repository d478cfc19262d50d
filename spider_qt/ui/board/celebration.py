"""The short celebration of a won game: the kings dance round the table.

"You won!" stands on the felt's plate (:class:`~spider_qt.ui.common.felt.FeltLook`): the
light felt's bright middle, where it shows, is too light for light words on their own.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsDropShadowEffect,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsTextItem,
)

from spider_qt.engine import KING
from spider_qt.ui.board.items import CardItem
from spider_qt.ui.board.layout import Z_BANNER, Z_CELEBRATION, BoardLayout
from spider_qt.ui.board.motion import glide
from spider_qt.ui.common.felt import felt_look

OUT_MS = 520
HOLD_MS = 700
BACK_MS = 420


def celebrate(
    scene: QGraphicsScene, layout: BoardLayout, items: Sequence[CardItem], dark: bool = False
) -> tuple[QAbstractAnimation, Callable[[], None]]:
    """The animation, and the clean-up to run when it ends (or is cut short); ``dark``:
    the banner of the dark table."""
    kings = [item for item in items if item.rank == KING and item.isVisible()]
    centre = QPointF(layout.width / 2, layout.height / 2)
    radius = min(layout.width, layout.height) * 0.32
    banner = banner_item(scene, layout, centre, dark)

    out, back = QParallelAnimationGroup(), QParallelAnimationGroup()
    for n, item in enumerate(kings):
        angle = 2 * math.pi * n / max(len(kings), 1) - math.pi / 2
        spot = centre + QPointF(radius * math.cos(angle) - layout.card_width / 2,
                                radius * math.sin(angle) - layout.card_height / 2)
        item.setZValue(Z_CELEBRATION + n)
        out.addAnimation(glide(item, item.pos(), spot, OUT_MS, QEasingCurve.Type.OutBack))
        back.addAnimation(glide(item, spot, item.pos(), BACK_MS, QEasingCurve.Type.InOutCubic))
    fade = QPropertyAnimation(banner, b"opacity")
    fade.setStartValue(0.0)
    fade.setEndValue(1.0)
    fade.setDuration(OUT_MS)
    out.addAnimation(fade)

    sequence = QSequentialAnimationGroup()
    sequence.addAnimation(out)
    sequence.addPause(HOLD_MS)
    sequence.addAnimation(back)

    def clean_up() -> None:
        scene.removeItem(banner)

    return sequence, clean_up


def banner_item(scene: QGraphicsScene, layout: BoardLayout, centre: QPointF,
                dark: bool) -> QGraphicsTextItem:
    """"You won!" on its plate, centred on ``centre``, transparent (the animation fades it
    in); the plate is its child (``data(0)`` = ``"plate"``), so it comes and goes with it."""
    look = felt_look(dark)
    text = QGraphicsTextItem(QCoreApplication.translate("WinBox", "You won!"))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(18, round(layout.card_height * 0.45)))
    text.setFont(font)
    text.setDefaultTextColor(look.banner)
    box = text.boundingRect()
    pad = font.pixelSize() * 0.3
    path = QPainterPath()
    path.addRoundedRect(box.adjusted(-pad, -pad / 2, pad, pad / 2), pad, pad)
    plate = QGraphicsPathItem(path, text)
    plate.setBrush(look.plate)
    plate.setPen(QPen(look.plate_edge, 1.5))  # on the light felt, transparent
    plate.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
    plate.setData(0, "plate")
    shadow = QGraphicsDropShadowEffect()
    shadow.setBlurRadius(18)
    shadow.setOffset(0, 3)
    shadow.setColor(QColor(0, 0, 0, 180))
    text.setGraphicsEffect(shadow)
    text.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)
    text.setZValue(Z_BANNER)
    text.setOpacity(0.0)
    scene.addItem(text)
    return text
