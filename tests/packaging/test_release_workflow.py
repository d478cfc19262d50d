"""The release workflow, the Inno Setup script and the Windows and macOS installer steps.

Neither Windows nor macOS can build here, so these tests pin what can be checked on any
system: the workflow runs the local commands on the three systems, the .iss script gets
the defines windows.py passes, and the builders fail clearly without their tools.

``packaging/`` is a folder of build scripts, not an installed package, and the PyPI
distribution named ``packaging`` (installed with pytest) shadows its name: the target
modules are loaded by file path.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
ISS = ROOT / "packaging" / "windows" / "spider-qt.iss"
TARGETS = {"linux", "windows", "macos"}


def load_target(name: str) -> ModuleType:
    """``packaging/targets/<name>.py`` as module ``spider_qt_packaging_<name>``."""
    path = ROOT / "packaging" / "targets" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"spider_qt_packaging_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def windows() -> ModuleType:
    return load_target("windows")


@pytest.fixture
def macos() -> ModuleType:
    return load_target("macos")


# --- the workflow -------------------------------------------------------------------

@pytest.fixture(scope="module")
def workflow() -> dict[Any, Any]:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def triggers(workflow: dict[Any, Any]) -> dict[str, Any]:
    # YAML 1.1 (PyYAML) reads the bare key `on` as the boolean True.
    found = workflow.get("on", workflow.get(True))
    assert isinstance(found, dict), "the workflow has no `on:` triggers"
    return found


def build_jobs(workflow: dict[Any, Any]) -> dict[str, dict[str, Any]]:
    """The jobs that run packaging/build.py (those with a target matrix)."""
    jobs = {name: job for name, job in workflow["jobs"].items()
            if "matrix" in job.get("strategy", {})}
    assert jobs, "no matrix job"
    return jobs


def matrix_entries(job: dict[str, Any]) -> list[dict[str, Any]]:
    matrix = job["strategy"]["matrix"]
    entries = list(matrix.get("include", []))
    assert entries and all("os" in e and "target" in e for e in entries), matrix
    return entries


def run_lines(job: dict[str, Any]) -> list[str]:
    """Every line of the job's `run:` steps, in order."""
    return [line.strip() for step in job["steps"] if "run" in step
            for line in step["run"].splitlines() if line.strip()]


def test_workflow_runs_on_version_tags_and_by_hand(workflow: dict[Any, Any]) -> None:
    on = triggers(workflow)
    assert "v*" in on["push"]["tags"]
    assert "branches" not in on["push"]
    assert "workflow_dispatch" in on


def test_matrix_covers_the_three_systems(workflow: dict[Any, Any]) -> None:
    runners: dict[str, set[str]] = {}
    for job in build_jobs(workflow).values():
        assert job["runs-on"] == "${{ matrix.os }}"
        for entry in matrix_entries(job):
            assert entry["target"] in TARGETS, entry
            runners.setdefault(entry["target"], set()).add(entry["os"])
    assert set(runners) == TARGETS
    # The oldest supported Ubuntu LTS, for glibc compatibility of the frozen app.
    assert runners["linux"] == {"ubuntu-22.04"}
    assert all(os_.startswith("windows-") for os_ in runners["windows"])
    assert all(os_.startswith("macos-") for os_ in runners["macos"])


def test_artifact_names_are_unique(workflow: dict[Any, Any]) -> None:
    for job in build_jobs(workflow).values():
        names = [entry["artifact"] for entry in matrix_entries(job)]
        assert len(names) == len(set(names)), names


def test_every_build_job_runs_the_local_commands_in_order(workflow: dict[Any, Any]) -> None:
    for name, job in build_jobs(workflow).items():
        lines = run_lines(job)
        assert "pip install uv" in lines, name
        assert "uv run pytest" in lines, name
        build = "uv run python packaging/build.py ${{ matrix.target }}"
        assert build in lines, name
        assert lines.index("pip install uv") < lines.index("uv run pytest") < lines.index(build)
        assert job.get("env", {}).get("QT_QPA_PLATFORM") == "offscreen", name


