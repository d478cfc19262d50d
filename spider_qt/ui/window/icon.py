"""The application icon, rendered from the one SVG in ``spider_qt_resources``.

The design lives in a single hand-written SVG (``icons/spider-qt.svg``): a spider
on its thread over a fanned ace of spades and a card back, on the game's felt.
Everything else (window icon, PNGs for Linux menus, the Windows ``.ico``, the
macOS ``.icns``) is rendered from it, so the icon cannot drift between platforms.

The SVG is read as bytes through :mod:`importlib.resources` rather than by file
name: inside a zipped or frozen install there may be no real file to open.
Rendering goes through ``QSvgRenderer`` into a ``QImage`` (the raster engine),
so the pixels are the same on every platform and no GUI application is needed.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from typing import Final

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

ICON_SIZES: Final = (16, 24, 32, 48, 64, 128, 256)
"""Pixmap sizes put into :func:`app_icon`: the sizes desktops ask for, so Qt never scales."""

_PACKAGE: Final = "spider_qt_resources"
_MAX_SIZE: Final = 4096  # far beyond any icon slot; guards against a typo allocating gigabytes


@cache
def icon_svg() -> bytes:
    """The icon's SVG source, read once from the resources package."""
    return (files(_PACKAGE) / "icons" / "spider-qt.svg").read_bytes()


def render_icon_image(size: int) -> QImage:
    """The icon as a ``size`` × ``size`` premultiplied ARGB image with transparent corners.

    Each size is rendered straight from the vector art rather than scaled from a big
    bitmap, which keeps the 16 and 24 px versions crisp instead of blurred.
    """
    if not 0 < size <= _MAX_SIZE:
        raise ValueError(f"icon size must be 1 to {_MAX_SIZE} px, not {size!r}")
    renderer = QSvgRenderer(QByteArray(icon_svg()))
    if not renderer.isValid():
        raise RuntimeError("the icon SVG in spider_qt_resources could not be parsed")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
    finally:
        painter.end()
    return image


@cache
def render_icon_png(size: int) -> bytes:
    """PNG bytes of the icon at ``size`` px, for installer builds (``.ico``, ``.icns``, hicolor).

    Cached: an installer build asks for the same sizes for several containers.
    """
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    try:
        # PySide6's stub wants bytes here, but only a str format works at run time.
        if not render_icon_image(size).save(buffer, "PNG"):  # type: ignore[call-overload]
            raise RuntimeError(f"could not encode the {size} px icon as PNG")
        return bytes(buffer.data().data())
    finally:
        buffer.close()


@cache
def app_icon() -> QIcon:
    """The window and application icon, with a pixmap rendered for each of :data:`ICON_SIZES`.

    Needs a ``QGuiApplication`` (pixmaps do). Cached, so every window shares one icon
    and the SVG is rendered once per size per process.
    """
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addPixmap(QPixmap.fromImage(render_icon_image(size)))
    return icon
