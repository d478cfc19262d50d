"""Type hints are checked, not only written: mypy runs with the suite.

The engine, storage and settings are checked strictly (every function typed, no ``Any``
leaking out); the rest in mypy's standard mode with untyped bodies checked too. The
configuration is ``[tool.mypy]`` in ``pyproject.toml``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def mypy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mypy", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


@pytest.mark.slow  # 3 to 7 s without mypy's cache
def test_mypy_finds_no_error() -> None:
    result = mypy()
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("Success: no issues found")


def test_a_misspelt_or_mistyped_setting_is_a_type_error(tmp_path: Path) -> None:
    """The check can fail: settings are typed one by one, not ``Any``."""
    script = tmp_path / "uses_settings.py"
    script.write_text("from spider_qt.settings import Settings\n"
            "s = Settings()\n"
            "s.auto_plaec = True\n"
            "s.card_back = 3\n"
            "flag: bool = s.double_click\n", encoding="utf-8")
    result = mypy(str(script))
    assert result.returncode == 1
    assert '"Settings" has no attribute "auto_plaec"' in result.stdout
    assert 'Incompatible types in assignment (expression has type "int", variable has type ' \
           '"str")' in result.stdout
    assert result.stdout.count("error:") == 2
