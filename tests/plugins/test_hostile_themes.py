"""Card themes made to harm: each is refused when it is registered, with a one-line reason,
before QtSvg sees a byte of it; a good deck as editors write them still loads.

Qt-free. What the real command does with them is :mod:`test_hostile_theme_start`; what a
deck costs once Qt draws it (the time limits) is ``tests/ui/test_theme_limits.py``.
"""

from __future__ import annotations

import os
import threading
import tracemalloc
from pathlib import Path

import pytest
from hostile_decks import (
    HOSTILE,
    PNG_1X1,
    deck,
    embedded,
    kde_deck,
    packed,
    padded_deck,
    theme,
    unpacking_bomb,
)

from spider_qt.engine import SpecError
from spider_qt.plugins.host import load_catalog
from spider_qt.plugins.records import Status
from spider_qt.plugins.svg_check import MAX_ABOUT_BYTES, MAX_SVG_BYTES, read_deck
from spider_qt.plugins.themes import CARD_IDS, CardThemeSpec

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX's")


def refusal(path: Path) -> str:
    """What :func:`read_deck` says of ``path``; fails the test if it accepts it."""
    with pytest.raises(SpecError) as raised:
        read_deck(path, "card theme 'x'")
    message = str(raised.value)
    assert raised.value.field == "svg"
    assert "\n" not in message and message.startswith("card theme 'x': ")
    assert f" {path} " in message
    return message


def write(tmp_path: Path, content: str | bytes, name: str = "cards.svg") -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def folder_error(root: Path, name: str) -> str:
    """The error of the theme folder ``themes/name`` under ``root`` once loaded."""
    result = load_catalog(folder=root / "plugins")
    record = next(r for r in result.plugins if r.name == f"themes/{name}")
    assert record.status is Status.FAILED and record.error is not None, record
    assert "\n" not in record.error
    assert all(not spec.key.startswith(name.lower()) for spec in result.themes)
    return record.error


# --- what every hostile deck is refused for ---------------------------------------------------


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_deck_is_refused_with_its_reason(tmp_path: Path, name: str) -> None:
    text, words = HOSTILE[name]
    assert words in refusal(write(tmp_path, text))


@pytest.mark.parametrize("name", ["passwd_image", "self_pattern", "big_entity", "use_bomb"])
def test_packing_a_hostile_deck_hides_nothing(tmp_path: Path, name: str) -> None:
    text, words = HOSTILE[name]
    assert words in refusal(write(tmp_path, packed(text), "cards.svgz"))


def test_a_refusal_is_the_theme_plugins_failure_in_one_line(tmp_path: Path) -> None:
    theme(tmp_path, "spy", {"cards.svg": HOSTILE["passwd_image"][0]})
    theme(tmp_path, "fine", {"cards.svg": deck()})
    error = folder_error(tmp_path, "spy")
    assert error.startswith("failed in spider_qt_register_card_themes: SpecError: card theme "
                            "'spy': ")
    assert "has an <image> of '/etc/passwd'" in error
    assert "fine" in load_catalog(folder=tmp_path / "plugins").themes


def test_a_plugins_own_svg_theme_is_checked_the_same(tmp_path: Path) -> None:
    spec = CardThemeSpec(key="spy", name="Spy", svg=write(tmp_path, HOSTILE["self_use"][0]))
    with pytest.raises(SpecError, match="refers to itself through #loop → #loop"):
        spec.validate()


# --- size -------------------------------------------------------------------------------------


def test_a_deck_past_5_mib_is_refused_and_one_at_the_limit_is_not(tmp_path: Path) -> None:
    assert MAX_SVG_BYTES == 5 << 20
    path = write(tmp_path, padded_deck(MAX_SVG_BYTES + 1))
    assert path.stat().st_size == MAX_SVG_BYTES + 1
    assert "is larger than 5 MiB" in refusal(path)
    path = write(tmp_path, padded_deck(MAX_SVG_BYTES))
    assert path.stat().st_size == MAX_SVG_BYTES
    assert read_deck(path) == path.read_bytes()


def test_a_small_svgz_that_unpacks_past_the_limit_is_stopped_early(tmp_path: Path) -> None:
    bomb = write(tmp_path, unpacking_bomb(64 << 20), "cards.svgz")
    assert bomb.stat().st_size < 200_000
    tracemalloc.start()
    try:
        words = refusal(bomb)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert "unpacks to more than 5 MiB" in words
    assert peak < 3 * MAX_SVG_BYTES  # 64 MiB unpacked whole would be 13 times that


