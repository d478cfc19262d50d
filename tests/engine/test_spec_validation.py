"""What the validator accepts must work all the way; what it refuses, it refuses by name.

Hypothesis draws a variant that adds up (decks, a layout, a deal plan holding exactly the
rest of the cards, policies, scoring) and a rule for it, then perhaps puts one field of
either out of range. If the catalog accepts the pair, a game of every kind it offers is
dealt, played (random legal actions, deals included), saved, reloaded to the very same
position and played on, identically in the original and the copy. If it refuses, the
error is a :class:`SpecError` naming the field that was put out of range, or one whose
check that field takes part in (decks, layout and deal plan must add up together); a rule
override drawn back to the variant's own value leaves a rule that changes nothing, which
the catalog refuses by its ``variants``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from spider_qt.engine import (
    DEAL,
    Action,
    Catalog,
    Game,
    RuleSpec,
    Scoring,
    SpecError,
    VariantSpec,
    new_game,
)
from spider_qt.engine.specs import OVERRIDES
from spider_qt_builtins.spider import SPIDER

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

#: Values drawn for a field put out of range (or, by chance, into another valid value).
ODD_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "key": st.sampled_from(["", "Bad", "9lives", "a" * 40, None]),
    "name": st.sampled_from(["", "  ", None, "Fine"]),
    "letters": st.sampled_from(["", "ab", "ABCD", "A1", None, "QZ"]),
    "decks": st.sampled_from([0, -1, 9, True, 1.0, None, 2]),
    "layout": st.sampled_from([(), ((0, 0),), ((1, 13),), ((-1, 1),), (("1", 1),), ((1,),),
                               ((0, 1),) * 21, [(0, 1)], ((0, 1),)]),
    "deals": st.sampled_from([((),), ((0, 0),), ((99,),), ((0.5,),), [(0,)], ((0,),), ()]),
    "suit_options": st.sampled_from([(), (3,), (1, 1), (True,), [1], (2, 4)]),
    "default_suits": st.sampled_from([3, True, 0, 4, None]),
    "group": st.sampled_from(["rainbow", None, "descending-run", "any-face-up"]),
    "build": st.sampled_from(["up", None, "same-suit"]),
    "empty": st.sampled_from(["queen", None, "king"]),
    "deal_needs_full_columns": st.sampled_from([None, 1, "yes", False]),
    "code_has_rule": st.sampled_from([None, 0, True]),
    "scoring": st.sampled_from([
        Scoring(start=0, floor=100), Scoring(start=1.5), Scoring(removal=10**7),  # type: ignore[arg-type]
        Scoring(floor=-(10**7)), None, Scoring(start=99, floor=100), Scoring(start=100, floor=100),
        Scoring(move=2, deal=0, floor=None),
    ]),
    "order": st.sampled_from(["1", 1.5, -3]),
}
RULE_ODD_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "key": st.sampled_from(["", "Bad", None]),
    "name": st.sampled_from(["", None]),
    "letter": st.sampled_from(["C", "c", "RR", "", "É", None, "Q"]),
    "variants": st.sampled_from([(), ("nope",), ("variant", "variant"), ["variant"], (1,)]),
    "suits": st.sampled_from([(), (3,), (1, 1), (True,), [2]]),
    "group": st.sampled_from(["rainbow", 7, "same-suit-run"]),
    "build": st.sampled_from(["up", 7, "any-suit"]),
    "empty": st.sampled_from(["queen", "any"]),
    "deal_needs_full_columns": st.sampled_from(["no", 0]),
}
#: A refusal for a field may come from a check that field shares with others.
SHARED = {"decks": {"deals"}, "layout": {"deals"}, "suit_options": {"default_suits"}}


@st.composite
def variants(draw: st.DrawFn) -> dict[str, Any]:
    """The fields of a variant whose cards add up, every value in range."""
    decks = draw(st.integers(1, 3))
    columns = draw(st.integers(1, 12))
    room = decks * 52
    layout = []
    for n in range(columns):
        most = min(12, room - (columns - n - 1))  # leave a card for each later column
        up = draw(st.integers(1, max(1, min(most, 4))))
        down = draw(st.integers(0, max(0, min(6, room - up - (columns - n - 1)))))
        layout.append((down, up))
        room -= down + up
    deals = []
    while room:
        size = draw(st.integers(1, min(room, columns)))
        deals.append(tuple(draw(st.permutations(range(columns)))[:size]))
        room -= size
    options = draw(st.sampled_from([(1, 2, 4), (4,), (2, 4), (1,)]))
    floor = draw(st.sampled_from([None, 0, -50]))
    return {
        "key": "variant", "name": "Variant", "letters": "VR", "decks": decks,
        "layout": tuple(layout), "deals": tuple(deals), "suit_options": options,
        "default_suits": draw(st.sampled_from([None, options[-1]])),
        "group": draw(st.sampled_from(["same-suit-run", "descending-run", "any-face-up"])),
        "build": draw(st.sampled_from(["any-suit", "same-suit"])),
        "empty": draw(st.sampled_from(["any", "king"])),
        "deal_needs_full_columns": draw(st.booleans()),
        "code_has_rule": draw(st.booleans()),
        "scoring": Scoring(start=draw(st.integers(0, 600)), move=draw(st.integers(-5, 5)),
                           deal=draw(st.integers(-5, 5)), removal=draw(st.integers(-200, 200)),
                           floor=floor),
        "order": draw(st.integers(-5, 5)),
    }


@st.composite
def rules(draw: st.DrawFn, variant: dict[str, Any]) -> dict[str, Any]:
    """The fields of a rule for ``variant`` that changes something, every value in range."""
    changed = draw(st.sampled_from(["group", "build", "empty", "deal_needs_full_columns"]))
    values = {"group": "descending-run" if variant["group"] != "descending-run"
              else "same-suit-run",
              "build": "same-suit" if variant["build"] == "any-suit" else "any-suit",
              "empty": "king" if variant["empty"] == "any" else "any",
              "deal_needs_full_columns": not variant["deal_needs_full_columns"]}
    fields: dict[str, Any] = {"key": "rule", "name": "Rule", "letter": "Q",
                              "variants": ("variant",),
                              "suits": tuple(draw(st.permutations(variant["suit_options"])))}
    fields[changed] = values[changed]
    for other in values:  # sometimes more overrides, some equal to the variant's own
        if other != changed and draw(st.booleans()):
            fields[other] = draw(st.sampled_from([values[other], variant[other]]))
    return fields


def mutate(draw: Callable[[st.SearchStrategy[Any]], Any], fields: dict[str, Any],
           odd: dict[str, st.SearchStrategy[Any]]) -> str | None:
    """Perhaps put one field out of range; the field's name, or ``None``."""
    if not draw(st.booleans()):
        return None
    name: str = draw(st.sampled_from(sorted(odd)))
    fields[name] = draw(odd[name])
    return name


