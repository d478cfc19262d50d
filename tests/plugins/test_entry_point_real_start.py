"""A forged entry-point cache, met by the real command in a fresh interpreter
(:mod:`real_start`): nothing it names that no installed distribution declares is imported,
with or without ``--safe-mode``, and an ordinary start replaces it with the real rows.

The cache is first written by an ordinary start of the child itself, so its key is the
child's environment exactly (its ``sys.path`` begins with the child script's folder, not
this process's); then its rows are forged. If the suite hides installed plugin
distributions, the child imports ``importlib.metadata`` at start-up and never uses a cache
anyway: the tests still hold, they just prove less.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from real_start import Ran, run

from spider_qt.plugins.entry_points import CACHE_NAME
from spider_qt.plugins.sources import APP_DISTRIBUTION

ZEN = "Beautiful is better than ugly"
BUILT_IN_VARIANTS = ("spider", "spiderette", "scorpion", "simple_simon")


def cache_file(profile: Path) -> Path:
    return profile / "cache" / CACHE_NAME


def rows(profile: Path) -> list[list[str]]:
    data = json.loads(cache_file(profile).read_text(encoding="utf-8"))
    found = data["entry_points"]
    assert isinstance(found, list)
    return found


def ordinary_start(profile: Path) -> Ran:
    """``spider-qt``: the window opens, says what it shows, and is closed."""
    ran = run([], profile=profile)
    assert ran.returncode == 0, ran.stderr
    assert ran.report["window"] == "MainWindow"
    assert ZEN not in ran.stdout + ran.stderr
    return ran


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    where = tmp_path / "profile"
    where.mkdir(mode=0o700)
    ordinary_start(where)
    assert cache_file(where).is_file()
    return where


def forge(profile: Path, module: str, mode: int = 0o600) -> list[list[str]]:
    """A row naming ``module`` added to the cache, as one of the app's own; the real rows."""
    real = rows(profile)
    _, _, dist, version, folder = next(row for row in real if row[2] == APP_DISTRIBUTION)
    data = json.loads(cache_file(profile).read_text(encoding="utf-8"))
    data["entry_points"] = [*real, ["forged", module, dist, version, folder]]
    cache_file(profile).write_text(json.dumps(data), encoding="utf-8")
    cache_file(profile).chmod(mode)
    return real


def assert_lists_the_built_ins(ran: Ran) -> None:
    assert ran.returncode == 0, ran.stderr
    assert ZEN not in ran.stdout + ran.stderr
    keys = {line.split()[0] for line in ran.lines if line.strip()}
    assert set(BUILT_IN_VARIANTS) <= keys, ran.stdout
    assert "forged" not in ran.stdout + ran.stderr


@pytest.mark.parametrize("mode", [0o600, 0o666], ids=["private", "world-writable"])
def test_a_row_naming_this_is_not_imported_and_the_cache_is_rebuilt(
        profile: Path, mode: int) -> None:
    real = forge(profile, "this", mode)
    forged = cache_file(profile).read_bytes()
    assert_lists_the_built_ins(run(["--list-variants"], profile=profile))
    # A one-shot mode leaves the profile as it found it (a read-only discovery): the
    # forged file is not used, and not touched either; the next window start replaces it.
    assert cache_file(profile).read_bytes() == forged
    ordinary_start(profile)
    assert rows(profile) == real
    written = cache_file(profile).stat()
    assert written.st_mode & 0o777 == 0o600 and written.st_uid == os.getuid()


def test_a_row_naming_unittest_main_runs_no_test_file(
        profile: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    work = tmp_path / "work"
    work.mkdir()
    marker = tmp_path / "ran"
    (work / "test_marker.py").write_text(
        f"open({str(marker)!r}, 'w').close()\n", encoding="utf-8")
    # The control: importing that module in this folder does run the file.
    subprocess.run([sys.executable, "-c", "import unittest.__main__"], cwd=work,
                   capture_output=True, timeout=60, check=False)
    assert marker.exists()
    marker.unlink()
    real = forge(profile, "unittest.__main__")
    monkeypatch.chdir(work)  # the command's working folder
    assert_lists_the_built_ins(run(["--list-variants"], profile=profile))
    ordinary_start(profile)
    assert not marker.exists()
    assert rows(profile) == real


def test_safe_mode_leaves_a_forged_cache_unread_and_unwritten(profile: Path) -> None:
    real = forge(profile, "this")
    path = cache_file(profile)
    before = path.read_bytes(), path.stat().st_mtime_ns, path.stat().st_ino
    ran = run(["--safe-mode", "--list-variants"], profile=profile)
    assert_lists_the_built_ins(ran)
    assert (path.read_bytes(), path.stat().st_mtime_ns, path.stat().st_ino) == before
    window = run(["--safe-mode"], profile=profile)
    assert window.returncode == 0 and window.report["window"] == "MainWindow"
    assert ZEN not in window.stdout + window.stderr
    assert (path.read_bytes(), path.stat().st_mtime_ns, path.stat().st_ino) == before
    ordinary_start(profile)  # the control: without safe mode the forged file is replaced
    assert rows(profile) == real
