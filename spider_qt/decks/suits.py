"""The four suit shapes, drawn here with Bézier curves in a unit box.

Every shape lives in the square (0, 0)–(1, 1), y pointing down, and touches
the box on at least two opposite sides, so a caller scales it to any pip or
index size with one ``QTransform`` and gets the same visual weight for all four
suits. The outlines are deliberately plump (wide heart lobes, a broad spade
stem, round club lobes): a card index draws them 7–9 px tall, and at that size
thin features vanish and the suits start to look alike.

Shapes made of several pieces (spade, club) are unions under the *winding*
fill rule, with every piece turned the same way. Qt's path boolean operations
would flatten the curves into polygons, which shows as facets on a big ace.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath

from spider_qt.engine import Suit


def suit_path(suit: Suit) -> QPainterPath:
    """The outline of ``suit`` in the unit box; cached, so treat it as read-only.

    Returns a copy of the cached path (cheap: ``QPainterPath`` is implicitly
    shared) so a caller that transforms or extends it cannot spoil the cache.
    """
    return QPainterPath(_cached_path(Suit(suit)))


@cache
def _cached_path(suit: Suit) -> QPainterPath:
    builders = {
        Suit.HEARTS: _heart,
        Suit.DIAMONDS: _diamond,
        Suit.SPADES: _spade,
        Suit.CLUBS: _club,
    }
    return builders[suit]()


def _heart() -> QPainterPath:
    """Two round lobes over a point; the lobes fill the full width."""
    return _heart_outline(top=0.0, bottom=1.0, inverted=False)


def _heart_outline(top: float, bottom: float, *, inverted: bool) -> QPainterPath:
    """A heart between ``top`` and ``bottom``; ``inverted`` puts the point at the top.

    Written once in "point down" coordinates ``v`` (0 = lobe tops, 1 = point)
    and mapped into ``[top, bottom]``, so the spade's body is the same curve
    as the heart turned upside down.
    """
    height = bottom - top

    def p(x: float, v: float) -> QPointF:
        y = top + height * ((1.0 - v) if inverted else v)
        return QPointF(x, y)

    path = QPainterPath()
    path.moveTo(p(0.5, 0.25))  # the notch between the lobes
    # left lobe: up and over, down the outer side, then in to the point
    path.cubicTo(p(0.47, 0.09), p(0.37, 0.0), p(0.255, 0.0))
    path.cubicTo(p(0.10, 0.0), p(0.0, 0.13), p(0.0, 0.30))
    path.cubicTo(p(0.0, 0.55), p(0.32, 0.70), p(0.5, 1.0))
    # right lobe, the mirror image
    path.cubicTo(p(0.68, 0.70), p(1.0, 0.55), p(1.0, 0.30))
    path.cubicTo(p(1.0, 0.13), p(0.90, 0.0), p(0.745, 0.0))
    path.cubicTo(p(0.63, 0.0), p(0.53, 0.09), p(0.5, 0.25))
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    """A lozenge narrower than it is tall, its sides bowed slightly inwards."""
    top, right, bottom, left = (
        QPointF(0.5, 0.0), QPointF(0.92, 0.5), QPointF(0.5, 1.0), QPointF(0.08, 0.5),
    )
    centre = QPointF(0.5, 0.5)
    path = QPainterPath(top)
    for start, end in ((top, right), (right, bottom), (bottom, left), (left, top)):
        middle = (start + end) / 2.0
        bow = middle + (centre - middle) * 0.14  # pull each side's middle towards the centre
        path.quadTo(bow, end)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    """An upside-down heart on a stem that flares into a foot."""
    body = _heart_outline(top=0.0, bottom=0.80, inverted=True)
    return _union_winding(body, _flared_stem(neck_y=0.56, neck_half=0.045))


def _club() -> QPainterPath:
    """Three round lobes in a trefoil, a centre filler, and the same flared stem."""
    radius = 0.235
    lobes = [_circle(0.5, radius, radius), _circle(radius, 0.565, radius),
             _circle(1.0 - radius, 0.565, radius)]
    filler = _circle(0.5, 0.53, 0.13)  # closes the small gap where the lobes meet
    stem = _flared_stem(neck_y=0.50, neck_half=0.05)
    return _union_winding(*lobes, filler, stem)


def _circle(cx: float, cy: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QRectF(cx - r, cy - r, 2 * r, 2 * r))
    return path


def _flared_stem(neck_y: float, neck_half: float) -> QPainterPath:
    """A stem from a narrow neck at ``neck_y`` down to a wide foot on the bottom edge.

    The sides are concave curves, which is what makes a stem read as a stem
    rather than a triangle even when the whole pip is only 8 px tall.
    """
    foot_half = 0.21
    path = QPainterPath(QPointF(0.5 - neck_half, neck_y))
    path.cubicTo(QPointF(0.5 - neck_half, 0.84), QPointF(0.44, 0.95),
                 QPointF(0.5 - foot_half, 1.0))
    path.lineTo(QPointF(0.5 + foot_half, 1.0))
    path.cubicTo(QPointF(0.56, 0.95), QPointF(0.5 + neck_half, 0.84),
                 QPointF(0.5 + neck_half, neck_y))
    path.closeSubpath()
    return path


def _union_winding(*pieces: QPainterPath) -> QPainterPath:
    """Overlay ``pieces`` as one path whose filled area is their union.

    Under ``WindingFill`` overlapping pieces add up instead of cancelling,
    provided they all run the same way round; each piece is reversed if needed.
    """
    union = QPainterPath()
    union.setFillRule(Qt.FillRule.WindingFill)
    for piece in pieces:
        union.addPath(piece if _signed_area(piece) > 0 else piece.toReversed())
    return union


def _signed_area(path: QPainterPath) -> float:
    """Shoelace area of the path's flattened outline; the sign gives its direction."""
    polygon = path.toFillPolygon()
    total = 0.0
    for i in range(polygon.size()):
        a, b = polygon.at(i), polygon.at((i + 1) % polygon.size())
        total += a.x() * b.y() - b.x() * a.y()
    return total / 2.0
