"""The New Game dialog: pick a variant, suits and rule, or type a game code to replay a deal.

The dialog offers only what the catalog offers: every installed variant, the
suit counts that variant allows, and the rules :meth:`Catalog.rules_for` lists
for that variant and suit count. A typed code is read by :func:`parse_code`;
the dialog never decides itself whether a code or a combination is valid. Why a
code is refused is said in the player's words (:func:`code_error_text`), never
the engine's technical English, and Start stays disabled until the code reads.

Every word is translated (variant texts in context ``"Variants"``, rule texts in
``"Rules"``, as the plugins mark them), and said again when the language changes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from itertools import pairwise
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from spider_qt.engine import (
    Catalog,
    CodeError,
    GameCode,
    RuleSpec,
    VariantSpec,
    make_code,
    parse_code,
)
from spider_qt.i18n.code_texts import code_error_text
from spider_qt.i18n.texts import QT_TRANSLATE_NOOP
from spider_qt.ui.common.buttons import DialogButtons
from spider_qt.ui.common.names import (
    SUIT_LABELS,
    error_color,
    rule_text,
    suit_label,
    variant_text,
)
from spider_qt.ui.common.widgets import follow_language, hint_label, stacked

CODE_PLACEHOLDER: Final = QT_TRANSLATE_NOOP(
    "NewGameDialog", "e.g. SP1-S2C-AAAAAAD — leave empty for a random deal"
)


class NewGameDialog(QDialog):
    """Choose the next game; :meth:`selected_code` is the answer once the dialog is accepted."""

    def __init__(
        self,
        catalog: Catalog,
        current: GameCode | None = None,
        parent: QWidget | None = None,
        focus_code: bool = False,
    ) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._rules: tuple[RuleSpec, ...] = catalog.rules
        self._quiet = False  # set while the dialog itself moves the choices
        self.setObjectName("newGameDialog")

        self._build_variant_row()
        self._build_suits_row()
        self._build_rule_row()
        self._build_code_row()
        self._build_buttons()
        self._lay_out()
        self._connect()
        self.retranslate()

        self._preselect(current)
        self._set_tab_order()
        (self.code_edit if focus_code else self.variant_combo).setFocus(
            Qt.FocusReason.OtherFocusReason
        )

    # --- the answer ---------------------------------------------------------------------

    def selected_code(self) -> GameCode:
        """The game to start: the typed code if there is one, else a random deal of the choices.

        Raises :class:`CodeError` for an invalid typed code (Start is disabled then).
        """
        text = self.code_edit.text()  # as typed: parse_code trims it, and bounds it first
        if text.strip():
            return parse_code(text, self._catalog)
        variant, suits, rule = self._chosen()
        return make_code(self._catalog, variant, suits, rule, deal=None)

    def random_deal(self) -> bool:
        """Is the game to start a random deal (no code typed)? Only a random deal may be
        swapped for a winnable one (Preferences → "Winnable deals only")."""
        return not self.code_edit.text().strip()

    def accept(self) -> None:
        """Close only when Start could be pressed: Enter or a caller cannot start a bad code."""
        if self.start_button.isEnabled():
            super().accept()

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text in the current language (at the start and on a language change)."""
        self.setWindowTitle(self.tr("New Game"))
        self.variant_combo.setAccessibleName(self.tr("Variant"))
        for index, variant in enumerate(self._catalog):
            self.variant_combo.setItemText(index, variant_text(variant.name))
            self.variant_combo.setItemData(
                index, variant_text(variant.description), Qt.ItemDataRole.ToolTipRole
            )
        self._variant_label.setText(self.tr("&Variant:"))

        self.suits_row.setAccessibleName(self.tr("Suits"))
        for suits, button in self.suit_buttons.items():
            button.setText(suit_label(suits))
        self._suits_label.setText(self.tr("&Suits:"))

        self.rule_row.setAccessibleName(self.tr("Rule"))
        for rule in self._rules:
            button = self.rule_buttons[rule.key]
            button.setText(rule_text(rule.name).replace("&", "&&"))
            button.setToolTip(rule_text(rule.description))
            button.setAccessibleDescription(rule_text(rule.description))
        self._rule_label.setText(self.tr("&Rule:"))

        placeholder = code_placeholder()
        self.code_edit.setPlaceholderText(placeholder)
        self.code_edit.setAccessibleName(self.tr("Game code"))
        # Wide enough that the placeholder, the one explanation of the field, is never cut.
        margin = 4 * self.code_edit.fontMetrics().averageCharWidth()
        self.code_edit.setMinimumWidth(
            self.code_edit.fontMetrics().horizontalAdvance(placeholder) + margin
        )
        self._code_label.setText(self.tr("&Game code:"))
        self.start_button.setText(self.tr("Start"))
        self._code_changed(self.code_edit.text())  # the error and field description, anew
        if self.variant_combo.currentIndex() >= 0:
            self._show_hint(self._chosen_variant())

    def changeEvent(self, event: QEvent) -> None:
        """New words at once; the fixed size follows them once every child has its own. The
        palette changed (light or dark): the error's red follows."""
        follow_language(self, event, self.retranslate)
        if event.type() == QEvent.Type.PaletteChange:
            self._paint_code_error()
        super().changeEvent(event)

    def _paint_code_error(self) -> None:
        """The code's error in the red of the dialog's scheme; only its text colour is the
        label's own, the rest it takes from the dialog (so it still hears a switch)."""
        palette = QPalette()
        palette.setColor(QPalette.ColorRole.WindowText, error_color(self.palette()))
        self.code_error.setPalette(palette)

    # --- building -------------------------------------------------------------------------

    def _build_variant_row(self) -> None:
        """A combo box rather than radio buttons: plugins may add any number of variants."""
        self.variant_combo = QComboBox()
        self.variant_combo.setObjectName("variantCombo")
        for variant in self._catalog:
            self.variant_combo.addItem(variant.name, variant.key)
        self.variant_hint = hint_label()
        self.variant_hint.setObjectName("variantHint")
        self._variant_label = _buddy_label(self.variant_combo)

    def _build_suits_row(self) -> None:
        """One radio per suit count; those a variant does not offer are hidden, not removed."""
        self.suits_row = QWidget()
        self.suits_row.setObjectName("suitsRow")
        self._suit_group = QButtonGroup(self)
        self.suit_buttons: dict[int, QRadioButton] = {}
        for suits in SUIT_LABELS:
            button = QRadioButton()
            button.setObjectName(f"suits{suits}Radio")
            self._suit_group.addButton(button, suits)
            self.suit_buttons[suits] = button
        _row_of(self.suits_row, self.suit_buttons.values())
        self._suits_label = _buddy_label(self.suit_buttons[next(iter(SUIT_LABELS))])

    def _build_rule_row(self) -> None:
        """One radio per catalog rule, shown only where :meth:`Catalog.rules_for` offers it."""
        self.rule_row = QWidget()
        self.rule_row.setObjectName("ruleRow")
        self._rule_group = QButtonGroup(self)
        self.rule_buttons: dict[str, QRadioButton] = {}
        for index, rule in enumerate(self._rules):
            button = QRadioButton()
            button.setObjectName(f"{rule.key}RuleRadio")
            self._rule_group.addButton(button, index)
            self.rule_buttons[rule.key] = button
        _row_of(self.rule_row, self.rule_buttons.values())
        self._rule_label = _buddy_label(self.rule_buttons[self._rules[0].key])

    def _build_code_row(self) -> None:
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("codeEdit")
        self.code_edit.setClearButtonEnabled(True)
        self.code_error = QLabel()
        self.code_error.setObjectName("codeError")
        self.code_error.setWordWrap(True)
        self.code_error.setTextFormat(Qt.TextFormat.PlainText)
        self._paint_code_error()
        self.code_error.hide()
        self._code_label = _buddy_label(self.code_edit)

    def _build_buttons(self) -> None:
        """Start is a button of our own in the accept role, not the standard OK renamed: on a
        language change the button box gives its standard buttons Qt's own words back."""
        self._buttons = DialogButtons(QDialogButtonBox.StandardButton.Cancel)
        start = QPushButton()
        self._buttons.addButton(start, QDialogButtonBox.ButtonRole.AcceptRole)
        start.setDefault(True)
        self.start_button: QPushButton = start

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self._variant_label, stacked(self.variant_combo, self.variant_hint))
        form.addRow(self._suits_label, self.suits_row)
        form.addRow(self._rule_label, self.rule_row)
        form.addRow(self._code_label, stacked(self.code_edit, self.code_error))
        self._form = form
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addSpacing(layout.spacing() * 2)
        layout.addWidget(self._buttons)
        # Rows come and go (rule row, code error): the dialog follows instead of leaving gaps.
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)

    def _connect(self) -> None:
        """Any change refits the rows; only a player's own change can clear the code."""
        self.variant_combo.currentIndexChanged.connect(self._refit)
        self._suit_group.idToggled.connect(self._refit)
        self._rule_group.buttonToggled.connect(self._update_buddies)
        self.variant_combo.activated.connect(self._chosen_by_hand)
        self._suit_group.idClicked.connect(self._chosen_by_hand)
        self._rule_group.idClicked.connect(self._chosen_by_hand)
        self.code_edit.textChanged.connect(self._code_changed)
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)

    def _set_tab_order(self) -> None:
        """Top to bottom, as the rows read; Qt gives each radio group a single stop."""
        chain: list[QWidget] = [
            self.variant_combo,
            *self.suit_buttons.values(),
            *self.rule_buttons.values(),
            self.code_edit,
            *self._buttons.buttons(),
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        for button in (*self.suit_buttons.values(), *self.rule_buttons.values()):
            button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Tabbing into a radio row lands on its checked radio, not on the row's first one."""
        if (
            event.type() == QEvent.Type.FocusIn
            and isinstance(event, QFocusEvent)
            and event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
            and isinstance(watched, QAbstractButton)
            and watched.group() is not None
        ):
            checked = watched.group().checkedButton()
            if checked is not None and checked is not watched and checked.isVisible():
                checked.setFocus(event.reason())
                return True
        return super().eventFilter(watched, event)

    def _preselect(self, current: GameCode | None) -> None:
        """Start from the game being played, else from the catalog's default variant."""
        if current is not None and current.variant.key in self._catalog:
            self._choose(current.variant.key, current.suits, current.rule.key)
        else:
            default = self._catalog.default_variant
            self._choose(default.key, default.initial_suits, self._rules[0].key)

    # --- reading and setting the choices -------------------------------------------------

    def _chosen(self) -> tuple[str, int, str]:
        """(variant key, suits, rule key) as the radios and the combo show them now."""
        return (
            self._chosen_variant().key,
            self._suit_group.checkedId(),
            self._rules[self._rule_group.checkedId()].key,
        )

    def _chosen_variant(self) -> VariantSpec:
        return self._catalog.variant(self.variant_combo.currentData())

    def _choose(self, variant: str, suits: int, rule: str) -> None:
        """Show these choices (from a code or the current game), then refit the rows to them."""
        with self._quietly():
            self.variant_combo.setCurrentIndex(self.variant_combo.findData(variant))
            self.suit_buttons[suits].setChecked(True)
            self.rule_buttons[rule].setChecked(True)
        self._refit()

    @contextmanager
    def _quietly(self) -> Iterator[None]:
        """Hold back :meth:`_refit` while several choices change at once."""
        self._quiet = True
        try:
            yield
        finally:
            self._quiet = False

    def _refit(self) -> None:
        """Make the hint, suits and rule rows fit the chosen variant and suit count."""
        if self._quiet:
            return
        with self._quietly():
            variant = self._chosen_variant()
            self._show_hint(variant)
            self._fit_suits(variant)
            self._fit_rules(variant, self._suit_group.checkedId())
        self._update_buddies()

    def _show_hint(self, variant: VariantSpec) -> None:
        description = variant_text(variant.description)
        self.variant_hint.setText(description)
        self.variant_hint.setVisible(bool(description))
        self.variant_combo.setAccessibleDescription(description)

    def _fit_suits(self, variant: VariantSpec) -> None:
        """Offer the variant's suit counts; keep the checked one if it is among them."""
        for suits, button in self.suit_buttons.items():
            button.setVisible(suits in variant.suit_options)
        if self._suit_group.checkedId() not in variant.suit_options:
            self.suit_buttons[variant.initial_suits].setChecked(True)

    def _fit_rules(self, variant: VariantSpec, suits: int) -> None:
        """Offer the catalog's rules for this variant and suit count; a lone rule needs no row."""
        offered = [rule.key for rule in self._catalog.rules_for(variant.key, suits)]
        for key, button in self.rule_buttons.items():
            button.setVisible(key in offered)
        checked = self._rule_group.checkedId()
        if checked < 0 or self._rules[checked].key not in offered:
            self.rule_buttons[offered[0]].setChecked(True)
        self._form.setRowVisible(self.rule_row, len(offered) > 1)

    def _update_buddies(self) -> None:
        """Alt+S / Alt+R land on the checked radio, as Tab into the row does."""
        for label, group in ((self._suits_label, self._suit_group),
                             (self._rule_label, self._rule_group)):
            checked = group.checkedButton()
            if checked is not None:
                label.setBuddy(checked)

    # --- the player's actions -------------------------------------------------------------

    def _chosen_by_hand(self) -> None:
        """A choice the typed code no longer matches clears the code: the player picks by hand."""
        text = self.code_edit.text()
        if not text.strip():
            return
        try:
            code = parse_code(text, self._catalog)
        except CodeError:
            self.code_edit.clear()
            return
        if (code.variant.key, code.suits, code.rule.key) != self._chosen():
            self.code_edit.clear()

    def _code_changed(self, text: str) -> None:
        """A valid code shows its choices; an invalid one says why and blocks Start.

        Start is disabled first and enabled only once the code has been read: whatever
        goes wrong in between leaves it disabled, never enabled for a bad code.
        """
        self.start_button.setEnabled(False)
        if not text.strip():
            self._show_code_error(None)
            return
        try:
            code = parse_code(text, self._catalog)
        except CodeError as error:
            self._show_code_error(code_error_text(error))
            return
        self._choose(code.variant.key, code.suits, code.rule.key)
        self._show_code_error(None)

    def _show_code_error(self, message: str | None) -> None:
        """Show why the code is refused (Start stays disabled), or ``None``: no error."""
        self.code_error.setText(message or "")
        self.code_error.setVisible(message is not None)
        self.code_edit.setAccessibleDescription(
            message if message is not None else self.tr("Leave empty for a random deal"))
        self.start_button.setEnabled(message is None)


def code_placeholder() -> str:
    return QCoreApplication.translate("NewGameDialog", CODE_PLACEHOLDER)


# --- small widget helpers -----------------------------------------------------------------


def _buddy_label(buddy: QWidget) -> QLabel:
    """A form label for ``buddy``; its text is set by the dialog's ``retranslate``."""
    label = QLabel()
    label.setBuddy(buddy)
    return label


def _row_of(container: QWidget, buttons: Iterable[QAbstractButton]) -> None:
    """Lay radio buttons side by side, packed to the left."""
    row = QHBoxLayout(container)
    row.setContentsMargins(0, 0, 0, 0)
    for button in buttons:
        row.addWidget(button)
    row.addStretch(1)
