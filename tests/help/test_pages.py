"""The Help pages say each variant's own numbers, and every text reaches the translators."""

from __future__ import annotations

import ast
import html
import re
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication

from spider_qt.engine import Catalog, PolicySpec, RuleSpec, Scoring, VariantSpec
from spider_qt.help import (
    PAGE_NAMES,
    KeyRow,
    keyboard_page,
    page,
    rules_page,
    sources_page,
)

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [*sorted((ROOT / "spider_qt" / "help").glob("*.py")),
           ROOT / "spider_qt" / "ui" / "dialogs" / "help_window.py"]

#: A variant no built-in resembles: 6 columns, a 22-card stock, its own points.
HEXA = VariantSpec(
    key="hexa", name="Hexa", letters="HX", decks=1,
    layout=((4, 1),) * 3 + ((3, 2),) * 3,  # 30 cards, 21 face down
    deals=((0, 1, 2, 3, 4, 5),) * 3 + ((0, 1, 2, 3),),  # 18 + 4 = 22
    suit_options=(2, 4), build="same-suit", empty="king", deal_needs_full_columns=False,
    code_has_rule=True, scoring=Scoring(start=100, move=-2, deal=-5, removal=50, floor=None),
    description="Six columns and a short stock.",
    rules="Hexa is a made-up game for this test.",
)
#: Keys as the UI hands them over (the app's own come from ``spider_qt.ui.commands``).
KEYS = (KeyRow("Ctrl+R", "Restart This Deal"), KeyRow("Alt+<", "Salt & Pepper"))
LOOSE = RuleSpec(key="loose", name="Loose", letter="L", variants=("hexa",), suits=(4,),
                 group="descending-run")


def text(page_html: str) -> str:
    """The words of a page, tags dropped, spaces (no-break ones too) normalised.

    Plurals read ``cards`` whether or not an English catalog is installed (without one
    Qt shows the source's ``card(s)``); the tests check counts above one.
    """
    body = re.sub(r"<style>.*?</style>", " ", page_html, flags=re.S)
    words = html.unescape(re.sub(r"<[^>]+>", " ", body)).replace("\u00a0", " ")
    return re.sub(r"\s+", " ", words).replace("(s)", "s")


@pytest.fixture
def hexa() -> Catalog:
    return Catalog([HEXA], [LOOSE])


@pytest.fixture(autouse=True)
def app(qapp: QCoreApplication) -> QCoreApplication:
    return qapp


def test_spider_rules_give_the_spiders_numbers(catalog: Catalog) -> None:
    words = text(rules_page(catalog.variant("spider"), catalog))
    assert "uses 104 cards" in words and "2 deck" in words
    assert "8 × 13 spades" in words and "4 × 13 spades + 4 × 13 hearts" in words
    assert "2 × 13 diamonds + 2 × 13 clubs" in words
    assert "dealt into 10 column" in words
    assert "Columns 1–4: 6 cards each, only the last one face up" in words
    assert "Columns 5–10: 5 cards each" in words
    assert "44 face down and 10 face up" in words
    assert "remaining 50 cards" in words
    assert "in 5 deals" in words
    assert "Deals 1–5: one card onto each of the 10 column" in words
    assert "refused while any column is empty" in words
    assert "At the start: 500" in words and "Each move of a card or a group: −1" in words
    assert "Each deal: −1" in words and "Each sequence removed: +100" in words
    assert "never goes below 0" in words
    assert "500 − 117 + 8 × 100 = 1183" in words
    assert "all 8 sequences" in words


def test_spiderette_rules_deal_three_cards_last_and_have_no_floor(catalog: Catalog) -> None:
    words = text(rules_page(catalog.variant("spiderette"), catalog))
    assert "uses 52 cards" in words and "dealt into 7 column" in words
    assert "Columns 1–7: from 1 to 7 cards, one more in each column" in words
    assert "21 face down and 7 face up" in words and "remaining 24 cards" in words
    assert "Deals 1–3: one card onto each of the 7 column" in words
    assert "Deal 4: 3 cards, one onto each of columns 1–3" in words
    assert "no lower limit" in words and "never goes below" not in words
    assert "500 − 60 + 4 × 100 = 840" in words


def test_scorpion_builds_in_suit_and_fills_spaces_with_kings(catalog: Catalog) -> None:
    words = text(rules_page(catalog.variant("scorpion"), catalog))
    assert "of the same suit and exactly one rank higher" in words
    assert "Only a king" in words and "not only a king" not in words
    assert "Any face-up card may move together" in words
    assert "You may deal even while a column is empty" in words
    assert "Columns 5–7: 7 cards each, all face up" in words


def test_simple_simon_has_no_stock(catalog: Catalog) -> None:
    words = text(rules_page(catalog.variant("simple_simon"), catalog))
    assert "There is no stock" in words and "nothing to deal" in words
    assert "Columns 4–10: from 7 down to 1 card" in words
    assert "Each deal" not in words and "face-down card" not in words


