"""Phase 3, ``combat_character_actions`` (KARAKTERERNE HANDLER).

Characters attack (2d6 + attack value against the opponent's SKYDE, else KAMP: Decision 20), escape a
capture or free a captive (Decision 26), change or trade equipment, or leave their vehicle (Decision 36).
Attacks and escapes use the character's rolls of the round (Decision 22); extra_roll power actions add
more (Decision 23). A leader is hit only by a terminus roll (Decision 12); demons and skingelhird need
the right weapon (Decision 21).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from typing import Annotated, Literal

from pydantic import ConfigDict, Field

from app.rules.dice.source import DiceSource
from app.rules.errors import InputError
from app.rules.phases import Declaration
from app.rules.protocol import JsonObject
from app.rules.terminus_alfa.catalogue import CATALOGUE, ESCAPE_GRADE
from app.rules.terminus_alfa.combat.declarations import (
    PART_ENTRY,
    PartList,
    declared_character,
    run_rolling,
    spend_power,
)
from app.rules.terminus_alfa.combat.state import TaCharacterState, TaState
from app.rules.terminus_alfa.dice import pairs_json, rul
from app.rules.terminus_alfa.models import (
    MAX_ITEMS,
    MAX_MARKS,
    MAX_PLAYER_ENTRIES,
    AnyInt,
    Id,
    IdRef,
    Items,
    PowerCost,
)
from app.rules.validation import StrictInput

DICE_ORDER = (
    "extra_roll power actions first (no dice), then the actions in list order; each attack or escape takes "
    "one RUL with its terminus extras."
)
ActionKind = Literal["attack", "escape", "free_captive", "change_equipment", "trade_equipment", "leave_vehicle", "none"]
AttackType = Literal["melee", "ranged", "vehicle_weapon", "kultisme", "knowledge"]
WeaponMark = Literal["spirit", "astral"]
WHOLE_ROUND: frozenset[str] = frozenset({"change_equipment", "trade_equipment", "free_captive", "leave_vehicle"})
ROLLING: frozenset[str] = frozenset({"attack", "escape"})
VEHICLE_MARK_NEEDED: dict[str, str] = {"melee": "K", "ranged": "S", "vehicle_weapon": "+S"}

_REQUIREMENT_MET: dict[str, Callable[[Sequence[str], str], bool]] = {
    "spirit_weapon_or_kultisme": lambda marks, attack_type: "spirit" in marks or attack_type == "kultisme",
    "astral_weapon": lambda marks, _: "astral" in marks,
}
DAMAGE_REQUIREMENT: dict[str, str] = {
    species["id"]: species["damage_requirement"]
    for kind in CATALOGUE["opponent_types"]
    for species in kind["species"]
    if "damage_requirement" in species
}
"""Species that only the right weapon harms (Decision 21): daemons and skingelhird."""


class TaExtraRollAction(StrictInput):
    """A KRAFTHANDLING granting extra rolls this round (the only kind in phase 3)."""

    character_id: Id
    kind: Literal["extra_roll"]
    power_cost: PowerCost
    amount: Annotated[int, Field(ge=1, le=10)] = 1


class TaCharacterAction(StrictInput):
    """One action; the fields used depend on ``kind``."""

    character_id: Id
    kind: ActionKind
    opponent_id: IdRef | None = Field(None, description="attack: the target opponent.")
    attack_type: AttackType | None = Field(None, description="attack: melee, ranged, vehicle_weapon, ….")
    attack_value: AnyInt | None = Field(None, description="attack: the KAMP/TEKNIK/KULTISME… total.")
    weapon_marks: list[WeaponMark] = Field(
        default_factory=list, max_length=MAX_MARKS, description="attack: spirit (Å), astral (A)."
    )
    target_character_id: IdRef | None = Field(None, description="free_captive: the captured ally.")
    to_slots: Items = Field(default_factory=list, description="change_equipment: list → stamfelter.")
    to_list: Items = Field(default_factory=list, description="change_equipment: stamfelter → list.")
    partner_id: IdRef | None = Field(None, description="trade_equipment: the other character.")
    give: Items = Field(default_factory=list, description="trade_equipment: items given.")


class TaActionsDeclarations(StrictInput):
    """Players' declarations of phase 3."""

    power_actions: list[TaExtraRollAction] = Field(default_factory=list, max_length=MAX_PLAYER_ENTRIES)
    actions: list[TaCharacterAction] = Field(default_factory=list, max_length=MAX_PLAYER_ENTRIES)


class TaExtraRollActionPart(TaExtraRollAction):
    """A power action in a character's part: ``character_id`` may be omitted (it is the combatant)."""

    model_config = PART_ENTRY
    character_id: Id | None = None  # type: ignore[assignment]


class TaCharacterActionPart(TaCharacterAction):
    """An action in a character's part: ``character_id`` may be omitted (it is the combatant)."""

    model_config = PART_ENTRY
    character_id: Id | None = None  # type: ignore[assignment]


