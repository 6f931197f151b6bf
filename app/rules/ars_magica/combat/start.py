"""``combat_start`` (spec §7.2): build the combat state, phase ``initiative``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import ConfigDict, Field

from app.rules.ars_magica.combat.events import AmCombatStep
from app.rules.ars_magica.combat.state import (
    SYSTEM_ID,
    CombatantId,
    CombatantName,
    Engagement,
    Side,
)
from app.rules.ars_magica.condition import encumbrance, gear_load, status
from app.rules.ars_magica.models import (
    AmCharacter,
    AmCondition,
    AmInput,
    BotchDice,
    MaxItems,
    Modifier,
    armour_of,
)
from app.rules.errors import InputError
from app.rules.limits import MAX_COMBATANTS
from app.rules.validation import parse


class AmCombatantSetup(AmCharacter, AmCondition):
    id: CombatantId
    name: CombatantName | None = None
    side: Side
    soak_modifier: Modifier = 0
    damage_modifier: Modifier = 0
    botch_dice: BotchDice = 1


class AmCombatStartInput(AmInput):
    """A new combat (§7.2): its combatants and whether the sides start in contact."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "combatants": [
                        {"id": "grog", "side": "covenant", "quickness": 1, "dexterity": 1, "strength": 2,
                         "stamina": 2, "ability": 5, "weapon": "sword_long", "shield": "shield_heater",
                         "armour": "metal_scale_partial"},
                        {"id": "bandit", "side": "bandits", "quickness": 0, "dexterity": 1, "strength": 1,
                         "stamina": 1, "ability": 4, "weapon": "axe", "armour": "heavy_leather_partial"},
                    ]
                }
            ]
        }
    )  # fmt: skip

    combatants: Annotated[list[AmCombatantSetup], Field(min_length=2), MaxItems(MAX_COMBATANTS)]
    engagement: Engagement = "melee"


class AmCombatStartOutput(AmCombatStep):
    """The new combat, in phase ``initiative``."""


def _combatant(setup: AmCombatantSetup) -> dict[str, Any]:
    """A combatant's state entry: gear resolved to objects, Encumbrance computed when not given."""
    arms, worn = setup.arms, armour_of(setup.armour)
    wounds, fatigue = setup.condition
    carried = encumbrance(gear_load(arms, worn), setup.strength) if setup.encumbrance is None else setup.encumbrance
    return {
        "id": setup.id,
        "name": setup.id if setup.name is None else setup.name,
        "side": setup.side,
        "quickness": setup.quickness,
        "dexterity": setup.dexterity,
        "strength": setup.strength,
        "stamina": setup.stamina,
        "ability": setup.ability,
        "weapon": arms.weapon.to_json(),
        "shield": None if arms.shield is None else arms.shield.to_json(),
        "armour": None if worn is None else worn.to_json(),
        "size": setup.size,
        "encumbrance": carried,
        "soak_modifier": setup.soak_modifier,
        "damage_modifier": setup.damage_modifier,
        "wounds": wounds.to_json(),
        "fatigue": fatigue.to_json(),
        "botch_dice": setup.botch_dice,
        "dead": False,
        "initiative": None,
        "status": status(wounds, fatigue),
    }


def start_combat(request: AmCombatStartInput) -> dict[str, Any]:
    """The new state and its ``combat_started`` event."""
    seen: set[str] = set()
    for index, setup in enumerate(request.combatants):
        setup.check_hands(f"combatants[{index}]")
        if setup.id in seen:
            raise InputError(f"combatants[{index}].id", f"duplicate id {setup.id!r}")
        seen.add(setup.id)
    if len({setup.side for setup in request.combatants}) < 2:
        raise InputError("combatants", "at least two different sides are required")
    combatants = [_combatant(setup) for setup in request.combatants]
    state = {
        "system": SYSTEM_ID,
        "round": 0,
        "phase": "initiative",
        "engagement": request.engagement,
        "combatants": combatants,
        "order": [],
        "declarations": [],
        "winner_side": None,
    }
    return {
        "state": state,
        "events": [{"type": "combat_started", "combatants": [combatant["id"] for combatant in combatants]}],
    }


def run_combat_start(raw: Mapping[str, Any]) -> dict[str, Any]:
    return start_combat(parse(AmCombatStartInput, raw))
