"""Rolling a parsed expression: every face comes from the dice source, every face is kept in the result.

The semantics are d20's: dice are rolled first, then their operations run in order (keep, drop, rerolls,
explosions, minimum and maximum); a rerolled face stays in the record, struck out; an explosion adds a
die. Dice are visited in the order they were rolled, so forced faces are consumed predictably.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from app.rules.dice.notation.ast import (
    Annotated,
    Chain,
    Constant,
    DiceTerm,
    Node,
    Number,
    Selector,
    SetOperation,
    SetTerm,
    Unary,
)
from app.rules.dice.notation.parser import DEFAULT_LIMITS, FIELD, Limits
from app.rules.dice.source import DiceSource
from app.rules.errors import InputError

# Totals stay exact integers in every JSON client (JavaScript numbers are exact up to 2**53).
MAX_MAGNITUDE = 2**53


def _checked(value: Number) -> Number:
    if (isinstance(value, float) and not math.isfinite(value)) or abs(value) > MAX_MAGNITUDE:
        raise InputError(FIELD, f"a value is out of range (beyond ±{MAX_MAGNITUDE})")
    return value


def _strike(text: str, kept: bool) -> str:
    return text if kept else f"~~{text}~~"


@dataclass
class Face:
    value: int
    kept: bool = True
    exploded: bool = False

    def render(self) -> str:
        return _strike(f"{self.value}{'!' if self.exploded else ''}", self.kept)


@dataclass
class Die:
    """One die; a reroll strikes its face and rolls it again."""

    size: int
    faces: list[Face]
    kept: bool = True

    @property
    def value(self) -> int:
        return self.faces[-1].value

    def render(self) -> str:
        text = ", ".join(face.render() for face in self.faces)
        return _strike(text, self.kept) if len(self.faces) == 1 else text


class _Roller:
    """Rolls dice through the source, counting them against the budget."""

    def __init__(self, source: DiceSource, limits: Limits) -> None:
        self.source = source
        self.limits = limits
        self.rolled = 0

    def die(self, size: int) -> Die:
        return Die(size, [Face(self.face(size))])

    def face(self, size: int) -> int:
        self.rolled += 1
        if self.rolled > self.limits.max_dice:
            raise InputError(FIELD, f"more than {self.limits.max_dice} dice rolled (rerolls and explosions count)")
        return self.source.roll(1, size)


class Value:
    """A rolled node: its value, whether it still counts, and how it reads in the breakdown."""

    kept: bool = True

    @property
    def value(self) -> Number:
        raise NotImplementedError

    @property
    def total(self) -> Number:
        return self.value if self.kept else 0

    def render(self) -> str:
        raise NotImplementedError


@dataclass
class NumberValue(Value):
    """A literal, or an already computed part of the expression, with its rendering."""

    number: Number
    text: str
    kept: bool = True

    @property
    def value(self) -> Number:
        return self.number

    def render(self) -> str:
        return _strike(self.text, self.kept)


@dataclass
class DiceValue(Value):
    term: DiceTerm
    dice: list[Die] = field(default_factory=list)
    kept: bool = True

    @property
    def value(self) -> Number:
        return sum(die.value for die in self.dice if die.kept)

    def render(self) -> str:
        operations = "".join(str(operation) for operation in self.term.operations)
        faces = ", ".join(die.render() for die in self.dice)
        return _strike(f"{self.term.count}d{self.term.size}{operations} ({faces})", self.kept)


@dataclass
class SetValue(Value):
    term: SetTerm
    items: list[Value]
    kept: bool = True

    @property
    def value(self) -> Number:
        return sum(item.total for item in self.items)

    def render(self) -> str:
        inner = ", ".join(item.render() for item in self.items)
        if self.term.is_parenthetical:
            return _strike(f"({inner})", self.kept)
        trailing = "," if len(self.items) == 1 else ""
        operations = "".join(str(operation) for operation in self.term.operations)
        return _strike(f"({inner}{trailing}){operations}", self.kept)


class Selectable(Protocol):
    """What keep, drop and the rerolls select among: dice, or the items of a set."""

    kept: bool

    @property
    def value(self) -> Number: ...


ElementT = TypeVar("ElementT", bound=Selectable)


def _select_one(elements: list[ElementT], selector: Selector) -> list[ElementT]:
    candidates = [element for element in elements if element.kept]
    number = selector.number
    if selector.kind == "h":
        return sorted(candidates, key=lambda element: element.value, reverse=True)[:number]
    if selector.kind == "l":
        return sorted(candidates, key=lambda element: element.value)[:number]
    if selector.kind == "<":
        return [element for element in candidates if element.value < number]
    if selector.kind == ">":
        return [element for element in candidates if element.value > number]
    return [element for element in candidates if element.value == number]


def _select(elements: list[ElementT], operation: SetOperation, max_targets: int | None = None) -> list[ElementT]:
    """The union of the operation's selectors, in the elements' own order."""
    chosen: set[int] = set()
    for selector in operation.selectors:
        for element in _select_one(elements, selector):
            if max_targets is not None and len(chosen) >= max_targets:
                break
            chosen.add(id(element))
    return [element for element in elements if id(element) in chosen]


def _keep(elements: list[ElementT], operation: SetOperation) -> None:
    selected = {id(element) for element in _select(elements, operation)}
    for element in elements:
        if element.kept and id(element) not in selected:
            element.kept = False


def _drop(elements: list[ElementT], operation: SetOperation) -> None:
    for element in _select(elements, operation):
        element.kept = False


class _DiceOperations:
    """The dice-only operations of d20, applied in place to a list of dice."""

    def __init__(self, roller: _Roller, size: int) -> None:
        self.roller = roller
        self.size = size

    def _reroll(self, die: Die) -> None:
        die.faces[-1].kept = False
        die.faces.append(Face(self.roller.face(self.size)))

    def reroll(self, dice: list[Die], operation: SetOperation) -> None:
        """``rr``: reroll until no selected face remains (the dice budget stops a reroll that never ends)."""
        pending = _select(dice, operation)
        while pending:
            for die in pending:
                self._reroll(die)
            pending = _select(dice, operation)

    def reroll_once(self, dice: list[Die], operation: SetOperation) -> None:
        for die in _select(dice, operation):
            self._reroll(die)

    def reroll_and_add(self, dice: list[Die], operation: SetOperation) -> None:
        for die in _select(dice, operation, max_targets=1):
            die.faces[-1].exploded = True
            dice.append(self.roller.die(self.size))

    def explode(self, dice: list[Die], operation: SetOperation) -> None:
        exploded: set[int] = set()
        pending = _select(dice, operation)
        while pending:
            for die in pending:
                die.faces[-1].exploded = True
                dice.append(self.roller.die(self.size))
                exploded.add(id(die))
            pending = [die for die in _select(dice, operation) if id(die) not in exploded]

    @staticmethod
    def minimum(dice: list[Die], operation: SetOperation) -> None:
        floor = operation.selectors[-1].number
        for die in dice:
            if die.kept and die.value < floor:
                die.faces[-1].value = floor

    @staticmethod
    def maximum(dice: list[Die], operation: SetOperation) -> None:
        ceiling = operation.selectors[-1].number
        for die in dice:
            if die.kept and die.value > ceiling:
                die.faces[-1].value = ceiling

    def apply(self, dice: list[Die], operation: SetOperation) -> None:
        table: dict[str, Callable[[list[Die], SetOperation], None]] = {
            "k": _keep,
            "p": _drop,
            "rr": self.reroll,
            "ro": self.reroll_once,
            "ra": self.reroll_and_add,
            "e": self.explode,
            "mi": self.minimum,
            "ma": self.maximum,
        }
        table[operation.op](dice, operation)


def _divide(left: Number, right: Number) -> Number:
    return left / right


_BINARY: dict[str, Callable[[Number, Number], Number]] = {
    "+": lambda left, right: left + right,
    "-": lambda left, right: left - right,
    "*": lambda left, right: left * right,
    "/": _divide,
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
    """One method per node type, dispatched on the node's class."""

    def __init__(self, roller: _Roller) -> None:
        self.roller = roller

    def evaluate(self, node: Node) -> Value:
        if isinstance(node, Constant):
            return NumberValue(_checked(node.value), node.text)
        if isinstance(node, DiceTerm):
            return self._dice(node)
        if isinstance(node, SetTerm):
            return self._set(node)
        if isinstance(node, Chain):
            return self._chain(node)
        if isinstance(node, Unary):
            return self._unary(node)
        return self._annotated(node)

    def _dice(self, term: DiceTerm) -> Value:
        dice = [self.roller.die(term.size) for _ in range(term.count)]
        operations = _DiceOperations(self.roller, term.size)
        for operation in term.operations:
            operations.apply(dice, operation)
        return DiceValue(term, dice)

    def _set(self, term: SetTerm) -> Value:
        items = [self.evaluate(item) for item in term.items]
        for operation in term.operations:
            (_keep if operation.op == "k" else _drop)(items, operation)
        return SetValue(term, items)

    def _chain(self, chain: Chain) -> Value:
        first = self.evaluate(chain.first)
        value, parts = first.total, [first.render()]
        for op, node in chain.rest:
            operand = self.evaluate(node)
            try:
                value = _checked(_BINARY[op](value, operand.total))
            except ZeroDivisionError:
                raise InputError(FIELD, "division by zero") from None
            except OverflowError:
                raise InputError(FIELD, f"a value is out of range (beyond ±{MAX_MAGNITUDE})") from None
            parts.append(f"{op} {operand.render()}")
        return NumberValue(value, " ".join(parts))

    def _unary(self, unary: Unary) -> Value:
        operand = self.evaluate(unary.operand)
        negate = unary.ops.count("-") % 2 == 1
        return NumberValue(-operand.total if negate else operand.total, "".join(unary.ops) + operand.render())

    def _annotated(self, node: Annotated) -> Value:
        inner = self.evaluate(node.inner)
        return NumberValue(inner.total, " ".join([inner.render(), *node.annotations]))


@dataclass(frozen=True)
class RollOutcome:
    total: Number
    breakdown: str


def _as_reported(value: Number) -> Number:
    return int(value) if isinstance(value, float) and value.is_integer() else value


def roll_expression(tree: Node, source: DiceSource, limits: Limits = DEFAULT_LIMITS) -> RollOutcome:
    """Roll a parsed expression with faces from ``source``; the faces used are in ``source.used``."""
    result = _Evaluator(_Roller(source, limits)).evaluate(tree)
    total = _as_reported(result.total)
    return RollOutcome(total, f"{result.render()} = {total}")
