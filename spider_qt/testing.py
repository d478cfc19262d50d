"""Test a spider-qt plugin the way the app loads it: the plugin authoring kit.

A plugin's tests should see what a player will see: the built-in plugins plus the
plugin under test, loaded by the app's own host (so a spec the app would refuse fails
the test, with the host's sentence), and nothing else that happens to be installed.
The kit builds exactly that, from the plugin's module, its drop-in file or package, or
its distribution's entry point name::

    from pathlib import Path
    from spider_qt.testing import plugin_kit

    kit = plugin_kit(Path("will_o_the_wisp.py"))
    game = kit.new_game(deal=1)            # the plugin's first variant, deal 1
    assert game.code == "WW1-S4-AAAAAAB"

With pytest, ``pytest_plugins = ["spider_qt.testing"]`` in a ``conftest.py`` adds the
fixtures ``plugin_kit``, ``new_game``, ``position`` and ``headless_board``; override
the ``spider_qt_plugins`` fixture to say which plugins to load (see ``docs/plugins.md``).

Only :meth:`PluginKit.board` and :meth:`PluginKit.help_page` need Qt, and import it when
called: the rest works with the engine alone. The module imports without pytest; its
fixtures are defined only when pytest is there.

This module is public: it follows the plugin API's compatibility promise
(``spider_qt.plugins.API_VERSION``).
"""

from __future__ import annotations

import atexit
import importlib.metadata
import os
import shutil
import stat
import tempfile
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeAlias

from spider_qt.engine import Catalog, Game
from spider_qt.engine import new_game as _engine_new_game
from spider_qt.plugins import ENTRY_POINT_GROUP
from spider_qt.plugins.host import LoadResult, load_catalog
from spider_qt.plugins.records import Origin, PluginRecord
from spider_qt.plugins.sources import Found, entry_point_plugins, folder_plugins

if TYPE_CHECKING:
    from spider_qt.ui.window.main_window import MainWindow

__all__ = [
    "NewGame",
    "PluginKit",
    "PluginLoadError",
    "PluginSource",
    "Position",
    "builtin_catalog",
    "plugin_catalog",
    "plugin_kit",
]

#: What names a plugin to load: its module object (or any object with ``@hookimpl``
#: functions), a :class:`~pathlib.Path` to a drop-in ``NAME.py`` file or ``NAME/``
#: package, or (a ``str``) the name of an entry point in the ``spider_qt`` group of an
#: installed distribution.
PluginSource: TypeAlias = "ModuleType | os.PathLike[str] | str | object"
#: :meth:`PluginKit.new_game`'s signature, for typing a fixture.
NewGame: TypeAlias = Callable[..., Game]
#: :meth:`PluginKit.position`'s signature, for typing a fixture.
Position: TypeAlias = Callable[..., Game]

#: Where a plugin keeps its compiled catalogs, beside its module (as
#: ``spider_qt.i18n.plugin_catalogs.FOLDER``, whose package needs Qt).
_TRANSLATIONS = "translations"


class PluginLoadError(Exception):
    """A plugin under test did not load cleanly: the host's record of why, for the test
    report (the traceback too, when the host kept one)."""

    def __init__(self, records: Sequence[PluginRecord]) -> None:
        self.records = list(records)
        super().__init__("\n\n".join(_trouble(record) for record in records))


def _trouble(record: PluginRecord) -> str:
    lines = [f"plugin {record.name!r} ({record.origin}, {record.location or 'no location'}):"]
    if record.error is not None:
        lines.append(f"  {record.error}")
    lines += [f"  warning: {warning}" for warning in record.warnings]
    if record.waiting_rules:
        lines.append(f"  rules {', '.join(record.waiting_rules)} wait for variants that are "
                     f"not loaded ({', '.join(record.needs)}): pass the plugins that add "
                     "them too")
    if record.traceback:
        lines.append(record.traceback.rstrip())
    return "\n".join(lines)


def _troubled(record: PluginRecord) -> bool:
    return record.error is not None or bool(record.warnings) or bool(record.waiting_rules)


