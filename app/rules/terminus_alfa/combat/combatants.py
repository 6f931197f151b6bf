"""Combatant inputs (characters, opponents, their effects) and how they enter a combat state.

Shared by ``combat_start`` and by phase 2's summons (+MODSTANDER), which bring in new opponents.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, ValidationInfo, field_validator

from app.rules.errors import InputError
from app.rules.terminus_alfa.catalogue import SPECIES
from app.rules.terminus_alfa.combat.state import Special, TaCharacterState, TaEffectState, TaOpponentState
from app.rules.terminus_alfa.models import (
    MAX_ITEMS,
    STATS,
    Abilities,
    AnyInt,
    CatalogueId,
    EffectSlot,
    Id,
    IdRef,
    InputChanges,
    Items,
    Name,
    NonNegative,
    Positive,
    Stat,
    Text,
)
from app.rules.validation import StrictInput, rule_error

EFFECT_SLOTS: tuple[EffectSlot, ...] = ("1", "2", "3")


def check_stats(changes: dict[str, int]) -> dict[Stat, int]:
    """``changes`` keys must be stats (endurance, power, poison, money)."""
    for stat in changes:
        if stat not in STATS:
            raise rule_error(f"unknown stat {stat!r}")
    return {stat: changes[stat] for stat in STATS if stat in changes}


class TaEffectInput(StrictInput):
    """An opponent effect (!1/!2/!3 or T)."""

    text: Text = Field("", description="Free text, e.g. '-5 UDHOLDENHED' (at most 2,000 characters).")
    scope: Literal["target", "all"] = Field("target", description="The attacked character, or all.")
    changes: InputChanges = Field(default_factory=dict, description="Stat changes: endurance, power, poison, money.")
    special: Special | None = Field(None, description="FANGER, -UDSTYR or +MODSTANDER.")
    ability: Name | None = Field(
        None, validate_default=True, description="Required for a capture: the ability an escape uses."
    )
    summon_limit: NonNegative | None = Field(None, description="Summon only; null = unlimited.")

    @field_validator("changes")
    @classmethod
    def _known_stats(cls, changes: dict[str, int]) -> dict[Stat, int]:
        return check_stats(changes)

    @field_validator("ability")
    @classmethod
    def _capture_needs_ability(cls, ability: str | None, info: ValidationInfo) -> str | None:
        if ability is None and info.data.get("special") == "capture":
            raise rule_error("required for capture")
        return ability

    def stored(self) -> TaEffectState:
        return TaEffectState(
            text=self.text,
            scope=self.scope,
            changes=check_stats(self.changes),
            special=self.special,
            ability=self.ability if self.special == "capture" else None,
            summon_limit=self.summon_limit if self.special == "summon" else None,
        )


class TaCharacterInput(StrictInput):
    """A player character (KARAKTER)."""

    id: Id
    name: Name | None = Field(None, description="Default: the id.")
    endurance_max: Positive
    endurance: AnyInt | None = Field(None, description="UDHOLDENHED; default endurance_max.")
    power_max: Positive
    power: AnyInt | None = Field(None, description="KRAFT; default power_max.")
    levned: AnyInt = Field(0, description="LEVNED: only the capture tie-break uses it.")
    poison_max: NonNegative = 10
    poison: NonNegative = Field(0, validate_default=True, description="GIFT, 0…poison_max.")
    money: NonNegative = 0
    armour: NonNegative = Field(0, description="PANSER: subtracted from each attack's damage.")
    defence_options: list[NonNegative] = Field(
        default_factory=lambda: [0],
        min_length=1,
        max_length=MAX_ITEMS,
        description="One FORSVAR per weapon on the stamfelter.",
    )
    abilities: Abilities = Field(default_factory=dict)
    equipment_list: Items = Field(default_factory=list, description="UDSTYRSLISTE.")
    slots: Items = Field(default_factory=list, description="The stamfelter.")
    vehicle_id: IdRef | None = None
    fortified: bool = Field(False, description="Behind the combat's fortification (FORSVARSVÆRK).")
    in_combat: bool = Field(True, description="False: takes no part at all (Decision 35).")

    @field_validator("poison")
    @classmethod
    def _poison_within_max(cls, poison: int, info: ValidationInfo) -> int:
        maximum = info.data.get("poison_max")
        if isinstance(maximum, int) and poison > maximum:
            raise rule_error(f"must be at most poison_max ({maximum})")
        return poison

    def stored(self) -> TaCharacterState:
        return TaCharacterState(
            id=self.id,
            name=self.name if self.name is not None else self.id,
            endurance_max=self.endurance_max,
            endurance=self.endurance if self.endurance is not None else self.endurance_max,
            power_max=self.power_max,
            power=self.power if self.power is not None else self.power_max,
            levned=self.levned,
            poison_max=self.poison_max,
            poison=self.poison,
            money=self.money,
            armour=self.armour,
            defence_options=list(self.defence_options),
            abilities=dict(self.abilities),
            equipment_list=list(self.equipment_list),
            slots=list(self.slots),
            vehicle_id=self.vehicle_id,
            fortified=self.fortified,
            in_combat=self.in_combat,
            status="active",
            captured=None,
            rolls_allowed=1,
            rolls_used=0,
            attacked_this_round=False,
        )


class TaOpponentInput(StrictInput):
    """An opponent (MODSTANDER): at least one of ``kamp`` (KAMP) and ``skyde`` (SKYDE)."""

    id: Id
    name: Name | None = Field(None, description="Default: the id.")
    species: CatalogueId = Field(description="A catalogue species id, e.g. soldiers, trolls, daemons.")
    kamp: NonNegative | None = Field(None, description="Melee value (KAMP).")
    skyde: NonNegative | None = Field(None, description="Shooting value (SKYDE), grade 20 built in.")
    endurance: Positive = Field(description="Starting (total) endurance.")
    effects: dict[str, TaEffectInput] = Field(
        default_factory=dict,
        max_length=len(EFFECT_SLOTS),
        json_schema_extra={"propertyNames": {"enum": list(EFFECT_SLOTS)}},
        description='Slots "1", "2", "3".',
    )
    terminus_effect: TaEffectInput | None = Field(None, description="The T entry.")

    @field_validator("effects")
    @classmethod
    def _known_slots(cls, effects: dict[str, TaEffectInput]) -> dict[str, TaEffectInput]:
        for slot in effects:
            if slot not in EFFECT_SLOTS:
                raise rule_error(f"unknown effect slot {slot!r}")
        return effects

    def check(self, path: str) -> None:
        """The semantic checks of an opponent, in the spec's order: species, then kamp or skyde."""
        if self.species not in SPECIES:
            raise InputError(f"{path}.species", "unknown species")
        if self.kamp is None and self.skyde is None:
            raise InputError(f"{path}.kamp", "kamp or skyde required")

    def stored(self, joined_round: int) -> TaOpponentState:
        return TaOpponentState(
            id=self.id,
            name=self.name if self.name is not None else self.id,
            species=self.species,
            kamp=self.kamp,
            skyde=self.skyde,
            endurance_start=self.endurance,
            endurance=self.endurance,
            effects={slot: self.effects[slot].stored() for slot in EFFECT_SLOTS if slot in self.effects},
            terminus_effect=self.terminus_effect.stored() if self.terminus_effect is not None else None,
            status="active",
            joined_round=joined_round,
            summoned_count=0,
        )
