"""packaging/build.py checks what it needs before building, and says it in one message.

Fast: nothing is built. Missing programs are simulated through ``shutil.which``, missing
libraries through ``ctypes.CDLL`` (what spider_qt/xcb_check.py loads them with), the
system through ``platform.system``.
"""

from __future__ import annotations

import ctypes
import importlib.util
import platform
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def build() -> ModuleType:
    """``packaging/build.py`` as a module (by path: the folder is not a package)."""
    spec = importlib.util.spec_from_file_location("spider_qt_packaging_build",
                                                  ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def machine(monkeypatch: pytest.MonkeyPatch) -> Callable[..., None]:
    """Pretend to be ``system`` with only ``programs`` on PATH and ``lacking`` unloadable."""
    def make(system: str, programs: Iterable[str] = (),
             lacking: Iterable[str] = ()) -> None:
        found = set(programs)
        missing = set(lacking)
        monkeypatch.setattr(platform, "system", lambda: system)
        monkeypatch.setattr(shutil, "which", lambda name, *a, **k:
                            f"/usr/bin/{name}" if name in found else None)

        def load(name: str, *args: object, **kwargs: object) -> object:
            if name in missing:
                raise OSError(f"{name}: cannot open shared object file: No such file or "
                              "directory")
            return object()

        monkeypatch.setattr(ctypes, "CDLL", load)
    return make


def test_a_complete_linux_machine_passes(build: ModuleType,
                                         machine: Callable[..., None]) -> None:
    machine("Linux", programs=["uv", *build.LINUX_TOOLS])
    assert build.prerequisite_problem("linux") is None


def test_linux_names_missing_programs_and_libraries_with_their_packages(
        build: ModuleType, machine: Callable[..., None]) -> None:
    machine("Linux", programs=["uv", "ldd", "dpkg", "dpkg-deb", "dpkg-query"],
            lacking=["libxcb-icccm.so.4", "libxcb-glx.so.0"])
    assert build.prerequisite_problem("linux").splitlines() == [
        "The Linux build needs these, which are missing here:",
        "  programs: objcopy objdump readelf strip",
        "  libraries: libxcb-glx.so.0 libxcb-icccm.so.4",
        "Install them with (Debian, Ubuntu):",
        "  sudo apt-get install binutils libxcb-glx0 libxcb-icccm4",
    ]


def test_linux_without_dpkg_says_where_the_deb_is_built(
        build: ModuleType, machine: Callable[..., None]) -> None:
    machine("Linux", programs=["objdump", "objcopy", "strip", "readelf", "ldd"])
    assert build.prerequisite_problem("linux").splitlines() == [
        "build.py needs uv: pip install uv",
        "The Linux build needs these, which are missing here:",
        "  programs: dpkg dpkg-deb dpkg-query",
        "Install them with (Debian, Ubuntu):",
        "  sudo apt-get install dpkg",
        "The .deb is made with dpkg's tools: build the Linux installers on Debian or Ubuntu.",
    ]


def test_the_libraries_checked_are_the_xcb_plugins_and_the_glx_integrations(
        build: ModuleType) -> None:
    libraries = build.linux_libraries()
    xcb = build.xcb_check()
    assert libraries == {**xcb.DEBIAN_PACKAGES, "libxcb-glx.so.0": "libxcb-glx0"}
    # The libraries of the issue: Qt's message named libxcb-cursor0 but these were missing.
    assert libraries["libxcb-icccm.so.4"] == "libxcb-icccm4"
    assert libraries["libxcb-keysyms.so.1"] == "libxcb-keysyms1"


def ldconfig_libraries() -> set[str]:
    """The sonames of this machine's architecture in the dynamic linker's cache."""
    ldconfig = shutil.which("ldconfig") or shutil.which("ldconfig", path="/usr/sbin:/sbin")
    tag = {"x86_64": "x86-64", "aarch64": "AArch64"}.get(platform.machine())
    if ldconfig is None or tag is None:
        pytest.skip("needs glibc's ldconfig on x86-64 or AArch64")
    out = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, check=True).stdout
    return {line.split()[0] for line in out.splitlines()[1:]
            if "=>" in line and tag in line.split("=>")[0]}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="loads Linux libraries")
