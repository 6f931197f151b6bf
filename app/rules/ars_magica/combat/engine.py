"""The Ars Magica combat round (spec §7) as a table of phases, the way the session layer drives it.

Each phase runs the pure function of its stateless operation (``combat_initiative``, ``combat_declare``,
``combat_resolve``) on the state loaded once per unit of work:

- ``initiative``: the GM may declare Initiative ``modifiers`` and resolves (rolls) the phase.
- ``declare``: every active combatant in the order declares its action (a ``combat_declare`` declaration
  without ``actor``); the GM's part sets the ``engagement`` or ends the combat. The phase resolves when
  every active combatant has declared, or when the GM says so (the others do nothing). The GM's
  engagement applies first when the phase resolves, so the one rule that depends on it (no melee attack
  while the sides are apart) is checked then: a 422 on ``declarations[i].action``, with i the actor's
  place among the parts in initiative order.
- ``resolve``: nobody declares; the GM resolves the round with optional forced dice.

The spec hides nothing from players (every score, wound and roll is open at the table), so the default
views of :class:`~app.rules.phases.PhaseEngine` apply.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from pydantic import BaseModel

from app.rules.ars_magica.combat import initiative, resolve
from app.rules.ars_magica.combat.declare import (
    AmCombatantDeclaration,
    AmCombatDeclareOutput,
    AmDeclarationInput,
    AmDeclareTablePart,
    check_action,
    check_actor,
    declare,
    end_combat,
)
from app.rules.ars_magica.combat.initiative import (
    AmCombatInitiativeOutput,
    AmInitiativeTablePart,
    check_modifiers,
    roll_initiative,
)
from app.rules.ars_magica.combat.resolve import AmCombatResolveOutput, resolve_round
from app.rules.ars_magica.combat.start import AmCombatStartInput, AmCombatStartOutput, start_combat
from app.rules.ars_magica.combat.state import SYSTEM_ID, AmCombatState, combatants_by_id, working_copy
from app.rules.errors import InputError
from app.rules.phases import ENDED, Declarers, ModelStateEngine, Parts, Phase, Resolves
from app.rules.protocol import JsonObject, PhaseOutcome
from app.rules.validation import parse


class AmPhase(StrEnum):
    INITIATIVE = "initiative"
    DECLARE = "declare"
    RESOLVE = "resolve"


def _outcome(result: JsonObject) -> PhaseOutcome:
    state = result.pop("state")
    return PhaseOutcome(state=state, result=result)


def _check_modifiers(state: AmCombatState, combatant: str | None, part: BaseModel) -> JsonObject:
    assert isinstance(part, AmInitiativeTablePart)
    check_modifiers({fighter.id for fighter in state.combatants}, part.modifiers or {}, "declaration.modifiers")
    return part.model_dump(exclude_none=True)


def _roll_initiative(state: AmCombatState, parts: Parts, dice: object) -> PhaseOutcome:
    return _outcome(roll_initiative(state, (parts.get(None) or {}).get("modifiers"), dice))


def _active_in_order(state: AmCombatState) -> list[str]:
    active = {fighter.id for fighter in state.combatants if fighter.status == "active"}
    return [actor for actor in state.order if actor in active]


def _check_declaration(state: AmCombatState, combatant: str | None, part: BaseModel) -> JsonObject:
    if combatant is None:
        return part.model_dump(exclude_none=True)
    assert isinstance(part, AmCombatantDeclaration)
    document = working_copy(state, None)
    by_id = combatants_by_id(document)
    check_actor(document, by_id, combatant, "combatant")
    if part.actor not in (None, combatant):
        raise InputError("declaration.actor", f"must be the declaring combatant {combatant!r}")
    check_action(document, by_id, combatant, part, "declaration", engagement_known=False)
    return part.model_copy(update={"actor": combatant}).model_dump(exclude_none=True)


def _lock_declarations(state: AmCombatState, parts: Parts, dice: object) -> PhaseOutcome:
    if dice is not None:
        raise InputError("dice", "unknown field")
    table = parse(AmDeclareTablePart, parts.get(None) or {}, "declaration")
    declared = [
        parse(AmDeclarationInput, {**parts[actor], "actor": actor}, "declaration")
        for actor in state.order
        if parts.get(actor) is not None
    ]
    return _outcome(declare(state, declared, table.engagement, table.end_combat))


def _resolve_round(state: AmCombatState, parts: Parts, dice: object) -> PhaseOutcome:
    return _outcome(resolve_round(state, dice))


class ArsMagicaCombat(ModelStateEngine[AmCombatState]):
    """The phase table of §7 over the pure phase functions."""

    system_id = SYSTEM_ID
    combatant_keys: tuple[str, ...] = ("combatants",)
    start_model = AmCombatStartInput
    view_model = AmCombatState
    state_model = AmCombatState
    start_result = AmCombatStartOutput
    end_result = AmCombatDeclareOutput  # its events: the GM ended the combat
    phases = (
        Phase(
            AmPhase.INITIATIVE,
            Declarers.GM,
            Resolves.GM,
            initiative.DICE_ORDER,
            _roll_initiative,
            gm_declaration=AmInitiativeTablePart,
            check=_check_modifiers,
            results=(AmCombatInitiativeOutput,),
        ),
        Phase(
            AmPhase.DECLARE,
            Declarers.GM_AND_CONTROLLERS,
            Resolves.WHEN_ALL_DECLARED,
            "none: nothing rolls, and forced dice are refused (§7.4).",
            _lock_declarations,
            declaration=AmCombatantDeclaration,
            gm_declaration=AmDeclareTablePart,
            expected=_active_in_order,
            check=_check_declaration,
            results=(AmCombatDeclareOutput,),
        ),
        Phase(
            AmPhase.RESOLVE,
            Declarers.GM,
            Resolves.GM,
            resolve.DICE_ORDER,
            _resolve_round,
            results=(AmCombatResolveOutput,),
        ),
    )

    def ids_of(self, state: AmCombatState) -> list[str]:
        return [fighter.id for fighter in state.combatants]

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        if dice is not None:
            raise InputError("dice", "unknown field")
        return _outcome(start_combat(parse(AmCombatStartInput, setup)))

    def finish(self, state: AmCombatState) -> PhaseOutcome:
        document = working_copy(state, None)
        events = [] if state.phase == ENDED else [end_combat(document)]
        return PhaseOutcome(state=document, result={"events": events})


ENGINE = ArsMagicaCombat()
