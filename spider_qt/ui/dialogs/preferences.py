"""The Preferences dialog: every visible setting, changed and saved the moment it is touched.

The dialog is made from the declarations in :data:`SETTINGS`, not written by
hand, so a new setting appears here without a line of dialog code and the
labels, descriptions and allowed values cannot drift from ``settings.json``
validation or ``docs/settings.md``. There is no OK/Cancel: each change goes
straight to :meth:`Settings.set`, which checks, saves and tells the rest of
the application, so the board shows the effect while the dialog is still open.

The declarations are in English; their texts are translated here (context
``"Settings"``), and again whenever the language changes, which happens right
here when the player picks another language.

A setting whose values are known only at run time (``card_theme``: the plugins add
themes) has no choices in its declaration; the window hands the dialog a function that
lists them, already in the player's language, and the dialog shows a list like any other.
"""

from __future__ import annotations

import string
import unicodedata
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from spider_qt.i18n.texts import fill
from spider_qt.settings.declarations import SETTINGS, SettingSpec, Value
from spider_qt.settings.store import Settings
from spider_qt.ui.common.buttons import DialogButtons
from spider_qt.ui.common.widgets import follow_language, hint_label, stacked

#: The dialog is about this many characters wide; longer descriptions wrap rather than widen it.
DIALOG_WIDTH_CHARS: Final = 76

#: The values a setting may take now, each with its label in the current language.
Choices = Callable[[], Sequence[tuple[Value, str]]]



def _wide(ch: str) -> bool:
    """A Chinese or Japanese character (or a full-width form): no Alt key types it."""
    return unicodedata.east_asian_width(ch) in ("W", "F")


def _typable(ch: str) -> bool:
    """A letter or digit an Alt key can name (Latin, Cyrillic, Greek…; not a CJK one)."""
    return ch.isalnum() and not _wide(ch)

