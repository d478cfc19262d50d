"""Card faces, backs and placeholders, painted in code into cached pixmaps.

Nothing here is loaded from image files: every card is drawn from the suit
outlines in :mod:`spider_qt.ui.suits`, glyph outlines of an ordinary installed
sans-serif / serif font, and a few hand-placed curves for the court emblems.
Drawing in code means one look at every size and device pixel ratio, with no
scaled bitmaps going soft.

The design is built around how Spider shows cards: face-up cards overlap so
that only a strip of ``INDEX_HEIGHT`` × card height stays visible. The corner
index (rank and suit on one line) therefore lives entirely inside that strip
and is as big as the strip allows; its edges are snapped to device pixels so
it stays crisp on a 50 px wide card. Pips and court panels stay below it.

Rendering goes into a ``QImage`` (the raster engine on every platform, so the
pixels are the same everywhere) and is cached per :class:`CardArt`; the board
asks for the same few sizes over and over.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from functools import cache
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from spider_qt.engine.cards import ACE, KING, Suit, rank_token
from spider_qt.ui.suits import suit_path

INDEX_HEIGHT: Final = 0.19
"""Fraction of the card height that holds the corner index: rank and suit, top margin included.

The board may cover a face-up card from just below this strip, and the index
is still complete.
"""

CORNER_RADIUS: Final = 0.06
"""Corner radius as a fraction of the card width."""

CACHE_LIMIT: Final = 240
"""Most pixmaps kept; about four full decks, so resizing the window cannot hoard memory."""

# Corner index, as fractions of the card height (top, cap) and width (left).
_INDEX_TOP: Final = 0.035
_INDEX_LEFT: Final = 0.075
_INDEX_DESCENT: Final = 0.12  # room below the baseline, in cap heights, for a "J" hook or "Q" tail
_INDEX_PAD: Final = 0.008  # clear space under the index, still inside the strip
_INDEX_SUIT_GAP: Final = 0.14  # between rank and suit, in cap heights
_INDEX_SUIT_SCALE: Final = 0.92  # suit symbol size, in cap heights
_TEN_SQUEEZE: Final = 0.88  # horizontal squeeze of "10" so it is no wider than it must be

# Pips, as fractions of the card width (size, columns) and height (gap under the strip).
_PIP: Final = 0.185
_CROWDED_PIP: Final = 0.155  # the 9 and 10 have four pips a column: a little smaller
_PIP_COLUMNS: Final = (0.27, 0.5, 0.73)
_PIP_GAP: Final = 0.032  # clear of the strip even at the board's tightest overlap (0.21)
_ACE_PIP: Final = 0.56

_SANS: Final = ("DejaVu Sans", "Helvetica Neue", "Helvetica", "Arial", "Liberation Sans")
_SERIF: Final = ("DejaVu Serif", "Georgia", "Times New Roman", "Liberation Serif")

_PAPER: Final = QColor("#fdfdfa")
_EDGE: Final = QColor("#9b9b98")
_GOLD: Final = QColor("#d9ad3c")
_GOLD_DARK: Final = QColor("#8a6414")
_OCHRE: Final = QColor("#b8862b")
_PANEL: Final = QColor("#fbf3de")
#: Light and dark ends of the back's gradient, per back colour.
BACK_COLOURS: Final = {
    "blue": (QColor("#2552a8"), QColor("#132f6e")),
    "red": (QColor("#b02a37"), QColor("#6a1420")),
    "green": (QColor("#2f7d4a"), QColor("#17472a")),
}

_NEAR_BLACK: Final = QColor("#1b1c20")
_RED: Final = QColor("#c8102e")
_INKS: Final = {
    False: {Suit.SPADES: _NEAR_BLACK, Suit.CLUBS: _NEAR_BLACK,
            Suit.HEARTS: _RED, Suit.DIAMONDS: _RED},
    True: {Suit.SPADES: QColor("#111114"), Suit.HEARTS: _RED,
           Suit.DIAMONDS: QColor("#1c5bc4"), Suit.CLUBS: QColor("#14843a")},
}

#: (column, t) of each pip: column 0/1/2 = left/middle/right, t from 0 (top row) to 1 (bottom).
_PIP_LAYOUTS: Final[dict[int, tuple[tuple[int, float], ...]]] = {
    2: ((1, 0.0), (1, 1.0)),
    3: ((1, 0.0), (1, 0.5), (1, 1.0)),
    4: ((0, 0.0), (2, 0.0), (0, 1.0), (2, 1.0)),
    5: ((0, 0.0), (2, 0.0), (1, 0.5), (0, 1.0), (2, 1.0)),
    6: ((0, 0.0), (2, 0.0), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    7: ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)),
    8: ((0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1.0), (2, 1.0)),
    9: ((0, 0.0), (2, 0.0), (0, 1 / 3), (2, 1 / 3), (1, 0.5),
        (0, 2 / 3), (2, 2 / 3), (0, 1.0), (2, 1.0)),
    10: ((0, 0.0), (2, 0.0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3),
         (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1.0), (2, 1.0)),
}

_Paint = Callable[[QPainter], None]


class CardArt:
    """Paints and caches card pixmaps for one deck style.

    A board keeps one instance and asks it for pixmaps whenever it lays out;
    repeated requests for the same card, size and pixel ratio return the very
    same ``QPixmap`` object, so asking is cheap enough to do on every resize.
    """

    def __init__(self, four_colour: bool = False, back_colour: str = "blue") -> None:
        self._four_colour = bool(four_colour)
        self._back_colour = _check_back(back_colour)
        self._cache: OrderedDict[Hashable, QPixmap] = OrderedDict()

    @property
    def back_colour(self) -> str:
        """The back's colour: one of :data:`BACK_COLOURS`."""
        return self._back_colour

    @back_colour.setter
    def back_colour(self, value: str) -> None:
        self._back_colour = _check_back(value)  # part of the cache key: no clearing needed

    @property
    def four_colour(self) -> bool:
        """Four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green, so 4-suit Spider is easier to read."""
        return self._four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        if bool(value) != self._four_colour:
            self._four_colour = bool(value)
            self.clear()

    def ink(self, suit: Suit) -> QColor:
        """The colour this deck prints ``suit`` in (a copy, free to modify)."""
        return QColor(_INKS[self._four_colour][Suit(suit)])

    def clear(self) -> None:
        """Forget every cached pixmap (e.g. after a style change)."""
        self._cache.clear()

    def __len__(self) -> int:
        """How many pixmaps are cached; for tests and memory checks."""
        return len(self._cache)

    def face(self, rank: int, suit: Suit, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """The face of a card, ``width`` × ``height`` device-independent pixels at ``dpr``."""
        if not ACE <= rank <= KING:
            raise ValueError(f"rank must be 1 (ace) to 13 (king), not {rank!r}")
        suit = Suit(suit)
        ink = self.ink(suit)
        key = ("face", rank, suit, width, height, dpr, self._four_colour)
        return self._get(key, width, height, dpr,
                         lambda p: _paint_face(p, rank, suit, ink, width, height, dpr))

    def back(self, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """A face-down card: a lattice in :attr:`back_colour` inside a white border."""
        colours = BACK_COLOURS[self._back_colour]
        key = ("back", width, height, dpr, self._back_colour)
        return self._get(key, width, height, dpr,
                         lambda p: _paint_back(p, width, height, dpr, colours))

    def placeholder(self, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """The faint outline of an empty column or an empty stock, meant to sit on the felt."""
        key = ("placeholder", width, height, dpr)
        return self._get(key, width, height, dpr,
                         lambda p: _paint_placeholder(p, width, height, dpr))

    def _get(self, key: Hashable, width: int, height: int, dpr: float,
             paint: _Paint) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = _render(width, height, dpr, paint)
        self._cache[key] = pixmap
        while len(self._cache) > CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pixmap


def _render(width: int, height: int, dpr: float, paint: _Paint) -> QPixmap:
    """Run ``paint`` on a transparent image of the device size and make it a pixmap.

    The painter works in device-independent pixels: the image's pixel ratio
    scales it, so the drawing code never mentions ``dpr`` except to snap.
    """
    if width <= 0 or height <= 0 or dpr <= 0:
        raise ValueError(f"card size must be positive, not {width}×{height} at {dpr}")
    image = QImage(round(width * dpr), round(height * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        paint(painter)
    finally:
        painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


# --- geometry helpers ---------------------------------------------------------------


def _snap(value: float, dpr: float) -> float:
    """``value`` rounded to whole device pixels, so horizontal and vertical edges stay sharp."""
    return round(value * dpr) / dpr


def _snap_down(value: float, dpr: float) -> float:
    return max(1, math.floor(value * dpr + 1e-6)) / dpr


def _placed(path: QPainterPath, x: float, y: float, size: float,
            turned: bool = False) -> QPainterPath:
    """A unit-box ``path`` scaled to ``size`` and centred on (x, y); ``turned`` = upside down."""
    transform = QTransform.fromTranslate(x, y)
    if turned:
        transform.rotate(180)
    transform.translate(-size / 2, -size / 2).scale(size, size)
    return transform.map(path)


def _card_outline(width: int, height: int, dpr: float) -> tuple[QPainterPath, float]:
    """The card's rounded rectangle, inset so a border of the returned pen width fits inside."""
    pen_width = max(1, round(dpr)) / dpr
    inset = pen_width / 2
    rect = QRectF(inset, inset, width - 2 * inset, height - 2 * inset)
    radius = CORNER_RADIUS * width
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path, pen_width


def _turned_half(painter: QPainter, width: int, height: int, paint: _Paint) -> None:
    """Run ``paint`` twice: as is, then rotated 180° about the card centre."""
    paint(painter)
    painter.save()
    painter.translate(width, height)
    painter.rotate(180)
    paint(painter)
    painter.restore()


# --- glyphs ---------------------------------------------------------------------------


def _font(families: Iterable[str], hint: QFont.StyleHint) -> QFont:
    """A bold font from the first installed family of ``families``, any font of ``hint`` else."""
    font = QFont()
    font.setFamilies(list(families))
    font.setStyleHint(hint)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(200)  # outlines are scaled later; a big size keeps them exact
    return font


@cache
def _glyphs(text: str, serif: bool) -> QPainterPath:
    """``text`` as an outline with cap height 1, baseline at y = 0 and ink starting at x = 0.

    Outlines (rather than ``drawText``) give exact fractional sizes, the same
    on every platform, so the index can be fitted to its strip to the pixel.
    Characters are set by their ink, with an even gap, which keeps "10" compact.
    """
    font = (_font(_SERIF, QFont.StyleHint.Serif) if serif
            else _font(_SANS, QFont.StyleHint.SansSerif))
    reference = QPainterPath()
    reference.addText(0, 0, font, "H")
    cap = -reference.boundingRect().top() or 0.7 * font.pixelSize()  # no "H": guess the cap
    result = QPainterPath()
    x = 0.0
    for char in text:
        glyph = QPainterPath()
        glyph.addText(0, 0, font, char)
        bounds = glyph.boundingRect()
        result.addPath(glyph.translated(x - bounds.left(), 0))
        x += bounds.width() + 0.09 * cap
    squeeze = _TEN_SQUEEZE if len(text) > 1 else 1.0
    return QTransform.fromScale(squeeze / cap, 1 / cap).map(result)


# --- faces ----------------------------------------------------------------------------


def _paint_face(painter: QPainter, rank: int, suit: Suit, ink: QColor,
                width: int, height: int, dpr: float) -> None:
    outline, pen_width = _card_outline(width, height, dpr)
    painter.fillPath(outline, _PAPER)
    painter.strokePath(outline, QPen(_EDGE, pen_width))
    _turned_half(painter, width, height,
                 lambda p: _paint_index(p, rank, suit, ink, width, height, dpr))
    if rank == ACE:
        _paint_ace(painter, suit, ink, width, height)
    elif rank <= 10:
        _paint_pips(painter, rank, suit, ink, width, height)
    else:
        _paint_court(painter, rank, suit, ink, width, height, dpr)


def _index_cap(height: int, dpr: float) -> tuple[float, float]:
    """(top, cap height) of the corner index, snapped to device pixels, within the strip."""
    top = _snap(_INDEX_TOP * height, dpr)
    room = (INDEX_HEIGHT - _INDEX_PAD) * height - top
    return top, _snap_down(room / (1 + _INDEX_DESCENT), dpr)


def _index_rank(rank: int) -> QPainterPath:
    """The rank outline for the index (cap height 1, baseline y = 0), fitted to the strip.

    A glyph that dips further below the baseline than the strip allows (the
    hook of a sans-serif "J", in some fonts the tail of "Q") is scaled down a
    little about its top, so it still starts on the cap line with the others.
    """
    glyphs = _glyphs(rank_token(rank), False)
    dip = glyphs.boundingRect().bottom()
    if dip <= _INDEX_DESCENT:
        return glyphs
    shrink = (1 + _INDEX_DESCENT) / (1 + dip)
    return _shrink_about_top(glyphs, shrink)


def _shrink_about_top(glyphs: QPainterPath, shrink: float) -> QPainterPath:
    """``glyphs`` scaled by ``shrink`` about the cap line (y = -1)."""
    return QTransform.fromTranslate(0, -1).scale(shrink, shrink).translate(0, 1).map(glyphs)


def _paint_index(painter: QPainter, rank: int, suit: Suit, ink: QColor,
                 width: int, height: int, dpr: float) -> None:
    """The rank and a suit symbol on one line in the top-left corner."""
    top, cap = _index_cap(height, dpr)
    left = _snap(_INDEX_LEFT * width, dpr)
    baseline = top + cap
    glyphs = QTransform.fromTranslate(left, baseline).scale(cap, cap).map(_index_rank(rank))
    painter.fillPath(glyphs, ink)
    size = cap * _INDEX_SUIT_SCALE
    x = glyphs.boundingRect().right() + _INDEX_SUIT_GAP * cap
    symbol = QTransform.fromTranslate(x, baseline - size).scale(size, size).map(suit_path(suit))
    painter.fillPath(symbol, ink)


def _pip_rows(size: float, height: int) -> tuple[float, float]:
    """y of the top and the bottom row of pip centres: just clear of the two index strips."""
    top = (INDEX_HEIGHT + _PIP_GAP) * height + size / 2
    return top, height - top


def _paint_pips(painter: QPainter, rank: int, suit: Suit, ink: QColor,
                width: int, height: int) -> None:
    """The classic pip pattern; pips in the lower half stand upside down, as on real cards."""
    shape = suit_path(suit)
    size = (_CROWDED_PIP if rank >= 9 else _PIP) * width
    top, bottom = _pip_rows(size, height)
    pips = QPainterPath()
    pips.setFillRule(Qt.FillRule.WindingFill)
    for column, t in _PIP_LAYOUTS[rank]:
        x = _PIP_COLUMNS[column] * width
        y = top + t * (bottom - top)
        pips.addPath(_placed(shape, x, y, size, turned=t > 0.5))
    painter.fillPath(pips, ink)


def _paint_ace(painter: QPainter, suit: Suit, ink: QColor, width: int, height: int) -> None:
    """One big pip in the centre: the ace needs nothing else to be recognised."""
    size = _ACE_PIP * width
    painter.fillPath(_placed(suit_path(suit), width / 2, height / 2, size), ink)


# --- court cards ----------------------------------------------------------------------


def _court_panel(width: int, height: int, dpr: float) -> QRectF:
    top = _snap((INDEX_HEIGHT + _PIP_GAP) * height, dpr)
    left = _snap(0.13 * width, dpr)
    return QRectF(left, top, width - 2 * left, height - 2 * top)


def _paint_court(painter: QPainter, rank: int, suit: Suit, ink: QColor,
                 width: int, height: int, dpr: float) -> None:
    """A framed panel with the emblem, a big serif letter and the suit: J, Q and K at a glance."""
    panel = _court_panel(width, height, dpr)
    _paint_panel_frame(painter, panel, width, dpr)
    w, h = panel.width(), panel.height()
    cx, top = panel.center().x(), panel.top()
    _EMBLEMS[rank](painter, QRectF(cx - 0.34 * w, top + 0.07 * h, 0.68 * w, 0.27 * h), ink)
    cap = 0.3 * h
    ink_box = _glyphs(rank_token(rank), True).boundingRect()  # in cap heights; J and Q dip
    x = cx - ink_box.center().x() * cap
    y = top + 0.55 * h - ink_box.center().y() * cap  # ink centred between emblem and suit
    placed = QTransform.fromTranslate(x, y).scale(cap, cap).map(_glyphs(rank_token(rank), True))
    painter.fillPath(placed, ink)
    painter.fillPath(_placed(suit_path(suit), cx, top + 0.86 * h, 0.12 * h), ink)


def _paint_panel_frame(painter: QPainter, panel: QRectF, width: int, dpr: float) -> None:
    """Cream panel in a solid ochre frame; big cards also get a fine inner line."""
    frame = max(1 / dpr, 0.016 * width)
    radius = 0.035 * width
    outer = QPainterPath()
    outer.addRoundedRect(panel, radius, radius)
    gradient = QLinearGradient(panel.topLeft(), panel.bottomLeft())
    gradient.setColorAt(0.0, _PANEL)
    gradient.setColorAt(1.0, _PANEL.darker(106))
    painter.fillPath(outer, QBrush(gradient))
    painter.strokePath(outer, QPen(_OCHRE, frame))
    if width * dpr < 90:  # a second line would only blur into the first
        return
    inset = frame * 2.5
    inner = QPainterPath()
    inner.addRoundedRect(panel.adjusted(inset, inset, -inset, -inset), radius / 2, radius / 2)
    painter.strokePath(inner, QPen(_OCHRE, max(1 / dpr, frame * 0.4)))


def _emblem_transform(box: QRectF, aspect: float) -> QTransform:
    """Map a unit-wide drawing ``aspect`` tall into ``box``, centred, keeping proportions."""
    scale = min(box.width(), box.height() / aspect)
    x = box.center().x() - scale / 2
    y = box.center().y() - scale * aspect / 2
    return QTransform.fromTranslate(x, y).scale(scale, scale)


def _gold_fill(painter: QPainter, path: QPainterPath, scale: float) -> None:
    """Gold with a darker rim: the shared material of all three emblems."""
    painter.fillPath(path, _GOLD)
    painter.strokePath(path, QPen(_GOLD_DARK, max(0.6, 0.035 * scale)))


def _paint_crown(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """King: a three-pointed crown with balls on the points and jewels on the band."""
    t = _emblem_transform(box, 0.78)
    scale = t.m11()
    body = QPainterPath(QPointF(0.14, 0.74))
    for x, y in ((0.05, 0.2), (0.31, 0.46), (0.5, 0.1), (0.69, 0.46), (0.95, 0.2), (0.86, 0.74)):
        body.lineTo(x, y)
    body.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(0.12, 0.6, 0.76, 0.17), 0.03, 0.03)
    balls = QPainterPath()
    for x, y in ((0.05, 0.17), (0.5, 0.07), (0.95, 0.17)):
        balls.addEllipse(QPointF(x, y), 0.065, 0.065)
    for piece in (body, band, balls):
        _gold_fill(painter, t.map(piece), scale)
    jewels = QPainterPath()
    for x in (0.3, 0.5, 0.7):
        jewels.addEllipse(QPointF(x, 0.685), 0.05 if x == 0.5 else 0.038, 0.05)
    painter.fillPath(t.map(jewels), ink)


def _paint_tiara(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """Queen: a slim arched tiara with pearls on its rim and a flower at the top."""
    t = _emblem_transform(box, 0.78)
    scale = t.m11()
    band = QPainterPath(QPointF(0.06, 0.76))
    band.cubicTo(QPointF(0.12, 0.5), QPointF(0.3, 0.38), QPointF(0.5, 0.38))
    band.cubicTo(QPointF(0.7, 0.38), QPointF(0.88, 0.5), QPointF(0.94, 0.76))
    band.quadTo(QPointF(0.5, 0.42), QPointF(0.06, 0.76))
    band.closeSubpath()
    pearls = QPainterPath()
    for x, y in ((0.13, 0.53), (0.24, 0.43), (0.37, 0.37), (0.63, 0.37), (0.76, 0.43),
                 (0.87, 0.53)):
        pearls.addEllipse(QPointF(x, y), 0.045, 0.045)
    painter.fillPath(t.map(pearls), _PAPER)
    painter.strokePath(t.map(pearls), QPen(_GOLD_DARK, max(0.5, 0.025 * scale)))
    _gold_fill(painter, t.map(band), scale)
    petals = QPainterPath()
    petals.setFillRule(Qt.FillRule.WindingFill)
    for i in range(5):
        angle = math.radians(-90 + 72 * i)
        petals.addEllipse(QPointF(0.5 + 0.09 * math.cos(angle), 0.22 + 0.09 * math.sin(angle)),
                          0.07, 0.07)
    painter.fillPath(t.map(petals), ink)
    heart = QPainterPath()
    heart.addEllipse(QPointF(0.5, 0.22), 0.05, 0.05)
    _gold_fill(painter, t.map(heart), scale)


def _paint_feather(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """Jack: a plumed quill laid diagonally, with a few barbs cut into the vane."""
    t = _emblem_transform(box, 0.78)
    scale = t.m11()
    vane = QPainterPath(QPointF(0.3, 0.66))
    vane.cubicTo(QPointF(0.22, 0.4), QPointF(0.55, 0.1), QPointF(0.92, 0.04))
    vane.cubicTo(QPointF(0.8, 0.34), QPointF(0.6, 0.62), QPointF(0.3, 0.66))
    vane.closeSubpath()
    _gold_fill(painter, t.map(vane), scale)
    spine = QPainterPath(QPointF(0.12, 0.78))
    spine.quadTo(QPointF(0.5, 0.45), QPointF(0.9, 0.06))
    painter.strokePath(t.map(spine), QPen(ink, max(0.7, 0.04 * scale),
                                          Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    barbs = QPainterPath()
    for start, end in (((0.42, 0.5), (0.33, 0.42)), ((0.58, 0.34), (0.5, 0.25)),
                       ((0.5, 0.42), (0.6, 0.5)), ((0.68, 0.25), (0.77, 0.31))):
        barbs.moveTo(*start)
        barbs.lineTo(*end)
    painter.strokePath(t.map(barbs), QPen(_GOLD_DARK, max(0.5, 0.025 * scale)))


_EMBLEMS: Final[dict[int, Callable[[QPainter, QRectF, QColor], None]]] = {
    11: _paint_feather,
    12: _paint_tiara,
    13: _paint_crown,
}


# --- back and placeholder -------------------------------------------------------------


def _check_back(colour: str) -> str:
    if colour not in BACK_COLOURS:
        raise ValueError(f"card back must be one of {', '.join(BACK_COLOURS)}, not {colour!r}")
    return colour


def _paint_back(painter: QPainter, width: int, height: int, dpr: float,
                colours: tuple[QColor, QColor]) -> None:
    """White border, then a deep blue field crossed by a fine diagonal lattice."""
    outline, pen_width = _card_outline(width, height, dpr)
    painter.fillPath(outline, _PAPER)
    painter.strokePath(outline, QPen(_EDGE, pen_width))
    margin = _snap(0.05 * width, dpr)
    field_rect = QRectF(margin, margin, width - 2 * margin, height - 2 * margin)
    radius = max(0.0, CORNER_RADIUS * width - margin / 2)
    field = QPainterPath()
    field.addRoundedRect(field_rect, radius, radius)
    gradient = QLinearGradient(field_rect.topLeft(), field_rect.bottomRight())
    gradient.setColorAt(0.0, colours[0])
    gradient.setColorAt(1.0, colours[1])
    painter.fillPath(field, QBrush(gradient))
    painter.save()
    painter.setClipPath(field)
    _paint_lattice(painter, field_rect, width)
    painter.restore()
    frame = field_rect.adjusted(margin * 0.6, margin * 0.6, -margin * 0.6, -margin * 0.6)
    painter.setPen(QPen(QColor(255, 255, 255, 150), max(1 / dpr, 0.008 * width)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(frame, radius / 2, radius / 2)


def _paint_lattice(painter: QPainter, field: QRectF, width: int) -> None:
    """Two families of diagonals through the field's centre, plus a dot at every crossing."""
    step = 0.085 * width
    cx, cy = field.center().x(), field.center().y()
    reach = field.width() + field.height()
    count = math.ceil(reach / step)
    lines = QPainterPath()
    for i in range(-count, count + 1):
        offset = i * step
        lines.moveTo(cx + offset - reach, cy - reach)
        lines.lineTo(cx + offset + reach, cy + reach)
        lines.moveTo(cx + offset + reach, cy - reach)
        lines.lineTo(cx + offset - reach, cy + reach)
    painter.strokePath(lines, QPen(QColor(255, 255, 255, 60), max(0.5, 0.006 * width)))
    r = 0.012 * width
    left, top = field.left() - r, field.top() - r
    right, bottom = field.right() + r, field.bottom() + r
    dots = [
        QPointF(x, y)
        for i in range(-count, count + 1)
        for j in range(-count, count + 1)
        for x, y in [(cx + (i + j) * step / 2, cy + (j - i) * step / 2)]
        if left <= x <= right and top <= y <= bottom
    ]
    # Round points of a wide pen: one call, instead of a path of hundreds of ellipses.
    pen = QPen(QColor(255, 255, 255, 90), 2 * r)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawPoints(dots)


def _paint_placeholder(painter: QPainter, width: int, height: int, dpr: float) -> None:
    """A faint rounded outline with a whisper of fill, so an empty spot still reads as a slot."""
    pen_width = max(1.0, _snap(0.02 * width, dpr))
    inset = pen_width / 2
    rect = QRectF(inset, inset, width - 2 * inset, height - 2 * inset)
    path = QPainterPath()
    path.addRoundedRect(rect, CORNER_RADIUS * width, CORNER_RADIUS * width)
    painter.fillPath(path, QColor(255, 255, 255, 22))
    painter.strokePath(path, QPen(QColor(255, 255, 255, 110), pen_width))
