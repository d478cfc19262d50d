"""The window shown when no game variant is loaded: what happened, and the way back.

Every game comes from a plugin, so a profile can end up with none (the built-ins
switched off, the only variant plugin removed or failing, ``--safe-mode`` with only a
third party's variants). A traceback at start would leave the player with nothing to
click; this window says which it is (:class:`~spider_qt.plugins.no_variant.NoVariant`),
offers to switch the built-in plugins back on, opens the Plugins dialog, and as soon as
a variant is back hands over to the main window (``on_variants``), which resumes the
saved game that was kept parked meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from spider_qt.about import APP_NAME
from spider_qt.i18n.notices import notice_text
from spider_qt.languages import fill
from spider_qt.plugins.no_variant import AS_IS, SWITCHED_OFF, NoVariant
from spider_qt.ui.commands import MENU_CONTEXT
from spider_qt.ui.plugins_dialog.apply_choice import reload_with
from spider_qt.ui.plugins_dialog.plugin_names import readable_id

if TYPE_CHECKING:
    from spider_qt.plugins.host import LoadResult
    from spider_qt.session import Session
    from spider_qt.ui.plugins_dialog.dialog import PluginsDialog


class NoVariantWindow(QMainWindow):
    """What the app shows instead of a board while no variant is loaded.

    ``on_variants`` is called with the new load once a switch brought a variant back;
    it opens the main window (and this one closes).
    """

    def __init__(self, session: Session, on_variants: Callable[[LoadResult], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noVariantWindow")
        self.session = session
        self.on_variants = on_variants
        self.shown_notices: list[str] = []
        self.plugins_dialog: PluginsDialog | None = None
        page = QWidget(self)
        self.heading = QLabel(page)
        self.heading.setObjectName("noVariantHeading")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.text = QLabel(page)
        self.text.setObjectName("noVariantText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.reset_button = QPushButton(page)
        self.reset_button.setObjectName("resetPluginsButton")
        self.reset_button.setDefault(True)
        self.reset_button.clicked.connect(self.reset_plugins)
        self.plugins_button = QPushButton(page)
        self.plugins_button.setObjectName("pluginsButton")
        self.plugins_button.clicked.connect(self.show_plugins)
        self.quit_button = QPushButton(page)
        self.quit_button.setObjectName("quitButton")
        self.quit_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.reset_button)
        buttons.addWidget(self.plugins_button)
        buttons.addStretch(1)
        buttons.addWidget(self.quit_button)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(32, 28, 32, 24)
        layout.setSpacing(16)
        layout.addWidget(self.heading)
        layout.addWidget(self.text)
        layout.addStretch(1)
        layout.addLayout(buttons)
        self.setCentralWidget(page)
        self._menus()
        self.retranslate()
        self.resize(720, 480)
        self.reset_button.setFocus()

    def _menus(self) -> None:
        """Game → Quit and Settings → Plugins…, as in the main window: the text sends the
        player to Settings → Plugins…, so it must be there."""
        self.game_menu = self.menuBar().addMenu("")
        self.quit_action = QAction(self)
        self.quit_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Quit),
                                       QKeySequence("Ctrl+Q")])
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addAction(self.quit_action)
        self.settings_menu = self.menuBar().addMenu("")
        self.plugins_action = QAction(self)
        self.plugins_action.triggered.connect(self.show_plugins)
        self.settings_menu.addAction(self.plugins_action)

    # --- words ------------------------------------------------------------------------------

    def reason(self) -> NoVariant:
        plugins = self.session.plugins
        assert plugins is not None  # a window without a host always has the suite's variants
        return NoVariant.of(plugins, self.session.settings.disabled_plugins)

    def message(self) -> str:
        """The reason in the player's language, then the session's own notices (the saved
        game kept aside, a damaged file…)."""
        lines = []
        for template, values in self.reason().parts()[1:]:  # the first is the heading
            if template == SWITCHED_OFF:
                values = (", ".join(readable_id(name) for name in self.reason().switched_off),)
            lines.append(fill(template if template == AS_IS
                              else QCoreApplication.translate("Notices", template), *values))
        how = [lines.pop()] if self.reason().builtins_found else []  # the way back, apart
        text = "\n\n".join(part for part in (lines[0], "\n".join(lines[1:]), *how) if part)
        notices = [notice_text(n) for n in self.session.notices
                   if not _is_plugin_notice(n)]  # the failures are listed above already
        self.shown_notices = notices
        return "\n\n".join([text, *notices])

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        head = self.reason().parts()[0][0]
        self.heading.setText(translate("Notices", head))
        self.text.setText(self.message())
        self.reset_button.setText(self.tr("Switch the &Built-in Plugins On"))
        self.plugins_button.setText(translate(MENU_CONTEXT, "P&lugins…"))
        self.quit_button.setText(translate(MENU_CONTEXT, "&Quit"))
        self.game_menu.setTitle(translate(MENU_CONTEXT, "&Game"))
        self.settings_menu.setTitle(translate(MENU_CONTEXT, "&Settings"))
        self.quit_action.setText(translate(MENU_CONTEXT, "&Quit"))
        self.plugins_action.setText(translate(MENU_CONTEXT, "P&lugins…"))
        self.setWindowTitle(fill(self.tr("No Game to Play — %1"), APP_NAME))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the way back -------------------------------------------------------------------

    def reset_plugins(self) -> bool:
        """Switch every plugin back on; ``True`` if that brought a variant."""
        return self._reloaded(reload_with(self.session, ()))

    def show_plugins(self) -> PluginsDialog:
        from spider_qt.ui.plugins_dialog.dialog import PluginsDialog

        loaded = self.session.plugins
        dialog = PluginsDialog(loaded.plugins if loaded else [], self.session.catalog,
                               self.session.settings.disabled_plugins, self._switch, self,
                               safe_mode=bool(loaded and loaded.safe_mode))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._plugins_closed)
        self.plugins_dialog = dialog
        dialog.open()
        return dialog

    def _switch(self, name: str, enabled: bool) -> LoadResult | None:
        disabled = [n for n in self.session.settings.disabled_plugins if n != name]
        return reload_with(self.session, disabled if enabled else [*disabled, name])

    def _plugins_closed(self) -> None:
        self.plugins_dialog = None
        self._reloaded(self.session.plugins)

    def _reloaded(self, result: LoadResult | None) -> bool:
        """A variant is back: the main window takes over. Else say what stands now."""
        if result is not None and len(result.catalog):
            if self.plugins_dialog is not None:
                return True  # the main window opens once the player closes the dialog
            self.on_variants(result)
            return True
        self.retranslate()
        return False


def _is_plugin_notice(notice: object) -> bool:
    from spider_qt.storage.notices import PluginNotice

    return isinstance(notice, PluginNotice)
