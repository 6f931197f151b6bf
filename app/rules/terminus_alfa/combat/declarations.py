"""What the phases share: a phase run (its declarations read and checked, then resolved with or without
dice), the character a declaration names, power paid in list order, and the bound of one character's
part."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Annotated, Any, Protocol, TypeVar

from pydantic import BeforeValidator, ConfigDict, Field

from app.rules.dice import DiceSource
from app.rules.errors import InputError
from app.rules.protocol import JsonObject
from app.rules.terminus_alfa.combat.state import TaCharacterState, TaState
from app.rules.terminus_alfa.dice import lead_dice, refuse_dice
from app.rules.terminus_alfa.models import MAX_PART_ENTRIES, ModelT
from app.rules.validation import parse, rule_error

ItemT = TypeVar("ItemT")

PART_ENTRY = ConfigDict(extra="forbid")
"""The config of an entry of a part of the declarations: unknown fields are refused, as in the part."""


def declared_character(state: TaState, character_id: str, path: str) -> TaCharacterState:
    """The active character a declaration names; any other id is refused at ``path``."""
    character = state.active_character(character_id)
    if character is None:
        raise InputError(path, "not an active character")
    return character


def _checked(state: TaState, raw: object, model: type[ModelT], check: Callable[..., None]) -> ModelT:
    """A phase's whole declarations object (absent or null: none), checked against the state."""
    declarations = parse(model, {} if raw is None else raw, "declarations")
    check(state, declarations, partial=False)
    return declarations


def run_without_dice(
    model: type[ModelT], check: Callable[..., None], resolve: Callable[[TaState, ModelT], JsonObject]
) -> Callable[[TaState, object, object], JsonObject]:
    """A phase that rolls nothing, run on ``state`` (changed in place): the declarations, their checks,
    a refusal of any forced faces, then ``resolve``."""

    def run(state: TaState, raw: object, dice: object) -> JsonObject:
        declarations = _checked(state, raw, model, check)
        refuse_dice(dice)
        return resolve(state, declarations)

    return run


class RollingRun(Protocol):
    """A rolling phase run on ``state`` (changed in place); ``lead``: faces already rolled at the table."""

    def __call__(self, state: TaState, raw: object, dice: object, lead: Sequence[int] = ()) -> JsonObject: ...


def run_rolling(
    model: type[ModelT], check: Callable[..., None], resolve: Callable[[TaState, ModelT, DiceSource], JsonObject]
) -> RollingRun:
    """A phase that rolls, run on ``state`` (changed in place): the declarations, their checks, then
    ``resolve`` with the dice (the ``lead`` faces first, then the forced ``dice`` or random ones); faces
    left over are refused."""

    def run(state: TaState, raw: object, dice: object, lead: Sequence[int] = ()) -> JsonObject:
        declarations = _checked(state, raw, model, check)
        with lead_dice(lead, dice, state.rules) as source:
            return resolve(state, declarations, source)

    return run


def spend_power(spent: dict[str, int], character: TaCharacterState, cost: int, path: str) -> None:
    """Pay ``cost`` from what ``character`` has left after the earlier entries' ``spent`` power."""
    if character.power - spent[character.id] < cost:
        raise InputError(f"{path}.power_cost", "not enough power")
    spent[character.id] += cost


def _within_part(value: Any) -> Any:
    # Checked before the entries: every character's part is merged into one declarations object, whose
    # lists hold 50 × 20 entries.
    if isinstance(value, list) and len(value) > MAX_PART_ENTRIES:
        raise rule_error(f"must have at most {MAX_PART_ENTRIES} item(s) in one character's part")
    return value


PartList = Annotated[
    list[ItemT], BeforeValidator(_within_part), Field(json_schema_extra={"maxItems": MAX_PART_ENTRIES})
]
"""A list in one character's part of a phase's declarations: at most 20 entries."""
