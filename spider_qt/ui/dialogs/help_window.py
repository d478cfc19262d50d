"""The Help window: Rules, Examples, Sources and Keyboard pages for any installed variant.

The pages come from :mod:`spider_qt.help` (generated from the variant's data, and the
Keyboard page from the window's command table, :mod:`spider_qt.ui.commands`), so this
window only chooses the variant, shows the HTML and rebuilds it when the variant,
the language or the colour scheme changes (a page's tints are the window's, light or dark:
:data:`spider_qt.help.text.PAGE_COLOURS`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from spider_qt.engine import Catalog, VariantSpec
from spider_qt.help import PAGE_NAMES, page
from spider_qt.help.example_lines import ExampleLine
from spider_qt.help.examples import example_to_solve, examples_page
from spider_qt.help.pages import plugin_text
from spider_qt.help.text import PAGE_COLOURS
from spider_qt.ui.commands import key_rows
from spider_qt.ui.common.buttons import DialogButtons
from spider_qt.ui.common.scheme import SchemeWatch
from spider_qt.ui.common.widgets import follow_language
from spider_qt.ui.dialogs.help_pictures import HelpBrowser

if TYPE_CHECKING:
    from spider_qt.ui.assist.worker import SolverWorker, Task
    from spider_qt.ui.card_art import CardArt

translate = QCoreApplication.translate

DEFAULT_SIZE: Final = (720, 600)
#: Seconds the background solver may spend on a plugin variant's example game.
EXAMPLE_BUDGET: Final = 60.0


def _tab_title(name: str) -> str:
    """The tab's label; a literal per page so lupdate collects each one."""
    titles = {
        "rules": translate("HelpWindow", "Rules"),
        "examples": translate("HelpWindow", "Examples"),
        "sources": translate("HelpWindow", "Sources"),
        "keyboard": translate("HelpWindow", "Keyboard"),
    }
    return titles[name]


def _page_description(name: str) -> str:
    """What a screen reader says about each page."""
    descriptions = {
        "rules": translate("HelpWindow", "The rules of the chosen game"),
        "examples": translate("HelpWindow",
                              "Whole won games, move by move, with pictures of the table"),
        "sources": translate("HelpWindow", "Where the rules come from"),
        "keyboard": translate("HelpWindow", "The keys and mouse actions of the board"),
    }
    return descriptions[name]


