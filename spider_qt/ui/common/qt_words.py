"""The words of Qt's own menus, so that spider-qt's catalogs translate them too.

A right click on the game code field, on the help text or on its scroll bar opens a menu
Qt builds itself (Undo, Copy, Select All, Scroll here…), worded through Qt's own
catalogs (``qtbase_de.qm``…). Those are not loaded by the app, the installers leave them
out, and there are none for Romanian or Indonesian: the menus stayed English in every
language. Marked here under Qt's contexts, ``pyside6-lupdate`` collects them into the
app's catalogs, where Qt's ``tr`` finds them; the translations follow Qt's own where Qt
has one (see the translations' GLOSSARY.md).

Nothing imports this module: it exists to be read by ``lupdate``, and by the test that
checks these are the words Qt really shows.
"""

from __future__ import annotations

from typing import Final

from spider_qt.engine import QT_TRANSLATE_NOOP

#: The right-click menu of a text field (the game code in New Game).
LINE_EDIT: Final = (
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
)

#: The right-click menu of read-only rich text (the Help pages).
TEXT_BROWSER: Final = (
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
)

#: The right-click menu of a scroll bar (the Help pages, the Plugins dialog's details).
SCROLL_BAR: Final = (
    QT_TRANSLATE_NOOP("QScrollBar", "Scroll here"),
    QT_TRANSLATE_NOOP("QScrollBar", "Left edge"),
    QT_TRANSLATE_NOOP("QScrollBar", "Top"),
    QT_TRANSLATE_NOOP("QScrollBar", "Right edge"),
    QT_TRANSLATE_NOOP("QScrollBar", "Bottom"),
    QT_TRANSLATE_NOOP("QScrollBar", "Page left"),
    QT_TRANSLATE_NOOP("QScrollBar", "Page up"),
    QT_TRANSLATE_NOOP("QScrollBar", "Page right"),
    QT_TRANSLATE_NOOP("QScrollBar", "Page down"),
    QT_TRANSLATE_NOOP("QScrollBar", "Scroll left"),
    QT_TRANSLATE_NOOP("QScrollBar", "Scroll up"),
    QT_TRANSLATE_NOOP("QScrollBar", "Scroll right"),
    QT_TRANSLATE_NOOP("QScrollBar", "Scroll down"),
)
