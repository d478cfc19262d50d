"""Shared test set-up: Qt runs offscreen, the suite plays with its own plugins, and
constructed positions are one call away.

The suite's catalog is built from the built-in plugins alone (``spider_qt.testing``,
the kit plugin authors use) and installed as the engine's default for the whole
session, again after every test: a third-party plugin installed beside the project,
or a test that loads the app's plugins, changes no other test's variants. Tests that
load installed plugins on purpose (``load_catalog()``, the host's tests, a window made
by ``create_main_window``) still discover entry points; those of distributions
installed before the session are hidden from them (``plugins/hidden_plugins``).
"""

from __future__ import annotations

import importlib.util
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import Phase
from hypothesis import settings as hypothesis_settings
from worker_groups import GroupsFirst, first_things_first

from spider_qt.engine import Catalog, Game, set_default_catalog
from spider_qt.testing import PluginKit, plugin_kit

PositionFactory = Callable[..., Game]


def _hidden_plugins() -> ModuleType:
    """``plugins/hidden_plugins/sitecustomize.py``, imported under a name of its own (it is
    Python's ``sitecustomize`` only in the subprocesses it is handed to)."""
    path = Path(__file__).resolve().parent / "plugins" / "hidden_plugins" / "sitecustomize.py"
    spec = importlib.util.spec_from_file_location("spider_qt_tests_hidden_plugins", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


HIDING = _hidden_plugins()
#: Distributions with plugins that were installed before the session: hidden from it.
HIDDEN: list[str] = HIDING.third_party()
if HIDDEN:
    HIDING.hide(HIDDEN)
    HIDING.hide_in_subprocesses(HIDDEN)

#: The built-in plugins, loaded once: the suite's catalog.
SUITE_KIT: PluginKit = plugin_kit()


def pytest_configure(config: pytest.Config) -> None:
    """The suite's catalog is the engine's default before any test is even collected
    (parameter lists are built from it). With xdist's loadgroup, the groups of ``worker_groups``."""
    set_default_catalog(SUITE_KIT.catalog)
    if config.pluginmanager.hasplugin("xdist") and config.getoption("dist") == "loadgroup":
        config.pluginmanager.register(GroupsFirst(), "spider-qt-worker-groups")


def pytest_unconfigure(config: pytest.Config) -> None:
    set_default_catalog(None)


def pytest_report_header(config: pytest.Config) -> str | None:
    if HIDDEN:
        return "spider-qt plugins installed in the environment, hidden from the suite: " + \
            ", ".join(HIDDEN)
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The tests that run as a group on one worker first (``worker_groups``); the installers are
    built (``packaging``) only with SPIDER_QT_PACKAGING=1."""
    first_things_first(items)
    if os.environ.get("SPIDER_QT_PACKAGING") != "1":
        skip = pytest.mark.skip(reason="packaging: set SPIDER_QT_PACKAGING=1 to build the "
                                       "installers")
        for item in items:
            if item.get_closest_marker("packaging") is not None:
                item.add_marker(skip)


@pytest.hookimpl(trylast=True)  # after the fixtures' teardown and pytest-qt's
def pytest_runtest_teardown(item: pytest.Item) -> None:
    """A test that leaves Qt's quit flag set (say, a window closed and the app quit as
    well, so a second quit is left over) makes every wait of the tests after it in this
    process return at once: they fail far from the cause, on whichever worker ran them
    next. So that test fails here, and the flag is cleared for the rest."""
    qt_core = sys.modules.get("PySide6.QtCore")
    app = qt_core.QCoreApplication.instance() if qt_core is not None else None
    if qt_core is None or app is None:
        return
    loop = qt_core.QEventLoop()
    qt_core.QTimer.singleShot(0, loop.quit)
    if loop.exec() != -1:
        return
    qt_core.QTimer.singleShot(0, app.quit)
    app.exec()  # starts and ends with the flag cleared
    pytest.fail("the test left Qt's quit flag set: an event loop after it returns at once")


@pytest.fixture(autouse=True)
def qt_scheme() -> Iterator[None]:
    """Qt's own light or dark again after every test: a test (or a window's setting) that
    forced the dark scheme leaves the application palette as it found it."""
    yield
    scheme = sys.modules.get("spider_qt.ui.common.scheme")
    if scheme is not None:
        scheme.release_scheme()


@pytest.fixture(autouse=True)
def private_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own profile folder: tests never touch the real user folders."""
    home = tmp_path / "profile"
    monkeypatch.setenv("SPIDER_QT_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def suite_catalog() -> Iterator[Catalog]:
    """The built-in plugins' catalog is the default during every test and after it: a
    test whose window loaded the app's plugins (and made them the default) leaves no
    trace in the next."""
    set_default_catalog(SUITE_KIT.catalog)
    yield SUITE_KIT.catalog
    set_default_catalog(SUITE_KIT.catalog)


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    """The catalog of the built-in plugins: the suite's own."""
    return SUITE_KIT.catalog


@pytest.fixture
def position() -> PositionFactory:
    """Build a game from a constructed position, e.g.

    ``position(columns=[["#5S", "9H"], ["10S"], []] + [["KS"]] * 7)``

    The deck need not be complete (``complete_deck=False``): the cards not
    listed are simply out of play, but no card may appear more often than the
    deck holds. ``stock`` must be a size the deal plan allows (0, 10… for Spider).
    """

    def make(
        columns: Sequence[Sequence[str]],
        *,
        variant: str = "spider",
        suits: int = 4,
        rule: str = "classic",
        stock: Sequence[str] = (),
        removed: Sequence[str] = (),
        score: int = 500,
        moves: int = 0,
    ) -> Game:
        return SUITE_KIT.position(columns, variant=variant, suits=suits, rule=rule,
                                  stock=stock, removed=removed, score=score, moves=moves)

    return make


# Hypothesis's explain phase replays a failing example over and over to say which parts of
# it mattered: on a slow property test that took minutes, past faulthandler_timeout, and
# ended the interpreter. The minimal failing example (shrinking) is report enough.
_WITHOUT_EXPLAIN = tuple(phase for phase in Phase if phase is not Phase.explain)
# A local run explores new examples each time ("dev", the default); CI explores the same
# examples every run (a failure there is reproducible) and prints the blob to replay it.
hypothesis_settings.register_profile("dev", derandomize=False, phases=_WITHOUT_EXPLAIN)
hypothesis_settings.register_profile("ci", derandomize=True, print_blob=True,
                                     phases=_WITHOUT_EXPLAIN)
hypothesis_settings.load_profile(
    "dev" if os.environ.get("CI", "").lower() in ("", "0", "false", "no") else "ci")
