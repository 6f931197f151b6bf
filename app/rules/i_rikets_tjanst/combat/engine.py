"""The session layer's view of the combat (:class:`app.rules.protocol.CombatEngine`).

Who declares what, phase by phase (each part is a JSON object, validated and normalised by
``check_declaration``; errors name fields under ``declaration``):

- ``round_start``: nobody is expected (the declarations are optional), the GM resolves. A combatant may
  declare ``{"survival_extra_dice": {"<condition_id>": n}}`` for its own conditions; the GM's table-wide
  part is ``{"survival_extra_dice": {"<combatant_id>/<condition_id>": n}}``. The parts are merged.
- ``turn``: the acting combatant is expected; its part is ``{"movement", "action"}`` (``actor`` may be
  given and must be itself). The GM's table-wide part is the whole declaration for the current actor
  (``actor`` defaults to it). Resolving without any declaration means ``{"movement": "none", "action":
  {"type": "none"}}``: the actor does nothing.
- ``reaction``: expected are the attacker, unless its attack already bought extra dice (its part:
  ``{"attacker_add_dice": n}``), and the target when it is able and aware (its part: ``{"defence": null |
  {...}}``). The GM's table-wide part may carry both keys; a combatant's own part wins over the GM's.
- ``ended``: nothing can be declared.

Operations outside the phase cycle: ``combat_end`` is :meth:`IrtCombatEngine.end` (the session's
``DELETE .../combat``); there is no other. Views: this system's spec hides nothing from players, so a
player sees the whole state and every result, as the GM does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.combat.declarations import IrtRoundStartDeclarations
from app.rules.i_rikets_tjanst.combat.phases.act import combat_act, read_turn
from app.rules.i_rikets_tjanst.combat.phases.end import combat_end
from app.rules.i_rikets_tjanst.combat.phases.react import combat_react, read_reaction
from app.rules.i_rikets_tjanst.combat.phases.round_start import combat_round_start, condition_keys
from app.rules.i_rikets_tjanst.combat.phases.start import combat_start
from app.rules.i_rikets_tjanst.combat.state import IrtCombatState, read_state
from app.rules.i_rikets_tjanst.parsing import parse
from app.rules.protocol import JsonObject, PhaseOutcome, Viewer

PART = "declaration"
NO_ACTION: JsonObject = {"movement": "none", "action": {"type": "none"}}
REACTION_KEYS = {"attacker": "attacker_add_dice", "target": "defence"}


def outcome(body: JsonObject) -> PhaseOutcome:
    result = dict(body)
    return PhaseOutcome(state=result.pop("state"), result=result)


def part_object(declaration: object) -> dict[str, Any]:
    if not isinstance(declaration, dict):
        raise InputError(PART, "must be an object")
    return declaration


class IrtCombatEngine:
    """I Rikets Tjänst's combat round, driven by the session layer (see the module docstring)."""

    combatant_keys: tuple[str, ...] = ("combatants",)

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        return outcome(combat_start({**setup, "dice": dice}))

    def phase(self, state: Mapping[str, Any]) -> str:
        return str(state.get("phase", ""))

    def round(self, state: Mapping[str, Any]) -> int:
        value = state.get("round", 0)
        return value if isinstance(value, int) else 0

    def is_ended(self, state: Mapping[str, Any]) -> bool:
        return state.get("phase") == "ended"

    def combatant_ids(self, state: Mapping[str, Any]) -> list[str]:
        return [str(combatant["id"]) for combatant in state["combatants"]]

    def expected_declarers(self, state: Mapping[str, Any]) -> list[str]:
        current = read_state(state, self.phase(state)) if self.phase(state) != "ended" else None
        if current is None or current.phase == "round_start":
            return []
        if current.phase == "turn":
            return [current.actor.id]
        pending = current.pending_attack
        assert pending is not None
        expected = [] if pending.dice_added else [pending.attacker]
        target = current.get(pending.target)
        if target.able and pending.target_aware:
            expected.append(target.id)
        return expected

    def check_declaration(self, state: Mapping[str, Any], combatant: str | None, declaration: object) -> JsonObject:
        phase = self.phase(state)
        if phase == "ended":
            raise InputError(PART, "the combat has ended")
        current = read_state(state, phase)
        part = part_object(declaration)
        return PARTS[current.phase](current, combatant, part)

    def resolve(
        self, state: Mapping[str, Any], declarations: Mapping[str | None, JsonObject], dice: object
    ) -> PhaseOutcome:
        phase = self.phase(state)
        if phase == "ended":
            raise InputError("state.phase", "the combat has already ended")
        current = read_state(state, phase)
        return outcome(RESOLVE[current.phase](current, dict(state), declarations, dice))

    def supplies_faces(self, declarations: Mapping[str | None, JsonObject]) -> bool:
        """No declaration of this system carries faces."""
        return False

    def end(self, state: Mapping[str, Any]) -> PhaseOutcome:
        return outcome(combat_end({"state": state}))

    def view_state(self, state: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """Nothing of the state is hidden from players in this system."""
        return dict(state)

    def view_result(self, result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """Nothing of a result is hidden from players in this system."""
        return dict(result)

    def view_declaration(self, combatant: str | None, declaration: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """Nothing of a declaration is hidden from players in this system."""
        return dict(declaration)


def round_start_part(state: IrtCombatState, combatant: str | None, part: dict[str, Any]) -> JsonObject:
    """A combatant keys its extra dice by its own condition ids; the GM by ``<combatant>/<condition>``."""
    if combatant is not None:
        if state.combatant(combatant) is None:
            raise InputError("combatant", f"unknown combatant '{combatant}'")
        dice = part.get("survival_extra_dice")
        if isinstance(dice, dict):
            part = {**part, "survival_extra_dice": {f"{combatant}/{key}": n for key, n in dice.items()}}
    checked = parse(IrtRoundStartDeclarations, part, PART, {"conditions": condition_keys(state)})
    return {"survival_extra_dice": checked.survival_extra_dice}


def turn_part(state: IrtCombatState, combatant: str | None, part: dict[str, Any]) -> JsonObject:
    """The actor's movement and action, checked against the state as ``combat_act`` checks them."""
    actor = state.actor.id
    if combatant is not None and combatant != actor:
        raise InputError("combatant", f"it is {actor}'s turn")
    full = {"actor": actor, **part}
    turn = read_turn(state, full)
    return {"actor": actor, "movement": turn.movement, "action": turn.action.model_dump()}


def reaction_part(state: IrtCombatState, combatant: str | None, part: dict[str, Any]) -> JsonObject:
    """The attacker's push or the target's defence (the GM may give both), checked as ``combat_react``."""
    pending = state.pending_attack
    assert pending is not None
    roles = {pending.attacker: "attacker", pending.target: "target"}
    if combatant is not None:
        if combatant not in roles:
            raise InputError("combatant", "only the attacker and the target declare in the reaction phase")
        key = REACTION_KEYS[roles[combatant]]
        part = {key: part.get(key)}
    reaction = read_reaction(state, part, PART)
    checked = reaction.declarations
    normalised: JsonObject = {}
    if "attacker_add_dice" in part:
        normalised["attacker_add_dice"] = checked.attacker_add_dice
    if "defence" in part:
        normalised["defence"] = None if checked.defence is None else checked.defence.model_dump()
    return normalised


PARTS: Mapping[str, Callable[[IrtCombatState, str | None, dict[str, Any]], JsonObject]] = {
    "round_start": round_start_part,
    "turn": turn_part,
    "reaction": reaction_part,
}


def resolve_round_start(
    state: IrtCombatState, raw: JsonObject, parts: Mapping[str | None, JsonObject], dice: object
) -> JsonObject:
    merged: dict[str, int] = {}
    for part in parts.values():
        merged.update(part.get("survival_extra_dice") or {})
    return combat_round_start({"state": raw, "declarations": {"survival_extra_dice": merged}, "dice": dice})


def resolve_turn(
    state: IrtCombatState, raw: JsonObject, parts: Mapping[str | None, JsonObject], dice: object
) -> JsonObject:
    actor = state.actor.id
    declaration = parts.get(actor) or parts.get(None) or NO_ACTION
    return combat_act({"state": raw, "declaration": {"actor": actor, **declaration}, "dice": dice})


def resolve_reaction(
    state: IrtCombatState, raw: JsonObject, parts: Mapping[str | None, JsonObject], dice: object
) -> JsonObject:
    pending = state.pending_attack
    assert pending is not None
    merged = dict(parts.get(None) or {})
    for ident in (pending.attacker, pending.target):
        merged.update(parts.get(ident) or {})
    return combat_react({"state": raw, "declarations": merged, "dice": dice})


RESOLVE: Mapping[str, Callable[[IrtCombatState, JsonObject, Mapping[str | None, JsonObject], object], JsonObject]] = {
    "round_start": resolve_round_start,
    "turn": resolve_turn,
    "reaction": resolve_reaction,
}

ENGINE = IrtCombatEngine()
