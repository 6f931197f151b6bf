"""The Terminus Alfa combat as the session layer drives it (the ``CombatEngine`` protocol).

Who declares what, per phase (a part is the spec's declarations object restricted to its declarer):

* ``conditions`` — each character: ``{"power_actions": [...]}``. Expected: the active characters that an
  avertable active effect reaches (none expected: the GM resolves).
* ``opponent_attacks`` — the GM (no ``combatant``): ``{"attacks", "void_effects", "equipment_taken",
  "summons", "gm_roll"}``; each character: ``{"defence_choices", "fortification_transfers",
  "power_actions", "ability_averts"}``. Nobody is expected: the GM resolves when the reactions are in.
  This maps the spec's usage pattern (one shared GM roll, then the players react): the GM rolls the
  shared roll at the table (``POST .../rolls`` with the ``roll`` operation, modifier 0) and declares its
  faces as ``gm_roll`` beside the attacks; the players see it and declare their reactions; on resolve the
  ``gm_roll`` faces are taken first, then the resolve's ``dice`` (or random faces) for averting rolls.
  ``gm_roll`` must be exactly one complete roll and needs attacks. Without it the GM roll is rolled (or
  forced) at resolve, as in the stateless operation.
* ``character_actions`` — each character: ``{"power_actions": [...], "actions": [...]}``. Expected:
  every active character (``{"actions": [{"kind": "none"}]}`` or ``{}`` to pass).
* ``tally`` — the characters: ``{"party_choice"}``; the GM: ``{"party_choice", "robbery_goal_met"}``.
  Nobody is expected: the GM resolves. The GM's party choice wins; otherwise the characters' choices
  must agree.

In a character's part, list entries may omit ``character_id`` (it is the combatant); naming another
character is refused. Each list of a character's part holds at most 20 entries, so that the merged
declarations stay within their bounds (50 characters × 20). Opponents never declare on their own: the
GM's table-wide part holds their attacks. Operations outside the cycle: ``capture_target`` is stateless;
summoning is phase 2's ``summons``; leaving a vehicle is a phase-3 action; the GM ends a combat with
``end`` (outcome stays as it was, normally null). Player views hide the opponents' endurance (see
``views``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from app.rules.errors import InputError
from app.rules.protocol import JsonObject, PhaseOutcome, Viewer
from app.rules.terminus_alfa.catalogue import UNAVERTABLE_CATEGORIES
from app.rules.terminus_alfa.combat.actions import CHARACTER_ACTIONS
from app.rules.terminus_alfa.combat.attack_resolution import OPPONENT_ATTACKS
from app.rules.terminus_alfa.combat.conditions import CONDITIONS, active_effects
from app.rules.terminus_alfa.combat.phase import PhaseRules
from app.rules.terminus_alfa.combat.setup import start_state
from app.rules.terminus_alfa.combat.state import TaState, load_state
from app.rules.terminus_alfa.combat.tally import TALLY
from app.rules.terminus_alfa.combat.views import view_declaration, view_result, view_state
from app.rules.terminus_alfa.dice import one_roll_faces
from app.rules.terminus_alfa.fields import MAX_PART_ENTRIES

PHASES: Mapping[str, PhaseRules[Any]] = {
    "conditions": CONDITIONS,
    "opponent_attacks": OPPONENT_ATTACKS,
    "character_actions": CHARACTER_ACTIONS,
    "tally": TALLY,
}
GM_KEYS: Mapping[str, frozenset[str]] = {
    "conditions": frozenset(),
    "opponent_attacks": frozenset({"attacks", "void_effects", "equipment_taken", "summons", "gm_roll"}),
    "character_actions": frozenset(),
    "tally": frozenset({"party_choice", "robbery_goal_met"}),
}
CHARACTER_KEYS: Mapping[str, frozenset[str]] = {
    "conditions": frozenset({"power_actions"}),
    "opponent_attacks": frozenset({"defence_choices", "fortification_transfers", "power_actions", "ability_averts"}),
    "character_actions": frozenset({"power_actions", "actions"}),
    "tally": frozenset({"party_choice"}),
}


def _renamed(error: InputError) -> InputError:
    """Errors in one part are named under ``declaration``, as the session protocol asks."""
    if error.field == "declarations" or error.field.startswith(("declarations.", "declarations[")):
        return InputError("declaration" + error.field[len("declarations") :], error.message)
    return error


def _claim_entries(value: object, combatant: str, path: str) -> object:
    """List entries about a character: ``character_id`` defaults to the combatant and must be it."""
    if not isinstance(value, list):
        return value
    claimed: list[object] = []
    for index, entry in enumerate(value):
        if isinstance(entry, Mapping):
            named = entry.get("character_id")
            if named is not None and named != combatant:
                raise InputError(f"{path}[{index}].character_id", f"must be {combatant!r}")
            claimed.append({**entry, "character_id": combatant})
        else:
            claimed.append(entry)
    return claimed


def _claim(key: str, value: object, combatant: str) -> object:
    path = f"declaration.{key}"
    if isinstance(value, list) and len(value) > MAX_PART_ENTRIES:
        # Every character's part is merged into one declarations object, whose lists hold 50 × 20.
        raise InputError(path, f"must have at most {MAX_PART_ENTRIES} item(s) in one character's part")
    if key == "defence_choices" and isinstance(value, Mapping):
        for named in value:
            if named != combatant:
                raise InputError(f"{path}.{named}", f"must be {combatant!r}")
    elif key == "fortification_transfers" and isinstance(value, list):
        for index, named in enumerate(value):
            if named != combatant:
                raise InputError(f"{path}[{index}]", f"must be {combatant!r}")
    elif key in ("power_actions", "ability_averts", "actions"):
        return _claim_entries(value, combatant, path)
    return value


def _merge(parts: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """One declarations object from the parts, in order: lists concatenated, objects merged."""
    merged: dict[str, Any] = {}
    for part in parts:
        for key, value in part.items():
            if isinstance(value, list):
                merged.setdefault(key, []).extend(value)
            elif isinstance(value, Mapping):
                merged.setdefault(key, {}).update(value)
    return merged


def _party_choice(gm: Mapping[str, Any], parts: Sequence[Mapping[str, Any]]) -> object:
    if gm.get("party_choice") is not None:
        return gm["party_choice"]
    choices = {part["party_choice"] for part in parts if isinstance(part.get("party_choice"), str)}
    if len(choices) > 1:
        raise InputError("declarations.party_choice", "the characters declared different choices")
    return next(iter(choices), None)


class TerminusAlfaCombat:
    """The combat round of Terminus Alfa as a state machine (see the module docstring for the mapping)."""

    combatant_keys: tuple[str, ...] = ("characters", "opponents")

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        return PhaseOutcome(start_state(setup, dice).dump(), {})

    def phase(self, state: Mapping[str, Any]) -> str:
        return str(state.get("phase", ""))

    def round(self, state: Mapping[str, Any]) -> int:
        value = state.get("round")
        return value if isinstance(value, int) else 0

    def is_ended(self, state: Mapping[str, Any]) -> bool:
        return state.get("phase") == "ended"

    def _current(self, state: Mapping[str, Any]) -> tuple[PhaseRules[Any], TaState]:
        rules = PHASES.get(self.phase(state))
        if rules is None:
            raise InputError("state.phase", "the combat has ended")
        return rules, load_state({"state": state}, rules.phase)

    def combatant_ids(self, state: Mapping[str, Any]) -> list[str]:
        return [str(item["id"]) for key in self.combatant_keys for item in state[key]]

    def expected_declarers(self, state: Mapping[str, Any]) -> list[str]:
        if self.is_ended(state):
            return []
        rules, current = self._current(state)
        if rules is CHARACTER_ACTIONS:
            return [character.id for character in current.active_characters()]
        if rules is CONDITIONS:
            avertable = [e for e in active_effects(current) if e.category not in UNAVERTABLE_CATEGORIES]
            return [c.id for c in current.active_characters() if any(e.reaches(c) for e in avertable)]
        return []

    def _gm_part(self, phase: str, current: TaState, declaration: Mapping[str, Any]) -> dict[str, Any]:
        part: dict[str, Any] = {}
        for key, value in declaration.items():
            if key in CHARACTER_KEYS[phase] and key not in GM_KEYS[phase]:
                raise InputError(f"declaration.{key}", "declared for a character: name it as the combatant")
            if key in GM_KEYS[phase] and value is not None:
                part[key] = value
        if "gm_roll" in part:
            if not part.get("attacks"):
                raise InputError("declaration.gm_roll", "no attacks to roll for")
            part["gm_roll"] = one_roll_faces(part["gm_roll"], current.rules, "declaration.gm_roll")
        return part

    def _character_part(self, phase: str, combatant: str, declaration: Mapping[str, Any]) -> dict[str, Any]:
        part: dict[str, Any] = {}
        for key, value in declaration.items():
            if key in GM_KEYS[phase] and key not in CHARACTER_KEYS[phase]:
                raise InputError(f"declaration.{key}", "only the GM declares this")
            if key in CHARACTER_KEYS[phase] and value is not None:
                part[key] = _claim(key, value, combatant)
        return part

    def check_declaration(self, state: Mapping[str, Any], combatant: str | None, declaration: object) -> JsonObject:
        rules, current = self._current(state)
        if combatant is not None:
            character = current.character(combatant)
            if character is None:
                known = current.opponent(combatant) is not None
                raise InputError(
                    "combatant",
                    "opponents act through the GM's declaration" if known else "unknown combatant",
                )
            if not character.active:
                raise InputError("combatant", "not an active character")
        if not isinstance(declaration, Mapping):
            raise InputError("declaration", "must be an object")
        if combatant is None:
            part = self._gm_part(current.phase, current, declaration)
        else:
            part = self._character_part(current.phase, combatant, declaration)
        faces = part.pop("gm_roll", None)
        try:
            parsed = rules.load_declarations(part)
            rules.check(current, parsed, True)
        except InputError as error:
            raise _renamed(error) from None
        normalised: JsonObject = parsed.model_dump(exclude_unset=True)
        if faces is not None:
            normalised["gm_roll"] = faces
        return normalised

    def resolve(
        self, state: Mapping[str, Any], declarations: Mapping[str | None, JsonObject], dice: object
    ) -> PhaseOutcome:
        rules, current = self._current(state)
        gm = declarations.get(None) or {}
        parts = [
            part for character in current.characters if isinstance(part := declarations.get(character.id), Mapping)
        ]
        merged = _merge([{k: v for k, v in gm.items() if k != "gm_roll"}, *parts])
        if rules is TALLY:
            merged["party_choice"] = _party_choice(gm, parts)
            merged["robbery_goal_met"] = gm.get("robbery_goal_met")
        lead = gm.get("gm_roll") if rules is OPPONENT_ATTACKS and merged.get("attacks") else None
        result = rules.run_on(current, merged, dice, lead if isinstance(lead, list) else ())
        return PhaseOutcome(current.dump(), result)

    def supplies_faces(self, declarations: Mapping[str | None, JsonObject]) -> bool:
        """The GM's ``gm_roll`` is the faces of a roll made at the table, declared by the GM."""
        return "gm_roll" in declarations.get(None, {})

    def end(self, state: Mapping[str, Any]) -> PhaseOutcome:
        outcome = state.get("outcome")
        return PhaseOutcome(
            {**state, "phase": "ended"},
            {
                "events": [{"type": "combat_ended", "outcome": outcome}],
                "outcome": outcome,
                "dice": [],
                "breakdown": "ended by the GM",
            },
        )

    def view_state(self, state: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        return view_state(state, viewer)

    def view_result(self, result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        return view_result(result, viewer)

    def view_declaration(self, combatant: str | None, declaration: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        return view_declaration(combatant, declaration, viewer)


ENGINE = TerminusAlfaCombat()
