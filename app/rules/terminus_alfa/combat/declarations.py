"""Checks the phases' declarations share: the character a declaration names, and power paid in list order."""

from __future__ import annotations

from app.rules.errors import InputError
from app.rules.terminus_alfa.combat.state import TaCharacterState, TaState


def declared_character(state: TaState, character_id: str, path: str) -> TaCharacterState:
    """The active character a declaration names; any other id is refused at ``path``."""
    character = state.active_character(character_id)
    if character is None:
        raise InputError(path, "not an active character")
    return character


def spend_power(spent: dict[str, int], character: TaCharacterState, cost: int, path: str) -> None:
    """Pay ``cost`` from what ``character`` has left after the earlier entries' ``spent`` power."""
    if character.power - spent[character.id] < cost:
        raise InputError(f"{path}.power_cost", "not enough power")
    spent[character.id] += cost
