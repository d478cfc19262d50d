"""Make the window-size screenshots: ``uv run python docs/screenshots/sizes.py``.

One Spider deal, a few moves in, at the sizes the layout is judged at (800×600,
1024×700, 1600×1000 and the wide 1600×420), at scale 1 and at ``QT_SCALE_FACTOR=2``.
The scale is fixed per process, so the script runs itself once per scale. At scale 2
only the top-left corner is kept (``…@2x-detail.png``): enough to see that cards, icons
and text are drawn at the device's resolution, at a quarter of the bytes.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SIZES = ((800, 600), (1024, 700), (1600, 1000), (1600, 420))
MOVES = 12  # a few columns grown, so the picture is not just the opening deal


def shoot(scale: str) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SPIDER_QT_HOME"] = tempfile.mkdtemp(prefix="spider-qt-sizes-")
    from PySide6.QtCore import QCoreApplication, QRect

    from spider_qt.app import create_main_window, ensure_app

    app = ensure_app()
    for width, height in SIZES:
        window = create_main_window("SP1-S2C-AAAAAAD", language="en")
        game = window.game
        for _ in range(MOVES):
            moves = [m for m in game.legal_moves() if m.start == game.movable_from(m.src)]
            if not moves:
                break
            window.controller.move(*moves[0])
        window.resize(width, height)
        window.show()
        for _ in range(3):
            QCoreApplication.processEvents()
        window.board.finish_animations()
        image = window.grab().toImage()
        name = f"size-{width}x{height}"
        if scale == "2":
            image = image.copy(QRect(0, 0, min(image.width(), 1280), min(image.height(), 800)))
            name += "@2x-detail"
        path = HERE / f"{name}.png"
        image.save(str(path), "PNG", 9)
        print(f"wrote {path.relative_to(HERE.parents[1])} ({path.stat().st_size // 1024} KiB)")
        window.close()
    app.quit()


def main() -> int:
    if len(sys.argv) > 1:
        shoot(sys.argv[1])
        return 0
    for scale in ("1", "2"):
        env = dict(os.environ, QT_SCALE_FACTOR=scale)
        subprocess.run([sys.executable, __file__, scale], env=env, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
