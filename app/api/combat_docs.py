"""Each system's combat protocol in the OpenAPI document: the session routes' combat-start body and state
views as a ``oneOf`` per system, declarations and step results as an ``anyOf`` per system (a part or a
result may fit several systems'), generated from the models each engine publishes at
``GET /v1/systems/{id}/combat`` (its ``start_model``, its phases' declaration models and its ``view_model``)
and the models of what its steps produce (its ``start_result``, its phases' ``results`` and its
``end_result``), and an example request for every phase. What a player's view leaves out (the engine's
``hidden_from_players``) is not required, so the GM's and the players' views both fit.

Each system's schemas are components named after the system (``ArsMagicaAmCombatStart``...), titled
so: generators name their classes after titles, and two systems may name a model alike.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import JsonSchemaMode

from app.api.openapi import REF, ClientSchemas, without_aliases
from app.rules import SYSTEMS, JsonObject
from app.rules.limits import MAX_ID_LENGTH
from app.rules.phases import PhaseEngine, unrequired

COMBAT_START = "CombatStart"
COMBAT_VIEW = "CombatView"
COMBAT_DECLARATION = "CombatDeclaration"
COMBAT_DECLARATION_LOGGED = "CombatDeclarationLogged"
COMBAT_RESULT = "CombatResult"
CONTROLLER = {
    "type": "string",
    "maxLength": MAX_ID_LENGTH,
    "description": "The player who controls this combatant (a player id of the session): they declare for it "
    "and see what its side may see.",
}
SYSTEM_KEY = "x-system-id"
"""On each system's branch of the ``oneOf`` s: the system it is for (two systems' bodies may look alike)."""
PENDING = {
    "type": "array",
    "items": {"type": "string"},
    "description": "Who must still declare in the current phase (empty when the GM resolves it).",
}


def reference(name: str) -> JsonObject:
    return {"$ref": REF.format(model=name)}


def engines() -> Iterator[tuple[str, PhaseEngine[Any]]]:
    """Every registered system whose combat publishes its protocol, by id."""
    for system in SYSTEMS.values():
        if isinstance(system.combat, PhaseEngine):
            yield system.id, system.combat


def prefix_of(system_id: str) -> str:
    return "".join(part.capitalize() for part in system_id.split("-"))


class SystemComponents:
    """One system's schemas as components: each model's schema and the models it nests, named with the
    system's prefix (a response schema's with ``Shown`` after it, as it differs from the request's)."""

    def __init__(self, system_id: str, hidden: Mapping[str, frozenset[str]]) -> None:
        self.prefix = prefix_of(system_id)
        self.hidden = hidden
        self.schemas: dict[str, JsonObject] = {}

    def add(self, name: str, schema: JsonObject) -> str:
        named = f"{self.prefix}{name}"
        titled = {**schema, "title": named}
        if self.schemas.setdefault(named, titled) != titled:
            raise RuntimeError(f"two schemas of {self.prefix} are named {name!r}")
        return named

    def model(self, model: type[BaseModel], mode: JsonSchemaMode, *, shown: bool = False) -> str:
        """``model``'s schema as a component: a request's (``validation``), a response's (``serialization``),
        or, ``shown``, a request's as players are shown it afterwards (in the event log). A response is
        always shown to players too."""
        return self.add(f"{model.__name__}{_suffix(mode, shown)}", self._schema(model, mode, shown))

    def result(self, model: type[BaseModel]) -> str:
        """A step's result: the response model's schema without its ``state``."""
        schema = self._schema(model, "serialization", True)
        schema["properties"] = {key: value for key, value in schema.get("properties", {}).items() if key != "state"}
        schema["required"] = [key for key in schema.get("required", []) if key != "state"]
        return self.add(f"{model.__name__.removesuffix('Output')}Result", schema)

    def _schema(self, model: type[BaseModel], mode: JsonSchemaMode, shown: bool) -> JsonObject:
        """``model``'s schema, the models it nests added as components; when ``shown`` (to a player, as
        well as to the GM), what players are not shown is not required."""
        suffix = _suffix(mode, shown)
        template = REF.format(model=f"{self.prefix}{{model}}{suffix}")
        schema = model.model_json_schema(mode=mode, ref_template=template, schema_generator=ClientSchemas)
        if shown or mode == "serialization":
            unrequired(schema, self.hidden)
        for name, nested in schema.pop("$defs", {}).items():
            self.add(f"{name}{suffix}", nested)
        return schema

    def resolved(self, schema: Mapping[str, Any]) -> tuple[str | None, JsonObject]:
        """The schema a node stands for: the component it references (and its name), or the node itself."""
        ref = schema.get("$ref")
        if isinstance(ref, str):
            name = ref.rsplit("/", 1)[-1]
            return name, self.schemas[name]
        return None, dict(schema)


