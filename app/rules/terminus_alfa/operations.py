"""The nine Terminus Alfa operations, as the API serves them, with their descriptions and worked examples."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, cast

from pydantic import BaseModel, Field, create_model

from app.rules.errors import InputError
from app.rules.examples import load_examples
from app.rules.protocol import JsonObject, Operation, operation, operation_table
from app.rules.terminus_alfa.capture import TaCaptureTargetInput, TaCaptureTargetOutput, capture_target
from app.rules.terminus_alfa.combat import actions, attack_resolution, attacks, conditions, tally
from app.rules.terminus_alfa.combat.outputs import (
    TaCharacterActionsOutput,
    TaConditionsOutput,
    TaOpponentAttacksOutput,
    TaStartOutput,
    TaTallyOutput,
)
from app.rules.terminus_alfa.combat.start import TaStartInput, start_state
from app.rules.terminus_alfa.combat.state import Phase, TaState, load_state
from app.rules.terminus_alfa.decisions import cite
from app.rules.terminus_alfa.rolling import (
    TaCheckInput,
    TaCheckOutput,
    TaGradeOutput,
    TaGradeRequest,
    TaRollInput,
    TaRollOutput,
    check,
    check_odds,
    grade,
    roll,
)
from app.rules.validation import ForcedFaces, StrictInput

ROLL_DICE = (
    "Forced `dice`: faces 1…die_sides, taken in the documented order; errors `dice: face out of range`, "
    "`dice: needed more faces`, `dice: faces left over`. `breakdown` is informative only."
)
NO_DICE = "This operation never rolls: `dice` must be missing or empty, anything else is `dice: faces left over`."
PHASE_CHECKS = (
    "The state is checked first: `state: not a terminus-alfa combat state`, then "
    "`state.phase: expected '<phase>'`. The input state is never changed; a new state is returned."
)
ROLL_DECISIONS = (1, 2, 3, 4, 5)


def _combat_start(raw: Mapping[str, Any]) -> JsonObject:
    return {"state": start_state(raw).dump()}


def _description(*paragraphs: str) -> str:
    return "\n\n".join(paragraphs)


def _phase_operation(
    phase: Phase,
    run: Callable[[TaState, object, object], JsonObject],
    declarations: type[BaseModel],
    output: type[BaseModel],
    *,
    summary: str,
    description: tuple[str, ...],
    decisions: tuple[int, ...],
    dice_order: str | None = None,
    odds_places: frozenset[str] = frozenset(),
) -> Operation:
    """A phase as the stateless operation ``combat_<phase>``: the state checked first, then the phase as
    the combat runs it. Its body, ``{state, declarations, dice}``, is documented with the ``declarations``
    model the phase validates with; its description ends with the state checks, the dice and the
    decisions."""

    def run_phase(raw: Mapping[str, Any]) -> JsonObject:
        if not isinstance(raw, Mapping):  # as parse() words it: the routes only ever pass an object
            raise InputError("body", "must be an object")
        state = load_state(raw, phase)
        result = run(state, raw.get("declarations"), raw.get("dice"))
        return {"state": state.dump(), **result}

    body = create_model(
        f"Ta{phase.title().replace('_', '')}Input",
        __base__=StrictInput,
        state=(TaState, Field(description=f"A state in phase '{phase}'.")),
        declarations=(cast(Any, declarations | None), None),
        dice=(ForcedFaces, None),
    )
    dice = NO_DICE if dice_order is None else ROLL_DICE
    return operation(
        f"combat_{phase}",
        run_phase,
        body,
        output,
        summary=summary,
        description=_description(*description, PHASE_CHECKS, dice, cite(*decisions)),
        dice_order=dice_order,
        odds_places=odds_places,
    )


OPERATIONS: Mapping[str, Operation] = operation_table(
    load_examples(__package__),
    operation(
        "roll",
        roll,
        TaRollInput,
        TaRollOutput,
        summary="Plain roll (RUL): two dice with double, effect, terminus and fumble detection",
        description=_description(
            "One RUL: two dice summed plus `modifier`. Only the first pair decides double, effect roll "
            "(EFFEKTRUL), terminus roll (TERMINUSRUL) and fumble; a terminus roll is open-ended (two more "
            "dice, again while they are a terminus double, at most `terminus_max_chain` extra pairs); a "
            "fumble's total is 0 when `fumble_zeroes`.",
            ROLL_DICE,
            cite(*ROLL_DECISIONS),
        ),
        dice_order="RUL(modifier): two faces, and two more per terminus extra pair.",
    ),
    operation(
        "grade",
        grade,
        TaGradeRequest,
        TaGradeOutput,
        summary="Determine a grade (GRAD): fixed, or a master grade rolled by the GM",
        description=_description(
            "`{fixed}`: FASTGRAD, no dice. `{level}`: MESTERGRAD, the GM's RUL(ladder bonus) — a GM Db1 "
            "gives 0, a GM Db6 explodes; `impossible` (UMULIGT) means no roll is allowed (`value: null`).",
            ROLL_DICE,
            cite(*ROLL_DECISIONS),
        ),
        dice_order="a master grade's RUL(ladder bonus): two faces, two more per terminus extra pair; none otherwise.",
    ),
    operation(
        "check",
        check,
        TaCheckInput,
        TaCheckOutput,
        summary="Ability roll (RUL:EVNE) against a grade",
        description=_description(
            "RUL(ability + modifier) against the grade; reaching it exactly succeeds, a fumble fails. An "
            "impossible grade allows no roll: `allowed: false` and no dice.",
            ROLL_DICE,
            cite(*ROLL_DECISIONS, 6),
        ),
        dice_order="the character's roll (with its terminus extras), then the GM's master-grade roll.",
        odds=check_odds,
    ),
    operation(
        "capture_target",
        capture_target,
        TaCaptureTargetInput,
        TaCaptureTargetOutput,
        summary="Who is captured (FANGER) by a capture aimed at no one in particular",
        description=_description(
            "The character lowest in the ability is caught (a missing ability counts 0); ties go to the "
            "lowest power (KRAFT), endurance (UDHOLDENHED), levned (LEVNED), then list order. `decided_by` "
            "names the first criterion that singled the character out.",
            NO_DICE,
            cite(25),
        ),
    ),
    operation(
        "combat_start",
        _combat_start,
        TaStartInput,
        TaStartOutput,
        summary="Start a combat: the first state (round 1, phase conditions)",
        description=_description(
            "Validates the setup (ids unique across characters, opponents and vehicles; species; kamp or "
            "skyde; vehicles; fortification; leader; round effects; vehicle marks) and returns the state. "
            "Characters with `in_combat: false` take no part at all. Round effects must be harmful. A "
            "fortification `{kind}` takes its endurance from the catalogue unless `endurance` is given; "
            "`{endurance}` alone is kind `custom`.",
            NO_DICE,
            cite(12, 34, 35),
        ),
    ),
    _phase_operation(
        "conditions",
        conditions.run,
        conditions.TaConditionsDeclarations,
        TaConditionsOutput,
        summary="Phase 1 (PERMANENTER, EGENSKABER OG FORHOLD): standing effects fire",
        description=(
            "Resets every character's rolls, fires the round effects whose source is null or still active, "
            "HORDE and LEDER; power actions (KRAFTHANDLINGER) avert properties and conditions (not "
            "permanents) for the character or, with `for_all`, for every active character. Per stat only the "
            "worst change applies; ties name the earlier source (round effects in order, then horde, then "
            "leader).",
        ),
        decisions=(9, 10, 11, 12, 22, 23, 34, 35),
    ),
    _phase_operation(
        "opponent_attacks",
        attack_resolution.run,
        attacks.TaAttacksDeclarations,
        TaOpponentAttacksOutput,
        summary="Phase 2 (MODSTANDERNE ANGRIBER): the opponents attack with one shared GM roll",
        description=(
            "Power actions are paid first. Each attack: KAMP or SKYDE + the GM dice + modify_attack amounts "
            "(0 on a fumble); melee against the chosen defence, a shot always hits; a shielding vehicle takes "
            "it instead (halved when armoured), a fortified character may move the whole damage onto the "
            "fortification; otherwise armour is subtracted. An effect roll fires the attackers' !1–!3, a "
            "terminus roll their T, hit or not; each lands on each target as averted, void or applied. "
            "Summons need a summon effect that applied.",
            "Usage pattern: a table may first roll the shared GM roll with `roll` (modifier 0), show it, "
            "collect the players' reactions (averts, power actions), then call this operation with `dice` = "
            "the GM faces followed by the averting rolls' faces.",
        ),
        decisions=(*ROLL_DECISIONS, 6, 7, 8, 9, 13, 14, 15, 16, 17, 18, 19, 22, 23, 24, 25, 27, 28, 29, 35),
        dice_order=attack_resolution.DICE_ORDER,
        odds_places=frozenset({"attacks", "effects"}),  # each in the order declared, every field as rolled
    ),
    _phase_operation(
        "character_actions",
        actions.run,
        actions.TaActionsDeclarations,
        TaCharacterActionsOutput,
        summary="Phase 3 (KARAKTERERNE HANDLER): the characters act",
        description=(
            "An attack: RUL(attack_value) against the "
            "opponent's SKYDE if it has one, else KAMP; damage = the difference. A leader is hit only on a "
            "terminus roll; demons need a spirit weapon or kultisme, skingelhird an astral weapon. Escape: "
            "RUL(ability) vs GRAD 20, from the round after the capture. Changing or trading equipment, "
            "freeing a captive and leaving a vehicle take the whole round.",
        ),
        decisions=(*ROLL_DECISIONS, 6, 12, 20, 21, 22, 23, 26, 35, 36),
        dice_order=actions.DICE_ORDER,
        odds_places=frozenset({"results"}),  # one per action, in the order declared, every field as rolled
    ),
    _phase_operation(
        "tally",
        tally.run,
        tally.TaTallyDeclarations,
        TaTallyOutput,
        summary="Phase 4 (OPGØRELSE AF TAB): the dead and fainted are counted, and the round ends",
        description=(
            "Endurance ≤ 0 kills (knocks out in a fist fight), else power ≤ 0 faints; opponents at endurance "
            "≤ 0 are defeated; under threat and robbery the opponents flee when their combined loss reaches "
            "half their combined starting endurance. The first matching outcome ends the combat; otherwise "
            "the next round begins. `opponent_endurance_lost` is GM-only.",
        ),
        decisions=(28, 30, 31, 32, 33, 35),
    ),
)
