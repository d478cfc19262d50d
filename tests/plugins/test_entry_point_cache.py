"""The entry-point cache is a cache, not a source of code: each rule its rows are checked by.

Every test starts from a cache a discovery built (valid, as a start would write it), then
forges it and discovers again as a fresh start would (``asked``): a forged cache must be
dropped, ``importlib.metadata`` asked, and the file rewritten with the real rows only. A
control test shows the unforged cache is used, so a forgery's test fails if forgeries
were trusted. How the check reads the metadata: ``test_entry_point_metadata.py``; safe
mode and read-only discovery: ``test_entry_point_modes.py``; the real command:
``test_entry_point_real_start.py``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from entry_point_forgery import (
    Rows,
    app_row,
    assert_dropped_and_rebuilt,
    build,
    forge,
    on_sys_path,
    real_candidates,
    real_rows,
    write,
)
from test_entry_points import described, pretend_a_fresh_start, read
from test_plugin_start import install

import spider_qt
from spider_qt.plugins import ENTRY_POINT_GROUP, entry_point_cache
from spider_qt.plugins.entry_points import CACHE_NAME, MAX_BYTES
from spider_qt.plugins.host import discover, load_catalog
from spider_qt.plugins.sources import APP_DISTRIBUTION


@pytest.fixture
def place(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on ``sys.path`` to install distributions in."""
    yield from on_sys_path(tmp_path, monkeypatch)


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each question to importlib.metadata, in a discovery that behaves as a fresh start's."""
    return pretend_a_fresh_start(monkeypatch)


@pytest.fixture
def built(tmp_path: Path, asked: list[str]) -> Path:
    """A cache folder with the cache a first start writes."""
    return build(tmp_path, asked)


def test_the_cache_a_start_writes_is_used(built: Path, asked: list[str]) -> None:
    """The control: without a forgery the cache checks out (no second ask)."""
    found = discover(cache_dir=built)
    assert asked == [ENTRY_POINT_GROUP]
    assert described(found) == real_candidates()
    assert all(row[4].endswith(".dist-info") for row in read(built)["entry_points"])  # type: ignore[attr-defined]


@pytest.mark.parametrize("module", ["this", "unittest.__main__", "os"])
def test_a_row_naming_any_importable_module_is_not_imported(
        built: Path, asked: list[str], module: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    name, _, dist, version, folder = app_row()
    forge(built, lambda rows: rows.append([name + "_forged", module, dist, version, folder]))
    sys.modules.pop("this", None)
    result = load_catalog(candidates=discover(cache_dir=built))
    assert "this" not in sys.modules
    assert capsys.readouterr() == ("", "")  # no Zen of Python, no test run
    assert not result.errors and f"{name}_forged" not in {p.name for p in result.plugins}
    assert asked == [ENTRY_POINT_GROUP] * 2
    assert read(built)["entry_points"] == real_rows()


def test_a_built_in_s_module_swapped_for_another_is_dropped(
        built: Path, asked: list[str]) -> None:
    def swap(rows: Rows) -> None:
        next(row for row in rows if row[2] == APP_DISTRIBUTION)[1] = "unittest.__main__"

    forge(built, swap)
    assert_dropped_and_rebuilt(built, asked)


def test_a_module_its_distribution_does_not_declare_is_dropped(
        place: Path, tmp_path: Path, asked: list[str]) -> None:
    """A distribution with entry points of other groups only: none of them is a plugin."""
    info = place / "plain-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: plain\nVersion: 1.0\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text("[console_scripts]\nplain = this\n",
                                           encoding="utf-8")
    discover(cache_dir=tmp_path)
    forge(tmp_path, lambda rows: rows.append(["plain", "this", "plain", "1.0", str(info)]))
    assert_dropped_and_rebuilt(tmp_path, asked)


