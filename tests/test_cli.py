"""The ``spider-qt`` command, as a user runs it."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from spider_qt.cli import main

#: The one file a start writes even in a profile it only reads: the installed plugins'
#: entry points, a cache rebuilt whenever it is missing (``spider_qt.plugins.entry_points``).
CACHE = Path("cache") / "entry-points.json"


def besides_the_cache(folder: Path) -> set[Path]:
    """Every path in ``folder`` (none if there is no folder) but the entry-point cache."""
    return {p.relative_to(folder) for p in folder.rglob("*")} - {CACHE.parent, CACHE}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "spider_qt", *args], capture_output=True,
                          text=True, env=env, timeout=120)


def test_describe_prints_the_deal_of_a_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--describe", " sd1-s1-aaaaabd "]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Stock: 24 cards, 4 deals left; no sequence removed. "
                          "Column 1: 0 face down, then ")
    assert out.count("\n") == 1


def test_describe_needs_no_qt() -> None:
    code = ("import sys; from spider_qt.cli import main; main(['--describe', 'SP1-S1C-AAAAAAD']);"
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={k: v for k, v in os.environ.items()
                                          if k != "QT_QPA_PLATFORM"})
    assert out.stdout.splitlines()[-1] == "False"


@pytest.mark.parametrize("args", [["--describe", "SP1-S3C-AAAAAAD"],
                                  ["--code", "SP1-S3C-AAAAAAD"],
                                  ["--code", "nonsense", "--screenshot", "x.png"]])
def test_a_bad_code_gets_a_one_line_error_and_exit_2(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("spider-qt: ") and captured.err.count("\n") == 1


def test_list_variants(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list-variants"]) == 0
    out = capsys.readouterr().out
    assert "spider " in out and "Relaxed" in out and "spiderette" in out


def test_screenshot_renders_the_window_to_a_png(tmp_path: Path) -> None:
    target = tmp_path / "board.png"
    result = run("--code", "SP1-S4C-AAAAAAD", "--screenshot", str(target), "--size", "900x640")
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == (900, 640)
    # The felt is green and the cards are white: both must be on the picture.
    colours = {image.pixelColor(x, y).name() for x in range(0, 900, 7) for y in range(0, 640, 7)}
    assert any(int(c[3:5], 16) > int(c[1:3], 16) + 30 for c in colours)  # green felt
    assert sum(1 for c in colours if c in ("#ffffff", "#fdfdfa")) >= 1  # card paper


def test_a_bad_size_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit, match=r"^2$") as exit_info:
        main(["--screenshot", "x.png", "--size", "huge"])
    assert exit_info.value.code == 2
    assert "not a size like 1280x800" in capsys.readouterr().err


def test_python_dash_m_runs_the_same_command() -> None:
    result = run("--describe", "SP1-S1C-AAAAAAD")
    assert result.stdout.startswith("Stock: 50 cards, 5 deals left;")


def test_version() -> None:
    assert run("--version").stdout.startswith("spider-qt ")


def test_profile_reaches_the_window(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from spider_qt import app

    seen: dict[str, object] = {}

    def fake_run(code: str | None = None, profile: str | None = None, safe_mode: bool = False,
                 plugins: object = None, language: str | None = None,
                 settings: object = None, splash: object = None,
                 instance: object = None) -> int:
        seen.update(code=code, profile=profile)
        return 0

    monkeypatch.setattr(app, "run", fake_run)
    assert main(["--profile", str(tmp_path)]) == 0
    assert seen == {"code": None, "profile": str(tmp_path)}  # no code: resume the saved game
    assert main(["--variant", "spiderette"]) == 0
    assert str(seen["code"]).startswith("SD1-S1-")


BAD_COMMAND_LINES = {
    "size-huge": ["--screenshot", "x.png", "--size", "99999x99999"],
    "size-tiny": ["--screenshot", "x.png", "--size", "10x10"],
    "size-words": ["--screenshot", "x.png", "--size", "big"],
    "profile-empty": ["--profile", ""],
    "profile-blank": ["--profile", "   "],
    "profile-a-file": ["--profile", "{file}"],
    "code-garbage": ["--code", "garbage"],
    "code-suits": ["--code", "SP1-S3C-AAAAAAD"],
    "code-5000-digits": ["--code", "SP" + "1" * 5000 + "-S1C-AAAAAAD"],
    "code-huge": ["--code", "A" * 100_000],
    "code-control": ["--code", "SP1-S1C-\x1b[2J"],
    "describe-empty": ["--describe", ""],
    "lang": ["--lang", "xx"],
    "suits": ["--suits", "3"],
    "variant": ["--variant", "nope"],
    "rule": ["--rule", "nope"],
    "screenshot-no-folder": ["--screenshot", "/no/such/folder/x.png"],
    "screenshot-folder": ["--screenshot", "{folder}"],
    "unknown-option": ["--frobnicate"],
}


@pytest.mark.parametrize("kind", BAD_COMMAND_LINES)
def test_a_bad_command_line_is_one_line_and_exit_2(kind: str, tmp_path: Path) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    args = [a.format(file=a_file, folder=tmp_path) for a in BAD_COMMAND_LINES[kind]]
    env_profile = tmp_path / "profile"
    result = subprocess.run([sys.executable, "-m", "spider_qt", *args], capture_output=True,
                            text=True, timeout=60,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                                 "SPIDER_QT_HOME": str(env_profile)})
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert result.stderr.startswith("spider-qt: ") and result.stderr.count("\n") == 1
    assert "Traceback" not in result.stderr and len(result.stderr) < 400
    assert besides_the_cache(env_profile) == set()  # a refused command line writes nothing


def test_sizes_at_the_ends_of_the_range_are_accepted(tmp_path: Path) -> None:
    for size in ("320x320", "8192x320"):
        result = run("--screenshot", str(tmp_path / f"{size}.png"), "--size", size)
        assert result.returncode == 0, result.stderr


ONE_SHOTS = {
    "describe": ["--describe", "SP1-S1C-AAAAAAD"],
    "list-variants": ["--list-variants"],
    "screenshot": ["--screenshot", "{out}", "--size", "640x480"],
}


@pytest.mark.parametrize("mode", ONE_SHOTS)
def test_one_shot_modes_only_read_the_profile(mode: str, tmp_path: Path) -> None:
    """A damaged settings file is reported in one line and left where it is, and nothing
    else in the profile changes: no file moved, written or created (the entry-point cache
    aside: it is no player's data)."""
    profile = tmp_path / "profile"
    profile.mkdir()
    (profile / "settings.json").write_bytes(b"{ damaged")
    (profile / "game.json").write_bytes(b"[]")
    before = {p.name: p.read_bytes() for p in profile.iterdir()}
    args = [a.format(out=tmp_path / "shot.png") for a in ONE_SHOTS[mode]]
    result = run("--profile", str(profile), *args)
    assert result.returncode == 0, result.stderr
    assert besides_the_cache(profile) == {Path(name) for name in before}
    assert {name: (profile / name).read_bytes() for name in before} == before
    assert result.stderr.count("spider-qt: note: Your settings file could not be used") == 1


def test_missing_system_libraries_are_named_before_qt_aborts(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    from spider_qt import app, xcb_check

    asked: list[str | None] = []

    def missing(platform: str | None = None) -> str | None:
        asked.append(platform)
        return None if platform == "offscreen" else (
            "cannot open a window: … libxcb-icccm.so.4\n  sudo apt-get install libxcb-icccm4")

    def no_window(*args: object, **kwargs: object) -> int:
        raise AssertionError("Qt must not be asked for a window")

    monkeypatch.setattr(xcb_check, "xcb_problem", missing)
    monkeypatch.setattr(app, "run", no_window)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    assert main(["--profile", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("spider-qt: cannot open a window") and "apt-get install" in err
    monkeypatch.setattr(app, "screenshot", lambda *a, **k: None)
    assert main(["--screenshot", str(tmp_path / "x.png")]) == 0  # offscreen needs no X11
    assert asked == [None, "offscreen"]


# --- plugins on the command line ---------------------------------------------------------------

BEETLE = '''"""Beetle, a test variant."""
from spider_qt.engine import VariantSpec
from spider_qt.plugins import hookimpl

@hookimpl
def spider_qt_register_variants(register):
    register(VariantSpec(key="beetle", name="Beetle", letters="BE", decks=1,
                         layout=((0, 4),) * 13, deals=()))
'''


@pytest.fixture(autouse=True)
def keep_default_catalog() -> Iterator[None]:
    """A start loads the profile's plugins as the engine's default catalog (one with Spider
    switched off, in a test below): later tests get the one they had."""
    from spider_qt.engine import default_catalog, set_default_catalog

    before = default_catalog()
    yield
    set_default_catalog(before)


def plugins_profile(tmp_path: Path, **files: str) -> Path:
    """A profile whose plugins folder holds ``NAME.py`` files with the given code."""
    profile = tmp_path / "with-plugins"
    folder = profile / "plugins"
    folder.mkdir(parents=True)
    for path in (profile, folder):
        path.chmod(0o755)
    for name, code in files.items():
        (folder / f"{name}.py").write_text(code, encoding="utf-8")
        (folder / f"{name}.py").chmod(0o644)
    return profile


def test_check_plugins_lists_every_plugin_and_exits_0_when_none_failed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    profile = plugins_profile(tmp_path, beetle=BEETLE, quiet='"""Adds nothing."""\n')
    assert main(["--profile", str(profile), "--check-plugins"]) == 0
    lines = capsys.readouterr().out.splitlines()
    beetle = next(line for line in lines if " beetle " in line)
    assert beetle.startswith("ok       beetle (folder): variants beetle; ")
    assert beetle.endswith(" s")
    spider = next(line for line in lines if " spider (" in line)
    assert spider.startswith("ok       spider (built-in ") and "variants spider" in spider
    quiet = lines.index(next(line for line in lines if " quiet " in line))
    assert lines[quiet].startswith("ok       quiet (folder): adds nothing;")
    assert lines[quiet + 1].startswith("    warning: registered nothing")
    assert lines[-1].endswith("none failed")


def test_check_plugins_prints_each_traceback_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    profile = plugins_profile(tmp_path, beetle=BEETLE,
                              broken="def helper():\n    return 1 / 0\n\nhelper()\n")
    assert main(["--profile", str(profile), "--check-plugins"]) == 1
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if " broken " in line)
    assert line.startswith("FAILED   broken (folder): could not be imported: ZeroDivisionError")
    assert out.count("Traceback (most recent call last):") == 1
    assert "in helper" in out and "broken.py" in out
    assert "ok       beetle (folder)" in out


def test_check_plugins_checks_switched_off_plugins_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    profile = plugins_profile(tmp_path, beetle=BEETLE)
    (profile / "settings.json").write_text(
        '{"format": 1, "settings": {"disabled_plugins": ["beetle", "spider"]}}',
        encoding="utf-8")
    assert main(["--profile", str(profile), "--check-plugins"]) == 0
    lines = capsys.readouterr().out.splitlines()
    beetle = next(line for line in lines if " beetle " in line)
    assert beetle.startswith("ok       beetle (folder): variants beetle;")
    assert beetle.endswith("(switched off in Settings; checked anyway)")
    assert any(line.startswith("ok       relaxed (built-in") for line in lines)


def test_list_variants_tells_each_failure_once_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    profile = plugins_profile(tmp_path, beetle=BEETLE, broken="import sys\nsys.exit(3)\n")
    assert main(["--profile", str(profile), "--list-variants"]) == 1
    captured = capsys.readouterr()
    assert "beetle " in captured.out
    assert captured.err.count("broken") == 1
    assert "plugin broken (folder) disabled: could not be imported: SystemExit(3)" in captured.err


def test_list_variants_by_subprocess_prints_a_failure_once(tmp_path: Path) -> None:
    """As a user runs it: Python's logging must not say the failure a second time."""
    profile = plugins_profile(tmp_path, broken="raise RuntimeError('kaputt')\n")
    result = run("--profile", str(profile), "--list-variants")
    assert result.returncode == 1
    assert result.stderr.count("kaputt") == 1


def test_ctrl_c_while_a_plugin_loads_stops_with_its_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    profile = plugins_profile(tmp_path, hangs="raise KeyboardInterrupt\n")
    assert main(["--profile", str(profile), "--list-variants"]) == 130
    err = capsys.readouterr().err
    assert err.startswith("spider-qt: stopped while loading plugins: the folder plugin 'hangs'")
    assert "--safe-mode" in err and err.count("\n") == 1


def test_a_rule_whose_variant_is_switched_off_is_inactive_not_failed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    profile = plugins_profile(tmp_path)
    (profile / "settings.json").write_text(
        '{"format": 1, "settings": {"disabled_plugins": ["spider"]}}', encoding="utf-8")
    assert main(["--profile", str(profile), "--list-variants"]) == 0
    err = capsys.readouterr().err
    assert "disabled:" not in err and "relaxed" in err and "spider" in err
