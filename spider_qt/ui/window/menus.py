"""The main window's menus and actions, made from the command table (:mod:`spider_qt.ui.commands`).

Kept apart from the window so the window only says *what* each command does (its slots);
how the table becomes menus, shortcuts, words and on/off switches is decided here once,
for every command the table will ever hold.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from spider_qt.settings import Settings
from spider_qt.settings.declarations import Value
from spider_qt.ui.commands import COMMANDS, MENUS, Command, command_text, key_sequences, menu_title

#: Settings with a quick on/off switch in the Settings menu.
OPTION_TOGGLES = tuple(command.id for command in COMMANDS if command.checkable)


class WindowMenus:
    """The menu bar of ``window``, in the table's order: menu ``id`` becomes the window's
    ``<id>_menu``, command ``id`` its ``<id>_action`` (a switch instead: its setting's
    entry in :attr:`switches`, which follows the setting however it is changed).

    The words are set by :meth:`retranslate`, at the start and on a language change.
    """

    def __init__(self, window: QMainWindow, slots: Mapping[str, Callable[..., object]],
                 options: Settings) -> None:
        self.window = window
        self.switches: dict[str, QAction] = {}
        self.menus: dict[str, QMenu] = {}
        self.actions: list[tuple[Command, QAction]] = []
        bar = window.menuBar()
        for menu in MENUS:
            self.menus[menu.id] = bar.addMenu("")
            setattr(window, f"{menu.id}_menu", self.menus[menu.id])
        for command in COMMANDS:
            if command.checkable:
                action = self._action(command, lambda on, n=command.id: options.set(n, on),
                                      checked=bool(options.get(command.id)))
                action.setObjectName(command.id)
                self.switches[command.id] = action
            else:
                action = self._action(command, slots[command.id])
                setattr(window, f"{command.id}_action", action)
            if command.separated:
                self.menus[command.menu].addSeparator()
            self.menus[command.menu].addAction(action)
            self.actions.append((command, action))
        options.subscribe(self._on_setting)

    def _action(self, command: Command, slot: Callable[..., object],
                checked: bool = False) -> QAction:
        """The action of ``command``, without words yet; added to the window so its
        shortcuts work even with the menu bar hidden (full screen on some desktops)."""
        action = QAction(self.window)
        action.setShortcuts(key_sequences(command.keys))
        action.setMenuRole(command.role)
        if command.checkable:
            action.setCheckable(True)
            action.setChecked(checked)
            action.toggled.connect(slot)
        else:
            action.triggered.connect(slot)
        self.window.addAction(action)
        return action

    def retranslate(self) -> None:
        """Menu titles and command texts in the current language."""
        for menu in MENUS:
            self.menus[menu.id].setTitle(menu_title(menu))
        for command, action in self.actions:
            action.setText(command_text(command))

    def _on_setting(self, name: str, value: Value) -> None:
        """A switch's setting changed elsewhere (the Preferences dialog): tick it to match."""
        action = self.switches.get(name)
        if action is not None and action.isChecked() != bool(value):
            action.setChecked(bool(value))
