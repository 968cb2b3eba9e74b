"""Every example in docs/engine-api.md and docs/notation.md runs as a test, for all four
games, so that a page that drifts from the code fails here.

How a page's fenced blocks are read (docs/engine-api.md says the same to its readers):

- ```` ```python ````: run; the blocks of one ``##`` section share one namespace, in
  page order;
- ```` ```pycon ````: a doctest: each ``>>>`` line runs in that namespace and what it
  prints must be what the page shows (``...`` stands for any text);
- any other block whose first line (comments aside) is a position's header
  (``jackal classic 4``, ``jackal archipelago 2``, ``card-game 3``): loaded by its
  game's ``match_from_position``; what the engine writes back must read to the same
  state and text; the section's namespace gets it as ``position``;
- any other block fails: an example no test runs.

Besides the blocks, the tables: every action text in the first column of an actions
table reads back to itself; every event kind a table lists is one its game's
``apply_event`` knows, and every kind it knows is listed; every field a fields table
names is on a real state of that game.
"""

from __future__ import annotations

import doctest
import inspect
import re
import sys
import types
from pathlib import Path

import pytest

from jackal_tui.games import rules_of

DOCS = Path(__file__).resolve().parents[2] / "docs"
PAGES = ("engine-api.md", "notation.md")
FENCE = re.compile(r"^```([\w-]*)[^\n]*\n(.*?)^```", re.S | re.M)
HEADERS = (("jackal classic ", "classic"), ("jackal treasure-island ", "treasure-island"),
           ("jackal archipelago ", "archipelago"), ("card-game ", "card-game"))


def sections(page: str) -> list[tuple[str, str, int]]:
    """The page's ``##`` sections: (title, text, line number of the title)."""
    text = (DOCS / page).read_text(encoding="utf-8")
    out = []
    starts = [m.start() for m in re.finditer(r"^## ", text, re.M)]
    for a, b in zip(starts, starts[1:] + [len(text)]):
        body = text[a:b]
        out.append((body.splitlines()[0][3:].strip(), body, text.count("\n", 0, a) + 1))
    return out


def blocks(section: str) -> list[tuple[str, str, int]]:
    """The fenced blocks of a section: (info, body, line offset in the section)."""
    return [(m.group(1), m.group(2), section.count("\n", 0, m.start()))
            for m in FENCE.finditer(section)]


def position_game(body: str) -> str | None:
    """The game whose position text ``body`` is (None: not a position)."""
    lines = [x.split("#", 1)[0].strip() for x in body.splitlines()]
    lines = [x for x in lines if x]
    if not lines:
        return None
    for head, game in HEADERS:
        if (lines[0] + " ").startswith(head):
            return game
    return None


CASES = [pytest.param(page, title, body, line, id=f"{page}::{title}")
         for page in PAGES for title, body, line in sections(page) if blocks(body)]


