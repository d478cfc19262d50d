"""What hostile files in a profile cost a start: time and peak memory of the real command.

    uv run python bench/hostile.py                       # this tree
    uv run python bench/hostile.py --tree OTHER_CHECKOUT  # another checkout (its .venv)

Each case is a fresh profile with one hostile thing in it, and ``spider-qt
--list-variants`` run on it (the plugins, card themes and cache are read as at any start;
no window is needed); each is timed from launch to exit, with the child's peak resident
memory. The cases are the ones measured before issue 24: a 50 MB card deck, 50 MB packed
into a small ``.svgz``, and an entry-point cache of 20,000 rows naming missing modules
(made in the checkout's own cache format, so it would be believed if rows were trusted);
and, for comparison, a big deck that is not hostile at all: 3 MiB, 53 cards of 240 paths
each with pips by ``<use>``, which the checks must let through in a small part of a start
(the tests check only that it is let through).
"""

from __future__ import annotations

import argparse
import gzip
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MB = 1 << 20

FORGE = r"""
import json, sys
from spider_qt.plugins import entry_points as ep
key = ep.environment_key("spider_qt")
real = ep.from_metadata("spider_qt")
fmt = getattr(ep, "FORMAT", 1)
rows = [list(getattr(r, "row", (r.name, r.value, r.dist_name, r.dist_version))) for r in real]
fake = [[f"ghost{n}", f"ghost_module_{n}", *rows[0][2:]] for n in range(20_000)]
json.dump({"format": fmt, "key": key, "entry_points": rows + fake}, open(sys.argv[1], "w"))
"""


def deck(size: int) -> bytes:
    """An SVG of about ``size`` bytes: one padded comment, so parsing it is all it costs."""
    head = b'<svg xmlns="http://www.w3.org/2000/svg"><!-- '
    return head + b"x" * (size - len(head) - 10) + b" --></svg>"


def real_deck() -> bytes:
    """A big deck as an artist might draw one (the same as the tests' big real deck)."""
    from spider_qt.plugins.themes import CARD_IDS

    paths = "".join(f'<path d="M {i},0 {"L 1.25,2.5 " * 20}Z" style="fill:#{i:06x}"/>'
                    for i in range(240))
    cards = "".join(f'<g id="{card}">{paths}' + '<use xlink:href="#pip"/>' * 20 + "</g>"
                    for card in CARD_IDS)
    return ('<svg xmlns="http://www.w3.org/2000/svg" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" width="600" height="12">'
            '<defs><g id="pip">' + '<circle r="1"/>' * 30 + f"</g></defs>{cards}</svg>"
            ).encode()


def profile_with(folder: Path, case: str, python: str, tree: Path) -> None:
    folder.mkdir(mode=0o755)
    if case in ("deck", "svgz", "real"):
        theme = folder / "themes" / "hostile"
        theme.mkdir(parents=True, mode=0o755)
        (folder / "themes").chmod(0o755)
        if case == "deck":
            (theme / "cards.svg").write_bytes(deck(50 * MB))
        elif case == "real":
            (theme / "cards.svg").write_bytes(real_deck())
        else:
            (theme / "cards.svgz").write_bytes(gzip.compress(deck(50 * MB), 9))
    else:
        (folder / "cache").mkdir(mode=0o755)
        subprocess.run([python, "-c", FORGE, str(folder / "cache" / "entry-points.json")],
                       cwd=tree, check=True)


#: ``python -m spider_qt`` that also tells its own peak resident memory (VmHWM) as it ends.
MEASURED = r"""
import atexit, runpy, sys
def peak():
    line = next(l for l in open("/proc/self/status") if l.startswith("VmHWM:"))
    sys.stderr.write("PEAK " + line.split()[1] + "\n")
atexit.register(peak)
sys.argv = ["spider-qt", *sys.argv[1:]]
runpy.run_module("spider_qt", run_name="__main__")
"""


def run(python: str, tree: Path, folder: Path) -> tuple[float, float]:
    """Seconds and the command's own peak memory (MiB) of ``--list-variants`` on ``folder``."""
    env = {**os.environ, "SPIDER_QT_HOME": str(folder), "QT_QPA_PLATFORM": "offscreen"}
    began = time.perf_counter()
    done = subprocess.run([python, "-c", MEASURED, "--list-variants"], cwd=tree, env=env,
                          capture_output=True, text=True)
    seconds = time.perf_counter() - began
    peak = next(int(line.split()[1]) for line in done.stderr.splitlines()
                if line.startswith("PEAK "))
    return seconds, peak / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tree", type=Path, default=ROOT)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    tree = args.tree.resolve()
    python = str(tree / ".venv" / "bin" / "python")
    print(f"checkout: {tree}; medians of {args.runs} (peak: the command's own resident memory)")
    for case, label in (("deck", "a 50 MB card deck"), ("svgz", "50 MB packed in a .svgz"),
                        ("cache", "a cache of 20,000 rows"),
                        ("real", "a 3 MiB deck, not hostile")):
        times, peaks = [], []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as temporary:
                folder = Path(temporary) / "profile"
                profile_with(folder, case, python, tree)
                seconds, peak = run(python, tree, folder)
                times.append(seconds)
                peaks.append(peak)
        print(f"  {label:<26} {statistics.median(times):6.2f} s   peak {max(peaks):6.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
