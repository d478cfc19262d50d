"""Closing when the last saves fail: the player is told before the window goes, and chooses.

A real ``spider-qt`` start (:mod:`real_start`) plays a move, then its process may no
longer write any file (``RLIMIT_FSIZE`` of 0: every write fails with the system's own
"File too large", as a full disk fails with "No space left on device"), and the player
closes the window. The box that opens is answered as a player would: close anyway, try
again once the disk has room, or go back to the game.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from real_start import run

from spider_qt.session import Session
from spider_qt.storage.profile import Profile

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="no RLIMIT_FSIZE on Windows")

#: {answer} is what the player does in the box: "close", "retry" (after room is made) or
#: "stay" (then the window is closed again, with room).
DRIVE = """
import resource, signal
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails, not the process
soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
window.controller.move(*window.game.legal_moves()[0])
window.options.card_back = "red"  # saved now, while there is room
resource.setrlimit(resource.RLIMIT_FSIZE, (0, hard))  # from here on nothing can be written
def room():
    resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
def answer():
    found = [b for b in boxes() if b.objectName() == "unsavedBox"]
    if not found:
        after(20, answer)
        return
    box = found[0]
    report(text=box.text(), info=box.informativeText(), title=box.windowTitle())
    if "{answer}" == "close":
        box.close_button.click()
    elif "{answer}" == "retry":
        room()
        box.retry_button.click()
    else:
        box.stay_button.click()
        after(0, again)  # once the close the box answered has run its course
def again():
    report(open=window.isVisible(), **describe(window))
    room()
    window.close()
after(0, answer)
window.close()
"""


def close_with_a_full_disk(profile: Path, answer: str) -> list[dict[str, object]]:
    ran = run(["--code", "SP1-S2C-AAAAAAD"], profile=profile,
              drive=DRIVE.replace("{answer}", answer))
    assert ran.returncode == 0, ran.stderr
    assert "Traceback" not in ran.stderr
    return ran.reports


def statistics(profile: Path) -> dict[str, object]:
    data = json.loads((profile / "statistics.json").read_text())
    assert isinstance(data, dict)
    return data


def test_the_box_names_what_is_not_saved_and_why(tmp_path: Path) -> None:
    (shown,) = close_with_a_full_disk(tmp_path, "close")
    assert shown["title"] == "Not Saved"
    assert shown["text"] == (
        "These could not be saved and are lost if spider-qt closes now:\n"
        "• Your settings (File too large)\n"
        "• The game in progress, so it cannot be resumed next time (File too large)\n"
        "• Your statistics of this session (File too large)")
    assert "then try again" in str(shown["info"])


def test_closing_without_saving_keeps_what_was_saved_before(tmp_path: Path) -> None:
    close_with_a_full_disk(tmp_path, "close")
    session = Session(Profile.in_folder(tmp_path))
    assert session.settings.card_back == "red"  # saved before the disk was full
    assert session.first_game().moves == 1  # the move was saved when it was played
    assert not list(tmp_path.glob(".*.tmp"))  # no half-written file left behind


def test_trying_again_with_room_saves_everything_then_closes(tmp_path: Path) -> None:
    (shown,) = close_with_a_full_disk(tmp_path, "retry")
    assert "Your statistics" in str(shown["text"])
    pending = statistics(tmp_path)["pending"]
    assert isinstance(pending, dict) and pending["key"] == "spider/2/classic"  # the quit
    session = Session(Profile.in_folder(tmp_path))
    assert session.settings.window_geometry != ""  # the close's own save went through
    assert session.first_game().moves == 1


def test_going_back_to_the_game_leaves_it_open_and_counts_it_once(tmp_path: Path) -> None:
    shown, stayed = close_with_a_full_disk(tmp_path, "stay")
    assert "Your statistics" in str(shown["text"])
    assert stayed["open"] is True and stayed["moves"] == 1  # still playing
    records = statistics(tmp_path)["records"]
    assert isinstance(records, dict)
    assert records["spider/2/classic"]["played"] == 1  # one provisional loss, not two
