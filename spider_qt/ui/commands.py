"""The window's commands and the board's own keys, declared once, as data.

Why a table: the menus, the shortcuts and the Keyboard help page used to be three
hand-kept lists, and the page fell behind the menus. Now :class:`MainWindow` builds
and words its actions from :data:`COMMANDS` (and its menus from :data:`MENUS`), and
the Keyboard page lists :func:`key_rows`, made from the same table and from
:data:`BOARD_KEYS`, so a command with a shortcut cannot be missing from the page.

The texts stay in English here. They are marked with ``QT_TRANSLATE_NOOP`` in the
contexts they always had (``MainWindow`` for menu words, ``Help`` for the board's
keys), so ``pyside6-lupdate`` collects them and the existing translations still
apply; they are translated where they are shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

from spider_qt.languages import QT_TRANSLATE_NOOP, without_mnemonic

if TYPE_CHECKING:  # the Help package loads when a help page is first shown, not at start
    from spider_qt.help import KeyRow

Std = QKeySequence.StandardKey
Role = QAction.MenuRole
#: A shortcut as declared: a standard key (every binding the platform gives it) or a
#: portable string such as ``"Ctrl+R"``.
KeySpec = QKeySequence.StandardKey | str

#: The translation context of menu titles and command texts (as in ``MainWindow.tr``).
MENU_CONTEXT: Final = "MainWindow"
#: The translation context of the board's key names and descriptions (Help page texts).
KEYS_CONTEXT: Final = "Help"


@dataclass(frozen=True, slots=True)
class Menu:
    """A menu of the menu bar: ``id`` names ``MainWindow.<id>_menu``."""

    id: str
    title: str


@dataclass(frozen=True, slots=True)
class Command:
    """One action of the window, in its menu's order.

    ``id`` names ``MainWindow.<id>_action``; for a ``checkable`` command it is instead
    the name of the on/off setting it switches (``MainWindow._option_actions[id]``).
    ``separated`` puts a separator line above it in its menu.
    """

    id: str
    text: str
    menu: str
    keys: tuple[KeySpec, ...] = ()
    checkable: bool = False
    separated: bool = False
    role: QAction.MenuRole = Role.TextHeuristicRole


@dataclass(frozen=True, slots=True)
class BoardKey:
    """Keys the board answers itself (not through an action), what the player calls them
    and what they do.

    ``label`` is translatable because key names are words ("Space" is "mezerník" in
    Czech) and Qt's own catalog, which would name them, is not loaded; it also lets a
    run of keys read short (``1 … 9, 0``). ``keys`` is what the board really handles
    (a test sends each one to a board).
    """

    keys: tuple[Qt.Key, ...]
    label: str
    what: str


MENUS: Final[tuple[Menu, ...]] = (
    Menu("game", QT_TRANSLATE_NOOP("MainWindow", "&Game")),
    Menu("edit", QT_TRANSLATE_NOOP("MainWindow", "&Edit")),
    Menu("settings", QT_TRANSLATE_NOOP("MainWindow", "&Settings")),
    Menu("help", QT_TRANSLATE_NOOP("MainWindow", "&Help")),
)

COMMANDS: Final[tuple[Command, ...]] = (
    Command("new", QT_TRANSLATE_NOOP("MainWindow", "&New Game…"), "game", (Std.New,)),
    Command("restart", QT_TRANSLATE_NOOP("MainWindow", "&Restart This Deal"), "game",
            ("Ctrl+R",)),
    Command("code", QT_TRANSLATE_NOOP("MainWindow", "&Enter a Game Code…"), "game",
            ("Ctrl+G",)),
    Command("copy", QT_TRANSLATE_NOOP("MainWindow", "&Copy Game Code"), "game",
            ("Ctrl+Shift+C",)),
    Command("resume_parked", QT_TRANSLATE_NOOP("MainWindow", "Resume &Parked Game"), "game"),
    # The solver plays the deal from its start; offered after a loss too (.deal_check).
    Command("could_win", QT_TRANSLATE_NOOP("MainWindow", "Could This Deal Be &Won?"), "game"),
    # The solver looks back over the game played (.postmortem); offered after a win and
    # when a game is given up, too.
    Command("postmortem", QT_TRANSLATE_NOOP("MainWindow", "W&here Was It Lost?"), "game"),
    Command("statistics", QT_TRANSLATE_NOOP("MainWindow", "S&tatistics…"), "game", ("F9",),
            separated=True),
    # "Ctrl+Q" too: some platforms bind no key to the standard Quit.
    Command("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "game", (Std.Quit, "Ctrl+Q"),
            separated=True),
    Command("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), "edit", (Std.Undo,)),
    Command("redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), "edit",
            (Std.Redo, "Ctrl+Shift+Z", "Ctrl+Y")),
    Command("deal", QT_TRANSLATE_NOOP("MainWindow", "&Deal"), "edit", ("D",)),
    Command("describe", QT_TRANSLATE_NOOP("MainWindow", "&Copy Board Description"), "edit",
            ("Ctrl+Shift+D",), separated=True),
    # Shown only with Preferences → "Hints and demo" (.assist). Shift+H, not a key near
    # D (deal): a demo by mistake would mark the game as played with help.
    Command("hint", QT_TRANSLATE_NOOP("MainWindow", "&Hint"), "edit", ("H",), separated=True),
    Command("demo", QT_TRANSLATE_NOOP("MainWindow", "De&mo"), "edit", ("Shift+H",)),
    Command("double_click", QT_TRANSLATE_NOOP("MainWindow", "&Double Click Moves Cards"),
            "settings", checkable=True),
    Command("auto_place", QT_TRANSLATE_NOOP("MainWindow", "&Auto Placement"), "settings",
            checkable=True),
    Command("placement_help", QT_TRANSLATE_NOOP("MainWindow", "&Placement Help"), "settings",
            checkable=True),
    Command("reminders", QT_TRANSLATE_NOOP("MainWindow", "&Rule Reminders"), "settings",
            checkable=True),
    Command("animations", QT_TRANSLATE_NOOP("MainWindow", "A&nimations"), "settings",
            checkable=True),
    Command("four_colour", QT_TRANSLATE_NOOP("MainWindow", "&Four-Colour Deck"), "settings",
            checkable=True),
    # Checked while the window fills the screen: the window's own state, not a setting, so
    # not ``checkable`` here (.full_screen makes its action checkable). F11 too where the
    # standard key is another (⌃⌘F on macOS).
    Command("full_screen", QT_TRANSLATE_NOOP("MainWindow", "Full &Screen"), "settings",
            (Std.FullScreen, "F11"), separated=True),
    # "Ctrl+," too: the standard Preferences key exists on macOS only.
    Command("preferences", QT_TRANSLATE_NOOP("MainWindow", "Pr&eferences…"), "settings",
            (Std.Preferences, "Ctrl+,"), separated=True, role=Role.PreferencesRole),
    Command("plugins", QT_TRANSLATE_NOOP("MainWindow", "P&lugins…"), "settings"),
    Command("help", QT_TRANSLATE_NOOP("MainWindow", "&Rules and Help"), "help",
            (Std.HelpContents, "F1")),
    Command("keys", QT_TRANSLATE_NOOP("MainWindow", "&Keyboard"), "help"),
    Command("about", QT_TRANSLATE_NOOP("MainWindow", "&About spider-qt"), "help"),
)

#: What ``BoardView.keyPressEvent`` answers, in the order the Keyboard page lists it.
#: The keys of the window's actions (D to deal, Ctrl+Z…) are in :data:`COMMANDS`.
BOARD_KEYS: Final[tuple[BoardKey, ...]] = (
    BoardKey((Qt.Key.Key_Left, Qt.Key.Key_Right), QT_TRANSLATE_NOOP("Help", "← →"),
             QT_TRANSLATE_NOOP("Help", "Move the focus between columns.")),
    BoardKey((Qt.Key.Key_Up, Qt.Key.Key_Down), QT_TRANSLATE_NOOP("Help", "↑ ↓"),
             QT_TRANSLATE_NOOP("Help", "Take more or fewer of the cards that can move.")),
    # Return is the main keyboard's Enter key, Enter the keypad's.
    BoardKey((Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space),
             QT_TRANSLATE_NOOP("Help", "Enter, Space"),
             QT_TRANSLATE_NOOP("Help", "Send the focused cards to the best column.")),
    BoardKey((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5,
              Qt.Key.Key_6, Qt.Key.Key_7, Qt.Key.Key_8, Qt.Key.Key_9, Qt.Key.Key_0),
             QT_TRANSLATE_NOOP("Help", "1 … 9, 0"),
             QT_TRANSLATE_NOOP("Help", "Send the focused cards to column 1 to 9, or 10.")),
    BoardKey((Qt.Key.Key_Escape,), QT_TRANSLATE_NOOP("Help", "Esc"),
             QT_TRANSLATE_NOOP("Help", "Clear the focus.")),
    # The reading keys: a screen reader user hears a part of the board again.
    BoardKey((Qt.Key.Key_C,), QT_TRANSLATE_NOOP("Help", "C"),
             QT_TRANSLATE_NOOP("Help", "Read the focused column, its top card first.")),
    BoardKey((Qt.Key.Key_A,), QT_TRANSLATE_NOOP("Help", "A"),
             QT_TRANSLATE_NOOP("Help", "Read the cards that can move in every column.")),
    BoardKey((Qt.Key.Key_S,), QT_TRANSLATE_NOOP("Help", "S"),
             QT_TRANSLATE_NOOP("Help", "Read the stock, the score and the moves.")),
)


def menu_title(menu: Menu) -> str:
    """The menu's title in the current language (with its mnemonic)."""
    return QCoreApplication.translate(MENU_CONTEXT, menu.title)


