"""``roll``, ``add_dice``, ``roll_dice`` and ``difficulty``: the plain checks (§6.1-6.4)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.dice.reading import TOTAL
from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.catalogue import D12
from app.rules.i_rikets_tjanst.check import check_wording, run_check, verdict_fields, verdict_wording
from app.rules.i_rikets_tjanst.decisions import describe
from app.rules.i_rikets_tjanst.dice import (
    count_successes,
    count_twelves,
    dice_source,
    listing,
    no_dice,
    pay,
    resources_of,
    roll_d12s,
)
from app.rules.i_rikets_tjanst.difficulty import judge, wording
from app.rules.i_rikets_tjanst.models.checks import (
    IrtAddDiceInput,
    IrtAddDiceOutput,
    IrtDifficultyInput,
    IrtDifficultyOutput,
    IrtRollDiceInput,
    IrtRollDiceOutput,
    IrtRollInput,
    IrtRollOutput,
)
from app.rules.protocol import JsonObject, operation
from app.rules.validation import parse

IMPOSSIBLE = "the action is impossible: moving during an action that needs complete calm"


def roll(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtRollInput, raw)
    payment = pay(request.extra_dice, request.fokus, request.stability, "extra_dice")
    verdict = None if request.difficulty is None else judge(request.difficulty, request.modifiers.steps())
    with dice_source(request.dice) as source:
        result = run_check(
            source,
            pool=request.attr_a + request.attr_b + request.bonus_dice,
            extra=request.extra_dice,
            payment=payment,
            verdict=verdict,
            roller=request,
        )
    return {**result, "dice": source.used, "breakdown": check_wording(result, verdict)}


def add_dice(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtAddDiceInput, raw)
    payment = pay(request.count, request.fokus, request.stability, "count")
    verdict = None if request.difficulty is None else judge(request.difficulty, request.modifiers.steps())
    if verdict is not None and not verdict.possible:
        raise InputError("modifiers", IMPOSSIBLE)
    with dice_source(request.dice) as source:
        added = roll_d12s(source, request.count, added=True)
    faces = [*request.faces, *added]
    successes = count_successes(faces)
    return {
        "added_faces": added,
        "faces": faces,
        "successes": successes,
        "twelves": count_twelves(faces),
        **verdict_fields(successes, verdict),
        "resources": resources_of(request, payment=payment, rolled=added, added=added),
        "dice": source.used,
        "breakdown": f"{listing(request.faces)} +{len(added)} {listing(added)} -> {successes} successes"
        f"{verdict_wording(successes, verdict)}",
    }


def roll_dice(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtRollDiceInput, raw)
    with dice_source(request.dice) as source:
        faces = source.roll_pool(request.count, *D12, reading=TOTAL)
    total = sum(faces)
    return {
        "faces": faces,
        "total": total,
        "dice": source.used,
        "breakdown": f"{len(faces)}d12 {listing(faces)} = {total}",
    }


def difficulty(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(IrtDifficultyInput, raw)
    no_dice(request.dice)
    verdict = judge(request.base_difficulty, request.modifiers.steps())
    return {
        "possible": verdict.possible,
        "base_difficulty": verdict.base,
        "steps": verdict.steps,
        "step_sources": list(verdict.sources),
        "effective_difficulty": verdict.effective,
        "required_successes": verdict.required,
        "capped": verdict.capped,
        "breakdown": wording(verdict),
    }


DIFFICULTY_DECISIONS = ("one_movement_step", "ladder", "ceiling_floor")

ROLL = operation(
    "roll",
    roll,
    IrtRollInput,
    IrtRollOutput,
    summary="Plain check: a d12 pool against a difficulty",
    description=describe(
        """
Pool = attr_a + attr_b + bonus_dice; each 10-12 is a success, each 12 also gives 1 Fokus. `extra_dice`
are bought with Fokus, then Stress (422 on `extra_dice` when that Stress exceeds `stability`), and are
rolled after the pool; a 1 on one of them is a complication. With a `difficulty`, the effective
difficulty comes from `modifiers` (§2.2); an action made impossible by moving rolls nothing.
""",
        "stress_for_missing_fokus",
        "twelves_fokus",
        *DIFFICULTY_DECISIONS,
        "ranges",
    ),
    dice_order="pool dice, then extra dice.",
)

ADD_DICE = operation(
    "add_dice",
    add_dice,
    IrtAddDiceInput,
    IrtAddDiceOutput,
    summary="Spend Fokus/Stress to add dice after seeing a roll",
    description=describe(
        """
Adds `count` dice to a roll already made (`faces`), once per roll (`already_added: true` is refused),
paid with Fokus, then Stress (422 on `count`). A difficulty made impossible by the modifiers is a 422 on
`modifiers`. Successes and the verdict are recomputed over all faces; Fokus is gained only from the new
12s and complications are the 1s among the new dice.
""",
        "stress_for_missing_fokus",
        "twelves_fokus",
        *DIFFICULTY_DECISIONS,
    ),
    dice_order="the `count` new dice.",
)

ROLL_DICE = operation(
    "roll_dice",
    roll_dice,
    IrtRollDiceInput,
    IrtRollDiceOutput,
    summary="Roll plain d12s",
    description=describe(
        """
`count` plain d12s and their total: the 1d12 minutes before an unconscious character wakes (the GM's
choice), location sub-rolls of critical rows, Explosion row 4's 1d12 KP.
""",
        "unconscious_stay",
    ),
    dice_order="`count` dice.",
)

DIFFICULTY = operation(
    "difficulty",
    difficulty,
    IrtDifficultyInput,
    IrtDifficultyOutput,
    summary="Effective difficulty of an action (no dice)",
    description=describe(
        """
Applies §2.2: +1 for double movement; +1 for moving during a stationary action (unless
`ignore_movement_penalty`; impossible when it `requires_complete_calm`); +1 each for a second thing,
maintaining concentration (which also makes the turn stationary) and Wounded; then `extra_steps`; capped
at Very Hard, then raised to `minimum`. Rolls nothing: a non-empty `dice` is refused.
""",
        *DIFFICULTY_DECISIONS,
    ),
)
