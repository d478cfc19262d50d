"""Which card theme a board draws with, and which themes Preferences offers.

The themes are the ones the session's plugins registered (:class:`LoadResult.themes
<spider_qt.plugins.host.LoadResult>`), so a plugin switched on or off changes the list
at once. A saved ``card_theme`` that names no installed theme (its plugin was removed)
draws the classic cards and stays saved: the theme is back when its plugin is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from spider_qt.i18n.texts import QT_TRANSLATE_NOOP
from spider_qt.plugins.theme_spec import CLASSIC, CardThemes, CardThemeSpec
from spider_qt.storage.notices import PluginNotice

from .cache import CardArt, ThemeFailure

if TYPE_CHECKING:
    from spider_qt.session import Session

#: The classic deck's name, for a list made without the built-in plugin that registers it.
CLASSIC_NAME = QT_TRANSLATE_NOOP("CardThemes", "Classic")


def installed_themes(session: Session | None) -> CardThemes | None:
    """The themes of the session's plugins; ``None`` for a window made without a host."""
    plugins = session.plugins if session is not None else None
    return plugins.themes if plugins is not None else None


def follow_theme(art: CardArt, key: str, session: Session | None,
                 board: QObject | None = None) -> None:
    """Let ``art`` draw with theme ``key``, the classic cards if it is not installed.

    A theme that fails (now, or later while drawing) is told to the player like a plugin
    that failed, once, after the paint or the setting change that found it, and shown as
    its plugin's failure in the Plugins dialog (:func:`blame`); then ``board`` (a
    :class:`~spider_qt.ui.board.BoardView`) is restyled, so no card keeps a picture of
    the failed theme.
    """
    if art.on_failure is None:
        def tell(failure: ThemeFailure) -> None:
            blame(session, failure)
            notice = PluginNotice(((failure.name, f"card theme {failure.key!r} "
                                                  f"{failure.error}"),))
            if session is not None:
                QTimer.singleShot(0, lambda: session.notify(notice))
            restyle = getattr(board, "restyle", None)
            if board is not None and restyle is not None:
                QTimer.singleShot(0, board, restyle)  # not at all if the board is gone

        art.on_failure = tell
    themes = installed_themes(session)
    art.use(themes.get(key) if themes is not None else None)


def blame(session: Session | None, failure: ThemeFailure) -> None:
    """Mark the plugin that registered the failed theme as failed, with the reason in one
    line and the traceback, as if its registration had failed: a deck refused only when
    first drawn (too slow, or changed since the start) is then explained where the
    player looks for a plugin's trouble. The plugin registering it now is the one; only
    if none does (switched off since), the one that registered it last. A plugin already
    failed keeps its first error."""
    plugins = session.plugins if session is not None else None
    if plugins is None:
        return
    records = plugins.plugins
    holders = [r for r in records if failure.key in r.themes] or [
        r for r in records if any(isinstance(spec, CardThemeSpec) and spec.key == failure.key
                                  for spec in r.last_added)]
    first = failure.error.splitlines()[0] if failure.error else "failed"
    for record in holders:
        if record.error is None:
            record.error = f"card theme {failure.key!r} {first}"
            record.traceback = failure.traceback


def theme_choices(session: Session | None) -> list[tuple[str, str]]:
    """(key, name in the player's language) of every installed theme, in Preferences order;
    the classic deck is always there, first."""
    specs = list(installed_themes(session) or ())
    choices = [(spec.key, theme_name(spec.name)) for spec in specs]
    if all(key != CLASSIC for key, _ in choices):
        choices.insert(0, (CLASSIC, theme_name(CLASSIC_NAME)))
    return choices


def theme_name(name: str) -> str:
    """A theme's name as a plugin marked it (context ``"CardThemes"``), translated."""
    return QCoreApplication.translate("CardThemes", name)
