"""``combat_react``: the attacker's push, the target's active defence, and the attack's damage
(§7.2.4)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from pydantic import BaseModel, Field

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.attack import (
    AttackWithCritical,
    Defence,
    Defended,
    Strike,
    Struck,
    critical_due,
    defence_payment,
    hit_key,
    resolve_hit,
    struck_hit,
)
from app.rules.i_rikets_tjanst.catalogue import REQUIRED_SUCCESSES
from app.rules.i_rikets_tjanst.combat.declarations import IrtReactDeclarations
from app.rules.i_rikets_tjanst.combat.flow import Events, harm, pass_turn
from app.rules.i_rikets_tjanst.combat.phases.common import body, declarations_object, outcome, respond, response
from app.rules.i_rikets_tjanst.combat.state import IrtCombatState, IrtPendingAttack, read_state
from app.rules.i_rikets_tjanst.damage import Critical
from app.rules.i_rikets_tjanst.dice import (
    Checked,
    Payment,
    PoolCheck,
    Roller,
    count_successes,
    count_twelves,
    dice_source,
    pay,
)
from app.rules.i_rikets_tjanst.models.attack import defence_refusal
from app.rules.odds.enumerate import Limits
from app.rules.odds.independent import versus
from app.rules.odds.summary import Tallied
from app.rules.phases import Parts
from app.rules.protocol import JsonObject, PhaseOutcome
from app.rules.validation import ForcedFaces, StrictInput, parse

DICE_ORDER = "pushed dice, defence pool, defence extra dice, critical die"
ONCE_PER_ROLL = "dice can be added only once per roll (the attack already bought extra dice)"
PUSH, DEFENCE = "attacker_add_dice", "defence"


class IrtCombatReactInput(StrictInput):
    state: IrtCombatState = Field(description="A state in phase reaction.")
    declarations: IrtReactDeclarations = Field(default_factory=IrtReactDeclarations)
    dice: ForcedFaces = None


@dataclass(frozen=True)
class Reaction:
    """Checked declarations and what they cost: the attacker's push, the defender's defence."""

    declarations: IrtReactDeclarations
    push: Payment
    defence: Payment | None


def pending_of(state: IrtCombatState) -> IrtPendingAttack:
    """The attack the reaction phase resolves (a state in phase reaction always has one)."""
    pending = state.pending_attack
    assert pending is not None
    return pending


def read_reaction(state: IrtCombatState, declarations: IrtReactDeclarations, prefix: str) -> Reaction:
    """Check the reaction against the pending attack, in field order; errors name fields under ``prefix``."""
    pending = pending_of(state)
    attacker, target = state.get(pending.attacker), state.get(pending.target)
    if declarations.attacker_add_dice > 0 and pending.dice_added:
        raise InputError(f"{prefix}.{PUSH}", ONCE_PER_ROLL)
    defence = declarations.defence
    if defence is not None:
        if target.dead:
            raise InputError(f"{prefix}.{DEFENCE}", "a dead defender cannot defend")
        if target.unconscious:
            raise InputError(f"{prefix}.{DEFENCE}", "an unconscious defender cannot defend")
        refusal = defence_refusal(pending.kind, defence.type, pending.target_aware, defence.has_parry_item)
        if refusal is not None:
            field, message = refusal
            raise InputError(f"{prefix}.{DEFENCE}" + (f".{field}" if field else ""), message)
    push = pay(declarations.attacker_add_dice, attacker.fokus, attacker.stability, f"{prefix}.{PUSH}")
    cost = None
    if defence is not None:
        cost = defence_payment(defence.extra_dice, target.fokus, target.stability, f"{prefix}.{DEFENCE}.extra_dice")
    return Reaction(declarations, push, cost)


class ReactRolls(NamedTuple):
    """What the reaction rolls, read from the state before any of it: the attacker's pushed dice and the
    target's active defence (None: not declared), the attack's stored faces and what its hit needs."""

    push: PoolCheck | None
    defence: Defence | None
    faces: tuple[int, ...]
    strike: Strike


def reaction_rolls(state: IrtCombatState, reaction: Reaction) -> ReactRolls:
    """The reaction's rolls from the state as the pending attack left it."""
    pending = pending_of(state)
    attacker, target = state.get(pending.attacker), state.get(pending.target)
    pushed = reaction.declarations.attacker_add_dice
    push = PoolCheck(0, pushed, Roller.of(attacker), reaction.push) if pushed else None
    declared, defence = reaction.declarations.defence, None
    if declared is not None and reaction.defence is not None:
        defence = Defence(
            type=declared.type,
            pool=target.attributes.smidighet + target.attributes.strid + declared.bonus_dice,
            extra=declared.extra_dice,
            payment=reaction.defence,
            wounded=target.wounded,
            defender=Roller.of(target),
        )
    strike = Strike(
        difficulty=pending.effective_difficulty,
        required=REQUIRED_SUCCESSES[pending.effective_difficulty],
        damage=pending.weapon.damage,
        damage_type=pending.weapon.damage_type,
        penetrating=pending.weapon.penetrating,
        protection=target.protection,
        crit_toughness=target.crit_toughness,
    )
    return ReactRolls(push, defence, tuple(pending.faces), strike)


def react(state: IrtCombatState, reaction: Reaction, dice: object) -> PhaseOutcome:
    """Pushed dice, the active defence, then the attack on all its faces; the turn passes."""
    source = dice_source(dice)
    rolls = reaction_rolls(state, reaction)
    pushed = None if rolls.push is None else source.read(rolls.push)
    defended = None if rolls.defence is None else source.read(rolls.defence)
    faces = [*rolls.faces, *([] if pushed is None else pushed.rolled.faces)]
    hit = resolve_hit(rolls.strike, count_successes(faces), 0 if defended is None else defended.effect)
    twelves = count_twelves(faces)
    critical = source.read(rolls.strike.critical_roll(twelves)) if critical_due(hit, twelves) else None
    events, breakdown = reacted(state, pushed, defended, hit, critical)
    return respond(state, events, source, breakdown)


