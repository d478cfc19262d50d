"""Every setting, in one table: name, type, default, label, description, allowed values.

The Preferences dialog, the validation of ``settings.json`` and
``docs/settings.md`` are all made from this table, so they cannot disagree.

The table is in English and free of Qt: labels, descriptions, section titles and choice
labels are marked with :func:`QT_TRANSLATE_NOOP` (context ``"Settings"``) so that
``pyside6-lupdate`` collects them, and the Preferences dialog translates them where it
shows them. The languages offered are named in their own language, so those labels are
not marked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from spider_qt.engine import QT_TRANSLATE_NOOP, is_whole
from spider_qt.languages import LANGUAGES

Value = bool | int | str | tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SettingSpec:
    """One setting. ``choices`` maps each allowed value to its label; ``None`` = any value
    of ``kind``. Settings with ``visible=False`` are remembered, not edited by the player."""

    name: str
    kind: type[bool] | type[int] | type[str] | type[tuple[str, ...]]
    default: Value
    label: str
    description: str
    choices: tuple[tuple[Value, str], ...] | None = None
    visible: bool = True
    section: str = QT_TRANSLATE_NOOP("Settings", "Play")

    def check(self, value: object) -> Value:
        """The value if it is allowed, else ``ValueError`` naming the setting."""
        if self.kind is tuple:  # a list of names; JSON gives a list
            if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
                raise ValueError(f"{self.name} must be a list of names, not {value!r}")
            return tuple(value)
        if self.kind is bool:
            ok = isinstance(value, bool)
        elif self.kind is int:
            ok = is_whole(value)
        else:
            ok = isinstance(value, str)
        if not ok:
            raise ValueError(f"{self.name} must be {self.kind.__name__}, not {value!r}")
        if self.choices is not None and value not in {v for v, _ in self.choices}:
            allowed = ", ".join(repr(v) for v, _ in self.choices)
            raise ValueError(f"{self.name} must be one of {allowed}, not {value!r}")
        return value  # type: ignore[return-value]


SETTINGS: Final[tuple[SettingSpec, ...]] = (
    SettingSpec("double_click", bool, True,
                QT_TRANSLATE_NOOP("Settings", "Double click moves cards"),
                QT_TRANSLATE_NOOP("Settings",
                                  "Double-clicking a card sends it, with the cards on it, to the "
                                  "best column: onto the same suit one rank higher, else any card "
                                  "one rank higher, else an empty column.")),
    SettingSpec("auto_place", bool, False, QT_TRANSLATE_NOOP("Settings", "Auto placement"),
                QT_TRANSLATE_NOOP("Settings",
                                  "Cards dropped where they cannot go are sent to the best column "
                                  "instead of gliding back.")),
    SettingSpec("placement_help", bool, True, QT_TRANSLATE_NOOP("Settings", "Placement help"),
                QT_TRANSLATE_NOOP("Settings",
                                  "While you drag cards, the columns that would take them are "
                                  "highlighted.")),
    SettingSpec("reminders", bool, True, QT_TRANSLATE_NOOP("Settings", "Rule reminders"),
                QT_TRANSLATE_NOOP("Settings",
                                  "After a refused move, a short note tells which rule refused "
                                  "it.")),
    SettingSpec("confirm_abandon", bool, True,
                QT_TRANSLATE_NOOP("Settings", "Ask before abandoning a game"),
                QT_TRANSLATE_NOOP("Settings",
                                  "Restart This Deal and New Game ask first when the game in "
                                  "progress has moves, since leaving it counts as a loss.")),
    # Off by default: the game the source pages describe gives no hints, and a winnable
    # deal is chosen only when asked for (issue 14).
    SettingSpec("hints_and_demo", bool, False, QT_TRANSLATE_NOOP("Settings", "Hints and demo"),
                QT_TRANSLATE_NOOP("Settings",
                                  "The Edit menu gets Hint, which shows a good move, and Demo, "
                                  "which plays on by itself. A game where either was used is "
                                  "counted apart in the statistics.")),
    SettingSpec("winnable_only", bool, False,
                QT_TRANSLATE_NOOP("Settings", "Winnable deals only"),
                QT_TRANSLATE_NOOP("Settings",
                                  "New games are dealt only from deals the solver has won. A "
                                  "game code you enter is always played as it is.")),
    SettingSpec("click_to_place", bool, False,
                QT_TRANSLATE_NOOP("Settings", "Click to pick up and place"),
                QT_TRANSLATE_NOOP("Settings",
                                  "A click on a card picks it up, with the cards on it; a click "
                                  "on a column puts them there. Off: a single click does "
                                  "nothing, as in the classic game.")),
    SettingSpec("timer", bool, False, QT_TRANSLATE_NOOP("Settings", "Timer"),
                QT_TRANSLATE_NOOP("Settings",
                                  "The time played is shown in the status bar and the win box, "
                                  "and the statistics keep the best times.")),
    SettingSpec("toolbar", bool, True, QT_TRANSLATE_NOOP("Settings", "Toolbar"),
                QT_TRANSLATE_NOOP("Settings",
                                  "Buttons above the table for New Game, Restart, Undo, Redo, "
                                  "Deal and, with hints on, Hint."),
                section=QT_TRANSLATE_NOOP("Settings", "Look")),
    SettingSpec("animations", bool, True, QT_TRANSLATE_NOOP("Settings", "Animations"),
                QT_TRANSLATE_NOOP("Settings",
                                  "Cards glide, fly from the stock and turn over instead of "
                                  "jumping."),
                section=QT_TRANSLATE_NOOP("Settings", "Look")),
    SettingSpec("animation_speed", str, "normal",
                QT_TRANSLATE_NOOP("Settings", "Animation speed"),
                QT_TRANSLATE_NOOP("Settings", "How fast the animations play."),
                choices=(("slow", QT_TRANSLATE_NOOP("Settings", "Slow")),
                         ("normal", QT_TRANSLATE_NOOP("Settings", "Normal")),
                         ("fast", QT_TRANSLATE_NOOP("Settings", "Fast"))),
                section=QT_TRANSLATE_NOOP("Settings", "Look")),
    # "system" follows the desktop's light or dark as it changes; light and dark hold
    # whatever it says (spider_qt.ui.common.scheme applies it).
    SettingSpec("color_scheme", str, "system",
                QT_TRANSLATE_NOOP("Settings", "Light or dark"),
                QT_TRANSLATE_NOOP("Settings",
                                  "The table, the marks and words on it, the dialogs and the "
                                  "status bar in light or dark colours; by default as the "
                                  "system has them, switching when it does."),
                choices=(("system", QT_TRANSLATE_NOOP("Settings", "Follow the system")),
                         ("light", QT_TRANSLATE_NOOP("Settings", "Light")),
                         ("dark", QT_TRANSLATE_NOOP("Settings", "Dark"))),
                section=QT_TRANSLATE_NOOP("Settings", "Look")),
    # Any key: the themes are the plugins' (the built-in classic and large_index, an SVG deck
    # in the themes folder), so Preferences lists what is installed and an unknown key draws
    # the classic cards.
    SettingSpec("card_theme", str, "classic", QT_TRANSLATE_NOOP("Settings", "Card theme"),
                QT_TRANSLATE_NOOP("Settings",
                                  "The look of the cards. Plugins and the themes folder can "
                                  "add more."),
                section=QT_TRANSLATE_NOOP("Settings", "Look")),
    SettingSpec("four_colour", bool, False, QT_TRANSLATE_NOOP("Settings", "Four-colour deck"),
                QT_TRANSLATE_NOOP("Settings",
                                  "Each suit gets its own colour: spades black, hearts red, "
                                  "diamonds blue, clubs green."),
                section=QT_TRANSLATE_NOOP("Settings", "Look")),
    SettingSpec("card_back", str, "blue", QT_TRANSLATE_NOOP("Settings", "Card back"),
                QT_TRANSLATE_NOOP("Settings", "The pattern on the back of the cards."),
                choices=(("blue", QT_TRANSLATE_NOOP("Settings", "Blue")),
                         ("red", QT_TRANSLATE_NOOP("Settings", "Red")),
                         ("green", QT_TRANSLATE_NOOP("Settings", "Green"))),
                section=QT_TRANSLATE_NOOP("Settings", "Look")),
    # Each language is named in its own words: a player who cannot read the current one
    # still finds theirs.
    SettingSpec("language", str, "system", QT_TRANSLATE_NOOP("Settings", "Language"),
                QT_TRANSLATE_NOOP("Settings",
                                  "The language of the menus and messages; the system's "
                                  "language by default."),
                choices=(("system", QT_TRANSLATE_NOOP("Settings", "System language")),
                         *LANGUAGES.items()),
                section=QT_TRANSLATE_NOOP("Settings", "Look")),
    SettingSpec("last_variant", str, "", QT_TRANSLATE_NOOP("Settings", "Last variant"),
                QT_TRANSLATE_NOOP("Settings",
                                  "The variant chosen for the last new game (empty: the first "
                                  "installed)."),
                visible=False, section="Remembered"),
    SettingSpec("last_suits", int, 1, QT_TRANSLATE_NOOP("Settings", "Last number of suits"),
                QT_TRANSLATE_NOOP("Settings", "The number of suits chosen for the last new game."),
                choices=((1, "1"), (2, "2"), (4, "4")), visible=False, section="Remembered"),
    SettingSpec("last_rule", str, "classic", QT_TRANSLATE_NOOP("Settings", "Last rule"),
                QT_TRANSLATE_NOOP("Settings", "The rule chosen for the last new game."),
                visible=False, section="Remembered"),
    SettingSpec("disabled_plugins", tuple, (),
                QT_TRANSLATE_NOOP("Settings", "Switched-off plugins"),
                QT_TRANSLATE_NOOP("Settings",
                                  "Plugins switched off in the Plugins dialog: they are not "
                                  "loaded at start."),
                visible=False, section="Remembered"),
    SettingSpec("window_geometry", str, "", QT_TRANSLATE_NOOP("Settings", "Window geometry"),
                QT_TRANSLATE_NOOP("Settings",
                                  "Where the window was and how large, as Qt saved it "
                                  "(hexadecimal)."),
                visible=False, section="Remembered"),
)

#: Animation speed factors (2.0 plays twice as fast).
SPEED_FACTORS: Final = {"slow": 0.6, "normal": 1.0, "fast": 1.8}
