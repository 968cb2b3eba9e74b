"""The rules core is pure Python: importing it loads neither Textual nor Rich.

docs/engine-api.md: "jackal_tui.engine is pure Python: no Textual, no Rich, no I/O".
"""

from __future__ import annotations

import subprocess
import sys


def test_engine_imports_neither_textual_nor_rich():
    """docs/engine-api.md (the engine is pure Python)."""
    code = (
        "import jackal_tui.engine, sys\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "", f"the engine pulled in: {out.stdout.strip()}"
