"""Worked examples of a system's spec, kept as data next to its code.

Each system package holds ``examples.json``: a list of ``{"operation", "title", "input", "status",
"output"}`` taken from its spec. They document the API (OpenAPI examples) and are replayed by the tests.
"""

from __future__ import annotations

import json
from collections import defaultdict
from importlib.resources import files
from typing import Any

from app.rules.protocol import Example


def load_examples(package: str) -> dict[str, tuple[Example, ...]]:
    """The worked examples of ``package``'s ``examples.json``, grouped by operation."""
    raw: list[dict[str, Any]] = json.loads(files(package).joinpath("examples.json").read_text(encoding="utf-8"))
    grouped: dict[str, list[Example]] = defaultdict(list)
    for item in raw:
        grouped[item["operation"]].append(
            Example(item["title"], item["input"], item["output"], item.get("status", 200))
        )
    return {operation: tuple(examples) for operation, examples in grouped.items()}