def reacted(
    state: IrtCombatState,
    pushed: Checked | None,
    defended: Defended | None,
    hit: dict[str, Any],
    critical: Critical | None,
) -> tuple[Events, str]:
    """The reaction's rolls applied to the state (the attacker's and the target's resources, a dodger
    prone, the damage and its critical), and the turn passed: the events and the breakdown."""
    pending = pending_of(state)
    attacker, target = state.get(pending.attacker), state.get(pending.target)
    events: Events = []
    if pushed is not None:
        attacker.take(pushed.resources)
        events.append(
            {
                "type": "attack_dice_added",
                "actor": attacker.id,
                "faces": pushed.rolled.faces,
                "resources": pushed.resources,
            }
        )
    if defended is not None:
        target.take(defended.json["resources"])
        target.prone = target.prone or defended.json["prone"]
        events.append({"type": "active_defence", "actor": target.id, "defence": defended.json})
    events.append(
        {
            "type": "attack_resolved",
            "attacker": attacker.id,
            "target": target.id,
            **hit,
            "critical": None if critical is None else critical.json,
        }
    )
    if hit["hp_damage"] >= 1:
        rolled = None if critical is None else critical.json
        row = None if rolled is None or rolled["row"] is None else (rolled["damage_type"], rolled["row"])
        harm(state, target, hit["hp_damage"], events, source="attack", critical=row)
    state.pending_attack = None
    pass_turn(state, events, after=state.turn_index or 0)
    verdict = f"hit {hit['hp_damage']} KP" if hit["hit"] else "miss"
    return events, f"{attacker.id} -> {target.id}: {verdict}"


def combat_react(raw: Mapping[str, Any]) -> JsonObject:
    raw = body(raw)
    state, reaction = requested(raw)
    return response(react(state, reaction, raw.get("dice")))


def requested(raw: Mapping[str, Any]) -> tuple[IrtCombatState, Reaction]:
    """The request's state and its checked reaction."""
    state = read_state(raw.get("state"), "reaction")
    declarations = parse(IrtReactDeclarations, declarations_object(raw.get("declarations")), "declarations")
    return state, read_reaction(state, declarations, "declarations")


def combat_react_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied | None:
    """The odds of :func:`combat_react` roll by roll: the pushed dice with the critical roll against the
    defence, by what the hit reads (net successes, 12s and the critical die), each group resolved on its
    own fork of the state, and by what the push and the defence leave their rollers with (Fokus, Stress, a
    dodger prone), which shows in the combatants. A reaction without a defence, or
    whose defence rolls no dice, has no two rolls to pair: it is walked whole."""
    state, reaction = requested(body(raw))
    rolls = reaction_rolls(state, reaction)
    defence, strike = rolls.defence, rolls.strike
    if defence is None or not defence.pool + defence.extra:
        return None

    def output(struck: Struck, defended: Defended) -> JsonObject:
        resolved = state.fork()
        events, breakdown = reacted(resolved, struck.rolled, defended, *struck_hit(strike, struck, defended))
        return response(outcome(resolved, events, [], breakdown))

    return versus(
        AttackWithCritical(rolls.faces, rolls.push, strike),
        defence,
        limits,
        output=output,
        key=_reaction_key,
        first_fields=lambda _: {},
        second_fields=lambda _: {},
    )


def _reaction_key(struck: Struck, defended: Defended) -> Hashable:
    """What a push against a defence changes: the hit's key, the Fokus and Stress each roll leaves its roller
    with (what :meth:`IrtCombatant.take` reads) and whether the defender ends prone."""
    pushed = None if struck.rolled is None else _after(struck.rolled.resources)
    defence = defended.json
    return hit_key(struck, defended), pushed, _after(defence["resources"]), defence["prone"]


def _after(resources: Mapping[str, Any]) -> tuple[int, int]:
    return resources["fokus_after"], resources["stress_after"]


def expected(state: IrtCombatState) -> list[str]:
    """The attacker, unless its attack already bought extra dice; the target when able and aware."""
    pending = pending_of(state)
    waiting = [] if pending.dice_added else [pending.attacker]
    if state.get(pending.target).able and pending.target_aware:
        waiting.append(pending.target)
    return waiting


def check_part(state: IrtCombatState, combatant: str | None, part: BaseModel) -> JsonObject:
    """The attacker declares its push, the target its defence (each only its own); the GM may give both."""
    assert isinstance(part, IrtReactDeclarations)
    declared = set(part.model_fields_set)
    if combatant is not None:
        pending = pending_of(state)
        own = {pending.attacker: PUSH, pending.target: DEFENCE}.get(combatant)
        if own is None:
            raise InputError("combatant", "only the attacker and the target declare in the reaction phase")
        others = sorted(declared - {own})
        if others:
            raise InputError(
                f"declaration.{others[0]}", f"only the {'target' if own == PUSH else 'attacker'} declares it"
            )
        declared = {own}
    read_reaction(state, part, "declaration")
    checked: JsonObject = part.model_dump(mode="json", include=declared)
    return checked


def resolve(state: IrtCombatState, parts: Parts, dice: object) -> PhaseOutcome:
    """The GM's part, overridden by the attacker's and then the target's own."""
    pending = pending_of(state)
    merged = dict(parts.get(None) or {})
    for ident in (pending.attacker, pending.target):
        merged.update(parts.get(ident) or {})
    declarations = parse(IrtReactDeclarations, merged, "declaration")
    return react(state, read_reaction(state, declarations, "declaration"), dice)
