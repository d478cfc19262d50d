"""Starting the Qt application: the window, and the one-shot ``--screenshot`` mode.

``create_main_window`` is a testing contract: it builds the window without
entering the event loop, so tests (and external checks) drive the real board.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QStatusBar

from spider_qt import i18n
from spider_qt.about import APP_ID, APP_NAME, __version__
from spider_qt.engine import Game
from spider_qt.plugins.host import LoadResult, load_plugins
from spider_qt.session import Session
from spider_qt.settings import Settings
from spider_qt.storage.profile import Profile
from spider_qt.ui.window.main_window import MainWindow
from spider_qt.window_host import WindowHost, main_window_for

if TYPE_CHECKING:
    from spider_qt.single_instance import Claim
    from spider_qt.ui.window.splash import LoadingSplash


def ensure_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else [sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    # Qt appends the display name to a window title that does not already end with it;
    # every title of ours ends with the app's name, so it is shown once.
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    # The installed menu entry is APP_ID.desktop: with its name, a Wayland dock shows the
    # window under the entry's icon and name instead of a generic one.
    app.setDesktopFileName(APP_ID)
    return app


def create_main_window(code: str | None = None, game: Game | None = None,
                       profile: str | Path | None = None, safe_mode: bool = False,
                       plugins: LoadResult | None = None,
                       language: str | None = None, ask_first: bool = False,
                       settings: Settings | None = None) -> MainWindow:
    """The main window, in the player's profile (``--profile``, ``$SPIDER_QT_HOME`` or the
    platform's folders): the deal of ``code``, else the saved game, else a new deal.

    With ``ask_first`` (the command line's way), a saved game in progress is not given up
    for ``code`` unasked: it opens, and the window asks whether to leave it for that deal.
    ``settings`` are the profile's, when the command line has read them already: a
    profile's settings are read once per start, so a notice about them reaches the window.
    Raises ``CodeError`` for a bad code, before any window exists or anything is counted.
    """
    where = Profile.resolve(profile)
    if settings is None:
        settings = Settings(where.settings_file)
    if plugins is None:  # the command line may have loaded them already, to check a code
        plugins = load_plugins(where, settings.disabled_plugins, safe_mode)
    session = Session(where, plugins.catalog, given_settings=settings, plugins=plugins)
    if game is not None:
        session.adopt(game)
        ensure_app()
        i18n.use_plugin_catalogs(plugins)
        return MainWindow(game, session, language=language)
    ensure_app()
    return main_window_for(session, code, ask_first, language)


def run(code: str | None = None, profile: str | Path | None = None,
        safe_mode: bool = False, plugins: LoadResult | None = None,
        language: str | None = None, settings: Settings | None = None,
        splash: LoadingSplash | None = None, instance: Claim | None = None) -> int:
    """Open the window and play until it closes; ``splash`` (shown while plugins loaded)
    closes once the window is on screen. With the profile's ``instance`` lock, a second
    start is answered by this window from its first frame on."""
    app = ensure_app([sys.argv[0]])
    where = Profile.resolve(profile)
    if settings is None:
        settings = Settings(where.settings_file)
    if plugins is None:
        plugins = load_plugins(where, settings.disabled_plugins, safe_mode)
    host = WindowHost(where, settings, language)
    try:
        window = host.open(code, plugins)
    except BaseException:
        if splash is not None:
            splash.close()
        raise
    window.show()
    if splash is not None:
        splash.finish(window)
    # The icon is rendered from its SVG once the first frame is up, not before it (and
    # QtSvg is imported only then: a --screenshot never needs it).
    QTimer.singleShot(0, lambda: _set_icon(app))
    if instance is not None:
        QTimer.singleShot(0, lambda: instance.listen(host.answer))
    return app.exec()


def _set_icon(app: QApplication) -> None:
    from spider_qt.ui.window.icon import app_icon

    app.setWindowIcon(app_icon())


def _settle_layouts(window: QMainWindow) -> None:
    """Deliver Qt's pending layout requests, and only those: painting is left to the grab
    (the event loop would paint every frame on the way, about 50 ms more).

    A delivered request can post another one (the status bar's labels get their text, and
    a round later the bar grows and the board shrinks by 2 px), so one quiet round proves
    nothing: requests go out until two rounds in a row move neither the board nor the bar.
    """
    quiet = 0
    for _ in range(12):
        before = _geometries(window)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        moved = _geometries(window) != before
        quiet = 0 if moved else quiet + 1
        if quiet == 2:
            return


def _geometries(window: QMainWindow) -> list[QRect]:
    """Where the window's middle and its status bar (if it has one) are."""
    parts = (window.centralWidget(), window.findChild(QStatusBar))
    return [part.geometry() for part in parts if part is not None]


#: Qt's PNG "quality" is zlib's effort turned around: 80 writes a 1280×800 board in a
#: third of the default's time (73 against 219 ms, measured) for a file 22 % larger.
PNG_QUALITY: Final = 80


def screenshot(path: Path, size: tuple[int, int], code: str | None = None,
               plugins: LoadResult | None = None, disabled: tuple[str, ...] = (),
               language: str = "en") -> None:
    """Render the window with that deal to a PNG, offscreen unless a display was chosen.

    Uses default settings and touches no profile: a screenshot changes no saved game
    or statistics, and looks the same for everyone: in English unless ``language`` (the
    ``--lang`` of the command line) names another. With ``plugins`` that hold no
    variant, it shows the window that says so (``disabled``: the player's switches, which
    it names).
    """
    if "QT_QPA_PLATFORM" not in os.environ and QApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    window: QMainWindow
    if plugins is not None and not len(plugins.catalog):
        from spider_qt.ui.window.no_variant import NoVariantWindow  # rare: not at each start

        ensure_app()
        i18n.install(language)
        session = Session(None, plugins.catalog, plugins=plugins)
        session.settings.disabled_plugins = disabled  # in memory: a screenshot saves nothing
        window = NoVariantWindow(session, lambda _: None)
    else:
        session = Session(None)
        game = session.first_game(code)
        ensure_app()
        window = MainWindow(game, session, language=language)
    window.resize(*size)
    window.show()
    _settle_layouts(window)
    if isinstance(window, MainWindow):
        window.board.finish_animations()
    image = window.grab()  # the one paint: the frames a player would see first are skipped
    window.close()
    if not image.save(str(path), "PNG", PNG_QUALITY):
        raise OSError(f"could not write {path}")
