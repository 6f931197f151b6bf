"""The parsed form of a dice expression: small frozen nodes, built while lark parses."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal as TypingLiteral

Number = int | float

SelectorKind = TypingLiteral["h", "l", "<", ">"] | None
"""``h``/``l``: the N highest/lowest; ``<``/``>``: values below/above N; ``None``: values equal to N."""


@dataclass(frozen=True, slots=True)
class Selector:
    kind: SelectorKind
    number: int

    def __str__(self) -> str:
        return f"{self.kind or ''}{self.number}"


@dataclass(frozen=True, slots=True)
class SetOperation:
    """``k``/``p`` keep or drop; dice only: ``rr``/``ro``/``ra`` rerolls, ``e`` explode, ``mi``/``ma``.

    Consecutive operations of the same kind are merged, so ``kh1kl1`` keeps the highest and the lowest.
    """

    op: str
    selectors: tuple[Selector, ...]

    def __str__(self) -> str:
        return "".join(f"{self.op}{selector}" for selector in self.selectors)


@dataclass(frozen=True, slots=True)
class Constant:
    value: Number
    text: str


@dataclass(frozen=True, slots=True)
class Unary:
    ops: tuple[str, ...]
    operand: Node


@dataclass(frozen=True, slots=True)
class Chain:
    """``first op1 x1 op2 x2 ...`` evaluated left to right (one precedence level)."""

    first: Node
    rest: tuple[tuple[str, Node], ...]


@dataclass(frozen=True, slots=True)
class DiceTerm:
    count: int
    size: int
    operations: tuple[SetOperation, ...]
    position: int


@dataclass(frozen=True, slots=True)
class SetTerm:
    """``(a, b, ...)`` with keep/drop operations; ``(a)`` without a comma is a parenthesised value."""

    items: tuple[Node, ...]
    operations: tuple[SetOperation, ...]
    is_parenthetical: bool


@dataclass(frozen=True, slots=True)
class Annotated:
    inner: Node
    annotations: tuple[str, ...]


Node = Constant | Unary | Chain | DiceTerm | SetTerm | Annotated


def merge_operations(operations: list[SetOperation]) -> tuple[SetOperation, ...]:
    """Merge runs of the same operation into one with several selectors (as d20 does)."""
    merged: list[SetOperation] = []
    for operation in operations:
        if merged and merged[-1].op == operation.op:
            merged[-1] = SetOperation(operation.op, merged[-1].selectors + operation.selectors)
        else:
            merged.append(operation)
    return tuple(merged)
