"""The Sources page (how Wikipedia and Bicycle lay the game out) and the Keyboard page."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import (
    VariantSpec,
)
from spider_qt.i18n.texts import _fill

from .text import (
    document,
    heading,
    paragraph,
    table,
    variant_name,
)

translate = QCoreApplication.translate

# --- the Sources page -------------------------------------------------------------------------


def sources_page(spec: VariantSpec) -> str:
    """Where the rules come from, and how real tables differ from the app (SPEC §5)."""
    name = variant_name(spec)
    if spec.key == "spider":
        blocks = _spider_sources()
    elif spec.key == "spiderette":
        blocks = _spiderette_sources()
    else:
        blocks = [
            paragraph(
                _fill(
                    translate(
                        "Help",
                        "%1 comes from a plugin. Books, websites and "
                        "other apps may describe it with another layout "
                        "or other details; when they differ, the app "
                        "follows the plugin.",
                    ),
                    name,
                )
            )
        ]
    blocks += [
        heading(translate("Help", "About these pages")),
        paragraph(
            _fill(
                translate(
                    "Help",
                    "The Rules page is written from the data %1 declares "
                    "(cards, columns, deal plan, which cards move, points), "
                    "so it always says what the app checks.",
                ),
                name,
            )
        ),
    ]
    return document(_fill(translate("Help", "%1 on a real table"), name), blocks)


def _spider_sources() -> list[str]:
    return [
        paragraph(
            translate(
                "Help",
                "Printed and online rules of Spider agree on how cards move but "
                "not always on how the game starts.",
            )
        ),
        heading(translate("Help", "Wikipedia")),
        paragraph(
            translate(
                "Help",
                "Wikipedia starts the game as this app does: 54 cards in 10 "
                "columns, then the other 50 are dealt ten at a time, whenever no "
                "column is empty.",
            )
        ),
        heading(translate("Help", "Bicycle")),
        paragraph(
            translate(
                "Help",
                "Bicycle, the playing-card maker, lays out ten columns of five "
                "cards, the first four of each face down.",
            )
        ),
        paragraph(
            translate(
                "Help",
                "Both say that every space must be filled before a new row is "
                "dealt, and so does the app.",
            )
        ),
    ]


def _spiderette_sources() -> list[str]:
    return [
        heading(translate("Help", "Wikipedia")),
        paragraph(
            translate(
                "Help",
                "Wikipedia describes Spiderette as Spider with a single deck, laid "
                "out like Klondike in seven columns of 1 to 7 cards: the layout "
                "this app uses.",
            )
        ),
    ]


# --- the Keyboard page ------------------------------------------------------------------------


def _key_rows() -> list[list[str]]:
    return [
        [
            translate("Help", "Mouse"),
            translate(
                "Help",
                "Drag cards to a column; double-click sends them to the best "
                "column; click the stock to deal.",
            ),
        ],
        [translate("Help", "← →"), translate("Help", "Move the focus between columns.")],
        [
            translate("Help", "↑ ↓"),
            translate("Help", "Take more or fewer of the cards that can move."),
        ],
        [
            translate("Help", "Enter, Space"),
            translate("Help", "Send the focused cards to the best column."),
        ],
        [
            translate("Help", "1 … 9, 0"),
            translate("Help", "Send the focused cards to column 1 to 9, or 10."),
        ],
        [translate("Help", "Esc"), translate("Help", "Clear the focus.")],
        [translate("Help", "D"), translate("Help", "Deal a new row.")],
        [translate("Help", "Ctrl+Z"), translate("Help", "Undo.")],
        [translate("Help", "Ctrl+Shift+Z, Ctrl+Y"), translate("Help", "Redo.")],
        [translate("Help", "Ctrl+N"), translate("Help", "Start a new game.")],
        [translate("Help", "F1"), translate("Help", "Open this help.")],
        [
            translate("Help", "Ctrl+Shift+D"),
            translate(
                "Help", "Copy the description of the table, for a screen reader or a message."
            ),
        ],
    ]


def keyboard_page() -> str:
    """Every key the board answers, so the game can be played without a mouse."""
    blocks = [
        paragraph(
            translate(
                "Help",
                "The whole game can be played from the keyboard. Arrows "
                "choose the cards, Enter sends them on.",
            )
        ),
        table(
            [translate("Help", "Key"), translate("Help", "What it does")], _key_rows(), keyed=True
        ),
    ]
    return document(translate("Help", "Keyboard and mouse"), blocks)
