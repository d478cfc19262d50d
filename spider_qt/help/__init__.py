"""The in-app Help: Rules, Examples, Sources and Keyboard pages as simple HTML.

The pages are written from each variant's own data (:class:`VariantSpec`), not
from text about Spider, so a plugin variant gets a correct Rules page without
writing one. Only QtCore is needed (for translation), so the pages can be
produced in tests or from the command line as well as in :class:`HelpWindow`
(``spider_qt.ui.dialogs.help_window``). The Keyboard page is the one page not made from a
variant: it lays out the key rows the UI hands it (:class:`KeyRow`), made from the
window's command table.
"""

from __future__ import annotations

from .pages import (
    PAGE_NAMES,
    KeyRow,
    examples_page,
    keyboard_page,
    page,
    rules_page,
    sources_page,
)

__all__ = ["PAGE_NAMES", "KeyRow", "examples_page", "keyboard_page", "page", "rules_page",
           "sources_page"]
