"""Card art: pixmap sizes, transparency, colours, distinct cards, the cache, suit shapes, felt.

These look at pixels, not at a reference image: the tests pin what the board
relies on (size, pixel ratio, a clean index strip, colours that tell suits
apart) and leave the drawing itself free to improve.
"""

from __future__ import annotations

import math
import sys
from itertools import combinations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap, QTransform

from spider_qt.decks.suits import suit_path
from spider_qt.engine import Suit
from spider_qt.ui.card_art import INDEX_HEIGHT, CardArt
from spider_qt.ui.common.felt import paint_felt

W, H = 80, 112


def _binding_leaks_none() -> bool:
    """True if the Qt binding drops a reference to ``None`` on each void call.

    PySide6 6.12.0 does that on Python 3.11 (where ``None`` is not immortal);
    after a few thousand calls the interpreter aborts ("deallocating None").
    """
    path = QPainterPath()
    before = sys.getrefcount(None)
    for _ in range(10):
        path.moveTo(0, 0)
    return sys.getrefcount(None) < before


LEAKS_NONE = _binding_leaks_none()
needs_sound_binding = pytest.mark.skipif(
    LEAKS_NONE, reason="this Qt binding leaks references to None; painting would abort pytest"
)


def test_qt_binding_keeps_references_to_none() -> None:
    assert not LEAKS_NONE, (
        "PySide6 on this Python decrements None's reference count on every void call: "
        "the app would abort. Use PySide6 < 6.12 on Python 3.11, or Python >= 3.12."
    )


@pytest.fixture
def art(qapp: object) -> CardArt:
    return CardArt()


def image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def pixels(img: QImage, rect: QRect) -> list[QColor]:
    return [img.pixelColor(x, y) for y in range(rect.top(), rect.bottom() + 1)
            for x in range(rect.left(), rect.right() + 1)]


