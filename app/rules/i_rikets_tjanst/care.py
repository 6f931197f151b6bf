"""Care for the dying and the bleeding (§6.11-6.13): the survival roll, stabilisation and surgery that
stops a bleeding. Shared by the stateless operations and the combat state machine."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, cast

from app.rules.dice import DiceSource
from app.rules.i_rikets_tjanst.catalogue import (
    BLEEDING_BY_RANK,
    BLEEDING_RANK,
    REQUIRED_SUCCESSES,
    STABILISATION_REQUIRED,
)
from app.rules.i_rikets_tjanst.dice import FREE, NO_ROLL, Counters, Payment, PoolRoll, resources_of, roll_pool
from app.rules.i_rikets_tjanst.difficulty import Steps, Verdict, judge
from app.rules.i_rikets_tjanst.fields import Bleeding

SURVIVAL_BASE = "normal"
"""The survival roll (Överlevnadsslag) is Fysik + Vilja at Normal; Wounded does not apply to it."""
CARE_BASE = "easy"
"""Stabilisation and surgery are Easy-based: every success beyond the stepped requirement counts."""


def survival_required(extra_steps: int) -> int:
    return min(REQUIRED_SUCCESSES["very_hard"], REQUIRED_SUCCESSES[SURVIVAL_BASE] + extra_steps)


@dataclass(frozen=True)
class Stabilisation:
    """Stabilisation successes of one dying condition after a roll (three make it stable)."""

    gained: int
    total: int

    @property
    def stabilised(self) -> bool:
        return self.total >= STABILISATION_REQUIRED


def stabilise(old: int, gained: int) -> Stabilisation:
    """Every success beyond the requirement counts, up to three per condition."""
    return Stabilisation(gained, min(STABILISATION_REQUIRED, old + gained))


@dataclass(frozen=True)
class Survival:
    survived: bool
    stabilisation: Stabilisation


def survival(successes: int, required: int, old: int) -> Survival:
    """A failed survival roll kills; on a success the Effect becomes stabilisation successes."""
    if successes < required:
        return Survival(False, Stabilisation(0, old))
    return Survival(True, stabilise(old, successes - required))


def reduce_bleeding(level: str, effect: int) -> Bleeding:
    """Surgery: each Effect removes one level, heavy → light → none."""
    return cast(Bleeding, BLEEDING_BY_RANK[max(0, BLEEDING_RANK[level] - effect)])


def effect_of(successes: int, required: int | None) -> int:
    """Easy-based care rolls: every success beyond the (stepped) requirement counts, never below 0."""
    return 0 if required is None else max(0, successes - required)


@dataclass(frozen=True)
class CareRoll:
    """An Easy-based, stationary care roll (stabilisation, surgery) and what it cost."""

    verdict: Verdict
    rolled: PoolRoll
    resources: dict[str, Any]

    @property
    def effect(self) -> int:
        return effect_of(self.rolled.successes, self.verdict.required)


def care_roll(
    source: DiceSource,
    *,
    pool: int,
    extra: int,
    payment: Payment,
    modifiers: Steps,
    roller: Counters,
) -> CareRoll:
    """Easy + the modifiers, always stationary; an action made impossible by moving rolls nothing."""
    verdict = judge(CARE_BASE, replace(modifiers, stationary=True))
    rolled = roll_pool(source, pool, extra) if verdict.possible else NO_ROLL
    return CareRoll(
        verdict,
        rolled,
        resources_of(roller, payment=payment if verdict.possible else FREE, rolled=rolled.faces, added=rolled.extra),
    )
