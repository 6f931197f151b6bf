"""The Fimbulvinter combat round (§11) as the shared phase engine's table, one sub-fight at a time.

Who declares in each phase (one part per combatant, validated by the phase's published model, then
checked against the state):

* ``distance``: the able participants of the sub-fight being played (:class:`FvDistanceMove`). The GM's
  table-wide part may be ``{"switch_subfight": "<id>"}``: resolving then only switches the sub-fight
  being played (``combat_switch_subfight``) and the phase stays ``distance``; ``{}`` switches nothing.
* ``advantage`` and ``resolve``: no declarations; the GM resolves (``resolve`` with the round's dice).
* ``actions``: the able participants and third men; a part is one Action of §11.5, and the advantage
  holder's part may also carry ``"turn_order": [ids]``.
* ``defences``: each attacked combatant, with ``{"defences": {attacker_id: Defence}}`` for the attacks
  aimed at them; anything missing defends (or gambles when forced).
* ``gain_ground``: the advantage holder, with ``{"choice"?, "defender_cornered"?}``; the GM's table-wide
  part ``{"defender_cornered": bool}`` overrides the flag.

``combat_end`` is reached through :meth:`LoadedCombat.end` (``DELETE .../combat``). The spec hides nothing
from players, so every view is the full document.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel

from app.rules.dice.source import DiceSource
from app.rules.errors import InputError
from app.rules.fimbulvinter.combat.actions import able_holder, apply_actions, check_action, check_turn_order
from app.rules.fimbulvinter.combat.advantage import DICE_ORDER as ADVANTAGE_DICE
from app.rules.fimbulvinter.combat.advantage import resolve_advantage
from app.rules.fimbulvinter.combat.control import check_subfight, end_combat, switch_subfight
from app.rules.fimbulvinter.combat.defences import apply_defences, attacks, check_defence
from app.rules.fimbulvinter.combat.distance import DICE_ORDER as DISTANCE_DICE
from app.rules.fimbulvinter.combat.distance import check_declarations, check_first_man_target, resolve_distance
from app.rules.fimbulvinter.combat.gain_ground import check_gain_ground, resolve_gain_ground
from app.rules.fimbulvinter.combat.resolve import DICE_ORDER as RESOLVE_DICE
from app.rules.fimbulvinter.combat.resolve import resolve_round
from app.rules.fimbulvinter.combat.start import run_combat_start
from app.rules.fimbulvinter.combat.state import Combat, CombatPhase, is_out, members
from app.rules.fimbulvinter.dice import dice_source
from app.rules.fimbulvinter.models.combat import (
    FvActionDeclaration,
    FvCombatRolled,
    FvCombatStartInput,
    FvCombatState,
    FvCombatStep,
    FvDefencesDeclaration,
    FvDefenderCornered,
    FvDistanceMove,
    FvGainGroundDeclaration,
    FvStoredActionPart,
    FvStoredDefencesPart,
    FvSwitchSubfight,
)
from app.rules.fimbulvinter.models.common import request_body
from app.rules.phases import Declarers, Parts, Phase, PhaseEngine, Resolves
from app.rules.protocol import JsonObject, PhaseOutcome

TURN_ORDER = "turn_order"
SWITCH = "switch_subfight"
NO_DICE = "none: this phase rolls no dice (give no faces, or an empty list)."


def _outcome(response: JsonObject) -> PhaseOutcome:
    return PhaseOutcome(
        state=response["state"], result={key: value for key, value in response.items() if key != "state"}
    )


def _able(combat: Combat, people: list[str]) -> list[str]:
    return [ident for ident in people if not is_out(combat.fighters[ident])]


def _no_dice(dice: object) -> None:
    """A phase that rolls nothing accepts no faces (or an empty list)."""
    dice_source(dice).finish()


def _fighter(combat: Combat, combatant: str | None) -> str:
    """The declaring combatant, who must be one of this combat's."""
    if combatant is None or combatant not in combat.fighters:
        raise InputError("combatant", "unknown combatant")
    return combatant


def _parts(parts: Parts) -> dict[str, JsonObject]:
    """The combatants' parts, without the GM's table-wide one."""
    return {ident: part for ident, part in parts.items() if ident is not None}


def _rolling(step: Callable[[Combat, DiceSource], JsonObject]) -> Callable[[Combat, Parts, object], PhaseOutcome]:
    """A phase without declarations that may roll: ``step`` on a copy of the state, with the GM's dice."""

    def resolve(combat: Combat, parts: Parts, dice: object) -> PhaseOutcome:
        source = dice_source(dice)
        response = step(combat.copy(), source)
        source.finish()
        return _outcome(response)

    return resolve


