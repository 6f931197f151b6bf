"""What an operation selects among: the kept dice of a term, or the kept items of a set.

d20 selects by sorting the elements for every selector and every reroll round, which multiplies: an
expression within every limit could take seconds. Here the kept elements stay sorted by (value,
position), so a selection is a few index ranges found by bisection, whatever the number of selectors,
and the elements move in bulk (list copies done in C). Python-level steps are spent only on elements an
operation drops, rerolls or explodes, each counted in ``work``.

Ties are broken as d20's stable sorts break them: among equal values, the earliest element is both
the highest and the lowest.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from app.rules.dice.notation.syntax import Number, Selector

Span = tuple[int, int]
"""A half-open range of indices into the sorted elements."""


class Work:
    """Counts the evaluator's steps: a few per operation, one per element changed in Python, and one
    per block of elements copied in bulk. Tests bound it; time is not asserted."""

    BLOCK = 32

    def __init__(self) -> None:
        self.steps = 0

    def bulk(self, size: int) -> None:
        self.steps += 1 + size // self.BLOCK

    def add(self, steps: int) -> None:
        self.steps += steps


@dataclass(frozen=True, slots=True)
class Selection:
    """The union of an operation's selectors, reduced to at most five parts."""

    high: int = 0
    low: int = 0
    below: int | None = None
    above: int | None = None
    equal: frozenset[int] = frozenset()

    @staticmethod
    @lru_cache(maxsize=1024)
    def of(selectors: tuple[Selector, ...]) -> Selection:
        def largest(kind: str) -> int | None:
            numbers = [selector.number for selector in selectors if selector.kind == kind]
            return max(numbers) if numbers else None

        above = [selector.number for selector in selectors if selector.kind == ">"]
        return Selection(
            high=largest("h") or 0,
            low=largest("l") or 0,
            below=largest("<"),
            above=min(above) if above else None,
            equal=frozenset(selector.number for selector in selectors if selector.kind is None),
        )

    @property
    def by_rank(self) -> bool:
        return self.high > 0 or self.low > 0

    def matches_value(self, value: Number) -> bool:
        """Whether the value-based parts (``<``, ``>``, literal) select an element of this value."""
        return (
            (self.below is not None and value < self.below)
            or (self.above is not None and value > self.above)
            or value in self.equal
        )


