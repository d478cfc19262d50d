"""The saved game: written atomically with its history, read back exactly."""

from __future__ import annotations

import json
from pathlib import Path

from spider_qt.engine import new_game
from spider_qt.storage.savegame import SavedGame, load_saved_game, write_saved_game


def test_a_saved_game_comes_back_with_its_undo_history(tmp_path: Path) -> None:
    game = new_game("SP1-S4C-AAAAAAD")
    for _ in range(3):
        game.move(*game.legal_moves()[0])
    game.deal()
    game.undo()
    path = tmp_path / "game.json"
    write_saved_game(path, SavedGame(game, "abc", started=True))
    loaded = load_saved_game(path).value
    assert (loaded.game_id, loaded.started) == ("abc", True)
    assert loaded.game.snapshot() == game.snapshot()
    assert loaded.game.code == "SP1-S4C-AAAAAAD"
    assert loaded.game.redo_actions == game.redo_actions
    loaded.game.undo()
    game.undo()
    assert loaded.game.snapshot() == game.snapshot()


def test_a_tampered_game_is_kept_aside(tmp_path: Path) -> None:
    game = new_game("SP1-S4C-AAAAAAD")
    path = tmp_path / "game.json"
    write_saved_game(path, SavedGame(game, "abc"))
    data = json.loads(path.read_text())
    data["game"]["columns"][0][-1] = "KS"  # a card too many
    path.write_text(json.dumps(data))
    loaded = load_saved_game(path)
    assert loaded.value is None and loaded.notice is not None
    assert "saved game" in loaded.notice.english()
    assert list(tmp_path.glob("game.json.corrupt-*"))
