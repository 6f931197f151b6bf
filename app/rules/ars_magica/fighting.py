"""Stateless combat operations: ``initiative`` (§6.6), ``attack`` (§6.7), ``damage`` (§6.8) and
``wound_level`` (§6.9)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Annotated, Any

from pydantic import Field

from app.rules.ars_magica.basic import AmRollReport, roll_report, signed_sum
from app.rules.ars_magica.catalogue import Arms
from app.rules.ars_magica.condition import Fatigue, Wounds, wound_for, wound_range
from app.rules.ars_magica.dice import dice_source, roll_only_die
from app.rules.ars_magica.exchange import (
    NO_DEFENCE,
    Attack,
    Attacker,
    Defender,
    ScoreRoll,
    damage_total,
    soak_total,
    usable_weapon,
)
from app.rules.ars_magica.models import (
    AmArmed,
    AmAttackOutcome,
    AmDieResult,
    AmFatigueLevels,
    AmFighter,
    AmInput,
    AmOutput,
    AmPenalties,
    AmRolled,
    AmRoller,
    AmSoak,
    AmWoundCounts,
    Characteristic,
    EncumbranceScore,
    Modifier,
    RangeIncrements,
    Size,
    StatusId,
    WoundLevelId,
    armour_of,
)
from app.rules.errors import InputError
from app.rules.odds.enumerate import Limits
from app.rules.odds.independent import versus
from app.rules.odds.summary import Tallied
from app.rules.validation import ForcedFaces, parse


class AmInitiativeInput(AmArmed, AmRoller):
    quickness: Characteristic
    encumbrance: EncumbranceScore = 0
    dice: ForcedFaces = None


class AmInitiativeOutput(AmRolled, AmPenalties, AmRollReport):
    weapon_initiative: int


def initiative_base(
    *, quickness: int, arms: Arms, encumbrance: int, modifiers: int, wounds: Wounds, fatigue: Fatigue
) -> int:
    """Initiative before the die: Quickness + weapon (and shield) Initiative − Encumbrance + the rest."""
    return quickness + arms.init - encumbrance + modifiers + wounds.penalty + fatigue.penalty


def run_initiative(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Initiative (*Inicjatywa*) = Quickness + weapon Initiative − Encumbrance + stress die."""
    request = parse(AmInitiativeInput, raw)
    request.check_hands()
    wounds, fatigue = request.able()
    die, dice = roll_only_die(request.dice, "stress", request.botch_dice)
    arms = request.arms
    total = die.total(
        initiative_base(
            quickness=request.quickness,
            arms=arms,
            encumbrance=request.encumbrance,
            modifiers=request.modifiers,
            wounds=wounds,
            fatigue=fatigue,
        )
    )
    weapon_initiative = arms.init
    mods = (request.modifiers, wounds.penalty, fatigue.penalty)
    return {
        **roll_report(die, total),
        "weapon_initiative": weapon_initiative,
        "wound_penalty": wounds.penalty,
        "fatigue_penalty": fatigue.penalty,
        "dice": dice,
        "breakdown": f"Qik {request.quickness} + weapon {weapon_initiative} - enc {request.encumbrance}"
        f" + mods {signed_sum(*mods)} + die {die.text()} = {total}",
    }


class AmAttackerInput(AmFighter):
    dexterity: Characteristic
    strength: Characteristic
    damage_modifier: Modifier = 0


class AmDefenderInput(AmSoak, AmFighter):
    quickness: Characteristic
    dead: bool = False


class AmAttackInput(AmInput):
    attacker: AmAttackerInput
    defender: AmDefenderInput
    range_increments: RangeIncrements | None = None
    dice: ForcedFaces = None

    @cached_property
    def attack(self) -> Attack:
        """The attack the request describes, after its checks; worked out once per request (the odds walk
        runs the rule on one request for every face sequence)."""
        attacker, defender = self.attacker, self.defender
        attacker.check_hands("attacker")
        defender.check_hands("defender")
        if defender.dead:
            raise InputError("defender.dead", "the defender is already dead")
        arms = attacker.arms
        if self.range_increments is not None and not arms.weapon.is_missile:
            raise InputError("range_increments", "only allowed for missile weapons")
        attacker_wounds, attacker_fatigue = attacker.able("attacker")
        weapon_attack, weapon_damage = usable_weapon(arms, "attacker.weapon")
        defender_wounds, defender_fatigue = defender.condition
        return Attack(
            Attacker(
                dexterity=attacker.dexterity,
                strength=attacker.strength,
                ability=attacker.ability,
                weapon_attack=weapon_attack,
                weapon_damage=weapon_damage,
                missile=arms.weapon.is_missile,
                wounds=attacker_wounds,
                fatigue=attacker_fatigue,
                modifiers=attacker.modifiers,
                damage_modifier=attacker.damage_modifier,
                exertion=attacker.exertion,
                botch_dice=attacker.botch_dice,
            ),
            Defender(
                quickness=defender.quickness,
                stamina=defender.stamina,
                ability=defender.ability,
                arms=defender.arms,
                armour=armour_of(defender.armour),
                wounds=defender_wounds,
                fatigue=defender_fatigue,
                size=defender.size,
                soak_modifier=defender.soak_modifier,
                modifiers=defender.modifiers,
                exertion=defender.exertion,
                botch_dice=defender.botch_dice,
            ),
            self.range_increments,
        )


