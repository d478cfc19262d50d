"""docs/plugins.md keeps up with the code, and every example in it runs as written.

The guide's files are fenced blocks marked ``<!-- sample: PROJECT/PATH -->``: each
project (the drop-in file, the translated package, the distribution, the rule plugin)
is written to a temporary folder and used as the guide says: loaded from a plugins
folder, its tests run by pytest in a subprocess, translated with Qt's own tools,
installed as a wheel. The hook reference's short examples register real specs, and the
field tables are read back against the dataclasses' real defaults, so the guide cannot
drift from the code.
"""

from __future__ import annotations

import ast
import dataclasses
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest

from spider_qt.engine import Catalog, PolicySpec, RuleSpec, Scoring, VariantSpec, new_game
from spider_qt.engine.policies import BUILD_POLICIES, EMPTY_POLICIES, GROUP_POLICIES
from spider_qt.plugins import CardThemeSpec, hookimpl, hookspecs
from spider_qt.plugins.host import load_catalog
from spider_qt.plugins.themes import CardThemes
from spider_qt.testing import builtin_catalog

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "plugins.md"
SAMPLE = re.compile(r"<!-- sample: (\S+) -->\n```\w*\n(.*?)```", re.DOTALL)

#: What a translator makes of the guide's texts in Czech (the guide's sample test looks
#: for "Bludička"): if the guide's texts change, this table must follow.
CZECH = {
    "Will o' the Wisp": "Bludička",
    "One deck in seven columns of three; build four suits from king to ace.":
        "Jeden balíček v sedmi sloupcích po třech kartách; skládejte čtyři barvy od krále "
        "k esu.",
    "Build down regardless of suit; only a run of one suit moves as a group. "
    "Any card or run may fill an empty column. Every column must hold a card "
    "before the next row is dealt.":
        "Skládejte dolů bez ohledu na barvu; jako skupina se přesouvá jen řada jedné barvy. "
        "Prázdný sloupec zaplní jakákoli karta nebo řada. Před rozdáním další řady musí "
        "mít každý sloupec kartu.",
}

def guide() -> str:
    return GUIDE.read_text(encoding="utf-8")


def samples() -> dict[str, str]:
    """Every marked file of the guide: ``{"file/will_o_the_wisp.py": source, ...}``."""
    found: dict[str, str] = {}
    for path, text in SAMPLE.findall(guide()):
        assert path not in found, f"docs/plugins.md has two samples called {path}"
        found[path] = text
    return found


def write_project(name: str, folder: Path) -> Path:
    """The guide's files of project ``name``, written into ``folder/name``."""
    project = folder / name
    wanted = {path: text for path, text in samples().items() if path.startswith(name + "/")}
    assert wanted, f"docs/plugins.md has no sample in {name}/"
    for path, text in wanted.items():
        target = folder / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return project


def only_yours(path: Path) -> None:
    """Plugins folders must be writable by their owner alone (a umask of 002 is not)."""
    for each in (path, *path.rglob("*")):
        each.chmod(each.stat().st_mode & ~0o022)


def environment(*paths: Path) -> dict[str, str]:
    """This environment, drawing offscreen, with ``paths`` first on ``PYTHONPATH``."""
    python_path = os.pathsep.join([*map(str, paths), os.environ.get("PYTHONPATH", "")])
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": python_path.strip(
        os.pathsep)}


def run_pytest(project: Path, *paths: Path) -> None:
    """The project's own tests, as its author runs them: ``pytest`` in its folder."""
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-W", "error",
         f"--basetemp={project.parent / (project.name + '-pytest')}", str(project)],
        cwd=project, env=environment(*paths), capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert " passed" in result.stdout and "skipped" not in result.stdout, result.stdout


def tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).with_name(name))
    if not Path(found).exists():
        pytest.skip(f"{name} is needed")
    return found


# --- the reference agrees with the code ------------------------------------------------------


def hook_signatures() -> dict[str, str]:
    """``def name(args) -> ret:`` of every hookspec, as written in the source."""
    tree = ast.parse(Path(hookspecs.__file__).read_text(encoding="utf-8"))
    found = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and any(
            isinstance(d, ast.Name) and d.id == "hookspec" for d in node.decorator_list
        ):
            returns = f" -> {ast.unparse(node.returns)}" if node.returns else ""
            found[node.name] = f"def {node.name}({ast.unparse(node.args)}){returns}:"
    return found


