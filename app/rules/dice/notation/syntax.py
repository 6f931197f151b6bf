"""Text to frozen nodes: a hand-written recursive-descent parser that reads exactly what d20 1.1 reads.

d20 parses with lark's LALR parser and a contextual lexer, with comments allowed. What that means, and
what this parser reproduces:

- Whitespace (space, tab, form feed, carriage return, newline) may follow a number, a die with its
  operations, a set, an annotation, an operator or ``(``/``,``; nowhere else (not at the start, not
  inside ``4d6kh3``, not between ``)`` and its operations).
- After a complete value, text that starts no token d20 expects there is a comment running to the end
  of the line; it must end the expression (``1d20+5 to hit``). ``)`` and ``,`` are always read as
  tokens, so outside parentheses they are errors, not comments.
- When parsing fails just after a ``*``, d20 retries without it and makes ``*...`` the comment
  (``1d20 *advantage*``). Its error position is the offending token's, or the last token's when the
  text ends too early.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal as TypingLiteral

from app.rules.errors import InputError

FIELD = "expression"
Number = int | float

SelectorKind = TypingLiteral["h", "l", "<", ">"] | None
"""``h``/``l``: the N highest/lowest; ``<``/``>``: values below/above N; ``None``: values equal to N."""


@dataclass(frozen=True)
class Limits:
    """The guards of ``../shared/API.md``: each breach is a 422 that names the limit."""

    max_length: int = 1000
    max_depth: int = 50
    max_die_size: int = 10_000
    max_dice: int = 1000


DEFAULT_LIMITS = Limits()


@dataclass(frozen=True, slots=True)
class Selector:
    kind: SelectorKind
    number: int

    def __str__(self) -> str:
        return f"{self.kind or ''}{self.number}"


@dataclass(frozen=True, slots=True)
class Operation:
    """``k``/``p`` keep or drop; dice only: ``rr``/``ro``/``ra`` rerolls, ``e`` explode, ``mi``/``ma``.

    As in d20, consecutive operations of the same kind are one operation with several selectors
    (``kh1kl1`` keeps the highest and the lowest), except ``mi``/``ma``, which apply in turn.
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
    """``-x``, ``+-x``...: the operators, outermost first."""

    ops: str
    operand: Node


@dataclass(frozen=True, slots=True)
class Chain:
    """``first op1 x1 op2 x2 ...`` evaluated left to right (one precedence level, no recursion)."""

    first: Node
    rest: tuple[tuple[str, Node], ...]


@dataclass(frozen=True, slots=True)
class DiceTerm:
    count: int
    size: int | None
    """``None`` for ``d%``."""
    operations: tuple[Operation, ...]

    @property
    def label(self) -> str:
        return f"{self.count}d{'%' if self.size is None else self.size}"


@dataclass(frozen=True, slots=True)
class Group:
    """``(a)`` (a parenthetical: operations act on what is inside) or a set ``()``, ``(a,)``, ``(a, b)``."""

    items: tuple[Node, ...]
    is_set: bool
    operations: tuple[Operation, ...]


@dataclass(frozen=True, slots=True)
class Annotated:
    inner: Node
    annotations: tuple[str, ...]


Node = Constant | Unary | Chain | DiceTerm | Group | Annotated


@dataclass(frozen=True, slots=True)
class Parsed:
    """A parsed expression and its trailing comment (``None`` when there is none)."""

    root: Node
    comment: str | None


_WS = re.compile(r"[ \t\f\r\n]+")
_DECIMAL = re.compile(r"[0-9]+\.[0-9]*|\.[0-9]+")
_INTEGER = re.compile(r"[0-9]+")
_DIE_SIZE = re.compile(r"[0-9]+|%")
_DICE_OPERATOR = re.compile(r"rr|ro|ra|e|mi|ma|k|p")
_SET_OPERATOR = re.compile(r"k|p")
_DICE_ONLY_OPERATOR = re.compile(r"rr|ro|ra|e|mi|ma")
_SELECTOR_KIND = re.compile(r"[lh<>]")
_ANNOTATION = re.compile(r"\[[^\n]*?\][ \t\f\r\n]*")
_D = re.compile("d")
_OPEN = re.compile(r"\(")
_CLOSE = re.compile(r"\)")
_COMMA = re.compile(",")
_LEVELS = (
    re.compile(r"==|>=|<=|!=|<|>"),
    re.compile(r"[+-]"),
    re.compile(r"\*|//|/|%"),
)
_SELECTORS = "h, l, <, > or a number"
_OPERAND = "a number, a die such as d6, '(' or a sign"


