"""``POST /v1/rolls``: one generic dice expression, rolled through the dice source."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, Field

from app.rules.dice.notation import parse_expression, roll_expression
from app.rules.dice.source import DiceWording, dice_from_input
from app.rules.protocol import Example, JsonObject, Operation
from app.rules.validation import ForcedFaces, StrictInput, parse

WORDING = DiceWording(bad_face="face {face} does not fit the die ({faces})")


class RollRequest(StrictInput):
    """A dice expression in the grammar of Avrae's d20, optionally with forced faces."""

    expression: str = Field(
        max_length=1000,
        description=(
            "Dice notation as d20 reads it: `4d6kh3+2`, `2d20kl1`, `1d6e6`, `4d6ro<3`, `8d6mi2`, `(1d8+2)*2`; "
            "text after a complete expression is a comment (`1d20+5 to hit`)."
        ),
        examples=["4d6kh3+2"],
    )
    dice: ForcedFaces = None


class RollResponse(BaseModel):
    expression: str = Field(description="The expression as given.")
    total: int = Field(description="The result, as d20 gives it: an integer, `/` truncated toward zero at the end.")
    dice: list[int] = Field(description="Every face rolled, in order, rerolled and exploded ones included.")
    breakdown: str = Field(
        description=(
            "A human-readable account, at most 2,000 characters (longer ones are shortened, keeping the total); "
            "dropped faces are ~~struck~~, exploded ones end in !, `1 -> 3` is a face `mi`/`ma` changed."
        )
    )
    comment: str | None = Field(description="The text after the expression (`to hit` in `1d20+5 to hit`), or null.")


def roll(raw: Mapping[str, Any]) -> JsonObject:
    """Parse, then check the faces, then roll: a bad expression is reported before bad dice."""
    request = parse(RollRequest, raw)
    parsed = parse_expression(request.expression)
    source = dice_from_input(request.dice, WORDING)
    outcome = roll_expression(parsed, source)
    source.finish()
    return {
        "expression": request.expression,
        "total": outcome.total,
        "dice": source.used,
        "breakdown": outcome.breakdown,
        "comment": outcome.comment,
    }


DESCRIPTION = """\
Generic dice notation for bots and virtual tabletops, with the grammar and the results of Avrae's d20
1.1: `NdS` (`d6` is `1d6`; `d%` is d20's percentile die, faces 0, 10, ..., 90); keep and drop
`kh`/`kl`/`ph`/`pl` (and `k`/`p` with any selector); rerolls `rr` (until none is selected), `ro` (once),
`ra` (reroll and add); explode `e`; minimum and maximum `mi`/`ma`; selectors `h`/`l` (the N highest or
lowest), `<`/`>` (below or above N) or a literal face; sets `(1d6, 3)kh1` with any number of operations;
an operation on a parenthesised group acts inside it (`(4d6)kh1` keeps the highest die);
`+ - * / // %`, comparisons and signs; `[annotations]`. Text after a complete expression is a
`comment` (`1d20+5 to hit`). The `total` is d20's: an integer, `/` truncated toward zero at the end.

Forced `dice` are consumed in the order rolled: all dice of a term first, then rerolls and explosions
as its operations run, round by round, dice in the order of their position. Limits, each a 422 naming
it: at most 1,000 characters, nesting at most 50 levels, die size 1 to 10,000, at most 1,000 dice rolled
in one expression (rerolls and explosions counted; `rr` with `h`/`l` never stops, so it is refused at
once). Totals beyond ±2**53, and fractions that overflow, are refused too. Every expression within the
limits costs at most a few milliseconds; the breakdown is at most 2,000 characters.
"""

ROLL = Operation(
    name="roll",
    summary="Roll generic dice notation",
    description=DESCRIPTION,
    run=roll,
    input_model=RollRequest,
    output_model=RollResponse,
    rolls=True,
    examples=(
        Example(
            "Keep the highest three of four d6, plus two",
            {"expression": "4d6kh3+2", "dice": [3, 5, 1, 6]},
            {
                "expression": "4d6kh3+2",
                "total": 16,
                "dice": [3, 5, 1, 6],
                "breakdown": "4d6kh3 (3, 5, ~~1~~, 6) + 2 = 16",
                "comment": None,
            },
        ),
        Example(
            "Disadvantage",
            {"expression": "2d20kl1", "dice": [7, 15]},
            {
                "expression": "2d20kl1",
                "total": 7,
                "dice": [7, 15],
                "breakdown": "2d20kl1 (7, ~~15~~) = 7",
                "comment": None,
            },
        ),
        Example(
            "Exploding sixes",
            {"expression": "1d6e6", "dice": [6, 6, 2]},
            {
                "expression": "1d6e6",
                "total": 14,
                "dice": [6, 6, 2],
                "breakdown": "1d6e6 (6!, 6!, 2) = 14",
                "comment": None,
            },
        ),
        Example(
            "A random roll with a comment",
            {"expression": "1d20+5 to hit"},
            {
                "expression": "1d20+5 to hit",
                "total": 17,
                "dice": [12],
                "breakdown": "1d20 (12) + 5 = 17",
                "comment": "to hit",
            },
        ),
        Example(
            "Error: too few faces",
            {"expression": "2d6", "dice": [3]},
            {"status": 422, "field": "dice", "detail": "dice: needed more faces"},
            status=422,
        ),
    ),
)
