"""A lock between processes, held only while a player's file is re-read, merged and written.

Two windows on one profile each merge their changes into what the file holds now; without
a lock, both could read the same old file and the second write would drop the first one's
change. The lock is the operating system's advisory lock (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows) on a small ``.NAME.lock`` file beside the file. It is
never removed: a process waiting on a removed lock file would hold a lock nobody else
sees.

Locking must never cost the game: the system drops a lock when its holder dies (``kill
-9`` too), so a lock is stuck only while its holder hangs, and then the wait is bounded
(:data:`WAIT_SECONDS`), after which the owner goes on without it (its merge is then only
as good as without a lock). Once a wait has run out, later waits are short until the lock
is had again, so a hung window costs one pause, not one per change. Where no lock file can
be made (a read-only folder, a link in its place, a file system without locks) the owner
goes on without one at once.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Final

WAIT_SECONDS: Final = 2.0
"""How long a save waits for another process's save: those take milliseconds."""

WAIT_AFTER_STUCK: Final = 0.05
"""The wait once a lock was found stuck, until it is had again."""

_OPEN_FLAGS: Final = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
                      | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
"""Never through a link (the lock file could be made outside the folder), never blocking
on a FIFO in its place."""


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


class FileLock:
    """The lock of one file; :meth:`held` takes it for a ``with`` block."""

    def __init__(self, path: Path, wait: float = WAIT_SECONDS) -> None:
        self.path = lock_path(path)
        self.wait = wait
        self._stuck = False

    @contextlib.contextmanager
    def held(self) -> Iterator[bool]:
        """Hold the lock for the block; yields whether it is held (``False``: went without)."""
        fd = self._open()
        if fd is None:
            yield False
            return
        try:
            held = self._acquire(fd)
            try:
                yield held
            finally:
                if held:
                    with contextlib.suppress(OSError):
                        _unlock(fd)
        finally:
            os.close(fd)

    def _open(self) -> int | None:
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)  # its file is written next
        try:
            return os.open(self.path, _OPEN_FLAGS, 0o600)
        except OSError:
            return None

    def _acquire(self, fd: int) -> bool:
        deadline = time.monotonic() + (WAIT_AFTER_STUCK if self._stuck else self.wait)
        pause = 0.005
        while True:
            try:
                if _try_lock(fd):
                    self._stuck = False
                    return True
            except OSError:
                return False  # no locks here (some network file systems): go without
            if time.monotonic() >= deadline:
                self._stuck = True
                return False
            time.sleep(pause)
            pause = min(pause * 2, 0.05)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        """``True`` if locked now, ``False`` if another process holds it."""
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            if exc.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        """``True`` if locked now, ``False`` if another process holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
