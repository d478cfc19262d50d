"""``analyse``: the look back over a game's line, and what its answers may claim."""

from __future__ import annotations

import pickle
import time

import lost_by_construction as by_construction
import pytest

from spider_qt.engine import DEAL, Game, new_game, replayed
from spider_qt.solver import PostMortem, Probe, analyse, analyse_saved
from spider_qt.solver.postmortem import _next

CODE = by_construction.CODE
FIRST = by_construction.LINE[:by_construction.FATAL]


def lost_game(extra_moves: int = 3) -> Game:
    return by_construction.lost_game(extra_moves)


@pytest.fixture(scope="module")
def looked_back() -> PostMortem:
    return analyse(lost_game(), 60)


def test_the_fatal_action_of_a_game_lost_by_construction(looked_back: PostMortem) -> None:
    assert looked_back.fatal_index == len(FIRST) and looked_back.fatal_action == DEAL
    assert looked_back.last_winnable == len(FIRST)
    assert looked_back.winnable_at_start is True
    assert looked_back.answered and not looked_back.cancelled
    assert looked_back.from_start


def test_every_answer_is_what_it_says(looked_back: PostMortem) -> None:
    """A "won" probe carries a line the engine wins with; a "lost" one lies after every won
    one (winnability is only ever lost along a line)."""
    start = Game.start(new_game(CODE).game_code)  # type: ignore[arg-type]
    for probe in looked_back.probes:
        position = replayed(start, looked_back.actions[:probe.after])
        if probe.answer == "won":
            assert replayed(position, probe.line).won
    won = [p.after for p in looked_back.probes if p.answer == "won"]
    lost = [p.after for p in looked_back.probes if p.answer == "lost"]
    assert max(won) < min(lost)
    assert looked_back.line == looked_back.probe(len(FIRST)).line  # type: ignore[union-attr]


def test_the_result_pickles_for_a_worker_process(looked_back: PostMortem) -> None:
    back = pickle.loads(pickle.dumps(looked_back))
    assert back.fatal_index == looked_back.fatal_index and back.status == looked_back.status
    assert back.probe(len(FIRST)) == looked_back.probe(len(FIRST))


def test_a_saved_game_is_analysed_alike() -> None:
    result = analyse_saved(lost_game().to_dict(), 60)
    assert result.fatal_index == len(FIRST)


def test_a_game_given_up_while_winnable_says_so() -> None:
    game = new_game(CODE)
    for item in FIRST[:10]:
        game.play(by_construction.action(item))
    result = analyse(game, 30)
    assert result.last_winnable == 10 and result.fatal_index is None
    assert result.status["last_winnable"] == "proven"
    assert replayed(game, result.line).won


def test_no_time_is_undecided_and_claims_nothing() -> None:
    result = analyse(lost_game(), 0.0)
    assert result.status == {"winnable_at_start": "undecided", "last_winnable": "undecided",
                             "fatal_action": "undecided"}
    assert result.last_winnable is None and result.fatal_index is None
    assert result.winnable_at_start is None and not result.answered


def test_cancel_stops_it_with_what_was_proven() -> None:
    asked: list[float] = []

    def cancel() -> bool:
        asked.append(time.perf_counter())
        return len(asked) > 3

    result = analyse(new_game("SP1-S4C-AAAAAAB"), 60, cancel=cancel)
    assert result.cancelled and not result.answered
    assert result.seconds < 10


def test_a_save_without_its_whole_line_is_looked_at_from_its_oldest_position() -> None:
    game = lost_game(extra_moves=0)
    for _ in range(80):  # long enough that the undo history no longer reaches the start
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[-1])
    data = game.to_dict()
    data["history"].pop("earlier", None)
    old = Game.from_dict(data)
    assert old.line is None
    result = analyse(old, 30)
    assert not result.from_start and result.actions == old.history
    assert result.winnable_at_start in (True, None)


@pytest.mark.parametrize(("answers", "end", "expected"), [
    ({}, 10, 5),                                        # nothing known: the middle
    ({0: "won", 10: "lost"}, 10, 5),
    ({0: "won", 5: "undecided", 10: "lost"}, 10, 7),    # around it, the later stretch
    ({0: "won", 3: "won", 4: "lost"}, 10, None),        # pinned down
    ({0: "won", 1: "undecided", 2: "lost"}, 10, None),  # every position between tried
])
def test_the_next_look(answers: dict[int, str], end: int, expected: int | None) -> None:
    done = {k: Probe(k, v) for k, v in answers.items()}  # type: ignore[arg-type]
    assert _next(done, end) == expected


@pytest.mark.parametrize(("answers", "last", "status", "at_start"), [
    ({0: "won", 4: "won", 5: "lost"}, 4, "proven", True),
    ({0: "won", 4: "won", 6: "lost", 5: "undecided"}, None, "undecided", True),
    ({0: "lost"}, None, "proven", False),
    ({9: "won"}, 9, "proven", True),                      # still winnable at the end (9)
    ({2: "undecided", 9: "lost"}, None, "undecided", None),
])
def test_what_the_answers_claim(answers: dict[int, str], last: int | None, status: str,
                                at_start: bool | None) -> None:
    result = PostMortem((DEAL,) * 9, True, False,
                        tuple(Probe(k, v) for k, v in sorted(answers.items())))  # type: ignore[arg-type]
    assert result.last_winnable == last
    assert result.status["last_winnable"] == status
    assert result.winnable_at_start is at_start
