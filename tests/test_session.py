"""A profile's life across runs: resume, save after every action, count games fairly."""

from __future__ import annotations

from pathlib import Path

import pytest

from spider_qt.engine import Game, make_code
from spider_qt.session import Session, WinReport
from spider_qt.storage.profile import Profile
from spider_qt.storage.statistics import Statistics, record_key

KEY = record_key("spider", 1, "classic")


def run(profile: Path, code: str | None = None) -> tuple[Session, Game]:
    session = Session(Profile.in_folder(profile))
    return session, session.first_game(code)


def play(session: Session, game: Game, moves: int = 1) -> None:
    for _ in range(moves):
        game.move(*game.legal_moves()[0])
        session.after_action(game)


def test_the_game_resumes_exactly_with_its_undo(tmp_path: Path) -> None:
    session, game = run(tmp_path, "SP1-S1C-AAAAAAD")
    play(session, game, 3)
    game.undo()
    session.after_action(game)
    expected = game.snapshot()
    session.quit()
    session, resumed = run(tmp_path)
    assert resumed.snapshot() == expected and resumed.code == "SP1-S1C-AAAAAAD"
    assert resumed.can_undo and resumed.can_redo
    resumed.undo()
    game.undo()
    assert resumed.snapshot() == game.snapshot()


def test_a_game_counts_only_after_its_first_move(tmp_path: Path) -> None:
    session, _game = run(tmp_path, "SP1-S1C-AAAAAAD")
    session.quit()
    session, _ = run(tmp_path, "SP1-S1C-AAAAAAB")
    assert session.statistics.record(KEY).played == 0


def test_quitting_counts_a_loss_that_resuming_takes_back(tmp_path: Path) -> None:
    session, game = run(tmp_path, "SP1-S1C-AAAAAAD")
    play(session, game)
    session.quit()
    assert session.statistics.record(KEY).played == 1  # counted at once: no dodge by deleting
    session, _resumed = run(tmp_path)
    assert session.statistics.record(KEY).played == 0  # taken back: it is being played
    session.quit()
    session, _ = run(tmp_path, "SP1-S1C-AAAAAAB")  # abandoned for another deal
    assert session.statistics.record(KEY).played == 1
    assert session.statistics.record(KEY).won == 0


def test_starting_a_new_game_loses_the_started_one(tmp_path: Path) -> None:
    session, game = run(tmp_path, "SP1-S1C-AAAAAAD")
    play(session, game)
    session.start(make_code(session.catalog, "spider", 1, "classic", 7))
    assert session.statistics.record(KEY).played == 1
    assert session.settings.last_variant == "spider"


def test_a_killed_run_still_counts_the_abandoned_game(tmp_path: Path) -> None:
    session, game = run(tmp_path, "SP1-S1C-AAAAAAD")
    play(session, game, 2)
    del session  # killed: no quit()
    session, resumed = run(tmp_path)
    assert resumed.moves == 2 and session.statistics.record(KEY).played == 0
    del session
    session, _ = run(tmp_path, "SP1-S2C-AAAAAAD")
    assert session.statistics.record(KEY).played == 1


def test_a_win_counts_and_is_not_resumed(tmp_path: Path, position: object) -> None:
    run_of_spades = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    game = Game.from_dict({"variant": "spider", "suits": 1, "rule": "classic",
                           "columns": [run_of_spades, ["AS"]] + [[]] * 8, "stock": [],
                           "removed": ["S"] * 7, "score": 1200, "moves": 100})
    session = Session(Profile.in_folder(tmp_path))
    session.adopt(game)
    game.move(1, 0, 0)
    session.after_action(game)
    record = session.statistics.record(KEY)
    assert (record.played, record.won, record.best_score, record.fewest_moves) == (1, 1, 1299,
                                                                                   101)
    session.quit()
    session, fresh = run(tmp_path)
    assert not fresh.won and fresh.moves == 0
    assert session.statistics.record(KEY).played == 1


def test_a_new_game_uses_the_last_choices(tmp_path: Path) -> None:
    session, _ = run(tmp_path, "SD1-S4-AAAAABD")
    session.start(make_code(session.catalog, "spiderette", 4, "classic", 9))
    (tmp_path / "game.json").unlink()
    session, game = run(tmp_path)
    assert (game.variant, game.suits) == ("spiderette", 4)


