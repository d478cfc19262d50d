"""The ``spider-qt`` command, as a user runs it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from spider_qt.cli import main


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
                 settings: object = None) -> int:
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
    assert not env_profile.exists()  # a refused command line writes nothing


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
    else in the profile changes: no file moved, written or created."""
    profile = tmp_path / "profile"
    profile.mkdir()
    (profile / "settings.json").write_bytes(b"{ damaged")
    (profile / "game.json").write_bytes(b"[]")
    before = {p.name: p.read_bytes() for p in profile.iterdir()}
    args = [a.format(out=tmp_path / "shot.png") for a in ONE_SHOTS[mode]]
    result = run("--profile", str(profile), *args)
    assert result.returncode == 0, result.stderr
    assert {p.name: p.read_bytes() for p in profile.iterdir()} == before
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
