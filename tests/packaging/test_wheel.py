"""The distribution ``uv build`` makes, as a Python user gets it from a package index.

The wheel must hold every module and data file the app reads (the data readers fall back
quietly when a file is missing: no example game, no winnable deals, English instead of
German, so a file left out would show in no other test), and not the files only a rebuild
needs, which the sdist carries with the rest of the repository. The metadata is what
PyPI shows, so the README must read there too. And the wheel, installed the way the
README tells a player to (``uv tool install``), runs with the source tree out of reach.

One ``uv build`` per worker (about 2 s: the sdist, then the wheel built from it, as for an
upload). Installing takes about a second: the dependencies are pinned to the versions
this suite runs with, which ``uv sync`` has put in uv's cache, and uv is asked to work
``--offline`` first, so with a warm cache nothing is fetched; only when its cache lacks
the index pages (a fresh machine) does the second try ask PyPI, and the wheels still come
from the cache.
"""

from __future__ import annotations

import email.message
import email.parser
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import pytest
from language_pins import pinned
from packaging.specifiers import SpecifierSet
from PySide6.QtGui import QImage

from spider_qt.about import APP_NAME, __version__
from spider_qt.engine import new_game
from spider_qt.languages import LANGUAGES
from spider_qt.plugins.host import load_catalog

ROOT: Final = Path(__file__).resolve().parents[2]
PYPROJECT: Final = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
REPOSITORY: Final = "https://github.com/spider-qt/spider-qt"
#: Import name → its folder in the source tree (pyproject's wheel packages).
PACKAGES: Final = {
    "spider_qt": ROOT / "spider_qt",
    "spider_qt_builtins": ROOT / "plugins" / "spider_qt_builtins",
    "spider_qt_resources": ROOT / "resources" / "spider_qt_resources",
}
RESOURCES: Final = PACKAGES["spider_qt_resources"]
#: Trove's name of each language the app speaks (its code in ``LANGUAGES``).
TROVE_LANGUAGES: Final = {
    "en": "English", "ro": "Romanian", "cs": "Czech", "id": "Indonesian", "it": "Italian",
    "de": "German", "fr": "French", "es": "Spanish", "pt_BR": "Portuguese (Brazilian)",
    "pl": "Polish", "ru": "Russian", "zh_CN": "Chinese (Simplified)", "ja": "Japanese",
}
#: The deal whose description in each language tests/language_pins.py pins.
PINNED_CODE: Final = "SD1-S4-AAAAABD"


def source_only(relative: str) -> bool:
    """A file of the resources kept out of the wheel: the translations' sources and the
    translators' glossary, from which the .qm the app loads are built."""
    return relative.startswith("translations/") and (
        relative.endswith(".ts") or relative.endswith("/GLOSSARY.md"))


def tracked(folder: Path) -> list[Path]:
    """The files of ``folder`` the repository holds (``git ls-files``); in a tree without
    git (an unpacked sdist) every file there but Python's caches."""
    if (ROOT / ".git").exists() and shutil.which("git"):
        listed = subprocess.run(["git", "ls-files", "-z", "--", str(folder)], cwd=ROOT,
                                capture_output=True, text=True, check=True).stdout
        paths = [ROOT / name for name in listed.split("\0") if name]
    else:
        paths = [path for path in folder.rglob("*") if path.is_file()
                 and "__pycache__" not in path.parts and path.suffix != ".pyc"]
    return [path for path in paths if path.is_file()]  # deleted but not committed: gone


def clean_env(**extra: str) -> dict[str, str]:
    """This environment without what would reach the source tree or the suite's own
    environment (PYTHONPATH, the project's virtualenv, a SPIDER_QT_* setting) and
    with the English of a bare system, so the installed app stands on its own."""
    dropped = {"PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV",
               "UV_PROJECT_ENVIRONMENT", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}
    env = {key: value for key, value in os.environ.items()
           if key not in dropped and not key.startswith("SPIDER_QT_")}
    env.update(LANG="C.UTF-8", PYTHONUTF8="1", PYTHONNOUSERSITE="1",
               QT_QPA_PLATFORM="offscreen", **extra)
    return env


