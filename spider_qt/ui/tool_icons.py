"""The toolbar's icons: the desktop's own where it has one, else ours, in the desktop's colours.

A player's icon theme (or, from Qt 6.7, the platform's native icons on Windows and macOS)
gives New, Restart, Undo and Redo the look of every other application on that desktop.
Deal and Hint have no standard icon, and some desktops have no theme at all: for those we
ship line drawings (``spider_qt_resources/icons/toolbar/*.svg``). They are drawn in
``currentColor``, which is replaced here by the palette's text colour, so they read on a
light or a dark desktop alike, and greyed with the palette's own disabled colour.

The SVGs are read through :mod:`importlib.resources` and rendered with ``QSvgRenderer``
(no icon-engine plugin needed, and nothing to open by file name in a frozen install).
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from typing import Final

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer

_PACKAGE: Final = "spider_qt_resources"
_FOLDER: Final = ("icons", "toolbar")
#: Pixmap sizes of our icons: the toolbar sizes styles use, at 1× and 2× screens.
SIZES: Final = (16, 22, 24, 32, 48, 64)

#: Per command: the theme's icon (``QIcon.ThemeIcon``, or a freedesktop name where Qt has
#: no enum value), and the SVG of ours drawn for it.
ICONS: Final[dict[str, tuple[QIcon.ThemeIcon | str | None, str]]] = {
    "new": (QIcon.ThemeIcon.DocumentNew, "new.svg"),
    "restart": (QIcon.ThemeIcon.ViewRefresh, "restart.svg"),
    "undo": (QIcon.ThemeIcon.EditUndo, "undo.svg"),
    "redo": (QIcon.ThemeIcon.EditRedo, "redo.svg"),
    "deal": (None, "deal.svg"),  # no standard icon deals cards
    "hint": ("help-hint", "hint.svg"),  # KDE's Breeze has one; freedesktop does not
}


@cache
def icon_svg(name: str) -> bytes:
    """One of our toolbar SVGs, as shipped."""
    return files(_PACKAGE).joinpath(*_FOLDER, name).read_bytes()


def render_svg(name: str, size: int, color: QColor) -> QImage:
    """Our icon ``name`` drawn in ``color`` on a transparent ``size`` × ``size`` image."""
    source = icon_svg(name).replace(b"currentColor", color.name().encode("ascii"))
    renderer = QSvgRenderer(QByteArray(source))
    if not renderer.isValid():
        raise RuntimeError(f"the toolbar icon {name} could not be parsed")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
    finally:
        painter.end()
    return image


def own_icon(name: str, palette: QPalette) -> QIcon:
    """Our SVG ``name`` as an icon in ``palette``'s text colours (normal and disabled)."""
    icon = QIcon()
    role = QPalette.ColorRole.ButtonText
    for mode, group in ((QIcon.Mode.Normal, QPalette.ColorGroup.Active),
                        (QIcon.Mode.Disabled, QPalette.ColorGroup.Disabled)):
        color = palette.color(group, role)
        for size in SIZES:
            icon.addPixmap(QPixmap.fromImage(render_svg(name, size, color)), mode)
    return icon


def theme_icon(theme: QIcon.ThemeIcon | str | None) -> QIcon | None:
    """The desktop's icon, or ``None`` where its theme has none."""
    if theme is None or not QIcon.hasThemeIcon(theme):
        return None
    return QIcon.fromTheme(theme)


def tool_icon(command_id: str, palette: QPalette) -> QIcon:
    """The toolbar icon of command ``command_id``: the theme's, else ours."""
    theme, svg = ICONS[command_id]
    found = theme_icon(theme)
    return found if found is not None else own_icon(svg, palette)
