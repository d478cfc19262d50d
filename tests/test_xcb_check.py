"""spider_qt.xcb_check: which X11 libraries Qt's xcb plugin lacks, said before Qt aborts.

The real machine has every library (the suite's Linux runners install them), so the
missing ones are simulated by replacing ``ctypes.CDLL`` with a loader that fails for the
chosen names the way dlopen does; the made-up soname test goes through the real loader.
"""

from __future__ import annotations

import ctypes
import os
import platform
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from spider_qt import xcb_check
from spider_qt.xcb_check import (
    DEBIAN_PACKAGES,
    missing_libraries,
    os_family,
    qt_platforms,
    system_libraries,
    uses_xcb,
    xcb_plugin,
    xcb_problem,
)

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the xcb plugin is Linux's")
#: A library no system has, for the real loader.
MADE_UP = "libspider-qt-made-up.so.9"
#: The Qt plugins PyInstaller's one-folder app keeps (dist/spider-qt/_internal/PySide6/Qt/
#: plugins after `build.py linux`, PySide6 6.11): each of their libraries must be known.
FROZEN_PLUGINS = (
    "platforms/libqxcb.so", "platforms/libqoffscreen.so", "platforms/libqminimal.so",
    "xcbglintegrations/libqxcb-glx-integration.so",
    "xcbglintegrations/libqxcb-egl-integration.so", "imageformats/libqico.so",
    "imageformats/libqsvg.so", "iconengines/libqsvgicon.so",
    "platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "platforminputcontexts/libibusplatforminputcontextplugin.so",
)


def failing_loader(missing: dict[str, str]) -> Callable[[str], object]:
    """A ``ctypes.CDLL`` for which ``name`` fails as dlopen would: the key is what is
    loaded, the value the library dlopen then says it cannot find (itself or a dependency)."""
    def load(name: str, *args: object, **kwargs: object) -> object:
        if name in missing:
            raise OSError(f"{missing[name]}: cannot open shared object file: "
                          "No such file or directory")
        return object()
    return load


@pytest.fixture
def lacking(monkeypatch: pytest.MonkeyPatch) -> Callable[[Iterable[str]], None]:
    """Make these sonames unloadable, on a Debian system, with Qt choosing xcb."""
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("XDG_SESSION_TYPE", raising=False)
    monkeypatch.setattr(xcb_check, "os_family", lambda: "debian")

    def make(names: Iterable[str]) -> None:
        monkeypatch.setattr(ctypes, "CDLL", failing_loader({n: n for n in names}))
    return make


def lines(message: str | None) -> list[str]:
    assert message is not None
    return message.splitlines()


# --- the real machine --------------------------------------------------------------------

@linux_only
def test_the_installed_plugin_is_found_without_importing_qt() -> None:
    code = ("import sys; from spider_qt.xcb_check import xcb_plugin, xcb_problem; "
            "print(xcb_plugin()); xcb_problem('xcb'); "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out[0].endswith(os.path.join("PySide6", "Qt", "plugins", "platforms", "libqxcb.so"))
    assert out[1] == "[]"


def ldconfig_libraries() -> set[str]:
    """The sonames of this machine's architecture in the dynamic linker's cache: an oracle
    that shares nothing with xcb_check's loader."""
    ldconfig = shutil.which("ldconfig") or shutil.which("ldconfig", path="/usr/sbin:/sbin")
    tag = {"x86_64": "x86-64", "aarch64": "AArch64"}.get(platform.machine())
    if ldconfig is None or tag is None:
        pytest.skip("needs glibc's ldconfig on x86-64 or AArch64")
    out = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, check=True).stdout
    return {line.split()[0] for line in out.splitlines()[1:]
            if "=>" in line and tag in line.split("=>")[0]}


