"""The board: a QGraphicsView that shows the engine's position and forwards the player's input.

It never judges a move. Picking up cards asks :meth:`Game.lift_refusal`,
placement help asks :meth:`Game.can_move`, a drop or a double click goes to the
:class:`GameController`, and every change arrives back as a signal, after
which :meth:`BoardView.sync` matches the items to the new position and
animates the difference.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from spider_qt.engine import Move, Refusal
from spider_qt.i18n import texts
from spider_qt.settings import Settings

from .card_art import CardArt
from .controller import Change, GameController
from .felt import paint_felt
from .items import CardItem, StockItem, rounded_marker
from .layout import BoardLayout, board_layout
from .motion import Travel, build_animation
from .reminder import Reminder
from .slots import Slot, SlotKey, board_slots, match_items

HIGHLIGHT = QColor(255, 214, 10)
FOCUS = QColor(120, 200, 255)


class BoardView(QGraphicsView):
    """The table. ``card_item(col, index)`` and ``stock_item()`` are a testing contract."""

    def __init__(self, controller: GameController, options: Settings | None = None,
                 art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.options = options if options is not None else Settings()
        self.art = art if art is not None else CardArt(self.options.four_colour,
                                                       self.options.card_back)
        self.setScene(QGraphicsScene(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self.last_announcement = ""
        self._refusal: Refusal | None = None

        self._items: list[CardItem] = []
        self._item_at: dict[SlotKey, CardItem] = {}
        self._slot_of: dict[CardItem, Slot] = {}
        self._stock = StockItem()
        self.scene().addItem(self._stock)
        self._placeholders: list[QGraphicsPixmapItem] = []
        self._highlights: list[QGraphicsItem] = []
        self._focus_marker: QGraphicsItem | None = None
        self._layout: BoardLayout | None = None
        self._picture_key: tuple[int, int, float, bool, str] | None = None
        self._animation: QAbstractAnimation | None = None
        self._after_animation: list[Callable[[], None]] = []

        self._press: tuple[int, int, QPointF] | None = None
        self._drag: tuple[int, int] | None = None
        self._drag_offsets: list[QPointF] = []
        self._accepting: list[int] = []
        self.focus: tuple[int, int | None] | None = None

        self.reminder = Reminder(self.viewport(), lambda: (self.controller.game, self.board_layout))

        controller.changed.connect(self.sync)
        controller.refused.connect(self._on_refused)
        self._rebuild_items()

    # --- testing contract and queries ----------------------------------------------------

    def card_item(self, col: int, index: int) -> CardItem:
        """The item showing card ``index`` of column ``col`` (both 0-based)."""
        return self._item_at[("col", col, index)]

    def stock_item(self) -> StockItem:
        return self._stock

    def items_in_column(self, col: int) -> list[CardItem]:
        column = self.controller.game.columns[col]
        return [self._item_at[("col", col, i)] for i in range(len(column))]

    def highlighted_columns(self) -> list[int]:
        return list(self._accepting) if self._highlights else []

    def reminder_text(self) -> str:
        """The rule reminder on screen now (on the felt or in the status area), or ``""``."""
        return self.reminder.shown_text()

    @property
    def board_layout(self) -> BoardLayout:
        assert self._layout is not None
        return self._layout

    @property
    def animating(self) -> bool:
        return self._animation is not None

    # --- following the game ----------------------------------------------------------------

    def sync(self, change: Change | None = None) -> None:
        """Show the engine's position; animate from the previous one unless told not to."""
        self.finish_animations()
        self._cancel_drag()
        if change is not None and change.kind == "new":
            self._rebuild_items()
            self.announce(texts.announce(None, "new"))
            return
        self._place(animate=self.options.animations and change is not None)
        self._update_focus_marker()
        if change is not None:
            self.announce(texts.announce(change.outcome, change.kind))

    def retranslate(self) -> None:
        """The board's words (accessible name and description, a shown reminder)."""
        self.setAccessibleName(self.tr("Card table"))
        self._describe()
        if self._layout is not None:
            self._refresh_stock(self._layout)  # its tooltip
        if self._refusal is not None and self.reminder.shown_text():
            self.reminder.reword(texts.refusal_text(self._refusal))

    def announce(self, text: str) -> None:
        """Tell assistive technology what just happened, and keep the description current."""
        self.last_announcement = text
        self._describe()
        if text:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    def _describe(self) -> None:
        self.setAccessibleDescription(texts.describe(self.controller.game))

    def finish_animations(self) -> None:
        """Jump every running animation to its end: input never waits, and nothing is lost."""
        if self._animation is not None:
            animation, self._animation = self._animation, None
            animation.stop()  # DeleteWhenStopped: Qt deletes it later, from the event loop
            self._settle()

    def after_animations(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the current animation has ended (at once if none runs)."""
        if self._animation is None:
            callback()
        else:
            self._after_animation.append(callback)

    def celebrate(self, done: Callable[[], None]) -> None:
        """The short win celebration, then ``done``."""
        if not self.options.animations:
            done()
            return
        def start() -> None:
            from .celebration import celebrate  # only a won game needs it

            animation, clean_up = celebrate(self.scene(), self.board_layout, self._items)
            self._after_animation.append(clean_up)
            self._run(animation, done)

        self.after_animations(start)

    def _rebuild_items(self) -> None:
        scene = self.scene()
        for item in self._items:
            scene.removeItem(item)
        game = self.controller.game
        faces = [(c.rank, c.suit) for col in game.columns for c in col]
        faces += [(c.rank, c.suit) for c in game.stock_cards]
        faces += [(13 - j, suit) for suit in game.removed_suits for j in range(13)]
        self._items = [CardItem(rank, suit) for rank, suit in faces]
        for item in self._items:
            scene.addItem(item)
        self._item_at, self._slot_of = {}, {}
        self._picture_key = None
        self.focus = None
        if self.isVisible():  # otherwise the first resizeEvent places them, at the real size
            self._place(animate=False)
            self._update_focus_marker()

    def _place(self, animate: bool) -> None:
        """Match items to the engine's position and move them there."""
        game = self.controller.game
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        layout = board_layout(size.width(), size.height(), len(game.columns),
                              [[c.face_up for c in col] for col in game.columns])
        self._layout = layout
        self._refresh_pictures(layout)
        slots = board_slots(game, layout)
        assigned = match_items(slots, self._item_at, self._items)
        old = dict(self._slot_of)
        self._item_at = assigned
        self._slot_of = {assigned[slot.key]: slot for slot in slots}
        self._refresh_stock(layout)
        if not animate:
            self._settle()
            return
        travels: list[Travel] = []
        deal_order = remove_order = 0
        for slot in sorted(slots, key=lambda s: (s.key[1], -s.key[2]) if s.key[0] == "removed"
                           else (s.key[2], s.key[1])):
            item = assigned[slot.key]
            before = old.get(item)
            start, end = item.pos(), QPointF(slot.x, slot.y)
            flip_to = 1.0 if slot.face_up else -1.0
            if before is None or (start == end and item.flip == flip_to):
                continue
            if before.key[0] == "stock" and slot.key[0] == "col":
                kind, order, z = "deal", deal_order, 1000 + deal_order
                deal_order += 1
            elif slot.key[0] == "removed" and before.key[0] != "removed":
                kind, order, z = "remove", remove_order, 2000 + remove_order
                remove_order += 1
            elif start == end and flip_to > item.flip:
                kind, order, z = "reveal", 0, slot.z
            else:
                kind, order, z = "glide", 0, 1000 + slot.z
            item.setVisible(True)
            item.setZValue(z)
            travels.append(Travel(item, start, end, item.flip, flip_to, kind, order))
        self._run(build_animation(travels, self.options.animation_factor), None)

    def _run(self, animation: QAbstractAnimation | None,
             done: Callable[[], None] | None) -> None:
        if done is not None:
            self._after_animation.append(done)
        if animation is None:
            self._settle()
            return
        # Qt owns a running animation, never Python: dropping the last Python reference
        # inside its own ``finished`` signal would free it while Qt still uses it, and the
        # next allocation (the win box) would be overwritten. Qt deletes it later instead.
        animation.setParent(self)
        self._animation = animation
        animation.finished.connect(self._animation_finished)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _animation_finished(self) -> None:
        if self._animation is self.sender() or self._animation is None:
            self._animation = None
            self._settle()

    def _settle(self) -> None:
        """Put every item exactly at its slot: the end of any animation, finished or cut short."""
        for item, slot in self._slot_of.items():
            item.setPos(slot.x, slot.y)
            item.setZValue(slot.z)
            item.flip = 1.0 if slot.face_up else -1.0
            item.setVisible(slot.visible)
        callbacks, self._after_animation = self._after_animation, []
        for callback in callbacks:
            callback()

    def restyle(self) -> None:
        """Redraw every card after a change of deck style (colours, back)."""
        self.art.four_colour = self.options.four_colour
        self.art.back_colour = self.options.card_back
        self.finish_animations()
        if self._layout is not None:
            self._place(animate=False)

    def _refresh_pictures(self, layout: BoardLayout) -> None:
        width = round(layout.card_width)
        height = round(layout.card_height)
        dpr = self.devicePixelRatioF()
        key = (width, height, dpr, self.art.four_colour, self.art.back_colour)
        if key == self._picture_key:
            return
        if self._picture_key is not None and self._picture_key[:3] != key[:3]:
            self.art.clear()  # keep one size in memory, not every size the window passed
        self._picture_key = key
        back = self.art.back(width, height, dpr)
        art = self.art
        for item in self._items:
            item.set_pictures(partial(art.face, item.rank, item.suit, width, height, dpr), back,
                              width, height)
        placeholder = self.art.placeholder(width, height, dpr)
        columns = len(layout.column_x)
        while len(self._placeholders) < columns:
            marker = QGraphicsPixmapItem()
            marker.setZValue(-10)
            self.scene().addItem(marker)
            self._placeholders.append(marker)
        while len(self._placeholders) > columns:
            self.scene().removeItem(self._placeholders.pop())
        for marker, x in zip(self._placeholders, layout.column_x, strict=True):
            marker.setPixmap(placeholder)
            marker.setPos(x, layout.top)

    def _refresh_stock(self, layout: BoardLayout) -> None:
        deals = self.controller.game.deals_left
        width, height = round(layout.card_width), round(layout.card_height)
        dpr = self.devicePixelRatioF()
        positions = [QPointF(*layout.stock_pos(i, deals)) for i in range(deals)]
        self._stock.set_look(self.art.back(width, height, dpr),
                             self.art.placeholder(width, height, dpr), positions,
                             QPointF(*layout.stock_pos(0, 1)), width, height)
        self._stock.setZValue(60)
        self._stock.setVisible(bool(self.controller.game.variant_spec.deals))  # Simple Simon
        self._stock.setToolTip(self.tr("Stock: %n deal(s) left. Click to deal.", "", deals))

    # --- mouse --------------------------------------------------------------------------------

    def _hit(self, point: QPointF) -> CardItem | StockItem | None:
        for item in self.items(point.toPoint()):
            if isinstance(item, CardItem | StockItem) and item.isVisible():
                return item
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.finish_animations()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        hit = self._hit(event.position())
        if isinstance(hit, StockItem):
            self.controller.deal()
        elif isinstance(hit, CardItem):
            key = self._slot_of[hit].key
            if key[0] == "col":
                self._press = (key[1], key[2], self.mapToScene(event.position().toPoint()))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            return
        col, index, origin = self._press
        scene_pos = self.mapToScene(event.position().toPoint())
        if self._drag is None:
            if (scene_pos - origin).manhattanLength() < QApplication.startDragDistance():
                return
            refusal = self.controller.game.lift_refusal(col, index)
            if refusal is not None:
                self._press = None
                self._on_refused(refusal)
                return
            self._start_drag(col, index, origin)
        for item, offset in zip(self.items_in_column(col)[index:], self._drag_offsets,
                                strict=True):
            item.setPos(scene_pos + offset)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        drag, self._press = self._drag, None
        if drag is None:
            return
        src, start = drag
        lead = self.card_item(src, start).sceneBoundingRect()
        self._clear_highlights()
        self._drag = None
        dst = self._drop_column(lead, src)
        game = self.controller.game
        if dst is not None and game.can_move(src, start, dst):
            self.controller.move(src, start, dst)
        elif self.options.auto_place:
            if not self.controller.send_to_best(src, start):
                self._place(animate=self.options.animations)
        else:
            if dst is not None:
                refusal = game.refusal(Move(src, start, dst))
                if refusal is not None:
                    self._on_refused(refusal)
            self._place(animate=self.options.animations)  # the cards glide back
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click on a card sends it to the best column. Qt delivers the second
        press of any quick pair as this event instead of a press, so anything else (the
        stock clicked twice to deal twice, a card grabbed right after a click, double click
        switched off) is handled as the press it also is."""
        self.finish_animations()
        hit = self._hit(event.position())
        if (event.button() == Qt.MouseButton.LeftButton and self.options.double_click
                and isinstance(hit, CardItem) and self._slot_of[hit].key[0] == "col"):
            key = self._slot_of[hit].key
            self.controller.send_to_best(key[1], key[2])
            event.accept()
            return
        self.mousePressEvent(event)

    def _start_drag(self, col: int, index: int, origin: QPointF) -> None:
        self._drag = (col, index)
        items = self.items_in_column(col)[index:]
        self._drag_offsets = [item.pos() - origin for item in items]
        for n, item in enumerate(items):
            item.setZValue(5000 + n)
        game = self.controller.game
        self._accepting = [d for d in range(len(game.columns))
                           if d != col and game.can_move(col, index, d)]
        if self.options.placement_help:
            self._show_highlights(self._accepting)

    def _cancel_drag(self) -> None:
        self._press = None
        self._drag = None
        self._clear_highlights()

    def _drop_column(self, lead: QRectF, src: int) -> int | None:
        """The column the dragged cards overlap most (their own column included)."""
        layout = self.board_layout
        best, best_area = None, 0.0
        for col, x in enumerate(layout.column_x):
            strip = QRectF(x, 0, layout.card_width, layout.bottom + layout.card_height)
            overlap = strip.intersected(lead)
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area = col, area
        return None if best == src else best

    def _show_highlights(self, columns: list[int]) -> None:
        self._clear_highlights()
        layout = self.board_layout
        game = self.controller.game
        for col in columns:
            length = len(game.columns[col])
            if length:
                rect = self.card_item(col, length - 1).sceneBoundingRect()
            else:
                rect = QRectF(layout.column_x[col], layout.top, layout.card_width,
                              layout.card_height)
            pad = layout.card_width * 0.04
            marker = rounded_marker(rect.adjusted(-pad, -pad, pad, pad),
                                    layout.card_width * 0.09, HIGHLIGHT,
                                    max(2.0, layout.card_width * 0.035),
                                    fill=QColor(255, 214, 10, 45))
            marker.setZValue(900)
            self.scene().addItem(marker)
            self._highlights.append(marker)

    def _clear_highlights(self) -> None:
        for marker in self._highlights:
            self.scene().removeItem(marker)
        self._highlights = []

    # --- keyboard ----------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.finish_animations()
        key = event.key()
        game = self.controller.game
        columns = len(game.columns)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            col = self.focus[0] if self.focus is not None else (-1 if step > 0 else columns)
            self._focus_column((col + step) % columns)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._focus_within(1 if key == Qt.Key.Key_Down else -1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.focus is not None and self.focus[1] is not None:
                col = self.focus[0]
                if self.controller.send_to_best(col, self.focus[1]):
                    self._focus_column(col)
        elif Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            target = (key - Qt.Key.Key_1) % 10  # 1..9 → columns 1..9, 0 → column 10
            if (self.focus is not None and self.focus[1] is not None
                    and target < columns and target != self.focus[0]):
                col = self.focus[0]
                if self.controller.move(col, self.focus[1], target):
                    self._focus_column(col)
        elif key == Qt.Key.Key_Escape:
            self.focus = None
            self._update_focus_marker()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _focus_column(self, col: int) -> None:
        """Focus the longest group that can move from ``col`` (none if the column is empty)."""
        self.focus = (col, self.controller.game.movable_from(col))
        self._update_focus_marker()

    def _focus_within(self, step: int) -> None:
        """Up takes more cards of the column, down fewer: only cards the rule lets move."""
        if self.focus is None or self.focus[1] is None:
            self._focus_column(self.focus[0] if self.focus is not None else 0)
            return
        col, index = self.focus
        lowest = self.controller.game.movable_from(col)
        length = len(self.controller.game.columns[col])
        if lowest is not None:
            self.focus = (col, min(max(index + step, lowest), length - 1))
        self._update_focus_marker()

    def _update_focus_marker(self) -> None:
        if self._focus_marker is not None:
            self.scene().removeItem(self._focus_marker)
            self._focus_marker = None
        if self.focus is None or self._layout is None:
            return
        col, index = self.focus
        game = self.controller.game
        if col >= len(game.columns):
            self.focus = None
            return
        layout = self._layout
        length = len(game.columns[col])
        if index is None or index >= length:
            index = game.movable_from(col)
            self.focus = (col, index)
        if index is None:
            rect = QRectF(layout.column_x[col], layout.top, layout.card_width, layout.card_height)
        else:
            first = self._slot_of[self.card_item(col, index)]
            last = self._slot_of[self.card_item(col, length - 1)]
            rect = QRectF(first.x, first.y, layout.card_width,
                          last.y - first.y + layout.card_height)
        pad = layout.card_width * 0.06
        self._focus_marker = rounded_marker(rect.adjusted(-pad, -pad, pad, pad),
                                            layout.card_width * 0.1, FOCUS,
                                            max(2.0, layout.card_width * 0.04), dashed=True)
        self._focus_marker.setZValue(950)
        self.scene().addItem(self._focus_marker)

    # --- reminders, painting, resizing -----------------------------------------------------

    def _on_refused(self, refusal: Refusal) -> None:
        text = texts.refusal_text(refusal)
        self.announce(text)  # a screen reader hears why, even with reminders off
        if not self.options.reminders:
            return
        self._refusal = refusal
        self.reminder.say(text)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        paint_felt(painter, self.sceneRect())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.finish_animations()
        self._cancel_drag()
        self.resetCachedContent()
        self._place(animate=False)
        self._update_focus_marker()
        self.reminder.follow()
