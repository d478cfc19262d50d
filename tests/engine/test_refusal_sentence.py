"""One function words every refusal: the engine's English and the window's translation."""

from __future__ import annotations

from spider_qt.engine import RuleId
from spider_qt.engine.refusals import english_card_name, refusal_sentence, refuse


def test_the_template_and_the_separator_go_through_the_translation_given() -> None:
    sentence = refusal_sentence(RuleId.DEAL_EMPTY_COLUMN, {"columns": [0, 2]}, str.lower,
                                lambda text: f"<{text}>")
    assert sentence == "<Fill every empty column before dealing (empty: column 1<, >3).>"


def test_cards_are_named_by_the_function_given() -> None:
    assert refusal_sentence(RuleId.NO_TARGET, {"card": "QS", "single": False},
                            lambda token: f"card {token}") == \
        "No other column can take the card QS and the cards on it."


def test_without_a_translation_it_is_the_engine_s_english() -> None:
    details = {"card": "10H", "target": "4C"}
    assert refuse(RuleId.TARGET_NOT_ONE_HIGHER, **details).message == refusal_sentence(
        RuleId.TARGET_NOT_ONE_HIGHER, details, english_card_name) == \
        "The 10 of hearts can only go on a card one rank higher, not on the 4 of clubs."


def test_an_id_this_release_does_not_know_has_no_sentence() -> None:
    assert refusal_sentence("test.alternating", {"upper": "8S"}, str) is None
