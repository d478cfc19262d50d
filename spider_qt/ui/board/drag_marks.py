"""The marks a drag puts on the board: where the lifted cards may go, and where they will.

Placement help (a setting) outlines every column that takes the lifted cards. The
drop target, the column a release would put them in now, gets a mark of its own
whatever the setting: it is feedback on the drop, not a hint. With two columns that
take the cards the player must see which one the drop picks, and not by colour
alone: the target's outline is twice as thick, stands further out and glows (a halo
of fading rings), its fill stronger, so it reads apart in grey too. The marks never judge
a move; :class:`~spider_qt.ui.board.mouse.BoardMouse` says which columns to mark.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from spider_qt.ui.board.items import rounded_marker
from spider_qt.ui.board.layout import Z_HIGHLIGHT
from spider_qt.ui.common.felt import LIGHT

if TYPE_CHECKING:
    from spider_qt.ui.board.surface import BoardSurface

HIGHLIGHT: Final = LIGHT.highlight
"""The outline of a column that takes the lifted cards (placement help), on the light
table; the marks take the colours of the table shown (:attr:`BoardSurface.look`)."""

FILL_ALPHA: Final = 45
"""The highlight's colour this faint over the card (or empty spot) the cards would land on."""

TARGET_ALPHA: Final = 80
"""The drop target's fill (its colour, :attr:`FeltLook.target`, deeper than the
highlight's, and its outline much thicker): stronger than a legal column's."""

GLOW: Final = (110, 55, 20)
"""The opacity of each ring of the halo around the target's outline, outward."""

Z_TARGET: Final = Z_HIGHLIGHT + 1
"""Over the placement highlights (under the dragged cards, which are over everything)."""

#: What a mark is, in its ``data(MARK_KIND)``: for tests and any reader of the scene.
MARK_KIND: Final = 0
LEGAL: Final = "legal"
TARGET_KIND: Final = "target"


class DragMarks:
    """The placement highlights and the drop-target mark of one drag on ``view``."""

    def __init__(self, view: BoardSurface) -> None:
        self._view = view
        self._legal: dict[int, QGraphicsItem] = {}
        self._target: list[QGraphicsItem] = []
        self.target: int | None = None  # the column marked as the drop target

    @property
    def legal_columns(self) -> list[int]:
        """The columns placement help marks as taking the cards (the target among them)."""
        return list(self._legal)

    def show_legal(self, columns: list[int]) -> None:
        """Outline the last card (or the empty spot) of every column in ``columns``."""
        self.clear()
        layout = self._view.board_layout
        pad = layout.card_width * 0.04
        colour = self._view.look.highlight
        for col in columns:
            marker = rounded_marker(self._spot(col).adjusted(-pad, -pad, pad, pad),
                                    layout.card_width * 0.09, colour,
                                    max(2.0, layout.card_width * 0.035),
                                    fill=faint(colour, FILL_ALPHA))
            self._legal[col] = self._add(marker, Z_HIGHLIGHT, LEGAL)

    def show_target(self, col: int | None) -> None:
        """Mark ``col`` as where the drop goes (``None``: nowhere, the cards go back). The
        target's own placement highlight hides under it: one mark a column."""
        if col == self.target:
            return
        for item in self._target:
            self._view.scene().removeItem(item)
        self._target = []
        if self.target in self._legal:
            self._legal[self.target].setVisible(True)
        self.target = col
        if col is None:
            return
        if col in self._legal:
            self._legal[col].setVisible(False)
        layout = self._view.board_layout
        width = max(4.0, layout.card_width * 0.075)
        pad = layout.card_width * 0.07
        radius = layout.card_width * 0.11
        rect = self._spot(col).adjusted(-pad, -pad, pad, pad)
        target = self._view.look.target
        marks = [rounded_marker(rect, radius, target, width, fill=faint(target, TARGET_ALPHA))]
        for n, alpha in enumerate(GLOW, 1):  # a halo outward, fading
            out = width / 2 + (n - 0.5) * width * 0.5
            marks.append(rounded_marker(rect.adjusted(-out, -out, out, out), radius + out,
                                        faint(target, alpha), width * 0.5))
        self._target = [self._add(mark, Z_TARGET, TARGET_KIND) for mark in marks]

    def clear(self) -> None:
        scene = self._view.scene()
        for item in [*self._legal.values(), *self._target]:
            scene.removeItem(item)
        self._legal, self._target, self.target = {}, [], None

    def _spot(self, col: int) -> QRectF:
        """The card the cards would land on, or the empty column's spot."""
        view = self._view
        length = len(view.controller.game.columns[col])
        if length:
            return view.card_item(col, length - 1).sceneBoundingRect()
        layout = view.board_layout
        return QRectF(layout.column_x[col], layout.top, layout.card_width, layout.card_height)

    def _add(self, item: QGraphicsItem, z: float, kind: str) -> QGraphicsItem:
        item.setZValue(z)
        item.setData(MARK_KIND, kind)
        self._view.scene().addItem(item)
        return item


def faint(colour: QColor, alpha: int) -> QColor:
    """``colour`` at ``alpha`` (of 255): a mark's fill or glow."""
    return QColor(colour.red(), colour.green(), colour.blue(), alpha)