class PreferencesDialog(QDialog):
    """Edit the visible settings; every change is applied and saved at once."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 choices: Mapping[str, Choices] | None = None) -> None:
        """``choices``: for settings whose values only the running app knows, by name, what
        lists them (asked again on a language change)."""
        super().__init__(parent)
        self._settings = settings
        self._choices: dict[str, Choices] = dict(choices or {})
        self._specs: dict[str, SettingSpec] = {s.name: s for s in SETTINGS if s.visible}
        self._controls: dict[str, QWidget] = {}
        self._sections: dict[str, QGroupBox] = {}
        self._labels: dict[str, QLabel] = {}  # the buddy labels; a check box is its own label
        self._hints: dict[str, QLabel] = {}
        self._mnemonics: set[str] = set()
        self.setObjectName("preferencesDialog")

        layout = QVBoxLayout(self)
        for index, (section, specs) in enumerate(_by_section(self._specs.values()).items()):
            if index:
                layout.addSpacing(layout.spacing())
            layout.addWidget(self._build_section(section, specs))
        layout.addSpacing(layout.spacing())
        layout.addWidget(self._build_buttons())
        self.retranslate()

        self._follow_settings()
        self.close_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- the controls -------------------------------------------------------------------------

    def control(self, name: str) -> QWidget:
        """The widget that edits setting ``name``; ``KeyError`` for a hidden or unknown one."""
        return self._controls[name]

    def controls(self) -> dict[str, QWidget]:
        """Every control by setting name, in the order of :data:`SETTINGS`."""
        return dict(self._controls)

    # --- words ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text in the current language, then refit the dialog to the new words.

        The Alt keys are chosen afresh, in the same order as before: each language's
        labels have their own letters.
        """
        self.setWindowTitle(self.tr("Preferences"))
        self._mnemonics.clear()
        for section, box in self._sections.items():
            box.setTitle(setting_text(section))
        for name, control in self._controls.items():
            spec = self._specs[name]
            label, description = setting_text(spec.label), setting_text(spec.description)
            if isinstance(control, QCheckBox):
                control.setText(self._with_mnemonic(label))
            else:
                self._labels[name].setText(fill(self.tr("%1:"), self._with_mnemonic(label)))
            if isinstance(control, QComboBox) and spec.name in self._choices:
                for value, text in self._choices[spec.name]():
                    index = control.findData(value)
                    if index >= 0:
                        control.setItemText(index, text)
            elif isinstance(control, QComboBox) and spec.choices is not None:
                for index, (_, text) in enumerate(spec.choices):
                    control.setItemText(index, setting_text(text))
            control.setAccessibleName(label)
            control.setAccessibleDescription(description)
            control.setToolTip(description)
            self._hints[name].setText(description)
        self.restore_button.setText(self._with_mnemonic(self.tr("Restore Defaults")))
        self.restore_button.setToolTip(
            self.tr("Put every setting shown here back to its original value.")
        )
        self._fit_to_hints()

    def changeEvent(self, event: QEvent) -> None:
        """The language changed (perhaps in this very dialog): say everything again, and fit
        the dialog again once every child has its new words (:func:`follow_language`)."""
        follow_language(self, event, self.retranslate, self._fit_to_hints)
        super().changeEvent(event)

    # --- building ---------------------------------------------------------------------------

    def _build_section(self, section: str, specs: list[SettingSpec]) -> QGroupBox:
        """One group box per section: few enough settings that tabs would only hide them."""
        box = QGroupBox()
        box.setObjectName(f"{section.lower()}Section")
        self._sections[section] = box
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # A setting and its hint are one unit: more space between units than inside them.
        form.setVerticalSpacing(max(form.verticalSpacing(), 0) + box.fontMetrics().height() // 2)
        for spec in specs:
            control = self._build_control(spec)
            self._controls[spec.name] = control
            hint = hint_label(min_chars=20)
            self._hints[spec.name] = hint
            if isinstance(control, QCheckBox):
                # The hint lines up with the check box's text, not with its box.
                form.addRow(stacked(control, hint, _check_box_text_offset(control)))
            else:
                label = QLabel()
                label.setBuddy(control)
                self._labels[spec.name] = label
                form.addRow(label, stacked(control, hint))
        return box

    def _build_control(self, spec: SettingSpec) -> QWidget:
        """The widget that suits the setting's declaration, wired to :meth:`Settings.set`.

        Its words (label, choices, description) are set by :meth:`retranslate`.
        """
        value = self._settings.get(spec.name)
        control: QWidget
        if spec.kind is bool:
            check = QCheckBox()
            check.setChecked(bool(value))
            # As wide as box and text, so the whole widget is what a click can toggle.
            check.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            check.toggled.connect(lambda on, name=spec.name: self._apply(name, on))
            control = check
        elif spec.choices is not None or spec.name in self._choices:
            combo = QComboBox()
            if spec.name in self._choices:
                for choice, text in self._choices[spec.name]():
                    combo.addItem(text, choice)
            else:
                for choice, text in spec.choices or ():
                    combo.addItem(setting_text(text), choice)
            combo.setCurrentIndex(self._index_of(spec.name, combo, value))
            combo.currentIndexChanged.connect(
                lambda index, name=spec.name, box=combo: self._apply(name, box.itemData(index))
            )
            control = combo
        elif spec.kind is int:
            # No visible setting is a free number yet; a future one still gets a sensible field.
            spin = QSpinBox()
            spin.setRange(-(2**31), 2**31 - 1)
            spin.setValue(value if isinstance(value, int) else 0)
            spin.valueChanged.connect(lambda number, name=spec.name: self._apply(name, number))
            control = spin
        else:
            edit = QLineEdit(str(value))
            # Saved when the player is done typing, not once per key press.
            edit.editingFinished.connect(
                lambda name=spec.name, field=edit: self._apply(name, field.text())
            )
            control = edit
        control.setObjectName(spec.name)
        return control

    def _build_buttons(self) -> QDialogButtonBox:
        """Restore Defaults on the reset side, Close as the default button; no Cancel to undo.

        Restore Defaults is a button of our own in the reset role, not the standard one:
        on a language change the button box gives its standard buttons Qt's own words
        back, which would drop the Alt key chosen here.
        """
        buttons, restore, close = DialogButtons.closing(
            self, "restoreDefaultsButton", QDialogButtonBox.ButtonRole.ResetRole)
        restore.clicked.connect(self._settings.reset)
        self.restore_button: QPushButton = restore
        self.close_button: QPushButton = close
        return buttons

    def _with_mnemonic(self, text: str) -> str:
        """``text`` with an ``&`` before a letter no other control of the dialog uses.

        The labels come from the declarations, so the Alt keys are chosen here:
        a word's first letter if one is free, else any free letter, else none.
        (So a translation's labels and "Restore Defaults" carry no ``&`` of their own.)
        Chinese and Japanese characters cannot be typed with Alt: such a label gets a free
        Latin letter after it, ``(&A)``, as their menus are written.
        """
        escaped = text.replace("&", "&&")
        starts = [i for i, ch in enumerate(text) if _typable(ch) and (i == 0 or text[i - 1] == " ")]
        others = [i for i, ch in enumerate(text) if _typable(ch) and i not in starts]
        for i in (*starts, *others):
            key = text[i].casefold()
            if key not in self._mnemonics:
                self._mnemonics.add(key)
                shift = text[:i].count("&")  # each escaped "&" before it adds one character
                return escaped[: i + shift] + "&" + escaped[i + shift :]
        if any(_wide(ch) for ch in text):
            for letter in string.ascii_lowercase:
                if letter not in self._mnemonics:
                    self._mnemonics.add(letter)
                    return f"{escaped}(&{letter.upper()})"
        return escaped

    def _fit_to_hints(self) -> None:
        """A fixed size: wide enough for short hint lines, exactly as tall as they wrap to.

        Qt sizes a window by its size hint, which knows nothing of word wrap; the
        height is asked of the layout for the chosen width instead, so no hint is
        cut off and no gap is left.
        """
        layout = self.layout()
        assert layout is not None
        # Free the size first: after a language change the new words ask for their own.
        self.setMinimumSize(0, 0)
        self.setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX)
        width = max(
            layout.sizeHint().width(),
            self.fontMetrics().averageCharWidth() * DIALOG_WIDTH_CHARS,
        )
        layout.activate()
        self.setFixedSize(width, layout.totalHeightForWidth(width))

    # --- both ways between controls and settings ------------------------------------------------

    def _apply(self, name: str, value: Value) -> None:
        """A player's change: :meth:`Settings.set` checks it, saves it and tells everyone."""
        self._settings.set(name, value)

    def _follow_settings(self) -> None:
        """Show changes made elsewhere (a menu, Restore Defaults) while the dialog is open.

        :class:`Settings` has no unsubscribe, so the listener holds the dialog only
        weakly and goes quiet for good once the dialog is destroyed: a closed
        dialog is neither kept alive by the settings nor called after its widgets
        are gone.
        """
        listener = _Listener(self)
        self.destroyed.connect(listener.stop)
        self._settings.subscribe(listener)

    def _index_of(self, name: str, combo: QComboBox, value: Value) -> int:
        """Where ``value`` is in the list; a value no longer offered (a theme whose plugin
        is gone) shows the first choice, which is what the app uses instead."""
        index = combo.findData(value)
        return 0 if index < 0 and name in self._choices else index

    def _show_value(self, name: str, value: Value) -> None:
        """Move the control to ``value`` without it reporting the move back as a change."""
        control = self._controls.get(name)
        if control is None:
            return
        blocker = QSignalBlocker(control)
        try:
            if isinstance(control, QCheckBox):
                control.setChecked(bool(value))
            elif isinstance(control, QComboBox):
                control.setCurrentIndex(self._index_of(name, control, value))
            elif isinstance(control, QSpinBox):
                control.setValue(value if isinstance(value, int) else 0)
            elif isinstance(control, QLineEdit):
                control.setText(str(value))
        finally:
            blocker.unblock()


