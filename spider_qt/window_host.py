"""The one top-level window of a run, whichever it is, and what it does for a second start.

A run shows the main window, or, while no game variant is loaded, the window that
says so (:class:`~spider_qt.ui.window.no_variant.NoVariantWindow`); once a variant is
back the main window takes its place. :class:`WindowHost` knows which is up, so the
hand-over of a second start (:mod:`spider_qt.single_instance`) reaches the window the
player sees: it comes to the front, and a deal asked for is offered there the way a
``--code`` at start is, asking first when a game in progress would count as lost.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow

from spider_qt import i18n
from spider_qt.about import APP_NAME
from spider_qt.engine import Catalog, CodeError, GameCode, make_code, parse_code
from spider_qt.plugins.host import LoadResult
from spider_qt.session import Session
from spider_qt.settings import Settings
from spider_qt.storage.profile import Profile
from spider_qt.ui.window.main_window import MainWindow

if TYPE_CHECKING:  # both load only when needed: a start seldom has either to do
    from spider_qt.single_instance import Reply, Request
    from spider_qt.ui.window.no_variant import NoVariantWindow

#: How every answer to a second start begins.
RUNNING: str = f"{APP_NAME} is already running with this profile"


def main_window_for(session: Session, code: str | None, ask_first: bool,
                    language: str | None) -> MainWindow:
    """The main window of ``session``: ``code``'s deal, else the saved game, else a new one
    (see :meth:`Session.first_game`); ``CodeError`` for a bad code or no variant at all."""
    game = session.first_game(code, keep_started=ask_first)
    if session.plugins is not None:
        i18n.use_plugin_catalogs(session.plugins)  # a plugin's own words, in the language
    return MainWindow(game, session, language=language)


@dataclass
class WindowHost:
    """The window of this run: made by :meth:`open`, replaced when variants come back."""

    profile: Profile
    settings: Settings
    language: str | None = None
    window: MainWindow | NoVariantWindow | None = field(default=None)

    def open(self, code: str | None, plugins: LoadResult) -> MainWindow | NoVariantWindow:
        """The first window: the game, or (no variant loaded) the way back to one."""
        session = Session(self.profile, plugins.catalog, given_settings=self.settings,
                          plugins=plugins)
        if len(plugins.catalog):
            self.window = main_window_for(session, code, True, self.language)
        else:
            from spider_qt.ui.window.no_variant import NoVariantWindow

            i18n.install(self.language or str(self.settings.language))
            self.window = NoVariantWindow(session, self._variants_back)
        return self.window

    def _variants_back(self, plugins: LoadResult) -> None:
        """A switch brought a variant back: a fresh session (the parked game is resumed
        or offered, as at a start) in the main window, in the same place on screen."""
        old = self.window
        session = Session(self.profile, plugins.catalog, given_settings=self.settings,
                          plugins=plugins)
        window = main_window_for(session, None, True, self.language)
        self.window = window
        window.show()
        if old is not None:
            old.close()

    # --- a second start ---------------------------------------------------------------------

    def answer(self, request: Request) -> Reply:
        """Come to the front and do what the second start asked, as far as it can be done."""
        from spider_qt.single_instance import Reply

        window = self.window
        if window is None:
            return Reply(1, f"{RUNNING}, but its window is not open yet; try again")
        bring_to_front(window)
        said: list[str] = []
        if request.safe_mode:
            said.append("--safe-mode applies only when spider-qt starts: close that "
                        "window first")
        if request.reset_plugins:
            self.reset_plugins()
            said.append("every plugin is switched on again there")
        if not request.wants_a_deal:
            return Reply(0, _sentence([f"{RUNNING}: its window was brought to the front",
                                       *said]))
        return self._offer(request, said)

    def reset_plugins(self) -> None:
        window = self.window
        if isinstance(window, MainWindow):
            window.switch_all_plugins_on()
        elif window is not None:
            window.reset_plugins()  # may open the main window in its place

    def _offer(self, request: Request, said: list[str]) -> Reply:
        from spider_qt.single_instance import Reply

        window = self.window
        if not isinstance(window, MainWindow):
            return Reply(1, _sentence([f"{RUNNING}, but no game variant is loaded there, so "
                                       "no deal can be opened", *said]))
        try:
            code = requested_code(request, window.controller.catalog)
        except CodeError as exc:
            return Reply(2, f"{APP_NAME}: {exc}")
        busy = QApplication.activeModalWidget()
        if busy is not None:
            return Reply(1, _sentence([f"{RUNNING}, but a dialog is open in its window, so "
                                       f"{code} was not opened; answer the dialog and try "
                                       "again", *said]))
        window.board.finish_animations()
        box = window.leave_game_then(lambda: window.controller.start(code), restart=False)
        if box is not None:
            return Reply(0, _sentence([f"{RUNNING}: its window asks whether to give up the "
                                       f"game in progress for {code}", *said]))
        return Reply(0, _sentence([f"{RUNNING}: its window now plays {code}", *said]))


def requested_code(request: Request, catalog: Catalog) -> GameCode:
    """The deal a second start asked for, checked against the running window's plugins."""
    if request.code is not None:
        return parse_code(request.code, catalog)
    return make_code(catalog, request.variant, request.suits, request.rule or "classic")


def bring_to_front(window: QMainWindow) -> None:
    """Unminimised, raised and asked for the focus (the desktop may only flash it)."""
    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window)


def _sentence(parts: list[str]) -> str:
    return "; ".join(parts) + "."