@linux_only
def test_the_real_check_agrees_with_the_linker_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a machine with the libraries (the CI runners, this one) there is no message; on
    one without, the message names exactly the ones the linker cannot find."""
    plugin = xcb_plugin()
    assert plugin is not None
    absent = sorted(set(system_libraries(plugin)) - ldconfig_libraries())
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("XDG_SESSION_TYPE", raising=False)
    monkeypatch.setenv("DISPLAY", ":99")
    for problem in (xcb_problem("xcb"), xcb_problem()):
        if absent:
            assert lines(problem)[1].split() == absent
        else:
            assert problem is None


@linux_only
def test_the_plugin_needs_what_the_table_knows_and_what_qt_lies_about() -> None:
    plugin = xcb_plugin()
    assert plugin is not None
    needed = system_libraries(plugin)
    # Exactly the table: no library it lacks, no row another processor's name (build.py
    # asks for every row).
    assert set(needed) == set(DEBIAN_PACKAGES)
    # Straight from libqxcb.so and libQt6XcbQpa.so.6, the ones Qt's message does not name...
    assert {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"} <= set(needed)
    # ...and through the bundled libQt6Gui.so.6; the bundled ones are not asked of the system.
    assert {"libEGL.so.1", "libfontconfig.so.1"} <= set(needed)
    assert not [name for name in needed if name.startswith(("libQt6", "libicu"))]


@linux_only
def test_the_frozen_apps_plugins_need_nothing_the_build_does_not_check() -> None:
    """packaging/build.py checks DEBIAN_PACKAGES plus libxcb-glx before building."""
    plugin = xcb_plugin()
    assert plugin is not None
    plugins = plugin.parents[1]
    needed: set[str] = set()
    for name in FROZEN_PLUGINS:
        needed.update(system_libraries(plugins / name))
    assert needed - set(DEBIAN_PACKAGES) == {"libxcb-glx.so.0"}


@linux_only
@pytest.mark.skipif(shutil.which("readelf") is None, reason="readelf cross-checks the parser")
def test_the_elf_reader_agrees_with_readelf() -> None:
    plugin = xcb_plugin()
    assert plugin is not None
    for path in (plugin, plugin.parents[2] / "lib" / "libQt6XcbQpa.so.6"):
        out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True,
                             check=True).stdout
        expected = [line.split("[", 1)[1].split("]", 1)[0] for line in out.splitlines()
                    if "(NEEDED)" in line]
        needed, folders = xcb_check._dynamic_entries(path)
        assert needed == expected
        assert folders and all("$ORIGIN" not in folder for folder in folders)


@linux_only
def test_a_made_up_library_is_missing_for_the_real_loader() -> None:
    plugin = xcb_plugin()
    assert plugin is not None
    needed = system_libraries(plugin)
    absent = set(needed) - ldconfig_libraries()  # none where the libraries are installed
    assert missing_libraries([*needed, MADE_UP]) == sorted({*absent, MADE_UP})
    assert missing_libraries(["libc.so.6", MADE_UP, "libm.so.6", MADE_UP]) == [MADE_UP]


@linux_only
def test_a_made_up_library_gets_a_message_without_a_package(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(xcb_check, "system_libraries", lambda p: ["libc.so.6", MADE_UP])
    monkeypatch.setattr(xcb_check, "os_family", lambda: "debian")
    assert lines(xcb_problem("xcb"))[1:] == [
        f"  {MADE_UP}", "On Debian or Ubuntu, install them with:",
        f"  {MADE_UP}: its package is the one `apt-file search {MADE_UP}` names"]


# --- simulated missing libraries ---------------------------------------------------------

@linux_only
def test_missing_libraries_are_named_with_their_packages(
        lacking: Callable[[Iterable[str]], None]) -> None:
    lacking(["libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    message = lines(xcb_problem())
    assert message[0].startswith("cannot open a window: Qt's X11 platform plugin (xcb)")
    assert message[1].split() == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert message[2] == "On Debian or Ubuntu, install them with:"
    assert message[3] == "  sudo apt-get install libxcb-icccm4 libxcb-keysyms1"
    assert len(message) == 4  # this system's command only


@linux_only
def test_every_missing_library_is_named_at_once(
        lacking: Callable[[Iterable[str]], None]) -> None:
    lacking(DEBIAN_PACKAGES)
    message = lines(xcb_problem())
    plugin = xcb_plugin()
    assert plugin is not None
    assert message[1].split() == sorted(system_libraries(plugin))
    assert message[3].split()[3:] == sorted(set(DEBIAN_PACKAGES.values()))


@linux_only
def test_a_library_missing_under_another_is_the_one_named(
        monkeypatch: pytest.MonkeyPatch, lacking: Callable[[Iterable[str]], None]) -> None:
    lacking([])
    monkeypatch.setattr(ctypes, "CDLL", failing_loader({
        "libxcb-cursor.so.0": "libxcb-render-util.so.0",
        "libxcb-render-util.so.0": "libxcb-render-util.so.0"}))
    message = lines(xcb_problem())
    assert message[1].split() == ["libxcb-render-util.so.0"]
    assert message[3] == "  sudo apt-get install libxcb-render-util0"


@linux_only
def test_the_frozen_apps_wrapped_loader_error_is_read_through(
        monkeypatch: pytest.MonkeyPatch, lacking: Callable[[Iterable[str]], None]) -> None:
    """PyInstaller's CDLL replaces dlopen's error by its own, raised from dlopen's."""
    lacking([])
    dlopen = failing_loader({"libxcb-icccm.so.4": "libxcb.so.1", "libxcb.so.1": "libxcb.so.1"})

    def frozen(name: str, *args: object, **kwargs: object) -> object:
        try:
            return dlopen(name)
        except OSError as error:
            raise OSError(f"Failed to load dynlib/dll {name!r}. Most likely this dynlib/dll "
                          "was not found when the application was frozen.") from error

    monkeypatch.setattr(ctypes, "CDLL", frozen)
    assert lines(xcb_problem())[1].split() == ["libxcb.so.1"]


