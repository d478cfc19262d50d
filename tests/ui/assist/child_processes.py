"""The processes a test looks for: a worker's children (its solver's helper), alive or gone.

Read from /proc (Linux): psutil is not a dependency. Tests that need it are marked
:data:`needs_proc`.
"""

from __future__ import annotations

import os

import pytest

needs_proc = pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc (Linux)")


def children_of(pid: int) -> set[int]:
    """The live processes whose parent is ``pid`` (read from /proc: psutil is not a
    dependency)."""
    found: set[int] = set()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] != "Z" and int(fields[1]) == pid:  # state, parent's id
            found.add(int(entry))
    return found


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def running(pid: int) -> bool:
    """Alive and not a zombie: an orphan that ended waits for whoever adopted it to reap
    it (in a container that may be nobody), but it runs no more."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