def test_an_svgz_deck_is_checked_unpacked_and_its_unpacked_bytes_returned(
        tmp_path: Path) -> None:
    text = deck(f'<image xlink:href="{embedded(b"GIF89a" + bytes(20), "image/gif")}"/>')
    assert read_deck(write(tmp_path, packed(text), "cards.svgz")) == text.encode()


def test_text_past_5_mib_once_entities_expand_is_refused(tmp_path: Path) -> None:
    """Short entities used millions of times: each stays small, the document does not."""
    uses = "&e;" * ((MAX_SVG_BYTES - 8000) // 3)
    text = deck(f"<text>{uses}</text>", head='<!DOCTYPE svg [<!ENTITY e "0123456789">]>')
    assert len(text) < MAX_SVG_BYTES
    assert "grows past 5 MiB of text once its entities are expanded" in refusal(
        write(tmp_path, text))


# --- what is not a deck file ------------------------------------------------------------------


@posix_only
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "cards.svg"
    os.mkfifo(fifo)
    said: list[str] = []
    reader = threading.Thread(target=lambda: said.append(refusal(fifo)), daemon=True)
    reader.start()
    reader.join(timeout=5)
    assert not reader.is_alive(), "read_deck opened the FIFO and waits for a writer"
    assert said and "is not a regular file" in said[0]


@posix_only
def test_a_link_to_a_device_is_refused_unread(tmp_path: Path) -> None:
    link = tmp_path / "cards.svg"
    link.symlink_to("/dev/zero")
    assert "is not a regular file" in refusal(link)


@pytest.mark.parametrize(("content", "words"), [
    (deck()[:700], "is not a well-formed SVG file (unclosed token: line 1"),
    (packed(deck())[:300], "cannot be unpacked (Compressed file ended before"),
    (b"\x1f\x8b" + bytes(40), "cannot be unpacked"),
    (deck().encode("utf-16")[:-3], "is not a well-formed SVG file"),
])
def test_a_truncated_or_corrupt_deck_is_refused(tmp_path: Path, content: str | bytes,
                                                words: str) -> None:
    assert words in refusal(write(tmp_path, content))


def test_a_missing_deck_is_named(tmp_path: Path) -> None:
    assert "the SVG file" in refusal(tmp_path / "gone.svg")
    assert "does not exist" in refusal(tmp_path / "gone.svg")


# --- a folder theme's files stay in its folder ------------------------------------------------


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A valid deck beside the profile, where no theme folder's file may lead."""
    path = tmp_path / "outside.svg"
    path.write_text(deck(), encoding="utf-8")
    return path


@pytest.mark.parametrize(("files", "words"), [
    ({"theme.json": '{"svg": "../../outside.svg"}'}, "'../../outside.svg' leads out of"),
    ({"index.desktop": "[KDE Backdeck]\nSVG=../../outside.svg\n"}, "leads out of the folder"),
    ({"theme.json": '{"svg": "OUTSIDE"}'}, "leads out of the folder (to "),
])
def test_a_deck_named_outside_the_folder_is_refused(
        tmp_path: Path, outside: Path, files: dict[str, str], words: str) -> None:
    files = {name: text.replace("OUTSIDE", str(outside)) for name, text in files.items()}
    theme(tmp_path, "escape", files)
    error = folder_error(tmp_path, "escape")
    assert words in error and str(outside) in error


def test_a_link_out_of_the_folder_is_refused(tmp_path: Path, outside: Path) -> None:
    (theme(tmp_path, "linked_deck", {}) / "cards.svg").symlink_to(outside)
    (theme(tmp_path, "linked_about", {"cards.svg": deck()}) / "theme.json").symlink_to(outside)
    (theme(tmp_path, "looped", {}) / "cards.svg").symlink_to("cards.svg")
    assert "'cards.svg' leads out of the folder" in folder_error(tmp_path, "linked_deck")
    assert "'theme.json' leads out of the folder" in folder_error(tmp_path, "linked_about")
    assert "cards.svg cannot be found (Symlink loop" in folder_error(tmp_path, "looped")


@posix_only
def test_a_link_to_dev_zero_as_the_deck_is_refused(tmp_path: Path) -> None:
    (theme(tmp_path, "zero", {}) / "cards.svg").symlink_to("/dev/zero")
    assert "leads out of the folder (to /dev/zero)" in folder_error(tmp_path, "zero")


def test_a_linked_theme_folder_and_links_inside_it_work(tmp_path: Path) -> None:
    real = tmp_path / "elsewhere" / "paris"
    (real / "art").mkdir(parents=True)
    (real / "art" / "deck.svg").write_text(deck(), encoding="utf-8")
    (real / "cards.svg").symlink_to(Path("art") / "deck.svg")
    (tmp_path / "themes").mkdir()
    (tmp_path / "themes" / "paris").symlink_to(real, target_is_directory=True)
    result = load_catalog(folder=tmp_path / "plugins")
    assert result.errors == [] and "paris" in result.themes


@pytest.mark.parametrize(("name", "content", "words"), [
    ("theme.json", '{"name": "Big"}' + " " * MAX_ABOUT_BYTES, "is larger than 64 KiB"),
    ("index.desktop", "[KDE Backdeck]\nName=" + "x" * MAX_ABOUT_BYTES, "is larger than 64 KiB"),
    ("index.desktop", b"[KDE Backdeck]\nName=\xff\n", "index.desktop cannot be read"),
    ("index.desktop", "[KDE Backdeck]\nName=a\nName=b\n\x00[x", "index.desktop cannot be read"),
])
def test_metadata_is_bounded_and_read_with_care(
        tmp_path: Path, name: str, content: str | bytes, words: str) -> None:
    theme(tmp_path, "odd", {"cards.svg": deck(), name: content})
    assert words in folder_error(tmp_path, "odd")


@posix_only
def test_a_fifo_as_theme_json_is_refused_not_waited_on(tmp_path: Path) -> None:
    os.mkfifo(theme(tmp_path, "piped", {"cards.svg": deck()}) / "theme.json")
    assert "theme.json is not a regular file" in folder_error(tmp_path, "piped")


# --- good decks still load --------------------------------------------------------------------


def test_a_deck_as_editors_write_it_loads(tmp_path: Path) -> None:
    theme(tmp_path, "good", {"cards.svgz": packed(kde_deck()),
                             "index.desktop": "[KDE Backdeck]\nName=Good\nSVG=cards.svgz\n"})
    result = load_catalog(folder=tmp_path / "plugins")
    assert result.errors == []
    spec = result.themes.get("good")
    assert spec is not None and spec.name == "Good"
    assert read_deck(tmp_path / "themes" / "good" / "cards.svgz") == kde_deck().encode()


@pytest.mark.parametrize("extra", [
    f'<image xlink:href="data:image/png;base64,{PNG_1X1}" width="9" height="9"/>',
    f'<image href="data:image/png;base64,\n  {PNG_1X1[:20]}\n  {PNG_1X1[20:]}"/>',
    '<g id="defs"><rect id="r" width="2" height="2"/></g>' + '<use xlink:href="#r"/>' * 500,
    "<defs>" + "".join(f'<g id="s{i}"><use href="#s{i - 1}"/></g>' for i in range(1, 30))
    + '<rect id="s0"/></defs>',
    '<style>/* url(#none) is fine */ rect { fill: url( "#g" ) } #back { stroke: url(#g) }'
    '</style><linearGradient id="g"/>',
    "<text>&amp;lt; url(/etc/passwd) in text is only text</text>",
])
def test_what_a_deck_may_do_is_allowed(tmp_path: Path, extra: str) -> None:
    read_deck(write(tmp_path, deck(extra)))


def test_the_limits_leave_room_for_big_real_decks(tmp_path: Path) -> None:
    """A 3 MiB deck of 53 cards of 240 paths each, with pips by <use>: within the limits.
    (How long checking it takes, about 0.1 s on a laptop, is ``bench/hostile.py``'s.)"""
    paths = "".join(f'<path d="M {i},0 {"L 1.25,2.5 " * 20}Z" style="fill:#{i:06x}"/>'
                    for i in range(240))
    cards = "".join(f'<g id="{card}">{paths}' + '<use xlink:href="#pip"/>' * 20 + "</g>"
                    for card in CARD_IDS)
    text = deck('<defs><g id="pip">' + '<circle r="1"/>' * 30 + f"</g></defs>{cards}",
                ids=())
    assert len(text) > 3 << 20
    path = write(tmp_path, text)
    assert read_deck(path) == path.read_bytes()