def test_the_real_loader_misses_what_the_linker_cache_lacks(build: ModuleType) -> None:
    """Every library checked is one this architecture has a name for: on a complete
    machine (this one, the release runner) the check passes."""
    libraries = build.linux_libraries()
    expected = sorted(set(libraries) - ldconfig_libraries())
    assert build.xcb_check().missing_libraries(libraries) == expected


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="loads Linux libraries")
def test_a_made_up_library_fails_the_real_loader(build: ModuleType,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build, "LINUX_EXTRA_LIBRARIES",
                        {**build.LINUX_EXTRA_LIBRARIES, "libspider-qt-made-up.so.9": "made-up9"})
    lines = build.linux_problems()  # this machine's own gaps, if any, come along
    assert any(line.startswith("  libraries: ") and "libspider-qt-made-up.so.9" in line.split()
               for line in lines)
    assert any(line.startswith("  sudo apt-get install ") and "made-up9" in line.split()
               for line in lines)


@pytest.mark.parametrize(("system", "target", "words"), [
    ("Linux", "macos", "build.py macos runs on macOS only"),
    ("Linux", "windows", "build.py windows runs on Windows only"),
    ("Darwin", "linux", "build.py linux runs on Linux only"),
    ("Windows", "macos", "this is Windows."),
])
def test_each_target_builds_on_its_own_system(build: ModuleType, machine: Callable[..., None],
                                              system: str, target: str, words: str) -> None:
    machine(system, programs=["uv"])
    assert words in build.prerequisite_problem(target)


def test_windows_needs_inno_setup(build: ModuleType, machine: Callable[..., None],
                                  monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from targets import windows  # build.py put packaging/ on sys.path, as it does to run

    monkeypatch.setattr(windows, "ISCC_CANDIDATES", (tmp_path / "ISCC.exe",))
    machine("Windows", programs=["uv"])
    assert "Inno Setup" in build.prerequisite_problem("windows")
    (tmp_path / "ISCC.exe").write_bytes(b"MZ")
    assert build.prerequisite_problem("windows") is None


def test_macos_needs_hdiutil(build: ModuleType, machine: Callable[..., None]) -> None:
    machine("Darwin", programs=["uv"])
    assert "hdiutil" in build.prerequisite_problem("macos")
    machine("Darwin", programs=["uv", "hdiutil"])
    assert build.prerequisite_problem("macos") is None


def test_main_stops_before_building(build: ModuleType, machine: Callable[..., None],
                                    monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    def no_build(*args: object) -> None:
        raise AssertionError("the build started")

    monkeypatch.setattr(build, "icons", no_build)
    machine("Linux", programs=["uv", *build.LINUX_TOOLS], lacking=["libxcb-keysyms.so.1"])
    assert build.main(["linux"]) == 2
    err = capsys.readouterr().err
    assert "libraries: libxcb-keysyms.so.1" in err and "apt-get install libxcb-keysyms1" in err
    machine("Linux", programs=["uv", *build.LINUX_TOOLS])
    assert build.main(["linux", "--check"]) == 0
    assert "everything the build needs is here" in capsys.readouterr().out


def test_the_readme_installs_what_the_linux_build_checks(build: ModuleType) -> None:
    text = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8").replace("\\\n", " ")
    [line] = [line for line in text.splitlines() if "sudo apt-get install" in line]
    packages = line.split("sudo apt-get install", 1)[1].split()
    needed = set(build.LINUX_TOOLS.values()) | set(build.linux_libraries().values())
    always_there = {"libc6", "libc-bin", "libstdc++6", "libgcc-s1", "zlib1g", "libzstd1"}
    assert sorted(packages) == sorted(needed - always_there)


def test_the_build_names_the_release_from_its_one_home(build: ModuleType) -> None:
    # The installers' names and metadata carry this; pyproject.toml has no version of its own.
    from spider_qt.about import __version__

    assert build.version() == __version__
