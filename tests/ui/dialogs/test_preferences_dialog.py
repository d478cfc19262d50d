"""The Preferences dialog, driven as a player drives it: clicking boxes, choosing from lists."""

from __future__ import annotations

import gc
import json
import re
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from gui_helpers import compiled_translation
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QLabel, QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

import spider_qt.i18n
from spider_qt.settings.declarations import SETTINGS, SettingSpec
from spider_qt.settings.store import Settings
from spider_qt.ui.dialogs.preferences import PreferencesDialog

VISIBLE: list[SettingSpec] = [s for s in SETTINGS if s.visible]
HIDDEN: list[SettingSpec] = [s for s in SETTINGS if not s.visible]
BOOLS: list[SettingSpec] = [s for s in VISIBLE if s.kind is bool]
CHOICES: list[SettingSpec] = [s for s in VISIBLE if s.choices is not None]
#: Choices only the running app knows (the window lists the installed card themes).
DYNAMIC = {"card_theme": lambda: [("classic", "Classic"), ("large_index", "Large index")]}


def make_dialog(qtbot: QtBot, settings: Settings) -> PreferencesDialog:
    """Shown, because the tests ask what a player would see."""
    dialog = PreferencesDialog(settings, choices=DYNAMIC)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def check_box(dialog: PreferencesDialog, name: str) -> QCheckBox:
    control = dialog.control(name)
    assert isinstance(control, QCheckBox)
    return control


def combo(dialog: PreferencesDialog, name: str) -> QComboBox:
    control = dialog.control(name)
    assert isinstance(control, QComboBox)
    return control