def test_build_jobs_set_up_the_project_python(workflow: dict[Any, Any]) -> None:
    for job in build_jobs(workflow).values():
        setup = [s for s in job["steps"] if str(s.get("uses", "")).startswith(
            "actions/setup-python@")]
        assert len(setup) == 1
        assert setup[0]["with"]["python-version-file"] == ".python-version"
    assert (ROOT / ".python-version").read_text(encoding="utf-8").strip() == "3.11"


def test_each_system_installs_its_tools(workflow: dict[Any, Any]) -> None:
    for job in build_jobs(workflow).values():
        steps = {step.get("if", ""): step.get("run", "") for step in job["steps"]}
        linux = steps["matrix.target == 'linux'"]
        assert "sudo apt-get update" in linux
        assert "sudo apt-get install -y" in linux
        for package in ("dpkg-dev", "fakeroot", "libxcb-cursor0", "libxkbcommon-x11-0",
                        "libegl1", "libfontconfig1"):
            assert package in linux.split(), package
        assert steps["matrix.target == 'windows'"] == "choco install innosetup -y"


def test_installers_are_uploaded(workflow: dict[Any, Any]) -> None:
    for name, job in build_jobs(workflow).items():
        uploads = [s for s in job["steps"]
                   if str(s.get("uses", "")).startswith("actions/upload-artifact@")]
        assert len(uploads) == 1, name
        assert uploads[0]["with"]["path"] == "dist/installers/*"
        assert uploads[0]["with"]["if-no-files-found"] == "error"
        assert "matrix.artifact" in uploads[0]["with"]["name"]


def test_tags_publish_a_release_of_all_installers(workflow: dict[Any, Any]) -> None:
    jobs = workflow["jobs"]
    release = next(job for name, job in jobs.items() if name not in build_jobs(workflow))
    needs = release["needs"]
    assert set(build_jobs(workflow)) <= ({needs} if isinstance(needs, str) else set(needs))
    assert "refs/tags/v" in release["if"]
    assert release["permissions"]["contents"] == "write"
    download = next(s for s in release["steps"]
                    if str(s.get("uses", "")).startswith("actions/download-artifact@"))
    assert download["with"]["merge-multiple"] is True
    assert "gh release create" in "\n".join(run_lines(release))


# --- the Inno Setup script ----------------------------------------------------------

def iss_sections() -> dict[str, list[str]]:
    """The script's lines by section, without comments and preprocessor lines."""
    sections: dict[str, list[str]] = {"": []}
    current = ""
    for raw in ISS.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        else:
            sections[current].append(line)
    return sections


def setup_directives() -> dict[str, str]:
    pairs = (line.split("=", 1) for line in iss_sections()["Setup"])
    return {key.strip().lower(): value.strip() for key, value in pairs}


def entry(line: str) -> dict[str, str]:
    """One ``Name: "value"; Other: value`` entry of a [Files]/[Icons]/[Run] section."""
    fields = {}
    for part in line.split("; "):
        key, _, value = part.partition(":")
        fields[key.strip().lower()] = value.strip().strip('"')
    return fields


def test_iss_installs_per_user_without_admin() -> None:
    setup = setup_directives()
    assert setup["privilegesrequired"] == "lowest"
    assert setup["defaultdirname"] == r"{autopf}\spider-qt"
    assert setup["privilegesrequiredoverridesallowed"] in {"dialog", "commandline"}


def test_iss_identity_and_output() -> None:
    setup = setup_directives()
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["appid"])
    assert setup["appname"] == "Spider"
    assert setup["appversion"] == "{#AppVersion}"
    assert setup["apppublisher"] == "spider-qt developers"
    assert setup["setupiconfile"] == "{#IconFile}"
    assert setup["outputdir"] == "{#OutputDir}"
    assert setup["architecturesallowed"] == "x64compatible"
    assert setup["architecturesinstallin64bitmode"] == "x64compatible"
    assert setup["compression"] == "lzma2/ultra64"
    assert setup["wizardstyle"] == "modern"


def test_iss_output_name_is_the_one_windows_py_returns(windows: ModuleType) -> None:
    base = setup_directives()["outputbasefilename"]
    assert base.replace("{#AppVersion}", "1.2.3") + ".exe" == windows.installer_name("1.2.3")