def uv(*args: str, cwd: Path, env: dict[str, str] | None = None) -> str:
    """``uv ARGS``'s output, from uv's cache alone when it can, else with the network."""
    program = shutil.which("uv")
    if program is None:
        pytest.skip("uv is needed to build and install the distribution")
    base = clean_env() if env is None else env
    result: subprocess.CompletedProcess[str] | None = None
    for offline in ("1", "0"):
        result = subprocess.run([program, *args], cwd=cwd, env={**base, "UV_OFFLINE": offline},
                                capture_output=True, text=True, timeout=600)
        if result.returncode == 0:
            return result.stdout
    assert result is not None
    raise AssertionError(f"uv {' '.join(args)} failed:\n{result.stdout}{result.stderr}")


@dataclass(frozen=True)
class Dist:
    wheel: Path
    sdist: Path

    def wheel_names(self) -> set[str]:
        with zipfile.ZipFile(self.wheel) as archive:
            return set(archive.namelist())

    def dist_info(self, name: str) -> str:
        with zipfile.ZipFile(self.wheel) as archive:
            return archive.read(f"spider_qt-{__version__}.dist-info/{name}").decode("utf-8")

    def sdist_names(self) -> set[str]:
        """The sdist's files, without its top folder (``spider_qt-<version>/``)."""
        with tarfile.open(self.sdist) as archive:
            return {member.name.split("/", 1)[1] for member in archive.getmembers()
                    if member.isfile()}


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Dist:
    """The sdist, and the wheel built from it, as ``uv build`` makes them for an upload."""
    out = tmp_path_factory.mktemp("dist")
    uv("build", "--no-create-gitignore", "--out-dir", str(out), str(ROOT), cwd=out)
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return Dist(wheel, sdist)


def metadata(dist: Dist) -> email.message.Message:
    return email.parser.Parser().parsestr(dist.dist_info("METADATA"))


# --- what the wheel and the sdist hold ----------------------------------------------------------


@pytest.mark.slow
def test_the_wheel_holds_every_module_and_data_file_and_no_source(dist: Dist) -> None:
    names = dist.wheel_names()
    wanted = set()
    for package, folder in PACKAGES.items():
        for path in tracked(folder):
            relative = path.relative_to(folder).as_posix()
            if package != "spider_qt_resources" or not source_only(relative):
                wanted.add(f"{package}/{relative}")
    assert sorted(wanted - names) == [], "left out of the wheel"
    # Named one by one as well, so a file missing from the source tree fails too.
    for language in LANGUAGES:
        assert f"spider_qt_resources/translations/spider_qt_{language}.qm" in names
    for folder in ("winnable", "examples", "icons/toolbar"):
        assert any(name.startswith(f"spider_qt_resources/{folder}/") for name in names), folder
    assert "spider_qt_resources/icons/spider-qt.svg" in names
    assert "spider_qt/py.typed" in names  # plugins type-check against the installed package
    extra = [name for name in names
             if not name.startswith(f"spider_qt-{__version__}.dist-info/")
             and name not in wanted]
    assert extra == [], "in the wheel but not in the repository's packages (or a source)"
    assert not [name for name in names if name.endswith((".ts", "GLOSSARY.md", ".pyc"))]


@pytest.mark.slow
def test_the_wheel_declares_the_command_and_every_builtin_plugin(dist: Dist) -> None:
    sections: dict[str, dict[str, str]] = {}
    section = ""
    for line in dist.dist_info("entry_points.txt").splitlines():
        if line.startswith("["):
            section = line.strip("[]")
            sections[section] = {}
        elif "=" in line:
            name, value = (part.strip() for part in line.split("=", 1))
            sections[section][name] = value
    assert sections["console_scripts"] == {APP_NAME: "spider_qt.cli:main"}
    assert sections["spider_qt"] == PYPROJECT["project"]["entry-points"]["spider_qt"]
    names = dist.wheel_names()
    for module in sections["spider_qt"].values():
        assert module.replace(".", "/") + ".py" in names, module


@pytest.mark.slow
def test_the_sdist_holds_the_whole_repository(dist: Dist) -> None:
    """From the sdist alone one can rebuild the wheel (``uv build`` just did) and the
    .qm (the .ts are there), and run the suite (it reads uv.lock, .ci/run, the docs)."""
    if not (ROOT / ".git").exists() or shutil.which("git") is None:
        pytest.skip("the repository's file list needs git")
    names = dist.sdist_names()
    missing = [path.relative_to(ROOT).as_posix() for path in tracked(ROOT)
               if path.relative_to(ROOT).as_posix() not in names]
    assert missing == []
    assert "PKG-INFO" in names


