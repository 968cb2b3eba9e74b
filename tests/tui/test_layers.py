"""The house's layers. The app sits above its screens: no screen, widget or other module
imports ``jackal_tui.tui.app``; what they share with it (PACES, MODES, NewGame,
back_to_title) lives in ``tui/choices.py`` and ``tui/navigation.py``. The session, which a
network server will drive, imports nothing of the interface. And no module of jackal_tui
imports, by any path, one that imports it back: not one import circle.

Imports are read from the source with ``ast`` (every ``import`` and ``from ... import``,
those inside functions too), so a lazy import cannot hide a circle. (A module named as
data, ``"module:name"`` in a GameType, is imported by the registry only when asked for:
that is how a rules package names what the crews build without importing them.)
"""

from __future__ import annotations

import ast
from pathlib import Path

import jackal_tui

PACKAGE = Path(jackal_tui.__file__).resolve().parent
APP = "jackal_tui.tui.app"
# Only these stand above the app: the package that exports it, the command line, and the
# app of a ``jackal serve`` connection (the same app, with the lobby for a title).
ABOVE_THE_APP = {"jackal_tui.tui", "jackal_tui.__main__", APP, "jackal_tui.serve.app"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every module ``source`` (the text of ``module``) imports, as absolute names; for
    ``from X import y`` both ``X`` and ``X.y`` (``y`` may be a submodule)."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


def modules():
    for path in sorted(PACKAGE.rglob("*.py")):
        yield module_name(path), path


def test_the_import_reader_sees_the_old_circle():
    """The check can fail: an import of the app, at the top or inside a function, is seen."""
    assert APP in imported_modules("from ..app import PACES", "jackal_tui.tui.classic.screen")
    assert APP in imported_modules("def f():\n    from .. import app\n",
                                   "jackal_tui.tui.screens.new_game")
    assert APP in imported_modules("from .app import make_app", "jackal_tui.tui", True)
    assert APP not in imported_modules("from ..choices import PACES",
                                       "jackal_tui.tui.classic.screen")


def test_no_screen_imports_the_app():
    importers = []
    for name, path in modules():
        if name in ABOVE_THE_APP:
            continue
        source = path.read_text(encoding="utf-8")
        if APP in imported_modules(source, name, path.name == "__init__.py"):
            importers.append(name)
    assert importers == [], f"these import the app, which should sit above them: {importers}"


def test_the_session_imports_nothing_of_the_interface():
    path = PACKAGE / "session.py"
    imports = imported_modules(path.read_text(encoding="utf-8"), "jackal_tui.session")
    assert not [m for m in imports if m.startswith("jackal_tui.tui") or
                m.split(".")[0] in ("textual", "rich")], imports


def rules_reaching_up(sources: dict[str, tuple[str, bool]]) -> dict[str, list[str]]:
    """Each module of ``jackal_tui.games`` (name -> (source, is a package)) that imports,
    anywhere in it, a module of the crews (``jackal_tui.ai``) or of the interface
    (``jackal_tui.tui``), with those modules."""
    found = {}
    for name, (source, is_package) in sources.items():
        if name != "jackal_tui.games" and not name.startswith("jackal_tui.games."):
            continue
        up = sorted(m for m in imported_modules(source, name, is_package)
                    if m.split(".")[:2] in (["jackal_tui", "ai"], ["jackal_tui", "tui"]))
        if up:
            found[name] = up
    return found


def test_the_rules_import_nothing_of_the_crews_or_the_interface():
    """The rules (the registry and every game's package) sit below the crews and the
    screens: what they need of the crews, the registry names as data (a GameType's
    ``crews`` and ``search``), imported only when asked for. The check can fail: the
    classic package's old ``__getattr__`` handing out the crews' search rules is seen."""
    old = ("def __getattr__(name):\n"
           "    from jackal_tui.ai.classic.search import SEARCH\n"
           "    return SEARCH\n")
    assert rules_reaching_up({"jackal_tui.games.classic": (old, True)}) == {
        "jackal_tui.games.classic": ["jackal_tui.ai.classic.search",
                                     "jackal_tui.ai.classic.search.SEARCH"]}
    sources = {name: (path.read_text(encoding="utf-8"), path.name == "__init__.py")
               for name, path in modules()}
    assert rules_reaching_up(sources) == {}


def test_the_session_names_seats_as_the_side_panel_does():
    """The session (pure) and the panel (Textual) each name a seat: they must agree, named
    or not, one crew a seat or two."""
    from jackal_tui.games.classic import Game
    from jackal_tui.session import Session
    from jackal_tui.tui.classic.panel import player_name

    for game in (Game.new(mode="4", seed=1, names=["Anne", "Bart", "Calico", "Dampier"]),
                 Game.new(mode="2", seed=1), Game.new(mode="3", seed=1, names=["Anne", "", "Cy"])):
        session = Session(game)
        seats = range(len(session.seats))
        assert [session.seat_name(s) for s in seats] == [player_name(game.state, s) for s in seats]


# ----- no import circles among jackal_tui modules --------------------------------------

def import_graph() -> dict[str, set[str]]:
    """Each jackal_tui module -> the jackal_tui modules it imports (lazy imports too)."""
    names = {name for name, _ in modules()}
    graph: dict[str, set[str]] = {}
    for name, path in modules():
        found = imported_modules(path.read_text(encoding="utf-8"), name,
                                 path.name == "__init__.py")
        graph[name] = {m for m in found if m in names and m != name}
    return graph


def without_own_packages(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The graph without a module's imports of the packages it is inside (a package's
    ``__init__`` re-exporting its modules is no circle)."""
    return {name: {m for m in found if not name.startswith(m + ".")}
            for name, found in graph.items()}


def circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected parts of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.add(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(part)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_circle_finder_finds_a_circle():
    """The check can fail: a circle of three, beside a line, is found, and only it."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [{"a", "b", "c"}]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_a_lazy_import_makes_a_circle_the_check_sees():
    """The check can fail: the classic rules package once handed out the crews' search
    rules from a module ``__getattr__`` (an import inside a function); put back into the
    graph, that import closes a circle through the crews' knowledge, which reads the
    rules package, and the circle finder names it."""
    lazy = ("def __getattr__(name):\n"
            "    if name == 'SEARCH':\n"
            "        from jackal_tui.ai.classic.search import SEARCH\n"
            "        return SEARCH\n")
    graph = without_own_packages(import_graph())
    graph["jackal_tui.games.classic"] |= imported_modules(lazy, "jackal_tui.games.classic",
                                                          True) & set(graph)
    found = [part for part in circles(graph) if "jackal_tui.games.classic" in part]
    assert found and "jackal_tui.ai.classic.search" in found[0]


def test_no_import_circles_among_the_modules():
    """No module of jackal_tui imports, by any path, one that imports it back (a package
    and its own ``__init__`` aside: a package imports its modules to export them)."""
    found = circles(without_own_packages(import_graph()))
    assert found == [], "import circles: " + "; ".join(
        " <-> ".join(sorted(part)) for part in found)


def test_no_circle_in_the_interface():
    graph = without_own_packages(import_graph())
    found = [part for part in circles(graph) if any(m.startswith("jackal_tui.tui") for m in part)]
    assert found == []
