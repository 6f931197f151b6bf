"""The evaluator's cost is bounded: an adversarial search for the costliest expression under the limits.

The search (Hypothesis, steered by ``target``) writes long chains of operations on many dice, sets and
nested groups, and the test asserts that the evaluator's work count (pool.Work: a few steps per
operation, one per element changed, one per block of elements copied) stays under a bound. Time is not
asserted here: ``bench/notation.py`` prints the slowest expressions' CPU times.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, target
from hypothesis import strategies as st

from app.rules.dice import RandomDice
from app.rules.dice.notation import Work, parse_expression, roll_expression
from app.rules.errors import InputError

MAX_WORK = 25_000
"""Steps. The costliest found (about 16,000: explosions adding 1,000 dice, each inserted into its sorted
pool) take about 2 ms of CPU (bench/notation.py)."""

_selector = st.builds(
    lambda kind, number: f"{kind}{number}",
    st.sampled_from(["", "h", "l", "<", ">"]),
    st.one_of(st.integers(0, 10), st.integers(0, 10_000)),
)
_dice_operation = st.one_of(
    st.builds(lambda op, selector: op + selector, st.sampled_from(["k", "p", "rr", "ro", "ra", "e"]), _selector),
    st.builds(lambda op, number: f"{op}{number}", st.sampled_from(["mi", "ma"]), st.integers(0, 10_000)),
)
_dice = st.builds(
    lambda count, size, operations: f"{count}d{size}{''.join(operations)}",
    st.integers(0, 1000),
    st.sampled_from(["1", "2", "6", "20", "100", "%", "10000"]),
    st.lists(_dice_operation, max_size=300),
)
_set_operation = st.builds(lambda op, selector: op + selector, st.sampled_from(["k", "p"]), _selector)


def _wrapped(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    parenthetical = st.builds(
        lambda text, ops: f"({text}){''.join(ops)}", inner, st.lists(_set_operation, max_size=100)
    )
    items = st.lists(st.one_of(inner, st.integers(0, 9).map(str)), min_size=2, max_size=300)
    sets = st.builds(
        lambda texts, ops: f"({','.join(texts)}){''.join(ops)}", items, st.lists(_set_operation, max_size=100)
    )
    return st.one_of(parenthetical, sets)


costly = st.recursive(_dice, _wrapped, max_leaves=4).map(lambda text: text[:1000])

HAND_MADE = [
    "500d6" + "rrh1" * 248,  # issue 15's 11 s expression
    "999d10000" + "mi9999p<0ma1p<0" * 66,
    "999d10000" + "kh500kl499p<0" * 76,
    "999d10000" + "k>0p<0" * 165,
    "500d10000e>5000" + "ro<5000" * 139,
    "500d10000" + "e" + "e".join(str(n) for n in range(1, 200)),
    "1d10000" + "rr" + "rr".join(str(n) for n in range(2, 200)),
    "(" + ",".join(["9"] * 250) + ")" + "kh100pl1" * 60,
    "(" * 50 + "999d6" + ")kh998pl1" * 50,
]


def _work(expression: str) -> int:
    work = Work()
    try:
        roll_expression(parse_expression(expression), RandomDice(), work=work)
    except InputError as error:
        assert error.field == "expression"
    return work.steps


@pytest.mark.parametrize("expression", HAND_MADE)
def test_hand_made_worst_cases_stay_under_the_bound(expression: str) -> None:
    assert len(expression) <= 1000
    assert _work(expression) <= MAX_WORK


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(costly)
def test_no_expression_found_costs_more_than_the_bound(expression: str) -> None:
    steps = _work(expression)
    target(steps)
    assert steps <= MAX_WORK
