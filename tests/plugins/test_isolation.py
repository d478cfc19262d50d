"""Nothing a plugin does stops the app: sys.exit, argparse, Ctrl+C; and what it costs is timed."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from spider_qt.engine import VariantSpec
from spider_qt.plugins import hookimpl
from spider_qt.plugins.host import PluginsInterrupted, discover, load_catalog
from spider_qt.plugins.records import PluginRecord
from spider_qt.plugins.sources import entry_point_plugins

GOOD = '''
from spider_qt.engine import VariantSpec
from spider_qt.plugins import hookimpl

@hookimpl
def spider_qt_register_variants(register):
    register(VariantSpec(key="beetle", name="Beetle", letters="BE", decks=1,
                         layout=((0, 4),) * 13, deals=()))
'''


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    plugins.chmod(0o755)
    return plugins


def write(path: Path, text: str) -> Path:
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    path.chmod(0o644)
    return path


def record(plugins: list[PluginRecord], name: str) -> PluginRecord:
    return next(p for p in plugins if p.name == name)


@pytest.mark.parametrize(("code", "shown"), [
    ("import sys; sys.exit()", "SystemExit(None)"),
    ("import sys; sys.exit(0)", "SystemExit(0)"),
    ("import sys; sys.exit(1)", "SystemExit(1)"),
    ("raise SystemExit('bye')", "SystemExit('bye')"),
    ("import argparse; argparse.ArgumentParser().parse_args(['--nope'])", "SystemExit(2)"),
    ("import os; raise GeneratorExit", "GeneratorExit"),
], ids=["exit", "exit-0", "exit-1", "exit-text", "argparse", "generator-exit"])
def test_a_plugin_ending_the_app_at_import_is_disabled(
    folder: Path, code: str, shown: str, capsys: pytest.CaptureFixture[str]
) -> None:
    write(folder / "quitter.py", code + "\n")
    write(folder / "beetle.py", GOOD)
    result = load_catalog(folder=folder)
    quitter = record(result.plugins, "quitter")
    assert quitter.error is not None and quitter.error.startswith("could not be imported: ")
    assert shown in quitter.error
    assert "Traceback (most recent call last)" in quitter.traceback
    assert "quitter.py" in quitter.traceback
    assert "beetle" in result.catalog and "spider" in result.catalog
    assert result.errors == [quitter]


def test_sys_exit_in_a_hook_disables_the_plugin() -> None:
    class Exits:
        @hookimpl
        def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
            sys.exit(1)

    result = load_catalog([*entry_point_plugins(), (PluginRecord("exits", "test"), Exits())])
    exits = record(result.plugins, "exits")
    assert exits.error is not None
    assert exits.error.startswith("failed in spider_qt_register_variants: SystemExit(1)")
    assert "sys.exit(1)" in exits.traceback
    assert "spider" in result.catalog


def test_plugins_see_only_the_program_name_in_argv(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plugin parsing the command line at import finds no options of the app's."""
    write(folder / "parses.py", "import argparse, sys\nSEEN = list(sys.argv)\n"
                                "ARGS = argparse.ArgumentParser().parse_args()\n" + GOOD)
    monkeypatch.setattr(sys, "argv", ["/usr/bin/spider-qt", "--profile", "/somewhere"])
    result = load_catalog(folder=folder)
    assert record(result.plugins, "parses").error is None
    assert sys.modules["spider_qt_user_plugin__parses"].SEEN == ["/usr/bin/spider-qt"]
    assert sys.argv == ["/usr/bin/spider-qt", "--profile", "/somewhere"]  # restored after


def test_ctrl_c_is_recorded_against_the_plugin_then_honoured(folder: Path) -> None:
    write(folder / "a_good.py", GOOD)
    write(folder / "b_hangs.py", "raise KeyboardInterrupt\n")
    write(folder / "c_after.py", "raise RuntimeError('never imported')\n")
    with pytest.raises(PluginsInterrupted) as stopped:
        load_catalog(folder=folder)
    hangs = stopped.value.record
    assert hangs.name == "b_hangs" and hangs.error is not None
    assert "KeyboardInterrupt" in hangs.error and "Traceback" in hangs.traceback
    assert [p.name for p in stopped.value.plugins][-2:] == ["a_good", "b_hangs"]
    assert "spider_qt_user_plugin__c_after" not in sys.modules  # nothing ran after it


def test_each_plugin_s_load_time_is_recorded(folder: Path) -> None:
    write(folder / "slowish.py", "import time; time.sleep(0.05)\n" + GOOD)
    result = load_catalog(folder=folder)
    slowish = record(result.plugins, "slowish")
    assert slowish.load_seconds >= 0.05
    assert not slowish.slow  # named in the dialog only past a second
    assert all(p.load_seconds >= 0 for p in result.plugins)


def test_loading_again_imports_nothing_twice(folder: Path, tmp_path: Path) -> None:
    log = tmp_path / "imports.log"
    def logs(word: str) -> str:
        return f"with open({str(log)!r}, 'a') as log:\n    log.write({word + chr(10)!r})\n"

    write(folder / "counted.py", logs("imported") + GOOD)
    write(folder / "later.py", logs("later"))
    first = load_catalog(candidates=discover(folder), disabled={"later"})
    assert "beetle" in first.catalog
    off = first.reload(disabled={"counted", "later"})
    assert "beetle" not in off.catalog and record(off.plugins, "counted").enabled is False
    on = off.reload(disabled=())
    again = on.reload(disabled=())
    assert "beetle" in again.catalog
    assert log.read_text().splitlines() == ["imported", "later"]  # each once, when first needed
