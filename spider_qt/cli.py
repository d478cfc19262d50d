"""The ``spider-qt`` command.

``spider-qt`` opens the game window. ``--describe`` prints a deal in words, ``--solve``
a line of play that wins it (:mod:`spider_qt.solve_command`), and ``--screenshot``
renders the window to a PNG; none needs a display, and ``--describe`` and ``--solve`` do
not even load Qt. Those one-shot modes, ``--list-variants`` and
``--check-plugins`` only read the profile: they never move, reset or write a player's file.

When the window is wanted and there are plugins besides the built-ins, Qt starts before
they load, and a small card says so (:mod:`spider_qt.ui.window.splash`) until the window shows:
a slow plugin must not look like an app that never started.

A bad command line is answered with one line on standard error and exit status 2,
never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

from spider_qt.about import APP_NAME
from spider_qt.arguments import build_parser
from spider_qt.engine import CodeError, Game, new_game

if TYPE_CHECKING:
    from spider_qt.plugins.host import LoadResult, PluginsInterrupted
    from spider_qt.plugins.records import PluginRecord
    from spider_qt.plugins.sources import Candidate
    from spider_qt.settings import Settings
    from spider_qt.single_instance import Claim
    from spider_qt.storage.profile import Profile
    from spider_qt.ui.window.splash import LoadingSplash

def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    one_shot = (args.list_variants or args.check_plugins or args.describe is not None
                or args.solve is not None or args.analyse is not None
                or args.screenshot is not None)
    if one_shot and args.reset_plugins:
        parser.error("--reset-plugins starts the game: it goes with no option that "
                     "prints or renders and exits")
    from spider_qt.storage.profile import Profile

    where = Profile.resolve(args.profile)
    if one_shot:
        return _start(args, argv, where, one_shot=True)
    instance = _claim(where, args)
    if isinstance(instance, int):
        return instance  # handed over to the window that has the profile, or refused
    try:
        return _start(args, argv, where, one_shot=False, instance=instance)
    finally:
        instance.release()


def _claim(where: Profile, args: argparse.Namespace) -> Claim | int:
    """The profile's lock for this start, or (another window has it) the exit status of
    handing the command line over to that window, whose answer is printed."""
    from spider_qt import single_instance

    for _ in range(3):  # the other window may close while this start asks it
        claimed = single_instance.claim(where.data_folder)
        if isinstance(claimed, single_instance.Claim):
            return claimed
        request = single_instance.Request(args.code, args.variant, args.suits, args.rule,
                                          args.reset_plugins,
                                          safe_mode_requested_here(args.safe_mode))
        reply = single_instance.hand_over(claimed, request)
        if reply.status >= 0:
            print(reply.message, file=sys.stdout if reply.status == 0 else sys.stderr)
            return reply.status
    print(f"{APP_NAME}: the profile {where.data_folder} is taken and freed over and over; "
          "try again", file=sys.stderr)
    return 1


def safe_mode_requested_here(flag: bool) -> bool:
    """``--safe-mode`` or ``SPIDER_QT_SAFE_MODE=1`` (without loading the plugin host)."""
    from spider_qt.plugins.host import safe_mode_requested

    return safe_mode_requested(flag)


def _start(args: argparse.Namespace, argv: Sequence[str] | None, where: Profile,
           one_shot: bool, instance: Claim | None = None) -> int:
    """Everything after the profile is this start's (or only read): plugins, then the mode."""
    settings = _settings(where, read_only=one_shot)
    from spider_qt.plugins.host import PluginsInterrupted, discover, safe_mode_requested

    if args.reset_plugins:
        _reset_plugins(where, settings)
    candidates = discover(where.plugins_dir, safe_mode=safe_mode_requested(args.safe_mode),
                          cache_dir=where.cache_dir, write_cache=not one_shot)
    if args.check_plugins:
        return _check_plugins(where, settings, args.safe_mode, candidates)
    splash: LoadingSplash | None = None
    if not one_shot and _worth_a_splash(candidates, settings):
        problem = _display_problem(offscreen=False)
        if problem is not None:
            print(f"{APP_NAME}: {problem}", file=sys.stderr)
            return 2
        splash = _show_splash(args.lang, settings)
    try:
        plugins = _load_plugins(where, settings, args.safe_mode, candidates, splash)
    except PluginsInterrupted as stop:
        _close(splash)
        return _interrupted(stop)
    if args.list_variants:
        return _list_variants(plugins, settings)
    try:
        status = _open(args, settings, plugins, splash, instance)
    finally:
        _close(splash)
    if argv is None and args.screenshot is not None:
        _leave_at_once(status)
    return status


def _reset_plugins(where: Profile, settings: Settings) -> None:
    """``--reset-plugins``: every switch on, and the entry-point cache read afresh."""
    from spider_qt.plugins.entry_points import CACHE_NAME

    settings.disabled_plugins = ()
    with contextlib.suppress(OSError):  # a cache that cannot go is checked like any other
        (where.cache_dir / CACHE_NAME).unlink(missing_ok=True)
    print(f"{APP_NAME}: every plugin is switched on again")