@dataclass
class PluginKit:
    """The built-in plugins plus the plugins under test, loaded by the app's host.

    ``result`` is the host's own :class:`~spider_qt.plugins.host.LoadResult` (catalog,
    records, pluggy manager); ``names`` are the plugins under test, built-ins aside, and
    ``origins`` where each came from (a source may share a built-in's name: the host then
    refuses it, and its record is still the one reported).
    """

    result: LoadResult
    names: tuple[str, ...]
    origins: tuple[str, ...]

    @property
    def catalog(self) -> Catalog:
        """Every variant and rule loaded: the built-ins' and the plugins' under test."""
        return self.result.catalog

    @property
    def records(self) -> list[PluginRecord]:
        """What the host recorded of each plugin under test (variants, rules, errors)."""
        wanted = set(zip(self.names, self.origins, strict=True))
        return [r for r in self.result.plugins if (r.name, str(r.origin)) in wanted]

    def record(self, name: str | None = None) -> PluginRecord:
        """The record of the plugin called ``name``; ``None``: the only plugin under test."""
        records = self.records
        if name is None and len(records) == 1:
            return records[0]
        for record in records:
            if record.name == name:
                return record
        raise LookupError(f"no plugin under test is called {name!r} "
                          f"(they are: {', '.join(self.names) or 'none'})")

    @property
    def variants(self) -> tuple[str, ...]:
        """The keys of the variants the plugins under test registered, in their order."""
        return tuple(key for record in self.records for key in record.variants)

    @property
    def rules(self) -> tuple[str, ...]:
        """The keys of the rules the plugins under test registered."""
        return tuple(key for record in self.records for key in record.rules)

    @property
    def default_variant(self) -> str:
        """The first variant of the plugins under test; the app's default game if they
        add none (a rule plugin, or only the built-ins)."""
        return self.variants[0] if self.variants else self.catalog.default_variant.key

    def new_game(self, code: str | None = None, *, variant: str | None = None,
                 suits: int | None = None, rule: str = "classic",
                 deal: int | None = None) -> Game:
        """:func:`spider_qt.engine.new_game` in this kit's catalog: from a game code, or
        from its parts (``variant=None``: :attr:`default_variant`; ``suits=None``: the
        variant's default; ``deal=None``: a random shuffle)."""
        if code is None and variant is None:
            variant = self.default_variant
        return _engine_new_game(code, variant=variant, suits=suits, rule=rule, deal=deal,
                                catalog=self.catalog)

    def position(self, columns: Sequence[Sequence[str]], *, variant: str | None = None,
                 suits: int | None = None, rule: str = "classic", stock: Sequence[str] = (),
                 removed: Sequence[str] = (), score: int | None = None,
                 moves: int = 0) -> Game:
        """A game from a constructed position, to test a rule where it matters::

            kit.position([["#5S", "9H"], ["10S"]] + [["KS"]] * 5, suits=4)

        Cards are tokens: rank (``A``, ``2``…``10``, ``J``, ``Q``, ``K``) and suit
        (``S``, ``H``, ``D``, ``C``); ``#`` marks a face-down card. Each column is listed
        bottom card first; there must be as many columns as the variant has. The deck
        need not be complete (cards not listed are out of play), but no card may appear
        more often than the variant's decks hold; ``stock`` must be a size its deal plan
        allows (0, or what is left after some deals). ``variant=None``:
        :attr:`default_variant`; ``suits=None``: its default; ``score=None``: its
        starting score. Raises ``StateError`` naming what is not sound.
        """
        spec = self.catalog.variant(variant if variant is not None else self.default_variant)
        return Game.from_dict(
            {
                "variant": spec.key,
                "suits": suits if suits is not None else spec.initial_suits,
                "rule": rule,
                "columns": [list(c) for c in columns],
                "stock": list(stock),
                "removed": list(removed),
                "score": score if score is not None else spec.scoring.start,
                "moves": moves,
            },
            complete_deck=False,
            catalog=self.catalog,
        )

    def board(self, game: Game | None = None, *, language: str = "en",
              size: tuple[int, int] = (1100, 780), show: bool = True) -> MainWindow:
        """The app's main window for ``game`` (else :meth:`new_game`), without a display
        and without animations: the board, menus, dialogs and help as a player gets them.

        It keeps everything in memory (no profile is read or written), speaks
        ``language`` (English unless asked: a test should not depend on the machine's),
        and loads the translations the plugins ship, as the app does. Without a display
        Qt draws offscreen: ``QT_QPA_PLATFORM=offscreen`` is set unless a Qt application
        or the variable exists already. Close the window when done (the
        ``headless_board`` fixture does).
        """
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from spider_qt import i18n
        from spider_qt.app import ensure_app
        from spider_qt.session import Session
        from spider_qt.ui.window.main_window import MainWindow

        ensure_app()
        i18n.use_plugin_catalogs(self.result)
        session = Session(None, catalog=self.catalog, plugins=self.result)
        session.settings.animations = False
        window = MainWindow(game if game is not None else self.new_game(), session,
                            language=language)
        window.resize(*size)
        if show:
            window.show()
        window.board.finish_animations()
        return window


    def help_page(self, name: str = "rules", *, variant: str | None = None,
                  language: str = "en") -> str:
        """The HTML of the Help window's page ``name`` (``"rules"``, ``"examples"``,
        ``"sources"``, ``"keyboard"``) for ``variant`` (``None``: :attr:`default_variant`),
        in ``language`` with the translations the plugins ship, as a player reads it.

        Needs Qt (imported here); the app's language and plugin translations are put
        back as they were afterwards.
        """
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from spider_qt import i18n
        from spider_qt.app import ensure_app
        from spider_qt.help.pages import page
        from spider_qt.ui.commands import key_rows

        ensure_app()
        spec = self.catalog.variant(variant if variant is not None else self.default_variant)
        before, catalogs = i18n.current(), i18n.plugin_catalogs()
        i18n.use_plugin_catalogs(self.result)
        i18n.install(language)
        try:
            return page(name, spec, self.catalog, key_rows() if name == "keyboard" else None)
        finally:
            i18n.set_plugin_catalogs(catalogs)
            i18n.install(before)


