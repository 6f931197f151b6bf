"""Differential test against d20 1.1 itself: the same faces give the same total, or both refuse.

Hypothesis writes expressions from the whole grammar (sets, nested groups, repeated operations, every
operator and selector, annotations, comments) and near misses; d20 rolls each on a recording random
source; the same faces are forced here. The "ci" profile derandomizes Hypothesis: the same examples
run every time.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, note, settings

from app.rules.dice import ForcedDice
from app.rules.dice.notation import parse_expression, roll_expression
from app.rules.errors import InputError
from tests.rules.dice.d20_oracle import d20_roll
from tests.rules.dice.notation_strategies import any_expression


@settings(
    max_examples=3000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
@given(any_expression)
def test_the_same_faces_give_d20s_total_or_d20s_refusal(expression: str) -> None:
    note(f"expression {expression!r}")
    oracle = d20_roll(expression)
    note(f"d20: {oracle}")
    assume(not oracle.crashed)
    source = ForcedDice(oracle.faces)
    if oracle.accepted:
        outcome = roll_expression(parse_expression(expression), source)
        source.finish()
        assert (outcome.total, outcome.comment) == (oracle.total, oracle.comment)
        assert source.used == oracle.faces
    else:
        with pytest.raises(InputError) as caught:
            roll_expression(parse_expression(expression), source)
        assert caught.value.field == "expression", oracle.error
