"""``combat_start``: the first combat state from a setup (no dice).

Checks, in the spec's order after the shapes: ids unique across characters, opponents and vehicles;
species; kamp or skyde; vehicle ids; ``fortified`` needs a fortification; the leader; the round effects
(ids, category, stats, source, scope, non-empty, harmful — Decision 34); the vehicle marks.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import ConfigDict, Field, ValidationInfo, WithJsonSchema, field_validator, model_validator
from pydantic.config import JsonDict

from app.rules.errors import InputError
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from app.rules.terminus_alfa.catalogue import (
    FORTIFICATION_ENDURANCE,
    ROUND_EFFECT_CATEGORIES,
    STANDARD_CONDITIONS,
)
from app.rules.terminus_alfa.combat.combatants import TaCharacterInput, TaOpponentInput, check_stats
from app.rules.terminus_alfa.combat.state import (
    FortificationKind,
    Motive,
    TaFortificationState,
    TaRoundEffectState,
    TaState,
    TaVehicleState,
    check_unique_ids,
)
from app.rules.terminus_alfa.dice import refuse_dice
from app.rules.terminus_alfa.models import (
    MAX_MARKS,
    MAX_ROUND_EFFECTS,
    MAX_VEHICLES,
    STATS,
    CatalogueId,
    Id,
    IdRef,
    InputChanges,
    Name,
    NonNegative,
    TaRulesInput,
    full_rules,
)
from app.rules.validation import ForcedFaces, StrictInput, parse, rule_error

HARMFUL_SIGN = {"endurance": -1, "power": -1, "money": -1, "poison": 1}
"""The harmful direction of each stat: round effects must point that way (Decision 34)."""

VEHICLE_MARKS = ("K", "S", "+S")

ScopeInput = Annotated[
    Any,
    WithJsonSchema(
        {
            "anyOf": [
                {"const": "all"},
                {"type": "array", "items": {"type": "string", "maxLength": MAX_ID_LENGTH}, "maxItems": MAX_COMBATANTS},
            ],
            "description": '"all" (default) or a list of character ids (at most 50).',
        }
    ),
]


class TaVehicleInput(StrictInput):
    """A vehicle (FARTØJ): marks K, S, +S; PANSER (P) is ``armoured: true``."""

    id: Id
    name: Name | None = None
    endurance: NonNegative | None = Field(None, description="null: no endurance, the vehicle shields no one.")
    armoured: bool = False
    marks: list[CatalogueId] = Field(
        default_factory=list, max_length=MAX_MARKS, description='A subset of "K", "S", "+S".'
    )


class TaFortificationInput(StrictInput):
    """A fortification (FORSVARSVÆRK): a catalogue ``kind`` (endurance from the table unless given), or
    an ``endurance`` alone (kind "custom")."""

    kind: FortificationKind | None = None
    endurance: NonNegative | None = Field(None, validate_default=True)

    @model_validator(mode="before")
    @classmethod
    def _kind_or_endurance(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("kind") is None and data.get("endurance") is None:
            raise rule_error("kind or endurance required")
        return data

    @field_validator("endurance")
    @classmethod
    def _custom_needs_endurance(cls, endurance: int | None, info: ValidationInfo) -> int | None:
        if endurance is None and info.data.get("kind") == "custom":
            raise rule_error("required for a custom fortification")
        return endurance

    def stored(self) -> TaFortificationState:
        kind = self.kind if self.kind is not None else "custom"
        endurance = self.endurance if self.endurance is not None else FORTIFICATION_ENDURANCE[kind]
        return TaFortificationState(kind=kind, endurance=endurance)


class TaRoundEffectInput(StrictInput):
    """A round effect: PERMANENT ■, EGENSKAB ● or FORHOLD ▼, harmful, fired in phase 1."""

    id: Id
    name: Name | None = None
    category: CatalogueId = Field(description="permanent, property or condition.")
    source_id: IdRef | None = Field(None, description="The opponent it comes from; it stops with them.")
    changes: InputChanges = Field(default_factory=dict)
    scope: ScopeInput = "all"


EXAMPLE_COMBAT: JsonDict = {
    "motive": "threat",
    "characters": [
        {
            "id": "kira",
            "endurance_max": 40,
            "power_max": 10,
            "armour": 1,
            "defence_options": [12],
            "abilities": {"smidig": 7},
        },
        {"id": "ulf", "endurance_max": 50, "power_max": 10, "defence_options": [10, 14]},
    ],
    "opponents": [
        {
            "id": "vagt",
            "species": "soldiers",
            "kamp": 15,
            "endurance": 40,
            "effects": {"1": {"text": "-5 UDHOLDENHED", "changes": {"endurance": -5}}},
        },
        {"id": "hund", "species": "bastards", "kamp": 12, "endurance": 12},
    ],
    "round_effects": [{"id": "regn", "name": "Icy rain", "category": "condition", "changes": {"endurance": -1}}],
}
"""A small combat: the declarations' published examples are valid in it, in the phase where they apply."""


