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

__version__ = "0.1.0"
"""This release; the installed distribution's metadata is built from it."""
