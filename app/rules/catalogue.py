"""A system's catalogue, packaged as ``catalogue.json`` beside its code and read once at import."""

from __future__ import annotations

import json
from importlib.resources import files
from typing import Any


def load_catalogue(package: str) -> dict[str, Any]:
    """The catalogue of ``package`` (its ``catalogue.json``). Shared: callers must not change it."""
    catalogue: dict[str, Any] = json.loads(files(package).joinpath("catalogue.json").read_text(encoding="utf-8"))
    return catalogue
