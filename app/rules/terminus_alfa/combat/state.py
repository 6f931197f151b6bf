"""The combat state document: models that parse a state into a fresh, mutable copy the phase may change.

Every key of the spec's state document is required (the stored rules object "always holds every field");
``null`` is a value only where the spec gives it a meaning (each model's ``null_meaningful``): any other
null is a missing field, in a list or map as well. A phase operation first checks
``state.system`` and ``state.phase``, then the whole document, then that its ids hang together.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Annotated, Any, ClassVar, Literal, NotRequired

from pydantic import Field, SerializerFunctionWrapHandler, model_serializer
from pydantic.json_schema import SkipJsonSchema
from typing_extensions import TypedDict

from app.rules.errors import InputError
from app.rules.limits import MAX_COMBATANTS
from app.rules.terminus_alfa.models import (
    MAX_ITEMS,
    MAX_MARKS,
    MAX_ROUND_EFFECTS,
    MAX_VEHICLES,
    STATS,
    CatalogueId,
    EffectSlot,
    Id,
    IdRef,
    Items,
    Name,
    Stat,
    StateAbilities,
    StateCount,
    StateInt,
    TaRules,
    Text,
)
from app.rules.validation import MutableInput, parse

SYSTEM_ID = "terminus-alfa"
Phase = Literal["conditions", "opponent_attacks", "character_actions", "tally", "ended"]
Motive = Literal["threat", "robbery", "death"]
PartyChoice = Literal["fight", "flee", "surrender", "hand_over"]
Outcome = Literal[
    "opponents_defeated",
    "opponents_fled",
    "characters_defeated",
    "mutual_defeat",
    "characters_fled",
    "characters_surrendered",
    "loot_handed_over",
    "robbery_succeeded",
]
Special = Literal["capture", "remove_equipment", "summon"]
Category = Literal["permanent", "property", "condition"]
Mark = Literal["K", "S", "+S"]
FortificationKind = Literal["barricade", "house_wall", "town_wall", "castle_wall", "custom"]
Changes = Annotated[dict[Stat, StateInt], Field(max_length=len(STATS))]


class TaEffectDocument(TypedDict):
    """An effect as a state document holds it (what :class:`TaEffectState` serializes to)."""

    text: str
    scope: Literal["target", "all"]
    changes: dict[Stat, int]
    special: Special | None
    ability: NotRequired[str]
    summon_limit: NotRequired[int | None]


class TaEffectState(MutableInput):
    """An opponent's effect (!1, !2, !3 or T) as stored: ``ability`` only for a capture, ``summon_limit``
    only for a summon (null = unlimited)."""

    null_meaningful: ClassVar[frozenset[str]] = frozenset({"special"})

    text: Text
    scope: Literal["target", "all"]
    changes: Changes
    special: Special | None
    ability: Name | SkipJsonSchema[None] = None
    summon_limit: StateCount | None = None

    @model_serializer(mode="wrap")
    def _only_what_the_special_uses(self, handler: SerializerFunctionWrapHandler) -> TaEffectDocument:
        data: TaEffectDocument = handler(self)
        if self.special != "capture":
            data.pop("ability", None)
        if self.special != "summon":
            data.pop("summon_limit", None)
        return data


class TaCaptured(MutableInput):
    by: IdRef = Field(description="The capturing opponent's id.")
    ability: Name = Field(description="The ability (EVNE) an escape is rolled with.")
    round: StateInt = Field(description="The round of the capture: no escape before the next one.")


class TaCharacterState(MutableInput):
    null_meaningful: ClassVar[frozenset[str]] = frozenset({"vehicle_id", "captured"})

    id: Id
    name: Name
    endurance_max: StateInt
    endurance: StateInt
    power_max: StateInt
    power: StateInt
    levned: StateInt
    poison_max: StateCount
    poison: StateCount
    money: StateCount
    armour: StateCount
    defence_options: Annotated[list[StateCount], Field(min_length=1, max_length=MAX_ITEMS)]
    abilities: StateAbilities
    equipment_list: Items
    slots: Items
    vehicle_id: IdRef | None
    fortified: bool
    in_combat: bool
    status: Literal["active", "dead", "fainted", "knocked_out"]
    captured: TaCaptured | None
    rolls_allowed: StateCount
    rolls_used: StateCount
    attacked_this_round: bool

    @property
    def active(self) -> bool:
        """Active = status active and taking part (``in_combat``); a captured character is still active."""
        return self.status == "active" and self.in_combat


class TaOpponentState(MutableInput):
    null_meaningful: ClassVar[frozenset[str]] = frozenset({"kamp", "skyde", "terminus_effect"})

    id: Id
    name: Name
    species: CatalogueId
    kamp: StateCount | None
    skyde: StateCount | None
    endurance_start: StateCount
    endurance: StateInt
    effects: Annotated[dict[EffectSlot, TaEffectState], Field(max_length=3)]
    terminus_effect: TaEffectState | None
    status: Literal["active", "defeated", "fled"]
    joined_round: StateCount
    summoned_count: StateCount

    @property
    def active(self) -> bool:
        return self.status == "active"


class TaVehicleState(MutableInput):
    null_meaningful: ClassVar[frozenset[str]] = frozenset({"endurance"})

    id: Id
    name: Name
    endurance: StateInt | None = Field(description="null: the vehicle has no endurance and shields no one.")
    armoured: bool = Field(description="PANSER (mark P): the vehicle takes half damage.")
    marks: Annotated[list[Mark], Field(max_length=MAX_MARKS)]


class TaFortificationState(MutableInput):
    kind: FortificationKind
    endurance: StateInt


class TaRoundEffectState(MutableInput):
    null_meaningful: ClassVar[frozenset[str]] = frozenset({"source_id"})

    id: Id
    name: Name
    category: Category
    source_id: IdRef | None
    changes: Changes
    scope: Literal["all"] | Annotated[list[IdRef], Field(max_length=MAX_COMBATANTS)]


class TaState(MutableInput):
    """The combat state document (one combat, between two phases)."""

    null_is_missing: ClassVar[bool] = True
    null_meaningful: ClassVar[frozenset[str]] = frozenset({"leader_id", "fortification", "outcome"})

    system: Literal["terminus-alfa"]
    round: Annotated[int, Field(ge=1, le=10**9)]
    phase: Phase
    ambush: bool = Field(description="BAGHOLD: in round 1 the opponents may not attack.")
    motive: Motive
    fist_fight: bool = Field(description="NÆVEKAMP: endurance 0 knocks out instead of killing.")
    leader_id: IdRef | None
    characters: Annotated[list[TaCharacterState], Field(max_length=MAX_COMBATANTS)]
    opponents: Annotated[
        list[TaOpponentState], Field(max_length=MAX_COMBATANTS, description="Summoned opponents included.")
    ]
    vehicles: Annotated[list[TaVehicleState], Field(max_length=MAX_VEHICLES)]
    fortification: TaFortificationState | None
    round_effects: Annotated[list[TaRoundEffectState], Field(max_length=MAX_ROUND_EFFECTS)]
    opponent_endurance_total: StateCount = Field(description="GM-only.")
    opponent_endurance_lost: StateCount = Field(description="GM-only.")
    horde: bool
    party_choice: PartyChoice
    robbery_goal_met: bool
    outcome: Outcome | None
    rules: TaRules

    def character(self, character_id: str) -> TaCharacterState | None:
        return next((c for c in self.characters if c.id == character_id), None)

    def opponent(self, opponent_id: str) -> TaOpponentState | None:
        return next((o for o in self.opponents if o.id == opponent_id), None)

    def vehicle(self, vehicle_id: str | None) -> TaVehicleState | None:
        return next((v for v in self.vehicles if v.id == vehicle_id), None)

    def known_character(self, character_id: str) -> TaCharacterState:
        """A character the checks have already found (an unknown id here is a bug, reported as bad input)."""
        character = self.character(character_id)
        if character is None:
            raise InputError("state.characters", f"no character {character_id!r}")
        return character

    def known_opponent(self, opponent_id: str) -> TaOpponentState:
        """An opponent the checks have already found."""
        opponent = self.opponent(opponent_id)
        if opponent is None:
            raise InputError("state.opponents", f"no opponent {opponent_id!r}")
        return opponent

    def active_character(self, character_id: str) -> TaCharacterState | None:
        character = self.character(character_id)
        return character if character is not None and character.active else None

    def active_opponent(self, opponent_id: str) -> TaOpponentState | None:
        opponent = self.opponent(opponent_id)
        return opponent if opponent is not None and opponent.active else None

    def active_characters(self) -> Iterator[TaCharacterState]:
        return (c for c in self.characters if c.active)

    def active_opponents(self) -> Iterator[TaOpponentState]:
        return (o for o in self.opponents if o.active)

    def ids(self) -> set[str]:
        """Every combatant and vehicle id: they share one namespace."""
        return {
            *(c.id for c in self.characters),
            *(o.id for o in self.opponents),
            *(v.id for v in self.vehicles),
        }

    def dump(self) -> dict[str, Any]:
        return self.model_dump()

    def fork(self) -> TaState:
        """A copy a phase may change in place, leaving this state as it was: only what the phases change
        is copied (the state, its combatants, vehicles and fortification, a character's item lists),
        a fraction of a deep copy's cost."""
        fortification = self.fortification
        return self.model_copy(
            update={
                "characters": [
                    c.model_copy(update={"equipment_list": list(c.equipment_list), "slots": list(c.slots)})
                    for c in self.characters
                ],
                "opponents": [opponent.model_copy() for opponent in self.opponents],
                "vehicles": [vehicle.model_copy() for vehicle in self.vehicles],
                "fortification": fortification.model_copy() if fortification is not None else None,
            }
        )


def check_unique_ids(
    characters: Sequence[Any], opponents: Sequence[Any], vehicles: Sequence[Any], path_prefix: str
) -> None:
    """Combatant and vehicle ids share one namespace: the first repeat, in that order, is refused."""
    seen: set[str] = set()
    groups: tuple[tuple[str, Sequence[Any]], ...] = (
        ("characters", characters),
        ("opponents", opponents),
        ("vehicles", vehicles),
    )
    for key, items in groups:
        for index, item in enumerate(items):
            if item.id in seen:
                raise InputError(f"{path_prefix}{key}[{index}].id", "duplicate id")
            seen.add(item.id)


def _check_ids(state: TaState) -> None:
    check_unique_ids(state.characters, state.opponents, state.vehicles, "state.")
    vehicles = {vehicle.id for vehicle in state.vehicles}
    for index, character in enumerate(state.characters):
        if character.vehicle_id is not None and character.vehicle_id not in vehicles:
            raise InputError(f"state.characters[{index}].vehicle_id", "unknown vehicle")


def load_state(request: Mapping[str, Any], phase: Phase) -> TaState:
    """The request's ``state``, checked in the spec's order, as a fresh copy the phase may change."""
    raw = request.get("state")
    if not isinstance(raw, Mapping) or raw.get("system") != SYSTEM_ID:
        raise InputError("state", "not a terminus-alfa combat state")
    if raw.get("phase") != phase:
        raise InputError("state.phase", f"expected '{phase}'")
    state = parse(TaState, raw, "state")
    _check_ids(state)
    return state
