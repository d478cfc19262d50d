"""The Examples page tells whole won games, and its numbers are the engine's."""

from __future__ import annotations

import html
import re
from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication

from spider_qt.engine import Catalog, Deal, Move, Scoring, VariantSpec, new_game
from spider_qt.help import examples_page
from spider_qt.help.board_picture import board_picture, parse_picture_name
from spider_qt.help.example_lines import ExampleLine, replay_prefix, shipped_example
from spider_qt.help.example_score import score_sentences, score_sum
from spider_qt.help.examples import example_game, example_to_solve
from spider_qt.i18n.texts import describe

#: A made-up variant with no shipped example, as a plugin's would be.
TINY = VariantSpec(
    key="tiny", name="Tiny", letters="TY", decks=1,
    layout=((2, 1),) * 10,  # 30 cards
    deals=(tuple(range(10)),) * 2 + ((0, 1),),  # 22 cards
    suit_options=(1,), deal_needs_full_columns=False,
    description="A test variant.", rules="Made up for this test.",
)


@pytest.fixture(autouse=True)
def app(qapp: QCoreApplication) -> QCoreApplication:
    return qapp


def text(page_html: str) -> str:
    body = re.sub(r"<style>.*?</style>", " ", page_html, flags=re.S)
    words = html.unescape(re.sub(r"<[^>]+>", " ", body)).replace("\u00a0", " ")
    return re.sub(r"\s+", " ", words).replace("(s)", "s")


def test_the_spider_page_replays_its_games_to_the_end(catalog: Catalog) -> None:
    spider = catalog.variant("spider")
    page = examples_page(spider, catalog)
    assert page == examples_page(spider, catalog)
    words = text(page)
    for suits in (1, 2, 4):
        line = shipped_example(spider, suits, catalog)
        assert line is not None
        game = replay_prefix(line, catalog, len(line.actions))
        assert game.won
        assert line.code in words
        # Every action is told, numbered as the engine counts moves, the last one too.
        assert f" {game.moves}. Move the " in words
        found = score_sum(game)
        assert found.total == game.score  # the floor never held the score here
        removal = spider.scoring.removal
        assert (f"Won in {game.moves} moves: {spider.scoring.start} − {game.moves} + "
                f"{game.removed} × {removal} = {game.score} points.") in words
    assert words.index("SP1-S1C-AAAAAAD") < words.index("SP1-S2C-") < words.index("SP1-S4C-")


def test_the_page_starts_from_the_described_table_and_pictures_the_key_moments(
        catalog: Catalog) -> None:
    spiderette = catalog.variant("spiderette")
    line = shipped_example(spiderette, 1, catalog)
    assert line is not None and line.code == "SD1-S1-AAAAABD"
    page = examples_page(spiderette, catalog)
    start = describe(new_game(line.code, catalog=catalog))
    assert start in html.unescape(page)
    names = re.findall(r'<img src="([^"]+)" width="(\d+)" height="(\d+)"', page)
    played = [parse_picture_name(html.unescape(name)) for name, _, _ in names]
    assert played[0] == (line.code, 0) and played[-1] == (line.code, len(line.actions))
    # A picture before each deal, after each removal, and at the end.
    game = new_game(line.code, catalog=catalog)
    expected = [0]
    for index, action in enumerate(line.actions, 1):
        outcome = game.play(action)
        following = line.actions[index] if index < len(line.actions) else None
        if game.won or isinstance(following, Deal) or outcome.removed:
            expected.append(index)
    assert [count for _, count in played] == expected
    # The size given is the size the picture will be drawn at.
    for (name, width, height), (_, count) in zip(names, played, strict=True):
        picture = board_picture(replay_prefix(line, catalog, count))
        assert (int(width), int(height)) == (picture.width, picture.height), name


def test_a_move_names_the_card_it_goes_onto(catalog: Catalog) -> None:
    line = shipped_example(catalog.variant("spider"), 1, catalog)
    assert line is not None
    game = new_game(line.code, catalog=catalog)
    first = line.actions[0]
    assert isinstance(first, Move)
    onto = game.columns[first.dst][-1]
    moved = game.columns[first.src][first.start]
    words = text(examples_page(catalog.variant("spider"), catalog))
    assert f"1. Move the {moved.name} from column {first.src + 1} onto the {onto.name} " \
           f"in column {first.dst + 1}." in words


def test_a_variant_without_a_shipped_game_waits_for_one(catalog: Catalog) -> None:
    tiny = Catalog([TINY])
    words = text(examples_page(TINY, tiny))
    code = example_game(TINY, tiny).code or ""
    assert "Working out an example" in words and code in words and "Won in" not in words
    assert "No won game of Tiny could be worked out" in text(examples_page(TINY, tiny, []))
    # A line that does not win is not told.
    assert "Working out" not in text(examples_page(TINY, tiny, [ExampleLine(code, ())]))


def test_a_solved_line_handed_in_is_told_with_the_variants_own_points(catalog: Catalog) -> None:
    """A plugin variant's example, once solved, is told like a shipped one: here a copy of
    Spiderette under other points, played with Spiderette's shipped line."""
    line = shipped_example(catalog.variant("spiderette"), 1, catalog)
    assert line is not None
    points = Scoring(start=100, move=-2, deal=-5, removal=50, floor=None)
    copy = replace(catalog.variant("spiderette"), key="copy", name="Copy", letters="CP",
                   scoring=points)
    copies = Catalog([copy])
    code = line.code.replace("SD", "CP", 1)
    won = ExampleLine(code, line.actions)
    game = replay_prefix(won, copies, len(won.actions))
    assert game.won
    deals = len(copy.deals)
    total = 100 - 2 * (game.moves - deals) - 5 * deals + 50 * 4
    assert game.score == total
    words = text(examples_page(copy, copies, [won]))
    assert (f"Won in {game.moves} moves: 100 − {game.moves - deals} × 2 − {deals} × 5 + "
            f"4 × 50 = {total} points.") in words
    assert "floor" not in words and "never fell" not in words


def test_a_score_held_at_the_floor_is_told_as_it_happened(catalog: Catalog) -> None:
    line = shipped_example(catalog.variant("spiderette"), 1, catalog)
    assert line is not None
    poor = replace(catalog.variant("spiderette"), key="poor", name="Poor", letters="PR",
                   scoring=Scoring(start=5, move=-1, deal=-1, removal=100, floor=0))
    catalog_poor = Catalog([poor])
    game = replay_prefix(ExampleLine(line.code.replace("SD", "PR", 1), line.actions),
                         catalog_poor, len(line.actions))
    assert game.won and score_sum(game).total != game.score
    said = " ".join(score_sentences(game))
    assert f"so the game ended with {game.score} points instead" in said


def test_only_a_variant_without_a_shipped_game_asks_for_a_solve(catalog: Catalog) -> None:
    assert example_to_solve(catalog.variant("spider"), catalog) is None
    tiny = Catalog([TINY])
    assert example_to_solve(TINY, tiny) == example_game(TINY, tiny).code
