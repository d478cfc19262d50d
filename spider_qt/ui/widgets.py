"""Small widgets the dialogs share."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel


def hint_label(min_chars: int = 0) -> QLabel:
    """Secondary text under a field: wrapped, a little smaller, in the placeholder colour.

    ``min_chars`` keeps a wrapped hint from asking for its whole length on one line.
    """
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    if min_chars:
        label.setMinimumWidth(label.fontMetrics().averageCharWidth() * min_chars)
    return label