def test_iss_copies_the_whole_frozen_folder() -> None:
    files = [entry(line) for line in iss_sections()["Files"]]
    assert len(files) == 1
    assert files[0]["source"] == r"{#SourceDir}\*"
    assert files[0]["destdir"] == "{app}"
    assert {"recursesubdirs", "createallsubdirs"} <= set(files[0]["flags"].split())


def test_iss_has_a_start_menu_entry_an_uninstaller_and_an_optional_desktop_icon() -> None:
    icons = [entry(line) for line in iss_sections()["Icons"]]
    start_menu = [i for i in icons if i["name"] == r"{group}\Spider"]
    assert start_menu and start_menu[0]["filename"] == r"{app}\{#AppExeName}"
    assert any(i["filename"] == "{uninstallexe}" for i in icons)
    desktop = [i for i in icons if i["name"].startswith("{autodesktop}")]
    assert desktop and desktop[0]["tasks"] == "desktopicon"
    tasks = [entry(line) for line in iss_sections()["Tasks"]]
    assert any(t["name"] == "desktopicon" and "unchecked" in t["flags"] for t in tasks)
    setup = setup_directives()
    assert setup["defaultgroupname"] == "Spider"
    assert setup["uninstalldisplayicon"] == r"{app}\{#AppExeName}"
    assert '#define AppExeName "spider-qt.exe"' in ISS.read_text(encoding="utf-8")


def test_iss_offers_to_start_the_game_after_install() -> None:
    runs = [entry(line) for line in iss_sections()["Run"]]
    assert any(r["filename"] == r"{app}\{#AppExeName}"
               and {"postinstall", "skipifsilent"} <= set(r["flags"].split()) for r in runs)


def test_iss_uses_only_the_defines_windows_py_passes(windows: ModuleType,
                                                     tmp_path: Path) -> None:
    text = ISS.read_text(encoding="utf-8")
    used = set(re.findall(r"\{#(\w+)\}", text))
    defined_in_script = set(re.findall(r"^#define\s+(\w+)", text, re.MULTILINE))
    command = windows.iscc_command(Path("ISCC.exe"), tmp_path / "app", "1.2.3",
                                   tmp_path / "out", tmp_path / "icon.ico")
    passed = {arg[2:].split("=", 1)[0] for arg in command if arg.startswith("/D")}
    assert passed == {"AppVersion", "SourceDir", "OutputDir", "IconFile"}
    assert used <= passed | defined_in_script
    required = set(re.findall(r"^#ifndef\s+(\w+)\s*\n\s*#error", text, re.MULTILINE))
    assert required == passed


# --- packaging/targets/windows.py ---------------------------------------------------

