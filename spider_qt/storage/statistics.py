"""Statistics per variant × suits × rule, and the rules for counting a game.

A game counts once its first move is made. It ends as a win, or as a loss when
the player starts another game. Quitting a started game counts as a loss at
once, so deleting the saved game cannot dodge it; resuming that game later
takes the loss back, so it is not counted twice. Every result is recorded
against the game's id, and the ids of the last :data:`MAX_COUNTED` games counted are kept
in the file (``counted``), so a game is counted once however often its end is recorded: a
step repeated after a crash, or the same game ended in two windows.

A game played with help (a hint, the demo, a replayed winning line) is marked by its
id (:meth:`Statistics.mark_assisted`) and counted apart, in ``assisted_played`` and
``assisted_won``: it never sets a best score, fewest moves, a best time or a streak, and an assisted
loss still ends the streak (asking for help cannot hide a loss). The mark is kept in
the statistics file, not in the saved game, so it survives quitting and resuming.

The best time (``best_seconds``, whole seconds of time played) came later than the other
figures: a record from before it, or of games won before it, simply has none.

Two windows on one profile must not undo each other's counting, so the file is merged,
never overwritten. Each change is applied at once in memory and kept in a journal; a save
takes the file's lock (:mod:`.lock`), reads the file as it is now, replays the journal onto
it, writes the result and adopts it, so what another window counted meanwhile stays. A
failed write keeps the journal, and the next save writes it. Replaying repeats the
*change*, not its outcome, against the merged state:

- a win or loss of a game already counted (by any window) counts nothing;
- a game marked as helped in any window is counted apart wherever it ends;
- the file has one pending loss, the quit game the saved game holds. A quit records it
  with the streak as the merged record has it then; a result of another game, or leaving
  the saved game (:meth:`Statistics.settle`), makes whatever loss is pending final, since
  either means ``game.json``, which all windows share, no longer holds that game; resuming
  takes the loss back only if the file still holds it as pending;
- a reset forgets every record the file holds when it is saved, and the pending loss with
  them (the quit game then counts afresh when it ends); results saved later count anew.
  Marks and the ids counted stay, so no finished game is counted into the new records.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final

from spider_qt.engine import is_whole

from .files import FileFormatError, check_format, read_json, write_json
from .lock import FileLock
from .notices import FileNotice, FileRole, Trouble

FORMAT: Final = 1
#: Assisted-game marks kept at most (the game in progress and a few parked ones).
MAX_ASSISTED_MARKS: Final = 50
#: Ids of counted games kept at most: far more than windows could end games at once.
MAX_COUNTED: Final = 200
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
    return _ids(data, "assisted", MAX_ASSISTED_MARKS)


def parse_counted(data: object, last_game: str | None) -> list[str]:
    """The ids of the games whose result is counted; a file of a release before them (or
    one such a release wrote last) knows only its last game."""
    if isinstance(data, dict) and "counted" not in data:
        return [last_game] if last_game is not None else []
    return _ids(data, "counted", MAX_COUNTED)


def _ids(data: object, name: str, most: int) -> list[str]:
    ids = data.get(name, []) if isinstance(data, dict) else []
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise FileFormatError(f"{name} must be a list of game ids")
    return ids[-most:]


@dataclass
class Tally:
    """Everything the statistics file holds, and the rules that change it.

    Every change is a method taking only plain values, so that replaying it onto what
    another window saved (see the module's docstring) applies the same rules there.
    """

    records: dict[str, Record] = field(default_factory=dict)
    pending: Pending | None = None
    last_game: str | None = None  # kept for older releases, which know only this one
    assisted: list[str] = field(default_factory=list)  # ids of games played with help
    counted: list[str] = field(default_factory=list)  # ids of games counted, oldest first

    def mark_assisted(self, game_id: str) -> None:
        if game_id not in self.assisted:
            self.assisted = [*self.assisted, game_id][-MAX_ASSISTED_MARKS:]

    def _unmark(self, game_id: str) -> None:
        """The game's result is counted: its mark has done its work."""
        if game_id in self.assisted:
            self.assisted = [m for m in self.assisted if m != game_id]

    def win(self, game_id: str, key: str, score: int, moves: int,
            seconds: float | None) -> None:
        if not self._new_result(game_id):
            return
        record = self.records.setdefault(key, Record())
        if game_id in self.assisted:  # counted apart: no best score, moves, time or streak
            record.assisted_played += 1
            record.assisted_won += 1
            self._unmark(game_id)
            self._count(game_id)
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
        self._count(game_id)

    def loss(self, game_id: str, key: str, provisional: bool) -> None:
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
        self._count(game_id)

    def resume(self, game_id: str) -> None:
        pending = self.pending
        if pending is None or pending.game_id != game_id:
            return
        record = self.records.setdefault(pending.key, Record())
        if pending.assisted:
            record.assisted_played = max(record.assisted_won, record.assisted_played - 1)
        else:
            record.played = max(record.won, record.played - 1)
        record.streak = pending.streak_before
        self.pending = None
        self._uncount(game_id)

    def settle(self) -> None:
        if self.pending is not None:
            self._unmark(self.pending.game_id)
            self.pending = None

    def reset(self) -> None:
        self.records.clear()  # the marks stay: the game in progress was still helped
        if self.pending is not None:  # its loss went with the records: it counts afresh
            self._uncount(self.pending.game_id)
            self.pending = None

    def _new_result(self, game_id: str) -> bool:
        """``False`` if ``game_id``'s result is counted already; otherwise another game's
        result comes in, so a quit game's provisional loss can no longer be taken back."""
        if game_id in self.counted or self.last_game == game_id:
            return False
        self.settle()
        return True

    def _count(self, game_id: str) -> None:
        self.last_game = game_id
        self.counted = [*(c for c in self.counted if c != game_id), game_id][-MAX_COUNTED:]

    def _uncount(self, game_id: str) -> None:
        self.counted = [c for c in self.counted if c != game_id]
        if self.last_game == game_id:
            self.last_game = None

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "records": {key: asdict(record) for key, record in sorted(self.records.items())},
            "pending": asdict(self.pending) if self.pending is not None else None,
            "last_game": self.last_game,
            "assisted": list(self.assisted),
            "counted": list(self.counted),
        }


