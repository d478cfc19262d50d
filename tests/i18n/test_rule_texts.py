"""Every rule id has one sentence, and every language words it.

The sentence of each refusal lives once, in the engine's table
(``spider_qt.engine.refusals.WORDINGS``). Here each :class:`RuleId` is produced by the
engine from a real position, then worded in each of the five languages: in English the
reminder must be the engine's message exactly; in the others a finished translation of
that very template, every placeholder filled, the cards named in that language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication

from spider_qt import i18n
from spider_qt.engine import DEAL, Game, Move, MoveError, Refusal, RuleId
from spider_qt.engine.refusals import LIST_SEPARATOR, WORDINGS, Kind, wording_of
from spider_qt.i18n import texts
from spider_qt.languages import LANGUAGES as ALL_LANGUAGES

Position = Callable[..., Game]
CATALOGS = Path(__file__).resolve().parents[2] / "resources" / "spider_qt_resources" / \
    "translations"
LANGUAGES = tuple(code for code in ALL_LANGUAGES if code != "en")
FILLER = [["KC"], ["KD"], ["QC"], ["QD"], ["JC"], ["JD"]]
STOCK = ["AH", "2H", "3H", "4H", "5H", "6H", "10H", "JH", "QH", "KH"]


def produced(position: Position) -> dict[str, Refusal]:
    """One real refusal of every id (two for no-target), asked of the engine."""
    game = position([["9H"], ["5D"], ["AS"], ["8S", "7H"], *FILLER])
    refusals = {
        RuleId.NO_SUCH_COLUMN: game.refusal(Move(0, 0, 10)),
        RuleId.SAME_COLUMN: game.refusal(Move(0, 0, 0)),
        RuleId.NO_CARD: game.refusal(Move(0, 5, 1)),
        RuleId.TARGET_NOT_ONE_HIGHER: game.refusal(Move(0, 0, 1)),
        RuleId.ONTO_ACE: game.refusal(Move(0, 0, 2)),
        RuleId.GROUP_MIXED_SUITS: game.refusal(Move(3, 0, 0)),
        RuleId.NO_TARGET: game.no_target_refusal(0, 0),
        RuleId.STOCK_EMPTY: game.refusal(DEAL),
    }
    refusals[RuleId.NO_TARGET + "/group"] = position(
        [["9S", "8S"], ["5D"], *FILLER, ["2C"], ["2D"]]).no_target_refusal(0, 0)
    game = position([["#3C", "9S"], ["9H", "5D"], [], *FILLER, ["2C"]], stock=STOCK)
    refusals[RuleId.FACE_DOWN] = game.refusal(Move(0, 0, 1))
    refusals[RuleId.GROUP_NOT_DESCENDING] = game.refusal(Move(1, 0, 2))
    refusals[RuleId.EMPTY_SOURCE] = game.refusal(Move(2, 0, 1))
    refusals[RuleId.DEAL_EMPTY_COLUMN] = game.refusal(DEAL)
    refusals[RuleId.DEAL_CANNOT_FILL] = position(
        [["KS"], ["QS"]] + [[]] * 8, stock=STOCK).refusal(DEAL)
    scorpion = position([["9H"], ["10S"], [], ["8H"], ["7H"], ["6H"], ["5H"]],
                        variant="scorpion", stock=["2C", "3C", "4C"])
    refusals[RuleId.TARGET_WRONG_SUIT] = scorpion.refusal(Move(0, 0, 1))
    refusals[RuleId.EMPTY_NEEDS_KING] = scorpion.refusal(Move(0, 0, 2))
    for rule, act in ((RuleId.NOTHING_TO_UNDO, game.undo), (RuleId.NOTHING_TO_REDO, game.redo)):
        with pytest.raises(MoveError, match="There is nothing to") as info:
            act()
        refusals[rule] = Refusal(info.value.rule_id, info.value.message,
                                 dict(info.value.details))
    return {key: r for key, r in refusals.items() if r is not None}


@pytest.fixture
def refusals(position: Position) -> dict[str, Refusal]:
    return produced(position)


@pytest.fixture
def speaking(qapp: QCoreApplication) -> Iterator[Callable[[str], None]]:
    before = i18n.current()
    yield i18n.install
    i18n.install(before)


def test_every_rule_id_is_produced_and_has_one_sentence(refusals: dict[str, Refusal]) -> None:
    assert set(WORDINGS) == {*RuleId, RuleId.NO_TARGET + "/group"}
    assert set(refusals) == set(WORDINGS)  # each sentence met in play, none left out
    for key, refusal in refusals.items():
        assert refusal.rule_id == key.split("/")[0]
        assert wording_of(refusal.rule_id, refusal.details) is WORDINGS[key]


def test_in_english_the_reminder_is_the_engine_s_sentence(
        refusals: dict[str, Refusal], speaking: Callable[[str], None]) -> None:
    speaking("en")
    for refusal in refusals.values():
        assert texts.refusal_text(refusal) == refusal.message
        assert "%" not in refusal.message


def catalog(language: str) -> dict[str, str]:
    """The finished translations of context ``Rule`` in ``language``'s ``.ts`` file."""
    tree = ElementTree.parse(CATALOGS / f"spider_qt_{language}.ts")
    found = {}
    for context in tree.getroot().iter("context"):
        if context.findtext("name") != "Rule":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and not translation.get("type") and translation.text:
                found[message.findtext("source") or ""] = translation.text
    return found


def placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"%\d", text))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_is_translated_with_its_placeholders(language: str) -> None:
    translated = catalog(language)
    for key, wording in WORDINGS.items():
        assert wording.template in translated, f"{language}: no translation of {key}"
        assert placeholders(translated[wording.template]) == placeholders(wording.template)
    assert LIST_SEPARATOR in translated


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_reads_in_the_language(
        refusals: dict[str, Refusal], speaking: Callable[[str], None], language: str) -> None:
    speaking(language)
    for key, refusal in refusals.items():
        text = texts.refusal_text(refusal)
        assert text and text != refusal.message, f"{language}: {key} left in English"
        assert not re.search(r"%\d", text)
        for name, kind in WORDINGS[key].values:
            if kind is Kind.CARD:  # named as this language names it (Czech inflects)
                assert texts.card_name(refusal.details[name]) in text
