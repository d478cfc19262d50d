"""The lock's clock in place of the real one, for tests that ask for it."""

from __future__ import annotations

import pytest
from lock_clock import LockClock

from spider_qt.storage import lock


@pytest.fixture
def lock_clock(monkeypatch: pytest.MonkeyPatch) -> LockClock:
    clock = LockClock()
    monkeypatch.setattr(lock, "time", clock)
    return clock
