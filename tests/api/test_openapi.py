"""The OpenAPI document is one that client generators accept and read right, checked over the whole
document so that a new route or model cannot regress it: valid OpenAPI 3.1, a stable snake_case
operationId everywhere, ASCII tags, security only where a token is needed, one media type for problem
documents, request schemas without defaults and response schemas that require what is always there."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from fastapi.routing import APIRoute
from jsonschema import Draft202012Validator
from openapi_spec_validator import validate
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from app.main import api as app
from app.rules import SYSTEMS, Operation
from app.rules.dice.rolls import ROLL

DOCUMENT = app.openapi()
COMPONENTS: dict[str, Any] = DOCUMENT["components"]["schemas"]
SNAKE_CASE = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")
TAG_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
PROBLEM_SCHEMA = {"$ref": "#/components/schemas/ProblemDocument"}
ANONYMOUS = {"create_session", "join_session"}
"""The session routes that need no token: anyone creates a session, anyone with its join code joins."""
SIGNED = {"discord_interaction"}
"""Routes whose 401 is a request signature (Discord's), declared as header parameters, not a bearer token."""


def operations() -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in DOCUMENT["paths"].items():
        for method, operation in item.items():
            yield method.upper(), path, operation


def referenced(node: Any, seen: set[str]) -> set[str]:
    """The component schemas reachable from ``node``."""
    if isinstance(node, dict):
        ref = node.get("$ref", "")
        if ref.startswith("#/components/schemas/") and (name := ref.rsplit("/", 1)[-1]) not in seen:
            seen.add(name)
            referenced(COMPONENTS[name], seen)
        for child in node.values():
            referenced(child, seen)
    elif isinstance(node, list):
        for child in node:
            referenced(child, seen)
    return seen


REQUEST_SCHEMAS = referenced([operation.get("requestBody", {}) for _, _, operation in operations()], set())
RESPONSE_SCHEMAS = referenced([operation["responses"] for _, _, operation in operations()], set())


def test_the_document_is_valid_openapi_3_1() -> None:
    assert DOCUMENT["openapi"].startswith("3.1.")
    validate(DOCUMENT)  # raises, naming the first fault


def test_every_operation_has_a_stable_readable_operation_id() -> None:
    ids = [operation.get("operationId", "") for _, _, operation in operations()]
    assert [name for name in ids if not SNAKE_CASE.fullmatch(name)] == []
    assert [name for name, count in Counter(ids).items() if count > 1] == []
    # Named on the route, never FastAPI's default (function name, path and method): a generated client's
    # method names are its callers' code.
    generated = [route.path for route in app.routes if isinstance(route, APIRoute) and route.include_in_schema]
    named = [route.path for route in app.routes if isinstance(route, APIRoute) and route.operation_id]
    assert generated == named
    expected = {"create_session", "join_session", "get_session", "roll_at_table", "list_events", "roll_dice"}
    expected |= {"list_systems", "get_catalogue", "get_health", "get_keys", "fimbulvinter_check"}
    expected |= {"remove_player", "rotate_player_token", "rotate_gm_token", "rotate_join_code", "end_session"}
    expected |= {"delete_session"}
    expected |= {f"{system.id.replace('-', '_')}_{name}" for system in SYSTEMS.values() for name in system.operations}
    expected |= {"update_session"}
    assert expected <= set(ids)


def test_tags_are_ascii_ids_with_their_display_names_described() -> None:
    declared = {tag["name"]: tag for tag in DOCUMENT["tags"]}
    for tag in declared.values():
        assert TAG_ID.fullmatch(tag["name"]), tag
        assert tag["x-displayName"], tag
        assert tag["x-displayName"] in tag["description"], tag
    used = {tag for _, _, operation in operations() for tag in operation["tags"]}
    assert used <= set(declared)
    assert {system.id for system in SYSTEMS.values()} <= used
    assert declared["i-rikets-tjanst"]["x-displayName"] == SYSTEMS["i-rikets-tjanst"].name


def test_bearer_security_is_declared_exactly_where_a_token_is_needed() -> None:
    for method, path, operation in operations():
        needs_a_token = "401" in operation["responses"] and operation["operationId"] not in SIGNED
        assert ("security" in operation) == needs_a_token, f"{method} {path}"
        if needs_a_token:
            assert operation["security"] == [{"HTTPBearer": []}], f"{method} {path}"
        if operation["operationId"] in ANONYMOUS:
            assert not needs_a_token
    assert DOCUMENT["components"]["securitySchemes"]["HTTPBearer"]["scheme"] == "bearer"


def test_every_error_is_documented_as_the_problem_document_the_server_sends() -> None:
    for method, path, operation in operations():
        for status, response in operation["responses"].items():
            if int(status) < 400 or (operation["operationId"] == "get_health" and status == "503"):
                continue  # health answers 503 in its own shape, as the contract says
            content = response["content"]
            assert list(content) == ["application/problem+json"], f"{method} {path} {status}"
            assert content["application/problem+json"]["schema"] == PROBLEM_SCHEMA, f"{method} {path} {status}"
    assert not {"HTTPValidationError", "ValidationError", "Problem"} & set(COMPONENTS)


def test_a_route_whose_parameters_can_be_refused_documents_that_422() -> None:
    for method, path, operation in operations():
        constrained = any(
            {"maxLength", "minimum", "maximum"} & set(parameter["schema"])
            for parameter in operation.get("parameters", [])
            if parameter["in"] in ("path", "query")
        )
        if constrained:
            assert "422" in operation["responses"], f"{method} {path}"


def properties(name: str) -> Iterator[tuple[str, dict[str, Any], bool]]:
    """Each property of a component (objects nested in it included): its name, schema, whether required."""
    pending = [COMPONENTS[name]]
    while pending:
        schema = pending.pop()
        for key, child in schema.get("properties", {}).items():
            yield key, child, key in schema.get("required", [])
            pending.append(child)
        pending.extend(choice for key in ("anyOf", "oneOf", "allOf") for choice in schema.get(key, ()))
        if isinstance(schema.get("items"), dict):
            pending.append(schema["items"])


def test_request_schemas_give_no_defaults() -> None:
    """openapi-typescript makes a field with a default required: a request could not leave it out."""
    found = [f"{name}.{key}" for name in REQUEST_SCHEMAS for key, schema, _ in properties(name) if "default" in schema]
    assert found == []


def test_response_schemas_require_what_always_has_a_value() -> None:
    found = [
        f"{name}.{key}"
        for name in RESPONSE_SCHEMAS
        for key, schema, required in properties(name)
        if schema.get("default") is not None and not required
    ]
    assert found == []
    separated = {name.rsplit("-", 1)[0] for name in COMPONENTS if name.endswith(("-Input", "-Output"))}
    assert separated, "models used both ways have a request and a response schema where they differ"


def test_every_schema_has_its_own_title() -> None:
    """openapi-python-client names its classes after titles: two alike would collide."""
    titles = Counter(schema.get("title", name) for name, schema in COMPONENTS.items())
    assert [title for title, count in titles.items() if count > 1] == []


def test_a_model_is_referenced_by_name_wherever_it_is_used() -> None:
    """An inline copy of a component (``SkipValidation[Model]`` makes one) leaves generated clients without
    the model's name there: no object schema inside a component has the very fields of another one."""
    named = {repr(schema["properties"]): name for name, schema in COMPONENTS.items() if schema.get("properties")}

    def copies(node: Any, inside: str) -> Iterator[str]:
        if isinstance(node, dict):
            if "properties" in node and named.get(repr(node["properties"]), inside) != inside:
                yield f"{named[repr(node['properties'])]} inlined in {inside}"
            for child in node.values():
                yield from copies(child, inside)
        elif isinstance(node, list):
            for child in node:
                yield from copies(child, inside)

    found = [copy for name, schema in COMPONENTS.items() for child in schema.values() for copy in copies(child, name)]
    assert found == []
    declared = {  # the inputs kept as given and validated later, each against its context
        ("FimbulvinterFvActionDeclarations", "actions", "additionalProperties"): "FimbulvinterFvAction",
        ("FimbulvinterFvDefenceDeclarations", "defences", "additionalProperties"): "FimbulvinterFvDefence",
        ("FimbulvinterFvSheet", "relations", "items"): "FimbulvinterFvRelation",
    }
    for (model, field, entry), name in declared.items():
        assert COMPONENTS[model]["properties"][field][entry] == {"$ref": f"#/components/schemas/{name}"}


EXAMPLES = [
    (f"{path} {example.title}", path, operation, example.input)
    for path, operation in [
        ("/v1/rolls", ROLL),
        *(
            (f"/v1/systems/{system.id}/{name}", operation)
            for system in SYSTEMS.values()
            for name, operation in system.operations.items()
        ),
    ]
    for example in operation.examples
    if example.status == 200
]
REGISTRY: Registry[Any] = Registry().with_resource("urn:document", DRAFT202012.create_resource(DOCUMENT))


@pytest.mark.parametrize(
    ("path", "operation", "body"), [case[1:] for case in EXAMPLES], ids=[case[0] for case in EXAMPLES]
)
def test_each_worked_example_answers_as_its_response_schema_says(
    path: str, operation: Operation, body: Mapping[str, Any]
) -> None:
    """What the response schemas require (every field with a default) is really always there."""
    schema = DOCUMENT["paths"][path]["post"]["responses"]["200"]["content"]["application/json"]["schema"]
    validator = Draft202012Validator({"$ref": "urn:document" + schema["$ref"]}, registry=REGISTRY)
    faults = [f"{list(error.absolute_path)}: {error.message}" for error in validator.iter_errors(operation.run(body))]
    assert faults == []
