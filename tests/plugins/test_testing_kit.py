"""spider_qt.testing: a plugin under test loads as the app loads it, beside the built-ins only."""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest
from pytestqt.qtbot import QtBot

from spider_qt import i18n
from spider_qt.engine import RuleSpec, StateError, VariantSpec
from spider_qt.plugins import hookimpl
from spider_qt.plugins.records import Origin
from spider_qt.testing import PluginLoadError, builtin_catalog, plugin_catalog, plugin_kit

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "tests" / "plugin_dist"
ARACHNID = (DIST / "src" / "spider_qt_arachnid" / "__init__.py").read_text(encoding="utf-8")
BUILTINS = [v.key for v in builtin_catalog()]


@pytest.fixture
def arachnid_module(monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """The test distribution's module, imported from its source folder."""
    monkeypatch.syspath_prepend(str(DIST / "src"))
    sys.modules.pop("spider_qt_arachnid", None)
    yield importlib.import_module("spider_qt_arachnid")
    sys.modules.pop("spider_qt_arachnid", None)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """``spider-qt-arachnid`` installed by uv into a folder put on ``sys.path``."""
    uv = shutil.which("uv")
    if uv is None:
        pytest.skip("uv is needed to build and install the test distribution")
    target = tmp_path_factory.mktemp("site")
    subprocess.run([uv, "pip", "install", "--quiet", "--no-deps", "--python", sys.executable,
                    "--target", str(target), str(DIST)], check=True, timeout=300)
    sys.path.insert(0, str(target))
    importlib.invalidate_caches()
    yield target
    sys.path.remove(str(target))
    sys.modules.pop("spider_qt_arachnid", None)


def test_without_sources_it_is_the_builtins_alone() -> None:
    kit = plugin_kit()
    assert kit.names == () and kit.records == [] and kit.variants == ()
    assert {"spider", "spiderette"} <= set(BUILTINS)
    assert [v.key for v in kit.catalog] == BUILTINS
    assert kit.default_variant == "spider" and kit.new_game(deal=3).code == "SP1-S1C-AAAAAAD"


def test_a_builtin_may_be_tested_alone() -> None:
    kit = plugin_kit("spiderette", builtins=False)
    assert kit.record().origin == Origin.BUILT_IN and kit.variants == ("spiderette",)
    assert [v.key for v in kit.catalog] == ["spiderette"]
    assert plugin_kit("spiderette").names == ()  # with the built-ins: loaded already


def test_a_module_object(arachnid_module: ModuleType) -> None:
    kit = plugin_kit(arachnid_module)
    record = kit.record()
    assert (record.name, record.origin, record.error) == ("spider_qt_arachnid", "installed", None)
    assert record.summary.startswith("Arachnid: one deck in six columns")
    assert kit.variants == ("arachnid",) and kit.default_variant == "arachnid"
    assert [v.key for v in kit.catalog] == [*BUILTINS, "arachnid"]
    game = kit.new_game(deal=5)
    assert game.code == "AR1-S1-AAAAAAF" and [len(c) for c in game.columns] == [5] * 6


def test_a_plugin_object_and_no_builtins() -> None:
    tiny = VariantSpec(key="tiny", name="Tiny", letters="TY", decks=1,
                       layout=((0, 4),) * 13, deals=(), suit_options=(4,))

    class Tiny:
        @hookimpl
        def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
            register(tiny)

    kit = plugin_kit(Tiny(), builtins=False)
    assert [v.key for v in kit.catalog] == ["tiny"] and kit.record().name == "Tiny"
    assert plugin_catalog(Tiny()).variant("tiny") == tiny


def test_a_drop_in_file_loads_as_from_a_plugins_folder(tmp_path: Path) -> None:
    """Copied into a private folder: an author's folder others may write is no obstacle,
    and the author's file is neither moved nor changed."""
    source = tmp_path / "work"
    source.mkdir()
    plugin = source / "arachnid.py"
    plugin.write_text(ARACHNID + '\n__version__ = "2.1"\n', encoding="utf-8")
    source.chmod(0o777)
    plugin.chmod(0o666)
    kit = plugin_kit(plugin, workdir=tmp_path / "kit")
    record = kit.record("arachnid")
    assert (record.origin, record.version, record.error) == (Origin.FOLDER, "2.1", None)
    assert Path(record.location).parent.parent == tmp_path / "kit"
    assert "spider_qt_user_plugin__arachnid" in sys.modules
    assert plugin.stat().st_mode & 0o777 == 0o666


def test_a_drop_in_package_brings_its_files(tmp_path: Path) -> None:
    package = tmp_path / "arachnid"
    (package / "translations").mkdir(parents=True)
    (package / "specs.py").write_text(ARACHNID.split("\n\n@hookimpl")[0], encoding="utf-8")
    (package / "__init__.py").write_text(
        '"""Arachnid, in parts."""\nfrom spider_qt.plugins import hookimpl\n'
        "from .specs import ARACHNID\n\n@hookimpl\ndef spider_qt_register_variants(register):\n"
        "    register(ARACHNID)\n", encoding="utf-8")
    (package / "translations" / "arachnid_cs.qm").write_bytes(b"not checked here")
    kit = plugin_kit(package)
    assert kit.variants == ("arachnid",)
    copy = Path(kit.record().location)
    assert (copy / "translations" / "arachnid_cs.qm").read_bytes() == b"not checked here"


def test_a_single_file_brings_its_own_translations_only(tmp_path: Path) -> None:
    (tmp_path / "translations").mkdir()
    (tmp_path / "arachnid.py").write_text(ARACHNID, encoding="utf-8")
    for name in ("arachnid_cs.qm", "arachnid_it.qm", "other_cs.qm"):
        (tmp_path / "translations" / name).write_bytes(b"")
    copy = Path(plugin_kit(tmp_path / "arachnid.py").record().location)
    assert sorted(p.name for p in (copy.parent / "translations").iterdir()) == [
        "arachnid_cs.qm", "arachnid_it.qm"]


def test_an_installed_distribution_by_its_entry_point_name(installed: Path) -> None:
    kit = plugin_kit("arachnid")
    record = kit.record()
    assert (record.name, record.origin, record.version) == ("arachnid", "installed", "0.3.0")
    assert {r.origin for r in kit.result.plugins} == {Origin.BUILT_IN, Origin.INSTALLED}
    assert kit.new_game(deal=5).code == "AR1-S1-AAAAAAF"


def test_what_is_not_a_plugin_is_refused_with_a_hint(tmp_path: Path) -> None:
    with pytest.raises(LookupError, match=r"pass a pathlib\.Path"):
        plugin_kit("will_o_the_wisp.py")
    with pytest.raises(LookupError, match=r"no installed distribution .* 'nope'"):
        plugin_kit("nope")
    with pytest.raises(ValueError, match="is not a plugin"):
        plugin_kit(tmp_path)
    (tmp_path / "_private.py").write_text("", encoding="utf-8")
    with pytest.raises(ValueError, match="skips it"):
        plugin_kit(tmp_path / "_private.py")


class RaisesInHook:
    @hookimpl
    def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
        raise RuntimeError("boom")


class ForgotTheMarker:
    def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
        raise AssertionError("never called")


class RuleForAMissingVariant:
    @hookimpl
    def spider_qt_register_rules(self, register: Callable[[RuleSpec], None]) -> None:
        register(RuleSpec(key="web", name="Web", letter="W", variants=("arachnid",),
                          suits=(1,), group="descending-run"))


@pytest.mark.parametrize(("plugin", "words"), [
    (RaisesInHook(), "RuntimeError: boom"),
    (ForgotTheMarker(), "not marked @hookimpl"),
    (RuleForAMissingVariant(), "wait for variants that are not loaded (arachnid)"),
], ids=["raises", "no-hookimpl", "waiting-rule"])
def test_a_plugin_that_does_not_load_cleanly_fails_the_test(plugin: object, words: str) -> None:
    with pytest.raises(PluginLoadError) as caught:
        plugin_kit(plugin)
    assert words in str(caught.value)
    assert [r.name for r in caught.value.records] == [type(plugin).__name__]
    kit = plugin_kit(plugin, check=False)  # for tests of how a plugin fails
    assert kit.record().variants == [] and [v.key for v in kit.catalog] == BUILTINS


def test_the_traceback_is_in_the_report() -> None:
    with pytest.raises(PluginLoadError) as caught:
        plugin_kit(RaisesInHook())
    assert 'raise RuntimeError("boom")' in str(caught.value)


def test_a_position_takes_the_variants_defaults(arachnid_module: ModuleType) -> None:
    kit = plugin_kit(arachnid_module)
    game = kit.position([["KS", "QS"], ["#5S", "4S"], [], [], [], ["AS"]])  # one suit
    assert (game.variant, game.suits, game.score, game.rule) == ("arachnid", 1, 500, "classic")
    assert [len(c) for c in game.columns] == [2, 2, 0, 0, 0, 1]
    assert not game.columns[1][0].face_up
    spider = kit.position([["KS"]] * 2 + [[]] * 8, variant="spider", suits=4, score=7)
    assert (spider.variant, spider.suits, spider.score) == ("spider", 4, 7)
    with pytest.raises(StateError, match="appears"):
        kit.position([["KS"]] * 6)  # one deck has one king of spades


def test_the_engine_helpers_need_neither_qt_nor_pytest() -> None:
    """An author's script or another test runner: no Qt, no pytest, no window."""
    code = ("import sys; sys.modules['pytest'] = None; sys.modules['PySide6'] = None\n"
            "from pathlib import Path\n"
            "from spider_qt.testing import plugin_kit\n"
            f"kit = plugin_kit(Path({str(DIST / 'src' / 'spider_qt_arachnid')!r}))\n"
            "print(kit.new_game(deal=5).code)\n")
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "AR1-S1-AAAAAAF"


def test_the_board_is_the_apps_window_without_a_profile(arachnid_module: ModuleType,
                                                        qtbot: QtBot,
                                                        private_profile: Path) -> None:
    kit = plugin_kit(arachnid_module)
    window = kit.board(kit.new_game(deal=5))
    qtbot.addWidget(window)
    assert window.isVisible() and window.game.code == "AR1-S1-AAAAAAF"
    assert window.options.animations is False
    assert window.windowTitle().startswith("Arachnid")
    window.controller.deal()
    assert window.game.stock == 16
    window.close()
    assert not private_profile.exists()  # nothing read or written: a test is no player


def test_a_help_page_leaves_the_language_as_it_was(arachnid_module: ModuleType) -> None:
    kit = plugin_kit(arachnid_module)
    before = i18n.current()
    page = kit.help_page("rules", language="cs")
    assert "Arachnid" in page and "<h1" in page
    assert i18n.current() == before
