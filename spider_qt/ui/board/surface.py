"""What the board's input collaborators may ask of the view: the door they go through.

The mouse (:mod:`.mouse`, with :mod:`.click_place` and :mod:`.drag_marks`), the keys
(:mod:`.keys`) and a hint's marks (:mod:`.hint_marks`) work on the board the view
shows, but none of them needs the whole view, its animation or its items' bookkeeping.
:class:`BoardSurface` names the little they do use, so they import this module and
never :mod:`.view`: the view owns them and hands itself in, and mypy checks there that
it fits. A test can drive any of them with a small stand-in instead of a whole window.

Three kinds of member: the board as it stands (the controller and through it the game,
the settings, the layout, where each card's item belongs), what the view does for them
(put cards back, say a refusal, tell a screen reader, finish the animation), and the
three Qt calls they need of a graphics view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

    from spider_qt.engine import Refusal
    from spider_qt.settings import Settings
    from spider_qt.ui.board.items import CardItem, StockItem
    from spider_qt.ui.board.layout import BoardLayout
    from spider_qt.ui.board.slots import Slot
    from spider_qt.ui.common.felt import FeltLook
    from spider_qt.ui.controller import GameController

Focus = tuple[int, int | None]
"""(column, first focused card), the card ``None`` on an empty column; both 0-based."""


@runtime_checkable
class BoardSurface(Protocol):
    """The view as its input collaborators see it. Read-only members are properties here
    so a plain attribute, as the view has, fits them too."""

    # --- the board as it stands --------------------------------------------------------

    @property
    def controller(self) -> GameController:
        """The one road to the game: read its ``game``, send it actions."""

    @property
    def options(self) -> Settings:
        """The player's settings (placement help, auto placement, double click...)."""

    @property
    def is_laid_out(self) -> bool:
        """Whether the items have places yet: :attr:`board_layout` needs them."""

    @property
    def board_layout(self) -> BoardLayout:
        """The table's geometry at the current size."""

    @property
    def look(self) -> FeltLook:
        """The table's colours now, light or dark: the marks are drawn in them."""

    def slot_of(self, item: CardItem) -> Slot:
        """Where ``item`` belongs in the current position (not where a drag holds it)."""

    def card_item(self, col: int, index: int) -> CardItem:
        """The item showing card ``index`` of column ``col``."""

    def items_in_column(self, col: int) -> list[CardItem]:
        """The items of column ``col``, top of the pile last."""

    def stock_item(self) -> StockItem:
        """The stock's item."""

    @property
    def focus(self) -> Focus | None:
        """The keyboard focus: (column, first focused card or ``None``), or ``None``."""

    @focus.setter
    def focus(self, value: Focus | None) -> None:
        """Focus cards as the keys would: the marker and the reader's column follow."""

    # --- what the view does for them ---------------------------------------------------

    def put_back(self) -> None:
        """Send every card to its slot: cards a drop left where it let go of them."""

    def show_refusal(self, refusal: Refusal) -> None:
        """Say why an action was refused (to a screen reader, and on the felt)."""

    def announce(self, text: str) -> None:
        """Tell assistive technology ``text``."""

    def follow_access(self) -> None:
        """Name the accessible piles again: the keyboard focus changed."""

    def finish_animations(self) -> None:
        """Jump a running animation to its end: input never waits for one."""

    # --- the graphics view -------------------------------------------------------------

    def scene(self, /) -> QGraphicsScene:
        """Where marks and markers are added and removed."""

    def mapToScene(self, point: QPoint, /) -> QPointF:
        """A point of the view in the scene's coordinates."""

    def items(self, pos: QPoint, /) -> list[QGraphicsItem]:
        """The items under a point of the view, topmost first."""
