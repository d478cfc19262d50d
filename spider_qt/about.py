"""What the program is called and which release this is: facts with one home, read by
the window, the command line, the profile's folders and the build (hatchling reads
``__version__`` from this file, ``[tool.hatch.version]`` in ``pyproject.toml``).

The version is written here rather than asked of ``importlib.metadata`` at run time:
that import (with the ``email`` package it pulls in) cost about 60 ms of every start.
"""

from __future__ import annotations

from typing import Final

APP_NAME: Final = "spider-qt"
"""The program's name: its command, its folders, and the end of every window title."""

APP_ID: Final = "io.github.spider_qt.spider-qt"
"""The desktop's one name for the app, github.com/spider-qt/spider-qt reversed as Flathub
names what it hosts there (Flatpak allows a hyphen in the last segment only, so the
owner's becomes ``_``). The menu entry, the icon, the AppStream component, the Flatpak
and the macOS bundle carry it, and Qt tells Wayland it as the window's app id, which is
how a dock matches the window to its menu entry; tests/packaging/test_appstream.py holds
every copy of it to this one."""

__version__ = "0.1.0"
"""This release; the installed distribution's metadata is built from it."""
