"""The solver's worker process: jobs run outside the window's process, and a cancelled or
abandoned job never outlives what asked for it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from child_processes import alive, children_of, needs_proc, running
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


# --- two cores: the solver's helper process inside the worker ---------------------------------

HARD = "SP1-S4C-AAAAAAD"  # four suits: no line in the first moment, so solve starts its helper




@pytest.mark.slow
@needs_proc
def test_the_worker_solves_with_a_helper_and_its_end_ends_the_helper(
        qtbot: QtBot, worker: SolverWorker) -> None:
    from spider_qt.engine import new_game
    from spider_qt.ui.assist.jobs import game_data, solve_job

    task = worker.submit(solve_job, game_data(new_game(HARD)), 60.0)
    with qtbot.waitSignal(task.progressed, timeout=30000):
        pass
    process = worker.process
    assert process is not None and process.pid is not None and not process.daemon
    pid = process.pid
    helpers: set[int] = set()

    def helper_started() -> bool:
        helpers.update(children_of(pid))
        return bool(helpers)

    qtbot.waitUntil(helper_started, timeout=15000)  # the second core at work
    worker.shutdown()  # the window closes while it searches
    assert not alive(pid)
    qtbot.waitUntil(lambda: not any(alive(h) for h in helpers), timeout=3000)


@pytest.mark.slow
@needs_proc
def test_a_cancelled_search_ends_its_helper_and_the_worker_stays(
        qtbot: QtBot, worker: SolverWorker) -> None:
    from spider_qt.engine import new_game
    from spider_qt.ui.assist.jobs import game_data, solve_job

    task = worker.submit(solve_job, game_data(new_game(HARD)), 60.0)
    with qtbot.waitSignal(task.progressed, timeout=30000):
        pass
    process = worker.process
    assert process is not None and process.pid is not None
    pid = process.pid
    qtbot.waitUntil(lambda: bool(children_of(pid)), timeout=15000)
    helpers = children_of(pid)
    task.cancel()
    qtbot.waitUntil(lambda: not worker.busy, timeout=STOP_GRACE_MS)
    assert worker.process is process and process.is_alive()  # stopped, not killed
    qtbot.waitUntil(lambda: not any(alive(h) for h in helpers), timeout=3000)


def test_the_worker_is_not_daemonic_so_the_solver_may_have_a_helper(
        qtbot: QtBot, worker: SolverWorker) -> None:
    task = worker.submit(patient_job, 0.01)
    with qtbot.waitSignal(task.finished, timeout=30000):
        pass
    assert worker.process is not None and not worker.process.daemon


@pytest.mark.slow
def test_an_app_that_exits_without_closing_its_window_leaves_no_worker(tmp_path: Path) -> None:
    """Not daemonic: without the exit hook the interpreter would wait for the worker for
    ever (it waits for jobs), and with it killed, the worker would be left running."""
    script = tmp_path / "leave.py"
    script.write_text(
        "import sys, time\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from spider_qt.ui.assist.worker import SolverWorker\n"
        "from solver_slow_jobs import patient_job\n"
        "if __name__ == '__main__':\n"
        "    app = QCoreApplication([])\n"
        "    worker = SolverWorker()\n"
        "    task = worker.submit(patient_job, 120.0)\n"
        "    shares = []\n"
        "    task.progressed.connect(shares.append)\n"
        "    began = time.monotonic()\n"
        "    while not shares and time.monotonic() - began < 30:\n"
        "        app.processEvents()\n"
        "        time.sleep(0.05)\n"
        "    print(worker.process.pid, flush=True)\n"
        "    sys.exit(0)  # no shutdown(): the exit hook ends the worker\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(Path(__file__).parent), os.environ.get("PYTHONPATH", "")]),
        "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=60, env=env, check=True)
    pid = int(done.stdout.split()[0])
    assert not alive(pid)


def app_searching(tmp_path: Path, code: str) -> tuple[subprocess.Popen[str], int, set[int]]:
    """An app (Qt without a window) whose worker searches ``code`` for 60 s: the app's
    process, its worker's id, and the helpers the worker's ``solve`` started."""
    script = tmp_path / "searching.py"
    script.write_text(
        "import time\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from spider_qt.engine import new_game\n"
        "from spider_qt.ui.assist.jobs import game_data, solve_job\n"
        "from spider_qt.ui.assist.worker import SolverWorker\n"
        "if __name__ == '__main__':\n"
        "    app = QCoreApplication([])\n"
        "    worker = SolverWorker()\n"
        f"    task = worker.submit(solve_job, game_data(new_game({code!r})), 60.0)\n"
        "    shares = []\n"
        "    task.progressed.connect(shares.append)\n"
        "    while not shares:\n"
        "        app.processEvents()\n"
        "        time.sleep(0.02)\n"
        "    print(worker.process.pid, flush=True)\n"
        "    while True:\n"
        "        app.processEvents()\n"
        "        time.sleep(0.02)\n", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    app = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        assert app.stdout is not None
        pid = int(app.stdout.readline())
        deadline = time.monotonic() + 20
        helpers: set[int] = set()
        while not helpers and time.monotonic() < deadline:
            helpers = children_of(pid)
            time.sleep(0.05)
        assert helpers, "the worker's solve started no helper"
    except BaseException:
        end(app)
        raise
    return app, pid, helpers


def end(app: subprocess.Popen[str]) -> None:
    app.kill()
    app.wait()
    if app.stdout is not None:
        app.stdout.close()


@pytest.mark.slow
@needs_proc
def test_a_killed_app_leaves_no_worker_or_helper_running(tmp_path: Path) -> None:
    """The app killed (kill -9: nothing of it runs) mid search: the worker finds its pipe
    broken at its next progress report and exits, ending its helper on the way out."""
    app, pid, helpers = app_searching(tmp_path, HARD)
    end(app)
    deadline = time.monotonic() + 5
    while (alive(pid) or any(alive(h) for h in helpers)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(pid) and not any(alive(h) for h in helpers)


#: Four suits, deal 82: no search has won it within 30 s, so a helper that is not stopped
#: runs to its budget (one that wins ends by itself, which would prove nothing here).
UNWON = "SP1-S4C-AAAAADE"


@pytest.mark.slow
@needs_proc
def test_a_killed_worker_leaves_no_helper_running(tmp_path: Path) -> None:
    """The worker itself killed (kill -9: its ``solve`` cannot end its helper, as with a
    terminate Windows cannot catch): the helper sees its parent gone at its next look at
    the clock and stops, long before its budget (60 s) would."""
    app, pid, helpers = app_searching(tmp_path, UNWON)
    try:
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 5
        while any(running(h) for h in helpers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(running(h) for h in helpers)
    finally:
        end(app)
