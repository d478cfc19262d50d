"""The ``spider-qt`` command.

Until the board window exists, the command prints the board description of a
game: a new random one, or the deal of a code given with ``--describe``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from spider_qt import __version__
from spider_qt.engine import CodeError, new_game


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="spider-qt", description="Spider Solitaire and its relatives."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--describe", metavar="CODE",
                        help="print the starting board of a game code in words")
    parser.add_argument("--variant", help="variant key (default: the first installed, Spider)")
    parser.add_argument("--suits", type=int, choices=(1, 2, 4),
                        help="number of suits (default: the variant's)")
    parser.add_argument("--rule", default="classic", help="rule key (default: classic)")
    parser.add_argument("--list-variants", action="store_true",
                        help="list the installed variants and rules, and plugin errors")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.list_variants:
        return _list_variants()
    try:
        if args.describe is not None:
            game = new_game(args.describe)
        else:
            game = new_game(variant=args.variant, suits=args.suits, rule=args.rule)
    except CodeError as exc:
        print(f"spider-qt: {exc}", file=sys.stderr)
        return 2
    print(f"{game.code}\n{game.describe()}")
    return 0


def _list_variants() -> int:
    from spider_qt.plugins.host import load_catalog

    result = load_catalog()
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
