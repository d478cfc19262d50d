"""The engine is plain Python: no Qt, and no plugin machinery in its own imports."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import spider_qt.engine

ENGINE = Path(spider_qt.engine.__file__).parent


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_no_engine_module_imports_qt() -> None:
    files = sorted(ENGINE.glob("*.py"))
    assert len(files) >= 8
    for path in files:
        for name in imported_modules(path):
            top = name.split(".")[0]
            assert top not in {"PySide6", "PyQt5", "PyQt6", "shiboken6", "pluggy"}, (path, name)


def test_playing_a_game_loads_no_qt() -> None:
    code = (
        "import sys\n"
        "from spider_qt.engine import new_game\n"
        "g = new_game('SP1-S4C-AAAAAAD')\n"
        "g.move(*g.legal_moves()[0]); g.deal(); g.undo(); g.describe(); g.to_dict()\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
