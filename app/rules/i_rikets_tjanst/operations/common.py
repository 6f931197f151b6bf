"""What every operation module needs: the forced-dice source with the spec's wording, the worked
examples of the spec, and building an :class:`Operation`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel

from app.rules.dice import DiceSource, dice_from_input
from app.rules.examples import load_examples
from app.rules.i_rikets_tjanst.catalogue import D12, PACKAGE
from app.rules.i_rikets_tjanst.decisions import describe
from app.rules.i_rikets_tjanst.fields import DICE_WORDING
from app.rules.protocol import JsonObject, Operation

EXAMPLES = load_examples(PACKAGE)


def dice_source(raw: object) -> DiceSource:
    """Forced faces (checked for type and range up front) or the CSPRNG; read after every other field."""
    return dice_from_input(raw, DICE_WORDING, face_range=D12)


def no_dice(raw: object) -> None:
    """An operation that rolls nothing still refuses forced faces: ``dice: N faces left over``."""
    dice_source(raw).finish()


def operation(
    name: str,
    summary: str,
    text: str,
    run: Callable[[Mapping[str, Any]], JsonObject],
    models: tuple[type[BaseModel], type[BaseModel]],
    *,
    rolls: bool,
    decisions: tuple[str, ...] = (),
) -> Operation:
    return Operation(
        name=name,
        summary=summary,
        description=describe(text, *decisions),
        run=run,
        input_model=models[0],
        output_model=models[1],
        rolls=rolls,
        examples=EXAMPLES.get(name, ()),
    )
