"""The desktop's view of the app: the AppStream metainfo and the menu entry, checked by the
freedesktop tools themselves and held to the app they describe.

Software centres read the metainfo by its id, docks match a window to its menu entry by
the same id, and icon themes look the icon up by it: a copy that drifts from the others
breaks one of them silently, so every copy is compared with ``spider_qt.about.APP_ID``.
Nothing is built here; the tools' tests skip, saying why, where the tool is missing.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from spider_qt.about import APP_ID, APP_NAME, __version__
from spider_qt.app import ensure_app
from spider_qt.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
DESKTOP = LINUX / f"{APP_ID}.desktop"
#: Where the screenshots' URLs point: the repository's main branch, as Flathub fetches them.
RAW_MAIN = "https://raw.githubusercontent.com/spider-qt/spider-qt/main/"
#: appstreamcli's line for one finding: severity, component (and line), tag.
FINDING = re.compile(r"^([EWIP]): (\S+?)(?::(\d+))?: (\S+)")


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def desktop_entry() -> dict[str, str]:
    parser = ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep case
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def appstream_findings(output: str) -> list[tuple[str, str]]:
    """(severity, tag) of each finding in ``appstreamcli validate`` output."""
    return [(m[1], m[4]) for line in output.splitlines() if (m := FINDING.match(line))]


def test_the_finding_parser_reads_appstreamcli_lines() -> None:
    """The validate test below trusts this parser; a format it cannot read would pass
    silently, so it is pinned on the lines appstreamcli 0.16 and 1.0 print."""
    output = ("W: io.github.x.y:12: description-first-para-too-short\n"
              "   The first paragraph is short.\n"
              "E: io.github.x.y: cid-missing-affiliation-gnome\n"
              "I: io.github.x.y:10: cid-contains-hyphen io.github.x.y\n"
              "\u2716 Validation failed: errors: 1, warnings: 1, infos: 1\n")
    assert appstream_findings(output) == [
        ("W", "description-first-para-too-short"), ("E", "cid-missing-affiliation-gnome"),
        ("I", "cid-contains-hyphen")]


def test_appstreamcli_finds_no_error_and_no_warning() -> None:
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed (Debian/Ubuntu: apt-get install appstream)")
    result = subprocess.run([tool, "validate", "--explain", "--no-net", str(METAINFO)],
                            capture_output=True, text=True, timeout=60)
    output = result.stdout + result.stderr
    findings = appstream_findings(output)
    assert not [f for f in findings if f[0] in "EW"], output
    assert result.returncode == 0, output
    assert "Validation was successful" in output, output


def test_desktop_file_validate_finds_no_error_and_no_warning() -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed "
                    "(Debian/Ubuntu: apt-get install desktop-file-utils)")
    result = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True, timeout=60)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    problems = [line for line in output.splitlines()
                if re.search(r"\b(error|warning):", line, re.IGNORECASE)]
    assert not problems, output


def test_every_copy_of_the_app_id_is_the_same() -> None:
    """The component, the menu entry's file and icon, and the other packagings' ids
    (the Flatpak's: test_flatpak.py)."""
    root = metainfo()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert sorted(p.name for p in LINUX.iterdir()) == sorted([DESKTOP.name, METAINFO.name])
    entry = desktop_entry()
    assert entry["Icon"] == APP_ID
    linux = (ROOT / "packaging" / "targets" / "linux.py").read_text(encoding="utf-8")
    macos = (ROOT / "packaging" / "targets" / "macos.py").read_text(encoding="utf-8")
    spec = (ROOT / "packaging" / "spider-qt.spec").read_text(encoding="utf-8")
    assert f'APP_ID: Final = "{APP_ID}"' in linux
    assert f'BUNDLE_ID: Final = "{APP_ID}"' in macos
    assert f'bundle_identifier="{APP_ID}"' in spec


def test_a_wayland_dock_is_told_the_menu_entrys_name(qapp: QApplication) -> None:
    """Qt passes the desktop file name to the compositor as the window's app id."""
    assert ensure_app().desktopFileName() == DESKTOP.stem


def test_the_menu_entry_starts_the_command_in_the_games_menu() -> None:
    entry = desktop_entry()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "project"]["scripts"]
    assert entry["Exec"] == APP_NAME and APP_NAME in scripts
    assert metainfo().findtext("provides/binary") == APP_NAME
    assert entry["Categories"] == "Game;CardGame;"
    assert [c.text for c in metainfo().iterfind("categories/category")] == ["Game", "CardGame"]
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert entry["Name"] == metainfo().findtext("name")


def test_the_newest_release_is_this_version() -> None:
    releases = metainfo().findall("releases/release")
    assert releases, "no <release>"
    versions = [r.get("version") or "" for r in releases]
    assert versions[0] == __version__, (
        f"spider_qt/about.py says {__version__}: add its <release> to {METAINFO.name}")
    assert versions == sorted(versions, key=version_key, reverse=True), "newest first"
    days = [date.fromisoformat(r.get("date") or "") for r in releases]
    assert days == sorted(days, reverse=True)
    assert all(r.find("description/p") is not None for r in releases)


def test_the_languages_are_the_apps() -> None:
    """English is the source language, which AppStream leaves out of the list."""
    listed = [lang.text for lang in metainfo().iterfind("languages/lang")]
    assert sorted(listed) == sorted(code for code in LANGUAGES if code != "en")


def test_every_screenshot_is_a_file_in_the_repository() -> None:
    """Flathub downloads each one when it builds: a URL to a missing file fails there."""
    shots = metainfo().findall("screenshots/screenshot")
    assert [s.get("type") for s in shots].count("default") == 1
    assert shots[0].get("type") == "default"
    for shot in shots:
        url = shot.findtext("image") or ""
        assert url.startswith(RAW_MAIN), url
        path = ROOT / url.removeprefix(RAW_MAIN)
        assert path.parent == ROOT / "docs" / "screenshots", url
        assert path.is_file(), f"{url}: no {path.relative_to(ROOT)}"
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", url
        assert (shot.findtext("caption") or "").strip(), f"{url} has no caption"


def test_the_licences_and_the_content_rating() -> None:
    root = metainfo()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert root.findtext("project_license") == project["license"] == "GPL-3.0-or-later"
    assert root.findtext("metadata_license") == "CC0-1.0"
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    assert list(rating) == [], "a card game: no violence, language, money or sharing"