def _suffix(mode: JsonSchemaMode, shown: bool) -> str:
    if mode == "serialization":
        return "Shown"
    return "Logged" if shown else ""


def _seated(components: SystemComponents, start: str, combatant_keys: tuple[str, ...]) -> str:
    """The start body as the session route takes it: every combatant object may also carry ``controller``."""
    body = copy.deepcopy(components.schemas[start])
    for key in combatant_keys:
        listed = body.get("properties", {}).get(key)
        if not isinstance(listed, dict) or not isinstance(listed.get("items"), dict):
            continue
        name, item = components.resolved(listed["items"])
        seated = copy.deepcopy(item)
        seated.setdefault("properties", {})["controller"] = CONTROLLER
        listed["items"] = reference(components.add(f"{name or key}Seated".removeprefix(components.prefix), seated))
    return components.add("CombatStartBody", body)


def _viewed(components: SystemComponents, view: str) -> str:
    """The state view as the session routes answer it: the system's view, plus ``pending``."""
    shown = copy.deepcopy(components.schemas[view])
    shown.setdefault("properties", {})["pending"] = PENDING
    shown["required"] = [*shown.get("required", []), "pending"]
    return components.add(COMBAT_VIEW, shown)


def _one_of(names: list[str], description: str, keyword: str = "oneOf") -> JsonObject:
    if not names:  # no system publishes its protocol: any object
        return {"type": "object", "additionalProperties": True, "description": description}
    return {keyword: [reference(name) for name in names], "description": description}


def combat_components() -> dict[str, JsonObject]:
    """The component schemas :data:`COMBAT_START`, :data:`COMBAT_VIEW`, :data:`COMBAT_DECLARATION` and
    :data:`COMBAT_RESULT` (one branch per system) and every system's schemas they refer to."""
    schemas: dict[str, JsonObject] = {}
    starts, views, declarations, logged_declarations, results = [], [], [], [], []
    for system_id, engine in engines():
        components = SystemComponents(system_id, engine.hidden_from_players)
        starts.append(_seated(components, components.model(engine.start_model, "validation"), engine.combatant_keys))
        views.append(_viewed(components, components.model(engine.view_model, "serialization", shown=True)))
        parts = [components.model(model, "validation") for model in _declaration_models(engine)]
        branch: JsonObject = {
            "anyOf": [reference(name) for name in dict.fromkeys(parts)],
            "description": f"A part of a `{system_id}` phase's declarations: `GET /v1/systems/{system_id}/combat` "
            "says which phase takes which.",
        }
        declarations.append(components.add(COMBAT_DECLARATION, branch))
        logged = [components.model(model, "validation", shown=True) for model in _declaration_models(engine)]
        logged += [components.model(model, "serialization", shown=True) for model in _logged_models(engine)]
        branch = {
            "anyOf": [reference(name) for name in dict.fromkeys(logged)],
            "description": f"A part of a `{system_id}` phase's declarations as the event log shows it to the "
            "caller (to a player, without what players are not shown).",
        }
        logged_declarations.append(components.add(COMBAT_DECLARATION_LOGGED, branch))
        produced = [components.result(model) for model in _result_models(engine)]
        outcome: JsonObject = {
            "anyOf": [reference(name) for name in dict.fromkeys(produced)],
            "description": f"What a `{system_id}` combat step produced: its start, a phase's resolution or its "
            "end (two may look alike).",
        }
        results.append(components.add(COMBAT_RESULT, outcome))
        # Which branch is whose, for clients.
        for name in (starts[-1], views[-1], declarations[-1], logged_declarations[-1], results[-1]):
            components.schemas[name][SYSTEM_KEY] = system_id
        schemas |= without_aliases(components.schemas)
    schemas[COMBAT_START] = _one_of(
        starts,
        "The system's `combat_start` input (`GET /v1/systems/{id}/combat`'s `start_schema`); every combatant "
        "may also carry `controller`, a player id.",
    )
    schemas[COMBAT_VIEW] = _one_of(
        views,
        "The combat's state as the caller may see it (the system's `view_schema`; a player is not shown what "
        "the spec keeps from players), plus `pending`.",
    )
    schemas[COMBAT_DECLARATION] = _one_of(
        declarations,
        "One combatant's part of the current phase's declarations (or the GM's table-wide part), shaped by the "
        "schema `GET /v1/systems/{id}/combat` gives for that phase; unknown fields are 422.",
        # Not oneOf: the session's system and the phase say which schema applies, and a part may fit several
        # systems' (``{}`` is a valid part in more than one), which oneOf would refuse.
        "anyOf",
    )
    schemas[COMBAT_DECLARATION_LOGGED] = _one_of(
        logged_declarations,
        "One part of a phase's declarations as the event log shows it: as declared, less what the caller may not see.",
        "anyOf",
    )
    schemas[COMBAT_RESULT] = _one_of(
        results,
        "What a combat step produced (its `events`, `dice`, `breakdown`...), as the caller may see it: the "
        "system's response of the step's stateless operation, without `state`.",
        # Not oneOf, as for declarations: the session's system says which applies, and two systems' results
        # may both fit one (an end with nothing but events).
        "anyOf",
    )
    return schemas


