"""Asking before a game in progress is given up: Restart and New Game count it as lost."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QMessageBox, QPushButton, QWidget


class AbandonBox(QMessageBox):
    """"Restart this deal?" or "Start a new game?", with Keep Playing as the safe default
    (Escape and Enter keep the game) and a "Don't ask again" box that is honoured only
    when the player does give the game up.

    ``confirm_button`` gives the game up; ``keep_button`` keeps it; ``dont_ask`` is the
    "Don't ask again" box. With ``look_back``, ``look_back_button`` gives it up too, and
    asks the solver where it was lost (``None`` without).
    """

    def __init__(self, restart: bool, moves: int, parent: QWidget, *,
                 look_back: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("abandonBox")
        self.setIcon(QMessageBox.Icon.Question)
        if restart:
            self.setWindowTitle(self.tr("Restart This Deal?"))
            self.setText(self.tr("Restart this deal from its beginning?"))
            confirm = self.tr("&Restart")
        else:
            self.setWindowTitle(self.tr("Start a New Game?"))
            self.setText(self.tr("Leave this game and start a new one?"))
            confirm = self.tr("&New Game")
        self.setInformativeText(self.tr(
            "The game in progress (%n move(s)) ends and counts as a loss in the statistics.",
            "", moves))
        self.confirm_button: QPushButton = self.addButton(
            confirm, QMessageBox.ButtonRole.DestructiveRole)
        self.look_back_button: QPushButton | None = (
            self.addButton(self.tr("Give Up and See &Where It Was Lost"),
                           QMessageBox.ButtonRole.DestructiveRole) if look_back else None)
        self.keep_button: QPushButton = self.addButton(self.tr("&Keep Playing"),
                                                       QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.keep_button)
        # Parented here: PySide does not hand a bare check box to the message box, so a
        # temporary one would be freed at once and leave the box a dangling pointer.
        self.dont_ask: QCheckBox = QCheckBox(self.tr("&Don't ask again"), self)
        self.setCheckBox(self.dont_ask)

    @property
    def confirmed(self) -> bool:
        return self.clickedButton() is self.confirm_button

    @property
    def looks_back(self) -> bool:
        """Given up, with a look back at where it was lost."""
        return self.look_back_button is not None and self.clickedButton() is self.look_back_button

    @property
    def stop_asking(self) -> bool:
        return self.dont_ask.isChecked()
