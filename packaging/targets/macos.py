"""macOS installer: the ``.app`` bundle's Info.plist keys and the drag-to-install ``.dmg``.

PyInstaller's BUNDLE step (in ``packaging/spider-qt.spec``) turns the one-folder app into
``dist/spider-qt.app`` with the keys of :func:`info_plist`; ``packaging/build.py macos``
then calls :func:`build`, which wraps the bundle in a compressed disk image holding the
app and a link to /Applications, the layout every Mac user knows: drag one onto the other.

Only the standard library is imported, so the module loads however it is reached (the
spec imports it as ``targets.macos``): the PyPI distribution named ``packaging``, which
PyInstaller needs, shadows this folder's name.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Final

BUNDLE_ID: Final = "io.github.spider_qt.spider-qt"
DISPLAY_NAME: Final = "Spider"
VOLUME_NAME: Final = "Spider"
# The name the player sees in the disk image, Finder and Launchpad. Renaming the bundle
# folder does not touch its executable (still spider-qt) nor invalidate its signature.
APP_NAME_IN_DMG: Final = f"{DISPLAY_NAME}.app"
# The oldest macOS the locked Qt runs on: PySide6-Essentials 6.11 (the version locked for
# Python 3.11, the build's .python-version) ships only macosx_13_0 wheels. With a lower
# value macOS would start the app and Qt would crash; with this one macOS itself says
# which version is needed. tests/packaging checks it against uv.lock.
MINIMUM_MACOS: Final = "13.0"
# hdiutil on GitHub's macOS runners sometimes fails with "Resource busy" while a system
# scanner still holds the freshly attached image (actions/runner-images#7522); a retry
# after a pause gets through.
HDIUTIL_ATTEMPTS: Final = 4
RETRY_DELAY_SECONDS: float = 5.0


def info_plist(version: str) -> dict[str, object]:
    """Info.plist keys that PyInstaller's BUNDLE adds to the bundle's defaults."""
    return {
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleName": DISPLAY_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        # Retina rendering; without it Qt draws at half resolution and macOS scales it up.
        "NSHighResolutionCapable": True,
        "LSMinimumSystemVersion": MINIMUM_MACOS,
        "LSApplicationCategoryType": "public.app-category.card-games",
    }


def dmg_name(version: str) -> str:
    """File name of the disk image."""
    return f"spider-qt-{version}-macos.dmg"


def find_hdiutil() -> str:
    """``hdiutil``, part of every macOS; RuntimeError elsewhere, saying why."""
    found = shutil.which("hdiutil")
    if found is None:
        raise RuntimeError(
            "hdiutil was not found: the macOS disk image can only be made on macOS "
            "(run `python packaging/build.py macos` on a Mac)"
        )
    return found


def hdiutil_command(hdiutil: str, staging: Path, dmg: Path) -> list[str]:
    """``hdiutil create``: a compressed (UDZO), read-only image of the staging folder."""
    return [hdiutil, "create", "-volname", VOLUME_NAME, "-srcfolder", str(staging),
            "-ov", "-format", "UDZO", str(dmg)]


def stage(app_bundle: Path, staging: Path) -> None:
    """Fill ``staging`` with the disk image's contents: the app and an Applications link.

    The bundle is copied with ``ditto`` where there is one (macOS), which keeps symbolic
    links, extended attributes and the code signature intact; elsewhere (tests) with
    ``shutil.copytree``, symbolic links kept as links.
    """
    staging.mkdir(parents=True, exist_ok=True)
    target = staging / APP_NAME_IN_DMG
    ditto = shutil.which("ditto")
    if ditto is not None:
        subprocess.run([ditto, str(app_bundle), str(target)], check=True)
    else:
        shutil.copytree(app_bundle, target, symlinks=True)
    os.symlink("/Applications", staging / "Applications")


def build(app_bundle: Path, version: str, out_dir: Path) -> Path:
    """Make ``spider-qt-<version>-macos.dmg`` in ``out_dir`` from ``app_bundle``.

    Returns the disk image's path.
    """
    hdiutil = find_hdiutil()
    if app_bundle.suffix != ".app" or not (app_bundle / "Contents" / "Info.plist").is_file():
        raise RuntimeError(f"{app_bundle} is not an .app bundle: run PyInstaller first")
    out_dir.mkdir(parents=True, exist_ok=True)
    dmg = out_dir / dmg_name(version)
    dmg.unlink(missing_ok=True)  # so a stale image is never returned
    with tempfile.TemporaryDirectory(prefix="spider-qt-dmg-") as tmp:
        staging = Path(tmp) / VOLUME_NAME
        stage(app_bundle, staging)
        command = hdiutil_command(hdiutil, staging, dmg)
        for attempt in range(1, HDIUTIL_ATTEMPTS + 1):
            try:
                subprocess.run(command, check=True)
                break
            except subprocess.CalledProcessError:
                if attempt == HDIUTIL_ATTEMPTS:
                    raise
                print(f"hdiutil failed (attempt {attempt} of {HDIUTIL_ATTEMPTS}); retrying")
                time.sleep(RETRY_DELAY_SECONDS)
    if not dmg.is_file():
        raise RuntimeError(f"hdiutil succeeded but {dmg} was not written")
    return dmg
