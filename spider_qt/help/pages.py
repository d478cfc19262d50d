"""Help pages generated from a variant's data, every sentence translatable.

Why generated: a variant is pure data (SPEC, ``VariantSpec``), so the numbers a
rules page needs (cards, columns, deals, points) are all there, and a plugin
variant gets a page that matches what the engine enforces. Each sentence is a
``translate("Help", "...")`` literal with ``%1`` placeholders, or, when it holds a
count, a ``%n`` text of the :class:`Help` class (the only form lupdate collects as a
plural); so ``pyside6-lupdate`` collects it and each language words it whole.
Fragments are combined only through translatable templates (``"%1: %2, %3."``),
never by gluing words together; ``#:`` comments explain those templates to the
translators.

The pages are simple HTML (headings, paragraphs, lists, at most one table) that
``QTextBrowser`` shows and a command line can print.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from spider_qt.engine import Catalog, RuleSpec, VariantSpec

from .examples import example_game, examples_page
from .keyboard import KeyRow, keyboard_page
from .rules import rules_page
from .sources import sources_page
from .text import PAGE_NAMES, plugin_text

__all__ = [
    "PAGE_NAMES",
    "KeyRow",
    "example_game",
    "examples_page",
    "keyboard_page",
    "page",
    "plugin_text",
    "rules_page",
    "sources_page",
]

# --- by name -------------------------------------------------------------------------------


def page(name: str, spec: VariantSpec, catalog: Catalog,
         keys: Sequence[KeyRow] | None = None, rule: RuleSpec | None = None) -> str:
    """The page called ``name`` (one of :data:`PAGE_NAMES`) for ``spec``: one entry point for
    the Help window and a command line. ``rule`` writes the Rules page for the variant as
    played under that rule (the game in progress's, say); ``None``: as declared, with the
    rules offered besides.

    ``keys`` are the Keyboard page's rows, which only the UI knows
    (``spider_qt.ui.commands.key_rows``); asking for that page without them is an error
    rather than a page that silently lists no key.
    """
    if name == "keyboard" and keys is None:
        raise ValueError("the Keyboard page needs the app's keys (spider_qt.ui.commands)")
    makers: dict[str, Callable[[], str]] = {
        "rules": lambda: rules_page(spec, catalog, rule),
        "examples": lambda: examples_page(spec, catalog),
        "sources": lambda: sources_page(spec),
        "keyboard": lambda: keyboard_page(keys or ()),
    }
    if name not in makers:
        raise ValueError(f"unknown help page {name!r} (known: {', '.join(PAGE_NAMES)})")
    return makers[name]()
