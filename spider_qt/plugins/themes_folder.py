"""The player's themes folder: an SVG deck added without writing code.

A folder ``themes/NAME/`` beside the plugins folder holds the SVG and, optionally, a
``theme.json`` (``{"name": …, "svg": …}``) or a KDE-style ``index.desktop`` (``Name=``,
``SVG=``). Each such folder is offered to the host as a plugin of its own
(``themes/NAME``), so it is loaded, reported, listed and switched off exactly like a
plugin. Such a folder is a stranger's work: what it names must be inside it, and its deck
must pass :mod:`.svg_check` (size, references, entities, recursion) before Qt is handed a
byte of it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Final

from spider_qt.engine import SpecError

from .hookspecs import hookimpl
from .records import Origin
from .sources import Candidate
from .theme_spec import CardThemeSpec

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
