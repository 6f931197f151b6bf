"""Odds of an operation whose dice are independent rolls, tallied part by part instead of path by path.

The plain walk runs the rule once per combination of its rolls' keys: two rolls of a hundred keys each
are ten thousand evaluations. When the output is each roll's own fields side by side plus a few fields
of the rolls together (a check against a rolled grade: the roll, the grade, success and margin), each
roll's fields need only that roll's results, weighted by all of the others', and the joint fields only
the few numbers they read. An operation with such an output gives an odds function (``odds`` of
:func:`app.rules.protocol.operation`) built on :func:`distribution`; tests hold its answers to the walk's.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from typing import Generic, TypeVar, cast

from app.rules.odds.enumerate import Limits, walk

T = TypeVar("T")


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
