"""docs/plugins.md keeps up with the hooks, and its worked example really plays."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from spider_qt.engine import new_game
from spider_qt.plugins import hookspecs
from spider_qt.plugins.host import load_catalog

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "plugins.md"


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
    guide = GUIDE.read_text(encoding="utf-8")
    signatures = hook_signatures()
    assert set(signatures) == {"spider_qt_register_variants", "spider_qt_register_rules"}
    for name, signature in signatures.items():
        assert f"### {name}" in guide, f"{name} has no section in docs/plugins.md"
        assert signature in guide, f"docs/plugins.md does not show {signature}"


def test_the_guide_documents_no_hook_that_does_not_exist() -> None:
    guide = GUIDE.read_text(encoding="utf-8")
    documented = set(re.findall(r"^### (spider_qt_\w+)", guide, flags=re.MULTILINE))
    assert documented == set(hook_signatures())


def test_the_worked_example_loads_from_a_plugins_folder_and_plays(tmp_path: Path) -> None:
    guide = GUIDE.read_text(encoding="utf-8")
    match = re.search(r"<!-- worked-example: (\S+) -->\n```python\n(.*?)```", guide, re.DOTALL)
    assert match is not None, "the worked example is marked <!-- worked-example: FILE -->"
    filename, code = match.groups()
    folder = tmp_path / "plugins"
    folder.mkdir(mode=0o755)
    (folder / filename).write_text(code, encoding="utf-8")
    (folder / filename).chmod(0o644)
    result = load_catalog(folder=folder)
    record = next(p for p in result.plugins if p.origin == "folder")
    assert record.error is None and record.variants == ["will_o_the_wisp"]
    game = new_game(variant="will_o_the_wisp", deal=12, catalog=result.catalog)
    assert game.code == "WW1-S4-AAAAAAM"
    assert [len(c) for c in game.columns] == [3] * 7 and game.stock == 31
    src, start, dst = game.legal_moves()[0] if game.legal_moves() else (None, None, None)
    if src is None:
        game.deal()
    else:
        game.move(src, start, dst)
    assert game.moves == 1 and game.can_undo
