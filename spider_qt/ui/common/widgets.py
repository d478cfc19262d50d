"""Small widgets the dialogs share, and how a dialog follows a change of language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QLayout, QSizePolicy, QVBoxLayout, QWidget

NOTE_GAP: Final = 2
"""Pixels between a form's field and the note under it: close enough to read as one."""

COLUMN_GAP_CHARS: Final = 2
"""Room added to a table column, in average characters: text would otherwise touch the next."""


def hint_label(min_chars: int = 0) -> QLabel:
    """Secondary text under a field: wrapped, a little smaller, in the placeholder colour.

    ``min_chars`` keeps a wrapped hint from asking for its whole length on one line.
    """
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    if min_chars:
        label.setMinimumWidth(label.fontMetrics().averageCharWidth() * min_chars)
    return label


def stacked(field: QWidget, note: QLabel, indent: int = 0) -> QWidget:
    """A field with its note (a hint, an error) right under it, for a form's field column.

    ``indent`` moves the note further in, e.g. to line it up with a check box's text
    rather than its box.
    """
    box = QWidget()
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(NOTE_GAP)
    column.addWidget(field)
    note.setContentsMargins(indent, 0, 0, 0)
    column.addWidget(note)
    return box


def banner_label() -> QLabel:
    """A framed line across the top of a dialog, in the tooltip colours so it stands apart
    from the form below it (e.g. "Safe mode")."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setFrameShape(QLabel.Shape.StyledPanel)
    label.setMargin(label.fontMetrics().height() // 3)
    label.setAutoFillBackground(True)
    label.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
    label.setForegroundRole(QPalette.ColorRole.ToolTipText)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    return label


def column_gap(table: QWidget) -> int:
    """Pixels of :data:`COLUMN_GAP_CHARS` in ``table``'s font."""
    return table.fontMetrics().averageCharWidth() * COLUMN_GAP_CHARS


# --- a new language, a new layout -------------------------------------------------------------

#: Set on a widget while its refit after a language change waits for the event loop.
_REFIT_PENDING: Final = "_spiderQtRefitPending"


def follow_language(widget: QWidget, event: QEvent, retranslate: Callable[[], None],
                    refit: Callable[[], None] | None = None) -> None:
    """A dialog's ``changeEvent`` on a LanguageChange: new words at once, a new size later.

    Qt calls a widget's ``changeEvent`` *before* its children have their own LanguageChange
    (a button box rewords its standard buttons then), and while the layouts below still
    hold the size hints of the old words: a size computed now is the old language's, and
    word-wrapped labels end up cut off. So the words change now, and once every child has
    taken the event every cached hint is forgotten, ``refit`` (the dialog's own sizing
    policy, if it has one beyond its layout's) runs and the layout is applied again. A
    refit already waiting is not asked for twice (Qt delivers the change to a child
    window once through its parent and once more as a top-level window). The single shot
    is bound to ``widget``, so it never runs on a dialog closed and deleted meanwhile.
    """
    if event.type() != QEvent.Type.LanguageChange:
        return
    retranslate()
    if widget.property(_REFIT_PENDING):
        return
    widget.setProperty(_REFIT_PENDING, True)

    def run() -> None:
        widget.setProperty(_REFIT_PENDING, False)
        forget_size_hints(widget)
        if refit is not None:
            refit()
        layout = widget.layout()
        if layout is not None:
            layout.activate()  # now, rather than at the next LayoutRequest

    QTimer.singleShot(0, widget, run)


def forget_size_hints(root: QWidget) -> None:
    """Make every layout of ``root``'s window ask its widgets for their sizes afresh.

    A layout keeps its items' size hints and heights for width; a widget's new words
    reach the layout of the widget around it only through a posted LayoutRequest, one
    nesting level per turn of the event loop. A fit computed before they all arrive
    uses old sizes, so this drops them all, from ``root`` down.
    """
    for widget in (root, *root.findChildren(QWidget)):
        if widget.window() is not root.window():
            continue  # another window (a message box over the dialog) lays out its own
        layout = widget.layout()
        if layout is not None:
            _invalidate(layout)
        widget.updateGeometry()  # the hints its parent's layout keeps for it


def _invalidate(layout: QLayout) -> None:
    """``layout`` and the layouts nested in it (not those of its widgets: they have theirs)."""
    layout.invalidate()
    for index in range(layout.count()):
        item = layout.itemAt(index)
        nested = item.layout() if item is not None else None
        if nested is not None:
            _invalidate(nested)
