"""The plugin host: how variants and rules reach the engine.

Plugin authors need only two names from here::

    from spider_qt.plugins import hookimpl
    from spider_qt.engine import VariantSpec, RuleSpec, Scoring

and an entry point in the ``spider_qt`` group (see ``docs/plugins.md``).
"""

from .hookspecs import API_VERSION, PROJECT, hookimpl, hookspec

ENTRY_POINT_GROUP = PROJECT

__all__ = ["API_VERSION", "ENTRY_POINT_GROUP", "PROJECT", "hookimpl", "hookspec"]
