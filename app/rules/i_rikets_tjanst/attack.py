"""An attack's resolution once its roll is made (§6.7 steps 3-6): the active defence, net successes,
hit, KP damage and the critical roll. Shared by ``attack`` and the combat reaction phase."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.rules.dice import DiceSource
from app.rules.i_rikets_tjanst.damage import critical_wording, roll_critical
from app.rules.i_rikets_tjanst.dice import Counters, Payment, listing, pay, payment_for, resources_of, roll_pool
from app.rules.i_rikets_tjanst.difficulty import Steps, judge

DEFENCE_BASE = "easy"


def defence_payment(extra: int, fokus: int, stability: int, field: str) -> Payment:
    """1 Fokus (1 Stress with no Fokus), then the extra dice from the Fokus left, then Stress.

    The Stability limit applies to the extra dice alone: the defence's own Stress is a separate use.
    """
    cost = payment_for(1, fokus)
    return cost + pay(extra, fokus - cost.fokus_spent, stability, field)


@dataclass(frozen=True)
class Defence:
    """A declared active defence (väja / parera) and the defender's dice and resources."""

    type: str
    pool: int
    extra: int
    payment: Payment
    wounded: bool
    defender: Counters


def roll_defence(source: DiceSource, defence: Defence) -> dict[str, Any]:
    """Smidighet + Strid + bonus dice, then extra dice, at Easy (one step harder when Wounded).

    Its Effect is what it takes off the attack's successes; a dodge leaves the defender prone.
    """
    rolled = roll_pool(source, defence.pool, defence.extra)
    verdict = judge(DEFENCE_BASE, Steps(wounded=defence.wounded))
    required = verdict.required or 0
    return {
        "type": defence.type,
        "faces": rolled.faces,
        "successes": rolled.successes,
        "effective_difficulty": verdict.effective,
        "effect": max(0, rolled.successes - required),
        "prone": defence.type == "dodge",
        "resources": resources_of(defence.defender, payment=defence.payment, rolled=rolled.faces, added=rolled.extra),
    }


@dataclass(frozen=True)
class Strike:
    """What the hit needs: the attack's tally, the weapon (Skada, type, Penetrerande) and the target."""

    difficulty: str
    successes: int
    twelves: int
    required: int
    damage: int
    damage_type: str
    penetrating: bool
    protection: int
    crit_toughness: int


def resolve_hit(source: DiceSource, strike: Strike, defence_effect: int) -> dict[str, Any]:
    """Net = successes − defence Effect; KP = Skada + Effect − Skydd (min 0); a critical needs a hit,
    a 12 on the attack dice and at least 1 KP through protection."""
    net = max(0, strike.successes - defence_effect)
    hit = net >= strike.required
    effect = net - strike.required if hit else None
    hp_damage = max(0, strike.damage + effect - strike.protection) if effect is not None else 0
    critical = None
    if hit and strike.twelves >= 1 and hp_damage >= 1:
        critical = roll_critical(source, strike)
    return {"net_successes": net, "hit": hit, "effect": effect, "hp_damage": hp_damage, "critical": critical}


def hit_wording(strike: Strike, defence: dict[str, Any] | None, result: dict[str, Any]) -> str:
    """``parry [10,4,6,2] Effect 1 -> net 2; normal needs 1: hit, Effect 1; KP 1+1-0 = 2; critical ...``."""
    parts = []
    if defence is not None:
        parts.append(
            f"{defence['type']} {listing(defence['faces'])} Effect {defence['effect']} -> net {result['net_successes']}"
        )
    if result["hit"]:
        parts.append(f"{strike.difficulty} needs {strike.required}: hit, Effect {result['effect']}")
        parts.append(f"KP {strike.damage}+{result['effect']}-{strike.protection} = {result['hp_damage']}")
    else:
        parts.append(f"{strike.difficulty} needs {strike.required}: miss")
    if result["critical"] is not None:
        parts.append(f"critical {critical_wording(result['critical'])}")
    return "; ".join(parts)
