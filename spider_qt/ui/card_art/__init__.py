"""Card faces, backs and placeholders, painted from vectors into cached pixmaps.

Every picture is drawn at the device pixel ratio, from vectors: the built-in decks
(:mod:`spider_qt.decks`) from suit outlines, glyph outlines of an ordinary installed
sans-serif / serif font, and a few hand-placed curves for the court emblems; a plugin's or
the player's SVG deck from its SVG. So there is one look at every size and device pixel
ratio, with no scaled bitmaps going soft.

The board asks one :class:`CardArt` for every picture; the faces and backs come from
its card theme (``card_theme`` setting; themes are registered by plugins). This package is
the app's side of the cards; the decks themselves, and the protocol every deck follows,
are in :mod:`spider_qt.decks`, outside the UI, for plugins. By idea:

- :mod:`.cache`: :class:`CardArt`, the deck style and its bounded pixmap cache;
- :mod:`.choice`: which theme a board draws with, and the themes Preferences offers;
- :mod:`.svg_theme`: SVG decks in AisleRiot and KDE's per-card-id layout;
- :mod:`.placeholder`: the outline of an empty spot;
- :mod:`.theme`: the path where plugins first found the protocol and the classic deck.
"""

from __future__ import annotations

from spider_qt.decks.backs import BACK_COLOURS
from spider_qt.decks.classic import ClassicTheme
from spider_qt.decks.drawing import CORNER_RADIUS
from spider_qt.decks.geometry import INDEX_STRIP as INDEX_HEIGHT
from spider_qt.decks.painter import CardCanvas, CardTheme

from .cache import CACHE_LIMIT, CardArt, ThemeFailure
from .choice import follow_theme, theme_choices

__all__ = ["BACK_COLOURS", "CACHE_LIMIT", "CORNER_RADIUS", "INDEX_HEIGHT", "CardArt",
           "CardCanvas", "CardTheme", "ClassicTheme", "ThemeFailure", "follow_theme",
           "theme_choices"]