def test_every_hook_is_in_the_guide_with_its_exact_signature() -> None:
    text = guide()
    signatures = hook_signatures()
    assert {"spider_qt_register_variants", "spider_qt_register_rules"} <= set(signatures)
    for name, signature in signatures.items():
        assert f"### {name}" in text, f"{name} has no section in docs/plugins.md"
        assert signature in text, f"docs/plugins.md does not show {signature}"


def test_the_guide_documents_no_hook_that_does_not_exist() -> None:
    documented = set(re.findall(r"^### (spider_qt_\w+)", guide(), flags=re.MULTILINE))
    assert documented == set(hook_signatures())


def section(heading: str) -> str:
    """The guide's text under ``### heading``, up to the next heading."""
    match = re.search(rf"^### {re.escape(heading)}\n(.*?)(?=^#)", guide(),
                      re.MULTILINE | re.DOTALL)
    assert match is not None, f"docs/plugins.md has no section ### {heading}"
    return match.group(1)


def table_rows(text: str) -> list[list[str]]:
    """The cells of each row of the first table in ``text``, header and rule left out."""
    rows = [line for line in text.splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows[2:]]


def documented_default(cell: str) -> Any:
    """``required`` → no default; ``\u0060"any"\u0060`` → ``"any"``; ``\u0060Scoring()\u0060``
    → ``Scoring()``."""
    if cell == "required":
        return dataclasses.MISSING
    match = re.fullmatch(r"`(.*)`", cell)
    assert match is not None, f"a default must be `a Python value` or required, not {cell!r}"
    return eval(match.group(1), {"Scoring": Scoring})  # the guide's own text, a literal


def real_default(field: dataclasses.Field[Any]) -> Any:
    if field.default is not dataclasses.MISSING:
        return field.default
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory()
    return dataclasses.MISSING


@pytest.mark.parametrize("spec", [
    VariantSpec, RuleSpec, Scoring,
    PolicySpec, CardThemeSpec], ids=lambda c: c.__name__)
def test_every_spec_field_is_in_its_table_with_its_real_default(spec: type) -> None:
    rows = table_rows(section(spec.__name__))
    documented = {re.fullmatch(r"`(\w+)`", row[0]).group(1): row[1]  # type: ignore[union-attr]
                  for row in rows}
    fields = {f.name: f for f in dataclasses.fields(spec)}
    assert list(documented) == list(fields), "the table lists the fields in their order"
    for name, cell in documented.items():
        assert documented_default(cell) == real_default(fields[name]), (
            f"{spec.__name__}.{name}: the guide says {cell}, the code "
            f"{real_default(fields[name])!r}")


def test_the_policy_table_lists_the_engines_policies() -> None:
    rows = table_rows(section("The engine's policies"))
    documented = {(kind, key.strip('`"'), allows) for kind, key, allows in rows}
    real = {(kind, key, policy.summary)
            for kind, table in (("group", GROUP_POLICIES), ("build", BUILD_POLICIES),
                                ("empty", EMPTY_POLICIES))
            for key, policy in table.items()}
    assert documented == real


def hook_examples(hook: str) -> list[str]:
    """The ``@hookimpl`` examples in the section of ``hook``."""
    return [block for block in re.findall(r"```python\n(.*?)```", section(hook), re.DOTALL)
            if "@hookimpl" in block]


def registered_by(example: str, hook: str) -> list[Any]:
    namespace: dict[str, Any] = {"hookimpl": hookimpl, "PolicySpec": PolicySpec,
                                 "RuleSpec": RuleSpec, "Scoring": Scoring,
                                 "VariantSpec": VariantSpec, "CardThemeSpec": CardThemeSpec}
    exec(compile(example, f"docs/plugins.md ({hook})", "exec"), namespace)
    made: list[Any] = []
    function: Callable[..., None] = namespace[hook]
    function(register=made.append)
    assert made, f"the example of {hook} registers nothing"
    return made


@pytest.mark.parametrize("hook", [
    "spider_qt_register_policies",
    "spider_qt_register_variants",
    "spider_qt_register_rules",
    "spider_qt_register_card_themes"])