def ink(img: QImage, rect: QRect) -> QColor:
    """Mean colour of the most strongly inked fifth of the opaque non-paper pixels in ``rect``.

    Taking only the strongest ink leaves out the antialiased edges, which are
    halfway to the paper colour.
    """
    def strength(c: QColor) -> int:
        return 765 - c.red() - c.green() - c.blue()

    marked = sorted((c for c in pixels(img, rect) if c.alpha() == 255 and strength(c) > 100),
                    key=strength, reverse=True)
    assert marked, "no ink found"
    inked = marked[: max(1, len(marked) // 5)]
    n = len(inked)
    return QColor(sum(c.red() for c in inked) // n, sum(c.green() for c in inked) // n,
                  sum(c.blue() for c in inked) // n)


def index_rect(width: int, height: int) -> QRect:
    return QRect(0, 0, width // 2, math.floor(INDEX_HEIGHT * height))


def same(a: QPixmap, b: QPixmap, rect: QRect | None = None) -> bool:
    ia, ib = image(a), image(b)
    if rect is not None:
        ia, ib = ia.copy(rect), ib.copy(rect)
    return ia == ib


@needs_sound_binding
@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_pixmaps_have_the_device_size_and_pixel_ratio(art: CardArt, dpr: float) -> None:
    for pixmap in (art.face(7, Suit.HEARTS, 50, 70, dpr), art.back(50, 70, dpr),
                   art.placeholder(50, 70, dpr)):
        assert (pixmap.width(), pixmap.height()) == (round(50 * dpr), round(70 * dpr))
        assert pixmap.devicePixelRatio() == dpr


@needs_sound_binding
def test_bad_sizes_and_ranks_are_refused(art: CardArt) -> None:
    with pytest.raises(ValueError, match=r"^rank must be 1 \(ace\) to 13 \(king\), not 0$"):
        art.face(0, Suit.SPADES, W, H)
    with pytest.raises(ValueError, match=r"^rank must be 1 \(ace\) to 13 \(king\), not 14$"):
        art.face(14, Suit.SPADES, W, H)
    with pytest.raises(ValueError, match=r"^card size must be positive, not 0×112 at 1\.0$"):
        art.back(0, H)


@needs_sound_binding
@pytest.mark.parametrize("which", ["face", "back"])
def test_corners_are_transparent_and_the_centre_opaque(art: CardArt, which: str) -> None:
    pixmap = art.face(12, Suit.CLUBS, W, H) if which == "face" else art.back(W, H)
    img = image(pixmap)
    for x, y in ((0, 0), (W - 1, 0), (0, H - 1), (W - 1, H - 1)):
        assert img.pixelColor(x, y).alpha() == 0, (x, y)
    assert img.pixelColor(W // 2, H // 2).alpha() == 255
    assert img.pixelColor(W // 2, 1).alpha() == 255  # the border runs right to the edge


@needs_sound_binding
def test_placeholder_is_a_faint_light_outline(art: CardArt) -> None:
    img = image(art.placeholder(W, H))
    centre, edge = img.pixelColor(W // 2, H // 2), img.pixelColor(W // 2, 0)
    assert 0 < centre.alpha() < 60
    assert centre.alpha() < edge.alpha() < 255
    assert edge.red() == edge.green() == edge.blue() == 255


@needs_sound_binding
def test_normal_deck_is_red_and_black(art: CardArt) -> None:
    rect = index_rect(W, H)
    for suit in (Suit.HEARTS, Suit.DIAMONDS):
        c = ink(image(art.face(5, suit, W, H)), rect)
        assert c.red() > 150 and c.green() < 80 and c.blue() < 90, (suit, c.name())
    for suit in (Suit.SPADES, Suit.CLUBS):
        c = ink(image(art.face(5, suit, W, H)), rect)
        assert max(c.red(), c.green(), c.blue()) < 70, (suit, c.name())


@needs_sound_binding
def test_four_colour_deck_gives_diamonds_and_clubs_their_own_ink(art: CardArt) -> None:
    rect = index_rect(W, H)
    normal_d = ink(image(art.face(5, Suit.DIAMONDS, W, H)), rect)
    normal_c = ink(image(art.face(5, Suit.CLUBS, W, H)), rect)
    four = CardArt(four_colour=True)
    blue = ink(image(four.face(5, Suit.DIAMONDS, W, H)), rect)
    green = ink(image(four.face(5, Suit.CLUBS, W, H)), rect)
    assert blue.blue() > blue.red() + 60 and normal_d.red() > normal_d.blue() + 60
    assert green.green() > green.red() + 60 and green.green() > green.blue() + 40
    assert normal_c.green() < 70
    assert four.ink(Suit.HEARTS) == art.ink(Suit.HEARTS)
    assert four.ink(Suit.SPADES).value() < 40


@needs_sound_binding
@pytest.mark.parametrize("suit", list(Suit))
def test_every_rank_of_a_suit_looks_different(art: CardArt, suit: Suit) -> None:
    faces = [image(art.face(rank, suit, W, H)) for rank in range(1, 14)]
    assert len({bytes(img.constBits()) for img in faces}) == 13


@needs_sound_binding
def test_jack_queen_and_king_differ_below_the_index(art: CardArt) -> None:
    """Not only the letter in the corner: the panels themselves must tell them apart."""
    middle = QRect(W // 8, H // 4, W - W // 4, H // 2)
    for suit in Suit:
        courts = [art.face(rank, suit, W, H) for rank in (11, 12, 13)]
        for a, b in combinations(courts, 2):
            assert not same(a, b, middle), suit


@needs_sound_binding
def test_the_back_differs_from_every_face(art: CardArt) -> None:
    back = image(art.back(W, H))
    for suit in Suit:
        for rank in range(1, 14):
            assert image(art.face(rank, suit, W, H)) != back


@needs_sound_binding
@pytest.mark.parametrize("width", [50, 80, 160])
def test_the_index_stays_inside_its_strip(art: CardArt, width: int) -> None:
    """The board may cover a card from 0.21 of its height down; the index must end above."""
    height = round(width * 1.4)
    strip = index_rect(width, height)
    band = QRect(2, math.ceil(INDEX_HEIGHT * height), width - 4,
                 round(0.21 * height) - math.ceil(INDEX_HEIGHT * height))
    paper = image(art.face(1, Suit.SPADES, width, height)).pixelColor(width // 2, band.top())
    for suit in Suit:
        for rank in range(1, 14):
            img = image(art.face(rank, suit, width, height))
            assert all(c == paper for c in pixels(img, band)), (rank, suit)
            assert ink(img, strip).isValid()


@needs_sound_binding
def test_the_bottom_index_is_the_top_one_turned_round(art: CardArt) -> None:
    img = image(art.face(13, Suit.HEARTS, W, H))
    strip = index_rect(W, H)
    top = img.copy(strip)
    bottom = img.copy(QRect(W - strip.width(), H - strip.height(), strip.width(), strip.height()))
    turned = bottom.transformed(QTransform().rotate(180))
    # equal up to antialiasing, which does not round the same way upside down
    for x in range(strip.width()):
        for y in range(strip.height()):
            a, b = top.pixelColor(x, y), turned.pixelColor(x, y)
            diffs = (a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue(),
                     a.alpha() - b.alpha())
            assert max(map(abs, diffs)) <= 16 or min(a.alpha(), b.alpha()) < 32, (x, y)


@needs_sound_binding
def test_the_cache_returns_the_same_pixmap_until_the_style_changes(art: CardArt) -> None:
    first = art.face(9, Suit.DIAMONDS, W, H)
    assert art.face(9, Suit.DIAMONDS, W, H) is first
    assert art.face(9, Suit.DIAMONDS, W, H, 2.0) is not first
    assert art.back(W, H) is art.back(W, H)
    assert art.placeholder(W, H) is art.placeholder(W, H)
    art.four_colour = False  # no change: the cache stays
    assert art.face(9, Suit.DIAMONDS, W, H) is first
    art.four_colour = True
    assert art.four_colour
    recoloured = art.face(9, Suit.DIAMONDS, W, H)
    assert recoloured is not first
    assert not same(recoloured, first)
    art.clear()
    assert len(art) == 0
    assert art.face(9, Suit.DIAMONDS, W, H) is not recoloured


@needs_sound_binding
def test_the_cache_is_bounded(art: CardArt) -> None:
    from spider_qt.ui.card_art import CACHE_LIMIT

    for width in range(20, 20 + CACHE_LIMIT + 10):
        art.back(width, 40)
    assert len(art) == CACHE_LIMIT


def _mask(path: QPainterPath, size: int = 24) -> QImage:
    img = QImage(size, size, QImage.Format.Format_Grayscale8)
    img.fill(0)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillPath(QTransform.fromScale(size, size).map(path), QColor(255, 255, 255))
    painter.end()
    return img


@needs_sound_binding
def test_suit_paths_fill_the_unit_box_and_differ(qapp: object) -> None:
    masks = {}
    for suit in Suit:
        path = suit_path(suit)
        assert not path.isEmpty()
        box = path.boundingRect()
        assert box.left() >= -1e-6 and box.top() >= -1e-6, suit
        assert box.right() <= 1 + 1e-6 and box.bottom() <= 1 + 1e-6, suit
        assert box.height() > 0.99 and box.width() > 0.75, suit
        mask = _mask(path)
        covered = sum(1 for y in range(24) for x in range(24)
                      if mask.pixelColor(x, y).value() > 127)
        assert 0.3 < covered / 24**2 < 0.8, suit  # a solid shape, not a speck or a square
        masks[suit] = mask
    for a, b in combinations(Suit, 2):
        assert masks[a] != masks[b], (a, b)


@needs_sound_binding
def test_suit_path_hands_out_copies(qapp: object) -> None:
    path = suit_path(Suit.HEARTS)
    path.addRect(QRectF(5, 5, 1, 1))
    assert suit_path(Suit.HEARTS).boundingRect().right() <= 1 + 1e-6


@needs_sound_binding
def test_felt_is_green_lighter_in_the_middle_and_opaque(qapp: object) -> None:
    img = QImage(400, 300, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    paint_felt(painter, QRectF(0, 0, 400, 300))
    painter.end()
    centre, corner = img.pixelColor(200, 126), img.pixelColor(2, 2)
    assert centre.alpha() == corner.alpha() == 255
    assert centre.green() > centre.red() + 40 and centre.green() > centre.blue() + 40
    assert centre.lightness() > corner.lightness() + 10


@needs_sound_binding
def test_felt_exposed_part_matches_the_whole_table(qapp: object) -> None:
    """A partial repaint given the whole table as ``area`` paints the same pixels."""
    whole = QImage(200, 160, QImage.Format.Format_ARGB32)
    part = QImage(200, 160, QImage.Format.Format_ARGB32)
    for img, rect in ((whole, QRectF(0, 0, 200, 160)), (part, QRectF(50, 40, 60, 50))):
        img.fill(Qt.GlobalColor.black)
        painter = QPainter(img)
        paint_felt(painter, rect, QRectF(0, 0, 200, 160))
        painter.end()
    exposed = QRect(50, 40, 60, 50)
    assert whole.copy(exposed) == part.copy(exposed)


@needs_sound_binding
@pytest.mark.parametrize("theme", ["classic", "large_index"])
@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_every_builtin_theme_draws_at_the_device_size_and_pixel_ratio(
        qapp: object, theme: str, dpr: float) -> None:
    """Drawn at the pixel ratio: twice the pixels at 2, never a small bitmap scaled up."""
    from spider_qt.plugins.host import load_catalog

    art = CardArt()
    art.use(load_catalog().themes.get(theme))
    assert art.theme_key == theme
    for pixmap in (art.face(12, Suit.DIAMONDS, 44, 62, dpr), art.back(44, 62, dpr)):
        assert (pixmap.width(), pixmap.height()) == (round(44 * dpr), round(62 * dpr))
        assert pixmap.devicePixelRatio() == dpr
