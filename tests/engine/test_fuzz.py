"""Fuzzing the two doors into the engine that take outside data: game codes and saved games.

A code is whatever a player typed or pasted, a saved game whatever is on disk. Either may
be anything, of any size: the engine must answer with its own error (``CodeError``,
``StateError``) or a sound game, never with Python's (``ValueError`` from a 5000-digit
``int()``, ``TypeError``, ``RecursionError``), and its error messages stay short whatever
they quote. Speed is measured by ``bench/load.py``, not here.
"""

from __future__ import annotations

import copy
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from spider_qt.engine import (
    DEAL,
    CodeError,
    CodeReason,
    Game,
    StateError,
    default_catalog,
    make_code,
    new_game,
    parse_code,
)

#: Random cases for breadth, within a few seconds for the file; the @example cases below
#: make the failures already reported certain on every run.
FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.large_base_example],
)
#: No error message, whatever it quotes, is longer than this.
MESSAGE_LIMIT = 600
CODES = ["SP1-S2C-AAAAAAD", "SP1-S4R-ZZZZZZZ", "SD1-S1-AAAAABD", "SC1-S4-AAAAAAD",
         "SS1-S2-BCDEFGH"]


def check_code_error(error: CodeError) -> None:
    assert isinstance(error.reason, CodeReason)
    assert 0 < len(str(error)) <= MESSAGE_LIMIT, str(error)[:MESSAGE_LIMIT]


def read(text: object) -> None:
    """Parse ``text`` and start its game; only a valid game or a :class:`CodeError`."""
    try:
        code = parse_code(text, default_catalog())  # type: ignore[arg-type]
    except CodeError as error:
        check_code_error(error)
        with pytest.raises(CodeError, match=f"^{re.escape(str(error))}$"):
            new_game(text)  # type: ignore[arg-type]
        return
    game = new_game(text)  # type: ignore[arg-type]
    assert game.code == str(code)
    assert parse_code(str(code), default_catalog()) == code


# --- game codes -------------------------------------------------------------------------------

WHITESPACE = " \t\n\r\x0b\x0c\x1c\x85\xa0\u2003\u3000"
digits = st.integers(min_value=1, max_value=120_000).map(lambda n: "1" * n)
shaped = st.from_regex(
    r"[A-Za-z]{0,4}[0-9]{0,6}-?[Ss]?[0-9]{0,6}[A-Za-z]{0,2}-?[A-Za-z]{0,9}", fullmatch=True)
padded = st.tuples(st.text(WHITESPACE, max_size=1200), st.sampled_from(CODES),
                   st.text(WHITESPACE, max_size=1200)).map("".join)


@st.composite
def mutated_codes(draw: st.DrawFn) -> str:
    """A real code with a few characters replaced, inserted or deleted."""
    text = list(draw(st.sampled_from(CODES)))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.integers(0, len(text)))
        what = draw(st.sampled_from(["replace", "insert", "delete"]))
        char = draw(st.characters() | st.sampled_from(string.ascii_letters + string.digits))
        if what == "insert" or where == len(text):
            text.insert(where, char)
        elif what == "replace":
            text[where] = char
        else:
            del text[where]
    return "".join(text)


any_text = st.one_of(st.text(), st.text(max_size=3000), digits, shaped, padded, mutated_codes(),
                     st.text(st.characters(codec="utf-8"), min_size=1000, max_size=100_000))


@FUZZ
@given(any_text)
@example("1" * 5000)  # Python's int() limit is 4300 digits
@example("SP" + "1" * 5000 + "-S2C-AAAAAAD")
@example("SP1-S" + "2" * 5000 + "C-AAAAAAD")
@example("\x00\x1b[31m\u202e")  # control characters, an escape sequence, bidi override
@example("🕷️SP1-S2C-AAAAAAD")
@example("x" * 100_000)
def test_any_text_is_a_code_or_a_code_error(text: str) -> None:
    read(text)


@FUZZ
@given(st.one_of(st.integers(), st.integers(min_value=10**5000, max_value=10**5001),
                 st.floats(), st.binary(), st.lists(st.text(), max_size=3),
                 st.dictionaries(st.text(), st.integers(), max_size=2), st.just(True)))
def test_a_code_of_another_type_is_a_code_error(value: object) -> None:
    with pytest.raises(CodeError,
                       match=f"^a game code must be text, not {type(value).__name__}$") as raised:
        new_game(value)  # type: ignore[arg-type]
    check_code_error(raised.value)


anything = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=50),
                     st.integers(min_value=10**5000, max_value=10**5001).map(lambda n: -n),
                     st.lists(st.integers(), max_size=3), st.binary(max_size=5))


@FUZZ
@given(
    variant=st.one_of(st.none(), st.sampled_from(["spider", "spiderette", "scorpion"]), anything),
    suits=st.one_of(st.none(), st.sampled_from([1, 2, 4]), anything),
    rule=st.one_of(st.sampled_from(["classic", "relaxed"]), anything),
    deal=st.one_of(st.none(), st.integers(min_value=-5, max_value=26**7 + 5), anything),
)
def test_code_parts_give_a_code_or_a_code_error(
    variant: Any, suits: Any, rule: Any, deal: Any
) -> None:
    try:
        code = make_code(default_catalog(), variant, suits, rule, deal)
    except CodeError as error:
        check_code_error(error)
        return
    assert parse_code(str(code), default_catalog()) == code
    assert type(code.suits) is int and type(code.deal) is int


