"""Odds of an operation whose dice are independent rolls, tallied part by part instead of path by path.

The plain walk runs the rule once per combination of its rolls' keys: two rolls of a hundred keys each
are ten thousand evaluations. When the output is each roll's own fields side by side plus a few fields
of the rolls together (a check against a rolled grade: the roll, the grade, success and margin), each
roll's fields need only that roll's results, weighted by all of the others', and the joint fields only
the few numbers they read. An operation with such an output gives an odds function (``odds`` of
:func:`app.rules.protocol.operation`) built on :func:`distribution` or :func:`versus`; tests hold its
answers to the walk's.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar, cast

from app.rules.dice.reading import RollReading
from app.rules.odds.enumerate import (
    Clock,
    Limits,
    Mass,
    ReadKey,
    Walked,
    read_classes,
    too_many_evaluations,
    walk,
)
from app.rules.odds.summary import Tallied, Tally
from app.rules.protocol import JsonObject

T = TypeVar("T")
A = TypeVar("A")
B = TypeVar("B")


@dataclass(frozen=True)
class Distribution(Generic[T]):
    """Every result of one roll (a read roll's representative per key), as ``(result, count)`` over
    ``denominator``; the counts sum to the denominator (no path is cut)."""

    results: list[tuple[T, int]]
    denominator: int
    evaluations: int

    def grouped(self, key: Callable[[T], Hashable]) -> list[tuple[T, int]]:
        """The results merged by what ``key`` reads of them: each group's first result and summed count."""
        groups: dict[Hashable, list[T | int]] = {}
        for result, count in self.results:
            group = groups.get(key(result))
            if group is None:
                groups[key(result)] = [result, count]
            else:
                group[1] = cast(int, group[1]) + count
        return [(cast(T, result), cast(int, count)) for result, count in groups.values()]


def distribution(roll: Callable[[], T], limits: Limits) -> Distribution[T] | None:
    """The results of ``roll`` (which takes its dice from :func:`app.rules.dice.source.play_dice`), or None
    when it can take a die only an explosion rolls: its extras would share the explosion depth with the
    other rolls' (only the whole walk cuts them right)."""
    walked = walk(roll, replace(limits, explosion_depth=0))
    if walked.tail:
        return None
    denominator = math.lcm(*{size for _, _, size in walked.leaves})
    results = [(result, sequences * (denominator // size)) for result, sequences, size in walked.leaves]
    return Distribution(results, denominator, walked.evaluations)


def versus(
    first: RollReading[A],
    second: RollReading[B],
    limits: Limits,
    *,
    output: Callable[[A, B], JsonObject],
    key: Callable[[A, B], Hashable],
    first_fields: Callable[[A], JsonObject],
    second_fields: Callable[[B], JsonObject],
) -> Tallied:
    """The odds of an operation that reads ``first``, then ``second``, and answers ``output(a, b)``.

    ``first_fields(a)`` and ``second_fields(b)`` are the output's fields that read one roll alone (its JSON,
    its total); every other field must be the same for every pair with the same ``key(a, b)`` (a margin,
    who won). Each roll is walked once by key; every pair of keys only adds its weight to its key's group
    (the extras of both share the explosion depth, as on a walked path), so ``output`` runs once per group
    and each roll's own fields once per key.
    """
    clock = Clock.start(limits.max_seconds)
    firsts, first_evaluations = read_classes(first, limits, clock)
    seconds, second_evaluations = read_classes(second, limits, clock)
    first_denominator, first_rows = _common(firsts)
    second_denominator, second_rows = _common(seconds)
    depth = limits.explosion_depth
    first_weights, second_weights = [0] * len(first_rows), [0] * len(second_rows)
    groups: dict[Hashable, list[Any]] = {}
    for i, (a, a_taken) in enumerate(first_rows):
        clock.check()
        for j, (b, b_taken) in enumerate(second_rows):
            weight = 0
            for a_extras, a_count in a_taken:
                for b_extras, b_count in b_taken:
                    if a_extras + b_extras <= depth:
                        weight += a_count * b_count
            if not weight:
                continue
            first_weights[i] += weight
            second_weights[j] += weight
            group = groups.get(joint := key(a, b))
            if group is None:
                groups[joint] = [a, b, weight]
            else:
                group[2] += weight
        if len(groups) > limits.max_evaluations:
            raise too_many_evaluations(limits)
    fields = Tally()
    shown_first, shown_second = first_rows[0][0], second_rows[0][0]
    fields.add(output(shown_first, shown_second), 0)  # every field first seen in the operation's own order
    own = {*first_fields(shown_first), *second_fields(shown_second)}
    for a, b, weight in groups.values():
        fields.add({name: value for name, value in output(a, b).items() if name not in own}, weight)
    for (a, _), weight in zip(first_rows, first_weights, strict=True):
        if weight:
            fields.add(first_fields(a), weight)
    for (b, _), weight in zip(second_rows, second_weights, strict=True):
        if weight:
            fields.add(second_fields(b), weight)
    evaluations = first_evaluations + second_evaluations + len(groups)
    return Tallied(fields, sum(first_weights), first_denominator * second_denominator, evaluations)


def grouped_pairs(
    first: list[ReadKey[A]], second: list[ReadKey[B]], depth: int, key: Callable[[A, B], Hashable], clock: Clock
) -> list[tuple[A, B, Mass]]:
    """Every pair of a key of ``first`` with a key of ``second`` (two independent rolls sharing the
    explosion depth), grouped by what ``key`` reads of the two: each group's first pair and the mass of all
    of its paths by extras taken."""
    first_denominator, first_rows = _common(first)
    second_denominator, second_rows = _common(second)
    groups: dict[Hashable, tuple[A, B, list[int]]] = {}
    for a, a_taken in first_rows:
        clock.check()
        for b, b_taken in second_rows:
            counts = None
            for a_extras, a_count in a_taken:
                for b_extras, b_count in b_taken:
                    extras = a_extras + b_extras
                    if extras > depth:
                        continue
                    if counts is None:
                        group = groups.get(joint := key(a, b))
                        if group is None:
                            group = groups[joint] = (a, b, [0] * (depth + 1))
                        counts = group[2]
                    counts[extras] += a_count * b_count
    denominator = first_denominator * second_denominator
    return [(a, b, Mass(tuple(counts), denominator)) for a, b, counts in groups.values()]


def certain(result: T, depth: int) -> ReadKey[T]:
    """The one key of a roll that is not rolled (a gamble's defence): ``result``, surely, with no extras."""
    return ReadKey(result, (), Mass.sure(depth))


@dataclass(frozen=True)
class Alone(Generic[T]):
    """Each of several independent rolls alone: per roll, each key's result with its weight over all of the
    rolls together (``denominator``), and the weight of every path of them within the explosion depth."""

    results: list[list[tuple[T, int]]]
    denominator: int
    reached: int
    evaluations: int


def each_alone(rolls: Sequence[RollReading[T]], limits: Limits, clock: Clock, walked: Walked | None = None) -> Alone[T]:
    """Independent rolls made one after another, sharing the explosion depth, each weighed alone: a key of
    one roll weighs its own count times every way the other rolls take no more extras than the depth
    leaves. A field that reads one roll alone (a combatant's own Initiative) needs no more."""
    depth = limits.explosion_depth
    tables, evaluations = [], 0
    for roll in rolls:
        keys, walks = read_classes(roll, limits, clock, walked)
        tables.append(_common(keys))
        evaluations += walks
    by_extras = []
    for _, rows in tables:
        counts = [0] * (depth + 1)
        for _, taken in rows:
            for extras, count in taken:
                counts[extras] += count
        by_extras.append(counts)
    results = []
    reached = 0
    for index, (_, rows) in enumerate(tables):
        others = [1] + [0] * depth  # the other rolls' weight by extras taken, convolved one by one
        for other, counts in enumerate(by_extras):
            if other != index:
                others = [sum(others[e - k] * counts[k] for k in range(e + 1)) for e in range(depth + 1)]
        within = list(itertools.accumulate(others))  # the others' weight within e extras
        weighed = [(result, sum(count * within[depth - extras] for extras, count in taken)) for result, taken in rows]
        results.append(weighed)
        reached = sum(weight for _, weight in weighed)
    denominator = math.prod(denominator for denominator, _ in tables)
    return Alone(results, denominator, reached if rolls else 1, evaluations)


def _common(keys: list[ReadKey[T]]) -> tuple[int, list[tuple[T, tuple[tuple[int, int], ...]]]]:
    """Each key's result and its counts by extras over one denominator for all of them."""
    denominator = math.lcm(*(read.mass.denominator for read in keys))
    rows = []
    for read in keys:
        scale = denominator // read.mass.denominator
        rows.append((read.result, tuple((extras, count * scale) for extras, count in read.mass.taken)))
    return denominator, rows
