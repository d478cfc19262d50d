"""A dialog button box whose standard buttons speak every language spider-qt does.

Qt words its standard buttons (Close, Cancel…) from its own translations, which do not
exist for Romanian or Indonesian and are not shipped in the installers; on a language
change it also puts its own words back. This box words them from spider-qt's catalogs,
after Qt has had its say.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialogButtonBox, QWidget

Standard = QDialogButtonBox.StandardButton


def _words() -> dict[Standard, str]:
    translate = QCoreApplication.translate
    return {
        Standard.Close: translate("Buttons", "Close"),
        Standard.Cancel: translate("Buttons", "Cancel"),
        Standard.Ok: translate("Buttons", "OK"),
    }


class DialogButtons(QDialogButtonBox):
    def __init__(self, buttons: Standard, parent: QWidget | None = None) -> None:
        super().__init__(buttons, parent)
        self.retranslate()

    def retranslate(self) -> None:
        for which, text in _words().items():
            button = self.button(which)
            if button is not None:
                button.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)  # Qt rewords its buttons here...
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # ...and we reword them after it
