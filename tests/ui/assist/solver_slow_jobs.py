"""Jobs for the worker tests that stand in for a long search (the brief allows a slow
fake only there): one that stops when cancelled, one that ignores cancellation.

Kept apart from the test modules so the worker process imports only this small file.
"""

from __future__ import annotations

import os
import time
from typing import Any

from spider_qt.ui.assist.jobs import Cancel, Progress


def patient_job(catalog: Any, cancel: Cancel, progress: Progress, seconds: float) -> int:
    """Works for ``seconds`` unless cancelled first; returns the worker's process id."""
    began = time.monotonic()
    while time.monotonic() - began < seconds:
        if cancel():
            return -1
        progress((time.monotonic() - began) / seconds)
        time.sleep(0.01)
    return os.getpid()


def stubborn_job(catalog: Any, cancel: Cancel, progress: Progress, seconds: float) -> int:
    """Works for ``seconds`` whatever happens: a search deep in a step that never looks up
    (it says once that it has begun, so a test knows when it is deaf)."""
    progress(0.0)
    time.sleep(seconds)
    return os.getpid()
