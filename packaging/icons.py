"""Render the app icon for installers: ``python packaging/icons.py OUTDIR``.

Writes ``spider-qt-<N>.png`` for the Linux hicolor sizes, ``spider-qt.ico`` for the
Windows executable and setup, and ``spider-qt.icns`` for the macOS bundle, all from
the one SVG in ``resources/spider_qt_resources/icons`` (through
:mod:`spider_qt.ui.window.icon`), so every platform shows the same art.

The ``.ico`` and ``.icns`` containers are written here with :mod:`struct` rather than
by an image library: both are a small index followed by embedded PNGs (PNG entries
are valid in ``.ico`` since Windows Vista and in ``.icns`` since Mac OS X 10.7), and
that keeps the build free of Pillow, ImageMagick or Apple's ``iconutil``.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Final

from PySide6.QtGui import QGuiApplication

from spider_qt.ui.window.icon import render_icon_png

PNG_SIZES: Final = (16, 24, 32, 48, 64, 128, 256, 512)
"""Sizes of the loose PNGs: the hicolor theme's usual slots."""

ICO_SIZES: Final = (16, 24, 32, 48, 64, 128, 256)
"""Entries of the ``.ico``: what Explorer, the taskbar and the setup wizard pick from."""

ICNS_TYPES: Final = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 pt at 2x, for Retina Finder and the Dock
)
"""``.icns`` chunk types (OSType codes) and the PNG size each holds."""

_ICONDIR: Final = struct.Struct("<HHH")  # reserved (0), type (1 = icon), entry count
_ICONDIRENTRY: Final = struct.Struct("<BBBBHHII")  # w, h, colours, reserved, planes, bpp,
#                                                    data size, data offset
_ICNS_HEADER: Final = struct.Struct(">4sI")  # OSType, length including this header

_app: QGuiApplication | None = None  # kept alive while the module is in use


def _ensure_app() -> None:
    """Make sure a ``QGuiApplication`` exists (offscreen unless told otherwise).

    Rendering itself only needs ``QImage``, but Qt's image plugins and font database
    expect an application object; a build machine has no display, hence offscreen.
    """
    global _app
    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _app = QGuiApplication(sys.argv[:1])


def write_pngs(out_dir: Path, sizes: Iterable[int] = PNG_SIZES) -> list[Path]:
    """Write ``spider-qt-<N>.png`` for each size into ``out_dir``; return the paths."""
    _ensure_app()
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for size in sizes:
        path = out_dir / f"spider-qt-{size}.png"
        path.write_bytes(render_icon_png(size))
        written.append(path)
    return written


def ico_bytes(sizes: Sequence[int] = ICO_SIZES) -> bytes:
    """A Windows icon file: ICONDIR, one ICONDIRENTRY per size, then the PNGs in order.

    Width and height are single bytes, so 256 is stored as 0, as the format defines.
    """
    _ensure_app()
    if not sizes or any(not 0 < size <= 256 for size in sizes):
        raise ValueError(f".ico entries must be 1 to 256 px, not {list(sizes)}")
    images = [render_icon_png(size) for size in sizes]
    offset = _ICONDIR.size + _ICONDIRENTRY.size * len(images)
    header = [_ICONDIR.pack(0, 1, len(images))]
    for size, png in zip(sizes, images, strict=True):
        side = size % 256  # 256 -> 0
        header.append(_ICONDIRENTRY.pack(side, side, 0, 0, 1, 32, len(png), offset))
        offset += len(png)
    return b"".join(header + images)


def write_ico(path: Path) -> Path:
    """Write the Windows ``.ico`` (16 to 256 px) to ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(ico_bytes())
    return path


def icns_bytes(types: Sequence[tuple[bytes, int]] = ICNS_TYPES) -> bytes:
    """A macOS icon file: ``icns`` and the total length, then one PNG chunk per type.

    Every length is big-endian and counts its own 8-byte header.
    """
    _ensure_app()
    chunks = []
    for ostype, size in types:
        png = render_icon_png(size)
        chunks.append(_ICNS_HEADER.pack(ostype, _ICNS_HEADER.size + len(png)) + png)
    body = b"".join(chunks)
    return _ICNS_HEADER.pack(b"icns", _ICNS_HEADER.size + len(body)) + body


def write_icns(path: Path) -> Path:
    """Write the macOS ``.icns`` (16 to 1024 px) to ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(icns_bytes())
    return path


def main(argv: Sequence[str] | None = None) -> int:
    """Write every icon file the installers use into the given folder."""
    parser = argparse.ArgumentParser(description="Render the spider-qt icon for installers.")
    parser.add_argument("out_dir", type=Path, metavar="OUTDIR",
                        help="folder for spider-qt-<N>.png, spider-qt.ico and spider-qt.icns")
    args = parser.parse_args(argv)
    out_dir: Path = args.out_dir
    written = [*write_pngs(out_dir), write_ico(out_dir / "spider-qt.ico"),
               write_icns(out_dir / "spider-qt.icns")]
    for path in written:
        print(f"{path}  {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
