"""The Keyboard page, written from the key table it is given.

Why given, not written here: the keys live with the code that answers them (the
window's commands and the board's keys, ``spider_qt.ui.commands``), and a hand-kept
list here fell behind them. The Help package stays free of widgets: the UI hands
over the rows, already in the current language, and this module only lays them out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from .text import document, paragraph, table

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class KeyRow:
    """One line of the page: the keys as the platform names them, and what they do, both
    ready to show (in the current language)."""

    keys: str
    what: str


def keyboard_page(rows: Sequence[KeyRow]) -> str:
    """Every key of ``rows`` (so the game can be played without a mouse), after the
    mouse's own actions."""
    mouse = [
        translate("Help", "Mouse"),
        translate(
            "Help",
            "Drag cards to a column; double-click sends them to the best "
            "column; click the stock to deal. With Click to pick up and place "
            "(Preferences), a click picks cards up and a click on a column puts "
            "them there.",
        ),
    ]
    blocks = [
        paragraph(
            translate(
                "Help",
                "The whole game can be played from the keyboard. Arrows "
                "choose the cards, Enter sends them on.",
            )
        ),
        paragraph(
            translate(
                "Help",
                "With a screen reader, each column is read when it gets the focus, its "
                "top card first; after a move, a deal or an undo the focused column says "
                "what happened. The reading keys below say parts of the board again.",
            )
        ),
        table(
            [translate("Help", "Key"), translate("Help", "What it does")],
            [mouse, *([row.keys, row.what] for row in rows)],
            keyed=True,
        ),
    ]
    return document(translate("Help", "Keyboard and mouse"), blocks)
