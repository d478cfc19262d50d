"""The Rules page beyond the rules: game codes, the app's play settings and undo, the king's
one way out, Spider compared, chances of winning and tips; their numbers are the engine's
and the settings' own, and the menu names are the menus'."""

from __future__ import annotations

import ast
import html
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from language_pins import pinned
from PySide6.QtCore import QCoreApplication

from spider_qt import i18n
from spider_qt.about import APP_NAME
from spider_qt.engine import (
    CODE_VERSION,
    SHUFFLE_LETTERS,
    UNDO_LIMIT,
    Catalog,
    PolicySpec,
    parse_code,
)
from spider_qt.help import rules_advice, rules_app, rules_page
from spider_qt.help.rules_advice import ARTICLE_WIN_RATES, tips
from spider_qt.help.rules_app import PLAY_SETTINGS, example_code, menu_words
from spider_qt.help.text import joined, paragraph
from spider_qt.languages import LANGUAGES
from spider_qt.settings import SETTINGS
from spider_qt.ui.commands import COMMANDS, MENUS
from spider_qt.ui.dialogs import new_game

HELP = Path(__file__).resolve().parents[2] / "spider_qt" / "help"
DIALOG = Path(new_game.__file__)


def text(page_html: str) -> str:
    """The words of a page, tags dropped, spaces (no-break ones too) normalised."""
    body = re.sub(r"<style>.*?</style>", " ", page_html, flags=re.S)
    words = html.unescape(re.sub(r"<[^>]+>", " ", body)).replace("\u00a0", " ")
    return re.sub(r"\s+", " ", words).replace("(s)", "s")


@pytest.fixture(autouse=True)
def app(qapp: QCoreApplication) -> QCoreApplication:
    return qapp


def section(words: str, title: str, following: str | None = None) -> str:
    """The words of a page from heading ``title`` to heading ``following`` (or the end)."""
    start = words.index(title)
    return words[start:words.index(following, start)] if following else words[start:]


def spider_words(catalog: Catalog) -> str:
    return text(rules_page(catalog.variant("spider"), catalog))


# --- the app's behaviour ----------------------------------------------------------------------


def test_each_play_setting_is_told_with_its_declared_default(catalog: Catalog) -> None:
    words = section(spider_words(catalog), "How the app helps you play", "Chances of winning")
    defaults = {spec.name: spec.default for spec in SETTINGS}
    assert "Double click moves cards (on by default)" in words and defaults["double_click"]
    assert "Auto placement (off by default)" in words and not defaults["auto_place"]
    assert "Placement help (on by default)" in words and "Rule reminders (on by default)" in words
    assert "onto the same suit one rank higher, else any card one rank higher, else an " \
           "empty column" in words
    assert "A single click on a card does not move it." in words
    assert "in the Settings menu or in Preferences." in words


def test_a_changed_default_changes_the_page(catalog: Catalog,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    flipped = tuple(replace(spec, default=not spec.default) if spec.name in PLAY_SETTINGS
                    else spec for spec in SETTINGS)
    monkeypatch.setattr(rules_app, "SETTINGS", flipped)
    words = spider_words(catalog)
    assert "Double click moves cards (off by default)" in words
    assert "Auto placement (on by default)" in words


def test_undo_tells_the_engines_limit(catalog: Catalog, monkeypatch: pytest.MonkeyPatch) -> None:
    assert f"Undo takes back the last actions, up to {UNDO_LIMIT} of them" in spider_words(
        catalog)
    monkeypatch.setattr(rules_app, "UNDO_LIMIT", 37)
    words = spider_words(catalog)
    assert "up to 37 of them" in words and "Redo plays an undone action again" in words
    assert "a sequence removed by an undone move comes back" in words


def test_the_play_settings_are_switched_in_the_settings_menu() -> None:
    """What the page says of the menu is so: each setting it tells is a check item there."""
    commands = {command.id: command for command in COMMANDS}
    for name in PLAY_SETTINGS:
        assert commands[name].checkable and commands[name].menu == "settings"
    assert commands["preferences"].menu == "settings"


# --- game codes -----------------------------------------------------------------------------


def test_the_code_section_reads_the_engines_format(catalog: Catalog) -> None:
    spider = catalog.variant("spider")
    words = section(spider_words(catalog), "Game codes", "How the app helps you play")
    code = example_code(spider)
    assert f"such as {code}." in words and str(parse_code(code, catalog)) == code
    assert f"code format (SP{CODE_VERSION})" in words
    assert f"the {SHUFFLE_LETTERS} letters after the last dash" in words
    assert "names the rule: C for Classic, O for Open deal, R for Relaxed." in words
    assert "choose Game ▸ Enter a Game Code and type or paste the code into the “Game code” " \
           "field of the New Game window" in words
    assert "Game ▸ Copy Game Code copies the code" in words


def test_a_code_without_a_classic_letter_is_told_so(catalog: Catalog) -> None:
    spiderette = catalog.variant("spiderette")
    words = text(rules_page(spiderette, catalog))
    code = example_code(spiderette)
    assert code == f"SD{CODE_VERSION}-S{spiderette.initial_suits}-AAAAAAD"
    assert f"such as {code}." in words and str(parse_code(code, catalog)) == code
    assert "A Classic game has no letter after the number of suits; another rule adds its " \
           "own: O for Open deal." in words


def help_messages(context: str) -> set[str]:
    """The texts the Help sources translate in ``context`` (another part of the app's)."""
    found = set()
    for source in HELP.glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "translate"
                    and isinstance(node.args[0], ast.Constant)
                    and node.args[0].value == context):
                found.add(node.args[1].value)  # type: ignore[attr-defined]
    return found