class _Listener:
    """The dialog's subscription to :class:`Settings`, which cannot be taken back."""

    def __init__(self, dialog: PreferencesDialog) -> None:
        self._dialog: weakref.ref[PreferencesDialog] = weakref.ref(dialog)
        self._active = True

    def stop(self) -> None:
        self._active = False

    def __call__(self, name: str, value: Value) -> None:
        dialog = self._dialog() if self._active else None
        if dialog is not None:
            dialog._show_value(name, value)


# --- small helpers ------------------------------------------------------------------------------

#: Qt's largest widget size (``QWIDGETSIZE_MAX``), which undoes a fixed size.
QWIDGETSIZE_MAX: Final = (1 << 24) - 1


def setting_text(text: str) -> str:
    """A label, description, section title or choice of the declarations, translated.

    The languages' own names are not in the translations, so they pass through as they are.
    """
    return QCoreApplication.translate("Settings", text)


def _by_section(specs: Iterable[SettingSpec]) -> dict[str, list[SettingSpec]]:
    """Settings grouped by section, sections in the order they first appear."""
    sections: dict[str, list[SettingSpec]] = {}
    for spec in specs:
        sections.setdefault(spec.section, []).append(spec)
    return sections




def _check_box_text_offset(check: QCheckBox) -> int:
    """How far a check box's text starts from its left edge, in this style."""
    style = check.style()
    return style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, check) + style.pixelMetric(
        QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, check
    )
