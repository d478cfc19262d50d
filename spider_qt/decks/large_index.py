"""The large-index deck: a flat, modern look built to be read in a crowded column.

Spider covers most of every face-up card, so this deck spends the visible strip on
nothing but the card's name: the rank as tall as the strip allows at the left, the suit
as tall at the right, both in flat colours that stay apart at 40 px. Below the strip the
pips stand upright in a clean grid (no second index: on a screen a card never turns
round), the ace is one big suit, and a court card is a solid panel in the suit's colour
with its letter, a simple emblem and the suit in white. The back is a flat argyle in the
player's back colour.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from spider_qt.engine import ACE, Suit, rank_token

from .backs import BACK_COLOURS
from .drawing import CORNER_RADIUS, placed, snap, snap_down
from .faces import PIP_LAYOUTS
from .geometry import INDEX_STRIP, UP_STEP
from .glyphs import text_outline
from .painter import CardCanvas
from .suits import suit_path

PAPER: Final = QColor("#ffffff")
EDGE: Final = QColor("#a4a9b3")
_BLACK: Final = QColor("#15171c")
_RED: Final = QColor("#d3243a")
#: Flat suit colours, by four-colour deck (``True``) or not, then by suit.
INKS: Final = {
    False: {Suit.SPADES: _BLACK, Suit.CLUBS: _BLACK, Suit.HEARTS: _RED, Suit.DIAMONDS: _RED},
    True: {Suit.SPADES: _BLACK, Suit.HEARTS: _RED, Suit.DIAMONDS: QColor("#1d63d4"),
           Suit.CLUBS: QColor("#118a41")},
}

# The index, in card heights (top, pad) and widths (side).
_TOP: Final = 0.022
_PAD: Final = 0.012  # clear paper under the index, still inside the strip
_SIDE: Final = 0.07
_DESCENT: Final = 0.08  # room under the baseline, in cap heights, for the tail of a "Q"
_WIDEN: Final = 1.12  # the rank a little wider than the font draws it: more ink, same height

# Pips: size in card widths, columns in card widths, the lowest row's margin in heights.
_PIP: Final = 0.2
_CROWDED_PIP: Final = 0.17
_COLUMNS: Final = (0.27, 0.5, 0.73)
_BOTTOM: Final = 0.06
#: Where the picture starts, in card heights: below the strip a column usually shows of a
#: covered card (``UP_STEP``), so a covered card shows its index and nothing else.
_PICTURE_TOP: Final = UP_STEP + 0.012
_ACE: Final = 0.6

#: The classic deck's pips (see :data:`.faces.PIP_LAYOUTS`), but the 8 in two columns of
#: four: its picture starts lower, and a middle pip would crowd the rows.
_LAYOUTS: Final = {**PIP_LAYOUTS, 8: tuple((column, t / 3) for t in range(4)
                                          for column in (0, 2))}


class LargeIndexTheme:
    """The built-in ``large_index`` theme (see the module's docstring)."""

    def paint_face(self, painter: QPainter, rank: int, suit: Suit, canvas: CardCanvas) -> None:
        suit = Suit(suit)
        ink = INKS[canvas.four_colour][suit]
        outline = _outline(canvas)
        painter.fillPath(outline, PAPER)
        painter.strokePath(outline, QPen(EDGE, 1 / canvas.dpr * max(1, round(canvas.dpr))))
        _paint_index(painter, rank, suit, ink, canvas)
        if rank == ACE:
            body = _body(canvas)
            painter.fillPath(placed(suit_path(suit), body.center().x(), body.center().y(),
                                    _ACE * canvas.width), ink)
        elif rank in _LAYOUTS:
            _paint_pips(painter, rank, suit, ink, canvas)
        else:
            _paint_court(painter, rank, suit, ink, canvas)

    def paint_back(self, painter: QPainter, canvas: CardCanvas) -> None:
        light, dark = BACK_COLOURS[canvas.back_colour]
        w, h = canvas.width, canvas.height
        outline = _outline(canvas)
        painter.fillPath(outline, PAPER)
        painter.strokePath(outline, QPen(EDGE, 1 / canvas.dpr * max(1, round(canvas.dpr))))
        margin = canvas.snap(0.055 * w)
        field_rect = QRectF(margin, margin, w - 2 * margin, h - 2 * margin)
        field = QPainterPath()
        radius = max(0.0, CORNER_RADIUS * w - margin / 2)
        field.addRoundedRect(field_rect, radius, radius)
        painter.fillPath(field, light)
        painter.save()
        painter.setClipPath(field)
        _paint_argyle(painter, field_rect, dark, w)
        painter.restore()
        inset = canvas.snap(0.035 * w)
        frame = field_rect.adjusted(inset, inset, -inset, -inset)
        painter.setPen(QPen(QColor(255, 255, 255, 170), max(1 / canvas.dpr, 0.012 * w)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(frame, radius / 2, radius / 2)


def _outline(canvas: CardCanvas) -> QPainterPath:
    """The card's rounded rectangle, inset by half a device pixel border."""
    pen = max(1, round(canvas.dpr)) / canvas.dpr
    rect = QRectF(pen / 2, pen / 2, canvas.width - pen, canvas.height - pen)
    path = QPainterPath()
    path.addRoundedRect(rect, CORNER_RADIUS * canvas.width, CORNER_RADIUS * canvas.width)
    return path


def _body(canvas: CardCanvas) -> QRectF:
    """Where the picture goes: below what a column shows of a covered card, to near the
    bottom."""
    top = canvas.snap(_PICTURE_TOP * canvas.height)
    return QRectF(0, top, canvas.width, canvas.height - top - _BOTTOM * canvas.height)


def _paint_index(painter: QPainter, rank: int, suit: Suit, ink: QColor,
                 canvas: CardCanvas) -> None:
    """The rank at the left and the suit at the right, each as tall as the strip allows."""
    w, h, dpr = canvas.width, canvas.height, canvas.dpr
    top = canvas.snap(_TOP * h)
    room = (INDEX_STRIP - _PAD) * h - top
    cap = snap_down(room / (1 + _DESCENT), dpr)
    glyphs = text_outline(rank_token(rank), False)
    dip = glyphs.boundingRect().bottom()
    shrink = min(1.0, (1 + _DESCENT) / (1 + dip)) if dip > _DESCENT else 1.0
    # Shrunk about the cap line (y = -1), so a long-tailed "Q" starts where the others do.
    fit = (QTransform.fromTranslate(snap(_SIDE * w, dpr), top + cap).scale(cap * _WIDEN, cap)
           .translate(0, -1).scale(shrink, shrink).translate(0, 1))
    painter.fillPath(fit.map(glyphs), ink)
    size = cap
    right = w - snap(_SIDE * w, dpr)
    symbol = QTransform.fromTranslate(right - size, top).scale(size, size).map(suit_path(suit))
    painter.fillPath(symbol, ink)


def _paint_pips(painter: QPainter, rank: int, suit: Suit, ink: QColor,
                canvas: CardCanvas) -> None:
    """Upright pips in the classic pattern, between the strip and the bottom margin."""
    size = (_CROWDED_PIP if rank >= 7 else _PIP) * canvas.width
    body = _body(canvas)
    first, last = body.top() + size / 2, body.bottom() - size / 2
    pips = QPainterPath()
    pips.setFillRule(Qt.FillRule.WindingFill)
    shape = suit_path(suit)
    for column, t in _LAYOUTS[rank]:
        pips.addPath(placed(shape, _COLUMNS[column] * canvas.width,
                            first + t * (last - first), size))
    painter.fillPath(pips, ink)


def _paint_court(painter: QPainter, rank: int, suit: Suit, ink: QColor,
                 canvas: CardCanvas) -> None:
    """A solid panel in the suit's colour: emblem, letter and suit in white."""
    w = canvas.width
    body = _body(canvas)
    side = canvas.snap(0.11 * w)
    panel = QRectF(side, body.top(), w - 2 * side, body.height())
    shape = QPainterPath()
    shape.addRoundedRect(panel, 0.05 * w, 0.05 * w)
    painter.fillPath(shape, ink)
    pw, ph = panel.width(), panel.height()
    cx = panel.center().x()
    token = rank_token(rank)
    emblem = QRectF(cx - 0.3 * pw, panel.top() + 0.08 * ph, 0.6 * pw, 0.2 * ph)
    painter.fillPath(_EMBLEMS[token](emblem), PAPER)
    cap = 0.3 * ph
    letter = text_outline(token, False)
    box = letter.boundingRect()
    y = panel.top() + 0.55 * ph - box.center().y() * cap
    painter.fillPath(QTransform.fromTranslate(cx - box.center().x() * cap, y)
                     .scale(cap, cap).map(letter), PAPER)
    painter.fillPath(placed(suit_path(suit), cx, panel.top() + 0.85 * ph, 0.17 * ph), PAPER)


def _in_box(points: list[tuple[float, float]], box: QRectF) -> QPainterPath:
    """A closed polygon from unit-box ``points`` mapped into ``box``."""
    path = QPainterPath(QPointF(box.left() + points[0][0] * box.width(),
                                box.top() + points[0][1] * box.height()))
    for x, y in points[1:]:
        path.lineTo(box.left() + x * box.width(), box.top() + y * box.height())
    path.closeSubpath()
    return path


def _crown(box: QRectF) -> QPainterPath:
    """King: three sharp points over a band."""
    return _in_box([(0.0, 0.15), (0.27, 0.5), (0.5, 0.0), (0.73, 0.5), (1.0, 0.15),
                    (0.92, 1.0), (0.08, 1.0)], box)


def _coronet(box: QRectF) -> QPainterPath:
    """Queen: a low band with three round jewels standing on it."""
    path = _in_box([(0.1, 0.55), (0.9, 0.55), (0.84, 1.0), (0.16, 1.0)], box)
    r = 0.17 * box.height()
    for x, y in ((0.2, 0.3), (0.5, 0.2), (0.8, 0.3)):
        path.addEllipse(QPointF(box.left() + x * box.width(), box.top() + y * box.height()),
                        r, r)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def _cap(box: QRectF) -> QPainterPath:
    """Jack: a round cap on a wide brim, a plume rising from it."""
    def at(x: float, y: float) -> QPointF:
        return QPointF(box.left() + x * box.width(), box.top() + y * box.height())

    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    brim = QRectF(at(0.12, 0.78), at(0.88, 1.0))
    path.addRoundedRect(brim, brim.height() / 2, brim.height() / 2)
    dome = QPainterPath(at(0.26, 0.86))
    dome.cubicTo(at(0.26, 0.3), at(0.74, 0.3), at(0.74, 0.86))
    dome.closeSubpath()
    path.addPath(dome)
    plume = QPainterPath(at(0.62, 0.5))
    plume.cubicTo(at(0.7, 0.15), at(0.85, 0.02), at(1.0, 0.0))
    plume.cubicTo(at(0.95, 0.25), at(0.85, 0.45), at(0.7, 0.62))
    plume.closeSubpath()
    path.addPath(plume)
    return path


_EMBLEMS: Final = {"J": _cap, "Q": _coronet, "K": _crown}


def _paint_argyle(painter: QPainter, field: QRectF, dark: QColor, width: int) -> None:
    """Rows of dark lozenges and a fine white lattice through their corners."""
    dx, dy = 0.2 * width, 0.28 * width
    cx, cy = field.center().x(), field.center().y()
    columns = int(field.width() / dx) + 2
    rows = int(field.height() / dy) + 2
    lozenges = QPainterPath()
    for i in range(-columns, columns + 1):
        for j in range(-rows, rows + 1):
            if (i + j) % 2:
                continue
            x, y = cx + i * dx / 2, cy + j * dy / 2
            lozenges.moveTo(x, y - dy / 2)
            lozenges.lineTo(x + dx / 2, y)
            lozenges.lineTo(x, y + dy / 2)
            lozenges.lineTo(x - dx / 2, y)
            lozenges.closeSubpath()
    painter.fillPath(lozenges, QColor(dark.red(), dark.green(), dark.blue(), 150))
    lines = QPainterPath()
    reach = field.width() + field.height()
    for i in range(-2 * columns, 2 * columns + 1):
        x = cx + i * dx
        lines.moveTo(x - reach * dx / dy, cy - reach)
        lines.lineTo(x + reach * dx / dy, cy + reach)
        lines.moveTo(x + reach * dx / dy, cy - reach)
        lines.lineTo(x - reach * dx / dy, cy + reach)
    painter.strokePath(lines, QPen(QColor(255, 255, 255, 55), max(0.6, 0.008 * width)))
