"""Build the installers: ``python packaging/build.py linux|windows|macos``.

One command per target: render the icon, freeze the app with PyInstaller (one-folder,
``packaging/spider-qt.spec``), make the installer, smoke-test the *built* app (a
``--screenshot`` under the offscreen platform, PNG checked), print the sizes.
Everything lands in ``dist/`` (the frozen app) and ``dist/installers/``.

Runs with any Python 3.11+; the tools (PyInstaller, PySide6) come from the project's
``packaging`` dependency group through ``uv run``. What ``uv`` cannot install (the system's
programs and libraries, Inno Setup, hdiutil) is checked first, so a machine that lacks
something gets one message naming it and its package instead of an error from deep inside
a half-done build; ``--check`` stops after that check.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
BUILD = ROOT / "build"
INSTALLERS = DIST / "installers"
sys.path.insert(0, str(ROOT / "packaging"))  # for targets.*; the PyPI `packaging` is not ours


#: The system each target builds on (``platform.system()``): PyInstaller freezes for the
#: system it runs on.
BUILDS_ON = {"linux": "Linux", "windows": "Windows", "macos": "Darwin"}
SYSTEM_NAMES = {"Linux": "Linux", "Windows": "Windows", "Darwin": "macOS"}
#: Programs the Linux build runs, with their Debian/Ubuntu package: PyInstaller needs
#: objdump, objcopy and strip; targets/linux.py readelf, ldd and dpkg's tools.
LINUX_TOOLS = {
    "objdump": "binutils", "objcopy": "binutils", "strip": "binutils", "readelf": "binutils",
    "ldd": "libc-bin", "dpkg": "dpkg", "dpkg-deb": "dpkg", "dpkg-query": "dpkg",
}
#: Libraries the frozen app's Qt plugins link to beyond the xcb platform plugin's (those
#: are in spider_qt/xcb_check.py): the GLX integration's. PyInstaller copies each of them
#: from this machine into the app, and targets/linux.py stops if one is missing.
LINUX_EXTRA_LIBRARIES = {"libxcb-glx.so.0": "libxcb-glx0"}


@functools.cache
def xcb_check() -> ModuleType:
    """spider_qt/xcb_check.py, loaded by path: it needs only the standard library, and this
    script runs with any Python, where the project (and PySide6) need not be installed."""
    path = ROOT / "spider_qt" / "xcb_check.py"
    spec = importlib.util.spec_from_file_location("spider_qt_build_xcb_check", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def linux_libraries() -> dict[str, str]:
    """Every system library the Linux build needs, with its Debian/Ubuntu package."""
    return {**xcb_check().DEBIAN_PACKAGES, **LINUX_EXTRA_LIBRARIES}


def linux_problems() -> list[str]:
    """What the Linux build lacks here, as lines of one message; empty when nothing."""
    tools = sorted(tool for tool in LINUX_TOOLS if shutil.which(tool) is None)
    libraries = linux_libraries()
    missing = xcb_check().missing_libraries(libraries)
    if not tools and not missing:
        return []
    lines = ["The Linux build needs these, which are missing here:"]
    if tools:
        lines.append("  programs: " + " ".join(tools))
    if missing:
        lines.append("  libraries: " + " ".join(missing))
    packages = {LINUX_TOOLS[tool] for tool in tools} | {
        libraries[name] for name in missing if name in libraries}
    lines.append("Install them with (Debian, Ubuntu):")
    if packages:
        lines.append("  sudo apt-get install " + " ".join(sorted(packages)))
    lines += [f"  {name}: its package is the one `apt-file search {name}` names"
              for name in missing if name not in libraries]
    if {"dpkg", "dpkg-deb", "dpkg-query"} & set(tools):
        lines.append("The .deb is made with dpkg's tools: build the Linux installers on "
                     "Debian or Ubuntu.")
    return lines


def prerequisite_problem(target: str) -> str | None:
    """Why ``target`` cannot be built on this machine, as one message; ``None`` if it can."""
    system = platform.system()
    if system != BUILDS_ON[target]:
        return (f"build.py {target} runs on {SYSTEM_NAMES[BUILDS_ON[target]]} only "
                "(PyInstaller freezes for the system it runs on); this is "
                f"{SYSTEM_NAMES.get(system, system or 'an unknown system')}.")
    lines = [] if shutil.which("uv") else ["build.py needs uv: pip install uv"]
    if target == "linux":
        lines += linux_problems()
    elif target == "windows":
        from targets import windows

        try:
            windows.find_iscc()
        except RuntimeError as error:
            lines.append(str(error))
    else:
        from targets import macos

        try:
            macos.find_hdiutil()
        except RuntimeError as error:
            lines.append(str(error))
    return "\n".join(lines) or None


def version() -> str:
    """The release, from its one home (``spider_qt/about.py``, which hatchling reads too),
    loaded by path: this script's Python need not have the app installed."""
    spec = importlib.util.spec_from_file_location("_about", ROOT / "spider_qt" / "about.py")
    assert spec is not None and spec.loader is not None
    about = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(about)
    return str(about.__version__)


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


def smoke_hand_over(executable: Path) -> None:
    """A second start of the built app hands its deal to the first one's window (the local
    socket needs QtNetwork, which the freeze must keep) and ends."""
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SPIDER_QT_HOME": folder}
        first = subprocess.Popen([str(executable)], env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        try:
            for _ in range(600):  # the first start has the profile once its lock is there
                if (Path(folder) / "instance.lock").exists():
                    break
                time.sleep(0.05)
            second = subprocess.run([str(executable), "--code", "SP1-S1C-AAAAAAD"], env=env,
                                    capture_output=True, text=True, timeout=120)
        finally:
            first.kill()
            first.wait()
    if second.returncode != 0 or "now plays SP1-S1C-AAAAAAD" not in second.stdout:
        raise SystemExit(f"smoke test failed: a second start was not handed over "
                         f"({second.returncode}): {second.stdout}{second.stderr}")
    print(f"smoke test passed: a second {executable.name} handed its deal to the first")


def report(paths: list[Path]) -> None:
    for path in paths:
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size / 1_000_000:.1f} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", choices=("linux", "windows", "macos"))
    parser.add_argument("--check", action="store_true",
                        help="only check that this machine has what the build needs")
    args = parser.parse_args(argv)
    problem = prerequisite_problem(args.target)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    if args.check:
        print(f"build.py {args.target}: everything the build needs is here")
        return 0
    INSTALLERS.mkdir(parents=True, exist_ok=True)
    icon_dir = icons()
    app_dir = freeze(args.target, icon_dir)
    if args.target == "linux":
        from targets import linux

        linux.prune(app_dir)
        smoke_test(app_dir / "spider-qt")
        smoke_hand_over(app_dir / "spider-qt")
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
