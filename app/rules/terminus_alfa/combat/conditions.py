"""Phase 1, ``combat_conditions`` (PERMANENTER, EGENSKABER OG FORHOLD; no dice).

Standing effects fire: the round effects whose source still fights (Decision 34), HORDE when the
opponents are at least twice as many (Decision 11), LEDER while the leader fights (Decision 12).
Characters may avert properties and conditions with power actions (KRAFTHANDLINGER, Decision 23).
Per stat only the worst of the effects applies (Decisions 9 and 10).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import ConfigDict, Field

from app.rules.errors import InputError
from app.rules.phases import Declaration
from app.rules.protocol import JsonObject
from app.rules.terminus_alfa.catalogue import STANDARD_CONDITIONS, UNAVERTABLE_CATEGORIES
from app.rules.terminus_alfa.combat.changes import apply_changes
from app.rules.terminus_alfa.combat.declarations import (
    PART_ENTRY,
    PartList,
    declared_character,
    run_without_dice,
    spend_power,
)
from app.rules.terminus_alfa.combat.state import TaCharacterState, TaState
from app.rules.terminus_alfa.models import MAX_PLAYER_ENTRIES, STATS, Id, PowerCost, Stat
from app.rules.validation import StrictInput


class TaConditionsPowerAction(StrictInput):
    """A KRAFTHANDLING averting a property or condition for the character (or every character)."""

    character_id: Id
    effect_id: Id
    power_cost: PowerCost
    for_all: bool = Field(False, description="Avert it for every active character.")


class TaConditionsDeclarations(StrictInput):
    """Players' declarations of phase 1."""

    power_actions: list[TaConditionsPowerAction] = Field(default_factory=list, max_length=MAX_PLAYER_ENTRIES)


class TaConditionsPowerActionPart(TaConditionsPowerAction):
    """A power action in a character's part: ``character_id`` may be omitted (it is the combatant)."""

    model_config = PART_ENTRY
    character_id: Id | None = None  # type: ignore[assignment]


class TaConditionsPart(Declaration):
    """A character's part of phase 1: the power actions averting a property or condition."""

    model_config = ConfigDict(
        json_schema_extra={"examples": [{"power_actions": [{"effect_id": "regn", "power_cost": 1}]}, {}]}
    )
    power_actions: PartList[TaConditionsPowerActionPart] = Field(default_factory=list)


@dataclass(frozen=True)
class ActiveEffect:
    id: str
    category: str
    changes: dict[Stat, int]
    scope: Literal["all"] | list[str]

    def reaches(self, character: TaCharacterState) -> bool:
        return self.scope == "all" or character.id in self.scope


def _standard(condition: str) -> ActiveEffect:
    item = STANDARD_CONDITIONS[condition]
    return ActiveEffect(condition, item["category"], dict(item["changes"]), item["scope"])


HORDE = _standard("horde")
LEADER = _standard("leader")


def horde_active(state: TaState) -> bool:
    """HORDE: active opponents ≥ 2 × active characters, with at least one active character."""
    characters = sum(1 for _ in state.active_characters())
    return characters > 0 and sum(1 for _ in state.active_opponents()) >= 2 * characters


def active_effects(state: TaState) -> list[ActiveEffect]:
    """Round effects in state order whose source is null or still active, then HORDE, then LEDER."""
    effects = [
        ActiveEffect(effect.id, effect.category, dict(effect.changes), effect.scope)
        for effect in state.round_effects
        if effect.source_id is None or state.active_opponent(effect.source_id) is not None
    ]
    if horde_active(state):
        effects.append(HORDE)
    if state.leader_id is not None and state.active_opponent(state.leader_id) is not None:
        effects.append(LEADER)
    return effects


def check(state: TaState, declarations: TaConditionsDeclarations, *, partial: bool) -> None:
    """Each power action: an active, avertable effect; an active character with the power to pay."""
    effects = {effect.id: effect for effect in active_effects(state)}
    spent: dict[str, int] = defaultdict(int)
    for index, action in enumerate(declarations.power_actions):
        path = f"declarations.power_actions[{index}]"
        effect = effects.get(action.effect_id)
        if effect is None:
            raise InputError(f"{path}.effect_id", "no such active round effect")
        if effect.category in UNAVERTABLE_CATEGORIES:
            raise InputError(f"{path}.effect_id", "permanent effects cannot be averted")
        character = declared_character(state, action.character_id, f"{path}.character_id")
        spend_power(spent, character, action.power_cost, path)


def _worst(effects: list[ActiveEffect]) -> tuple[dict[Stat, int], dict[Stat, str]]:
    """Per stat the worst delta (lowest; highest for poison) and the earliest effect giving it."""
    changes: dict[Stat, int] = {}
    sources: dict[Stat, str] = {}
    for effect in effects:
        for stat, delta in effect.changes.items():
            current = changes.get(stat)
            worse = current is None or (delta > current if stat == "poison" else delta < current)
            if worse:
                changes[stat] = delta
                sources[stat] = effect.id
    order = [stat for stat in STATS if stat in changes]
    return {stat: changes[stat] for stat in order}, {stat: sources[stat] for stat in order}


def _resolve(state: TaState, declarations: TaConditionsDeclarations) -> JsonObject:
    for character in state.characters:
        character.rolls_allowed = 1
        character.rolls_used = 0
        character.attacked_this_round = False
    effects = active_effects(state)
    state.horde = HORDE in effects
    events: list[dict[str, Any]] = []
    averted: dict[str, set[str]] = defaultdict(set)
    for action in declarations.power_actions:
        character = state.known_character(action.character_id)
        character.power -= action.power_cost
        reached = [c.id for c in state.active_characters()] if action.for_all else [character.id]
        averted[action.effect_id].update(reached)
        events.append(
            {
                "type": "power_action",
                "character_id": character.id,
                "power_cost": action.power_cost,
                "effect_id": action.effect_id,
                "for_all": action.for_all,
            }
        )
    events.extend(
        {"type": "round_effect_triggered", "effect_id": effect.id, "category": effect.category} for effect in effects
    )
    applied: dict[str, dict[Stat, int]] = {}
    for character in state.active_characters():
        reaching = [e for e in effects if e.reaches(character) and character.id not in averted[e.id]]
        changes, sources = _worst(reaching)
        actual = apply_changes(character, changes)
        applied[character.id] = actual
        events.append(
            {
                "type": "round_effects_applied",
                "character_id": character.id,
                "changes": changes,
                "sources": sources,
                "actual": actual,
            }
        )
    state.phase = "opponent_attacks"
    return {
        "events": events,
        "horde": state.horde,
        "applied": applied,
        "dice": [],
        "breakdown": "; ".join(f"{who}: {actual}" for who, actual in applied.items()) or "no active characters",
    }


run = run_without_dice(TaConditionsDeclarations, check, _resolve)
