"""One-way doors: every import in spider_qt/, top-level, inside a function or only for type
checking, goes down the layers, and no module imports itself back through others.

The layers, lowest first: the engine depends on nothing; the app's small fact modules on
the engine; plugins, storage, settings, i18n and help on those (and on each other, without
a circle); the session on all of them; the UI on everything below; app, cli and the
package root (which offers the engine its catalog) at the top. Inside the UI the rooms
have layers of their own (``UI_LAYERS``). Imports made only for type checking
(``if TYPE_CHECKING:``) count like any other: a type that needs its owner's module is a
knot in the design even when it costs nothing at run time.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "spider_qt"

#: Module name prefix → layer (a module may import only modules of its layer or lower).
LAYERS: dict[str, int] = {
    "spider_qt.engine": 0,
    "spider_qt.about": 1,
    "spider_qt.languages": 1,
    "spider_qt.xcb_check": 1,
    "spider_qt.solver": 1,  # and it imports only the engine: see below
    "spider_qt.plugins": 2,
    "spider_qt.decks": 2,  # and it imports only the engine: see test_plugin_door.py
    "spider_qt.storage": 2,
    "spider_qt.settings": 2,
    "spider_qt.i18n": 2,
    "spider_qt.help": 2,
    "spider_qt.session": 3,
    "spider_qt.ui": 4,
    "spider_qt.app": 5,
    "spider_qt.cli": 5,
    "spider_qt.__main__": 5,
    "spider_qt.testing": 5,  # the plugin authoring kit: it builds windows, like app
    "spider_qt": 5,  # the package root, and anything not named above (there is none)
}
PEERS = ("plugins", "storage", "settings", "i18n", "help")

#: The rooms of the UI → their layer inside it (see spider_qt/ui/__init__.py).
UI_LAYERS: dict[str, int] = {
    "spider_qt.ui": 0,  # the package itself: its docstring is the map, it imports nothing
    "spider_qt.ui.common": 0,
    "spider_qt.ui.card_art": 0,
    "spider_qt.ui.controller": 0,
    "spider_qt.ui.commands": 0,
    "spider_qt.ui.board": 1,
    "spider_qt.ui.layout": 1,  # the board's geometry at the path docs/plugins.md names
    "spider_qt.ui.assist": 2,
    "spider_qt.ui.dialogs": 2,
    "spider_qt.ui.plugins_dialog": 2,
    "spider_qt.ui.window": 3,
}
UI_PEERS = ("assist", "dialogs", "plugins_dialog")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts}


def layer(module: str) -> int:
    best = max((prefix for prefix in LAYERS
                if module == prefix or module.startswith(prefix + ".")), key=len)
    return LAYERS[best]


def _resolve(name: str) -> str | None:
    """The spider_qt module an import name means (``a.b.c`` may be ``a.b``'s attribute)."""
    while name:
        if name in MODULES:
            return name
        name = name.rpartition(".")[0]
    return None


def imports_of(module: str, source: str | None = None) -> set[str]:
    """The spider_qt modules ``module`` imports anywhere in its code (or in ``source``)."""
    path = MODULES[module]
    tree = ast.parse(source if source is not None else path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            names = [f"{origin}.{alias.name}" for alias in node.names] + [origin]
        for name in names:
            target = _resolve(name) if name.startswith("spider_qt") else None
            if target is not None and target != module:
                found.add(target)
    return found


GRAPH = {module: imports_of(module) for module in MODULES}


def test_the_graph_sees_the_imports_it_must() -> None:
    """The walker itself: it finds top-level, relative, function-level and type-only imports."""
    assert "spider_qt.engine.cards" in GRAPH["spider_qt.engine.game"]  # relative, top level
    assert "spider_qt.app" in GRAPH["spider_qt.cli"]  # inside a function
    assert "spider_qt.plugins.host" in GRAPH["spider_qt"]  # the root's catalog provider
    type_only = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .game import Game\n"
    assert imports_of("spider_qt.engine.save", type_only) == {"spider_qt.engine.game"}


@pytest.mark.parametrize("module", sorted(MODULES))
def test_imports_go_down_the_layers(module: str) -> None:
    upward = sorted(target for target in GRAPH[module] if layer(target) > layer(module))
    assert upward == [], f"{module} (layer {layer(module)}) imports higher layers: {upward}"


def test_the_engine_imports_nothing_outside_itself() -> None:
    for module, targets in GRAPH.items():
        if module.startswith("spider_qt.engine"):
            outside = {t for t in targets if not t.startswith("spider_qt.engine")}
            assert outside == set(), f"{module} imports {sorted(outside)}"


def test_the_layers_above_the_engine_go_through_its_one_door() -> None:
    """Above the engine (the app, the solver, the built-in plugins), every import of it
    names ``spider_qt.engine`` and what its ``__all__`` offers, never one of its modules:
    so the engine's modules may move and split without a change anywhere else."""
    import spider_qt.engine

    offered = set(spider_qt.engine.__all__)
    files = [path for module, path in MODULES.items()
             if not module.startswith("spider_qt.engine")]
    files += sorted((ROOT / "plugins" / "spider_qt_builtins").rglob("*.py"))
    wrong = []
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                named = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                named = [node.module or ""]
                if node.module == "spider_qt.engine":
                    named = [f"spider_qt.engine.{alias.name}" for alias in node.names
                             if alias.name not in offered]
            else:
                continue
            wrong += [f"{path.relative_to(ROOT)}:{node.lineno}: {name}" for name in named
                      if name.startswith("spider_qt.engine.")]
    assert wrong == []


def test_the_solver_imports_only_the_engine() -> None:
    solver = [m for m in GRAPH if m.startswith("spider_qt.solver")]
    assert "spider_qt.solver.search" in solver
    for module in solver:
        outside = {t for t in GRAPH[module]
                   if not t.startswith(("spider_qt.engine", "spider_qt.solver"))}
        assert outside == set(), f"{module} imports {sorted(outside)}"


def ui_layer(module: str) -> int:
    best = max((prefix for prefix in UI_LAYERS
                if module == prefix or module.startswith(prefix + ".")), key=len)
    return UI_LAYERS[best]


UI_MODULES = sorted(m for m in MODULES if m.startswith("spider_qt.ui"))


def test_every_ui_module_is_in_a_room() -> None:
    """A new module at the top of ui/ must be given a layer, not fall into the package's."""
    top = [m for m in UI_MODULES if m.count(".") == 2]
    assert [m for m in top if m not in UI_LAYERS] == []
    loose = [m for m in top if MODULES[m].name != "__init__.py"]
    assert len(loose) <= 6, loose  # a few modules at the top; the rest lives in rooms


@pytest.mark.parametrize("module", UI_MODULES)
def test_ui_imports_go_down_its_rooms(module: str) -> None:
    upward = sorted(t for t in GRAPH[module]
                    if t.startswith("spider_qt.ui") and ui_layer(t) > ui_layer(module))
    assert upward == [], f"{module} (UI layer {ui_layer(module)}) imports higher rooms: {upward}"


def _package_edges(parent: str, peers: tuple[str, ...]) -> dict[str, set[str]]:
    """Which of ``parent``'s sub-packages ``peers`` import which others."""
    depth = parent.count(".") + 1

    def package(module: str) -> str | None:
        parts = module.split(".")
        inside = module.startswith(parent + ".") and len(parts) > depth
        return parts[depth] if inside and parts[depth] in peers else None

    edges: dict[str, set[str]] = {p: set() for p in peers}
    for module, targets in GRAPH.items():
        source = package(module)
        for target in targets:
            goal = package(target)
            if source and goal and goal != source:
                edges[source].add(goal)
    return edges


def test_the_ui_rooms_of_one_layer_form_no_circle() -> None:
    edges = _package_edges("spider_qt.ui", UI_PEERS)
    assert _cycles(edges) == [], edges


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_itself_back() -> None:
    # A package's __init__ importing its own modules, which name the package as the
    # place they belong to, is no circle of behaviour: leave out module → own package.
    edges = {m: {t for t in targets if not (m.startswith(t + ".") and t != "spider_qt")}
             for m, targets in GRAPH.items()}
    assert _cycles(edges) == []


def test_the_middle_packages_form_no_circle() -> None:
    edges = _package_edges("spider_qt", PEERS)
    assert _cycles(edges) == [], edges


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_importing_the_engine_loads_no_other_layer() -> None:
    """What is loaded, not only what is written: a plain script's new_game loads the plugin
    host (to find the installed variants) and nothing of storage, settings, Qt or the UI."""
    code = ("import sys; from spider_qt.engine import new_game; "
            "before = set(sys.modules); game = new_game('SP1-S4C-AAAAAAD'); "
            "print(' '.join(sorted(before))); print(' '.join(sorted(sys.modules)));"
            "print(game.code)")
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env=env).stdout.splitlines()
    imported, after, played = set(out[0].split()), set(out[1].split()), out[2]
    assert played == "SP1-S4C-AAAAAAD"
    ours = {m for m in imported if m.startswith("spider_qt")}
    assert ours <= {"spider_qt", "spider_qt.about"} | {
        m for m in ours if m.startswith("spider_qt.engine")}
    assert not {m for m in imported if m.split(".")[0] in ("PySide6", "pluggy", "platformdirs")}
    forbidden = ("spider_qt.storage", "spider_qt.settings", "spider_qt.ui", "spider_qt.session",
                 "PySide6", "platformdirs")
    assert not {m for m in after if m.startswith(forbidden)}
