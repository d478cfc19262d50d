"""Two windows on one profile: statistics are merged into the file, never overwritten.

Each ``Statistics`` object below stands for one window; both were opened on the same file
before either counted anything, so each one's memory is stale as soon as the other saves.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from lock_clock import LockClock

from spider_qt.engine import Game, default_catalog
from spider_qt.session import Session
from spider_qt.storage.lock import WAIT_AFTER_STUCK, WAIT_SECONDS
from spider_qt.storage.notices import Trouble
from spider_qt.storage.profile import Profile
from spider_qt.storage.statistics import (
    MAX_COUNTED,
    Statistics,
    parse_statistics,
    record_key,
)

KEY = record_key("spider", 1, "classic")


def on_disk(path: Path) -> tuple[int, int]:
    """(played, won) as the file holds them, read by a fresh window."""
    record = Statistics(path).record(KEY)
    return record.played, record.won


def test_a_win_in_one_window_survives_a_loss_saved_by_another(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)
    a.win("g1", KEY, 900, 150)
    b.loss("g2", KEY, provisional=True)  # B closes with its game started
    assert on_disk(path) == (2, 1)
    assert (b.record(KEY).played, b.record(KEY).won) == (2, 1)  # B adopted A's win


def test_interleaved_results_of_two_windows_all_count(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)
    a.win("a1", KEY, 900, 150)
    b.win("b1", KEY, 1000, 140)
    a.loss("a2", KEY)
    b.win("b2", KEY, 800, 130)
    record = Statistics(path).record(KEY)
    assert (record.played, record.won) == (4, 3)
    assert (record.best_score, record.fewest_moves) == (1000, 130)
    assert (record.streak, record.longest_streak) == (1, 2)  # in the order they were saved


def test_sessions_of_two_windows_on_one_profile(tmp_path: Path) -> None:
    """The tester's case, through the sessions: A wins, B quits its started game."""
    profile = Profile.in_folder(tmp_path)
    a, b = Session(profile), Session(profile)
    game_b = b.first_game("SP1-S1C-AAAAAAD")
    game_b.move(*game_b.legal_moves()[0])
    b.after_action(game_b)
    run = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    won = a.adopt(Game.from_dict(
        {"variant": "spider", "suits": 1, "rule": "classic",
         "columns": [run, ["AS"]] + [[]] * 8, "stock": [], "removed": ["S"] * 7,
         "score": 500, "moves": 0}, complete_deck=False, catalog=default_catalog()))
    won.move(1, 0, 0)
    a.after_action(won)
    b.quit()
    assert on_disk(profile.statistics_file) == (2, 1)


def test_the_same_game_ended_in_two_windows_counts_once(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)  # both resumed the same saved game
    a.win("g", KEY, 900, 150)
    b.win("g", KEY, 950, 140)
    b.loss("g", KEY)
    assert on_disk(path) == (1, 1)
    assert Statistics(path).record(KEY).best_score == 900


def test_a_game_counted_earlier_stays_counted_once_others_came_after(tmp_path: Path) -> None:
    """``last_game`` alone knew only the latest game; the file now keeps the ids counted."""
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)
    a.win("g1", KEY, 900, 150)
    a.win("g2", KEY, 900, 150)
    b.win("g1", KEY, 900, 150)  # B's copy of g1 ends late: g2 came between
    assert on_disk(path) == (2, 2)
    assert json.loads(path.read_text())["counted"] == ["g1", "g2"]


def test_the_ids_counted_are_bounded(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    for n in range(MAX_COUNTED + 20):
        stats.loss(f"g{n}", KEY)
    counted = json.loads(path.read_text())["counted"]
    assert len(counted) == MAX_COUNTED and counted[-1] == f"g{MAX_COUNTED + 19}"
    assert counted[0] == "g20"


def test_older_releases_read_the_new_file_and_their_files_still_load(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    Statistics(path).win("g1", KEY, 900, 150)
    data = json.loads(path.read_text())
    assert data["format"] == 1 and data["last_game"] == "g1"  # for older releases
    records, _pending, last = parse_statistics(data)  # what they read: "counted" ignored
    assert records[KEY].won == 1 and last == "g1"
    del data["counted"]  # as an older release writes it
    path.write_text(json.dumps(data))
    stats = Statistics(path)
    assert stats.notice is None and stats.counted == ["g1"]  # its last game is known
    stats.win("g1", KEY, 900, 150)
    assert on_disk(path) == (1, 1)


@pytest.mark.parametrize("counted", ["g1", [1, 2], {"g1": True}])
def test_unreadable_counted_ids_are_refused(tmp_path: Path, counted: object) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"format": 1, "records": {}, "counted": counted}))
    assert Statistics(path).notice is not None


