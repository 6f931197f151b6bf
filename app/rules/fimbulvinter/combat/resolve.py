"""``combat_resolve`` (§11.7), phase 5: every die of the round, then the bookkeeping, in turn order."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.rules.dice.source import DiceSource
from app.rules.fimbulvinter.attack import (
    GAMBLE,
    MISS_ATTACK_ZEROED,
    AttackResult,
    AttackSetup,
    Side,
    defence_item,
    resolve_attack,
)
from app.rules.fimbulvinter.catalogue import DISTANCES, TRAIT_DAZE_REDUCTION
from app.rules.fimbulvinter.combat.actions import able_holder, default_order
from app.rules.fimbulvinter.combat.defences import forced_gamble, stored_defence
from app.rules.fimbulvinter.combat.phase import read_phase_input, rolled_phase_result
from app.rules.fimbulvinter.combat.rolls import MANOVRER, declared_roll, first_round_setup, heavy_items, skill_roll
from app.rules.fimbulvinter.combat.state import (
    ATTACK,
    ATTACK_TYPES,
    GAIN_GROUND,
    LEAVE,
    MELEE,
    MOVE,
    RESOLVE,
    REST,
    STORM,
    Combat,
    effective_length,
    weapon_of,
)
from app.rules.fimbulvinter.damage import (
    MEDICINE_DIFFICULTY,
    MEDICINE_HOURS,
    DamageResult,
    DamageSetup,
    armour_values,
    breaks_easily,
    resolve_damage,
    toughness_attribute,
)
from app.rules.fimbulvinter.dice import TenRoll, dice_source
from app.rules.fimbulvinter.limits import MAX_ACTION_POINTS
from app.rules.fimbulvinter.movement import balance, manoeuvre
from app.rules.fimbulvinter.traits import lowered_daze
from app.rules.protocol import JsonObject

DICE_ORDER = (
    "balance rolls (turn order) → for each actor in turn order, their action roll, then, for an attack, the "
    "defence roll → damage and toughness pairs in turn order → setup contests for new sub-fights."
)
OVERRIDE_DAZE = 2
STORM_DAZE = 1
REST_RECOVERY = 1


@dataclass
class Round:
    """What happened so far in one resolution."""

    combat: Combat
    source: DiceSource
    actions: Mapping[str, JsonObject]
    order: list[str]
    holder: str | None
    events: list[JsonObject] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    rolled: set[str] = field(default_factory=set)
    cancelled: set[str] = field(default_factory=set)
    attacks: dict[str, tuple[AttackResult, JsonObject]] = field(default_factory=dict)
    moved: set[str] = field(default_factory=set)
    damage: dict[str, DamageResult] = field(default_factory=dict)

    def fighter(self, ident: str) -> JsonObject:
        return self.combat.fighters[ident]

    def report(self, kind: str, ident: str, target: str, result: AttackResult | DamageResult, **totals: int) -> None:
        """A resolved attack or damage roll of ``ident`` against ``target``: its note and its event."""
        self.notes.append(f"{ident} -> {target}: {result.describe()}")
        self.events.append({"type": kind, "attacker": ident, "target": target, "outcome": result.outcome, **totals})


def balance_check(round_: Round, ident: str) -> TenRoll | None:
    """The roll of the Easy Manövrer check ``ident`` must pass to act, in a balance-challenge zone (with
    the block of a marked attribute); None elsewhere."""
    fighter = round_.fighter(ident)
    if not round_.combat.zone_has(fighter["zone"], "balance_challenge"):
        return None
    roll = skill_roll(fighter, MANOVRER)
    return roll.spec.reading(extra_blocks=int(roll.marked))


def _balance(round_: Round) -> None:
    """Step 0: in a balance-challenge zone one must pass an Easy Manövrer check to act at all."""
    for ident in round_.order:
        check = balance_check(round_, ident)
        if check is None:
            continue
        result = balance(check, round_.source)
        round_.rolled.add(ident)
        round_.notes.append(f"{ident} balance {result.roll.describe()}")
        round_.events.append(
            {
                "type": "balance_check",
                "combatant": ident,
                "total": result.roll.total,
                "outcome": result.outcome,
            }
        )
        if result.falls:
            round_.events.append({"type": "fell", "combatant": ident})
        if not result.may_act:
            round_.cancelled.add(ident)


def attack_plan(round_: Round, ident: str, action: JsonObject) -> tuple[AttackSetup, JsonObject]:
    """The attack ``ident`` makes with ``action`` and the defence it meets (a gamble where one is forced)."""
    combat = round_.combat
    attacker, target = round_.fighter(ident), action["target"]
    victim = round_.fighter(target)
    weapon = weapon_of(attacker)
    distance = None
    if action["type"] in (ATTACK, STORM):
        distance = combat.pair_distance(ident, target)
        distance = action["distance"] if distance is None else distance
    pending = (combat.state["pending_defences"] or {}).get(ident)
    defence = pending or stored_defence(combat, action, None, False)
    gamble = defence["choice"] == GAMBLE or forced_gamble(combat, action, defence["override_knockout"]) is not None
    attack_roll = declared_roll(attacker, action, weapon.default_skill)
    item = defence_item(weapon_of(victim), victim["shield"])
    defence_roll = declared_roll(victim, defence, item.default_skill)
    last = attacker["last_action"]
    setup = AttackSetup(
        Side(attack_roll.spec, weapon, attacker["shield"], attack_roll.marked, action["override_knockout"]),
        Side(
            defence_roll.spec,
            weapon_of(victim),
            victim["shield"],
            defence_roll.marked,
            defence["override_knockout"],
        ),
        distance,
        last is not None and last["type"] in ATTACK_TYPES,
        bool(action.get("height_advantage", False)),
        gamble,
    )
    return setup, defence | {"choice": GAMBLE if gamble else defence["choice"]}


def _attack(round_: Round, ident: str, action: JsonObject) -> None:
    setup, defence = attack_plan(round_, ident, action)
    result = resolve_attack(setup, round_.source)
    target = action["target"]
    round_.attacks[ident] = (result, defence)
    round_.rolled.add(ident)
    if not setup.gamble:
        round_.rolled.add(target)
    round_.report("attack", ident, target, result, attack_total=result.attack.total, defence_total=result.defence.total)


def _manoeuvre(round_: Round, ident: str, action: JsonObject) -> None:
    """A move, or a leave by anyone but the holder: Manövrer against Easy, or opposed."""
    kind = action["type"]
    if kind == LEAVE and ident == round_.holder:
        round_.moved.add(ident)
        round_.events.append({"type": LEAVE, "combatant": ident, "succeeded": True, "total": None})
        return
    fighter = round_.fighter(ident)
    roll = declared_roll(fighter, action, MANOVRER)
    blocks = int(roll.marked) + int(action["override_knockout"])
    if kind == MOVE:
        blocks += action["zones"] - 1 + heavy_items(fighter)
    opponent = action["opposed_by"]
    resisting = None if opponent is None else skill_roll(round_.fighter(opponent), MANOVRER)
    result = manoeuvre(
        roll.spec,
        round_.source,
        blocks=blocks,
        opponent=None if resisting is None else resisting.spec,
        opponent_blocks=0 if resisting is None else int(resisting.marked),
    )
    round_.rolled.add(ident)
    if opponent is not None:
        round_.rolled.add(opponent)
    if result.moved:
        round_.moved.add(ident)
    round_.notes.append(f"{ident} {kind} {result.roll.describe()}")
    round_.events.append({"type": kind, "combatant": ident, "succeeded": result.moved, "total": result.roll.total})


def damage_plan(round_: Round, ident: str, result: AttackResult, start_daze: Mapping[str, int]) -> DamageSetup:
    """The damage roll of ``ident``'s attack that hit (``result``) against its target's toughness, with the
    target's daze as the phase began."""
    action = round_.actions[ident]
    weapon = weapon_of(round_.fighter(ident))
    target = action["target"]
    victim = round_.fighter(target)
    attribute = toughness_attribute(victim["attributes"])
    protection, dampening = armour_values(victim["armour"], victim["helmet"])
    return DamageSetup(
        damage_base=weapon.damage_base,
        shock=weapon.shock,
        blunt="blunt" in weapon.properties,
        stormed=action["type"] == STORM,
        defence_zeroed=result.defence_zeroed,
        damage_modifiers=0,
        damage_pushes=0,
        damage_blocks=0,
        daze=start_daze[target],
        attribute=attribute,
        attribute_value=victim["attributes"][attribute],
        protection=protection,
        dampening=dampening,
        armour_breaks=breaks_easily(victim["armour"], victim["armour_needs_repair"]),
        damage_effects=frozenset(victim["damage_effects"]),
        important=victim["important"],
    )