def plain(text: str) -> str:
    """A control's text without its mnemonic marker."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def choose(combo_box: QComboBox, label: str) -> None:
    index = combo_box.findText(label)
    assert index >= 0, f"{label!r} is not offered"
    combo_box.setCurrentIndex(index)


# --- what is shown ---------------------------------------------------------------------------


def test_title(qtbot: QtBot) -> None:
    assert make_dialog(qtbot, Settings()).windowTitle() == "Preferences"


def test_every_visible_setting_has_a_control_and_no_hidden_one_does(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, Settings())
    assert list(dialog.controls()) == [s.name for s in VISIBLE]
    for spec in VISIBLE:
        control = dialog.control(spec.name)
        assert control.objectName() == spec.name
        assert control.isVisible()
        assert dialog.findChild(QWidget, spec.name) is control
    for spec in HIDDEN:
        with pytest.raises(KeyError, match=f"^'{spec.name}'$"):
            dialog.control(spec.name)
        assert dialog.findChild(QWidget, spec.name) is None


def test_sections_are_group_boxes_in_declaration_order(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, Settings())
    titles = [box.title() for box in dialog.findChildren(QGroupBox)]
    assert titles == ["Play", "Look"]  # "Remembered" holds only hidden settings
    for spec in VISIBLE:
        box = dialog.control(spec.name).parentWidget()
        while not isinstance(box, QGroupBox):
            box = box.parentWidget()
        assert box.title() == spec.section


@pytest.mark.parametrize("spec", BOOLS, ids=lambda s: s.name)
def test_a_switch_is_a_check_box_with_label_and_description(
    qtbot: QtBot, spec: SettingSpec
) -> None:
    dialog = make_dialog(qtbot, Settings())
    box = check_box(dialog, spec.name)
    assert plain(box.text()) == spec.label
    assert box.toolTip() == spec.description
    assert box.accessibleDescription() == spec.description
    assert box.isChecked() is spec.default


@pytest.mark.parametrize("spec", CHOICES, ids=lambda s: s.name)
def test_a_choice_is_a_combo_box_with_a_buddy_label(qtbot: QtBot, spec: SettingSpec) -> None:
    dialog = make_dialog(qtbot, Settings())
    box = combo(dialog, spec.name)
    assert spec.choices is not None
    assert [box.itemText(i) for i in range(box.count())] == [text for _, text in spec.choices]
    assert box.currentData() == spec.default
    assert box.accessibleName() == spec.label
    assert box.accessibleDescription() == spec.description
    (buddy,) = [label for label in dialog.findChildren(QLabel) if label.buddy() is box]
    assert plain(buddy.text()) == f"{spec.label}:"
    assert "&" in buddy.text()  # Alt+letter reaches the list


def test_descriptions_are_shown_as_hints(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, Settings())
    shown = {label.text() for label in dialog.findChildren(QLabel) if label.isVisible()}
    assert {spec.description for spec in VISIBLE} <= shown


def test_mnemonics_are_unique(qtbot: QtBot) -> None:
    assert_unique_mnemonics(make_dialog(qtbot, Settings()))


def assert_unique_mnemonics(dialog: PreferencesDialog) -> None:
    """Every check box, label and Restore Defaults has an Alt key, and no two share one."""
    texts = [w.text() for w in dialog.findChildren(QCheckBox)]
    texts += [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None]
    texts.append(dialog.restore_button.text())
    keys = [text[text.index("&") + 1].casefold() for text in texts]
    assert len(keys) == len(set(keys)) == len(VISIBLE) + 1


def test_opens_on_the_current_values(qtbot: QtBot) -> None:
    settings = Settings()
    settings.set("double_click", False)
    settings.set("card_back", "green")
    dialog = make_dialog(qtbot, settings)
    assert not check_box(dialog, "double_click").isChecked()
    assert combo(dialog, "card_back").currentText() == "Green"


# --- changes apply at once -------------------------------------------------------------------


@pytest.mark.parametrize("spec", BOOLS, ids=lambda s: s.name)
def test_clicking_a_check_box_changes_the_setting_at_once(
    qtbot: QtBot, spec: SettingSpec
) -> None:
    settings = Settings()
    dialog = make_dialog(qtbot, settings)
    click(qtbot, check_box(dialog, spec.name))
    assert settings.get(spec.name) is (not spec.default)
    click(qtbot, check_box(dialog, spec.name))
    assert settings.get(spec.name) is spec.default


def test_choosing_red_changes_the_card_back(qtbot: QtBot) -> None:
    settings = Settings()
    dialog = make_dialog(qtbot, settings)
    choose(combo(dialog, "card_back"), "Red")
    assert settings.card_back == "red"


def test_the_keyboard_chooses_from_a_list(qtbot: QtBot) -> None:
    settings = Settings()
    dialog = make_dialog(qtbot, settings)
    speed = combo(dialog, "animation_speed")
    speed.setFocus()
    qtbot.keyClick(speed, Qt.Key.Key_Down)
    assert settings.animation_speed == "fast"
    qtbot.keyClick(speed, Qt.Key.Key_Up)
    qtbot.keyClick(speed, Qt.Key.Key_Up)
    assert settings.animation_speed == "slow"


def test_listeners_hear_a_change_once(qtbot: QtBot) -> None:
    settings = Settings()
    heard: list[tuple[str, object]] = []
    settings.subscribe(lambda name, value: heard.append((name, value)))
    dialog = make_dialog(qtbot, settings)
    click(qtbot, check_box(dialog, "four_colour"))
    assert heard == [("four_colour", True)]


def test_a_change_is_on_disk_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    settings = Settings(path)
    dialog = make_dialog(qtbot, settings)
    click(qtbot, check_box(dialog, "auto_place"))
    choose(combo(dialog, "card_back"), "Green")
    saved = json.loads(path.read_text(encoding="utf-8"))["settings"]
    assert saved["auto_place"] is True
    assert saved["card_back"] == "green"
    assert Settings(path).card_back == "green"


# --- changes made elsewhere ------------------------------------------------------------------


def test_follows_a_change_made_elsewhere(qtbot: QtBot) -> None:
    settings = Settings()
    dialog = make_dialog(qtbot, settings)
    heard: list[tuple[str, object]] = []
    settings.subscribe(lambda name, value: heard.append((name, value)))

    settings.set("animations", False)
    settings.set("card_back", "red")

    assert not check_box(dialog, "animations").isChecked()
    assert combo(dialog, "card_back").currentText() == "Red"
    # Moving the controls did not echo back as new changes.
    assert heard == [("animations", False), ("card_back", "red")]


def test_a_hidden_setting_changed_elsewhere_is_ignored(qtbot: QtBot) -> None:
    settings = Settings()
    make_dialog(qtbot, settings)
    settings.set("last_suits", 4)
    assert settings.last_suits == 4


def test_a_destroyed_dialog_no_longer_follows(qtbot: QtBot) -> None:
    settings = Settings()
    dialog = PreferencesDialog(settings)
    box = check_box(dialog, "reminders")
    Shiboken.delete(dialog)
    assert not Shiboken.isValid(box)
    settings.set("reminders", False)  # would raise if the dead dialog were still called
    assert settings.reminders is False


def test_the_settings_do_not_keep_a_dialog_alive(qtbot: QtBot) -> None:
    settings = Settings()
    dialog = PreferencesDialog(settings)
    alive = weakref.ref(dialog)
    Shiboken.delete(dialog)
    del dialog
    gc.collect()
    assert alive() is None
    settings.set("placement_help", False)


# --- the buttons ------------------------------------------------------------------------------


def test_restore_defaults_restores_every_visible_default(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    settings = Settings(path)
    dialog = make_dialog(qtbot, settings)
    for spec in BOOLS:
        click(qtbot, check_box(dialog, spec.name))
    for name in [spec.name for spec in CHOICES] + list(DYNAMIC):
        box = combo(dialog, name)
        box.setCurrentIndex((box.currentIndex() + 1) % box.count())
    settings.set("last_rule", "relaxed")  # remembered, not a preference
    assert all(settings.get(s.name) != s.default for s in VISIBLE)

    assert plain(dialog.restore_button.text()) == "Restore Defaults"
    click(qtbot, dialog.restore_button)

    for spec in VISIBLE:
        assert settings.get(spec.name) == spec.default
        control = dialog.control(spec.name)
        if isinstance(control, QCheckBox):
            assert control.isChecked() is spec.default
        else:
            assert isinstance(control, QComboBox)
            assert control.currentData() == spec.default
    assert settings.last_rule == "relaxed"
    saved = json.loads(path.read_text(encoding="utf-8"))["settings"]
    assert all(saved[s.name] == s.default for s in VISIBLE)


def test_close_closes(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, Settings())
    assert dialog.close_button.isDefault()
    click(qtbot, dialog.close_button)
    assert not dialog.isVisible()


def test_escape_closes(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, Settings())
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()



# --- another language ------------------------------------------------------------------------

#: A few words of Czech, enough to see each kind of text change.
CZECH = {
    ("Settings", "Animations"): "Animace",
    ("Settings", "Cards glide, fly from the stock and turn over instead of jumping."):
        "Karty kloužou, létají z balíčku a otáčejí se místo skákání.",
    ("Settings", "Look"): "Vzhled",
    ("Settings", "Animation speed"): "Rychlost animací",
    ("Settings", "Slow"): "Pomalu",
    ("Settings", "System language"): "Jazyk systému",
    ("PreferencesDialog", "Preferences"): "Předvolby",
    ("PreferencesDialog", "Restore Defaults"): "Obnovit výchozí",
}


@contextmanager
def in_czech(folder: Path) -> Iterator[None]:
    """The app in Czech, as the Language setting switches it, with the words of :data:`CZECH`
    on top (the bundled Czech has none yet); English again afterwards."""
    translator = compiled_translation(folder, CZECH)
    locale, installed, current = QLocale(), spider_qt.i18n._installed, spider_qt.i18n._current
    spider_qt.i18n.install("en")  # the bundled catalogs stay out of the way
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
        if spider_qt.i18n._installed not in (None, installed):
            QCoreApplication.removeTranslator(spider_qt.i18n._installed)
        spider_qt.i18n._installed, spider_qt.i18n._current = installed, current
        QLocale.setDefault(locale)


def test_an_open_dialog_follows_a_language_change(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings()
    heard: list[tuple[str, object]] = []
    settings.subscribe(lambda name, value: heard.append((name, value)))
    dialog = make_dialog(qtbot, settings)
    animations = check_box(dialog, "animations")
    speed = combo(dialog, "animation_speed")
    language = combo(dialog, "language")
    english_size = dialog.size()

    with in_czech(tmp_path):
        # Qt posts the change to every window; the dialog has it once events are processed.
        qtbot.waitUntil(lambda: plain(animations.text()) == "Animace")
        assert dialog.windowTitle() == "Předvolby"
        assert animations.accessibleName() == "Animace"
        assert animations.toolTip().startswith("Karty kloužou")
        shown = {label.text() for label in dialog.findChildren(QLabel) if label.isVisible()}
        assert "Karty kloužou, létají z balíčku a otáčejí se místo skákání." in shown
        titles = [box.title() for box in dialog.findChildren(QGroupBox)]
        assert titles == ["Play", "Vzhled"]  # a text without a translation stays English
        (buddy,) = [label for label in dialog.findChildren(QLabel) if label.buddy() is speed]
        assert plain(buddy.text()) == "Rychlost animací:"
        assert [speed.itemText(i) for i in range(speed.count())] == ["Pomalu", "Normal", "Fast"]
        assert speed.currentData() == "normal"
        # Each language is named in its own words, whatever the language of the dialog.
        assert [language.itemText(i) for i in range(language.count())] == [
            "Jazyk systému", *spider_qt.i18n.LANGUAGES.values()]
        assert plain(dialog.restore_button.text()) == "Obnovit výchozí"
        assert_unique_mnemonics(dialog)

    # English again once the words are gone; no setting moved along the way.
    qtbot.waitUntil(lambda: plain(animations.text()) == "Animations")
    assert dialog.windowTitle() == "Preferences"
    assert plain(dialog.restore_button.text()) == "Restore Defaults"
    assert [speed.itemText(i) for i in range(speed.count())] == ["Slow", "Normal", "Fast"]
    assert dialog.size() == english_size
    assert_unique_mnemonics(dialog)
    assert heard == []


def test_the_languages_offered_are_those_bundled(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, Settings())
    language = combo(dialog, "language")
    codes = [language.itemData(i) for i in range(language.count())]
    assert codes == ["system", *spider_qt.i18n.LANGUAGES]
    assert [language.itemText(i) for i in range(1, language.count())] == list(
        spider_qt.i18n.LANGUAGES.values())


def test_chinese_labels_get_a_latin_alt_key(qtbot: QtBot, tmp_path: Path) -> None:
    """No Alt key types 动画 or 双击: such a label ends in ``(&A)``, as Chinese and Japanese
    menus are written; a Cyrillic label keeps a letter of its own (Alt types it)."""
    words = {("Settings", spec.label): "设置" + chr(0x4E00 + 7 * i)
             for i, spec in enumerate(VISIBLE)}
    words[("Settings", "Animations")] = "Анимация"
    translator = compiled_translation(tmp_path, words)
    QCoreApplication.installTranslator(translator)
    try:
        dialog = make_dialog(qtbot, Settings())
        animations = check_box(dialog, "animations")
        assert animations.text() == "&Анимация"
        labels = [w.text() for w in dialog.findChildren(QCheckBox) if w is not animations]
        labels += [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None]
        odd = [text for text in labels if not re.fullmatch(r"设置.\(&[A-Z]\):?", text)]
        assert labels and odd == []
        assert_unique_mnemonics(dialog)
    finally:
        QCoreApplication.removeTranslator(translator)
