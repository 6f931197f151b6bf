"""Phase 2 resolution: power actions, one shared GM roll, the attacks, the effects they fire, averting
rolls, the effects' outcomes and summons — in that order, which is also the order dice are taken.

Decisions applied: 7 and 8 (which slots fire), 9 (phase-2 effects apply one by one), 14 (a shot always
hits), 15 (armour), 16–18 (vehicles), 19 (fortification transfers), 22 and 24 (averting rolls), 25 (the
capture victim), 27 (-UDSTYR), 28 (summons), 29 (void effects).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from app.rules.dice.source import DiceSource
from app.rules.errors import InputError
from app.rules.protocol import JsonObject
from app.rules.terminus_alfa.capture import Candidate, capture_victim
from app.rules.terminus_alfa.catalogue import VEHICLE_MELEE_DEFENCE
from app.rules.terminus_alfa.combat.attacks import TaAttacksDeclarations, TaOpponentAttack, check
from app.rules.terminus_alfa.combat.changes import actual_changes, apply_changes
from app.rules.terminus_alfa.combat.declarations import run_rolling
from app.rules.terminus_alfa.combat.state import (
    TaCaptured,
    TaCharacterState,
    TaEffectState,
    TaOpponentState,
    TaState,
)
from app.rules.terminus_alfa.dice import Roll, pairs_json, roll_object, rul
from app.rules.terminus_alfa.models import SLOT_ORDER, Slot

DICE_ORDER = (
    "one shared GM RUL(0) for all attacks (with its terminus extras; none without attacks), then one "
    "RUL(ability) per averting ability roll, in list order."
)


@dataclass
class Fired:
    """An effect the GM roll fired: whose, which slot, and on whom it lands."""

    opponent: TaOpponentState
    slot: Slot
    effect: TaEffectState
    targets: list[str]


@dataclass
class Reactions:
    """What the players' declarations set up before the effects land."""

    modifiers: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    averted: set[tuple[str, str, str]] = field(default_factory=set)
    """(character, opponent, slot) the character averted, by power or by a successful ability roll."""


GM_ROLL_KEYS = ("pairs", "dice_total", "effect_roll", "terminus_roll", "fumble")
"""What the shared GM roll reports of the ``roll`` operation's object: it has no modifier of its own."""


def _gm_roll_object(roll: Roll) -> dict[str, Any]:
    reported = roll_object(roll)
    return {key: reported[key] for key in GM_ROLL_KEYS}


def _power_actions(state: TaState, declarations: TaAttacksDeclarations, events: list[JsonObject]) -> Reactions:
    """Step 1: pay for the power actions and note what they do (no dice)."""
    reactions = Reactions()
    for action in declarations.power_actions:
        character = state.known_character(action.character_id)
        character.power -= action.power_cost
        event: dict[str, Any] = {
            "type": "power_action",
            "character_id": character.id,
            "kind": action.kind,
            "power_cost": action.power_cost,
        }
        if action.kind == "modify_attack":
            amount = action.amount or 0
            reactions.modifiers[character.id] += amount
            event["amount"] = amount
        elif action.kind == "extra_roll":
            amount = action.amount if action.amount is not None else 1
            character.rolls_allowed += amount
            event["amount"] = amount
        else:
            reactions.averted.add((character.id, action.opponent_id or "", action.slot or ""))
            event["opponent_id"] = action.opponent_id
            event["slot"] = action.slot
        events.append(event)
    return reactions


def _halve(damage: int, rounding: str) -> int:
    return (damage + 1) // 2 if rounding == "up" else damage // 2


def _attack(
    state: TaState,
    attack: TaOpponentAttack,
    *,
    gm: Roll,
    modifier: int,
    declarations: TaAttacksDeclarations,
    shielding: set[str],
) -> dict[str, Any]:
    """Step 3 for one attack: the result, whom it hits, how much damage, and what absorbs it."""
    opponent = state.known_opponent(attack.opponent_id)
    character = state.known_character(attack.character_id)
    melee = attack.mode == "melee"
    base = (opponent.kamp if melee else opponent.skyde) or 0
    result = 0 if gm.auto_fail else base + gm.dice_total + modifier
    record: dict[str, Any] = {
        "opponent_id": opponent.id,
        "character_id": character.id,
        "mode": attack.mode,
        "result": result,
    }
    character.attacked_this_round = True
    vehicle = state.vehicle(character.vehicle_id) if character.vehicle_id in shielding else None
    if vehicle is not None:
        raw = max(0, result) if not gm.auto_fail else 0
        damage = _halve(raw, state.rules.vehicle_armour_rounding) if vehicle.armoured else raw
        vehicle.endurance = (vehicle.endurance or 0) - damage
        record.update(
            target="vehicle",
            vehicle_id=vehicle.id,
            defence=VEHICLE_MELEE_DEFENCE if melee else None,
            hit=not gm.auto_fail,
            raw_damage=raw,
            damage=damage,
            absorbed_by="vehicle",
        )
        return record
    defence: int | None = None
    if melee:
        choice = declarations.defence_choices.get(character.id)
        options = character.defence_options
        defence = options[choice] if choice is not None else max(options)
        hit = not gm.auto_fail and result >= defence
        raw = result - defence if hit else 0
    else:
        hit = not gm.auto_fail
        raw = max(0, result) if hit else 0
    fortification = state.fortification
    absorbed_by: str | None = None
    if (
        character.id in declarations.fortification_transfers
        and raw > 0
        and fortification is not None
        and fortification.endurance > 0
    ):
        fortification.endurance -= raw
        damage = raw
        absorbed_by = "fortification"
    else:
        damage = max(0, raw - character.armour)
        character.endurance -= damage
    record.update(
        target="character",
        defence=defence,
        hit=hit,
        raw_damage=raw,
        damage=damage,
        absorbed_by=absorbed_by,
    )
    return record


