"""Accessible interfaces of the app's own widgets, handed to Qt by one factory.

Qt builds an accessible interface for each widget from its class; a few of ours need
more than Qt's generic one (the board lists its piles as children, a status field
gives its number as its value). :func:`provide` registers the maker for a widget
class; the first registration installs the factory with
``QAccessible.installFactory``.

Every interface made is kept until the process ends. Qt's accessibility cache owns an
interface and deletes it (with its widget, or at exit). PySide also holds a reference,
which it drops while the application is torn down; if that happens before the cache is
destroyed (it does when the cache existed before the factory was installed), Python
deletes the interface and the cache's own delete then crashes the process at exit.
They are a few small objects per window ever made.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

Maker = Callable[[Any], QAccessibleInterface]

_makers: dict[type[QWidget], Maker] = {}
_made: list[QAccessibleInterface] = []


def provide(widget_class: type[QWidget], make: Maker) -> None:
    """Have Qt ask ``make(widget)`` for the interface of every ``widget_class`` widget."""
    if not _makers:
        QAccessible.installFactory(_factory)
    _makers.setdefault(widget_class, make)


def _factory(_key: str, obj: object) -> QAccessibleInterface | None:
    for widget_class, make in _makers.items():
        if isinstance(obj, widget_class):
            interface = make(obj)
            _made.append(interface)
            return interface
    return None


class ValuedLabel(QAccessibleWidget):
    """A status field as a screen reader reads it: the name is what the label shows
    ("Score: 500"), the value only the number ("500")."""

    def __init__(self, label: Any) -> None:
        super().__init__(label, QAccessible.Role.StaticText)
        self._label = label

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return str(self._label.accessibleName() or self._label.text())
        if kind == QAccessible.Text.Value:
            return str(self._label.value)
        return super().text(kind)
