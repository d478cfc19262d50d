"""The ``spider-qt`` command.

``spider-qt`` opens the game window. ``--describe`` prints a deal in words and
``--screenshot`` renders the window to a PNG; neither needs a display, and
``--describe`` does not even load Qt.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from spider_qt import __version__
from spider_qt.engine import CodeError, Game, new_game
from spider_qt.languages import LANGUAGES

if TYPE_CHECKING:
    from spider_qt.plugins.host import LoadResult


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*", text)
    if match is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800")
    return int(match[1]), int(match[2])


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="spider-qt", description="Spider Solitaire and its relatives."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--code", metavar="CODE", help="play the deal of this game code")
    parser.add_argument("--lang", metavar="LANG", choices=sorted(LANGUAGES),
                        help="language for this run: " + ", ".join(sorted(LANGUAGES))
                             + " (default: the setting, else the system's)")
    parser.add_argument("--describe", metavar="CODE",
                        help="print the starting board of a game code in words, and exit")
    parser.add_argument("--screenshot", metavar="FILE.png", type=Path,
                        help="render the window with the deal to a PNG, and exit")
    parser.add_argument("--size", metavar="WxH", type=_size, default=(1280, 800),
                        help="window size for --screenshot (default: 1280x800)")
    parser.add_argument("--profile", metavar="DIR",
                        help="keep settings, saved game, statistics and plugins in DIR "
                             "(also: $SPIDER_QT_HOME)")
    parser.add_argument("--safe-mode", action="store_true",
                        help="load the built-in plugins only (also: SPIDER_QT_SAFE_MODE=1)")
    parser.add_argument("--variant", help="variant key for a new game (default: Spider)")
    parser.add_argument("--suits", type=int, choices=(1, 2, 4),
                        help="number of suits for a new game (default: the variant's)")
    parser.add_argument("--rule", default="classic", help="rule key (default: classic)")
    parser.add_argument("--list-variants", action="store_true",
                        help="list the installed variants and rules, and plugin errors")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    plugins = _load_plugins(args.profile, args.safe_mode)
    if args.list_variants:
        return _list_variants(plugins)
    try:
        if args.describe is not None:
            game = new_game(args.describe)
            print(_described(game, args.lang, args.profile))
            return 0
        code = args.code
        if code is not None:
            new_game(code)  # a bad code is reported here, before any window opens
        elif args.variant or args.suits or args.rule != "classic":
            code = new_game(variant=args.variant, suits=args.suits, rule=args.rule).code
        # else: no code, so the saved game is resumed (or a deal of the last kind begins)
    except CodeError as exc:
        print(f"spider-qt: {exc}", file=sys.stderr)
        return 2
    from spider_qt import app  # Qt loads only when a window is wanted

    if args.screenshot is not None:
        try:
            app.screenshot(args.screenshot, args.size, code)
        except OSError as exc:
            print(f"spider-qt: {exc}", file=sys.stderr)
            return 1
        return 0
    return app.run(code, profile=args.profile, safe_mode=args.safe_mode, plugins=plugins,
                   language=args.lang)


def _described(game: Game, language: str | None, profile: str | None) -> str:
    """The board in words in the chosen language (QtCore only: no display needed)."""
    if language is None:
        from spider_qt.settings import Settings
        from spider_qt.storage.profile import Profile

        language = str(Settings(Profile.resolve(profile).settings_file).language)
    from spider_qt.languages import resolve

    if resolve(language) == "en":
        return game.describe()  # the engine's own English, no Qt at all
    from PySide6.QtCore import QCoreApplication

    from spider_qt import i18n
    from spider_qt.i18n.texts import describe

    _app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    if i18n.install(language) == "en":
        return game.describe()
    return describe(game)


def _load_plugins(profile: str | None, safe_mode: bool) -> LoadResult:
    """The player's plugins (built-in, installed, their folder), so codes of every
    installed variant are understood here too."""
    from spider_qt.plugins.host import load_plugins
    from spider_qt.settings import Settings
    from spider_qt.storage.profile import Profile

    where = Profile.resolve(profile)
    disabled = Settings(where.settings_file).disabled_plugins
    return load_plugins(where, disabled, safe_mode)


def _list_variants(result: LoadResult) -> int:
    catalog = result.catalog
    for spec in catalog:
        rules = sorted({r.name for s in spec.suit_options for r in catalog.rules_for(spec.key, s)})
        suits = "/".join(map(str, spec.suit_options))
        print(f"{spec.key:<14} {spec.letters:<4} {spec.name} ({suits} suits; rules: "
              f"{', '.join(rules)})")
    for record in result.errors:
        print(f"plugin {record.name} ({record.origin}) disabled: {record.error}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
