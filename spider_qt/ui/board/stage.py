"""The cards on the table: an item for every card, the slot each stands for, their pictures.

The engine has no card identities, so after each change the board matches the items it
has to the new position (:func:`~spider_qt.ui.board.slots.match_items`) rather than
making new ones, and every item that must change place or face becomes a
:class:`~spider_qt.ui.board.motion.Travel`. The stage only says what travels; the view
decides whether to animate and runs the animation, since that is the widget's clock
(input cuts it short, a won game waits for it).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsPixmapItem

from spider_qt.ui.board.items import CardItem, StockItem
from spider_qt.ui.board.layout import Z_MOVING, Z_PLACEHOLDER, Z_REMOVING, Z_STOCK
from spider_qt.ui.board.motion import Travel, TravelKind
from spider_qt.ui.board.slots import Place, Slot, SlotKey, board_faces, board_slots, match_items

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene

    from spider_qt.engine import Game
    from spider_qt.ui.board.layout import BoardLayout
    from spider_qt.ui.card_art import CardArt

PictureKey = tuple[int, int, float, bool, str, str, bool]
"""What the cards' pictures were drawn for: size, pixel ratio, the deck's look and the
felt's (light or dark: the empty spots' outline)."""


class CardStage:
    """The card items of ``scene``, the stock's item and the empty columns' markers."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self.items: list[CardItem] = []
        self.item_at: dict[SlotKey, CardItem] = {}
        self.slot_of: dict[CardItem, Slot] = {}
        self.stock = StockItem()
        scene.addItem(self.stock)
        self.placeholders: list[QGraphicsPixmapItem] = []
        self._picture_key: PictureKey | None = None

    def rebuild(self, game: Game) -> None:
        """Fresh items for every card of ``game`` (a new deal): nothing glides from the old
        one. They get pictures and places at the next :meth:`place`."""
        for item in self.items:
            self._scene.removeItem(item)
        self.items = [CardItem(rank, suit) for rank, suit in board_faces(game)]
        for item in self.items:
            self._scene.addItem(item)
        self.item_at, self.slot_of = {}, {}
        self._picture_key = None

    def place(self, game: Game, layout: BoardLayout, art: CardArt, dpr: float,
              animate: bool) -> list[Travel]:
        """Give every item its slot in ``game`` as ``layout`` lays it out, drawn by ``art``.

        With ``animate``, the items that must move or turn are lifted for it (shown, and
        raised by kind) and returned as travels; without, none are (:meth:`settle` puts
        every item in place either way).
        """
        self._refresh_pictures(layout, art, dpr)
        slots = board_slots(game, layout)
        assigned = match_items(slots, self.item_at, self.items)
        old = self.slot_of
        self.item_at = assigned
        self.slot_of = {assigned[slot.key]: slot for slot in slots}
        self._refresh_stock(game, layout, art, dpr)
        return _travels(slots, assigned, old) if animate else []

    def settle(self) -> None:
        """Put every item exactly at its slot: the end of any animation, finished or cut short."""
        for item, slot in self.slot_of.items():
            item.setPos(slot.x, slot.y)
            item.setZValue(slot.z)
            item.set_flip(1.0 if slot.face_up else -1.0)
            item.setVisible(slot.visible)

    def _refresh_pictures(self, layout: BoardLayout, art: CardArt, dpr: float) -> None:
        """New pictures only when the size or the deck's look changed: a move keeps them."""
        width = round(layout.card_width)
        height = round(layout.card_height)
        key = (width, height, dpr, art.four_colour, art.back_colour, art.theme_key, art.dark)
        if key == self._picture_key:
            return
        if self._picture_key is not None and self._picture_key[:3] != key[:3]:
            art.clear()  # keep one size in memory, not every size the window passed
        self._picture_key = key
        back = art.back(width, height, dpr)
        for item in self.items:
            item.set_pictures(partial(art.face, item.rank, item.suit, width, height, dpr), back,
                              width, height)
        placeholder = art.placeholder(width, height, dpr)
        columns = len(layout.column_x)
        while len(self.placeholders) < columns:
            marker = QGraphicsPixmapItem()
            marker.setZValue(Z_PLACEHOLDER)
            self._scene.addItem(marker)
            self.placeholders.append(marker)
        while len(self.placeholders) > columns:
            self._scene.removeItem(self.placeholders.pop())
        for marker, x in zip(self.placeholders, layout.column_x, strict=True):
            marker.setPixmap(placeholder)
            marker.setPos(x, layout.top)

    def _refresh_stock(self, game: Game, layout: BoardLayout, art: CardArt, dpr: float) -> None:
        deals = game.deals_left
        width, height = round(layout.card_width), round(layout.card_height)
        positions = [QPointF(*layout.stock_pos(i, deals)) for i in range(deals)]
        self.stock.set_look(art.back(width, height, dpr), art.placeholder(width, height, dpr),
                            positions, QPointF(*layout.stock_pos(0, 1)), width, height)
        self.stock.setZValue(Z_STOCK)
        self.stock.setVisible(bool(game.variant_spec.deals))  # Simple Simon has no stock


def _travels(slots: list[Slot], assigned: dict[SlotKey, CardItem],
             old: dict[CardItem, Slot]) -> list[Travel]:
    """How each item that changed reaches its slot, lifting it for the trip.

    Dealt cards fly one after another and a removed sequence's go king last, each in
    turn (``order``); they and gliding cards travel above the table, a card turning
    over where it lies stays at its own height.
    """
    travels: list[Travel] = []
    deal_order = remove_order = 0
    kind: TravelKind
    z: float
    for slot in sorted(slots, key=lambda s: (s.key[1], -s.key[2]) if s.key[0] is Place.REMOVED
                       else (s.key[2], s.key[1])):
        item = assigned[slot.key]
        before = old.get(item)
        start, end = item.pos(), QPointF(slot.x, slot.y)
        flip_to = 1.0 if slot.face_up else -1.0
        if before is None or (start == end and item.get_flip() == flip_to):
            continue
        if before.key[0] is Place.STOCK and slot.key[0] is Place.COLUMN:
            kind, order, z = "deal", deal_order, Z_MOVING + deal_order
            deal_order += 1
        elif slot.key[0] is Place.REMOVED and before.key[0] is not Place.REMOVED:
            kind, order, z = "remove", remove_order, Z_REMOVING + remove_order
            remove_order += 1
        elif start == end and flip_to > item.get_flip():
            kind, order, z = "reveal", 0, slot.z
        else:
            kind, order, z = "glide", 0, Z_MOVING + slot.z
        item.setVisible(True)
        item.setZValue(z)
        travels.append(Travel(item, start, end, item.get_flip(), flip_to, kind, order))
    return travels