def test_a_plugin_variant_gets_a_page_of_its_own_numbers(hexa: Catalog) -> None:
    words = text(rules_page(HEXA, hexa))
    assert "Rules of Hexa" in words and "Six columns and a short stock." in words
    assert "Hexa is a made-up game for this test." in words
    assert "dealt into 6 column" in words and "remaining 22 cards" in words
    assert "Columns 1–3: 5 cards each, only the last one face up" in words
    assert "Columns 4–6: 5 cards each, the last 2 face up" in words
    assert "21 face down and 9 face up" in words
    assert "Deals 1–3: one card onto each of the 6 column" in words
    assert "Deal 4: 4 cards, one onto each of columns 1–4" in words
    assert "You may deal even while a column is empty" in words
    assert "At the start: 100" in words and "−2" in words and "−5" in words and "+50" in words
    assert "100 − 56 × 2 − 4 × 5 + 4 × 50 = 168" in words
    assert "no lower limit" in words
    assert "2 × 13 spades + 2 × 13 hearts" in words and "Easy" not in words


def test_extra_rules_are_named_with_their_suit_counts(catalog: Catalog, hexa: Catalog) -> None:
    spider = text(rules_page(catalog.variant("spider"), catalog))
    assert "Relaxed, offered with 2 or 4 suits" in spider and "Classic (the default)" in spider
    assert "Open deal, offered with 2 or 4 suits" in spider
    assert "With 1 suit only the Classic rule is offered" in spider
    assert "Relaxed, offered" not in text(rules_page(catalog.variant("spiderette"), catalog))
    own = text(rules_page(HEXA, hexa))
    assert "Loose, offered with 4 suits" in own and "whatever their suits" in own


def test_open_deal_is_told_as_a_change_of_the_deal(catalog: Catalog) -> None:
    for key in ("spider", "spiderette"):
        words = text(rules_page(catalog.variant(key), catalog))
        choice = words[words.index("Choosing a rule"):words.index("Completed sequences")]
        assert "Open deal, offered with 2 or 4 suits. You may deal even while a column " \
               "is empty. Every column a deal reaches gets its card, an empty one included" \
               in choice
        assert "Classic (the default): the rules as described above." in choice
        dealing = words[words.index("Dealing"):words.index("Choosing a rule")]
        assert "refused while any column is empty" in dealing  # the page is Classic's


def test_a_page_for_a_chosen_rule_tells_its_rules(catalog: Catalog) -> None:
    spiderette = catalog.variant("spiderette")
    open_deal = catalog.rule(spiderette, 4, "open_deal")
    words = text(page("rules", spiderette, catalog, rule=open_deal))
    assert "This page describes the game played with the Open deal rule" in words
    assert "You may deal even while a column is empty" in words
    assert "refused while any column is empty" not in words and "Choosing a rule" not in words
    relaxed = text(rules_page(catalog.variant("spider"), catalog,
                              catalog.rule(catalog.variant("spider"), 2, "relaxed")))
    group = relaxed[relaxed.index("Moving a group"):relaxed.index("An empty column")]
    assert "whatever their suits" in group and "taken apart card by card" not in group
    classic = catalog.rule(spiderette, 4, "classic")
    assert rules_page(spiderette, catalog, classic) == rules_page(spiderette, catalog)


def test_a_rule_is_told_by_what_it_overrides_not_by_the_group(hexa: Catalog) -> None:
    """A rule that changes building and empty columns is not described as moving groups."""
    hexa.add_rule(RuleSpec(key="soft", name="Soft", letter="S", variants=("hexa",),
                           suits=(2, 4), build="any-suit", empty="any"))
    words = text(rules_page(HEXA, hexa))
    item = words[words.index("Soft, offered with 2 or 4 suits"):]
    item = item[:item.index("Loose, offered")]  # the rules offered with 2 suits come first
    assert "whatever its suit" in item and "accepts any card or any group" in item
    assert "move together" not in item


def test_a_plugin_policy_is_told_by_its_summary() -> None:
    alternating = PolicySpec(
        kind="group", key="alternating", fits=lambda upper, lower: upper.suit != lower.suit,
        rule_id="test.alternating", message="The %2 cannot move with the %1.",
        summary="red and black alternating")
    catalog = Catalog([replace(HEXA, group="alternating")], [LOOSE], policies=[alternating])
    words = text(rules_page(catalog.variant("hexa"), catalog))
    assert "Cards that move together: red and black alternating." in words
    assert "Loose, offered with 4 suits. Several face-up cards" in words


