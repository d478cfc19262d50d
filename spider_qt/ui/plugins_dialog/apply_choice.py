"""Applying the player's plugin choice while the app runs, so new games follow it at once."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from spider_qt.engine import set_default_catalog
from spider_qt.i18n import use_plugin_catalogs

if TYPE_CHECKING:
    from spider_qt.plugins.host import LoadResult
    from spider_qt.session import Session
    from spider_qt.ui.controller import GameController


def apply_plugin_choice(session: Session, controller: GameController | None, name: str,
                        enabled: bool) -> LoadResult | None:
    """Remember the choice, and build the catalog again from the plugins found at start.

    A module imported once is not imported again, so this re-registers rather than
    re-imports. The New Game dialog, statistics and help use the new catalog from now
    on; the game in progress holds its own variant and rule, so it goes on as it is.
    Returns the new load, for the Plugins dialog to show; ``None`` when the plugins were
    not loaded by the host (a window made by hand).
    """
    disabled = [n for n in session.settings.disabled_plugins if n != name]
    if not enabled:
        disabled.append(name)
    result = reload_with(session, disabled)
    if result is not None and controller is not None:
        controller.catalog = result.catalog
    return result


def reload_with(session: Session, disabled: Iterable[str]) -> LoadResult | None:
    """Save ``disabled`` as the player's switches and load the plugins again with them (the
    plugins found at start, each imported at most once); ``None`` without a host."""
    options = session.settings
    options.disabled_plugins = tuple(sorted(set(disabled)))
    loaded = session.plugins
    if loaded is None or not loaded.candidates:
        return None
    result = loaded.reload(options.disabled_plugins)
    set_default_catalog(result.catalog)
    use_plugin_catalogs(result)  # the words of the plugins now in use
    session.plugins, session.catalog = result, result.catalog
    return result