def _leave_at_once(status: int) -> NoReturn:
    """End the process now, skipping Python's and Qt's teardown.

    Only for a one-shot ``--screenshot`` run as the process's own command (never a caller's
    ``main([...])``): the picture is written and closed, nothing else is open, yet freeing the
    window's wrapped objects one by one took about 150 ms of a 0.9 s run (measured with
    ``bench/startup_budget.py``), a sixth of it.
    """
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


def _open(args: argparse.Namespace, settings: Settings, plugins: LoadResult,
          splash: LoadingSplash | None, instance: Claim | None = None) -> int:
    """Everything after the plugins: a one-shot mode, or the window."""
    no_variant = not len(plugins.catalog)
    if no_variant and (args.describe is not None or args.solve is not None
                       or args.analyse is not None):
        print(f"{APP_NAME}: {_no_variant_text(plugins, settings)}", file=sys.stderr)
        return 1
    if args.solve is not None:
        from spider_qt import solve_command

        budget = 30.0 if args.budget is None else args.budget
        return solve_command.run(args.solve, budget, args.json)
    if args.analyse is not None:
        from spider_qt import analyse_command

        budget = 60.0 if args.budget is None else args.budget
        return analyse_command.run(args.analyse, budget, args.json)
    try:
        if args.describe is not None:
            game = new_game(args.describe)
            print(_described(game, args.lang, settings))
            return 0
        code = args.code
        if no_variant:  # the window says why; a deal asked for cannot be played
            if code is not None or args.variant or args.suits or args.rule != "classic":
                print(f"{APP_NAME}: no game variant is loaded, so no deal can be opened",
                      file=sys.stderr)
            code = None
        elif code is not None:
            new_game(code)  # a bad code is reported here, before any window opens
        elif args.variant or args.suits or args.rule != "classic":
            code = new_game(variant=args.variant, suits=args.suits, rule=args.rule).code
        # else: no code, so the saved game is resumed (or a deal of the last kind begins)
    except CodeError as exc:
        _close(splash)
        print(f"{APP_NAME}: {exc}", file=sys.stderr)
        return 2
    problem = None if splash is not None else _display_problem(
        offscreen=args.screenshot is not None)
    if problem is not None:
        print(f"{APP_NAME}: {problem}", file=sys.stderr)
        return 2
    from spider_qt import app  # Qt loads only when a window is wanted

    if args.screenshot is not None:
        try:
            app.screenshot(args.screenshot, args.size, code,
                           plugins=plugins if no_variant else None,
                           disabled=settings.disabled_plugins, language=args.lang or "en")
        except OSError as exc:
            print(f"{APP_NAME}: {exc}", file=sys.stderr)
            return 1
        return 0
    return app.run(code, profile=args.profile, safe_mode=args.safe_mode, plugins=plugins,
                   language=args.lang, settings=settings, splash=splash, instance=instance)


def _worth_a_splash(candidates: list[Candidate], settings: Settings) -> bool:
    from spider_qt.plugins.host import anything_besides_builtins

    return anything_besides_builtins(candidates, settings.disabled_plugins)


def _show_splash(language: str | None, settings: Settings) -> LoadingSplash:
    """Qt, the player's language and the "Loading plugins…" card, before any plugin loads."""
    from spider_qt import i18n
    from spider_qt.app import ensure_app
    from spider_qt.ui.common.scheme import follow_scheme
    from spider_qt.ui.window.splash import LoadingSplash

    ensure_app()
    i18n.install(language or str(settings.language))
    follow_scheme(str(settings.color_scheme))  # the card in the player's light or dark
    splash = LoadingSplash()
    splash.show_now()
    return splash


def _close(splash: LoadingSplash | None) -> None:
    if splash is not None and splash.isVisible():
        splash.close()


def _settings(where: Profile, read_only: bool) -> Settings:
    """The profile's settings, read once for the whole start.

    ``read_only`` (the one-shot modes) reads without changing anything; a problem with
    the settings file is then told here, in one line, and left for the next real start.
    """
    from spider_qt.settings import Settings

    settings = Settings(where.settings_file, read_only=read_only)
    if read_only and settings.notice is not None:
        print(f"{APP_NAME}: note: {settings.notice.english()}", file=sys.stderr)
    return settings


def _display_problem(offscreen: bool) -> str | None:
    """Why Qt could not show a window here (missing system libraries), said before Qt
    aborts with advice that misleads. A screenshot renders offscreen unless a platform
    was chosen, as :func:`spider_qt.app.screenshot` does."""
    from spider_qt.xcb_check import xcb_problem

    forced = "offscreen" if offscreen and "QT_QPA_PLATFORM" not in os.environ else None
    return xcb_problem(forced)


