"""Odds of ``combat_resolve`` target by target, not path by path.

A round rolls an attack and a defence per attacker, then a damage and a toughness roll per hit: with three
attackers that is a dozen open-ended rolls, far too many paths to walk. But the bookkeeping reads each
attack only through what it does to its target (a miss, a miss that zeroed the attack, or the damage
effect of a hit), a combatant's own fields read only the attacks on them and, of the others, only which
sides still stand (an ended combat sets every daze), and the rest of the state (sub-fights, the phase)
reads of each target only whether they were hit, knocked out or killed, and whether the holder's attack
hit. So each attack's options are tallied from its rolls walked alone (:func:`grouped_pairs`), and the
rule itself runs on representative rolls: once per combination of the options of the attacks on one
combatant (with the others standing as they may), and once per combination of what the rest reads. The
balance checks on a slippery floor come first and are read only through who may act: all this is done once
per combination of who passed them. Tests hold this to the rule run on every combination of every balance
check's keys and every attack's options at once, and to every forced dice list of a one-attack round.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

import orjson

from app.rules.dice.reading import RollReading
from app.rules.dice.source import DiceSource
from app.rules.fimbulvinter.attack import MISS_ATTACK_ZEROED, attack_dice, judged_attack
from app.rules.fimbulvinter.attack import outcome_key as attack_key
from app.rules.fimbulvinter.combat.phase import read_phase_input
from app.rules.fimbulvinter.combat.resolve import (
    Round,
    attack_plan,
    balance_check,
    damage_plan,
    new_round,
    resolve_round,
    start_dazes,
)
from app.rules.fimbulvinter.combat.state import ATTACK_TYPES, LEAVE, MOVE, RESOLVE, Combat, is_out
from app.rules.fimbulvinter.damage import damage_dice, judged_damage
from app.rules.fimbulvinter.damage import outcome_key as damage_key
from app.rules.fimbulvinter.dice import RollResult
from app.rules.fimbulvinter.movement import judged_balance
from app.rules.odds.enumerate import Clock, Limits, Mass, Walked, read_classes, too_many_evaluations
from app.rules.odds.independent import certain, grouped_pairs
from app.rules.odds.summary import Tallied, Tally
from app.rules.protocol import JsonObject

K = TypeVar("K", bound=Hashable)
R = TypeVar("R")

Read = tuple[RollReading[Any], RollResult]
"""A read roll and the result it is to show."""


@dataclass(frozen=True)
class Option:
    """One way an attack can go, as far as the round reads it: ``key`` (a miss that zeroed the attack, and
    the damage effect of a hit), with representative rolls: the attack's (attack, defence) and the hit's
    (damage, toughness), each read in the rule's order."""

    key: Hashable
    attack_reads: tuple[Read, ...]
    damage_reads: tuple[Read, ...]
    hit: bool
    knocked_out: bool
    dies: bool


Choice = dict[str, Option]
"""An option per attacker."""


class _Unexpected(Exception):
    """The round rolled something else than the attacks' rolls: it is walked whole instead."""


class ChosenDice(DiceSource):
    """Shows each read roll the result chosen for it, in the rule's order; any other die is unexpected."""

    forced = False

    def __init__(self, reads: list[Read]) -> None:
        super().__init__()
        self._reads = reads
        self._next = 0

    def read(self, reading: RollReading[Any]) -> Any:
        if self._next >= len(self._reads) or self._reads[self._next][0] != reading:
            raise _Unexpected
        self._next += 1
        return self._reads[self._next - 1][1]

    def _next_face(self, low: int, high: int, step: int) -> int:
        raise _Unexpected

    def finish(self) -> None:
        if self._next != len(self._reads):
            raise _Unexpected


