"""A quick player that finishes a game through the real ``spider-qt`` command.

Run as ``python endings_player.py CASE.json RESULT.json`` in a subprocess (the test
writes the case, the profile with the saved game in it, and reads the result): so a
crash kills this process only, and its signal names the failing case.

The player starts ``spider_qt.cli.main(["--profile", …])`` as the command line would,
then acts on the shown window as a quick player does: real mouse and key events on the
board, the next one about 60 ms after the last (animations on at normal speed, so most
input lands while cards are still moving), the winning action made in the way the case
says, and the win box closed in the way the case says. Then it checks the board against
the engine, writes what it saw, and closes the window like a player.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from gui_helpers import Hands
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, qInstallMessageHandler
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from spider_qt import cli
from spider_qt.app import ensure_app
from spider_qt.ui.board.items import CardItem
from spider_qt.ui.window.main_window import MainWindow

PACE_MS = 60  # between two inputs: quicker than any animation
TIMEOUT_MS = 15000  # for anything awaited

Step = int | Callable[[], bool]  # wait that many ms, or until the condition holds


def main_window() -> MainWindow | None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.isVisible():
            return widget
    return None


class Player:
    def __init__(self, case: dict[str, Any], result_path: Path) -> None:
        self.case = case
        self.result_path = result_path
        self.result: dict[str, Any] = {"steps": []}
        self.window: MainWindow

    # --- running a script of steps on the event loop ------------------------------------------

    def start(self) -> None:
        self._script = self.script()
        self._next()

    def _next(self) -> None:
        try:
            step = next(self._script)
        except StopIteration:
            return
        except BaseException:  # a failed check: report it, and let the app close
            self.result["error"] = traceback.format_exc()
            self._finish()
            return
        if isinstance(step, int):
            QTimer.singleShot(step, self._next)
        else:
            self._await(step, TIMEOUT_MS)

    def _await(self, condition: Callable[[], bool], left: int) -> None:
        if condition():
            self._next()
        elif left <= 0:
            self.result["error"] = f"timed out waiting for {condition.__doc__ or condition}"
            self._finish()
        else:
            QTimer.singleShot(20, lambda: self._await(condition, left - 20))

    def _finish(self) -> None:
        self.result_path.write_text(json.dumps(self.result, indent=1), encoding="utf-8")
        window = main_window()
        if window is not None:
            window.close()  # as a player quits: the app ends when its last window closes
        else:
            QApplication.quit()

    # --- the game ----------------------------------------------------------------------------

    def script(self) -> Iterator[Step]:
        yield lambda: main_window() is not None and main_window().isActiveWindow()  # type: ignore[union-attr]
        window = main_window()
        assert window is not None
        self.window = window
        window.options.animations = True  # the player's setting: normal speed
        hands = Hands(window)
        actions = self.case["actions"]
        for n, action in enumerate(actions):
            last = n == len(actions) - 1
            way = self.case["finish"] if last else self.case["ways"][n % len(self.case["ways"])]
            yield from self.act(hands, action, way)
            self.result["steps"].append([action, way, window.game.moves])
            if not last:
                assert not window.game.won, "won before the last action"
                yield PACE_MS
        assert window.game.won, f"not won after the last action: {window.game!r}"
        self.result["score"], self.result["moves"] = window.game.score, window.game.moves
        if self.case["skip_celebration"]:  # a quick player clicks through it
            yield PACE_MS
            hands.click(QPoint(5, 5))
        yield lambda: window.win_box is not None and window.win_box.isVisible()
        box = window.win_box
        assert box is not None
        self.result["win_text"] = box.text()
        self.result["buttons"] = [b.text() for b in box.buttons()]
        yield PACE_MS
        close = self.case["close"]
        if close == "escape":
            target = QApplication.focusWidget() or box
            QTest.keyClick(target, Qt.Key.Key_Escape)
        else:
            button = {"close": box.close_button, "new_game": box.new_button,
                      "restart": box.restart_button}[close]
            assert button is not None, f"no {close} button"
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        yield 300  # the crash came here, as the box closed
        yield lambda: not box.isVisible()
        self.result["after"] = self.check_board(window)
        yield PACE_MS
        self._finish()

    def act(self, hands: Hands, action: Any, way: str) -> Iterator[Step]:
        window = self.window
        if action == "deal":
            if way == "key":
                hands.key(Qt.Key.Key_D)
            else:
                hands.click(self.stock_point())
            return
        src, start, dst = action
        game = window.game
        if way == "double_click" and game.best_target(src, start) != dst:
            way = "drag"  # a double click would send these cards elsewhere
        if way == "drag":
            window.board.finish_animations()  # a player grabs the card where it is drawn
            hands.drag(hands.card(src, start), hands.column_drop(dst), steps=4)
        elif way == "double_click":
            window.board.finish_animations()
            hands.double_click(hands.card(src, start))
        elif way == "key":
            hands.key(Qt.Key.Key_Escape)
            for _ in range(src + 1):
                hands.key(Qt.Key.Key_Right)
            lowest = game.movable_from(src)
            assert lowest is not None and lowest <= start, (src, start, lowest)
            for _ in range(start - lowest):
                hands.key(Qt.Key.Key_Down)
            hands.key(getattr(Qt.Key, f"Key_{(dst + 1) % 10}"))
        else:
            raise AssertionError(f"unknown way {way!r}")
        yield 0

    def stock_point(self) -> QPoint:
        board = self.window.board
        layout = board.board_layout
        deals = self.window.game.deals_left
        x, y = layout.stock_pos(deals - 1, deals)
        point = QPointF(x + layout.card_width / 2, y + layout.card_height / 2)
        return board.mapFromScene(point)

    @staticmethod
    def check_board(window: MainWindow) -> dict[str, Any]:
        """What the window shows after the box: the picture must be the engine's position."""
        window.board.finish_animations()
        game = window.game
        return {"problems": picture_problems(window), "won": game.won, "moves": game.moves,
                "code": game.code, "variant": game.variant, "suits": game.suits,
                "visible": window.isVisible(), "title": window.windowTitle()}


