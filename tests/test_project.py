"""The fresh-machine contract: the README's commands are the ones CI runs."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_gives_the_two_commands_and_ci_runs_the_test_one() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "uv run spider-qt" in readme
    assert "uv run pytest" in readme
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [line.strip() for line in ci.splitlines() if line.strip().startswith("uv run")]
    assert commands == ["uv run pytest"]


def test_python_is_pinned_and_the_lock_is_committed() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["requires-python"].startswith(">=3.11")
    assert (ROOT / "uv.lock").is_file()
    for folder in ("spider_qt", "plugins", "resources", "tests", "packaging", "docs", "bench"):
        assert (ROOT / folder).is_dir(), folder


def test_the_version_has_one_home_that_the_build_reads() -> None:
    """``about.__version__`` is read at run time without ``importlib.metadata`` (a start
    costs less); the build writes the same version into the distribution's metadata."""
    import importlib.metadata

    from spider_qt.about import __version__

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["hatch"]["version"]["path"] == "spider_qt/about.py"
    assert importlib.metadata.version("spider-qt") == __version__