def plugin_kit(*sources: PluginSource, builtins: bool = True, check: bool = True,
               workdir: Path | None = None) -> PluginKit:
    """Load the built-in plugins (unless ``builtins=False``) and ``sources``, and nothing
    else installed, with the app's plugin host.

    A drop-in file or package is copied into a private plugins folder (``workdir``, else
    a temporary folder removed at exit) and loaded from there as the app loads a
    player's plugins folder: under a private module name, with its permissions checked.
    With ``check`` (the default) a plugin under test that fails, warns (a hook without
    ``@hookimpl``, nothing registered) or has rules waiting for variants that are not
    loaded raises :class:`PluginLoadError` with the host's words; ``check=False`` returns
    the kit anyway, for tests of how a plugin fails.
    """
    found: list[Found] = list(entry_point_plugins(builtin_only=True)) if builtins else []
    taken = {record.name for record, _ in found}
    names: list[str] = []
    origins: list[str] = []
    for source in sources:
        for record, plugin in _found(source, workdir):
            if record.origin == Origin.BUILT_IN and record.name in taken:
                continue  # a built-in named as a source: it is loaded already
            found.append((record, plugin))
            names.append(record.name)
            origins.append(str(record.origin))
    result = load_catalog(found)
    kit = PluginKit(result, tuple(names), tuple(origins))
    if check:
        troubled = [r for r in kit.records if _troubled(r)]
        if troubled:
            raise PluginLoadError(troubled)
    return kit


def plugin_catalog(*sources: PluginSource, builtins: bool = True,
                   workdir: Path | None = None) -> Catalog:
    """The catalog of :func:`plugin_kit` (checked: a plugin that fails raises)."""
    return plugin_kit(*sources, builtins=builtins, workdir=workdir).catalog


def builtin_catalog() -> Catalog:
    """The built-in plugins' catalog alone, whatever else is installed."""
    return plugin_kit().catalog


# --- sources ----------------------------------------------------------------------------------


def _found(source: PluginSource, workdir: Path | None) -> list[Found]:
    if isinstance(source, os.PathLike):
        return _dropped_in(Path(source), workdir)
    if isinstance(source, str):
        return _entry_point(source)
    return [(_record_of(source), source)]


def _record_of(plugin: object) -> PluginRecord:
    """A record for a plugin handed in as an object, named after its module (the name an
    entry point would give it), with its version and summary as the host reads them."""
    if isinstance(plugin, ModuleType):
        name, location = plugin.__name__.rpartition(".")[2], plugin.__name__
    else:
        name = str(getattr(plugin, "__name__", None) or type(plugin).__name__)
        location = f"{type(plugin).__module__}:{type(plugin).__qualname__}"
    doc = getattr(plugin, "__doc__", None)
    doc = doc.strip() if isinstance(doc, str) else ""
    return PluginRecord(name, Origin.INSTALLED, str(getattr(plugin, "__version__", "") or ""),
                        location=location, summary=doc.splitlines()[0] if doc else "")


def _entry_point(name: str) -> list[Found]:
    """The installed plugin whose entry point is ``name``, imported alone: the other
    installed plugins are listed as switched off, so none of their code runs."""
    names = {ep.name for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)}
    if name not in names:
        hint = " (for a drop-in file or package, pass a pathlib.Path)" if (
            name.endswith(".py") or os.sep in name or "/" in name) else ""
        raise LookupError(f"no installed distribution has an entry point {name!r} in the "
                          f"{ENTRY_POINT_GROUP!r} group{hint}; found: "
                          f"{', '.join(sorted(names)) or 'none'}")
    return [(record, plugin) for record, plugin in
            entry_point_plugins(disabled=names - {name}) if record.name == name]