def parse_tally(data: object) -> Tally:
    records, pending, last = parse_statistics(data)
    return Tally(records, pending, last, parse_assisted(data), parse_counted(data, last))


Change = Callable[[Tally], None]

NEWER_MEANWHILE: Final = "a newer release has written the file since it was read"


class Statistics:
    """The records of one profile; every change is saved at once (``path=None``: memory).

    A file of a newer release is left as it is: the records of this run stay in memory.
    ``save_error`` says, after every save, whether this run's changes are still unsaved
    (``None``: all written, or nothing to write).
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.notice: FileNotice | None = None
        self.save_error: FileNotice | None = None
        self._tally = Tally()  # what the file holds with this run's changes: what is shown
        self._base = Tally()  # the file as last read or written, to merge onto if it breaks
        self._journal: list[Change] = []  # changes not yet written, oldest first
        self._lock = FileLock(path) if path is not None else None
        self._frozen = False
        if path is not None:
            loaded = read_json(path, FileRole.STATISTICS, parse_tally)
            self.notice = loaded.notice
            self._frozen = loaded.newer
            if isinstance(loaded.value, Tally):
                self._tally = loaded.value
                self._base = copy.deepcopy(loaded.value)

    @property
    def records(self) -> dict[str, Record]:
        return self._tally.records

    @property
    def pending(self) -> Pending | None:
        return self._tally.pending

    @property
    def last_game(self) -> str | None:
        """The game whose result was counted last."""
        return self._tally.last_game

    @property
    def assisted(self) -> list[str]:
        """Ids of the games marked as played with help, oldest first."""
        return self._tally.assisted

    @property
    def counted(self) -> list[str]:
        """Ids of the games whose result is counted, oldest first."""
        return self._tally.counted

    def record(self, key: str) -> Record:
        return self._tally.records.get(key, Record())

    def is_assisted(self, game_id: str) -> bool:
        return game_id in self._tally.assisted

    # --- results ----------------------------------------------------------------

    def mark_assisted(self, game_id: str) -> None:
        """Game ``game_id`` was played with help: its result will be counted apart."""
        if game_id not in self._tally.assisted:  # asked at every hint: once is enough
            self._change(lambda t: t.mark_assisted(game_id))

    def win(self, game_id: str, key: str, score: int, moves: int,
            seconds: float | None = None) -> None:
        """Count a win; ``seconds`` is its time played (``None``: not known, no best time)."""
        self._change(lambda t: t.win(game_id, key, score, moves, seconds))

    def loss(self, game_id: str, key: str, provisional: bool = False) -> None:
        """Count a loss; ``provisional`` (on quit) lets :meth:`resume` take it back."""
        self._change(lambda t: t.loss(game_id, key, provisional))

    def resume(self, game_id: str) -> None:
        """The quit game ``game_id`` is played on: take back its provisional loss.

        Saved even when this run knows of no such loss: another window may have quit that
        game since the file was read.
        """
        self._change(lambda t: t.resume(game_id))

    def settle(self) -> None:
        """The quit game will not be resumed: its provisional loss is final."""
        if self._tally.pending is not None:
            self._change(lambda t: t.settle())

    def reset(self) -> None:
        """Forget every record (see the module's docstring for what stays)."""
        self._change(lambda t: t.reset())

    def _change(self, change: Change) -> None:
        change(self._tally)
        if self.path is not None and not self._frozen:
            self._journal.append(change)
        self.save()

    # --- file ----------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return self._tally.to_json()

    def save(self) -> None:
        """Merge this run's unsaved changes into the file as it is now (see the module's
        docstring); safe to call again as a retry, and ``save_error`` says how it went."""
        if self.path is None or self._lock is None or self._frozen:
            return
        with self._lock.held():
            loaded = read_json(self.path, FileRole.STATISTICS, parse_tally)
            if loaded.newer:  # not ours to change: this run's counting stays in memory
                self._frozen = True
                self.save_error = FileNotice(FileRole.STATISTICS, Trouble.UNSAVED,
                                             NEWER_MEANWHILE)
                return
            found = loaded.value if isinstance(loaded.value, Tally) else None
            # Damaged since it was read (and now kept aside): merge onto what it held then.
            base = (found if found is not None
                    else copy.deepcopy(self._base) if loaded.notice is not None else Tally())
            merged = copy.deepcopy(base)
            for change in self._journal:
                change(merged)
            unchanged = (merged == found if found is not None
                         else loaded.notice is None and merged == Tally())
            try:
                if not unchanged:
                    write_json(self.path, merged.to_json())
            except OSError as exc:
                self._tally, self._base = merged, base  # the journal waits for the next save
                self.save_error = FileNotice(FileRole.STATISTICS, Trouble.UNSAVED,
                                             str(exc.strerror or exc))
                return
        self._tally, self._base = merged, copy.deepcopy(merged)
        self._journal.clear()
        self.save_error = None
