"""One attack exchange, steps 2a–2d of the seed (spec §6.7): Attack, Defence, Attack Advantage,
Damage, Soak and the wound. Shared by the stateless ``attack`` and the combat round."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

from app.rules.ars_magica.catalogue import RANGE_INCREMENT_PENALTY, Armour, Arms
from app.rules.ars_magica.condition import Fatigue, Status, WoundId, Wounds, status, wound_for
from app.rules.ars_magica.dice import DieRoll, StressDie, roll_stress
from app.rules.dice import DiceSource
from app.rules.dice.reading import RollReading
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


@dataclass(frozen=True)
class ScoreRoll:
    """An Attack or Defence roll: characteristic + Ability (doubled on exertion) + gear + penalties + die."""

    die: DieRoll
    total: int
    ability_used: int
    weapon_modifier: int
    wound_penalty: int
    fatigue_penalty: int
    range_penalty: int | None = None
    """An Attack roll's penalty for range (0 within range); None for a Defence roll."""

    @cached_property
    def report(self) -> dict[str, Any]:
        """The roll's block of the ``attack`` output (``range_penalty`` last for an Attack roll, ``rolled``
        first for a Defence roll). Built once per roll: the odds walk shows one roll per key on many paths,
        and tallies a block it meets again by its identity."""
        block = {
            "total": self.total,
            "die": self.die.to_json(),
            "botched": self.die.botched,
            "botch_count": self.die.botch_count,
            "ability_used": self.ability_used,
            "weapon_modifier": self.weapon_modifier,
            "wound_penalty": self.wound_penalty,
            "fatigue_penalty": self.fatigue_penalty,
        }
        if self.range_penalty is None:
            return {"rolled": True, **block}
        block["range_penalty"] = self.range_penalty
        return block


@dataclass(frozen=True)
class ScoreDice(RollReading[ScoreRoll]):
    """An Attack or Defence roll before its die: the terms of its total (``base``: all but the die) and its
    botch dice. Read through its die as :class:`StressDie` reads it, since the rest follows from the terms."""

    base: int
    ability_used: int
    weapon_modifier: int
    wound_penalty: int
    fatigue_penalty: int
    range_penalty: int | None
    botch_dice: int

    def total(self, die: DieRoll) -> int:
        return die.total(self.base)

    def score(self, die: DieRoll) -> ScoreRoll:
        total = self.total(die)
        terms = (self.ability_used, self.weapon_modifier, self.wound_penalty, self.fatigue_penalty)
        return ScoreRoll(die, total, *terms, self.range_penalty)

    def roll(self, source: DiceSource) -> ScoreRoll:
        return self.score(roll_stress(source, self.botch_dice))

    def key(self, result: ScoreRoll) -> Hashable:
        return StressDie(self.botch_dice).key(result.die)


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


@dataclass(frozen=True)
class Blow:
    """What the Attack Advantage decides, with whether the Attack roll botched: on a hit, Damage, Soak and
    the wound."""

    attack_advantage: int
    hit: bool
    damage_total: int | None
    soak_total: int | None
    wound: WoundId | None
    defender_wounds_after: Wounds

    @property
    def excess(self) -> int | None:
        if self.damage_total is None or self.soak_total is None:
            return None
        return self.damage_total - self.soak_total

    @cached_property
    def report(self) -> dict[str, Any]:
        """``attack_advantage`` … ``wound``: the part the ``attack`` output and the combat event share."""
        return {
            "attack_advantage": self.attack_advantage,
            "hit": self.hit,
            "damage_total": self.damage_total,
            "soak_total": self.soak_total,
            "excess": self.excess,
            "wound": self.wound,
        }


