"""Table rolls in the OpenAPI and AsyncAPI documents: a table roll's body, its event's data and its
receipt's record as a union of one branch per operation (generic notation, and each operation of each
system), the branch's ``input`` and ``result`` the schemas of that operation's own models (its
``input_model`` and ``output_model``), so a client knows the input and the result from the ``operation``.

Per system the branches are a ``oneOf`` discriminated by ``operation``; across systems an ``anyOf``, as two
systems may name an operation alike (the session's system says which applies). A table roll's answer has
no ``operation`` beside its ``result``: that is an ``anyOf`` of every operation's result.

The fields beside ``operation``, ``input`` and ``result`` are those of the models that describe them
(:class:`~app.sessions.schemas.TableRoll`, :class:`~app.sessions.events.SystemRollFields`,
:class:`~app.sessions.events.RollRecordFields`), and every operation's models are written into the documents
under its system's names (``FimbulvinterFvCheckInput``...), as its combat's are.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pydantic import BaseModel
from pydantic.json_schema import JsonSchemaMode, models_json_schema

from app.api.combat_docs import SYSTEM_KEY, SystemComponents, combat_components, reference
from app.api.openapi import REF, ClientSchemas, without_aliases
from app.rules import SYSTEMS, JsonObject, Operation
from app.rules.dice.rolls import RollRequest, RollResponse
from app.rules.phases import PhaseEngine
from app.sessions.events import RollRecordFields, SystemRollFields
from app.sessions.schemas import TableRoll

NOTATION = "notation"
TABLE_ROLL_RESULT = "TableRollResult"


@dataclass(frozen=True)
class Site:
    """One place a table roll's operation, input and result appear together."""

    name: str
    """The union's component name; each branch is named after its operation and this."""
    model: type[BaseModel]
    """The model whose other fields the branches have."""
    mode: JsonSchemaMode
    notation: bool
    """Whether the union has a branch for generic notation (or the document has its own model for it)."""


TABLE_ROLL = Site("TableRollBody", TableRoll, "validation", notation=True)
ROLL_DATA = Site("SystemRollData", SystemRollFields, "serialization", notation=False)  # beside NotationRollData
ROLL_RECORD = Site("RollRecord", RollRecordFields, "serialization", notation=True)
SITES = (TABLE_ROLL, ROLL_DATA, ROLL_RECORD)


def _template(site: Site) -> JsonObject:
    """The site model's schema; the models it nests are the documents' own components."""
    # As the document's models are written (model_json_schema refuses the references to components).
    refs, top = models_json_schema([(site.model, site.mode)], ref_template=REF, schema_generator=ClientSchemas)
    name = refs[(site.model, site.mode)]["$ref"].rsplit("/", 1)[-1]
    schema: JsonObject = top["$defs"][name]
    return schema


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def _branch(template: JsonObject, operation: str, described: str, io: tuple[str, str]) -> JsonObject:
    properties = dict(template["properties"])
    properties["operation"] = {"type": "string", "const": operation, "description": described}
    properties["input"] = reference(io[0])
    if "result" in properties:
        properties["result"] = reference(io[1])
    return {**template, "properties": properties}


class _Branches:
    """One union's branches: notation's and each system's, per operation."""

    def __init__(self, site: Site) -> None:
        self.site = site
        self.template = _template(site)
        self.system_unions: list[str] = []

    def system(self, components: SystemComponents, system_id: str, io: dict[str, tuple[str, str]]) -> None:
        branches = {
            operation: components.add(
                f"{_camel(operation)}{self.site.name}",
                _branch(
                    self.template,
                    operation,
                    f"`POST /v1/systems/{system_id}/{operation}`: `input` and `result` are its bodies.",
                    names,
                ),
            )
            for operation, names in io.items()
        }
        union = components.add(
            self.site.name,
            {
                "oneOf": [reference(name) for name in branches.values()],
                "discriminator": {
                    "propertyName": "operation",
                    "mapping": {operation: REF.format(model=name) for operation, name in branches.items()},
                },
                "description": f"A table roll of a `{system_id}` operation, by `operation`.",
                SYSTEM_KEY: system_id,
            },
        )
        self.system_unions.append(union)

    def notation(self, components: SystemComponents, io: tuple[str, str]) -> list[str]:
        """The notation branch, if the union has one."""
        if not self.site.notation:
            return []
        described = "Generic dice notation: `input` and `result` are the bodies of `POST /v1/rolls`."
        return [components.add(self.site.name, _branch(self.template, NOTATION, described, io))]


def _io(components: SystemComponents, operations: Iterable[Operation]) -> dict[str, tuple[str, str]]:
    """Each operation's input and result component names."""
    return {
        operation.name: (
            components.model(operation.input_model, "validation"),
            components.model(operation.output_model, "serialization"),
        )
        for operation in operations
    }


def roll_components() -> dict[str, JsonObject]:
    """The component schemas of :data:`SITES` (each an ``anyOf`` of notation's branch and a ``oneOf`` per
    system), :data:`TABLE_ROLL_RESULT`, and every schema they refer to."""
    schemas: dict[str, JsonObject] = {}
    sites = [_Branches(site) for site in SITES]
    notation = SystemComponents(NOTATION, {})
    notation_io = (notation.model(RollRequest, "validation"), notation.model(RollResponse, "serialization"))
    notations = [branches.notation(notation, notation_io) for branches in sites]
    schemas |= without_aliases(notation.schemas)
    results: list[str] = [notation_io[1]]
    for system in SYSTEMS.values():
        engine = system.combat
        components = SystemComponents(system.id, engine.hidden_from_players if isinstance(engine, PhaseEngine) else {})
        io = _io(components, system.operations.values())
        for branches in sites:
            branches.system(components, system.id, io)
        made = components.add(
            TABLE_ROLL_RESULT,
            {
                "anyOf": [reference(name) for name in dict.fromkeys(result for _, result in io.values())],
                "description": f"The result of a table roll of a `{system.id}` operation.",
                SYSTEM_KEY: system.id,
            },
        )
        results.append(made)
        schemas |= without_aliases(components.schemas)
    for branches, own in zip(sites, notations, strict=True):
        schemas[branches.site.name] = {
            "anyOf": [reference(name) for name in (*own, *branches.system_unions)],
            "description": branches.template.get("description", ""),
        }
    schemas[TABLE_ROLL_RESULT] = {
        "anyOf": [reference(name) for name in results],
        "description": "A table roll's result: the response body of `POST /v1/rolls` or of the operation.",
    }
    return schemas


def protocol_components() -> dict[str, JsonObject]:
    """Every system's combat and table-roll components (:func:`combat_components`, :func:`roll_components`):
    what the session routes and the socket's messages refer to."""
    schemas = combat_components()
    for name, schema in roll_components().items():
        if schema != schemas.setdefault(name, schema):
            raise RuntimeError(f"the combat and the table rolls define {name!r} differently")
    return schemas
