"""The odds of ``combat_resolve`` target by target (app/rules/fimbulvinter/combat/resolve_odds.py) against
the rule run on every combination of every attack's options at once, and against a seeded Monte Carlo of
the rule itself. (tests/rules/odds/test_forced_lists.py holds a one-attack round to every forced list.)"""

from __future__ import annotations

import copy
import functools
import itertools
import math
import random
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

import pytest

from app.rules import SYSTEMS
from app.rules.dice.source import dice_for_play
from app.rules.fimbulvinter.combat.phase import read_phase_input
from app.rules.fimbulvinter.combat.resolve import balance_check, new_round, start_dazes
from app.rules.fimbulvinter.combat.resolve_odds import ChosenDice, Read, attack_options, combat_resolve_odds
from app.rules.fimbulvinter.combat.state import ATTACK_TYPES, RESOLVE
from app.rules.fimbulvinter.movement import judged_balance
from app.rules.odds import Limits, operation_odds
from app.rules.odds.enumerate import Clock, Mass, Walk, Walked, read_classes
from app.rules.odds.summary import Tallied, flatten, tally_walk
from tests.rules.odds.test_operation_odds import ROLLS, SeededDice

OPERATION = SYSTEMS["fimbulvinter"].operations["combat_resolve"]
WORKED = next(example for example in OPERATION.examples if example.status == 200).input
LIMITS = Limits(max_evaluations=100_000, max_seconds=60)


def round_of(change: Callable[[dict[str, Any]], None] | None = None) -> Mapping[str, Any]:
    """The worked round (grim shoots hild, hild and ulf trade blows in sf1, hild holds the advantage),
    without its dice, changed by ``change`` (given the state)."""
    state = copy.deepcopy(WORKED["state"])
    if change is not None:
        change(state)
    return {"state": state}


def combatant(state: dict[str, Any], ident: str) -> dict[str, Any]:
    return next(fighter for fighter in state["combatants"] if fighter["id"] == ident)


def _worn(state: dict[str, Any]) -> None:
    """Both already wounded and dazed: knock-outs, deaths and the combat's end are all likely."""
    for ident, daze in (("hild", 5), ("ulf", 6)):
        combatant(state, ident).update(daze=daze, wounds=[{"severity": "serious"}, {"severity": "light"}])


def _gamble_and_override(state: dict[str, Any]) -> None:
    """hild gambles against ulf's blow; ulf overrides a knock-out on his attack and his defence."""
    state["pending_defences"]["ulf"]["choice"] = "gamble"
    state["pending_actions"]["ulf"]["override_knockout"] = True
    state["pending_defences"]["hild"]["override_knockout"] = True
    combatant(state, "ulf").update(daze=3, knocked_out=True)


def _hild_rests(state: dict[str, Any]) -> None:
    """hild rests while grim and ulf both attack her: she recovers only if neither draws a roll from her."""
    action = state["pending_actions"]["hild"]
    action.update(type="rest")
    del action["distance"], action["target"]
    combatant(state, "hild").update(daze=2)
    for attacker in ("grim", "ulf"):
        state["pending_defences"][attacker]["choice"] = "gamble"


def _crossfire(state: dict[str, Any]) -> None:
    """A fourth fighter, bjorn, a pcs archer in the loft, shoots at ulf too: ulf may be hit while hild's
    blow (hers holds the advantage) misses."""
    bjorn = {**copy.deepcopy(combatant(state, "grim")), "id": "bjorn", "name": "bjorn", "side": "pcs"}
    state["combatants"].append(bjorn)
    state["pending_actions"]["bjorn"] = {**copy.deepcopy(state["pending_actions"]["grim"]), "target": "ulf"}
    state["pending_defences"]["bjorn"] = copy.deepcopy(state["pending_defences"]["grim"])
    state["turn_order"].append("bjorn")
    combatant(state, "hild").update(daze=3)


def _slippery_hall(state: dict[str, Any]) -> None:
    """hild and ulf fight on a slippery floor: each must pass a balance check to act at all."""
    state["zones"][0]["properties"] = ["balance_challenge"]


def _slippery_loft(state: dict[str, Any]) -> None:
    """grim shoots from a slippery loft at worn fighters: his shot may not come, and the combat may end."""
    state["zones"][1]["properties"] = [*state["zones"][1]["properties"], "balance_challenge"]
    _worn(state)


ROUNDS = {
    "worked": round_of(),
    "worn": round_of(_worn),
    "gamble-override": round_of(_gamble_and_override),
    "rest": round_of(_hild_rests),
    "crossfire": round_of(_crossfire),
    "slippery-hall": round_of(_slippery_hall),
    "slippery-loft": round_of(_slippery_loft),
}


