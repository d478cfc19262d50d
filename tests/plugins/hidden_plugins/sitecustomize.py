"""Keeps the test suite to the project's own plugins, whatever else is installed beside it.

A plugin distribution installed in the project's environment (a player's, a
contributor's experiment) declares entry points in the ``spider_qt`` group, and every
test that loads plugins the way the app does (``load_catalog()``, a main window, the
command line) would find it: its variants in lists and counts, its failure in notices.
So ``tests/conftest.py`` hides the ``spider_qt`` entry points of every distribution,
other than spider-qt itself, that is installed when the session starts. A distribution
a test installs while it runs (into a folder it puts on ``sys.path``) is new, so it
stays visible: tests of installed plugins keep loading real entry points.

Subprocesses (the command line run as a player runs it) start with this folder on
``PYTHONPATH``, where Python imports this file as ``sitecustomize`` at start-up: it
hides the distributions named in :data:`VARIABLE`. Only the standard library is used,
and only when there is something to hide: the usual environment has nothing to hide,
and then neither ``PYTHONPATH`` nor any subprocess is touched.
"""

from __future__ import annotations

import importlib.machinery
import importlib.metadata
import importlib.util
import os
import sys
from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any

#: Where the hidden distributions are handed to subprocesses: ``name@folder`` entries
#: separated by ``os.pathsep``.
VARIABLE = "SPIDER_QT_TESTS_HIDDEN_PLUGINS"
GROUP = "spider_qt"
APP = "spider-qt"
HERE = Path(__file__).resolve().parent


def identity(dist: importlib.metadata.Distribution) -> str:
    """``name@folder``: one installed copy of a distribution (another copy of the same
    distribution, installed by a test elsewhere, is not it)."""
    return f"{dist.name}@{dist.locate_file('')}"


def third_party() -> list[str]:
    """Every distribution, spider-qt aside, with entry points in the ``spider_qt`` group."""
    found = []
    for ep in importlib.metadata.entry_points(group=GROUP):
        dist = ep.dist
        if dist is not None and dist.name != APP and identity(dist) not in found:
            found.append(identity(dist))
    return found


def hide(hidden: Collection[str]) -> Callable[[], None]:
    """Leave the ``spider_qt`` entry points of ``hidden`` distributions out of
    ``importlib.metadata.entry_points``; returns the function that puts them back."""
    real = importlib.metadata.entry_points
    wanted = frozenset(hidden)

    def entry_points(**params: Any) -> Any:
        found = real(**params)
        if not isinstance(found, importlib.metadata.EntryPoints):
            return found  # Python 3.11's every-group form: no plugin loading asks for it
        return importlib.metadata.EntryPoints(
            ep for ep in found
            if not (ep.group == GROUP and ep.dist is not None and identity(ep.dist) in wanted))

    importlib.metadata.entry_points = entry_points

    def restore() -> None:
        importlib.metadata.entry_points = real

    return restore


def hide_in_subprocesses(hidden: Collection[str]) -> None:
    """Subprocesses started from now on hide ``hidden`` too (see the module's docstring)."""
    os.environ[VARIABLE] = os.pathsep.join(hidden)
    path = os.environ.get("PYTHONPATH", "")
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(HERE), path) if p)


def _chain() -> None:
    """Run the ``sitecustomize`` this file shadows, if the environment has one."""
    others = [p for p in sys.path if Path(p or ".").resolve() != HERE]
    spec = importlib.machinery.PathFinder.find_spec("sitecustomize", others)
    if spec is not None and spec.loader is not None:
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)


if __name__ == "sitecustomize":  # imported by Python at start-up, in a subprocess
    _chain()
    if os.environ.get(VARIABLE):
        hide(os.environ[VARIABLE].split(os.pathsep))
