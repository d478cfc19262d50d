"""Closing with files that could not be saved: said before the window goes, never after.

While the window is open a failed save is a notice and play goes on (the next save may
work). At close it is the last chance: a notice raised then would open on a window
that is already gone. So the close makes its saves quietly, and if any failed, this box
names what would be lost and why (the system's words: "No space left on device") and
lets the player try again (after freeing space), close all the same, or go back to
the game.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from spider_qt.languages import QT_TRANSLATE_NOOP, fill
from spider_qt.storage.notices import FileNotice, FileRole

if TYPE_CHECKING:
    from spider_qt.session import Session

#: What each file holds, in the box's list; %1 is the system's reason.
LOST: dict[FileRole, str] = {
    FileRole.SETTINGS: QT_TRANSLATE_NOOP("UnsavedBox", "Your settings (%1)"),
    FileRole.GAME: QT_TRANSLATE_NOOP(
        "UnsavedBox", "The game in progress, so it cannot be resumed next time (%1)"),
    FileRole.STATISTICS: QT_TRANSLATE_NOOP("UnsavedBox", "Your statistics of this session (%1)"),
}


class Answer(Enum):
    RETRY = "retry"
    CLOSE = "close"
    STAY = "stay"


class UnsavedBox(QMessageBox):
    """"These could not be saved" with Try Again (the default), Close Without Saving and
    Cancel (back to the game; Escape too)."""

    def __init__(self, unsaved: list[FileNotice], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("unsavedBox")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Not Saved"))
        self.retry_button: QPushButton = self.addButton(self.tr("&Try Again"),
                                                        QMessageBox.ButtonRole.AcceptRole)
        self.close_button: QPushButton = self.addButton(self.tr("Close &Without Saving"),
                                                        QMessageBox.ButtonRole.DestructiveRole)
        self.stay_button: QPushButton = self.addButton(
            QCoreApplication.translate("Buttons", "Cancel"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.retry_button)
        self.setEscapeButton(self.stay_button)
        self.show_unsaved(unsaved)

    def show_unsaved(self, unsaved: list[FileNotice]) -> None:
        lines = [self.tr("These could not be saved and are lost if spider-qt closes now:")]
        lines += ["• " + fill(QCoreApplication.translate("UnsavedBox", LOST[n.role]),
                              n.detail or "?") for n in unsaved]
        self.setText("\n".join(lines))
        self.setInformativeText(self.tr("Free some space on the disk (or make the folder "
                                        "writable), then try again."))

    @property
    def answer(self) -> Answer:
        clicked = self.clickedButton()
        if clicked is self.retry_button:
            return Answer.RETRY
        if clicked is self.close_button:
            return Answer.CLOSE
        return Answer.STAY


def saved_or_given_up(session: Session, parent: QWidget) -> bool:
    """Everything is saved, or the player chose to close without it (``False``: they went
    back to the game). What failed earlier in the run is tried once more first: the disk
    may have room again."""
    unsaved = session.save_again()
    while unsaved:
        answer = ask_about_unsaved(unsaved, parent)
        if answer is Answer.CLOSE:
            return True
        if answer is Answer.STAY:
            return False
        unsaved = session.save_again()
    return True


def ask_about_unsaved(unsaved: list[FileNotice], parent: QWidget) -> Answer:
    """The player's answer (the box is modal: the close waits for it)."""
    box = UnsavedBox(unsaved, parent)
    try:
        box.exec()
        return box.answer
    finally:
        box.deleteLater()
