"""The drawn card decks and the protocol every deck follows.

Public for plugins, like :mod:`spider_qt.plugins` and :mod:`spider_qt.engine`: a card
theme drawn in code is an object of the protocol in :mod:`.painter`, and the decks that
ship with spider-qt are here as working examples a plugin may also reuse. By idea:

- :mod:`.painter`: :class:`CardPainter` (what a deck is) and :class:`CardCanvas` (the card
  it paints); no Qt at runtime;
- :mod:`.geometry`: the card's shape and the strip the board shows of a covered card
  (``ASPECT``, ``INDEX_STRIP``, ``UP_STEP``, ``MIN_UP_STEP``); no Qt;
- :mod:`.classic`: the classic deck (``ClassicTheme``);
- :mod:`.large_index`: the large-index deck (``LargeIndexTheme``);
- the drawing they share: :mod:`.suits` (the suit outlines), :mod:`.glyphs` (letters as
  outlines), :mod:`.drawing` (paper, outline, pixel snapping), :mod:`.faces` (the classic
  index, pips and aces, each suit's ink), :mod:`.court` (the classic court cards) and
  :mod:`.backs` (the classic backs and the back colours).

This package imports only the engine. What Qt is needed to paint, the deck modules import
themselves; importing the package, :mod:`.painter` or :mod:`.geometry` loads no Qt, so a
plugin may name them at its top level and still load without Qt.
"""

from __future__ import annotations

from .geometry import ASPECT, INDEX_STRIP, MIN_UP_STEP, UP_STEP
from .painter import CardCanvas, CardPainter, CardTheme

__all__ = ["ASPECT", "INDEX_STRIP", "MIN_UP_STEP", "UP_STEP", "CardCanvas", "CardPainter",
           "CardTheme"]
