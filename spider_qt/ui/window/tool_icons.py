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

import sys
from functools import cache
from importlib.resources import files
from typing import Final

from PySide6.QtCore import QByteArray, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QIconEngine, QImage, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer

_PACKAGE: Final = "spider_qt_resources"
_FOLDER: Final = ("icons", "toolbar")

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
    """One of our toolbar SVGs, as shipped.

    One part per ``joinpath``: in the frozen app the resources are a namespace package,
    whose ``MultiplexedPath.joinpath`` takes a single name on Python 3.11 (the Qt icon
    engine calling this then died on the TypeError, in the installers' smoke test).
    """
    found = files(_PACKAGE)
    for part in (*_FOLDER, name):
        found = found.joinpath(part)
    return found.read_bytes()


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


class _OwnIconEngine(QIconEngine):
    """Draws one of our SVGs at the size and mode Qt asks for, when it asks.

    Rendering every size ahead (six sizes, two modes, six icons) was half the time of
    building the window; a toolbar shows one size, so most of them were never looked at.
    """

    def __init__(self, name: str, normal: QColor, disabled: QColor) -> None:
        super().__init__()
        self._name, self._normal, self._disabled = name, normal, disabled
        self._made: dict[tuple[int, bool], QPixmap] = {}

    def _drawn(self, pixels: int, mode: QIcon.Mode) -> QPixmap:
        """The icon at ``pixels``; an empty pixmap (the button shows its text alone) if it
        cannot be drawn. Qt calls this from C++, and PySide6 6.11 crashes the process on
        an exception escaping there instead of printing it: it is printed here instead."""
        grey = mode == QIcon.Mode.Disabled
        key = (pixels, grey)
        if key not in self._made:
            color = self._disabled if grey else self._normal
            try:
                drawn = QPixmap.fromImage(render_svg(self._name, max(pixels, 1), color))
            except Exception:
                sys.excepthook(*sys.exc_info())
                drawn = QPixmap()
            self._made[key] = drawn
        return self._made[key]

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return QPixmap(self._drawn(min(size.width(), size.height()), mode))

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State,
                     scale: float) -> QPixmap:
        drawn = QPixmap(self._drawn(round(min(size.width(), size.height()) * scale), mode))
        drawn.setDevicePixelRatio(scale)
        return drawn

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode,
              state: QIcon.State) -> None:
        scale = painter.device().devicePixelRatioF() if painter.device() else 1.0
        painter.drawPixmap(rect, self.scaledPixmap(rect.size(), mode, state, scale))

    def clone(self) -> QIconEngine:
        return _OwnIconEngine(self._name, self._normal, self._disabled)


def own_icon(name: str, palette: QPalette) -> QIcon:
    """Our SVG ``name`` as an icon in ``palette``'s text colours (normal and disabled),
    drawn at whatever size is shown, when it is shown."""
    role = QPalette.ColorRole.ButtonText
    return QIcon(_OwnIconEngine(name, palette.color(QPalette.ColorGroup.Active, role),
                                palette.color(QPalette.ColorGroup.Disabled, role)))


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
