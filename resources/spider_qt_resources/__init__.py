"""Data files of spider-qt (icon, translations), read through ``importlib.resources``.

A package of its own, so the same ``importlib.resources.files(...)`` call finds them in a
source checkout, an installed wheel and the frozen (PyInstaller) app.
"""
