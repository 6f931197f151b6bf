"""``combat_resolve`` (spec §7.5): act in initiative order, then end the round or the combat."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.ars_magica.combat.events import AmCombatStep, combat_ended
from app.rules.ars_magica.combat.state import (
    AmCombatState,
    armour,
    arms,
    combatants_by_id,
    fatigue,
    is_active,
    refresh_status,
    working_copy,
    wounds,
)
from app.rules.ars_magica.dice import dice_source
from app.rules.ars_magica.exchange import Attacker, Defender, resolve_attack
from app.rules.ars_magica.models import AmInput, AmRolled
from app.rules.dice import DiceSource
from app.rules.validation import ForcedFaces, parse

DICE_ORDER = (
    "for each attack in `order` order, the attacker's stress die (with its botch dice), then the defender's if "
    "it can act; skipped and void actions use none (§7.5)."
)


class AmCombatResolveInput(AmInput):
    state: AmCombatState
    dice: ForcedFaces = None


class AmCombatResolveOutput(AmRolled, AmCombatStep):
    """The round's actions in order, then the next round or the end."""


def _attack(
    source: DiceSource,
    actor: dict[str, Any],
    declaration: Mapping[str, Any],
    target: dict[str, Any],
    guard: Mapping[str, Any] | None,
) -> tuple[dict[str, Any], str]:
    """One declared attack, as §6.7 resolves it, applied to both combatants: the event and its text.

    ``guard`` is the target's own declaration this round (its ``exert_defence``/``defence_modifier``).
    """
    held = arms(actor)
    exchange = resolve_attack(
        source,
        Attacker(
            dexterity=actor["dexterity"],
            strength=actor["strength"],
            ability=actor["ability"],
            weapon_attack=held.atk or 0,
            weapon_damage=held.dam or 0,
            missile=held.weapon.is_missile,
            wounds=wounds(actor),
            fatigue=fatigue(actor),
            modifiers=declaration["attack_modifier"],
            damage_modifier=actor["damage_modifier"],
            exertion=declaration["exertion"],
            botch_dice=actor["botch_dice"],
        ),
        Defender(
            quickness=target["quickness"],
            stamina=target["stamina"],
            ability=target["ability"],
            arms=arms(target),
            armour=armour(target),
            wounds=wounds(target),
            fatigue=fatigue(target),
            size=target["size"],
            soak_modifier=target["soak_modifier"],
            modifiers=guard["defence_modifier"] if guard else 0,
            exertion=bool(guard and guard["exert_defence"]),
            botch_dice=target["botch_dice"],
        ),
        declaration["range_increments"],
    )
    actor["fatigue"] = exchange.attacker_fatigue_after.to_json()
    target["fatigue"] = exchange.defender_fatigue_after.to_json()
    target["wounds"] = exchange.defender_wounds_after.to_json()
    target["dead"] = target["dead"] or exchange.defender_dead
    refresh_status(actor)
    refresh_status(target)
    defence = exchange.defence
    event = {
        "type": "attack",
        "id": actor["id"],
        "target": target["id"],
        "attack_total": exchange.attack.total,
        "attack_faces": list(exchange.attack.die.faces),
        "attack_botched": exchange.attack.die.botched,
        "defence_rolled": defence is not None,
        "defence_total": defence.total if defence else 0,
        "defence_faces": list(defence.die.faces) if defence else [],
        "defence_botched": defence.die.botched if defence else False,
        **exchange.outcome_json(),
    }
    return event, f"{actor['id']} -> {target['id']}: {exchange.breakdown()}"


def resolve_round(state: AmCombatState, raw_dice: object) -> dict[str, Any]:
    """Every declared action in initiative order; then the next round, or the end (Decision §8.31)."""
    document = working_copy(state, "resolve")
    by_id = combatants_by_id(document)
    declared = {declaration["actor"]: declaration for declaration in document["declarations"]}
    source = dice_source(raw_dice)
    events: list[dict[str, Any]] = []
    texts: list[str] = []
    for actor_id in document["order"]:
        declaration = declared.get(actor_id)
        if declaration is None:
            continue
        actor = by_id[actor_id]
        if not is_active(actor):
            events.append({"type": "action_lost", "id": actor_id, "status": actor["status"]})
            continue
        if declaration["action"] != "attack":
            events.append({"type": declaration["action"], "id": actor_id})
            continue
        target = by_id[declaration["target"]]
        if target["dead"]:
            # Decision §8.30: an attack on the dead is void and rolls nothing.
            events.append({"type": "attack_void", "id": actor_id, "target": target["id"], "reason": "target dead"})
            continue
        event, text = _attack(source, actor, declaration, target, declared.get(target["id"]))
        events.append(event)
        texts.append(text)
    source.finish()
    document["declarations"] = []
    sides = list(dict.fromkeys(combatant["side"] for combatant in document["combatants"] if is_active(combatant)))
    if len(sides) <= 1:
        winner = sides[0] if sides else None
        document["phase"] = "ended"
        document["winner_side"] = winner
        events.append(combat_ended("one_side_left" if winner else "no_side_left", winner))
    else:
        document["round"] += 1
        document["phase"] = "declare"
        events.append({"type": "round_ended", "next_round": document["round"]})
    return {
        "state": document,
        "events": events,
        "dice": source.used,
        "breakdown": "; ".join(texts) or "no attacks",
    }


def run_combat_resolve(raw: Mapping[str, Any]) -> dict[str, Any]:
    request = parse(AmCombatResolveInput, raw)
    return resolve_round(request.state, request.dice)
