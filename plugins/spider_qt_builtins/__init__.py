"""The variants, rules and card themes that ship with spider-qt.

They are ordinary plugins: each module is registered through the ``spider_qt``
entry-point group exactly as a third-party distribution's would be, and uses
only the public API (``spider_qt.plugins.hookimpl`` and the spec classes; the card
themes' drawing comes from ``spider_qt.decks``, imported when first shown).
"""