def test_the_menu_and_dialog_names_are_the_uis_own_messages() -> None:
    """The page names menus and fields with the UI's own messages (so their translation):
    each one must still be in the menus or the New Game dialog."""
    menu_texts = {menu.title for menu in MENUS} | {command.text for command in COMMANDS}
    used = help_messages("MainWindow")
    assert {"&Enter a Game Code…", "&Copy Game Code", "&Undo", "&Game"} <= used
    assert used <= menu_texts
    commands = {command.text: command for command in COMMANDS}
    assert commands["&Enter a Game Code…"].menu == commands["&Copy Game Code"].menu == "game"
    dialog = {node.args[0].value for node in ast.walk(ast.parse(DIALOG.read_text("utf-8")))
              if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "tr"
              and isinstance(node.args[0], ast.Constant)}
    assert help_messages("NewGameDialog") == {"&Game code:", "New Game"} <= dialog


def test_menu_words_drop_marks_colons_and_ellipses() -> None:
    assert menu_words("&Enter a Game Code…") == "Enter a Game Code"
    assert menu_words("&Game code:") == "Game code" and menu_words("Salt && Pepper") == \
        "Salt & Pepper"
    assert menu_words("Kód &hry :") == "Kód hry" and menu_words("&Open...") == "Open"
    assert menu_words("首选项(&E)…") == "首选项" and menu_words("牌局代码(&G)：") == "牌局代码"


def test_sentences_follow_a_full_width_stop_without_a_space() -> None:
    assert joined(["One.", "", "Two."]) == "One. Two."
    assert joined(["目标是移除。", "每列十张。", "Next."]) == "目标是移除。每列十张。Next."
    assert paragraph("ゲーム。", "コツ") == "<p>ゲーム。コツ</p>"


# --- rules the page derives -----------------------------------------------------------------


def test_scoring_is_said_to_be_the_apps_own(catalog: Catalog) -> None:
    words = section(spider_words(catalog), "Scoring", "Game codes")
    assert f"These are {APP_NAME}'s own points: other versions of the game score " \
           "differently." in words


@pytest.mark.parametrize("key", ["spider", "spiderette", "scorpion", "simple_simon"])
def test_a_king_goes_only_into_an_empty_column(catalog: Catalog, key: str) -> None:
    words = text(rules_page(catalog.variant(key), catalog))
    placing = section(words, "Placing a card", "Moving a group")
    assert "No card is one rank higher than a king, so a king, alone or at the head of a " \
           "group, can only go into an empty column." in placing


def test_the_king_sentence_follows_the_build_policy(catalog: Catalog) -> None:
    """A plugin's build policy that lets a king onto an ace: no such sentence; one that takes
    no king: told without the rank-based reason."""
    around = PolicySpec(kind="build", key="around", rule_id="test.around",
                        fits=lambda target, card: (target.rank % 13) + 1 == card.rank or
                        target.rank == card.rank + 1,
                        message="The %2 cannot lie on the %1.", summary="round the corner")
    plugged = replace(catalog.variant("spiderette"), key="plugged", letters="PG",
                      build="around")
    own = Catalog([plugged], policies=[around])
    assert "a king, alone or at the head" not in text(rules_page(plugged, own))
    nothing = replace(around, key="no_kings", fits=lambda target, card: card.rank == 1)
    plugged = replace(plugged, build="no_kings")
    words = text(rules_page(plugged, Catalog([plugged], policies=[nothing])))
    assert "No card may take a king, so a king, alone or at the head of a group" in words
    assert "No card is one rank higher" not in words


# --- Spider compared, chances, tips ---------------------------------------------------------


