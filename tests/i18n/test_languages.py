"""Each language, pinned: the board of SD1-S4-AAAAABD as ``--describe`` prints it, and the
plural forms of "Stock: %n card(s)" for 0, 1, 2, 5 and 21 (Czech, Romanian, Polish and
Russian have three forms, most languages two, Indonesian, Chinese and Japanese one).

The pins are in ``pinned/<code>.json``, one file a language, read and checked by a
speaker: a change of wording shows here as a diff someone must agree with.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator

import pytest
from language_pins import PINNED, pinned
from PySide6.QtCore import QCoreApplication

from spider_qt import i18n
from spider_qt.engine import new_game
from spider_qt.i18n.texts import Describe, describe
from spider_qt.languages import LANGUAGES


def test_every_language_is_pinned() -> None:
    assert sorted(p.stem for p in PINNED.glob("*.json")) == sorted(LANGUAGES)


@pytest.fixture
def language(qapp: QCoreApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_the_board_in_each_language(language: str) -> None:
    assert describe(new_game("SD1-S4-AAAAABD")) == pinned(language)["describe"]


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_plural_forms_for_0_1_2_5_21(language: str) -> None:
    assert [Describe().stock(n) for n in (0, 1, 2, 5, 21)] == pinned(language)["stock"]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_describe_on_the_command_line(code: str) -> None:
    env = {**os.environ}
    env.pop("QT_QPA_PLATFORM", None)  # --describe needs no display
    out = subprocess.run(
        [sys.executable, "-m", "spider_qt", "--lang", code, "--describe", "SD1-S4-AAAAABD"],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=60,
    ).stdout
    assert out.strip() == pinned(code)["describe"]
