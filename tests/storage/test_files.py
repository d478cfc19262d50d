"""Atomic writes and guarded reads: a bad file is kept aside, never fatal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from spider_qt.storage.files import (
    MAX_BYTES,
    FileFormatError,
    check_format,
    read_json,
    remove_stale_temporaries,
    write_json,
)
from spider_qt.storage.notices import FileRole, Trouble

ROLE = FileRole.SETTINGS


def convert(data: Any) -> dict[str, Any]:
    envelope = check_format(data, 1)
    if not isinstance(envelope.get("value"), int):
        raise FileFormatError("value must be a whole number")
    return envelope


def test_write_then_read(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "folder" / "f.json"
    write_json(target, {"format": 1, "value": 3})
    assert read_json(target, ROLE, convert).value == {"format": 1, "value": 3}
    assert [p.name for p in target.parent.iterdir()] == ["f.json"]  # no temporary left


def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.json"
    write_json(target, {"format": 1, "value": 1})

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space left"):
        write_json(target, {"format": 1, "value": 2})
    monkeypatch.undo()
    assert json.loads(target.read_text()) == {"format": 1, "value": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_a_missing_file_is_no_problem(tmp_path: Path) -> None:
    loaded = read_json(tmp_path / "none.json", ROLE, convert)
    assert loaded.value is None and loaded.notice is None


def test_a_link_to_nothing_is_no_file(tmp_path: Path) -> None:
    (tmp_path / "f.json").symlink_to(tmp_path / "gone.json")
    loaded = read_json(tmp_path / "f.json", ROLE, convert)
    assert loaded.value is None and loaded.notice is None


def test_a_byte_order_mark_is_fine(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    target.write_bytes(b"\xef\xbb\xbf" + b'{"format": 1, "value": 7}')
    loaded = read_json(target, ROLE, convert)
    assert loaded.value == {"format": 1, "value": 7} and loaded.notice is None


DAMAGE: dict[str, tuple[bytes, str]] = {
    "garbage": (b"\x00\xff\xfe garbage \x80", "not text"),
    "empty": (b"", "not valid JSON"),
    "spaces": (b"  \n\t ", "not valid JSON"),
    "truncated": (b'{"format": 1, "value": 1', "not valid JSON"),
    "wrong-shape": (b"[1, 2, 3]", "expected a JSON object"),
    "null": (b"null", "expected a JSON object"),
    "wrong-type": (b'{"format": 1, "value": "three"}', "value must be a whole number"),
    "no-format": (b'{"value": 1}', "format number is missing"),
    "format-zero": (b'{"format": 0, "value": 1}', "format number is missing"),
    "nan": (b'{"format": 1, "value": NaN}', "not valid JSON"),
    "deep": (b"[" * 50_000 + b"]" * 50_000, "nested too deeply"),
    "deep-in-value": (b'{"format": 1, "value": ' + b"[" * 5000 + b"]" * 5000 + b"}",
                      "nested too deeply"),
    "huge": (b'{"format": 1, "value": 1, "pad": "' + b"x" * MAX_BYTES + b'"}', "larger than"),
}


@pytest.mark.parametrize("kind", DAMAGE)
def test_a_bad_file_is_kept_aside_with_a_notice(tmp_path: Path, kind: str) -> None:
    content, reason = DAMAGE[kind]
    target = tmp_path / "f.json"
    target.write_bytes(content)
    loaded = read_json(target, ROLE, convert)
    assert loaded.value is None
    notice = loaded.notice
    assert notice is not None and notice.trouble is Trouble.DAMAGED and notice.role is ROLE
    assert reason in notice.detail
    assert not target.exists()
    (aside,) = tmp_path.glob("f.json.corrupt-*")
    assert aside.read_bytes() == content  # nothing lost
    assert notice.aside == aside.name and aside.name in notice.english()


def test_a_folder_in_its_place_is_kept_aside(tmp_path: Path) -> None:
    (tmp_path / "f.json").mkdir()
    (tmp_path / "f.json" / "inside").write_text("kept")
    notice = read_json(tmp_path / "f.json", ROLE, convert).notice
    assert notice is not None and "not a regular file" in notice.detail
    (aside,) = tmp_path.glob("f.json.corrupt-*")
    assert (aside / "inside").read_text() == "kept"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_does_not_block_the_start(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "f.json")
    notice = read_json(tmp_path / "f.json", ROLE, convert).notice
    assert notice is not None and "not a regular file" in notice.detail


def test_a_link_elsewhere_to_something_else_is_moved_not_its_target(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("not ours")
    (tmp_path / "f.json").symlink_to(elsewhere)
    notice = read_json(tmp_path / "f.json", ROLE, convert).notice
    assert notice is not None and notice.trouble is Trouble.DAMAGED
    (aside,) = tmp_path.glob("f.json.corrupt-*")
    assert aside.is_symlink() and elsewhere.read_text() == "not ours"  # the target untouched


def test_a_link_to_a_good_file_is_read_and_written_through(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "f.json"
    write_json(real, {"format": 1, "value": 1})
    link = tmp_path / "f.json"
    link.symlink_to(real)
    assert read_json(link, ROLE, convert).value == {"format": 1, "value": 1}
    write_json(link, {"format": 1, "value": 2})
    assert link.is_symlink() and json.loads(real.read_text())["value"] == 2


def test_an_unreadable_file_is_kept_aside(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    target.symlink_to(target)  # a loop: unreadable whoever runs the test (root included)
    notice = read_json(target, ROLE, convert).notice
    assert notice is not None and "could not be read" in notice.detail
    assert list(tmp_path.glob("f.json.corrupt-*"))


def test_a_newer_release_s_file_is_left_as_it_is(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    content = b'{"format": 2, "value": "a new kind of value"}'
    target.write_bytes(content)
    loaded = read_json(target, ROLE, convert)
    assert loaded.value is None and loaded.newer
    assert loaded.notice is not None and loaded.notice.trouble is Trouble.NEWER
    assert target.read_bytes() == content and not list(tmp_path.glob("*.corrupt-*"))


def test_read_only_reports_without_moving(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    target.write_bytes(b"{ broken")
    loaded = read_json(target, ROLE, convert, keep_aside=False)
    assert loaded.notice is not None and not loaded.notice.moved
    assert target.read_bytes() == b"{ broken" and not list(tmp_path.glob("*.corrupt-*"))


def test_repeated_quarantines_never_overwrite_each_other(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    for n in range(3):
        target.write_bytes(b"bad %d" % n)
        read_json(target, ROLE, convert)
    kept = sorted(p.read_bytes() for p in tmp_path.glob("f.json.corrupt-*"))
    assert kept == [b"bad 0", b"bad 1", b"bad 2"]


def test_a_file_that_cannot_be_moved_aside_says_so(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.json"
    target.write_bytes(b"bad")

    def refuse(src: str, dst: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    notice = read_json(target, ROLE, convert).notice
    assert notice is not None and notice.aside is None
    assert notice.aside_error == "Permission denied"
    assert "could not be moved aside (Permission denied)" in notice.english()


def test_temporaries_of_writers_that_are_gone_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    orphan = tmp_path / f".f.json.{gone}.abc.tmp"  # its writer was killed mid-write
    mine = tmp_path / f".f.json.{os.getpid()}.def.tmp"  # a live writer's, being written
    old = tmp_path / ".f.json.ghi.tmp"  # an old release's name, without a writer
    for path in (orphan, mine, old):
        path.write_text("half")
    os.utime(old, (0, 0))
    assert remove_stale_temporaries(target) == 2
    assert not orphan.exists() and not old.exists() and mine.exists()


def test_a_young_temporary_of_unknown_writer_waits_a_minute(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    young = tmp_path / ".f.json.xyz.tmp"
    young.write_text("being written")
    assert remove_stale_temporaries(target) == 0 and young.exists()
    os.utime(young, (0, 0))
    assert remove_stale_temporaries(target) == 1


def test_write_names_its_temporary_after_the_writer(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    real_replace = os.replace

    def spy(src: str, dst: str) -> None:
        seen.append(Path(src).name)
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    write_json(tmp_path / "f.json", {"format": 1, "value": 1})
    assert seen and seen[0].startswith(f".f.json.{os.getpid()}.")