@pytest.mark.parametrize("page, title, section, line", CASES)
def test_every_example_of_the_section_runs(page, title, section, line, monkeypatch):
    module = types.ModuleType("docs_example_" + re.sub(r"\W", "_", page + title))
    monkeypatch.setitem(sys.modules, module.__name__, module)   # as a module of its own
    ns = module.__dict__
    for info, body, offset in blocks(section):
        where = f"{page}:{line + offset + 1}"
        if info == "python":
            exec(compile(body, where, "exec"), ns)
        elif info == "pycon":
            test = doctest.DocTestParser().get_doctest(body, ns, where, page, line + offset)
            runner = doctest.DocTestRunner(
                optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
            report: list[str] = []
            runner.run(test, out=report.append, clear_globs=False)
            ns.update(test.globs)       # a doctest runs in a copy: keep what it made
            assert not runner.failures, f"{where}: the page's output is not the code's:\n" + \
                "".join(report)
        elif position_game(body):
            rules = rules_of(position_game(body))
            m = rules.match_from_position(body)
            again = rules.match_from_position(m.to_position())
            assert again.state_hash() == m.state_hash(), where
            assert again.to_position() == m.to_position(), where
            ns["position"] = body
        else:
            pytest.fail(f"{where}: a ```{info} block no test runs (python, pycon or a "
                        "position)")


def test_the_pages_have_examples_for_every_game():
    api = (DOCS / "engine-api.md").read_text(encoding="utf-8")
    for game in ("classic", "treasure-island", "archipelago", "card-game"):
        assert f'rules_of("{game}")' in api or f"jackal {game} " in api, game


# ----- actions tables ---------------------------------------------------------------------
def action_tables():
    """(game, first-column action texts) of every actions table of notation.md."""
    out = []
    for title, body, _ in sections("notation.md"):
        game = {"Actions": "classic", "Archipelago": "archipelago",
                "The card game": "card-game"}.get(title)
        if not game:
            continue
        part = body if title == "Actions" else body.split("### Actions", 1)[1].split("\n### ", 1)[0]
        texts = [t for row in part.splitlines() if row.startswith("| `")
                 for t in re.findall(r"`([^`]+)`", row.split(" | ")[0])]
        out.append(pytest.param(game, texts, id=game))
    return out


@pytest.mark.parametrize("game, texts", action_tables())
def test_every_action_text_of_the_tables_reads_back_to_itself(game, texts):
    parse = {"classic": "Action", "archipelago": "Action", "card-game": "CardAction"}[game]
    cls = getattr(rules_of(game), parse)
    assert len(texts) >= 10
    for text in texts:
        assert str(cls.parse(text)) == text


# ----- events and fields tables of engine-api.md ------------------------------------------
STATE_MODULES = {"classic": "jackal_tui.games.classic.state",
                 "archipelago": "jackal_tui.games.archipelago.state",
                 "card-game": "jackal_tui.games.cards.state"}


def api_table(marker: str) -> list[str]:
    """The backticked first words of the first column of the table under the heading
    that ends with ``marker`` in engine-api.md."""
    text = (DOCS / "engine-api.md").read_text(encoding="utf-8")
    start = re.search(rf"^#+ [^\n]*{re.escape(marker)}\n", text, re.M | re.I)
    assert start, f"engine-api.md has no heading ending with {marker!r}"
    rest = text[start.end():]
    rows = []
    for row in rest.splitlines():
        if row.startswith("#"):
            break
        if row.startswith("| `"):
            rows.extend(re.findall(r"`([^`]+)`", row.split(" | ")[0]))
    return rows


def known_events(module: str) -> set[str]:
    import importlib
    src = inspect.getsource(importlib.import_module(module).apply_event)
    return set(re.findall(r"""(?:t|kind) == ["'](\w+)["']""", src)) | {
        k for tup in re.findall(r"""(?:t|kind) in \(([^)]*)\)""", src)
        for k in re.findall(r"""["'](\w+)["']""", tup)}


@pytest.mark.parametrize("game", STATE_MODULES)
def test_every_event_kind_is_documented_with_its_layout(game):
    listed = {row.split()[0] for row in api_table(f"events ({game})")}
    assert listed == known_events(STATE_MODULES[game])


def real_states():
    from jackal_tui.games.archipelago import new_match as arch
    from jackal_tui.games.cards import new_match as cards
    from jackal_tui.games.classic import Game
    return {"classic": Game.new("4", seed=1, ruleset="treasure-island").state,
            "archipelago": arch(mode="4", seed=1).state,
            "card-game": cards(mode="3", seed=1).state}


@pytest.mark.parametrize("game", STATE_MODULES)
def test_every_state_field_documented_is_on_a_state(game):
    state = real_states()[game]
    fields = [f.split("(")[0].split(".", 1)[-1] for f in api_table(f"fields ({game})")]
    assert len(fields) >= 10
    missing = [f for f in fields if not hasattr(state, f)]
    assert not missing, f"{game}: documented but not on the state: {missing}"