# -- distance (§11.3) ------------------------------------------------------------------------------


def _expect_distance(combat: Combat) -> list[str]:
    active = combat.active
    return [] if active is None else _able(combat, members(active))


def _check_distance(combat: Combat, combatant: str | None, part: BaseModel) -> JsonObject:
    if isinstance(part, FvSwitchSubfight):
        if part.switch_subfight is None:
            return {}
        return {SWITCH: check_subfight(combat, part.switch_subfight, f"declaration.{SWITCH}")}
    assert isinstance(part, FvDistanceMove)
    ident = _fighter(combat, combatant)
    active = combat.active
    if active is None or ident not in members(active):
        raise InputError("combatant", "not in the sub-fight being played")
    if ident != active["first_man"]:
        return {"move": part.move}
    first: JsonObject = {"move": part.move, "target": part.target}
    check_first_man_target(combat, first, "declaration")
    return first


def _resolve_distance(loaded: Combat, parts: Parts, dice: object) -> PhaseOutcome:
    combat = loaded.copy()
    switch = (parts.get(None) or {}).get(SWITCH)
    if switch is not None:
        _no_dice(dice)
        return _outcome(switch_subfight(combat, check_subfight(combat, switch, f"declarations.{SWITCH}")))
    source = dice_source(dice)
    moves = _parts(parts)
    active = combat.active
    declarations: JsonObject = {}
    if active is not None:
        seconds = {ident: moves[ident]["move"] for ident in active["second_men"] if ident in moves}
        declarations = {"first_man": moves.get(active["first_man"]), "second_men": seconds}
    first, seconds_moves = check_declarations(combat, declarations)
    response = resolve_distance(combat, first, seconds_moves, source)
    source.finish()
    return _outcome(response)


# -- actions (§11.5) -------------------------------------------------------------------------------


def _expect_actions(combat: Combat) -> list[str]:
    active = combat.active
    return _able(combat, (members(active) if active is not None else []) + combat.third_men())


def _check_actions(combat: Combat, combatant: str | None, part: BaseModel) -> JsonObject:
    assert isinstance(part, FvActionDeclaration)
    ident = _fighter(combat, combatant)
    fields = part.model_dump()
    order = fields.pop(TURN_ORDER)
    action = check_action(combat, ident, fields, "declaration")
    if order is None:
        return action
    if able_holder(combat) != ident:
        raise InputError(f"declaration.{TURN_ORDER}", "only the advantage holder may set the turn order")
    if len(set(order)) != len(order) or not all(other in combat.fighters for other in order):
        raise InputError(f"declaration.{TURN_ORDER}", "must be a list of distinct combatant ids")
    return action | {TURN_ORDER: order}


def _resolve_actions(loaded: Combat, parts: Parts, dice: object) -> PhaseOutcome:
    _no_dice(dice)
    combat = loaded.copy()
    declared = _parts(parts)
    # The parts are the checked Actions as stored: only the holder's order rides along.
    actions = {
        ident: {key: value for key, value in part.items() if key != TURN_ORDER} for ident, part in declared.items()
    }
    holder = able_holder(combat)
    order = declared.get(holder, {}).get(TURN_ORDER) if holder is not None else None
    return _outcome(
        apply_actions(combat, actions, check_turn_order(combat, order, actions, f"declarations.{TURN_ORDER}"))
    )


# -- defences (§11.6) ------------------------------------------------------------------------------


def _expect_defences(combat: Combat) -> list[str]:
    targets = [action["target"] for action in attacks(combat).values()]
    return _able(combat, list(dict.fromkeys(targets)))


def _check_defences(combat: Combat, combatant: str | None, part: BaseModel) -> JsonObject:
    assert isinstance(part, FvDefencesDeclaration)
    ident = _fighter(combat, combatant)
    declared = attacks(combat)
    aimed = {attacker for attacker, action in declared.items() if action["target"] == ident}
    if not aimed:
        raise InputError("combatant", "not attacked this round")
    checked = {}
    for attacker, entry in part.defences.items():
        path = f"declaration.defences.{attacker}"
        if attacker in declared and attacker not in aimed:
            raise InputError(path, "this attack is aimed at someone else")
        checked[attacker] = check_defence(combat, attacker, entry.model_dump(), path)
    return {"defences": checked}


def _resolve_defences(loaded: Combat, parts: Parts, dice: object) -> PhaseOutcome:
    _no_dice(dice)
    # Each part holds the checked defences of one target; targets do not share attackers.
    declared: dict[str, JsonObject] = {}
    for part in _parts(parts).values():
        declared |= part["defences"]
    return _outcome(apply_defences(loaded.copy(), declared))


