"""Card themes reach the host like variants: through the hook, checked at registration,
and from the themes folder; a broken one is one plugin's failure, never the app's.

Qt-free: what a theme looks like is tested in ``tests/ui/test_card_themes.py``.
"""

from __future__ import annotations

import gzip
import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from spider_qt.engine import SpecError, new_game
from spider_qt.plugins import API_VERSION, CardThemeSpec, hookimpl
from spider_qt.plugins.host import LoadResult, discover, load_catalog
from spider_qt.plugins.records import Origin, PluginRecord, Status
from spider_qt.plugins.sources import entry_point_plugins
from spider_qt.plugins.svg_check import read_deck
from spider_qt.plugins.themes import CARD_IDS, CardThemes, card_id, theme_key

Register = Callable[[CardThemeSpec], None]


def deck_svg(ids: tuple[str, ...] = CARD_IDS) -> str:
    """A tiny SVG deck in the per-card-id layout: one rectangle per card, side by side."""
    cards = "".join(f'<rect id="{element}" x="{10 * i}" y="0" width="8" height="11" '
                    f'fill="#{(i * 4) % 256:02x}3366"/>' for i, element in enumerate(ids))
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="12">'
            f"<g>{cards}</g></svg>")


def theme_folder(root: Path, name: str, svg: str | None = None, **files: str) -> Path:
    """``root/themes/name`` holding ``cards.svg`` (a whole deck unless given) and ``files``."""
    folder = root / "themes" / name
    folder.mkdir(parents=True)
    (folder / "cards.svg").write_text(deck_svg() if svg is None else svg, encoding="utf-8")
    for file_name, text in files.items():
        (folder / file_name.replace("_", ".")).write_text(text, encoding="utf-8")
    return folder


def with_builtins(*plugins: tuple[str, object]) -> LoadResult:
    found: list[tuple[PluginRecord, object | None]] = list(entry_point_plugins(
        builtin_only=True))
    found += [(PluginRecord(name, Origin.INSTALLED), plugin) for name, plugin in plugins]
    return load_catalog(found)


def record(result: LoadResult, name: str) -> PluginRecord:
    return next(r for r in result.plugins if r.name == name)


# --- the built-in themes --------------------------------------------------------------------


def test_the_api_version_says_themes_came_in_1_2_and_decks_in_1_3() -> None:
    assert API_VERSION == (1, 3)


def test_the_builtin_themes_come_through_the_hook_classic_first() -> None:
    result = load_catalog()  # card_themes loads cleanly: test_builtin_plugins.py
    assert [spec.key for spec in result.themes] == ["classic", "large_index"]
    assert [spec.name for spec in result.themes] == ["Classic", "Large index"]
    assert all(spec.art is not None and spec.svg is None for spec in result.themes)


def test_the_ids_are_those_of_aisleriot_and_kde() -> None:
    assert (card_id(1, "C"), card_id(10, "D"), card_id(11, "H"), card_id(13, "S")) == (
        "1_club", "10_diamond", "jack_heart", "king_spade")
    assert len(CARD_IDS) == 53 and CARD_IDS[-1] == "back" and len(set(CARD_IDS)) == 53


# --- a plugin's theme -----------------------------------------------------------------------


def test_a_plugins_svg_theme_is_registered(tmp_path: Path) -> None:
    deck = tmp_path / "paris.svg"
    deck.write_text(deck_svg(), encoding="utf-8")

    class Paris:
        @hookimpl
        def spider_qt_register_card_themes(self, register: Register) -> None:
            register(CardThemeSpec(key="paris", name="Paris", svg=deck))

    result = with_builtins(("paris-cards", Paris()))
    assert result.errors == []
    assert record(result, "paris-cards").warnings == []  # it registered something
    assert [spec.key for spec in result.themes] == ["classic", "large_index", "paris"]
    spec = result.themes.get("paris")
    assert spec is not None and spec.svg_path == deck


@pytest.mark.parametrize(("body", "error"), [
    (lambda: 1 / 0, "ZeroDivisionError"),
    (lambda: sys.exit(3), "SystemExit(3): it tried to end spider-qt"),
])
def test_a_theme_hook_that_raises_disables_its_plugin_only(
        body: Callable[[], object], error: str) -> None:
    class Broken:
        @hookimpl
        def spider_qt_register_card_themes(self, register: Register) -> None:
            body()

    result = with_builtins(("broken-cards", Broken()))
    broken = record(result, "broken-cards")
    assert broken.status is Status.FAILED
    assert broken.error is not None and broken.error.startswith(
        "failed in spider_qt_register_card_themes: " + error)
    assert "Traceback" in broken.traceback
    assert [spec.key for spec in result.themes] == ["classic", "large_index"]
    assert new_game("SP1-S4C-AAAAAAD", catalog=result.catalog).variant == "spider"


