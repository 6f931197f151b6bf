"""``survival_roll``, ``stabilise``, ``stop_bleeding`` and ``shock_roll`` (§6.11-6.14)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.i_rikets_tjanst.care import CareRoll, care_roll, reduce_bleeding, stabilise, survival, survival_required
from app.rules.i_rikets_tjanst.catalogue import (
    BLEEDING_RANK,
    SHOCK_BASE_FACTOR,
    SHOCK_DELTAS,
    SHOCK_MINIMUM,
    STABILISATION_REQUIRED,
    STABILISE_TIMES,
    STOP_BLEEDING_TIMES,
)
from app.rules.i_rikets_tjanst.decisions import describe
from app.rules.i_rikets_tjanst.dice import FREE, NO_ROLL, dice_source, listing, pay, resources_of, roll_pool
from app.rules.i_rikets_tjanst.models.care import (
    IrtShockRollInput,
    IrtShockRollOutput,
    IrtStabiliseInput,
    IrtStabiliseOutput,
    IrtStopBleedingInput,
    IrtStopBleedingOutput,
    IrtSurvivalRollInput,
    IrtSurvivalRollOutput,
)
from app.rules.protocol import JsonObject, operation
from app.rules.validation import parse


def survival_roll(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtSurvivalRollInput, raw)
    payment = pay(request.extra_dice, request.fokus, request.stability, "extra_dice")
    required = survival_required(request.extra_steps)
    with dice_source(request.dice) as source:
        rolled = roll_pool(source, request.fysik + request.vilja + request.bonus_dice, request.extra_dice)
    outcome = survival(rolled.successes, required, request.stabilisation)
    head = f"survival {len(rolled.faces)}d12 {listing(rolled.faces)} -> {rolled.successes} successes, "
    verdict = (
        f"needs {required}: survives, +{outcome.stabilisation.gained} stabilisation "
        f"({outcome.stabilisation.total}/{STABILISATION_REQUIRED})"
        if outcome.survived
        else f"needs {required}: dies"
    )
    return {
        "faces": rolled.faces,
        "successes": rolled.successes,
        "required_successes": required,
        "survived": outcome.survived,
        "dead": not outcome.survived,
        "stabilisation_gained": outcome.stabilisation.gained,
        "stabilisation": outcome.stabilisation.total,
        "stabilised": outcome.stabilisation.stabilised,
        "resources": resources_of(request, payment=payment, rolled=rolled.faces, added=rolled.extra),
        "dice": source.used,
        "breakdown": head + verdict,
    }


def healer_roll(request: IrtStabiliseInput | IrtStopBleedingInput) -> tuple[CareRoll, list[int]]:
    """Stabilisation and surgery alike: Analys + Smidighet + bonus dice, then the extra dice paid for;
    returns the roll and the faces read."""
    payment = pay(request.extra_dice, request.fokus, request.stability, "extra_dice")
    with dice_source(request.dice) as source:
        care = care_roll(
            source,
            pool=request.analys + request.smidighet + request.bonus_dice,
            extra=request.extra_dice,
            payment=payment,
            modifiers=request.modifiers.steps(),
            roller=request,
        )
    return care, source.used


def care_output(action: str, time: str, care: CareRoll, dice: list[int], result: str, fields: JsonObject) -> JsonObject:
    """The output both care operations share, with ``fields`` (the operation's own) after the successes
    and ``result`` (what the roll achieved) closing the breakdown."""
    if care.verdict.possible:
        breakdown = (
            f"{action} ({time}) {listing(care.rolled.faces)} -> {care.rolled.successes} successes, "
            f"{care.verdict.effective}: {result}"
        )
    else:
        breakdown = f"{action} ({time}): impossible while moving"
    return {
        "time": time,
        "possible": care.verdict.possible,
        "effective_difficulty": care.verdict.effective,
        "faces": care.rolled.faces,
        "successes": care.rolled.successes,
        **fields,
        "resources": care.resources,
        "dice": dice,
        "breakdown": breakdown,
    }


def stabilise_operation(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtStabiliseInput, raw)
    care, dice = healer_roll(request)
    outcome = stabilise(request.stabilisation, care.effect)
    return care_output(
        "stabilise",
        STABILISE_TIMES[request.attempt],
        care,
        dice,
        f"+{outcome.gained} ({outcome.total}/{STABILISATION_REQUIRED})",
        {
            "stabilisation_gained": outcome.gained,
            "stabilisation": outcome.total,
            "stabilised": outcome.stabilised,
        },
    )


def stop_bleeding_operation(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtStopBleedingInput, raw)
    care, dice = healer_roll(request)
    bleeding = reduce_bleeding(request.bleeding, care.effect)
    return care_output(
        "surgery",
        STOP_BLEEDING_TIMES[request.attempt],
        care,
        dice,
        f"bleeding {request.bleeding} -> {bleeding}",
        {
            "effect": care.effect,
            "steps_reduced": BLEEDING_RANK[request.bleeding] - BLEEDING_RANK[bleeding],
            "bleeding": bleeding,
        },
    )


def shock_factor(request: IrtShockRollInput) -> tuple[bool, int]:
    """Whether a shock roll is required, and the Chockfaktor (+1 when it touches the trauma)."""
    trauma = SHOCK_DELTAS["trauma_related"] if request.trauma_related else 0
    fire = request.suppressive_fire
    if fire is None:
        return True, (request.shock_factor or 0) + trauma
    flags = {
        "from_cover": fire.from_cover,
        "automatic_fire": fire.automatic_fire,
        "many_shooters": fire.many_shooters,
    }
    factor = SHOCK_BASE_FACTOR + sum(SHOCK_DELTAS[flag] for flag, on in flags.items() if on) + trauma
    return fire.returning_fire or not fire.seeking_cover, max(SHOCK_MINIMUM, factor)


def shock_roll(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtShockRollInput, raw)
    payment = pay(request.extra_dice, request.fokus, request.stability, "extra_dice")
    required, factor = shock_factor(request)
    rolls = required and factor > 0
    pool = request.attr_a + request.attr_b + request.bonus_dice
    with dice_source(request.dice) as source:
        rolled = roll_pool(source, pool, request.extra_dice) if rolls else NO_ROLL
    remaining = max(0, factor - rolled.successes) if rolls else 0
    if not required:
        breakdown = f"shock factor {factor}: no shock roll required"
    elif not rolls:
        breakdown = f"shock factor {factor}: no roll"
    else:
        breakdown = (
            f"shock factor {factor}, {listing(rolled.faces)} -> {rolled.successes} successes -> {remaining} Stress"
        )
    return {
        "required": required,
        "rolled": rolls,
        "shock_factor": factor,
        "faces": rolled.faces,
        "successes": rolled.successes,
        "remaining_factor": remaining,
        "stress_gained": remaining,
        "resources": resources_of(
            request, payment=payment if rolls else FREE, rolled=rolled.faces, added=rolled.extra, more_stress=remaining
        ),
        "dice": source.used,
        "breakdown": breakdown,
    }


CARE_DECISIONS = ("stress_for_missing_fokus", "twelves_fokus", "one_movement_step", "ceiling_floor")

SURVIVAL_ROLL = operation(
    "survival_roll",
    survival_roll,
    IrtSurvivalRollInput,
    IrtSurvivalRollOutput,
    summary="Survival roll (Överlevnadsslag) for one dying condition",
    description=describe(
        """
Fysik + Vilja + bonus dice, then extra dice, needing min(3, 1 + extra_steps) successes. A failure kills;
a success adds its Effect to the condition's stabilisation (3 = stabilised, no more rolls). The session
rolls each condition at its own rate and drops it once stabilised; a character with every condition
stabilised is no longer Dying.
""",
        "survival_normal",
        "stress_for_missing_fokus",
        "twelves_fokus",
        "ranges",
    ),
    dice_order="pool, extra dice.",
)

STABILISE = operation(
    "stabilise",
    stabilise_operation,
    IrtStabiliseInput,
    IrtStabiliseOutput,
    summary="Another person stabilises one dying condition",
    description=describe(
        """
The healer's Analys + Smidighet + bonus dice (first-aid kit +1, doctor's bag +2), then extra dice, at
Easy + modifiers (always stationary; `wounded` = the healer is Wounded). Every success beyond the
requirement is a stabilisation success (3 = stabilised). `attempt` 1 takes an action, 2 a minute, 3 an
hour; there is no 4th. An action made impossible by moving rolls nothing.
""",
        "stabilise_by_other",
        *CARE_DECISIONS,
        "ranges",
    ),
    dice_order="pool, extra dice.",
)

STOP_BLEEDING = operation(
    "stop_bleeding",
    stop_bleeding_operation,
    IrtStopBleedingInput,
    IrtStopBleedingOutput,
    summary="Stop a bleeding with surgery (Kirurgi)",
    description=describe(
        """
