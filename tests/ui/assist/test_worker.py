"""The solver's worker process: jobs run outside the window's process, and a cancelled or
abandoned job never outlives what asked for it."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot
from solver_slow_jobs import patient_job, stubborn_job

from spider_qt.ui.assist.worker import STOP_GRACE_MS, SolverWorker


@pytest.fixture
def worker(qtbot: QtBot) -> Iterator[SolverWorker]:
    made = SolverWorker()
    yield made
    made.shutdown()


def test_no_process_until_a_job_is_asked_for(worker: SolverWorker) -> None:
    assert worker.process is None  # start-up stays quick: nothing is spawned early


def test_a_job_runs_in_another_process_and_reports_progress(qtbot: QtBot,
                                                            worker: SolverWorker) -> None:
    task = worker.submit(patient_job, 0.5)
    shares: list[float] = []
    task.progressed.connect(shares.append)
    with qtbot.waitSignal(task.finished, timeout=30000) as done:
        pass
    assert worker.process is not None
    assert done.args == [worker.process.pid]
    assert done.args[0] != os.getpid()
    assert shares and all(0.0 <= s <= 1.0 for s in shares)


def test_a_cancelled_job_stops_and_the_worker_takes_the_next(qtbot: QtBot,
                                                             worker: SolverWorker) -> None:
    task = worker.submit(patient_job, 120.0)
    with qtbot.waitSignal(task.progressed, timeout=30000):
        pass  # the job is under way
    process = worker.process
    finished: list[object] = []
    task.finished.connect(finished.append)
    task.cancel()
    qtbot.waitUntil(lambda: not worker.busy, timeout=STOP_GRACE_MS)  # it stopped by itself
    assert finished == []  # a cancelled task says nothing
    assert process is not None and process.is_alive() and worker.process is process
    nxt = worker.submit(patient_job, 0.01)
    with qtbot.waitSignal(nxt.finished, timeout=10000) as done:
        pass
    assert done.args == [process.pid]


def test_a_job_that_ignores_cancelling_loses_its_process(qtbot: QtBot,
                                                         worker: SolverWorker) -> None:
    warm = worker.submit(patient_job, 0.01)
    with qtbot.waitSignal(warm.finished, timeout=30000):
        pass
    process = worker.process
    assert process is not None
    task = worker.submit(stubborn_job, 120.0)
    with qtbot.waitSignal(task.progressed, timeout=30000):
        pass  # the job sleeps now, deaf to the counter
    task.cancel()
    qtbot.waitUntil(lambda: worker.process is None, timeout=STOP_GRACE_MS + 3000)
    with pytest.raises(ValueError):  # closed: the process object is gone with the process
        process.is_alive()
    again = worker.submit(patient_job, 0.01)  # a fresh worker takes the next job
    with qtbot.waitSignal(again.finished, timeout=30000) as done:
        pass
    assert worker.process is not None and done.args == [worker.process.pid]


def test_shutdown_ends_the_process_at_once(qtbot: QtBot, worker: SolverWorker) -> None:
    task = worker.submit(patient_job, 120.0)
    with qtbot.waitSignal(task.progressed, timeout=30000):
        pass
    process = worker.process
    assert process is not None
    pid = process.pid
    assert pid is not None
    worker.shutdown()
    assert worker.process is None and not worker.busy
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # the worker process is gone (reaped: no zombie either)