def _targets(state: TaState, effect: TaEffectState, attacked: str) -> list[str]:
    """Step 4: the attacked character; everyone active; or, for a capture of all, one victim."""
    if effect.scope == "target":
        return [attacked]
    if effect.special != "capture":
        return [character.id for character in state.active_characters()]
    candidates = [
        Candidate(c.id, c.abilities.get(effect.ability or "", 0), c.power, c.endurance, c.levned)
        for c in state.active_characters()
        if c.captured is None
    ]
    return [capture_victim(candidates)[0]] if candidates else []


def _fired(state: TaState, declarations: TaAttacksDeclarations, gm: Roll) -> list[Fired]:
    """Step 4: the effects the GM roll fires, by attack order and slot order, hit or not."""
    slots_by_face = state.rules.effect_slots_by_face
    fired: list[Fired] = []
    for attack in declarations.attacks:
        opponent = state.known_opponent(attack.opponent_id)
        firing: list[tuple[Slot, TaEffectState]] = []
        if gm.effect_roll:
            allowed = SLOT_ORDER[:3] if slots_by_face is None else slots_by_face.get(str(gm.double_face), [])
            firing.extend(
                (slot, opponent.effects[slot])
                for slot in SLOT_ORDER[:3]
                if slot in allowed and slot in opponent.effects
            )
        if gm.terminus_roll and opponent.terminus_effect is not None:
            firing.append(("T", opponent.terminus_effect))
        fired.extend(
            Fired(opponent, slot, effect, _targets(state, effect, attack.character_id)) for slot, effect in firing
        )
    return fired


def _avert_rolls(
    state: TaState,
    declarations: TaAttacksDeclarations,
    fired: list[Fired],
    *,
    reactions: Reactions,
    source: DiceSource,
    events: list[JsonObject],
) -> None:
    """Steps 5 and 6: power averts must name a fired effect; averting ability rolls, in list order."""
    keys = {(item.opponent.id, item.slot) for item in fired}
    for index, action in enumerate(declarations.power_actions):
        if action.kind == "avert_effect" and (action.opponent_id, action.slot) not in keys:
            raise InputError(f"declarations.power_actions[{index}].slot", "no such triggered effect")
    for index, avert in enumerate(declarations.ability_averts):
        path = f"declarations.ability_averts[{index}]"
        if (avert.opponent_id, avert.slot) not in keys:
            raise InputError(f"{path}.slot", "no such triggered effect")
        character = state.known_character(avert.character_id)
        if character.rolls_used >= character.rolls_allowed:
            raise InputError(f"{path}.character_id", "no roll left this round")
        character.rolls_used += 1
        roll = rul(source, state.rules, character.abilities.get(avert.ability, 0))
        grade = avert.grade if avert.grade is not None else state.rules.avert_grade_default
        success = not roll.auto_fail and roll.total >= grade
        if success:
            reactions.averted.add((character.id, avert.opponent_id, avert.slot))
        events.append(
            {
                "type": "avert_roll",
                "character_id": character.id,
                "opponent_id": avert.opponent_id,
                "slot": avert.slot,
                "total": roll.total,
                "grade": grade,
                "success": success,
                "pairs": pairs_json(roll),
            }
        )


def _declared_item(declarations: TaAttacksDeclarations, item: Fired, target: str) -> tuple[int, str] | None:
    for index, taken in enumerate(declarations.equipment_taken):
        if (taken.opponent_id, taken.slot, taken.character_id) == (item.opponent.id, item.slot, target):
            return index, taken.item
    return None


def _voided(declarations: TaAttacksDeclarations, item: Fired, target: str) -> bool:
    return any(
        (void.opponent_id, void.slot) == (item.opponent.id, item.slot) and void.character_id in (None, target)
        for void in declarations.void_effects
    )


def _changes_nothing(character: TaCharacterState, effect: TaEffectState, declared: tuple[int, str] | None) -> bool:
    """Void by itself: every stat change is 0 in effect and the special does nothing (Decision 29).
    A narrative effect (no changes, no special) is never void by itself."""
    if not effect.changes and effect.special is None:
        return False
    if any(actual_changes(character, effect.changes).values()):
        return False
    if effect.special == "capture":
        return character.captured is not None
    if effect.special == "remove_equipment":
        return not character.equipment_list and declared is None
    return effect.special is None


