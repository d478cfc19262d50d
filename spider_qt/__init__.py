"""spider-qt: Spider Solitaire and its relatives for the desktop.

The rules live in :mod:`spider_qt.engine` (no Qt); variants come from pluggy
plugins (:mod:`spider_qt.plugins`). The package offers the engine its catalog of
installed variants (the one door between them, see ``engine.catalog``).
"""

from spider_qt.about import APP_NAME, __version__

__all__ = ["APP_NAME", "__version__"]


def _installed_plugins() -> object:
    """The catalog of the built-in and installed plugins, for a plain script's
    ``new_game(code)``: the engine never reaches for the plugin host itself, the package
    offers this provider (the app installs the player's own catalog at start)."""
    from spider_qt.plugins.host import load_catalog

    return load_catalog().catalog


def _offer_catalog() -> None:
    from spider_qt.engine import set_catalog_provider

    set_catalog_provider(_installed_plugins)  # type: ignore[arg-type]


_offer_catalog()
