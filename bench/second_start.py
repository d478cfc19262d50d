"""A second start beside a running window: how long until it has handed over and ended.

    uv run python bench/second_start.py --runs 9

One window is started (offscreen, its own temporary profile) and left running; then
``python -m spider_qt`` and ``python -m spider_qt --code …`` are started again and again
on that profile, each timed from its launch to its exit (the running window comes to the
front or plays the deal, and answers). Medians, with the slowest run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def timed(command: list[str], env: dict[str, str]) -> float:
    began = time.perf_counter()
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True)
    seconds = time.perf_counter() - began
    if done.returncode != 0 or "already running" not in done.stdout:
        raise SystemExit(f"not handed over: {done.returncode} {done.stdout} {done.stderr}")
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "SPIDER_QT_HOME": folder}
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        first = subprocess.Popen([sys.executable, "-m", "spider_qt"], env=env, cwd=ROOT,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            plain = [sys.executable, "-m", "spider_qt"]
            deal = [*plain, "--code", "SP1-S1C-AAAAAAD"]
            deadline = time.monotonic() + 60
            while not (Path(folder) / "instance.lock").exists():  # the first has the profile
                time.sleep(0.02)
            while True:  # the first window answers once its first frame is up
                try:
                    timed(plain, env)
                    break
                except SystemExit:
                    if time.monotonic() > deadline:
                        raise
            rows = {"spider-qt (to the front)": plain, "spider-qt --code (a deal)": deal}
            found = {name: [timed(command, env) for _ in range(args.runs)]
                     for name, command in rows.items()}
        finally:
            first.kill()
            first.wait()
    print(f"Qt platform: {env['QT_QPA_PLATFORM']}; Python {sys.version.split()[0]}; "
          f"medians of {args.runs}")
    for name, times in found.items():
        print(f"  {name:<28} {statistics.median(times) * 1000:6.0f} ms "
              f"(slowest {max(times) * 1000:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
