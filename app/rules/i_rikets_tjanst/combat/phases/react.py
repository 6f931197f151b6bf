"""``combat_react``: the attacker's push, the target's active defence, and the attack's damage
(§7.2.4)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.attack import Defence, Strike, critical_due, defence_payment, resolve_hit
from app.rules.i_rikets_tjanst.catalogue import REQUIRED_SUCCESSES
from app.rules.i_rikets_tjanst.combat.declarations import IrtReactDeclarations
from app.rules.i_rikets_tjanst.combat.flow import Events, harm, pass_turn
from app.rules.i_rikets_tjanst.combat.phases.common import body, declarations_object, respond, response
from app.rules.i_rikets_tjanst.combat.state import IrtCombatState, IrtPendingAttack, read_state
from app.rules.i_rikets_tjanst.dice import (
    Payment,
    Roller,
    count_successes,
    count_twelves,
    dice_source,
    pay,
    resources_of,
    roll_d12s,
)
from app.rules.i_rikets_tjanst.models.attack import defence_refusal
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


def react(state: IrtCombatState, reaction: Reaction, dice: object) -> PhaseOutcome:
    """Pushed dice, the active defence, then the attack on all its faces; the turn passes."""
    source = dice_source(dice)
    pending = pending_of(state)
    attacker, target = state.get(pending.attacker), state.get(pending.target)
    events: Events = []
    faces = list(pending.faces)
    pushed_count = reaction.declarations.attacker_add_dice
    if pushed_count:
        pushed = roll_d12s(source, pushed_count, added=True)
        spent = resources_of(attacker, payment=reaction.push, rolled=pushed, added=pushed)
        attacker.take(spent)
        faces += pushed
        events.append({"type": "attack_dice_added", "actor": attacker.id, "faces": pushed, "resources": spent})
    declared, defended = reaction.declarations.defence, None
    if declared is not None and reaction.defence is not None:
        defended = source.read(
            Defence(
                type=declared.type,
                pool=target.attributes.smidighet + target.attributes.strid + declared.bonus_dice,
                extra=declared.extra_dice,
                payment=reaction.defence,
                wounded=target.wounded,
                defender=Roller.of(target),
            ),
        )
        target.take(defended.json["resources"])
        target.prone = target.prone or defended.json["prone"]
        events.append({"type": "active_defence", "actor": target.id, "defence": defended.json})
    strike = Strike(
        difficulty=pending.effective_difficulty,
        required=REQUIRED_SUCCESSES[pending.effective_difficulty],
        damage=pending.weapon.damage,
        damage_type=pending.weapon.damage_type,
        penetrating=pending.weapon.penetrating,
        protection=target.protection,
        crit_toughness=target.crit_toughness,
    )
    hit = resolve_hit(strike, count_successes(faces), 0 if defended is None else defended.effect)
    twelves = count_twelves(faces)
    critical = source.read(strike.critical_roll(twelves)) if critical_due(hit, twelves) else None
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
    outcome = f"hit {hit['hp_damage']} KP" if hit["hit"] else "miss"
    return respond(state, events, source, f"{attacker.id} -> {target.id}: {outcome}")


def combat_react(raw: Mapping[str, Any]) -> JsonObject:
    raw = body(raw)
    state = read_state(raw.get("state"), "reaction")
    declarations = parse(IrtReactDeclarations, declarations_object(raw.get("declarations")), "declarations")
    return response(react(state, read_reaction(state, declarations, "declarations"), raw.get("dice")))


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