class Pool:
    """Kept elements as two aligned lists sorted by (value, position)."""

    __slots__ = ("_on_drop", "positions", "values", "work")

    def __init__(self, values_by_position: Sequence[Number], on_drop: Callable[[int, Number], None], work: Work):
        order = sorted(range(len(values_by_position)), key=values_by_position.__getitem__)
        self.positions = order
        self.values = [values_by_position[position] for position in order]
        self._on_drop = on_drop
        self.work = work
        work.add(len(order))

    def __len__(self) -> int:
        return len(self.values)

    # -- selecting -------------------------------------------------------------------------------

    def _high_spans(self, high: int) -> list[Span]:
        """The ``high`` highest: everything above the pivot value, and the earliest of the pivot's ties."""
        count = len(self.values)
        if high >= count:
            return [(0, count)]
        pivot = self.values[count - high]
        first = bisect_left(self.values, pivot)
        after = bisect_right(self.values, pivot)
        return [(after, count), (first, first + high - (count - after))]

    def spans(self, selection: Selection) -> list[Span]:
        """The selected elements as sorted, disjoint, non-empty spans."""
        values, count = self.values, len(self.values)
        self.work.add(1 + len(selection.equal))
        found: list[Span] = []
        if selection.low:
            found.append((0, min(selection.low, count)))
        if selection.high:
            found.extend(self._high_spans(selection.high))
        if selection.below is not None:
            found.append((0, bisect_left(values, selection.below)))
        if selection.above is not None:
            found.append((bisect_right(values, selection.above), count))
        found.extend((bisect_left(values, value), bisect_right(values, value)) for value in selection.equal)
        merged: list[Span] = []
        for start, end in sorted(span for span in found if span[0] < span[1]):
            if merged and start <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
            else:
                merged.append((start, end))
        return merged

    def rank_test(self, selection: Selection) -> Callable[[int], bool]:
        """Whether the element at a sorted index is among the highest or lowest the selection takes."""
        low_end = min(selection.low, len(self.values))
        high = self._high_spans(selection.high) if selection.high else []
        return lambda index: index < low_end or any(start <= index < end for start, end in high)

    def complement(self, spans: list[Span]) -> list[Span]:
        gaps: list[Span] = []
        start = 0
        for first, end in spans:
            if start < first:
                gaps.append((start, first))
            start = end
        if start < len(self.values):
            gaps.append((start, len(self.values)))
        return gaps

    def index_of(self, position: int, value: Number) -> int:
        first = bisect_left(self.values, value)
        return bisect_left(self.positions, position, first, bisect_right(self.values, value, first))

    def first_selected(self, selector: Selector) -> int | None:
        """The sorted index of the element d20 takes first for one selector (``ra``), if any."""
        values, count = self.values, len(self.values)
        self.work.bulk(count)
        if selector.kind in {"h", "l"}:
            if selector.number <= 0 or not count:
                return None
            return bisect_left(values, values[-1]) if selector.kind == "h" else 0
        if selector.kind == "<":
            start, end = 0, bisect_left(values, selector.number)
        elif selector.kind == ">":
            start, end = bisect_right(values, selector.number), count
        else:
            start, end = bisect_left(values, selector.number), bisect_right(values, selector.number)
        if start >= end:
            return None
        return self.positions.index(min(self.positions[start:end]), start, end)

    # -- changing --------------------------------------------------------------------------------

    def take(self, spans: list[Span]) -> list[tuple[int, Number]]:
        """Remove the elements in ``spans``; return their (position, value) in position order."""
        values, positions = self.values, self.positions
        kept_values: list[Number] = []
        kept_positions: list[int] = []
        taken: list[tuple[int, Number]] = []
        start = 0
        for first, end in spans:
            kept_values += values[start:first]
            kept_positions += positions[start:first]
            taken.extend(zip(positions[first:end], values[first:end], strict=True))
            start = end
        kept_values += values[start:]
        kept_positions += positions[start:]
        self.values, self.positions = kept_values, kept_positions
        self.work.bulk(len(values))
        self.work.add(len(taken))
        taken.sort()
        return taken

    def drop(self, spans: list[Span]) -> None:
        if not spans:
            return
        for position, value in self.take(spans):
            self._on_drop(position, value)

    def insert(self, position: int, value: Number) -> int:
        """Add an element; return its sorted index."""
        index = self.index_of(position, value)
        self.values.insert(index, value)
        self.positions.insert(index, position)
        self.work.bulk(len(self.values))
        return index

    def raise_to(self, floor: int) -> None:
        """Every value below ``floor`` becomes ``floor`` (``mi``)."""
        below = bisect_left(self.values, floor)
        if not below:
            return
        end = bisect_right(self.values, floor, below)
        self.positions[:end] = sorted(self.positions[:end])
        self.values[:end] = [floor] * end
        self.work.bulk(end)

    def lower_to(self, ceiling: int) -> None:
        """Every value above ``ceiling`` becomes ``ceiling`` (``ma``)."""
        above = bisect_right(self.values, ceiling)
        if above == len(self.values):
            return
        start = bisect_left(self.values, ceiling, 0, above)
        self.positions[start:] = sorted(self.positions[start:])
        self.values[start:] = [ceiling] * (len(self.values) - start)
        self.work.bulk(len(self.values) - start)

    def by_position(self) -> list[tuple[int, Number]]:
        self.work.bulk(len(self.values))
        return sorted(zip(self.positions, self.values, strict=True))
