"""Rolling a parsed expression as d20 1.1 does: every face from the dice source, at a bounded cost.

The semantics are d20's: a term's dice are rolled first, then its operations run in order; an operation
on a parenthesised group acts on what the group holds (the dice of ``(4d6)kh1``, the items of
``((1, 2))k1``), or on the value itself when that is a number; arithmetic is Python's on integers and
floats, and the total is truncated toward zero at the end. Within a reroll or explosion round, dice
are rolled in the order of their position, so forced faces are consumed predictably.

Where d20 loops until its dice budget runs out (``rr`` with ``h``/``l``, which always selects a die),
the evaluator refuses at once with the same limit.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from app.rules.dice.notation.pool import Pool, Selection, Span, Work
from app.rules.dice.notation.syntax import (
    DEFAULT_LIMITS,
    FIELD,
    Annotated,
    Chain,
    Constant,
    DiceTerm,
    Group,
    Limits,
    Node,
    Number,
    Operation,
    Parsed,
    Unary,
)
from app.rules.dice.source import DiceSource
from app.rules.errors import InputError

MAX_MAGNITUDE = 2**53
"""Totals stay exact integers in every JSON client (JavaScript numbers are exact up to 2**53)."""

MAX_BREAKDOWN = 2000
"""Discord's message limit: a longer breakdown is shortened, keeping its total."""


def _out_of_range() -> InputError:
    return InputError(FIELD, f"a value is out of range (beyond ±{MAX_MAGNITUDE})")


def _finite(value: Number) -> Number:
    if isinstance(value, float) and not math.isfinite(value):
        raise _out_of_range()
    return value


def _strike(text: str, kept: bool) -> str:
    return text if kept else f"~~{text}~~"


class _Budget:
    """Rolls dice through the source, counting them against the limit, and counts the work done."""

    def __init__(self, source: DiceSource, limits: Limits, work: Work) -> None:
        self.source = source
        self.limits = limits
        self.rolled = 0
        self.work = work

    def exceeded(self) -> InputError:
        return InputError(FIELD, f"more than {self.limits.max_dice} dice rolled (rerolls and explosions count)")

    def face(self, size: int | None, *, extra: bool = False) -> int:
        """One face; ``extra`` for a die that only rolls because an earlier one exploded or rerolled again."""
        self._count(1)
        roll = self.source.roll_extra if extra else self.source.roll
        if size is None:  # d20 rolls d% as a tens die: 0, 10, ..., 90
            return roll(0, 90, 10)
        return roll(1, size, 1)

    def faces(self, size: int | None, count: int) -> list[int]:
        """A term's own dice: its total does not depend on their order."""
        self._count(count)
        return self.source.roll_pool(count, 0, 90, 10) if size is None else self.source.roll_pool(count, 1, size)

    def _count(self, count: int) -> None:
        self.rolled += count
        if self.rolled > self.limits.max_dice:
            raise self.exceeded()


class Value:
    """A rolled node: its number, whether it still counts, what operations select in it, its text."""

    kept: bool = True
    annotation: str = ""

    @property
    def number(self) -> Number:
        raise NotImplementedError

    @property
    def total(self) -> Number:
        return self.number if self.kept else 0

    def pool(self) -> Pool:
        raise NotImplementedError

    def render(self) -> str:
        raise NotImplementedError

    def shown(self) -> str:
        text = self.render()
        if self.annotation:
            text = f"{text} {self.annotation}"
        return _strike(text, self.kept)


class NumberValue(Value):
    """A literal or a computed value: an operation on it selects the value itself (d20's ``set = [self]``)."""

    def __init__(self, number: Number, text: str, work: Work) -> None:
        self._number = _finite(number)
        self._text = text
        self._work = work
        self._pool: Pool | None = None

    @property
    def number(self) -> Number:
        return self._number

    def _drop(self, _position: int, _value: Number) -> None:
        self.kept = False

    def pool(self) -> Pool:
        if self._pool is None:
            self._pool = Pool([self._number], self._drop, self._work)
        return self._pool

    def render(self) -> str:
        return self._text


@dataclass
class Die:
    faces: list[int]
    """Every face rolled for this die; all but the last were rerolled."""
    kept: bool = True
    final: int | None = None
    """The value when the die was dropped or the roll ended, when ``mi``/``ma`` changed it."""
    forced: dict[int, int] = field(default_factory=dict)
    """Face index -> the value ``mi``/``ma`` gave that face before it was rerolled."""
    exploded: set[int] = field(default_factory=set)

    def settle(self, value: int) -> None:
        if value != self.faces[-1]:
            self.forced[len(self.faces) - 1] = value

    def render(self) -> str:
        parts = []
        last = len(self.faces) - 1
        for index, face in enumerate(self.faces):
            text = f"{face} -> {self.forced[index]}" if index in self.forced else str(face)
            text += "!" if index in self.exploded else ""
            parts.append(_strike(text, index == last and self.kept))
        return ", ".join(parts)


