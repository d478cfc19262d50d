"""Light and dark: which look the app shows, and Qt's palette made to agree with it.

Everything the app colours itself (the felt and the words on it, the help pages' tables,
the error colour) reads the look from the palette (:func:`is_dark`: a dark window). So
one thing has to be right, the application's palette, and every widget already hears
when it changes (``QEvent.PaletteChange``): the look switches live without a signal of
ours, and a widget made later simply reads the palette it is given.

Keeping the palette right is :class:`SchemeKeeper`'s job. The player's preference
(the ``color_scheme`` setting: system, light or dark) is asked of Qt first
(``QStyleHints.setColorScheme``, Qt 6.8+), so Qt's own widgets, and on Windows and macOS
the window frames, follow as the platform draws them. Where the platform cannot do it
(offscreen, a Linux desktop without a GTK or KDE theme plugin), or reports a scheme its
palette does not show, the application gets a palette of ours (:func:`own_palette`),
which the Fusion style, Qt's default there, draws with. With the system's choice and a
platform that names none (``Qt.ColorScheme.Unknown``), the palette Qt gives is the
system's choice.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

# The values of the ``color_scheme`` setting, and what each asks Qt for.
PREFERENCES: Final = {"system": Qt.ColorScheme.Unknown, "light": Qt.ColorScheme.Light,
                      "dark": Qt.ColorScheme.Dark}

Role = QPalette.ColorRole
Group = QPalette.ColorGroup

# Our palettes: (role, normal colour, disabled colour or None for the same). Every text
# colour reads at 4.5:1 or more on the backgrounds it is drawn on (tests/ui/test_contrast.py).
_LIGHT: Final = (
    (Role.Window, "#efefef", None), (Role.WindowText, "#1a1a1a", "#8a8a8a"),
    (Role.Base, "#ffffff", "#f4f4f4"), (Role.AlternateBase, "#f5f5f5", None),
    (Role.Text, "#1a1a1a", "#8a8a8a"), (Role.PlaceholderText, "#5e5e5e", "#8a8a8a"),
    (Role.Button, "#efefef", None), (Role.ButtonText, "#1a1a1a", "#8a8a8a"),
    (Role.ToolTipBase, "#fff8d6", None), (Role.ToolTipText, "#1a1a1a", None),
    (Role.BrightText, "#ffffff", None),
    (Role.Highlight, "#2a6fbb", "#c9c9c9"), (Role.HighlightedText, "#ffffff", "#1a1a1a"),
    (Role.Accent, "#2a6fbb", "#c9c9c9"),
    (Role.Link, "#1a5aa6", None), (Role.LinkVisited, "#6f3fa8", None),
    (Role.Light, "#ffffff", None), (Role.Midlight, "#f7f7f7", None),
    (Role.Mid, "#b8b8b8", None), (Role.Dark, "#a0a0a0", None), (Role.Shadow, "#4a4a4a", None),
)
_DARK: Final = (
    (Role.Window, "#2b2b2b", None), (Role.WindowText, "#ececec", "#8c8c8c"),
    (Role.Base, "#1e1e1e", "#252525"), (Role.AlternateBase, "#262626", None),
    (Role.Text, "#ececec", "#8c8c8c"), (Role.PlaceholderText, "#a8a8a8", "#7a7a7a"),
    (Role.Button, "#353535", "#2f2f2f"), (Role.ButtonText, "#ececec", "#8c8c8c"),
    (Role.ToolTipBase, "#3b3f44", None), (Role.ToolTipText, "#f0f0f0", None),
    (Role.BrightText, "#ffffff", None),
    (Role.Highlight, "#3674b8", "#4a4a4a"), (Role.HighlightedText, "#ffffff", "#b0b0b0"),
    (Role.Accent, "#3674b8", "#4a4a4a"),
    (Role.Link, "#7db8ff", None), (Role.LinkVisited, "#c3a6ff", None),
    (Role.Light, "#4a4a4a", None), (Role.Midlight, "#3e3e3e", None),
    (Role.Mid, "#242424", None), (Role.Dark, "#1a1a1a", None), (Role.Shadow, "#0a0a0a", None),
)


def is_dark(palette: QPalette) -> bool:
    """A dark window: the dark look, whoever made the palette. The window alone decides,
    so a widget that sets its own text colour (an error in red) keeps its palette's look."""
    return palette.color(Role.Window).lightness() < 128