def command_text(command: Command) -> str:
    """The command's menu text in the current language (with its mnemonic)."""
    return QCoreApplication.translate(MENU_CONTEXT, command.text)


def key_sequences(keys: Iterable[KeySpec]) -> list[QKeySequence]:
    """The shortcuts of ``keys``: every binding of a standard key (or its empty sequence
    where the platform has none), then the strings, each sequence once so no shortcut
    is ambiguous."""
    shortcuts: dict[str, QKeySequence] = {}
    for key in keys:
        bindings = (QKeySequence.keyBindings(key) or [QKeySequence(key)]
                    if isinstance(key, QKeySequence.StandardKey) else [QKeySequence(key)])
        for sequence in bindings:
            shortcuts.setdefault(sequence.toString(), sequence)
    return list(shortcuts.values())


def native_keys(sequences: Iterable[QKeySequence]) -> str:
    """Shortcuts as the platform writes them, as the menus show them (``Ctrl+R``; ``⌘R``
    on macOS), the empty ones (a standard key this platform lacks) left out."""
    named = (s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences)
    return ", ".join(name for name in named if name)


def plain_text(menu_text: str) -> str:
    """Menu words as a sentence shows them: mnemonic marks dropped (``&&`` is a real ``&``;
    the ``(&N)`` of Chinese and Japanese menus goes whole)."""
    return without_mnemonic(menu_text)


def board_key_rows() -> list[KeyRow]:
    """The board's own keys, named and described in the current language."""
    from spider_qt.help import KeyRow

    return [KeyRow(QCoreApplication.translate(KEYS_CONTEXT, key.label),
                   QCoreApplication.translate(KEYS_CONTEXT, key.what))
            for key in BOARD_KEYS]


def command_key_rows() -> list[KeyRow]:
    """Every command with a shortcut, in menu order, named as its menu item is (in the
    current language) so the player finds it in the menus too."""
    from spider_qt.help import KeyRow

    rows = []
    for command in COMMANDS:
        keys = native_keys(key_sequences(command.keys))
        if keys:
            rows.append(KeyRow(keys, plain_text(command_text(command))))
    return rows


def key_rows() -> list[KeyRow]:
    """The Keyboard page's rows: the board's keys, then the window's shortcuts."""
    return board_key_rows() + command_key_rows()
