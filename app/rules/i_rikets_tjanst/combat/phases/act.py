"""``combat_act``: the acting combatant's movement and action (§7.2.3).

Everything that can be refused is checked before a die is rolled: the declaration's fields in order,
then what the state says of the target (alive, another combatant, a condition or bleeding to treat, the
first attempt), then what the action costs in Fokus and Stress.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field

from app.rules.dice import DiceSource
from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.care import CareRoll, care_roll, reduce_bleeding, stabilise
from app.rules.i_rikets_tjanst.catalogue import BLEEDING_RANK
from app.rules.i_rikets_tjanst.check import run_check
from app.rules.i_rikets_tjanst.combat.declarations import (
    Action,
    IrtAttackAction,
    IrtOtherAction,
    IrtSimpleAction,
    IrtStabiliseAction,
    IrtStopBleedingAction,
    IrtTurnDeclaration,
    IrtTurnPart,
    parse_action,
)
from app.rules.i_rikets_tjanst.combat.flow import Events, next_tick_round, pass_turn
from app.rules.i_rikets_tjanst.combat.phases.common import body, respond, response
from app.rules.i_rikets_tjanst.combat.state import (
    IrtCombatant,
    IrtCombatState,
    IrtPendingAttack,
    read_state,
)
from app.rules.i_rikets_tjanst.dice import Payment, dice_source, listing, pay, resources_of, roll_pool
from app.rules.i_rikets_tjanst.difficulty import StepFields, Steps, judge
from app.rules.i_rikets_tjanst.fields import Movement
from app.rules.i_rikets_tjanst.models.attack import attack_attribute
from app.rules.phases import Parts
from app.rules.protocol import JsonObject, PhaseOutcome
from app.rules.validation import ForcedFaces, StrictInput, parse

DICE_ORDER = "the action's pool, then its extra dice"
DECLARATION = "declaration"
ACTION = f"{DECLARATION}.action"
NO_ACTION: JsonObject = {"movement": "none", "action": {"type": "none"}}
FIRST_STABILISE_ONLY = (
    "the first attempt on this condition was already made; later attempts (a minute, an hour) use "
    "the stabilise operation with attempt = stabilise_attempts + 1"
)
FIRST_SURGERY_ONLY = (
    "the first attempt on this bleeding was already made; the second (a minute) uses the "
    "stop_bleeding operation with attempt 2"
)


class IrtCombatActInput(StrictInput):
    state: IrtCombatState = Field(description="A state in phase turn.")
    declaration: IrtTurnDeclaration
    dice: ForcedFaces = None


@dataclass(frozen=True)
class Turn:
    """A checked declaration, ready to roll: the actor, its movement and action, the other combatant
    concerned and what the action's extra dice cost."""

    state: IrtCombatState
    actor: IrtCombatant
    movement: Movement
    action: Action
    target: IrtCombatant | None
    payment: Payment

    def steps(self, declared: StepFields, stationary: bool) -> Steps:
        """§2.2 with the turn's movement and the actor's Wounded status."""
        return declared.steps(movement=self.movement, stationary=stationary, wounded=self.actor.wounded)


def living_target(state: IrtCombatState, ident: str) -> IrtCombatant:
    target = state.combatant(ident)
    if target is None:
        raise InputError(f"{ACTION}.target", f"unknown combatant '{ident}'")
    if target.dead:
        raise InputError(f"{ACTION}.target", f"{ident} is dead")
    return target


def check_target(state: IrtCombatState, actor: IrtCombatant, action: Action) -> IrtCombatant | None:
    """The state's part of the checks: whom the action concerns, and whether it may be done now."""
    if isinstance(action, IrtAttackAction):
        if action.target == actor.id:
            raise InputError(f"{ACTION}.target", "a combatant cannot attack itself")
        return living_target(state, action.target)
    if isinstance(action, IrtStabiliseAction):
        if action.target == actor.id:
            raise InputError(f"{ACTION}.target", "stabilisation is done by another person")
        patient = living_target(state, action.target)
        condition = patient.condition(action.condition_id)
        if condition is None:
            raise InputError(f"{ACTION}.condition_id", f"{patient.id} has no condition '{action.condition_id}'")
        if condition.stabilised:
            raise InputError(f"{ACTION}.condition_id", "the condition is already stabilised")
        if condition.stabilise_attempts >= 1:
            raise InputError(f"{ACTION}.condition_id", FIRST_STABILISE_ONLY)
        return patient
    if isinstance(action, IrtStopBleedingAction):
        patient = living_target(state, action.target)
        if patient.bleeding == "none":
            raise InputError(f"{ACTION}.target", "the patient is not bleeding")
        if patient.stop_bleeding_attempts >= 1:
            raise InputError(f"{ACTION}.target", FIRST_SURGERY_ONLY)
        return patient
    return None


