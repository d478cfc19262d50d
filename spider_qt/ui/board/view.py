"""The board: a QGraphicsView that shows the engine's position and forwards the player's input.

It never judges a move. Picking up cards asks :meth:`Game.lift_refusal`,
placement help asks :meth:`Game.can_move`, a drop or a double click goes to the
:class:`GameController`, and every change arrives back as a signal, after
which :meth:`BoardView.sync` matches the items to the new position and
animates the difference.

The view owns the scene and the animation; its items, matched to each position, and
their pictures are :class:`~spider_qt.ui.board.stage.CardStage`'s. The player's input is
handed to two collaborators it owns: :class:`~spider_qt.ui.board.mouse.BoardMouse`
(press, drag and drop, double click, placement help) and
:class:`~spider_qt.ui.board.keys.BoardKeys` (the keyboard focus and its keys). They
read the board through the view's queries, which
:class:`~spider_qt.ui.board.surface.BoardSurface` lists, and change the game only
through the controller, like the view.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QEvent, QRect, QRectF, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QGraphicsView, QWidget

from spider_qt.engine import Refusal
from spider_qt.i18n import texts
from spider_qt.settings import Settings
from spider_qt.ui.board.access import BoardAccess, BoardAccessible
from spider_qt.ui.board.items import CardItem, StockItem
from spider_qt.ui.board.keys import FOCUS, BoardKeys
from spider_qt.ui.board.layout import BoardLayout, board_layout
from spider_qt.ui.board.motion import build_animation
from spider_qt.ui.board.mouse import HIGHLIGHT, BoardMouse
from spider_qt.ui.board.reminder import Reminder
from spider_qt.ui.board.slots import Place, Slot
from spider_qt.ui.board.stage import CardStage
from spider_qt.ui.board.surface import Focus
from spider_qt.ui.card_art import CardArt, follow_theme
from spider_qt.ui.common.accessibility import provide
from spider_qt.ui.common.felt import FeltLook, felt_look, paint_felt
from spider_qt.ui.common.scheme import SchemeWatch
from spider_qt.ui.controller import Change, ChangeKind, GameController

__all__ = ["FOCUS", "HIGHLIGHT", "BoardView"]  # the colours live with the input they show


class BoardView(QGraphicsView):
    """The table. ``card_item(col, index)`` and ``stock_item()`` are a testing contract."""

    def __init__(self, controller: GameController, options: Settings | None = None,
                 art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here has a Python wrapper already: Qt's own, first fetched by
        # viewport(), made PySide6 create every QWidget subclass's type to find the
        # right one for it (34 ms of the start, measured).
        self._surface = QWidget()
        self.setViewport(self._surface)
        self.controller = controller
        self.options = options if options is not None else Settings()
        self.art = art if art is not None else CardArt(self.options.four_colour,
                                                       self.options.card_back)
        follow_theme(self.art, self.options.card_theme, controller.session, self)
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

        self._stage = CardStage(self.scene())
        self._layout: BoardLayout | None = None
        self._animation: QAbstractAnimation | None = None
        self._after_animation: list[Callable[[], None]] = []

        provide(BoardView, _accessible)  # the piles as the board's accessible children
        self.access = BoardAccess(self)
        self._mouse = BoardMouse(self)
        self._keys = BoardKeys(self, self.access)

        self.reminder = Reminder(self.viewport(), lambda: (self.controller.game, self.board_layout))
        self._scheme = SchemeWatch()
        self._follow_scheme()

        controller.changed.connect(self.sync)
        controller.refused.connect(self.show_refusal)
        self._rebuild_items()
        self.follow_access()

    # --- testing contract and queries ----------------------------------------------------

    def card_item(self, col: int, index: int) -> CardItem:
        """The item showing card ``index`` of column ``col`` (both 0-based)."""
        return self._stage.item_at[(Place.COLUMN, col, index)]

    def stock_item(self) -> StockItem:
        return self._stage.stock

    def items_in_column(self, col: int) -> list[CardItem]:
        return [self.card_item(col, i) for i in range(len(self.controller.game.columns[col]))]

    def highlighted_columns(self) -> list[int]:
        return self._mouse.highlighted_columns()

    def drop_target(self) -> int | None:
        """The column a drop would put the dragged cards in now, marked as such; ``None``
        when they would go back, or nothing is dragged."""
        return self._mouse.drop_target()

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

    @property
    def focus(self) -> Focus | None:
        """The keyboard focus: (column, first focused card or ``None``), or ``None``."""
        return self._keys.focus

    @focus.setter
    def focus(self, value: Focus | None) -> None:
        """Focus cards as the keys would: the marker, and the reader's column, follow."""
        self._keys.focus = value
        if value is not None:
            self.access.focus_column(value[0])
        self._keys.show_marker()

    # --- for the collaborators (mouse and keyboard) -------------------------------------------

    @property
    def is_laid_out(self) -> bool:
        """Whether the items have places yet: not before the first show, resize or sync."""
        return self._layout is not None

    def slot_of(self, item: CardItem) -> Slot:
        """Where ``item`` belongs in the current position (not where a drag holds it)."""
        return self._stage.slot_of[item]

    def put_back(self) -> None:
        """Send every card to its slot, gliding if animations are on: cards a drop left."""
        self._place(animate=self.options.animations)

    def show_refusal(self, refusal: Refusal) -> None:
        """Say why an action was refused: always to a screen reader, and on the felt when
        reminders are on."""
        text = texts.refusal_text(refusal)
        self.announce(text)  # a screen reader hears why, even with reminders off
        if not self.options.reminders:
            return
        self._refusal = refusal
        self.reminder.say(text)

    # --- following the game ----------------------------------------------------------------

    def sync(self, change: Change | None = None) -> None:
        """Show the engine's position; animate from the previous one unless told not to."""
        self.finish_animations()
        self._mouse.cancel()
        if change is not None and change.kind is ChangeKind.NEW:
            self._rebuild_items()
            self.announce(texts.announce(None, "new"))
            return
        self._place(animate=self.options.animations and change is not None)
        self._keys.show_marker()
        if change is None:
            return
        if change.kind is ChangeKind.UNDO and change.undone is not None:
            self.announce(texts.undone(change.undone, self.controller.game))
        else:
            self.announce(texts.announce(change.outcome, change.kind))

    def retranslate(self) -> None:
        """The board's words (accessible name and description, a shown reminder)."""
        self.setAccessibleName(self.tr("Card table"))
        self._describe()
        if self._layout is not None:
            self._name_stock()
        if self._refusal is not None and self.reminder.shown_text():
            self.reminder.reword(texts.refusal_text(self._refusal))

    def announce(self, text: str) -> None:
        """Tell assistive technology what just happened, and keep every name current.

        With the focus on a column, ``text`` becomes its description, which Orca 43 and
        later speak alike; otherwise it is an announcement (Orca 45 and later speak those
        wherever the focus is). Not both: a reader that speaks both would say it twice.
        """
        self.last_announcement = text
        self._describe()
        if not text:
            return
        self.access.tell(text)
        if not self.access.holds_focus():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    def _describe(self) -> None:
        self.setAccessibleDescription(texts.describe(self.controller.game))
        self.follow_access()

    def follow_access(self) -> None:
        """Name and place the board's accessible piles (after a change, a focus move, a
        resize or a language switch)."""
        game, focus = self.controller.game, self._keys.focus
        selected = None
        if focus is not None and focus[1] is not None:
            selected = (focus[0], len(game.columns[focus[0]]) - focus[1])
        self.access.follow(game, self._layout, selected)

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
            from spider_qt.ui.board.celebration import celebrate  # only a won game needs it

            animation, clean_up = celebrate(self.scene(), self.board_layout, self._stage.items,
                                          self.dark)
            self._after_animation.append(clean_up)
            self._run(animation, done)

        self.after_animations(start)

    def _rebuild_items(self) -> None:
        self._stage.rebuild(self.controller.game)
        self._keys.focus = None
        self.access.focus_column(0)  # a new deal is read from its first column
        if self.isVisible():  # otherwise the first resizeEvent places them, at the real size
            self._place(animate=False)
            self._keys.show_marker()

    def _place(self, animate: bool) -> None:
        """Match items to the engine's position and move them there."""
        game = self.controller.game
        size = self.viewport().size()
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        layout = board_layout(size.width(), size.height(), len(game.columns),
                              [[c.face_up for c in col] for col in game.columns])
        self._layout = layout
        travels = self._stage.place(game, layout, self.art, self.devicePixelRatioF(), animate)
        self._name_stock()
        self._run(build_animation(travels, self.options.animation_factor) if travels else None,
                  None)

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
        """The end of any animation, finished or cut short: every item at its slot, then
        whatever waited for it."""
        self._stage.settle()
        callbacks, self._after_animation = self._after_animation, []
        for callback in callbacks:
            callback()

    def restyle(self) -> None:
        """Redraw every card after a change of deck style (theme, colours, back)."""
        self.art.four_colour = self.options.four_colour
        self.art.back_colour = self.options.card_back
        follow_theme(self.art, self.options.card_theme, self.controller.session, self)
        self.finish_animations()
        if self._layout is not None:
            self._place(animate=False)

    def _name_stock(self) -> None:
        """The stock's tooltip: said here, where its translation's context (``BoardView``) is."""
        deals = self.controller.game.deals_left
        self._stage.stock.setToolTip(self.tr("Stock: %n deal(s) left. Click to deal.", "", deals))

    @property
    def _placeholders(self) -> list[QGraphicsPixmapItem]:
        """The empty columns' markers: a card theme's test looks at their picture."""
        return self._stage.placeholders

    # --- input: handed to the mouse and the keyboard collaborators ---------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._mouse.press(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._mouse.move(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._mouse.release(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click on a card sends it to the best column. Qt delivers the second
        press of any quick pair as this event instead of a press, so anything else (the
        stock clicked twice to deal twice, a card grabbed right after a click, double click
        switched off) is handled as the press it also is."""
        if not self._mouse.double_click(event):
            self.mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.finish_animations()
        if self._keys.press(event):
            event.accept()
        else:
            super().keyPressEvent(event)

    # --- painting, resizing ------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, self.sceneRect(), dark=bool(self._scheme.dark))

    def changeEvent(self, event: QEvent) -> None:
        """Light or dark switched (the palette says so): the felt and the reminder follow."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._follow_scheme()

    def _follow_scheme(self) -> None:
        """The felt, the empty spots, the focus marker and the reminder in the scheme the
        palette now shows; the game and the cards' places stay as they are."""
        if not self._scheme.turned(self):
            return
        self.art.dark = self.dark
        self.reminder.restyle(self.dark)
        self.resetCachedContent()  # the cached background is the other felt
        if self._layout is not None:
            self.finish_animations()
            self._place(animate=False)  # the empty spots' outlines: the other felt's
            self._keys.show_marker()
        self.viewport().update()

    @property
    def dark(self) -> bool:
        """Whether the table shows the dark felt (the palette is dark)."""
        return bool(self._scheme.dark)

    @property
    def look(self) -> FeltLook:
        """The table's colours now: the marks and words on the felt are drawn in them."""
        return felt_look(self.dark)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange and self._layout is not None:
            self.restyle()  # moved to a screen of another pixel ratio: every picture again
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.finish_animations()
        self._mouse.cancel()
        self.resetCachedContent()
        self._place(animate=False)
        self._keys.show_marker()
        self.reminder.follow()


def _accessible(board: BoardView) -> BoardAccessible:
    """The board's accessible interface, made when Qt first asks for it."""
    return BoardAccessible(board, board.access)
