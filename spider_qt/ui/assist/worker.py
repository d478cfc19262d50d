"""The solver's worker process, seen from the window: jobs in, signals out.

The window never waits for the solver. :class:`SolverWorker` starts one worker process
the first time a job is asked for (not at start-up, which must stay quick), sends it
jobs through a pipe and polls for replies with a timer, so a search of half a minute
leaves the board as lively as ever. The process is started with ``spawn``: forking a
process that runs Qt is unsafe. It is not daemonic, so the solver inside it may start its
helper process and search on two cores (see :mod:`spider_qt.solver.portfolio`); in
return, this module ends every worker it started when the app exits however it exits
(an ``atexit`` hook, before multiprocessing's own would wait for them), and a worker
whose window process died ends by itself: its next reply finds the pipe broken.

A :class:`Task` is cancelled by raising a shared counter the job's ``cancel`` callable
reads; a job that does not stop soon after (a solver deep in a step) has its process
terminated, and the next job starts a fresh one. Closing the window terminates the
process at once (:meth:`SolverWorker.shutdown`); a terminated worker ends its helper
first (:func:`~spider_qt.ui.assist.jobs.run_worker`).
"""

from __future__ import annotations

import atexit
import functools
import itertools
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from spider_qt.ui.assist.jobs import CatalogRecipe, Job, run_worker

if TYPE_CHECKING:  # imported with the first job: start-up does not pay for it
    from multiprocessing.connection import Connection
    from multiprocessing.context import SpawnProcess
    from multiprocessing.sharedctypes import Synchronized

#: How often the window looks for replies (ms): well under a frame's worth of delay.
POLL_MS: Final = 25
#: A cancelled job that has not stopped after this long (ms) has its process ended.
STOP_GRACE_MS: Final = 1000
#: How long (s) a terminated worker may take to end its helper before it is killed.
END_SECONDS: Final = 2.0

#: Every worker process started and not yet ended, for the exit hook.
_running: set[SpawnProcess] = set()
_hooked = False


class Task(QObject):
    """One job sent to the worker. ``progressed(share)`` while it runs; then ``finished``
    with its result, or ``failed`` with a message. A cancelled task emits neither."""

    progressed = Signal(float)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, worker: SolverWorker, number: int) -> None:
        super().__init__(worker)
        self._worker = worker
        self.number = number
        self.cancelled = False
        self.done = False

    @property
    def running(self) -> bool:
        return not (self.done or self.cancelled)

    def cancel(self) -> None:
        """Stop the job; its result, if one still comes, is dropped."""
        if self.running:
            self.cancelled = True
            self._worker.cancel(self)