def _damage(round_: Round, start_daze: Mapping[str, int]) -> None:
    """Step 2: damage against toughness for every hit, with the target's daze as the phase began."""
    for ident, (result, _) in round_.attacks.items():
        if not result.hit:
            continue
        target = round_.actions[ident]["target"]
        damage = resolve_damage(damage_plan(round_, ident, result, start_daze), round_.source)
        round_.damage[ident] = damage
        round_.rolled.add(target)
        round_.report(
            "damage",
            ident,
            target,
            damage,
            daze_added=damage.daze_added,
            damage_total=damage.damage_roll.total,
            toughness_total=damage.toughness_roll.total,
        )


def _actor_daze(round_: Round) -> None:
    """Bookkeeping 1: override +2, storm +1, trait activations −3 each, rest −1 (never below wounds)."""
    for ident in round_.order:
        action, fighter = round_.actions[ident], round_.fighter(ident)
        acted = ident not in round_.cancelled
        wounds = len(fighter["wounds"])
        if action["override_knockout"]:
            fighter["daze"] += OVERRIDE_DAZE
        if acted and action["type"] == STORM:
            fighter["daze"] += STORM_DAZE
        traits = len(action["reduce_daze_traits"])
        if traits:
            fighter["daze"] = lowered_daze(fighter["daze"], wounds, TRAIT_DAZE_REDUCTION * traits)
        resting = acted and action["type"] == REST and (ident == round_.holder or ident not in round_.rolled)
        if resting:
            fighter["daze"] = lowered_daze(fighter["daze"], wounds, REST_RECOVERY)


