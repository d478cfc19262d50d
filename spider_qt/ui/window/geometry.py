"""The window's size and place, as the last run left them (the ``window_geometry`` setting)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QWidget


def restore_geometry(window: QWidget, saved: str) -> bool:
    """Put ``window`` where Qt's saved geometry (hexadecimal) says; ``False`` when there is
    none or it is not readable, and the window keeps its default size."""
    if not saved:
        return False
    try:
        data = QByteArray(bytes.fromhex(saved))
    except ValueError:
        return False
    return window.restoreGeometry(data)
