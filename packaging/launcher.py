"""Entry point of the frozen app: the same as the ``spider-qt`` console script."""

import sys

from spider_qt.cli import main

if __name__ == "__main__":
    sys.exit(main())
