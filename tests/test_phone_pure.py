"""The phone package never imports pygame: the window will drive it, the rules decide."""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT


def test_the_phone_package_imports_without_pygame() -> None:
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        "import importlib, pkgutil, game.phone as p\n"
        "names = [m.name for m in pkgutil.walk_packages(p.__path__, 'game.phone.')]\n"
        "for name in names:\n"
        "    importlib.import_module(name)\n"
        "from game.phone import PhoneServer, seat_qr_png\n"
        "print(sorted(n.rsplit('.', 1)[1] for n in names), seat_qr_png('http://x/')[:4])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == (
        "['desk', 'duplicate_hints', 'duplicate_referee', 'duplicate_view', 'network', 'protocol', 'qr', 'referee', 'refusals', 'seat_view', "
        "'server', 'team_placement', 'words'] b'\\x89PNG'")