@linux_only
def test_a_library_that_is_there_but_does_not_load_is_named(
        monkeypatch: pytest.MonkeyPatch, lacking: Callable[[Iterable[str]], None]) -> None:
    lacking([])

    def wrong_class(name: str, *args: object, **kwargs: object) -> object:
        if name == "libGL.so.1":
            raise OSError("/usr/lib/i386-linux-gnu/libGL.so.1: wrong ELF class: ELFCLASS32")
        return object()

    monkeypatch.setattr(ctypes, "CDLL", wrong_class)
    assert lines(xcb_problem())[1].split() == ["libGL.so.1"]


@linux_only
def test_fedora_and_opensuse_install_by_library_name(
        monkeypatch: pytest.MonkeyPatch, lacking: Callable[[Iterable[str]], None]) -> None:
    lacking(["libxcb-icccm.so.4", "libxcb-cursor.so.0"])
    monkeypatch.setattr(xcb_check, "os_family", lambda: "fedora")
    assert lines(xcb_problem())[2:] == [
        "On Fedora or RHEL, install them with:",
        "  sudo dnf install 'libxcb-cursor.so.0()(64bit)' 'libxcb-icccm.so.4()(64bit)'"]
    monkeypatch.setattr(xcb_check, "os_family", lambda: "suse")
    assert lines(xcb_problem())[3].startswith("  sudo zypper install 'libxcb-cursor.so.0()")


@linux_only
def test_an_unknown_system_gets_every_command(
        monkeypatch: pytest.MonkeyPatch, lacking: Callable[[Iterable[str]], None]) -> None:
    lacking(["libxcb-icccm.so.4"])
    monkeypatch.setattr(xcb_check, "os_family", lambda: None)
    text = "\n".join(lines(xcb_problem()))
    assert "  sudo apt-get install libxcb-icccm4\n" in text
    assert "  sudo dnf install 'libxcb-icccm.so.4()(64bit)'\n" in text
    assert text.endswith("On other systems, install the packages that provide them.")


# --- when Qt does not use xcb ------------------------------------------------------------

@linux_only
@pytest.mark.parametrize("platform", ["offscreen", "minimal", "eglfs", "offscreen;xcb"])
def test_other_platforms_need_no_x11_library(
        platform: str, lacking: Callable[[Iterable[str]], None],
        monkeypatch: pytest.MonkeyPatch) -> None:
    lacking(DEBIAN_PACKAGES)
    assert xcb_problem(platform) is None
    monkeypatch.setenv("QT_QPA_PLATFORM", platform)
    assert xcb_problem() is None
    assert xcb_problem("xcb") is not None  # the caller's choice wins over the environment


def test_not_linux_means_no_check(monkeypatch: pytest.MonkeyPatch,
                                  lacking: Callable[[Iterable[str]], None]) -> None:
    lacking(DEBIAN_PACKAGES)
    monkeypatch.setattr(sys, "platform", "win32")
    assert xcb_problem("xcb") is None