class DiceValue(Value):
    def __init__(self, term: DiceTerm, budget: _Budget) -> None:
        self.term = term
        self.budget = budget
        self.dice = [Die([face]) for face in budget.faces(term.size, term.count)]
        self._pool = Pool([die.faces[0] for die in self.dice], self._drop, budget.work)
        for operation in term.operations:
            self._apply(operation)

    @property
    def number(self) -> Number:
        return sum(self._pool.values)

    def pool(self) -> Pool:
        return self._pool

    def _drop(self, position: int, value: Number) -> None:
        die = self.dice[position]
        die.kept = False
        die.settle(int(value))

    def _apply(self, operation: Operation) -> None:
        selection = Selection.of(operation.selectors)
        pool = self._pool
        self.budget.work.add(len(operation.selectors))
        if operation.op == "k":
            pool.drop(pool.complement(pool.spans(selection)))
        elif operation.op == "p":
            pool.drop(pool.spans(selection))
        elif operation.op == "rr":
            self._reroll_until_none(selection)
        elif operation.op == "ro":
            self._reroll(pool.spans(selection))
        elif operation.op == "ra":
            self._explode_once(operation)
        elif operation.op == "e":
            self._explode(selection)
        elif operation.op == "mi":
            pool.raise_to(operation.selectors[-1].number)
        else:
            pool.lower_to(operation.selectors[-1].number)

    def _reroll(self, spans: list[Span], *, extra: bool = False) -> list[tuple[int, int]]:
        """Reroll the dice in ``spans`` in position order; return their (position, new face)."""
        rolled = []
        for position, value in self._pool.take(spans):
            die = self.dice[position]
            die.settle(int(value))
            face = self.budget.face(self.term.size, extra=extra)
            die.faces.append(face)
            self._pool.insert(position, face)
            rolled.append((position, face))
        return rolled

    def _reroll_until_none(self, selection: Selection) -> None:
        if selection.by_rank and len(self._pool):
            raise self.budget.exceeded()  # the highest or lowest die is always selected: d20 never stops
        rolled = self._reroll(self._pool.spans(selection))
        while rolled:
            # Only a rerolled die can be selected again: the others' values did not change.
            again = [(position, face) for position, face in rolled if selection.matches_value(face)]
            self.budget.work.add(len(rolled))
            spans = sorted((index, index + 1) for index in (self._pool.index_of(p, f) for p, f in again))
            rolled = self._reroll(spans, extra=True)

    def _add_die(self, *, extra: bool = False) -> tuple[int, int]:
        face = self.budget.face(self.term.size, extra=extra)
        self.dice.append(Die([face]))
        position = len(self.dice) - 1
        self._pool.insert(position, face)
        return position, face

    def _mark_exploded(self, position: int) -> None:
        die = self.dice[position]
        die.exploded.add(len(die.faces) - 1)

    def _explode(self, selection: Selection) -> None:
        pool = self._pool
        targets = sorted(position for start, end in pool.spans(selection) for position in pool.positions[start:end])
        while targets:
            added = []
            for position in targets:
                self._mark_exploded(position)
                added.append(self._add_die(extra=True))
            self.budget.work.add(len(targets))
            # Adding dice can only push old ones out of the highest or lowest, and every die selected so
            # far has exploded: only the new dice can be selected in the next round.
            in_rank = pool.rank_test(selection)
            targets = [
                position
                for position, face in added
                if selection.matches_value(face) or (selection.by_rank and in_rank(pool.index_of(position, face)))
            ]

    def _explode_once(self, operation: Operation) -> None:
        for selector in operation.selectors:
            index = self._pool.first_selected(selector)
            if index is not None:
                self._mark_exploded(self._pool.positions[index])
                self._add_die()
                return

    def render(self) -> str:
        for position, value in self._pool.by_position():
            self.dice[position].settle(int(value))
        operations = "".join(str(operation) for operation in self.term.operations)
        return f"{self.term.label}{operations} ({', '.join(die.render() for die in self.dice)})"


