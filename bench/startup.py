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


def timed(command: list[str], runs: int) -> float:
    with tempfile.TemporaryDirectory() as folder:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(QT_QPA_PLATFORM="offscreen", SPIDER_QT_HOME=folder)
        args = [*command, "--code", "SP1-S4C-AAAAAAD", "--screenshot",
                str(Path(folder) / "shot.png"), "--size", "1280x800"]
        subprocess.run(args, check=True, env=env, cwd=ROOT, capture_output=True)  # warm-up
        times = []
        for _ in range(runs):
            began = time.perf_counter()
            subprocess.run(args, check=True, env=env, cwd=ROOT, capture_output=True)
            times.append(time.perf_counter() - began)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    commands = {"python -m spider_qt": [sys.executable, "-m", "spider_qt"]}
    if shutil.which("uv"):
        commands["uv run spider-qt"] = ["uv", "run", "spider-qt"]
    if FROZEN.exists():
        commands["frozen dist/spider-qt/spider-qt"] = [str(FROZEN)]
    else:
        print(f"(no frozen app at {FROZEN}: run packaging/build.py first)")
    for name, command in commands.items():
        print(f"{name:<34} {timed(command, args.runs) * 1000:6.0f} ms  (median of {args.runs})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
