"""The main window: the board, and around it the menus, the toolbar and the status bar."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from spider_qt.about import APP_NAME, __version__
from spider_qt.engine import CodeError, Game, GameCode, make_code
from spider_qt.i18n import install as install_language
from spider_qt.i18n.notices import notice_text
from spider_qt.i18n.texts import describe, fill
from spider_qt.session import Session
from spider_qt.settings.declarations import Value

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from spider_qt.plugins.host import LoadResult
    from spider_qt.ui.dialogs.abandon_box import AbandonBox
    from spider_qt.ui.dialogs.help_window import HelpWindow
    from spider_qt.ui.dialogs.new_game import NewGameDialog
    from spider_qt.ui.dialogs.parked_box import ParkedBox
    from spider_qt.ui.dialogs.preferences import PreferencesDialog
    from spider_qt.ui.dialogs.statistics import StatisticsDialog
    from spider_qt.ui.dialogs.win_box import WinBox
    from spider_qt.ui.plugins_dialog.dialog import PluginsDialog

from spider_qt.ui.assist.solver_help import Assist, command_slots
from spider_qt.ui.board.view import BoardView
from spider_qt.ui.common.scheme import follow_scheme
from spider_qt.ui.controller import Change, ChangeKind, GameController
from spider_qt.ui.window.clock import GameClock
from spider_qt.ui.window.full_screen import FullScreen
from spider_qt.ui.window.geometry import restore_geometry
from spider_qt.ui.window.leaving import leave_game_then
from spider_qt.ui.window.menus import OPTION_TOGGLES, WindowMenus
from spider_qt.ui.window.status_bar import GameStatus
from spider_qt.ui.window.toolbar import GameToolBar

__all__ = ["OPTION_TOGGLES", "MainWindow"]


class MainWindow(QMainWindow):
    """``window.board`` is the :class:`BoardView`; ``window.game`` the engine's current game."""

    # Made by WindowMenus from the command table (.commands), one per menu and command.
    game_menu: QMenu
    edit_menu: QMenu
    settings_menu: QMenu
    help_menu: QMenu
    new_action: QAction
    restart_action: QAction
    code_action: QAction
    copy_action: QAction
    resume_parked_action: QAction
    statistics_action: QAction
    quit_action: QAction
    could_win_action: QAction
    postmortem_action: QAction
    hint_action: QAction
    demo_action: QAction
    undo_action: QAction
    redo_action: QAction
    deal_action: QAction
    describe_action: QAction
    preferences_action: QAction
    plugins_action: QAction
    full_screen_action: QAction
    help_action: QAction
    keys_action: QAction
    about_action: QAction

    def __init__(self, game: Game, session: Session | None = None,
                 parent: QWidget | None = None, language: str | None = None) -> None:
        super().__init__(parent)
        self.session = session if session is not None else Session(None)
        if self.session.current is None or self.session.current.game is not game:
            self.session.adopt(game)
        self.options = self.session.settings
        # Light or dark before the first widget: nothing is drawn in the other scheme first.
        follow_scheme(str(self.options.color_scheme))
        self.controller = GameController(game, self.session.catalog, self.session, parent=self)
        self.board = BoardView(self.controller, self.options, parent=self)
        self.setCentralWidget(self.board)
        self.status = GameStatus(self.statusBar(), self.board.announce)
        self.win_box: WinBox | None = None  # the last one, kept (hidden) once answered
        self.confirm_box: AbandonBox | None = None  # while it asks
        self.parked_box: ParkedBox | None = None  # while it offers a parked game
        self.notice_box: QMessageBox | None = None  # while it is open
        self._win_pending = False  # won: the celebration plays, then the win box opens
        self._closing = False
        self.shown_notices: list[str] = []
        self.menus = WindowMenus(self, self._command_slots(), self.options)
        self._option_actions = self.menus.switches  # the Settings menu's on/off switches
        self.full_screen = FullScreen(self, self.full_screen_action)
        self.toolbar = GameToolBar(self, self.options)
        self.game_clock = GameClock(self.status, self.session, self.options,  # timer on
                                    self.controller.changed, activation_of=self)
        self.assist = Assist(self, parent=self)  # hint, demo, deal checks, winnable deals
        self.controller.changed.connect(self._on_changed)
        self.controller.won.connect(self._on_won)
        self.options.subscribe(self._on_setting)
        self.session.on_notice = lambda notice: self.show_notice(notice_text(notice))
        self._on_changed(Change(ChangeKind.NEW))
        self._apply_language(language or str(self.options.language))  # --lang wins this run
        if not restore_geometry(self, self.options.window_geometry):
            self.resize(1100, 780)
        self.board.setFocus()
        if self.session.notices:
            self.show_notice("\n\n".join(notice_text(n) for n in self.session.notices))
        if self.session.waiting_code is not None:  # once the window is up
            QTimer.singleShot(0, self, self._offer_waiting_code)
        elif self.session.parked_offer is not None:
            QTimer.singleShot(0, self, self._offer_parked)

    @property
    def game(self) -> Game:
        return self.controller.game

    # --- menus ------------------------------------------------------------------------------

    def _command_slots(self) -> dict[str, Callable[..., object]]:
        """What each command of :data:`spider_qt.ui.commands.COMMANDS` does (the on/off
        switches set their setting instead)."""
        return {
            "new": self.choose_new_game,
            "restart": self.restart,
            "code": lambda: self.choose_new_game(focus_code=True),
            "copy": self.status.copy_code,
            "resume_parked": self.resume_parked,
            "statistics": self.show_statistics,
            "quit": self.close,
            "undo": self.undo,
            "redo": self.redo,
            "deal": self.deal,
            "describe": self.copy_description,
            "preferences": self.show_preferences,
            "plugins": self.show_plugins,
            "full_screen": lambda: self.full_screen.toggle(),
            "help": lambda: self.show_help(),
            "keys": lambda: self.show_help("keyboard"),
            "about": self.show_about,
            **command_slots(lambda: self.assist),
        }

    def retranslate(self) -> None:
        """Every word of the window in the current language."""
        self.menus.retranslate()
        self.toolbar.retranslate()  # its tooltips are the actions' words
        self.status.retranslate()
        self.board.retranslate()
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- commands -----------------------------------------------------------------------------

    def choose_new_game(self, focus_code: bool = False) -> NewGameDialog | None:
        """The New Game dialog; ``None`` when a win box opened instead (it offers New Game)."""
        from spider_qt.ui.dialogs.new_game import (
            NewGameDialog,  # loaded when first opened, not at start-up
        )

        if not self.ready_for_command():
            return None
        dialog = NewGameDialog(self.controller.catalog, self.game.game_code, self,
                               focus_code=focus_code)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def chosen() -> None:
            code, at_random = dialog.selected_code(), dialog.random_deal()
            self.leave_game_then(lambda: self.assist.deals.start(code, at_random), False)

        dialog.accepted.connect(chosen)
        dialog.open()
        return dialog

    def leave_game_then(self, action: Callable[[], None], restart: bool) -> AbandonBox | None:
        """Run ``action``, which gives up the game in progress, once the player agrees
        (the box that asks is returned; ``None`` if not asked): see :mod:`.leaving`."""
        return leave_game_then(self, self, action, restart)

    def look_back(self, game: Game) -> object:
        """Where was ``game`` lost? (Asked as it is given up, or after a win.)"""
        return self.assist.postmortem.start(game)

    def resume_parked(self) -> None:
        """Play the newest parked game that is back; the game in progress is parked."""
        if not self.ready_for_command():
            return
        game = self.session.resume_parked()
        if game is not None:
            self.controller.show_game(game)

    def _offer_parked(self) -> None:
        """A parked game came back while another was in progress: ask, never decide."""
        from spider_qt.ui.dialogs.parked_box import offer_parked

        def answered(resumed: bool) -> None:
            self.parked_box = None  # deleted once closed: no dangling reference
            if resumed:
                self.resume_parked()

        self.parked_box = offer_parked(self.session, self.controller.catalog, self, answered)

    def _offer_waiting_code(self) -> None:
        """The command line asked for a deal while a game was in progress: ask first."""
        code, self.session.waiting_code = self.session.waiting_code, None
        if code is not None:
            self.leave_game_then(lambda: self.controller.start(code), restart=False)

    def ready_for_command(self) -> bool:
        """End any animation so a command acts on the final position; ``False`` when that
        was a win's celebration and its box now has the player's attention."""
        self.board.finish_animations()
        self.assist.postmortem.leave()  # a post-mortem's review: the player's game back
        return not (self.win_box is not None and self.win_box.isVisible())

    def show_preferences(self) -> PreferencesDialog:
        from spider_qt.ui.card_art import theme_choices
        from spider_qt.ui.dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.options, self, choices={
            "card_theme": lambda: theme_choices(self.session)})
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_statistics(self) -> StatisticsDialog:
        from spider_qt.ui.dialogs.statistics import StatisticsDialog

        dialog = StatisticsDialog(self.session.statistics, self.controller.catalog, self,
                                  times=bool(self.options.timer))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_plugins(self) -> PluginsDialog:
        from spider_qt.ui.plugins_dialog.dialog import PluginsDialog

        loaded = self.session.plugins
        dialog = PluginsDialog(loaded.plugins if loaded else [], self.controller.catalog,
                               self.options.disabled_plugins, self._switch_plugin, self,
                               safe_mode=bool(loaded and loaded.safe_mode))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _switch_plugin(self, name: str, enabled: bool) -> LoadResult | None:
        from spider_qt.ui.plugins_dialog.apply_choice import apply_plugin_choice

        result = apply_plugin_choice(self.session, self.controller, name, enabled)
        self.board.restyle()  # a card theme may have come or gone with the plugin
        return result

    def switch_all_plugins_on(self) -> None:
        """Every plugin on again (``--reset-plugins`` handed over by a second start)."""
        from spider_qt.ui.plugins_dialog.apply_choice import reload_with

        result = reload_with(self.session, ())
        if result is not None:
            self.controller.catalog = result.catalog
        self.board.restyle()

    def show_notice(self, message: str) -> None:
        """A problem with the player's files: said once, clearly, without stopping play.

        Notices that arrive while one is open join it, rather than stacking boxes.
        """
        self.shown_notices.append(message)
        if self.notice_box is not None:
            self.notice_box.setText(self.notice_box.text() + "\n\n" + message)
            return
        from PySide6.QtWidgets import QMessageBox  # a notice is rare: not at every start

        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, message,
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.notice_box = box
        box.finished.connect(self._notice_closed)
        box.open()

    def _notice_closed(self) -> None:
        self.notice_box = None  # deleted once closed: no dangling reference

    def _on_setting(self, name: str, value: Value) -> None:
        """A setting changed (menu, Preferences dialog): apply it at once."""
        if name in ("four_colour", "card_back", "card_theme"):
            self.board.restyle()
        elif name == "language":
            self._apply_language(str(value))
        elif name == "color_scheme":
            follow_scheme(str(value))  # the new palette reaches every widget, this one too

    def _apply_language(self, language: str) -> None:
        """Switch the whole app at once: Qt sends every widget a LanguageChange event."""
        install_language(language)
        self.retranslate()

    def restart(self) -> AbandonBox | None:
        """Play the deal again from its start (asking first if the game would count as lost)."""
        if not self.ready_for_command() or self.game.code is None:
            return None
        return self.leave_game_then(self.controller.restart, restart=True)

    def undo(self) -> None:
        self.controller.undo()

    def redo(self) -> None:
        self.controller.redo()

    def deal(self) -> None:
        if self.controller.reviewing:  # a post-mortem's position: dealt there, as on its board
            self.board.finish_animations()
            self.controller.deal()
        elif self.ready_for_command():
            self.controller.deal()

    def show_help(self, page: str = "rules") -> HelpWindow:
        from spider_qt.ui.dialogs.help_window import HelpWindow

        window = HelpWindow(self.controller.catalog, self.game.variant, self,
                            art=self.board.art, worker=lambda: self.assist.worker)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show_page(page)
        window.show()
        return window

    def copy_description(self) -> None:
        """The whole board in words, for a screen reader user or a bug report."""
        QGuiApplication.clipboard().setText(describe(self.game))
        self.statusBar().showMessage(done := self.tr("Board description copied"), 3000)
        self.board.announce(done)  # said, not only shown: the player may not see it

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, self.tr("About spider-qt"),
                          "<b>spider-qt " + __version__ + "</b><p>"
                          + self.tr("Spider Solitaire and its relatives, with variants as "
                                    "plugins.") + "</p>")

    # --- following the game ----------------------------------------------------------------

    def _on_changed(self, change: Change) -> None:
        game = self.game
        self.status.show(game)
        self.undo_action.setEnabled(game.can_undo)
        self.redo_action.setEnabled(game.can_redo)
        self.deal_action.setEnabled(bool(game.variant_spec.deals))  # a refusal says why
        self.restart_action.setEnabled(game.code is not None)
        self.copy_action.setEnabled(game.code is not None)
        if change.kind is ChangeKind.NEW:  # parked games change only with the game
            self.resume_parked_action.setEnabled(self.session.has_parked_game())
        self._update_title()

    def _update_title(self) -> None:
        game = self.game
        name = QCoreApplication.translate("Variants", game.variant_spec.name)
        suits = self.tr("%n suit(s)", "", game.suits)
        if game.rule == "classic":
            title = fill(self.tr("%1 (%2)"), name, suits)
        else:
            rule = QCoreApplication.translate("Rules", game.rule_spec.name)
            title = fill(self.tr("%1 (%2, %3)"), name, suits, rule)
        # Ends with the app's display name, so Qt does not append it a second time.
        self.setWindowTitle(f"{title} — {APP_NAME}")

    def _on_won(self) -> None:
        """The celebration, then the win box: once per win, whatever ends the celebration
        (its end, a click, a key, a command, closing the window)."""
        if self._win_pending:
            return
        self._win_pending = True
        self.board.celebrate(self._show_win_box)

    def _show_win_box(self) -> None:
        self._win_pending = False
        if self._closing or not self.game.won:
            return  # the window is closing, or the won position is gone already
        from spider_qt.ui.dialogs.win_box import (
            WinBox,  # a message box class: made on the first win
        )

        previous, box = self.win_box, WinBox(self.game, self.session.last_win, self,
                                             times=bool(self.options.timer))
        if previous is not None:
            previous.deleteLater()  # answered long ago; Qt deletes it from the event loop
        box.finished.connect(self._win_box_answered)
        self.win_box = box
        box.open()

    def _win_box_answered(self) -> None:
        """New Game deals the same kind of game, Restart the same deal; the won game is
        counted already, so neither asks."""
        box = self.win_box
        if box is None:
            return
        clicked = box.clickedButton()
        if clicked is box.new_button:
            self.assist.deals.start(self._same_kind_code(), at_random=True)
        elif clicked is not None and clicked is box.restart_button:
            self.controller.restart()
        elif clicked is not None and clicked is box.look_back_button:
            self.look_back(self.game)

    def _same_kind_code(self) -> GameCode:
        """A new deal of the game's kind; the default game if its plugin was switched off
        since (see :meth:`_switch_plugin`)."""
        game = self.game
        try:
            return make_code(self.controller.catalog, game.variant, game.suits, game.rule)
        except CodeError:
            return make_code(self.controller.catalog)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._closing = True  # a celebration cut short here opens no win box
        self.assist.stop_demo()  # no move may come while the close asks anything
        self.board.finish_animations()
        telling, self.session.on_notice = self.session.on_notice, None  # told here, not later
        self.options.window_geometry = bytes(self.saveGeometry().data()).hex()
        self.session.quit()
        from spider_qt.ui.dialogs.unsaved_box import saved_or_given_up

        if not saved_or_given_up(self.session, self):
            self.session.on_notice = telling
            self.session.stay()  # back to the game: it was not left
            self._closing = False
            event.ignore()
            return
        self.assist.shutdown()  # the solver's worker process ends with the window
        super().closeEvent(event)
