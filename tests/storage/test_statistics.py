"""Statistics records and the counting rules, idempotent per game id."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spider_qt.storage.statistics import Statistics, record_key

KEY = record_key("spider", 2, "classic")


def test_wins_and_losses_make_the_record(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.json")
    stats.win("g1", KEY, 900, 150)
    stats.win("g2", KEY, 1000, 170)
    stats.loss("g3", KEY)
    stats.win("g4", KEY, 700, 120)
    record = stats.record(KEY)
    assert (record.played, record.won, record.streak, record.longest_streak) == (4, 3, 1, 2)
    assert (record.best_score, record.fewest_moves) == (1000, 120)
    assert record.win_rate == pytest.approx(0.75)
    again = Statistics(tmp_path / "s.json").record(KEY)
    assert again == record


def test_recording_the_same_game_twice_counts_once() -> None:
    stats = Statistics()
    stats.win("g1", KEY, 900, 150)
    stats.win("g1", KEY, 900, 150)
    stats.loss("g1", KEY)
    assert stats.record(KEY).played == 1


def test_a_quit_loss_is_taken_back_on_resume() -> None:
    stats = Statistics()
    stats.win("g1", KEY, 900, 150)
    stats.loss("g2", KEY, provisional=True)
    assert (stats.record(KEY).played, stats.record(KEY).streak) == (2, 0)
    stats.resume("g2")
    assert (stats.record(KEY).played, stats.record(KEY).streak) == (1, 1)
    stats.win("g2", KEY, 800, 160)
    assert (stats.record(KEY).played, stats.record(KEY).won, stats.record(KEY).streak) == (2, 2, 2)


def test_a_settled_quit_loss_stays() -> None:
    stats = Statistics()
    stats.loss("g1", KEY, provisional=True)
    stats.settle()
    stats.resume("g1")  # too late: nothing to take back
    assert stats.record(KEY).played == 1


def test_negative_best_scores_are_kept(tmp_path: Path) -> None:
    key = record_key("spiderette", 4, "classic")
    stats = Statistics(tmp_path / "s.json")
    stats.win("g1", key, -12, 540)
    assert Statistics(tmp_path / "s.json").record(key).best_score == -12


@pytest.mark.parametrize(
    "records",
    [
        {"spider/2/classic": {"played": 1, "won": 2, "streak": 0, "longest_streak": 0}},
        {"spider/3/classic": {"played": 1, "won": 0, "streak": 0, "longest_streak": 0}},
        {"spider/2/classic": {"played": -1, "won": 0, "streak": 0, "longest_streak": 0}},
        {"spider/2/classic": {"played": "1", "won": 0, "streak": 0, "longest_streak": 0}},
        ["not", "an", "object"],
    ],
)
def test_contradictory_records_reset_with_a_notice(tmp_path: Path, records: object) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"format": 1, "records": records}))
    stats = Statistics(path)
    assert stats.records == {}
    assert stats.notice is not None and "statistics file" in stats.notice.english()
    assert list(tmp_path.glob("s.json.corrupt-*"))


def test_reset_clears_every_record(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.json")
    stats.win("g1", KEY, 900, 150)
    stats.reset()
    assert Statistics(tmp_path / "s.json").records == {}


# --- games played with help: counted apart ---------------------------------------------------


def test_an_assisted_win_is_counted_apart_and_sets_no_best(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.json")
    stats.win("g1", KEY, 900, 150)
    stats.mark_assisted("g2")
    stats.win("g2", KEY, 1200, 100)  # better than g1: but it was helped
    record = stats.record(KEY)
    assert (record.played, record.won, record.best_score, record.fewest_moves) == (1, 1, 900, 150)
    assert (record.streak, record.longest_streak) == (1, 1)  # not extended by help
    assert (record.assisted_played, record.assisted_won) == (1, 1)
    assert Statistics(tmp_path / "s.json").record(KEY) == record
    assert not stats.is_assisted("g2")  # counted: the mark has done its work


def test_an_assisted_loss_still_ends_the_streak() -> None:
    stats = Statistics()
    stats.win("g1", KEY, 900, 150)
    stats.mark_assisted("g2")
    stats.loss("g2", KEY)
    record = stats.record(KEY)
    assert (record.played, record.streak, record.longest_streak) == (1, 0, 1)
    assert (record.assisted_played, record.assisted_won) == (1, 0)


def test_the_mark_survives_quitting_and_resuming(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    stats = Statistics(path)
    stats.win("g1", KEY, 900, 150)
    stats.mark_assisted("g2")
    stats.loss("g2", KEY, provisional=True)  # quit with the helped game in progress
    assert stats.record(KEY).assisted_played == 1
    again = Statistics(path)  # the next run
    assert again.is_assisted("g2")
    again.resume("g2")
    assert (again.record(KEY).assisted_played, again.record(KEY).streak) == (0, 1)
    again.win("g2", KEY, 1000, 120)
    record = again.record(KEY)
    assert (record.played, record.won, record.assisted_won, record.best_score) == (1, 1, 1, 900)


def test_files_from_before_assisted_games_still_load(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({
        "format": 1,
        "records": {KEY: {"played": 3, "won": 2, "best_score": 800, "fewest_moves": 130,
                          "streak": 1, "longest_streak": 2}},
        "pending": {"game_id": "g9", "key": KEY, "streak_before": 1},
        "last_game": "g9",
    }), encoding="utf-8")
    stats = Statistics(path)
    assert stats.notice is None
    record = stats.record(KEY)
    assert (record.played, record.assisted_played, record.assisted_won) == (3, 0, 0)
    assert stats.pending is not None and not stats.pending.assisted
    assert stats.assisted == []


def test_contradictory_assisted_counts_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({
        "format": 1,
        "records": {KEY: {"played": 0, "won": 0, "streak": 0, "longest_streak": 0,
                          "assisted_played": 1, "assisted_won": 2}},
    }), encoding="utf-8")
    stats = Statistics(path)
    assert stats.notice is not None and stats.records == {}


def test_the_best_time_is_the_quickest_win_in_whole_seconds(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.json")
    stats.win("g1", KEY, 900, 150)  # time not known: no best time from it
    assert stats.record(KEY).best_seconds is None
    stats.win("g2", KEY, 900, 150, seconds=312.9)
    stats.win("g3", KEY, 700, 120, seconds=400.0)
    stats.loss("g4", KEY)
    assert stats.record(KEY).best_seconds == 312
    stats.win("g5", KEY, 700, 120, seconds=95.5)
    assert Statistics(tmp_path / "s.json").record(KEY).best_seconds == 95


def test_a_helped_win_sets_no_best_time() -> None:
    stats = Statistics()
    stats.win("g1", KEY, 900, 150, seconds=300)
    stats.mark_assisted("g2")
    stats.win("g2", KEY, 900, 150, seconds=10)
    assert stats.record(KEY).best_seconds == 300


def test_files_from_before_best_times_still_load(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({
        "format": 1,
        "records": {KEY: {"played": 3, "won": 2, "best_score": 800, "fewest_moves": 130,
                          "streak": 1, "longest_streak": 2}},
    }), encoding="utf-8")
    stats = Statistics(path)
    assert stats.notice is None and stats.record(KEY).best_seconds is None
    stats.win("g1", KEY, 700, 140, seconds=61)
    assert json.loads(path.read_text(encoding="utf-8"))["records"][KEY]["best_seconds"] == 61


@pytest.mark.parametrize("best", [-1, 2.5, "61", True])
def test_an_unreadable_best_time_is_refused(tmp_path: Path, best: object) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({
        "format": 1,
        "records": {KEY: {"played": 1, "won": 1, "streak": 1, "longest_streak": 1,
                          "best_seconds": best}},
    }), encoding="utf-8")
    stats = Statistics(path)
    assert stats.notice is not None and stats.records == {}
