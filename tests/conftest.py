"""Shared test set-up: Qt runs offscreen, and constructed positions are one call away."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from spider_qt.engine import Catalog, Game
from spider_qt.engine.catalog import default_catalog

PositionFactory = Callable[..., Game]


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


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    """The catalog of the installed plugins (the built-in ones)."""
    return default_catalog()


@pytest.fixture
def position(catalog: Catalog) -> PositionFactory:
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
        return Game.from_dict(
            {
                "variant": variant, "suits": suits, "rule": rule,
                "columns": [list(c) for c in columns], "stock": list(stock),
                "removed": list(removed), "score": score, "moves": moves,
            },
            complete_deck=False,
            catalog=catalog,
        )

    return make