def test_another_distribution_s_name_or_version_is_dropped(
        place: Path, tmp_path: Path, asked: list[str]) -> None:
    install(place, "spider_qt_cache_probe", '"""Nothing to see."""\n')
    discover(cache_dir=tmp_path)
    for dist, version in (("spider_qt_cache_probe", "1.1"), ("pluggy", "1.0"),
                          (APP_DISTRIBUTION, "1.0")):
        def rename(rows: Rows, dist: str = dist, version: str = version) -> None:
            row = next(row for row in rows if row[2] == "spider_qt_cache_probe")
            row[2:4] = [dist, version]

        forge(tmp_path, rename)
        assert_dropped_and_rebuilt(tmp_path, asked)
        asked.pop()


def test_a_wrong_version_of_a_built_in_is_dropped(
        built: Path, asked: list[str]) -> None:
    def older(rows: Rows) -> None:
        for row in rows:
            if row[2] == APP_DISTRIBUTION:
                row[3] = "0.0.1"

    forge(built, older)
    assert_dropped_and_rebuilt(built, asked)


def test_a_metadata_folder_not_on_sys_path_is_dropped(
        built: Path, tmp_path: Path, asked: list[str]) -> None:
    """A real, well-formed dist-info folder declaring the row, but nowhere Python looks."""
    elsewhere = tmp_path / "elsewhere" / "evil-1.0.dist-info"
    elsewhere.mkdir(parents=True)
    (elsewhere / "METADATA").write_text("Metadata-Version: 2.1\nName: evil\nVersion: 1.0\n",
                                        encoding="utf-8")
    (elsewhere / "entry_points.txt").write_text("[spider_qt]\nzen = this\n", encoding="utf-8")
    forge(built, lambda rows: rows.append(["zen", "this", "evil", "1.0", str(elsewhere)]))
    assert_dropped_and_rebuilt(built, asked)


@pytest.mark.parametrize("where", ["package", "site folder", "relative"])
def test_a_metadata_path_that_is_no_metadata_folder_is_dropped(
        built: Path, asked: list[str], where: str) -> None:
    app_folder = app_row()[4]

    def moved(rows: Rows) -> None:
        for row in rows:
            if row[2] == APP_DISTRIBUTION:
                row[4] = {"package": os.path.dirname(spider_qt.__file__),
                          "site folder": os.path.dirname(app_folder),
                          "relative": os.path.basename(app_folder)}[where]

    forge(built, moved)
    assert_dropped_and_rebuilt(built, asked)


@pytest.mark.parametrize("edit", ["emptied", "one built-in removed", "every built-in removed",
                                  "a built-in twice", "installed plugin removed"])
def test_a_cache_hiding_an_entry_point_is_dropped(
        place: Path, tmp_path: Path, asked: list[str], edit: str) -> None:
    install(place, "spider_qt_cache_probe", '"""Nothing to see."""\n')
    discover(cache_dir=tmp_path)

    def hide(rows: Rows) -> Rows:
        app = [row for row in rows if row[2] == APP_DISTRIBUTION]
        return {"emptied": [],
                "one built-in removed": [row for row in rows if row is not app[0]],
                "every built-in removed": [row for row in rows if row[2] != APP_DISTRIBUTION],
                "a built-in twice": [app[1] if rows[0] is app[0] else app[0], *rows[1:]],
                "installed plugin removed": [row for row in rows
                                             if row[2] != "spider_qt_cache_probe"]}[edit]

    forge(tmp_path, hide)
    assert_dropped_and_rebuilt(tmp_path, asked)


class LookedFor:
    """A finder first on ``sys.meta_path`` that only notes each module name looked for."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        self.names.append(name)


def test_twenty_thousand_rows_cost_no_time_and_no_notice(
        built: Path, asked: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Short rows, so that the file is under the size limit: read, and refused by its rows
    (with the real folder's path in each, 20,000 rows are over the limit: not even read).
    The tester's 18 s came from importing them: not one is even looked for (what such a
    cache costs a start is ``bench/hostile.py``'s)."""
    forged = [[f"g{i}", f"m{i}", "d", "1", "f"] for i in range(20_000)]
    forge(built, lambda rows: rows + forged)
    assert (built / CACHE_NAME).stat().st_size < MAX_BYTES
    looked_for = LookedFor()
    monkeypatch.setattr(sys, "meta_path", [looked_for, *sys.meta_path])
    result = load_catalog(candidates=discover(cache_dir=built))
    assert not {row[1] for row in forged} & set(looked_for.names)
    assert not result.errors
    assert asked == [ENTRY_POINT_GROUP] * 2
    assert read(built)["entry_points"] == real_rows()