# --- what a package index shows -----------------------------------------------------------------


def classifiers() -> list[str]:
    return list(PYPROJECT["project"]["classifiers"])


def test_the_classifiers_name_every_language_and_python() -> None:
    assert sorted(c.removeprefix("Natural Language :: ") for c in classifiers()
                  if c.startswith("Natural Language :: ")) == sorted(
        TROVE_LANGUAGES[code] for code in LANGUAGES)
    supported = SpecifierSet(PYPROJECT["project"]["requires-python"])
    assert [c.removeprefix("Programming Language :: Python :: ") for c in classifiers()
            if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)] == [
        f"3.{minor}" for minor in range(40) if f"3.{minor}" in supported]
    assert ("Typing :: Typed" in classifiers()) == (ROOT / "spider_qt" / "py.typed").is_file()
    # PEP 639: the SPDX expression replaces the License classifiers.
    assert not [c for c in classifiers() if c.startswith("License ::")]
    assert PYPROJECT["project"]["license"] == "GPL-3.0-or-later"


def test_the_readme_links_work_on_a_package_index() -> None:
    """On PyPI the README is the project's page, where a link relative to the repository
    leads nowhere: every link is absolute, and one into the repository names a branch."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    inline = re.findall(r"\]\(([^)\s]+)\)", text)
    defined = re.findall(r"^\[[^\]]+\]:\s*(\S+)", text, flags=re.MULTILINE)
    assert len(defined) >= 10  # the README's links are mostly defined at its end
    for target in inline + defined:
        assert target.startswith("https://"), target
        if "spider-qt/spider-qt" in target:
            assert target.startswith((f"{REPOSITORY}/blob/main/", f"{REPOSITORY}/tree/main/",
                                      f"{REPOSITORY}/releases",
                                      "https://raw.githubusercontent.com/spider-qt/spider-qt/main/"
                                      )), target
    # A reference without its definition shows as bracketed text: `[text][label]`, and
    # the `[docs/x.md]` shorthand the README uses for its own files.
    labels = re.findall(r"\]\[([^\]]+)\]", text) + re.findall(
        r"(?<!\])\[([^\]\s`]+(?:\.md|/[^\]\s`]*))\](?![(\[:])", text)
    assert labels
    for label in labels:
        assert re.search(rf"^\[{re.escape(label)}\]:", text, flags=re.MULTILINE), label


@pytest.mark.slow
def test_the_metadata_is_complete_and_renders(dist: Dist, tmp_path: Path) -> None:
    meta = metadata(dist)
    assert meta["Version"] == __version__
    assert meta["License-Expression"] == "GPL-3.0-or-later"
    assert meta.get_all("License-File") == ["COPYING"]
    copying = dist.dist_info("licenses/COPYING")
    assert copying == (ROOT / "COPYING").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in copying and "Version 3, 29 June 2007" in copying
    assert meta["Description-Content-Type"] == "text/markdown"
    assert meta.get_payload().strip() == (ROOT / "README.md").read_text(encoding="utf-8").strip()
    urls = dict(line.split(", ", 1) for line in meta.get_all("Project-URL"))
    assert {"Homepage", "Documentation", "Source", "Issues"} <= set(urls)
    assert all(url.startswith(REPOSITORY) for url in urls.values())
    assert meta.get_all("Classifier") == classifiers()
    assert meta["Summary"] and meta["Keywords"] and meta["Author"]
    # What PyPI would refuse or show badly: twine's check renders the README as PyPI
    # does; an unknown classifier is refused at upload.
    uv("tool", "run", "--from", "twine>=6.1", "twine", "check", "--strict",
       str(dist.wheel), str(dist.sdist), cwd=tmp_path)
    unknown = uv("run", "--no-project", "--with", "trove-classifiers", "python", "-c",
                 "import sys, trove_classifiers as t;"
                 "print([c for c in sys.argv[1:] if c not in t.classifiers])",
                 *classifiers(), cwd=tmp_path)
    assert unknown.strip() == "[]"


# --- the wheel installed on its own -------------------------------------------------------------


def pins() -> str:
    """This suite's own versions (uv.lock's, after ``uv sync``), as constraints: the
    wheel runs with the Qt the suite passed with, and uv finds them in its cache."""
    lines = set()
    for distribution in importlib.metadata.distributions():
        name = distribution.metadata["Name"]
        if name and re.sub(r"[-_.]+", "-", name).lower() != APP_NAME:
            lines.add(f"{name}=={distribution.version}")
    return "\n".join(sorted(lines)) + "\n"


#: Run by the installed Python: where each package came from, what its data readers find.
PROBE: Final = """
import json, sys
import spider_qt, spider_qt_builtins, spider_qt_resources
from spider_qt.help.example_lines import shipped_example
from spider_qt.plugins.host import load_catalog
from spider_qt.solver.winnable import proven_deals
catalog = load_catalog().catalog
def split(name):
    variant, suits = name.removesuffix(".json").rsplit("-", 1)
    return variant, int(suits)