def _wounds(round_: Round) -> None:
    """Bookkeeping 2–3: defenders' overrides, then each attack's action point, daze, wound, damage effect,
    knock-out and death."""
    for ident, (_, defence) in round_.attacks.items():
        if defence["override_knockout"] and defence["choice"] != GAMBLE:
            round_.fighter(round_.actions[ident]["target"])["daze"] += OVERRIDE_DAZE
    for ident, (result, _) in round_.attacks.items():
        target = round_.actions[ident]["target"]
        victim = round_.fighter(target)
        if result.outcome == MISS_ATTACK_ZEROED:
            victim["action_points"] = min(MAX_ACTION_POINTS, victim["action_points"] + 1)
        damage = round_.damage.get(ident)
        if damage is None:
            continue
        victim["daze"] += damage.daze_added
        if damage.wound is not None:
            victim["wounds"].append({"severity": damage.wound})
            marked = next(
                (name for name in victim["damage_effect_priority"] if name not in victim["damage_effects"]),
                None,
            )
            if marked is not None:
                victim["damage_effects"].append(marked)
                round_.events.append({"type": "damage_effect", "combatant": target, "attribute": marked})
        victim["daze"] = min(99, max(victim["daze"], len(victim["wounds"])))
        if damage.knocked_out:
            victim["knocked_out"] = True
        if damage.dies:
            victim["dead"] = True
            round_.events.append({"type": "died", "combatant": target})
        elif damage.medicine_required:
            round_.events.append(
                {
                    "type": "medicine_required",
                    "combatant": target,
                    "difficulty": MEDICINE_DIFFICULTY,
                    "within_hours": MEDICINE_HOURS,
                }
            )
        for subfight in round_.combat.subfights:
            if subfight["advantage"] == target:
                subfight["holder_damaged"] = True


def _storms_and_departures(round_: Round) -> None:
    """Bookkeeping 4–6: storms close in, movers and leavers become third men, the dead leave their
    sub-fights, and sub-fights left without a first man or second men dissolve."""
    combat = round_.combat
    for ident in round_.order:
        action = round_.actions[ident]
        if action["type"] == STORM and ident not in round_.cancelled and ident in round_.attacks:
            target = action["target"]
            found = combat.pair(ident, target)
            distance = combat.pair_distance(ident, target)
            if found is not None and distance is not None:
                combat.set_pair_distance(ident, target, distance - 1)
                found[0]["distance_changed"] = True
    for ident in round_.order:
        if ident not in round_.moved:
            continue
        subfight = combat.subfight_of(ident)
        if subfight is not None:
            combat.withdraw(subfight, ident)
            round_.events.append({"type": "became_third_man", "combatant": ident})
        action = round_.actions[ident]
        if action["type"] == MOVE and action["to_zone"] is not None:
            round_.fighter(ident)["zone"] = action["to_zone"]
    for fighter in combat.fighters.values():
        subfight = combat.subfight_of(fighter["id"])
        if fighter["dead"] and subfight is not None:
            combat.withdraw(subfight, fighter["id"])
    for subfight in list(combat.subfights):
        if subfight["first_man"] is None or not subfight["second_men"]:
            combat.dissolve(subfight, round_.events)


