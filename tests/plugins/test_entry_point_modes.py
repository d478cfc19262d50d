"""``--safe-mode`` reads no entry-point cache and writes none; a read-only discovery (the
one-shot command-line modes) uses a valid cache and never writes one."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from entry_point_forgery import app_row, build, forge, real_candidates
from test_entry_points import described, pretend_a_fresh_start

from spider_qt.plugins import ENTRY_POINT_GROUP, entry_point_cache
from spider_qt.plugins.entry_points import CACHE_NAME
from spider_qt.plugins.host import discover


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each question to importlib.metadata, in a discovery that behaves as a fresh start's."""
    return pretend_a_fresh_start(monkeypatch)


@pytest.fixture
def built(tmp_path: Path, asked: list[str]) -> Path:
    """A cache folder with the cache a first start writes."""
    return build(tmp_path, asked)


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every cache file a discovery reads."""
    seen: list[Path] = []
    real = entry_point_cache.read

    def spy(path: Path) -> dict[str, object] | None:
        seen.append(path)
        return real(path)

    monkeypatch.setattr(entry_point_cache, "read", spy)
    return seen


def test_safe_mode_reads_and_writes_no_cache(built: Path, asked: list[str],
                                             reads: list[Path], tmp_path: Path) -> None:
    name, _, dist, version, folder = app_row()
    forge(built, lambda rows: rows.append([name + "_forged", "this", dist, version, folder]))
    before = (built / CACHE_NAME).read_bytes(), os.stat(built / CACHE_NAME).st_mtime_ns
    found = discover(cache_dir=built, safe_mode=True)
    assert {c.origin for c in found} == {"built-in"}
    assert described(found) == real_candidates(builtin_only=True)
    assert reads == [] and asked == [ENTRY_POINT_GROUP] * 2
    assert ((built / CACHE_NAME).read_bytes(), os.stat(built / CACHE_NAME).st_mtime_ns) == before
    empty = tmp_path / "empty"
    discover(cache_dir=empty, safe_mode=True)
    assert not empty.exists()


def test_a_read_only_discovery_uses_a_valid_cache(built: Path, asked: list[str],
                                                  reads: list[Path]) -> None:
    before = os.stat(built / CACHE_NAME)
    found = discover(cache_dir=built, write_cache=False)
    assert reads == [built / CACHE_NAME] and asked == [ENTRY_POINT_GROUP]
    assert described(found) == real_candidates()
    after = os.stat(built / CACHE_NAME)
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def test_a_read_only_discovery_writes_no_cache(built: Path, tmp_path: Path,
                                               asked: list[str]) -> None:
    name, _, dist, version, folder = app_row()
    forge(built, lambda rows: rows.append([name + "_forged", "this", dist, version, folder]))
    forged = (built / CACHE_NAME).read_bytes()
    found = discover(cache_dir=built, write_cache=False)
    assert described(found) == real_candidates()  # not the forged row
    assert (built / CACHE_NAME).read_bytes() == forged  # and the file left as it was
    none = tmp_path / "none"
    discover(cache_dir=none, write_cache=False)
    assert not (none / CACHE_NAME).exists()


def test_a_read_only_discovery_writes_nothing_with_importlib_metadata_imported(
        tmp_path: Path) -> None:
    discover(cache_dir=tmp_path, write_cache=False)
    assert not (tmp_path / CACHE_NAME).exists()
    discover(cache_dir=tmp_path)
    assert (tmp_path / CACHE_NAME).exists()  # the control: the same call without the flag
