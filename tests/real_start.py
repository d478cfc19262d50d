"""``spider-qt`` started as a player starts it: ``spider_qt.cli.main`` in a fresh interpreter.

A test hands :func:`run` (or :func:`start`, for a window that stays open) the command
line and, optionally, ``drive``: Python run in the child once its first window is on
screen, with ``window`` (that window), ``report(**fields)`` (prints one ``REPORT`` line
of JSON, read back as :attr:`Ran.reports`) and ``close()`` (answers any message box,
closes every window and ends the event loop) in its namespace. The default drive
reports what the window shows and closes it.

A crash of the child (a segfault in Qt) fails the one test that ran it, with its
signal and stderr, never the run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CHILD = Path(__file__).resolve().parent / "real_start_child.py"
MARK = "REPORT "

#: What the default drive reports: enough to tell which window opened and what it said.
REPORT_AND_CLOSE = """
report(**describe(window))
close()
"""


@dataclass
class Ran:
    """A finished start: exit status, what it printed, and its drive's reports."""

    returncode: int
    stdout: str
    stderr: str
    reports: list[dict[str, Any]] = field(default_factory=list)

    @property
    def report(self) -> dict[str, Any]:
        """The one report (fails the test, showing the child's output, if there is none)."""
        assert self.reports, f"no window reported (status {self.returncode})\n" \
                             f"stdout:\n{self.stdout}\nstderr:\n{self.stderr}"
        return self.reports[0]

    @property
    def lines(self) -> list[str]:
        """Standard output without the reports."""
        return [line for line in self.stdout.splitlines() if not line.startswith(MARK)]


def environment(profile: Path | None, extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("SPIDER_QT_SAFE_MODE", None)
    if profile is not None:
        env["SPIDER_QT_HOME"] = str(profile)
    return {**env, **(extra or {})}


def command(args: list[str], drive: str | None) -> list[str]:
    return [sys.executable, str(CHILD), textwrap.dedent(drive or REPORT_AND_CLOSE), *args]


def start(args: list[str], *, profile: Path | None = None, drive: str | None = None,
          env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    """The command running (its window stays up as long as ``drive`` keeps it)."""
    return subprocess.Popen(command(args, drive), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=environment(profile, env))


def finish(proc: subprocess.Popen[str], timeout: float = 90) -> Ran:
    """Wait for a started command to end and read what it said."""
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        raise AssertionError(f"spider-qt did not end in {timeout} s\nstdout:\n{out}\n"
                             f"stderr:\n{err}") from None
    return parsed(proc.returncode, out, err)


def run(args: list[str], *, profile: Path | None = None, drive: str | None = None,
        env: dict[str, str] | None = None, timeout: float = 90) -> Ran:
    """The command run to its end."""
    return finish(start(args, profile=profile, drive=drive, env=env), timeout)


def parsed(returncode: int, out: str, err: str) -> Ran:
    assert returncode >= 0, f"spider-qt died of signal {-returncode}\nstderr:\n{err}"
    reports = [json.loads(line[len(MARK):]) for line in out.splitlines()
               if line.startswith(MARK)]
    return Ran(returncode, out, err, reports)


def read_report(proc: subprocess.Popen[str]) -> dict[str, Any]:
    """The next report of a running command (its other lines are skipped)."""
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith(MARK):
            data: dict[str, Any] = json.loads(line[len(MARK):])
            return data
    raise AssertionError(f"spider-qt ended without a report (status {proc.wait()})")
