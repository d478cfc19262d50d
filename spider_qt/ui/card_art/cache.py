"""A deck style and the cache of its pixmaps: the one object the board asks for pictures.

Rendering goes into a ``QImage`` (the raster engine on every platform, so the
pixels are the same everywhere) at the device pixel ratio, and is cached per
:class:`CardArt`; the board asks for the same few sizes over and over.

The faces and backs come from a card theme (a deck, see :mod:`spider_qt.decks`), which
may be a plugin's: foreign code. Making the theme and every call to it are guarded
(``SystemExit`` and ``KeyboardInterrupt`` included); a theme that fails (an SVG deck also
by being too slow, see :mod:`.svg_theme`) is reported once, its traceback kept for its
author and never printed, and the classic cards are drawn instead, so a broken theme
costs a look, never the game.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from spider_qt.decks.backs import check_back
from spider_qt.decks.classic import ClassicTheme
from spider_qt.decks.drawing import Paint
from spider_qt.decks.faces import INKS
from spider_qt.decks.painter import CardCanvas, CardPainter
from spider_qt.engine import ACE, KING, Suit
from spider_qt.plugins.sources import Outcome, guarded
from spider_qt.plugins.theme_spec import CLASSIC, CardThemeSpec
from spider_qt.ui.common.felt import felt_look

from .placeholder import paint_placeholder

log = logging.getLogger(__name__)

FALLBACK: Final = ClassicTheme()
"""What is drawn when the chosen theme is not installed or cannot draw."""

CACHE_LIMIT: Final = 240
"""Most pixmaps kept; about four full decks, so resizing the window cannot hoard memory."""

#: Paints one picture with a theme: (theme, painter, canvas).
Draw = Callable[[CardPainter, QPainter, CardCanvas], None]


@dataclass(frozen=True, slots=True)
class ThemeFailure:
    """A card theme that could not be made or could not draw: its key and name, the error
    in one line and the traceback in full (for the theme's author)."""

    key: str
    name: str
    error: str
    traceback: str = ""


class CardArt:
    """Paints and caches card pixmaps for one deck style.

    A board keeps one instance and asks it for pixmaps whenever it lays out;
    repeated requests for the same card, size and pixel ratio return the very
    same ``QPixmap`` object, so asking is cheap enough to do on every resize.
    """

    def __init__(self, four_colour: bool = False, back_colour: str = "blue") -> None:
        self._four_colour = bool(four_colour)
        self._back_colour = check_back(back_colour)
        self._cache: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._spec: CardThemeSpec | None = None  # None: the classic fallback
        self._theme: CardPainter = FALLBACK
        self._made: dict[CardThemeSpec, CardPainter] = {}
        self._broken: set[CardThemeSpec] = set()
        #: Every theme failure so far, oldest first; :attr:`on_failure` hears each once.
        self.failures: list[ThemeFailure] = []
        self.on_failure: Callable[[ThemeFailure], None] | None = None
        # The table is the dark one: empty spots get its outline (part of their cache key).
        self.dark = False

    # --- the theme ----------------------------------------------------------------------------

    @property
    def theme_key(self) -> str:
        """The key of the theme drawn now (``"classic"`` when falling back)."""
        return self._spec.key if self._spec is not None else CLASSIC

    def use(self, spec: CardThemeSpec | None) -> None:
        """Draw with ``spec``'s theme from now on; the classic cards for ``None`` or for a
        theme that fails. The theme is made once per spec, when first used."""
        theme = self._make(spec) if spec is not None else None
        if theme is None:
            spec, theme = None, FALLBACK
        if spec != self._spec or theme is not self._theme:
            self._spec, self._theme = spec, theme
            self.clear()

    def _make(self, spec: CardThemeSpec) -> CardPainter | None:
        if spec in self._broken:
            return None
        theme = self._made.get(spec)
        if theme is None:
            outcome = guarded(lambda: _make_theme(spec))
            if outcome.error is not None or not isinstance(outcome.value, CardPainter):
                if outcome.error is None:
                    outcome.error = ("its art function returned no theme (an object with "
                                     f"paint_face and paint_back), but {outcome.value!r}")
                self._fail(spec, "could not be loaded", outcome)
                return None
            theme = self._made[spec] = outcome.value
        return theme

    def _fail(self, spec: CardThemeSpec, what: str, outcome: Outcome) -> None:
        """Tell once that ``spec`` failed, and never try it again in this run."""
        self._broken.add(spec)
        failure = ThemeFailure(spec.key, spec.name, f"{what}: {outcome.error}", outcome.traceback)
        # One line, below WARNING: logging's last resort would print a warning, and a
        # traceback on the player's terminal says "crash" of what cost only a look. The
        # traceback is for the author, in the failure (the Plugins dialog shows it).
        log.info("card theme %s %s", spec.key, failure.error)
        self.failures.append(failure)
        if self.on_failure is not None:
            self.on_failure(failure)

    @property
    def back_colour(self) -> str:
        """The back's colour: one of :data:`BACK_COLOURS`."""
        return self._back_colour

    @back_colour.setter
    def back_colour(self, value: str) -> None:
        self._back_colour = check_back(value)  # part of the cache key: no clearing needed

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
        return QColor(INKS[self._four_colour][Suit(suit)])

    def clear(self) -> None:
        """Forget every cached pixmap (e.g. after a style change)."""
        self._cache.clear()

    def __len__(self) -> int:
        """How many pixmaps are cached; for tests and memory checks."""
        return len(self._cache)

    def face(self, rank: int, suit: Suit, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """The face of a card, ``width`` × ``height`` device-independent pixels at ``dpr``."""
        if not ACE <= rank <= KING:
            raise ValueError(f"rank must be {ACE} (ace) to {KING} (king), not {rank!r}")
        suit = Suit(suit)
        return self._picture(("face", rank, suit), width, height, dpr,
                             lambda theme, p, canvas: theme.paint_face(p, rank, suit, canvas))

    def back(self, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """A face-down card, in :attr:`back_colour` if the theme has colours to choose."""
        return self._picture(("back",), width, height, dpr,
                             lambda theme, p, canvas: theme.paint_back(p, canvas))

    def placeholder(self, width: int, height: int, dpr: float = 1.0,
                    dark: bool | None = None) -> QPixmap:
        """The faint outline of an empty column or an empty stock, meant to sit on the felt:
        the dark felt's if ``dark`` (``None``: as :attr:`dark` says)."""
        dark = self.dark if dark is None else dark
        look = felt_look(dark)
        key = ("placeholder", width, height, dpr, dark)
        return self._get(key, width, height, dpr,
                         lambda p: paint_placeholder(p, width, height, dpr, look))

    def _picture(self, what: tuple[Hashable, ...], width: int, height: int, dpr: float,
                 draw: Draw) -> QPixmap:
        """A face or a back from the theme; drawn again with the classic cards (the theme
        reported and dropped) if the theme fails."""
        canvas = CardCanvas(width, height, dpr, self._four_colour, self._back_colour)
        key = (self.theme_key, *what, canvas)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        theme, spec = self._theme, self._spec
        failed: list[Outcome] = []

        def paint(painter: QPainter) -> None:
            if spec is None:  # our own cards: a mistake there is ours, and raises
                draw(theme, painter, canvas)
                return
            painter.save()
            outcome = guarded(lambda: draw(theme, painter, canvas))
            painter.restore()
            if outcome.error is not None:
                failed.append(outcome)

        pixmap = self._get(key, width, height, dpr, paint)
        if failed and spec is not None:
            self._cache.pop(key, None)
            self._fail(spec, "failed while drawing a card", failed[0])
            self.use(None)
            return self._picture(what, width, height, dpr, draw)
        return pixmap

    def _get(self, key: Hashable, width: int, height: int, dpr: float,
             paint: Paint) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = _render(width, height, dpr, paint)
        self._cache[key] = pixmap
        while len(self._cache) > CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pixmap


def _make_theme(spec: CardThemeSpec) -> object:
    """The painting object of ``spec``: its plugin's, or one for its SVG deck."""
    if spec.art is not None:
        return spec.art()
    from .svg_theme import SvgTheme  # QtSvg only once an SVG deck is shown

    assert spec.svg_path is not None  # a spec has one of art and svg (validate)
    return SvgTheme(spec.svg_path)


def _render(width: int, height: int, dpr: float, paint: Paint) -> QPixmap:
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
