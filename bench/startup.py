"""Start-up of the frozen app beside the unfrozen one, as players launch them.

    uv run python packaging/build.py linux      # first: builds dist/spider-qt/
    uv run python bench/startup.py --runs 7

Each command renders a deal with ``--screenshot`` (start, first layout and paint, PNG
written, exit) in a throw-away profile, offscreen; the figure is the median wall time.
``uv run spider-qt`` includes uv's own check of the environment, as a player's
``uv run spider-qt`` does; ``python -m spider_qt`` is the interpreter alone.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FROZEN = ROOT / "dist" / "spider-qt" / "spider-qt"


def timed(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    """Median wall time of each command, run in turn within each round (interleaved), so
    that all of them see the same machine load."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory() as folder:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(QT_QPA_PLATFORM="offscreen", SPIDER_QT_HOME=folder)
        tail = ["--code", "SP1-S4C-AAAAAAD", "--screenshot", str(Path(folder) / "shot.png"),
                "--size", "1280x800"]
        for command in commands.values():  # warm-up: byte code, the entry-point cache
            subprocess.run([*command, *tail], check=True, env=env, cwd=ROOT,
                           capture_output=True)
        for _ in range(runs):
            for name, command in commands.items():
                began = time.perf_counter()
                subprocess.run([*command, *tail], check=True, env=env, cwd=ROOT,
                               capture_output=True)
                times[name].append(time.perf_counter() - began)
    return {name: statistics.median(values) for name, values in times.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    commands = {"python -m spider_qt": [sys.executable, "-m", "spider_qt"]}
    script = Path(sys.executable).with_name("spider-qt")  # the installed console script
    if script.exists():
        commands[".venv/bin/spider-qt"] = [str(script)]
    if shutil.which("uv"):
        commands["uv run spider-qt"] = ["uv", "run", "spider-qt"]
    if FROZEN.exists():
        commands["frozen dist/spider-qt/spider-qt"] = [str(FROZEN)]
    else:
        print(f"(no frozen app at {FROZEN}: run packaging/build.py first)")
    for name, seconds in timed(commands, args.runs).items():
        print(f"{name:<34} {seconds * 1000:6.0f} ms  (median of {args.runs}, interleaved)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