# --- saved games --------------------------------------------------------------------------------

Data = dict[str, Any]


def played(code: str, actions: int, undos: int, seed: int) -> Data:
    """A saved game with an undo and a redo list, as the app writes one."""
    rng = random.Random(seed)
    game = new_game(code)
    for _ in range(actions):
        moves = game.legal_moves()
        if moves:
            game.move(*rng.choice(moves))
        elif game.refusal(DEAL) is None:
            game.deal()
    for _ in range(min(undos, len(game.history))):
        game.undo()
    return game.to_dict()

SAVED = [played("SP1-S2C-AAAAAAD", 40, 5, 1), played("SD1-S4-AAAAABD", 25, 3, 2),
         played("SC1-S4-AAAAAAD", 15, 2, 3), played("SP1-S1C-AAAAAAB", 120, 0, 4)]

def containers(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=6)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
    | st.sampled_from(["S", "#KS", "10H", "deal", "move", "spider", "classic", "SP1-S2C-AAAAAAD"]),
    containers,
    max_leaves=20,
)
huge_ints = st.integers(min_value=10**4400, max_value=10**4500) | st.integers(
    min_value=-(10**4500), max_value=-(10**4400)) | st.sampled_from([2**63, -(2**63), 10**18])


def nested(depth: int) -> object:
    value: object = ["deal"]
    for _ in range(depth):
        value = [value]
    return value


def replacements(draw: st.DrawFn, old: object) -> object:
    """What a damaged or hand-edited file might hold instead of ``old``."""
    kind = draw(st.sampled_from(["json", "huge", "nested", "long", "wrap", "string", "empty"]))
    if kind == "json":
        return draw(json_values)
    if kind == "huge":
        return draw(huge_ints)
    if kind == "nested":
        return nested(draw(st.integers(10, 400)))
    if kind == "long":
        item = old[0] if isinstance(old, list) and old else old
        return [copy.deepcopy(item)] * draw(st.sampled_from([150, 1000, 20_000, 200_000]))
    if kind == "wrap":
        return [old]
    if kind == "string":
        return draw(st.sampled_from(["", "1" * 5000, "x" * 300_000, "\x00", "🕷️"]))
    return [] if isinstance(old, list) else {}


def paths(data: object, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``data`` a mutation can reach (long lists sampled, not walked)."""
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index in sorted({0, len(data) // 2, len(data) - 1}) if data else []:
            found += paths(data[index], (*prefix, index))
    return found


@st.composite
def mutated_saves(draw: st.DrawFn) -> Data:
    data = copy.deepcopy(draw(st.sampled_from(SAVED)))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(paths(data)[1:]))
        parent: Any = data
        for step in path[:-1]:
            parent = parent[step]
        if isinstance(parent, dict) and draw(st.booleans()) and draw(st.booleans()):
            del parent[path[-1]]  # a dropped key
        else:
            parent[path[-1]] = replacements(draw, parent[path[-1]])
    return data


required = ["variant", "suits", "rule", "columns", "stock", "removed", "score", "moves"]
shaped_saves = st.fixed_dictionaries(
    {key: json_values for key in required},
    optional={"format": json_values, "code": json_values, "history": json_values},
)


def load(data: object) -> None:
    """Load ``data``; only a sound game or the engine's own error."""
    try:
        game = Game.from_dict(data)
    except (StateError, CodeError) as error:
        assert 0 < len(str(error)) <= MESSAGE_LIMIT, str(error)[:MESSAGE_LIMIT]
        return
    saved = game.to_dict()
    json.dumps(saved)
    assert Game.from_dict(saved).to_dict() == saved
    assert len(game.history) <= 100 and len(game.redo_actions) <= 100


@FUZZ
@given(mutated_saves())
def test_a_damaged_saved_game_loads_or_raises_state_error(data: Data) -> None:
    load(data)


@settings(FUZZ, max_examples=80)  # drawing nested JSON is the slow part, not loading it
@given(st.one_of(json_values, shaped_saves))
def test_any_json_value_loads_or_raises_state_error(data: object) -> None:
    load(data)


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(suits=10**5000),
        lambda d: d.update(score=-(10**5000)),
        lambda d: d.update(format=10**5000),
        lambda d: d.update(rule=10**5000),
        lambda d: d["history"]["undo"].__setitem__(0, ["move", 10**5000, 0, 1]),
        lambda d: d["history"]["redo"].__setitem__(0, nested(900)),
        lambda d: d["columns"].__setitem__(0, ["AS"] * 300_000),
        lambda d: d["stock"].__setitem__(0, "1" * 5000),
        lambda d: d["removed"].append(10**5000),
    ],
    ids=["huge suits", "huge score", "huge format", "huge rule", "huge action", "deep redo",
         "long column", "long token", "huge removed"],
)
def test_known_damage(damage: Callable[[Data], None]) -> None:
    """Each kind of damage once for certain, whatever the random draws above meet."""
    data = copy.deepcopy(SAVED[0])
    damage(data)
    load(data)
