"""Who keeps a variant key or code letters never depends on the order files are found in."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from spider_qt.engine import new_game
from spider_qt.plugins.host import discover, load_catalog
from spider_qt.plugins.records import PluginRecord
from spider_qt.plugins.sources import Candidate, load_order

VARIANT = '''
from spider_qt.engine import VariantSpec
from spider_qt.plugins import hookimpl

@hookimpl
def spider_qt_register_variants(register):
    register(VariantSpec(key="{key}", name="{key}", letters="{letters}", decks=1,
                         layout=((0, 4),) * 13, deals=()))
'''


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    plugins.chmod(0o755)
    return plugins


def write(path: Path, text: str) -> None:
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    path.chmod(0o644)


def record(plugins: list[PluginRecord], name: str) -> PluginRecord:
    return next(p for p in plugins if p.name == name)


@pytest.mark.parametrize("found_order", ["as-listed", "reversed"])
@pytest.mark.parametrize(("first", "second"), [("a_clone", "z_original"),
                                               ("z_original", "a_clone")])
def test_a_letter_clash_is_decided_by_load_order_alone(
    folder: Path, found_order: str, first: str, second: str
) -> None:
    """Whichever file was written first and whatever order discovery lists them in, the
    plugin earlier in load order (by name, within the folder) keeps the letters."""
    write(folder / f"{first}.py", VARIANT.format(key=first, letters="WW"))
    write(folder / f"{second}.py", VARIANT.format(key=second, letters="WW"))
    candidates = discover(folder)
    if found_order == "reversed":
        candidates.reverse()
    result = load_catalog(candidates=candidates)
    keeper, loser = record(result.plugins, "a_clone"), record(result.plugins, "z_original")
    assert keeper.error is None and keeper.variants == ["a_clone"]
    assert loser.variants == [] and loser.error is not None
    for words in ("code letters 'WW'", "the folder plugin 'a_clone'", str(folder / "a_clone.py"),
                  "the folder plugin 'z_original'", str(folder / "z_original.py"),
                  "loads first", "gives way"):
        assert words in loser.error
    assert new_game(variant="a_clone", catalog=result.catalog).code.startswith("WW1-")


def test_load_order_is_built_ins_then_installed_then_folder_each_by_name() -> None:
    made = [Candidate("b", "folder"), Candidate("a", "folder"), Candidate("z", "installed"),
            Candidate("y", "built-in"), Candidate("c", "installed"), Candidate("x", "built-in")]
    assert [c.name for c in sorted(made, key=load_order)] == ["x", "y", "c", "z", "a", "b"]


def test_a_folder_plugin_gives_way_to_an_installed_one_whatever_the_names(folder: Path) -> None:
    """A key clash across origins: the origin decides, not the name ("a" < "spider")."""
    write(folder / "a_spider.py", VARIANT.format(key="spider", letters="QQ"))
    result = load_catalog(folder=folder)
    clash = record(result.plugins, "a_spider")
    assert clash.error is not None and "variant key 'spider' is already taken" in clash.error
    assert "the built-in plugin 'spider' (spider_qt_builtins.spider)" in clash.error
    assert result.catalog.variant("spider").letters == "SP"


def test_builtins_are_listed_by_name_and_spider_stays_the_default() -> None:
    result = load_catalog()
    builtins = [p.name for p in result.plugins if p.origin == "built-in"]
    assert builtins == sorted(builtins)
    assert new_game(catalog=result.catalog).variant == "spider"  # by its `order`, not by name


def test_the_same_name_twice_keeps_the_one_that_loads_first(folder: Path) -> None:
    write(folder / "spiderette.py", VARIANT.format(key="other", letters="OT"))
    result = load_catalog(folder=folder)
    copy = next(p for p in result.plugins if p.name == "spiderette" and p.origin == "folder")
    assert copy.error is not None
    assert "same name as the built-in plugin 'spiderette'" in copy.error
    assert "which loads first" in copy.error
