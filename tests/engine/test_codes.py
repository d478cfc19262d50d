"""Game codes (SPEC §3): parsing, building, round trips and every way a code can be wrong."""

from __future__ import annotations

import pickle
import re

import pytest

from spider_qt.engine import CodeError, CodeReason, new_game
from spider_qt.engine.codes import DEAL_COUNT, decode_deal, encode_deal

CODE_SHAPE = re.compile(r"^(SP1-S[124][CRO]|SD1-S[124]O?)-[A-Z]{7}$")  # O: 2 and 4 suits


# --- the SPEC examples ----------------------------------------------------------------


def test_spec_example_spider() -> None:
    game = new_game("SP1-S1C-AAAAAAD")
    assert (game.variant, game.suits, game.rule) == ("spider", 1, "classic")
    assert game.code == "SP1-S1C-AAAAAAD"
    assert decode_deal("AAAAAAD") == 3


def test_spec_example_spiderette() -> None:
    game = new_game("SD1-S1-AAAAABD")
    assert (game.variant, game.suits, game.rule) == ("spiderette", 1, "classic")
    assert game.code == "SD1-S1-AAAAABD"
    assert decode_deal("AAAAABD") == 29


@pytest.mark.parametrize(
    ("code", "variant", "suits", "rule", "deal"),
    [
        ("SP1-S1C-AAAAAAD", "spider", 1, "classic", 3),
        ("SP1-S2C-AAAAAAD", "spider", 2, "classic", 3),
        ("SP1-S2R-AAAAAAD", "spider", 2, "relaxed", 3),
        ("SP1-S4C-AAAAABD", "spider", 4, "classic", 29),
        ("SP1-S4R-ZZZZZZZ", "spider", 4, "relaxed", 26**7 - 1),
        ("SD1-S1-AAAAABD", "spiderette", 1, "classic", 29),
        ("SD1-S2-AAAAAAA", "spiderette", 2, "classic", 0),
        ("SD1-S4-AAAAABA", "spiderette", 4, "classic", 26),
    ],
)
def test_codes_round_trip(code: str, variant: str, suits: int, rule: str, deal: int) -> None:
    game = new_game(code)
    assert (game.variant, game.suits, game.rule) == (variant, suits, rule)
    assert game.code == code
    # Building the same code from its parts gives the same code and the same deal.
    built = new_game(variant=variant, suits=suits, rule=rule, deal=deal)
    assert built.code == code
    assert built.to_dict() == game.to_dict()


@pytest.mark.parametrize(
    "text",
    [" sp1-s1c-aaaaaad\n", "sp1-s1c-aaaaaad", "Sp1-S1c-AaAaAaD", "\t SP1-S1C-AAAAAAD \r\n"],
)
def test_input_is_trimmed_and_case_insensitive(text: str) -> None:
    game = new_game(text)
    assert game.code == "SP1-S1C-AAAAAAD"
    assert game.to_dict() == new_game("SP1-S1C-AAAAAAD").to_dict()


def test_spiderette_code_trimmed_and_lower_case() -> None:
    assert new_game("  sd1-s1-aaaaabd ").code == "SD1-S1-AAAAABD"


def test_different_deals_differ() -> None:
    assert new_game("SP1-S4C-AAAAAAD").to_dict() != new_game("SP1-S4C-AAAAAAE").to_dict()


