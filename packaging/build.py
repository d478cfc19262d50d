"""Build the installers: ``python packaging/build.py linux|windows|macos``.

One command per target: render the icon, freeze the app with PyInstaller (one-folder,
``packaging/spider-qt.spec``), make the installer, smoke-test the *built* app (a
``--screenshot`` under the offscreen platform, PNG checked), print the sizes.
Everything lands in ``dist/`` (the frozen app) and ``dist/installers/``.

Runs with any Python 3.11+; the tools (PyInstaller, PySide6) come from the project's
``packaging`` dependency group through ``uv run``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
BUILD = ROOT / "build"
INSTALLERS = DIST / "installers"
sys.path.insert(0, str(ROOT / "packaging"))  # for targets.*; the PyPI `packaging` is not ours


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"]


def uv(*args: str, env: dict[str, str] | None = None) -> None:
    uv_path = shutil.which("uv")
    if uv_path is None:
        raise SystemExit("build.py needs uv (pip install uv)")
    subprocess.run([uv_path, "run", "--group", "packaging", *args], cwd=ROOT, check=True,
                   env={**os.environ, **(env or {})})


def icons() -> Path:
    """PNGs of every size, .ico and .icns, from the SVG in resources/."""
    out = BUILD / "icons"
    uv("python", str(ROOT / "packaging" / "icons.py"), str(out),
       env={"QT_QPA_PLATFORM": "offscreen"})
    return out


def freeze(target: str, icon_dir: Path) -> Path:
    icon = {"windows": icon_dir / "spider-qt.ico", "macos": icon_dir / "spider-qt.icns"}.get(
        target)
    uv("pyinstaller", "--noconfirm", "--clean", "--distpath", str(DIST), "--workpath",
       str(BUILD / "pyinstaller"), str(ROOT / "packaging" / "spider-qt.spec"),
       env={"SPIDER_QT_VERSION": version(), "SPIDER_QT_ICON": str(icon) if icon else ""})
    return DIST / "spider-qt"


CHECK_PNG = """
import sys
from PySide6.QtGui import QColor, QImage
image = QImage(sys.argv[1])
pixels = [QColor(image.pixel(x, y)) for x in range(0, image.width(), 9)
          for y in range(0, image.height(), 9)]
felt = sum(c.green() > c.red() + 25 and c.green() > c.blue() + 10 for c in pixels)
paper = sum(min(c.red(), c.green(), c.blue()) > 235 for c in pixels)
print(image.width(), image.height(), felt / max(len(pixels), 1), paper / max(len(pixels), 1))
"""


def smoke_test(executable: Path) -> None:
    """The built app starts, renders a deal and writes a PNG that looks like a board."""
    with tempfile.TemporaryDirectory() as folder:
        shot = Path(folder) / "smoke.png"
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SPIDER_QT_HOME": folder}
        subprocess.run([str(executable), "--code", "SP1-S4C-AAAAAAD", "--screenshot", str(shot),
                        "--size", "800x600"], check=True, env=env, timeout=120)
        out = subprocess.run([shutil.which("uv") or "uv", "run", "python", "-c", CHECK_PNG,
                              str(shot)], cwd=ROOT, check=True, capture_output=True, text=True,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}).stdout.split()
    width, height, felt, paper = int(out[0]), int(out[1]), float(out[2]), float(out[3])
    if (width, height) != (800, 600) or felt < 0.3 or paper < 0.02:
        raise SystemExit(f"smoke test failed: {width}x{height}, {felt:.0%} felt, "
                         f"{paper:.0%} card paper")
    print(f"smoke test passed: {executable.name} rendered an 800x600 board "
          f"({felt:.0%} felt, {paper:.0%} cards)")


def report(paths: list[Path]) -> None:
    for path in paths:
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size / 1_000_000:.1f} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", choices=("linux", "windows", "macos"))
    args = parser.parse_args(argv)
    INSTALLERS.mkdir(parents=True, exist_ok=True)
    icon_dir = icons()
    app_dir = freeze(args.target, icon_dir)
    if args.target == "linux":
        from targets import linux

        linux.prune(app_dir)
        smoke_test(app_dir / "spider-qt")
        made = linux.build(app_dir, version(), INSTALLERS, icon_dir)
    elif args.target == "windows":
        from targets import windows

        smoke_test(app_dir / "spider-qt.exe")
        made = [windows.build(app_dir, version(), INSTALLERS, icon_dir / "spider-qt.ico")]
    else:
        from targets import macos

        smoke_test(DIST / "spider-qt.app" / "Contents" / "MacOS" / "spider-qt")
        made = [macos.build(DIST / "spider-qt.app", version(), INSTALLERS)]
    report(made)
    return 0


if __name__ == "__main__":
    sys.exit(main())
