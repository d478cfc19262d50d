"""Make the small screenshots in this folder: ``uv run python docs/screenshots/make.py``.

For each language: the board of one Spider deal, the New Game dialog and the Rules page
of the Help window (``--language de`` for one language only).
Offscreen, in a throw-away profile, at a fixed size, then scaled down to keep the PNGs
small (they are for the docs, not for pixel checks).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["SPIDER_QT_HOME"] = tempfile.mkdtemp(prefix="spider-qt-shots-")

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QImage

from spider_qt.app import create_main_window, ensure_app
from spider_qt.languages import LANGUAGES

HERE = Path(__file__).resolve().parent
WIDTH = 640


def settle() -> None:
    for _ in range(3):
        QCoreApplication.processEvents()


def save(widget: object, path: Path) -> None:
    image = widget.grab().toImage()  # type: ignore[attr-defined]
    small = image.scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation)
    # 256 colours are plenty for a screenshot in the docs, and a quarter of the bytes.
    small = small.convertToFormat(QImage.Format.Format_Indexed8,
                                  Qt.ImageConversionFlag.DiffuseDither)
    small.save(str(path), "PNG", 9)
    print(f"wrote {path.relative_to(HERE.parents[1])} ({path.stat().st_size // 1024} KiB)")


def save_full(widget: object, path: Path) -> None:
    """A dialog at its own size (they are small: scaling would blur their words)."""
    image = widget.grab().toImage()  # type: ignore[attr-defined]
    image = image.convertToFormat(QImage.Format.Format_Indexed8,
                                  Qt.ImageConversionFlag.DiffuseDither)
    image.save(str(path), "PNG", 9)
    print(f"wrote {path.relative_to(HERE.parents[1])} ({path.stat().st_size // 1024} KiB)")


def main() -> int:
    only = sys.argv[sys.argv.index("--language") + 1] if "--language" in sys.argv else None
    app = ensure_app()
    for language in LANGUAGES:
        if only is not None and language != only:
            continue
        window = create_main_window("SP1-S2C-AAAAAAD", language=language)
        window.resize(1100, 720)
        window.show()
        settle()
        window.board.finish_animations()
        save(window, HERE / f"board-{language}.png")
        dialog = window.choose_new_game()
        assert dialog is not None
        dialog.show()
        settle()
        save_full(dialog, HERE / f"newgame-{language}.png")
        dialog.close()
        help_window = window.show_help()
        help_window.resize(760, 640)
        settle()
        save(help_window, HERE / f"rules-{language}.png")
        help_window.close()
        window.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
