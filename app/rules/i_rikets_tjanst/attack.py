"""An attack's resolution once its roll is made (§6.7 steps 3-6): the active defence, net successes,
hit, KP damage and the critical roll. Shared by ``attack`` and the combat reaction phase."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

from app.rules.dice import DiceSource
from app.rules.dice.reading import RollReading
from app.rules.i_rikets_tjanst.damage import Critical, CriticalRoll
from app.rules.i_rikets_tjanst.dice import (
    Checked,
    Payment,
    PoolCheck,
    PoolRoll,
    Roller,
    listing,
    pay,
    payment_for,
    resources_of,
    roll_pool,
)
from app.rules.i_rikets_tjanst.difficulty import Steps, judge

DEFENCE_BASE = "easy"


def defence_payment(extra: int, fokus: int, stability: int, field: str) -> Payment:
    """1 Fokus (1 Stress with no Fokus), then the extra dice from the Fokus left, then Stress.

    The Stability limit applies to the extra dice alone: the defence's own Stress is a separate use.
    """
    cost = payment_for(1, fokus)
    return cost + pay(extra, fokus - cost.fokus_spent, stability, field)


@dataclass(frozen=True)
class Defended:
    """A defence roll's result: its JSON (the odds share it between the paths with the same reading:
    never change it) and its breakdown wording, made once."""

    json: dict[str, Any]

    @property
    def effect(self) -> int:
        effect: int = self.json["effect"]
        return effect

    @cached_property
    def wording(self) -> str:
        """``parry [10,4,6,2] Effect 1``."""
        return f"{self.json['type']} {listing(self.json['faces'])} Effect {self.effect}"


@dataclass(frozen=True)
class Defence(RollReading[Defended]):
    """A declared active defence (väja / parera) and the defender's dice and resources; rolled, it is
    read through its successes, twelves and complications (the rest of its result is the same)."""

    type: str
    pool: int
    extra: int
    payment: Payment
    wounded: bool
    defender: Roller

    def roll(self, source: DiceSource) -> Defended:
        """Smidighet + Strid + bonus dice, then extra dice, at Easy (one step harder when Wounded).

        Its Effect is what it takes off the attack's successes; a dodge leaves the defender prone.
        """
        rolled = roll_pool(source, self.pool, self.extra)
        verdict = judge(DEFENCE_BASE, Steps(wounded=self.wounded))
        required = verdict.required or 0
        resources = resources_of(self.defender, payment=self.payment, rolled=rolled.faces, added=rolled.extra)
        return Defended(
            {
                "type": self.type,
                "faces": rolled.faces,
                "successes": rolled.successes,
                "effective_difficulty": verdict.effective,
                "effect": max(0, rolled.successes - required),
                "prone": self.type == "dodge",
                "resources": resources,
            }
        )

    def key(self, result: Defended) -> Hashable:
        resources = result.json["resources"]
        return result.json["successes"], resources["fokus_gained"], resources["complications"]


class Strike(NamedTuple):
    """What the hit needs besides the attack's faces: the difficulty, the weapon (Skada, type,
    Penetrerande) and the target."""

    difficulty: str
    required: int
    damage: int
    damage_type: str
    penetrating: bool
    protection: int
    crit_toughness: int

    def critical_roll(self, twelves: int) -> CriticalRoll:
        """The critical roll of this hit with ``twelves`` 12s on the attack dice."""
        return CriticalRoll.of(self.damage_type, twelves, self.penetrating, self.crit_toughness)


def net_successes(successes: int, defence_effect: int) -> int:
    """The attack's successes the defence leaves: successes − defence Effect (min 0)."""
    return max(0, successes - defence_effect)


def resolve_hit(strike: Strike, successes: int, defence_effect: int) -> dict[str, Any]:
    """Net = successes − defence Effect; a hit when net ≥ required; KP = Skada + Effect − Skydd (min 0)."""
    net = net_successes(successes, defence_effect)
    hit = net >= strike.required
    effect = net - strike.required if hit else None
    hp_damage = max(0, strike.damage + effect - strike.protection) if effect is not None else 0
    return {"net_successes": net, "hit": hit, "effect": effect, "hp_damage": hp_damage}


def critical_due(hit: dict[str, Any], twelves: int) -> bool:
    """A critical needs a hit, a 12 on the attack dice and at least 1 KP through protection."""
    return bool(hit["hit"]) and twelves >= 1 and hit["hp_damage"] >= 1


class Struck(NamedTuple):
    """An attack's dice as its odds read them: the dice rolled now (None: none), every face of the
    attack, and the critical roll when the hit could be critical."""

    rolled: Checked | None
    faces: PoolRoll
    critical: Critical | None


@dataclass(frozen=True)
class AttackWithCritical(RollReading[Struck]):
    """For the odds alone: the dice an attack rolls now (``rolled``, after the faces ``made`` already)
    and, when the attack would be critical against no defence, the critical roll, read through the
    rolled dice's key and the critical die.

    The rule rolls the critical die after the defence, and only when the defended hit is critical; the
    odds may roll it first and whenever a defence could leave it critical, as a die the rule does not read
    changes no chance.
    """

    made: tuple[int, ...]
    rolled: PoolCheck | None
    strike: Strike

    def roll(self, source: DiceSource) -> Struck:
        checked = None if self.rolled is None else source.read(self.rolled)
        faces = PoolRoll(list(self.made), [] if checked is None else checked.rolled.faces)
        undefended = resolve_hit(self.strike, faces.successes, 0)
        due = critical_due(undefended, faces.twelves)
        return Struck(checked, faces, source.read(self.strike.critical_roll(faces.twelves)) if due else None)

    def key(self, result: Struck) -> Hashable:
        rolled = None if self.rolled is None or result.rolled is None else self.rolled.key(result.rolled)
        critical = result.critical
        return rolled, None if critical is None else self.strike.critical_roll(result.faces.twelves).key(critical)


def hit_key(struck: Struck, defended: Defended) -> Hashable:
    """What the hit and the critical read of an attack against a defence: the net successes, the 12s and
    the critical die (a group of pairs for :func:`app.rules.odds.independent.versus`)."""
    critical = struck.critical
    net = net_successes(struck.faces.successes, defended.effect)
    return net, struck.faces.twelves, None if critical is None else critical.json["die"]


def struck_hit(strike: Strike, struck: Struck, defended: Defended) -> tuple[dict[str, Any], Critical | None]:
    """The hit of an attack read by :class:`AttackWithCritical` against a defence, and its critical when
    due."""
    hit = resolve_hit(strike, struck.faces.successes, defended.effect)
    return hit, struck.critical if critical_due(hit, struck.faces.twelves) else None


def hit_wording(strike: Strike, defended: Defended | None, hit: dict[str, Any], critical: Critical | None) -> str:
    """``parry [10,4,6,2] Effect 1 -> net 2; normal needs 1: hit, Effect 1; KP 1+1-0 = 2; critical ...``."""
    parts = []
    if defended is not None:
        parts.append(f"{defended.wording} -> net {hit['net_successes']}")
    if hit["hit"]:
        parts.append(f"{strike.difficulty} needs {strike.required}: hit, Effect {hit['effect']}")
        parts.append(f"KP {strike.damage}+{hit['effect']}-{strike.protection} = {hit['hp_damage']}")
    else:
        parts.append(f"{strike.difficulty} needs {strike.required}: miss")
    if critical is not None:
        parts.append(f"critical {critical.wording}")
    return "; ".join(parts)
