"""The ``spider-qt`` command line as argparse reads it: each option, its help, and the checks
that turn a mistake into one clear line and exit status 2, never a traceback.

Kept apart from :mod:`spider_qt.cli`, which decides what a command line does: the parser
is the contract (acceptance checks and scripts use these options), the rest may change.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import NoReturn

from spider_qt.about import APP_NAME, __version__
from spider_qt.languages import LANGUAGES, match

__all__ = ["SIZE_RANGE", "build_parser"]

#: Window sizes ``--size`` accepts, each side, in pixels.
SIZE_RANGE = (320, 8192)


class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line (no usage block) and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{APP_NAME}: {message} (see {APP_NAME} --help)\n")


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d{1,6})\s*[xX×]\s*(\d{1,6})\s*", text)
    if match is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800")
    width, height = int(match[1]), int(match[2])
    low, high = SIZE_RANGE
    if not (low <= width <= high and low <= height <= high):
        raise argparse.ArgumentTypeError(
            f"{width}x{height} is not a window size from {low} to {high} pixels each side")
    return width, height


def _folder(text: str) -> str:
    if not text.strip():
        raise argparse.ArgumentTypeError("the profile folder must be named, not empty")
    path = Path(text).expanduser()
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a file, not a folder")
    return text


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 <= value <= 86_400.0:  # also refuses nan
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds from 0 to 86400")
    return value


def _language(text: str) -> str:
    """A code spider-qt speaks; ``pt`` and ``zh`` (or ``de_AT``) name the one it has."""
    code = match(text)
    if code is None:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a language spider-qt speaks: {', '.join(LANGUAGES)}")
    return code


def _png(text: str) -> Path:
    path = Path(text).expanduser()
    if not text.strip() or path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is not a file name for the picture")
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"the folder of {text!r} does not exist")
    return path


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=APP_NAME, description="Spider Solitaire and its relatives.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--code", metavar="CODE", help="play the deal of this game code")
    parser.add_argument("--lang", metavar="LANG", type=_language,
                        help="language for this run: " + ", ".join(LANGUAGES)
                             + " (default: the setting, else the system's)")
    parser.add_argument("--describe", metavar="CODE",
                        help="print the starting board of a game code in words, and exit")
    parser.add_argument("--solve", metavar="CODE",
                        help="print a line of play that wins the deal of a game code "
                             "(every card known), and exit: status 0 won, 1 none found")
    parser.add_argument("--analyse", "--analyze", metavar="FILE", dest="analyse",
                        help="look back over a saved game (docs/save-format.md, or the "
                             "profile's game.json), every card known: where it could last "
                             "be won and which action lost it; exit status 0 answered, 1 "
                             "undecided within the budget, 2 bad file")
    parser.add_argument("--budget", metavar="SECONDS", type=_seconds, default=None,
                        help="time limit for --solve (default: 30) or --analyse (60)")
    parser.add_argument("--json", action="store_true",
                        help="--solve or --analyse prints one JSON object instead of words")
    parser.add_argument("--screenshot", metavar="FILE.png", type=_png,
                        help="render the window with the deal to a PNG, and exit")
    parser.add_argument("--size", metavar="WxH", type=_size, default=(1280, 800),
                        help=f"window size for --screenshot, {SIZE_RANGE[0]} to {SIZE_RANGE[1]}"
                             " pixels each side (default: 1280x800)")
    parser.add_argument("--profile", metavar="DIR", type=_folder,
                        help="keep settings, saved game, statistics and plugins in DIR "
                             "(also: $SPIDER_QT_HOME)")
    parser.add_argument("--safe-mode", action="store_true",
                        help="load the built-in plugins only (also: SPIDER_QT_SAFE_MODE=1)")
    parser.add_argument("--reset-plugins", action="store_true",
                        help="switch every plugin back on (the built-in games among them) "
                             "and start")
    parser.add_argument("--variant", help="variant key for a new game (default: Spider)")
    parser.add_argument("--suits", type=int, choices=(1, 2, 4),
                        help="number of suits for a new game (default: the variant's)")
    parser.add_argument("--rule", default="classic", help="rule key (default: classic)")
    parser.add_argument("--list-variants", action="store_true",
                        help="list the installed variants and rules, and plugin errors "
                             "(exit status 1 if a plugin failed)")
    parser.add_argument("--check-plugins", action="store_true",
                        help="load every plugin, even switched-off ones; print what each "
                             "adds, its load time and any failure in full (exit status 1 if "
                             "a plugin failed)")
    return parser
