"""One background job shown in a progress box with Cancel: what the deal check, the search
for a winnable deal and the post-mortem each did by hand, wired once.

The box appears as the job is sent; it follows the job's progress, closes by itself when
the job ends (then ``on_done`` gets the result, or ``on_failed`` the message), and its
Cancel (or Escape, or its close button) cancels the job. :meth:`BoxedSearch.cancel` does
the same from the program's side (a new game, the window closing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from spider_qt.ui.assist.jobs import Job
from spider_qt.ui.assist.worker import SolverWorker, Task

if TYPE_CHECKING:
    from spider_qt.ui.assist.progress_box import SolverProgressBox


class BoxedSearch(QObject):
    """At most one job at a time: :attr:`task` and :attr:`box` while it runs."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.task: Task | None = None
        self.box: SolverProgressBox | None = None

    @property
    def running(self) -> bool:
        return self.task is not None

    def start(self, worker: SolverWorker, title: str, text: str, window: QWidget,
              on_done: Callable[[Any], None], on_failed: Callable[[str], None],
              job: Job, *args: Any,
              on_progress: Callable[[SolverProgressBox, float], None] | None = None) -> Task:
        """Send ``job(*args)`` to ``worker`` and show its box over ``window`` (a job of
        this search still running is cancelled first). ``on_progress(box, share)``, when
        given, follows the progress instead of the bar alone (to change the words too)."""
        self.cancel()
        from spider_qt.ui.assist.progress_box import (
            SolverProgressBox,  # its dialog classes, on first use
        )

        box = SolverProgressBox(title, text, window)
        task = worker.submit(job, *args)
        if on_progress is None:
            task.progressed.connect(box.set_progress)
        else:
            task.progressed.connect(lambda share: on_progress(box, share))

        def done(result: Any) -> None:
            self._close()
            on_done(result)

        def failed(message: str) -> None:
            self.cancel()
            on_failed(message)

        task.finished.connect(done)
        task.failed.connect(failed)
        box.cancelled.connect(self.cancel)
        self.task, self.box = task, box
        box.show()
        return task

    def cancel(self) -> None:
        """Stop the job under way, if any, and close its box."""
        task, self.task = self.task, None
        if task is not None:
            task.cancel()
        self._close()

    def _close(self) -> None:
        self.task = None
        box, self.box = self.box, None
        if box is not None:
            box.finish()
