"""Offering a parked game whose plugin is back, while another game is in progress."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from spider_qt.engine import CodeError
from spider_qt.languages import fill

if TYPE_CHECKING:
    from spider_qt.engine import Catalog
    from spider_qt.session import Session


class ParkedBox(QMessageBox):
    """"Resume it?" — Resume parks the game in progress (kept, never counted) and plays the
    parked one; Later (the default, and Escape) leaves both as they are: the game stays
    in Game → Resume Parked Game."""

    def __init__(self, variant_name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("parkedBox")
        self.setIcon(QMessageBox.Icon.Question)
        name = QCoreApplication.translate("Variants", variant_name)
        self.setWindowTitle(self.tr("Resume Parked Game?"))
        self.setText(fill(self.tr("Your saved %1 game can be played again: its plugin is back."),
                          name))
        self.setInformativeText(self.tr("Resume it now? The game in progress is kept for later "
                                        "in Game → Resume Parked Game."))
        self.resume_button: QPushButton = self.addButton(self.tr("&Resume"),
                                                         QMessageBox.ButtonRole.AcceptRole)
        self.later_button: QPushButton = self.addButton(self.tr("&Later"),
                                                        QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.later_button)
        self.setEscapeButton(self.later_button)

    @property
    def resumed(self) -> bool:
        return self.clickedButton() is self.resume_button


def offer_parked(session: Session, catalog: Catalog, parent: QWidget,
                 answered: Callable[[bool], None]) -> ParkedBox | None:
    """Open the box for the session's parked offer; ``answered(resumed)`` once it closes.

    ``None`` when there is nothing to offer, or its variant is gone again.
    """
    parked = session.parked_offer
    if parked is None:
        return None
    try:
        name = catalog.variant(parked.kind.variant).name
    except CodeError:
        return None
    box = ParkedBox(name, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda: answered(box.resumed))
    box.open()
    return box
