"""OpenAPI for the rule operations: their bodies are validated by the rules, documented from models."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from fastapi import FastAPI
from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from app.rules import Example, Operation

REF = "#/components/schemas/{model}"
PROBLEM = {"schema": {"$ref": REF.format(model="ProblemDocument")}}


class SchemaRegistry:
    """Collects the models of the rule operations and hoists their schemas into ``components``."""

    def __init__(self) -> None:
        self._models: list[type[BaseModel]] = []
        self._paths: dict[str, dict[str, Any]] = {}

    def document(self, path: str, method: str, operation: dict[str, Any]) -> None:
        """Describe an operation served by a route that does not describe itself (a dispatching route)."""
        self._paths.setdefault(path, {})[method] = operation

    def ref(self, model: type[BaseModel]) -> dict[str, str]:
        if model not in self._models:
            self._models.append(model)
        return {"$ref": REF.format(model=model.__name__)}

    def schemas(self) -> dict[str, Any]:
        names = [model.__name__ for model in self._models]
        duplicates = {name for name in names if names.count(name) > 1}
        if duplicates:
            raise RuntimeError(f"two rule models share the names {sorted(duplicates)}; rename one")
        _, top = models_json_schema([(model, "validation") for model in self._models], ref_template=REF)
        return dict(top.get("$defs", {}))

    def install(self, app: FastAPI) -> None:
        """Merge the collected schemas into ``app``'s OpenAPI document when it is first built."""
        build: Callable[[], dict[str, Any]] = app.openapi

        def openapi() -> dict[str, Any]:
            document = build()
            components = document.setdefault("components", {}).setdefault("schemas", {})
            for name, schema in self.schemas().items():
                if name in components and components[name] != schema:
                    raise RuntimeError(f"OpenAPI component {name!r} is defined twice")
                components[name] = schema
            for path, operations in self._paths.items():
                document["paths"].setdefault(path, {}).update(operations)
            return document

        app.openapi = openapi  # type: ignore[method-assign]


def _key(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_") or "example"


def _examples(examples: Iterable[Example], *, inputs: bool) -> dict[str, Any]:
    return {
        _key(example.title): {"summary": example.title, "value": example.input if inputs else example.output}
        for example in examples
    }


def json_body(
    model: type[BaseModel], registry: SchemaRegistry, *, required: bool = True, examples: dict[str, Any] | None = None
) -> dict[str, Any]:
    """``openapi_extra`` for a route that reads its JSON body itself (to authenticate before validating)."""
    content: dict[str, Any] = {"schema": registry.ref(model)}
    if examples:
        content["examples"] = {key: {"value": value} for key, value in examples.items()}
    return {"requestBody": {"required": required, "content": {"application/json": content}}}


def operation_object(
    operation: Operation, registry: SchemaRegistry, operation_id: str, tags: list[str]
) -> dict[str, Any]:
    """The OpenAPI operation object of a rule operation, with its schemas and worked examples, as
    :meth:`SchemaRegistry.document` takes it."""
    ok = [example for example in operation.examples if example.status == 200]
    rejected = [example for example in operation.examples if example.status == 422]
    request_content: dict[str, Any] = {"schema": registry.ref(operation.input_model)}
    if operation.examples:
        request_content["examples"] = _examples(operation.examples, inputs=True)
    ok_content: dict[str, Any] = {"schema": registry.ref(operation.output_model)}
    if ok:
        ok_content["examples"] = _examples(ok, inputs=False)
    problem_content: dict[str, Any] = dict(PROBLEM)
    if rejected:
        problem_content["examples"] = _examples(rejected, inputs=False)
    return {
        "tags": tags,
        "summary": operation.summary,
        "description": operation.description,
        "operationId": operation_id,
        "requestBody": {"required": True, "content": {"application/json": request_content}},
        "responses": {
            "200": {"description": "The result", "content": {"application/json": ok_content}},
            "400": {"description": "Malformed JSON", "content": {"application/problem+json": PROBLEM}},
            "413": {"description": "Content Too Large", "content": {"application/problem+json": PROBLEM}},
            "422": {"description": "Unprocessable Content", "content": {"application/problem+json": problem_content}},
        },
    }