winnable = {name: len(proven_deals(*split(name))) for name in json.loads(sys.argv[1])}
examples = {name: shipped_example(catalog.variant(split(name)[0]), split(name)[1], catalog)
            is not None for name in json.loads(sys.argv[2])}
print(json.dumps({"files": [m.__file__ for m in (spider_qt, spider_qt_builtins,
                                                  spider_qt_resources)],
                  "path": sys.path, "winnable": winnable, "examples": examples}))
"""


@pytest.mark.slow
def test_the_installed_wheel_runs_without_the_source_tree(dist: Dist, tmp_path: Path) -> None:
    tools, bin_dir, elsewhere = tmp_path / "tools", tmp_path / "bin", tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = clean_env(UV_TOOL_DIR=str(tools), UV_TOOL_BIN_DIR=str(bin_dir))
    constraints = tmp_path / "constraints.txt"
    constraints.write_text(pins(), encoding="utf-8")
    # What the README says: `uv tool install dist/spider_qt-*.whl`.
    uv("tool", "install", "--python", sys.executable, "--constraints", str(constraints),
       str(dist.wheel), cwd=elsewhere, env=env)
    windows = sys.platform == "win32"
    command = str(bin_dir / (f"{APP_NAME}.exe" if windows else APP_NAME))
    python = str(tools / APP_NAME / ("Scripts/python.exe" if windows else "bin/python"))

    def run(*args: str, program: str = command) -> str:
        profile = tmp_path / "profile"  # a throw-away one: the player's files untouched
        options = ("--profile", str(profile)) if program == command else ()
        result = subprocess.run([program, *options, *args], cwd=elsewhere, env=env,
                                capture_output=True, text=True, encoding="utf-8", timeout=120)
        assert result.returncode == 0, f"{args}: {result.stdout}{result.stderr}"
        return result.stdout.strip()

    winnable = sorted(p.name for p in (RESOURCES / "winnable").glob("*.json"))
    examples = sorted(p.name for p in (RESOURCES / "examples").glob("*.json"))
    probe = json.loads(run("-c", PROBE, json.dumps(winnable), json.dumps(examples),
                           program=python))
    for file in probe["files"]:  # imported from the installed wheel, not from the checkout
        assert Path(file).resolve().is_relative_to(tools.resolve()), file
    assert not [entry for entry in probe["path"]
                if entry and Path(entry).resolve().is_relative_to(ROOT)]
    assert winnable and all(count > 0 for count in probe["winnable"].values()), probe
    assert examples and all(probe["examples"].values()), probe

    assert run("--version") == f"{APP_NAME} {__version__}"
    assert run("--describe", "SP1-S2C-AAAAAAD") == new_game("SP1-S2C-AAAAAAD").describe()
    assert run("--lang", "de", "--describe", PINNED_CODE) == pinned("de")["describe"]

    builtin = [spec.key for spec in load_catalog(safe_mode=True).catalog]
    assert [line.split()[0] for line in run("--list-variants").splitlines()] == builtin
    checked = [line for line in run("--check-plugins").splitlines() if line.startswith("ok ")]
    assert sorted(line.split()[1] for line in checked) == sorted(
        PYPROJECT["project"]["entry-points"]["spider_qt"])
    assert all("(built-in " in line for line in checked)

    run("--screenshot", "out.png", "--size", "800x600")
    image = QImage(str(elsewhere / "out.png"))
    assert (image.width(), image.height()) == (800, 600)
    colours = {image.pixel(x, y) for x in range(0, 800, 40) for y in range(0, 600, 40)}
    assert len(colours) > 5  # a table with cards on it, not an empty window
