"""The cache's check reads the installed metadata as ``importlib.metadata`` does: the same
pairs from an ``entry_points.txt``, the same folder of a distribution found twice, the
same names and versions, so that the cache it builds is used and no other is.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from entry_point_forgery import (
    Rows,
    assert_dropped_and_rebuilt,
    forge,
    on_sys_path,
    real_candidates,
    real_rows,
)
from test_entry_points import described, pretend_a_fresh_start, read

from spider_qt.plugins import ENTRY_POINT_GROUP, entry_point_cache
from spider_qt.plugins import entry_points as cache
from spider_qt.plugins.host import discover


@pytest.fixture
def place(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on ``sys.path`` to install distributions in."""
    yield from on_sys_path(tmp_path, monkeypatch)


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each question to importlib.metadata, in a discovery that behaves as a fresh start's."""
    return pretend_a_fresh_start(monkeypatch)


TRICKY = """\
# a comment before any section
stray line
[console_scripts]
tool = pkg.cli:main

[spider_qt]
  spaced   =   pkg.spaced : plugin [extra]
# a comment
dup = pkg.one
dup = pkg.two
[other]
x = y
[spider_qt]
again = pkg.again
[[spider_qt]]
brackets = pkg.brackets
"""


def test_the_check_reads_entry_points_txt_as_importlib_metadata_does(tmp_path: Path) -> None:
    info = tmp_path / "tricky-1.0.dist-info"
    info.mkdir()
    (info / "entry_points.txt").write_text(TRICKY, encoding="utf-8")
    dist = importlib.metadata.PathDistribution(info)
    expected = tuple((ep.name, ep.value) for ep in dist.entry_points
                     if ep.group == ENTRY_POINT_GROUP)
    assert len(expected) == 5
    assert entry_point_cache.declared(str(info / "entry_points.txt"),
                                      ENTRY_POINT_GROUP) == expected
    (info / "entry_points.txt").write_text("[spider_qt]\nno equals sign\n", encoding="utf-8")
    with pytest.raises((TypeError, ValueError)):  # which one depends on the Python
        list(importlib.metadata.PathDistribution(info).entry_points)
    assert entry_point_cache.declared(str(info / "entry_points.txt"), ENTRY_POINT_GROUP) is None
    assert entry_point_cache.declared(str(info / "absent.txt"), ENTRY_POINT_GROUP) == ()


def test_an_earlier_copy_of_a_distribution_hides_a_later_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        asked: list[str]) -> None:
    """Two copies on sys.path: importlib.metadata takes the first one's entry points, so a
    cache naming the second copy's is dropped, and one naming the first copy's is used."""
    copies = []
    for where, version in (("first", "2.0"), ("second", "1.0")):
        folder = tmp_path / where
        info = folder / f"spider_qt_twice-{version}.dist-info"
        info.mkdir(parents=True)
        (info / "METADATA").write_text(
            f"Metadata-Version: 2.1\nName: spider-qt-twice\nVersion: {version}\n",
            encoding="utf-8")
        (info / "entry_points.txt").write_text(f"[spider_qt]\ntwice = twice_{where}\n",
                                               encoding="utf-8")
        copies.append(info)
    for folder in reversed(copies):
        monkeypatch.syspath_prepend(str(folder.parent))
    importlib.invalidate_caches()
    cache_dir = tmp_path / "cache"
    found = {c.name: c for c in discover(cache_dir=cache_dir)}
    assert (found["twice"].location, found["twice"].version) == ("twice_first", "2.0")
    discover(cache_dir=cache_dir)
    assert asked == [ENTRY_POINT_GROUP]  # the cache of the first copy is used

    def second(rows: Rows) -> None:
        row = next(row for row in rows if row[0] == "twice")
        row[1:] = ["twice_second", "spider-qt-twice", "1.0", str(copies[1])]

    forge(cache_dir, second)
    found = {c.name: c for c in discover(cache_dir=cache_dir)}
    assert found["twice"].location == "twice_first"
    assert asked == [ENTRY_POINT_GROUP] * 2