# --- building codes from parts ------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"variant": "spider", "suits": 2, "rule": "relaxed", "deal": 3}, "SP1-S2R-AAAAAAD"),
        ({"variant": "spider", "suits": 1, "rule": "classic", "deal": 3}, "SP1-S1C-AAAAAAD"),
        ({"variant": "spider", "suits": 4, "deal": 0}, "SP1-S4C-AAAAAAA"),
        ({"variant": "spiderette", "suits": 1, "deal": 29}, "SD1-S1-AAAAABD"),
        ({"variant": "spiderette", "suits": 4, "rule": "classic", "deal": 675}, "SD1-S4-AAAAAZZ"),
        ({"deal": 3}, "SP1-S1C-AAAAAAD"),  # Spider with its first suit option by default
    ],
)
def test_new_game_from_parts(kwargs: dict[str, object], code: str) -> None:
    assert new_game(**kwargs).code == code  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"variant": "freecell", "deal": 3}, "unknown variant"),
        ({"variant": "spider", "suits": 3, "deal": 3}, "not 3"),
        ({"variant": "spider", "suits": 1, "rule": "relaxed", "deal": 3}, "not offered"),
        ({"variant": "spiderette", "suits": 2, "rule": "relaxed", "deal": 3}, "not offered"),
        ({"variant": "spider", "suits": 2, "rule": "easy", "deal": 3}, "'easy'"),
        ({"variant": "spider", "suits": 2, "deal": -1}, "deal number"),
        ({"variant": "spider", "suits": 2, "deal": 26**7}, "deal number"),
        ({"variant": "spider", "suits": 2, "deal": True}, "deal number"),
        ({"variant": "spider", "suits": 2, "deal": 3.0}, "deal number"),
    ],
)
def test_new_game_from_bad_parts(kwargs: dict[str, object], fragment: str) -> None:
    with pytest.raises(CodeError, match=re.escape(fragment)):
        new_game(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("variant", "suits", "rule"),
    [("spider", 1, "classic"), ("spider", 2, "relaxed"), ("spider", 4, "classic"),
     ("spiderette", 2, "classic")],
)
def test_random_deal_gives_a_valid_code(variant: str, suits: int, rule: str) -> None:
    game = new_game(variant=variant, suits=suits, rule=rule, deal=None)
    code = game.code
    assert code is not None
    assert CODE_SHAPE.match(code), code
    again = new_game(code)
    assert (again.variant, again.suits, again.rule) == (variant, suits, rule)
    assert again.to_dict() == game.to_dict()


def test_random_deals_vary() -> None:
    codes = {new_game(variant="spider", suits=4, deal=None).code for _ in range(20)}
    # 20 draws from 26**7 deals: all equal only if the deal is not random at all.
    assert len(codes) > 1


# --- malformed codes ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty"),
        ("   \n", "empty"),
        ("hello", "is not a game code"),
        ("SP1S1CAAAAAAD", "is not a game code"),
        ("SP1-S1C", "is not a game code"),
        ("SP-S1C-AAAAAAD", "is not a game code"),  # no version
        ("SP1-1C-AAAAAAD", "is not a game code"),  # no 'S' before the suits
        ("SP1-SC-AAAAAAD", "is not a game code"),  # no suit count
        ("SP1-S1CC-AAAAAAD", "is not a game code"),  # two rule letters
        ("SP1 S1C AAAAAAD", "is not a game code"),
        ("SP1-S1C-AAAAAAD-", "is not a game code"),
        ("SP1-S1C-AAAA1AD", "is not a game code"),
        ("ZZ1-S1C-AAAAAAD", "unknown variant letters 'ZZ'"),
        ("S1-S1C-AAAAAAD", "unknown variant letters 'S'"),
        ("SP2-S1C-AAAAAAD", "version 2"),
        ("SD2-S1-AAAAABD", "version 2"),
        ("SP0-S1C-AAAAAAD", "version 0"),
        ("SP1-S3C-AAAAAAD", "not 3"),
        ("SP1-S0C-AAAAAAD", "not 0"),
        ("SD1-S8-AAAAABD", "not 8"),
        ("SP1-S1-AAAAAAD", "need a rule letter"),
        ("SP1-S4-AAAAAAD", "need a rule letter"),
        ("SD1-S1C-AAAAABD", "no rule letter"),
        ("SD1-S2R-AAAAABD", "no rule letter"),
        ("SP1-S1R-AAAAAAD", "rule letter 'R' is not offered for Spider with 1 suit"),
        ("SP1-S2X-AAAAAAD", "rule letter 'X' is not offered"),
        ("SP1-S4Z-AAAAAAD", "rule letter 'Z' is not offered"),
        ("SP1-S1C-AAAAAA", "7 letters"),
        ("SP1-S1C-AAAAAAAD", "7 letters"),
        ("SD1-S1-AAAABD", "7 letters"),
        ("SP1-S1C-A", "7 letters"),
    ],
)
def test_malformed_codes_raise_code_error(text: str, fragment: str) -> None:
    with pytest.raises(CodeError, match=re.escape(fragment)):
        new_game(text)


def test_code_error_is_a_value_error() -> None:
    assert issubclass(CodeError, ValueError)
    with pytest.raises(ValueError, match="version 2"):
        new_game("SP1-S1C-AAAAAAD".replace("SP1", "SP2"))


