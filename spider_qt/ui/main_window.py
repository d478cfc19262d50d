"""The main window: the board, the menus and the status bar around it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QLocale, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from spider_qt import __version__
from spider_qt.engine import Game, GameCode, make_code
from spider_qt.session import Session
from spider_qt.settings.declarations import Value

if TYPE_CHECKING:
    from .new_game_dialog import NewGameDialog
    from .plugins_dialog import PluginsDialog
    from .preferences_dialog import PreferencesDialog
    from .statistics_dialog import StatisticsDialog

from .board import BoardView
from .controller import Change, GameController
from .status import GameStatus

Std = QKeySequence.StandardKey

KEYS_HELP = """<table cellpadding=3>
<tr><td><b>Mouse</b></td><td>Drag cards to a column; double-click sends them to the best
column; click the stock to deal.</td></tr>
<tr><td><b>← →</b></td><td>Move the focus between columns</td></tr>
<tr><td><b>↑ ↓</b></td><td>Take more or fewer of the cards that can move</td></tr>
<tr><td><b>Enter, Space</b></td><td>Send the focused cards to the best column</td></tr>
<tr><td><b>Esc</b></td><td>Clear the focus</td></tr>
<tr><td><b>D</b></td><td>Deal</td></tr>
<tr><td><b>Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y</b></td><td>Undo, redo</td></tr>
<tr><td><b>Ctrl+N</b></td><td>New game</td></tr>
</table>"""


class MainWindow(QMainWindow):
    """``window.board`` is the :class:`BoardView`; ``window.game`` the engine's current game."""

    def __init__(self, game: Game, session: Session | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session if session is not None else Session(None)
        if self.session.current is None or self.session.current.game is not game:
            self.session.adopt(game)
        self.options = self.session.settings
        self.controller = GameController(game, self.session.catalog, self.session, parent=self)
        self.board = BoardView(self.controller, self.options, parent=self)
        self.setCentralWidget(self.board)
        self.status = GameStatus(self.statusBar())
        self.win_box: QMessageBox | None = None
        self.notice_box: QMessageBox | None = None
        self.shown_notices: list[str] = []
        self._option_actions: dict[str, QAction] = {}
        self._build_menus()
        self.controller.changed.connect(self._on_changed)
        self.controller.won.connect(self._on_won)
        self.options.subscribe(self._on_setting)
        self.session.on_notice = self.show_notice
        self._on_changed(Change("new"))
        self._apply_language(self.options.language)
        if not self._restore_geometry():
            self.resize(1100, 780)
        self.board.setFocus()
        if self.session.notices:
            self.show_notice("\n\n".join(self.session.notices))

    @property
    def game(self) -> Game:
        return self.controller.game

    # --- menus ------------------------------------------------------------------------------

    def _action(self, menu_text: str, slot: object,
                keys: tuple[QKeySequence.StandardKey | str, ...] = (),
                checkable: bool = False, checked: bool = False) -> QAction:
        """A menu action; ``keys`` are standard keys (all the platform's bindings) or strings."""
        action = QAction(menu_text, self)
        shortcuts: dict[str, QKeySequence] = {}
        for key in keys:
            bindings = (QKeySequence.keyBindings(key) or [QKeySequence(key)]
                        if isinstance(key, QKeySequence.StandardKey) else [QKeySequence(key)])
            for sequence in bindings:
                shortcuts.setdefault(sequence.toString(), sequence)  # no ambiguous duplicates
        action.setShortcuts(list(shortcuts.values()))
        if checkable:
            action.setCheckable(True)
            action.setChecked(checked)
            action.toggled.connect(slot)
        else:
            action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work even with the menu bar hidden
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.new_action = self._action("&New Game…", self.choose_new_game,
                                       (Std.New,))
        self.restart_action = self._action("&Restart This Deal", self.restart,
                                           ("Ctrl+R",))
        self.code_action = self._action("&Enter a Game Code…",
                                        lambda: self.choose_new_game(focus_code=True),
                                        ("Ctrl+G",))
        self.copy_action = self._action("&Copy Game Code", self.status.copy_code,
                                        ("Ctrl+Shift+C",))
        self.quit_action = self._action("&Quit", self.close,
                                        (Std.Quit, "Ctrl+Q"))
        self.statistics_action = self._action("S&tatistics…", self.show_statistics, ("F9",))
        for action in (self.new_action, self.restart_action, self.code_action, self.copy_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.statistics_action)
        game.addSeparator()
        game.addAction(self.quit_action)

        edit = bar.addMenu("&Edit")
        self.undo_action = self._action("&Undo", self.undo,
                                        (Std.Undo,))
        self.redo_action = self._action("&Redo", self.redo,
                                        (Std.Redo, "Ctrl+Shift+Z", "Ctrl+Y"))
        self.deal_action = self._action("&Deal", self.deal, ("D",))
        for action in (self.undo_action, self.redo_action, self.deal_action):
            edit.addAction(action)

        settings_menu = bar.addMenu("&Settings")
        o = self.options
        for text, name in (("&Double Click Moves Cards", "double_click"),
                           ("&Auto Placement", "auto_place"),
                           ("&Placement Help", "placement_help"),
                           ("&Rule Reminders", "reminders"),
                           ("A&nimations", "animations"),
                           ("&Four-Colour Deck", "four_colour")):
            action = self._action(text, lambda on, n=name: o.set(n, on), checkable=True,
                                  checked=bool(o.get(name)))
            action.setObjectName(name)
            self._option_actions[name] = action
            settings_menu.addAction(action)
        settings_menu.addSeparator()
        self.preferences_action = self._action("&Preferences…", self.show_preferences,
                                               (Std.Preferences, "Ctrl+,"))
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        settings_menu.addAction(self.preferences_action)
        self.plugins_action = self._action("P&lugins…", self.show_plugins)
        settings_menu.addAction(self.plugins_action)

        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self._action("&Keyboard", self.show_keys))
        help_menu.addAction(self._action("&About spider-qt", self.show_about))

    # --- commands -----------------------------------------------------------------------------

    def choose_new_game(self, focus_code: bool = False) -> NewGameDialog:
        from .new_game_dialog import NewGameDialog  # loaded when first opened, not at start-up

        self.board.finish_animations()
        dialog = NewGameDialog(self.controller.catalog, self.game.game_code, self,
                               focus_code=focus_code)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.controller.start(dialog.selected_code()))
        dialog.open()
        return dialog

    def show_preferences(self) -> PreferencesDialog:
        from .preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.options, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_statistics(self) -> StatisticsDialog:
        from .statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.session.statistics, self.controller.catalog, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_plugins(self) -> PluginsDialog:
        from .plugins_dialog import PluginsDialog

        loaded = self.session.plugins
        dialog = PluginsDialog(loaded.plugins if loaded else [], self.controller.catalog,
                               self.options.disabled_plugins, self._switch_plugin, self,
                               safe_mode=bool(loaded and loaded.safe_mode))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _switch_plugin(self, name: str, enabled: bool) -> None:
        """Remember the player's choice; plugins load at start, so it applies next time."""
        disabled = [n for n in self.options.disabled_plugins if n != name]
        if not enabled:
            disabled.append(name)
        self.options.disabled_plugins = tuple(sorted(disabled))

    def show_notice(self, message: str) -> None:
        """A problem with the player's files: said once, clearly, without stopping play."""
        self.shown_notices.append(message)
        box = QMessageBox(QMessageBox.Icon.Warning, "spider-qt", message,
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.notice_box = box
        box.open()

    def _on_setting(self, name: str, value: Value) -> None:
        """A setting changed (menu, Preferences dialog): apply it at once."""
        action = self._option_actions.get(name)
        if action is not None and action.isChecked() != bool(value):
            action.setChecked(bool(value))
        if name in ("four_colour", "card_back"):
            self.board.restyle()
        elif name == "language":
            self._apply_language(str(value))

    def _apply_language(self, language: str) -> None:
        """English is the only bundled translation; the locale still formats numbers."""
        locale = QLocale.system() if language == "system" else QLocale(language)
        QLocale.setDefault(locale)

    def _restore_geometry(self) -> bool:
        saved = self.options.window_geometry
        if not saved:
            return False
        try:
            data = QByteArray(bytes.fromhex(saved))
        except ValueError:
            return False
        return self.restoreGeometry(data)

    def restart(self) -> None:
        self.controller.restart()

    def undo(self) -> None:
        self.controller.undo()

    def redo(self) -> None:
        self.controller.redo()

    def deal(self) -> None:
        self.board.finish_animations()
        self.controller.deal()

    def show_keys(self) -> None:
        QMessageBox.information(self, "Keyboard", KEYS_HELP)

    def show_about(self) -> None:
        QMessageBox.about(self, "About spider-qt",
                          f"<b>spider-qt {__version__}</b><p>Spider Solitaire and its "
                          "relatives, with variants as plugins.</p>")

    # --- following the game ----------------------------------------------------------------

    def _on_changed(self, change: Change) -> None:
        game = self.game
        self.status.show(game)
        self.undo_action.setEnabled(game.can_undo)
        self.redo_action.setEnabled(game.can_redo)
        self.deal_action.setEnabled(game.stock > 0)
        self.restart_action.setEnabled(game.code is not None)
        self.copy_action.setEnabled(game.code is not None)
        name = game.variant_spec.name
        suits = "1 suit" if game.suits == 1 else f"{game.suits} suits"
        rule = "" if game.rule == "classic" else f", {game.rule_spec.name}"
        self.setWindowTitle(f"{name} ({suits}{rule}) — spider-qt")

    def _on_won(self) -> None:
        self.board.celebrate(self._show_win_box)

    def _show_win_box(self) -> None:
        game = self.game
        box = QMessageBox(self)
        box.setWindowTitle("You won!")
        box.setText(f"<b>You won!</b><p>Score: {game.score}<br>Moves: {game.moves}</p>")
        new = box.addButton("&New Game", QMessageBox.ButtonRole.AcceptRole)
        again = (box.addButton("&Restart", QMessageBox.ButtonRole.ResetRole)
                 if game.code is not None else None)
        box.addButton("&Close", QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(new)

        def chosen() -> None:
            if box.clickedButton() is new:
                self.controller.start(self._same_kind_code())
            elif again is not None and box.clickedButton() is again:
                self.controller.restart()

        box.finished.connect(chosen)
        self.win_box = box
        box.open()

    def _same_kind_code(self) -> GameCode:
        game = self.game
        return make_code(self.controller.catalog, game.variant, game.suits, game.rule)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.board.finish_animations()
        self.options.window_geometry = bytes(self.saveGeometry().data()).hex()
        self.session.quit()
        super().closeEvent(event)

