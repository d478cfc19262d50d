"""The Sources page: how Wikipedia and Bicycle lay the game out, and what the app follows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import (
    VariantSpec,
)
from spider_qt.i18n.texts import fill

from .text import (
    document,
    heading,
    paragraph,
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
                fill(
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
            fill(
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
    return document(fill(translate("Help", "%1 on a real table"), name), blocks)


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