def _logged_models(engine: PhaseEngine[Any]) -> Iterator[type[BaseModel]]:
    for phase in engine.phases:
        yield from phase.logged


def _result_models(engine: PhaseEngine[Any]) -> Iterator[type[BaseModel]]:
    yield engine.start_result
    for phase in engine.phases:
        yield from phase.results
    yield engine.end_result


def _declaration_models(engine: PhaseEngine[Any]) -> Iterator[type[BaseModel]]:
    for phase in engine.phases:
        yield from (model for model in (phase.declaration, phase.gm_declaration) if model is not None)


def _examples(model: type[BaseModel] | None) -> list[Any]:
    if model is None:
        return []
    examples = model.model_json_schema().get("examples", [])
    return examples if isinstance(examples, list) else []


def _first_combatant(engine: PhaseEngine[Any]) -> str | None:
    """A combatant's id from the start body's first example, to name in the declarations' examples."""
    for example in _examples(engine.start_model)[:1]:
        for key in engine.combatant_keys:
            for item in example.get(key, []):
                identifier = item.get("id") if isinstance(item, dict) else None
                if isinstance(identifier, str):
                    return identifier
    return None


def start_examples() -> dict[str, JsonObject]:
    """``POST /v1/sessions/{sid}/combat``: each system's first start example."""
    found = {}
    for system_id, engine in engines():
        for example in _examples(engine.start_model)[:1]:
            found[system_id] = {"summary": f"{system_id}: start a combat", "value": example}
    return found


def declaration_examples() -> dict[str, JsonObject]:
    """``POST .../combat/declarations``: an example of every part of every phase of every system."""
    found = {}
    for system_id, engine in engines():
        combatant = _first_combatant(engine)
        for phase in engine.phases:
            for example in _examples(phase.declaration)[:1]:
                body = {"phase": str(phase.id), "combatant": combatant, "declaration": example}
                found[f"{system_id}_{phase.id}"] = {
                    "summary": f"{system_id}, {phase.id}: a combatant's part",
                    "value": {key: value for key, value in body.items() if value is not None},
                }
            for example in _examples(phase.gm_declaration)[:1]:
                found[f"{system_id}_{phase.id}_gm"] = {
                    "summary": f"{system_id}, {phase.id}: the GM's table-wide part",
                    "value": {"phase": str(phase.id), "declaration": example},
                }
    return found


def resolve_examples() -> dict[str, JsonObject]:
    """``POST .../combat/resolve``: a request for every phase that takes no declarations (the GM resolves it)."""
    found = {}
    for system_id, engine in engines():
        for phase in engine.phases:
            if phase.declaration is None and phase.gm_declaration is None:
                found[f"{system_id}_{phase.id}"] = {
                    "summary": f"{system_id}, {phase.id}: nothing is declared; the GM resolves it (the server rolls)",
                    "value": {},
                }
    return found
