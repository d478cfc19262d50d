"""Linux: a .deb (app in /opt, launcher in /usr/bin, menu entry, hicolor icons, AppStream
metainfo) and a portable .tar.gz, both from PyInstaller's one-folder app."""

from __future__ import annotations

import os
import shutil
import subprocess
import tarfile
from pathlib import Path
from typing import Final

#: spider_qt/about.py's APP_ID (this script's Python need not have the app): the file name
#: of the menu entry, the icon and the metainfo, so that software centres, docks and icon
#: themes find each from the others.
APP_ID: Final = "io.github.spider_qt.spider-qt"
PACKAGING = Path(__file__).resolve().parents[1]
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
KEEP_ALWAYS = ("libpython",)  # loaded by the bootloader with dlopen, so no one NEEDS it
#: Plugins for embedded screens (EGLFS): never used by a desktop game.
EMBEDDED_ONLY = ("egldeviceintegrations", "libqeglfs", "libqt6eglfs")  # compared lowercased


def _needed(path: Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
    return [line.split("[", 1)[1].split("]", 1)[0] for line in out.splitlines()
            if "(NEEDED)" in line]


def _elves(folder: Path) -> list[Path]:
    found = []
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def prune(app_dir: Path) -> list[str]:
    """Drop libraries nothing needs any more (the GTK stack of Qt's GTK theme plugin, which
    the spec leaves out) and the embedded-screen plugins; return what went."""
    removed = []
    for path in sorted(app_dir.rglob("*")):
        names = (path.name.lower(), path.parent.name.lower())
        embedded = any(part in name for part in EMBEDDED_ONLY for name in names)
        if embedded and path.is_file():
            path.unlink()
            removed.append(path.name)
    internal = app_dir / "_internal"
    bundled = {p.name: p for p in internal.glob("*.so*")}
    roots = [p for p in _elves(app_dir) if p.parent != internal]
    keep, stack, seen = set(), list(roots), set()
    while stack:
        path = stack.pop()
        if path in seen:
            continue
        seen.add(path)
        for name in _needed(path):
            if name in bundled:
                keep.add(name)
                stack.append(bundled[name])
    for name, path in bundled.items():
        if name not in keep and not name.startswith(KEEP_ALWAYS):
            path.unlink()
            removed.append(name)
    return removed


def system_dependencies(app_dir: Path) -> list[str]:
    """Debian packages providing the shared libraries the app takes from the system."""
    env = {**os.environ, "LD_LIBRARY_PATH": ":".join(
        str(p) for p in {q.parent for q in app_dir.rglob("*.so*")})}
    libraries: set[str] = set()
    for path in _elves(app_dir):
        out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env).stdout
        for line in out.splitlines():
            if "=> not found" in line:
                raise RuntimeError(f"{path.name} needs {line.split()[0]}, found nowhere")
            if "=>" in line:
                target = line.split("=>", 1)[1].split("(")[0].strip()
                if target and not target.startswith(str(app_dir)):
                    libraries.add(os.path.realpath(target))
    packages: set[str] = set()
    for library in sorted(libraries):
        out = subprocess.run(["dpkg", "-S", library], capture_output=True, text=True)
        if out.returncode != 0:  # /lib is a symlink to /usr/lib on merged-/usr systems
            alt = library.replace("/usr/lib/", "/lib/", 1)
            out = subprocess.run(["dpkg", "-S", alt], capture_output=True, text=True)
        if out.returncode == 0:
            packages.add(out.stdout.split(":", 1)[0].split(",")[0].strip())
    glibc = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "libc6"], capture_output=True,
                           text=True, check=True).stdout.split("-")[0]
    packages.discard("libc6")
    return [f"libc6 (>= {glibc})", *sorted(packages)]


def _control(version: str, size_kib: int, depends: list[str]) -> str:
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    return (
        "Package: spider-qt\n"
        f"Version: {version}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Architecture: {arch}\n"
        "Maintainer: spider-qt developers <spider-qt@users.noreply.github.com>\n"
        f"Installed-Size: {size_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        "Homepage: https://github.com/spider-qt/spider-qt\n"
        "Description: Spider Solitaire, Spiderette and more patience games\n"
        " Spider in 1, 2 or 4 suits (Classic or Relaxed rule), Spiderette, Scorpion and\n"
        " Simple Simon, with undo and redo, game codes to replay any deal, statistics,\n"
        " keyboard play, and new variants as plugins.\n"
    )


def build_deb(app_dir: Path, version: str, out_dir: Path, icon_dir: Path) -> Path:
    stage = out_dir.parent / "deb-root"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(app_dir, stage / "opt" / "spider-qt", symlinks=True)
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / "spider-qt").symlink_to("/opt/spider-qt/spider-qt")
    share = stage / "usr" / "share"
    for folder, suffix in (("applications", ".desktop"), ("metainfo", ".metainfo.xml")):
        (share / folder).mkdir(parents=True)
        shutil.copy(PACKAGING / "linux" / f"{APP_ID}{suffix}", share / folder / f"{APP_ID}{suffix}")
    icons = share / "icons" / "hicolor"
    for size in ICON_SIZES:
        target = icons / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copy(icon_dir / f"spider-qt-{size}.png", target / f"{APP_ID}.png")
    (icons / "scalable" / "apps").mkdir(parents=True)
    svg = PACKAGING.parent / "resources" / "spider_qt_resources" / "icons" / "spider-qt.svg"
    shutil.copy(svg, icons / "scalable" / "apps" / f"{APP_ID}.svg")
    doc = stage / "usr" / "share" / "doc" / "spider-qt"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "spider-qt, by the spider-qt developers. License: GPL-3.0-or-later.\n"
        "Bundled: Qt 6 and PySide6 (LGPL-3.0), Python (PSF), pluggy, platformdirs (MIT).\n",
        encoding="utf-8")
    size_kib = sum(p.lstat().st_size for p in stage.rglob("*")
                   if p.is_file() and not p.is_symlink()) // 1024
    (stage / "DEBIAN").mkdir()
    (stage / "DEBIAN" / "control").write_text(
        _control(version, size_kib, system_dependencies(app_dir)), encoding="utf-8")
    for path in stage.rglob("*"):
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    deb = out_dir / f"spider-qt_{version}_{_arch()}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z9", "--build", str(stage),
                    str(deb)], check=True, stdout=subprocess.DEVNULL)
    shutil.rmtree(stage)
    return deb


def build_tarball(app_dir: Path, version: str, out_dir: Path) -> Path:
    tarball = out_dir / f"spider-qt-{version}-linux-{os.uname().machine}.tar.gz"
    with tarfile.open(tarball, "w:gz", compresslevel=9) as archive:
        archive.add(app_dir, arcname="spider-qt")
    return tarball


def build(app_dir: Path, version: str, out_dir: Path, icon_dir: Path) -> list[Path]:
    return [build_deb(app_dir, version, out_dir, icon_dir),
            build_tarball(app_dir, version, out_dir)]


def _arch() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
