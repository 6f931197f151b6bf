"""``combat_distance`` (§11.3), phase 1: each pair advances, holds or retreats one step at most."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.dice.source import DiceSource
from app.rules.errors import InputError
from app.rules.fimbulvinter.catalogue import BODY, DISTANCE_INDEX, DISTANCE_MOVES, DISTANCES, FREE
from app.rules.fimbulvinter.combat.phase import read_declarations, read_phase_input, rolled_phase_result
from app.rules.fimbulvinter.combat.rolls import MANOVRER, distance_blocks, skill_roll
from app.rules.fimbulvinter.combat.state import ADVANTAGE, DISTANCE, Combat, is_out
from app.rules.fimbulvinter.dice import dice_source, opposed, roll_spec
from app.rules.fimbulvinter.models.combat import FvDistanceDeclarations
from app.rules.protocol import JsonObject

ADVANCE, HOLD, RETREAT = DISTANCE_MOVES
STEP = {ADVANCE: -1, HOLD: 0, RETREAT: 1}
DICE_ORDER = (
    "for each second man in list order whose pair disagrees and neither holds advantage nor is out: an "
    "opposed Manövrer pair, the first man's roll then the second man's."
)


def check_first_man_target(combat: Combat, part: JsonObject, path: str) -> None:
    active = combat.active
    if part["move"] == ADVANCE and (active is None or part["target"] not in active["second_men"]):
        raise InputError(f"{path}.target", "must be one of this sub-fight's second men")


def check_second_man(combat: Combat, ident: str, path: str) -> None:
    active = combat.active
    if active is None or ident not in active["second_men"]:
        raise InputError(path, f"{ident!r} is not a second man of the sub-fight being played")


def check_declarations(combat: Combat, raw: object) -> tuple[JsonObject, dict[str, str]]:
    """The checks of §11.3 in order: move values, an advance's target, who may declare."""
    declarations = read_declarations(FvDistanceDeclarations, raw)
    first: JsonObject = {"move": declarations.first_man.move, "target": declarations.first_man.target}
    seconds: dict[str, str] = dict(declarations.second_men)
    check_first_man_target(combat, first, "declarations.first_man")
    for ident in seconds:
        check_second_man(combat, ident, "declarations.second_men")
    return first, seconds


def _contested(combat: Combat, first: str, second: str, source: DiceSource) -> tuple[str, int, int]:
    """An opposed Manövrer roll, the first man initiating; returns the winner and both totals."""
    rolls = []
    for ident in (first, second):
        fighter = combat.fighters[ident]
        roll = skill_roll(fighter, MANOVRER)
        rolls.append(roll_spec(roll.spec, source, extra_blocks=distance_blocks(fighter) + int(roll.marked)))
    result = opposed(rolls[0], rolls[1])
    return (first if result.initiator_wins else second), rolls[0].total, rolls[1].total


def resolve_distance(
    combat: Combat, first_part: JsonObject, seconds: Mapping[str, str], source: DiceSource
) -> JsonObject:
    events: list[JsonObject] = []
    notes: list[str] = []
    active = combat.active
    if active is not None:
        first = active["first_man"]
        first_out = is_out(combat.fighters[first])
        for second in active["second_men"]:
            second_out = is_out(combat.fighters[second])
            toward = first_part["move"]
            if toward == ADVANCE and first_part["target"] != second:
                toward = HOLD
            moves = {
                first: HOLD if first_out else toward,
                second: HOLD if second_out else seconds.get(second, HOLD),
            }
            holder = active["advantage"]
            if moves[first] == moves[second]:
                result, decided = moves[first], "same"
            elif holder in moves and not is_out(combat.fighters[holder]):
                result, decided = moves[holder], "advantage"
            elif first_out or second_out:
                # Both out would hold alike and be decided as "same" above.
                result, decided = moves[second if first_out else first], "opponent_out"
            else:
                winner, first_total, second_total = _contested(combat, first, second, source)
                events.append(
                    {
                        "type": "distance_roll",
                        "first_man_total": first_total,
                        "second_man_total": second_total,
                        "winner": winner,
                    }
                )
                notes.append(f"{first} {first_total} vs {second} {second_total}: {winner}")
                result, decided = moves[winner], "manovrer"
            before = DISTANCE_INDEX[active["distances"][second]]
            after = min(FREE, max(BODY, before + STEP[result]))
            if after != before:
                active["distances"][second] = DISTANCES[after]
                active["distance_changed"] = True
            events.append(
                {
                    "type": "distance",
                    "pair": [first, second],
                    "first_man": moves[first],
                    "second_man": moves[second],
                    "result": result,
                    "decided_by": decided,
                    "distance": DISTANCES[after],
                }
            )
    combat.state["phase"] = ADVANTAGE
    return rolled_phase_result(combat, events, notes, source)


def run_combat_distance(raw: Mapping[str, Any]) -> JsonObject:
    """``combat_distance``: advance (−1), hold or retreat (+1) per pair; the advantage holder decides a
    disagreement, else an opposed Manövrer roll."""
    body, combat = read_phase_input(raw, DISTANCE)
    first, seconds = check_declarations(combat, body.get("declarations"))
    source = dice_source(body.get("dice"))
    result = resolve_distance(combat, first, seconds, source)
    source.finish()
    return result
