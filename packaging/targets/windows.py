"""Windows installer: Inno Setup around PyInstaller's one-folder app.

``packaging/build.py windows`` freezes the app into ``dist/spider-qt/`` and then calls
:func:`build`, which compiles ``packaging/windows/spider-qt.iss`` with Inno Setup's
command-line compiler (``ISCC.exe``). Everything that varies between builds (version,
where the frozen app is, where the installer goes, the icon) is passed as preprocessor
defines, so the script itself never needs editing for a release.

Only the standard library is imported, so the module loads however it is reached (as
``packaging.targets.windows``, ``targets.windows`` or by file path): the PyPI
distribution named ``packaging``, which PyInstaller needs, shadows this folder's name.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parents[2]
ISS_SCRIPT: Final = ROOT / "packaging" / "windows" / "spider-qt.iss"
EXE_NAME: Final = "spider-qt.exe"


def _iscc_candidates() -> tuple[Path, ...]:
    """Where Inno Setup 6 puts ISCC.exe, which its installer does not add to PATH.

    First the all-users install (what ``choco install innosetup`` does on the CI
    runners), then the per-user one.
    """
    program_files = os.environ.get("PROGRAMFILES(X86)") or r"C:\Program Files (x86)"
    candidates = [Path(program_files) / "Inno Setup 6" / "ISCC.exe"]
    local = os.environ.get("LOCALAPPDATA")
    if local:
        candidates.append(Path(local) / "Programs" / "Inno Setup 6" / "ISCC.exe")
    return tuple(candidates)


ISCC_CANDIDATES: tuple[Path, ...] = _iscc_candidates()


def installer_name(version: str) -> str:
    """File name of the setup program; the .iss's OutputBaseFilename plus ``.exe``."""
    return f"spider-qt-{version}-windows-setup.exe"


def find_iscc() -> Path:
    """The Inno Setup compiler, from PATH or its usual install folders.

    Raises RuntimeError with the install command when it is nowhere, because the bare
    ``FileNotFoundError`` of subprocess would not say what is missing or how to get it.
    """
    for name in ("iscc", "ISCC.exe"):
        found = shutil.which(name)
        if found:
            return Path(found)
    for candidate in ISCC_CANDIDATES:
        if candidate.is_file():
            return candidate
    searched = ", ".join(str(path) for path in ISCC_CANDIDATES)
    raise RuntimeError(
        "Inno Setup's compiler (ISCC.exe) was not found on PATH nor in "
        f"{searched}. Install Inno Setup 6 (https://jrsoftware.org/isinfo.php, or "
        "`choco install innosetup -y`), or put the folder holding ISCC.exe on PATH."
    )


def iscc_command(iscc: Path, app_dir: Path, version: str, out_dir: Path,
                 icon: Path) -> list[str]:
    """The ISCC command line.

    Paths are made absolute because ISCC resolves relative ones against the .iss
    script's folder, not the current directory.
    """
    return [
        str(iscc),
        f"/DAppVersion={version}",
        f"/DSourceDir={app_dir.resolve()}",
        f"/DOutputDir={out_dir.resolve()}",
        f"/DIconFile={icon.resolve()}",
        str(ISS_SCRIPT),
    ]


def build(app_dir: Path, version: str, out_dir: Path, icon: Path) -> Path:
    """Compile the per-user setup program for the frozen app in ``app_dir``.

    Returns the path of ``spider-qt-<version>-windows-setup.exe`` in ``out_dir``.
    """
    iscc = find_iscc()
    if not (app_dir / EXE_NAME).is_file():
        raise RuntimeError(f"{app_dir} holds no {EXE_NAME}: run PyInstaller first")
    if not icon.is_file():
        raise RuntimeError(f"the setup icon {icon} does not exist")
    out_dir.mkdir(parents=True, exist_ok=True)
    installer = out_dir / installer_name(version)
    installer.unlink(missing_ok=True)  # so a stale setup program is never returned
    subprocess.run(iscc_command(iscc, app_dir, version, out_dir, icon), check=True)
    if not installer.is_file():
        raise RuntimeError(f"ISCC succeeded but {installer} was not written; "
                           "check OutputBaseFilename in the .iss script")
    return installer