def picture_problems(window: MainWindow) -> list[str]:
    """Every card item shows the card the engine has in its place, and every card of the
    engine (table, stock, removed) has exactly one item."""
    board, game = window.board, window.game
    problems = []
    items = [i for i in board.scene().items() if isinstance(i, CardItem)]
    expected = Counter((c.rank, c.suit) for col in game.columns for c in col)
    expected += Counter((c.rank, c.suit) for c in game.stock_cards)
    expected += Counter((rank, suit) for suit in game.removed_suits for rank in range(1, 14))
    shown = Counter((i.rank, i.suit) for i in items)
    if shown != expected:
        problems.append(f"items {sorted(shown.items())} != cards {sorted(expected.items())}")
    for col, column in enumerate(game.columns):
        for index, card in enumerate(column):
            item = board.card_item(col, index)
            if item.card != card or not item.isVisible() or item.face_up != card.face_up:
                problems.append(f"column {col + 1} card {index + 1}: the board shows "
                                f"{item.card}, the engine has {card}")
    return problems


#: Qt's own notes that are not about the app (the offscreen platform has no window manager).
HARMLESS = ("This plugin does not support propagateSizeHints",)


def main() -> int:
    case = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    player = Player(case, Path(sys.argv[2]))
    warnings: list[str] = player.result.setdefault("qt_warnings", [])

    def on_message(kind: Any, context: Any, message: str) -> None:
        """Qt's warnings are kept: "animation without target" and their kind are how
        lifetime mistakes show before they crash."""
        if not message.startswith(HARMLESS):
            warnings.append(f"{kind.name}: {message}")

    qInstallMessageHandler(on_message)
    ensure_app([sys.argv[0]])
    QTimer.singleShot(0, player.start)
    return cli.main(["--profile", case["profile"]])


if __name__ == "__main__":
    sys.exit(main())
