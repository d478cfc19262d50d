"""Will Qt's X11 (xcb) platform plugin load? Asked before Qt is, so the answer can be useful.

PySide6's wheels bundle Qt but not the X11 libraries its xcb platform plugin links to. When
one is missing, Qt 6.5+ prints "xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb
platform plugin" whichever library it is, and aborts: a player who installs
``libxcb-cursor0`` is no further. :func:`xcb_problem` reads which libraries the plugin and the
Qt libraries under it need (their ELF ``DT_NEEDED`` entries, no subprocess), tries to load
each one that PySide6 does not bundle, and names the ones that fail together with the
command that installs them.

It imports no Qt, only the standard library, and is quick: the app calls it at every start
on Linux. Reading the ELF headers takes a few milliseconds; most of the rest is loading the
libraries, which Qt would load a moment later anyway. ``packaging/build.py`` loads this
file by path, from any Python, to check the build machine.
"""

from __future__ import annotations

import importlib.util
import os
import re
import struct
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Final

#: Debian/Ubuntu package of every system library that PySide6's xcb platform plugin,
#: ``libQt6XcbQpa.so.6`` and the Qt libraries they load (Gui, Core, DBus) link to. Made
#: from ``readelf -d`` of PySide6-Essentials 6.11's files, each library's path from
#: ``ldd``, its package from ``dpkg -S`` (Debian 12); the same names exist on Ubuntu 22.04
#: and later (on 24.04 apt picks ``libglib2.0-0t64`` for ``libglib2.0-0`` by itself).
#: tests/test_xcb_check.py fails when a PySide6 upgrade changes the list. The dynamic
#: loader (``ld-linux-*``), whose name depends on the processor, is left out.
DEBIAN_PACKAGES: Final[Mapping[str, str]] = {
    "libc.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libm.so.6": "libc6",
    "libpthread.so.0": "libc6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libgcc_s.so.1": "libgcc-s1",
    "libGL.so.1": "libgl1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libstdc++.so.6": "libstdc++6",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
}

PLUGIN: Final = Path("Qt", "plugins", "platforms", "libqxcb.so")
#: Names of glibc's dynamic loader (x86-64, AArch64…), never missing where Python runs.
LOADERS: Final = ("ld-linux", "ld64.so")
# dlopen's own words when a file is missing: "libfoo.so.1: cannot open shared object file".
_NOT_FOUND: Final = re.compile(r"^(?:.*/)?([^\s:/]+\.so[.\d]*): cannot open shared object file")


def qt_platforms(platform: str | None = None,
                 environ: Mapping[str, str] = os.environ) -> list[str]:
    """The platform plugins Qt will try, in order, as QGuiApplication chooses them.

    ``platform`` (what ``-platform`` or the program would force) wins, then
    ``QT_QPA_PLATFORM``; both may list several (``wayland;xcb``), each with ``:options``.
    Without either, Qt 6 starts from its built-in ``xcb``: ``xcb`` when ``DISPLAY`` is set,
    preceded by ``wayland`` in a Wayland session (``WAYLAND_DISPLAY`` or
    ``XDG_SESSION_TYPE=wayland``), and ``xcb`` last when there is no ``DISPLAY`` at all.
    """
    chosen = platform or environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return [entry.split(":", 1)[0].strip() for entry in chosen.split(";") if entry.strip()]
    order = ["xcb"] if environ.get("DISPLAY") else []
    if environ.get("WAYLAND_DISPLAY") or environ.get("XDG_SESSION_TYPE") == "wayland":
        order.insert(0, "wayland")
    if not environ.get("DISPLAY"):
        order.append("xcb")
    return order


def _wayland_works(platforms_dir: Path, environ: Mapping[str, str]) -> bool:
    """Whether Qt's Wayland plugin will take over: it is there (the frozen app leaves it out)
    and the compositor's socket exists, where libwayland-client looks for it."""
    if not any(platforms_dir.glob("libqwayland*.so")):
        return False
    display = environ.get("WAYLAND_DISPLAY") or "wayland-0"
    if os.path.isabs(display):
        return os.path.exists(display)
    runtime = environ.get("XDG_RUNTIME_DIR")
    if not runtime:
        return False
    return os.path.exists(os.path.join(runtime, display))


def xcb_plugin() -> Path | None:
    """PySide6's xcb platform plugin, found without importing PySide6 (which loads Qt)."""
    try:
        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    folders = list(spec.submodule_search_locations or [])
    if spec.origin:
        folders.append(os.path.dirname(spec.origin))
    for folder in folders:
        plugin = Path(folder) / PLUGIN
        if plugin.is_file():
            return plugin
    return None


