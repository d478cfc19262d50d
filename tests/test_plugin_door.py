"""The plugin door: a plugin reaches the app only through its public modules.

The built-in plugins are written as a stranger's would be, so they are the proof that the
public API is enough: every module under ``plugins/`` may import ``spider_qt.plugins``,
``spider_qt.engine``, ``spider_qt.decks`` and ``spider_qt.testing``, the standard library,
Qt and its own package, and nothing else, not even inside a function or for type checking
only (an import a type checker follows is a dependency all the same). What they import
from the app, docs/plugins.md must name. The decks they draw from import only the engine,
and their protocol loads without Qt.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PLUGINS = ROOT / "plugins"
GUIDE = ROOT / "docs" / "plugins.md"

#: What of spider_qt a plugin may import (the modules and everything under them).
PUBLIC = ("spider_qt.plugins", "spider_qt.engine", "spider_qt.decks", "spider_qt.testing")
QT = ("PySide6", "shiboken6")


def imported(source: str, package: str) -> list[tuple[int, str]]:
    """(line, module) of every import in ``source``, a module of ``package``: at the top,
    in a function, under ``if TYPE_CHECKING:``, or by ``importlib.import_module`` /
    ``__import__`` of a literal name. ``from a import b`` gives ``a``, except from a bare
    top-level package (``from spider_qt import ui``: ``spider_qt.ui``)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            if "." in origin or node.level:
                found.append((node.lineno, origin))
            else:  # from a top-level package: each name may be a module of it
                found += [(node.lineno, f"{origin}.{alias.name}") for alias in node.names]
        elif (isinstance(node, ast.Call) and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
              and (getattr(node.func, "attr", None) == "import_module"
                   or getattr(node.func, "id", None) in ("import_module", "__import__"))):
            found.append((node.lineno, node.args[0].value))
    return found


def _under(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def forbidden(source: str, package: str) -> list[str]:
    """The imports of ``source`` (a module of ``package``) that a plugin may not make."""
    own = package.split(".")[0]
    allowed_top = set(sys.stdlib_module_names) | {"__future__", own, *QT}
    bad = []
    for line, name in imported(source, package):
        top = name.split(".")[0]
        ok = _under(name, PUBLIC) if top == "spider_qt" else top in allowed_top
        if not ok:
            bad.append(f"line {line}: {name}")
    return bad


def _package_of(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts if path.name == "__init__.py" else parts[:-1])


BUILTINS = sorted(p for p in PLUGINS.rglob("*.py") if "__pycache__" not in p.parts)


def test_the_builtins_are_found() -> None:
    names = {p.relative_to(PLUGINS).as_posix() for p in BUILTINS}
    assert {"spider_qt_builtins/spider.py", "spider_qt_builtins/card_themes.py"} <= names


@pytest.mark.parametrize("path", BUILTINS, ids=lambda p: p.relative_to(PLUGINS).as_posix())
def test_a_builtin_imports_only_the_public_api(path: Path) -> None:
    bad = forbidden(path.read_text(encoding="utf-8"), _package_of(path, PLUGINS))
    assert bad == [], f"{path.relative_to(ROOT)} imports what a plugin may not: {bad}"


@pytest.mark.parametrize("snippet", [
    "from spider_qt.ui.card_art.theme import ClassicTheme\n",
    "def art():\n    from spider_qt.ui.card_art.large_index import LargeIndexTheme\n",
    "if TYPE_CHECKING:\n    from spider_qt.session import Session\n",
    "import spider_qt.storage.files\n",
    "from spider_qt import ui\n",
    "import spider_qt\n",
    "import importlib\nimportlib.import_module('spider_qt.ui.board')\n",
    "class Deck:\n    def paint(self):\n        import platformdirs\n",
    "from .. import ui\n",  # out of its own package
], ids=["top", "function", "type-checking", "dotted", "from-root", "root", "dynamic",
        "third-party", "relative-out"])
def test_the_scan_catches_a_forbidden_import(snippet: str) -> None:
    assert forbidden(snippet, "my_plugin") != []


def test_the_scan_lets_the_public_api_through() -> None:
    snippet = ("from __future__ import annotations\nimport json\n"
               "from collections.abc import Callable\nfrom PySide6.QtGui import QPainter\n"
               "from spider_qt import engine\nfrom spider_qt.engine import VariantSpec\n"
               "from spider_qt.plugins import hookimpl\nfrom spider_qt.testing import plugin_kit\n"
               "from . import spider\nfrom .spider import SPIDER\n"
               "def art():\n    from spider_qt.decks.classic import ClassicTheme\n")
    assert forbidden(snippet, "my_plugin") == []


def test_the_guide_names_every_public_module_the_builtins_import() -> None:
    guide = GUIDE.read_text(encoding="utf-8")
    used = {name for path in BUILTINS
            for _, name in imported(path.read_text(encoding="utf-8"), _package_of(path, PLUGINS))
            if _under(name, PUBLIC)}
    assert "spider_qt.decks.classic" in used  # what the scan must see, inside a function
    unnamed = sorted(name for name in used if f"`{name}`" not in guide)
    assert unnamed == [], f"docs/plugins.md does not name {unnamed}"


# --- the decks: public, below the UI, and their protocol without Qt ------------------------------

DECKS = sorted((ROOT / "spider_qt" / "decks").glob("*.py"))


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
def test_a_deck_module_imports_only_the_engine(path: Path) -> None:
    """The decks sit beside the plugins (layer 2 of tests/test_layers.py), beneath the UI
    that draws with them: of spider_qt, only the engine and themselves."""
    names = [name for _, name in imported(path.read_text(encoding="utf-8"), "spider_qt.decks")
             if name.startswith("spider_qt")]
    outside = [n for n in names if not _under(n, ("spider_qt.engine", "spider_qt.decks"))]
    assert outside == [], f"spider_qt/decks/{path.name} imports {outside}"


def test_the_painter_protocol_loads_no_qt() -> None:
    """A plugin may name the protocol, the canvas and the geometry at its top level and still
    load where Qt is not (as a plain script's ``new_game`` loads every plugin), and the
    host's check of what ``art`` returns works there too."""
    code = ("import sys\n"
            "from spider_qt.decks import CardCanvas, CardPainter, CardTheme, INDEX_STRIP\n"
            "import spider_qt.decks.painter, spider_qt.decks.geometry\n"
            "class Mine:\n"
            "    def paint_face(self, painter, rank, suit, canvas): pass\n"
            "    def paint_back(self, painter, canvas): pass\n"
            "assert isinstance(Mine(), CardPainter) and CardTheme is CardPainter\n"
            "assert not isinstance(object(), CardPainter)\n"
            "assert CardCanvas(50, 70, 2.0).snap(0.3) == 0.5 and INDEX_STRIP == 0.19\n"
            f"print(sorted(m for m in sys.modules if m.split('.')[0] in {QT!r}))\n")
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env=env, cwd=ROOT).stdout
    assert out.strip() == "[]"


