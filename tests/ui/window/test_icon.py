"""The app icon: the SVG renders at every size, and the installer containers parse back.

The ``.ico`` and ``.icns`` files are read back here with ``struct`` exactly as an
operating system would walk them, so a wrong offset or length fails a test instead
of showing a blank icon on a user's desktop.
"""

from __future__ import annotations

import importlib.util
import struct
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage

from spider_qt.ui.window.icon import ICON_SIZES, app_icon, icon_svg, render_icon_png

ROOT = Path(__file__).resolve().parents[3]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SVG_NS = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"


@pytest.fixture(scope="module")
def icons() -> ModuleType:
    """``packaging/icons.py``, loaded by path: ``import packaging`` is the PyPI library."""
    spec = importlib.util.spec_from_file_location("spider_qt_packaging_icons",
                                                  ROOT / "packaging" / "icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _decode(data: bytes) -> QImage:
    assert data.startswith(PNG_SIGNATURE)
    image = QImage.fromData(data)
    assert not image.isNull()
    return image


def test_app_icon_has_a_pixmap_for_every_size(qapp: object) -> None:
    icon = app_icon()
    assert not icon.isNull()
    assert {QSize(size, size) for size in ICON_SIZES} <= set(icon.availableSizes())
    for size in ICON_SIZES:
        assert icon.pixmap(size, size).size() == QSize(size, size)
    assert app_icon() is icon  # cached: every window shares it


@pytest.mark.parametrize("size", [16, 24, 32, 64, 256, 512])
def test_png_has_the_size_transparent_corners_and_an_opaque_centre(size: int) -> None:
    image = _decode(render_icon_png(size))
    assert (image.width(), image.height()) == (size, size)
    last = size - 1
    for x, y in ((0, 0), (last, 0), (0, last), (last, last)):
        assert image.pixelColor(x, y).alpha() == 0, (x, y)
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_the_16_px_icon_still_shows_felt_cards_and_the_card_back() -> None:
    """At 16 px the icon is read by colour: felt green, card white, back blue must survive."""
    image = _decode(render_icon_png(16))
    colours = [image.pixelColor(x, y) for x in range(16) for y in range(16)]
    opaque = [c for c in colours if c.alpha() == 255]

    def count(test: Callable[[QColor], bool]) -> int:
        return sum(1 for c in opaque if test(c))

    assert count(lambda c: c.green() > c.red() + 30 and c.green() > c.blue() + 20) >= 40
    assert count(lambda c: min(c.red(), c.green(), c.blue()) > 200) >= 8
    assert count(lambda c: c.blue() > c.red() + 50 and c.blue() > c.green() + 30) >= 8
    assert count(lambda c: max(c.red(), c.green(), c.blue()) < 90) >= 8  # spade and spider


def test_bad_sizes_are_refused() -> None:
    for size in (0, -16, 100_000):
        with pytest.raises(ValueError, match=rf"^icon size must be 1 to \d+ px, not {size}$"):
            render_icon_png(size)


def test_svg_is_self_contained_and_has_no_text() -> None:
    root = ET.fromstring(icon_svg())
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 512 512"
    elements = list(root.iter())
    banned = {"text", "tspan", "textPath", "font", "image", "script", "foreignObject", "style"}
    assert not [e.tag for e in elements if e.tag.removeprefix(SVG_NS) in banned]
    for element in elements:
        for name in (XLINK_HREF, "href"):
            target = element.get(name)
            assert target is None or target.startswith("#"), target
        for name, value in element.attrib.items():
            assert "url(" not in value or value.startswith("url(#"), (name, value)
    raw = icon_svg().decode("utf-8").lower()
    assert "http:" not in raw.replace("http://www.w3.org/", "")
    assert "file:" not in raw and "@import" not in raw


def test_write_pngs(tmp_path: Path, icons: ModuleType) -> None:
    paths = icons.write_pngs(tmp_path / "png", sizes=(16, 48, 512))
    assert [p.name for p in paths] == ["spider-qt-16.png", "spider-qt-48.png",
                                       "spider-qt-512.png"]
    for path, size in zip(paths, (16, 48, 512), strict=True):
        image = _decode(path.read_bytes())
        assert (image.width(), image.height()) == (size, size)


def _read_ico(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, PNG bytes) of each entry, checked the way Windows reads them."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    entries = []
    end_of_directory = 6 + 16 * count
    expected_offset = end_of_directory
    for index in range(count):
        width, height, colours, zero, planes, bpp, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index)
        assert (colours, zero, planes, bpp) == (0, 0, 1, 32)
        assert offset == expected_offset  # packed in order, no gaps, no overlap
        expected_offset += length
        entries.append((width or 256, height or 256, data[offset:offset + length]))
    assert expected_offset == len(data)
    return entries


def test_ico_parses_back(tmp_path: Path, icons: ModuleType) -> None:
    path = icons.write_ico(tmp_path / "out" / "spider-qt.ico")
    entries = _read_ico(path.read_bytes())
    assert [(w, h) for w, h, _ in entries] == [(s, s) for s in (16, 24, 32, 48, 64, 128, 256)]
    for width, height, png in entries:
        image = _decode(png)
        assert (image.width(), image.height()) == (width, height)


def test_ico_stores_256_as_zero(icons: ModuleType) -> None:
    data = icons.ico_bytes((256,))
    assert data[6:8] == b"\x00\x00"


def test_icns_parses_back(tmp_path: Path, icons: ModuleType) -> None:
    data = icons.write_icns(tmp_path / "spider-qt.icns").read_bytes()
    magic, total = struct.unpack_from(">4sI", data, 0)
    assert (magic, total) == (b"icns", len(data))
    chunks = []
    offset = 8
    while offset < len(data):
        kind, length = struct.unpack_from(">4sI", data, offset)
        assert length > 8 and offset + length <= len(data)
        chunks.append((kind, data[offset + 8:offset + length]))
        offset += length
    assert offset == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256,
                b"ic09": 512, b"ic10": 1024}
    assert [kind for kind, _ in chunks] == list(expected)
    for kind, png in chunks:
        image = _decode(png)
        assert (image.width(), image.height()) == (expected[kind], expected[kind]), kind


def test_main_writes_every_file(tmp_path: Path, icons: ModuleType,
                                capsys: pytest.CaptureFixture[str]) -> None:
    assert icons.main([str(tmp_path)]) == 0
    names = {p.name for p in tmp_path.iterdir()}
    assert names == {f"spider-qt-{s}.png" for s in (16, 24, 32, 48, 64, 128, 256, 512)} | {
        "spider-qt.ico", "spider-qt.icns"}
    assert "spider-qt.icns" in capsys.readouterr().out


def test_centre_of_the_big_icon_is_the_white_card() -> None:
    """The ace sits in the middle; a blank or all-green render means the SVG broke."""
    image = _decode(render_icon_png(256))
    paper = QColor("#fdfdfa")
    near = [image.pixelColor(x, 205) for x in range(120, 180)]  # below the spade, on the ace
    assert any(abs(c.red() - paper.red()) + abs(c.green() - paper.green())
               + abs(c.blue() - paper.blue()) < 12 for c in near)
