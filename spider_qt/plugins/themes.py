"""Card themes as plugins declare them, and the themes folder: what a theme is, without Qt.

A theme gives every card a face and a back at any size. A plugin declares one with a
:class:`CardThemeSpec` from its ``spider_qt_register_card_themes`` hook, either as an SVG
deck in the per-card-id layout of AisleRiot and KDE's card themes (one file whose
elements have the ids ``1_club`` … ``10_club``, ``jack_club``, ``queen_club``,
``king_club`` for each of ``club``, ``diamond``, ``heart``, ``spade``, and ``back``), or
as an object that paints (see ``spider_qt.ui.card_art.theme``). Drawing is the UI's
business; here a theme is only checked, so a broken one is refused, and reported
against its plugin, the moment it is registered rather than when a card is first drawn.

A player adds an SVG deck without writing code: a folder ``themes/NAME/`` beside the
plugins folder, holding the SVG and, optionally, a ``theme.json`` (``{"name": …,
"svg": …}``) or a KDE-style ``index.desktop`` (``Name=``, ``SVG=``). Each such folder is
offered to the host as a plugin of its own (``themes/NAME``), so it is loaded, reported,
listed and switched off exactly like a plugin. Such a folder is a stranger's work: what it
names must be inside it, and its deck must pass :mod:`.svg_check` (size, references,
entities, recursion) before Qt is handed a byte of it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Final

from spider_qt.engine.errors import SpecError
from spider_qt.engine.values import is_whole

from .card_ids import BACK_ID as BACK_ID  # the deck's vocabulary, offered here as before
from .card_ids import CARD_IDS as CARD_IDS
from .card_ids import RANK_IDS as RANK_IDS
from .card_ids import SUIT_IDS as SUIT_IDS
from .card_ids import card_id as card_id
from .hookspecs import hookimpl
from .records import Origin
from .sources import Candidate

CLASSIC: Final = "classic"
"""The key of the theme drawn in code that ships with spider-qt: what every board falls
back to when the chosen theme is not there or cannot be drawn."""

_KEY = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


@dataclass(frozen=True)
class CardThemeSpec:
    """A card theme: ``key`` (stored in the ``card_theme`` setting), ``name`` (shown in
    Preferences; mark it with ``QT_TRANSLATE_NOOP("CardThemes", …)``), and exactly one of:

    - ``svg``: an SVG (or SVGZ) deck in the per-card-id layout;
    - ``art``: a function called with no argument, the first time the theme is shown,
      that returns the object that paints (``paint_face`` and ``paint_back``, see
      ``spider_qt.ui.card_art.theme.CardTheme``). Called late, so importing a plugin
      never needs Qt.

    ``order`` places the theme in the Preferences list (lower first, then by name).
    """

    key: str
    name: str
    svg: Path | str | None = None
    art: Callable[[], object] | None = None
    order: int = 100

    @property
    def svg_path(self) -> Path | None:
        return Path(self.svg) if self.svg is not None else None

    def validate(self) -> None:
        """Raise :class:`SpecError` naming the first field that is wrong; an SVG deck is
        read whole and checked (:func:`~.svg_check.read_deck`), so a missing card, a
        malformed file or one that could harm the player is refused here, as its plugin's
        failure, rather than when a card is first drawn."""
        who = f"card theme {self.key!r}"
        _check(isinstance(self.key, str) and bool(_KEY.match(self.key)),
               f"{who}: the key must be lowercase letters, digits or '_', starting with a "
               "letter", "key")
        _check(isinstance(self.name, str) and bool(self.name.strip()),
               f"{who}: the name is empty", "name")
        _check(is_whole(self.order), f"{who}: order must be a whole number", "order")
        _check((self.svg is None) != (self.art is None),
               f"{who}: give exactly one of svg (an SVG deck) and art (what paints it)", "svg")
        _check(self.art is None or callable(self.art),
               f"{who}: art must be a function that returns the object that paints", "art")
        _check(self.svg is None or isinstance(self.svg, str | Path),
               f"{who}: svg must be the path of an SVG file", "svg")
        path = self.svg_path
        if path is not None:
            from .svg_check import read_deck  # only an SVG theme needs it

            read_deck(path, who)


def _check(condition: bool, message: str, field: str) -> None:
    if not condition:
        raise SpecError(message, field)


class CardThemes:
    """The themes the plugins registered, in Preferences order; a key is registered once."""

    def __init__(self) -> None:
        self._specs: dict[str, CardThemeSpec] = {}

    def add(self, spec: CardThemeSpec) -> None:
        if not isinstance(spec, CardThemeSpec):
            raise SpecError(f"register(...) takes a CardThemeSpec, not {type(spec).__name__}")
        spec.validate()
        if spec.key in self._specs:
            raise SpecError(f"card theme key {spec.key!r} is taken", "key")
        self._specs[spec.key] = spec

    def remove(self, key: str) -> None:
        self._specs.pop(key, None)

    def get(self, key: str) -> CardThemeSpec | None:
        return self._specs.get(key)

    def __contains__(self, key: object) -> bool:
        return key in self._specs

    def __len__(self) -> int:
        return len(self._specs)

    def __iter__(self) -> Iterator[CardThemeSpec]:
        return iter(sorted(self._specs.values(), key=lambda s: (s.order, s.name.casefold())))


# --- the themes folder --------------------------------------------------------------------------

THEMES_FOLDER: Final = "themes"
#: A theme folder's plugin name starts with this: no Python plugin can have a "/" in its name.
FOLDER_PREFIX: Final = THEMES_FOLDER + "/"


def themes_folder(plugins_folder: Path) -> Path:
    """The player's themes folder: ``themes`` beside ``plugins`` in their data folder."""
    return plugins_folder.parent / THEMES_FOLDER


