"""``combat_round_start``: bleeding ticks and survival rolls due this round, then the first turn
(§7.2.2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import Field

from app.rules.dice import DiceSource
from app.rules.i_rikets_tjanst.care import survival, survival_required
from app.rules.i_rikets_tjanst.combat.declarations import IrtRoundStartDeclarations
from app.rules.i_rikets_tjanst.combat.flow import Events, first_roll_round, harm, next_tick_round, pass_turn
from app.rules.i_rikets_tjanst.combat.phases.common import body, declarations_object, respond
from app.rules.i_rikets_tjanst.combat.state import IrtCombatant, IrtCombatState, read_state
from app.rules.i_rikets_tjanst.operations.common import dice_source
from app.rules.i_rikets_tjanst.parsing import parse
from app.rules.i_rikets_tjanst.pool import pay, resources_of, roll_pool
from app.rules.protocol import JsonObject
from app.rules.validation import ForcedFaces, StrictInput

BLEEDING_TICK_KP = 1
FIELD = "declarations.survival_extra_dice"


class IrtCombatRoundStartInput(StrictInput):
    state: IrtCombatState = Field(description="A state in phase round_start.")
    declarations: IrtRoundStartDeclarations = Field(default_factory=IrtRoundStartDeclarations)
    dice: ForcedFaces = None


def condition_keys(state: IrtCombatState) -> frozenset[str]:
    """``<combatant_id>/<condition_id>`` of every dying condition: the keys of ``survival_extra_dice``."""
    return frozenset(f"{c.id}/{condition.id}" for c in state.combatants for condition in c.dying)


def bleed(state: IrtCombatState, combatant: IrtCombatant, events: Events) -> None:
    """A due bleeding tick: 1 KP (with its damage Stress), then the next tick is scheduled."""
    if combatant.bleeding == "none" or combatant.bleeding_next_round != state.round:
        return
    events.append({"type": "bleeding_tick", "combatant": combatant.id, "bleeding": combatant.bleeding})
    harm(state, combatant, BLEEDING_TICK_KP, events, source="bleeding")
    combatant.bleeding_next_round = next_tick_round(combatant.bleeding, state.round)


def survive(
    state: IrtCombatState,
    combatant: IrtCombatant,
    extra_dice: Mapping[str, int],
    source: DiceSource,
    events: Events,
) -> None:
    """Each unstabilised condition due this round, in list order, rolls Fysik + Vilja at Normal, then its
    declared extra dice; a failure kills and ends this combatant's rolls."""
    required = survival_required(0)
    for condition in combatant.dying:
        if condition.stabilised or condition.next_roll_round != state.round:
            continue
        key = f"{combatant.id}/{condition.id}"
        extra = extra_dice.get(key, 0)
        payment = pay(extra, combatant.fokus, combatant.stability, f"{FIELD}.{key}")
        rolled = roll_pool(source, combatant.attributes.fysik + combatant.attributes.vilja, extra)
        outcome = survival(rolled.successes, required, condition.stabilisation)
        spent = resources_of(combatant, payment=payment, rolled=rolled.faces, added=rolled.extra)
        combatant.take(spent)
        events.append(
            {
                "type": "survival_roll",
                "combatant": combatant.id,
                "condition_id": condition.id,
                "faces": rolled.faces,
                "successes": rolled.successes,
                "required_successes": required,
                "survived": outcome.survived,
                "stabilisation_gained": outcome.stabilisation.gained,
                "stabilisation": outcome.stabilisation.total,
                "stabilised": outcome.stabilisation.stabilised,
                "resources": spent,
            }
        )
        if not outcome.survived:
            combatant.dead = True
            events.append({"type": "died", "combatant": combatant.id, "condition_id": condition.id})
            return
        condition.stabilisation = outcome.stabilisation.total
        condition.stabilised = outcome.stabilisation.stabilised
        condition.next_roll_round = None if condition.stabilised else first_roll_round(condition.rate, state.round)


def combat_round_start(raw: Mapping[str, Any]) -> JsonObject:
    raw = body(raw)
    state = read_state(raw.get("state"), "round_start")
    declarations = parse(
        IrtRoundStartDeclarations,
        declarations_object(raw.get("declarations")),
        "declarations",
        {"conditions": condition_keys(state)},
    )
    source = dice_source(raw.get("dice"))
    events: Events = [{"type": "round_started", "round": state.round}]
    for combatant in state.in_order():
        if combatant.dead:
            continue
        bleed(state, combatant, events)
        if not combatant.dead:
            survive(state, combatant, declarations.survival_extra_dice, source, events)
    for combatant in state.combatants:
        combatant.acted = False
        combatant.moved = "none"
    pass_turn(state, events, after=-1)
    return respond(state, events, source, f"round {events[0]['round']} start: {len(source.used)} dice")
