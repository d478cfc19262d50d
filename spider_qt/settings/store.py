"""The current settings: read from ``settings.json``, changed one at a time, saved at once.

Two windows on one profile must not undo each other's choices, so a save never writes a
window's whole view: it takes the file's lock, reads the file as it is now and writes it
back with only the settings this run changed since its last save put in, so the last
change of a setting wins, whichever window made it (a failed save keeps its changes for
the next one). A setting nobody changed keeps what the file says, and a window keeps
showing its own values until it is started again. Names the file holds that
this release does not know (a newer release's) are written back as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from spider_qt.storage.files import FileFormatError, check_format, read_json, write_json
from spider_qt.storage.lock import FileLock
from spider_qt.storage.notices import FileNotice, FileRole, Trouble

from .declarations import SETTINGS, SPEED_FACTORS, SettingSpec, Value

FORMAT: Final = 1
_SPECS: Final = {spec.name: spec for spec in SETTINGS}

NEWER_MEANWHILE: Final = "a newer release has written the file since it was read"

Listener = Callable[[str, Value], None]


def parse_settings(data: object) -> dict[str, Value]:
    """Validate a whole ``settings.json``; unknown names (from a newer release) are skipped."""
    return {name: _SPECS[name].check(value) for name, value in parse_stored(data).items()
            if name in _SPECS}


def parse_stored(data: object) -> dict[str, object]:
    """Every setting a ``settings.json`` holds: known names checked, unknown ones as they are."""
    envelope = check_format(data, FORMAT)
    values = envelope.get("settings")
    if not isinstance(values, dict):
        raise FileFormatError("its settings are not a JSON object")
    return {name: _SPECS[name].check(value) if name in _SPECS else value
            for name, value in values.items()}


class Settings:
    """Attribute access to every setting (``settings.double_click``), saved on each change.

    ``path=None`` keeps settings in memory only. A save that fails (read-only
    folder, full disk) keeps the new value for this run and reports once
    through ``on_error``; ``save_error`` says after every save whether this run's changes
    are still unsaved (``None``: all written, or nothing failed), and :meth:`save` may be
    called again to retry. ``read_only`` reads without changing the folder (a damaged
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
        color_scheme: str
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
    _changed: set[str]  # names changed and not yet saved: the only ones a save puts in
    _stored: dict[str, object]  # the file as last read or written, should it break meanwhile
    _lock: FileLock | None
    _listeners: list[Listener]
    _failed: bool
    _frozen: bool
    notice: FileNotice | None
    save_error: FileNotice | None
    on_error: Callable[[FileNotice], None] | None

    def __init__(self, path: Path | None = None, read_only: bool = False) -> None:
        object.__setattr__(self, "_path", path)
        object.__setattr__(self, "_values", {s.name: s.default for s in SETTINGS})
        object.__setattr__(self, "_changed", set())
        object.__setattr__(self, "_stored", {})
        object.__setattr__(self, "_lock", FileLock(path) if path is not None else None)
        object.__setattr__(self, "_listeners", [])
        object.__setattr__(self, "notice", None)
        object.__setattr__(self, "save_error", None)
        object.__setattr__(self, "on_error", None)
        object.__setattr__(self, "_failed", False)
        object.__setattr__(self, "_frozen", read_only)
        if path is not None:
            loaded = read_json(path, FileRole.SETTINGS, parse_stored,
                               keep_aside=not read_only)
            stored = loaded.value if isinstance(loaded.value, dict) else {}
            self._stored.update(stored)
            self._values.update((k, _SPECS[k].check(v)) for k, v in stored.items() if k in _SPECS)
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
        self._changed.add(name)
        self.save()
        for listener in list(self._listeners):
            listener(name, value)

    def reset(self) -> None:
        """Every setting the player edits back to its default, in the file too: each counts
        as changed, so another window's choice does not outlive the reset."""
        moved = [spec for spec in SETTINGS if spec.visible and self._values[spec.name]
                 != spec.default]
        self._changed.update(spec.name for spec in SETTINGS if spec.visible)
        for spec in moved:
            self._values[spec.name] = spec.default
        self.save()
        for spec in moved:
            for listener in list(self._listeners):
                listener(spec.name, spec.default)

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def save(self) -> None:
        """Put this run's changes into the file as it is now (see the module's docstring);
        safe to call again as a retry, and ``save_error`` says how it went."""
        if self._path is None or self._lock is None or self._frozen:
            return
        with self._lock.held():
            loaded = read_json(self._path, FileRole.SETTINGS, parse_stored, keep_aside=False)
            if loaded.newer:  # not ours to change: this run's changes stay in memory
                object.__setattr__(self, "_frozen", True)
                self._failed_with(NEWER_MEANWHILE)
                return
            found = loaded.value if isinstance(loaded.value, dict) else None
            # Damaged since it was read: what it held then (an absent file: nothing).
            base = (found if found is not None
                    else dict(self._stored) if loaded.notice is not None else {})
            merged = {**base, **{spec.name: self._values[spec.name] for spec in SETTINGS
                                 if spec.name in self._changed}}
            unchanged = (merged == found if found is not None
                         else loaded.notice is None and not merged)
            try:
                if not unchanged:
                    write_json(self._path, {"format": FORMAT, "settings": _plain(merged)})
            except OSError as exc:
                self._failed_with(str(exc.strerror or exc))
                return
        object.__setattr__(self, "_stored", merged)
        self._changed.clear()
        object.__setattr__(self, "save_error", None)
        object.__setattr__(self, "_failed", False)

    def _failed_with(self, detail: str) -> None:
        """Unsaved: say so in ``save_error``, and once through ``on_error`` until a save
        succeeds again."""
        notice = FileNotice(FileRole.SETTINGS, Trouble.UNSAVED, detail)
        object.__setattr__(self, "save_error", notice)
        if not self._failed and self.on_error is not None:
            self.on_error(notice)
        object.__setattr__(self, "_failed", True)


def _plain(values: dict[str, object]) -> dict[str, object]:
    """As JSON holds them: a list of names is a list."""
    return {name: list(value) if isinstance(value, tuple) else value
            for name, value in values.items()}
