"""The combat state document (spec §7.1): its model, how a request's ``state`` is loaded and checked,
and how a combatant's entry becomes the values the rules work with."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

from app.rules.ars_magica.catalogue import Armour, Arms, Shield, Weapon
from app.rules.ars_magica.condition import Fatigue, Wounds, status
from app.rules.ars_magica.models import (
    NAME_LENGTH,
    AbilityScore,
    AmFatigue,
    AmInput,
    BotchDice,
    CatalogueId,
    Characteristic,
    EncumbranceScore,
    GearLoad,
    GearModifier,
    MaxItems,
    Modifier,
    RangeIncrements,
    Size,
    StatusId,
)
from app.rules.errors import InputError
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH

SYSTEM_ID = "ars-magica"
PhaseName = Literal["initiative", "declare", "resolve", "ended"]
Engagement = Literal["melee", "missile"]
Action = Literal["attack", "close_in", "other", "none"]
CombatantId = Annotated[str, Field(min_length=1, max_length=MAX_ID_LENGTH)]
CombatantRef = Annotated[str, Field(max_length=MAX_ID_LENGTH)]
"""A reference to a combatant (order, actor, target): a string that is no id is an unknown combatant id."""
CombatantName = Annotated[str, Field(max_length=NAME_LENGTH)]
Side = Annotated[str, Field(min_length=1, max_length=MAX_ID_LENGTH)]
SideRef = Annotated[str, Field(max_length=MAX_ID_LENGTH)]
StateCount = Annotated[int, Field(ge=0, le=1_000_000)]
Initiative = Annotated[int, Field(ge=-(10**17), le=10**17)]


class AmStateWeapon(AmInput):
    null_meaningful: ClassVar[frozenset[str]] = frozenset({"id", "atk", "dam", "range"})

    id: CatalogueId | None
    init: GearModifier
    atk: GearModifier | None
    dfn: GearModifier
    dam: GearModifier | None
    range: Annotated[int, Field(ge=1, le=1000)] | None
    two_handed: bool
    load: GearLoad


class AmStateShield(AmInput):
    null_meaningful: ClassVar[frozenset[str]] = frozenset({"id"})

    id: CatalogueId | None
    init: GearModifier
    atk: GearModifier
    dfn: GearModifier
    dam: GearModifier
    load: GearLoad


class AmStateArmour(AmInput):
    null_meaningful: ClassVar[frozenset[str]] = frozenset({"id"})

    id: CatalogueId | None
    protection: Annotated[int, Field(ge=0, le=50)]
    load: GearLoad


class AmStateWounds(AmInput):
    """Wound counts in combat: unbounded above, since blows keep landing on the fallen."""

    light: StateCount
    medium: StateCount
    heavy: StateCount
    incapacitating: StateCount


class AmStateCombatant(AmInput):
    null_meaningful: ClassVar[frozenset[str]] = frozenset({"shield", "armour", "initiative"})

    id: CombatantId
    name: CombatantName
    side: Side
    quickness: Characteristic
    dexterity: Characteristic
    strength: Characteristic
    stamina: Characteristic
    ability: AbilityScore
    weapon: AmStateWeapon
    shield: AmStateShield | None
    armour: AmStateArmour | None
    size: Size
    encumbrance: EncumbranceScore
    soak_modifier: Modifier
    damage_modifier: Modifier
    wounds: AmStateWounds
    fatigue: AmFatigue
    botch_dice: BotchDice
    dead: bool
    initiative: Initiative | None
    status: StatusId


class AmStoredDeclaration(AmInput):
    """A declaration as the state keeps it: every field present."""

    null_meaningful: ClassVar[frozenset[str]] = frozenset({"target", "range_increments"})

    actor: CombatantRef
    action: Action
    target: CombatantRef | None
    range_increments: RangeIncrements | None
    exertion: bool
    exert_defence: bool
    attack_modifier: Modifier
    defence_modifier: Modifier


class AmCombatState(AmInput):
    """The combat state document (§7.1)."""

    null_meaningful: ClassVar[frozenset[str]] = frozenset({"winner_side"})

    system: Annotated[str, Field(max_length=MAX_ID_LENGTH)]
    round: Annotated[int, Field(ge=0, le=1_000_000_000)]
    phase: PhaseName
    engagement: Engagement
    combatants: Annotated[list[AmStateCombatant], Field(min_length=2), MaxItems(MAX_COMBATANTS)]
    order: Annotated[list[CombatantRef], Field(max_length=MAX_COMBATANTS)]
    declarations: Annotated[list[AmStoredDeclaration], MaxItems(MAX_COMBATANTS)]
    winner_side: SideRef | None


def working_copy(state: AmCombatState, phase: PhaseName | None) -> dict[str, Any]:
    """The request's state as a working copy, after the checks of §7.1 and a consistency check.

    ``phase`` is the phase the operation expects (``None``: any).

    The state is the caller's to send back, so ids it refers to are checked: a state that points at
    nobody is a 422, never a crash. Statuses are derived again rather than trusted.
    """
    if state.system != SYSTEM_ID:
        raise InputError("state.system", f"must be {SYSTEM_ID!r}")
    if phase is not None and state.phase != phase:
        raise InputError("state.phase", f"must be {phase!r} for this operation (is {state.phase!r})")
    document = state.model_dump()
    known: set[str] = set()
    for index, combatant in enumerate(document["combatants"]):
        if combatant["id"] in known:
            raise InputError(f"state.combatants[{index}].id", f"duplicate id {combatant['id']!r}")
        known.add(combatant["id"])
        refresh_status(combatant)
    placed: set[str] = set()
    for index, member in enumerate(document["order"]):
        if member not in known or member in placed:
            raise InputError(f"state.order[{index}]", "unknown or repeated combatant id")
        placed.add(member)
    by_id = combatants_by_id(document)
    for index, declaration in enumerate(document["declarations"]):
        _check_stored(declaration, by_id, f"state.declarations[{index}]")
    return document


def _check_stored(declaration: Mapping[str, Any], by_id: Mapping[str, Any], field: str) -> None:
    """What ``combat_resolve`` relies on in a stored declaration."""
    actor = by_id.get(declaration["actor"])
    if actor is None:
        raise InputError(f"{field}.actor", "unknown combatant id")
    if declaration["action"] != "attack":
        return
    if declaration["target"] not in by_id:
        raise InputError(f"{field}.target", "unknown combatant id")
    held = arms(actor)
    if held.atk is None or held.dam is None:
        raise InputError(f"{field}.action", "the actor's weapon cannot attack")


def combatants_by_id(document: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """The state's combatants keyed by id (the working copy's own dicts, to update in place)."""
    return {combatant["id"]: combatant for combatant in document["combatants"]}


def arms(combatant: Mapping[str, Any]) -> Arms:
    shield = combatant["shield"]
    return Arms(Weapon(**combatant["weapon"]), None if shield is None else Shield(**shield))


def armour(combatant: Mapping[str, Any]) -> Armour | None:
    worn = combatant["armour"]
    return None if worn is None else Armour(**worn)


def wounds(combatant: Mapping[str, Any]) -> Wounds:
    return Wounds(**combatant["wounds"])


def fatigue(combatant: Mapping[str, Any]) -> Fatigue:
    return Fatigue(**combatant["fatigue"])


def refresh_status(combatant: dict[str, Any]) -> None:
    """Derive ``status`` again: dead > incapacitated > unconscious > active."""
    combatant["status"] = status(wounds(combatant), fatigue(combatant), combatant["dead"])


def is_active(combatant: Mapping[str, Any]) -> bool:
    return bool(combatant["status"] == "active")
