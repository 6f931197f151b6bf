"""The build files agree with each other: what the Makefile, the Dockerfile and pyproject.toml each say."""

from __future__ import annotations

import re
import tomllib

from tests.e2e.conftest import ROOT


def test_the_image_is_built_with_the_makefiles_uv() -> None:
    makefile = re.search(r"^UV_VERSION := (\S+)", (ROOT / "Makefile").read_text(), re.MULTILINE)
    dockerfile = re.search(r"\buv==(\S+)", (ROOT / "Dockerfile").read_text())
    assert makefile is not None
    assert dockerfile is not None
    assert dockerfile.group(1) == makefile.group(1)


def test_the_image_copies_every_package_the_wheel_ships() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    shipped = {pattern.rstrip("*") for pattern in project["tool"]["setuptools"]["packages"]["find"]["include"]}
    copied = set(re.findall(r"^COPY (\w+) \./\1$", (ROOT / "Dockerfile").read_text(), re.MULTILINE))
    assert shipped == {"app", "migrations"}
    assert copied == shipped
