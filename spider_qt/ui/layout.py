"""The board's geometry, at the path plugin authors were told to import it from.

The geometry lives in :mod:`spider_qt.ui.board.layout`; this path stays because
docs/plugins.md promised it (``INDEX_STRIP``), and card art reads it here.
"""

from __future__ import annotations

from spider_qt.ui.board.layout import ASPECT, INDEX_STRIP, UP_STEP

__all__ = ["ASPECT", "INDEX_STRIP", "UP_STEP"]
