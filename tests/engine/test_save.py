"""Saving and loading: to_dict/from_dict round trips and every check loading makes."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from game_helpers import deal_allowed, state

from spider_qt.engine import Card, Catalog, Game, MoveError, StateError, new_game
from spider_qt.engine.save import MAX_REPLAYED

PositionFactory = Callable[..., Game]
Data = dict[str, Any]


# --- helpers --------------------------------------------------------------------------------






def play(game: Game, count: int) -> list[Data]:
    """Play ``count`` legal actions (moves, and a deal now and then); return every state seen.

    The first entry is the state before the first action.
    """
    seen = [state(game)]
    for i in range(count):
        moves = game.legal_moves()
        if (i % 4 == 3 or not moves) and deal_allowed(game):
            game.deal()
        elif moves:
            game.move(*moves[(7 * i) % len(moves)])
        else:
            break
        seen.append(state(game))
    return seen


def round_trip(game: Game, **kwargs: Any) -> Game:
    return Game.from_dict(game.to_dict(), **kwargs)


def fresh(code: str = "SP1-S4C-AAAAAAD") -> Data:
    return new_game(code).to_dict()


def load_error(data: object, **kwargs: Any) -> str:
    with pytest.raises(StateError, match=r"^.{1,600}$") as info:  # callers check the words
        Game.from_dict(data, **kwargs)
    return str(info.value)


def spiderette_removal_position() -> Data:
    """A complete 4-suit Spiderette position one move from removing the spades.

    Column 1 holds a face-down king of hearts under king to 2 of spades; the ace of
    spades lies alone in column 2; the rest of the deck fills columns 3-7.
    """
    spades = [f"{r}S" for r in ("K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")]
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    rest = [f"{r}{s}" for s in "HDC" for r in ranks if f"{r}{s}" != "KH"]
    assert len(rest) == 38
    columns: list[list[str]] = [["#KH", *spades], ["AS"]]
    for chunk in (rest[0:8], rest[8:16], rest[16:24], rest[24:31], rest[31:38]):
        columns.append(["#" + t for t in chunk[:-1]] + [chunk[-1]])
    return {
        "variant": "spiderette", "suits": 4, "rule": "classic",
        "columns": columns, "stock": [], "removed": [], "score": 480, "moves": 20,
    }


# --- round trips ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "code", ["SP1-S1C-AAAAAAD", "SP1-S2R-AAAAAAD", "SP1-S4C-ZZZZZZZ", "SD1-S1-AAAAABD",
             "SD1-S4-AAAAABD"],
)
def test_new_game_round_trip(code: str) -> None:
    game = new_game(code)
    data = game.to_dict()
    assert "history" not in data
    assert data["format"] == 1
    loaded = Game.from_dict(data)
    assert loaded.to_dict() == data
    assert loaded.code == code
    assert (loaded.variant, loaded.suits, loaded.rule) == (game.variant, game.suits, game.rule)
    assert (loaded.stock, loaded.deals_left, loaded.score, loaded.moves, loaded.removed) == (
        game.stock, game.deals_left, game.score, game.moves, game.removed)
    assert loaded.columns == game.columns
    assert not loaded.can_undo and not loaded.can_redo


@pytest.mark.parametrize("code", ["SP1-S2C-AAAAAAD", "SD1-S4-AAAAABD", "SP1-S4R-AAAAAAB"])
def test_round_trip_after_moves_and_deals(code: str) -> None:
    game = new_game(code)
    play(game, 30)
    assert game.moves > 0
    assert game.stock < (50 if game.variant == "spider" else 24), "the test should have dealt"
    loaded = round_trip(game)
    assert loaded.to_dict() == game.to_dict()
    assert loaded.deals_left == game.deals_left
    assert loaded.legal_moves() == game.legal_moves()


def test_round_trip_through_json() -> None:
    game = new_game("SP1-S2R-AAAAAAD")
    play(game, 25)
    game.undo()
    game.undo()
    data = game.to_dict()
    text = json.dumps(data)
    loaded = Game.from_dict(json.loads(text))
    assert loaded.to_dict() == data
    assert json.dumps(loaded.to_dict()) == text


def test_resumed_game_undoes_and_redoes_to_the_same_snapshots() -> None:
    game = new_game("SP1-S2C-AAAAAAD")
    seen = play(game, 24)
    assert len(seen) == 25
    for _ in range(6):
        game.undo()
    loaded = round_trip(game)
    assert state(loaded) == seen[18]
    assert loaded.can_undo and loaded.can_redo
    # Redo forward to the end, then undo back to the start, checking every snapshot.
    for n in range(19, 25):
        loaded.redo()
        assert state(loaded) == seen[n]
    assert not loaded.can_redo
    for n in range(23, -1, -1):
        loaded.undo()
        assert state(loaded) == seen[n]
    assert not loaded.can_undo
    assert loaded.code == "SP1-S2C-AAAAAAD"


def test_redo_list_survives_save_and_is_in_order() -> None:
    game = new_game("SD1-S2-AAAAABD")
    seen = play(game, 10)
    for _ in range(10):
        game.undo()
    data = game.to_dict()
    assert state(game) == seen[0]
    assert len(data["history"]["undo"]) == 0
    assert len(data["history"]["redo"]) == 10
    loaded = Game.from_dict(data)
    assert not loaded.can_undo
    for n in range(1, 11):
        loaded.redo()
        assert state(loaded) == seen[n]


def test_history_keeps_the_last_100_actions() -> None:
    game = new_game("SP1-S1C-AAAAAAB")
    seen = play(game, 130)
    assert len(seen) == 131, "the deterministic player ran out of actions"
    data = game.to_dict()
    assert len(data["history"]["undo"]) == 100
    assert data["history"]["base"] == {
        k: seen[30][k] for k in ("columns", "stock", "removed", "score", "moves")
    }
    loaded = Game.from_dict(data)
    for n in range(129, 29, -1):
        loaded.undo()
        assert state(loaded) == seen[n]
    assert not loaded.can_undo


def test_removal_round_trip_with_complete_deck() -> None:
    game = Game.from_dict(spiderette_removal_position())
    before = state(game)
    game.move(1, 0, 0)
    assert game.removed == 1
    assert game.to_dict()["removed"] == ["S"]
    assert game.columns[0][0].token == "KH"  # the card beneath turned face up
    assert game.columns[1] == ()
    assert (game.score, game.moves) == (579, 21)
    loaded = round_trip(game)
    assert loaded.to_dict() == game.to_dict()
    assert loaded.removed == 1
    loaded.undo()
    assert state(loaded) == before
    loaded.redo()
    assert state(loaded) == state(game)


def test_removal_round_trip_constructed(position: PositionFactory, catalog: Catalog) -> None:
    spades = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    fillers = [["KD"], ["KC"], ["QD"], ["QC"], ["JD"], ["JC"], ["10D"]]
    game = position([["#5H", *spades], ["AS"], ["9H"], *fillers], removed=["H"])
    game.move(1, 0, 0)
    assert game.removed == 2
    data = game.to_dict()
    assert data["removed"] == ["H", "S"]
    assert data["columns"][0] == ["5H"]
    loaded = Game.from_dict(data, complete_deck=False, catalog=catalog)
    assert loaded.to_dict() == data
    loaded.undo()
    assert loaded.removed == 1
    assert loaded.to_dict()["columns"][0] == ["#5H", *spades]


def test_code_history_and_format_are_optional() -> None:
    data = fresh("SP1-S2C-AAAAAAD")
    del data["code"], data["format"]
    game = Game.from_dict(data)
    assert game.code is None
    assert "code" not in game.to_dict()
    assert game.to_dict()["format"] == 1
    assert state(game)["columns"] == fresh("SP1-S2C-AAAAAAD")["columns"]


def test_code_none_is_accepted() -> None:
    data = fresh("SD1-S1-AAAAABD")
    data["code"] = None
    assert Game.from_dict(data).code is None


def test_stock_face_marks_are_optional_when_reading() -> None:
    data = fresh("SP1-S2C-AAAAAAD")
    data["stock"] = [t.lstrip("#") for t in data["stock"]]
    assert Game.from_dict(data).to_dict() == fresh("SP1-S2C-AAAAAAD")


def test_tokens_are_read_case_insensitively() -> None:
    data = fresh("SP1-S4C-AAAAAAD")
    data["columns"] = [[t.lower() for t in c] for c in data["columns"]]
    assert Game.from_dict(data).to_dict() == fresh("SP1-S4C-AAAAAAD")


def test_spiderette_score_may_be_negative() -> None:
    data = fresh("SD1-S4-AAAAABD")
    data["score"] = -40
    assert Game.from_dict(data).score == -40


def test_deals_left_follows_from_the_stock() -> None:
    game = new_game("SD1-S1-AAAAABD")
    for expected_stock, expected_left in ((17, 3), (10, 2), (3, 1), (0, 0)):
        game.deal()
        loaded = round_trip(game)
        assert (loaded.stock, loaded.deals_left) == (expected_stock, expected_left)


# --- what loading refuses -------------------------------------------------------------------


def test_state_error_is_a_value_error() -> None:
    assert issubclass(StateError, ValueError)


@pytest.mark.parametrize("data", [None, [], "SP1-S1C-AAAAAAD", 42])
def test_not_a_dict(data: object) -> None:
    assert "must be a JSON object" in load_error(data)


@pytest.mark.parametrize(
    "key", ["variant", "suits", "rule", "columns", "stock", "removed", "score", "moves"]
)
def test_missing_key(key: str) -> None:
    data = fresh()
    del data[key]
    message = load_error(data)
    assert "lacks" in message and key in message


def test_unknown_variant() -> None:
    data = fresh()
    data["variant"] = "freecell"
    assert "unknown variant 'freecell'" in load_error(data)


def test_unknown_rule() -> None:
    data = fresh()
    data["rule"] = "easy"
    assert "rule 'easy' is not offered" in load_error(data)


@pytest.mark.parametrize(
    ("code", "suits", "rule"),
    [("SP1-S4C-AAAAAAD", 1, "relaxed"), ("SD1-S4-AAAAABD", 4, "relaxed"),
     ("SD1-S2-AAAAABD", 2, "relaxed")],
)
def test_rule_not_offered_for_those_suits(code: str, suits: int, rule: str) -> None:
    data = fresh(code)
    data.pop("code")
    data["suits"], data["rule"] = suits, rule
    message = load_error(data)
    assert f"rule {rule!r} is not offered" in message
    assert f"{suits} suit" in message


@pytest.mark.parametrize("suits", [0, 3, 8, -1, "2", 2.0, None])
def test_wrong_suits(suits: object) -> None:
    data = fresh()
    data["suits"] = suits
    assert f"not played with {suits!r} suit" in load_error(data)


def test_suits_not_matching_the_cards() -> None:
    data = fresh("SP1-S4C-AAAAAAD")
    del data["code"]
    data["suits"] = 2
    # 4-suit cards in a 2-suit game: diamonds are not in its deck at all.
    assert "appears" in load_error(data)


@pytest.mark.parametrize("token", ["QX", "1S", "", "#", "10", 5, None])
def test_bad_token_in_a_column(token: object) -> None:
    data = fresh()
    data["columns"][3][-1] = token
    message = load_error(data)
    assert "column 4" in message
    assert "not a card" in message or "must be a string" in message


def test_bad_token_in_the_stock() -> None:
    data = fresh()
    data["stock"][7] = "#ZZ"
    message = load_error(data)
    assert "stock" in message and "'#ZZ' is not a card" in message


def test_column_not_a_list() -> None:
    data = fresh()
    data["columns"][2] = "QS"
    assert "column 3 must be a list of card tokens" in load_error(data)


def test_a_card_duplicated() -> None:
    data = fresh("SP1-S4C-AAAAAAD")
    # Replace a face-down card by a copy of another card: that card now appears 3 times.
    victim = data["columns"][0][0]
    twin = next(t for c in data["columns"] for t in c if t.lstrip("#") != victim.lstrip("#"))
    data["columns"][0][0] = "#" + twin.lstrip("#")
    message = load_error(data)
    assert "appears 3 times" in message and "the deck has 2" in message


def test_a_card_duplicated_even_with_incomplete_deck(catalog: Catalog) -> None:
    data = {
        "variant": "spiderette", "suits": 4, "rule": "classic",
        "columns": [["QS"], ["QS"], [], [], [], [], []],
        "stock": [], "removed": [], "score": 500, "moves": 0,
    }
    message = load_error(data, complete_deck=False, catalog=catalog)
    assert "queen of spades appears 2 times" in message


def test_a_removed_sequence_counts_its_cards(catalog: Catalog) -> None:
    # One deck holds one king of spades; a removed spade sequence already used it.
    data = {
        "variant": "spiderette", "suits": 4, "rule": "classic",
        "columns": [["KS"], [], [], [], [], [], []],
        "stock": [], "removed": ["S"], "score": 500, "moves": 0,
    }
    assert "king of spades appears 2 times" in load_error(
        data, complete_deck=False, catalog=catalog)


def test_a_card_missing() -> None:
    data = fresh("SP1-S4C-AAAAAAD")
    gone = data["columns"][0].pop(0)
    message = load_error(data)
    assert f"the {Card.parse(gone).name} is missing (1 of 2)" in message


def test_incomplete_deck_is_allowed_when_asked(catalog: Catalog) -> None:
    data = fresh("SP1-S4C-AAAAAAD")
    data["columns"][0].pop(0)
    game = Game.from_dict(data, complete_deck=False, catalog=catalog)
    assert len(game.columns[0]) == 5


def test_face_down_card_on_a_face_up_one() -> None:
    data = fresh()
    data["columns"][0][1] = data["columns"][0][1].lstrip("#")
    assert "column 1: a face-down card lies on a face-up one" in load_error(data)


def test_last_card_face_down() -> None:
    data = fresh()
    data["columns"][4][-1] = "#" + data["columns"][4][-1]
    assert "column 5: the last card must be face up" in load_error(data)


def test_completed_sequence_left_in_a_column(position: PositionFactory) -> None:
    ranks = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
    with pytest.raises(StateError, match="completed sequence"):
        position([[f"{r}H" for r in ranks]] + [["KS"]] * 9)


@pytest.mark.parametrize("count", [9, 11, 0])
def test_wrong_number_of_columns(count: int) -> None:
    data = fresh()
    data["columns"] = (data["columns"] + [[]])[:count]
    assert "Spider has 10 columns" in load_error(data)


@pytest.mark.parametrize("moved", [1, 5, 9, 11])
def test_stock_size_fits_no_deal(moved: int) -> None:
    data = fresh()
    for _ in range(moved):
        data["columns"][0].append(data["stock"].pop().lstrip("#"))
    data["columns"][0] = [
        t if i == len(data["columns"][0]) - 1 else "#" + t.lstrip("#")
        for i, t in enumerate(data["columns"][0])
    ]
    message = load_error(data)
    assert f"a stock of {50 - moved} cards fits no point of the deal plan" in message
    assert "0, 10, 20, 30, 40, 50" in message


def test_spiderette_stock_sizes() -> None:
    data = fresh("SD1-S4-AAAAABD")
    data["columns"][6].append(data["stock"].pop().lstrip("#"))
    data["columns"][6][-2] = "#" + data["columns"][6][-2]
    message = load_error(data)
    assert "a stock of 23 cards" in message and "0, 3, 10, 17, 24" in message


@pytest.mark.parametrize("letter", ["X", "s", "", "spades", 1, None, ["S"]])
def test_bad_removed_letter(letter: object) -> None:
    data = fresh()
    data["removed"] = [letter]
    assert f"{letter!r} is not a suit of this game" in load_error(data)


def test_removed_suit_not_in_this_game() -> None:
    data = fresh("SP1-S2C-AAAAAAD")
    data["removed"] = ["D"]
    assert "'D' is not a suit of this game" in load_error(data)


def test_removed_not_a_list() -> None:
    data = fresh()
    data["removed"] = "S"
    assert "removed must be a list" in load_error(data)


@pytest.mark.parametrize("score", [-1, -500])
def test_score_below_spider_floor(score: int) -> None:
    data = fresh()
    data["score"] = score
    assert f"score {score} is below Spider's floor of 0" in load_error(data)


@pytest.mark.parametrize("score", [500.0, "500", None])
def test_score_not_a_whole_number(score: object) -> None:
    data = fresh()
    data["score"] = score
    assert "score must be a whole number" in load_error(data)


@pytest.mark.parametrize("moves", [-1, 1.5, "3", None])
def test_bad_moves(moves: object) -> None:
    data = fresh()
    data["moves"] = moves
    assert "moves must be a whole number from 0" in load_error(data)


@pytest.mark.parametrize(
    ("key", "value", "fragment"),
    [
        ("score", True, "score must be a whole number"),
        ("moves", False, "moves must be a whole number"),
        ("moves", True, "moves must be a whole number"),
        ("suits", True, "not played with True suit"),
        ("format", True, "save format True"),
    ],
)
def test_bool_where_int_expected(key: str, value: bool, fragment: str) -> None:
    data = fresh()
    data[key] = value
    assert fragment in load_error(data)


@pytest.mark.parametrize(
    ("code", "suits", "rule"),
    [
        ("SP1-S2C-AAAAAAD", 4, "classic"),  # other suit count
        ("SP1-S4R-AAAAAAD", 4, "classic"),  # other rule
        ("SD1-S4-AAAAABD", 4, "classic"),  # other variant
    ],
)
def test_code_contradicting_the_game(code: str, suits: int, rule: str) -> None:
    data = fresh("SP1-S4C-AAAAAAD")
    data["code"] = code
    assert f"code {code!r} is for another variant, suit count or rule" in load_error(data)


@pytest.mark.parametrize("code", ["XX", "SP2-S4C-AAAAAAD", 5])
def test_bad_code(code: object) -> None:
    data = fresh("SP1-S4C-AAAAAAD")
    data["code"] = code
    assert "bad code" in load_error(data)


@pytest.mark.parametrize("version", [2, 99, 0, "1", 1.0])
def test_unknown_format(version: object) -> None:
    data = fresh()
    data["format"] = version
    assert f"save format {version!r} is not known" in load_error(data)


# --- history checks -------------------------------------------------------------------------


def played(code: str = "SP1-S2C-AAAAAAD", count: int = 6) -> Data:
    game = new_game(code)
    play(game, count)
    return game.to_dict()


def test_history_not_leading_to_the_saved_position() -> None:
    data = played()
    data["history"]["undo"].pop()
    assert "does not lead to the saved position" in load_error(data)


def test_history_with_no_actions_must_equal_the_position() -> None:
    data = played()
    data["history"]["undo"] = []
    assert "does not lead to the saved position" in load_error(data)


def test_history_base_altered() -> None:
    data = played()
    base = data["history"]["base"]
    base["columns"][0], base["columns"][1] = base["columns"][1], base["columns"][0]
    message = load_error(data)
    assert "history" in message


def test_illegal_history_action() -> None:
    data = played()
    # Column 1 starts with a face-down card at index 0: it cannot move.
    data["history"]["undo"][0] = ["move", 0, 0, 1]
    message = load_error(data)
    assert "history action 1 (['move', 0, 0, 1]) is refused" in message
    assert "face-down" in message


def test_illegal_redo_action() -> None:
    game = new_game("SP1-S2C-AAAAAAD")
    play(game, 6)
    game.undo()
    data = game.to_dict()
    data["history"]["redo"] = [["move", 0, 0, 0]]
    assert "redo action 1 is refused" in load_error(data)


@pytest.mark.parametrize(
    "action", [["jump"], ["move", 1, 2], ["move", "1", 2, 3], ["move", True, 0, 1], "deal",
               ["Deal"], None],
)
def test_malformed_history_action(action: object) -> None:
    data = played()
    data["history"]["undo"][0] = action
    assert "is not an action" in load_error(data)


def test_a_long_undo_list_keeps_its_last_100_actions() -> None:
    """A file may list more than this release keeps (another release's limit): all are
    replayed to check them, and the base moves up to before the last 100."""
    game = new_game("SP1-S1C-AAAAAAB")
    start = state(game)
    actions = []
    for _ in range(150):
        play(game, 1)
        actions.append(game.to_dict()["history"]["undo"][-1])
    data = game.to_dict()
    long = copy.deepcopy(data)
    long["history"]["base"] = {k: start[k] for k in ("columns", "stock", "removed", "score",
                                                      "moves")}
    long["history"]["undo"] = actions
    del long["history"]["earlier"]  # the other release kept them all to undo
    assert Game.from_dict(long).to_dict() == data


def test_undo_lists_beyond_the_replay_limit_are_refused_unread() -> None:
    data = played()
    data["history"]["undo"] = [["jump"]] * (MAX_REPLAYED + 1)  # not read: no "not an action"
    assert (f"history holds {MAX_REPLAYED + 1} actions to undo; at most {MAX_REPLAYED} are "
            "read (and the last 100 kept)") in load_error(data)


def test_a_long_redo_list_keeps_the_next_100_actions() -> None:
    game = new_game("SP1-S1C-AAAAAAB")
    play(game, 120)
    for _ in range(100):
        game.undo()
    data = game.to_dict()
    long = copy.deepcopy(data)
    long["history"]["redo"] += [["move", 0, 0, 0]] * 100_000  # beyond 100: dropped unread
    assert Game.from_dict(long).to_dict() == data


@pytest.mark.parametrize(
    ("where", "value", "words"),
    [
        ("columns", [["AS"] * 105] + [[]] * 9, "column 1: 105 cards, but the deck holds 104"),
        ("stock", ["#AS"] * 105, "stock: 105 cards, but the deck holds 104"),
        ("removed", ["S"] * 9, "9 sequences removed, but the deck holds 8"),
        ("score", 10**9 + 1, "score must be a whole number from -1000000000 to 1000000000"),
        ("moves", 10**5000, "not <a number of about 5001 digits>"),
        ("suits", 10**5000, "Spider is not played with <a number of about 5001 digits> suit"),
        ("variant", "x" * 10**6, "unknown variant 'xxxxxxxx"),
        ("stock", ["1" * 5000], "stock: '111111111111"),
    ],
    ids=["long column", "long stock", "long removed", "big score", "huge moves", "huge suits",
         "long variant", "long token"],
)
def test_what_no_game_holds_is_refused_before_it_is_read(
    where: str, value: object, words: str
) -> None:
    data = fresh()
    data[where] = value
    message = load_error(data)
    assert words in message
    assert len(message) < 300


@pytest.mark.parametrize("action", [["move", 10, 0, 1], ["move", 0, 104, 1], ["move", -1, 0, 1],
                                    ["move", 0, 0, 10**5000]],
                         ids=["column 10", "card 104", "column -1", "huge"])
def test_actions_outside_the_table_are_not_actions(action: list[object]) -> None:
    data = played()
    data["history"]["undo"][0] = action
    assert "is not an action" in load_error(data)


def test_exactly_100_undo_actions_load() -> None:
    game = new_game("SP1-S1C-AAAAAAB")
    play(game, 100)
    data = game.to_dict()
    assert len(data["history"]["undo"]) == 100
    assert Game.from_dict(data).to_dict() == data


@pytest.mark.parametrize("history", [[], "x", {"undo": [], "redo": []},
                                     {"base": {}, "undo": [], "redo": []}])
def test_malformed_history(history: object) -> None:
    data = played()
    data["history"] = history
    assert "history" in load_error(data)


def test_history_base_is_validated_like_a_position() -> None:
    data = played()
    data["history"]["base"]["score"] = -3
    assert "the history base: score -3 is below Spider's floor" in load_error(data)


def test_loading_does_not_change_the_input() -> None:
    data = played()
    snapshot = copy.deepcopy(data)
    Game.from_dict(data)
    assert data == snapshot


def test_loaded_game_plays_on() -> None:
    game = new_game("SP1-S2C-AAAAAAD")
    play(game, 10)
    loaded = round_trip(game)
    move = loaded.legal_moves()[0]
    game.move(*move)
    loaded.move(*move)
    assert loaded.to_dict() == game.to_dict()
    with pytest.raises(MoveError, match=r"^Cards must move to a different column\.$"):
        loaded.move(0, 0, 0)


def test_complete_deck_tells_a_real_deal_from_a_puzzle(position: PositionFactory) -> None:
    assert new_game("SP1-S2C-AAAAAAD").complete_deck
    game = new_game("SD1-S4-AAAAABD")
    game.deal()
    assert game.complete_deck
    assert not position([["KS"]] + [[]] * 9).complete_deck