class GroupValue(Value):
    """A set ``(a, b)`` (operations select its items) or a parenthetical ``(a)`` (they select inside ``a``)."""

    def __init__(self, group: Group, items: list[Value], work: Work) -> None:
        self.group = group
        self.items = items
        self._work = work
        self._pool = Pool([item.total for item in items], self._drop, work) if group.is_set else None
        for operation in group.operations:
            pool = self.pool()
            selected = pool.spans(Selection.of(operation.selectors))
            work.add(len(operation.selectors))
            pool.drop(pool.complement(selected) if operation.op == "k" else selected)

    def _drop(self, position: int, _value: Number) -> None:
        self.items[position].kept = False

    def pool(self) -> Pool:
        return self._pool if self._pool is not None else self.items[0].pool()

    @property
    def number(self) -> Number:
        if self._pool is None:
            return self.items[0].total
        # In position order, as d20 sums: float sums depend on the order.
        return sum(self.items[position].total for position, _ in self._pool.by_position())

    def render(self) -> str:
        inner = ", ".join(item.shown() for item in self.items)
        trailing = "," if self.group.is_set and len(self.items) == 1 else ""
        operations = "".join(str(operation) for operation in self.group.operations)
        return f"({inner}{trailing}){operations}"


_BINARY: dict[str, Callable[[Number, Number], Number]] = {
    "+": lambda left, right: left + right,
    "-": lambda left, right: left - right,
    "*": lambda left, right: left * right,
    "/": lambda left, right: left / right,
    "//": lambda left, right: left // right,
    "%": lambda left, right: left % right,
    "<": lambda left, right: int(left < right),
    ">": lambda left, right: int(left > right),
    "==": lambda left, right: int(left == right),
    ">=": lambda left, right: int(left >= right),
    "<=": lambda left, right: int(left <= right),
    "!=": lambda left, right: int(left != right),
}


class _Evaluator:
    def __init__(self, budget: _Budget) -> None:
        self.budget = budget

    def evaluate(self, node: Node) -> Value:
        if isinstance(node, Constant):
            return NumberValue(node.value, node.text, self.budget.work)
        if isinstance(node, DiceTerm):
            return DiceValue(node, self.budget)
        if isinstance(node, Group):
            return GroupValue(node, [self.evaluate(item) for item in node.items], self.budget.work)
        if isinstance(node, Chain):
            return self._chain(node)
        if isinstance(node, Unary):
            return self._unary(node)
        return self._annotated(node)

    def _chain(self, chain: Chain) -> Value:
        first = self.evaluate(chain.first)
        value, parts = first.total, [first.shown()]
        for op, node in chain.rest:
            operand = self.evaluate(node)
            try:
                value = _finite(_BINARY[op](value, operand.total))
            except ZeroDivisionError:
                raise InputError(FIELD, "division by zero") from None
            except OverflowError:
                raise _out_of_range() from None
            parts.append(f"{op} {operand.shown()}")
        return NumberValue(value, " ".join(parts), self.budget.work)

    def _unary(self, unary: Unary) -> Value:
        operand = self.evaluate(unary.operand)
        value = operand.total
        for op in reversed(unary.ops):
            value = -value if op == "-" else +value
        return NumberValue(value, unary.ops + operand.shown(), self.budget.work)

    def _annotated(self, node: Annotated) -> Value:
        # As in d20, an annotation labels the value itself: operations on it still reach inside.
        value = self.evaluate(node.inner)
        value.annotation = "".join(node.annotations)
        return value


@dataclass(frozen=True)
class RollOutcome:
    total: int
    breakdown: str
    comment: str | None
    work: int
    """Steps the evaluator took (see :class:`~app.rules.dice.notation.pool.Work`)."""


def _shorten(text: str, tail: str) -> str:
    if len(text) + len(tail) <= MAX_BREAKDOWN:
        return text + tail
    return text[: MAX_BREAKDOWN - len(tail) - 1] + "…" + tail


def roll_expression(
    parsed: Parsed, source: DiceSource, limits: Limits = DEFAULT_LIMITS, work: Work | None = None
) -> RollOutcome:
    """Roll a parsed expression with faces from ``source``; the faces used are in ``source.used``.

    ``work``, when given, counts the steps taken, also when the roll is refused half-way.
    """
    budget = _Budget(source, limits, work or Work())
    result, total = _evaluate(parsed, budget)
    return RollOutcome(total, _shorten(result.shown(), f" = {total}"), parsed.comment, budget.work.steps)


def roll_total(parsed: Parsed, source: DiceSource, limits: Limits = DEFAULT_LIMITS) -> int:
    """The total of :func:`roll_expression` without its breakdown: what the odds of an expression read."""
    return _evaluate(parsed, _Budget(source, limits, Work()))[1]


def _evaluate(parsed: Parsed, budget: _Budget) -> tuple[Value, int]:
    result = _Evaluator(budget).evaluate(parsed.root)
    number = result.total
    try:
        total = int(number)
    except (OverflowError, ValueError):
        raise _out_of_range() from None
    if abs(total) > MAX_MAGNITUDE:
        raise _out_of_range()
    return result, total