class HelpWindow(QDialog):
    """``window.tabs`` holds one read-only :class:`QTextBrowser` per page (:meth:`page`)."""

    def __init__(self, catalog: Catalog, variant: str | None = None,
                 parent: QWidget | None = None, *, art: CardArt | None = None,
                 worker: Callable[[], SolverWorker] | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        # A variant without a shipped example has one solved in the background, on first
        # view of its Examples page; ``worker`` gives the window's worker when asked.
        self._worker = worker
        self._solved: dict[str, list[ExampleLine]] = {}
        self._solving: tuple[str, Task] | None = None
        self._solving_code = ""
        self._scheme = SchemeWatch()
        self._scheme.turned(self)
        self.variant_label = QLabel(self)
        self.variant_combo = QComboBox(self)
        self.variant_label.setBuddy(self.variant_combo)
        for spec in catalog:
            self.variant_combo.addItem(self._variant_name(spec), spec.key)
        self.tabs = QTabWidget(self)
        self._browsers: dict[str, QTextBrowser] = {}
        for name in PAGE_NAMES:
            browser = (HelpBrowser(catalog, art, self.tabs) if name == "examples"
                       else QTextBrowser(self.tabs))
            browser.setReadOnly(True)
            browser.setOpenExternalLinks(True)
            browser.document().setDocumentMargin(12)
            self._browsers[name] = browser
            self.tabs.addTab(browser, name)
        self.buttons = DialogButtons(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        chosen = variant if variant is not None and variant in catalog else None
        self.set_variant(chosen or catalog.default_variant.key)
        self.variant_combo.currentIndexChanged.connect(self._on_variant_chosen)
        self.resize(*DEFAULT_SIZE)
        self.retranslate()

    def _lay_out(self) -> None:
        chooser = QHBoxLayout()
        chooser.addWidget(self.variant_label)
        chooser.addWidget(self.variant_combo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(chooser)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)

    # --- what the window shows -------------------------------------------------------------

    @property
    def variant(self) -> str:
        """The key of the variant whose pages are shown."""
        return str(self.variant_combo.currentData())

    @property
    def spec(self) -> VariantSpec:
        return self.catalog.variant(self.variant)

    def set_variant(self, key: str) -> None:
        """Show ``key``'s pages (the combo follows, and its signal rebuilds them)."""
        index = self.variant_combo.findData(key)
        if index < 0:
            raise KeyError(f"no variant {key!r} in the Help window")
        self.variant_combo.setCurrentIndex(index)

    def page(self, name: str) -> QTextBrowser:
        """The browser of page ``name``: ``rules``, ``examples``, ``sources`` or ``keyboard``."""
        return self._browsers[name]

    def show_page(self, name: str) -> None:
        self.tabs.setCurrentWidget(self.page(name))

    # --- building the texts ------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text of the window and all pages, in the current language."""
        self.setWindowTitle(translate("HelpWindow", "Help"))
        self.variant_label.setText(translate("HelpWindow", "&Game:"))
        self.variant_combo.setAccessibleName(translate("HelpWindow", "Game"))
        self.variant_combo.setAccessibleDescription(
            translate("HelpWindow", "The game whose rules and examples are shown"))
        self.tabs.setAccessibleName(translate("HelpWindow", "Help pages"))
        for index, spec in enumerate(self.catalog):
            self.variant_combo.setItemText(index, self._variant_name(spec))
        for index, name in enumerate(PAGE_NAMES):
            self.tabs.setTabText(index, _tab_title(name))
            browser = self.page(name)
            browser.setAccessibleName(_tab_title(name))
            browser.setAccessibleDescription(_page_description(name))
        self.refresh()

    def refresh(self) -> None:
        """Rebuild every page for the chosen variant, each from the top (the keys, too, are
        worded in the current language)."""
        keys = key_rows()
        dark = bool(self._scheme.dark)
        for name in PAGE_NAMES:
            self.page(name).document().setDefaultStyleSheet(PAGE_COLOURS[dark])
            if name == "examples":
                self._show_examples()
            else:
                self.page(name).setHtml(page(name, self.spec, self.catalog, keys))

    def _show_examples(self) -> None:
        """The shipped won games; for a variant without one, the game the solver found, or
        a page that says one is being worked out while the worker solves it."""
        spec, browser = self.spec, self.page("examples")
        code = example_to_solve(spec, self.catalog)
        lines = self._solved.get(spec.key) if code is not None else None
        if code is not None and lines is None and self.isVisible():  # not once closed
            self._solve_example(spec.key, code)
        if isinstance(browser, HelpBrowser):
            browser.lines = lines
            browser.dark = bool(self._scheme.dark)
        browser.setHtml(examples_page(spec, self.catalog, lines))

    def _solve_example(self, key: str, code: str) -> None:
        if self._worker is None or (self._solving is not None and self._solving[0] == key):
            return
        from spider_qt.ui.assist.jobs import start_solve_job

        self._cancel_solving()
        task = self._worker().submit(start_solve_job, code, EXAMPLE_BUDGET)
        # Bound methods: Qt drops the connections if this window is deleted first.
        task.finished.connect(self._example_solved)
        task.failed.connect(self._example_failed)
        self._solving = (key, task)
        self._solving_code = code

    def _example_solved(self, result: Any) -> None:
        """The worker's line (``[src, start, dst]`` or ``["deal"]`` each), or ``None``."""
        from spider_qt.ui.assist.jobs import action_from_json

        if self._solving is None:
            return
        key, code = self._solving[0], self._solving_code
        self._solving = None
        actions = tuple(action_from_json(a) for a in result or ())
        self._solved[key] = [ExampleLine(code, actions, "solver")] if result else []
        if self.variant == key:
            self._show_examples()

    def _example_failed(self, _message: str) -> None:
        self._example_solved(None)

    def _cancel_solving(self) -> None:
        if self._solving is not None:
            self._solving[1].cancel()
            self._solving = None

    def showEvent(self, event: QShowEvent) -> None:
        """Pages are built before the window shows; its example is solved once it does."""
        super().showEvent(event)
        code = example_to_solve(self.spec, self.catalog)
        if code is not None and self.spec.key not in self._solved:
            self._solve_example(self.spec.key, code)

    def _on_variant_chosen(self, _index: int) -> None:
        self._cancel_solving()
        self.refresh()

    def done(self, result: int) -> None:
        self._cancel_solving()  # the window closes: its example is not wanted any more
        super().done(result)

    @staticmethod
    def _variant_name(spec: VariantSpec) -> str:
        return plugin_text("Variants", spec.name)

    def changeEvent(self, event: QEvent) -> None:
        """New words at once; the layout follows them once every child has its own. The
        window keeps the size the player gave it (it grows only if the words need more)."""
        follow_language(self, event, self.retranslate)
        if self._scheme.turned(self, event):  # light or dark: the pages' tints follow
            self.refresh()
        super().changeEvent(event)
