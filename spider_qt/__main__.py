"""``python -m spider_qt``: the same as the ``spider-qt`` command."""

import sys

from spider_qt.cli import main

sys.exit(main())
