"""The difficulty ladder (Svårighet) and the steps that make an action harder (§2.1, §2.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from pydantic import Field

from app.rules.i_rikets_tjanst.catalogue import DIFFICULTY_IDS, DIFFICULTY_INDEX, REQUIRED_SUCCESSES
from app.rules.i_rikets_tjanst.fields import DifficultyId, Movement, StepCount
from app.rules.validation import StrictInput

CEILING = len(DIFFICULTY_IDS) - 1
"""Very Hard: stacked steps never make an action impossible, surplus steps are lost."""


class Modifiers(StrictInput):
    """The difficulty modifiers object (§2.2); every field is optional."""

    movement: Movement = Field("none", description="`double` (twice your Förflyttning) adds one step.")
    stationary: bool = Field(False, description="A stationary action (stillastående-handling).")
    ignore_movement_penalty: bool = Field(
        False, description="An ability removing the moving-while-stationary step (not the double-move one)."
    )
    second_thing: bool = Field(False, description="Doing a second thing at the same time: one step.")
    maintaining_concentration: bool = Field(
        False, description="Keeping a power going: one step (a second thing), and the turn is stationary."
    )
    wounded: bool = Field(False, description="The actor is Wounded (Sårad): one step.")
    extra_steps: StepCount = Field(0, description="GM's judgement or critical effects.")
    minimum: DifficultyId | None = Field(None, description="A floor from critical effects, applied last.")
    requires_complete_calm: bool = Field(False, description="Moving makes this stationary action impossible.")

    def steps(self, **forced: bool) -> Steps:
        """These modifiers, with what the operation forces (``stationary`` for a ranged attack)."""
        return Steps(**{**self.__dict__, **forced})


class StepFields(StrictInput):
    """The modifiers a combatant declares with an action; movement, the stationary nature of the action
    and Wounded come from the turn and the state."""

    second_thing: bool = False
    maintaining_concentration: bool = False
    ignore_movement_penalty: bool = False
    extra_steps: StepCount = 0
    minimum: DifficultyId | None = None
    requires_complete_calm: bool = False

    def steps(self, *, movement: str, stationary: bool, wounded: bool) -> Steps:
        """With the turn's movement, the action's stationary nature and the actor's Wounded status."""
        declared = {name: getattr(self, name) for name in STEP_FIELDS}
        return Steps(movement=movement, stationary=stationary, wounded=wounded, **declared)


NO_MODIFIERS = Modifiers()
STEP_FIELDS = tuple(StepFields.model_fields)
"""The declared fields of :class:`StepFields` (actions that inherit it carry more fields)."""


@dataclass(frozen=True)
class Steps:
    """Everything that makes one action harder, however it was declared (a plain value: cheap to make)."""

    movement: str = "none"
    stationary: bool = False
    ignore_movement_penalty: bool = False
    second_thing: bool = False
    maintaining_concentration: bool = False
    wounded: bool = False
    extra_steps: int = 0
    minimum: str | None = None
    requires_complete_calm: bool = False


NO_STEPS = Steps()


@dataclass(frozen=True)
class Verdict:
    """An effective difficulty: ``effective`` is None when moving makes the action impossible."""

    base: str
    possible: bool
    steps: int | None
    sources: tuple[str, ...]
    effective: DifficultyId | None
    capped: bool

    @property
    def required(self) -> int | None:
        return None if self.effective is None else REQUIRED_SUCCESSES[self.effective]


def judge(base: str, modifiers: Steps = NO_STEPS) -> Verdict:
    """§2.2: the steps in the spec's order, capped at Very Hard, then the ``minimum`` floor.

    Moving during a stationary action is one step, though the seed describes it twice.
    """
    sources: list[str] = []
    if modifiers.movement == "double":
        sources.append("double_movement")
    stationary = modifiers.stationary or modifiers.maintaining_concentration
    if stationary and modifiers.movement != "none":
        if modifiers.requires_complete_calm:
            return Verdict(base, False, None, (), None, False)
        if not modifiers.ignore_movement_penalty:
            sources.append("moved_during_stationary_action")
    if modifiers.second_thing:
        sources.append("second_thing")
    if modifiers.maintaining_concentration:
        sources.append("maintaining_concentration")
    if modifiers.wounded:
        sources.append("wounded")
    if modifiers.extra_steps:
        sources.append("extra_steps")
    steps = len(sources) - bool(modifiers.extra_steps) + modifiers.extra_steps
    raw = DIFFICULTY_INDEX[base] + steps
    index = min(CEILING, raw)
    if modifiers.minimum is not None:
        index = max(index, DIFFICULTY_INDEX[modifiers.minimum])
    effective = cast(DifficultyId, DIFFICULTY_IDS[index])
    return Verdict(base, True, steps, tuple(sources), effective, raw > CEILING)


def wording(verdict: Verdict) -> str:
    """``normal +3 steps -> very_hard (needs 3)`` for breakdown strings."""
    if not verdict.possible:
        return f"{verdict.base}: impossible while moving"
    return f"{verdict.base} +{verdict.steps} steps -> {verdict.effective} (needs {verdict.required})"
