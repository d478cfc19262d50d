"""A small card on screen while plugins other than the built-ins load.

A plugin's import may take seconds (a slow disk, a heavy dependency, a plugin that
sleeps), and until the window shows the player would see nothing at all. So the
command line shows this card first when there is anything besides the built-ins to
load, names each plugin as it starts loading, and closes it when the window shows.
With only built-ins it is never made: that start stays as quick as it was.

Drawn here (felt, the app's name, one line), so it needs no image file; its words are
translated (context ``"LoadingSplash"``). The felt is the light or the dark one, as the
palette is when it is made (the player's scheme is followed before it), and the words
stand on the felt's plate, as every word over the table does (:mod:`..common.felt`).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QEventLoop, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QSplashScreen

from spider_qt.about import APP_NAME
from spider_qt.i18n.texts import fill
from spider_qt.ui.common.felt import felt_look, paint_felt
from spider_qt.ui.common.scheme import is_dark

#: Room around the words, in average characters; the card is as wide as its words need.
MARGIN_CHARS: Final = 3


translate = QCoreApplication.translate


class LoadingSplash(QSplashScreen):
    """"Loading plugins…" on a felt card; :meth:`loading` names the plugin loading now."""

    def __init__(self) -> None:
        words = translate("LoadingSplash", "Loading plugins…")
        dark = is_dark(QGuiApplication.palette())
        self.look = felt_look(dark)
        super().__init__(_card(words, dark), Qt.WindowType.WindowStaysOnTopHint)
        self.setObjectName("loadingSplash")
        self.setAccessibleName(words)

    def loading(self, name: str) -> None:
        """Say which plugin loads now, and get it on screen before the plugin's code runs
        (which holds the event loop until it is done)."""
        self.showMessage(fill(translate("LoadingSplash", "Loading %1…"), name),
                         Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter,
                         self.look.words)
        self.show_now()

    def drawContents(self, painter: QPainter) -> None:
        """The plugin's name inside the plate: Qt's own place for it, 5 px from the edge,
        would put it on the felt."""
        margin = _margin()
        painter.setPen(self.look.words)
        painter.drawText(self.rect().adjusted(margin, margin, -margin, -margin),
                         Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter,
                         self.message())

    def show_now(self) -> None:
        self.show()  # on top by its window flag: raise_() is not for every platform
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)


def _card(line: str, dark: bool) -> QPixmap:
    """The card: the app's name large, ``line`` under it, room below for the plugin's name,
    all on a plate that leaves a frame of felt."""
    look = felt_look(dark)
    font = QGuiApplication.font()
    title_font = QFont(font)
    title_font.setPointSizeF(font.pointSizeF() * 1.8)
    title_font.setBold(True)
    small, large = QFontMetrics(font), QFontMetrics(title_font)
    margin = _margin()
    width = max(large.horizontalAdvance(APP_NAME), small.horizontalAdvance(line),
                small.averageCharWidth() * 32) + 2 * margin
    height = margin + large.height() + small.lineSpacing() * 3 + margin
    ratio = QGuiApplication.primaryScreen().devicePixelRatio() \
        if QGuiApplication.primaryScreen() is not None else 1.0
    pixmap = QPixmap(int(width * ratio), int(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRect(0, 0, width, height)
        paint_felt(painter, rect.toRectF(), dark=dark)
        inset = margin / 2
        painter.setPen(QPen(look.plate_edge, 1.5))
        painter.setBrush(look.plate)
        painter.drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), inset, inset)
        painter.setPen(look.words)
        painter.setFont(title_font)
        title = QRect(margin, margin, width - 2 * margin, large.height())
        painter.drawText(title, Qt.AlignmentFlag.AlignHCenter, APP_NAME)
        painter.setFont(font)
        below = QRect(margin, title.bottom() + small.lineSpacing() // 2, width - 2 * margin,
                      small.lineSpacing())
        painter.drawText(below, Qt.AlignmentFlag.AlignHCenter, line)
    finally:
        painter.end()
    return pixmap


def _margin() -> int:
    """Room around the words, in pixels of the application's font."""
    return QFontMetrics(QGuiApplication.font()).averageCharWidth() * MARGIN_CHARS
