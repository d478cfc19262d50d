"""Card faces, backs and placeholders, painted from vectors into cached pixmaps.

Every picture is drawn at the device pixel ratio, from vectors: the built-in decks
from the suit outlines in :mod:`spider_qt.ui.suits`, glyph outlines of an ordinary
installed sans-serif / serif font, and a few hand-placed curves for the court emblems;
a plugin's or the player's SVG deck from its SVG. So there is one look at every size
and device pixel ratio, with no scaled bitmaps going soft.

The board asks one :class:`CardArt` for every picture; the faces and backs come from
its card theme (``card_theme`` setting; themes are registered by plugins). By idea:

- :mod:`.cache`: :class:`CardArt`, the deck style and its bounded pixmap cache;
- :mod:`.theme`: what a theme is (:class:`CardTheme`), and the classic deck as one;
- :mod:`.large_index`: the built-in large-index deck;
- :mod:`.svg_theme`: SVG decks in AisleRiot and KDE's per-card-id layout;
- :mod:`.choice`: which theme a board draws with, and the themes Preferences offers;
- :mod:`.drawing`: what every picture shares (paper, outline, pixel snapping);
- :mod:`.glyphs`: letters as outlines, for the indexes and the court letters;
- :mod:`.faces`: the index strip, pips and aces, and each suit's ink;
- :mod:`.court`: jack, queen and king panels with their emblems;
- :mod:`.backs`: the backs and the outline of an empty spot.
"""

from __future__ import annotations

from spider_qt.ui.layout import INDEX_STRIP as INDEX_HEIGHT

from .backs import BACK_COLOURS
from .cache import CACHE_LIMIT, CardArt, ThemeFailure
from .choice import follow_theme, theme_choices
from .drawing import CORNER_RADIUS
from .theme import CardCanvas, CardTheme, ClassicTheme

__all__ = ["BACK_COLOURS", "CACHE_LIMIT", "CORNER_RADIUS", "INDEX_HEIGHT", "CardArt",
           "CardCanvas", "CardTheme", "ClassicTheme", "ThemeFailure", "follow_theme",
           "theme_choices"]