def uses_xcb(platform: str | None = None, environ: Mapping[str, str] = os.environ,
             plugin: Path | None = None) -> bool:
    """Whether Qt will load the xcb plugin: the first platform it tries is ``xcb``, or the
    ones before it are Wayland plugins that cannot work here. Any other platform
    (``offscreen``, ``eglfs``…) needs no X11 library."""
    for name in qt_platforms(platform, environ):
        if name == "xcb":
            return True
        if not name.startswith("wayland") or plugin is None:
            return False
        if _wayland_works(plugin.parent, environ):
            return False
    return False


def _dynamic_entries(path: Path) -> tuple[list[str], list[str]]:
    """The ``DT_NEEDED`` names and ``DT_RUNPATH``/``DT_RPATH`` folders of an ELF file.

    Read straight from the section headers: a few kilobytes per library, where ``ldd``
    would cost a process and load everything.
    """
    with path.open("rb") as elf:
        ident = elf.read(16)
        if ident[:4] != b"\x7fELF":
            return [], []
        wide, order = ident[4] == 2, "<" if ident[5] == 1 else ">"
        header = elf.read(48 if wide else 36)
        if wide:
            shoff, = struct.unpack_from(order + "Q", header, 24)
            shentsize, shnum = struct.unpack_from(order + "HH", header, 42)
        else:
            shoff, = struct.unpack_from(order + "I", header, 16)
            shentsize, shnum = struct.unpack_from(order + "HH", header, 30)
        elf.seek(shoff)
        table = elf.read(shentsize * shnum)
        shdr = order + ("IIQQQQIIQQ" if wide else "IIIIIIIIII")
        sections = [struct.unpack_from(shdr, table, i * shentsize) for i in range(shnum)]
        dynamic = next((s for s in sections if s[1] == 6), None)  # SHT_DYNAMIC
        if dynamic is None:
            return [], []
        strtab = sections[dynamic[6]][4]  # sh_link: the .dynstr section; its offset
        elf.seek(dynamic[4])
        raw = elf.read(dynamic[5])
        entry = order + ("qQ" if wide else "iI")
        size = struct.calcsize(entry)
        needed: list[str] = []
        paths: list[str] = []
        for offset in range(0, len(raw) - size + 1, size):
            tag, value = struct.unpack_from(entry, raw, offset)
            if tag == 0:  # DT_NULL
                break
            if tag not in (1, 15, 29):  # DT_NEEDED, DT_RPATH, DT_RUNPATH
                continue
            # One string, not the whole .dynstr: Qt's hold megabytes of symbol names.
            elf.seek(strtab + value)
            chunk = elf.read(4096)
            text = chunk.split(b"\0", 1)[0].decode()
            if tag == 1:
                needed.append(text)
            else:
                paths.extend(text.split(":"))
    origin = str(path.parent)
    folders = [p.replace("${ORIGIN}", origin).replace("$ORIGIN", origin) for p in paths if p]
    return needed, folders


def system_libraries(plugin: Path) -> list[str]:
    """The sonames the plugin and the libraries PySide6 bundles for it take from the system.

    Bundled ones (found through an ``RPATH``/``RUNPATH`` folder or in ``Qt/lib``) are
    followed to their own needs, so ``libQt6XcbQpa.so.6`` and ``libQt6Gui.so.6`` count.
    Plain ``os.path`` strings and one listing per folder: this runs at every start.
    """
    qt_lib = os.path.join(os.path.dirname(os.path.dirname(plugin.parent)), "lib")
    listings: dict[str, set[str]] = {}

    def bundled(name: str, folders: list[str]) -> str | None:
        for folder in [*folders, qt_lib]:
            if folder not in listings:
                try:
                    listings[folder] = set(os.listdir(folder))
                except OSError:
                    listings[folder] = set()
            if name in listings[folder]:
                return os.path.realpath(os.path.join(folder, name))
        return None

    wanted: set[str] = set()
    seen: set[str] = set()
    stack = [os.path.realpath(plugin)]
    while stack:
        path = stack.pop()
        if path in seen:
            continue
        seen.add(path)
        needed, folders = _dynamic_entries(Path(path))
        for name in needed:
            if name.startswith(LOADERS):
                continue  # the dynamic loader, which is running this very process
            found = bundled(name, folders)
            if found is None:
                wanted.add(name)
            else:
                stack.append(found)
    return sorted(wanted)


