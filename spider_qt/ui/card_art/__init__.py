"""Card faces, backs and placeholders, painted in code into cached pixmaps.

Nothing here is loaded from image files: every card is drawn from the suit
outlines in :mod:`spider_qt.ui.suits`, glyph outlines of an ordinary installed
sans-serif / serif font, and a few hand-placed curves for the court emblems.
Drawing in code means one look at every size and device pixel ratio, with no
scaled bitmaps going soft.

The board asks one :class:`CardArt` for every picture. Behind it, by idea:

- :mod:`.cache`: :class:`CardArt`, the deck style and its bounded pixmap cache;
- :mod:`.drawing`: what every picture shares (paper, outline, pixel snapping);
- :mod:`.glyphs`: letters as outlines, for the indexes and the court letters;
- :mod:`.faces`: the index strip, pips and aces, and each suit's ink;
- :mod:`.court`: jack, queen and king panels with their emblems;
- :mod:`.backs`: the backs and the outline of an empty spot.
"""

from __future__ import annotations

from spider_qt.ui.layout import INDEX_STRIP as INDEX_HEIGHT

from .backs import BACK_COLOURS
from .cache import CACHE_LIMIT, CardArt
from .drawing import CORNER_RADIUS

__all__ = ["BACK_COLOURS", "CACHE_LIMIT", "CORNER_RADIUS", "INDEX_HEIGHT", "CardArt"]
