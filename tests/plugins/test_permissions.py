"""Only code the player alone can change is run: every file and folder of a plugin is checked.

These run as root here, like CI: write bits are set with chmod, foreign owners with chown.
"""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest

from spider_qt.plugins import sources
from spider_qt.plugins.host import load_catalog
from spider_qt.plugins.records import PluginRecord
from spider_qt.plugins.sources import path_problems

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions (not on Windows)")
as_root = pytest.mark.skipif(os.name == "posix" and os.geteuid() != 0,
                             reason="giving a file to another user needs root")

VARIANT = '''
from spider_qt.engine import VariantSpec
from spider_qt.plugins import hookimpl

@hookimpl
def spider_qt_register_variants(register):
    register(VariantSpec(key="weevil", name="Weevil", letters="WV", decks=1,
                         layout=((0, 4),) * 13, deals=()))
'''


def folder_at(path: Path) -> Path:
    path.mkdir(parents=True)
    path.chmod(0o755)
    return path


def write(path: Path, text: str = VARIANT) -> Path:
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    path.chmod(0o644)
    return path


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return folder_at(tmp_path / "plugins")


@pytest.fixture
def package(folder: Path) -> Path:
    """``weevil/`` with ``__init__.py`` and ``rules/deep.py``, all as they should be."""
    weevil = folder_at(folder / "weevil")
    write(weevil / "__init__.py")
    write(folder_at(weevil / "rules") / "deep.py", "X = 1\n")
    return weevil


def weevil(folder: Path) -> tuple[PluginRecord, bool]:
    result = load_catalog(folder=folder)
    return next(p for p in result.plugins if p.name == "weevil"), "weevil" in result.catalog


def test_a_tidy_package_loads(folder: Path, package: Path) -> None:
    record, loaded = weevil(folder)
    assert record.error is None and loaded


@pytest.mark.parametrize(("inside", "mode"), [
    ("__init__.py", 0o666), ("__init__.py", 0o646), ("rules/deep.py", 0o664),
    ("rules", 0o777), (".", 0o775),
])
def test_anything_in_a_package_others_can_write_is_refused(
    folder: Path, package: Path, inside: str, mode: int
) -> None:
    offending = package / inside if inside != "." else package
    offending.chmod(mode)
    record, loaded = weevil(folder)
    assert not loaded
    assert record.error is not None and record.error.startswith("was not loaded: ")
    assert f"{offending} can be changed by other users" in record.error
    assert f"chmod go-w {offending}" in record.error


def test_a_refused_plugin_is_not_imported(folder: Path, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    write(folder / "weevil.py", f"open({str(marker)!r}, 'w').close()\n").chmod(0o666)
    record, _ = weevil(folder)
    assert record.error is not None and not marker.exists()


def test_bytecode_others_can_write_is_refused(folder: Path) -> None:
    write(folder / "weevil.py")
    cache = folder_at(folder / "__pycache__")
    write(cache / "weevil.cpython-311.pyc", "").chmod(0o666)
    record, loaded = weevil(folder)
    assert not loaded and f"{cache / 'weevil.cpython-311.pyc'} can be changed" in record.error


def test_every_folder_along_a_symlink_s_way_is_checked(folder: Path, tmp_path: Path) -> None:
    shared = folder_at(tmp_path / "elsewhere" / "shared" / "src")
    target = write(shared / "weevil.py")
    (folder / "weevil.py").symlink_to(target)
    assert weevil(folder)[0].error is None
    shared.parent.chmod(0o777)  # the target file is fine; a folder on its way is not
    record, loaded = weevil(folder)
    assert not loaded and f"{shared.parent} can be changed by other users" in record.error
    assert f"chmod go-w {shared.parent}" in record.error


def test_a_sticky_folder_on_a_symlink_s_way_is_accepted(folder: Path, tmp_path: Path) -> None:
    """Like /tmp: others may add files there, but not replace the player's."""
    shared = folder_at(tmp_path / "sticky")
    shared.chmod(0o1777)
    (folder / "weevil.py").symlink_to(write(shared / "weevil.py"))
    assert weevil(folder)[0].error is None
    (shared / "weevil.py").chmod(0o666)  # the file itself still must not be writable
    assert "can be changed by other users" in (weevil(folder)[0].error or "")


def test_each_hop_of_a_symlink_chain_is_checked(folder: Path, tmp_path: Path) -> None:
    middle = folder_at(tmp_path / "middle")
    final = folder_at(tmp_path / "final")
    (middle / "hop.py").symlink_to(write(final / "weevil.py"))
    (folder / "weevil.py").symlink_to(middle / "hop.py")
    assert weevil(folder)[0].error is None
    middle.chmod(0o757)
    assert f"{middle} can be changed by other users" in (weevil(folder)[0].error or "")


@as_root
def test_a_file_of_another_user_is_refused(folder: Path, package: Path) -> None:
    os.chown(package / "rules" / "deep.py", 4242, -1)
    record, loaded = weevil(folder)
    assert not loaded
    assert f"{package / 'rules' / 'deep.py'} belongs to another user (4242)" in record.error
    assert f"sudo chown root {package / 'rules' / 'deep.py'}" in record.error


@as_root
def test_a_folder_of_another_user_on_a_symlink_s_way_is_refused(
    folder: Path, tmp_path: Path
) -> None:
    theirs = folder_at(tmp_path / "theirs" / "lib")
    (folder / "weevil.py").symlink_to(write(theirs / "weevil.py"))
    os.chown(theirs.parent, 4242, -1)
    record, loaded = weevil(folder)
    assert not loaded and f"{theirs.parent} belongs to another user" in record.error


def test_the_player_and_root_may_own_plugin_files(
    folder: Path, package: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The files here belong to root: accepted for any player (root can change anything
    anyway); the player's own uid is the other owner accepted."""
    monkeypatch.setattr(sources, "player_uid", lambda: 4242)
    assert list(path_problems(package, plugins_folder=folder)) == []
    if os.geteuid() == 0:
        for path in (package, package / "__init__.py"):
            os.chown(path, 4242, -1)
        assert list(path_problems(package, plugins_folder=folder)) == []
        monkeypatch.setattr(sources, "player_uid", lambda: 4343)
        problem, *_ = path_problems(package, plugins_folder=folder)
        assert problem.startswith(f"{package} belongs to another user (4242)")


def test_a_symlinked_plugins_folder_is_checked_along_its_way(tmp_path: Path) -> None:
    real = folder_at(tmp_path / "open" / "plugins")
    write(real / "weevil.py")
    (tmp_path / "open").chmod(0o777)
    link = tmp_path / "linked"
    link.symlink_to(real)
    result = load_catalog(folder=link)
    refused = next(p for p in result.plugins if p.name == "plugins folder")
    assert refused.error is not None and f"{tmp_path / 'open'} can be changed" in refused.error
    assert "weevil" not in result.catalog
