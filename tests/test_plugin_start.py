"""A start with plugins, as the command runs it: ``spider_qt.cli.main`` in this process.

A plugin that ends the app at import (a drop-in file or an installed distribution)
leaves the window opening with that plugin failed and one notice; a start with plugins
besides the built-ins shows "Loading plugins…" until the window is up, and one with
only the built-ins shows nothing before the window.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from spider_qt import cli
from spider_qt.ui.window.main_window import MainWindow
from spider_qt.ui.window.splash import LoadingSplash

EXITS = "import sys\nsys.exit(0)\n"


def start(profile: Path) -> MainWindow:
    """``spider-qt --profile PROFILE`` until its window is up, then closed (notice first)."""
    seen: list[MainWindow] = []

    def look() -> None:
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.isVisible()]
        if not windows:
            QTimer.singleShot(10, look)
            return
        window = windows[0]
        seen.append(window)
        window.splash_seen = [s.isVisible() for s in QApplication.topLevelWidgets()  # type: ignore[attr-defined]
                              if isinstance(s, LoadingSplash)]
        if window.notice_box is not None:
            window.notice_box.accept()
        # Closed as a player closes it: the last window's close ends the app's loop. (A
        # quit() as well would leave a second Quit event queued, which a later test's
        # wait would take: Qt's quit flag set, every wait after it over at once.)
        window.close()

    QTimer.singleShot(0, look)
    assert cli.main(["--profile", str(profile)]) == 0
    assert seen, "no window opened"
    return seen[0]


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    where = tmp_path / "profile"
    (where / "plugins").mkdir(parents=True)
    where.chmod(0o755)
    (where / "plugins").chmod(0o755)
    return where


@pytest.fixture
def splashes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[LoadingSplash]]:
    """Every "Loading plugins…" card the start makes, and the plugins it named."""
    made: list[LoadingSplash] = []
    show = cli._show_splash

    def spy(language: str | None, settings: object) -> LoadingSplash:
        splash = show(language, settings)  # type: ignore[arg-type]
        made.append(splash)
        return splash

    monkeypatch.setattr(cli, "_show_splash", spy)
    yield made
    for splash in made:
        splash.deleteLater()


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on ``sys.path`` where a test installs a distribution (its metadata by hand)."""
    folder = tmp_path / "site"
    folder.mkdir()
    monkeypatch.syspath_prepend(str(folder))
    importlib.invalidate_caches()
    yield folder
    sys.modules.pop("spider_qt_exits_plugin", None)
    importlib.invalidate_caches()


def install(site: Path, name: str, code: str) -> None:
    (site / f"{name}.py").write_text(code, encoding="utf-8")
    info = site / f"{name}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[spider_qt]\nexits = {name}\n", encoding="utf-8")


def assert_failed_with_a_notice(window: MainWindow, name: str) -> None:
    plugins = window.session.plugins
    assert plugins is not None
    (failed,) = plugins.errors
    assert failed.name == name and failed.error is not None and "SystemExit(0)" in failed.error
    assert len(window.shown_notices) == 1 and name in window.shown_notices[0]
    assert "spider" in window.controller.catalog  # the rest loaded


def test_sys_exit_in_a_drop_in_leaves_the_app_running(
    profile: Path, splashes: list[LoadingSplash]
) -> None:
    (profile / "plugins" / "exits.py").write_text(EXITS, encoding="utf-8")
    (profile / "plugins" / "exits.py").chmod(0o644)
    window = start(profile)
    assert_failed_with_a_notice(window, "exits")
    assert len(splashes) == 1
    assert window.splash_seen == [False]  # type: ignore[attr-defined]  # closed once up


def test_sys_exit_in_an_installed_plugin_leaves_the_app_running(
    profile: Path, site: Path, splashes: list[LoadingSplash]
) -> None:
    install(site, "spider_qt_exits_plugin", EXITS)
    window = start(profile)
    assert_failed_with_a_notice(window, "exits")
    assert window.session.plugins.errors[0].origin == "installed"  # type: ignore[union-attr]
    assert len(splashes) == 1


def test_the_splash_names_each_plugin_as_it_loads(
    profile: Path, splashes: list[LoadingSplash], monkeypatch: pytest.MonkeyPatch
) -> None:
    named: list[str] = []
    loading = LoadingSplash.loading
    monkeypatch.setattr(LoadingSplash, "loading",
                        lambda self, name: (named.append(name), loading(self, name))[1])
    for name in ("beta", "alpha"):
        (profile / "plugins" / f"{name}.py").write_text('"""Nothing."""\n', encoding="utf-8")
        (profile / "plugins" / f"{name}.py").chmod(0o644)
    start(profile)
    assert named[-2:] == ["alpha", "beta"]  # after the built-ins, in load order


def test_only_built_ins_means_no_splash(profile: Path, splashes: list[LoadingSplash]) -> None:
    window = start(profile)
    assert splashes == [] and window.shown_notices == []


def test_switched_off_plugins_do_not_call_for_a_splash(
    profile: Path, splashes: list[LoadingSplash]
) -> None:
    (profile / "plugins" / "exits.py").write_text(EXITS, encoding="utf-8")
    (profile / "plugins" / "exits.py").chmod(0o644)
    (profile / "settings.json").write_text(
        '{"format": 1, "settings": {"disabled_plugins": ["exits"]}}', encoding="utf-8")
    window = start(profile)
    assert splashes == [] and window.shown_notices == []