class Exchange(NamedTuple):
    """What one attack did: its rolls and the blow they deal (a tuple: the odds walk makes one per path)."""

    of: Attack
    attack: ScoreRoll
    defence: ScoreRoll | None
    blow: Blow

    @property
    def missile(self) -> bool:
        return self.of.attacker.missile

    @property
    def range_increments(self) -> int | None:
        return self.of.increments

    @property
    def range_penalty(self) -> int:
        return self.of.range_penalty

    @property
    def wound(self) -> WoundId | None:
        return self.blow.wound

    @property
    def attacker_fatigue_after(self) -> Fatigue:
        return self.of.attacker_fatigue_after

    @property
    def defender_fatigue_after(self) -> Fatigue:
        return self.of.defender_fatigue_after

    @property
    def defender_wounds_after(self) -> Wounds:
        return self.blow.defender_wounds_after

    @property
    def defender_dead(self) -> bool:
        return self.wound == "dead"

    @property
    def defender_status_after(self) -> Status:
        return status(self.defender_wounds_after, self.defender_fatigue_after, self.defender_dead)

    def outcome_json(self) -> dict[str, Any]:
        """``attack_advantage`` … ``wound``: the part the ``attack`` output and the combat event share."""
        return self.blow.report

    def breakdown(self) -> str:
        return self.of.breakdown(self.attack.total, self.attack.die.botched, self.defence.total if self.defence else 0)


def lands(botched: bool, advantage: int) -> bool:
    """Whether an attack hits: a positive Attack Advantage, and never a botched attack, even against a
    negative Defence total (§6.7 step 4: a botched check always fails, §2.2)."""
    return not botched and advantage > 0


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


def _score_dice(roller: Fighter, *, base: int, weapon_modifier: int, range_penalty: int | None = None) -> ScoreDice:
    """``base`` (the characteristic) + Ability + ``weapon_modifier`` + penalties + modifiers, before the die."""
    ability_used = roller.ability * 2 if roller.exertion else roller.ability
    wound_penalty, fatigue_penalty = roller.wounds.penalty, roller.fatigue.penalty
    total = base + ability_used + weapon_modifier + wound_penalty + fatigue_penalty + roller.modifiers
    return ScoreDice(
        total + (range_penalty or 0),
        ability_used,
        weapon_modifier,
        wound_penalty,
        fatigue_penalty,
        range_penalty,
        roller.botch_dice,
    )


