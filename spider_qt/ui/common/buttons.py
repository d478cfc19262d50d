"""A dialog button box whose standard buttons speak every language spider-qt does.

Qt words its standard buttons (Close, Cancel…) from its own translations, which do not
exist for Romanian or Indonesian and are not shipped in the installers; on a language
change it also puts its own words back. This box words them from spider-qt's catalogs,
after Qt has had its say.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QWidget

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

    @classmethod
    def closing(cls, dialog: QWidget, extra: str,
                role: QDialogButtonBox.ButtonRole) -> tuple[DialogButtons, QPushButton,
                                                             QPushButton]:
        """Close as the default button (it rejects ``dialog``) beside one button of the
        dialog's own, named ``extra``: the layout the Preferences, Statistics and Plugins
        windows share. Returns the box, the extra button and Close."""
        box = cls(Standard.Close)
        own = QPushButton()
        own.setObjectName(extra)
        own.setAutoDefault(False)
        box.addButton(own, role)
        close = box.button(Standard.Close)
        assert isinstance(close, QPushButton)
        close.setObjectName("closeButton")
        close.setDefault(True)
        box.rejected.connect(dialog.reject)  # type: ignore[attr-defined]
        return box, own, close

    def retranslate(self) -> None:
        for which, text in _words().items():
            button = self.button(which)
            if button is not None:
                button.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)  # Qt rewords its buttons here...
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # ...and we reword them after it
