"""The Fimbulvinter combat round behind the session layer's :class:`~app.rules.protocol.CombatEngine`.

Who declares in each phase (one part per combatant, checked by :meth:`check_declaration`):

* ``distance``: the able participants of the sub-fight being played. The first man's part is
  ``{"move": advance|hold|retreat, "target"?: second man}``; a second man's bare move is wrapped as
  ``{"move": ...}``. The GM's table-wide part may be ``{"switch_subfight": "<id>"}``: resolving then only
  switches the sub-fight being played (``combat_switch_subfight``) and the phase stays ``distance``.
* ``advantage`` and ``resolve``: no declarations; the GM resolves (``resolve`` with the round's dice).
* ``actions``: the able participants and third men; a part is one Action of §11.5, and the advantage
  holder's part may also carry ``"turn_order": [ids]``.
* ``defences``: each attacked combatant, with ``{"defences": {attacker_id: Defence}}`` for the attacks
  aimed at them; anything missing defends (or gambles when forced).
* ``gain_ground``: the advantage holder, with ``{"choice"?, "defender_cornered"?}``; the GM's table-wide
  part ``{"defender_cornered": bool}`` overrides the flag.

``combat_end`` is reached through :meth:`end` (``DELETE .../combat``). The spec hides nothing from
players, so both views are the full document.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.combat.actions import able_holder, apply_actions, check_action, check_turn_order
from app.rules.fimbulvinter.combat.advantage import resolve_advantage
from app.rules.fimbulvinter.combat.control import check_subfight, end_combat, switch_subfight
from app.rules.fimbulvinter.combat.defences import apply_defences, attacks, check_defence
from app.rules.fimbulvinter.combat.distance import (
    HOLD,
    check_first_man,
    check_first_man_target,
    check_second_move,
    read_declarations,
    resolve_distance,
)
from app.rules.fimbulvinter.combat.gain_ground import CORNERED, OPEN, check_gain_ground, resolve_gain_ground
from app.rules.fimbulvinter.combat.resolve import resolve_round
from app.rules.fimbulvinter.combat.start import run_combat_start
from app.rules.fimbulvinter.combat.state import (
    ACTIONS,
    ADVANTAGE,
    DEFENCES,
    DISTANCE,
    ENDED,
    GAIN_GROUND,
    RESOLVE,
    Combat,
    is_out,
    members,
    read_state,
)
from app.rules.fimbulvinter.dice import dice_source
from app.rules.fimbulvinter.limits import MAX_COMBATANTS
from app.rules.fimbulvinter.reader import as_object, boolean, bounded_object, one_of
from app.rules.protocol import JsonObject, PhaseOutcome, Viewer

TURN_ORDER = "turn_order"
SWITCH = "switch_subfight"


def _outcome(response: JsonObject) -> PhaseOutcome:
    return PhaseOutcome(
        state=response["state"], result={key: value for key, value in response.items() if key != "state"}
    )


def _able(combat: Combat, people: list[str]) -> list[str]:
    return [ident for ident in people if not is_out(combat.fighters[ident])]


def _no_dice(dice: object) -> None:
    """A phase that rolls nothing accepts no faces (or an empty list)."""
    dice_source(dice).finish()


class FimbulvinterCombat:
    """The six-phase combat round of §11, one sub-fight (delstrid) at a time."""

    combatant_keys: tuple[str, ...] = ("combatants",)

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        body = {key: value for key, value in as_object(setup, "").items() if key != "dice"}
        return _outcome(run_combat_start(body | {"dice": dice}))

    def phase(self, state: Mapping[str, Any]) -> str:
        return str(state.get("phase", ENDED))

    def round(self, state: Mapping[str, Any]) -> int:
        return int(state.get("round", 1))

    def is_ended(self, state: Mapping[str, Any]) -> bool:
        return self.phase(state) == ENDED

    def combatant_ids(self, state: Mapping[str, Any]) -> list[str]:
        return [str(combatant["id"]) for combatant in state["combatants"]]

    def expected_declarers(self, state: Mapping[str, Any]) -> list[str]:
        combat = read_state(state)
        active = combat.active
        if combat.phase == DISTANCE:
            return [] if active is None else _able(combat, members(active))
        if combat.phase == ACTIONS:
            return _able(combat, (members(active) if active is not None else []) + combat.third_men())
        if combat.phase == DEFENCES:
            targets = [action["target"] for action in attacks(combat).values()]
            return _able(combat, list(dict.fromkeys(targets)))
        if combat.phase == GAIN_GROUND:
            return [combat.state["gain_ground"]["attacker"]]
        return []

    def check_declaration(self, state: Mapping[str, Any], combatant: str | None, declaration: object) -> JsonObject:
        combat = read_state(state)
        part = as_object(declaration, "declaration")
        if combatant is None:
            return self._check_table_wide(combat, part)
        if combatant not in combat.fighters:
            raise InputError("combatant", "unknown combatant")
        if combat.phase == DISTANCE:
            return self._check_distance(combat, combatant, part)
        if combat.phase == ACTIONS:
            return self._check_action(combat, combatant, part)
        if combat.phase == DEFENCES:
            return self._check_defences(combat, combatant, part)
        if combat.phase == GAIN_GROUND:
            if combatant != combat.state["gain_ground"]["attacker"]:
                raise InputError("combatant", "only the advantage holder who hit gains ground")
            if part.get("defender_cornered") is not None:
                return check_gain_ground(part, "declaration")
            picked = part.get("choice")
            if picked is not None and (not isinstance(picked, str) or picked not in {**OPEN, **CORNERED}):
                raise InputError("declaration.choice", one_of({**OPEN, **CORNERED}))
            return {"choice": picked}
        raise InputError("combatant", f"no declarations in phase {combat.phase}")

    @staticmethod
    def _check_table_wide(combat: Combat, part: Mapping[str, Any]) -> JsonObject:
        if combat.phase == DISTANCE and part.get(SWITCH) is not None:
            return {SWITCH: check_subfight(combat, part[SWITCH], f"declaration.{SWITCH}")}
        if combat.phase == GAIN_GROUND:
            return {"defender_cornered": boolean(part, "defender_cornered", "declaration")}
        raise InputError("combatant", f"the GM has no table-wide declaration in phase {combat.phase}")

    @staticmethod
    def _check_distance(combat: Combat, combatant: str, part: Mapping[str, Any]) -> JsonObject:
        active = combat.active
        if active is None or combatant not in members(active):
            raise InputError("combatant", "not in the sub-fight being played")
        if combatant == active["first_man"]:
            first = check_first_man(combat, part, "declaration")
            check_first_man_target(combat, first, "declaration")
            return first
        move = HOLD if part.get("move") is None else part["move"]
        return {"move": check_second_move(move, "declaration.move")}

    @staticmethod
    def _check_action(combat: Combat, combatant: str, part: Mapping[str, Any]) -> JsonObject:
        action = check_action(
            combat, combatant, {key: value for key, value in part.items() if key != TURN_ORDER}, "declaration"
        )
        order = part.get(TURN_ORDER)
        if order is None:
            return action
        if able_holder(combat) != combatant:
            raise InputError(f"declaration.{TURN_ORDER}", "only the advantage holder may set the turn order")
        if (
            not isinstance(order, list)
            or len(set(map(str, order))) != len(order)
            or not all(isinstance(ident, str) and ident in combat.fighters for ident in order)
        ):
            raise InputError(f"declaration.{TURN_ORDER}", "must be a list of distinct combatant ids")
        return action | {TURN_ORDER: list(order)}

    @staticmethod
    def _check_defences(combat: Combat, combatant: str, part: Mapping[str, Any]) -> JsonObject:
        aimed = {attacker for attacker, action in attacks(combat).items() if action["target"] == combatant}
        if not aimed:
            raise InputError("combatant", "not attacked this round")
        entries = bounded_object(part, "defences", "declaration", MAX_COMBATANTS)
        checked = {}
        for attacker, entry in entries.items():
            path = f"declaration.defences.{attacker}"
            if attacker in attacks(combat) and attacker not in aimed:
                raise InputError(path, "this attack is aimed at someone else")
            checked[str(attacker)] = check_defence(combat, str(attacker), entry, path)
        return {"defences": checked}

    def resolve(
        self, state: Mapping[str, Any], declarations: Mapping[str | None, JsonObject], dice: object
    ) -> PhaseOutcome:
        combat = read_state(state)
        table = declarations.get(None) or {}
        parts = {ident: part for ident, part in declarations.items() if ident is not None}
        phase = combat.phase
        if phase == ENDED:
            raise InputError("state.phase", "the combat has ended")
        if phase in (DISTANCE, ADVANTAGE, RESOLVE) and not (phase == DISTANCE and table.get(SWITCH)):
            source = dice_source(dice)
            if phase == DISTANCE:
                first, seconds = read_declarations(combat, self._distance_declarations(combat, parts))
                response = resolve_distance(combat, first, seconds, source)
            elif phase == ADVANTAGE:
                response = resolve_advantage(combat, source)
            else:
                response = resolve_round(combat, source)
            source.finish()
            return _outcome(response)
        _no_dice(dice)
        if phase == DISTANCE:
            return _outcome(switch_subfight(combat, check_subfight(combat, table[SWITCH], f"declarations.{SWITCH}")))
        if phase == ACTIONS:
            return _outcome(self._resolve_actions(combat, parts))
        if phase == DEFENCES:
            merged: dict[str, Any] = {}
            for part in parts.values():
                merged |= part.get("defences") or {}
            declared = {
                attacker: check_defence(combat, attacker, entry, f"declarations.defences.{attacker}")
                for attacker, entry in merged.items()
            }
            return _outcome(apply_defences(combat, declared))
        holder = combat.state["gain_ground"]["attacker"]
        choice = dict(parts.get(holder) or {})
        if table.get("defender_cornered") is not None:
            choice["defender_cornered"] = table["defender_cornered"]
        return _outcome(resolve_gain_ground(combat, check_gain_ground(choice, "declarations")))

    @staticmethod
    def _distance_declarations(combat: Combat, parts: Mapping[str, JsonObject]) -> JsonObject:
        active = combat.active
        if active is None:
            return {}
        seconds = {ident: parts[ident]["move"] for ident in active["second_men"] if ident in parts}
        return {"first_man": parts.get(active["first_man"]), "second_men": seconds}

    @staticmethod
    def _resolve_actions(combat: Combat, parts: Mapping[str, JsonObject]) -> JsonObject:
        actions = {
            ident: check_action(
                combat,
                ident,
                {key: value for key, value in part.items() if key != TURN_ORDER},
                f"declarations.actions.{ident}",
            )
            for ident, part in parts.items()
        }
        holder = able_holder(combat)
        order = (parts.get(holder) or {}).get(TURN_ORDER) if holder is not None else None
        return apply_actions(combat, actions, check_turn_order(combat, order, actions, f"declarations.{TURN_ORDER}"))

    def supplies_faces(self, declarations: Mapping[str | None, JsonObject]) -> bool:
        """No declaration of this system carries faces."""
        return False

    def end(self, state: Mapping[str, Any]) -> PhaseOutcome:
        return _outcome(end_combat(read_state(state)))

    def view_state(self, state: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        return dict(state)

    def view_result(self, result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        return dict(result)

    def view_declaration(self, combatant: str | None, declaration: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """Nothing of a declaration is hidden from players in this system."""
        return dict(declaration)


ENGINE = FimbulvinterCombat()