def test_spiderette_is_compared_with_spider_from_both_variants(catalog: Catalog) -> None:
    spiderette, spider = catalog.variant("spiderette"), catalog.variant("spider")
    words = section(text(rules_page(spiderette, catalog)), "Spiderette and Spider", "Tips")
    assert f"Cards in the game: {spiderette.card_count} ({spider.card_count} in Spider)." in words
    assert f"Columns: {spiderette.columns} ({spider.columns} in Spider)." in words
    assert f"Sequences to complete: {spiderette.sequences} ({spider.sequences} in Spider)." \
           in words
    assert f"Deals from the stock: {len(spiderette.deals)} ({len(spider.deals)} in Spider)." \
           in words
    assert "no lower limit" in words and spider.scoring.floor is not None
    assert "Cards are placed and moved as in Spider" in words
    assert "Spider and Spider" not in spider_words(catalog)


def test_scorpion_is_told_the_rules_it_changes(catalog: Catalog) -> None:
    words = section(text(rules_page(catalog.variant("scorpion"), catalog)),
                    "Scorpion and Spider", "Tips")
    assert "of the same suit and exactly one rank higher" in words and "Only a king" in words
    assert "Any face-up card may move together" in words
    assert "Cards are placed and moved as in Spider" not in words


def test_the_chances_are_the_articles_and_only_for_spider(catalog: Catalog,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rules_advice, "SOLVER_WIN_RATES", {})  # the article's figures alone
    words = section(spider_words(catalog), "Chances of winning", "Tips")
    assert "general article on Spider Solitaire (in Italian)" in words
    assert "1 suit: nearly every deal" in words and ARTICLE_WIN_RATES[1] is None
    assert f"2 suits: about {ARTICLE_WIN_RATES[2]}% of the deals" in words
    assert f"4 suits: about {ARTICLE_WIN_RATES[4]}% of the deals" in words
    assert "10 to 25 minutes" in words and "solver" not in words
    for key in ("spiderette", "scorpion", "simple_simon"):
        assert "Chances of winning" not in text(rules_page(catalog.variant(key), catalog))
    spider = catalog.variant("spider")
    relaxed = text(rules_page(spider, catalog, catalog.rule(spider, 4, "relaxed")))
    assert "Chances of winning" not in relaxed and "Tips" in relaxed  # Classic's figures


def test_the_solvers_figures_appear_once_measured(catalog: Catalog, qapp: QCoreApplication,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.install("en")  # English plurals come from its catalog, whichever test ran before
    measured = {**rules_advice.SOLVER_WIN_RATES, ("spider", 2): (451, 1000), ("spider", 4): None}
    monkeypatch.setattr(rules_advice, "SOLVER_WIN_RATES", measured)
    words = section(spider_words(catalog), "Chances of winning", "Tips")
    assert "won by the app's own solver" in words
    assert "2 suits: 451 of 1000 deals won (45%)" in words and "4 suits: 1" not in words
    assert " of 1000 deals won" not in words.replace("451 of 1000 deals won", "")
    won, tried = measured[("spider", 1)] or (0, 0)
    assert f"1 suit: {won} of {tried} deals won" in words
    assert words.count("deals won (") == 2


@pytest.mark.parametrize("key", ["spider", "spiderette", "scorpion", "simple_simon"])
def test_a_few_tips_each_where_it_applies(catalog: Catalog, key: str) -> None:
    spec = catalog.variant(key)
    given = tips(spec, catalog)
    assert 3 <= len(given) <= 7 and len(set(given)) == len(given)
    words = section(text(rules_page(spec, catalog)), "Tips")
    assert all(tip in words for tip in given)
    assert ("Deal only when no useful move is left" in words) == bool(spec.deals)
    assert ("Keep an empty column free" in words) == (spec.empty == "any")
    assert "Use Undo to explore" in words


# --- in each language -------------------------------------------------------------------------


def headings(language: str) -> list[str]:
    """The new headings of each language's page for Spider, as its speaker pinned them."""
    found: list[str] = pinned(language)["help_headings"]
    return found


@pytest.fixture
def language(qapp: QCoreApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize("language", [c for c in LANGUAGES if c != "en"], indirect=True)
def test_the_new_sections_are_translated(catalog: Catalog, language: str) -> None:
    words = spider_words(catalog)
    titles = headings(language)
    for title in titles:
        assert title in words
    english = ("Game codes", "How the app helps you play", "Chances of winning", "Tips",
               "on by default", "A single click", "nearly every deal")
    assert not any(phrase in words for phrase in english)
    assert str(UNDO_LIMIT) in section(words, titles[1], titles[2])


@pytest.mark.parametrize("language", ["it"], indirect=True)
def test_the_italian_relaxed_rule_is_not_the_articles_relaxed_spider(catalog: Catalog,
                                                                     language: str) -> None:
    """The Italian article's «Spider rilassato» is dealing over empty columns (Open deal):
    the Relaxed rule (mixed-suit runs move) needs another name."""
    name = QCoreApplication.translate("Rules", "Relaxed")
    assert name != "Relaxed" and "rilassat" not in name.lower()
    words = spider_words(catalog)
    assert name in words and "ilassat" not in words.replace("«Spider rilassato»", "")