def plays_as_before(rule: dict[str, Any], variant: dict[str, Any]) -> bool:
    """Whether the rule, every override in range, leaves the variant's policies as they
    were: each override is ``None`` (keeps it) or the variant's own value, of its own type
    (``0`` equals ``False`` but is out of range)."""
    return all(rule.get(name) is None or (type(rule[name]) is type(variant[name])
                                          and rule[name] == variant[name])
               for name in OVERRIDES)


def refused_for(field: str, variant: dict[str, Any], rule: dict[str, Any]) -> set[str]:
    """The fields a refusal may name once ``field`` was put out of range (or not).

    A rule's override drawn back to the variant's own value is in range, but then the rule
    may change nothing at all: the catalog refuses it for the variant it names, which is
    ``variants``' fault, not the override's.
    """
    if field in OVERRIDES and plays_as_before(rule, variant):
        return {"variants"}
    return {field, *SHARED.get(field, ())}


def mentions(message: str, field: str, variant_name: str = "") -> bool:
    """The message names the field, as written or in words (``suit options``); a rule's
    ``variants`` may be named by the variant at fault (``Spider already plays this way``)."""
    words = {field, field.replace("_", " "), field.rstrip("s"), f"scoring.{field}"}
    if field == "variants" and variant_name:
        words.add(variant_name)
    return any(w in message for w in words) or (field == "scoring" and "scoring." in message)


def play(game: Game, choices: list[int]) -> list[Action]:
    """Random legal actions (a deal among them when it is allowed); what was played."""
    played: list[Action] = []
    for choice in choices:
        actions: list[Action] = list(game.legal_moves())
        if game.refusal(DEAL) is None:
            actions.append(DEAL)
        if not actions:
            break
        action = actions[choice % len(actions)]
        game.play(action)
        played.append(action)
    return played


@SETTINGS
@given(data=st.data())
def test_what_validates_deals_plays_saves_reloads_and_resumes(data: st.DataObject) -> None:
    variant_fields = data.draw(variants())
    broken = mutate(data.draw, variant_fields, ODD_VALUES)
    # The rule is drawn for the variant as it now is: one that changes something there.
    rule_fields = data.draw(rules(variant_fields))
    broken_rule = None if broken else mutate(data.draw, rule_fields, RULE_ODD_VALUES)
    try:
        catalog = Catalog()
        catalog.add_variant(VariantSpec(**variant_fields))
        spec = catalog.variant("variant")
        catalog.add_rule(RuleSpec(**rule_fields))
    except SpecError as error:
        field = broken or broken_rule
        assert field is not None, f"a spec in range was refused: {error}"
        assert error.field in refused_for(field, variant_fields, rule_fields), (
            field, error.field, str(error))
        assert error.field is not None
        assert mentions(str(error), error.field, variant_fields["name"]), (
            error.field, str(error))
        event(f"refused: {error.field}")
        return
    except TypeError as error:  # a dataclass given an unknown field: not what is drawn
        raise AssertionError(f"not a SpecError: {error!r}") from error
    changed = broken or broken_rule
    event("accepted" if changed is None else f"accepted with {changed} changed")
    choices = data.draw(st.lists(st.integers(0, 10**6), min_size=1, max_size=12))
    for suits in spec.suit_options:
        for rule in catalog.rules_for(spec.key, suits):
            game = new_game(variant=spec.key, suits=suits, rule=rule.key,
                            deal=data.draw(st.integers(0, 26**7 - 1)), catalog=catalog)
            assert game.code is not None and new_game(game.code, catalog=catalog).to_dict() \
                == Game.start(game.game_code).to_dict()  # type: ignore[arg-type]
            play(game, choices)
            if game.can_undo and choices[0] % 3 == 0:
                game.undo()
            saved = game.to_dict()
            again = Game.from_dict(saved, catalog=catalog)
            assert again.to_dict() == saved and again.snapshot() == game.snapshot()
            assert again.legal_moves() == game.legal_moves()
            more = [c // 7 for c in choices[:4]]
            assert play(again, more) == play(game, more)
            assert again.to_dict() == game.to_dict()


def test_scoring_that_starts_below_its_floor_is_refused() -> None:
    """The issue's example: it used to load and play, then every saved game was refused."""
    spec = dataclasses.replace(SPIDER, scoring=Scoring(start=0, floor=100))
    try:
        Catalog([spec])
    except SpecError as error:
        assert error.field == "scoring" and "below scoring.floor" in str(error)
    else:
        raise AssertionError("Scoring(start=0, floor=100) was accepted")
