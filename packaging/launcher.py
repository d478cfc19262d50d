"""Entry point of the frozen app: the same as the ``spider-qt`` console script."""

import multiprocessing
import sys

from spider_qt.cli import main

if __name__ == "__main__":
    # The solver's worker is a spawned process: in a frozen app the child runs this
    # executable again, and freeze_support() makes it the worker instead of a second game.
    multiprocessing.freeze_support()
    sys.exit(main())