# -- gain ground (§11.8) ---------------------------------------------------------------------------


def _holder_who_hit(combat: Combat) -> str:
    holder: str = combat.state["gain_ground"]["attacker"]
    return holder


def _check_gain_ground(combat: Combat, combatant: str | None, part: BaseModel) -> JsonObject:
    if isinstance(part, FvDefenderCornered):
        return {"defender_cornered": part.defender_cornered}
    assert isinstance(part, FvGainGroundDeclaration)
    if _fighter(combat, combatant) != _holder_who_hit(combat):
        raise InputError("combatant", "only the advantage holder who hit gains ground")
    if part.defender_cornered is not None:
        return check_gain_ground(part.model_dump(), "declaration")
    return {"choice": part.choice}


def _resolve_gain_ground(loaded: Combat, parts: Parts, dice: object) -> PhaseOutcome:
    _no_dice(dice)
    combat = loaded.copy()
    choice = dict(parts.get(_holder_who_hit(combat)) or {})
    cornered = (parts.get(None) or {}).get("defender_cornered")
    if cornered is not None:
        choice["defender_cornered"] = cornered
    return _outcome(resolve_gain_ground(combat, check_gain_ground(choice, "declarations")))


PHASES: tuple[Phase[Combat], ...] = (
    Phase(
        CombatPhase.DISTANCE,
        Declarers.GM_AND_CONTROLLERS,
        Resolves.WHEN_ALL_DECLARED,
        f"{DISTANCE_DICE} None when the GM switches the sub-fight.",
        _resolve_distance,
        declaration=FvDistanceMove,
        gm_declaration=FvSwitchSubfight,
        expected=_expect_distance,
        check=_check_distance,
        results=(FvCombatRolled, FvCombatStep),  # the second when the GM switches the sub-fight
    ),
    Phase(
        CombatPhase.ADVANTAGE,
        Declarers.GM,
        Resolves.GM,
        ADVANTAGE_DICE,
        _rolling(resolve_advantage),
        results=(FvCombatRolled,),
    ),
    Phase(
        CombatPhase.ACTIONS,
        Declarers.CONTROLLERS,
        Resolves.WHEN_ALL_DECLARED,
        NO_DICE,
        _resolve_actions,
        declaration=FvActionDeclaration,
        expected=_expect_actions,
        check=_check_actions,
        results=(FvCombatStep,),
        logged=(FvStoredActionPart,),
    ),
    Phase(
        CombatPhase.DEFENCES,
        Declarers.CONTROLLERS,
        Resolves.WHEN_ALL_DECLARED,
        NO_DICE,
        _resolve_defences,
        declaration=FvDefencesDeclaration,
        expected=_expect_defences,
        check=_check_defences,
        results=(FvCombatStep,),
        logged=(FvStoredDefencesPart,),
    ),
    Phase(
        CombatPhase.RESOLVE,
        Declarers.GM,
        Resolves.GM,
        RESOLVE_DICE,
        _rolling(resolve_round),
        results=(FvCombatRolled,),
    ),
    Phase(
        CombatPhase.GAIN_GROUND,
        Declarers.GM_AND_CONTROLLERS,
        Resolves.WHEN_ALL_DECLARED,
        NO_DICE,
        _resolve_gain_ground,
        declaration=FvGainGroundDeclaration,
        gm_declaration=FvDefenderCornered,
        expected=lambda combat: [_holder_who_hit(combat)],
        check=_check_gain_ground,
        results=(FvCombatStep,),
    ),
)


class FimbulvinterCombat(PhaseEngine[Combat]):
    """The six-phase combat round of §11 on the shared phase engine."""

    system_id = "fimbulvinter"
    combatant_keys: tuple[str, ...] = ("combatants",)
    start_model = FvCombatStartInput
    view_model = FvCombatState
    start_result = FvCombatRolled
    end_result = FvCombatStep
    phases = PHASES

    def load_state(self, document: Mapping[str, Any]) -> Combat:
        # The document is this engine's own output; a phase changes only a copy (Combat.copy).
        return Combat(dict(document))

    def phase_of(self, state: Combat) -> str:
        return state.phase

    def round_of(self, state: Combat) -> int:
        return int(state.state["round"])

    def ids_of(self, state: Combat) -> list[str]:
        return list(state.fighters)

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        body = {key: value for key, value in request_body(setup).items() if key != "dice"}
        return _outcome(run_combat_start(body | {"dice": dice}))

    def finish(self, state: Combat) -> PhaseOutcome:
        return _outcome(end_combat(state.copy()))


ENGINE = FimbulvinterCombat()
