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

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import settings as hypothesis_settings

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
    (parameter lists are built from it)."""
    set_default_catalog(SUITE_KIT.catalog)


def pytest_unconfigure(config: pytest.Config) -> None:
    set_default_catalog(None)


def pytest_report_header(config: pytest.Config) -> str | None:
    if HIDDEN:
        return "spider-qt plugins installed in the environment, hidden from the suite: " + \
            ", ".join(HIDDEN)
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Slow tests (building installers) run only with SPIDER_QT_PACKAGING=1."""
    if os.environ.get("SPIDER_QT_PACKAGING") == "1":
        return
    skip = pytest.mark.skip(reason="slow: set SPIDER_QT_PACKAGING=1 to build the installers")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


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


# CI explores the same examples every run (a failure there is reproducible); a local run
# explores new ones each time.
hypothesis_settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    hypothesis_settings.load_profile("ci")