def test_each_hook_example_registers_a_spec_the_catalog_takes(hook: str) -> None:
    examples = hook_examples(hook)
    assert len(examples) == 1, f"the section of {hook} has one @hookimpl example"
    builtins = builtin_catalog()
    for spec in registered_by(examples[0], hook):
        if hook == "spider_qt_register_policies":
            Catalog().add_policy(spec)
        elif hook == "spider_qt_register_variants":
            Catalog().add_variant(spec)
        elif hook == "spider_qt_register_card_themes":
            CardThemes().add(spec)
        else:
            Catalog([builtins.variant(key) for key in spec.variants]).add_rule(spec)


# --- the walk-through works as written -------------------------------------------------------


def test_the_drop_in_loads_from_a_plugins_folder_and_plays(tmp_path: Path) -> None:
    project = write_project("file", tmp_path)
    folder = tmp_path / "plugins"
    folder.mkdir()
    shutil.copy(project / "will_o_the_wisp.py", folder)
    only_yours(folder)
    result = load_catalog(folder=folder)
    record = next(p for p in result.plugins if p.origin == "folder")
    assert record.error is None and record.variants == ["will_o_the_wisp"]
    assert record.version == "1.0"
    game = new_game(variant="will_o_the_wisp", deal=12, catalog=result.catalog)
    assert game.code == "WW1-S4-AAAAAAM"
    assert [len(c) for c in game.columns] == [3] * 7 and game.stock == 31
    src, start, dst = game.legal_moves()[0] if game.legal_moves() else (None, None, None)
    if src is None:
        game.deal()
    else:
        game.move(src, start, dst)
    assert game.moves == 1 and game.can_undo


def test_the_drop_ins_tests_pass_with_the_kit(tmp_path: Path) -> None:
    run_pytest(write_project("file", tmp_path))


@pytest.fixture(scope="module")
def translated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The guide's section 3: the file made a package, its texts collected by lupdate,
    translated (as :data:`CZECH`), compiled by lrelease into its translations folder."""
    folder = tmp_path_factory.mktemp("guide")
    project = write_project("package", folder)
    package = project / "will_o_the_wisp"
    (package / "translations").mkdir(parents=True)
    (package / "__init__.py").write_text(samples()["file/will_o_the_wisp.py"], encoding="utf-8")
    (project / "test_will_o_the_wisp.py").write_text(
        samples()["file/test_will_o_the_wisp.py"], encoding="utf-8")
    ts = package / "translations" / "will_o_the_wisp_cs.ts"
    subprocess.run([tool("pyside6-lupdate"), str(package / "__init__.py"), "-ts", str(ts)],
                   check=True, capture_output=True, timeout=120)
    tree = ElementTree.parse(ts)
    collected = set()
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            collected.add((context.findtext("name"), source))
            translation = message.find("translation")
            assert translation is not None
            translation.text = CZECH.get(source)
            translation.attrib.pop("type", None)
    assert collected == {("Variants", text) for text in CZECH}, "lupdate collects the texts"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts)], check=True, timeout=120)
    assert (package / "translations" / "will_o_the_wisp_cs.qm").is_file()
    return project


def test_the_translated_package_speaks_czech(translated: Path) -> None:
    run_pytest(translated)


def test_the_distribution_installs_and_its_tests_pass(translated: Path, tmp_path: Path) -> None:
    uv = shutil.which("uv")
    if uv is None:
        pytest.skip("uv is needed to build and install the distribution")
    project = write_project("dist", tmp_path)
    shutil.copytree(translated / "will_o_the_wisp", project / "src" / "spider_qt_will_o_the_wisp",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("test_will_o_the_wisp.py", "test_translation.py"):
        shutil.copy(translated / name, project / "tests" / name)
    target = tmp_path / "site"
    subprocess.run([uv, "pip", "install", "--quiet", "--no-deps", "--python", sys.executable,
                    "--target", str(target), str(project)], check=True, timeout=300)
    assert list(target.glob("spider_qt_will_o_the_wisp/translations/*_cs.qm"))
    run_pytest(project / "tests", target)
    checked = subprocess.run([sys.executable, "-m", "spider_qt", "--check-plugins"],
                             env=environment(target), capture_output=True, text=True,
                             timeout=120)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    line = next(line for line in checked.stdout.splitlines() if " will_o_the_wisp " in line)
    assert line.startswith("ok") and "installed 1.0" in line, line


def test_the_rule_and_policy_sample_passes(tmp_path: Path) -> None:
    project = write_project("rules", tmp_path)
    conftest = samples()["file/conftest.py"].replace("will_o_the_wisp.py", "alternating.py")
    (project / "conftest.py").write_text(conftest, encoding="utf-8")
    run_pytest(project)