def _described(game: Game, language: str | None, settings: Settings) -> str:
    """The board in words in the chosen language (QtCore only: no display needed)."""
    if language is None:
        language = str(settings.language)
    from spider_qt.languages import resolve

    if resolve(language) == "en":
        return game.describe()  # the engine's own English, no Qt at all
    from PySide6.QtCore import QCoreApplication

    from spider_qt import i18n
    from spider_qt.i18n.texts import describe

    _app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    if i18n.install(language) == "en":
        return game.describe()
    return describe(game)


def _load_plugins(where: Profile, settings: Settings, safe_mode: bool,
                  candidates: list[Candidate], splash: LoadingSplash | None) -> LoadResult:
    """The player's plugins (built-in, installed, their folder), so codes of every
    installed variant are understood here too."""
    from spider_qt.plugins.host import load_plugins

    return load_plugins(where, settings.disabled_plugins, safe_mode, candidates=candidates,
                        progress=splash.loading if splash is not None else None)


def _interrupted(stop: PluginsInterrupted) -> int:
    """Ctrl+C while a plugin loaded: honoured, and the plugin that was running is named
    (it may be the one that hangs)."""
    print(f"{APP_NAME}: stopped while loading plugins: {stop.record.describe()} was running; "
          f"to start without it, switch it off or use --safe-mode", file=sys.stderr)
    return 130


def _no_variant_text(result: LoadResult, settings: Settings) -> str:
    from spider_qt.plugins.no_variant import NoVariant

    return NoVariant.of(result, settings.disabled_plugins, in_window=False).english()


def _list_variants(result: LoadResult, settings: Settings) -> int:
    """The catalog on standard output; each plugin failure once on standard error; with
    no variant at all, why not (exit status 1)."""
    catalog = result.catalog
    if not len(catalog):
        print(f"{APP_NAME}: {_no_variant_text(result, settings)}", file=sys.stderr)
        return 1
    for spec in catalog:
        rules = sorted({r.name for s in spec.suit_options for r in catalog.rules_for(spec.key, s)})
        suits = "/".join(map(str, spec.suit_options))
        print(f"{spec.key:<14} {spec.letters:<4} {spec.name} ({suits} suits; rules: "
              f"{', '.join(rules)})")
    for record in result.plugins:
        if record.error is not None:
            print(f"plugin {record.name} ({record.origin}) disabled: {record.error}",
                  file=sys.stderr)
        elif record.needs and record.enabled:
            print(f"plugin {record.name} ({record.origin}): some rules are inactive, they need "
                  f"variant(s) not loaded: {', '.join(record.needs)}", file=sys.stderr)
    return 1 if result.errors else 0


def _check_plugins(where: Profile, settings: Settings, safe_mode: bool,
                   candidates: list[Candidate]) -> int:
    """``--check-plugins``: every plugin loaded (the player's switches aside), one line
    each, then every failure's traceback; exit status 1 if any failed, or if the
    player's switches leave no variant to play (said last)."""
    from spider_qt.plugins.host import PluginsInterrupted, load_plugins

    try:
        result = load_plugins(where, (), safe_mode, candidates=candidates)
    except PluginsInterrupted as stop:
        return _interrupted(stop)
    off = set(settings.disabled_plugins)
    for record in result.plugins:
        print(_check_line(record, record.name in off))
        for warning in record.warnings:
            print(f"    warning: {warning}")
    for record in result.errors:
        print(f"\n{record.name} ({record.origin}, {record.location or 'no location'}) "
              f"failed: {record.error}")
        print((record.traceback or "(refused before any of its code ran)\n").rstrip("\n"))
    failed = len(result.errors)
    print(f"\n{len(result.plugins)} plugin(s): {failed} failed" if failed else
          f"\n{len(result.plugins)} plugin(s), none failed")
    as_started = result.reload(settings.disabled_plugins) if off else result
    if not len(as_started.catalog):  # what an ordinary start would find: nothing to play
        print(f"\n{_no_variant_text(as_started, settings)}")
        return 1
    return 1 if failed else 0


def _check_line(record: PluginRecord, switched_off: bool) -> str:
    """``ok       spider (built-in 0.1.0): variants spider; 0.01 s``."""
    from spider_qt.plugins.records import Status

    label = {Status.ENABLED: "ok", Status.FAILED: "FAILED", Status.INACTIVE: "inactive",
             Status.DISABLED: "off"}[record.status]
    version = f" {record.version}" if record.version else ""
    if record.error is not None:
        what = record.error
    else:
        parts = [f"variants {', '.join(record.variants)}" if record.variants else "",
                 f"rules {', '.join(record.rules)}" if record.rules else "",
                 f"card themes {', '.join(record.themes)}" if record.themes else "",
                 f"needs variant(s) {', '.join(record.needs)}" if record.needs else ""]
        what = "; ".join(p for p in parts if p) or "adds nothing"
    note = " (switched off in Settings; checked anyway)" if switched_off else ""
    return (f"{label:<8} {record.name} ({record.origin}{version}): {what}; "
            f"{record.load_seconds:.2f} s{note}")


if __name__ == "__main__":
    sys.exit(main())