def test_without_pyside6_there_is_nothing_to_check(
        monkeypatch: pytest.MonkeyPatch, lacking: Callable[[Iterable[str]], None]) -> None:
    lacking(DEBIAN_PACKAGES)
    monkeypatch.setattr(xcb_check, "xcb_plugin", lambda: None)
    assert xcb_problem("xcb") is None


@pytest.mark.parametrize(("platform", "environ", "order"), [
    (None, {}, ["xcb"]),
    (None, {"DISPLAY": ":0"}, ["xcb"]),
    (None, {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, ["wayland", "xcb"]),
    (None, {"DISPLAY": ":0", "XDG_SESSION_TYPE": "wayland"}, ["wayland", "xcb"]),
    (None, {"WAYLAND_DISPLAY": "wayland-1"}, ["wayland", "xcb"]),
    (None, {"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, ["offscreen"]),
    (None, {"QT_QPA_PLATFORM": "xcb:nograb;offscreen"}, ["xcb", "offscreen"]),
    ("offscreen", {"QT_QPA_PLATFORM": "xcb"}, ["offscreen"]),
    (None, {"QT_QPA_PLATFORM": ""}, ["xcb"]),
])
def test_the_platform_order_is_qts(platform: str | None, environ: dict[str, str],
                                   order: list[str]) -> None:
    assert qt_platforms(platform, environ) == order


def test_a_working_wayland_session_does_not_need_xcb(tmp_path: Path) -> None:
    platforms = tmp_path / "platforms"
    platforms.mkdir()
    plugin = platforms / "libqxcb.so"
    plugin.touch()
    runtime = tmp_path / "run"
    runtime.mkdir()
    session = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0",
               "XDG_RUNTIME_DIR": str(runtime)}
    # The frozen app has no Wayland plugin: Qt falls back to xcb.
    assert uses_xcb(None, session, plugin)
    (platforms / "libqwayland.so").touch()
    # No compositor socket (a session variable left over): Wayland fails, xcb follows.
    assert uses_xcb(None, session, plugin)
    (runtime / "wayland-0").touch()
    assert not uses_xcb(None, session, plugin)
    assert uses_xcb("xcb", session, plugin)
    assert not uses_xcb(None, {**session, "QT_QPA_PLATFORM": "offscreen"}, plugin)


@pytest.mark.parametrize(("text", "family"), [
    ('ID=debian\nVERSION_ID="12"\n', "debian"),
    ("ID=ubuntu\nID_LIKE=debian\n", "debian"),
    ('ID=linuxmint\nID_LIKE="ubuntu debian"\n', "debian"),
    ("ID=fedora\n", "fedora"),
    ('ID="rocky"\nID_LIKE="rhel centos fedora"\n', "fedora"),
    ('ID="opensuse-tumbleweed"\nID_LIKE="opensuse suse"\n', "suse"),
    ("ID=arch\n", None),
])
def test_the_family_comes_from_os_release(tmp_path: Path, text: str,
                                          family: str | None) -> None:
    os_release = tmp_path / "os-release"
    os_release.write_text(text, encoding="utf-8")
    assert os_family(os_release) == family
    assert os_family(tmp_path / "absent") is None


# --- the documents give the same list ----------------------------------------------------

#: What apt itself depends on, so every Debian or Ubuntu has it; the documents leave it out.
APT_HAS = {"libc6", "libstdc++6", "libgcc-s1", "zlib1g", "libzstd1"}


def apt_lines(text: str) -> list[list[str]]:
    """The packages of each ``sudo apt-get install`` command (continued lines joined)."""
    joined = text.replace("\\\n", " ")
    return [line.split("sudo apt-get install", 1)[1].split("#", 1)[0].split()
            for line in joined.splitlines() if "sudo apt-get install" in line]


@pytest.mark.parametrize("document", ["README.md", "docs/install.md"])
def test_the_documents_install_what_the_table_says(document: str) -> None:
    text = (Path(__file__).resolve().parents[1] / document).read_text(encoding="utf-8")
    wanted = sorted(set(DEBIAN_PACKAGES.values()) - APT_HAS)
    full = [packages for packages in apt_lines(text) if "libxcb-icccm4" in packages]
    assert full, f"{document} has no apt-get line with the xcb libraries"
    for packages in full:
        assert sorted(packages) == wanted
