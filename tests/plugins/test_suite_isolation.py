"""A plugin installed beside the project changes none of the project's tests.

The suite plays with its own catalog, the built-in plugins' (``tests/conftest.py``),
and hides the entry points of plugin distributions installed before it started, in
the test process and in the subprocesses it starts. The proof installs a working
third-party plugin and a broken one, then runs a sample of the tests they used to
break in a fresh pytest session with both on its path: every one passes.
"""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from spider_qt.engine import default_catalog
from spider_qt.plugins import ENTRY_POINT_GROUP
from spider_qt.plugins.host import load_catalog
from spider_qt.plugins.sources import APP_DISTRIBUTION
from spider_qt.testing import builtin_catalog

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "tests" / "plugin_dist"

#: Tests that a plugin installed in the environment broke, each for its own reason: the
#: catalog's configurations (collected from the default catalog), plugins counted in
#: a folder load, variant names listed in the New Game dialog, the built-ins "loading
#: cleanly", a command line in a subprocess, a main window (which loads the app's
#: plugins) showing a notice, a damaged file's single notice; and the test that installs
#: a plugin on purpose, which must still find it.
SAMPLE = [
    "tests/plugins/test_suite_isolation.py::test_the_session_plays_with_the_builtins_alone",
    "tests/engine/test_properties.py::test_the_configurations_are_every_one_the_catalog_offers",
    "tests/plugins/test_sources.py::test_files_that_are_not_plugins_are_ignored",
    "tests/ui/dialogs/test_new_game_dialog.py::test_the_words_are_translated_including_the_plugins",
    "tests/plugins/test_host.py::test_builtins_load_cleanly",
    "tests/test_cli.py::test_a_bad_command_line_is_one_line_and_exit_2[variant]",
    "tests/ui/board/test_view.py::test_restart_this_deal",
    "tests/test_damaged_files.py::test_a_damaged_file_costs_nothing_else[game.json-nan]",
    "tests/plugins/test_installed_distribution.py::"
    "test_an_installed_plugin_is_discovered_by_entry_point",
]

BROKEN_PROJECT = """\
[build-system]
requires = ["hatchling>=1.25"]
build-backend = "hatchling.build"

[project]
name = "spider-qt-broken-plugin"
version = "0.1.0"

[project.entry-points.spider_qt]
broken = "spider_qt_broken_plugin"

[tool.hatch.build.targets.wheel]
packages = ["spider_qt_broken_plugin"]
"""


def builtin_plugin_names() -> set[str]:
    dist = importlib.metadata.distribution(APP_DISTRIBUTION)
    return {ep.name for ep in dist.entry_points if ep.group == ENTRY_POINT_GROUP}


def test_the_session_plays_with_the_builtins_alone() -> None:
    """Run here, and in the proof's session, where two more plugins are installed."""
    assert {record.name for record in load_catalog().plugins} == builtin_plugin_names()
    assert [v.key for v in default_catalog()] == [v.key for v in builtin_catalog()]
    assert [r.key for r in default_catalog().rules] == [r.key for r in builtin_catalog().rules]


@pytest.mark.slow  # builds two wheels and runs a pytest session of its own
def test_plugins_installed_beside_the_project_change_no_test(tmp_path: Path) -> None:
    uv = shutil.which("uv")
    if uv is None:
        pytest.skip("uv is needed to build and install the test distributions")
    broken = tmp_path / "broken"
    (broken / "spider_qt_broken_plugin").mkdir(parents=True)
    (broken / "pyproject.toml").write_text(BROKEN_PROJECT, encoding="utf-8")
    (broken / "spider_qt_broken_plugin" / "__init__.py").write_text(
        'raise RuntimeError("this plugin is broken on purpose")\n', encoding="utf-8")
    site = tmp_path / "site"
    subprocess.run([uv, "pip", "install", "--quiet", "--no-deps", "--python", sys.executable,
                    "--target", str(site), str(DIST), str(broken)], check=True, timeout=300)
    python_path = os.pathsep.join(p for p in (str(site), os.environ.get("PYTHONPATH")) if p)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider",  # not -q: the header
         f"--basetemp={tmp_path / 'basetemp'}", *SAMPLE],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": python_path}, capture_output=True,
        text=True, timeout=600)
    out = result.stdout + result.stderr
    assert "not found" not in out, f"a sample test was renamed: update SAMPLE\n{out[-3000:]}"
    assert result.returncode == 0, out[-6000:]
    hidden = next(line for line in result.stdout.splitlines() if "hidden from the suite" in line)
    assert f"spider-qt-arachnid@{site}" in hidden and f"spider-qt-broken-plugin@{site}" in hidden
    assert "failed" not in result.stdout.splitlines()[-1], out[-3000:]
