"""The OpenAPI document, shaped for the client generators that read it (openapi-typescript,
openapi-python-client) and for the validators that check it.

Route models are documented by FastAPI; the rule operations and the bodies that routes read themselves
are documented from their models by :class:`SchemaRegistry`, which writes each model's request schema
(``validation`` mode) and response schema (``serialization`` mode) with :class:`ClientSchemas`, and
merges them into the document with a final pass over it (:meth:`SchemaRegistry.finish`).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from fastapi import FastAPI
from pydantic import BaseModel
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaMode, JsonSchemaValue, models_json_schema
from pydantic_core import core_schema

from app.api.problems import ProblemDocument
from app.rules import Example, GameSystem, Operation

REF = "#/components/schemas/{model}"
PROBLEM_MEDIA_TYPE = "application/problem+json"
PROBLEM = {"schema": {"$ref": REF.format(model="ProblemDocument")}}
FASTAPI_VALIDATION_ERROR = REF.format(model="HTTPValidationError")


class ClientSchemas(GenerateJsonSchema):
    """Pydantic's JSON Schema, with what generators need to tell a request from a response.

    - A request schema gives no ``default``: openapi-typescript makes a field with one required (its
      ``defaultNonNullable``), which would refuse a body that leaves it out. The description says it.
    - A response schema requires every field that has a value by default: it is always there.
    - A field that is either absent or a value (``X | SkipJsonSchema[None] = None``) gets no
      ``default: null``, which its schema does not allow (validators refuse the document).
    """

    def default_schema(self, schema: core_schema.WithDefaultSchema) -> JsonSchemaValue:
        json_schema = super().default_schema(schema)
        if "default" not in json_schema:
            return json_schema
        default = json_schema["default"]
        if self.mode == "validation":
            del json_schema["default"]
            if default is not None:
                described = json_schema.get("description", "").rstrip()
                json_schema["description"] = f"{described}\n\nDefault: `{json.dumps(default)}`.".lstrip()
        elif default is None and not _admits_null(json_schema):
            del json_schema["default"]
        return json_schema

    def field_is_required(
        self,
        field: core_schema.ModelField | core_schema.DataclassField | core_schema.TypedDictField,
        total: bool,
    ) -> bool:
        if self.mode == "serialization" and field["type"] != "typed-dict-field":
            inner = field["schema"]
            if inner["type"] == "default":
                return "default_factory" in inner or inner.get("default") is not None
        return super().field_is_required(field, total)


def _admits_null(schema: Mapping[str, Any]) -> bool:
    kinds = schema.get("type")
    if kinds == "null" or (isinstance(kinds, list) and "null" in kinds):
        return True
    return any(_admits_null(choice) for key in ("anyOf", "oneOf") for choice in schema.get(key, ()))


class SchemaRegistry:
    """Collects the models of the bodies that routes read and write themselves, and the operations of
    routes that do not describe themselves (a dispatching route serves many documented paths)."""

    def __init__(self) -> None:
        self._refs: dict[tuple[type[BaseModel], JsonSchemaMode], dict[str, str]] = {}
        self._paths: dict[str, dict[str, Any]] = {}
        self._components: dict[str, Any] = {}
        self.response(ProblemDocument)  # every error's body (PROBLEM)

    def components(self, schemas: Mapping[str, Any]) -> None:
        """Add component schemas written as JSON Schema, not models (each combat protocol's)."""
        self._components.update(schemas)

    def document(self, path: str, method: str, operation: dict[str, Any]) -> None:
        """Describe an operation served by a route that does not describe itself (a dispatching route)."""
        self._paths.setdefault(path, {})[method] = operation

    def request(self, model: type[BaseModel]) -> dict[str, str]:
        """A reference to ``model``'s schema as a request body."""
        return self._ref(model, "validation")

    def response(self, model: type[BaseModel]) -> dict[str, str]:
        """A reference to ``model``'s schema as a response body."""
        return self._ref(model, "serialization")

    def _ref(self, model: type[BaseModel], mode: JsonSchemaMode) -> dict[str, str]:
        # Filled in when the document is built: a model whose request and response schemas differ is
        # named ``Name-Input`` and ``Name-Output`` there, as FastAPI names its own.
        return self._refs.setdefault((model, mode), {})

    def schemas(self) -> dict[str, Any]:
        """Every collected model's schemas, each reference handed out pointing at its own."""
        names = Counter(model.__name__ for model in {model for model, _ in self._refs})
        if duplicates := sorted(name for name, count in names.items() if count > 1):
            raise RuntimeError(f"two models share the names {duplicates}; rename one")
        refs, top = models_json_schema(list(self._refs), ref_template=REF, schema_generator=ClientSchemas)
        for key, reference in self._refs.items():
            reference.clear()
            reference.update(refs[key])
        definitions: dict[str, Any] = top.get("$defs", {})
        for name, schema in definitions.items():
            # openapi-python-client names its classes after titles, and the two schemas of one model
            # would otherwise share one (its rule models' names end in Input and Output already).
            if name.endswith("-Input"):
                schema["title"] = name.removesuffix("-Input") + "Request"
            elif name.endswith("-Output"):
                schema["title"] = name.removesuffix("-Output") + "Response"
        return definitions

    def install(self, app: FastAPI) -> None:
        """Build ``app``'s OpenAPI document with the collected schemas and operations when it is first
        asked for, finished by :meth:`finish`."""
        build: Callable[[], dict[str, Any]] = app.openapi

        def openapi() -> dict[str, Any]:
            if app.openapi_schema is None:
                schemas = self.schemas()  # first: FastAPI copies the references it is given
                app.openapi_schema = self.finish(build(), schemas)
            return app.openapi_schema

        app.openapi = openapi  # type: ignore[method-assign]

    def finish(self, document: dict[str, Any], schemas: Mapping[str, Any]) -> dict[str, Any]:
        """Merge the collected ``schemas`` and operations into FastAPI's ``document``, drop FastAPI's own
        422 (the server never sends that shape: routes document their problem documents themselves),
        fold the schemas that only refer to another into it, and keep only the component schemas
        something refers to."""
        components = document.setdefault("components", {}).setdefault("schemas", {})
        for name, schema in {**schemas, **self._components}.items():
            if name in components and components[name] != schema:
                raise RuntimeError(f"OpenAPI component {name!r} is defined twice")
            components[name] = schema
        for path, operations in self._paths.items():
            document["paths"].setdefault(path, {}).update(operations)
        for operation in _operations(document):
            generic = operation["responses"].get("422", {}).get("content", {}).get(PROBLEM_MEDIA_TYPE, {})
            if generic.get("schema", {}).get("$ref") == FASTAPI_VALIDATION_ERROR:
                del operation["responses"]["422"]
        components = without_aliases(components, document["paths"])
        used = _referenced(document["paths"], components)
        document["components"]["schemas"] = {name: components[name] for name in sorted(used)}
        return document


def _alias_targets(schemas: Mapping[str, Any]) -> dict[str, str]:
    """For each schema that only refers to another (a model serialised as a TypedDict is one), the
    reference it stands for, followed to the end."""
    aliases = {
        REF.format(model=name): schema["$ref"]
        for name, schema in schemas.items()
        if "$ref" in schema and set(schema) <= {"$ref", "title", "description"}
    }

    def target(ref: str) -> str:
        while ref in aliases:
            ref = aliases[ref]
        return ref

    return {ref: target(ref) for ref in aliases}


def _rewritten(node: Any, targets: Mapping[str, str]) -> Any:
    if isinstance(node, dict):
        return {
            key: targets.get(value, value) if key == "$ref" else _rewritten(value, targets)
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [_rewritten(item, targets) for item in node]
    return node


def without_aliases(schemas: dict[str, Any], *others: dict[str, Any]) -> dict[str, Any]:
    """The schemas without those that only refer to another, each reference to one (there and in
    ``others``, changed in place) pointing at what it stands for: generators make a class of both, with
    one name."""
    targets = _alias_targets(schemas)
    for other in others:
        for key, value in list(other.items()):
            other[key] = _rewritten(value, targets)
    return {
        name: _rewritten(schema, targets) for name, schema in schemas.items() if REF.format(model=name) not in targets
    }


def _operations(document: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    for item in document["paths"].values():
        yield from (operation for method, operation in item.items() if method != "parameters")


def _referenced(root: Any, components: Mapping[str, Any]) -> set[str]:
    """Names of the component schemas reachable from ``root``."""
    found: set[str] = set()
    pending = [root]
    while pending:
        node = pending.pop()
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
                name = ref.rsplit("/", 1)[-1]
                if name not in found:
                    found.add(name)
                    pending.append(components[name])
            pending.extend(node.values())
        elif isinstance(node, list):
            pending.extend(node)
    return found


def tags(systems: Iterable[GameSystem]) -> list[dict[str, Any]]:
    """The document's tags: ASCII ids (generators name modules after them), display names beside."""
    named = [
        ("dice", "Dice", "Generic dice notation, as Avrae's d20 reads it."),
        ("systems", "Rule systems", "The rule systems, their operations and catalogues."),
        *((system.id, system.name, system.summary) for system in systems),
        ("sessions", "Sessions", "A table's play: players, table rolls, combat and the event log."),
        ("receipts", "Roll receipts", "The key that verifies the signed receipts of table rolls."),
        ("health", "Health", "Whether the server and what it depends on are up."),
        ("integrations", "Integrations", "Discord slash commands answered by the server itself."),
    ]
    return [
        {"name": name, "description": f"**{display}**: {summary}", "x-displayName": display}
        for name, display, summary in named
    ]


def _key(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_") or "example"


def _examples(examples: Iterable[Example], *, inputs: bool) -> dict[str, Any]:
    return {
        _key(example.title): {"summary": example.title, "value": example.input if inputs else example.output}
        for example in examples
    }


def example_objects(values: dict[str, Any]) -> dict[str, Any]:
    """OpenAPI example objects from ``{title: value}``: each titled by its key."""
    return {key: {"summary": key, "value": value} for key, value in values.items()}


def request_body(
    schema: dict[str, Any], examples: dict[str, Any] | None = None, *, required: bool = True
) -> dict[str, Any]:
    """``openapi_extra``'s JSON request body: its schema and example objects (see :func:`example_objects`)."""
    content = {"schema": schema, **({"examples": examples} if examples else {})}
    return {"requestBody": {"required": required, "content": {"application/json": content}}}


def json_body(
    model: type[BaseModel], registry: SchemaRegistry, *, required: bool = True, examples: dict[str, Any] | None = None
) -> dict[str, Any]:
    """``openapi_extra`` for a route that reads its JSON body itself (to authenticate before validating)."""
    return request_body(registry.request(model), example_objects(examples or {}), required=required)


def operation_object(operation: Operation, registry: SchemaRegistry, operation_id: str, tag: str) -> dict[str, Any]:
    """The OpenAPI operation object of a rule operation, with its schemas and worked examples, as
    :meth:`SchemaRegistry.document` takes it."""
    ok = [example for example in operation.examples if example.status == 200]
    rejected = [example for example in operation.examples if example.status == 422]
    request_content: dict[str, Any] = {"schema": registry.request(operation.input_model)}
    if operation.examples:
        request_content["examples"] = _examples(operation.examples, inputs=True)
    ok_content: dict[str, Any] = {"schema": registry.response(operation.output_model)}
    if ok:
        ok_content["examples"] = _examples(ok, inputs=False)
    problem_content: dict[str, Any] = dict(PROBLEM)
    if rejected:
        problem_content["examples"] = _examples(rejected, inputs=False)
    return {
        "tags": [tag],
        "summary": operation.summary,
        "description": operation.description,
        "operationId": operation_id,
        "requestBody": {"required": True, "content": {"application/json": request_content}},
        "responses": {
            "200": {"description": "The result", "content": {"application/json": ok_content}},
            "400": {"description": "Malformed JSON", "content": {PROBLEM_MEDIA_TYPE: PROBLEM}},
            "413": {"description": "Content Too Large", "content": {PROBLEM_MEDIA_TYPE: PROBLEM}},
            "422": {"description": "Unprocessable Content", "content": {PROBLEM_MEDIA_TYPE: problem_content}},
        },
    }


def odds_object(
    operation: Operation,
    registry: SchemaRegistry,
    operation_id: str,
    tag: str,
    response: type[BaseModel],
    *,
    not_found: bool = True,
) -> dict[str, Any]:
    """The OpenAPI operation object of a rolling operation's odds: its input (``dice``: the faces already
    rolled), its worked examples' inputs without dice as examples, and ``response`` as the answer."""
    examples = [
        Example(example.title, {key: value for key, value in example.input.items() if key != "dice"}, {})
        for example in operation.examples
        if example.status == 200
    ]
    document = operation_object(operation, registry, operation_id, tag)
    request = document["requestBody"]["content"]["application/json"]
    request.pop("examples", None)
    if examples:
        request["examples"] = _examples(examples, inputs=True)
    document["summary"] = f"Odds of {operation.name}: every outcome's exact probability before rolling"
    document["description"] = (
        f"The same input as `{operation.name}`. Without `dice`, the odds before the roll; with `dice`, the "
        "faces already rolled, in the roll's dice order (a GM's roll the table has seen before a player "
        "declares an avert), the odds of the rest of it, given them (faces it never takes: 422 on `dice`). "
        "Every face sequence is walked through the rule itself; open-ended dice are followed to "
        "`explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to "
        "compute exactly is a 422 on `body` naming the limit."
    )
    document["responses"]["200"] = {
        "description": "Each output field's outcomes with exact probabilities",
        "content": {"application/json": {"schema": registry.response(response)}},
    }
    if not_found:
        document["responses"]["404"] = {"description": "Not Found", "content": {PROBLEM_MEDIA_TYPE: PROBLEM}}
    return document
