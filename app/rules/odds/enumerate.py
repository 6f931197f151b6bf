"""An exact enumerator of a rule function's results over every sequence of faces its dice can show.

The rule function is run once per leaf of its dice tree with a :class:`PathDice` source that replays a
prefix of faces and shows each new die's lowest face; the faces are then advanced like an odometer (the
last die that can still go up goes up, everything after it is dropped and rolled afresh). A die that
only rolls because an earlier face exploded (:meth:`DiceSource.roll_extra`) counts towards a depth cap:
a path that would take more of them is cut, and its probability is reported as the tail (what no
leaf reached). The number of
rule evaluations is capped too, so a request costs bounded time whatever its input.
"""

from __future__ import annotations

import contextlib
import gc
import math
import operator
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb
from typing import Any, Generic, TypeVar

from app.rules.dice.reading import FoldReading, Outcomes, PoolReading, RollReading, T, orderings
from app.rules.dice.source import DiceSource, ForcedDice, dice_for_play
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


class Mass:
    """A probability split by how many extra dice (explosions) were taken: ``counts[e] / denominator`` for
    ``e`` extras, up to the depth. Never changed once made (a plain class: the fold makes many)."""

    __slots__ = ("_taken", "counts", "denominator")

    def __init__(self, counts: tuple[int, ...], denominator: int) -> None:
        self.counts = counts
        self.denominator = denominator
        self._taken: tuple[tuple[int, int], ...] | None = None

    @classmethod
    def sure(cls, depth: int) -> Mass:
        """Certainty: every path, no extras taken (up to ``depth``)."""
        return cls((1,) + (0,) * depth, 1)

    @property
    def least(self) -> int:
        """The fewest extras a path of this mass takes."""
        return self.taken[0][0]

    @property
    def taken(self) -> tuple[tuple[int, int], ...]:
        """``(extras, count)`` for every non-zero count (most masses have one or two)."""
        if self._taken is None:
            self._taken = tuple((extras, count) for extras, count in enumerate(self.counts) if count)
        return self._taken

    def within(self, other: Mass) -> Mass:
        """Both together, as independent parts of one path: extras add up, and past the depth is tail."""
        depth = len(self.counts)
        counts = [0] * depth
        for own, count in self.taken:
            for extras, other_count in other.taken:
                if own + extras < depth:
                    counts[own + extras] += count * other_count
        return Mass(tuple(counts), self.denominator * other.denominator)

    def plus(self, other: Mass) -> Mass:
        """Either one: two disjoint sets of paths."""
        if self.denominator == other.denominator:
            return Mass(tuple(map(operator.add, self.counts, other.counts)), self.denominator)
        denominator = math.lcm(self.denominator, other.denominator)
        mine, theirs = denominator // self.denominator, denominator // other.denominator
        return Mass(tuple(a * mine + b * theirs for a, b in zip(self.counts, other.counts, strict=True)), denominator)


class ReadKey(Generic[Result]):
    """One key of a :class:`RollReading`: a representative result and its faces, the mass of every path
    of the roll with that key, and the fewest extras such a path takes (read on every path: a plain
    attribute)."""

    __slots__ = ("faces", "least", "mass", "result")

    def __init__(self, result: Result, faces: tuple[int, ...], mass: Mass) -> None:
        self.result = result
        self.faces = faces
        self.mass = mass
        self.least = mass.least


Walked = dict[RollReading[Any], list[ReadKey[Any]]]
"""The keys of every read roll walked so far (each is walked once per distribution)."""


@dataclass(frozen=True)
class Clock:
    """The CPU-time cap of one distribution, checked in every loop of the walk, the walks of read rolls and
    folds included (a fold with roll-offs can go on as long as ties can recur)."""

    deadline: float
    seconds: float

    @classmethod
    def start(cls, seconds: float) -> Clock:
        return cls(time.thread_time() + seconds, seconds)

    def check(self) -> None:
        if time.thread_time() > self.deadline:
            raise OddsRefused(f"the exact distribution takes more than {self.seconds:g} s to walk")


