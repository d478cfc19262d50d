"""Every setting, in one table: name, type, default, label, description, allowed values.

The Preferences dialog, the validation of ``settings.json`` and
``docs/settings.md`` are all made from this table, so they cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

Value = bool | int | str | tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SettingSpec:
    """One setting. ``choices`` maps each allowed value to its label; ``None`` = any value
    of ``kind``. Settings with ``visible=False`` are remembered, not edited by the player."""

    name: str
    kind: type[bool] | type[int] | type[str] | type[tuple]
    default: Value
    label: str
    description: str
    choices: tuple[tuple[Value, str], ...] | None = None
    visible: bool = True
    section: str = "Play"

    def check(self, value: object) -> Value:
        """The value if it is allowed, else ``ValueError`` naming the setting."""
        if self.kind is tuple:  # a list of names; JSON gives a list
            if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
                raise ValueError(f"{self.name} must be a list of names, not {value!r}")
            return tuple(value)
        if self.kind is bool:
            ok = isinstance(value, bool)
        elif self.kind is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = isinstance(value, str)
        if not ok:
            raise ValueError(f"{self.name} must be {self.kind.__name__}, not {value!r}")
        if self.choices is not None and value not in {v for v, _ in self.choices}:
            allowed = ", ".join(repr(v) for v, _ in self.choices)
            raise ValueError(f"{self.name} must be one of {allowed}, not {value!r}")
        return value  # type: ignore[return-value]


SETTINGS: Final[tuple[SettingSpec, ...]] = (
    SettingSpec("double_click", bool, True, "Double click moves cards",
                "Double-clicking a card sends it, with the cards on it, to the best column: "
                "onto the same suit one rank higher, else any card one rank higher, else an "
                "empty column."),
    SettingSpec("auto_place", bool, False, "Auto placement",
                "Cards dropped where they cannot go are sent to the best column instead of "
                "gliding back."),
    SettingSpec("placement_help", bool, True, "Placement help",
                "While you drag cards, the columns that would take them are highlighted."),
    SettingSpec("reminders", bool, True, "Rule reminders",
                "After a refused move, a short note tells which rule refused it."),
    SettingSpec("animations", bool, True, "Animations",
                "Cards glide, fly from the stock and turn over instead of jumping.",
                section="Look"),
    SettingSpec("animation_speed", str, "normal", "Animation speed",
                "How fast the animations play.",
                choices=(("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast")),
                section="Look"),
    SettingSpec("four_colour", bool, False, "Four-colour deck",
                "Each suit gets its own colour: spades black, hearts red, diamonds blue, "
                "clubs green.", section="Look"),
    SettingSpec("card_back", str, "blue", "Card back", "The pattern on the back of the cards.",
                choices=(("blue", "Blue"), ("red", "Red"), ("green", "Green")), section="Look"),
    SettingSpec("language", str, "system", "Language",
                "The language of the menus and messages; the system's language by default. "
                "English is the only one bundled so far.",
                choices=(("system", "System language"), ("en", "English")), section="Look"),
    SettingSpec("last_variant", str, "", "Last variant",
                "The variant chosen for the last new game (empty: the first installed).",
                visible=False, section="Remembered"),
    SettingSpec("last_suits", int, 1, "Last number of suits",
                "The number of suits chosen for the last new game.",
                choices=((1, "1"), (2, "2"), (4, "4")), visible=False, section="Remembered"),
    SettingSpec("last_rule", str, "classic", "Last rule",
                "The rule chosen for the last new game.", visible=False, section="Remembered"),
    SettingSpec("disabled_plugins", tuple, (), "Switched-off plugins",
                "Plugins switched off in the Plugins dialog: they are not loaded at start.",
                visible=False, section="Remembered"),
    SettingSpec("window_geometry", str, "", "Window geometry",
                "Where the window was and how large, as Qt saved it (hexadecimal).",
                visible=False, section="Remembered"),
)

#: Animation speed factors (2.0 plays twice as fast).
SPEED_FACTORS: Final = {"slow": 0.6, "normal": 1.0, "fast": 1.8}