def test_the_check_sees_a_mixed_environment_as_importlib_metadata_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, asked: list[str]) -> None:
    """Names written differently, a shadowed copy, egg-info with and without a version,
    a version with "-" (written "_" in the folder's name), a repeated entry point name,
    a distribution declaring other groups only: the cache importlib.metadata's answer
    makes is used, and its declaring folders are exactly the ones it answered from."""
    def dist(place: str, folder: str, name: str, version: str, entry_points: str,
             metadata: str = "METADATA") -> None:
        info = tmp_path / place / folder
        info.mkdir(parents=True)
        (info / metadata).write_text(f"Metadata-Version: 2.1\nName: {name}\n"
                                     f"Version: {version}\n", encoding="utf-8")
        (info / "entry_points.txt").write_text(entry_points, encoding="utf-8")

    dist("a", "Mixed_Alpha-1.0.dist-info", "Mixed.Alpha", "1.0", "[spider_qt]\nx = alpha\n")
    dist("b", "mixed_alpha-2.0.dist-info", "mixed-alpha", "2.0", "[spider_qt]\nx = shadowed\n")
    dist("b", "mixed_beta-0.1-py3.11.egg-info", "mixed-beta", "0.1",
         "[spider_qt]\nb = beta\n# c\n[other]\nq=1\n", "PKG-INFO")
    dist("b", "mixed_gamma.egg-info", "mixed-gamma", "3",
         "[spider_qt]\ng = gamma:obj.attr [x]\ng = again\n", "PKG-INFO")
    dist("b", "mixed_delta-1.dist-info", "mixed-delta", "1", "[console_scripts]\nd = delta\n")
    dist("c", "mixed_beta-9.dist-info", "mixed-beta", "9", "[spider_qt]\nb = shadowed\n")
    dist("c", "mixed_eps-1.0_rc_1.dist-info", "mixed-eps", "1.0-rc-1", "[spider_qt]\ne = eps\n")
    for place in "cba":
        monkeypatch.syspath_prepend(str(tmp_path / place))
    importlib.invalidate_caches()
    mixed = [row for row in real_rows() if row[2].lower().startswith("mixed")]
    assert [row[:4] for row in mixed] == [
        ["x", "alpha", "Mixed.Alpha", "1.0"], ["b", "beta", "mixed-beta", "0.1"],
        ["g", "gamma:obj.attr [x]", "mixed-gamma", "3"], ["g", "again", "mixed-gamma", "3"],
        ["e", "eps", "mixed-eps", "1.0-rc-1"]]
    key = cache.environment_key(ENTRY_POINT_GROUP)
    assert {os.path.relpath(path, tmp_path) for path in entry_point_cache.declaring_folders(
        key, ENTRY_POINT_GROUP) or {} if path.startswith(str(tmp_path))} == {
        os.path.join("a", "Mixed_Alpha-1.0.dist-info"),
        os.path.join("b", "mixed_beta-0.1-py3.11.egg-info"),
        os.path.join("b", "mixed_gamma.egg-info"),
        os.path.join("c", "mixed_eps-1.0_rc_1.dist-info")}
    cache_dir = tmp_path / "cache"
    discover(cache_dir=cache_dir)
    found = discover(cache_dir=cache_dir)
    assert asked == [ENTRY_POINT_GROUP]  # the second discovery used the cache
    assert described(found) == real_candidates()


def test_a_legacy_egg_info_without_a_version_is_checked_by_its_pkg_info(
        place: Path, tmp_path: Path, asked: list[str]) -> None:
    info = place / "spider_qt_legacy.egg-info"  # what `setup.py develop` leaves
    info.mkdir()
    (info / "PKG-INFO").write_text("Metadata-Version: 1.1\nName: spider-qt-legacy\n"
                                   "Version: 3.1\n\nVersion: 9 (the body, not a header)\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text("[spider_qt]\nlegacy = spider_qt_legacy\n",
                                           encoding="utf-8")
    discover(cache_dir=tmp_path)
    assert ["legacy", "spider_qt_legacy", "spider-qt-legacy", "3.1", str(info)] in read(
        tmp_path)["entry_points"]  # type: ignore[operator]
    discover(cache_dir=tmp_path)
    assert asked == [ENTRY_POINT_GROUP]  # used

    def newer(rows: Rows) -> None:
        next(row for row in rows if row[0] == "legacy")[3] = "9"

    forge(tmp_path, newer)
    assert_dropped_and_rebuilt(tmp_path, asked)


def test_two_folders_of_one_distribution_in_one_folder_are_never_trusted(
        place: Path, tmp_path: Path, asked: list[str]) -> None:
    """Which one importlib.metadata takes is the disk's listing order: no cache then."""
    for version in ("1.0", "2.0"):
        info = place / f"spider_qt_broken-{version}.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(
            f"Metadata-Version: 2.1\nName: spider_qt_broken\nVersion: {version}\n",
            encoding="utf-8")
        (info / "entry_points.txt").write_text(f"[spider_qt]\nbroken = broken_{version[0]}\n",
                                               encoding="utf-8")
    first = described(discover(cache_dir=tmp_path))
    again = described(discover(cache_dir=tmp_path))
    assert first == again == real_candidates()
    assert asked == [ENTRY_POINT_GROUP] * 2


def test_a_distribution_with_broken_metadata_hides_no_other_plugin(
    place: Path, asked: list[str]
) -> None:
    """Metadata ``importlib.metadata`` cannot read (an ``entry_points.txt`` in Latin-1, a
    line without ``=``) leaves that distribution out, not the built-ins too."""
    for name, content in (("latin", "[spider_qt]\ncafé = latin\n".encode("latin-1")),
                          ("noequals", b"[spider_qt]\njust a line\n")):
        info = place / f"{name}-1.0.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n",
                                       encoding="utf-8")
        (info / "entry_points.txt").write_bytes(content)
    importlib.invalidate_caches()
    with pytest.raises((UnicodeDecodeError, TypeError, ValueError)):  # why there is a guard
        importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
    found = {c.name for c in discover(None)}
    assert {"spider", "spiderette", "scorpion", "simple_simon"} <= found