@dataclass(frozen=True)
class Attack:
    """One attack before its dice: who attacks whom, at which range increment (missiles only). What
    follows from that alone is worked out once per attack, however many dice the odds walk shows it."""

    attacker: Attacker
    defender: Defender
    range_increments: int | None

    @cached_property
    def increments(self) -> int | None:
        return (self.range_increments or 1) if self.attacker.missile else None

    @cached_property
    def range_penalty(self) -> int:
        increments = self.increments
        return RANGE_INCREMENT_PENALTY * (increments - 1) if increments else 0

    @cached_property
    def defended(self) -> bool:
        """Whether the defender can act, and so rolls Defence."""
        return status(self.defender.wounds, self.defender.fatigue) == "active"

    @cached_property
    def attack_dice(self) -> ScoreDice:
        attacker = self.attacker
        return _score_dice(
            attacker, base=attacker.dexterity, weapon_modifier=attacker.weapon_attack, range_penalty=self.range_penalty
        )

    @cached_property
    def defence_dice(self) -> ScoreDice:
        defender = self.defender
        # Decision §8.23: against missiles only the shield defends.
        gear_defence = defender.arms.shield_dfn if self.attacker.missile else defender.arms.dfn
        return _score_dice(defender, base=defender.quickness, weapon_modifier=gear_defence)

    @cached_property
    def soak(self) -> int:
        return soak_total(self.defender.stamina, self.defender.armour, self.defender.soak_modifier)

    @cached_property
    def attacker_fatigue_after(self) -> Fatigue:
        return self.attacker.fatigue_after()

    @cached_property
    def defender_fatigue_after(self) -> Fatigue:
        return self.defender.fatigue_after(rolled=self.defended)

    @cached_property
    def _outcome_reports(self) -> dict[int, dict[str, Any]]:
        return {}

    @cached_property
    def _after_reports(self) -> dict[WoundId | None, dict[str, Any]]:
        return {}

    def outcome_report(self, exchange: Exchange) -> dict[str, Any]:
        """The ``attack`` output's fields from ``attack_advantage`` to ``defender_status_after``, built once
        per blow (their objects once per wound): the odds walk meets each on many paths, and tallies an
        object it meets again by its identity."""
        blow = exchange.blow
        report = self._outcome_reports.get(id(blow))  # the blows are kept, so their ids stay theirs
        if report is None:
            after = self._after_reports.get(blow.wound)
            if after is None:
                after = self._after_reports[blow.wound] = {
                    "attacker_fatigue_after": exchange.attacker_fatigue_after.to_json(),
                    "defender_fatigue_after": exchange.defender_fatigue_after.to_json(),
                    "defender_wounds_after": exchange.defender_wounds_after.to_json(),
                    "defender_status_after": exchange.defender_status_after,
                }
            report = self._outcome_reports[id(blow)] = {**blow.report, **after}
        return report

    def attack_roll(self, die: DieRoll) -> ScoreRoll:
        return self.attack_dice.score(die)

    def defence_roll(self, die: DieRoll) -> ScoreRoll:
        return self.defence_dice.score(die)

    def reported(self, attack: ScoreRoll, defence: ScoreRoll | None) -> tuple[dict[str, Any], str]:
        """The ``attack`` output's fields from ``attack_advantage`` on, and its account, for the rolls'
        totals: worked out once per totals, since the odds walk meets each on many paths."""
        totals = (attack.total, attack.die.botched, defence.total if defence else 0)
        known = self._reported.get(totals)
        if known is None:
            exchange = self.settle(attack, defence)
            known = self._reported[totals] = (self.outcome_report(exchange), exchange.breakdown())
        return known

    @cached_property
    def _reported(self) -> dict[tuple[int, bool, int], tuple[dict[str, Any], str]]:
        return {}

    def settle(self, attack: ScoreRoll, defence: ScoreRoll | None) -> Exchange:
        """The blow the rolls deal (a defender who cannot act has Defence 0)."""
        read = (attack.total - (defence.total if defence else 0), attack.die.botched)
        blow = self._blows.get(read)
        if blow is None:
            blow = self._blows[read] = self._blow(*read)
        return Exchange(self, attack, defence, blow)

    @cached_property
    def _blows(self) -> dict[tuple[int, bool], Blow]:
        """Each blow worked out so far, by Attack Advantage and botch: once per attack, however many
        rolls deal it."""
        return {}

    def breakdown(self, attack_total: int, botched: bool, defence_total: int) -> str:
        """The exchange's account, written once per attack and totals."""
        totals = (attack_total, botched, defence_total)
        text = self._texts.get(totals)
        if text is None:
            blow = self._blows[(attack_total - defence_total, botched)]
            botch = " (botched)" if botched else ""
            text = f"atk {attack_total}{botch} vs dfn {defence_total} -> adv {blow.attack_advantage}"
            if not blow.hit:
                text += ": no hit"
            else:
                wound = blow.wound or "no wound"
                text += f"; dmg {blow.damage_total} - soak {blow.soak_total} = {blow.excess} -> {wound}"
            self._texts[totals] = text
        return text

    @cached_property
    def _texts(self) -> dict[tuple[int, bool, int], str]:
        return {}

    def _blow(self, advantage: int, botched: bool) -> Blow:
        """On a hit, Damage, Soak and the wound."""
        defender = self.defender
        if not lands(botched, advantage):
            return Blow(advantage, False, None, None, None, defender.wounds)
        damage = self._damage(advantage)
        wound = wound_for(damage - self.soak, defender.size)
        wounds_after = defender.wounds if wound is None else defender.wounds.plus(wound)
        return Blow(advantage, True, damage, self.soak, wound, wounds_after)

    def _damage(self, advantage: int) -> int:
        attacker = self.attacker
        return damage_total(attacker.strength, attacker.weapon_damage, attacker.damage_modifier, advantage)

    def wound_dealt(self, advantage: int, botched: bool) -> WoundId | None:
        """The wound of the blow :meth:`settle` would work out, without the rest of it."""
        if not lands(botched, advantage):
            return None
        return wound_for(self._damage(advantage) - self.soak, self.defender.size)
