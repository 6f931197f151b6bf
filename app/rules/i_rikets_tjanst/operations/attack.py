"""``attack`` and ``critical_hit`` (§6.7, §6.8)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.i_rikets_tjanst.attack import (
    AttackWithCritical,
    Defence,
    Defended,
    Strike,
    Struck,
    critical_due,
    hit_key,
    hit_wording,
    resolve_hit,
    struck_hit,
)
from app.rules.i_rikets_tjanst.damage import Critical, critical_wording, roll_critical
from app.rules.i_rikets_tjanst.decisions import describe
from app.rules.i_rikets_tjanst.dice import (
    Checked,
    PoolCheck,
    PoolRoll,
    dice_source,
    resources_of,
)
from app.rules.i_rikets_tjanst.models.attack import (
    IrtAttackInput,
    IrtAttackOutput,
    IrtCriticalHitInput,
    IrtCriticalHitOutput,
)
from app.rules.odds.enumerate import Limits
from app.rules.odds.independent import versus
from app.rules.odds.summary import Tallied
from app.rules.protocol import JsonObject, operation
from app.rules.validation import parse


def impossible_attack(request: IrtAttackInput) -> JsonObject:
    """Moving made the attack impossible: no dice at all, no defence, no hit."""
    attacker = request.attacker
    return {
        "possible": False,
        "effective_difficulty": None,
        "required_successes": None,
        "attack_faces": [],
        "attacker_resources": resources_of(attacker),
        "attack_successes": 0,
        "twelves": 0,
        "defence": None,
        "net_successes": 0,
        "hit": False,
        "effect": None,
        "hp_damage": 0,
        "critical": None,
        "dice": [],
        "breakdown": f"{request.kind} attack: {request.difficulty} is impossible while moving",
    }


def declared(request: IrtAttackInput) -> tuple[PoolCheck, Defence | None, Strike | None]:
    """The attack roll, the defence and what the hit needs, refused in the rule's order (the attack's
    payment before the defence's)."""
    attack_roll = request.attack_roll
    defence = None if request.defence is None else request.defence.declared
    return attack_roll, defence, request.strike


def attack(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtAttackInput, raw)
    attack_roll, defence, strike = declared(request)
    with dice_source(request.dice) as source:
        if strike is None:
            return impossible_attack(request)
        if request.attack_faces is None:
            checked = source.read(attack_roll)
        else:
            checked = Checked(PoolRoll(request.attack_faces, []), resources_of(request.attacker))
        rolled = checked.rolled
        defended = None if defence is None else source.read(defence)
        hit = resolve_hit(strike, rolled.successes, 0 if defended is None else defended.effect)
        due = critical_due(hit, rolled.twelves)
        critical = source.read(request.critical_rolls[rolled.twelves]) if due else None
    return attack_answer(request, strike, checked, defended, hit, critical, source.used)


def attack_answer(
    request: IrtAttackInput,
    strike: Strike,
    checked: Checked,
    defended: Defended | None,
    hit: dict[str, Any],
    critical: Critical | None,
    used: list[int],
) -> JsonObject:
    """The answer of a possible attack with its rolls made."""
    rolled = checked.rolled
    return {
        "possible": True,
        "effective_difficulty": strike.difficulty,
        "required_successes": strike.required,
        "attack_faces": rolled.faces,
        "attacker_resources": checked.resources,
        "attack_successes": rolled.successes,
        "twelves": rolled.twelves,
        "defence": None if defended is None else defended.json,
        **hit,
        "critical": None if critical is None else critical.json,
        "dice": used,
        "breakdown": f"{request.kind} attack {rolled.listing}: {rolled.successes} successes; "
        + hit_wording(strike, defended, hit, critical),
    }


