"""An exact enumerator of a rule function's results over every sequence of faces its dice can show.

The rule function is run once per leaf of its dice tree with a :class:`PathDice` source that replays a
prefix of faces and shows each new die's lowest face; the faces are then advanced like an odometer (the
last die that can still go up goes up, everything after it is dropped and rolled afresh). A die that
only rolls because an earlier face exploded (:meth:`DiceSource.roll_extra`) counts towards a depth cap:
a path that would take more of them is cut, and its probability is reported as the tail. The number of
rule evaluations is capped too, so a request costs bounded time whatever its input.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb
from typing import Generic, TypeVar

from app.rules.dice.reading import PoolReading, orderings
from app.rules.dice.source import DiceSource, dice_for_play
from app.rules.errors import RuleError
from app.rules.validation import validate_once

Result = TypeVar("Result")


@dataclass(frozen=True)
class Limits:
    """How far the enumerator goes before it refuses (each refusal names its limit)."""

    max_evaluations: int = 20_000
    """Rule evaluations (leaves of the dice tree, cut paths included) for one distribution."""
    explosion_depth: int = 6
    """Dice rolled because a face exploded, on one path; deeper paths are the tail."""
    max_seconds: float = 1.0
    """CPU time for one distribution: an evaluation of a rule with a large input (a combat state) costs
    far more than one of a check, so the evaluations alone do not bound the time."""


LIMITS = Limits()
CLOCK_EVERY = 32
"""Evaluations between two looks at the clock."""


class OddsRefused(RuleError):
    """The exact distribution is too large to compute within :class:`Limits`; ``reason`` says which."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _Cut(Exception):
    """A path went past the explosion depth: it stops here and its mass joins the tail."""


class PathDice(DiceSource):
    """Replays ``prefix`` (one choice per die, or per pool read through a :class:`PoolReading`), then takes
    the first choice of every further one; ``weight / size`` is the path's probability.

    A pool's faces are walked in non-decreasing order (each multiset once, weighted by its orderings), or,
    when the rule says how it reads the pool (and ``readings`` is on), one representative pool per reading.
    """

    forced = False

    def __init__(self, prefix: list[int], explosion_depth: int, readings: bool = True) -> None:
        super().__init__()
        self._prefix = prefix
        self._extra_left = explosion_depth
        self._readings = readings
        self.choices: list[int] = []
        self.options: list[int] = []
        self.weight = 1
        self.size = 1
        self.paths = 1
        """How many choices this path's pools can show: what the tree holds at least when its pools are
        rolled whatever the faces (a pool's size rarely depends on earlier faces)."""

    def _choose(self, options: int) -> int:
        position = len(self.choices)
        choice = self._prefix[position] if position < len(self._prefix) else 0
        self.choices.append(choice)
        self.options.append(options)
        return choice

    def _next_face(self, low: int, high: int, step: int) -> int:
        sides = (high - low) // step + 1
        self.size *= sides
        return low + self._choose(sides) * step

    def roll_pool(
        self, count: int, low: int, high: int, step: int = 1, *, reading: PoolReading | None = None
    ) -> list[int]:
        sides = (high - low) // step + 1
        listed = reading.outcomes(count, low, high, step) if reading is not None and self._readings else None
        if listed is not None:
            shown, sequences = listed[self._choose(len(listed))]
            faces = list(shown)
            self.weight *= sequences
            self.paths *= len(listed)
        else:
            faces = []
            for _ in range(count):
                start = faces[-1] if faces else low
                faces.append(start + self._choose((high - start) // step + 1) * step)
            self.weight *= orderings(tuple(faces))
            self.paths *= comb(count + sides - 1, count)
        self.size *= sides**count
        self.used.extend(faces)
        return faces

    def roll_extra(self, low: int, high: int, step: int = 1) -> int:
        if self._extra_left == 0:
            raise _Cut
        self._extra_left -= 1
        return self.roll(low, high, step)

    def finish(self) -> None:
        """Every face of a path is used by construction."""


@dataclass
class Walk(Generic[Result]):
    """Every result with its exact probability, and the probability of the paths cut at the depth cap.

    Probabilities are kept as counts per denominator (each leaf's probability is 1 / the product of its
    dice sizes) and turned into fractions once, at the end.
    """

    leaves: list[tuple[Result, int, int]] = field(default_factory=list)
    """``(result, orderings, size)``: the result of ``orderings`` face sequences of probability 1/size."""
    tail_denominators: dict[int, int] = field(default_factory=dict)
    evaluations: int = 0

    @property
    def tail(self) -> Fraction:
        return sum((Fraction(count, size) for size, count in self.tail_denominators.items()), Fraction(0))


def walk(run: Callable[[], Result], limits: Limits = LIMITS, *, shortcuts: bool = True) -> Walk[Result]:
    """Run ``run`` on every face sequence its dice can show (within ``limits``); rule errors propagate.

    ``run`` must take its unforced dice from :func:`app.rules.dice.source.play_dice` (every operation
    does, through ``dice_from_input``) and depend on nothing but its faces. Its input is validated once
    (:func:`app.rules.validation.validate_once`) and its pools walked by their readings;
    ``shortcuts=False`` validates on every path and walks every multiset of every pool (the check of both).
    """
    result: Walk[Result] = Walk()
    prefix: list[int] = []
    refusal = OddsRefused(
        f"the exact distribution needs more than {limits.max_evaluations} evaluations of the rule "
        "(too many dice to walk every face)"
    )
    deadline = time.thread_time() + limits.max_seconds
    source = PathDice(prefix, limits.explosion_depth, shortcuts)
    with dice_for_play(lambda: source), validate_once() if shortcuts else contextlib.nullcontext():
        while True:
            if result.evaluations == limits.max_evaluations:
                raise refusal
            if result.evaluations % CLOCK_EVERY == 0 and time.thread_time() > deadline:
                raise OddsRefused(f"the exact distribution takes more than {limits.max_seconds:g} s to walk")
            result.evaluations += 1
            source = PathDice(prefix, limits.explosion_depth, shortcuts)
            try:
                outcome = run()
            except _Cut:
                result.tail_denominators[source.size] = result.tail_denominators.get(source.size, 0) + source.weight
            else:
                result.leaves.append((outcome, source.weight, source.size))
            if result.evaluations == 1 and source.paths > limits.max_evaluations:
                raise refusal  # known at once from the first path's dice: no need to walk up to the cap
            prefix = _advance(source.choices, source.options)
            if not prefix:
                return result


def _advance(choices: list[int], options: list[int]) -> list[int]:
    """The next path's prefix in odometer order, or ``[]`` when every path has been walked."""
    for position in range(len(choices) - 1, -1, -1):
        if choices[position] + 1 < options[position]:
            return [*choices[:position], choices[position] + 1]
    return []
