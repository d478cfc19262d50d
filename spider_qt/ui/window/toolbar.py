"""The toolbar above the table: New Game, Restart, Undo, Redo, Deal and (with hints on) Hint.

Its buttons are the window's own actions (:mod:`spider_qt.ui.window.menus`), not copies:
enabled or not,
shown or not (Hint follows the "Hints and demo" setting), their shortcuts and their
words are the menu items', so the toolbar can never disagree with the menus. The button
text is Qt's icon text, the menu text without its mnemonic and ellipsis.

The ``toolbar`` setting shows or hides it at once, and hiding it from the window's
context menu (right click on the menu bar or the toolbar) switches the setting off, so
the Preferences dialog says what the player sees.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QToolBar, QToolButton

from spider_qt.settings import Settings
from spider_qt.settings.declarations import Value
from spider_qt.ui.commands import COMMANDS, command_text, key_sequences, native_keys, plain_text
from spider_qt.ui.window.tool_icons import tool_icon

#: The commands on the toolbar, in its order (each is the window's ``<id>_action``).
TOOLS: Final = ("new", "restart", "undo", "redo", "deal", "hint")


class GameToolBar(QToolBar):
    """The toolbar of ``window``, shown while the ``toolbar`` setting is on."""

    def __init__(self, window: QMainWindow, options: Settings) -> None:
        super().__init__(window)
        self.setObjectName("toolbar")  # for saveState/restoreState
        self.setMovable(False)  # no handle to drag it off by accident
        self.setFloatable(False)
        self.setAllowedAreas(Qt.ToolBarArea.TopToolBarArea)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.tools: dict[str, QAction] = {name: getattr(window, f"{name}_action")
                                          for name in TOOLS}
        for action in self.tools.values():
            action.setIconVisibleInMenu(False)  # the menus stay as they were: words only
            self.addAction(action)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self)
        self.setVisible(bool(options.toolbar))
        self.toggleViewAction().triggered.connect(lambda on: options.set("toolbar", on))
        options.subscribe(self._on_setting)
        self._set_icons()
        self.retranslate()

    def button(self, name: str) -> QToolButton:
        """The button of command ``name`` (one of :data:`TOOLS`)."""
        button = self.widgetForAction(self.tools[name])
        assert isinstance(button, QToolButton)
        return button

    def retranslate(self) -> None:
        """The toolbar's name (in the context menu), the buttons' words and tooltips: the
        command and its shortcut. Called once the actions have their words.

        The words are set, not left to Qt: Qt drops only the ``&`` of a menu item, so a
        Chinese or Japanese ``新しいゲーム(&N)`` would read ``新しいゲーム(N)`` on a button."""
        self.setWindowTitle(QCoreApplication.translate("Settings", "Toolbar"))
        commands = {command.id: command for command in COMMANDS}
        for name, action in self.tools.items():
            command = commands[name]
            keys = native_keys(key_sequences(command.keys))
            words = plain_text(command_text(command)).rstrip("…")
            action.setIconText(words)
            action.setToolTip(f"{words} ({keys})" if keys else words)

    def changeEvent(self, event: QEvent) -> None:
        """Our own icons are drawn in the palette's colours: a new palette (a dark theme
        switched on) draws them again."""
        if event.type() == QEvent.Type.PaletteChange:
            self._set_icons()
        super().changeEvent(event)

    def _set_icons(self) -> None:
        for name, action in self.tools.items():
            action.setIcon(tool_icon(name, self.palette()))

    def _on_setting(self, name: str, value: Value) -> None:
        if name == "toolbar":
            self.setVisible(bool(value))
