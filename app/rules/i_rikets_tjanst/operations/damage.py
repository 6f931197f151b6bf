"""``derived_stats``, ``add_stress`` and ``apply_damage``: a character's thresholds and what damage and
Stress do to it (§4.3-4.5, §6.5, §6.9, §6.10). None of them rolls."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.i_rikets_tjanst.damage import apply_damage, damage_step, toughness
from app.rules.i_rikets_tjanst.decisions import describe
from app.rules.i_rikets_tjanst.dice import breakdown_rolls, no_dice
from app.rules.i_rikets_tjanst.models.damage import (
    IrtAddStressInput,
    IrtAddStressOutput,
    IrtApplyDamageInput,
    IrtApplyDamageOutput,
    IrtDerivedStatsInput,
    IrtDerivedStatsOutput,
)
from app.rules.protocol import JsonObject, operation
from app.rules.validation import parse


def derived_stats(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtDerivedStatsInput, raw)
    no_dice(request.dice)
    tough = toughness(request.fysik, request.vilja)
    return {
        "toughness": tough,
        "wounded_from": tough + 1,
        "unconscious_from": 2 * tough + 1,
        "dying_from": 3 * tough + 1,
        "dead_from": 4 * tough + 1,
        "stability": request.stability,
        "breakdown_thresholds": [k * request.stability for k in (1, 2, 3)],
        "breakdown": f"Toughness {request.fysik}+{request.vilja}={tough}",
    }


def add_stress(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtAddStressInput, raw)
    no_dice(request.dice)
    stress = request.stress + request.amount
    return {
        "stress": stress,
        "breakdown_rolls": breakdown_rolls(request.stress, stress, request.stability),
        "breakdown": f"Stress {request.stress}+{request.amount}={stress} (stability {request.stability})",
    }


def apply_damage_operation(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtApplyDamageInput, raw)
    no_dice(request.dice)
    tough = toughness(request.fysik, request.vilja)
    critical = None if request.critical is None else (request.critical.damage_type, request.critical.row)
    outcome = apply_damage(
        request,
        tough,
        request.hp_damage,
        critical,
    )
    step = damage_step(outcome.damage, tough, outcome.dead)
    if outcome.events == ["already_dead"]:
        breakdown = "already dead: nothing changes"
    else:
        breakdown = (
            f"KP {request.damage}+{request.hp_damage}={outcome.damage} vs Toughness {tough} -> {step}; "
            f"+{outcome.stress_gained} Stress"
        )
    return {
        "toughness": tough,
        "damage": outcome.damage,
        "damage_step": step,
        "wounded": outcome.damage > tough,
        "unconscious": outcome.unconscious,
        "dead": outcome.dead,
        "stress_gained": outcome.stress_gained,
        "stress": outcome.stress,
        "breakdown_rolls": outcome.breakdown_rolls,
        "bleeding": outcome.bleeding,
        "dying": [condition.as_json() for condition in request.dying] + outcome.new_conditions,
        "fell_prone": outcome.fell_prone,
        "events": outcome.events,
        "breakdown": breakdown,
    }


DERIVED_STATS = operation(
    "derived_stats",
    derived_stats,
    IrtDerivedStatsInput,
    IrtDerivedStatsOutput,
    summary="Toughness, damage-step thresholds and breakdown thresholds",
    description=describe(
        """
Toughness (Tålighet) = Fysik + Vilja; the KP totals at which Wounded (> T), Unconscious (> 2T), Dying
(> 3T) and Dead (> 4T) start; the first three breakdown thresholds [S, 2S, 3S]. Rolls nothing.
""",
        "ranges",
    ),
)

ADD_STRESS = operation(
    "add_stress",
    add_stress,
    IrtAddStressInput,
    IrtAddStressOutput,
    summary="Add Stress and report breakdown rolls",
    description=describe(
        """
Adds `amount` Stress. Every k x Stability passed (old <= k*S < new, k >= 1) calls for a breakdown roll
(Sammanbrott) with modifier k - 1; the breakdown table belongs to another chapter. Rolls nothing.
""",
        "ranges",
    ),
)

APPLY_DAMAGE = operation(
    "apply_damage",
    apply_damage_operation,
    IrtApplyDamageInput,
    IrtApplyDamageOutput,
    summary="Apply KP damage and a critical row to a character",
    description=describe(
        """
In order: a dead character is unchanged (`already_dead`); +1 Stress for taking 1+ KP whatever its
`source` (a label only), +1 more for crossing the Wounded threshold; > 2T unconscious; > 3T a shock dying
condition (per minute) unless one exists; > 4T dead; then the critical row: its Stress, its bleeding (the
higher level wins, never a downgrade), a new parallel dying condition, unconsciousness, falling prone,
instant death. New condition ids are `d<k>`, k = number of conditions + 1, incremented until unused.
Extra keys of the given conditions are kept. `critical` needs `hp_damage` >= 1. Rolls nothing.
""",
        "bleeding_stress",
        "one_shock_condition",
        "conditional_dying",
        "radiation_15",
        "radiation_3",
        "ranges",
    ),
)
