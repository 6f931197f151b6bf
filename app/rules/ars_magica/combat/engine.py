"""The Ars Magica combat as the session layer drives it (the ``CombatEngine`` protocol).

Phases, exactly as the state names them (§7):

- ``initiative``: nobody declares; the GM resolves (``combat_initiative``). The GM's table-wide part may
  carry ``{"modifiers": {<combatant id>: int}}``, the operation's ``modifiers``.
- ``declare``: every active combatant in the order declares its own part, ``{"action", "target",
  "range_increments", "exertion", "attack_modifier", "exert_defence", "defence_modifier"}`` (a
  declaration of ``combat_declare`` without ``actor``; an ``actor``, if given, must be the combatant),
  returned normalised as that input with ``actor`` filled in and absent fields left out.
  The GM's table-wide part is ``{"engagement", "end_combat"}``. Resolving runs ``combat_declare``
  with the parts in initiative order, the engagement set first. The one rule that depends on the
  engagement (no melee attack while it is ``missile``) is therefore checked when the phase resolves,
  not when a part is declared: a resolve that finds a melee attack while the sides stay apart is a
  422 on ``declarations[i].action`` (i = the actor's place among the parts, in initiative order).
- ``resolve``: nobody declares; the GM resolves with optional dice (``combat_resolve``).
- ``ended``: nothing more.

Out of cycle: ending by the GM is ``end`` (``DELETE .../combat``) in any phase, or ``end_combat`` in the
GM's part during ``declare``; changing the engagement is the GM's part during ``declare``.
Views: the spec hides nothing from players (every score, wound and roll is open at the table), so
players see the state and results whole.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.ars_magica.combat.declare import (
    AmDeclarationInput,
    check_action,
    check_actor,
    declare,
    end_combat,
)
from app.rules.ars_magica.combat.initiative import check_modifiers, roll_initiative
from app.rules.ars_magica.combat.resolve import resolve_round
from app.rules.ars_magica.combat.start import AmCombatStartInput, start_combat
from app.rules.ars_magica.combat.state import (
    AmCombatState,
    Engagement,
    combatants_by_id,
    is_active,
    load_state,
)
from app.rules.ars_magica.models import AmInput, InitiativeModifiers, parse
from app.rules.errors import InputError
from app.rules.protocol import JsonObject, PhaseOutcome, Viewer


class AmInitiativeTablePart(AmInput):
    """The GM's part of the initiative phase."""

    modifiers: InitiativeModifiers | None = None


class AmDeclareTablePart(AmInput):
    """The GM's part of the declaration phase."""

    engagement: Engagement | None = None
    end_combat: bool = False


def _state(state: Mapping[str, Any]) -> AmCombatState:
    return parse(AmCombatState, state, "state")


def _outcome(result: JsonObject) -> PhaseOutcome:
    state = result.pop("state")
    return PhaseOutcome(state=state, result=result)


class ArsMagicaCombat:
    """``CombatEngine`` for Ars Magica: a thin mapping onto the pure phase functions."""

    combatant_keys: tuple[str, ...] = ("combatants",)

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        if dice is not None:
            raise InputError("dice", "unknown field")
        return _outcome(start_combat(parse(AmCombatStartInput, setup)))

    def phase(self, state: Mapping[str, Any]) -> str:
        return str(state["phase"])

    def round(self, state: Mapping[str, Any]) -> int:
        return int(state["round"])

    def is_ended(self, state: Mapping[str, Any]) -> bool:
        return bool(state["phase"] == "ended")

    def combatant_ids(self, state: Mapping[str, Any]) -> list[str]:
        return [str(combatant["id"]) for combatant in state["combatants"]]

    def expected_declarers(self, state: Mapping[str, Any]) -> list[str]:
        if state["phase"] != "declare":
            return []
        by_id = combatants_by_id(state)
        return [actor for actor in state["order"] if actor in by_id and is_active(by_id[actor])]

    def check_declaration(self, state: Mapping[str, Any], combatant: str | None, declaration: object) -> JsonObject:
        document = load_state(_state(state), None)
        phase = document["phase"]
        if combatant is None:
            if phase == "initiative":
                part = parse(AmInitiativeTablePart, declaration, "declaration")
                check_modifiers(document, part.modifiers or {}, "declaration.modifiers")
                return part.model_dump(exclude_none=True)
            if phase == "declare":
                return parse(AmDeclareTablePart, declaration, "declaration").model_dump(exclude_none=True)
            raise InputError("declaration", f"nothing to declare in phase {phase!r}")
        if phase != "declare":
            raise InputError("combatant", f"nobody declares in phase {phase!r}")
        by_id = combatants_by_id(document)
        check_actor(document, by_id, combatant, "combatant")
        if isinstance(declaration, dict):
            if declaration.get("actor", combatant) != combatant:
                raise InputError("declaration.actor", f"must be the declaring combatant {combatant!r}")
            declaration = {**declaration, "actor": combatant}
        parsed = parse(AmDeclarationInput, declaration, "declaration")
        # The GM's engagement of this phase applies first when it resolves (§7.4), so the missile rule
        # is checked then: a wolf may declare its bite in the phase the GM rules it has closed in.
        check_action(document, by_id, parsed, "declaration", engagement_known=False)
        return parsed.model_dump(exclude_none=True)

    def resolve(
        self, state: Mapping[str, Any], declarations: Mapping[str | None, JsonObject], dice: object
    ) -> PhaseOutcome:
        parsed = _state(state)
        table = declarations.get(None) or {}
        if parsed.phase == "initiative":
            part = parse(AmInitiativeTablePart, table, "declaration")
            return _outcome(roll_initiative(parsed, part.modifiers, dice))
        if parsed.phase == "declare":
            if dice is not None:
                raise InputError("dice", "unknown field")
            gm = parse(AmDeclareTablePart, table, "declaration")
            parts = [
                parse(AmDeclarationInput, {**declarations[actor], "actor": actor}, "declaration")
                for actor in parsed.order
                if declarations.get(actor) is not None
            ]
            return _outcome(declare(parsed, parts, gm.engagement, gm.end_combat))
        return _outcome(resolve_round(parsed, dice))

    def supplies_faces(self, declarations: Mapping[str | None, JsonObject]) -> bool:
        """No declaration of this system carries faces."""
        return False

    def end(self, state: Mapping[str, Any]) -> PhaseOutcome:
        document = load_state(_state(state), None)
        if document["phase"] == "ended":
            return PhaseOutcome(state=document, result={"events": []})
        return PhaseOutcome(state=document, result={"events": [end_combat(document)]})

    def view_state(self, state: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        return dict(state)

    def view_result(self, result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        return dict(result)

    def view_declaration(self, combatant: str | None, declaration: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """Nothing of a declaration is hidden from players in this system."""
        return dict(declaration)