class _Fault(Exception):
    """A syntax error: the message (with its position) and where d20's parser would report it."""

    def __init__(self, message: str, reported_at: int) -> None:
        super().__init__(message)
        self.message = message
        self.reported_at = reported_at


def _merge(operations: list[Operation]) -> tuple[Operation, ...]:
    merged: list[Operation] = []
    for operation in operations:
        if merged and operation.op == merged[-1].op and operation.op not in {"mi", "ma"}:
            merged[-1] = Operation(operation.op, merged[-1].selectors + operation.selectors)
        else:
            merged.append(operation)
    return tuple(merged)


def _describe(char: str) -> str:
    return "the end of a line" if char == "\n" else repr(char)


class _Parser:
    def __init__(self, text: str, limits: Limits) -> None:
        self.text = text
        self.limits = limits
        self.pos = 0
        self.last = 0  # where the last token started: d20 reports an early end there
        self.depth = 0

    # -- tokens ----------------------------------------------------------------------------------

    def _take(self, pattern: re.Pattern[str]) -> str | None:
        match = pattern.match(self.text, self.pos)
        if match is None:
            return None
        self.last, self.pos = self.pos, match.end()
        return match.group()

    def _skip_space(self) -> None:
        self._take(_WS)

    def _fault(self, message: str) -> _Fault:
        reported_at = self.last if self.pos >= len(self.text) else self.pos
        return _Fault(f"{message} (position {self.pos})", reported_at)

    def _found(self) -> str:
        return _describe(self.text[self.pos]) if self.pos < len(self.text) else "the end"

    # -- grammar ---------------------------------------------------------------------------------

    def parse(self) -> Parsed:
        root = self._comparison()
        if self.pos == len(self.text):
            return Parsed(root, None)
        char = self.text[self.pos]
        if char == ")":
            raise self._fault("')' closes no '('")
        if char == ",":
            raise self._fault("',' separates values only inside parentheses")
        end = self.text.find("\n", self.pos)
        if end != -1:
            message = f"a comment after the roll must fit on one line (position {self.pos} to {end})"
            raise _Fault(message, end)
        return Parsed(root, self.text[self.pos :])

    def _comparison(self) -> Node:
        return self._chain(0)

    def _chain(self, level: int) -> Node:
        first = self._unary() if level + 1 == len(_LEVELS) else self._chain(level + 1)
        rest: list[tuple[str, Node]] = []
        while (op := self._take(_LEVELS[level])) is not None:
            self._skip_space()
            operand = self._unary() if level + 1 == len(_LEVELS) else self._chain(level + 1)
            rest.append((op, operand))
        return Chain(first, tuple(rest)) if rest else first

    def _unary(self) -> Node:
        ops = ""
        while (op := self._take(_LEVELS[1])) is not None:
            ops += op
            self._skip_space()
        operand = self._annotated()
        return Unary(ops, operand) if ops else operand

    def _annotated(self) -> Node:
        atom = self._atom()
        self._skip_space()
        annotations: list[str] = []
        while (annotation := self._take(_ANNOTATION)) is not None:
            annotations.append(annotation.rstrip(" \t\f\r\n"))
        return Annotated(atom, tuple(annotations)) if annotations else atom

    def _atom(self) -> Node:
        if self.pos < len(self.text) and self.text[self.pos] == "(":
            return self._group()
        if (text := self._take(_DECIMAL)) is not None:
            return Constant(float(text), text)
        start = self.pos
        if (text := self._take(_INTEGER)) is not None:
            if self.text.startswith("d", self.pos):
                return self._dice(int(text), start)
            return Constant(int(text), text)
        if self.text.startswith("d", self.pos):
            return self._dice(1, start)
        raise self._fault(f"expected {_OPERAND}, found {self._found()}")

    def _dice(self, count: int, start: int) -> DiceTerm:
        self._take(_D)
        size_text = self._take(_DIE_SIZE)
        if size_text is None:
            raise self._fault("a die needs a size after 'd'")
        size = None if size_text == "%" else int(size_text)
        limits = self.limits
        # As in d20, a size matters only when a die is rolled: 0d0 is 0.
        if count and size is not None and not 1 <= size <= limits.max_die_size:
            raise InputError(FIELD, f"die size must be 1 to {limits.max_die_size} (d{size} at position {start})")
        if count > limits.max_dice:
            raise InputError(FIELD, f"at most {limits.max_dice} dice may be rolled ({count} at position {start})")
        operations = self._operations(_DICE_OPERATOR)
        for operation in operations:
            if operation.op in {"mi", "ma"} and operation.selectors[0].kind is not None:
                raise InputError(
                    FIELD,
                    f"'{operation.op}' takes a plain number such as {operation.op}2, "
                    f"not {operation.selectors[0]} (the die at position {start})",
                )
        return DiceTerm(count, size, operations)

    def _operations(self, pattern: re.Pattern[str]) -> tuple[Operation, ...]:
        operations: list[Operation] = []
        while (op := self._take(pattern)) is not None:
            kind = self._take(_SELECTOR_KIND)
            number = self._take(_INTEGER)
            if number is None:
                expected = "a number" if kind else _SELECTORS
                raise self._fault(f"'{op}{kind or ''}' needs {expected} after it, found {self._found()}")
            operations.append(Operation(op, (Selector(kind, int(number)),)))  # type: ignore[arg-type]
            # d20 reads a dice operator after any selector, even a set's, where it is then an error.
            if pattern is _SET_OPERATOR and _DICE_ONLY_OPERATOR.match(self.text, self.pos):
                raise self._fault(f"only 'k' and 'p' apply to a group, found {self._found()}")
        return _merge(operations)

    def _group(self) -> Group:
        opened = self.pos
        self.depth += 1
        if self.depth > self.limits.max_depth:
            raise InputError(FIELD, f"nesting deeper than {self.limits.max_depth} levels (at position {opened})")
        self._take(_OPEN)
        self._skip_space()
        items: list[Node] = []
        is_set = False
        if self._take(_CLOSE) is not None:
            is_set = True
        else:
            items.append(self._comparison())
            while True:
                if self._take(_COMMA) is not None:
                    is_set = True
                    if self._take(_CLOSE) is not None:
                        break
                    self._skip_space()
                    items.append(self._comparison())
                elif self._take(_CLOSE) is not None:
                    break
                else:
                    raise self._fault(
                        f"expected ',' or ')' to close the '(' at position {opened}, found {self._found()}"
                    )
        self.depth -= 1
        return Group(tuple(items), is_set, self._operations(_SET_OPERATOR))


@lru_cache(maxsize=2048)
def parse_expression(text: str, limits: Limits = DEFAULT_LIMITS) -> Parsed:
    """Parse ``text`` as d20 does with comments allowed; bad text raises :class:`InputError` on ``expression``.

    Parsed trees are immutable and cached: bots repeat the same few expressions all day.
    """
    if len(text) > limits.max_length:
        raise InputError(FIELD, f"at most {limits.max_length} characters (got {len(text)})")
    if not text:
        raise InputError(FIELD, "must not be empty")
    try:
        return _Parser(text, limits).parse()
    except _Fault as fault:
        star = fault.reported_at - 1
        if star < 0 or text[star] != "*":
            raise InputError(FIELD, fault.message) from None
        try:
            retried = _Parser(text[:star], limits).parse()
        except _Fault:
            raise InputError(FIELD, fault.message) from None
        return Parsed(retried.root, text[star:])
