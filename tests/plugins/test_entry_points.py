"""The entry-point cache: a start that finds it valid never imports ``importlib.metadata``.

In this process ``importlib.metadata`` is imported already (pytest, ``tests/conftest.py``),
so discovery asks it and only refreshes the cache. Tests of what an ordinary start does
with the cache pretend it is not imported (:func:`as_a_fresh_start`); one runs a real
fresh process. How a cache's rows are checked: ``test_entry_point_cache.py``.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_plugin_start import install, site  # noqa: F401  # site: the fixture

from spider_qt.plugins import ENTRY_POINT_GROUP, entry_point_cache
from spider_qt.plugins import entry_points as cache
from spider_qt.plugins.entry_points import CACHE_NAME, EntryPointRecord, load
from spider_qt.plugins.host import discover, load_catalog
from spider_qt.plugins.sources import APP_DISTRIBUTION, Candidate, entry_point_candidates

#: Set when the suite hides plugin distributions installed before it: a subprocess then
#: imports ``importlib.metadata`` in its ``sitecustomize`` (``hidden_plugins``), by design.
HIDING = "SPIDER_QT_TESTS_HIDDEN_PLUGINS"


def builtin_names() -> set[str]:
    dist = importlib.metadata.distribution(APP_DISTRIBUTION)
    return {ep.name for ep in dist.entry_points if ep.group == ENTRY_POINT_GROUP}


def described(candidates: list[Candidate]) -> list[list[str]]:
    return [[c.name, str(c.origin), c.location, c.version] for c in candidates]


def read(cache_dir: Path) -> dict[str, object]:
    data = json.loads((cache_dir / CACHE_NAME).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


@pytest.fixture
def as_a_fresh_start(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Discovery behaves as in a process that never imported ``importlib.metadata``; the
    list says each group it was asked about all the same."""
    return pretend_a_fresh_start(monkeypatch)


