"""Output models of the combat operations: exactly the keys each response and each event has.

Keys present only in some cases (an attack's ``vehicle_id``, an effect's ``actual``/``captured``/``item``,
the fields of each kind of power action) are optional but never null.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field
from pydantic.json_schema import SkipJsonSchema

from app.rules.terminus_alfa.combat.attacks import AttackMode, PowerKind
from app.rules.terminus_alfa.combat.state import Category, Outcome, TaState
from app.rules.terminus_alfa.models import Output, Slot, Stat


class TaStartOutput(Output):
    state: TaState


class TaPowerActionEvent(Output):
    """A power action paid for: phase 1 names ``effect_id`` and ``for_all``; phases 2 and 3 the ``kind``
    and its fields (``amount``, or ``opponent_id`` and ``slot``)."""

    type: Literal["power_action"]
    character_id: str
    power_cost: int
    effect_id: str | SkipJsonSchema[None] = None
    for_all: bool | SkipJsonSchema[None] = None
    kind: PowerKind | SkipJsonSchema[None] = None
    amount: int | SkipJsonSchema[None] = None
    opponent_id: str | SkipJsonSchema[None] = None
    slot: Slot | SkipJsonSchema[None] = None


# -- phase 1 --------------------------------------------------------------------------------------------


class TaRoundEffectTriggeredEvent(Output):
    type: Literal["round_effect_triggered"]
    effect_id: str
    category: Category


class TaRoundEffectsAppliedEvent(Output):
    """The worst change per stat that reached the character, which effect gave it, and what it did."""

    type: Literal["round_effects_applied"]
    character_id: str
    changes: dict[Stat, int]
    sources: dict[Stat, str]
    actual: dict[Stat, int]


TaConditionsEvent = Annotated[
    TaPowerActionEvent | TaRoundEffectTriggeredEvent | TaRoundEffectsAppliedEvent, Field(discriminator="type")
]


class TaConditionsOutput(Output):
    state: TaState
    events: list[TaConditionsEvent]
    horde: bool
    applied: dict[str, dict[Stat, int]] = Field(description="character id → actual changes.")
    dice: list[int]
    breakdown: str


# -- phase 2 --------------------------------------------------------------------------------------------


class TaGmRoll(Output):
    """The one shared GM roll of the phase."""

    pairs: list[list[int]]
    dice_total: int
    effect_roll: bool
    terminus_roll: bool
    fumble: bool


class TaGmRollEvent(TaGmRoll):
    type: Literal["gm_roll"]


class TaAttackRecord(Output):
    """One opponent attack: ``vehicle_id`` only when a vehicle took it."""

    opponent_id: str
    character_id: str
    mode: AttackMode
    result: int
    target: Literal["character", "vehicle"]
    vehicle_id: str | SkipJsonSchema[None] = None
    defence: int | None
    hit: bool
    raw_damage: int
    damage: int
    absorbed_by: Literal["vehicle", "fortification"] | None


class TaAttackEvent(TaAttackRecord):
    type: Literal["attack"]


class TaAvertRollEvent(Output):
    type: Literal["avert_roll"]
    character_id: str
    opponent_id: str
    slot: Slot
    total: int
    grade: int
    success: bool
    pairs: list[list[int]]


class TaEffectEntry(Output):
    """One fired effect on one character: ``actual`` only when applied, ``captured`` when it captured
    the character, ``item`` when it removed an item."""

    type: Literal["effect"]
    opponent_id: str
    slot: Slot
    character_id: str
    outcome: Literal["applied", "averted", "void"]
    actual: dict[Stat, int] | SkipJsonSchema[None] = None
    captured: Literal[True] | SkipJsonSchema[None] = None
    item: str | SkipJsonSchema[None] = None


class TaSummonedEvent(Output):
    type: Literal["summoned"]
    opponent_id: str = Field(description="The summoner.")
    new_opponent_id: str


TaOpponentAttacksEvent = Annotated[
    TaPowerActionEvent | TaGmRollEvent | TaAttackEvent | TaAvertRollEvent | TaEffectEntry | TaSummonedEvent,
    Field(discriminator="type"),
]


class TaOpponentAttacksOutput(Output):
    state: TaState
    events: list[TaOpponentAttacksEvent]
    gm_roll: TaGmRoll | None
    attacks: list[TaAttackRecord]
    effects: list[TaEffectEntry]
    dice: list[int]
    breakdown: str


# -- phase 3 --------------------------------------------------------------------------------------------


class TaCharacterAttackResult(Output):
    type: Literal["character_attack"]
    character_id: str
    opponent_id: str
    total: int
    defence: int
    hit: bool
    damage: int = Field(description="Visible to players: the damage the character's own attack dealt.")
    blocked: Literal["fumble", "leader_needs_terminus", "needs_spirit_weapon_or_kultisme", "needs_astral_weapon"] | None
    terminus_roll: bool
    pairs: list[list[int]]


class TaEscapeResult(Output):
    type: Literal["escape"]
    character_id: str
    total: int
    grade: int
    success: bool
    pairs: list[list[int]]


class TaFreedResult(Output):
    type: Literal["freed"]
    character_id: str
    target_character_id: str


class TaEquipmentChangedResult(Output):
    type: Literal["equipment_changed"]
    character_id: str


class TaEquipmentTradedResult(Output):
    type: Literal["equipment_traded"]
    character_id: str
    partner_id: str
    give: list[str]


class TaLeftVehicleResult(Output):
    type: Literal["left_vehicle"]
    character_id: str
    vehicle_id: str


_Results = (
    TaCharacterAttackResult
    | TaEscapeResult
    | TaFreedResult
    | TaEquipmentChangedResult
    | TaEquipmentTradedResult
    | TaLeftVehicleResult
)
TaActionResult = Annotated[_Results, Field(discriminator="type")]
TaActionsEvent = Annotated[TaPowerActionEvent | _Results, Field(discriminator="type")]


class TaCharacterActionsOutput(Output):
    state: TaState
    events: list[TaActionsEvent]
    results: list[TaActionResult]
    dice: list[int]
    breakdown: str


# -- phase 4 --------------------------------------------------------------------------------------------


class TaCharacterDownEvent(Output):
    type: Literal["character_dead", "character_knocked_out", "character_fainted"]
    character_id: str


class TaOpponentDefeatedEvent(Output):
    type: Literal["opponent_defeated"]
    opponent_id: str


class TaOpponentsFledEvent(Output):
    type: Literal["opponents_fled"]
    opponent_ids: list[str]


class TaCombatEndedEvent(Output):
    type: Literal["combat_ended"]
    outcome: Outcome | None = Field(description="null only when the GM ended the combat.")


class TaNewRoundEvent(Output):
    type: Literal["new_round"]
    round: int


TaTallyEvent = Annotated[
    TaCharacterDownEvent | TaOpponentDefeatedEvent | TaOpponentsFledEvent | TaCombatEndedEvent | TaNewRoundEvent,
    Field(discriminator="type"),
]


class TaTallyOutput(Output):
    state: TaState
    events: list[TaTallyEvent]
    outcome: Outcome | None
    opponent_endurance_lost: int = Field(description="GM-only.")
    dice: list[int]
    breakdown: str


class TaEndedOutput(Output):
    """What the GM's end of a combat produces (``DELETE .../combat``; no stateless operation has it)."""

    events: list[TaCombatEndedEvent]
    outcome: Outcome | None
    dice: list[int]
    breakdown: str
