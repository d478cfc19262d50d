"""One player's profile in use: settings, the game in progress, statistics.

Qt-free, so the counting rules are tested without a window. The window calls
:meth:`Session.after_action` after every action, :meth:`Session.start` for a
new game and :meth:`Session.quit` when it closes; the session saves and counts.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import InitVar, dataclass, field
from pathlib import Path

from spider_qt.engine import Catalog, CodeError, Game, GameCode, default_catalog, new_game
from spider_qt.plugins.host import LoadResult
from spider_qt.settings import Settings
from spider_qt.storage.files import remove_stale_temporaries
from spider_qt.storage.notices import (
    FileNotice,
    FileRole,
    Notice,
    PluginNotice,
    ResumedNotice,
    Trouble,
)
from spider_qt.storage.parking import Parked, ParkingLot, kind_of, providers
from spider_qt.storage.profile import Profile
from spider_qt.storage.savegame import (
    Provenance,
    SavedGame,
    fingerprint,
    load_saved_game,
    remove_saved_game,
    write_saved_game,
)
from spider_qt.storage.statistics import Statistics, record_key


@dataclass(frozen=True, slots=True)
class WinReport:
    """What the win box tells: this game's figures and where they stand in the statistics
    of its variant × suits × rule (counted with this win)."""

    score: int
    moves: int
    seconds: float
    best_score: int
    new_best: bool  # better than every earlier win of this kind
    streak: int
    assisted: bool = False  # won with help: counted apart, it set no best and no streak
    best_seconds: int | None = None  # the best time of this kind, this win counted
    new_best_time: bool = False  # quicker than every earlier timed win of this kind


@dataclass
class Session:
    """Everything kept for one profile. ``profile=None`` keeps it all in memory.

    Time played runs from a game's first action (or from its resumption) to its last one,
    as the clocks of other solitaire apps do; ``clock`` is replaceable for tests.
    """

    profile: Profile | None
    catalog: Catalog = field(default_factory=default_catalog)
    on_notice: Callable[[Notice], None] | None = None
    given_settings: InitVar[Settings | None] = None  # read already by the command line
    plugins: LoadResult | None = None
    clock: Callable[[], float] = time.monotonic

    def __post_init__(self, given_settings: Settings | None) -> None:
        p = self.profile
        self.settings: Settings = (given_settings if given_settings is not None
                                   else Settings(p.settings_file if p else None))
        self.statistics = Statistics(p.statistics_file if p else None)
        self.notices: list[Notice] = [
            n for n in (self.settings.notice, self.statistics.notice) if n is not None]
        if self.plugins is not None:
            self.notices += plugin_notices(self.plugins)
        self._reported: set[Notice] = set()
        self._game_frozen = False  # the saved game is a newer release's: never written over
        self.settings.on_error = self.notify
        self.current: SavedGame | None = None
        self.last_win: WinReport | None = None
        self.waiting_code: GameCode | None = None  # see first_game(keep_started=True)
        self._saved: SavedGame | None = None
        self.game_save_error: FileNotice | None = None  # the last write of the game failed
        self._clock_from: float | None = None  # when the current game's time last ran
        self._providers = providers(self.plugins.plugins) if self.plugins is not None else {}
        self.parking = ParkingLot(p.game_file) if p is not None else None
        self.parked_offer: Parked | None = None  # back with its plugin; the window offers it
        if p is not None:
            for path in (p.settings_file, p.game_file, p.statistics_file):
                remove_stale_temporaries(path)
            self._park_unplayable(p.game_file)
            self._load(p.game_file)
            self._resume_or_offer_parked()

    # --- parked games: their plugin away, or defining them differently now ---------------------

    def _park_unplayable(self, game_file: Path) -> None:
        """Keep aside a saved game this catalog cannot play as it was saved."""
        kind = kind_of(game_file)
        if kind is None or kind.playable(self.catalog) or self.parking is None:
            return
        now = kind.current_fingerprint(self.catalog)
        provider = None
        if now is not None:  # there, but an update defines it differently
            name, version = self._providers.get(kind.variant, ("", ""))
            provider = Provenance(name, version, now)
        notice = self.parking.park(kind, provider)
        if notice is not None:
            self.notices.append(notice)

    def _load(self, game_file: Path) -> None:
        loaded = load_saved_game(game_file, self.catalog)
        self._saved = loaded.value
        self._game_frozen = loaded.newer
        if loaded.notice is not None:
            self.notices.append(loaded.notice)

    def _resume_or_offer_parked(self) -> None:
        """A parked game whose plugin is back: resumed at once if the saved game has no move
        yet (nothing is lost), else offered to the player (:attr:`parked_offer`)."""
        if self.parking is None or self._game_frozen:
            return
        back = self.parking.resumable(self.catalog)
        if not back:
            return
        saved = self._saved
        if saved is not None and saved.started and not saved.game.won:
            self.parked_offer = back[0]
            return
        self.parking.swap_in(back[0])
        self._load(self.parking.game_file)
        if self._saved is not None:
            self.notices.append(ResumedNotice(self._saved.game.variant_spec.name))

    def resume_parked(self, parked: Parked | None = None) -> Game | None:
        """Play a parked game (the newest one back, by default) instead of the current one,
        which is parked in its turn if it was started: no game is lost, none counted."""
        if self.parking is None or self.profile is None:
            return None
        if parked is None:
            back = self.parking.resumable(self.catalog)
            if not back:
                return None
            parked = back[0]
        self._run_clock()
        self._write()  # the game in progress as it stands, to be parked
        self.parking.swap_in(parked)
        self.parked_offer = None
        loaded = load_saved_game(self.profile.game_file, self.catalog)
        saved = loaded.value
        if not isinstance(saved, SavedGame):
            return None
        self.statistics.resume(saved.game_id)
        self.current = saved
        self.last_win = None
        self._clock_from = self.clock() if saved.started else None
        return saved.game

    def has_parked_game(self) -> bool:
        """Is a parked game playable again (Game → Resume Parked Game)?"""
        return self.parking is not None and bool(self.parking.resumable(self.catalog))

    def _provenance(self, game: Game) -> Provenance:
        name, version = self._providers.get(game.variant, ("", ""))
        return Provenance(name, version, fingerprint(game.variant_spec, game.rule_spec))

    # --- the first game of a run ----------------------------------------------------------------

    def first_game(self, code: str | None = None, keep_started: bool = False) -> Game:
        """The game to open: ``code``'s deal, else the saved game, else a new deal.

        With ``keep_started`` (the command line), a saved game that leaving would count as
        lost is opened instead of ``code``'s deal, which waits in :attr:`waiting_code` for
        the player to say whether to give that game up (when the settings ask for that).
        A bad code raises :class:`CodeError` before anything is counted or saved.
        """
        saved = self._saved
        self._saved = None
        game = new_game(code, catalog=self.catalog) if code is not None else None
        if (game is not None and keep_started and saved is not None and saved.started
                and not saved.game.won and self.settings.confirm_abandon):
            self.waiting_code = game.game_code
            game = None
        if game is None and saved is not None and not saved.game.won:
            self.statistics.resume(saved.game_id)
            self.current = saved
            self._clock_from = self.clock() if saved.started else None
            return saved.game
        if game is None:
            game = self._new_from_settings()
        if saved is not None:
            self._close(saved)
        self._begin(SavedGame(game))
        return game

    def _new_from_settings(self) -> Game:
        s = self.settings
        try:
            return new_game(variant=s.last_variant or None, suits=s.last_suits, rule=s.last_rule,
                            catalog=self.catalog)
        except CodeError:  # the remembered variant's plugin is gone, or its options changed
            return new_game(catalog=self.catalog)

    def adopt(self, game: Game) -> Game:
        """Play ``game`` (a constructed position, a test's) as the current game."""
        if self._saved is not None:
            self._close(self._saved)
            self._saved = None
        self._begin(SavedGame(game))
        return game

    # --- during play ----------------------------------------------------------------

    def start(self, code: GameCode) -> Game:
        """A new game replaces the current one (a started, unwon one counts as lost)."""
        if self.current is not None:
            self._close(self.current)
        game = Game.start(code)
        s = self.settings
        s.last_variant, s.last_suits, s.last_rule = code.variant.key, code.suits, code.rule.key
        self._begin(SavedGame(game))
        return game

    def at_stake(self) -> bool:
        """Would leaving the current game now count as a loss? (Started and not won.)"""
        current = self.current
        return current is not None and current.started and not current.game.won

    def mark_assisted(self) -> None:
        """The current game is played with help (hint, demo): counted apart when it ends."""
        if self.current is not None:
            self.statistics.mark_assisted(self.current.game_id)
            self._report(self.statistics.save_error)

    @property
    def assisted(self) -> bool:
        """Was the current game played with help?"""
        return self.current is not None and self.statistics.is_assisted(self.current.game_id)

    def after_action(self, game: Game) -> None:
        """Save after every action; count a win the moment it happens."""
        current = self.current
        if current is None or current.game is not game:
            self._begin(SavedGame(game), write=False)
            current = self.current
            assert current is not None
        if game.moves > 0:
            current.started = True
        self._run_clock()
        if game.won:
            self._write()  # first the won position: a won game is never resumed...
            key = self._key(game)
            record = self.statistics.record(key)  # changed in place by the win: read first
            best_score, best_seconds = record.best_score, record.best_seconds
            assisted = self.statistics.is_assisted(current.game_id)
            self.statistics.win(current.game_id, key, game.score, game.moves, current.seconds)
            record = self.statistics.record(key)
            quicker = (best_seconds is not None and record.best_seconds is not None
                       and record.best_seconds < best_seconds)
            self.last_win = WinReport(
                game.score, game.moves, current.seconds,
                record.best_score if record.best_score is not None else game.score,
                not assisted and best_score is not None and game.score > best_score,
                record.streak, assisted, record.best_seconds, not assisted and quicker)
            self._report(self.statistics.save_error)
            if self.profile is not None and not self._game_frozen:  # ...then, once counted,
                remove_saved_game(self.profile.game_file)  # no saved game at all
                self.game_save_error = None  # a won game is not resumed: nothing is owed
            return
        self._write()

    def time_played(self) -> float:
        """The current game's time played up to now, by the same clock the saved game and
        the win box use: what it had counted, plus the time since it last ran (none before
        the first action, and none after a win)."""
        current, since = self.current, self._clock_from
        if current is None:
            return 0.0
        if since is None or current.game.won:
            return current.seconds
        return current.seconds + max(0.0, self.clock() - since)

    def quit(self) -> None:
        """Closing with a started game: it counts as lost until it is resumed."""
        current = self.current
        if current is not None and current.started and not current.game.won:
            self._run_clock()
            self._write()  # with its time played, for the next run
            self.statistics.loss(current.game_id, self._key(current.game), provisional=True)
            self._report(self.statistics.save_error)

    def stay(self) -> None:
        """The close was called off (the player keeps playing): take back the provisional
        loss :meth:`quit` counted, as resuming the game next time would."""
        current = self.current
        if current is not None and current.started and not current.game.won:
            self.statistics.resume(current.game_id)
            self._clock_from = self.clock()

    def unsaved(self) -> list[FileNotice]:
        """What is not on disk as it stands now, each with the system's reason: the
        window tells the player before it closes (an unsaved change is lost then)."""
        return [notice for notice in (self.settings.save_error, self.game_save_error,
                                      self.statistics.save_error) if notice is not None]

    def save_again(self) -> list[FileNotice]:
        """Write each file that could not be written, once more; what still is not."""
        if self.settings.save_error is not None:
            self.settings.save()
        if self.game_save_error is not None:
            self._write()
        if self.statistics.save_error is not None:
            self.statistics.save()
        return self.unsaved()

    # --- helpers ----------------------------------------------------------------

    def _begin(self, saved: SavedGame, write: bool = True) -> None:
        """``saved`` is the current game now; its clock starts with its first action."""
        self.current = saved
        self.last_win = None
        self._clock_from = None
        if write:
            self._write()

    def _run_clock(self) -> None:
        """Add the time since the clock last ran to the current game (started at its first
        action, so the time before it is not counted)."""
        now = self.clock()
        if self.current is not None and self._clock_from is not None:
            self.current.seconds += max(0.0, now - self._clock_from)
        self._clock_from = now

    def _close(self, saved: SavedGame) -> None:
        """``saved`` is left for good: a started game that was not won is a loss."""
        game = saved.game
        if game.won:
            self.statistics.win(saved.game_id, self._key(game), game.score, game.moves,
                                saved.seconds)
        elif saved.started:
            self.statistics.loss(saved.game_id, self._key(game))  # no-op if counted on quit
        self.statistics.settle()
        self._report(self.statistics.save_error)

    def _write(self) -> None:
        if self.profile is None or self.current is None or self._game_frozen:
            return
        self.current.provenance = self._provenance(self.current.game)
        try:
            write_saved_game(self.profile.game_file, self.current)
        except OSError as exc:
            self.game_save_error = FileNotice(FileRole.GAME, Trouble.UNSAVED,
                                              str(exc.strerror or exc))
            self._report(self.game_save_error)
        else:
            self.game_save_error = None

    @staticmethod
    def _key(game: Game) -> str:
        return record_key(game.variant, game.suits, game.rule)

    def notify(self, notice: Notice) -> None:
        self._report(notice)

    def _report(self, notice: Notice | None) -> None:
        """Tell the player once per kind of problem, not after every action."""
        if notice is None or notice in self._reported:
            return
        self._reported.add(notice)
        self.notices.append(notice)
        if self.on_notice is not None:
            self.on_notice(notice)


def plugin_notices(plugins: LoadResult) -> list[Notice]:
    """One notice for all the plugins that failed (switched-off ones are not errors)."""
    failed = plugins.errors
    if not failed:
        return []
    return [PluginNotice(tuple((record.name, str(record.error)) for record in failed))]
