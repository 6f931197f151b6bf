"""A check (slag): roll the pool and any bought dice, count successes and judge them against an
effective difficulty. Used by ``roll``, ``add_dice`` and the combat ``other`` action."""

from __future__ import annotations

from typing import Any

from app.rules.dice import DiceSource
from app.rules.i_rikets_tjanst.dice import FREE, NO_ROLL, Counters, Payment, listing, resources_of, roll_pool
from app.rules.i_rikets_tjanst.difficulty import Verdict


def verdict_fields(successes: int, verdict: Verdict | None) -> dict[str, Any]:
    """Success means successes ≥ required; the Effect (successes − required) exists only on a success.

    Without a difficulty every verdict is null; an impossible action fails.
    """
    if verdict is None:
        return {"effective_difficulty": None, "required_successes": None, "success": None, "effect": None}
    required = verdict.required
    success = required is not None and successes >= required
    return {
        "effective_difficulty": verdict.effective,
        "required_successes": required,
        "success": success,
        "effect": successes - required if success and required is not None else None,
    }


def verdict_wording(successes: int, verdict: Verdict | None) -> str:
    """``hard needs 2: success, Effect 0`` for breakdown strings."""
    if verdict is None:
        return ""
    fields = verdict_fields(successes, verdict)
    if not verdict.possible:
        return f"; {verdict.base}: impossible while moving"
    outcome = f"success, Effect {fields['effect']}" if fields["success"] else "failure"
    return f"; {verdict.effective} needs {verdict.required}: {outcome}"


def run_check(
    source: DiceSource,
    *,
    pool: int,
    extra: int,
    payment: Payment,
    verdict: Verdict | None,
    roller: Counters,
) -> dict[str, Any]:
    """The ``roll`` body without ``dice``/``breakdown``. An impossible action rolls and spends nothing."""
    possible = verdict is None or verdict.possible
    rolled = roll_pool(source, pool, extra) if possible else NO_ROLL
    return {
        "pool": pool if possible else 0,
        "possible": possible,
        "base_faces": rolled.base,
        "extra_faces": rolled.extra,
        "faces": rolled.faces,
        "successes": rolled.successes,
        "twelves": rolled.twelves,
        **verdict_fields(rolled.successes, verdict),
        "resources": resources_of(
            roller, payment=payment if possible else FREE, rolled=rolled.faces, added=rolled.extra
        ),
    }


def check_wording(result: dict[str, Any], verdict: Verdict | None) -> str:
    """``5d12 [3,9,5,2,11] +2 [1,12] -> 2 successes, 1x12; hard needs 2: success, Effect 0``."""
    if not result["possible"] and verdict is not None:
        return f"{verdict.base}: impossible while moving"
    extra = result["extra_faces"]
    added = f" +{len(extra)} {listing(extra)}" if extra else ""
    return (
        f"{len(result['base_faces'])}d12 {listing(result['base_faces'])}{added} -> "
        f"{result['successes']} successes, {result['twelves']}x12"
        f"{verdict_wording(result['successes'], verdict)}"
    )
