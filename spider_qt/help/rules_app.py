"""The app around the rules, on the Rules page: the play settings with their defaults, undo,
and game codes (what one holds, where to enter it).

Why nothing here is typed twice: the settings' labels, descriptions and defaults are read
from the settings table (:data:`spider_qt.settings.SETTINGS`), the undo limit from the
engine (:data:`UNDO_LIMIT`) and the shape of a code from the engine's codes module, so
changing any of them changes the page. The menu and dialog names the page sends the
player to are the very messages the menus and the New Game dialog show (same context,
same source text, so the same translation); ``tests/help`` checks that the UI still has
each of them. The Help package may not import the UI, hence the shared messages rather
than the UI's constants.
"""

from __future__ import annotations

import re
from typing import Final

from PySide6.QtCore import QCoreApplication

from spider_qt.engine import (
    CLASSIC,
    CODE_VERSION,
    SHUFFLE_LETTERS,
    UNDO_LIMIT,
    Catalog,
    GameCode,
    VariantSpec,
)
from spider_qt.i18n.texts import fill
from spider_qt.languages import without_mnemonic
from spider_qt.settings import SETTINGS, SettingSpec

from .rules_choice import extra_rules
from .text import EXAMPLE_DEAL, bullets, joined, paragraph, rule_name

translate = QCoreApplication.translate

#: The play settings the page tells, in the order of the Preferences dialog.
PLAY_SETTINGS: Final = ("double_click", "auto_place", "placement_help", "reminders")


def translated(context: str, text: str) -> str:
    """A message of another part of the app (a setting's label, say), in the current
    language; lupdate collects it where it is marked."""
    return QCoreApplication.translate(context, text)


def menu_words(text: str) -> str:
    """Menu or label words as a sentence shows them: the mnemonic mark and a trailing colon
    or ellipsis dropped (``&Game code:`` → ``Game code``, ``&Preferences…`` →
    ``Preferences``); ``&&`` stays a real ``&``."""
    words = without_mnemonic(text).rstrip()
    return re.sub(r"\s*(?:[:\uff1a]|…|\.\.\.)$", "", words)


def setting(name: str) -> SettingSpec:
    """The declaration of setting ``name`` (``KeyError`` if the table lacks it)."""
    return {spec.name: spec for spec in SETTINGS}[name]


# --- the app's behaviour --------------------------------------------------------------------


def _setting_item(spec: SettingSpec) -> str:
    state = (translate("Help", "on by default") if spec.default
             else translate("Help", "off by default"))
    #: A play setting: %1 its name, %2 "on by default" or "off by default", %3 what it does.
    item = fill(translate("Help", "%1 (%2): %3"), translated("Settings", spec.label), state,
                translated("Settings", spec.description))
    if spec.name == "double_click":
        return joined((item, translate("Help", "A single click on a card does not move it.")))
    return item


def behaviour_blocks() -> list[str]:
    """The play settings, each with its default, and what Undo takes back."""
    settings_menu = menu_words(translate("MainWindow", "&Settings"))
    preferences = menu_words(translate("MainWindow", "Pr&eferences…"))
    return [
        paragraph(fill(translate("Help", "Four settings change how you move cards; switch "
                                         "each on or off in the %1 menu or in %2."),
                       settings_menu, preferences)),
        bullets([_setting_item(setting(name)) for name in PLAY_SETTINGS]),
        paragraph(
            fill(translate("Help", "%1 takes back the last actions, up to %2 of them, deals "
                                   "included: the score and the move counter return to "
                                   "what they were, and a sequence removed by an undone "
                                   "move comes back to its column. %3 plays an undone "
                                   "action again."),
                 menu_words(translate("MainWindow", "&Undo")), str(UNDO_LIMIT),
                 menu_words(translate("MainWindow", "&Redo")))),
    ]


# --- game codes -----------------------------------------------------------------------------


def example_code(spec: VariantSpec) -> str:
    """A code of ``spec`` as the engine writes it: its first suit count, Classic, the
    Examples page's shuffle."""
    return str(GameCode(spec, spec.initial_suits, CLASSIC, EXAMPLE_DEAL))


def _letter_list(rules: list[tuple[str, str]]) -> str:
    #: A rule letter in a code: %1 the letter, %2 the rule's name.
    return translate("Help", ", ").join(
        fill(translate("Help", "%1 for %2"), letter, name) for letter, name in rules)


def _rule_letter_sentence(spec: VariantSpec, catalog: Catalog) -> str:
    others = [(rule.letter, rule_name(rule)) for rule, _ in extra_rules(spec, catalog)]
    if spec.code_has_rule:
        return fill(translate("Help", "The letter after the number of suits names the "
                                      "rule: %1."),
                    _letter_list([(CLASSIC.letter, rule_name(CLASSIC)), *others]))
    if not others:
        return ""
    return fill(translate("Help", "A Classic game has no letter after the number of suits; "
                                  "another rule adds its own: %1."), _letter_list(others))


def code_blocks(spec: VariantSpec, catalog: Catalog) -> list[str]:
    """What a code holds, read from the engine's format, and where the player enters it."""
    code = example_code(spec)
    game = menu_words(translate("MainWindow", "&Game"))
    holds = fill(
        translate("Help", "Every deal has a game code, such as %1. It starts with the "
                          "variant's letters and the version of the code format (%2), then "
                          "“S” and the number of suits; the %3 letters after the last dash "
                          "number the shuffle."),
        code, f"{spec.letters}{CODE_VERSION}", str(SHUFFLE_LETTERS))
    where = fill(
        translate("Help", "To play a deal again, or one a friend sent you, choose %1 ▸ %2 "
                          "and type or paste the code into the “%3” field of the %4 window. "
                          "%1 ▸ %5 copies the code of the game in progress. The same code "
                          "always lays out the same cards, on any computer."),
        game, menu_words(translate("MainWindow", "&Enter a Game Code…")),
        menu_words(translate("NewGameDialog", "&Game code:")),
        menu_words(translate("NewGameDialog", "New Game")),
        menu_words(translate("MainWindow", "&Copy Game Code")))
    return [paragraph(holds, _rule_letter_sentence(spec, catalog)), paragraph(where)]
