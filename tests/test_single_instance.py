"""One window per profile, as a player meets it: real ``spider-qt`` starts, each in its own
interpreter (:mod:`real_start`), on one profile.

The first start keeps its window open (until the test touches its ``stop`` file) and
reports every change of its game or boxes; a second start hands its command line over,
prints the running window's answer in one line and ends without a window.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from real_start import Ran, finish, read_report, run, start

from spider_qt.session import Session
from spider_qt.single_instance import (
    MAX_MESSAGE,
    PROTOCOL,
    Claim,
    Reply,
    Request,
    claim,
    lock_file,
    server_name,
)
from spider_qt.storage.profile import Profile

#: The first window: reports what it shows whenever that changes, until ``stop`` exists.
WATCH = """
import os
seen = {"last": None}
def look():
    now = describe(window)
    key = json.dumps([now["window"], now["code"], now["boxes"], now["moves"]])
    if key != seen["last"]:
        seen["last"] = key
        report(**now)
    after(20, look)
PLAY = int(os.environ.get("PLAY_MOVES", "0"))
for _ in range(PLAY):
    window.controller.move(*window.game.legal_moves()[0])
look()
when_file(os.environ["STOP_FILE"], close)
"""
WATCH = "import json\n" + WATCH


class First:
    """The first start: its process, and a way to read what its window reported."""

    def __init__(self, profile: Path, *args: str, play: int = 0) -> None:
        self.stop = profile.parent / f"stop-{profile.name}"
        self.stop.unlink(missing_ok=True)
        self.proc = start(list(args), profile=profile, drive=WATCH,
                          env={"STOP_FILE": str(self.stop), "PLAY_MOVES": str(play)})
        self.shown = read_report(self.proc)

    def next_report(self) -> dict[str, Any]:
        return read_report(self.proc)

    def close(self) -> Ran:
        self.stop.touch()
        return finish(self.proc)

    def kill(self) -> None:
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.communicate(timeout=30)


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    folder = tmp_path / "profile"
    folder.mkdir()
    return folder


@pytest.fixture
def first(profile: Path) -> Iterator[First]:
    window = First(profile)
    yield window
    if window.proc.poll() is None:
        window.close()


def files_of(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file below ``folder`` with its size and time: what a start may not change."""
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_second_start_hands_its_deal_to_the_running_window(first: First,
                                                             profile: Path) -> None:
    assert first.shown["window"] == "MainWindow" and first.shown["moves"] == 0
    second = run(["--code", "SP1-S1C-AAAAAAD"], profile=profile)
    assert second.returncode == 0 and second.reports == []  # no window of its own
    assert second.lines == ["spider-qt is already running with this profile: its window "
                            "now plays SP1-S1C-AAAAAAD."]
    assert first.next_report()["code"] == "SP1-S1C-AAAAAAD"
    assert first.close().returncode == 0


def test_a_deal_handed_over_asks_before_a_game_in_progress_is_given_up(profile: Path) -> None:
    first = First(profile, "--code", "SP1-S2C-AAAAAAD", play=3)
    try:
        before = first.shown
        assert before["moves"] == 3 and before["boxes"] == []
        second = run(["--code", "SP1-S1C-AAAAAAD"], profile=profile)
        assert second.returncode == 0
        assert second.lines == ["spider-qt is already running with this profile: its window "
                                "asks whether to give up the game in progress for "
                                "SP1-S1C-AAAAAAD."]
        asked = first.next_report()
        assert asked["code"] == "SP1-S2C-AAAAAAD" and asked["moves"] == 3  # nothing lost yet
        assert asked["boxes"] == ["Leave this game and start a new one?"]
    finally:
        first.close()


def test_a_plain_second_start_brings_the_window_forward_and_loses_no_move(profile: Path) -> None:
    first = First(profile, "--code", "SP1-S2C-AAAAAAD", play=6)
    second = run([], profile=profile)
    assert second.returncode == 0 and second.reports == []
    assert second.lines == ["spider-qt is already running with this profile: its window was "
                            "brought to the front."]
    assert first.close().returncode == 0
    session = Session(Profile.in_folder(profile))
    assert session.first_game().moves == 6  # the first window's six moves, all of them


def test_a_bad_code_is_refused_by_the_running_window(first: First, profile: Path) -> None:
    second = run(["--code", "SP1-S3C-AAAAAAD"], profile=profile)
    assert second.returncode == 2 and second.stdout == ""
    assert second.stderr.startswith("spider-qt: ") and second.stderr.count("\n") == 1
    assert first.close().returncode == 0


def test_the_lock_of_a_killed_window_is_taken_over_at_once(profile: Path) -> None:
    first = First(profile)
    first.kill()
    assert lock_file(profile).exists()  # left behind by the killed process
    # What a start does first: the stale lock is had at the first try, so no start waits
    # for the dead window to answer.
    claimed = claim(Profile.in_folder(profile).data_folder)
    assert isinstance(claimed, Claim) and claimed.lock is not None
    claimed.release()
    second = First(profile)  # opens its own window: the stale lock is taken over
    try:
        assert second.shown["window"] == "MainWindow"
        third = run(["--code", "SP1-S1C-AAAAAAD"], profile=profile)
        assert third.returncode == 0 and "now plays SP1-S1C-AAAAAAD" in third.stdout
        assert second.next_report()["code"] == "SP1-S1C-AAAAAAD"
    finally:
        second.close()