class TaStartInput(StrictInput):
    """The setup of a combat."""

    model_config = ConfigDict(json_schema_extra={"examples": [EXAMPLE_COMBAT]})

    motive: Motive = Field(description="Why the opponents fight: threat, robbery or death.")
    characters: list[TaCharacterInput] = Field(min_length=1, max_length=MAX_COMBATANTS)
    opponents: list[TaOpponentInput] = Field(
        min_length=1, max_length=MAX_COMBATANTS, description="At most 50, summoned opponents included."
    )
    vehicles: list[TaVehicleInput] = Field(default_factory=list, max_length=MAX_VEHICLES)
    fortification: TaFortificationInput | None = None
    leader_id: IdRef | None = Field(None, description="LEDER: one opponent, hit only by terminus rolls.")
    round_effects: list[TaRoundEffectInput] = Field(default_factory=list, max_length=MAX_ROUND_EFFECTS)
    ambush: bool = Field(False, description="BAGHOLD: no opponent attacks in round 1.")
    fist_fight: bool = Field(False, description="NÆVEKAMP: endurance 0 knocks out instead of killing.")
    rules: TaRulesInput | None = None
    dice: ForcedFaces = None


def _check_scope(scope: Any, characters: set[str], path: str) -> None:
    if scope == "all":
        return
    if not isinstance(scope, list) or not all(isinstance(item, str) for item in scope):
        raise InputError(path, 'must be "all" or a list of character ids')
    if len(scope) > MAX_COMBATANTS:
        raise InputError(path, f"must have at most {MAX_COMBATANTS} item(s)")
    for item in scope:
        if len(item) > MAX_ID_LENGTH:
            raise InputError(path, f"character ids must be at most {MAX_ID_LENGTH} characters long")
        if item not in characters:
            raise InputError(path, f"unknown character {item!r}")


def _check_round_effect(
    effect: TaRoundEffectInput, path: str, seen: set[str], opponents: set[str], characters: set[str]
) -> None:
    if effect.id in STANDARD_CONDITIONS:
        raise InputError(f"{path}.id", f"{effect.id!r} is reserved")
    if effect.id in seen:
        raise InputError(f"{path}.id", "duplicate id")
    seen.add(effect.id)
    if effect.category not in ROUND_EFFECT_CATEGORIES:
        raise InputError(f"{path}.category", "unknown category")
    for stat in effect.changes:
        if stat not in STATS:
            raise InputError(f"{path}.changes", f"unknown stat {stat!r}")
    if effect.source_id is not None and effect.source_id not in opponents:
        raise InputError(f"{path}.source_id", "unknown opponent")
    _check_scope(effect.scope, characters, f"{path}.scope")
    if not effect.changes:
        raise InputError(f"{path}.changes", "must not be empty")
    for stat, delta in effect.changes.items():
        if delta * HARMFUL_SIGN[stat] <= 0:
            raise InputError(f"{path}.changes", "round effects must be harmful")


def _check(request: TaStartInput) -> None:
    check_unique_ids(request.characters, request.opponents, request.vehicles, "")
    for index, opponent in enumerate(request.opponents):
        opponent.check(f"opponents[{index}]")
    vehicles = {vehicle.id for vehicle in request.vehicles}
    for index, character in enumerate(request.characters):
        if character.vehicle_id is not None and character.vehicle_id not in vehicles:
            raise InputError(f"characters[{index}].vehicle_id", "unknown vehicle")
    for index, character in enumerate(request.characters):
        if character.fortified and request.fortification is None:
            raise InputError(f"characters[{index}].fortified", "there is no fortification")
    opponents = {opponent.id for opponent in request.opponents}
    if request.leader_id is not None and request.leader_id not in opponents:
        raise InputError("leader_id", "unknown opponent")
    characters = {character.id for character in request.characters}
    seen: set[str] = set()
    for index, effect in enumerate(request.round_effects):
        _check_round_effect(effect, f"round_effects[{index}]", seen, opponents, characters)
    for index, vehicle in enumerate(request.vehicles):
        for mark in vehicle.marks:
            if mark not in VEHICLE_MARKS:
                raise InputError(f"vehicles[{index}].marks", f'unknown mark {mark!r} (PANSER is "armoured")')


def _round_effect(effect: TaRoundEffectInput) -> TaRoundEffectState:
    return TaRoundEffectState(
        id=effect.id,
        name=effect.name if effect.name is not None else effect.id,
        category=effect.category,  # type: ignore[arg-type]  # checked against the catalogue above
        source_id=effect.source_id,
        changes=check_stats(effect.changes),
        scope=effect.scope,
    )


def _vehicle(vehicle: TaVehicleInput) -> TaVehicleState:
    return TaVehicleState(
        id=vehicle.id,
        name=vehicle.name if vehicle.name is not None else vehicle.id,
        endurance=vehicle.endurance,
        armoured=vehicle.armoured,
        marks=[mark for mark in VEHICLE_MARKS if mark in vehicle.marks],  # type: ignore[misc]
    )


def start_state(raw: object) -> TaState:
    """The first state (round 1, phase ``conditions``) from a setup; its ``dice`` must be missing or empty."""
    request = parse(TaStartInput, raw)
    _check(request)
    refuse_dice(request.dice)
    opponents = [opponent.stored(1) for opponent in request.opponents]
    return TaState(
        system="terminus-alfa",
        round=1,
        phase="conditions",
        ambush=request.ambush,
        motive=request.motive,
        fist_fight=request.fist_fight,
        leader_id=request.leader_id,
        characters=[character.stored() for character in request.characters],
        opponents=opponents,
        vehicles=[_vehicle(vehicle) for vehicle in request.vehicles],
        fortification=request.fortification.stored() if request.fortification is not None else None,
        round_effects=[_round_effect(effect) for effect in request.round_effects],
        opponent_endurance_total=sum(opponent.endurance_start for opponent in opponents),
        opponent_endurance_lost=0,
        horde=False,
        party_choice="fight",
        robbery_goal_met=False,
        outcome=None,
        rules=full_rules(request.rules),
    )
