"""The rules core is pure Python: importing it loads neither Textual nor Rich.

docs/engine-api.md: "jackal_tui.games.classic is pure Python: no Textual, no Rich, no I/O".
"""

from __future__ import annotations

import subprocess
import sys


def test_engine_imports_neither_textual_nor_rich():
    """docs/engine-api.md (the engine is pure Python)."""
    code = (
        "import jackal_tui.games.classic, sys\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "", f"the engine pulled in: {out.stdout.strip()}"


def _loaded_ui(code: str) -> str:
    code += ("\nimport sys\n"
             "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_the_registry_and_every_registered_game_are_pure():
    """docs/engine-api.md: jackal_tui.games and each game's package (its search rules too) import
    neither Textual nor Rich; the registry imports no game until one is asked for."""
    code = (
        "import sys, jackal_tui.games as g\n"
        "packages = {t.package for t in g.GAMES.values()}\n"
        "assert not packages & set(sys.modules), 'the registry imported a game'\n"
        "for name in g.names():\n"
        "    g.rules_of(name)\n"
        "    g.search_rules(name)\n"
    )
    assert _loaded_ui(code) == ""
