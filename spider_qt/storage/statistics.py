"""Statistics per variant × suits × rule, and the rules for counting a game.

A game counts once its first move is made. It ends as a win, or as a loss when
the player starts another game. Quitting a started game counts as a loss at
once, so deleting the saved game cannot dodge it; resuming that game later
takes the loss back, so it is not counted twice. Every result is recorded
against the game's id, which makes recording idempotent: a crash between two
writes can repeat a step without counting a game twice.

A game played with help (a hint, the demo, a replayed winning line) is marked by its
id (:meth:`Statistics.mark_assisted`) and counted apart, in ``assisted_played`` and
``assisted_won``: it never sets a best score, fewest moves, a best time or a streak, and an assisted
loss still ends the streak (asking for help cannot hide a loss). The mark is kept in
the statistics file, not in the saved game, so it survives quitting and resuming.

The best time (``best_seconds``, whole seconds of time played) came later than the other
figures: a record from before it, or of games won before it, simply has none.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Final

from spider_qt.engine.values import is_whole

from .files import FileFormatError, check_format, read_json, write_json
from .notices import FileNotice, FileRole, Trouble

FORMAT: Final = 1
#: Assisted-game marks kept at most (the game in progress and a few parked ones).
MAX_ASSISTED_MARKS: Final = 50
_KEY = re.compile(r"^[a-z][a-z0-9_]*/[124]/[a-z][a-z0-9_]*$")


def record_key(variant: str, suits: int, rule: str) -> str:
    return f"{variant}/{suits}/{rule}"


@dataclass
class Record:
    """One variant × suits × rule."""

    played: int = 0
    won: int = 0
    best_score: int | None = None
    fewest_moves: int | None = None
    streak: int = 0
    longest_streak: int = 0
    assisted_played: int = 0
    assisted_won: int = 0
    best_seconds: int | None = None  # the shortest time played of a win, in whole seconds

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


@dataclass
class Pending:
    """A loss counted when a started game was quit; resuming that game takes it back."""

    game_id: str
    key: str
    streak_before: int
    assisted: bool = False


def _count(value: object, name: str, optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    negative_ok = name == "best_score"  # Spiderette scores have no floor
    if not is_whole(value) or (value < 0 and not negative_ok):
        raise FileFormatError(f"{name} must be a whole number from 0, not {value!r}")
    return value


def parse_statistics(data: object) -> tuple[dict[str, Record], Pending | None, str | None]:
    envelope = check_format(data, FORMAT)
    raw = envelope.get("records")
    if not isinstance(raw, dict):
        raise FileFormatError("its records are not a JSON object")
    records: dict[str, Record] = {}
    for key, fields in raw.items():
        if not _KEY.match(key) or not isinstance(fields, dict):
            raise FileFormatError(f"{key!r} is not a variant/suits/rule record")
        record = Record(
            played=_count(fields.get("played"), "played") or 0,
            won=_count(fields.get("won"), "won") or 0,
            best_score=_count(fields.get("best_score"), "best_score", optional=True),
            fewest_moves=_count(fields.get("fewest_moves"), "fewest_moves", optional=True),
            streak=_count(fields.get("streak"), "streak") or 0,
            longest_streak=_count(fields.get("longest_streak"), "longest_streak") or 0,
            # Files from before assisted games were counted have neither: none then.
            assisted_played=_count(fields.get("assisted_played", 0), "assisted_played") or 0,
            assisted_won=_count(fields.get("assisted_won", 0), "assisted_won") or 0,
            # Optional: files from before best times were kept have none.
            best_seconds=_count(fields.get("best_seconds"), "best_seconds", optional=True),
        )
        if (record.won > record.played or record.streak > record.longest_streak
                or record.assisted_won > record.assisted_played):
            raise FileFormatError(f"the counts of {key} contradict each other")
        records[key] = record
    pending = envelope.get("pending")
    if pending is not None:
        if not isinstance(pending, dict) or not isinstance(pending.get("game_id"), str) \
                or not _KEY.match(str(pending.get("key"))):
            raise FileFormatError("its pending loss is not readable")
        pending = Pending(pending["game_id"], pending["key"],
                          _count(pending.get("streak_before"), "streak_before") or 0,
                          pending.get("assisted") is True)
    last = envelope.get("last_game")
    if last is not None and not isinstance(last, str):
        raise FileFormatError("last_game must be a game id")
    return records, pending, last


def parse_assisted(data: object) -> list[str]:
    """The ids of the games marked as played with help (none in older files)."""
    marks = data.get("assisted", []) if isinstance(data, dict) else []
    if not isinstance(marks, list) or not all(isinstance(m, str) for m in marks):
        raise FileFormatError("assisted must be a list of game ids")
    return marks[-MAX_ASSISTED_MARKS:]


def _parse_file(data: object) -> tuple[dict[str, Record], Pending | None, str | None, list[str]]:
    records, pending, last = parse_statistics(data)
    return records, pending, last, parse_assisted(data)


class Statistics:
    """The records of one profile; every change is saved at once (``path=None``: memory).

    A file of a newer release is left as it is: the records of this run stay in memory.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.records: dict[str, Record] = {}
        self.pending: Pending | None = None
        self.last_game: str | None = None
        self.assisted: list[str] = []  # ids of games played with help, oldest first
        self.notice: FileNotice | None = None
        self.save_error: FileNotice | None = None
        self._frozen = False
        if path is not None:
            loaded = read_json(path, FileRole.STATISTICS, _parse_file)
            self.notice = loaded.notice
            self._frozen = loaded.newer
            if loaded.value is not None:
                self.records, self.pending, self.last_game, self.assisted = loaded.value

    def record(self, key: str) -> Record:
        return self.records.get(key, Record())

    # --- results ----------------------------------------------------------------

    def mark_assisted(self, game_id: str) -> None:
        """Game ``game_id`` was played with help: its result will be counted apart."""
        if game_id in self.assisted:
            return
        self.assisted = [*self.assisted, game_id][-MAX_ASSISTED_MARKS:]
        self.save()

    def is_assisted(self, game_id: str) -> bool:
        return game_id in self.assisted

    def _unmark(self, game_id: str) -> None:
        """The game's result is counted: its mark has done its work."""
        if game_id in self.assisted:
            self.assisted = [m for m in self.assisted if m != game_id]

    def win(self, game_id: str, key: str, score: int, moves: int,
            seconds: float | None = None) -> None:
        """Count a win; ``seconds`` is its time played (``None``: not known, no best time)."""
        if not self._new_result(game_id):
            return
        record = self.records.setdefault(key, Record())
        if game_id in self.assisted:  # counted apart: no best score, moves, time or streak
            record.assisted_played += 1
            record.assisted_won += 1
            self._unmark(game_id)
            self.last_game = game_id
            self.save()
            return
        record.played += 1
        record.won += 1
        record.streak += 1
        record.longest_streak = max(record.longest_streak, record.streak)
        record.best_score = score if record.best_score is None else max(record.best_score, score)
        record.fewest_moves = (moves if record.fewest_moves is None
                               else min(record.fewest_moves, moves))
        if seconds is not None:
            whole = max(0, int(seconds))  # as the clock shows it: started seconds do not count
            record.best_seconds = (whole if record.best_seconds is None
                                   else min(record.best_seconds, whole))
        self.last_game = game_id
        self.save()

    def loss(self, game_id: str, key: str, provisional: bool = False) -> None:
        """Count a loss; ``provisional`` (on quit) lets :meth:`resume` take it back."""
        if not self._new_result(game_id):
            return
        record = self.records.setdefault(key, Record())
        assisted = game_id in self.assisted
        if provisional:  # the mark stays: a resumed game is still one played with help
            self.pending = Pending(game_id, key, record.streak, assisted)
        elif assisted:
            self._unmark(game_id)
        if assisted:
            record.assisted_played += 1
        else:
            record.played += 1
        record.streak = 0
        self.last_game = game_id
        self.save()

    def resume(self, game_id: str) -> None:
        """The quit game ``game_id`` is played on: take back its provisional loss."""
        pending = self.pending
        if pending is None or pending.game_id != game_id:
            return
        record = self.records.setdefault(pending.key, Record())
        if pending.assisted:
            record.assisted_played = max(record.assisted_won, record.assisted_played - 1)
        else:
            record.played = max(0, record.played - 1)
        record.streak = pending.streak_before
        self.pending = None
        self.last_game = None
        self.save()

    def settle(self) -> None:
        """The quit game will not be resumed: its provisional loss is final."""
        if self.pending is not None:
            self._unmark(self.pending.game_id)
            self.pending = None
            self.save()

    def reset(self) -> None:
        self.records.clear()  # the marks stay: the game in progress was still helped
        self.save()

    def _new_result(self, game_id: str) -> bool:
        """``False`` if ``game_id``'s result is recorded already (a repeated step after a
        crash); otherwise another game's result comes in, so a quit game's provisional
        loss can no longer be taken back."""
        if self.last_game == game_id:
            return False
        if self.pending is not None and self.pending.game_id != game_id:
            self._unmark(self.pending.game_id)  # that quit game is over for good
        self.pending = None
        return True

    # --- file ----------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "records": {key: asdict(record) for key, record in sorted(self.records.items())},
            "pending": asdict(self.pending) if self.pending is not None else None,
            "last_game": self.last_game,
            "assisted": list(self.assisted),
        }

    def save(self) -> None:
        if self.path is None or self._frozen:
            return
        try:
            write_json(self.path, self.to_json())
        except OSError as exc:
            self.save_error = FileNotice(FileRole.STATISTICS, Trouble.UNSAVED,
                                         str(exc.strerror or exc))
        else:
            self.save_error = None
