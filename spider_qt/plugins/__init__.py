"""The plugin host: how variants and rules reach the engine.

Plugin authors need only two names from here::

    from spider_qt.plugins import hookimpl
    from spider_qt.engine import VariantSpec, RuleSpec, Scoring

and an entry point in the ``spider_qt`` group (see ``docs/plugins.md``). A card theme is
declared with :class:`CardThemeSpec`, from here too.

``QT_TRANSLATE_NOOP`` marks a plugin's texts (a variant's name, description, rules) for
translation: it returns the text unchanged, Qt's ``pyside6-lupdate`` finds the call, and
the app translates the text where it shows it (context ``"Variants"`` for variant texts,
``"Rules"`` for rule texts, ``"CardThemes"`` for theme names). Built-in plugins are
translated with the app.
"""

from spider_qt.engine import QT_TRANSLATE_NOOP

from .hookspecs import API_VERSION, PROJECT, hookimpl, hookspec
from .theme_spec import CardThemeSpec

ENTRY_POINT_GROUP = PROJECT


__all__ = ["API_VERSION", "ENTRY_POINT_GROUP", "PROJECT", "QT_TRANSLATE_NOOP", "CardThemeSpec",
           "hookimpl", "hookspec"]