_Shown = list[Any]
"""``[shown, faces, mass]``: a fold's state or result shown by its first path, and the mass of all of its
(a state's options carry a fourth item: their counts summed in place over ``mass``'s denominator, or None)."""


def _summed(known: _Shown) -> Mass:
    """The mass of ``[shown, faces, mass, counts or None]``: ``counts`` (over ``mass``'s denominator) once
    summed in place."""
    mass: Mass = known[2]
    return mass if known[3] is None else Mass(tuple(known[3]), mass.denominator)


def _merge(into: dict[Hashable, _Shown], key: Hashable, shown: Any, faces: tuple[int, ...], mass: Mass) -> None:
    known = into.get(key)
    if known is None:
        into[key] = [shown, faces, mass]
    else:
        known[2] = known[2].plus(mass)


class PathDice(DiceSource):
    """Replays ``prefix`` (one choice per die, per pool read through a :class:`PoolReading`, or per key of
    a :class:`RollReading`), then takes the first choice of every further one.

    A pool's faces are walked in non-decreasing order (each multiset once, weighted by its orderings), or,
    with ``shortcuts``, one representative pool per reading; a read roll is walked once per distribution
    (``walked`` keeps it) and shows one representative result per key. The path's probability is
    ``weight / size`` times, for its read rolls, the mass of their keys' paths whose extras, with this
    path's own, stay within the depth.
    """

    forced = False

    def __init__(
        self,
        prefix: list[int],
        explosion_depth: int,
        shortcuts: bool,
        walked: Walked,
        clock: Clock,
    ) -> None:
        super().__init__()
        self._clock = clock
        self._depth = explosion_depth
        self._shortcuts = shortcuts
        self._walked = walked
        self._pools: dict[tuple[int, int, int, int, int], tuple[PoolReading, Outcomes | None]] = {}
        """Each reading's pools by the reading's id (the reading is kept, so its id stays its own)."""
        self.restart(prefix)

    def restart(self, prefix: list[int]) -> None:
        """Start the path ``prefix`` leads to (the walk takes every path through one source)."""
        self._prefix = prefix
        self._extra_left = self._depth
        self.used = []
        self.choices: list[int] = []
        self.options: list[int] = []
        self.weight = 1
        self.size = 1
        self.reads: list[Mass] = []
        self._reserved = 0
        """Extras the read rolls so far take at least."""
        self.evaluations = 0
        """Evaluations of read rolls this path walked (each is walked once per distribution)."""
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
        listed = self._outcomes(reading, count, low, high, step) if reading is not None and self._shortcuts else None
        sides = (high - low) // step + 1
        if count == 1 and listed is None:
            self.paths *= sides
            return [self.roll(low, high, step)]
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

    def _outcomes(self, reading: PoolReading, count: int, low: int, high: int, step: int) -> Outcomes | None:
        pool = (id(reading), count, low, high, step)
        known = self._pools.get(pool)
        if known is None:
            listed = reading.outcomes(count, low, high, step)
            if (
                listed is not None
                and count == 1
                and listed == tuple(((face,), 1) for face in range(low, high + 1, step))
            ):
                listed = None  # one die whose every face reads differently: rolled as a plain die
            known = self._pools[pool] = (reading, listed)
        return known[1]

    def roll_extra(self, low: int, high: int, step: int = 1) -> int:
        if self._extra_left - self._reserved <= 0:
            raise _Cut
        self._extra_left -= 1
        return self.roll(low, high, step)

    def read(self, reading: RollReading[T]) -> T:
        if not self._shortcuts:
            return reading.roll(self)
        classes = self._classes(reading)
        choice = self._choose(len(classes))
        self.paths *= len(classes)
        left = self._extra_left - self._reserved
        if classes[choice].least > left:
            # Every path of this key takes more extras than the depth leaves: no mass. The same holds for
            # the keys up to the next one that fits, so the odometer skips them all at once (a choice in
            # the prefix always fits: the path that first took it went on past it).
            fitting = (later for later in range(choice + 1, len(classes)) if classes[later].least <= left)
            choice = self.choices[-1] = next(fitting, len(classes) - 1)
            if classes[choice].least > left:
                raise _Cut
        chosen: ReadKey[T] = classes[choice]
        self._reserved += chosen.least
        self.used.extend(chosen.faces)
        self.reads.append(chosen.mass)
        return chosen.result

    def _classes(self, reading: RollReading[T]) -> list[ReadKey[T]]:
        classes = self._walked.get(reading)
        if classes is None:
            walked = self._fold(reading) if isinstance(reading, FoldReading) else self._walk_reading(reading)
            classes = self._walked[reading] = walked
        return classes

    def _fold(self, reading: FoldReading[Any, T]) -> list[ReadKey[T]]:
        """A fold walked state by state: each state's next roll by key, states with one key merged (the
        first shown), their masses added; each final key shown by its first state."""
        step, state_key, option_group = reading.step, reading.state_key, reading.option_group
        row_cache: dict[int, list[tuple[int, Any, tuple[int, ...], Mass, tuple[tuple[int, int], ...]]]] = {}
        first = reading.start()
        frontier: dict[Hashable, _Shown] = {state_key(first): [first, (), Mass.sure(self._depth)]}
        finished: dict[Hashable, _Shown] = {}
        while frontier:
            following: dict[Hashable, _Shown] = {}
            for state, faces, mass in frontier.values():
                self._clock.check()
                roll = reading.next(state)
                if roll is None:
                    result = reading.finish(state)
                    _merge(finished, reading.key(result), result, faces, mass)
                    continue
                options: dict[Hashable, _Shown] = {}
                left = self._depth - mass.least
                classes = self._classes(roll)
                rows = row_cache.get(id(classes))
                if rows is None:  # the classes are kept in the walk, so their id stays theirs
                    rows = row_cache[id(classes)] = [
                        (option.least, option.result, option.faces, option.mass, option.mass.taken)
                        for option in classes
                    ]
                stepped: dict[Hashable, Hashable] = {}
                """The state key each named group of options steps to (:meth:`FoldReading.option_group`)."""
                for least, option_result, option_faces, option_mass, taken in rows:
                    if least > left:
                        continue  # every path of the option with this state's takes more extras than the depth
                    group = option_group(state, option_result)
                    key = stepped.get(group) if group is not None else None
                    if key is None:
                        after = step(state, option_result)
                        key = state_key(after)
                        if group is not None:
                            stepped[group] = key
                    known = options.get(key)
                    if known is None:  # never for a group stepped already: its first option put its key here
                        options[key] = [after, option_faces, option_mass, None]
                    elif option_mass.denominator == known[2].denominator:  # as a walked roll's keys all are
                        if known[3] is None:
                            known[3] = list(known[2].counts)
                        summed = known[3]
                        for extras, count in taken:
                            summed[extras] += count
                    else:
                        known[2:] = [_summed(known).plus(option_mass), None]
                for key, known in options.items():
                    combined = mass.within(_summed(known))
                    if any(combined.counts):
                        _merge(following, key, known[0], faces + known[1], combined)
            frontier = following
        return [ReadKey(result, faces, mass) for result, faces, mass in finished.values()]

    def _walk_reading(self, reading: RollReading[T]) -> list[ReadKey[T]]:
        """Every path of the read roll, grouped by key (each key shown by its first path)."""
        shown: dict[Hashable, tuple[T, tuple[int, ...]]] = {}
        paths: list[tuple[Hashable, Mass]] = []
        prefix: list[int] = []
        while True:
            self._clock.check()
            self.evaluations += 1
            source = PathDice(prefix, self._depth, self._shortcuts, self._walked, self._clock)
            try:
                result = reading.roll(source)
            except _Cut:
                pass
            else:
                key = reading.key(result)
                if key not in shown:
                    shown[key] = (result, tuple(source.used))
                paths.append((key, source.mass()))
            self.evaluations += source.evaluations
            prefix = _advance(source.choices, source.options)
            if not prefix:
                break
        denominator = math.lcm(*{mass.denominator for _, mass in paths})
        counts = {key: [0] * (self._depth + 1) for key in shown}
        for key, mass in paths:
            scale, into = denominator // mass.denominator, counts[key]
            for extras, count in mass.taken:
                into[extras] += count * scale
        common = math.gcd(denominator, *(count for parts in counts.values() for count in parts))
        return [
            ReadKey(result, faces, Mass(tuple(count // common for count in counts[key]), denominator // common))
            for key, (result, faces) in shown.items()
        ]

    def mass(self) -> Mass:
        """This path's probability by extras taken (its own and its read rolls'), within the depth."""
        taken = {self._depth - self._extra_left: self.weight}
        denominator = self.size
        for read in self.reads:
            combined: dict[int, int] = {}
            for own, count in taken.items():
                for extras, read_count in read.taken:
                    if own + extras <= self._depth:
                        combined[own + extras] = combined.get(own + extras, 0) + count * read_count
            taken, denominator = combined, denominator * read.denominator
        return Mass(tuple(taken.get(extras, 0) for extras in range(self._depth + 1)), denominator)

    def reached(self) -> tuple[int, int]:
        """This path's probability within the depth, as ``(count, denominator)``: :meth:`mass` summed, without
        building it where each read roll's key takes one number of extras (as most do)."""
        count, denominator, extras = self.weight, self.size, self._depth - self._extra_left
        for read in self.reads:
            taken = read.taken
            if len(taken) != 1:
                return sum((mass := self.mass()).counts), mass.denominator
            extras += taken[0][0]
            count *= taken[0][1]
            denominator *= read.denominator
        return (count if extras <= self._depth else 0), denominator

    def finish(self) -> None:
        """Every face of a path is used by construction."""


class StartedDice(DiceSource):
    """The faces a table has already seen (given as ``dice`` to the odds), in the operation's dice order,
    then the walk's: the odds of the rest of a roll, as a player asks once the GM's dice are on the table.

    The given faces are taken one by one through a :class:`ForcedDice` (which checks each against its die);
    a pool or read roll that starts among them is rolled face by face, and any roll after them is the walk's
    own (by multiset, reading or key). Faces the rule never takes are refused when it finishes, as a roll
    would refuse them.
    """

    forced = False

    def __init__(self, faces: Sequence[int], walk: PathDice) -> None:
        super().__init__()
        self._faces = faces
        self._walk = walk
        self.restart()

    def restart(self) -> None:
        """Start a path: the given faces come first again."""
        self._given = ForcedDice(self._faces)
        self.used = []

    def _next_face(self, low: int, high: int, step: int) -> int:
        if self._given.remaining:
            return self._given.roll(low, high, step)
        return self._walk.roll(low, high, step)

    def roll_extra(self, low: int, high: int, step: int = 1) -> int:
        if self._given.remaining:  # an extra die already rolled: it takes nothing of the depth
            return self.roll(low, high, step)
        return self._walk.roll_extra(low, high, step)

    def roll_pool(
        self, count: int, low: int, high: int, step: int = 1, *, reading: PoolReading | None = None
    ) -> list[int]:
        if self._given.remaining:
            return super().roll_pool(count, low, high, step)
        return self._walk.roll_pool(count, low, high, step, reading=reading)

    def read(self, reading: RollReading[T]) -> T:
        return reading.roll(self) if self._given.remaining else self._walk.read(reading)

    def finish(self) -> None:
        self._given.finish()
        self._walk.finish()


@dataclass
class Walk(Generic[Result]):
    """Every result with its exact probability; what the walk did not reach is the tail (paths past the
    depth cap).

    Probabilities are kept as counts per denominator (each leaf's probability is its face sequences over
    the product of its dice sizes) and turned into fractions once, at the end.
    """

    leaves: list[tuple[Result, int, int]] = field(default_factory=list)
    """``(result, sequences, size)``: the result of ``sequences`` face sequences of probability 1/size."""
    evaluations: int = 0

    @property
    def tail(self) -> Fraction:
        by_size: dict[int, int] = {}
        for _, sequences, size in self.leaves:
            by_size[size] = by_size.get(size, 0) + sequences
        return 1 - sum((Fraction(count, size) for size, count in by_size.items()), Fraction(0))


def walk(
    run: Callable[[], Result],
    limits: Limits = LIMITS,
    *,
    shortcuts: bool = True,
    clock: Clock | None = None,
    walked: Walked | None = None,
    started: Sequence[int] = (),
) -> Walk[Result]:
    """Run ``run`` on every face sequence its dice can show (within ``limits``); rule errors propagate.

    ``run`` must take its unforced dice from :func:`app.rules.dice.source.play_dice` (every operation
    does, through ``dice_from_input``) and depend on nothing but its faces. Its input is validated once
    (:func:`app.rules.validation.validate_once`), its pools walked by their readings and its read rolls
    by key; ``shortcuts=False`` validates on every path, walks every multiset of every pool and every
    path of every read roll (the check of all three). ``clock`` and ``walked``: as for :func:`read_classes`,
    when the walk is one part of a distribution. ``started``: faces already rolled, taken first on every
    path (:class:`StartedDice`); the walk is then the odds of the rest, given them.
    """
    result: Walk[Result] = Walk()
    prefix: list[int] = []
    refusal = too_many_evaluations(limits)
    clock = Clock.start(limits.max_seconds) if clock is None else clock
    source = PathDice(prefix, limits.explosion_depth, shortcuts, {} if walked is None else walked, clock)
    given = StartedDice(started, source) if started else None
    play: DiceSource = source if given is None else given
    with dice_for_play(lambda: play), validate_once() if shortcuts else contextlib.nullcontext():
        runs = 0
        while True:
            if result.evaluations >= limits.max_evaluations:
                raise refusal
            runs += 1
            if runs % CLOCK_EVERY == 1:
                clock.check()
            result.evaluations += 1
            source.restart(prefix)
            if given is not None:
                given.restart()
            try:
                outcome = run()
                if given is not None:
                    given.finish()  # faces seen but never taken: refused, whoever ran the dice
            except _Cut:
                pass
            else:
                if not source.reads:
                    result.leaves.append((outcome, source.weight, source.size))
                else:
                    reached, denominator = source.reached()
                    if reached:
                        result.leaves.append((outcome, reached, denominator))
            result.evaluations += source.evaluations
            if not prefix and source.paths > limits.max_evaluations:
                raise refusal  # known at once from the first path's dice: no need to walk up to the cap
            prefix = _advance(source.choices, source.options)
            if not prefix:
                return result


def too_many_evaluations(limits: Limits) -> OddsRefused:
    return OddsRefused(
        f"the exact distribution needs more than {limits.max_evaluations} evaluations of the rule "
        "(too many dice to walk every face)"
    )


def read_classes(
    reading: RollReading[Result], limits: Limits, clock: Clock, walked: Walked | None = None
) -> tuple[list[ReadKey[Result]], int]:
    """Every key of one read roll walked alone: its representative result and the mass of its paths by
    extras taken (within the depth), with the evaluations the walk took. ``clock`` is the distribution's
    (one CPU cap for all of its parts); read rolls already in ``walked`` (shared by the calls of one
    distribution) are not walked again."""
    source = PathDice([], limits.explosion_depth, True, {} if walked is None else walked, clock)
    classes = source._classes(reading)
    return classes, source.evaluations


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """The cyclic garbage collector paused for the block (reference counting still frees what a path
    drops): for an operation's walk and summary, which keep every leaf's output (nested objects), so
    that every full collection would go through all of them again (a third of the time with thousands
    of leaves). Not for a rule that leaves reference cycles on every path: those pile up until the end.
    Nested or concurrent pauses are safe: only the one that found the collector running restarts it."""
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if running:
            gc.enable()


def _advance(choices: list[int], options: list[int]) -> list[int]:
    """The next path's prefix in odometer order, or ``[]`` when every path has been walked."""
    for position in range(len(choices) - 1, -1, -1):
        if choices[position] + 1 < options[position]:
            return [*choices[:position], choices[position] + 1]
    return []
