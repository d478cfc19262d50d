"""The command table: the window's menus and shortcuts are made from it, the board's keys
are all in it, and its words reach the translators under the contexts they always had."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest
from gui_helpers import WindowFactory
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QGraphicsView

from spider_qt.help.text import HELP
from spider_qt.languages import LANGUAGES
from spider_qt.ui import commands
from spider_qt.ui.commands import (
    BOARD_KEYS,
    COMMANDS,
    MENUS,
    command_key_rows,
    key_sequences,
    native_keys,
    plain_text,
)
from spider_qt.ui.window.main_window import OPTION_TOGGLES

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "spider_qt_resources" / "translations"


def names(sequences: list[QKeySequence]) -> list[str]:
    return [s.toString() for s in sequences]


def test_the_window_is_built_from_the_table(make_window: WindowFactory) -> None:
    window = make_window()
    bar_menus = [action.menu() for action in window.menuBar().actions()]
    assert bar_menus == [getattr(window, f"{menu.id}_menu") for menu in MENUS]
    assert len(window.actions()) == len(COMMANDS)  # nothing added outside the table
    made = dict(zip(COMMANDS, window.actions(), strict=True))
    for command, action in made.items():
        if command.checkable:
            assert window._option_actions[command.id] is action
            assert action.objectName() == command.id and action.isCheckable()
        else:
            assert getattr(window, f"{command.id}_action") is action
        assert names(action.shortcuts()) == names(key_sequences(command.keys))
        assert action.text() == command.text and action.menuRole() == command.role
    for menu in MENUS:
        shown = getattr(window, f"{menu.id}_menu").actions()
        expected: list[QAction | None] = []
        for command in (c for c in COMMANDS if c.menu == menu.id):
            expected += [None, made[command]] if command.separated else [made[command]]
        assert [None if a.isSeparator() else a for a in shown] == expected
    assert tuple(window._option_actions) == OPTION_TOGGLES


def test_the_shortcuts_the_review_missed_are_bound(make_window: WindowFactory) -> None:
    window = make_window()
    bound = {
        window.restart_action: "Ctrl+R", window.code_action: "Ctrl+G",
        window.copy_action: "Ctrl+Shift+C", window.statistics_action: "F9",
        window.quit_action: "Ctrl+Q", window.preferences_action: "Ctrl+,",
        window.deal_action: "D", window.describe_action: "Ctrl+Shift+D",
        window.help_action: "F1",
    }
    for action, key in bound.items():
        assert key in names(action.shortcuts()), action.text()
    assert {"Ctrl+Shift+Z", "Ctrl+Y"} <= set(names(window.redo_action.shortcuts()))
    assert window.preferences_action.menuRole() == QAction.MenuRole.PreferencesRole


def test_every_key_the_board_answers_is_in_the_table(
        make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each key is sent to a real board; what the view itself would do with a key it
    leaves alone (scrolling) is switched off, so only the board's own answers count."""
    window = make_window()
    monkeypatch.setattr(QGraphicsView, "keyPressEvent", lambda _view, event: event.ignore())
    answered = set()
    for key in Qt.Key:
        event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
        window.board.keyPressEvent(event)
        if event.isAccepted():
            answered.add(key)
    declared = {key for entry in BOARD_KEYS for key in entry.keys}
    assert answered == declared


def test_the_rules_page_names_the_deal_key_the_window_binds() -> None:
    """The Rules page says "press D" in a sentence translators word whole; the key it
    names must stay the Deal command's."""
    deal = next(c for c in COMMANDS if c.id == "deal")
    key = native_keys(key_sequences(deal.keys))
    assert key == "D" and f"press {key}, to deal" in HELP.deal_plan(5)


def test_the_page_rows_name_each_command_with_a_shortcut_once() -> None:
    rows = command_key_rows()
    with_keys = [c for c in COMMANDS if any(not s.isEmpty() for s in key_sequences(c.keys))]
    assert [row.what for row in rows] == [plain_text(c.text) for c in with_keys]
    assert all(row.keys and not row.keys.startswith(",") for row in rows)
    assert plain_text("&Copy Board Description") == "Copy Board Description"
    assert plain_text("Salt && &Pepper") == "Salt & Pepper"
    # Chinese and Japanese menus name their Alt key after the words: it goes whole.
    assert plain_text("新しいゲーム(&N)") == "新しいゲーム"
    assert plain_text("撤销 (&U)") == "撤销" and plain_text("统计（&T）…") == "统计…"


# --- what the translators get ---------------------------------------------------------------


def table_texts() -> set[tuple[str, str]]:
    """Every (context, source) of the table, as the app translates them."""
    texts = {(commands.MENU_CONTEXT, m.title) for m in MENUS}
    texts |= {(commands.MENU_CONTEXT, c.text) for c in COMMANDS}
    texts |= {(commands.KEYS_CONTEXT, t) for k in BOARD_KEYS for t in (k.label, k.what)}
    return texts


def collected(ts: Path) -> set[tuple[str, str]]:
    return {(context.findtext("name") or "", message.findtext("source") or "")
            for context in ElementTree.parse(ts).getroot().iter("context")
            for message in context.iter("message")}


def test_lupdate_collects_the_table_under_its_old_contexts(tmp_path: Path) -> None:
    lupdate = shutil.which("pyside6-lupdate") or str(
        Path(sys.executable).with_name("pyside6-lupdate"))
    ts = tmp_path / "commands.ts"
    subprocess.run([lupdate, "-locations", "none", commands.__file__, "-target-language", "cs",
                    "-ts", str(ts)], check=True, capture_output=True)
    assert collected(ts) == table_texts()


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_the_shipped_catalogs_already_translate_the_table(language: str) -> None:
    assert table_texts() <= collected(TRANSLATIONS / f"spider_qt_{language}.ts")
