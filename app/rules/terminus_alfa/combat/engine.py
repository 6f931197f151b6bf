"""The Terminus Alfa combat as the session layer drives it: the four phases of the round as a table.

Each phase runs the same code as its stateless operation (the ``run`` of its module): the session layer
collects the declarations in parts (their models say who declares what) and merges them into the spec's
declarations object on resolve. Phases 1 and 3 wait for the characters the phase concerns (phase 1: those
an avertable effect reaches; none: the GM resolves); phases 2 and 4 are resolved by the GM.

Phase 2 maps the spec's usage pattern (one shared GM roll, then the players react): the GM rolls the
shared roll at the table (the ``roll`` operation, modifier 0) and declares its faces as ``gm_roll`` beside
the attacks; the players see it and declare their reactions; on resolve the ``gm_roll`` faces come first,
then the resolve's ``dice`` (or random faces) for averting rolls. Without it the GM roll is rolled (or
forced) at resolve, as in the stateless operation. In phase 4 the GM's party choice wins; otherwise the
characters' choices must agree.

In a character's part, list entries may omit ``character_id`` (it is the combatant); naming another
character is refused. Opponents never declare on their own: the GM's part holds their attacks. The GM
ends a combat with ``end`` (the outcome stays as it was, normally null).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from pydantic import BaseModel

from app.rules.errors import InputError
from app.rules.phases import Declarers, ModelStateEngine, Parts, Phase, Resolves
from app.rules.protocol import JsonObject, PhaseOutcome, Viewer
from app.rules.terminus_alfa.catalogue import UNAVERTABLE_CATEGORIES
from app.rules.terminus_alfa.combat import actions, attack_resolution, attacks, conditions, tally
from app.rules.terminus_alfa.combat.outputs import (
    TaCharacterActionsOutput,
    TaCombatEndedEvent,
    TaConditionsOutput,
    TaEndedOutput,
    TaOpponentAttacksOutput,
    TaStartOutput,
    TaTallyOutput,
)
from app.rules.terminus_alfa.combat.start import TaStartInput, start_state
from app.rules.terminus_alfa.combat.state import TaState
from app.rules.terminus_alfa.dice import one_roll_faces
from app.rules.validation import parse


class TaPhase(StrEnum):
    CONDITIONS = "conditions"
    OPPONENT_ATTACKS = "opponent_attacks"
    CHARACTER_ACTIONS = "character_actions"
    TALLY = "tally"


HIDDEN_STATE_KEYS = frozenset({"opponent_endurance_total", "opponent_endurance_lost"})
HIDDEN_OPPONENT_KEYS = frozenset({"endurance", "endurance_start"})
HIDDEN_RESULT_KEYS = frozenset({"opponent_endurance_lost"})


# -- a part of the declarations ---------------------------------------------------------------------


def _declaring(state: TaState, combatant: str) -> None:
    """Only an active character declares a part of its own; the GM's part holds the opponents'."""
    character = state.character(combatant)
    if character is None:
        known = state.opponent(combatant) is not None
        raise InputError("combatant", "opponents act through the GM's declaration" if known else "unknown combatant")
    if not character.active:
        raise InputError("combatant", "not an active character")


def _claim(key: str, value: object, combatant: str) -> object:
    """What a character's part says about a character is about the combatant: ``character_id`` defaults
    to it and must be it, as must the keys of ``defence_choices`` and the ids of the transfers."""
    path = f"declaration.{key}"
    if isinstance(value, Mapping):
        for named in value:
            if named != combatant:
                raise InputError(f"{path}.{named}", f"must be {combatant!r}")
        return value
    if not isinstance(value, list):
        return value
    claimed: list[object] = []
    for index, entry in enumerate(value):
        named = entry.get("character_id") if isinstance(entry, Mapping) else entry
        if named is not None and named != combatant:
            where = f"{path}[{index}].character_id" if isinstance(entry, Mapping) else f"{path}[{index}]"
            raise InputError(where, f"must be {combatant!r}")
        claimed.append({**entry, "character_id": combatant} if isinstance(entry, Mapping) else entry)
    return claimed


def _renamed(error: InputError) -> InputError:
    """The phase's checks name the spec's ``declarations``; one part is named ``declaration``."""
    if error.field == "declarations" or error.field.startswith(("declarations.", "declarations[")):
        return InputError("declaration" + error.field[len("declarations") :], error.message)
    return error


def _part_check(
    model: type[BaseModel], check: Callable[..., None]
) -> Callable[[TaState, str | None, BaseModel], JsonObject]:
    """A phase's check of one part: the part as the phase's whole declarations, checked as far as it can
    be alone (a trade waits for its partner), and stored as given, ``character_id`` filled in."""

    def checked(state: TaState, combatant: str | None, part: BaseModel) -> JsonObject:
        given = part.model_dump(exclude_unset=True)
        if combatant is not None:
            _declaring(state, combatant)
            given = {key: _claim(key, value, combatant) for key, value in given.items()}
        faces = given.pop("gm_roll", None)
        if faces is not None:
            if not given.get("attacks"):
                raise InputError("declaration.gm_roll", "no attacks to roll for")
            faces = one_roll_faces(faces, state.rules, "declaration.gm_roll")
        declarations = parse(model, given, "declaration")
        try:
            check(state, declarations, partial=True)
        except InputError as error:
            raise _renamed(error) from None
        stored: JsonObject = declarations.model_dump(exclude_unset=True)
        if faces is not None:
            stored["gm_roll"] = faces
        return stored

    return checked


# -- resolving the merged parts ---------------------------------------------------------------------


def _characters_parts(state: TaState, parts: Parts) -> list[Mapping[str, Any]]:
    return [part for character in state.characters if (part := parts.get(character.id)) is not None]


def _merged(parts: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """One declarations object from the parts, in order: lists concatenated, objects merged."""
    merged: dict[str, Any] = {}
    for part in parts:
        for key, value in part.items():
            if isinstance(value, list):
                merged.setdefault(key, []).extend(value)
            elif isinstance(value, Mapping):
                merged.setdefault(key, {}).update(value)
    return merged


def _resolve_players(
    run: Callable[[TaState, object, object], JsonObject],
) -> Callable[[TaState, Parts, object], PhaseOutcome]:
    """Resolve a phase only characters declare in (phases 1 and 3)."""

    def resolve(loaded: TaState, parts: Parts, dice: object) -> PhaseOutcome:
        state = loaded.fork()
        result = run(state, _merged(_characters_parts(state, parts)), dice)
        return PhaseOutcome(state.dump(), result)

    return resolve


def _resolve_attacks(loaded: TaState, parts: Parts, dice: object) -> PhaseOutcome:
    state = loaded.fork()
    gm = dict(parts.get(None) or {})
    lead: list[int] = gm.pop("gm_roll", [])
    declarations = _merged([gm, *_characters_parts(state, parts)])
    result = attack_resolution.run(state, declarations, dice, lead if declarations.get("attacks") else ())
    return PhaseOutcome(state.dump(), result)


def _resolve_tally(loaded: TaState, parts: Parts, dice: object) -> PhaseOutcome:
    state = loaded.fork()
    gm = parts.get(None) or {}
    choices = {part["party_choice"] for part in _characters_parts(state, parts) if "party_choice" in part}
    if "party_choice" in gm:
        choice = gm["party_choice"]
    elif len(choices) > 1:
        raise InputError("declarations.party_choice", "the characters declared different choices")
    else:
        choice = next(iter(choices), None)
    result = tally.run(state, {"party_choice": choice, "robbery_goal_met": gm.get("robbery_goal_met")}, dice)
    return PhaseOutcome(state.dump(), result)


def _reached_by_an_avertable_effect(state: TaState) -> list[str]:
    avertable = [e for e in conditions.active_effects(state) if e.category not in UNAVERTABLE_CATEGORIES]
    return [c.id for c in state.active_characters() if any(e.reaches(c) for e in avertable)]


def _active_characters(state: TaState) -> list[str]:
    return [character.id for character in state.active_characters()]


# -- the engine -------------------------------------------------------------------------------------


def _without(item: Mapping[str, Any], hidden: frozenset[str]) -> JsonObject:
    return {key: value for key, value in item.items() if key not in hidden}


class TerminusAlfaCombat(ModelStateEngine[TaState]):
    """The combat round of Terminus Alfa (see the module docstring for who declares what)."""

    system_id = "terminus-alfa"
    combatant_keys: tuple[str, ...] = ("characters", "opponents")
    start_model = TaStartInput
    view_model = TaState
    state_model = TaState
    start_result = TaStartOutput
    end_result = TaEndedOutput
    hidden_from_players = MappingProxyType(
        {
            "TaState": HIDDEN_STATE_KEYS,
            "TaOpponentState": HIDDEN_OPPONENT_KEYS,
            "TaOpponentInput": HIDDEN_OPPONENT_KEYS,
            "TaTallyOutput": HIDDEN_RESULT_KEYS,
        }
    )
    phases = (
        Phase(
            TaPhase.CONDITIONS,
            Declarers.CONTROLLERS,
            Resolves.WHEN_ALL_DECLARED,
            "no dice",
            _resolve_players(conditions.run),
            declaration=conditions.TaConditionsPart,
            expected=_reached_by_an_avertable_effect,
            check=_part_check(conditions.TaConditionsDeclarations, conditions.check),
            results=(TaConditionsOutput,),
        ),
        Phase(
            TaPhase.OPPONENT_ATTACKS,
            Declarers.GM_AND_CONTROLLERS,
            Resolves.GM,
            f"{attack_resolution.DICE_ORDER} The GM's declared gm_roll, if any, is the shared roll's faces.",
            _resolve_attacks,
            declaration=attacks.TaAttacksPart,
            gm_declaration=attacks.TaAttacksGmPart,
            check=_part_check(attacks.TaAttacksDeclarations, attacks.check),
            results=(TaOpponentAttacksOutput,),
        ),
        Phase(
            TaPhase.CHARACTER_ACTIONS,
            Declarers.CONTROLLERS,
            Resolves.WHEN_ALL_DECLARED,
            f"{actions.DICE_ORDER} The characters' parts are taken in state order.",
            _resolve_players(actions.run),
            declaration=actions.TaActionsPart,
            expected=_active_characters,
            check=_part_check(actions.TaActionsDeclarations, actions.check),
            results=(TaCharacterActionsOutput,),
        ),
        Phase(
            TaPhase.TALLY,
            Declarers.GM_AND_CONTROLLERS,
            Resolves.GM,
            "no dice",
            _resolve_tally,
            declaration=tally.TaTallyPart,
            gm_declaration=tally.TaTallyGmPart,
            check=_part_check(tally.TaTallyDeclarations, tally.check),
            results=(TaTallyOutput,),
        ),
    )

    def ids_of(self, state: TaState) -> list[str]:
        return [*(c.id for c in state.characters), *(o.id for o in state.opponents)]

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        return PhaseOutcome(start_state({**setup, "dice": dice}).dump(), {})

    def finish(self, state: TaState) -> PhaseOutcome:
        ended = {**state.dump(), "phase": "ended"}
        result = TaEndedOutput(
            events=[TaCombatEndedEvent(type="combat_ended", outcome=state.outcome)],
            outcome=state.outcome,
            dice=[],
            breakdown="ended by the GM",
        )
        return PhaseOutcome(ended, result.model_dump(mode="json"))

    def supplies_faces(self, declarations: Parts) -> bool:
        """The GM's ``gm_roll`` is the faces of a roll made at the table, declared by the GM."""
        return "gm_roll" in (declarations.get(None) or {})

    # Players never see the opponents' endurance: the seed says they track the damage they deal and are
    # never told what is left. The keys are removed, not nulled, wherever they appear; the damage of a
    # character's own attack stays in the results.

    def view_state(self, document: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        if viewer.is_gm:
            return dict(document)
        view = _without(document, HIDDEN_STATE_KEYS)
        view["opponents"] = [_without(opponent, HIDDEN_OPPONENT_KEYS) for opponent in document["opponents"]]
        return view

    def view_result(self, result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        if viewer.is_gm:
            return dict(result)
        view = _without(result, HIDDEN_RESULT_KEYS)
        if "state" in result:
            view["state"] = self.view_state(result["state"], viewer)
        return view

    def view_declaration(self, combatant: str | None, declaration: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """Only the GM's part holds opponents: the ``new_opponent`` of each of its ``summons``."""
        view = dict(declaration)
        if viewer.is_gm or combatant is not None or "summons" not in declaration:
            return view
        view["summons"] = [
            {**summon, "new_opponent": _without(summon["new_opponent"], HIDDEN_OPPONENT_KEYS)}
            for summon in declaration["summons"]
        ]
        return view


ENGINE = TerminusAlfaCombat()
