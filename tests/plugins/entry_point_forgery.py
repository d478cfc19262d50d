"""What the entry-point cache tests share: importlib.metadata's real answer, and forging
a cache that a discovery wrote.

The fixtures of those tests are made of these (a fixture imported from another module
would shadow the parameters that name it).
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from test_entry_points import described, read

from spider_qt.plugins import ENTRY_POINT_GROUP
from spider_qt.plugins import entry_points as cache
from spider_qt.plugins.entry_points import CACHE_NAME
from spider_qt.plugins.host import discover
from spider_qt.plugins.sources import APP_DISTRIBUTION, entry_point_candidates

Rows = list[list[str]]

#: importlib.metadata's answer, asked without ``pretend_a_fresh_start`` counting the question.
ASK = cache.from_metadata


def real_rows() -> Rows:
    return [list(record.row) for record in ASK(ENTRY_POINT_GROUP)]


def real_candidates(builtin_only: bool = False) -> list[list[str]]:
    """What discovery without a cache finds (not counted as a question either)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cache, "from_metadata", ASK)
        return described(entry_point_candidates(builtin_only=builtin_only))


def app_row() -> list[str]:
    return next(row for row in real_rows() if row[2] == APP_DISTRIBUTION)


def write(cache_dir: Path, data: dict[str, object], mode: int = 0o600) -> Path:
    path = cache_dir / CACHE_NAME
    path.write_text(json.dumps(data), encoding="utf-8")
    path.chmod(mode)
    return path


def forge(cache_dir: Path, edit: Callable[[Rows], object]) -> None:
    """The cache with its rows changed by ``edit`` (in place, or returning new rows)."""
    data = read(cache_dir)
    rows = data["entry_points"]
    assert isinstance(rows, list)
    changed = edit(rows)
    data["entry_points"] = rows if changed is None else changed
    write(cache_dir, data)


def on_sys_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on ``sys.path`` to install distributions in (their metadata by hand)."""
    folder = tmp_path / "site-packages"
    folder.mkdir()
    monkeypatch.syspath_prepend(str(folder))
    importlib.invalidate_caches()
    yield folder
    importlib.invalidate_caches()


def build(cache_dir: Path, asked: list[str]) -> Path:
    """The cache a first start writes, in ``cache_dir``."""
    discover(cache_dir=cache_dir)
    assert asked == [ENTRY_POINT_GROUP]
    return cache_dir


def assert_dropped_and_rebuilt(cache_dir: Path, asked: list[str]) -> None:
    """A discovery did not believe the cache: it asked importlib.metadata, found what it
    says, and wrote the real rows over the forged ones."""
    found = discover(cache_dir=cache_dir)
    assert asked == [ENTRY_POINT_GROUP] * 2
    assert described(found) == real_candidates()
    assert read(cache_dir)["entry_points"] == real_rows()
