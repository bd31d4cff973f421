"""The rules package, its Upwords subpackage included, never imports pygame (the core is pure)."""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT


def test_rules_package_imports_without_pygame() -> None:
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        "import importlib, pkgutil, game.rules as r\n"
        "for m in pkgutil.walk_packages(r.__path__, 'game.rules.'):\n"
        "    importlib.import_module(m.name)\n"
        "from game.rules.game import Game\n"
        "g = Game(['A', 'B'], seed=1); g.play_text('-')\n"
        "print('ok', len(sys.modules['game.rules.game'].__dict__) > 0, 'game.rules.upwords.position' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok True True"