def test_a_cache_over_a_mebibyte_is_not_read(built: Path,
                                            asked: list[str]) -> None:
    """The valid cache, padded past the limit: it would be used if it were read."""
    path = built / CACHE_NAME
    text = path.read_text(encoding="utf-8").rstrip("\n")
    path.write_text(text + " " * (MAX_BYTES + 1 - len(text.encode())), encoding="utf-8")
    assert path.stat().st_size == MAX_BYTES + 1
    assert_dropped_and_rebuilt(built, asked)
    path.write_text(text + " " * (MAX_BYTES - len(text.encode())), encoding="utf-8")
    discover(cache_dir=built)  # at the limit it is read (and used)
    assert asked == [ENTRY_POINT_GROUP] * 2


@pytest.mark.skipif(os.name != "posix", reason="modes and owners are POSIX (Windows: ACLs)")
@pytest.mark.parametrize("mode", [0o666, 0o620, 0o602], ids=oct)
def test_a_cache_others_can_write_is_not_read(built: Path, asked: list[str],
                                              mode: int) -> None:
    (built / CACHE_NAME).chmod(mode)
    assert_dropped_and_rebuilt(built, asked)
    rewritten = (built / CACHE_NAME).stat()
    assert rewritten.st_mode & 0o777 == 0o600 and rewritten.st_uid == os.getuid()


@pytest.mark.skipif(os.name != "posix", reason="owners are POSIX (Windows: ACLs)")
def test_a_cache_of_another_owner_is_not_read(built: Path,
                                              asked: list[str]) -> None:
    if os.geteuid() != 0:
        pytest.skip("giving a file to another user needs root (os.chown)")
    path = built / CACHE_NAME
    os.chown(path, os.getuid() + 4242, -1)
    assert path.stat().st_uid != os.getuid()
    assert_dropped_and_rebuilt(built, asked)
    assert path.stat().st_uid == os.getuid()


@pytest.mark.skipif(os.name != "posix", reason="modes are POSIX")
def test_the_checks_are_of_the_file_opened_not_of_a_link_to_it(
        built: Path, tmp_path: Path, asked: list[str]) -> None:
    """A private link to a world-writable file is the world-writable file."""
    target = tmp_path / "open.json"
    (built / CACHE_NAME).rename(target)
    target.chmod(0o666)
    (built / CACHE_NAME).symlink_to(target)
    assert entry_point_cache.read(built / CACHE_NAME) is None
    target.chmod(0o600)
    assert entry_point_cache.read(built / CACHE_NAME) is not None


def test_a_cache_of_another_format_is_rebuilt(built: Path,
                                              asked: list[str]) -> None:
    """A format-1 file (four strings a row, no metadata folder) with the live key."""
    data = read(built)
    rows = data["entry_points"]
    assert isinstance(rows, list)
    write(built, {**data, "format": 1, "entry_points": [row[:4] for row in rows]})
    assert_dropped_and_rebuilt(built, asked)


@pytest.mark.parametrize("rows", [
    {"spider": "spider_qt_builtins.spider"},
    "spider_qt_builtins.spider",
    "null",
    ["spider"],
    "four strings",
    "an integer",
    "a sixth field",
])
def test_rows_of_the_wrong_shape_are_rebuilt(built: Path, asked: list[str],
                                             rows: object) -> None:
    def reshape(real: Rows) -> object:
        if rows == "four strings":
            return [row[:4] for row in real]
        if rows == "an integer":
            return [[*row[:3], 1, row[4]] for row in real]
        if rows == "a sixth field":
            return [[*row, ""] for row in real]
        return rows

    if rows == "null":
        write(built, {**read(built), "entry_points": None})
    else:
        forge(built, reshape)
    assert_dropped_and_rebuilt(built, asked)


def test_a_key_of_the_wrong_shape_is_rebuilt(built: Path,
                                             asked: list[str]) -> None:
    data = read(built)
    write(built, {**data, "key": "x"})
    assert_dropped_and_rebuilt(built, asked)