def every_combination(body: Mapping[str, Any], limits: Limits) -> Tallied:
    """The rule itself run on every combination of every balance check's keys (each its own, not grouped
    by whether its roller may act) and every attack's options (no target read apart)."""
    _, combat = read_phase_input(body, RESOLVE)
    round_ = new_round(combat, ChosenDice([]))
    attackers = [ident for ident in round_.order if round_.actions[ident]["type"] in ATTACK_TYPES]
    clock = Clock.start(limits.max_seconds)
    walked: Walked = {}
    options = {
        ident: attack_options(round_, ident, start_dazes(combat), limits, clock, walked)[0] for ident in attackers
    }
    checks = []
    for ident in round_.order:
        reading = balance_check(round_, ident)
        if reading is not None:
            checks.append([(ident, reading, key) for key in read_classes(reading, limits, clock, walked)[0]])
    sure = Mass.sure(limits.explosion_depth)
    walk: Walk[Any] = Walk()
    for balances in itertools.product(*checks):
        acting = [
            ident
            for ident in attackers
            if all(judged_balance(key.result).may_act for i, _, key in balances if i == ident)
        ]
        for combination in itertools.product(*(options[ident] for ident in acting)):
            masses = [key.mass for _, _, key in balances] + [option_mass for _, option_mass in combination]
            mass = functools.reduce(Mass.within, masses, sure)
            if not any(mass.counts):
                continue
            reads: list[Read] = [(reading, key.result) for _, reading, key in balances]
            reads += [read for option, _ in combination for read in option.attack_reads]
            reads += [read for option, _ in combination for read in option.damage_reads]
            source = ChosenDice(reads)
            with dice_for_play(lambda: source):  # noqa: B023 - used at once
                walk.leaves.append((OPERATION.run(body), sum(mass.counts), mass.denominator))
            walk.evaluations += 1
    return tally_walk(walk)


DEPTHS = [(name, depth) for name in ROUNDS for depth in (6, 1) if (name, depth) != ("slippery-hall", 6)]
"""Each round at both depths, but for two balance checks at depth 6: each check's 63 keys times every
attack's options take the reference minutes (214 s once on this machine)."""


@pytest.mark.parametrize(("name", "depth"), DEPTHS, ids=[f"{name}-{depth}" for name, depth in DEPTHS])
def test_the_round_read_target_by_target_is_the_round_of_every_combination(name: str, depth: int) -> None:
    limits = Limits(explosion_depth=depth, max_evaluations=LIMITS.max_evaluations, max_seconds=60)
    own = combat_resolve_odds(ROUNDS[name], limits)
    assert own is not None
    every = every_combination(ROUNDS[name], limits)
    assert own.tail == every.tail
    assert own.outcomes() == every.outcomes()


def test_the_worked_round_answers_each_combatants_fields() -> None:
    answer = operation_odds("fimbulvinter", OPERATION, round_of())
    assert 0 < Fraction(answer["tail_fraction"]) < Fraction(1, 1000)
    for field in ("state.phase", "state.combatants[hild].daze", "state.combatants[ulf].dead"):
        chances = answer["outcomes"][field]
        assert sum(chance["probability"] for chance in chances) == pytest.approx(1 - answer["tail_probability"])
    assert {chance["value"] for chance in answer["outcomes"]["state.phase"]} == {"distance", "ended", "gain_ground"}


def _slippery_everywhere(state: dict[str, Any]) -> None:
    """Every zone slippery: all three balance checks, too many keys for the reference of every combination."""
    for zone in state["zones"]:
        zone["properties"] = [*zone["properties"], "balance_challenge"]


@pytest.mark.parametrize(
    ("body", "rolls"),
    [(round_of(), ROLLS), (round_of(_slippery_everywhere), ROLLS // 5)],
    ids=["worked", "slippery-everywhere"],
)
def test_a_seeded_monte_carlo_of_a_round_agrees_within_four_standard_errors(
    body: Mapping[str, Any], rolls: int
) -> None:
    odds = operation_odds("fimbulvinter", OPERATION, body)
    answer, reached = odds["outcomes"], 1 - odds["tail_probability"]  # the rolls past the depth are played too
    rng = random.Random(23)
    seen: dict[str, dict[Any, int]] = {}
    with dice_for_play(lambda: SeededDice(rng)):
        for _ in range(rolls):
            for path, value in flatten(OPERATION.run(body)):
                values = seen.setdefault(path, {})
                values[value] = values.get(value, 0) + 1
    compared = 0
    for path, chances in answer.items():
        for chance in chances:
            if chance["absent"]:
                continue
            p = chance["probability"] / reached
            error = math.sqrt(p * (1 - p) / rolls)
            assert abs(seen[path].get(chance["value"], 0) / rolls - p) <= 4 * error + 1 / rolls, (path, chance)
            compared += 1
    assert compared > 100


def _new_subfight(state: dict[str, Any]) -> None:
    """grim, a third man, closes in with a melee attack on hild: that starts a sub-fight, whose setup
    contest rolls after the bookkeeping."""
    grim = combatant(state, "grim")
    grim.update(zone="hall", weapon="axe", skills={**grim["skills"], "yxkamp": 3})
    state["pending_actions"]["grim"] = {**state["pending_actions"]["grim"], "type": "melee_attack"}
    del state["pending_actions"]["grim"]["sight_line"]


def test_a_round_that_rolls_more_than_its_attacks_is_walked_whole() -> None:
    body = round_of(_new_subfight)
    OPERATION.run(body)  # a valid round, played
    assert combat_resolve_odds(body, LIMITS) is None