def _dropped_in(path: Path, workdir: Path | None) -> list[Found]:
    """The drop-in at ``path``, copied into a plugins folder of its own and loaded by the
    host from there, as from a player's plugins folder."""
    path = path.resolve()
    is_file = path.is_file() and path.suffix == ".py"
    if not is_file and not (path.is_dir() and (path / "__init__.py").is_file()):
        raise ValueError(f"{path} is not a plugin: pass a NAME.py file or a NAME/ folder "
                         "with an __init__.py")
    if path.name.startswith((".", "_")):
        raise ValueError(f"{path.name} starts with '.' or '_': a plugins folder skips it")
    if workdir is None:
        workdir = Path(tempfile.mkdtemp(prefix="spider_qt_plugins_"))
        atexit.register(shutil.rmtree, workdir, ignore_errors=True)
    workdir.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="plugins_", dir=workdir))  # mode 0700: only you
    target = folder / path.name
    if is_file:
        shutil.copyfile(path, target)
        for qm in (path.parent / _TRANSLATIONS).glob(f"{path.stem}_*.qm"):  # its catalogs
            (folder / _TRANSLATIONS).mkdir(mode=0o700, exist_ok=True)
            shutil.copyfile(qm, folder / _TRANSLATIONS / qm.name)
    else:
        shutil.copytree(path, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for each in folder.iterdir():
        _only_yours(each)
    return list(folder_plugins(folder))


def _only_yours(path: Path) -> None:
    """No write bits for group and others on the copy (a umask of 002 would leave them),
    which the host, rightly, refuses in a plugins folder."""
    for each in (path, *(path.rglob("*") if path.is_dir() else ())):
        mode = each.stat().st_mode
        each.chmod(stat.S_IMODE(mode) & ~(stat.S_IWGRP | stat.S_IWOTH))


# --- pytest -----------------------------------------------------------------------------------

try:
    import pytest
except ImportError:  # the helpers above need no pytest; only the fixtures below do
    pass
else:

    def pytest_configure(config: pytest.Config) -> None:
        """Windows of the tests draw offscreen unless a platform is chosen."""
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    @pytest.fixture(scope="session")
    def spider_qt_plugins() -> Sequence[PluginSource]:
        """The plugins under test: override this fixture in your ``conftest.py`` to return
        them (module objects, ``Path``\\ s of drop-ins, entry point names). By default
        none: the built-ins alone."""
        return ()

    @pytest.fixture(scope="session", name="plugin_kit")
    def _plugin_kit_fixture(spider_qt_plugins: Sequence[PluginSource],
                            tmp_path_factory: pytest.TempPathFactory) -> PluginKit:
        """The :class:`PluginKit` of ``spider_qt_plugins``, loaded once per session (a
        plugin that does not load fails every test that uses it, with the host's words)."""
        return plugin_kit(*spider_qt_plugins,
                          workdir=tmp_path_factory.mktemp("spider_qt_plugins"))

    @pytest.fixture(name="new_game")
    def _new_game_fixture(plugin_kit: PluginKit) -> NewGame:
        """:meth:`PluginKit.new_game`: ``new_game(deal=1)``, ``new_game("WW1-S4-AAAAAAB")``."""
        return plugin_kit.new_game

    @pytest.fixture(name="position")
    def _position_fixture(plugin_kit: PluginKit) -> Position:
        """:meth:`PluginKit.position`: a game from a constructed position."""
        return plugin_kit.position

    @pytest.fixture
    def headless_board(plugin_kit: PluginKit) -> Iterator[Callable[..., MainWindow]]:
        """Makes :meth:`PluginKit.board` windows; closes them after the test and puts the
        language and the plugin translations back as they were."""
        from spider_qt import i18n

        language, catalogs = i18n.current(), i18n.plugin_catalogs()
        windows: list[MainWindow] = []

        def make(game: Game | None = None, **options: Any) -> MainWindow:
            window = plugin_kit.board(game, **options)
            windows.append(window)
            return window

        yield make
        if not windows:
            return
        from PySide6.QtCore import QCoreApplication, QEvent

        for window in windows:
            window.close()
            window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        i18n.set_plugin_catalogs(catalogs)
        i18n.install(language)
