"""The board's geometry, at the path plugin authors were told to import it from.

The geometry lives in :mod:`spider_qt.ui.board.layout`, the card's own (what a deck draws
around) in :mod:`spider_qt.decks.geometry`; this path stays because docs/plugins.md
promised it (``INDEX_STRIP``).
"""

from __future__ import annotations

from spider_qt.ui.board.layout import ASPECT, INDEX_STRIP, UP_STEP

__all__ = ["ASPECT", "INDEX_STRIP", "UP_STEP"]
