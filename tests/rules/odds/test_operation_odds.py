"""Operation odds against the truth: exhaustive enumeration of every forced-dice list through the rule
function itself for small inputs, a seeded Monte Carlo for open-ended ones, and exact sums."""

from __future__ import annotations

import copy
import gc
import itertools
import math
import random
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import pytest

from app.rules import SYSTEMS, InputError
from app.rules.dice.source import DiceSource, dice_for_play
from app.rules.fimbulvinter.catalogue import SKILLS
from app.rules.limits import MAX_COMBATANTS
from app.rules.odds import LIMITS, Limits, operation_odds
from app.rules.odds.enumerate import gc_paused
from app.rules.odds.summary import flatten

Distribution = dict[str, dict[Any, Fraction]]

FACES = {"fimbulvinter": (0, 9), "ars-magica": (0, 9), "terminus-alfa": (1, 6), "i-rikets-tjanst": (1, 12)}


def odds(system: str, operation: str, body: Mapping[str, Any], limits: Limits = LIMITS) -> dict[str, Any]:
    return operation_odds(system, SYSTEMS[system].operations[operation], body, limits)


def exact(answer: Mapping[str, Any]) -> Distribution:
    return {
        path: {(type(c["value"]), c["value"]): Fraction(c["fraction"]) for c in chances if not c["absent"]}
        for path, chances in answer["outcomes"].items()
    }


def exhaustive(system: str, operation: str, body: Mapping[str, Any], longest: int) -> Distribution:
    """Every forced-dice list of up to ``longest`` faces through the operation: those it accepts whole
    are the paths, each as likely as its faces."""
    rule = SYSTEMS[system].operations[operation]
    low, high = FACES[system]
    sides = high - low + 1
    found: dict[str, dict[Any, Fraction]] = {}
    total = Fraction(0)
    for length in range(longest + 1):
        for faces in itertools.product(range(low, high + 1), repeat=length):
            try:
                output = rule.run({**body, "dice": list(faces)})
            except InputError as error:
                assert error.field == "dice", error.detail
                continue
            weight = Fraction(1, sides**length)
            total += weight
            for path, value in flatten(output):
                values = found.setdefault(path, {})
                values[(type(value), value)] = values.get((type(value), value), Fraction(0)) + weight
    assert total == 1, "the forced lists tried do not cover every path"
    return found


SMALL = [
    ("fimbulvinter", "check", {"attribute": 1, "skill": 4, "difficulty": "challenging", "open_ended": False}, 1),
    (
        "fimbulvinter",
        "check",
        {"attribute": 1, "skill": 2, "difficulty": "hard", "open_ended": False, "pushes": 2},
        3,
    ),
    (
        "fimbulvinter",
        "opposed",
        {"initiator": {"skill": 4, "open_ended": False, "blocks": 1}, "resister": {"skill": 3, "open_ended": False}},
        3,
    ),
    ("terminus-alfa", "check", {"ability": 11, "grade": {"fixed": 20}, "rules": {"terminus_max_chain": 1}}, 4),
    ("terminus-alfa", "roll", {"modifier": 2, "rules": {"terminus_explodes": False}}, 2),
    (  # against a master grade: computed roll by roll (check_odds), not walked
        "terminus-alfa",
        "check",
        {"ability": 3, "grade": {"level": "normal"}, "rules": {"terminus_explodes": False}},
        4,
    ),
    ("ars-magica", "roll", {"die": "simple"}, 1),
    ("ars-magica", "check", {"characteristic": 2, "ability": 3, "ease_factor": 9, "die": "simple"}, 1),
    ("i-rikets-tjanst", "roll", {"attr_a": 2, "attr_b": 1, "difficulty": "hard"}, 3),
    ("i-rikets-tjanst", "critical_hit", {"damage_type": "stab", "twelves": 2, "penetrating": True, "hp_damage": 4}, 1),
]


@pytest.mark.parametrize(("system", "operation", "body", "longest"), SMALL, ids=[f"{s}-{o}" for s, o, *_ in SMALL])
def test_small_inputs_match_every_forced_dice_list(
    system: str, operation: str, body: Mapping[str, Any], longest: int
) -> None:
    answer = odds(system, operation, body)
    assert answer["tail_fraction"] == "0"
    assert exact(answer) == exhaustive(system, operation, body, longest)
    for chances in answer["outcomes"].values():
        assert sum(Fraction(chance["fraction"]) for chance in chances) == 1


