"""Every input the API accepts is bounded: each list has maxItems, each string maxLength (or an enum, a
const or a pattern), each map maxProperties, each integer a minimum and a maximum.

The body limit (64 KiB) caps everything anyway; these bounds make each field fail early and clearly,
with a 422 naming it, and keep every rule's work small. Walked from the OpenAPI document, so a new
model without bounds fails here.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from app.main import api as app

DOCUMENT = app.openapi()
COMPONENTS: dict[str, Any] = DOCUMENT["components"]["schemas"]


def request_models() -> Iterator[tuple[str, str]]:
    for path, operations in DOCUMENT["paths"].items():
        for method, operation in operations.items():
            for content in operation.get("requestBody", {}).get("content", {}).values():
                reference = content["schema"].get("$ref")
                if reference:
                    yield f"{method.upper()} {path}", reference.rsplit("/", 1)[-1]


def unbounded(schema: Any, where: str, seen: set[str]) -> Iterator[str]:
    """Paths inside ``schema`` to a list, string, map or integer without bounds."""
    if isinstance(schema, list):
        for item in schema:
            yield from unbounded(item, where, seen)
        return
    if not isinstance(schema, dict):
        return
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name not in seen:
            seen.add(name)
            yield from unbounded(COMPONENTS[name], name, seen)
        return
    kind = schema.get("type")
    if kind == "array" and "maxItems" not in schema:
        yield f"{where}: list without maxItems"
    if kind == "string" and not {"maxLength", "enum", "const", "pattern"} & set(schema):
        yield f"{where}: string without maxLength"
    bounded_below = {"minimum", "exclusiveMinimum"} & set(schema)
    bounded_above = {"maximum", "exclusiveMaximum"} & set(schema)
    fixed = {"enum", "const"} & set(schema)
    if kind == "integer" and not (bounded_below and bounded_above) and not fixed:
        yield f"{where}: integer without minimum and maximum"
    if kind == "object" and isinstance(schema.get("additionalProperties"), dict) and "maxProperties" not in schema:
        yield f"{where}: map without maxProperties"
    for key, value in schema.items():
        if key == "properties":
            for name, child in value.items():
                yield from unbounded(child, f"{where}.{name}", seen)
        elif key in {"items", "additionalProperties", "anyOf", "oneOf", "allOf", "prefixItems"}:
            yield from unbounded(value, f"{where}[{key}]" if key != "items" else f"{where}[]", seen)


MODELS = sorted(set(request_models()))


@pytest.mark.parametrize(("route", "model"), MODELS, ids=[route for route, _ in MODELS])
def test_every_input_field_is_bounded(route: str, model: str) -> None:
    problems = sorted(set(unbounded(COMPONENTS[model], model, {model})))
    assert problems == [], f"{route}: {len(problems)} unbounded fields:\n" + "\n".join(problems)
