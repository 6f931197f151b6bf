"""Phase 4, ``combat_tally`` (OPGØRELSE AF TAB; no dice): the dead and fainted are counted.

Endurance ≤ 0 kills (knocks out in a fist fight) before power ≤ 0 faints (Decisions 31, 32); opponents
flee as a group at half their combined endurance lost under threat and robbery (Decision 30); the party
may flee, surrender or hand over what is demanded as its motive allows (Decision 33).
"""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict, Field

from app.rules.errors import InputError
from app.rules.phases import Declaration
from app.rules.protocol import JsonObject
from app.rules.terminus_alfa.catalogue import MOTIVES_WITH_FLIGHT, PARTY_CHOICES
from app.rules.terminus_alfa.combat.declarations import run_without_dice
from app.rules.terminus_alfa.combat.state import Outcome, PartyChoice, TaState
from app.rules.validation import StrictInput

CHOICE_OUTCOMES: dict[str, Outcome] = {
    "flee": "characters_fled",
    "surrender": "characters_surrendered",
    "hand_over": "loot_handed_over",
}


class TaTallyDeclarations(StrictInput):
    """The party's choice (players) and, under robbery, whether the opponents got what they wanted (GM)."""

    party_choice: PartyChoice = Field(
        "fight", description="threat: fight/flee/surrender; robbery: fight/flee/hand_over; death: fight only."
    )
    robbery_goal_met: bool | None = Field(None, description="GM, robbery only: the goal was met by an effect.")


class TaTallyPart(Declaration):
    """A character's part of phase 4: the party's choice (the characters' choices must agree)."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"party_choice": "fight"}, {}]})
    party_choice: PartyChoice | None = Field(
        None, description="threat: fight/flee/surrender; robbery: fight/flee/hand_over; death: fight only."
    )


class TaTallyGmPart(TaTallyPart):
    """The GM's part of phase 4: the party's choice, which wins over the characters', and under robbery
    whether the opponents got what they wanted."""

    model_config = ConfigDict(json_schema_extra={"examples": [{}, {"party_choice": "fight"}]})
    robbery_goal_met: bool | None = Field(None, description="Robbery only: the goal was met by an effect.")


def check(state: TaState, declarations: TaTallyDeclarations, *, partial: bool) -> None:
    if declarations.party_choice not in PARTY_CHOICES[state.motive]:
        raise InputError("declarations.party_choice", f"not a choice under the {state.motive} motive")
    if declarations.robbery_goal_met is not None and state.motive != "robbery":
        raise InputError("declarations.robbery_goal_met", "only for the robbery motive")


def _down(state: TaState, events: list[JsonObject]) -> None:
    """Steps 1 and 2: the characters and opponents that are down at the end of the round."""
    for character in state.active_characters():
        if character.endurance <= 0:
            character.status = "knocked_out" if state.fist_fight else "dead"
        elif character.power <= 0:
            character.status = "fainted"
        else:
            continue
        events.append({"type": f"character_{character.status}", "character_id": character.id})
    for opponent in state.active_opponents():
        if opponent.endurance <= 0:
            opponent.status = "defeated"
            events.append({"type": "opponent_defeated", "opponent_id": opponent.id})


def _flight(state: TaState, events: list[JsonObject]) -> bool:
    """Step 3: the combined loss, and whether the opponents flee because of it."""
    state.opponent_endurance_lost = sum(
        min(max(o.endurance_start - o.endurance, 0), o.endurance_start) for o in state.opponents
    )
    remaining = list(state.active_opponents())
    if (
        state.motive in MOTIVES_WITH_FLIGHT
        and remaining
        and 2 * state.opponent_endurance_lost >= state.opponent_endurance_total
    ):
        for opponent in remaining:
            opponent.status = "fled"
        events.append({"type": "opponents_fled", "opponent_ids": [o.id for o in remaining]})
        return True
    return False


def _outcome(state: TaState, fled: bool) -> Outcome | None:
    """Step 4: the first outcome that matches."""
    characters = any(True for _ in state.active_characters())
    opponents = any(True for _ in state.active_opponents())
    if not characters and not opponents:
        return "mutual_defeat"
    if not characters:
        return "characters_defeated"
    if not opponents:
        return "opponents_fled" if fled else "opponents_defeated"
    if state.party_choice in CHOICE_OUTCOMES:
        return CHOICE_OUTCOMES[state.party_choice]
    return "robbery_succeeded" if state.robbery_goal_met else None


def _resolve(state: TaState, declarations: TaTallyDeclarations) -> JsonObject:
    state.party_choice = declarations.party_choice
    if declarations.robbery_goal_met is not None:
        state.robbery_goal_met = declarations.robbery_goal_met
    events: list[dict[str, Any]] = []
    _down(state, events)
    fled = _flight(state, events)
    outcome = _outcome(state, fled)
    if outcome is not None:
        state.phase = "ended"
        state.outcome = outcome
        events.append({"type": "combat_ended", "outcome": outcome})
        breakdown: str = outcome
    else:
        state.round += 1
        state.phase = "conditions"
        state.ambush = False
        events.append({"type": "new_round", "round": state.round})
        breakdown = f"round {state.round} begins"
    return {
        "events": events,
        "outcome": outcome,
        "opponent_endurance_lost": state.opponent_endurance_lost,
        "dice": [],
        "breakdown": breakdown,
    }


run = run_without_dice(TaTallyDeclarations, check, _resolve)
