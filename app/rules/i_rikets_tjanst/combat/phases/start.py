"""``combat_start``: initiative, timers and attempt counters of a new combat (§7.2.1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import ConfigDict, Field
from pydantic.config import JsonDict

from app.rules.i_rikets_tjanst.combat.flow import end_combat, end_reason, first_roll_round, next_tick_round
from app.rules.i_rikets_tjanst.combat.phases.common import respond, response
from app.rules.i_rikets_tjanst.combat.state import (
    SYSTEM_ID,
    IrtCombatant,
    IrtCombatantSetup,
    IrtCombatState,
    IrtCondition,
)
from app.rules.i_rikets_tjanst.dice import dice_source
from app.rules.i_rikets_tjanst.fields import UNIQUE_IDS
from app.rules.i_rikets_tjanst.initiative import initiative_order, roll_initiative
from app.rules.limits import MAX_COMBATANTS
from app.rules.protocol import JsonObject, PhaseOutcome
from app.rules.validation import ForcedFaces, StrictInput, parse

BEFORE_COMBAT = 0
"""Conditions and bleedings that exist when combat starts count as gained in round 0."""


EXAMPLE: JsonDict = {
    "combatants": [
        {
            "id": "anton",
            "side": "pc",
            "attributes": {"analys": 2, "fysik": 2, "smidighet": 3, "strid": 2, "vilja": 3},
            "fokus": 1,
        },
        {
            "id": "vakt",
            "side": "npc",
            "attributes": {"analys": 1, "fysik": 2, "smidighet": 2, "strid": 2, "vilja": 3},
            "protection": 1,
        },
    ]
}
"""The spec's Anton and border guard: the combat every published declaration example is valid in."""


class IrtCombatStartInput(StrictInput):
    model_config = ConfigDict(json_schema_extra={"examples": [EXAMPLE]})

    combatants: Annotated[list[IrtCombatantSetup], UNIQUE_IDS] = Field(
        min_length=1,
        max_length=MAX_COMBATANTS,
        description="The combatants without their derived fields (initiative, timers, acted, moved).",
    )
    dice: ForcedFaces = None


def prepare(setup: IrtCombatantSetup, die: int) -> IrtCombatant:
    """Initiative, the bleeding timer, each condition's timer (none once stabilised); nothing acted."""
    conditions = [
        IrtCondition.model_construct(
            **dict(condition),
            next_roll_round=None if condition.stabilised else first_roll_round(condition.rate, BEFORE_COMBAT),
        )
        for condition in setup.dying
    ]
    return IrtCombatant.model_construct(
        **{**dict(setup), "dying": conditions},
        initiative_die=die,
        initiative=die + setup.attributes.strid,
        bleeding_next_round=next_tick_round(setup.bleeding, BEFORE_COMBAT),
        acted=False,
        moved="none",
    )


def start(raw: Mapping[str, Any]) -> PhaseOutcome:
    """Initiative in input order, the order, the timers; round 1 waits for its start (or it is over)."""
    request = parse(IrtCombatStartInput, raw)
    source = dice_source(request.dice)
    results = roll_initiative(source, [(c.id, c.attributes.strid) for c in request.combatants])
    combatants = [prepare(setup, result["die"]) for setup, result in zip(request.combatants, results, strict=True)]
    order = initiative_order(results)
    state = IrtCombatState.model_construct(
        system_id=SYSTEM_ID,
        round=1,
        phase="round_start",
        order=order,
        turn_index=None,
        combatants=combatants,
        pending_attack=None,
        ended_reason=None,
    )
    events = [{"type": "initiative", "id": r["id"], "die": r["die"], "initiative": r["initiative"]} for r in results]
    reason = end_reason(state)
    if reason is not None:
        end_combat(state, reason, events)
    return respond(state, events, source, f"order: {', '.join(order)}")


def combat_start(raw: Mapping[str, Any]) -> JsonObject:
    return response(start(raw))