def attack_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied | None:
    """The odds of :func:`attack` roll by roll: the attack with its critical roll against the defence, by
    what the hit reads (net successes, 12s and the critical die). An impossible attack, one with forced
    faces and one whose defence rolls no dice have no two rolls to pair: they are walked whole."""
    request = parse(IrtAttackInput, raw)
    attack_roll, defence, strike = declared(request)
    if strike is None or request.attack_faces is not None or defence is None or not defence.pool + defence.extra:
        return None

    def rolled(struck: Struck) -> Checked:
        assert struck.rolled is not None  # the attack pool is read: no attack faces were given
        return struck.rolled

    def output(struck: Struck, defended: Defended) -> JsonObject:
        return attack_answer(request, strike, rolled(struck), defended, *struck_hit(strike, struck, defended), [])

    def attacker_fields(struck: Struck) -> JsonObject:
        checked = rolled(struck)
        return {
            "attacker_resources": checked.resources,
            "attack_successes": checked.rolled.successes,
            "twelves": checked.rolled.twelves,
        }

    return versus(
        AttackWithCritical((), attack_roll, strike),
        defence,
        limits,
        output=output,
        key=hit_key,
        first_fields=attacker_fields,
        second_fields=lambda defended: {"defence": defended.json},
    )


def critical_hit(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtCriticalHitInput, raw)
    with dice_source(request.dice) as source:
        critical = roll_critical(source, request) if request.hp_damage >= 1 else None
    return {
        "triggered": critical is not None,
        "critical": None if critical is None else critical.json,
        "dice": source.used,
        "breakdown": "no KP through protection: no critical hit"
        if critical is None
        else critical_wording(critical.json, with_type=False),
    }


CRITICAL_DECISIONS = ("no_critical_below_1", "penetrating_plus_2", "radiation_15")

ATTACK = operation(
    "attack",
    attack,
    IrtAttackInput,
    IrtAttackOutput,
    summary="Ranged or melee attack, optional active defence, damage and critical",
    description=describe(
        """
Ranged: Smidighet + Strid (a stationary action); melee: Fysik + Strid (default) or Smidighet + Strid.
The attack is rolled (pool, then `attacker.extra_dice`) unless `attack_faces` gives a roll already made
(then `attacker.extra_dice` must be 0 and no attacker Fokus is reported). An active `defence` (dodge, or
parry against melee with something in the hands; only by an aware target) costs 1 Fokus or 1 Stress,
rolls Smidighet + Strid + bonus, then extra dice, at Easy (Normal when Wounded), and its Effect is taken
off the attack's successes. Hit = net >= required; KP = Skada + Effect - Skydd (min 0); a critical
needs a 12 on the attack dice, a hit and 1+ KP: 1d12 + (12s - 1) + 2 if penetrating - critical
toughness, row 15 for 15+. An impossible action rolls nothing. The target is not changed: apply the
result with `apply_damage`.
""",
        "effect_to_damage",
        "defence_subtracts_effect",
        "defence_roll",
        "dodge_prone",
        "twelves_fokus",
        "stress_for_missing_fokus",
        "one_movement_step",
        "ladder",
        "ceiling_floor",
        *CRITICAL_DECISIONS,
        "ranges",
    ),
    dice_order=(
        "attack pool, attack extra dice (both skipped with `attack_faces`), defence pool, defence extra dice, "
        "critical die."
    ),
    odds=attack_odds,
)

CRITICAL_HIT = operation(
    "critical_hit",
    critical_hit,
    IrtCriticalHitInput,
    IrtCriticalHitOutput,
    summary="Standalone critical roll",
    description=describe(
        """
With `hp_damage` >= 1 (KP through protection): 1d12 + (twelves - 1) + 2 if penetrating - crit_toughness
on the `damage_type` table; a total below 1 has no effect, 15+ is row 15 (instant death). Otherwise
nothing is rolled (`triggered: false`). Defaults: `twelves` 1, `hp_damage` 1.
""",
        *CRITICAL_DECISIONS,
    ),
    dice_order="1 die.",
)