def load_error(soname: str) -> str | None:
    """``None`` when ``soname`` loads; else the library that could not be found (``soname``
    itself or one of its own dependencies, as dlopen names it).

    Loading is the only test that agrees with the dynamic linker (ld.so.cache, multiarch
    folders, ``LD_LIBRARY_PATH`` — the frozen app's bundled copies). What loads stays
    loaded, as Qt would load it a moment later anyway. In the frozen app PyInstaller's
    ``CDLL`` raises its own error ("Failed to load dynlib/dll …") from dlopen's, so the
    whole chain of causes is read.
    """
    import ctypes  # here: only a start on X11 asks, and ctypes costs 3 ms to import

    try:
        ctypes.CDLL(soname)
    except OSError as error:
        cause: BaseException | None = error
        while cause is not None:
            found = _NOT_FOUND.match(str(cause))
            if found:
                return found.group(1)
            cause = cause.__cause__ or cause.__context__
        return soname
    return None


def missing_libraries(sonames: Iterable[str]) -> list[str]:
    """The libraries among ``sonames`` (or that they need) that cannot be loaded, sorted."""
    return sorted({m for m in map(load_error, sorted(set(sonames))) if m is not None})


def os_family(os_release: Path = Path("/etc/os-release")) -> str | None:
    """``"debian"``, ``"fedora"`` or ``"suse"`` from /etc/os-release's ID and ID_LIKE, so
    the message shows only the command that works here; ``None`` when it cannot tell."""
    try:
        text = os_release.read_text(encoding="utf-8")
    except OSError:
        return None
    ids: list[str] = []
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key in ("ID", "ID_LIKE"):
            ids.extend(value.strip().strip("\"'").lower().split())
    for family, members in (("debian", {"debian", "ubuntu"}),
                            ("fedora", {"fedora", "rhel", "centos"}),
                            ("suse", {"suse", "opensuse"})):
        if members & set(ids):
            return family
    return None


def apt_command(sonames: Iterable[str]) -> str:
    """``sudo apt-get install …`` with the Debian/Ubuntu packages of ``sonames``."""
    packages = sorted({DEBIAN_PACKAGES[s] for s in sonames if s in DEBIAN_PACKAGES})
    return "sudo apt-get install " + " ".join(packages)


def rpm_command(sonames: Iterable[str], tool: str = "dnf") -> str:
    """``sudo dnf install 'libfoo.so.1()(64bit)'…``: RPM packages provide each library
    they hold under that name, so dnf and zypper find the package themselves; no name
    table to keep right for distributions that cannot be checked here."""
    suffix = "()(64bit)" if sys.maxsize > 2**32 else ""
    return f"sudo {tool} install " + " ".join(f"'{s}{suffix}'" for s in sorted(sonames))


def install_advice(missing: Iterable[str], family: str | None) -> list[str]:
    """The lines saying how to install ``missing``: for the system's family, or for each."""
    missing = sorted(missing)
    known = [s for s in missing if s in DEBIAN_PACKAGES]
    unknown = [s for s in missing if s not in DEBIAN_PACKAGES]
    debian = ["On Debian or Ubuntu, install them with:"]
    if known:
        debian.append(f"  {apt_command(known)}")
    debian += [f"  {name}: its package is the one `apt-file search {name}` names"
               for name in unknown]
    fedora = ["On Fedora or RHEL, install them with:", f"  {rpm_command(missing)}"]
    suse = ["On openSUSE, install them with:", f"  {rpm_command(missing, 'zypper')}"]
    by_family = {"debian": debian, "fedora": fedora, "suse": suse}
    if family in by_family:
        return by_family[family]
    return [*debian, *fedora, "On other systems, install the packages that provide them."]


def xcb_problem(platform: str | None = None) -> str | None:
    """Why Qt's xcb platform plugin would fail to load, as a message for the player; or
    ``None`` when it will load, or Qt will not use it (not Linux, another platform).

    ``platform`` is what the caller is about to force, like ``-platform`` (``"offscreen"``
    when it will set ``QT_QPA_PLATFORM=offscreen`` for a screenshot); ``None`` means Qt's
    own choice from the environment (:func:`qt_platforms`). The libraries are checked
    whether or not ``DISPLAY`` is set: without them the plugin fails before it looks for a
    display. Nothing is printed and nothing exits: the caller decides, e.g. prints the
    message after ``"spider-qt: "`` and exits with status 2.
    """
    if not sys.platform.startswith("linux"):
        return None
    plugin = xcb_plugin()
    if plugin is None or not uses_xcb(platform, os.environ, plugin):
        return None  # no PySide6 to check (Qt will say so itself), or no X11 needed
    missing = missing_libraries(system_libraries(plugin))
    if not missing:
        return None
    return "\n".join([
        "cannot open a window: Qt's X11 platform plugin (xcb) needs these system libraries, "
        "which are not installed:",
        "  " + " ".join(missing),
        *install_advice(missing, os_family()),
    ])