def test_every_field_sums_to_one_with_the_tail_exactly() -> None:
    answer = odds("ars-magica", "check", {"characteristic": 2, "ability": 3, "ease_factor": 9, "botch_dice": 2})
    tail = Fraction(answer["tail_fraction"])
    assert 0 < tail < Fraction(1, 10**6)
    for chances in answer["outcomes"].values():
        assert sum(Fraction(chance["fraction"]) for chance in chances) + tail == 1


def test_the_tail_shrinks_tenfold_with_each_level_of_depth() -> None:
    body = {"attribute": 1, "skill": 4, "difficulty": "challenging"}
    tails = [Fraction(odds("fimbulvinter", "check", body, Limits(explosion_depth=d))["tail_fraction"]) for d in (2, 3)]
    assert tails == [Fraction(1, 1000), Fraction(1, 10000)]


class SeededDice(DiceSource):
    forced = False

    def __init__(self, rng: random.Random) -> None:
        super().__init__()
        self._rng = rng

    def _next_face(self, low: int, high: int, step: int) -> int:
        return self._rng.randrange(low, high + 1, step)

    def finish(self) -> None:
        """Nothing is ever left over."""


ROLLS = 100_000

OPEN_ENDED = [
    ("fimbulvinter", "opposed", {"initiator": {"attribute": 2, "skill": 4}, "resister": {"attribute": 1, "skill": 4}}),
    ("ars-magica", "check", {"characteristic": 2, "ability": 3, "ease_factor": 9, "botch_dice": 2}),
    (
        "fimbulvinter",
        "contest",
        {"contestants": [{"id": "a", "skill": 3}, {"id": "b", "skill": 3}, {"id": "c", "skill": 2, "pushes": 1}]},
    ),
]


@pytest.mark.parametrize(("system", "operation", "body"), OPEN_ENDED, ids=[f"{s}-{o}" for s, o, _ in OPEN_ENDED])
def test_a_seeded_monte_carlo_agrees_within_four_standard_errors(
    system: str, operation: str, body: Mapping[str, Any]
) -> None:
    answer = exact(odds(system, operation, body))
    rng = random.Random(23)
    rule = SYSTEMS[system].operations[operation]
    seen: dict[str, dict[Any, int]] = {}
    with dice_for_play(lambda: SeededDice(rng)):
        for _ in range(ROLLS):
            for path, value in flatten(rule.run(body)):
                values = seen.setdefault(path, {})
                values[(type(value), value)] = values.get((type(value), value), 0) + 1
    for path in ("outcome", "succeeded", "winner", "botched", "margin"):
        for key, probability in answer.get(path, {}).items():
            p = float(probability)
            error = math.sqrt(p * (1 - p) / ROLLS)
            assert abs(seen[path].get(key, 0) / ROLLS - p) <= 4 * error + 1e-9, (path, key)


def test_dice_given_are_the_faces_seen_and_those_never_taken_are_refused() -> None:
    """Fimbulvinter's check: a seen 4 settles it (no nine, no explosion); a seen 9 leaves its extra die."""
    settled = odds("fimbulvinter", "check", {"skill": 2, "difficulty": "hard", "dice": [4]})
    assert settled["outcomes"]["total"] == [{"value": 6, "absent": False, "probability": 1.0, "fraction": "1"}]
    assert settled["evaluations"] == 1
    open_ended = odds("fimbulvinter", "check", {"skill": 2, "difficulty": "hard", "dice": [9]})
    assert len(open_ended["outcomes"]["total"]) > 1
    for dice in ([4, 4], [10], [-1], ["4"], 4):
        with pytest.raises(InputError) as refused:
            odds("fimbulvinter", "check", {"skill": 2, "difficulty": "hard", "dice": dice})
        assert refused.value.field == "dice"


def test_a_pool_too_large_to_walk_is_refused_at_once_on_body() -> None:
    with pytest.raises(InputError) as refused:
        odds("i-rikets-tjanst", "roll_dice", {"count": 12})  # the sum of 12 d12: every multiset
    assert refused.value.field == "body"
    assert "evaluations" in refused.value.message


