"""The window speaks the system's language as Qt reads it (``QLocale.system()``)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from spider_qt.i18n import system_language


@pytest.mark.parametrize(("preferred", "expected"), [
    (["sv-SE", "it-IT", "en-US"], "it"),  # the first one spider-qt speaks, not the first
    (["en-GB", "cs-CZ"], "en"),  # English preferred over Czech
    (["pt_BR", "ro_RO"], "pt_BR"),  # underscores as some platforms write them
    (["id"], "id"),
    (["de-AT"], "de"),  # a region of a language spoken in one form
    (["pt-PT"], "pt_BR"),  # Portuguese is read in its Brazilian words
    (["pt"], "pt_BR"),
    (["zh-Hans-CN"], "zh_CN"),  # Simplified Chinese, as macOS writes it
    (["zh-CN"], "zh_CN"),
    (["zh-SG"], "zh_CN"),
    (["zh-Hant-TW", "ja-JP"], "ja"),  # Traditional Chinese is not spoken: the next one
    (["zh-TW"], "en"),
    (["zh-HK"], "en"),
    (["ko-KR", "th-TH"], "en"),  # none spoken: English
    ([], "en"),
])
def test_the_first_preferred_language_spoken_wins(preferred: list[str], expected: str) -> None:
    assert system_language(preferred) == expected


@pytest.mark.parametrize(("variables", "expected"), [
    ({"LANG": "cs_CZ.UTF-8"}, "cs"),
    ({"LANG": "it_IT.UTF-8", "LANGUAGE": "sv:it"}, "it"),
    ({"LANG": "pt_PT.UTF-8"}, "pt_BR"),
    ({"LANG": "zh_CN.UTF-8"}, "zh_CN"),
    ({"LANG": "zh_TW.UTF-8"}, "en"),
    ({"LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANG": "C"}, "en"),
])
def test_a_real_qt_reads_the_system_language(variables: dict[str, str], expected: str) -> None:
    """Through Qt itself, in a fresh process (Qt reads the locale once, at start)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(variables, QT_QPA_PLATFORM="offscreen")
    code = ("from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]); "
            "from spider_qt import i18n; print(i18n.install('system'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, check=True).stdout.strip()
    assert out == expected
