"""spider-qt: Spider Solitaire and its relatives for the desktop.

The rules live in :mod:`spider_qt.engine` (no Qt); variants come from pluggy
plugins (:mod:`spider_qt.plugins`).
"""

from importlib.metadata import PackageNotFoundError, version
from typing import Final

APP_NAME: Final = "spider-qt"
"""The program's name: its command, its folders, and the end of every window title."""

try:
    __version__ = version("spider-qt")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
