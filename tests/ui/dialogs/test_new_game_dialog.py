"""The New Game dialog, driven as a player drives it: typing, clicking radios, the keyboard."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from gui_helpers import translated
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from spider_qt.engine import Catalog, CodeError, CodeReason, GameCode, make_code, parse_code
from spider_qt.i18n.code_texts import code_error_text
from spider_qt.ui.dialogs.new_game import NewGameDialog
from spider_qt_builtins.open_deal import OPEN_DEAL
from spider_qt_builtins.relaxed import RELAXED
from spider_qt_builtins.spider import SPIDER
from spider_qt_builtins.spiderette import SPIDERETTE

#: A third variant, as a plugin could add: Spider's layout, only 2 or 4 suits, no rule choice.
EXTRA = replace(
    SPIDER, key="tarantula", name="Tarantula", letters="TA", suit_options=(2, 4), order=100,
    default_suits=4, code_has_rule=False,
    description="A test variant: Spider dealt with two or four suits only.",
)


def make_dialog(
    qtbot: QtBot, catalog: Catalog, current: GameCode | None = None, focus_code: bool = False
) -> NewGameDialog:
    """Shown, because the tests ask what a player would see."""
    dialog = NewGameDialog(catalog, current, focus_code=focus_code)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def variant_names(dialog: NewGameDialog) -> list[str]:
    combo = dialog.variant_combo
    return [combo.itemText(i) for i in range(combo.count())]


def choose_variant(qtbot: QtBot, dialog: NewGameDialog, name: str) -> None:
    """Type the name into the closed combo box, as keyboard search selects an item."""
    qtbot.keyClicks(dialog.variant_combo, name)
    assert dialog.variant_combo.currentText() == name


def click(qtbot: QtBot, button: QWidget) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def offered_suits(dialog: NewGameDialog) -> list[str]:
    return [b.text() for b in dialog.suit_buttons.values() if b.isVisible()]


def checked_suits(dialog: NewGameDialog) -> int:
    (suits,) = [n for n, b in dialog.suit_buttons.items() if b.isChecked()]
    return suits


def checked_rule(dialog: NewGameDialog) -> str:
    (rule,) = [key for key, b in dialog.rule_buttons.items() if b.isChecked()]
    return rule


# --- what is offered ---------------------------------------------------------------------


def test_lists_every_variant_of_the_installed_catalog(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    assert variant_names(dialog) == [v.name for v in catalog]
    assert "Spiderette" in variant_names(dialog)


def test_lists_a_variant_a_plugin_added(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, Catalog([SPIDER, SPIDERETTE, EXTRA], [RELAXED]))
    assert variant_names(dialog) == ["Spider", "Spiderette", "Tarantula"]

    choose_variant(qtbot, dialog, "Tarantula")

    assert dialog.variant_hint.text() == EXTRA.description
    assert dialog.variant_hint.isVisible()
    assert offered_suits(dialog) == ["Medium (2 suits)", "Hard (4 suits)"]
    assert checked_suits(dialog) == 4  # 1 suit is not offered: the variant's default instead
    assert dialog.rule_row.isHidden()
    assert str(dialog.selected_code()).startswith("TA1-S4-")


def test_suit_radios_are_named_easy_medium_hard(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    assert offered_suits(dialog) == ["Easy (1 suit)", "Medium (2 suits)", "Hard (4 suits)"]


def test_the_variant_description_is_the_hint_under_the_chooser(
    qtbot: QtBot, catalog: Catalog
) -> None:
    dialog = make_dialog(qtbot, catalog)
    assert dialog.variant_hint.text() == SPIDER.description
    choose_variant(qtbot, dialog, "Spiderette")
    assert dialog.variant_hint.text() == SPIDERETTE.description


def test_defaults_to_the_catalog_default_variant_and_its_initial_suits(
    qtbot: QtBot, catalog: Catalog
) -> None:
    dialog = make_dialog(qtbot, catalog)
    assert dialog.variant_combo.currentText() == catalog.default_variant.name
    assert checked_suits(dialog) == catalog.default_variant.initial_suits
    assert checked_rule(dialog) == "classic"
    assert dialog.code_edit.text() == ""


def test_preselects_the_current_game_but_not_its_deal(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog, current=parse_code("SP1-S4R-AAAAAAD", catalog))
    assert dialog.variant_combo.currentText() == "Spider"
    assert checked_suits(dialog) == 4
    assert checked_rule(dialog) == "relaxed"
    assert dialog.code_edit.text() == ""


# --- the rule row --------------------------------------------------------------------------


@pytest.mark.parametrize(("suits", "shown"), [(1, False), (2, True), (4, True)])
def test_spider_offers_the_rule_only_with_2_and_4_suits(
    qtbot: QtBot, catalog: Catalog, suits: int, shown: bool
) -> None:
    dialog = make_dialog(qtbot, catalog)
    click(qtbot, dialog.suit_buttons[suits])
    assert dialog.rule_row.isVisible() is shown
    assert dialog.rule_row.isHidden() is not shown
    if shown:
        assert [b.text() for b in dialog.rule_buttons.values() if b.isVisible()] == [
            "Classic", "Open deal", "Relaxed",
        ]
        assert dialog.rule_buttons["relaxed"].toolTip() == RELAXED.description
        assert dialog.rule_buttons["open_deal"].toolTip() == OPEN_DEAL.description


@pytest.mark.parametrize(("suits", "shown"), [(1, False), (2, True), (4, True)])
def test_spiderette_offers_open_deal_with_2_and_4_suits(
    qtbot: QtBot, catalog: Catalog, suits: int, shown: bool
) -> None:
    dialog = make_dialog(qtbot, catalog)
    choose_variant(qtbot, dialog, "Spiderette")
    click(qtbot, dialog.suit_buttons[suits])
    assert dialog.rule_row.isVisible() is shown
    if shown:
        assert [b.text() for b in dialog.rule_buttons.values() if b.isVisible()] == [
            "Classic", "Open deal"]
    assert checked_rule(dialog) == "classic"


@pytest.mark.parametrize(("variant", "suits", "shape"), [
    ("Spider", 2, r"^SP1-S2O-[A-Z]{7}$"),
    ("Spiderette", 4, r"^SD1-S4O-[A-Z]{7}$"),
])
def test_choosing_open_deal_starts_a_code_with_its_letter(
    qtbot: QtBot, catalog: Catalog, variant: str, suits: int, shape: str
) -> None:
    dialog = make_dialog(qtbot, catalog)
    if variant != dialog.variant_combo.currentText():  # Spider is chosen at first
        choose_variant(qtbot, dialog, variant)
    click(qtbot, dialog.suit_buttons[suits])
    click(qtbot, dialog.rule_buttons["open_deal"])
    code = dialog.selected_code()
    assert (code.variant.name, code.suits, code.rule.key) == (variant, suits, "open_deal")
    assert re.match(shape, str(code))


def test_a_typed_open_deal_code_checks_open_deal(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "sd1-s4o-aaaaabd")
    assert dialog.variant_combo.currentText() == "Spiderette"
    assert (checked_suits(dialog), checked_rule(dialog)) == (4, "open_deal")
    assert dialog.start_button.isEnabled()
    assert str(dialog.selected_code()) == "SD1-S4O-AAAAABD"


def test_going_back_to_1_suit_drops_the_relaxed_rule(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    click(qtbot, dialog.suit_buttons[2])
    click(qtbot, dialog.rule_buttons["relaxed"])
    click(qtbot, dialog.suit_buttons[1])
    assert checked_rule(dialog) == "classic"
    assert dialog.selected_code().rule.key == "classic"


# --- the game code -------------------------------------------------------------------------


def test_a_typed_code_fills_the_choices(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "sd1-s4-aaaaabd")
    assert dialog.variant_combo.currentText() == "Spiderette"
    assert checked_suits(dialog) == 4
    assert dialog.rule_row.isVisible() and checked_rule(dialog) == "classic"  # no letter
    assert dialog.code_error.isHidden()
    assert dialog.start_button.isEnabled()
    assert str(dialog.selected_code()) == "SD1-S4-AAAAABD"


def test_a_typed_code_with_a_rule_shows_the_rule(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "SP1-S2R-AAAAAAD")
    assert (dialog.variant_combo.currentText(), checked_suits(dialog)) == ("Spider", 2)
    assert dialog.rule_row.isVisible()
    assert checked_rule(dialog) == "relaxed"
    assert str(dialog.selected_code()) == "SP1-S2R-AAAAAAD"
    assert dialog.selected_code().deal == 3


def test_a_bad_code_shows_the_error_inline_and_disables_start(
    qtbot: QtBot, catalog: Catalog
) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "SP1-S3C-AAAAAAD")
    with pytest.raises(CodeError,
                       match=r"^Spider is played with 1, 2 or 4 suit\(s\), not 3$") as raised:
        parse_code("SP1-S3C-AAAAAAD", catalog)
    assert dialog.code_error.isVisible()
    # The player's sentence, not the engine's technical English.
    assert dialog.code_error.text() == code_error_text(raised.value)
    assert dialog.code_error.text() == "Spider is played with 1, 2 or 4 suits, not 3."
    assert dialog.code_edit.accessibleDescription() == dialog.code_error.text()
    assert not dialog.start_button.isEnabled()


ODD_INPUTS = [
    "1" * 5000,  # more digits than Python's int() reads
    "SP" + "1" * 5000 + "-S2C-AAAAAAD",
    "SP1-S" + "2" * 5000 + "C-AAAAAAD",
    "SP1-S2C-AAAAAAD\x00",
    "\x1b[31mSP1-S2C-AAAAAAD",
    "SP1-S2C-AAAAAA\u202e",
    "🕷️🕸️",
    "SP1-S2C-AAAAAAD🕷️",
    "x" * 100_000,  # more than a line edit holds: it keeps the first 32767
    " " * 2000 + "SP1-S2C-AAAAAAD",
]


@pytest.mark.parametrize("text", ODD_INPUTS, ids=lambda t: f"{len(t)}:{t[:8]!a}")
def test_odd_and_huge_input_never_enables_start(
    qtbot: QtBot, catalog: Catalog, text: str
) -> None:
    """Pasted, as players bring long text; after a good code, so Start was enabled."""
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "SP1-S1C-AAAAAAD")
    assert dialog.start_button.isEnabled()
    dialog.code_edit.setText(text)
    assert not dialog.start_button.isEnabled()
    message = dialog.code_error.text()
    assert dialog.code_error.isVisible() and 0 < len(message) < 200
    assert text[:20] not in message  # the sentence never quotes what was typed
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() == 0
    dialog.accept()  # even asked directly: a bad code does not close the dialog
    assert dialog.isVisible() and dialog.result() == 0
    with pytest.raises(CodeError, match=r"^(a game code is at most 40 characters|'.*' is not "
                                        r"a game code: only letters A-Z, digits and '-' occur$)"):
        dialog.selected_code()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("hello", "This is not a game code. A code looks like SP1-S2C-AAAAAAD."),
        ("SP1 S2C", "A game code has only letters, digits and dashes, like SP1-S2C-AAAAAAD."),
        ("ZZ1-S2C-AAAAAAD", "No installed variant has codes that start with ZZ. Check the "
                            "code, or install the plugin that adds this variant."),
        ("SP2-S2C-AAAAAAD", "This code comes from a newer version of spider-qt. "
                            "Update spider-qt to play it."),
        ("SP1-S2-AAAAAAD", "A Spider code needs a rule letter after the number of suits: "
                           "C (Classic), O (Open deal) or R (Relaxed)."),
        ("SD1-S2C-AAAAAAD", "Spiderette codes have no rule letter: remove the C after the "
                            "number of suits."),
        ("SP1-S1R-AAAAAAD", "Spider with 1 suit has no rule letter R: use C (Classic)."),
        ("SP1-S2C-AAAA", "A game code ends with 7 letters after the last dash, "
                         "like SP1-S2C-AAAAAAD."),
    ],
)
def test_a_bad_code_is_explained_in_plain_words(
    qtbot: QtBot, catalog: Catalog, text: str, message: str
) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, text)
    assert dialog.code_error.text() == message
    assert not dialog.start_button.isEnabled()


def refusal(make: Callable[[], object]) -> CodeError:
    with pytest.raises(CodeError, match=r"^.{1,300}$") as raised:  # each caller checks the reason
        make()
    return raised.value


def test_every_refusal_has_a_sentence_of_its_own(catalog: Catalog) -> None:
    """The generic sentence is only for errors raised without a reason."""
    generic = code_error_text(CodeError("a plugin's own words"))
    assert generic == "This is not a valid game code."
    errors = [refusal(lambda text=text: parse_code(text, catalog)) for text in (
        " ", "1" * 5000, "SP1 S2C", "SP1-S2C", "SP1-S2C-AAAA", "ZZ1-S2C-AAAAAAD",
        "SP2-S2C-AAAAAAD", "SP0-S2C-AAAAAAD", "SP1-S3C-AAAAAAD", "SP1-S2-AAAAAAD",
        "SD1-S2C-AAAAAAD", "SP1-S1R-AAAAAAD")]
    errors += [refusal(lambda kw=kw: make_code(catalog, **kw)) for kw in (
        {"deal": -1}, {"variant": "freecell"}, {"rule": "easy"}, {"suits": "2"})]
    errors.append(refusal(lambda: Catalog().default_variant))
    assert {e.reason for e in errors} == set(CodeReason) - {CodeReason.INVALID}
    for error in errors:
        sentence = code_error_text(error)
        assert sentence != generic and "%" not in sentence, (error, sentence)
        assert sentence[0].isupper() and sentence.endswith("."), sentence


def test_clearing_a_bad_code_enables_start_again(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "nonsense")
    assert not dialog.start_button.isEnabled()
    dialog.code_edit.selectAll()
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Backspace)
    assert dialog.code_edit.text() == ""
    assert dialog.code_error.isHidden()
    assert dialog.start_button.isEnabled()


def test_enter_in_a_bad_code_does_not_start(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "SP1-S2")
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.result() == 0


def test_enter_in_a_good_code_starts(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "SP1-S1C-AAAAAAD")
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert str(dialog.selected_code()) == "SP1-S1C-AAAAAAD"


def test_without_a_code_the_choices_get_a_random_deal(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    click(qtbot, dialog.suit_buttons[4])
    click(qtbot, dialog.rule_buttons["relaxed"])
    code = dialog.selected_code()
    assert (code.variant.key, code.suits, code.rule.key) == ("spider", 4, "relaxed")
    assert str(code).startswith("SP1-S4R-")
    assert parse_code(str(code), catalog) == code


def test_changing_the_suits_by_hand_clears_the_code(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "SP1-S2R-AAAAAAD")
    click(qtbot, dialog.suit_buttons[4])
    assert dialog.code_edit.text() == ""
    assert checked_suits(dialog) == 4
    code = dialog.selected_code()
    assert (code.suits, code.rule.key) == (4, "relaxed")


def test_changing_the_variant_or_rule_by_hand_clears_the_code(
    qtbot: QtBot, catalog: Catalog
) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "SP1-S2R-AAAAAAD")
    click(qtbot, dialog.rule_buttons["classic"])
    assert dialog.code_edit.text() == ""

    qtbot.keyClicks(dialog.code_edit, "SP1-S2R-AAAAAAD")
    choose_variant(qtbot, dialog, "Spiderette")
    assert dialog.code_edit.text() == ""


def test_clicking_the_choice_the_code_already_made_keeps_the_code(
    qtbot: QtBot, catalog: Catalog
) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "SP1-S2R-AAAAAAD")
    click(qtbot, dialog.suit_buttons[2])
    click(qtbot, dialog.rule_buttons["relaxed"])
    assert dialog.code_edit.text() == "SP1-S2R-AAAAAAD"


# --- keyboard ------------------------------------------------------------------------------


def test_focus_starts_on_the_variant_or_on_the_code_when_asked(
    qtbot: QtBot, catalog: Catalog
) -> None:
    plain = make_dialog(qtbot, catalog)
    assert plain.focusWidget() is plain.variant_combo
    for_code = make_dialog(qtbot, catalog, focus_code=True)
    assert for_code.focusWidget() is for_code.code_edit


def test_labels_have_mnemonics_and_buddies(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog, current=parse_code("SP1-S2R-AAAAAAD", catalog))
    buddies = {label.text(): label.buddy() for label in dialog.findChildren(QLabel)
               if label.buddy() is not None}
    assert buddies["&Variant:"] is dialog.variant_combo
    assert buddies["&Suits:"] is dialog.suit_buttons[2]  # the checked radio, as Tab reaches
    assert buddies["&Rule:"] is dialog.rule_buttons["relaxed"]
    assert buddies["&Game code:"] is dialog.code_edit


def test_widgets_have_accessible_names(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    assert dialog.variant_combo.accessibleName() == "Variant"
    assert dialog.variant_combo.accessibleDescription() == SPIDER.description
    assert dialog.code_edit.accessibleName() == "Game code"
    assert dialog.rule_row.accessibleName() == "Rule"


def test_tab_order_follows_the_rows(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog)
    order: list[QWidget] = []
    widget: QWidget = dialog.variant_combo
    while widget not in order:
        order.append(widget)
        widget = widget.nextInFocusChain()
    expected = [dialog.variant_combo, *dialog.suit_buttons.values(),
                *dialog.rule_buttons.values(), dialog.code_edit, dialog.start_button]
    positions = [order.index(w) for w in expected]
    assert positions == sorted(positions)


def activate(qtbot: QtBot, dialog: NewGameDialog) -> None:
    """Key navigation between radios and mnemonics need the window to be the active one."""
    with qtbot.waitActive(dialog):
        dialog.activateWindow()


def test_mnemonics_move_the_focus_to_their_rows(qtbot: QtBot, catalog: Catalog) -> None:
    dialog = make_dialog(qtbot, catalog, current=parse_code("SP1-S4R-AAAAAAD", catalog))
    activate(qtbot, dialog)
    for key, widget in [
        (Qt.Key.Key_G, dialog.code_edit),
        (Qt.Key.Key_S, dialog.suit_buttons[4]),
        (Qt.Key.Key_R, dialog.rule_buttons["relaxed"]),
        (Qt.Key.Key_V, dialog.variant_combo),
    ]:
        qtbot.keyClick(dialog, key, Qt.KeyboardModifier.AltModifier)
        assert dialog.focusWidget() is widget


def test_tab_walks_the_rows_one_stop_each_landing_on_the_checked_radio(
    qtbot: QtBot, catalog: Catalog
) -> None:
    dialog = make_dialog(qtbot, catalog, current=parse_code("SP1-S2R-AAAAAAD", catalog))
    activate(qtbot, dialog)
    rows = [dialog.variant_combo, dialog.suit_buttons[2], dialog.rule_buttons["relaxed"],
            dialog.code_edit, dialog.start_button]

    def walk(key: Qt.Key) -> list[QWidget | None]:
        stops: list[QWidget | None] = []
        for _ in range(len(rows) - 1):
            qtbot.keyClick(dialog.focusWidget(), key)
            stops.append(dialog.focusWidget())
        return stops

    assert walk(Qt.Key.Key_Tab) == rows[1:]
    assert walk(Qt.Key.Key_Backtab) == rows[-2::-1]


def test_arrow_keys_move_between_suits_and_refit_the_rule_row(
    qtbot: QtBot, catalog: Catalog
) -> None:
    dialog = make_dialog(qtbot, catalog)
    activate(qtbot, dialog)
    dialog.suit_buttons[1].setFocus()
    qtbot.keyClick(dialog.suit_buttons[1], Qt.Key.Key_Right)
    assert checked_suits(dialog) == 2
    assert dialog.rule_row.isVisible()


# --- another language ------------------------------------------------------------------------


CZECH = {
    ("NewGameDialog", "New Game"): "Nová hra",
    ("NewGameDialog", "Start"): "Začít",
    ("NewGameDialog", "&Suits:"): "&Barvy:",
    ("NewGameDialog", "Medium (2 suits)"): "Střední (2 barvy)",
    ("NewGameDialog", "Leave empty for a random deal"): "Prázdné pro náhodné rozdání",
    ("Variants", "Spiderette"): "Pavouček",
    ("Variants", SPIDER.description): "Dva balíčky v deseti sloupcích.",
    ("Rules", "Relaxed"): "Volné",
    ("Rules", RELAXED.description): "Skupina smí mít různé barvy.",
}


def test_the_words_are_translated_including_the_plugins(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path
) -> None:
    with translated(tmp_path, CZECH):
        dialog = make_dialog(qtbot, catalog, current=parse_code("SP1-S2R-AAAAAAD", catalog))
        assert dialog.windowTitle() == "Nová hra"
        assert variant_names(dialog) == ["Spider", "Pavouček", "Scorpion", "Simple Simon"]
        assert dialog.variant_hint.text() == "Dva balíčky v deseti sloupcích."
        assert dialog.suit_buttons[2].text() == "Střední (2 barvy)"
        assert dialog.rule_buttons["relaxed"].text() == "Volné"
        assert dialog.rule_buttons["relaxed"].toolTip() == "Skupina smí mít různé barvy."
        assert dialog.start_button.text() == "Začít"
        # The choices are the same: only their words changed.
        assert dialog.selected_code().variant.key == "spider"
        assert (checked_suits(dialog), checked_rule(dialog)) == (2, "relaxed")


def test_an_open_dialog_follows_a_language_change(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path
) -> None:
    dialog = make_dialog(qtbot, catalog, current=parse_code("SP1-S2R-AAAAAAD", catalog))
    with translated(tmp_path, CZECH):
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Nová hra")
        # Start is the dialog's own button: Qt gives standard buttons its own words back.
        assert dialog.start_button.text() == "Začít"
        assert variant_names(dialog)[1] == "Pavouček"
        assert dialog.variant_combo.accessibleDescription() == "Dva balíčky v deseti sloupcích."
        assert dialog.suit_buttons[2].text() == "Střední (2 barvy)"
        buddies = {label.text(): label.buddy() for label in dialog.findChildren(QLabel)
                   if label.buddy() is not None}
        assert buddies["&Barvy:"] is dialog.suit_buttons[2]
        assert dialog.code_edit.accessibleDescription() == "Prázdné pro náhodné rozdání"
        assert (checked_suits(dialog), checked_rule(dialog)) == (2, "relaxed")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "New Game")
    assert dialog.start_button.text() == "Start"
    assert variant_names(dialog)[1] == "Spiderette"
    assert dialog.suit_buttons[2].text() == "Medium (2 suits)"


def test_a_code_error_follows_a_language_change(
    qtbot: QtBot, catalog: Catalog, tmp_path: Path
) -> None:
    dialog = make_dialog(qtbot, catalog)
    qtbot.keyClicks(dialog.code_edit, "SC1-S3-AAAAAAD")
    english = "Scorpion is played with 1, 2 or 4 suits, not 3."
    assert dialog.code_error.text() == english
    assert not dialog.start_button.isEnabled()
    with translated(tmp_path, CZECH_CODE_ERRORS):
        qtbot.waitUntil(lambda: dialog.start_button.text() == "Začít")
        assert dialog.code_error.text() == "Počet barev ve hře Štír může být 1, 2 nebo 4, ne 3."
        assert dialog.code_edit.accessibleDescription() == dialog.code_error.text()
        assert dialog.code_error.isVisible()
        assert not dialog.start_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.code_error.text() == english)
    assert not dialog.start_button.isEnabled()


CZECH_CODE_ERRORS = {
    **CZECH,
    ("Variants", "Scorpion"): "Štír",  # not the real translation: shows the name is translated
    ("CodeErrors", "%1 is played with %2 suits, not %3."): "Počet barev ve hře %1 může být %2, "
                                                          "ne %3.",
    ("CodeErrors", ", "): ", ",
    ("CodeErrors", "%1 or %2"): "%1 nebo %2",
}