def test_the_paths_plugins_of_api_1_2_were_given_still_work() -> None:
    """docs/plugins.md named ``spider_qt.ui.card_art.theme`` and ``spider_qt.ui.layout``:
    plugins written against them keep drawing the same decks with the same protocol."""
    from spider_qt.decks import classic, geometry, painter
    from spider_qt.ui import layout
    from spider_qt.ui.card_art import theme

    assert theme.CardTheme is painter.CardPainter is painter.CardTheme
    assert theme.CardCanvas is painter.CardCanvas
    assert theme.ClassicTheme is classic.ClassicTheme
    assert isinstance(theme.ClassicTheme(), theme.CardTheme)
    assert (layout.INDEX_STRIP, layout.ASPECT, layout.UP_STEP) == (
        geometry.INDEX_STRIP, geometry.ASPECT, geometry.UP_STEP)


# --- no circle among the plugin host's own modules, type-only imports counted ----------------

def _graph(package: Path, name: str) -> dict[str, set[str]]:
    modules = {f"{name}.{p.stem}" if p.stem != "__init__" else name: p
               for p in package.glob("*.py")}
    return {module: {target for _, target in imported(path.read_text(encoding="utf-8"),
                                                        name)
                     for target in [_module_in(target, modules)]
                     if target is not None and target not in (module, name)}
            for module, path in modules.items()}


def _module_in(name: str, modules: dict[str, Path]) -> str | None:
    """The module of ``modules`` an import name means (``a.b.c`` may be ``a.b``'s attribute)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def _circle(graph: dict[str, set[str]]) -> list[str]:
    """One circle of ``graph`` (as the path round it), or ``[]``."""
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> list[str]:
        if node in path:
            return [*path[path.index(node):], node]
        if node in done:
            return []
        for target in sorted(graph.get(node, ())):
            if found := visit(target, [*path, node]):
                return found
        done.add(node)
        return []

    return next((c for node in sorted(graph) if (c := visit(node, []))), [])


@pytest.mark.parametrize("package", ["plugins", "decks"])
def test_no_circle_even_through_type_only_imports(package: str) -> None:
    graph = _graph(ROOT / "spider_qt" / package, f"spider_qt.{package}")
    if package == "plugins":  # the scan sees the hooks' type-only import of the spec
        assert "spider_qt.plugins.theme_spec" in graph["spider_qt.plugins.hookspecs"]
    assert _circle(graph) == []


def test_the_circle_finder_finds_one() -> None:
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert _circle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []
