"""One attack against one defence (§10.2): an opposed roll with the attacker as initiator, its pushes and
blocks coming from distance, weapon and armour properties, damage effects and knock-out overrides."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from app.rules.dice.source import DiceSource
from app.rules.errors import InputError
from app.rules.fimbulvinter.catalogue import DISTANCE_INDEX, POLE, SHIELD, UNARMED, WEAPONS, Weapon
from app.rules.fimbulvinter.dice import RollResult, RollSpec, TenRoll, dice_source, opposed
from app.rules.fimbulvinter.models.fighting import FvAttackInput, FvAttackSide
from app.rules.odds.enumerate import Limits
from app.rules.odds.independent import versus
from app.rules.odds.summary import Tallied
from app.rules.protocol import JsonObject
from app.rules.validation import parse

TOO_SHORT, OPTIMAL, TOO_LONG = "too_short", "optimal", "too_long"
DEFEND, GAMBLE = "defend", "gamble"
HIT_DEFENCE_ZEROED, HIT, MISS, MISS_ATTACK_ZEROED = "hit_defence_zeroed", "hit", "miss", "miss_attack_zeroed"
HITS = frozenset({HIT, HIT_DEFENCE_ZEROED})


def distance_category(length: int, distance: int) -> str:
    """too_short (longer weapon than distance), optimal (equal) or too_long (it cannot attack)."""
    if length > distance:
        return TOO_SHORT
    return OPTIMAL if length == distance else TOO_LONG


def slow_blocked(weapon: Weapon, attacked_with_it_last_round: bool) -> bool:
    """Långsam: a slow weapon cannot attack if it attacked in the previous round."""
    return "slow" in weapon.properties and attacked_with_it_last_round


def narrow_blocked(weapon: Weapon) -> bool:
    """Snävt: melee weapons of length pole or longer cannot be used in a narrow zone."""
    return not weapon.ranged and weapon.length >= POLE


def defence_item(weapon: Weapon, shield: bool) -> Weapon:
    """The item with the highest defence bonus; the weapon on a tie (bonuses do not stack)."""
    return SHIELD if shield and SHIELD.defence_bonus > weapon.defence_bonus else weapon


@dataclass(frozen=True)
class Side:
    """One side of an attack: the roll and what the side wields."""

    spec: RollSpec
    weapon: Weapon
    shield: bool
    attribute_marked: bool
    override_knockout: bool

    def defence_item(self) -> Weapon:
        return defence_item(self.weapon, self.shield)


@dataclass(frozen=True)
class AttackSetup:
    attacker: Side
    defender: Side
    distance: int | None
    previous_action_was_attack: bool
    height_advantage: bool
    gamble: bool


@dataclass(frozen=True)
class AttackDice:
    """Steps 2–5 of §10.2, settled before any die is rolled: the distance category, each roll's pushes and
    blocks by source, the defence item, and the two rolls they make."""

    distance_category: str | None
    attack_push_sources: tuple[str, ...]
    attack_block_sources: tuple[str, ...]
    defence_push_sources: tuple[str, ...]
    defence_block_sources: tuple[str, ...]
    defence_item: Weapon
    attack: TenRoll
    defence: TenRoll

    @cached_property
    def fields(self) -> JsonObject:
        """The output fields they give (shared by every result of these dice: never changed)."""
        return {
            "distance_category": self.distance_category,
            "attack_push_sources": list(self.attack_push_sources),
            "attack_block_sources": list(self.attack_block_sources),
            "defence_push_sources": list(self.defence_push_sources),
            "defence_block_sources": list(self.defence_block_sources),
            "defence_item": self.defence_item.id,
            "defence_bonus": self.defence_item.defence_bonus,
        }


@dataclass(frozen=True)
class AttackResult:
    outcome: str
    dice: AttackDice
    attack: RollResult
    defence: RollResult

    @property
    def hit(self) -> bool:
        return self.outcome in HITS

    @property
    def defence_zeroed(self) -> bool:
        return self.outcome == HIT_DEFENCE_ZEROED

    @property
    def action_points_gained(self) -> int:
        return int(self.outcome == MISS_ATTACK_ZEROED)

    def as_json(self) -> JsonObject:
        return {
            "outcome": self.outcome,
            "hit": self.hit,
            "defence_zeroed": self.defence_zeroed,
            "defender_action_points_gained": self.action_points_gained,
            **self.dice.fields,
            "attack": self.attack.as_json(),
            "defence": self.defence.as_json(),
            "margin": self.attack.total - self.defence.total,
        }

    def describe(self) -> str:
        return f"attack {self.attack.describe()} vs defence {self.defence.describe()}: {self.outcome}"


def _sources(conditions: Mapping[str, bool]) -> tuple[str, ...]:
    return tuple(name for name, applies in conditions.items() if applies)


def attack_dice(setup: AttackSetup) -> AttackDice:
    """Steps 2–5 of §10.2: the pushes and blocks of the attack and of the defence, and the defence item."""
    attacker, defender, distance = setup.attacker, setup.defender, setup.distance
    weapon = attacker.weapon
    item = defender.defence_item()
    attack_pushes = _sources(
        {
            "optimal_distance": distance is not None and distance_category(weapon.length, distance) == OPTIMAL,
            "versatile": "versatile" in weapon.properties and distance == weapon.length - 1,
            "long_shaft": "long_shaft" in weapon.properties
            and distance is not None
            and distance > defender.weapon.length,
            "unarmed": "unarmed" in weapon.properties and defender.weapon is UNARMED and not defender.shield,
            "height_advantage": setup.height_advantage and not weapon.ranged,
        }
    )
    attack_blocks = _sources(
        {
            "powerful": "powerful" in weapon.properties and setup.previous_action_was_attack,
            "damage_effect": attacker.attribute_marked,
            "knocked_out": attacker.override_knockout,
        }
    )
    defence_pushes = _sources({"covers_vs_ranged": "covers_vs_ranged" in item.properties and weapon.ranged})
    defence_blocks = _sources(
        {
            "front_heavy": "front_heavy" in item.properties and distance is not None and distance > item.length,
            "damage_effect": defender.attribute_marked,
            "knocked_out": defender.override_knockout,
        }
    )
    return AttackDice(
        None if distance is None else distance_category(weapon.length, distance),
        attack_pushes,
        attack_blocks,
        defence_pushes,
        defence_blocks,
        item,
        attacker.spec.reading(extra_pushes=len(attack_pushes), extra_blocks=len(attack_blocks)),
        defender.spec.reading(
            extra_pushes=len(defence_pushes), extra_blocks=len(defence_blocks), bonus=item.defence_bonus
        ),
    )


def roll_attack(dice: AttackDice, source: DiceSource, *, gamble: bool) -> AttackResult:
    """Steps 6–7 of §10.2: the attack roll, the defence roll (or a gamble), the four outcomes."""
    attack = source.read(dice.attack)
    defence = dice.defence.gamble() if gamble else source.read(dice.defence)
    return judged_attack(dice, attack, defence)


def judged_attack(dice: AttackDice, attack: RollResult, defence: RollResult) -> AttackResult:
    """Step 7 of §10.2: the four outcomes of the attack roll against the defence roll."""
    result = opposed(attack, defence)
    if result.initiator_wins:
        outcome = HIT_DEFENCE_ZEROED if result.resister_zeroed else HIT
    else:
        outcome = MISS_ATTACK_ZEROED if result.initiator_zeroed else MISS
    return AttackResult(outcome, dice, attack, defence)


def outcome_key(attack: RollResult, defence: RollResult) -> Hashable:
    """What :func:`judged_attack` reads of the two rolls: the margin and both first dice."""
    return attack.total - defence.total, attack.first_die_zero, defence.first_die_zero


def resolve_attack(setup: AttackSetup, source: DiceSource) -> AttackResult:
    """Steps 2–7 of §10.2: pushes and blocks, the attack roll, the defence roll, the four outcomes."""
    return roll_attack(attack_dice(setup), source, gamble=setup.gamble)


def _side(side: FvAttackSide) -> Side:
    return Side(side.spec(), WEAPONS[side.weapon], side.shield, side.attribute_marked, side.override_knockout)


def planned_attack(request: FvAttackInput) -> AttackSetup:
    """The attack a request asks for, once its checks pass (§10.2 step 1)."""
    attacker, defender = _side(request.attacker), _side(request.defender)
    defence, sight_line, distance_id = request.defender.defence, request.sight_line, request.distance
    weapon = attacker.weapon
    distance = None if distance_id is None else DISTANCE_INDEX[distance_id]
    if distance is not None and distance_category(weapon.length, distance) == TOO_LONG:
        raise InputError("distance", "too long for the attacker's weapon: it cannot attack")
    if slow_blocked(weapon, request.attacker.attacked_with_weapon_last_round):
        raise InputError("attacker.attacked_with_weapon_last_round", "a slow weapon cannot attack two rounds in a row")
    if request.narrow_zone and narrow_blocked(weapon):
        raise InputError("narrow_zone", "a weapon of length pole or longer cannot be used in a narrow zone")
    if sight_line == "obstructed":
        raise InputError("sight_line", "the target cannot be attacked")
    if sight_line == "free" and defence == DEFEND:
        raise InputError("defender.defence", "a free sight line forces a gamble")
    previous_attack = request.attacker.previous_action_was_attack
    return AttackSetup(attacker, defender, distance, previous_attack, request.height_advantage, defence == GAMBLE)


def _planned_dice(request: FvAttackInput) -> tuple[AttackSetup, AttackDice]:
    setup = planned_attack(request)
    return setup, attack_dice(setup)


def run_attack(raw: Mapping[str, Any]) -> JsonObject:
    """``attack``: one attack roll against one defence roll, or a gamble (chansa)."""
    request = parse(FvAttackInput, raw)
    setup, dice = request.once(_planned_dice)
    source = dice_source(request.dice)
    result = roll_attack(dice, source, gamble=setup.gamble)
    source.finish()
    return result.as_json() | {"dice": source.used, "breakdown": result.describe()}


def attack_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied | None:
    """The odds of :func:`run_attack` roll by roll (:func:`versus`): the outcome reads the margin and both
    first dice. A gamble rolls the attack alone: walked whole."""
    request = parse(FvAttackInput, raw)
    setup, dice = request.once(_planned_dice)
    if setup.gamble:
        return None
    return versus(
        dice.attack,
        dice.defence,
        limits,
        output=lambda attack, defence: judged_attack(dice, attack, defence).as_json(),
        key=outcome_key,
        first_fields=lambda attack: {"attack": attack.as_json()},
        second_fields=lambda defence: {"defence": defence.as_json()},
    )
