"""Hypothesis strategies for d20 dice notation: the full grammar, plus the near misses users type."""

from __future__ import annotations

from hypothesis import strategies as st

SPACE = st.sampled_from(["", "", "", "", " ", "  ", "\t", "\n", " \r "])
_SIZES = st.sampled_from(["2", "3", "4", "6", "8", "10", "12", "20", "100", "%", "1", "0"])


def _selector(kinds: str) -> st.SearchStrategy[str]:
    return st.builds(lambda kind, number: f"{kind}{number}", st.sampled_from(["", *kinds]), st.integers(0, 8))


_kept_or_rerolled = st.builds(
    lambda op, selector: op + selector, st.sampled_from(["k", "p", "rr", "ro", "ra", "e"]), _selector("hl<>")
)
_minimum_or_maximum = st.builds(lambda op, number: f"{op}{number}", st.sampled_from(["mi", "ma"]), st.integers(0, 12))
_dice_operation = st.one_of(
    _kept_or_rerolled,
    _kept_or_rerolled,
    _minimum_or_maximum,
    st.builds(lambda op, selector: op + selector, st.sampled_from(["mi", "ma"]), _selector("hl<>")),
)
_set_operation = st.builds(lambda op, selector: op + selector, st.sampled_from(["k", "p"]), _selector("hl<>"))

dice = st.builds(
    lambda count, size, operations: f"{count}d{size}{''.join(operations)}",
    st.sampled_from(["", "0", "1", "2", "3", "4", "5", "8", "10"]),
    _SIZES,
    st.lists(_dice_operation, max_size=4),
)
literal = st.one_of(st.integers(0, 30).map(str), st.sampled_from(["1.5", ".5", "2.", "0.25", "007"]))
annotation = st.sampled_from(["[fire]", "[cold] ", "[a][b]", "[]"])


def _annotated(atom: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.builds(
        lambda text, space, notes: text + (space + "".join(notes) if notes else ""),
        atom,
        SPACE,
        st.lists(annotation, max_size=2),
    )


def _groups(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    item = st.builds(lambda before, text, after: before + text + after, SPACE, inner, SPACE)
    sets = st.builds(
        lambda items, trailing, operations: f"({','.join(items)}{trailing if items else ''}){''.join(operations)}",
        st.lists(item, max_size=4),
        st.sampled_from(["", "", ","]),
        st.lists(_set_operation, max_size=3),
    )
    parenthetical = st.builds(
        lambda text, operations: f"({text}){''.join(operations)}", item, st.lists(_set_operation, max_size=3)
    )
    return st.one_of(sets, parenthetical)


def _binary(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.builds(
        lambda left, s1, op, s2, right: f"{left}{s1}{op}{s2}{right}",
        inner,
        SPACE,
        st.sampled_from(["+", "-", "*", "/", "//", "%", "<", ">", "==", ">=", "<=", "!="]),
        SPACE,
        inner,
    )


def _unary(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.builds(lambda op, space, text: op + space + text, st.sampled_from(["-", "+", "--", "+-"]), SPACE, inner)


expressions = st.recursive(
    _annotated(st.one_of(dice, literal)),
    lambda inner: st.one_of(_annotated(_groups(inner)), _binary(inner), _unary(inner)),
    max_leaves=8,
)

COMMENTS = st.one_of(
    st.just(""),
    st.sampled_from([" to hit", "to hit", " *advantage*", "*bold*", " * ", " kh3", "x", " [fire", " = 5", "d6", ".5"]),
    st.sampled_from(["*", ", x", ") x", "\nmore", " (adv)", " 5", "r", "!"]),
)

full = st.builds(lambda text, comment: text + comment, expressions, COMMENTS)
"""An expression, and sometimes text after it: a comment, or something d20 refuses."""


def _mutate(text: str, index: int, char: str, delete: bool) -> str:
    index %= len(text) + 1
    return text[:index] + text[index + 1 :] if delete else text[:index] + char + text[index:]


mutated = st.builds(_mutate, full, st.integers(0, 200), st.sampled_from(list("() ,*kd1+[]\nhl<e%.")), st.booleans())
"""One character inserted or deleted: the near misses, on which d20 refuses or reads a comment."""

any_expression = st.one_of(full, full, full, mutated)