def test_a_walk_past_its_time_budget_is_refused_on_body() -> None:
    body = {"initiator": {"skill": 4}, "resister": {"skill": 3}}
    with pytest.raises(InputError) as refused:
        odds("fimbulvinter", "opposed", body, Limits(max_seconds=0))
    assert refused.value.field == "body"
    assert "takes more than 0 s" in refused.value.message


def test_the_garbage_collector_runs_again_after_a_walk_whatever_its_end() -> None:
    assert gc.isenabled()
    with gc_paused():
        with gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # only the pause that found it running restarts it
    assert gc.isenabled()
    with pytest.raises(InputError):
        odds("fimbulvinter", "opposed", {"initiator": {"skill": 4}}, Limits(max_seconds=0))
    assert gc.isenabled()
    gc.disable()
    try:
        odds("fimbulvinter", "check", {"skill": 2, "difficulty": "hard"})
        assert not gc.isenabled()  # a collector someone else stopped stays stopped
    finally:
        gc.enable()


def test_a_combat_of_the_most_combatants_answers_each_one() -> None:
    """Fifty Fimbulvinter combatants of twenty skills each: every combatant's fields fit in one answer."""
    operation = SYSTEMS["fimbulvinter"].operations["combat_advantage"]
    example = next(example for example in operation.examples if example.status == 200)
    state = copy.deepcopy(example.input["state"])
    skills = dict.fromkeys(sorted(SKILLS)[:20], 1)
    fighters = state["combatants"]
    for fighter in fighters:
        fighter["skills"] = {**skills, **fighter["skills"]}
    fighters += [
        {**copy.deepcopy(fighters[-1]), "id": f"extra{n}", "name": f"extra{n}"}
        for n in range(MAX_COMBATANTS - len(fighters))
    ]
    assert len(fighters) == MAX_COMBATANTS
    answer = operation_odds("fimbulvinter", operation, {"state": state})
    named = {path.split("]")[0] for path in answer["outcomes"] if path.startswith("state.combatants[")}
    assert len(named) == MAX_COMBATANTS
    assert sum(len(chances) for chances in answer["outcomes"].values()) > 2_000


def test_an_initiative_order_answers_who_acts_in_each_place() -> None:
    """I rikets tjänst: equal Strid, so a tie goes to input order and anton acts first on 78 of the 144
    pairs of dice (his die at least vakt's); with fifty combatants every place has every combatant."""
    operation = SYSTEMS["i-rikets-tjanst"].operations["initiative"]
    pair_body = {"combatants": [{"id": "anton", "strid": 2}, {"id": "vakt", "strid": 2}]}
    pair = operation_odds("i-rikets-tjanst", operation, pair_body)
    first = {chance["value"]: chance["fraction"] for chance in pair["outcomes"]["order[0]"]}
    assert first == {"anton": "13/24", "vakt": "11/24"}
    assert {chance["value"]: chance["fraction"] for chance in pair["outcomes"]["order[1]"]} == {
        "anton": "11/24",
        "vakt": "13/24",
    }
    crowd = [{"id": f"c{n}", "strid": n % 5} for n in range(MAX_COMBATANTS)]
    answer = operation_odds("i-rikets-tjanst", operation, {"combatants": crowd})
    for place in range(MAX_COMBATANTS):
        chances = answer["outcomes"][f"order[{place}]"]
        assert len(chances) == MAX_COMBATANTS
        assert sum(Fraction(chance["fraction"]) for chance in chances) == 1


def test_the_attacks_of_a_phase_are_answered_in_the_order_declared() -> None:
    """Terminus Alfa's worked opponent attacks: the guard's melee attack misses only when the shared GM
    roll fumbles (a double one: the attack counts 0), so `attacks[0].hit` is false on 1 of 36."""
    operation = SYSTEMS["terminus-alfa"].operations["combat_opponent_attacks"]
    example = next(example for example in operation.examples if example.status == 200)
    body = {key: value for key, value in example.input.items() if key != "dice"}
    answer = operation_odds("terminus-alfa", operation, body)
    assert example.output["attacks"][0]["opponent_id"] == "vagt"
    hit = {chance["value"]: chance["fraction"] for chance in answer["outcomes"]["attacks[0].hit"]}
    assert hit == {False: "1/36", True: "35/36"}
    assert "events[0].type" not in answer["outcomes"]  # events retell the attacks and the state