ONE_SHOTS = [
    ["--describe", "SP1-S1C-AAAAAAD"],
    ["--solve", "SP1-S1C-AAAAAAD", "--budget", "5"],
    ["--list-variants"],
    ["--check-plugins"],
    ["--help"],
    ["--version"],
]


@pytest.mark.parametrize("args", ONE_SHOTS, ids=lambda args: args[0])
def test_one_shot_modes_work_beside_a_running_window_and_write_nothing(
    first: First, profile: Path, args: list[str]
) -> None:
    before = files_of(profile)
    ran = run(args, profile=profile)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout and "already running" not in ran.stdout + ran.stderr
    assert files_of(profile) == before


def test_a_screenshot_beside_a_running_window_writes_only_its_picture(
    first: First, profile: Path, tmp_path: Path
) -> None:
    before = files_of(profile)
    ran = run(["--screenshot", str(tmp_path / "shot.png"), "--size", "640x480"],
              profile=profile)
    assert ran.returncode == 0 and (tmp_path / "shot.png").stat().st_size > 1000
    assert files_of(profile) == before


def test_one_profile_named_two_ways_is_one_profile(first: First, profile: Path,
                                                   tmp_path: Path) -> None:
    link = tmp_path / "same-profile"
    link.symlink_to(profile)
    second = run(["--profile", str(link)], profile=None)
    assert second.returncode == 0 and second.reports == []
    assert "already running with this profile" in second.stdout


def test_two_profiles_have_a_window_each(first: First, tmp_path: Path) -> None:
    other = tmp_path / "other"
    ran = run([], profile=other)
    assert ran.returncode == 0 and ran.report["window"] == "MainWindow"


def test_a_safe_mode_second_start_says_it_changes_nothing_there(first: First,
                                                                profile: Path) -> None:
    second = run(["--safe-mode"], profile=profile)
    assert second.returncode == 0
    assert "--safe-mode applies only when spider-qt starts" in second.stdout


def test_the_running_window_ignores_what_it_cannot_read(first: First, profile: Path) -> None:
    """A client that sends junk gets a refusal; the window plays on and still answers."""
    for junk in (b"not json\n", b'{"protocol": 99}\n', b"x" * (MAX_MESSAGE + 10),
                 json.dumps({"protocol": PROTOCOL, "suits": 3}).encode() + b"\n"):
        answer = talk(server_name(profile), junk)
        assert Reply.from_line(answer).status == 2
    second = run(["--code", "SP1-S1C-AAAAAAD"], profile=profile)
    assert second.returncode == 0 and "now plays" in second.stdout


def talk(name: str, data: bytes) -> bytes:
    """Send ``data`` to the socket ``name`` as a stranger would; the first line back."""
    code = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from PySide6.QtNetwork import QLocalSocket\n"
        "app = QCoreApplication([])\n"
        "s = QLocalSocket(); s.connectToServer(sys.argv[1]); assert s.waitForConnected(5000)\n"
        "s.write(sys.stdin.buffer.read()); s.flush()\n"
        "data = b''\n"
        "while b'\\n' not in data and s.waitForReadyRead(5000): data += bytes(s.readAll())\n"
        "sys.stdout.buffer.write(data)\n"
    )
    out = subprocess.run([sys.executable, "-c", code, name], input=data, capture_output=True,
                         timeout=60, check=True)
    return out.stdout.split(b"\n", 1)[0]


@pytest.mark.parametrize("line", [
    b"", b"[]", b'{"protocol": 1, "code": 5}', b'{"protocol": 1, "suits": true}',
    b'{"protocol": 1, "reset_plugins": "yes"}', b'{"protocol": 1, "code": "' + b"A" * 300 + b'"}',
])
def test_a_request_is_checked_before_it_is_believed(line: bytes) -> None:
    with pytest.raises(ValueError):
        Request.from_line(line)


def test_a_request_goes_over_the_wire_unchanged() -> None:
    request = Request("SP1-S1C-AAAAAAD", None, 2, "relaxed", True, False)
    assert Request.from_line(request.to_line()) == request
    assert Reply.from_line(Reply(0, "fine").to_line()) == Reply(0, "fine")


def test_without_qtnetwork_the_lock_still_holds_and_a_second_start_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A build that lost QtNetwork cannot hand over; it must still never open a second
    window on the profile, and say why instead of a traceback."""
    from spider_qt import single_instance

    monkeypatch.setitem(sys.modules, "PySide6.QtNetwork", None)  # import raises ImportError
    claimed = single_instance.claim(tmp_path)
    assert isinstance(claimed, single_instance.Claim)
    try:
        assert claimed.listen(lambda request: Reply(0, "")) is False
        other = single_instance.claim(tmp_path)
        assert isinstance(other, single_instance.Running) and other.pid == os.getpid()
        reply = single_instance.hand_over(other, Request())
        assert reply.status == 1 and "close that window first" in reply.message
    finally:
        claimed.release()