def extra_dice_payment(actor: IrtCombatant, action: Action) -> Payment:
    if isinstance(action, IrtOtherAction):
        extra, field = (0 if action.roll is None else action.roll.extra_dice), f"{ACTION}.roll.extra_dice"
    elif isinstance(action, IrtSimpleAction):
        extra, field = 0, f"{ACTION}.extra_dice"
    else:
        extra, field = action.extra_dice, f"{ACTION}.extra_dice"
    return pay(extra, actor.fokus, actor.stability, field)


def read_turn(state: IrtCombatState, declaration: IrtTurnPart) -> Turn:
    """Check a turn declaration against the state (errors under ``declaration``, as both ``combat_act``
    and the engine's turn part name it): its actor, then its action, then what the action costs."""
    actor = state.actor
    if declaration.actor is not None and declaration.actor != actor.id:
        raise InputError(f"{DECLARATION}.actor", f"it is {actor.id}'s turn")
    if not actor.able:
        raise InputError(f"{DECLARATION}.actor", f"{actor.id} cannot act (unconscious or dead)")
    action = parse_action(declaration.action, ACTION)
    target = check_target(state, actor, action)
    return Turn(state, actor, declaration.movement, action, target, extra_dice_payment(actor, action))


def impossible(turn: Turn, events: Events) -> None:
    events.append({"type": "action_impossible", "actor": turn.actor.id, "action": turn.action.type})


def attack(turn: Turn, source: DiceSource, events: Events) -> str:
    """Roll the attack (pool, then extra dice) and wait for the reaction phase."""
    action, actor, target = turn.action, turn.actor, turn.target
    assert isinstance(action, IrtAttackAction)
    assert target is not None
    ranged = action.type == "ranged_attack"
    verdict = judge(action.difficulty, turn.steps(action, stationary=ranged))
    if verdict.effective is None or verdict.required is None:
        impossible(turn, events)
        return f"{actor.id}: {action.type} impossible while moving"
    attribute = attack_attribute("ranged" if ranged else "melee", action.attack_attribute)
    first = actor.attributes.smidighet if attribute == "smidighet" else actor.attributes.fysik
    rolled = roll_pool(source, first + actor.attributes.strid + action.bonus_dice, action.extra_dice)
    spent = resources_of(actor, payment=turn.payment, rolled=rolled.faces, added=rolled.extra)
    actor.take(spent)
    turn.state.pending_attack = IrtPendingAttack.model_construct(
        attacker=actor.id,
        target=target.id,
        kind="ranged" if ranged else "melee",
        weapon=action.weapon,
        effective_difficulty=verdict.effective,
        required_successes=verdict.required,
        faces=rolled.faces,
        successes=rolled.successes,
        twelves=rolled.twelves,
        target_aware=action.target_aware,
        dice_added=action.extra_dice > 0,
    )
    turn.state.phase = "reaction"
    events.append(
        {
            "type": "attack_rolled",
            "actor": actor.id,
            "target": target.id,
            "faces": rolled.faces,
            "successes": rolled.successes,
            "twelves": rolled.twelves,
            "effective_difficulty": verdict.effective,
            "resources": spent,
        }
    )
    return (
        f"{actor.id} {action.type.replace('_', ' ')} on {target.id}: "
        f"{listing(rolled.faces)} {rolled.successes} successes"
    )


def treat(turn: Turn, source: DiceSource, events: Events, pool: int) -> CareRoll | None:
    """The care roll of stabilisation and surgery (Easy-based, stationary); None when impossible."""
    action = turn.action
    assert isinstance(action, IrtStabiliseAction | IrtStopBleedingAction)
    care = care_roll(
        source,
        pool=pool + action.bonus_dice,
        extra=action.extra_dice,
        payment=turn.payment,
        modifiers=turn.steps(action, stationary=True),
        roller=turn.actor,
    )
    if not care.verdict.possible:
        impossible(turn, events)
        return None
    turn.actor.take(care.resources)
    return care


def stabilise_action(turn: Turn, source: DiceSource, events: Events) -> str:
    """The first attempt (one action): every success beyond the requirement stabilises."""
    action, patient = turn.action, turn.target
    assert isinstance(action, IrtStabiliseAction)
    assert patient is not None
    care = treat(turn, source, events, turn.actor.attributes.analys + turn.actor.attributes.smidighet)
    condition = patient.condition(action.condition_id)
    if care is None or condition is None:
        return f"{turn.actor.id}: stabilise impossible while moving"
    outcome = stabilise(condition.stabilisation, care.effect)
    condition.stabilisation = outcome.total
    condition.stabilised = outcome.stabilised
    condition.stabilise_attempts = 1
    if outcome.stabilised:
        condition.next_roll_round = None
    events.append(
        {
            "type": "stabilise",
            "actor": turn.actor.id,
            "target": patient.id,
            "condition_id": condition.id,
            "faces": care.rolled.faces,
            "successes": care.rolled.successes,
            "stabilisation_gained": outcome.gained,
            "stabilisation": outcome.total,
            "stabilised": outcome.stabilised,
            "resources": care.resources,
        }
    )
    return f"{turn.actor.id}: stabilise"


