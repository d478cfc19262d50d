"""The card painter protocol and the classic deck, where plugins of API 1.2 first found them.

They live in :mod:`spider_qt.decks` now (the protocol and canvas in
:mod:`spider_qt.decks.painter`, the classic deck in :mod:`spider_qt.decks.classic`), outside
the UI, so a plugin need not import the app's window code; docs/plugins.md promised this
path, and it keeps working.
"""

from __future__ import annotations

from spider_qt.decks.classic import ClassicTheme
from spider_qt.decks.painter import CardCanvas, CardPainter, CardTheme

__all__ = ["CardCanvas", "CardPainter", "CardTheme", "ClassicTheme"]