@pytest.mark.parametrize("value", [123, b"SP1-S1C-AAAAAAD", ["SP1-S1C-AAAAAAD"]])
def test_non_text_code_raises_code_error(value: object) -> None:
    with pytest.raises(CodeError, match="must be text"):
        new_game(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    [
        "SP1-S1C-AAAAAA\u00c4",  # Ä
        "SP1-S1C-\u00e4aaaaad",  # ä
        "SP1-S1C-AAAAAA\u0131",  # dotless i: upper-cases to ASCII 'I'
        "\u017fP1-S1C-AAAAAAD",  # long s: upper-cases to ASCII 'S'
        "SP1-S1C-AAAAAA\u00df",  # sharp s: upper-cases to 'SS'
        "\u0405P1-S1C-AAAAAAD",  # Cyrillic capital DZE, looks like S
        "SP\uff11-S1C-AAAAAAD",  # full-width digit one as the version
        "SP1-S\u0661C-AAAAAAD",  # Arabic-Indic digit one as the suit count
    ],
)
def test_non_ascii_codes_are_rejected(text: str) -> None:
    """A code is ASCII letters and digits; look-alikes must not be read as something else."""
    with pytest.raises(CodeError, match=r"not a game code|letters A-Z|ASCII"):
        new_game(text)


# --- the shuffle number -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deal", "letters"),
    [
        (0, "AAAAAAA"),
        (1, "AAAAAAB"),
        (3, "AAAAAAD"),
        (25, "AAAAAAZ"),
        (26, "AAAAABA"),
        (29, "AAAAABD"),
        (26**6, "BAAAAAA"),
        (26**7 - 1, "ZZZZZZZ"),
    ],
)
def test_encode_decode_deal(deal: int, letters: str) -> None:
    assert encode_deal(deal) == letters
    assert decode_deal(letters) == deal
    assert decode_deal(letters.lower()) == deal


def test_deal_count() -> None:
    assert DEAL_COUNT == 26**7


@pytest.mark.parametrize("deal", [0, 26**7 - 1])
def test_extreme_deals_play(deal: int) -> None:
    game = new_game(variant="spider", suits=4, deal=deal)
    assert game.code == f"SP1-S4C-{encode_deal(deal)}"
    assert new_game(game.code).to_dict() == game.to_dict()


@pytest.mark.parametrize("deal", [-1, 26**7, 10**12])
def test_encode_out_of_range(deal: int) -> None:
    with pytest.raises(CodeError, match="deal number"):
        encode_deal(deal)


@pytest.mark.parametrize("text", ["", "AAAAAA", "AAAAAAAA", "AAAAA1A", "AAAAAA-", "AAAAAA\u00c4"])
def test_decode_rejects_bad_shuffles(text: str) -> None:
    with pytest.raises(CodeError, match="7 letters A-Z"):
        decode_deal(text)


