"""``combat_round_start``: bleeding ticks and survival rolls due this round, then the first turn
(§7.2.2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, Field

from app.rules.dice import DiceSource
from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.care import survival, survival_required
from app.rules.i_rikets_tjanst.combat.declarations import IrtRoundStartDeclarations, IrtRoundStartPart
from app.rules.i_rikets_tjanst.combat.flow import Events, first_roll_round, harm, next_tick_round, pass_turn
from app.rules.i_rikets_tjanst.combat.phases.common import body, declarations_object, respond, response
from app.rules.i_rikets_tjanst.combat.state import IrtCombatant, IrtCombatState, read_state
from app.rules.i_rikets_tjanst.dice import dice_source, pay, resources_of, roll_pool
from app.rules.phases import Parts
from app.rules.protocol import JsonObject, PhaseOutcome
from app.rules.validation import ForcedFaces, StrictInput, parse

DICE_ORDER = (
    "for each combatant in initiative order, for each due dying condition in list order: its pool dice, "
    "then its extra dice"
)
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


def start_round(state: IrtCombatState, extra_dice: Mapping[str, int], dice: object) -> PhaseOutcome:
    """Bleeding ticks and survival rolls due this round, in initiative order, then the first turn."""
    source = dice_source(dice)
    events: Events = [{"type": "round_started", "round": state.round}]
    for combatant in state.in_order():
        if combatant.dead:
            continue
        bleed(state, combatant, events)
        if not combatant.dead:
            survive(state, combatant, extra_dice, source, events)
    for combatant in state.combatants:
        combatant.acted = False
        combatant.moved = "none"
    pass_turn(state, events, after=-1)
    return respond(state, events, source, f"round {events[0]['round']} start: {len(source.used)} dice")


def known_conditions(state: IrtCombatState, extra_dice: Mapping[str, int], field: str) -> None:
    """Every key of ``survival_extra_dice`` names a dying condition of the combat."""
    known = condition_keys(state)
    for key in extra_dice:
        if key not in known:
            raise InputError(field, f"unknown condition '{key}'")


def combat_round_start(raw: Mapping[str, Any]) -> JsonObject:
    raw = body(raw)
    state = read_state(raw.get("state"), "round_start")
    declarations = parse(IrtRoundStartDeclarations, declarations_object(raw.get("declarations")), "declarations")
    known_conditions(state, declarations.survival_extra_dice, FIELD)
    return response(start_round(state, declarations.survival_extra_dice, raw.get("dice")))


def check_part(state: IrtCombatState, combatant: str | None, part: BaseModel) -> JsonObject:
    """A combatant keys its extra dice by its own condition ids; the GM by ``<combatant>/<condition>``."""
    assert isinstance(part, IrtRoundStartPart | IrtRoundStartDeclarations)
    extra_dice = part.survival_extra_dice
    if combatant is not None:
        extra_dice = {f"{combatant}/{key}": n for key, n in extra_dice.items()}
    known_conditions(state, extra_dice, "declaration.survival_extra_dice")
    return {"survival_extra_dice": extra_dice}


def resolve(state: IrtCombatState, parts: Parts, dice: object) -> PhaseOutcome:
    """The parts of the GM and of the combatants, merged (each key names one condition)."""
    merged: dict[str, int] = {}
    for part in parts.values():
        merged.update(part.get("survival_extra_dice") or {})
    return start_round(state, merged, dice)