def test_iscc_command_passes_absolute_paths(windows: ModuleType, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    command = windows.iscc_command(Path("ISCC.exe"), Path("dist/spider-qt"), "1.2.3",
                                   Path("dist/installers"), Path("build/spider-qt.ico"))
    assert command[0] == "ISCC.exe"
    assert command[1] == "/DAppVersion=1.2.3"
    assert command[2] == f"/DSourceDir={tmp_path.resolve() / 'dist' / 'spider-qt'}"
    assert command[3] == f"/DOutputDir={tmp_path.resolve() / 'dist' / 'installers'}"
    assert command[4] == f"/DIconFile={tmp_path.resolve() / 'build' / 'spider-qt.ico'}"
    assert command[-1] == str(ISS)


@pytest.fixture
def no_tools(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing on PATH (a Windows runner with Inno Setup installed included)."""
    monkeypatch.setattr(shutil, "which", lambda *args, **kwargs: None)


def test_windows_build_says_iscc_is_missing(windows: ModuleType, tmp_path: Path,
                                            no_tools: None,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(windows, "ISCC_CANDIDATES", (tmp_path / "Inno Setup 6" / "ISCC.exe",))
    with pytest.raises(RuntimeError, match="Inno Setup"):
        windows.build(tmp_path / "app", "1.2.3", tmp_path / "out", tmp_path / "icon.ico")
    assert not (tmp_path / "out").exists()


@pytest.fixture
def frozen_windows_app(tmp_path: Path) -> tuple[Path, Path]:
    app = tmp_path / "dist" / "spider-qt"
    (app / "_internal").mkdir(parents=True)
    (app / "spider-qt.exe").write_bytes(b"MZ")
    icon = tmp_path / "spider-qt.ico"
    icon.write_bytes(b"\0\0\1\0")
    return app, icon


def test_windows_build_runs_iscc_and_returns_the_setup_program(
        windows: ModuleType, tmp_path: Path, frozen_windows_app: tuple[Path, Path],
        monkeypatch: pytest.MonkeyPatch) -> None:
    app, icon = frozen_windows_app
    iscc = tmp_path / "Inno Setup 6" / "ISCC.exe"
    monkeypatch.setattr(shutil, "which", lambda name, *a, **k: str(iscc) if name == "iscc"
                        else None)
    calls: list[list[str]] = []

    def fake_run(command: list[str], check: bool) -> subprocess.CompletedProcess[str]:
        assert check
        calls.append(command)
        out = Path(next(a for a in command if a.startswith("/DOutputDir="))[len("/DOutputDir="):])
        (out / "spider-qt-1.2.3-windows-setup.exe").write_bytes(b"MZ")
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(subprocess, "run", fake_run)
    result = windows.build(app, "1.2.3", tmp_path / "out", icon)
    assert result == tmp_path / "out" / "spider-qt-1.2.3-windows-setup.exe"
    assert calls == [windows.iscc_command(iscc, app, "1.2.3", tmp_path / "out", icon)]


def test_windows_build_refuses_a_folder_without_the_exe(
        windows: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda *a, **k: "ISCC.exe")
    with pytest.raises(RuntimeError, match=r"spider-qt\.exe"):
        windows.build(tmp_path, "1.2.3", tmp_path / "out", tmp_path / "icon.ico")


# --- packaging/targets/macos.py -----------------------------------------------------

def test_info_plist_keys(macos: ModuleType) -> None:
    plist = macos.info_plist("1.2.3")
    assert plist["CFBundleIdentifier"] == "io.github.spider_qt.spider-qt"
    assert plist["CFBundleName"] == "Spider"
    assert plist["CFBundleDisplayName"] == "Spider"
    assert plist["CFBundleShortVersionString"] == "1.2.3"
    assert plist["CFBundleVersion"] == "1.2.3"
    assert plist["NSHighResolutionCapable"] is True
    assert plist["LSApplicationCategoryType"] == "public.app-category.card-games"
    assert re.fullmatch(r"\d+\.\d+", plist["LSMinimumSystemVersion"])


def version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def test_minimum_macos_is_what_the_locked_qt_needs(macos: ModuleType) -> None:
    """The build's Python (.python-version) gets a PySide6 whose wheels need some macOS;
    the bundle must not claim to run on anything older."""
    python = version_tuple((ROOT / ".python-version").read_text(encoding="utf-8").strip())
    lock = tomllib.loads((ROOT / "uv.lock").read_text(encoding="utf-8"))
    needed: list[tuple[int, ...]] = []
    for package in lock["package"]:
        if package["name"] not in {"pyside6-essentials", "shiboken6"}:
            continue
        markers = " ".join(package.get("resolution-markers", []))
        bound = re.search(r"python_full_version ([<>]=?) '([\d.]+)'", markers)
        if bound:
            op, limit = bound.groups()
            applies = {"<": python < version_tuple(limit), "<=": python <= version_tuple(limit),
                       ">": python > version_tuple(limit),
                       ">=": python >= version_tuple(limit)}[op]
            if not applies:
                continue
        for wheel in package.get("wheels", []):
            tag = re.search(r"macosx_(\d+)_(\d+)_", wheel["url"])
            if tag:
                needed.append((int(tag[1]), int(tag[2])))
    assert needed, "uv.lock has no macOS wheel of PySide6 for the build's Python"
    assert version_tuple(macos.info_plist("1")["LSMinimumSystemVersion"]) >= max(needed)


def test_macos_build_says_hdiutil_is_missing(macos: ModuleType, tmp_path: Path,
                                            no_tools: None) -> None:
    with pytest.raises(RuntimeError, match="hdiutil"):
        macos.build(tmp_path / "spider-qt.app", "1.2.3", tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_macos_build_refuses_what_is_not_a_bundle(macos: ModuleType, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda *a, **k: "/usr/bin/hdiutil")
    with pytest.raises(RuntimeError, match=r"\.app bundle"):
        macos.build(tmp_path / "spider-qt.app", "1.2.3", tmp_path / "out")


@pytest.fixture
def app_bundle(tmp_path: Path) -> Path:
    bundle = tmp_path / "dist" / "spider-qt.app"
    (bundle / "Contents" / "MacOS").mkdir(parents=True)
    (bundle / "Contents" / "Info.plist").write_text("<plist/>", encoding="utf-8")
    (bundle / "Contents" / "MacOS" / "spider-qt").write_bytes(b"\xcf\xfa\xed\xfe")
    return bundle


@pytest.fixture
def fake_hdiutil(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """hdiutil (and no ditto) on PATH; the test's fake subprocess.run records its calls here."""
    monkeypatch.setattr(shutil, "which",
                        lambda name, *a, **k: "/usr/bin/hdiutil" if name == "hdiutil" else None)
    return []


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges on Windows")
def test_macos_build_stages_the_app_and_an_applications_link(
        macos: ModuleType, tmp_path: Path, app_bundle: Path, fake_hdiutil: list[list[str]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, object] = {}

    def fake_run(command: list[str], check: bool) -> subprocess.CompletedProcess[str]:
        assert check
        fake_hdiutil.append(command)
        staging = Path(command[command.index("-srcfolder") + 1])
        seen["contents"] = sorted(p.name for p in staging.iterdir())
        seen["link"] = (staging / "Applications").readlink()
        seen["exe"] = (staging / "Spider.app" / "Contents" / "MacOS" / "spider-qt").is_file()
        Path(command[-1]).write_bytes(b"koly")
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(subprocess, "run", fake_run)
    dmg = macos.build(app_bundle, "1.2.3", tmp_path / "out")
    assert dmg == tmp_path / "out" / "spider-qt-1.2.3-macos.dmg"
    assert dmg.is_file()
    [command] = fake_hdiutil
    assert command[:2] == ["/usr/bin/hdiutil", "create"]
    assert command[command.index("-volname") + 1] == "Spider"
    assert command[command.index("-format") + 1] == "UDZO"
    assert "-ov" in command
    assert seen == {"contents": ["Applications", "Spider.app"],
                    "link": Path("/Applications"), "exe": True}
    assert app_bundle.is_dir(), "the bundle in dist/ is copied, not moved"


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges on Windows")
def test_macos_build_retries_a_busy_hdiutil(
        macos: ModuleType, tmp_path: Path, app_bundle: Path, fake_hdiutil: list[list[str]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    def flaky_run(command: list[str], check: bool) -> subprocess.CompletedProcess[str]:
        fake_hdiutil.append(command)
        if len(fake_hdiutil) < 3:
            raise subprocess.CalledProcessError(1, command, "hdiutil: create failed - "
                                                "Resource busy")
        Path(command[-1]).write_bytes(b"koly")
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(subprocess, "run", flaky_run)
    monkeypatch.setattr(macos, "RETRY_DELAY_SECONDS", 0.0)
    assert macos.build(app_bundle, "1.2.3", tmp_path / "out").is_file()
    assert len(fake_hdiutil) == 3

    fake_hdiutil.clear()

    def broken_run(command: list[str], check: bool) -> subprocess.CompletedProcess[str]:
        fake_hdiutil.append(command)
        raise subprocess.CalledProcessError(1, command)

    monkeypatch.setattr(subprocess, "run", broken_run)
    with pytest.raises(subprocess.CalledProcessError,
                       match=r"^Command '\[.*hdiutil.*\]' returned non-zero exit status 1\.$"):
        macos.build(app_bundle, "1.2.3", tmp_path / "out")
    assert len(fake_hdiutil) == macos.HDIUTIL_ATTEMPTS
