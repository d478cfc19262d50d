"""What the program is called and which release this is: facts with one home, read by
the window, the command line and the profile's folders."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import Final

APP_NAME: Final = "spider-qt"
"""The program's name: its command, its folders, and the end of every window title."""

try:
    __version__ = version(APP_NAME)
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
