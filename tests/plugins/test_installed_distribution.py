"""A plugin shipped as its own distribution is found through its entry point."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from spider_qt.engine import new_game
from spider_qt.plugins.host import load_catalog

DIST = Path(__file__).resolve().parents[1] / "plugin_dist"


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``spider-qt-arachnid`` installed (built as a wheel, by uv) into a folder on sys.path."""
    uv = shutil.which("uv")
    if uv is None:
        pytest.skip("uv is needed to build and install the test distribution")
    target = tmp_path / "site"
    subprocess.run([uv, "pip", "install", "--quiet", "--no-deps", "--python", sys.executable,
                    "--target", str(target), str(DIST)], check=True, timeout=300)
    monkeypatch.syspath_prepend(str(target))
    importlib.invalidate_caches()
    yield target
    sys.modules.pop("spider_qt_arachnid", None)


def test_an_installed_plugin_is_discovered_by_entry_point(installed: Path) -> None:
    result = load_catalog()
    record = next(p for p in result.plugins if p.name == "arachnid")
    assert (record.origin, record.version, record.error) == ("installed", "0.3.0", None)
    assert record.variants == ["arachnid"]
    assert record.summary.startswith("Arachnid: one deck in six columns")
    assert result.plugins.index(record) > max(
        i for i, p in enumerate(result.plugins) if p.origin == "built-in")
    game = new_game(variant="arachnid", deal=5, catalog=result.catalog)
    assert game.code == "AR1-S1-AAAAAAF"
    assert [len(c) for c in game.columns] == [5] * 6 and game.stock == 22
    game.move(*game.legal_moves()[0]) if game.legal_moves() else game.deal()
    assert game.moves == 1


def test_safe_mode_leaves_installed_plugins_out(installed: Path) -> None:
    result = load_catalog(safe_mode=True)
    assert "arachnid" not in result.catalog
    assert all(p.origin == "built-in" for p in result.plugins)


def test_a_switched_off_installed_plugin_is_not_imported(installed: Path) -> None:
    sys.modules.pop("spider_qt_arachnid", None)
    result = load_catalog(disabled={"arachnid"})
    record = next(p for p in result.plugins if p.name == "arachnid")
    assert record.enabled is False and record.error is None
    assert "arachnid" not in result.catalog
    assert "spider_qt_arachnid" not in sys.modules
