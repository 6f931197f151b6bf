"""``POST /v1/rolls``: one generic dice expression, rolled through the dice source."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, Field

from app.rules.dice.notation import parse_expression, roll_expression
from app.rules.dice.source import DiceWording, dice_from_input
from app.rules.protocol import Example, JsonObject, Operation
from app.rules.validation import ForcedFaces, StrictInput, parse

WORDING = DiceWording(bad_face="face {face} does not fit a die 1..{high}")


class RollRequest(StrictInput):
    """A dice expression in the grammar of Avrae's d20, optionally with forced faces."""

    expression: str = Field(
        max_length=1000,
        description="Dice notation: `4d6kh3+2`, `2d20kl1`, `1d6e6`, `4d6ro<3`, `8d6mi2`, `(1d8+2)*2`...",
        examples=["4d6kh3+2"],
    )
    dice: ForcedFaces = None


class RollResponse(BaseModel):
    expression: str = Field(description="The expression as given.")
    total: int | float = Field(description="The result; an integer unless `/` left a fraction.")
    dice: list[int] = Field(description="Every face rolled, in order, rerolled and exploded ones included.")
    breakdown: str = Field(
        description="A human-readable account; dropped faces are ~~struck~~, exploded ones end in !."
    )


def roll(raw: Mapping[str, Any]) -> JsonObject:
    """Parse, then check the faces, then roll: a bad expression is reported before bad dice."""
    request = parse(RollRequest, raw)
    tree = parse_expression(request.expression)
    source = dice_from_input(request.dice, WORDING)
    outcome = roll_expression(tree, source)
    source.finish()
    return {
        "expression": request.expression,
        "total": outcome.total,
        "dice": source.used,
        "breakdown": outcome.breakdown,
    }


DESCRIPTION = """\
Generic dice notation for bots and virtual tabletops, with the grammar of Avrae's d20: `NdS` (`d6` is
`1d6`); keep and drop `kh`/`kl`/`ph`/`pl` (and `k`/`p` with any selector); rerolls `rr` (until none is
selected), `ro` (once), `ra` (reroll and add); explode `e`; minimum and maximum `mi`/`ma`; selectors
`h`/`l` (the N highest or lowest), `<`/`>` (below or above N) or a literal face; sets `(1d6, 3)kh1`;
`+ - * / // %`, comparisons and parentheses; `[annotations]`.

Forced `dice` are consumed in the order rolled: all dice of a term first, then rerolls and explosions
as its operations run, dice in the order they were rolled. Limits, each a 422 naming it: at most 1,000
characters, nesting at most 50 levels, die size 1 to 10,000, at most 1,000 dice rolled in one expression
(rerolls and explosions counted), values within ±2**53.
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
            },
        ),
        Example(
            "Disadvantage",
            {"expression": "2d20kl1", "dice": [7, 15]},
            {"expression": "2d20kl1", "total": 7, "dice": [7, 15], "breakdown": "2d20kl1 (7, ~~15~~) = 7"},
        ),
        Example(
            "Exploding sixes",
            {"expression": "1d6e6", "dice": [6, 6, 2]},
            {"expression": "1d6e6", "total": 14, "dice": [6, 6, 2], "breakdown": "1d6e6 (6!, 6!, 2) = 14"},
        ),
        Example(
            "A random roll",
            {"expression": "1d20+5"},
            {"expression": "1d20+5", "total": 17, "dice": [12], "breakdown": "1d20 (12) + 5 = 17"},
        ),
        Example(
            "Error: too few faces",
            {"expression": "2d6", "dice": [3]},
            {"status": 422, "field": "dice", "detail": "dice: needed more faces"},
            status=422,
        ),
    ),
)
