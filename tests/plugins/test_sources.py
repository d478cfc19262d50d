"""The user's plugins folder: private imports, isolation, and the permission check."""

from __future__ import annotations

import json
import os
import sys
import textwrap
from pathlib import Path

import pytest

from spider_qt.engine import new_game
from spider_qt.plugins.host import load_catalog, safe_mode_requested
from spider_qt.plugins.sources import PRIVATE_PREFIX

VARIANT = '''
"""Beetle: a test variant from the plugins folder."""
from spider_qt.engine import VariantSpec
from spider_qt.plugins import hookimpl

__version__ = "1.2"

@hookimpl
def spider_qt_register_variants(register):
    register(VariantSpec(key="{key}", name="{name}", letters="{letters}", decks=1,
                         layout=((0, 4),) * 13, deals=()))
'''


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    plugins = tmp_path / "plugins"
    plugins.mkdir(mode=0o755)
    plugins.chmod(0o755)
    return plugins


def write(path: Path, text: str) -> Path:
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    path.chmod(0o644)
    return path


def record(result: object, name: str) -> object:
    return next(p for p in result.plugins if p.name == name)  # type: ignore[attr-defined]


def test_a_single_file_plugin_loads_under_a_private_name(folder: Path) -> None:
    write(folder / "beetle.py", VARIANT.format(key="beetle", name="Beetle", letters="BE"))
    result = load_catalog(folder=folder)
    beetle = record(result, "beetle")
    assert (beetle.origin, beetle.version, beetle.error) == ("folder", "1.2", None)
    assert beetle.summary == "Beetle: a test variant from the plugins folder."
    assert beetle.variants == ["beetle"]
    assert new_game(variant="beetle", catalog=result.catalog).code.startswith("BE1-S1-")
    assert PRIVATE_PREFIX + "beetle" in sys.modules and "beetle" not in sys.modules


def test_a_plugin_named_like_a_standard_module_shadows_nothing(folder: Path) -> None:
    write(folder / "json.py", VARIANT.format(key="jsonish", name="Jsonish", letters="JS"))
    result = load_catalog(folder=folder)
    assert record(result, "json").error is None
    assert sys.modules["json"] is json and json.dumps([1]) == "[1]"


def test_a_package_plugin_with_relative_imports(folder: Path) -> None:
    package = folder / "weevil"
    package.mkdir()
    package.chmod(0o755)
    write(package / "spec.py", '''
        from spider_qt.engine import VariantSpec
        WEEVIL = VariantSpec(key="weevil", name="Weevil", letters="WV", decks=1,
                             layout=((0, 4),) * 13, deals=())
        ''')
    write(package / "__init__.py", '''
        """Weevil, a package plugin."""
        from spider_qt.plugins import hookimpl
        from .spec import WEEVIL

        @hookimpl
        def spider_qt_register_variants(register):
            register(WEEVIL)
        ''')
    result = load_catalog(folder=folder)
    assert record(result, "weevil").error is None and "weevil" in result.catalog


def test_a_broken_folder_plugin_only_disables_itself(folder: Path) -> None:
    write(folder / "broken.py", "import nonexistent_module_xyz\n")
    write(folder / "beetle.py", VARIANT.format(key="beetle", name="Beetle", letters="BE"))
    result = load_catalog(folder=folder)
    broken = record(result, "broken")
    assert "ModuleNotFoundError" in broken.error and "nonexistent_module_xyz" in broken.error
    assert "beetle" in result.catalog and "spider" in result.catalog
    assert PRIVATE_PREFIX + "broken" not in sys.modules


def test_a_name_taken_by_a_builtin_is_refused(folder: Path) -> None:
    write(folder / "spider.py", VARIANT.format(key="spider2", name="Spider 2", letters="ZZ"))
    result = load_catalog(folder=folder)
    clash = next(p for p in result.plugins if p.name == "spider" and p.origin == "folder")
    assert "same name as the built-in plugin 'spider'" in clash.error
    assert "spider2" not in result.catalog and "spider" in result.catalog


def test_files_that_are_not_plugins_are_ignored(folder: Path) -> None:
    write(folder / "notes.txt", "not python")
    write(folder / "_private.py", "raise RuntimeError('never imported')\n")
    (folder / "__pycache__").mkdir()
    (folder / "empty_dir").mkdir()
    result = load_catalog(folder=folder)
    assert {p.origin for p in result.plugins} == {"built-in"}


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_folder_others_can_write_is_refused(folder: Path) -> None:
    write(folder / "beetle.py", VARIANT.format(key="beetle", name="Beetle", letters="BE"))
    folder.chmod(0o777)
    result = load_catalog(folder=folder)
    refused = record(result, "plugins folder")
    assert "can be changed by other users" in refused.error and "chmod go-w" in refused.error
    assert "beetle" not in result.catalog and "spider" in result.catalog


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_plugin_file_others_can_write_is_refused(folder: Path) -> None:
    path = write(folder / "beetle.py", VARIANT.format(key="beetle", name="Beetle", letters="BE"))
    path.chmod(0o666)
    result = load_catalog(folder=folder)
    assert "can be changed by other users" in record(result, "beetle").error
    assert "beetle" not in result.catalog


def test_safe_mode_skips_the_folder(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write(folder / "beetle.py", VARIANT.format(key="beetle", name="Beetle", letters="BE"))
    assert "beetle" not in load_catalog(folder=folder, safe_mode=True).catalog
    monkeypatch.setenv("SPIDER_QT_SAFE_MODE", "1")
    assert safe_mode_requested() is True
    monkeypatch.setenv("SPIDER_QT_SAFE_MODE", "0")
    assert safe_mode_requested() is False and safe_mode_requested(True) is True


def test_a_switched_off_folder_plugin_is_listed_not_imported(folder: Path) -> None:
    write(folder / "loud.py", "raise SystemExit('must not run')\n")
    result = load_catalog(folder=folder, disabled={"loud"})
    loud = record(result, "loud")
    assert loud.enabled is False and loud.error is None