def stop_bleeding_action(turn: Turn, source: DiceSource, events: Events) -> str:
    """The first surgery attempt (one round): each Effect removes a level; a stopped bleeding resets the
    attempts, a downgrade to light ticks 12 rounds later, an unchanged level keeps its timer."""
    patient = turn.target
    assert patient is not None
    care = treat(turn, source, events, turn.actor.attributes.analys + turn.actor.attributes.smidighet)
    if care is None:
        return f"{turn.actor.id}: stop_bleeding impossible while moving"
    level = reduce_bleeding(patient.bleeding, care.effect)
    if BLEEDING_RANK[level] < BLEEDING_RANK[patient.bleeding]:
        patient.bleeding_next_round = next_tick_round(level, turn.state.round)
    patient.bleeding = level
    patient.stop_bleeding_attempts = 0 if level == "none" else 1
    events.append(
        {
            "type": "stop_bleeding",
            "actor": turn.actor.id,
            "target": patient.id,
            "faces": care.rolled.faces,
            "successes": care.rolled.successes,
            "bleeding": level,
            "resources": care.resources,
        }
    )
    return f"{turn.actor.id}: stop_bleeding"


def simple_action(turn: Turn, source: DiceSource, events: Events) -> str:
    """``stand_up`` ends being prone; ``none`` is movement only."""
    if turn.action.type == "stand_up":
        turn.actor.prone = False
    events.append({"type": turn.action.type, "actor": turn.actor.id})
    return f"{turn.actor.id}: {turn.action.type}"


def other_action(turn: Turn, source: DiceSource, events: Events) -> str:
    """Reloading, a power, an obstacle...: with a roll, a check on the actor's attributes."""
    action, actor = turn.action, turn.actor
    assert isinstance(action, IrtOtherAction)
    result = None
    if action.roll is not None:
        roll = action.roll
        verdict = None
        if roll.difficulty is not None:
            verdict = judge(roll.difficulty, turn.steps(roll, stationary=roll.stationary))
        attributes = actor.attributes.model_dump()
        result = run_check(
            source,
            pool=attributes[roll.attr_a] + attributes[roll.attr_b] + roll.bonus_dice,
            extra=roll.extra_dice,
            payment=turn.payment,
            verdict=verdict,
            roller=actor,
        )
        actor.take(result["resources"])
    events.append({"type": "other", "actor": actor.id, "note": action.note, "roll": result})
    return f"{actor.id}: other"


PERFORM: Mapping[str, Callable[[Turn, DiceSource, Events], str]] = {
    "ranged_attack": attack,
    "melee_attack": attack,
    "stabilise": stabilise_action,
    "stop_bleeding": stop_bleeding_action,
    "stand_up": simple_action,
    "none": simple_action,
    "other": other_action,
}


def act(turn: Turn, dice: object) -> PhaseOutcome:
    """The actor moves and acts; after anything but an attack the turn passes."""
    state = turn.state
    source = dice_source(dice)
    turn.actor.acted = True
    turn.actor.moved = turn.movement
    events: Events = []
    breakdown = PERFORM[turn.action.type](turn, source, events)
    if state.phase == "turn":
        pass_turn(state, events, after=state.turn_index or 0)
    return respond(state, events, source, breakdown)


def combat_act(raw: Mapping[str, Any]) -> JsonObject:
    raw = body(raw)
    state = read_state(raw.get("state"), "turn")
    if raw.get("declaration") is None:
        raise InputError(DECLARATION, "required")
    declaration = parse(IrtTurnDeclaration, raw["declaration"], DECLARATION, {"turn_of": state.actor.id})
    return response(act(read_turn(state, declaration), raw.get("dice")))


def check_part(state: IrtCombatState, combatant: str | None, part: BaseModel) -> JsonObject:
    """The actor's own part, or the GM's for the actor: checked as ``combat_act`` checks it."""
    assert isinstance(part, IrtTurnPart)
    actor = state.actor.id
    if combatant is not None and combatant != actor:
        raise InputError("combatant", f"it is {actor}'s turn")
    turn = read_turn(state, part)
    return {"actor": actor, "movement": turn.movement, "action": turn.action.model_dump()}


def resolve(state: IrtCombatState, parts: Parts, dice: object) -> PhaseOutcome:
    """The actor's part, else the GM's; with neither the actor does nothing."""
    declared = parts.get(state.actor.id) or parts.get(None) or NO_ACTION
    return act(read_turn(state, parse(IrtTurnPart, declared, DECLARATION)), dice)
