"""The Flatpak manifest (packaging/flatpak/), read without building it: Flathub's runtimes
cannot be fetched everywhere the suite runs, and a build takes minutes.

What is held here is what a reviewer would refuse or a player would feel: the app's id and
command, a sandbox that opens nothing but a window, a source that is this release, wheels
that are uv.lock's, and the desktop files installed under the id.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml

from spider_qt.about import APP_ID, APP_NAME, __version__

ROOT = Path(__file__).resolve().parents[2]
FLATPAK = ROOT / "packaging" / "flatpak"
MANIFEST = FLATPAK / f"{APP_ID}.yml"
#: All a card game needs: a window (Wayland, else X11), shared memory for X11, the GPU.
FINISH_ARGS = {"--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri"}


def manifest() -> dict[str, Any]:
    data = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def module(name: str) -> dict[str, Any]:
    (found,) = [m for m in manifest()["modules"] if m["name"] == name]
    assert isinstance(found, dict)
    return found


def commands(name: str) -> str:
    return "\n".join(module(name)["build-commands"])


def locked_wheels() -> dict[str, tuple[str, str]]:
    """uv.lock's universal wheel of each pure-Python package: name → (url, sha256)."""
    lock = tomllib.loads((ROOT / "uv.lock").read_text(encoding="utf-8"))
    wheels = {}
    for package in lock["package"]:
        for wheel in package.get("wheels", []):
            if wheel["url"].endswith("-py3-none-any.whl"):
                wheels[package["name"]] = (wheel["url"], wheel["hash"].removeprefix("sha256:"))
    return wheels


def test_the_manifest_is_named_and_identified_by_the_app_id() -> None:
    manifests = [p.name for p in FLATPAK.iterdir() if p.suffix in (".yml", ".yaml", ".json")]
    assert manifests == [MANIFEST.name]
    data = manifest()
    assert data.get("id", data.get("app-id")) == APP_ID
    assert data["command"] == APP_NAME


def test_the_sandbox_opens_a_window_and_nothing_else() -> None:
    args = manifest()["finish-args"]
    assert len(args) == len(set(args))
    assert set(args) == FINISH_ARGS
    for arg in args:
        assert not arg.startswith(("--filesystem", "--share=network", "--device=all",
                                   "--socket=x11", "--talk-name", "--system-talk-name"))
    for mod in manifest()["modules"]:  # nor does any build step reach the network
        build_args = mod.get("build-options", {}).get("build-args", [])
        assert "--share=network" not in build_args, mod["name"]


def test_pyside_comes_from_the_base_app_on_the_kde_runtime() -> None:
    data = manifest()
    assert (data["runtime"], data["sdk"], data["base"]) == (
        "org.kde.Platform", "org.kde.Sdk", "io.qt.PySide.BaseApp")
    assert data["runtime-version"] == data["base-version"]  # built against that Qt
    assert "/app/cleanup-BaseApp.sh" in data["cleanup-commands"]


def test_the_source_is_this_releases_tag() -> None:
    (source,) = module(APP_NAME)["sources"]
    assert source["type"] == "git"
    assert source["url"] == "https://github.com/spider-qt/spider-qt.git"
    assert source["tag"] == f"v{__version__}", "a new release: point the Flatpak at its tag"


def test_the_wheels_are_the_locked_ones_and_every_dependency_is_there() -> None:
    """PySide6 is the base app's; the rest of pyproject's dependencies come as uv.lock's
    wheels, and every downloaded file has the checksum flatpak-builder verifies."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    needed = {re.split(r"[<>=;\s]", d, maxsplit=1)[0].lower() for d in project["dependencies"]}
    needed.discard("pyside6-essentials")
    locked = locked_wheels()
    sources = module("python3-spider-qt-deps")["sources"]
    given = {}
    for source in sources:
        filename = source["url"].rsplit("/", 1)[1]
        given[filename.split("-", 1)[0].replace("_", "-").lower()] = (source["url"],
                                                                      source["sha256"])
    assert set(given) == needed
    for name, wheel in given.items():
        assert wheel == locked[name], f"{name}: not uv.lock's wheel"
    for mod in manifest()["modules"]:
        for source in mod["sources"]:
            if source["type"] == "file":
                assert source["url"].startswith("https://files.pythonhosted.org/")
                assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source["url"]
    assert module("python3-hatchling")["cleanup"] == ["*"]  # for the build only


def test_the_desktop_files_and_icons_are_installed_under_the_id() -> None:
    text = commands(APP_NAME)
    for source, target in (
            ("packaging/linux/${FLATPAK_ID}.desktop",
             "${FLATPAK_DEST}/share/applications/${FLATPAK_ID}.desktop"),
            ("packaging/linux/${FLATPAK_ID}.metainfo.xml",
             "${FLATPAK_DEST}/share/metainfo/${FLATPAK_ID}.metainfo.xml"),
            ("resources/spider_qt_resources/icons/spider-qt.svg",
             "${FLATPAK_DEST}/share/icons/hicolor/scalable/apps/${FLATPAK_ID}.svg")):
        assert f"install -Dm644 {source} {target}" in text
        assert (ROOT / source.replace("${FLATPAK_ID}", APP_ID)).is_file(), source
    assert "/share/icons/hicolor/${size}x${size}/apps/${FLATPAK_ID}.png" in text
    loop = re.search(r"for size in ([\d ]+); do", text)
    assert loop is not None
    spec = importlib.util.spec_from_file_location(
        "spider_qt_packaging_linux", ROOT / "packaging" / "targets" / "linux.py")
    assert spec is not None and spec.loader is not None
    linux = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(linux)
    assert tuple(int(n) for n in loop[1].split()) == linux.ICON_SIZES  # the .deb's sizes


def test_flatpak_builder_reads_the_manifest(tmp_path: Path) -> None:
    """flatpak-builder's own parser (it writes its state folder where it runs: tmp)."""
    tool = shutil.which("flatpak-builder")
    if tool is None:
        pytest.skip("flatpak-builder is not installed (Debian/Ubuntu: apt-get install "
                    "flatpak-builder)")
    result = subprocess.run([tool, "--show-manifest", str(MANIFEST)], cwd=tmp_path,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)
    assert shown["id"] == APP_ID and shown["finish-args"] == manifest()["finish-args"]
