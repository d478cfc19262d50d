"""The card themes that ship with spider-qt: the classic deck and the large-index deck.

Registered through the public hook like any other plugin's themes, from the public decks
(:mod:`spider_qt.decks`) any plugin may use. Both are drawn in code; the functions given as
``art`` import the drawing only when the theme is first shown, so loading this plugin (as a
plain script's ``new_game`` does) needs no Qt.
"""

from __future__ import annotations

from collections.abc import Callable

from spider_qt.plugins import QT_TRANSLATE_NOOP, CardThemeSpec, hookimpl


def _classic() -> object:
    from spider_qt.decks.classic import ClassicTheme

    return ClassicTheme()


def _large_index() -> object:
    from spider_qt.decks.large_index import LargeIndexTheme

    return LargeIndexTheme()


CLASSIC = CardThemeSpec(key="classic", name=QT_TRANSLATE_NOOP("CardThemes", "Classic"),
                        art=_classic, order=0)
LARGE_INDEX = CardThemeSpec(key="large_index",
                            name=QT_TRANSLATE_NOOP("CardThemes", "Large index"),
                            art=_large_index, order=10)


@hookimpl
def spider_qt_register_card_themes(register: Callable[[CardThemeSpec], None]) -> None:
    register(CLASSIC)
    register(LARGE_INDEX)