class SolverWorker(QObject):
    """Runs solver jobs in one background process, one at a time, in the order asked."""

    def __init__(self, recipe: CatalogRecipe | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.recipe = recipe if recipe is not None else CatalogRecipe()
        self._numbers = itertools.count(1)
        self._process: SpawnProcess | None = None
        self._conn: Connection | None = None
        self._cancel_below: Synchronized[int] | None = None
        self._tasks: dict[int, Task] = {}
        self._stopping: QElapsedTimer | None = None  # since a cancelled job was asked to stop
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def process(self) -> SpawnProcess | None:
        """The worker process, if one runs (``None`` before the first job and after
        :meth:`shutdown`)."""
        return self._process

    @property
    def busy(self) -> bool:
        return bool(self._tasks)

    def submit(self, job: Job, *args: Any) -> Task:
        """Run ``job(catalog, cancel, progress, *args)`` in the worker (started if need be).

        ``job`` must be a module-level function (the worker imports it by name) and
        ``args`` plain data.
        """
        self._ensure_process()
        assert self._conn is not None
        task = Task(self, next(self._numbers))
        self._tasks[task.number] = task
        try:
            self._conn.send((task.number, job, args))
        except (OSError, ValueError) as exc:  # the process died under us
            message = str(exc)
            self._end_process()
            task.done = True
            QTimer.singleShot(0, task, lambda: task.failed.emit(message))
            return task
        self._timer.start()
        return task

    def cancel(self, task: Task | None = None) -> None:
        """Cancel ``task``, or every job sent so far."""
        if self._cancel_below is None:
            return
        number = task.number if task is not None else max(self._tasks, default=0)
        if task is None:
            for waiting in list(self._tasks.values()):
                waiting.cancelled = True
        with self._cancel_below.get_lock():
            self._cancel_below.value = max(self._cancel_below.value, number + 1)
        if self._stopping is None and self._tasks:
            self._stopping = QElapsedTimer()
            self._stopping.start()

    def shutdown(self) -> None:
        """End the worker now (the window closes): its jobs are dropped."""
        for task in self._tasks.values():
            task.cancelled = True
        self._tasks.clear()
        self._timer.stop()
        self._end_process()

    # --- the process ------------------------------------------------------------------------

    def _ensure_process(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        lost = [t for t in self._tasks.values() if t.running]
        self._end_process()
        for task in lost:  # the process died with their jobs
            task.done = True
            task.failed.emit("the solver stopped unexpectedly")
        import multiprocessing

        _hook_exit()
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        self._cancel_below = context.Value("q", 0)
        self._process = context.Process(target=run_worker, args=(theirs, self._cancel_below,
                                                                 self.recipe),
                                        name="spider-qt solver", daemon=False)
        self._process.start()
        _running.add(self._process)
        # A worker deleted without shutdown() (its window destroyed unclosed) ends its
        # process too; the slot holds the process, not this object, which is gone by then.
        self.destroyed.connect(functools.partial(_stop_process, self._process))
        theirs.close()  # the worker's end lives in the worker
        self._conn = ours
        # Numbers already given stay cancelled-or-done: the fresh counter starts above none.
        self._numbers = itertools.count(1)

    def _end_process(self) -> None:
        process, self._process = self._process, None
        conn, self._conn = self._conn, None
        self._stopping = None
        if conn is not None:
            conn.close()
        if process is not None:
            _stop_process(process)
        self._tasks.clear()  # their jobs end with the process

    def _poll(self) -> None:
        """Read every reply waiting; end a process that ignores a cancellation."""
        conn = self._conn
        try:
            while conn is not None and conn.poll():
                kind, number, value = conn.recv()
                self._reply(kind, number, value)
                conn = self._conn
        except (EOFError, OSError):
            failed = [t for t in self._tasks.values() if t.running]
            self._end_process()
            for task in failed:
                task.done = True
                task.failed.emit("the solver stopped unexpectedly")
        if self._stopping is not None:
            if not any(t.cancelled for t in self._tasks.values()):
                self._stopping = None
            elif self._stopping.elapsed() > STOP_GRACE_MS:
                live = [t for t in self._tasks.values() if t.running]
                self._end_process()  # the next job gets a fresh worker
                for task in live:  # they were queued behind the stuck job: send again later
                    task.done = True
                    task.failed.emit("the solver was restarted")
        if not self._tasks:
            self._timer.stop()

    def _reply(self, kind: str, number: int, value: Any) -> None:
        task = self._tasks.get(number)
        if task is None:
            return
        if kind == "progress":
            if task.running:
                task.progressed.emit(float(value))
            return
        del self._tasks[number]
        if not task.running:
            return
        task.done = True
        if kind == "done":
            task.finished.emit(value)
        else:
            task.failed.emit(str(value))


def _stop_process(process: SpawnProcess) -> None:
    """End ``process`` (terminated: it ends its helper, then itself, in a moment; killed
    if it has not after :data:`END_SECONDS`) and free its resources."""
    _running.discard(process)
    try:
        if process.is_alive():
            process.terminate()
            process.join(END_SECONDS)
            if process.is_alive():
                process.kill()
                process.join(0.5)
        process.close()
    except ValueError:  # closed already: ended by the other path
        pass


def _hook_exit() -> None:
    """Once: end the workers still running when the interpreter exits. Registered after
    multiprocessing's own hook, so it runs first: that one would wait for a worker that
    is not daemonic, and a worker waits for jobs until its pipe closes."""
    global _hooked
    if not _hooked:
        import multiprocessing.util  # noqa: F401  (its exit hook registered first)

        atexit.register(_end_all)
        _hooked = True


def _end_all() -> None:
    for process in list(_running):
        _stop_process(process)