Analys + Smidighet + bonus dice, then extra dice, at Easy + modifiers (always stationary); each Effect
removes one bleeding level (heavy -> light -> none). `attempt` 1 takes a round, 2 a minute; there is no
3rd. An action made impossible by moving rolls nothing.
""",
        "stop_bleeding",
        *CARE_DECISIONS,
        "ranges",
    ),
    dice_order="pool, extra dice.",
)

SHOCK_ROLL = operation(
    "shock_roll",
    shock_roll,
    IrtShockRollInput,
    IrtShockRollOutput,
    summary="Shock roll (Chockslag), e.g. against suppressive fire",
    description=describe(
        """
Exactly one of `shock_factor` (the GM's) or `suppressive_fire`. Suppressive fire calls for a roll only
when returning fire or not seeking cover, with factor 1 - 1 (from cover) + 1 (automatic fire) + 2 (many
shooters); `trauma_related` adds 1 to either factor. Factor 0 (or no roll required) rolls nothing.
Otherwise attr_a + attr_b (Strid + Vilja for suppressive fire) + bonus dice, then extra dice; each
success removes a point and each remaining point is 1 Stress, included in `resources.stress_after`
(breakdown rolls over the whole increase).
""",
        "shock_factor",
        "stress_for_missing_fokus",
        "twelves_fokus",
        "ranges",
    ),
    dice_order="pool, extra dice.",
)