def test_encode_decode_round_trip_sample() -> None:
    for deal in range(0, 26**7, 26**7 // 997):
        assert decode_deal(encode_deal(deal)) == deal


# --- reasons: what the UI words its sentences by -------------------------------------------


@pytest.mark.parametrize(
    ("text", "reason", "details"),
    [
        ("  ", CodeReason.EMPTY, {}),
        ("1" * 5000, CodeReason.TOO_LONG, {"length": 5000}),
        (" " * 900 + "SP1-S1C-AAAAAAD" + "1" * 30, CodeReason.TOO_LONG, {"length": 45}),
        ("SP1 S1C AAAAAAD", CodeReason.BAD_CHARACTERS, {}),
        ("\x00", CodeReason.BAD_CHARACTERS, {}),
        ("SP1-S1C", CodeReason.NOT_A_CODE, {}),
        ("SP1000-S1C-AAAAAAD", CodeReason.NOT_A_CODE, {}),  # at most 3 digits are read
        ("SP01-S1C-AAAAAAD", CodeReason.NOT_A_CODE, {}),
        ("SP1-S1C-AAA", CodeReason.BAD_SHUFFLE, {"letters": 7}),
        ("ZZ1-S1C-AAAAAAD", CodeReason.UNKNOWN_VARIANT, {"letters": "ZZ"}),
        ("SP2-S1C-AAAAAAD", CodeReason.FUTURE_VERSION, {"version": 2, "known": 1}),
        ("SP0-S1C-AAAAAAD", CodeReason.UNKNOWN_VERSION, {"version": 0, "letters": "SP"}),
        ("SC1-S3-AAAAAAD", CodeReason.WRONG_SUITS,
         {"variant": "Scorpion", "options": (1, 2, 4), "suits": 3}),
        ("SP1-S2-AAAAAAD", CodeReason.NEEDS_RULE_LETTER,
         {"variant": "Spider",
          "rules": (("C", "Classic"), ("O", "Open deal"), ("R", "Relaxed"))}),
        ("SD1-S1C-AAAAABD", CodeReason.NO_RULE_LETTER, {"variant": "Spiderette", "letter": "C"}),
        ("SP1-S1R-AAAAAAD", CodeReason.UNKNOWN_RULE,
         {"variant": "Spider", "suits": 1, "letter": "R", "rules": (("C", "Classic"),)}),
    ],
)
def test_each_refusal_has_a_stable_reason(
    text: str, reason: CodeReason, details: dict[str, object]
) -> None:
    with pytest.raises(CodeError, match={
        CodeReason.EMPTY: r"^the game code is empty$",
        CodeReason.TOO_LONG: r"^a game code is at most 40 characters, and this text has \d+$",
        CodeReason.BAD_CHARACTERS: r"is not a game code: only letters A-Z, digits and '-' occur$",
        CodeReason.NOT_A_CODE: r"is not a game code: (expected variant letters|numbers have no)",
        CodeReason.BAD_SHUFFLE: r"^the shuffle part must be 7 letters A-Z, not 'AAA'$",
        CodeReason.UNKNOWN_VARIANT: r"^unknown variant letters 'ZZ'",
        CodeReason.FUTURE_VERSION: r"^code format version 2 is not known to this release",
        CodeReason.UNKNOWN_VERSION: r"^code format version 0 is not known to this release",
        CodeReason.WRONG_SUITS: r"^Scorpion is played with 1, 2 or 4 suit\(s\), not 3$",
        CodeReason.NEEDS_RULE_LETTER: r"^Spider codes need a rule letter after the suits",
        CodeReason.NO_RULE_LETTER: r"^Spiderette codes carry no rule letter, but 'C' follows",
        CodeReason.UNKNOWN_RULE: r"^rule letter 'R' is not offered for Spider with 1 suit",
    }[reason]) as raised:
        new_game(text)
    assert raised.value.reason == reason
    assert details.items() <= dict(raised.value.details).items()
    assert len(str(raised.value)) < 300  # the command line quotes at most the trimmed code


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        ({"variant": ["spider"]}, CodeReason.UNKNOWN_VARIANT),
        ({"variant": "x" * 10**6}, CodeReason.UNKNOWN_VARIANT),
        ({"suits": True}, CodeReason.WRONG_SUITS),  # True == 1, but it is not a suit count
        ({"suits": 2.0}, CodeReason.WRONG_SUITS),
        ({"suits": 10**5000}, CodeReason.WRONG_SUITS),
        ({"rule": None}, CodeReason.UNKNOWN_RULE),
        ({"deal": -(10**5000)}, CodeReason.BAD_DEAL),
    ],
    ids=["list variant", "long variant", "bool suits", "float suits", "huge suits",
         "None rule", "huge deal"],
)
def test_parts_of_the_wrong_type_are_code_errors(
    kwargs: dict[str, object], reason: CodeReason
) -> None:
    with pytest.raises(CodeError, match={
        CodeReason.UNKNOWN_VARIANT: r"^unknown variant .* \(known: ",
        CodeReason.WRONG_SUITS: r"^Spider is played with 1, 2 or 4 suit\(s\), not ",
        CodeReason.UNKNOWN_RULE: r"^rule None is not offered for Spider",
        CodeReason.BAD_DEAL: r"^deal number must be from 0 to 8031810175, not ",
    }[reason]) as raised:
        new_game(**kwargs)  # type: ignore[arg-type]
    assert raised.value.reason == reason
    assert len(str(raised.value)) < 300


def test_a_code_error_without_a_reason_still_works() -> None:
    error = CodeError("some plugin's own words")
    assert (str(error), error.reason, dict(error.details)) == (
        "some plugin's own words", CodeReason.INVALID, {})


def test_a_code_error_pickles_with_its_reason() -> None:
    with pytest.raises(CodeError,
                       match=r"^Scorpion is played with 1, 2 or 4 suit\(s\), not 3$") as raised:
        new_game("SC1-S3-AAAAAAD")
    copy = pickle.loads(pickle.dumps(raised.value))
    assert (str(copy), copy.reason, dict(copy.details)) == (
        str(raised.value), CodeReason.WRONG_SUITS, dict(raised.value.details))