def pretend_a_fresh_start(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What :func:`as_a_fresh_start` does (other test modules make fixtures of it).

    The suite hides plugin distributions installed before it from ``importlib.metadata``
    (:data:`HIDING`); the cache's check reads the metadata files themselves, so it is made
    to skip those distributions' files too, or no cache built in the suite would check out.
    """
    asked: list[str] = []
    real = cache.from_metadata

    def spy(group: str) -> tuple[EntryPointRecord, ...]:
        asked.append(group)
        return real(group)

    monkeypatch.setattr(cache, "METADATA", "importlib.metadata (not imported, this test says)")
    monkeypatch.setattr(cache, "from_metadata", spy)
    hidden = hidden_distributions()
    if hidden:
        declared = entry_point_cache.declared

        def unhidden(path: str, group: str) -> tuple[tuple[str, str], ...] | None:
            info = os.path.dirname(path)
            place = os.path.dirname(info)
            name = entry_point_cache.identity(place, os.path.basename(info))[0]
            return () if (name, place) in hidden else declared(path, group)

        monkeypatch.setattr(entry_point_cache, "declared", unhidden)
    return asked


def hidden_distributions() -> set[tuple[str, str]]:
    """(normalized name, folder) of each distribution the suite hides (see :data:`HIDING`)."""
    found = set()
    for entry in filter(None, os.environ.get(HIDING, "").split(os.pathsep)):
        name, _, folder = entry.partition("@")
        found.add((entry_point_cache.normalize(name), os.path.abspath(folder)))
    return found


def test_a_first_discovery_writes_the_cache_listing_the_builtins(tmp_path: Path) -> None:
    found = discover(cache_dir=tmp_path / "cache")
    data = read(tmp_path / "cache")
    assert data["format"] == cache.FORMAT
    rows = data["entry_points"]
    assert isinstance(rows, list)
    assert {name for name, _, dist, _, _ in rows if dist == APP_DISTRIBUTION} == builtin_names()
    assert {c.name for c in found if c.origin == "built-in"} == builtin_names()
    assert described(found) == described(discover())  # the same as without a cache


def test_a_valid_cache_is_used_and_never_rewritten(tmp_path: Path,
                                                   as_a_fresh_start: list[str]) -> None:
    first = discover(cache_dir=tmp_path)
    assert as_a_fresh_start == [ENTRY_POINT_GROUP]  # built
    before = os.stat(tmp_path / CACHE_NAME)
    again = discover(cache_dir=tmp_path)
    assert as_a_fresh_start == [ENTRY_POINT_GROUP]  # read, not asked again
    assert described(again) == described(first)
    after = os.stat(tmp_path / CACHE_NAME)
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def test_with_importlib_metadata_imported_an_unchanged_cache_is_not_rewritten(
        tmp_path: Path) -> None:
    discover(cache_dir=tmp_path)
    before = os.stat(tmp_path / CACHE_NAME)
    discover(cache_dir=tmp_path)
    after = os.stat(tmp_path / CACHE_NAME)
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def test_a_fresh_process_finds_the_same_plugins_without_importlib_metadata(
        tmp_path: Path) -> None:
    code = textwrap.dedent("""\
        import json, sys
        from spider_qt.plugins.host import discover
        from spider_qt.storage.profile import Profile
        found = discover(cache_dir=Profile.resolve().cache_dir)
        print(json.dumps([[c.name, str(c.origin), c.location, c.version] for c in found]))
        print(json.dumps("importlib.metadata" in sys.modules))
        """)
    env = {**os.environ, "SPIDER_QT_HOME": str(tmp_path / "home")}
    runs = [subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, check=True,
                           capture_output=True, text=True, timeout=60) for _ in range(2)]
    (building, built), (cached, imported) = (
        [json.loads(line) for line in run.stdout.splitlines()] for run in runs)
    assert all(run.stderr == "" for run in runs)
    assert (tmp_path / "home" / "cache" / CACHE_NAME).is_file()
    assert built is True  # the first start built the cache
    assert imported is bool(os.environ.get(HIDING))  # the second only read it
    assert cached == building == described(entry_point_candidates())


def test_a_new_distribution_changes_the_key_and_is_found(
        tmp_path: Path, site: Path, as_a_fresh_start: list[str]) -> None:  # noqa: F811
    key = cache.environment_key(ENTRY_POINT_GROUP)
    assert "exits" not in {c.name for c in discover(cache_dir=tmp_path)}
    install(site, "spider_qt_cache_probe", '"""Nothing to see."""\n')
    assert cache.environment_key(ENTRY_POINT_GROUP) != key
    found = {c.name: c for c in discover(cache_dir=tmp_path)}
    assert as_a_fresh_start == [ENTRY_POINT_GROUP] * 2  # built, then built again
    probe = found["exits"]
    assert (probe.origin, probe.version, probe.location) == ("installed", "1.0",
                                                             "spider_qt_cache_probe")
    assert ["exits", "spider_qt_cache_probe", "spider_qt_cache_probe", "1.0",
            str(site / "spider_qt_cache_probe-1.0.dist-info")] in read(
        tmp_path)["entry_points"]  # type: ignore[operator]
    discover(cache_dir=tmp_path)
    assert len(as_a_fresh_start) == 2  # and then it is valid again


def test_the_key_describes_each_metadata_folder(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "site"
    (folder / "a-1.dist-info").mkdir(parents=True)
    (folder / "b.egg-info").mkdir()
    (folder / "not_metadata").mkdir()
    (folder / "b.egg-info" / "entry_points.txt").write_text("[spider_qt]\n", encoding="utf-8")
    archive = tmp_path / "lib.zip"
    archive.write_bytes(b"PK\x05\x06" + bytes(18))
    monkeypatch.setattr(sys, "path", [str(folder), str(archive), str(tmp_path / "absent")])
    key = cache.environment_key("group")
    assert key[:2] == [sys.version, "group"] and len(key) == 4
    _, listing = key[2]  # type: ignore[misc]
    assert [row[0] for row in listing] == ["a-1.dist-info", "b.egg-info"]
    assert listing[0][2] is None and isinstance(listing[1][2], int)
    assert key[3] == [str(archive), archive.stat().st_mtime_ns]
    (folder / "a-1.dist-info" / "entry_points.txt").write_text("[x]\n", encoding="utf-8")
    assert cache.environment_key("group") != key


@pytest.mark.parametrize("damage", ["binary", "truncated", "newer", "bad rows", "folder"])
def test_a_damaged_cache_is_rebuilt_without_a_word(
        tmp_path: Path, damage: str, as_a_fresh_start: list[str],
        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / CACHE_NAME
    key = cache.environment_key(ENTRY_POINT_GROUP)
    if damage == "binary":
        path.write_bytes(b"\x00\xff\xfe garbage")
    elif damage == "truncated":
        path.write_text('{"format": 1, "key": [', encoding="utf-8")
    elif damage == "newer":
        path.write_text(json.dumps({"format": 99, "key": key, "entry_points": []}))
    elif damage == "bad rows":
        path.write_text(json.dumps({"format": cache.FORMAT, "key": key,
                                    "entry_points": [["x", 1]]}))
    else:
        path.mkdir()
    found = discover(cache_dir=tmp_path)
    assert {c.name for c in found} == builtin_names()
    assert as_a_fresh_start == [ENTRY_POINT_GROUP]
    assert capsys.readouterr() == ("", "")
    if damage != "folder":  # a folder in its place cannot be replaced: no cache, no error
        assert read(tmp_path)["key"] == key


def test_an_unwritable_cache_folder_costs_nothing_but_the_cache(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    found = discover(cache_dir=blocked / "cache")
    assert {c.name for c in found} == builtin_names()
    assert capsys.readouterr() == ("", "")


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """``spider_qt_ep_probe.mod`` with ``obj.attr == 42``, importable."""
    root = tmp_path / "lib" / "spider_qt_ep_probe"
    root.mkdir(parents=True)
    (root / "__init__.py").write_text("", encoding="utf-8")
    (root / "mod.py").write_text("class obj:\n    attr = 42\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path / "lib"))
    importlib.invalidate_caches()
    yield "spider_qt_ep_probe"
    for name in [m for m in sys.modules if m.startswith("spider_qt_ep_probe")]:
        del sys.modules[name]


@pytest.mark.parametrize("value", ["spider_qt_ep_probe.mod:obj.attr",
                                   "spider_qt_ep_probe.mod : obj.attr [extra, more]"])
def test_loading_resolves_module_and_attributes_as_importlib_metadata_does(
        package: str, value: str) -> None:
    assert load(value) == 42
    assert importlib.metadata.EntryPoint("probe", value, "group").load() == 42
    module = EntryPointRecord("probe", "spider_qt_ep_probe.mod", "probe-dist", "1").load()
    assert module is sys.modules["spider_qt_ep_probe.mod"]


def test_a_missing_module_is_the_plugin_s_import_error(
        tmp_path: Path, site: Path, as_a_fresh_start: list[str]) -> None:  # noqa: F811
    info = site / "ghost_dist-2.0.dist-info"  # installed, declaring a module that is not there
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: ghost-dist\nVersion: 2.0\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text(
        "[spider_qt]\nghost = spider_qt_no_such_module:plugin\n", encoding="utf-8")
    discover(cache_dir=tmp_path)  # builds the cache
    result = load_catalog(candidates=discover(cache_dir=tmp_path))
    assert as_a_fresh_start == [ENTRY_POINT_GROUP]  # the second discovery used the cache
    (ghost,) = result.errors
    assert (ghost.name, ghost.origin, ghost.version) == ("ghost", "installed", "2.0")
    assert ghost.error is not None and ghost.error.startswith(
        "could not be imported: ModuleNotFoundError")
    assert "spider_qt_no_such_module" in ghost.error
    assert {"spider", "spiderette"} <= {v.key for v in result.catalog}


def test_a_value_that_is_no_entry_point_is_an_error_too() -> None:
    with pytest.raises(ValueError, match="not an entry point"):
        load("not a module!")
