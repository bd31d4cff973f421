"""Every dependency is pinned to one exact version, so a new release of a
library, the linter or the type checker cannot change what CI runs without a
commit that moves its pin."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
REQUIREMENT_FILES = ("requirements.txt", "requirements-dev.txt", "requirements-build.txt")
# name==version, optionally followed by an environment marker
PINNED = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*==[0-9][0-9A-Za-z.+-]*(\s*;\s*.+)?$")


def requirement_lines(name: str) -> list[str]:
    lines = []
    for raw in (ROOT / name).read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            lines.append(line)
    return lines


@pytest.mark.parametrize("name", REQUIREMENT_FILES)
def test_every_requirement_is_pinned_to_one_version(name: str) -> None:
    lines = requirement_lines(name)
    assert lines, f"{name} lists nothing"
    loose = [line for line in lines if not PINNED.match(line)]
    assert loose == [], f"{name} has requirements without an exact pin: {loose}"


def test_the_readme_and_ci_install_the_pinned_files() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for text in (readme, ci):
        assert "-r requirements.txt" in text
    assert "-r requirements-dev.txt" in readme
    assert "-r requirements-dev.txt" in ci


def test_a_package_is_pinned_once_across_the_files() -> None:
    versions: dict[str, set[str]] = {}
    for name in REQUIREMENT_FILES:
        for line in requirement_lines(name):
            package, version = line.split(";", 1)[0].split("==")
            versions.setdefault(package.strip().lower().replace("_", "-"), set()).add(version.strip())
    clashes = {package: found for package, found in versions.items() if len(found) > 1}
    assert clashes == {}


def test_the_readmes_test_command_is_the_ci_script_which_installs_what_the_tests_need() -> None:
    # a newcomer's one command passes on a fresh Debian machine: it is .ci/run, which
    # installs the system packages the browser and WordNet tests need when missing
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    test_section = readme.split("## Test\n", 1)[1]
    first_block = test_section.split("```sh\n", 1)[1].split("```", 1)[0].strip()
    assert first_block == "bash .ci/run"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for package in ("wordnet-base", "chromium", "chromium-driver"):
        assert f"missing+=({package})" in ci, package
    assert "apt-get install" in ci and "python -m pytest" in ci