def test_a_plugin_failing_in_its_themes_takes_its_variants_with_it(tmp_path: Path) -> None:
    """Like a failure in any later hook: nothing of a failed plugin stays."""
    from spider_qt.engine import VariantSpec

    class Half:
        @hookimpl
        def spider_qt_register_variants(self, register: Callable[[VariantSpec], None]) -> None:
            register(VariantSpec(key="tiny", name="Tiny", letters="TY", decks=1,
                                 layout=((0, 4),) * 13, deals=(), suit_options=(4,)))

        @hookimpl
        def spider_qt_register_card_themes(self, register: Register) -> None:
            register(CardThemeSpec(key="gone", name="Gone", svg=tmp_path / "nowhere.svg"))

    result = with_builtins(("half", Half()))
    half = record(result, "half")
    assert half.error is not None and "nowhere.svg does not exist" in half.error
    assert "tiny" not in result.catalog and "gone" not in result.themes


def test_a_taken_theme_key_gives_way_with_both_named() -> None:
    class Again:
        @hookimpl
        def spider_qt_register_card_themes(self, register: Register) -> None:
            register(CardThemeSpec(key="classic", name="Mine", art=object))

    result = with_builtins(("again", Again()))
    error = record(result, "again").error
    assert error is not None and "card theme key 'classic' is taken" in error
    assert "the built-in plugin 'card_themes'" in error and "gives way" in error
    spec = result.themes.get("classic")
    assert spec is not None and spec.name == "Classic"


@pytest.mark.parametrize(("spec", "field", "words"), [
    (CardThemeSpec(key="Paris", name="P", art=object), "key", "lowercase"),
    (CardThemeSpec(key="paris", name=" ", art=object), "name", "name is empty"),
    (CardThemeSpec(key="paris", name="P"), "svg", "exactly one of svg"),
    (CardThemeSpec(key="paris", name="P", art=object, svg="x.svg"), "svg", "exactly one"),
    (CardThemeSpec(key="paris", name="P", art="not callable"), "art", "function"),  # type: ignore[arg-type]
    (CardThemeSpec(key="paris", name="P", art=object, order="1"), "order", "whole"),  # type: ignore[arg-type]
])
def test_a_bad_spec_names_its_field(spec: CardThemeSpec, field: str, words: str) -> None:
    with pytest.raises(SpecError, match=words) as raised:
        CardThemes().add(spec)
    assert raised.value.field == field


def test_register_takes_a_card_theme_spec_only() -> None:
    with pytest.raises(SpecError, match="takes a CardThemeSpec, not dict"):
        CardThemes().add({"key": "x"})  # type: ignore[arg-type]


# --- what an SVG deck must be ---------------------------------------------------------------


@pytest.mark.parametrize(("text", "words"), [
    ("<svg xmlns='http://www.w3.org/2000/svg'><rect id='back'", "not a well-formed SVG"),
    ("not xml at all", "not a well-formed SVG"),
    ("<html><body id='back'/></html>", "root element is not <svg>"),
    (deck_svg(CARD_IDS[:-1]), "no element with the id back"),
    (deck_svg(CARD_IDS[2:]), r"the id 1_spade, 2_spade \("),
    (deck_svg(CARD_IDS[10:]), "the id 1_spade, 2_spade, 3_spade, 4_spade and 6 more"),
])
def test_a_broken_deck_is_refused_with_the_reason(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "deck.svg"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SpecError, match=words):
        read_deck(path)


def test_a_gzip_packed_deck_is_read(tmp_path: Path) -> None:
    path = tmp_path / "deck.svgz"
    path.write_bytes(gzip.compress(deck_svg().encode()))
    read_deck(path)
    path.write_bytes(gzip.compress(deck_svg(CARD_IDS[1:]).encode()))
    with pytest.raises(SpecError, match="1_spade"):
        read_deck(path)


# --- the themes folder ----------------------------------------------------------------------


def test_the_themes_folder_beside_the_plugins_folder_is_discovered(tmp_path: Path) -> None:
    theme_folder(tmp_path, "paris")
    (tmp_path / "themes" / ".hidden").mkdir()
    found = [c for c in discover(tmp_path / "plugins") if c.origin == Origin.FOLDER]
    assert [(c.name, c.location) for c in found] == [
        ("themes/paris", str(tmp_path / "themes" / "paris"))]
    assert [c.name for c in discover(tmp_path / "plugins", safe_mode=True)
            if c.origin == Origin.FOLDER] == []


