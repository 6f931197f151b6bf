"""``combat_declare`` (spec §7.4): store everyone's declared action, phase ``resolve``; or end the combat."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any

from pydantic import ConfigDict, Field

from app.rules.ars_magica.combat.events import AmCombatStep, combat_ended
from app.rules.ars_magica.combat.state import (
    Action,
    AmCombatState,
    CombatantRef,
    Engagement,
    arms,
    combatants_by_id,
    is_active,
    working_copy,
)
from app.rules.ars_magica.models import (
    AmInput,
    MaxItems,
    Modifier,
    RangeIncrements,
)
from app.rules.errors import InputError
from app.rules.limits import MAX_COMBATANTS
from app.rules.phases import Declaration
from app.rules.validation import parse

ATTACK_ONLY = ("target", "range_increments", "attack_modifier", "exertion")
MISSILE_ONLY_MELEE = "melee attack impossible while the sides are apart (engagement is missile); declare close_in"


class AmCombatantDeclaration(Declaration):
    """A combatant's part of the declare phase (§7.4): its action this round. ``target``,
    ``range_increments``, ``exertion`` and ``attack_modifier`` belong to ``attack`` only; ``actor``, if
    given, must be the declaring combatant."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"action": "attack", "target": "bandit"},
                {"action": "attack", "target": "grog", "exertion": True},
                {"action": "other", "exert_defence": True, "defence_modifier": 1},
                {"action": "none"},
            ]
        }
    )

    actor: CombatantRef | None = None
    action: Action
    target: CombatantRef | None = None
    range_increments: RangeIncrements | None = None
    exertion: bool | None = None
    attack_modifier: Modifier | None = None
    exert_defence: bool = False
    defence_modifier: Modifier = 0


class AmDeclarationInput(AmCombatantDeclaration):
    """One declaration of ``combat_declare``: a combatant's part that names its ``actor``."""

    model_config = ConfigDict(json_schema_extra=None)

    actor: CombatantRef


class AmDeclareTablePart(Declaration):
    """The GM's part of the declare phase: the engagement, set before the declarations are checked, or the
    end of the combat (the combatants' parts are then ignored)."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"engagement": "melee"}]})

    engagement: Engagement | None = None
    end_combat: bool = False


class AmCombatDeclareInput(AmInput):
    state: AmCombatState
    declarations: Annotated[list[AmDeclarationInput], MaxItems(MAX_COMBATANTS)] = Field(default_factory=list)
    engagement: Engagement | None = None
    end_combat: bool = False


class AmCombatDeclareOutput(AmCombatStep):
    """The declarations locked in (phase ``resolve``), or the combat ended by the GM."""


def idle(actor: str) -> dict[str, Any]:
    """The declaration of an active combatant who declared nothing."""
    return {
        "actor": actor,
        "action": "none",
        "target": None,
        "range_increments": None,
        "exertion": False,
        "exert_defence": False,
        "attack_modifier": 0,
        "defence_modifier": 0,
    }


def check_actor(document: Mapping[str, Any], by_id: Mapping[str, Any], actor: str, field: str) -> None:
    """Only an active combatant with a place in the order declares."""
    combatant = by_id.get(actor)
    if combatant is None:
        raise InputError(field, "unknown combatant id")
    if not is_active(combatant) or actor not in document["order"]:
        raise InputError(field, f"{actor!r} cannot act")


def check_action(
    document: Mapping[str, Any],
    by_id: Mapping[str, Any],
    actor_id: str,
    declaration: AmCombatantDeclaration,
    field: str,
    *,
    engagement_known: bool = True,
) -> dict[str, Any]:
    """The rest of ``actor_id``'s declaration (the actor already checked), returned as the state stores it.

    ``engagement_known=False`` leaves out the missile-engagement rule, for a declaration checked before
    the game master's engagement of the same phase is applied.
    """
    stored = idle(actor_id) | {
        "action": declaration.action,
        "exert_defence": declaration.exert_defence,
        "defence_modifier": declaration.defence_modifier,
    }
    if declaration.action != "attack":
        for name in ATTACK_ONLY:
            if getattr(declaration, name) is not None:
                raise InputError(f"{field}.{name}", "only allowed with action attack")
        return stored
    actor = by_id[actor_id]
    target_id = declaration.target
    if target_id is None:
        raise InputError(f"{field}.target", "required")
    target = by_id.get(target_id)
    if target is None:
        raise InputError(f"{field}.target", "unknown combatant id")
    if target_id == actor_id:
        raise InputError(f"{field}.target", "a combatant cannot attack itself")
    if target["side"] == actor["side"]:
        raise InputError(f"{field}.target", f"{target_id!r} is on the actor's own side")
    if target["dead"]:
        raise InputError(f"{field}.target", f"{target_id!r} is already dead")
    held = arms(actor)
    if held.atk is None:
        raise InputError(f"{field}.action", "the actor's weapon cannot attack")
    if held.dam is None:
        raise InputError(f"{field}.action", "the actor's weapon cannot deal damage")
    missile = held.weapon.is_missile
    if engagement_known and not missile and document["engagement"] == "missile":
        raise InputError(f"{field}.action", MISSILE_ONLY_MELEE)
    if declaration.range_increments is not None and not missile:
        raise InputError(f"{field}.range_increments", "only allowed for missile weapons")
    return stored | {
        "target": target_id,
        "range_increments": (declaration.range_increments or 1) if missile else None,
        "exertion": bool(declaration.exertion),
        "attack_modifier": declaration.attack_modifier or 0,
    }


def end_combat(document: dict[str, Any]) -> dict[str, Any]:
    """End at the game master's word: no winner (Decision §8.31). Returns the event."""
    document["phase"] = "ended"
    document["winner_side"] = None
    document["declarations"] = []
    return combat_ended("gm", None)


def declare(
    state: AmCombatState,
    declarations: Sequence[AmDeclarationInput],
    engagement: Engagement | None,
    end: bool,
) -> dict[str, Any]:
    """Set the engagement, then end the combat or lock the round's declarations."""
    document = working_copy(state, "declare")
    events: list[dict[str, Any]] = []
    if engagement is not None:
        # Decision §8.29: the GM sets the combat-wide engagement before declarations are checked.
        document["engagement"] = engagement
        events.append({"type": "engagement_set", "engagement": engagement})
    if end:
        events.append(end_combat(document))
        return {"state": document, "events": events}
    by_id = combatants_by_id(document)
    declared: dict[str, dict[str, Any]] = {}
    for index, declaration in enumerate(declarations):
        field = f"declarations[{index}]"
        check_actor(document, by_id, declaration.actor, f"{field}.actor")
        if declaration.actor in declared:
            raise InputError(f"{field}.actor", f"second declaration for {declaration.actor!r}")
        declared[declaration.actor] = check_action(document, by_id, declaration.actor, declaration, field)
    document["declarations"] = [
        declared.get(actor) or idle(actor) for actor in document["order"] if is_active(by_id[actor])
    ]
    document["phase"] = "resolve"
    events.append({"type": "declarations_locked", "count": len(document["declarations"])})
    return {"state": document, "events": events}


def run_combat_declare(raw: Mapping[str, Any]) -> dict[str, Any]:
    request = parse(AmCombatDeclareInput, raw)
    return declare(request.state, request.declarations, request.engagement, request.end_combat)