def own_palette(dark: bool) -> QPalette:
    """Our light or dark palette, for where Qt cannot give the scheme asked for."""
    palette = QPalette()
    for role, normal, disabled in _DARK if dark else _LIGHT:
        for group in (Group.Active, Group.Inactive):
            palette.setColor(group, role, QColor(normal))
        palette.setColor(Group.Disabled, role, QColor(disabled or normal))
    return palette


def system_scheme() -> Qt.ColorScheme:
    """What the platform says the scheme is now (``Unknown`` where it says nothing); a
    scheme requested with ``setColorScheme`` and granted counts as the platform's."""
    return QGuiApplication.styleHints().colorScheme()


class SchemeKeeper(QObject):
    """Keeps the application's palette in the scheme the player prefers, as the system's
    changes. One for the application: the scheme, like the palette, is the whole app's."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.preference = "system"
        self.own = False  # the application's palette is one of ours
        self.dark = is_dark(QGuiApplication.palette())
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_changed)

    def prefer(self, preference: str) -> None:
        """Show ``preference``'s scheme (``system``, ``light`` or ``dark``) from now on."""
        wanted = PREFERENCES[preference]
        self.preference = preference
        _ask_qt(None if wanted == Qt.ColorScheme.Unknown else wanted)
        self._settle(system_scheme())

    def release(self) -> None:
        """Qt's own scheme and palette again, whatever the system says (tests end with it)."""
        self.preference = "system"
        _ask_qt(None)
        self._take_back()
        self.dark = is_dark(QGuiApplication.palette())

    def _system_changed(self, scheme: Qt.ColorScheme) -> None:
        """The desktop switched (or granted a scheme asked for): the palette follows."""
        self._settle(scheme if self.preference == "system" else system_scheme())

    def _settle(self, system: Qt.ColorScheme) -> None:
        """Make the palette show the wanted scheme: Qt's palette if it does, else ours.

        Qt's is looked at afresh each time (ours taken back first): a platform that
        grants a request late, or a desktop switched back, needs ours no more. Both
        changes happen before any widget hears of them (palette changes reach widgets as
        posted events), so nothing is painted in between.
        """
        self._take_back()
        qt_dark = is_dark(QGuiApplication.palette())
        if self.preference != "system":
            dark = self.preference == "dark"
        elif system == Qt.ColorScheme.Unknown:
            dark = qt_dark  # the platform names no scheme: its palette is its choice
        else:
            dark = system == Qt.ColorScheme.Dark
        if dark != qt_dark:
            QApplication.setPalette(own_palette(dark))
            self.own = True
        self.dark = dark

    def _take_back(self) -> None:
        if self.own:
            QApplication.setPalette(QPalette())  # nothing set: Qt's palette again
            self.own = False


def _ask_qt(scheme: Qt.ColorScheme | None) -> None:
    """Ask Qt for ``scheme`` (``None``: the system's again), where Qt can be asked: PySide6
    6.7, which the app still runs on, has no ``setColorScheme`` (our palette does it all)."""
    hints = QGuiApplication.styleHints()
    if scheme is None:
        if hasattr(hints, "unsetColorScheme"):
            hints.unsetColorScheme()
    elif hasattr(hints, "setColorScheme"):
        hints.setColorScheme(scheme)


_keeper: SchemeKeeper | None = None


def keeper() -> SchemeKeeper:
    """The application's keeper, made on first use (a ``QApplication`` must exist)."""
    global _keeper
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if _keeper is None or _keeper.app is not app:
        _keeper = SchemeKeeper(app)
    return _keeper


def follow_scheme(preference: str) -> bool:
    """Show ``preference``'s scheme (the ``color_scheme`` setting); ``True`` if dark."""
    chosen = keeper()
    chosen.prefer(preference)
    return chosen.dark


def release_scheme() -> None:
    """Qt's own palette and scheme again, if the app ever changed them (for tests)."""
    if _keeper is not None:
        _keeper.release()


class SchemeWatch:
    """The look a widget last drew in, so that of all its palette changes (a theme, a
    style, a font) only one that turns light into dark or back makes it draw again."""

    def __init__(self) -> None:
        self.dark: bool | None = None

    def turned(self, widget: QWidget, event: QEvent | None = None) -> bool:
        """Whether ``widget``'s look is another than last asked (``event``: only a
        ``PaletteChange`` can turn it; ``None`` asks now, as at the start)."""
        if event is not None and event.type() != QEvent.Type.PaletteChange:
            return False
        dark = is_dark(widget.palette())
        if dark == self.dark:
            return False
        self.dark = dark
        return True