def test_a_folder_theme_loads_named_by_its_folder(tmp_path: Path) -> None:
    theme_folder(tmp_path, "Oxygen White")
    result = load_catalog(folder=tmp_path / "plugins")
    theme = record(result, "themes/Oxygen White")
    assert theme.ok and theme.warnings == [] and theme.origin == Origin.FOLDER
    spec = result.themes.get("oxygen_white")
    assert spec is not None and spec.name == "Oxygen White"
    assert spec.svg_path == tmp_path / "themes" / "Oxygen White" / "cards.svg"


def test_theme_json_and_index_desktop_name_the_theme_and_its_file(tmp_path: Path) -> None:
    folder = theme_folder(tmp_path, "paris", theme_json=json.dumps(
        {"name": "Paris Salon", "svg": "paris.svg"}))
    (folder / "cards.svg").rename(folder / "paris.svg")
    (folder / "other.svg").write_text("<broken", encoding="utf-8")  # not the one named
    kde = theme_folder(tmp_path, "oxygen", index_desktop=(
        "[KDE Backdeck]\nName=Oxygen (White)\nSVG=oxygen.svgz\n"))
    (kde / "oxygen.svgz").write_bytes(gzip.compress((kde / "cards.svg").read_bytes()))
    (kde / "cards.svg").unlink()
    result = load_catalog(folder=tmp_path / "plugins")
    assert result.errors == []
    names = {spec.key: (spec.name, spec.svg_path) for spec in result.themes}
    assert names["paris"] == ("Paris Salon", folder / "paris.svg")
    assert names["oxygen"] == ("Oxygen (White)", kde / "oxygen.svgz")


@pytest.mark.parametrize(("files", "words"), [
    ({"cards_svg": "<svg"}, "not a well-formed SVG"),
    ({"cards_svg": deck_svg(CARD_IDS[:10])}, "no element with the id"),
    ({"theme_json": "{"}, "theme.json cannot be read"),
    ({"theme_json": '{"svg": "missing.svg"}'}, "missing.svg does not exist"),
])
def test_a_broken_folder_theme_is_a_failed_plugin_of_its_own(
        tmp_path: Path, files: dict[str, str], words: str) -> None:
    theme_folder(tmp_path, "good")
    theme_folder(tmp_path, "bad", svg=files.pop("cards_svg", None), **files)
    result = load_catalog(folder=tmp_path / "plugins")
    bad = record(result, "themes/bad")
    assert bad.status is Status.FAILED and bad.error is not None and words in bad.error
    assert [r.name for r in result.errors] == ["themes/bad"]
    assert [spec.key for spec in result.themes] == ["classic", "large_index", "good"]


def test_a_folder_without_a_deck_says_so(tmp_path: Path) -> None:
    (tmp_path / "themes" / "empty").mkdir(parents=True)
    two = theme_folder(tmp_path, "two")
    (two / "more.svg").write_text(deck_svg(), encoding="utf-8")
    result = load_catalog(folder=tmp_path / "plugins")
    assert "holds no .svg file" in str(record(result, "themes/empty").error)
    assert "holds several .svg files" in str(record(result, "themes/two").error)


def test_a_folder_theme_can_be_switched_off(tmp_path: Path) -> None:
    theme_folder(tmp_path, "paris")
    result = load_catalog(folder=tmp_path / "plugins", disabled=("themes/paris",))
    assert record(result, "themes/paris").status is Status.DISABLED
    assert "paris" not in result.themes
    assert "paris" in result.reload(()).themes


def test_a_folder_theme_whose_key_is_taken_gives_way(tmp_path: Path) -> None:
    theme_folder(tmp_path, "Classic")
    result = load_catalog(folder=tmp_path / "plugins")
    error = record(result, "themes/Classic").error
    assert error is not None and "'classic' is taken" in error and "gives way" in error


@pytest.mark.parametrize(("folder", "key"), [
    ("paris", "paris"), ("Oxygen White", "oxygen_white"), ("2024 deck", "theme_2024_deck"),
    ("Ça-va!", "a_va"), ("x" * 40, "x" * 32)])
def test_a_folder_name_becomes_a_valid_key(folder: str, key: str) -> None:
    made = theme_key(folder)
    assert made == key
    CardThemeSpec(key=made, name=folder, art=object).validate()
