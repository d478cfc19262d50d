"""The shipped example games win in the engine, and the pictures' names and layouts lead
back to the right positions."""

from __future__ import annotations

import json
from importlib.resources import files

import pytest

from spider_qt.engine import DEAL, Catalog, Move, new_game
from spider_qt.help.board_picture import (
    board_picture,
    parse_picture_name,
    picture_name,
    picture_position,
)
from spider_qt.help.example_lines import (
    ExampleLine,
    line_from_json,
    line_to_json,
    replay_prefix,
    shipped_example,
    shipped_examples,
    wins,
)

#: The examples every built-in game must have: the source pages' codes first.
REQUIRED = [("spider", 1, "SP1-S1C-AAAAAAD"), ("spiderette", 1, "SD1-S1-AAAAABD"),
            ("spider", 2, None), ("spider", 4, None), ("scorpion", 1, None),
            ("simple_simon", 1, None)]
FOLDER = files("spider_qt_resources") / "examples"


def test_every_shipped_file_replays_to_a_win(catalog: Catalog) -> None:
    names = sorted(p.name for p in FOLDER.iterdir() if p.name.endswith(".json"))
    assert len(names) >= len(REQUIRED)
    for name in names:
        line = line_from_json(json.loads((FOLDER / name).read_text(encoding="utf-8")))
        game = new_game(line.code, catalog=catalog)
        assert name == f"{game.variant}-{game.suits}.json"
        for action in line.actions:
            assert not game.won
            game.play(action)  # MoveError if the engine refuses it
        assert game.won, name
        assert line.generated_by.startswith("tools/make_examples.py")


@pytest.mark.parametrize(("variant", "suits", "code"), REQUIRED)
def test_the_built_in_games_have_their_examples(catalog: Catalog, variant: str, suits: int,
                                                code: str | None) -> None:
    line = shipped_example(catalog.variant(variant), suits, catalog)
    assert line is not None
    if code is not None:
        assert line.code == code
    assert new_game(line.code, catalog=catalog).rule == "classic"


def test_a_line_that_does_not_win_is_not_trusted(catalog: Catalog) -> None:
    line = shipped_example(catalog.variant("spider"), 1, catalog)
    assert line is not None and wins(line, catalog)
    assert not wins(ExampleLine(line.code, line.actions[:-1]), catalog)  # one short
    assert not wins(ExampleLine(line.code, (*line.actions, DEAL)), catalog)  # one past
    other = new_game(variant="spider", suits=1, deal=4, catalog=catalog).code or ""
    assert not wins(ExampleLine(other, line.actions), catalog)  # another deal


def test_a_variant_changed_by_a_plugin_loses_its_stale_example(catalog: Catalog) -> None:
    """A catalog whose "spider" deals differently (here: builds on its own suit only) has
    no example the line of which would be refused along the way."""
    from dataclasses import replace

    spider = replace(catalog.variant("spider"), build="same-suit")
    strict = Catalog([spider])
    assert shipped_examples(catalog.variant("spider"), catalog)
    assert shipped_example(spider, 2, strict) is None


def test_json_round_trip() -> None:
    line = ExampleLine("SP1-S1C-AAAAAAD", (Move(0, 5, 4), DEAL), "here")
    assert line_from_json(json.loads(json.dumps(line_to_json(line)))) == line
    with pytest.raises(ValueError):
        line_from_json({"code": "SP1-S1C-AAAAAAD", "line": [[0, 1]]})
    with pytest.raises(ValueError):
        line_from_json({"code": "SP1-S1C-AAAAAAD", "line": [[0, True, 2]]})


def test_picture_names_lead_back_to_the_position(catalog: Catalog) -> None:
    line = shipped_example(catalog.variant("spiderette"), 1, catalog)
    assert line is not None
    name = picture_name(line.code, 12)
    assert parse_picture_name(name) == (line.code, 12)
    game = picture_position(name, catalog)
    assert game is not None
    assert game.snapshot() == replay_prefix(line, catalog, 12).snapshot()
    assert game.moves == 12
    assert picture_position(picture_name(line.code, len(line.actions) + 1), catalog) is None
    for bad in ("board:", "board:x/y", "http://example.com/1", "board:SP1-S9C-AAAAAAD/3",
                "board:" + line.code + "/9999999"):
        assert picture_position(bad, catalog) is None
    # A solved line handed in (a plugin variant's) is found without any shipped file.
    handed = ExampleLine(line.code, line.actions[:3])
    found = picture_position(picture_name(line.code, 3), catalog, [handed])
    assert found is not None and found.moves == 3


def test_a_picture_holds_every_card_on_the_table_inside_it(catalog: Catalog) -> None:
    line = shipped_example(catalog.variant("spider"), 1, catalog)
    assert line is not None
    for played in (0, len(line.actions) // 2, len(line.actions)):
        game = replay_prefix(line, catalog, played)
        picture = board_picture(game)
        on_table = sum(len(c) for c in game.columns)
        shown = [p for p in picture.cards if p.card is not None]
        empty = sum(1 for c in game.columns if not c)
        # Every card of the columns, one back per deal left, one king per removed sequence.
        assert len(shown) == on_table + game.deals_left + game.removed
        assert len(picture.cards) - len(shown) == empty
        for placed in picture.cards:
            assert placed.x >= 0 and placed.x + picture.card_width <= picture.width
            assert placed.y >= 0 and placed.y + picture.card_height <= picture.height
        assert picture.width == 360
