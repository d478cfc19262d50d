"""The lock beside a player's file: shared between processes, never a reason to hang."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from lock_clock import LockClock

from spider_qt.storage.lock import WAIT_AFTER_STUCK, FileLock, lock_path

#: The longest pause between two tries for a lock: a wait overshoots by less.
PAUSE = 0.05

HOLD = r"""
import sys, time
from pathlib import Path
from spider_qt.storage.lock import FileLock
with FileLock(Path(sys.argv[1])).held() as held:
    print(held, flush=True)
    time.sleep(60)
"""


def test_the_lock_is_a_hidden_file_beside_its_file(tmp_path: Path) -> None:
    with FileLock(tmp_path / "s.json").held() as held:
        assert held
    assert lock_path(tmp_path / "s.json") == tmp_path / ".s.json.lock"
    assert [p.name for p in tmp_path.iterdir()] == [".s.json.lock"]  # kept: see the module


def test_a_second_holder_waits_then_goes_without_and_then_hardly_waits(
        tmp_path: Path, lock_clock: LockClock) -> None:
    first, second = FileLock(tmp_path / "s.json"), FileLock(tmp_path / "s.json", wait=0.3)
    with first.held() as held:
        assert held
        with second.held() as also:
            assert not also
        assert 0.3 <= lock_clock.slept < 0.3 + PAUSE  # its whole wait, trying all along
        started = lock_clock.slept
        with second.held() as also:
            assert not also
        assert lock_clock.slept - started < WAIT_AFTER_STUCK + PAUSE
    with second.held() as held:  # free again: had at once, and patient again after
        assert held
    assert not second._stuck


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is POSIX")
def test_a_holder_killed_with_the_lock_leaves_it_free(tmp_path: Path) -> None:
    with subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path / "s.json")],
                          stdout=subprocess.PIPE, text=True) as proc:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "True"
        with FileLock(tmp_path / "s.json", wait=0.1).held() as held:
            assert not held
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    with FileLock(tmp_path / "s.json", wait=0.1).held() as held:
        assert held


def test_a_folder_that_cannot_hold_a_lock_goes_without_at_once(
        tmp_path: Path, lock_clock: LockClock) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    with FileLock(blocker / "s.json").held() as held:
        assert not held
    assert lock_clock.slept == 0


def test_a_link_in_the_lock_s_place_is_not_followed(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    profile = tmp_path / "profile"
    profile.mkdir()
    lock_path(profile / "s.json").symlink_to(outside / "made.lock")
    with FileLock(profile / "s.json").held() as held:
        assert not held
    assert list(outside.iterdir()) == []


def test_the_lock_is_released_when_the_block_raises(tmp_path: Path) -> None:
    lock = FileLock(tmp_path / "s.json")
    with pytest.raises(RuntimeError), lock.held():
        raise RuntimeError("a save that failed")
    with FileLock(tmp_path / "s.json", wait=0.1).held() as held:
        assert held