class AmAttackRoll(AmPenalties, AmRollReport):
    ability_used: int
    weapon_modifier: int
    range_penalty: int


class AmDefenceRoll(AmPenalties):
    rolled: bool
    total: int
    die: AmDieResult | None
    botched: bool
    botch_count: int
    ability_used: int
    weapon_modifier: int


class AmAttackOutput(AmRolled, AmAttackOutcome):
    missile: bool
    range_increments: int | None
    attack: AmAttackRoll
    defence: AmDefenceRoll
    attacker_fatigue_after: AmFatigueLevels
    defender_fatigue_after: AmFatigueLevels
    defender_wounds_after: AmWoundCounts
    defender_status_after: StatusId


def run_attack(raw: Mapping[str, Any]) -> dict[str, Any]:
    """One complete attack: Attack vs Defence, Attack Advantage, Damage vs Soak, the wound. The attacker's
    die is rolled, then the defender's if the defender can act."""
    request = parse(AmAttackInput, raw)
    attack = request.attack
    source = dice_source(request.dice)
    rolled = source.read(attack.attack_dice)
    defence = source.read(attack.defence_dice) if attack.defended else None
    source.finish()
    return _attack_answer(attack, rolled, defence, source.used)


def attack_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied | None:
    """The odds of :func:`run_attack` roll by roll (:func:`versus`): the blow reads the Attack Advantage and
    whether the attack botched. An undefended attack rolls one die: walked whole."""
    attack = parse(AmAttackInput, raw).attack
    if not attack.defended:
        return None
    return versus(
        attack.attack_dice,
        attack.defence_dice,
        limits,
        output=lambda rolled, defence: _attack_answer(attack, rolled, defence, []),
        key=lambda rolled, defence: (rolled.total - defence.total, rolled.die.botched),
        first_fields=lambda rolled: {"attack": rolled.report},
        second_fields=lambda defence: {"defence": defence.report},
    )


def _attack_answer(attack: Attack, rolled: ScoreRoll, defence: ScoreRoll | None, used: list[int]) -> dict[str, Any]:
    outcome, breakdown = attack.reported(rolled, defence)
    return {
        "missile": attack.attacker.missile,
        "range_increments": attack.increments,
        "attack": rolled.report,
        "defence": NO_DEFENCE if defence is None else defence.report,
        **outcome,
        "dice": used,
        "breakdown": breakdown,
    }


class AmDamageInput(AmSoak, AmArmed):
    strength: Characteristic
    attack_advantage: Annotated[int, Field(ge=1, le=1000)]
    damage_modifier: Modifier = 0


class AmWoundLevelOutput(AmOutput):
    """The wound that damage beyond Soak gives a creature of the given Size (Decision §8.11)."""

    excess: int
    wound: WoundLevelId | None
    wound_range: int


def wound_report(excess: int, size: int) -> dict[str, Any]:
    return {"excess": excess, "wound": wound_for(excess, size), "wound_range": wound_range(size)}


class AmDamageOutput(AmWoundLevelOutput):
    damage_total: int
    soak_total: int


def run_damage(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Damage and Soak for a known, positive Attack Advantage, and the wound."""
    request = parse(AmDamageInput, raw)
    request.check_hands()
    weapon_damage = request.arms.dam
    if weapon_damage is None:
        raise InputError("weapon", "this weapon cannot deal damage")
    damage = damage_total(request.strength, weapon_damage, request.damage_modifier, request.attack_advantage)
    soak = soak_total(request.stamina, armour_of(request.armour), request.soak_modifier)
    return {"damage_total": damage, "soak_total": soak, **wound_report(damage - soak, request.size)}


Points = Annotated[int, Field(ge=-1000, le=1000)]


class AmWoundLevelInput(AmInput):
    damage: Points
    soak: Points
    size: Size = 0


def run_wound_level(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Any damage against any soak: the wound by Size (Decision §8.11)."""
    request = parse(AmWoundLevelInput, raw)
    return wound_report(request.damage - request.soak, request.size)
