"""How the UI names things to a player, shared by every room that shows them.

Why a module of its own: the Statistics dialog, the Plugins dialog and the win box all
name suit counts, variants, rules and times exactly as the New Game dialog does; when
these lived in the New Game dialog, opening Statistics loaded that dialog too. The
translation contexts stay the ones the catalogs already use (``NewGameDialog`` for the
suit counts, ``Variants`` and ``Rules`` as the plugins mark their texts).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPalette

from spider_qt.i18n.texts import QT_TRANSLATE_NOOP
from spider_qt.ui.common.scheme import is_dark

SUIT_LABELS: Final = {
    1: QT_TRANSLATE_NOOP("NewGameDialog", "Easy (1 suit)"),
    2: QT_TRANSLATE_NOOP("NewGameDialog", "Medium (2 suits)"),
    4: QT_TRANSLATE_NOOP("NewGameDialog", "Hard (4 suits)"),
}
"""How each suit count is named to the player (SPEC §1: Easy / Medium / Hard), in English;
:func:`suit_label` gives them in the player's language. (Said after it, not in a ``#:``
comment before it: ``pyside6-lupdate`` would hand that to the translators as a note.)"""

#: Text that reports a fault, on a light and on a dark palette: one red cannot be both
#: strong enough on a light window and light enough on a dark one (4.5:1 each, tested).
ERROR_COLORS: Final = {False: QColor("#c62828"), True: QColor("#ff8a80")}


def error_color(palette: QPalette) -> QColor:
    """The colour of words that report a fault, among ``palette``'s colours."""
    return ERROR_COLORS[is_dark(palette)]


def suit_label(suits: int) -> str:
    """``Medium (2 suits)`` in the player's language; ``KeyError`` for a count SPEC lacks."""
    return QCoreApplication.translate("NewGameDialog", SUIT_LABELS[suits])


def variant_text(text: str) -> str:
    """A variant's name, description or rules, translated (a plugin's unknown text passes)."""
    return QCoreApplication.translate("Variants", text) if text else text


def rule_text(text: str) -> str:
    """A rule's name or description, translated (a plugin's unknown text passes)."""
    return QCoreApplication.translate("Rules", text) if text else text


def clock_text(seconds: float) -> str:
    """``m:ss``, or ``h:mm:ss`` from an hour on: the same in every language."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
