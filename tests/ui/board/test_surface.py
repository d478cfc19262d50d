"""BoardSurface is the door between the board's input collaborators and the view: the view
fits it (for mypy and at run time), and the collaborators work through it alone, here
against a small stand-in with a plain scene and no view, window or animation."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from gui_helpers import WindowFactory
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QWidget
from pytestqt.qtbot import QtBot

from spider_qt.engine import Game, Refusal
from spider_qt.settings import Settings
from spider_qt.ui.board.access import BoardAccess
from spider_qt.ui.board.click_place import ClickPlace
from spider_qt.ui.board.drag_marks import LEGAL, MARK_KIND, TARGET_KIND, DragMarks
from spider_qt.ui.board.items import CardItem, StockItem
from spider_qt.ui.board.keys import BoardKeys
from spider_qt.ui.board.layout import Z_FOCUS, board_layout
from spider_qt.ui.board.slots import Place, Slot, board_slots
from spider_qt.ui.board.surface import BoardSurface, Focus
from spider_qt.ui.common.felt import LIGHT
from spider_qt.ui.controller import GameController

ROOT = Path(__file__).resolve().parents[3]
Position = Callable[..., Game]

# Column 1 ends 9♥; columns 2 (10♠) and 3 (10♥) take it; column 4 (5♦) does not; column 6
# is empty.
COLUMNS = [
    ["#2C", "9H"], ["#3C", "10S"], ["#4C", "10H"], ["#5C", "5D"], ["#6C", "8S", "7H"],
    [], ["KD"], ["QC"], ["QD"], ["JC"],
]


class FakeSurface:
    """Only what BoardSurface lists: the column cards as items at their slots on a plain
    scene, and a record of what the collaborators asked the view to do."""

    def __init__(self, game: Game) -> None:
        self.controller = GameController(game)
        self.options = Settings()
        self.is_laid_out = True
        self.look = LIGHT
        self.focus: Focus | None = None
        self.board_layout = board_layout(1000, 700, len(game.columns),
                                         [[c.face_up for c in col] for col in game.columns])
        self.said: list[str] = []
        self.refusals: list[Refusal] = []
        self.put_backs = 0
        self._scene = QGraphicsScene()
        self._stock = StockItem()
        self._items: dict[tuple[int, int], CardItem] = {}
        self._slots: dict[CardItem, Slot] = {}
        layout = self.board_layout
        for slot in board_slots(game, layout):
            if slot.key[0] is Place.COLUMN:
                item = CardItem(slot.rank, slot.suit)
                item.set_pictures(QPixmap, QPixmap(), layout.card_width, layout.card_height)
                item.setPos(slot.x, slot.y)
                self._scene.addItem(item)
                self._items[slot.key[1:]] = item
                self._slots[item] = slot

    def slot_of(self, item: CardItem) -> Slot:
        return self._slots[item]

    def card_item(self, col: int, index: int) -> CardItem:
        return self._items[(col, index)]

    def items_in_column(self, col: int) -> list[CardItem]:
        return [self.card_item(col, i) for i in range(len(self.controller.game.columns[col]))]

    def stock_item(self) -> StockItem:
        return self._stock

    def put_back(self) -> None:
        self.put_backs += 1

    def show_refusal(self, refusal: Refusal) -> None:
        self.refusals.append(refusal)

    def announce(self, text: str) -> None:
        self.said.append(text)

    def follow_access(self) -> None:
        pass

    def finish_animations(self) -> None:
        pass

    def scene(self) -> QGraphicsScene:
        return self._scene

    def mapToScene(self, point: QPoint) -> QPointF:
        return QPointF(point)

    def items(self, pos: QPoint) -> list[QGraphicsItem]:
        return self._scene.items(QPointF(pos))


@pytest.fixture
def surface(qtbot: QtBot, position: Position) -> FakeSurface:
    return FakeSurface(position(COLUMNS))


def tokens(surface: FakeSurface, col: int) -> list[str]:
    return [c.token for c in surface.controller.game.columns[col]]


def test_the_view_is_a_board_surface(make_window: WindowFactory, position: Position) -> None:
    board = make_window(game=position(COLUMNS)).board
    assert isinstance(board, BoardSurface)
    assert not isinstance(QWidget(), BoardSurface)


def test_the_stand_in_is_one_too(surface: FakeSurface) -> None:
    assert isinstance(surface, BoardSurface)


def test_mypy_holds_the_view_to_the_surface(tmp_path: Path) -> None:
    """The static check is real: the view passes, a thing lacking one member does not."""
    script = tmp_path / "door.py"
    script.write_text(textwrap.dedent("""\
        from spider_qt.ui.board.surface import BoardSurface
        from spider_qt.ui.board.view import BoardView

        def door(view: BoardView) -> BoardSurface:
            return view

        class Half:
            def put_back(self) -> None: ...

        def wall(half: Half) -> BoardSurface:
            return half
        """), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "mypy", str(script)], cwd=ROOT,
                            capture_output=True, text=True, timeout=600)
    errors = [line for line in result.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 1, result.stdout + result.stderr
    assert "door.py:11:" in errors[0] and '"BoardSurface"' in errors[0]


def test_drag_marks_through_the_stand_in(surface: FakeSurface) -> None:
    marks = DragMarks(surface)

    def shown(kind: str) -> int:
        return sum(1 for item in surface.scene().items()
                   if item.data(MARK_KIND) == kind and item.isVisible())

    marks.show_legal([1, 2, 5])
    assert marks.legal_columns == [1, 2, 5] and shown(LEGAL) == 3
    marks.show_target(2)  # the target's own highlight hides under its mark
    assert marks.target == 2 and shown(LEGAL) == 2 and shown(TARGET_KIND) == 4
    target = next(item for item in surface.scene().items() if item.data(MARK_KIND) == TARGET_KIND)
    assert target.sceneBoundingRect().contains(surface.card_item(2, 1).sceneBoundingRect())
    marks.show_target(None)
    assert marks.target is None and shown(LEGAL) == 3 and shown(TARGET_KIND) == 0
    marks.clear()
    assert not [item for item in surface.scene().items() if item.data(MARK_KIND)]


def press(keys: BoardKeys, key: Qt.Key) -> bool:
    return keys.press(QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def test_the_keys_through_the_stand_in(surface: FakeSurface) -> None:
    access = BoardAccess(QWidget())
    access.follow(surface.controller.game, surface.board_layout, None)
    keys = BoardKeys(surface, access)

    def markers() -> list[QGraphicsItem]:
        return [item for item in surface.scene().items() if item.zValue() == Z_FOCUS]

    assert press(keys, Qt.Key.Key_Right)
    assert keys.focus == (0, 1) and access.current == 0 and len(markers()) == 1
    assert press(keys, Qt.Key.Key_C)
    assert surface.said == [access.columns[0].accessibleName()]
    assert press(keys, Qt.Key.Key_3)  # 9♥ onto 10♥
    assert tokens(surface, 2) == ["#4C", "10H", "9H"] and tokens(surface, 0) == ["2C"]
    assert press(keys, Qt.Key.Key_Escape)
    assert keys.focus is None and markers() == []
    assert not press(keys, Qt.Key.Key_F)  # not a board key: the view passes it on


def test_click_to_place_through_the_stand_in(surface: FakeSurface) -> None:
    surface.options.click_to_place = True
    clicks = ClickPlace(surface)
    card = surface.card_item(0, 1)
    clicks.click(card, card.pos())
    assert clicks.picked == (0, 1) and surface.focus == (0, 1)  # the view's focus, set
    clicks.click(surface.card_item(3, 1), surface.card_item(3, 1).pos())  # onto 5♦: refused
    assert clicks.placed and tokens(surface, 0) == ["#2C", "9H"]
    clicks.click(surface.card_item(4, 1), surface.card_item(4, 1).pos())  # 8♠ under 7♥
    assert len(surface.refusals) == 1 and surface.focus is None