def theme_folder_candidates(folder: Path) -> list[Candidate]:
    """Each subfolder of ``folder`` as a plugin that registers the theme it holds."""
    if not folder.is_dir():
        return []
    found = []
    for entry in sorted(folder.iterdir()):
        if entry.is_dir() and not entry.name.startswith((".", "_")):
            found.append(Candidate(FOLDER_PREFIX + entry.name, Origin.FOLDER, str(entry),
                                   importer=partial(FolderTheme, entry)))
    return found


class FolderTheme:
    """A card theme from the player's themes folder (an SVG deck)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @hookimpl
    def spider_qt_register_card_themes(self, register: Callable[[CardThemeSpec], None]) -> None:
        register(folder_theme(self.folder))


def folder_theme(folder: Path) -> CardThemeSpec:
    """The theme in ``folder``: named by ``theme.json`` or ``index.desktop`` if there is one,
    else by the folder; its SVG is the one they name, else the folder's only SVG file.
    Whatever it reads must really be in the folder (see :func:`_inside`)."""
    name, svg = _metadata(folder)
    if svg is None:
        decks = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".svg", ".svgz"))
        if len(decks) != 1:
            raise SpecError(f"theme folder {folder}: "
                            + ("holds no .svg file" if not decks else
                               "holds several .svg files; name one in theme.json "
                               '({"name": "…", "svg": "cards.svg"})'), "svg")
        svg = decks[0].name
    return CardThemeSpec(key=theme_key(folder.name), name=name or folder.name,
                         svg=_inside(folder, svg, "svg"))


def _inside(folder: Path, name: str, field: str) -> Path:
    """``folder / name``, refused unless its real path is inside the folder's: a theme is
    what its folder holds, never a way to show (or hang on) the player's other files. The
    folder itself may be a symlink; ``../x.svg``, an absolute path or a link out may not."""
    path = folder / name
    try:
        real, home = path.resolve(), folder.resolve()
    except (OSError, RuntimeError, ValueError) as exc:  # a symlink loop, a NUL in the name
        raise SpecError(f"theme folder {folder}: {name} cannot be found ({exc})",
                        field) from None
    if real == home or not real.is_relative_to(home):
        raise SpecError(f"theme folder {folder}: {name!r} leads out of the folder "
                        f"(to {real})", field)
    return path


def _read_about(folder: Path, name: str) -> str:
    """The text of ``theme.json`` or ``index.desktop``: in the folder, a regular file, at
    most :data:`~.svg_check.MAX_ABOUT_BYTES`, UTF-8."""
    from .svg_check import MAX_ABOUT_BYTES, read_bounded

    data = read_bounded(_inside(folder, name, "name"), MAX_ABOUT_BYTES,
                        f"theme folder {folder}", name, "name")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SpecError(f"theme folder {folder}: {name} cannot be read ({exc})",
                        "name") from None


def _metadata(folder: Path) -> tuple[str | None, str | None]:
    """(name, SVG file name) from ``theme.json``, else from ``index.desktop``. A name
    there that is not a regular file (a FIFO, a link to a device) is refused, not
    skipped: the player put it there meaning something."""
    if _present(folder / "theme.json"):
        try:
            data = json.loads(_read_about(folder, "theme.json"))
        except ValueError as exc:
            raise SpecError(f"theme folder {folder}: theme.json cannot be read ({exc})",
                            "name") from None
        if not isinstance(data, dict):
            raise SpecError(f"theme folder {folder}: theme.json must hold an object", "name")
        name, svg = data.get("name"), data.get("svg")
        if not isinstance(name, str | None) or not isinstance(svg, str | None):
            raise SpecError(f"theme folder {folder}: name and svg in theme.json must be text",
                            "name")
        return name, svg
    if _present(folder / "index.desktop"):
        import configparser

        parser = configparser.ConfigParser(interpolation=None, strict=False)
        parser.optionxform = str  # type: ignore[assignment,method-assign]
        try:
            parser.read_string(_read_about(folder, "index.desktop"))
        except (ValueError, configparser.Error) as exc:
            raise SpecError(f"theme folder {folder}: index.desktop cannot be read "
                            f"({_first_line(exc)})", "name") from None
        for section in parser.sections():
            fields = parser[section]
            if "SVG" in fields:
                return fields.get("Name"), fields["SVG"]
    return None, None


def _present(path: Path) -> bool:
    """Anything by that name, even a dangling link (refused by the read, not overlooked)."""
    return path.exists() or path.is_symlink()


def _first_line(exc: Exception) -> str:
    """An error in one line: configparser's quote the offending lines."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def theme_key(folder_name: str) -> str:
    """A setting key from a folder's name: ``"Oxygen White"`` → ``"oxygen_white"``."""
    key = re.sub(r"[^a-z0-9]+", "_", folder_name.casefold()).strip("_")[:32]
    return key if re.match(r"^[a-z]", key) else ("theme_" + key)[:32].rstrip("_")