def combat_resolve_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied | None:
    """The odds of :func:`run_combat_resolve` when its only rolls are balance checks, attacks and their
    damage (no manoeuvre, no new sub-fight's setup contest); otherwise None, to be walked whole.

    The balance checks come first and the round reads each only through whether its roller may act, so
    the round is read target by target once per combination of who may act (:func:`balance_settings`)."""
    _, combat = read_phase_input(raw, RESOLVE)
    round_ = new_round(combat, ChosenDice([]))
    if not _only_attacks_roll(round_):
        return None
    clock = Clock.start(limits.max_seconds)
    walked: Walked = {}
    attackers = [ident for ident in round_.order if round_.actions[ident]["type"] in ATTACK_TYPES]
    start_daze = start_dazes(combat)
    evaluations = 0
    options: dict[str, list[tuple[Option, Mass]]] = {}
    for ident in attackers:
        options[ident], walks = attack_options(round_, ident, start_daze, limits, clock, walked)
        evaluations += walks
    settings, walks = balance_settings(round_, limits, clock, walked)
    evaluations += walks
    state = orjson.dumps(combat.state)
    rounds = [_Setting(round_, state, options, *setting, limits.explosion_depth) for setting in settings]
    # at most: a combination past the depth is not run
    if sum(setting.runs for setting in rounds) > limits.max_evaluations:
        raise too_many_evaluations(limits)
    entries: list[tuple[JsonObject, Mass]] = []
    first: JsonObject | None = None
    reached: list[Mass] = []
    runs = 0
    try:
        for setting in rounds:
            found, whole, made = setting.entries(clock)
            first = first or whole
            entries += found
            runs += made
            reached += [mass for _, mass in setting.joint]
    except _Unexpected:
        return None
    if first is None:  # every combination past the depth: nothing reached
        return None
    denominator = math.lcm(*(mass.denominator for _, mass in entries))
    fields = Tally()
    fields.add(first, 0)  # every field first seen in the output's own order
    for output, mass in entries:
        fields.add(output, sum(mass.counts) * (denominator // mass.denominator))
    total = sum(sum(mass.counts) * (denominator // mass.denominator) for mass in reached)
    return Tallied(fields, total, denominator, evaluations + runs)


def balance_settings(
    round_: Round, limits: Limits, clock: Clock, walked: Walked
) -> tuple[list[tuple[tuple[Read, ...], frozenset[str], Mass]], int]:
    """Every combination of who may act after the balance checks: the checks' representative rolls in the
    rule's order, who may not act, and its mass; and the evaluations the checks' rolls took."""
    settings: list[tuple[tuple[Read, ...], frozenset[str], Mass]] = [
        ((), frozenset(), Mass.sure(limits.explosion_depth))
    ]
    evaluations = 0
    for ident in round_.order:
        reading = balance_check(round_, ident)
        if reading is None:
            continue
        classes, walks = read_classes(reading, limits, clock, walked)
        evaluations += walks
        outcomes = _summed((judged_balance(key.result).may_act, key.result, key.mass) for key in classes)
        settings = [
            ((*reads, (reading, shown)), cancelled if acts else cancelled | {ident}, combined)
            for reads, cancelled, mass in settings
            for acts, shown, check_mass in outcomes
            if any((combined := mass.within(check_mass)).counts)
        ]
    return settings, evaluations


class _Setting:
    """The round read target by target for one combination of who may act (``balances``: the balance
    checks' rolls; ``cancelled``: who may not act; ``mass``: its mass)."""

    def __init__(
        self,
        round_: Round,
        state: bytes,
        options: Mapping[str, list[tuple[Option, Mass]]],
        balances: tuple[Read, ...],
        cancelled: frozenset[str],
        mass: Mass,
        depth: int,
    ) -> None:
        combat = round_.combat
        self.state = state
        self.balances = balances
        self.attackers = [ident for ident in options if ident not in cancelled]
        sure = Mass.sure(depth)
        self.targets = {  # every combination of the options of the attacks on each combatant (each key its own)
            fighter: _joined(
                [
                    [(option.key, {ident: option}, option_mass) for option, option_mass in options[ident]]
                    for ident in self.attackers
                    if round_.actions[ident]["target"] == fighter
                ],
                tuple,
                sure,
            )
            for fighter in combat.fighters
        }
        holder = round_.holder

        def projection(choice: Choice) -> Hashable:
            """What the state outside the combatants reads of the attacks on one of them."""
            chosen = choice.values()
            held = any(option.hit for ident, option in choice.items() if ident == holder)
            return (any(o.knocked_out for o in chosen), any(o.dies for o in chosen), any(o.hit for o in chosen), held)

        def standing(fighter: str) -> Callable[[Choice], Hashable]:
            """The side of ``fighter`` if they still stand after the attacks on them, else None."""
            start = combat.fighters[fighter]
            out = is_out(start)
            return lambda choice: (
                None if out or any(o.knocked_out or o.dies for o in choice.values()) else start["side"]
            )

        projected = [_summed((projection(c), c, m) for c, m in states) for states in self.targets.values()]
        self.joint = _joined(projected, tuple, mass)
        self.contexts = {}
        for fighter in combat.fighters:
            parts = [
                _summed((standing(other)(c), c, m) for c, m in self.targets[other])
                for other in combat.fighters
                if other != fighter
            ]
            sides = _joined(parts, lambda found: frozenset(side for side in found if side is not None), mass)
            self.contexts[fighter] = sides
        self.runs = len(self.joint) + sum(len(self.targets[f]) * len(self.contexts[f]) for f in combat.fighters)

    def entries(self, clock: Clock) -> tuple[list[tuple[JsonObject, Mass]], JsonObject | None, int]:
        """The outputs to tally with their masses (the joint runs' state outside the combatants, then each
        combatant's own), the first joint run's whole output (None without one), and how many runs they
        took."""
        entries: list[tuple[JsonObject, Mass]] = []
        outputs = []
        for choice, mass in self.joint:
            clock.check()
            output = self._run(choice)
            outputs.append(output)
            state = {key: value for key, value in output["state"].items() if key != "combatants"}
            entries.append(({**output, "state": state}, mass))
        runs = len(self.joint)
        for fighter, states in self.targets.items():
            for choice, mass in states:
                clock.check()
                for others, context in self.contexts[fighter]:
                    combined = mass.within(context)
                    if any(combined.counts):
                        runs += 1
                        output = self._run(choice | others)
                        own = next(f for f in output["state"]["combatants"] if f["id"] == fighter)
                        entries.append(({"state": {"combatants": [own]}}, combined))
        return entries, outputs[0] if outputs else None, runs

    def _run(self, choice: Choice) -> JsonObject:
        """The round resolved on a fresh copy of the read state with the balance checks' and each attack's
        chosen rolls."""
        reads = list(self.balances)
        reads += [read for ident in self.attackers for read in choice[ident].attack_reads]
        reads += [read for ident in self.attackers for read in choice[ident].damage_reads]
        source = ChosenDice(reads)
        result = resolve_round(Combat(orjson.loads(self.state)), source)
        source.finish()
        return result


def _only_attacks_roll(round_: Round) -> bool:
    """Whether the round rolls nothing but its balance checks and its attacks' own rolls: no move and no
    leave but the holder's."""
    for ident in round_.order:
        kind = round_.actions[ident]["type"]
        if kind == MOVE or (kind == LEAVE and ident != round_.holder):
            return False
    return True


def attack_options(
    round_: Round, ident: str, start_daze: Mapping[str, int], limits: Limits, clock: Clock, walked: Walked
) -> tuple[list[tuple[Option, Mass]], int]:
    """Every option of ``ident``'s attack with its mass, and the evaluations its rolls took."""
    depth = limits.explosion_depth
    setup, _ = attack_plan(round_, ident, round_.actions[ident])
    dice = attack_dice(setup)
    attacks, evaluations = read_classes(dice.attack, limits, clock, walked)
    if setup.gamble:
        defences = [certain(dice.defence.gamble(), depth)]
    else:
        defences, walks = read_classes(dice.defence, limits, clock, walked)
        evaluations += walks
    pairs = grouped_pairs(attacks, defences, depth, attack_key, clock)
    outcomes = _summed((judged_attack(dice, a, d).outcome, (a, d), mass) for a, d, mass in pairs)
    found: list[tuple[Option, Mass]] = []
    for _, (attack, defence), mass in outcomes:
        result = judged_attack(dice, attack, defence)
        reads: tuple[Read, ...] = ((dice.attack, attack),) + (() if setup.gamble else ((dice.defence, defence),))
        if not result.hit:
            found.append((Option((result.outcome == MISS_ATTACK_ZEROED, None), reads, (), False, False, False), mass))
            continue
        hurt = damage_dice(damage_plan(round_, ident, result, start_daze))
        damages, walks = read_classes(hurt.damage, limits, clock, walked)
        toughnesses, more = read_classes(hurt.toughness, limits, clock, walked)
        evaluations += walks + more
        pairs = grouped_pairs(damages, toughnesses, depth, damage_key, clock)
        effects = _summed((judged_damage(hurt, d, t).effect, (d, t), mass) for d, t, mass in pairs)
        for effect, (damage, toughness), damage_mass in effects:
            option = Option(
                (False, effect),
                reads,
                ((hurt.damage, damage), (hurt.toughness, toughness)),
                True,
                effect.knocked_out,
                effect.dies,
            )
            found.append((option, mass.within(damage_mass)))
    return [(option, mass) for _, option, mass in _summed((o.key, o, m) for o, m in found)], evaluations


def _joined(
    parts: Iterable[list[tuple[Hashable, Choice, Mass]]], key: Callable[[list[Hashable]], Hashable], start: Mass
) -> list[tuple[Choice, Mass]]:
    """Every combination of one group of each part (independent parts, and independent of what ``start``
    weighs), grouped by ``key`` of the groups' keys: each group's first combined choice and summed mass."""
    combinations: list[tuple[list[Hashable], Choice, Mass]] = [([], {}, start)]
    for part in parts:
        combinations = [
            ([*keys, found], choice | chosen, combined)
            for keys, choice, mass in combinations
            for found, chosen, part_mass in part
            if any((combined := mass.within(part_mass)).counts)
        ]
    return [
        (choice, mass) for _, choice, mass in _summed((key(keys), choice, mass) for keys, choice, mass in combinations)
    ]


def _summed(items: Iterable[tuple[K, R, Mass]]) -> list[tuple[K, R, Mass]]:
    """``items`` grouped by their keys: each group's key, first representative and summed mass."""
    groups: dict[K, tuple[R, Mass]] = {}
    for key, shown, mass in items:
        group = groups.get(key)
        groups[key] = (shown, mass) if group is None else (group[0], group[1].plus(mass))
    return [(key, shown, mass) for key, (shown, mass) in groups.items()]