class TaActionsPart(Declaration):
    """A character's part of phase 3: extra rolls bought with power, and the actions in order
    (``{"actions": [{"kind": "none"}]}`` or ``{}`` to pass)."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"actions": [{"kind": "attack", "opponent_id": "vagt", "attack_type": "melee", "attack_value": 16}]},
                {"actions": [{"kind": "attack", "opponent_id": "hund", "attack_type": "melee", "attack_value": 14}]},
                {"actions": [{"kind": "none"}]},
            ]
        }
    )
    power_actions: PartList[TaExtraRollActionPart] = Field(default_factory=list)
    actions: PartList[TaCharacterActionPart] = Field(default_factory=list)


def _check_items(wanted: list[str], held: list[str], path: str, where: str) -> None:
    missing = Counter(wanted) - Counter(held)
    if missing:
        raise InputError(path, f"{next(iter(missing))!r} is not on the {where}")


def _check_attack(state: TaState, character: TaCharacterState, action: TaCharacterAction, path: str) -> None:
    if action.opponent_id is None:
        raise InputError(f"{path}.opponent_id", "required")
    if state.active_opponent(action.opponent_id) is None:
        raise InputError(f"{path}.opponent_id", "not an active opponent")
    if action.attack_type is None:
        raise InputError(f"{path}.attack_type", "required")
    if action.attack_value is None:
        raise InputError(f"{path}.attack_value", "required")
    vehicle = state.vehicle(character.vehicle_id)
    if vehicle is not None:
        mark = VEHICLE_MARK_NEEDED.get(action.attack_type)
        if mark is not None and mark not in vehicle.marks:
            raise InputError(f"{path}.attack_type", f"the vehicle has no mark {mark}")
    elif action.attack_type == "vehicle_weapon":
        raise InputError(f"{path}.attack_type", "not in a vehicle")


def _check_trade(
    state: TaState, declarations: TaActionsDeclarations, action: TaCharacterAction, path: str, partial: bool
) -> None:
    partner = state.active_character(action.partner_id) if action.partner_id is not None else None
    if partner is None or partner.id == action.character_id:
        raise InputError(f"{path}.partner_id", "not another active character")
    matching = next(
        (
            other
            for other in declarations.actions
            if other.kind == "trade_equipment"
            and other.character_id == partner.id
            and other.partner_id == action.character_id
        ),
        None,
    )
    if matching is None:
        if not partial:
            raise InputError(f"{path}.partner_id", "the partner must declare the trade too")
        return
    if len(partner.equipment_list) - len(matching.give) + len(action.give) > MAX_ITEMS:
        raise InputError(f"{path}.give", f"the partner's equipment list would hold more than {MAX_ITEMS} items")


def _check_action(
    state: TaState,
    declarations: TaActionsDeclarations,
    index: int,
    rolls_left: dict[str, int],
    partial: bool,
) -> None:
    action = declarations.actions[index]
    path = f"declarations.actions[{index}]"
    character = declared_character(state, action.character_id, f"{path}.character_id")
    if action.kind in WHOLE_ROUND:
        alone = sum(1 for other in declarations.actions if other.character_id == character.id) == 1
        if not alone or character.rolls_used != 0:
            raise InputError(f"{path}.kind", "takes the whole round: it must be the only action, before any roll")
    if character.captured is not None and action.kind not in ("escape", "none"):
        raise InputError(f"{path}.kind", "a captured character may only escape or wait")
    if action.kind == "attack":
        _check_attack(state, character, action, path)
    if action.kind in ROLLING:
        if rolls_left[character.id] <= 0:
            raise InputError(f"{path}.character_id", "no roll left this round")
        rolls_left[character.id] -= 1
    if action.kind == "escape":
        if character.captured is None:
            raise InputError(f"{path}.kind", "not captured")
        if character.captured.round >= state.round:
            raise InputError(f"{path}.kind", "no escape in the round of capture")
    elif action.kind == "free_captive":
        target = state.active_character(action.target_character_id or "")
        if target is None or target.id == character.id or target.captured is None:
            raise InputError(f"{path}.target_character_id", "not a captured ally")
    elif action.kind == "leave_vehicle" and character.vehicle_id is None:
        raise InputError(f"{path}.kind", "not in a vehicle")
    elif action.kind == "change_equipment":
        _check_items(action.to_slots, character.equipment_list, f"{path}.to_slots", "equipment list")
        _check_items(action.to_list, character.slots, f"{path}.to_list", "stamfelter")
        if len(character.slots) - len(action.to_list) + len(action.to_slots) > MAX_ITEMS:
            raise InputError(f"{path}.to_slots", f"the stamfelter would hold more than {MAX_ITEMS} items")
        if len(character.equipment_list) - len(action.to_slots) + len(action.to_list) > MAX_ITEMS:
            raise InputError(f"{path}.to_list", f"the equipment list would hold more than {MAX_ITEMS} items")
    elif action.kind == "trade_equipment":
        _check_items(action.give, character.equipment_list, f"{path}.give", "equipment list")
        _check_trade(state, declarations, action, path, partial)


def check(state: TaState, declarations: TaActionsDeclarations, *, partial: bool) -> None:
    """Power actions (cost against current power, in list order), then each action in list order."""
    spent: dict[str, int] = defaultdict(int)
    rolls_left: dict[str, int] = {c.id: c.rolls_allowed - c.rolls_used for c in state.characters}
    for index, power in enumerate(declarations.power_actions):
        path = f"declarations.power_actions[{index}]"
        character = declared_character(state, power.character_id, f"{path}.character_id")
        spend_power(spent, character, power.power_cost, path)
        rolls_left[character.id] += power.amount
    for index in range(len(declarations.actions)):
        _check_action(state, declarations, index, rolls_left, partial)


def _attack(state: TaState, character: TaCharacterState, action: TaCharacterAction, source: DiceSource) -> JsonObject:
    opponent = state.known_opponent(action.opponent_id or "")
    character.rolls_used += 1
    roll = rul(source, state.rules, action.attack_value or 0)
    defence = opponent.skyde if opponent.skyde is not None else (opponent.kamp or 0)
    blocked: str | None = None
    hit = False
    damage = 0
    if roll.auto_fail:
        blocked = "fumble"
    elif opponent.id == state.leader_id and not roll.terminus_roll:
        blocked = "leader_needs_terminus"
    else:
        hit = roll.total >= defence
        damage = roll.total - defence if hit else 0
        requirement = DAMAGE_REQUIREMENT.get(opponent.species)
        if (
            hit
            and requirement is not None
            and not _REQUIREMENT_MET[requirement](action.weapon_marks, action.attack_type or "")
        ):
            blocked = f"needs_{requirement}"
            damage = 0
    opponent.endurance -= damage
    return {
        "type": "character_attack",
        "character_id": character.id,
        "opponent_id": opponent.id,
        "total": roll.total,
        "defence": defence,
        "hit": hit,
        "damage": damage,
        "blocked": blocked,
        "terminus_roll": roll.terminus_roll,
        "pairs": pairs_json(roll),
    }


def _escape(state: TaState, character: TaCharacterState, source: DiceSource) -> JsonObject:
    captured = character.captured
    character.rolls_used += 1
    roll = rul(source, state.rules, character.abilities.get(captured.ability, 0) if captured else 0)
    success = not roll.auto_fail and roll.total >= ESCAPE_GRADE
    if success:
        character.captured = None
    return {
        "type": "escape",
        "character_id": character.id,
        "total": roll.total,
        "grade": ESCAPE_GRADE,
        "success": success,
        "pairs": pairs_json(roll),
    }


def _move(items: list[str], source: list[str], target: list[str]) -> None:
    for item in items:
        source.remove(item)
    target.extend(items)


def _act(state: TaState, action: TaCharacterAction, source: DiceSource) -> JsonObject | None:
    """One action, in list order; ``none`` reports nothing."""
    character = state.known_character(action.character_id)
    kind = action.kind
    if kind == "attack":
        return _attack(state, character, action, source)
    if kind == "escape":
        return _escape(state, character, source)
    if kind == "free_captive":
        state.known_character(action.target_character_id or "").captured = None
        return {
            "type": "freed",
            "character_id": character.id,
            "target_character_id": action.target_character_id,
        }
    if kind == "change_equipment":
        # Removals first, so that the two lists may swap items in one action.
        for item in action.to_slots:
            character.equipment_list.remove(item)
        for item in action.to_list:
            character.slots.remove(item)
        character.slots.extend(action.to_slots)
        character.equipment_list.extend(action.to_list)
        return {"type": "equipment_changed", "character_id": character.id}
    if kind == "trade_equipment":
        partner = state.known_character(action.partner_id or "")
        _move(action.give, character.equipment_list, partner.equipment_list)
        return {
            "type": "equipment_traded",
            "character_id": character.id,
            "partner_id": partner.id,
            "give": list(action.give),
        }
    if kind == "leave_vehicle":
        vehicle_id = character.vehicle_id
        character.vehicle_id = None
        return {"type": "left_vehicle", "character_id": character.id, "vehicle_id": vehicle_id}
    return None


def _resolve(state: TaState, declarations: TaActionsDeclarations, source: DiceSource) -> JsonObject:
    events: list[JsonObject] = []
    for power in declarations.power_actions:
        character = state.known_character(power.character_id)
        character.power -= power.power_cost
        character.rolls_allowed += power.amount
        events.append(
            {
                "type": "power_action",
                "character_id": character.id,
                "kind": power.kind,
                "power_cost": power.power_cost,
                "amount": power.amount,
            }
        )
    results: list[JsonObject] = []
    for action in declarations.actions:
        result = _act(state, action, source)
        if result is not None:
            results.append(result)
    events.extend(results)
    state.phase = "tally"
    return {
        "events": events,
        "results": results,
        "dice": source.used,
        "breakdown": "; ".join(f"{r['character_id']} {r['type']}" for r in results) or "no actions",
    }


run = run_rolling(TaActionsDeclarations, check, _resolve)
