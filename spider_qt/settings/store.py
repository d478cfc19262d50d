"""The current settings: read from ``settings.json``, changed one at a time, saved at once."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from spider_qt.storage.files import FileFormatError, check_format, read_json, write_json
from spider_qt.storage.notices import FileNotice, FileRole, Trouble

from .declarations import SETTINGS, SPEED_FACTORS, SettingSpec, Value

FORMAT: Final = 1
_SPECS: Final = {spec.name: spec for spec in SETTINGS}

Listener = Callable[[str, Value], None]


def parse_settings(data: object) -> dict[str, Value]:
    """Validate a whole ``settings.json``; unknown names (from a newer release) are skipped."""
    envelope = check_format(data, FORMAT)
    values = envelope.get("settings")
    if not isinstance(values, dict):
        raise FileFormatError("its settings are not a JSON object")
    return {name: _SPECS[name].check(value) for name, value in values.items() if name in _SPECS}


class Settings:
    """Attribute access to every setting (``settings.double_click``), saved on each change.

    ``path=None`` keeps settings in memory only. A save that fails (read-only
    folder, full disk) keeps the new value for this run and reports once
    through ``on_error``. ``read_only`` reads without changing the folder (a damaged
    file is reported in ``notice``, not moved) and never saves; a file of a newer
    release is read-only the same way, so it is never overwritten.
    """

    # Every setting, typed for mypy: a misspelt or wrongly typed setting is an error before
    # the program runs. At run time the values live in ``_values`` (see __getattr__);
    # tests/settings/test_store.py checks this list against the declarations.
    if TYPE_CHECKING:
        double_click: bool
        auto_place: bool
        placement_help: bool
        reminders: bool
        confirm_abandon: bool
        hints_and_demo: bool
        winnable_only: bool
        click_to_place: bool
        timer: bool
        toolbar: bool
        animations: bool
        animation_speed: str
        card_theme: str
        four_colour: bool
        card_back: str
        language: str
        last_variant: str
        last_suits: int
        last_rule: str
        disabled_plugins: tuple[str, ...]
        window_geometry: str

    _path: Path | None
    _values: dict[str, Value]
    _listeners: list[Listener]
    _failed: bool
    _frozen: bool
    notice: FileNotice | None
    on_error: Callable[[FileNotice], None] | None

    def __init__(self, path: Path | None = None, read_only: bool = False) -> None:
        object.__setattr__(self, "_path", path)
        object.__setattr__(self, "_values", {s.name: s.default for s in SETTINGS})
        object.__setattr__(self, "_listeners", [])
        object.__setattr__(self, "notice", None)
        object.__setattr__(self, "on_error", None)
        object.__setattr__(self, "_failed", False)
        object.__setattr__(self, "_frozen", read_only)
        if path is not None:
            loaded = read_json(path, FileRole.SETTINGS, parse_settings,
                               keep_aside=not read_only)
            self._values.update(loaded.value or {})
            object.__setattr__(self, "notice", loaded.notice)
            object.__setattr__(self, "_frozen", read_only or loaded.newer)

    # --- reading ----------------------------------------------------------------------------

    if not TYPE_CHECKING:  # hidden from mypy, which knows each setting's name and type
        def __getattr__(self, name: str) -> Any:
            try:
                return self._values[name]
            except KeyError:
                raise AttributeError(f"no setting {name!r}") from None

        def __setattr__(self, name: str, value: Any) -> None:
            if name in _SPECS:
                self.set(name, value)
            else:
                object.__setattr__(self, name, value)

    def __iter__(self) -> Iterator[tuple[SettingSpec, Value]]:
        return ((spec, self._values[spec.name]) for spec in SETTINGS)

    def get(self, name: str) -> Value:
        return self._values[name]

    @property
    def animation_factor(self) -> float:
        return SPEED_FACTORS[str(self._values["animation_speed"])]

    # --- changing ---------------------------------------------------------------------------

    def set(self, name: str, value: Value) -> None:
        """Change one setting (checked against its declaration), tell listeners, save."""
        spec = _SPECS.get(name)
        if spec is None:
            raise AttributeError(f"no setting {name!r}")
        value = spec.check(value)
        if self._values[name] == value:
            return
        self._values[name] = value
        self.save()
        for listener in list(self._listeners):
            listener(name, value)

    def reset(self) -> None:
        for spec in SETTINGS:
            if spec.visible:
                self.set(spec.name, spec.default)

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def save(self) -> None:
        if self._path is None or self._frozen:
            return
        try:
            write_json(self._path, {"format": FORMAT, "settings": dict(self._values)})
        except OSError as exc:
            if not self._failed and self.on_error is not None:
                self.on_error(FileNotice(FileRole.SETTINGS, Trouble.UNSAVED,
                                         str(exc.strerror or exc)))
            object.__setattr__(self, "_failed", True)
        else:
            object.__setattr__(self, "_failed", False)
