"""Atomic writes and forgiving reads: a bad file is kept aside, never fatal."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from spider_qt.storage.files import FileFormatError, check_format, read_json, write_json


def convert(data: Any) -> dict[str, Any]:
    envelope = check_format(data, 1)
    if not isinstance(envelope.get("value"), int):
        raise FileFormatError("value must be a whole number")
    return envelope


def test_write_then_read(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "folder" / "f.json"
    write_json(target, {"format": 1, "value": 3})
    assert read_json(target, "test file", convert).value == {"format": 1, "value": 3}
    assert [p.name for p in target.parent.iterdir()] == ["f.json"]  # no temporary left


def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.json"
    write_json(target, {"format": 1, "value": 1})

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_json(target, {"format": 1, "value": 2})
    monkeypatch.undo()
    assert json.loads(target.read_text()) == {"format": 1, "value": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_a_missing_file_is_no_problem(tmp_path: Path) -> None:
    loaded = read_json(tmp_path / "none.json", "test file", convert)
    assert loaded.value is None and loaded.notice is None


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"\x00\xff\xfe garbage \x80", "not text"),
        (b"", "not valid JSON"),
        (b'{"format": 1, "value": 1', "not valid JSON"),
        (b'[1, 2, 3]', "expected a JSON object"),
        (b'{"format": 1, "value": "three"}', "value must be a whole number"),
        (b'{"format": 99, "value": 1}', "newer than this release"),
        (b'{"value": 1}', "format number is missing"),
    ],
    ids=["garbage", "empty", "truncated", "wrong-shape", "wrong-type", "future", "no-format"],
)
def test_a_bad_file_is_kept_aside_with_a_notice(tmp_path: Path, content: bytes,
                                                reason: str) -> None:
    target = tmp_path / "f.json"
    target.write_bytes(content)
    loaded = read_json(target, "test file", convert)
    assert loaded.value is None
    assert loaded.notice is not None and reason in loaded.notice
    assert "test file" in loaded.notice
    assert not target.exists()
    (aside,) = tmp_path.glob("f.json.corrupt-*")
    assert aside.read_bytes() == content  # nothing lost
    assert aside.name in loaded.notice


def test_repeated_quarantines_never_overwrite_each_other(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    for n in range(3):
        target.write_bytes(b"bad %d" % n)
        read_json(target, "test file", convert)
    kept = sorted(p.read_bytes() for p in tmp_path.glob("f.json.corrupt-*"))
    assert kept == [b"bad 0", b"bad 1", b"bad 2"]


def test_stale_temporaries_of_a_killed_write_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    old, young = tmp_path / ".f.json.abc.tmp", tmp_path / ".f.json.def.tmp"
    old.write_text("half")
    young.write_text("being written")
    os.utime(old, (0, 0))
    from spider_qt.storage.files import remove_stale_temporaries

    assert remove_stale_temporaries(target) == 1
    assert not old.exists() and young.exists()