def test_sources_name_wikipedia_and_bicycle_for_spider_only(catalog: Catalog,
                                                            hexa: Catalog) -> None:
    spider = text(sources_page(catalog.variant("spider")))
    assert "Wikipedia" in spider and "Bicycle" in spider and "54 cards in 10 columns" in spider
    assert "ten columns of five cards" in spider and "every space must be filled" in spider
    spiderette = text(sources_page(catalog.variant("spiderette")))
    assert "Klondike" in spiderette and "1 to 7 cards" in spiderette
    assert "Bicycle" not in spiderette
    plugin = text(sources_page(HEXA))
    assert "plugin" in plugin and "Wikipedia" not in plugin


def test_what_the_sources_say_of_the_app_is_what_its_variants_declare(catalog: Catalog) -> None:
    """The Sources page quotes other tables' numbers (so they are not generated), and says
    where the app agrees with them: those claims are checked against the variants here."""
    spider = catalog.variant("spider")
    spider_words = text(sources_page(spider))
    assert "Wikipedia starts the game as this app does: 54 cards in 10 columns" in spider_words
    assert "the other 50 are dealt ten at a time" in spider_words
    assert "and so does the app" in spider_words
    assert (spider.card_count - spider.stock_size, spider.columns) == (54, 10)
    assert spider.stock_size == 50 and {len(deal) for deal in spider.deals} == {10}
    assert spider.deal_needs_full_columns
    spiderette = catalog.variant("spiderette")
    assert "seven columns of 1 to 7 cards: the layout this app uses" in text(
        sources_page(spiderette))
    assert spiderette.decks == 1
    assert [down + up for down, up in spiderette.layout] == list(range(1, 8))


def test_the_keyboard_page_lists_the_keys_it_is_given_after_the_mouse() -> None:
    markup = keyboard_page(KEYS)
    words = text(markup)
    assert words.index("Mouse") < words.index("Ctrl+R Restart This Deal") < words.index(
        "Alt+< Salt & Pepper")
    assert "Alt+&lt;" in markup and "Salt &amp; Pepper" in markup
    assert keyboard_page([]).count("<tr>") == 2  # the heading and the mouse


def test_the_keyboard_page_is_not_made_without_the_apps_keys(catalog: Catalog) -> None:
    with pytest.raises(ValueError, match="Keyboard page needs"):
        page("keyboard", catalog.default_variant, catalog)
    assert page("keyboard", catalog.default_variant, catalog, KEYS) == keyboard_page(KEYS)


@pytest.mark.parametrize("name", PAGE_NAMES)
def test_pages_are_simple_html(catalog: Catalog, name: str) -> None:
    for spec in catalog:
        markup = page(name, spec, catalog, KEYS)
        assert markup.count("<table") <= 1 and markup.startswith("<html>")
        assert "<h1>" in markup and "%1" not in markup and "%n" not in markup


def test_an_unknown_page_is_refused(catalog: Catalog) -> None:
    with pytest.raises(ValueError, match="unknown help page"):
        page("credits", catalog.default_variant, catalog)


def test_the_help_pages_need_neither_widgets_nor_the_ui() -> None:
    """Pages can be made from a command line or a test: the UI hands the keys over."""
    probe = ("import sys, spider_qt.help; print(sorted(m for m in sys.modules if m.startswith("
             "('spider_qt.ui', 'PySide6.QtGui', 'PySide6.QtWidgets'))))")
    loaded = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                            text=True, cwd=ROOT).stdout.strip()
    assert loaded == "[]"


# --- what the translators get ---------------------------------------------------------------


def literal_texts() -> tuple[set[str], set[str]]:
    """The (singular, plural) texts the Help sources hand to Qt as literals."""
    singular, plural = set(), set()
    for source in SOURCES:
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            args = node.args
            if name in {"translate", "QT_TRANSLATE_NOOP"} and len(args) >= 2:
                if ast.unparse(node) == "QCoreApplication.translate(context, text)":
                    continue  # plugin_text(): a plugin's texts, collected in the plugin
                assert all(isinstance(a, ast.Constant) for a in args[:2]), ast.unparse(node)
                assert len(args) == 2, f"a plural needs self.tr: {ast.unparse(node)}"
                singular.add(args[1].value)
            elif name == "tr":
                assert isinstance(args[0], ast.Constant), ast.unparse(node)
                plural.add(args[0].value)
    return singular, plural


def test_lupdate_collects_every_help_text(tmp_path: Path) -> None:
    lupdate = shutil.which("pyside6-lupdate") or str(
        Path(sys.executable).with_name("pyside6-lupdate"))
    ts = tmp_path / "help.ts"
    subprocess.run([lupdate, "-locations", "none", *map(str, SOURCES), "-target-language", "ro",
                    "-ts", str(ts)], check=True, capture_output=True)
    messages = list(ElementTree.parse(ts).getroot().iter("message"))
    numerus = {m.findtext("source") for m in messages if m.get("numerus") == "yes"}
    others = {m.findtext("source") for m in messages if m.get("numerus") != "yes"}
    singular, plural = literal_texts()
    assert numerus == plural and len(plural) > 10
    assert others == singular - plural
    assert all("%n" in t for t in plural) and not any("%n" in t for t in singular)
