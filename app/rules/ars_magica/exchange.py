"""One attack exchange, steps 2a–2d of the seed (spec §6.7): Attack, Defence, Attack Advantage,
Damage, Soak and the wound. Shared by the stateless ``attack`` and the combat round."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.rules.ars_magica.catalogue import RANGE_INCREMENT_PENALTY, Armour, Arms
from app.rules.ars_magica.condition import Fatigue, Status, WoundId, Wounds, status, wound_for
from app.rules.ars_magica.dice import DieRoll, roll_stress
from app.rules.dice import DiceSource
from app.rules.errors import InputError


@dataclass(frozen=True, slots=True, kw_only=True)
class Fighter:
    """What an Attack or Defence roll needs of its roller: Ability (doubled on exertion), the penalties of
    wounds and fatigue, modifiers and botch dice."""

    ability: int
    wounds: Wounds
    fatigue: Fatigue
    modifiers: int = 0
    exertion: bool = False
    botch_dice: int = 1

    def fatigue_after(self, rolled: bool = True) -> Fatigue:
        """Exertion on a roll made costs one short-term level after it (Decision §8.25)."""
        return self.fatigue.plus("short_term", 1)[0] if self.exertion and rolled else self.fatigue


@dataclass(frozen=True, slots=True, kw_only=True)
class Attacker(Fighter):
    """Who attacks, with the Attack and Damage modifiers of a weapon known to do both."""

    dexterity: int
    strength: int
    weapon_attack: int
    weapon_damage: int
    missile: bool
    damage_modifier: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Defender(Fighter):
    """Who is attacked: Defence if able to act, Soak and Size for the wound."""

    quickness: int
    stamina: int
    arms: Arms
    armour: Armour | None
    size: int = 0
    soak_modifier: int = 0


@dataclass(frozen=True, slots=True)
class ScoreRoll:
    """An Attack or Defence roll: characteristic + Ability (doubled on exertion) + gear + penalties + die."""

    die: DieRoll
    total: int
    ability_used: int
    weapon_modifier: int
    wound_penalty: int
    fatigue_penalty: int

    def to_json(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "die": self.die.to_json(),
            "botched": self.die.botched,
            "botch_count": self.die.botch_count,
            "ability_used": self.ability_used,
            "weapon_modifier": self.weapon_modifier,
            "wound_penalty": self.wound_penalty,
            "fatigue_penalty": self.fatigue_penalty,
        }


NO_DEFENCE: dict[str, Any] = {
    "rolled": False,
    "total": 0,
    "die": None,
    "botched": False,
    "botch_count": 0,
    "ability_used": 0,
    "weapon_modifier": 0,
    "wound_penalty": 0,
    "fatigue_penalty": 0,
}
"""The ``defence`` block of a defender who cannot act: no roll, Defence 0 (Decision §8.22)."""


@dataclass(frozen=True, slots=True)
class Exchange:
    """What one attack did."""

    missile: bool
    range_increments: int | None
    range_penalty: int
    attack: ScoreRoll
    defence: ScoreRoll | None
    attack_advantage: int
    damage_total: int | None
    soak_total: int | None
    wound: WoundId | None
    attacker_fatigue_after: Fatigue
    defender_fatigue_after: Fatigue
    defender_wounds_after: Wounds

    @property
    def hit(self) -> bool:
        return lands(self.attack, self.attack_advantage)

    @property
    def excess(self) -> int | None:
        if self.damage_total is None or self.soak_total is None:
            return None
        return self.damage_total - self.soak_total

    @property
    def defender_dead(self) -> bool:
        return self.wound == "dead"

    @property
    def defender_status_after(self) -> Status:
        return status(self.defender_wounds_after, self.defender_fatigue_after, self.defender_dead)

    def outcome_json(self) -> dict[str, Any]:
        """``attack_advantage`` … ``wound``: the part the ``attack`` output and the combat event share."""
        return {
            "attack_advantage": self.attack_advantage,
            "hit": self.hit,
            "damage_total": self.damage_total,
            "soak_total": self.soak_total,
            "excess": self.excess,
            "wound": self.wound,
        }

    def breakdown(self) -> str:
        botch = " (botched)" if self.attack.die.botched else ""
        text = f"atk {self.attack.total}{botch} vs dfn {self.defence.total if self.defence else 0}"
        text += f" -> adv {self.attack_advantage}"
        if not self.hit:
            return text + ": no hit"
        wound = self.wound or "no wound"
        return text + f"; dmg {self.damage_total} - soak {self.soak_total} = {self.excess} -> {wound}"


def lands(attack: ScoreRoll, advantage: int) -> bool:
    """Whether an attack hits: a positive Attack Advantage, and never a botched attack, even against a
    negative Defence total (§6.7 step 4: a botched check always fails, §2.2)."""
    return not attack.die.botched and advantage > 0


def usable_weapon(arms: Arms, field: str) -> tuple[int, int]:
    """The Attack and Damage modifiers of an attacker's arms, or 422 naming ``field``.

    The spec refuses a weapon that cannot attack; one that attacks but has no Damage (a custom
    ``dam: null``) is refused too, with the wording of ``damage`` (§6.8), since a hit could not be scored.
    """
    if arms.atk is None:
        raise InputError(field, "this weapon cannot attack")
    if arms.dam is None:
        raise InputError(field, "this weapon cannot deal damage")
    return arms.atk, arms.dam


def damage_total(strength: int, weapon_damage: int, damage_modifier: int, attack_advantage: int) -> int:
    """Damage (*Obrażenia*) = Strength + weapon Damage + modifier + Attack Advantage; no penalties."""
    return strength + weapon_damage + damage_modifier + attack_advantage


def soak_total(stamina: int, armour: Armour | None, soak_modifier: int) -> int:
    """Soak (*Wyparowania*) = Stamina + armour protection + modifier; no penalties."""
    return stamina + (armour.protection if armour else 0) + soak_modifier


def _score_roll(roller: Fighter, die: DieRoll, *, base: int, weapon_modifier: int, range_penalty: int = 0) -> ScoreRoll:
    """``base`` (the characteristic) + Ability + ``weapon_modifier`` + penalties + modifiers + die."""
    ability_used = roller.ability * 2 if roller.exertion else roller.ability
    wound_penalty, fatigue_penalty = roller.wounds.penalty, roller.fatigue.penalty
    total = die.total(
        base + ability_used + weapon_modifier + wound_penalty + fatigue_penalty + roller.modifiers + range_penalty
    )
    return ScoreRoll(die, total, ability_used, weapon_modifier, wound_penalty, fatigue_penalty)


@dataclass(frozen=True)
class Attack:
    """One attack before its dice: who attacks whom, at which range increment (missiles only)."""

    attacker: Attacker
    defender: Defender
    range_increments: int | None

    @property
    def increments(self) -> int | None:
        return (self.range_increments or 1) if self.attacker.missile else None

    @property
    def range_penalty(self) -> int:
        increments = self.increments
        return RANGE_INCREMENT_PENALTY * (increments - 1) if increments else 0

    @property
    def defended(self) -> bool:
        """Whether the defender can act, and so rolls Defence."""
        return status(self.defender.wounds, self.defender.fatigue) == "active"

    def attack_roll(self, die: DieRoll) -> ScoreRoll:
        attacker, penalty = self.attacker, self.range_penalty
        return _score_roll(
            attacker, die, base=attacker.dexterity, weapon_modifier=attacker.weapon_attack, range_penalty=penalty
        )

    def defence_roll(self, die: DieRoll) -> ScoreRoll:
        defender = self.defender
        # Decision §8.23: against missiles only the shield defends.
        gear_defence = defender.arms.shield_dfn if self.attacker.missile else defender.arms.dfn
        return _score_roll(defender, die, base=defender.quickness, weapon_modifier=gear_defence)

    def settle(self, attack: ScoreRoll, defence: ScoreRoll | None) -> Exchange:
        """Attack Advantage and, on a hit, the wound."""
        attacker, defender = self.attacker, self.defender
        advantage = attack.total - (defence.total if defence else 0)
        damage = soak = None
        wound: WoundId | None = None
        wounds_after = defender.wounds
        if lands(attack, advantage):
            damage = damage_total(attacker.strength, attacker.weapon_damage, attacker.damage_modifier, advantage)
            soak = soak_total(defender.stamina, defender.armour, defender.soak_modifier)
            wound = wound_for(damage - soak, defender.size)
            if wound is not None:
                wounds_after = wounds_after.plus(wound)
        return Exchange(
            missile=attacker.missile,
            range_increments=self.increments,
            range_penalty=self.range_penalty,
            attack=attack,
            defence=defence,
            attack_advantage=advantage,
            damage_total=damage,
            soak_total=soak,
            wound=wound,
            attacker_fatigue_after=attacker.fatigue_after(),
            defender_fatigue_after=defender.fatigue_after(rolled=defence is not None),
            defender_wounds_after=wounds_after,
        )


def resolve_attack(
    source: DiceSource, attacker: Attacker, defender: Defender, range_increments: int | None
) -> Exchange:
    """Roll Attack, then Defence if the defender can act; on a hit, the wound."""
    attack = Attack(attacker, defender, range_increments)
    rolled = attack.attack_roll(roll_stress(source, attacker.botch_dice))
    defence = attack.defence_roll(roll_stress(source, defender.botch_dice)) if attack.defended else None
    return attack.settle(rolled, defence)
