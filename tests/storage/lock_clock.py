"""The lock's clock, for tests of how long a save waits for a lock (the ``lock_clock``
fixture in this folder's conftest puts it in place)."""

from __future__ import annotations


class LockClock:
    """Stands in for ``time`` in :mod:`spider_qt.storage.lock`: its ``sleep`` moves the clock
    on at once. A wait for a stuck lock is then measured in the seconds the lock meant to
    wait, exactly, and costs no real time; a loaded machine cannot stretch it."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.slept = 0.0

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds
        self.slept += seconds
