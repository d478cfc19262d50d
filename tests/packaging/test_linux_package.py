"""The Linux installers, built and installed for real (packaging: SPIDER_QT_PACKAGING=1).

`.ci/run` runs the whole suite; this module runs only when SPIDER_QT_PACKAGING=1 is set,
so the everyday suite stays fast.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from spider_qt.about import APP_ID
from spider_qt.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
INSTALLERS = ROOT / "dist" / "installers"
MAX_DEB_BYTES = 35 * 1024 * 1024

pytestmark = [pytest.mark.packaging, pytest.mark.slow]


@pytest.fixture(scope="module")
def installers() -> dict[str, Path]:
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is needed to build the .deb")
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "linux"], cwd=ROOT,
                   check=True, timeout=1800)
    (deb,) = INSTALLERS.glob("spider-qt_*.deb")
    (tarball,) = INSTALLERS.glob("spider-qt-*-linux-*.tar.gz")
    return {"deb": deb, "tar": tarball}


def screenshot(executable: str, tmp_path: Path) -> QImage:
    shot = tmp_path / "shot.png"
    env = {**os.environ, "SPIDER_QT_HOME": str(tmp_path / "profile")}
    env.pop("QT_QPA_PLATFORM", None)  # --screenshot chooses offscreen by itself
    subprocess.run([executable, "--code", "SD1-S4-AAAAABD", "--screenshot", str(shot),
                    "--size", "800x600"], check=True, env=env, timeout=120)
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (800, 600)
    return image


def test_the_deb_is_small_and_well_formed(installers: dict[str, Path]) -> None:
    deb = installers["deb"]
    assert deb.stat().st_size <= MAX_DEB_BYTES, f"{deb.stat().st_size / 2**20:.1f} MiB"
    fields = subprocess.run(["dpkg-deb", "--field", str(deb)], capture_output=True, text=True,
                            check=True).stdout
    assert "Package: spider-qt" in fields and "Section: games" in fields
    assert "Depends: libc6 (>= " in fields
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True,
                             text=True, check=True).stdout
    for path in ("./opt/spider-qt/spider-qt", "./usr/bin/spider-qt",
                 f"./usr/share/applications/{APP_ID}.desktop",
                 f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"./usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                 *(f"./usr/share/icons/hicolor/{n}x{n}/apps/{APP_ID}.png"
                   for n in (16, 24, 32, 48, 64, 128, 256, 512))):
        assert path in listing
    assert "/spider-qt.desktop" not in listing and "/apps/spider-qt." not in listing
    assert "libqgtk3" not in listing
    # QtNetwork is in, for the local socket a second start hands over through (build.py's
    # smoke test starts two); its TLS and network-information plugins are not.
    assert "QtNetwork.abi3.so" in listing
    assert "/plugins/tls/" not in listing and "networkinformation" not in listing
    assert "Qt/translations/" not in listing  # Qt's own are left out...
    for language in LANGUAGES:  # ...spider-qt's are in
        assert f"spider_qt_resources/translations/spider_qt_{language}.qm" in listing


@pytest.mark.skipif(os.geteuid() != 0, reason="dpkg -i needs root")
def test_the_deb_installs_runs_and_uninstalls_cleanly(installers: dict[str, Path],
                                                      tmp_path: Path) -> None:
    subprocess.run(["dpkg", "-r", "spider-qt"], capture_output=True)  # a leftover, if any
    subprocess.run(["dpkg", "-i", str(installers["deb"])], check=True)
    try:
        image = screenshot("/usr/bin/spider-qt", tmp_path)
        assert image.pixelColor(400, 500).green() > image.pixelColor(400, 500).red()  # felt
        desktop = Path(f"/usr/share/applications/{APP_ID}.desktop").read_text()
        assert "Categories=Game;CardGame;" in desktop and "Exec=spider-qt" in desktop
        assert f"Icon={APP_ID}\n" in desktop
        metainfo = Path(f"/usr/share/metainfo/{APP_ID}.metainfo.xml").read_text()
        assert f"<id>{APP_ID}</id>" in metainfo
    finally:
        subprocess.run(["dpkg", "-r", "spider-qt"], check=True)
    for leftover in ("/opt/spider-qt", "/usr/bin/spider-qt",
                     f"/usr/share/applications/{APP_ID}.desktop",
                     f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
                     f"/usr/share/icons/hicolor/48x48/apps/{APP_ID}.png"):
        assert not os.path.lexists(leftover), leftover


def test_the_portable_tarball_runs_where_it_is_unpacked(installers: dict[str, Path],
                                                        tmp_path: Path) -> None:
    with tarfile.open(installers["tar"]) as archive:
        archive.extractall(tmp_path / "unpacked", filter="tar")
    screenshot(str(tmp_path / "unpacked" / "spider-qt" / "spider-qt"), tmp_path)