def test_a_bad_code_changes_nothing(tmp_path: Path) -> None:
    session, game = run(tmp_path, "SP1-S1C-AAAAAAD")
    play(session, game)
    session.quit()
    before = (tmp_path / "statistics.json").read_bytes()
    with pytest.raises(ValueError, match=r"^Spider is played with 1, 2 or 4 suit\(s\), not 3$"):
        run(tmp_path, "SP1-S3C-AAAAAAD")
    assert (tmp_path / "statistics.json").read_bytes() == before


@pytest.mark.parametrize("name", ["settings.json", "game.json", "statistics.json"])
@pytest.mark.parametrize("content", [b"\x00\x01garbage", b"", b'{"format": 1}', b"[]"])
def test_one_damaged_file_loses_nothing_else(tmp_path: Path, name: str, content: bytes) -> None:
    session, game = run(tmp_path, "SP1-S1C-AAAAAAD")
    session.settings.auto_place = True
    session.statistics.win("old", KEY, 1000, 100)
    play(session, game, 2)
    (tmp_path / name).write_bytes(content)
    session, resumed = run(tmp_path)
    assert len(session.notices) == 1 and "kept as" in session.notices[0].english()
    assert list(tmp_path.glob(f"{name}.corrupt-*"))
    if name != "settings.json":
        assert session.settings.auto_place is True
    if name != "statistics.json":
        assert session.statistics.record(KEY).won == 1
    if name != "game.json":
        assert resumed.moves == 2


def won_position(score: int) -> Game:
    from spider_qt.engine import default_catalog

    run = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    return Game.from_dict(
        {"variant": "spider", "suits": 1, "rule": "classic",
         "columns": [run, ["AS"]] + [[]] * 8, "stock": [], "removed": ["S"] * 7,
         "score": score, "moves": 0},
        complete_deck=False, catalog=default_catalog())


def test_a_win_reports_time_best_score_and_streak(tmp_path: Path) -> None:
    ticks = iter([10.0, 70.0, 500.0, 530.0, 900.0, 990.5])
    session = Session(Profile.in_folder(tmp_path), clock=lambda: next(ticks))
    for score, seconds, best, new_best, streak, best_time, new_best_time in (
            (300, 60.0, 399, False, 1, 60, False),  # the first time beats nothing
            (900, 30.0, 999, True, 2, 30, True),
            (100, 90.5, 999, False, 3, 30, False)):
        game = session.adopt(won_position(score))
        session.after_action(game)  # as after a first action: the clock starts here
        game.move(1, 0, 0)
        session.after_action(game)
        assert game.won
        assert session.last_win == WinReport(score + 99, 1, seconds, best, new_best, streak,
                                             False, best_time, new_best_time)
    assert session.statistics.record(KEY).won == 3
    assert Statistics(Profile.in_folder(tmp_path).statistics_file).record(KEY).best_seconds == 30


def test_time_played_runs_from_the_first_action_and_stops_with_the_win(tmp_path: Path) -> None:
    now = [0.0]
    session = Session(Profile.in_folder(tmp_path), clock=lambda: now[0])
    game = session.adopt(won_position(0))
    now[0] = 50.0
    assert session.time_played() == 0.0  # no action yet: the clock has not started
    session.after_action(game)
    now[0] = 62.5
    assert session.time_played() == 12.5  # read between actions, as the status bar does
    game.move(1, 0, 0)
    session.after_action(game)
    now[0] = 500.0
    assert game.won and session.time_played() == 12.5  # stopped with the win


def test_time_played_is_saved_and_runs_on_after_resuming(tmp_path: Path) -> None:
    ticks = iter([0.0, 40.0, 45.0, 100.0, 130.0])
    session = Session(Profile.in_folder(tmp_path), clock=lambda: next(ticks))
    game = session.first_game("SP1-S1C-AAAAAAD")
    play(session, game, 2)  # the clock starts at the first move: 40 s to the second
    assert session.current is not None and session.current.seconds == 40.0
    session.quit()  # 5 s more, saved with the game
    session = Session(Profile.in_folder(tmp_path), clock=lambda: next(ticks))
    resumed = session.first_game()
    assert session.current is not None and session.current.seconds == 45.0
    play(session, resumed)  # resumed at 100, played at 130
    assert session.current.seconds == 75.0


def test_at_stake_only_for_a_started_unwon_game(tmp_path: Path) -> None:
    session, game = run(tmp_path, "SP1-S1C-AAAAAAD")
    assert not session.at_stake()
    play(session, game)
    assert session.at_stake()
    won = session.adopt(won_position(500))
    won.move(1, 0, 0)
    session.after_action(won)
    assert won.won and not session.at_stake()
