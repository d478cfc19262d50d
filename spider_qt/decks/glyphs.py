"""Letters as outlines: the rank on the corner index and the big letter of a court card.

Both the faces and the court panels set letters, from the glyphs of an ordinary
installed sans-serif or serif font; each text's outline is made once and cached.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Final

from PySide6.QtGui import QFont, QPainterPath, QTransform

_SANS: Final = ("DejaVu Sans", "Helvetica Neue", "Helvetica", "Arial", "Liberation Sans")
_SERIF: Final = ("DejaVu Serif", "Georgia", "Times New Roman", "Liberation Serif")
_TEN_SQUEEZE: Final = 0.88  # horizontal squeeze of "10" so it is no wider than it must be


def _font(families: Iterable[str], hint: QFont.StyleHint) -> QFont:
    """A bold font from the first installed family of ``families``, any font of ``hint`` else."""
    font = QFont()
    font.setFamilies(list(families))
    font.setStyleHint(hint)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(200)  # outlines are scaled later; a big size keeps them exact
    return font


@cache
def text_outline(text: str, serif: bool) -> QPainterPath:
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