def _land(
    state: TaState,
    declarations: TaAttacksDeclarations,
    item: Fired,
    target: str,
    *,
    reactions: Reactions,
    summoners: dict[str, list[int | None]],
) -> dict[str, Any]:
    """Step 7 for one effect on one character: averted, void, or applied."""
    entry: dict[str, Any] = {
        "type": "effect",
        "opponent_id": item.opponent.id,
        "slot": item.slot,
        "character_id": target,
    }
    character = state.known_character(target)
    effect = item.effect
    declared = _declared_item(declarations, item, target) if effect.special == "remove_equipment" else None
    if (target, item.opponent.id, item.slot) in reactions.averted:
        entry["outcome"] = "averted"
    elif _voided(declarations, item, target) or _changes_nothing(character, effect, declared):
        entry["outcome"] = "void"
    else:
        entry["outcome"] = "applied"
        entry["actual"] = apply_changes(character, effect.changes)
        if effect.special == "capture" and character.captured is None:
            character.captured = TaCaptured(by=item.opponent.id, ability=effect.ability or "", round=state.round)
            entry["captured"] = True
        elif effect.special == "remove_equipment":
            _take_item(character, declared, entry)
        elif effect.special == "summon":
            summoners[item.opponent.id].append(effect.summon_limit)
    return entry


def _take_item(character: TaCharacterState, declared: tuple[int, str] | None, entry: dict[str, Any]) -> None:
    """-UDSTYR: the declared item, else the first of the equipment list (Decision 27)."""
    if declared is not None:
        index, name = declared
        if name not in character.equipment_list:
            raise InputError(f"declarations.equipment_taken[{index}].item", "not on the equipment list")
        character.equipment_list.remove(name)
        entry["item"] = name
    elif character.equipment_list:
        entry["item"] = character.equipment_list.pop(0)


def _summon(
    state: TaState,
    declarations: TaAttacksDeclarations,
    summoners: dict[str, list[int | None]],
    events: list[JsonObject],
) -> None:
    """Step 8: summons need a summon effect of that opponent that applied, within its limit (Decision 28)."""
    for index, summon in enumerate(declarations.summons):
        path = f"declarations.summons[{index}].opponent_id"
        limits = summoners.get(summon.opponent_id)
        if not limits:
            raise InputError(path, "no summon effect of this opponent applied")
        summoner = state.known_opponent(summon.opponent_id)
        limit = None if None in limits else max(limit for limit in limits if limit is not None)
        if limit is not None and summoner.summoned_count >= limit:
            raise InputError(path, "summon limit reached")
        newcomer = summon.new_opponent.stored(state.round)
        state.opponents.append(newcomer)
        summoner.summoned_count += 1
        state.opponent_endurance_total += newcomer.endurance_start
        events.append({"type": "summoned", "opponent_id": summoner.id, "new_opponent_id": newcomer.id})


def _resolve(state: TaState, declarations: TaAttacksDeclarations, source: DiceSource) -> JsonObject:
    events: list[JsonObject] = []
    reactions = _power_actions(state, declarations, events)
    gm = rul(source, state.rules, 0) if declarations.attacks else None
    attacks: list[dict[str, Any]] = []
    effects: list[dict[str, Any]] = []
    summoners: dict[str, list[int | None]] = defaultdict(list)
    if gm is not None:
        events.append({"type": "gm_roll", **_gm_roll_object(gm)})
        # A vehicle shields only if it has endurance at the start of the phase (Decision 18).
        shielding = {v.id for v in state.vehicles if v.endurance is not None and v.endurance > 0}
        for attack in declarations.attacks:
            modifier = reactions.modifiers[attack.character_id]
            record = _attack(state, attack, gm=gm, modifier=modifier, declarations=declarations, shielding=shielding)
            attacks.append(record)
            events.append({**record, "type": "attack"})
        fired = _fired(state, declarations, gm)
    else:
        fired = []
    _avert_rolls(state, declarations, fired, reactions=reactions, source=source, events=events)
    for item in fired:
        for target in item.targets:
            entry = _land(state, declarations, item, target, reactions=reactions, summoners=summoners)
            effects.append(entry)
            events.append(entry)
    _summon(state, declarations, summoners, events)
    state.phase = "character_actions"
    return {
        "events": events,
        "gm_roll": _gm_roll_object(gm) if gm is not None else None,
        "attacks": attacks,
        "effects": effects,
        "dice": source.used,
        "breakdown": "; ".join(
            f"{a['opponent_id']}->{a['character_id']} {a['result']} dmg {a['damage']}" for a in attacks
        )
        or "no attacks",
    }


run = run_rolling(TaAttacksDeclarations, check, _resolve)
"""Phase 2 on a state; ``lead``: the faces of the shared GM roll already rolled at the table."""