# --- a failed write: the journal waits for the next save ------------------------------------


@pytest.mark.parametrize("broken", ["replace", "fsync"])
def test_a_failed_write_keeps_the_changes_for_the_next_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: str) -> None:
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)

    def full_disk(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, broken, full_disk)
    a.win("a1", KEY, 900, 150)
    a.mark_assisted("a2")
    a.loss("a2", KEY)
    monkeypatch.undo()
    assert a.save_error is not None and a.save_error.trouble is Trouble.UNSAVED
    assert "No space left" in a.save_error.english()
    assert not path.exists()
    assert (a.record(KEY).played, a.record(KEY).assisted_played) == (1, 1)  # kept in memory
    b.win("b1", KEY, 800, 160)  # the other window saves meanwhile
    assert a.save() is None  # the retry
    assert a.save_error is None
    record = Statistics(path).record(KEY)
    assert (record.played, record.won, record.assisted_played) == (2, 2, 1)
    a.save()  # again: nothing left to write, nothing counted twice
    assert on_disk(path) == (2, 2) and a.save_error is None


def test_a_later_save_writes_what_an_earlier_one_could_not(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    real_replace = os.replace
    fail = [True]

    def flaky(src: str, dst: str) -> None:
        if fail[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", flaky)
    stats.win("g1", KEY, 900, 150)
    assert stats.save_error is not None
    fail[0] = False
    stats.win("g2", KEY, 900, 150)
    assert stats.save_error is None and on_disk(path) == (2, 2)


# --- pending losses, marks and resets across windows -----------------------------------------


def test_a_quit_in_one_window_is_taken_back_by_a_resume_in_another(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)  # B knows nothing of A's quit
    a.win("g1", KEY, 900, 150)
    a.loss("g2", KEY, provisional=True)
    assert on_disk(path) == (2, 1)
    b.resume("g2")
    record = Statistics(path).record(KEY)
    assert (record.played, record.won, record.streak) == (1, 1, 1)
    b.win("g2", KEY, 800, 160)
    record = Statistics(path).record(KEY)
    assert (record.played, record.won, record.streak) == (2, 2, 2)


def test_another_window_s_result_makes_a_pending_loss_final(tmp_path: Path) -> None:
    """A result saved after the quit means the shared saved game was replaced."""
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)
    a.loss("g1", KEY, provisional=True)
    b.win("g2", KEY, 900, 150)
    Statistics(path).resume("g1")  # too late: nothing to take back
    assert on_disk(path) == (2, 1)
    assert Statistics(path).pending is None


def test_a_resume_that_finds_nothing_to_take_back_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    Statistics(path).win("g1", KEY, 900, 150)
    path.write_text(path.read_text().replace("\n", " "))  # as a hand edit left it
    before = path.read_bytes()
    stats = Statistics(path)
    stats.resume("g2")
    stats.settle()
    assert path.read_bytes() == before and stats.save_error is None


def test_a_mark_made_in_one_window_counts_a_win_in_another_apart(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)
    b.mark_assisted("g")
    a.win("g", KEY, 900, 150)
    record = Statistics(path).record(KEY)
    assert (record.played, record.assisted_played, record.assisted_won) == (0, 1, 1)
    assert record.best_score is None
    assert not Statistics(path).is_assisted("g")  # counted: the mark has done its work


def test_an_assisted_quit_taken_back_elsewhere_stays_assisted(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)
    a.mark_assisted("g")
    a.loss("g", KEY, provisional=True)
    b.resume("g")
    record = Statistics(path).record(KEY)
    assert (record.played, record.assisted_played) == (0, 0)
    b.win("g", KEY, 900, 150)
    record = Statistics(path).record(KEY)
    assert (record.won, record.assisted_won) == (0, 1)


def test_a_reset_forgets_what_the_file_holds_and_later_results_count(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)
    a.win("g1", KEY, 900, 150)
    b.win("g2", KEY, 900, 150)
    a.reset()
    assert Statistics(path).records == {}
    b.win("g3", KEY, 700, 120)
    assert on_disk(path) == (1, 1) and b.record(KEY).played == 1  # B forgot g1 and g2 too
    b.win("g1", KEY, 900, 150)  # a game finished before the reset is not counted into it
    assert on_disk(path) == (1, 1)


def test_a_reset_takes_a_pending_loss_with_it(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    a, b = Statistics(path), Statistics(path)
    a.loss("g", KEY, provisional=True)
    b.reset()
    assert Statistics(path).pending is None and on_disk(path) == (0, 0)
    stats = Statistics(path)
    stats.resume("g")
    stats.win("g", KEY, 900, 150)  # the quit game ends after the reset: it counts there
    assert on_disk(path) == (1, 1)


# --- the file changing under a window ---------------------------------------------------------


def test_a_file_damaged_meanwhile_is_kept_aside_and_merged_onto_what_it_held(
        tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    stats.win("g1", KEY, 900, 150)
    path.write_bytes(b"\x00 garbage")
    stats.win("g2", KEY, 900, 150)
    assert on_disk(path) == (2, 2)
    (aside,) = tmp_path.glob("statistics.json.corrupt-*")
    assert aside.read_bytes() == b"\x00 garbage"


def test_a_file_deleted_meanwhile_holds_only_what_came_after(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    stats.win("g1", KEY, 900, 150)
    path.unlink()  # the player threw the statistics away
    stats.win("g2", KEY, 900, 150)
    assert on_disk(path) == (1, 1)


def test_a_newer_release_s_file_written_meanwhile_is_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    stats.win("g1", KEY, 900, 150)
    newer = b'{"format": 2, "records": "of another kind"}'
    path.write_bytes(newer)
    stats.win("g2", KEY, 900, 150)
    stats.save()
    assert path.read_bytes() == newer
    assert stats.record(KEY).won == 2  # this run's counting stays in memory
    assert stats.save_error is not None and stats.save_error.trouble is Trouble.UNSAVED
    assert "newer release" in stats.save_error.english()


# --- other processes ---------------------------------------------------------------------------

HOLDER = r"""
import json, sys, time
from pathlib import Path
from spider_qt.storage.files import write_json
from spider_qt.storage.lock import FileLock
from spider_qt.storage.statistics import Statistics
path = Path(sys.argv[1])
with FileLock(path).held() as held:
    print("held" if held else "not held", flush=True)
    stats = Statistics(path).to_json()  # read while holding the lock, as a save does
    time.sleep(float(sys.argv[2]))
    stats["records"]["spider/1/classic"] = {"played": 5, "won": 5, "streak": 5,
                                            "longest_streak": 5}
    stats["counted"] = ["other"]
    write_json(path, stats)
print("done", flush=True)
"""


@contextlib.contextmanager
def holder(path: Path, seconds: float) -> Iterator[subprocess.Popen[str]]:
    """Another process holding the file's lock for ``seconds`` (killed at the end)."""
    with subprocess.Popen([sys.executable, "-c", HOLDER, str(path), str(seconds)],
                          stdout=subprocess.PIPE, text=True) as proc:
        try:
            assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
            yield proc
        finally:
            proc.kill()
            proc.wait(timeout=30)


def test_a_save_waits_for_another_process_s_save_and_keeps_it(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    with holder(path, 0.4) as proc:  # reads the (absent) file, then writes its own late
        stats.win("g1", KEY, 900, 150)  # without the lock this write would be overwritten
        assert proc.stdout is not None and proc.stdout.readline().strip() == "done"
    assert on_disk(path) == (6, 6)


def test_a_stuck_lock_delays_a_save_but_never_stops_it(tmp_path: Path,
                                                       lock_clock: LockClock) -> None:
    path = tmp_path / "statistics.json"
    stats = Statistics(path)
    with holder(path, 60):  # a window that hangs while saving
        stats.win("g1", KEY, 900, 150)
        first = lock_clock.slept
        stats.win("g2", KEY, 900, 150)
        second = lock_clock.slept - first
    # Waited once (the lock's whole wait, on its own clock), then hardly at all.
    assert WAIT_SECONDS <= first < WAIT_SECONDS + 0.05 and second < WAIT_AFTER_STUCK + 0.05
    assert on_disk(path) == (2, 2) and stats.save_error is None


WRITER = r"""
import sys
from pathlib import Path
from spider_qt.storage.statistics import Statistics, record_key
stats = Statistics(Path(sys.argv[1]))
for n in range(int(sys.argv[3])):
    stats.win(f"{sys.argv[2]}-{n}", record_key("spider", 1, "classic"), 900, 150)
    assert stats.save_error is None, stats.save_error
"""


def test_windows_saving_at_once_lose_no_result(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), name, "25"])
             for name in ("a", "b", "c")]
    for proc in procs:
        assert proc.wait(timeout=120) == 0
    assert on_disk(path) == (75, 75)
