"""How a rule reads a dice pool or a whole roll, when it reads it through less than every face.

A rule that only counts a pool's faces by class (I rikets tjänst's successes, twelves and ones) or only
keeps its highest or lowest face (Fimbulvinter's pushes and blocks) says so when it rolls the pool. Play
and forced dice ignore the reading; the odds engine walks one representative pool per outcome of the
reading instead of every multiset, weighted by the face sequences it stands for. A rule that reads a
whole roll (open-ended dice included) only through a key of its result, as a compound action reads each
step only through its check's outcome, rolls it through :class:`RollReading`. A reading is a claim
about the rule, so every rule that declares one is tested against the walk without it.
"""

from __future__ import annotations

import functools
import itertools
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from math import comb, factorial, prod
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:  # the source module builds on this one
    from app.rules.dice.source import DiceSource

T = TypeVar("T")
S = TypeVar("S")

Outcomes = tuple[tuple[tuple[int, ...], int], ...]
"""``(faces, sequences)``: a representative pool (faces non-decreasing) and how many face sequences of
the pool's dice read the same."""

MAX_ENUMERATED = 20_000
"""Multisets a :class:`ByKey` reading may enumerate; a larger pool is walked without its reading."""


class PoolReading(ABC):
    """What a rule reads of a pool; ``outcomes`` lists one representative per distinct reading."""

    def outcomes(self, count: int, low: int, high: int, step: int = 1) -> Outcomes | None:
        """Every distinct reading of ``count`` dice printed ``low``..``high``, or None when there are too
        many to list (the pool is then walked face by face)."""
        return _outcomes(self, count, low, high, step)

    @abstractmethod
    def _list(self, count: int, faces: tuple[int, ...]) -> Outcomes | None: ...


@functools.lru_cache(maxsize=1024)
def _outcomes(reading: PoolReading, count: int, low: int, high: int, step: int) -> Outcomes | None:
    return reading._list(count, tuple(range(low, high + 1, step)))


def orderings(faces: tuple[int, ...]) -> int:
    """How many sequences show the multiset ``faces``."""
    return factorial(len(faces)) // prod(factorial(faces.count(face)) for face in set(faces))


@dataclass(frozen=True)
class FaceClasses(PoolReading):
    """The rule reads only how many faces fall in each run of faces starting at one of ``starts`` (the
    first start is the lowest face); each run is shown by its lowest face."""

    starts: tuple[int, ...]

    def _list(self, count: int, faces: tuple[int, ...]) -> Outcomes:
        bounds = [*self.starts[1:], faces[-1] + 1]
        runs = zip(self.starts, bounds, strict=True)
        sizes = [sum(1 for face in faces if start <= face < end) for start, end in runs]
        listed: list[tuple[tuple[int, ...], int]] = []
        for split in itertools.combinations_with_replacement(range(len(sizes)), count):
            counts = [split.count(run) for run in range(len(sizes))]
            shown = tuple(self.starts[run] for run in split)
            sequences = orderings(split) * prod(size**n for size, n in zip(sizes, counts, strict=True))
            if sequences:
                listed.append((shown, sequences))
        return tuple(listed)


@dataclass(frozen=True)
class ByKey(PoolReading):
    """The rule reads only ``key`` of the pool's faces (given in non-decreasing order): the multisets are
    enumerated once per pool shape and grouped by key (each group shown by its first multiset)."""

    key: Callable[[tuple[int, ...]], Hashable]

    def _list(self, count: int, faces: tuple[int, ...]) -> Outcomes | None:
        if comb(count + len(faces) - 1, count) > MAX_ENUMERATED:
            return None
        groups: dict[Hashable, tuple[tuple[int, ...], int]] = {}
        for pool in itertools.combinations_with_replacement(faces, count):
            key = self.key(pool)
            shown, sequences = groups.get(key, (pool, 0))
            groups[key] = (shown, sequences + orderings(pool))
        return tuple(groups.values())


HIGHEST = ByKey(max)
"""The rule keeps the pool's highest face and reads nothing else of it."""
LOWEST = ByKey(min)
"""The rule keeps the pool's lowest face and reads nothing else of it."""
TOTAL = ByKey(sum)
"""The rule reads only the pool's sum."""


class RollReading(ABC, Generic[T]):
    """A roll whose result the rule reads only through :meth:`key`: what follows (later dice, the output
    other than ``dice`` and ``breakdown``) is the same for every result with the same key. Hashable (a
    frozen dataclass): the odds engine walks each reading once per distribution, and each of the rule's
    paths takes one representative result per key. Play and forced dice just :meth:`roll`."""

    @abstractmethod
    def roll(self, source: DiceSource) -> T: ...

    @abstractmethod
    def key(self, result: T) -> Hashable: ...


class FoldReading(RollReading[T], Generic[S, T]):
    """A roll made of read rolls, one after another, each chosen from a state that folds in the results
    so far (a roll-off: each contestant's roll, then the tied leaders' rolls again). Its :meth:`roll` is
    the fold itself. The odds engine walks it by state rather than by path: states with the same
    :meth:`state_key` (everything that decides what follows and the final key; not the results kept
    only to be listed) are merged, so its cost grows with the states, not with the product of the rolls.
    """

    @abstractmethod
    def start(self) -> S: ...

    @abstractmethod
    def next(self, state: S) -> RollReading[Any] | None:
        """The next roll to make, or None when the fold is done."""

    @abstractmethod
    def step(self, state: S, result: Any) -> S:
        """The state after the next roll showed ``result`` (read only through its reading's key)."""

    @abstractmethod
    def state_key(self, state: S) -> Hashable: ...

    @abstractmethod
    def finish(self, state: S) -> T: ...

    def option_group(self, state: S, result: Any) -> Hashable | None:
        """Optionally, a name for what ``result`` does to ``state`` such that every result with that name
        steps to states of one :meth:`state_key` (a roll-off's last roll: below the best, a tie, above it):
        the odds engine then steps once per name. None (the default) names nothing: every result is
        stepped."""
        return None

    def roll(self, source: DiceSource) -> T:
        state = self.start()
        while (following := self.next(state)) is not None:
            state = self.step(state, source.read(following))
        return self.finish(state)