def _new_subfight(round_: Round, first: str, second: str) -> None:
    combat = round_.combat
    subfight: JsonObject = {
        "id": combat.new_subfight_id(),
        "first_man": first,
        "second_men": [second],
        "distances": {},
        "advantage": None,
        "distance_changed": False,
        "holder_damaged": False,
    }
    combat.subfights.append(subfight)
    round_.events.append(
        {"type": "subfight_created", "subfight": subfight["id"], "first_man": first, "second_men": [second]}
    )
    first_round_setup(combat, subfight, round_.source, round_.events, round_.notes)


def _restructure(round_: Round) -> None:
    """Bookkeeping 7: a third man's melee attack, hit or miss, draws him and his target into a sub-fight."""
    combat = round_.combat
    for ident in round_.order:
        action = round_.actions[ident]
        target = action.get("target")
        if action["type"] != MELEE or ident not in round_.attacks or target is None:
            continue
        if round_.fighter(target)["dead"] or round_.fighter(ident)["dead"] or combat.subfight_of(ident) is not None:
            continue
        subfight = combat.subfight_of(target)
        if subfight is None:
            _new_subfight(round_, ident, target)
        elif subfight["first_man"] == target:
            subfight["second_men"].append(ident)
            subfight["distances"][ident] = DISTANCES[effective_length(weapon_of(round_.fighter(ident)))]
            round_.events.append({"type": "joined_subfight", "combatant": ident, "subfight": subfight["id"]})
        else:
            combat.withdraw(subfight, target)
            if not subfight["second_men"]:
                combat.dissolve(subfight, round_.events)
            _new_subfight(round_, ident, target)


def _next_phase(round_: Round, active: str | None) -> None:
    """Gain ground when the holder hit with an attack or storm and the pair still stands; else the round
    ends."""
    combat = round_.combat
    holder = round_.holder
    if combat.phase != RESOLVE:
        return
    if holder is not None and holder in round_.attacks and round_.actions[holder]["type"] in (ATTACK, STORM):
        result, _ = round_.attacks[holder]
        target = round_.actions[holder]["target"]
        found = combat.pair(holder, target)
        if result.hit and found is not None and found[0]["id"] == active:
            combat.state["phase"] = GAIN_GROUND
            combat.state["gain_ground"] = {"attacker": holder, "target": target}
            return
    combat.end_round()


def new_round(combat: Combat, source: DiceSource) -> Round:
    """The round about to be resolved: its declared actions, turn order and advantage holder."""
    actions = combat.state["pending_actions"] or {}
    order = combat.state["turn_order"] or default_order(combat, actions)
    return Round(combat, source, actions, order, able_holder(combat))


def start_dazes(combat: Combat) -> dict[str, int]:
    """Every combatant's daze as the phase begins (what the damage rolls add)."""
    return {ident: fighter["daze"] for ident, fighter in combat.fighters.items()}


def resolve_round(combat: Combat, source: DiceSource) -> JsonObject:
    round_ = new_round(combat, source)
    actions = round_.actions
    active = combat.state["active_subfight"]
    start_daze = start_dazes(combat)
    _balance(round_)
    for ident in round_.order:
        action = actions[ident]
        if ident in round_.cancelled:
            continue
        if action["type"] in ATTACK_TYPES:
            _attack(round_, ident, action)
        elif action["type"] in (MOVE, LEAVE):
            _manoeuvre(round_, ident, action)
    _damage(round_, start_daze)
    _actor_daze(round_)
    _wounds(round_)
    _storms_and_departures(round_)
    _restructure(round_)
    for ident in round_.order:
        if ident not in round_.cancelled:
            kind = actions[ident]["type"]
            weapon = round_.fighter(ident)["weapon"] if kind in ATTACK_TYPES else None
            round_.fighter(ident)["last_action"] = {
                "type": kind,
                "weapon": weapon,
                "round": combat.state["round"],
            }
    if len(combat.able_sides()) <= 1:
        combat.end_combat(round_.events)
    _next_phase(round_, active)
    return rolled_phase_result(combat, round_.events, round_.notes, source)


def run_combat_resolve(raw: Mapping[str, Any]) -> JsonObject:
    """``combat_resolve``: balance checks, action and defence rolls, damage rolls, then bookkeeping."""
    body, combat = read_phase_input(raw, RESOLVE)
    source = dice_source(body.get("dice"))
    result = resolve_round(combat, source)
    source.finish()
    return result
