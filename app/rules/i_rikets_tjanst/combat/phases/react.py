"""``combat_react``: the attacker's push, the target's active defence, and the attack's damage
(§7.2.4)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import Field

from app.rules.i_rikets_tjanst.attack import Defence, Strike, defence_payment, resolve_hit, roll_defence
from app.rules.i_rikets_tjanst.catalogue import REQUIRED_SUCCESSES
from app.rules.i_rikets_tjanst.combat.declarations import Defender, IrtReactDeclarations
from app.rules.i_rikets_tjanst.combat.flow import Events, harm, pass_turn
from app.rules.i_rikets_tjanst.combat.phases.common import body, declarations_object, respond
from app.rules.i_rikets_tjanst.combat.state import IrtCombatState, IrtPendingAttack, read_state
from app.rules.i_rikets_tjanst.operations.common import dice_source
from app.rules.i_rikets_tjanst.parsing import parse
from app.rules.i_rikets_tjanst.pool import Payment, count_successes, count_twelves, pay, resources_of, roll_d12s
from app.rules.protocol import JsonObject
from app.rules.validation import ForcedFaces, StrictInput


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


def read_reaction(state: IrtCombatState, raw: object, prefix: str = "declarations") -> Reaction:
    """Parse the reaction declarations against the pending attack; errors name fields under ``prefix``."""
    pending = state.pending_attack
    assert pending is not None
    attacker, target = state.get(pending.attacker), state.get(pending.target)
    context = {
        "dice_added": pending.dice_added,
        "defender": Defender(pending.kind, target.unconscious, target.dead, pending.target_aware),
    }
    declarations = parse(IrtReactDeclarations, declarations_object(raw), prefix, context)
    push = pay(declarations.attacker_add_dice, attacker.fokus, attacker.stability, f"{prefix}.attacker_add_dice")
    defence = declarations.defence
    cost = None
    if defence is not None:
        cost = defence_payment(defence.extra_dice, target.fokus, target.stability, f"{prefix}.defence.extra_dice")
    return Reaction(declarations, push, cost)


def combat_react(raw: Mapping[str, Any]) -> JsonObject:
    raw = body(raw)
    state = read_state(raw.get("state"), "reaction")
    reaction = read_reaction(state, raw.get("declarations"))
    source = dice_source(raw.get("dice"))
    pending: IrtPendingAttack | None = state.pending_attack
    assert pending is not None
    attacker, target = state.get(pending.attacker), state.get(pending.target)
    events: Events = []
    faces = list(pending.faces)
    pushed_count = reaction.declarations.attacker_add_dice
    if pushed_count:
        pushed = roll_d12s(source, pushed_count)
        spent = resources_of(attacker, payment=reaction.push, rolled=pushed, added=pushed)
        attacker.take(spent)
        faces += pushed
        events.append({"type": "attack_dice_added", "actor": attacker.id, "faces": pushed, "resources": spent})
    declared, defended = reaction.declarations.defence, None
    if declared is not None and reaction.defence is not None:
        defended = roll_defence(
            source,
            Defence(
                type=declared.type,
                pool=target.attributes.smidighet + target.attributes.strid + declared.bonus_dice,
                extra=declared.extra_dice,
                payment=reaction.defence,
                wounded=target.wounded,
                defender=target,
            ),
        )
        target.take(defended["resources"])
        target.prone = target.prone or defended["prone"]
        events.append({"type": "active_defence", "actor": target.id, "defence": defended})
    strike = Strike(
        difficulty=pending.effective_difficulty,
        successes=count_successes(faces),
        twelves=count_twelves(faces),
        required=REQUIRED_SUCCESSES[pending.effective_difficulty],
        damage=pending.weapon.damage,
        damage_type=pending.weapon.damage_type,
        penetrating=pending.weapon.penetrating,
        protection=target.protection,
        crit_toughness=target.crit_toughness,
    )
    hit = resolve_hit(source, strike, 0 if defended is None else defended["effect"])
    events.append({"type": "attack_resolved", "attacker": attacker.id, "target": target.id, **hit})
    if hit["hp_damage"] >= 1:
        critical = hit["critical"]
        row = None if critical is None or critical["row"] is None else (critical["damage_type"], critical["row"])
        harm(state, target, hit["hp_damage"], events, source="attack", critical=row)
    state.pending_attack = None
    pass_turn(state, events, after=state.turn_index or 0)
    outcome = f"hit {hit['hp_damage']} KP" if hit["hit"] else "miss"
    return respond(state, events, source, f"{attacker.id} -> {target.id}: {outcome}")
