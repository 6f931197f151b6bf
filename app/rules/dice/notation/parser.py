"""Text to :mod:`ast` nodes: limits first, then lark's LALR parser with an inline transformer."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from typing import Any

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken, VisitError

from app.rules.dice.notation.ast import (
    Annotated,
    Chain,
    Constant,
    DiceTerm,
    Node,
    Selector,
    SetOperation,
    SetTerm,
    Unary,
    merge_operations,
)
from app.rules.errors import InputError


@dataclass(frozen=True)
class Limits:
    """The guards of ``../shared/API.md``: each breach is a 422 that names the limit."""

    max_length: int = 1000
    max_depth: int = 50
    max_die_size: int = 10_000
    max_dice: int = 1000


DEFAULT_LIMITS = Limits()
FIELD = "expression"


class _Builder(Transformer[Token, Node]):
    """Builds frozen nodes as the parser reduces each rule (no tree is kept, no recursion)."""

    def __init__(self, limits: Limits) -> None:
        super().__init__()
        self._limits = limits

    def literal(self, children: list[Token]) -> Constant:
        text = str(children[0])
        value: int | float = float(text) if "." in text else int(text)
        return Constant(value, text)

    def unary(self, children: list[Any]) -> Unary:
        *ops, operand = children
        return Unary(tuple(str(op) for op in ops), operand)

    def _chain(self, children: list[Any]) -> Chain:
        first, *rest = children
        pairs = tuple((str(rest[i]), rest[i + 1]) for i in range(0, len(rest), 2))
        return Chain(first, pairs)

    comparison = a_num = m_num = _chain

    def annotated(self, children: list[Any]) -> Node:
        inner, *notes = children
        return Annotated(inner, tuple(str(note) for note in notes)) if notes else inner

    def selector(self, children: list[Token | None]) -> Selector:
        kind, number = children
        return Selector(str(kind) if kind is not None else None, int(number or 0))  # type: ignore[arg-type]

    def set_op(self, children: list[Any]) -> SetOperation:
        return SetOperation(str(children[0]), (children[1],))

    dice_op = set_op

    def setexpr(self, children: list[Any]) -> SetTerm:
        items = [child for child in children if child is not None and not isinstance(child, Token)]
        has_comma = any(isinstance(child, Token) for child in children)
        return SetTerm(tuple(items), (), is_parenthetical=len(items) == 1 and not has_comma)

    def set(self, children: list[Any]) -> SetTerm:
        term, *operations = children
        if not operations:
            return term  # type: ignore[no-any-return]
        return SetTerm(term.items, merge_operations(operations), is_parenthetical=False)

    def diceexpr(self, children: list[Token | None]) -> DiceTerm:
        count_token, size_token = children
        assert size_token is not None  # the grammar requires it
        count = int(count_token) if count_token is not None else 1
        size = int(size_token)
        position = (count_token or size_token).start_pos or 0
        if not 1 <= size <= self._limits.max_die_size:
            raise InputError(
                FIELD, f"die size must be 1 to {self._limits.max_die_size} (d{size} at position {position})"
            )
        if count > self._limits.max_dice:
            raise InputError(FIELD, f"at most {self._limits.max_dice} dice may be rolled ({count}d{size})")
        return DiceTerm(count, size, (), position)

    def dice(self, children: list[Any]) -> DiceTerm:
        term, *operations = children
        if not operations:
            return term  # type: ignore[no-any-return]
        for operation in operations:
            if operation.op in {"mi", "ma"} and operation.selectors[0].kind is not None:
                raise InputError(FIELD, f"{operation} is not a valid selector for a minimum or maximum")
        return DiceTerm(term.count, term.size, merge_operations(operations), term.position)


_GRAMMAR = files("app.rules.dice.notation").joinpath("grammar.lark").read_text(encoding="utf-8")


@lru_cache(maxsize=4)
def _parser(limits: Limits) -> Lark:
    return Lark(_GRAMMAR, parser="lalr", transformer=_Builder(limits), maybe_placeholders=True)


def _check_depth(text: str, limit: int) -> None:
    depth = 0
    for index, char in enumerate(text):
        if char == "(":
            depth += 1
            if depth > limit:
                raise InputError(FIELD, f"nesting deeper than {limit} levels (at position {index})")
        elif char == ")":
            depth -= 1


_TERMINALS = {
    "D": "'d'",
    "LPAR": "'('",
    "RPAR": "')'",
    "INTEGER": "a number",
    "DECIMAL": "a number",
    "U_OP": "'+' or '-'",
    "A_OP": "'+' or '-'",
    "M_OP": "'*', '/', '//' or '%'",
    "COMP_OPERATOR": "a comparison",
    "DICE_OPERATOR": "a dice operator (k, p, rr, ro, ra, e, mi, ma)",
    "SET_OPERATOR": "'k' or 'p'",
    "SELTYPE": "a selector (h, l, <, >)",
    "ANNOTATION": "an [annotation]",
    "COMMA": "','",
    "TRAILING_COMMA": "','",
    "$END": "the end of the expression",
}


def _syntax_error(text: str, exc: UnexpectedInput) -> InputError:
    """A ready 422 detail: where the parser stopped, what it found and what it expected there."""
    position = getattr(exc, "pos_in_stream", None)
    if isinstance(exc, UnexpectedToken) and exc.token.type != "$END":
        found = repr(str(exc.token))
    elif isinstance(exc, UnexpectedCharacters) and position is not None:
        found = repr(text[position])
    else:
        found = "the end of the expression"
        position = len(text)
    names = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or []
    expected = sorted({_TERMINALS.get(name, name) for name in names})
    hint = f", expected {'; '.join(expected)}" if expected else ""
    return InputError(FIELD, f"unexpected {found} at position {position}{hint}")


@lru_cache(maxsize=2048)
def parse_expression(text: str, limits: Limits = DEFAULT_LIMITS) -> Node:
    """Parse ``text`` into a frozen node tree; bad text raises :class:`InputError` on ``expression``.

    Parsed trees are immutable and cached: bots repeat the same few expressions all day.
    """
    if len(text) > limits.max_length:
        raise InputError(FIELD, f"at most {limits.max_length} characters (got {len(text)})")
    if not text.strip():
        raise InputError(FIELD, "must not be empty")
    _check_depth(text, limits.max_depth)
    try:
        return _parser(limits).parse(text)  # type: ignore[return-value]
    except UnexpectedInput as exc:
        raise _syntax_error(text, exc) from None
    except VisitError as exc:
        if isinstance(exc.orig_exc, InputError):
            raise exc.orig_exc from None
        raise
