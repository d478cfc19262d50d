"""A plugin that does nothing by mistake is told so: warnings, and failures in full."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from spider_qt.plugins.host import load_catalog
from spider_qt.plugins.records import PluginRecord

SPEC = '''
from spider_qt.engine import VariantSpec
from spider_qt.plugins import hookimpl

BEETLE = VariantSpec(key="beetle", name="Beetle", letters="BE", decks=1,
                     layout=((0, 4),) * 13, deals=())
'''


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    plugins.chmod(0o755)
    return plugins


def load(folder: Path, name: str, body: str) -> PluginRecord:
    path = folder / f"{name}.py"
    path.write_text(SPEC + textwrap.dedent(body), encoding="utf-8")
    path.chmod(0o644)
    result = load_catalog(folder=folder)
    return next(p for p in result.plugins if p.name == name)


def test_a_hook_without_hookimpl_is_a_warning(folder: Path) -> None:
    plugin = load(folder, "forgot", '''
        def spider_qt_register_variants(register):
            register(BEETLE)
        ''')
    assert plugin.error is None and plugin.status == "enabled"
    assert any("spider_qt_register_variants looks like a hook but is not marked @hookimpl"
               in w for w in plugin.warnings)
    assert any(w.startswith("registered nothing") for w in plugin.warnings)


def test_a_misspelled_hook_without_hookimpl_names_the_real_hooks(folder: Path) -> None:
    plugin = load(folder, "typo", '''
        def spider_qt_register_variant(register):
            register(BEETLE)
        ''')
    (warning, *_) = plugin.warnings
    assert "spider_qt_register_variant looks like a hook" in warning
    assert "the hooks are " in warning and "spider_qt_register_variants" in warning


def test_returning_the_specs_instead_of_registering_them_is_a_warning(folder: Path) -> None:
    plugin = load(folder, "returns", '''
        @hookimpl
        def spider_qt_register_variants(register):
            return [BEETLE]
        ''')
    assert plugin.error is None and plugin.variants == []
    assert any("spider_qt_register_variants returned a value instead of calling register"
               in w for w in plugin.warnings)
    assert any(w.startswith("registered nothing") for w in plugin.warnings)


def test_a_plugin_that_registers_is_not_warned(folder: Path) -> None:
    plugin = load(folder, "fine", '''
        @hookimpl
        def spider_qt_register_variants(register):
            register(BEETLE)
        ''')
    assert plugin.warnings == [] and plugin.variants == ["beetle"]


def test_a_failure_keeps_its_whole_traceback(folder: Path) -> None:
    plugin = load(folder, "raises", '''
        def helper():
            raise LookupError("deep inside")

        @hookimpl
        def spider_qt_register_variants(register):
            helper()
        ''')
    assert plugin.error == "failed in spider_qt_register_variants: LookupError: deep inside"
    trace = plugin.traceback
    assert trace.startswith("Traceback (most recent call last):")
    assert "in helper" in trace and "raises.py" in trace
    assert trace.rstrip().endswith("LookupError: deep inside")
