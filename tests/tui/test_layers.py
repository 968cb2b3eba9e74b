"""The app sits above its screens (issue 12): no screen, widget or other module imports
``jackal_tui.tui.app``; what they share with it (PACES, MODES, NewGame, back_to_title)
lives in ``tui/choices.py`` and ``tui/navigation.py``. And the session, which a network
server will drive, imports nothing of the interface.

Imports are read from the source with ``ast`` (every ``import`` and ``from ... import``,
those inside functions too), so a lazy import cannot hide a circle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import jackal_tui

PACKAGE = Path(jackal_tui.__file__).resolve().parent
APP = "jackal_tui.tui.app"
# Only these stand above the app: the package that exports it and the command line.
ABOVE_THE_APP = {"jackal_tui.tui", "jackal_tui.__main__", APP}


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
    """The check can fail: the import the game screen had before issue 12 is seen."""
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

# A circle outside the interface, known and to be taken apart: the classic rules package
# hands out its SEARCH, made on first use from the crews' search (ai/classic/search.py),
# whose evaluation and knowledge read the classic rules package. It is named by two
# modules it runs through and the packages it may span; a circle without both, or
# reaching a module outside those packages, fails. (Archipelago's rules core had one too, game <->
# notation <-> rules <-> solo: it is gone, and would fail here if it came back.)
KNOWN_CIRCLES = [
    ({"jackal_tui.ai.classic.evaluate", "jackal_tui.ai.classic.knowledge"},
     ("jackal_tui.ai.classic", "jackal_tui.games.classic")),
]


def is_known(part: set[str]) -> bool:
    """Is ``part`` (a circle) the known one: both modules at its heart, and every module
    in the packages it may span?"""
    def inside(module: str, packages) -> bool:
        return any(module == p or module.startswith(p + ".") for p in packages)

    return any(heart <= part and all(inside(m, packages) for m in part)
               for heart, packages in KNOWN_CIRCLES)


def import_graph() -> dict[str, set[str]]:
    """Each jackal_tui module -> the jackal_tui modules it imports (lazy imports too)."""
    names = {name for name, _ in modules()}
    graph: dict[str, set[str]] = {}
    for name, path in modules():
        found = imported_modules(path.read_text(encoding="utf-8"), name,
                                 path.name == "__init__.py")
        graph[name] = {m for m in found if m in names and m != name}
    return graph


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


def test_a_known_circle_is_known_only_within_its_packages():
    heart = {"jackal_tui.ai.classic.evaluate", "jackal_tui.ai.classic.knowledge"}
    assert is_known(heart | {"jackal_tui.ai.classic.coins", "jackal_tui.games.classic"})
    assert not is_known(heart | {"jackal_tui.tui.classic.board"})
    assert not is_known({"jackal_tui.ai.classic.evaluate", "jackal_tui.ai.classic.coins"})


def test_the_circle_finder_finds_a_circle():
    """The check can fail: a circle of three, beside a line, is found, and only it."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [{"a", "b", "c"}]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circles_among_the_modules():
    """No module of jackal_tui imports, by any path, one that imports it back (a package
    and its own ``__init__`` aside: a package imports its modules to export them)."""
    graph = import_graph()
    for name in graph:  # a package's __init__ re-exporting its modules is no circle
        graph[name] = {m for m in graph[name] if not name.startswith(m + ".")}
    found = [part for part in circles(graph) if not is_known(part)]
    assert found == [], "import circles: " + "; ".join(
        " <-> ".join(sorted(part)) for part in found)


def test_no_circle_in_the_interface():
    graph = import_graph()
    for name in graph:
        graph[name] = {m for m in graph[name] if not name.startswith(m + ".")}
    found = [part for part in circles(graph) if any(m.startswith("jackal_tui.tui") for m in part)]
    assert found == []
