"""``combat_initiative`` (spec §7.3): everyone able rolls Initiative once, for the whole combat."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from pydantic import ConfigDict

from app.rules.ars_magica.combat.events import AmCombatStep
from app.rules.ars_magica.combat.state import (
    AmCombatState,
    arms,
    combatants_by_id,
    fatigue,
    is_active,
    working_copy,
    wounds,
)
from app.rules.ars_magica.dice import dice_source, roll_stress
from app.rules.ars_magica.fighting import initiative_base
from app.rules.ars_magica.models import AmInput, AmRolled, InitiativeModifiers
from app.rules.errors import InputError
from app.rules.phases import Declaration
from app.rules.validation import ForcedFaces, parse

DICE_ORDER = "one stress die (with its botch dice) per combatant able to act, in `combatants` list order (§7.3)."


class AmCombatInitiativeInput(AmInput):
    state: AmCombatState
    modifiers: InitiativeModifiers | None = None
    dice: ForcedFaces = None


class AmInitiativeTablePart(Declaration):
    """The GM's part of the initiative phase: Initiative modifiers by combatant id (§7.3)."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"modifiers": {"grog": 1}}]})

    modifiers: InitiativeModifiers | None = None


class AmCombatInitiativeOutput(AmRolled, AmCombatStep):
    """Initiative rolled and the order fixed (phase ``declare``)."""


def check_modifiers(known: Collection[str], modifiers: Mapping[str, int], field: str) -> None:
    """Initiative modifiers name combatants of this combat (``known``: their ids)."""
    for combatant_id in modifiers:
        if combatant_id not in known:
            raise InputError(f"{field}.{combatant_id}", "unknown combatant id")


def roll_initiative(state: AmCombatState, modifiers: Mapping[str, int] | None, raw_dice: object) -> dict[str, Any]:
    """Roll for every combatant able to act, in list order, and fix the order (Decisions §8.27, §8.28)."""
    document = working_copy(state, "initiative")
    combatants = document["combatants"]
    modifiers = modifiers or {}
    check_modifiers(combatants_by_id(document), modifiers, "modifiers")
    source = dice_source(raw_dice)
    events: list[dict[str, Any]] = []
    texts: list[str] = []
    for combatant in combatants:
        if not is_active(combatant):
            combatant["initiative"] = None
            events.append({"type": "initiative_skipped", "id": combatant["id"], "status": combatant["status"]})
            continue
        die = roll_stress(source, combatant["botch_dice"])
        base = initiative_base(
            quickness=combatant["quickness"],
            arms=arms(combatant),
            encumbrance=combatant["encumbrance"],
            modifiers=modifiers.get(combatant["id"], 0),
            wounds=wounds(combatant),
            fatigue=fatigue(combatant),
        )
        combatant["initiative"] = die.total(base)
        events.append(
            {
                "type": "initiative",
                "id": combatant["id"],
                "total": combatant["initiative"],
                "faces": list(die.faces),
                "botched": die.botched,
            }
        )
        texts.append(f"{combatant['id']} {base} + die {die.text()} = {combatant['initiative']}")
    source.finish()
    # Ties: higher Quickness first, then earlier in the list (sorted() is stable).
    ranked = sorted(
        (combatant for combatant in combatants if combatant["initiative"] is not None),
        key=lambda combatant: (-combatant["initiative"], -combatant["quickness"]),
    )
    document["order"] = [combatant["id"] for combatant in ranked]
    document["round"] = 1
    document["phase"] = "declare"
    events.append({"type": "order_fixed", "order": list(document["order"])})
    texts.append("order: " + ", ".join(document["order"]))
    return {"state": document, "events": events, "dice": source.used, "breakdown": "; ".join(texts)}


def run_combat_initiative(raw: Mapping[str, Any]) -> dict[str, Any]:
    request = parse(AmCombatInitiativeInput, raw)
    return roll_initiative(request.state, request.modifiers, request.dice)
