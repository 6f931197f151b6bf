"""``combat_initiative`` (spec §7.3): everyone able rolls Initiative once, for the whole combat."""

from __future__ import annotations

import math
from collections.abc import Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from pydantic import ConfigDict

from app.rules.ars_magica.combat.events import AmCombatStep
from app.rules.ars_magica.combat.state import (
    AmCombatState,
    arms,
    combatants_by_id,
    fatigue,
    is_active,
    working_copy,
    wounds,
)
from app.rules.ars_magica.dice import CombatDie, DieRoll, dice_source
from app.rules.ars_magica.fighting import initiative_base
from app.rules.ars_magica.models import AmInput, AmRolled, InitiativeModifiers
from app.rules.dice.reading import FoldReading
from app.rules.errors import InputError
from app.rules.odds.enumerate import Clock, Limits, Walked, walk
from app.rules.odds.independent import each_alone
from app.rules.odds.summary import Tallied, Tally
from app.rules.phases import Declaration
from app.rules.validation import ForcedFaces, parse

DICE_ORDER = "one stress die (with its botch dice) per combatant able to act, in `combatants` list order (§7.3)."


class AmCombatInitiativeInput(AmInput):
    state: AmCombatState
    modifiers: InitiativeModifiers | None = None
    dice: ForcedFaces = None


class AmInitiativeTablePart(Declaration):
    """The GM's part of the initiative phase: Initiative modifiers by combatant id (§7.3)."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"modifiers": {"grog": 1}}]})

    modifiers: InitiativeModifiers | None = None


class AmCombatInitiativeOutput(AmRolled, AmCombatStep):
    """Initiative rolled and the order fixed (phase ``declare``)."""


def check_modifiers(known: Collection[str], modifiers: Mapping[str, int], field: str) -> None:
    """Initiative modifiers name combatants of this combat (``known``: their ids)."""
    for combatant_id in modifiers:
        if combatant_id not in known:
            raise InputError(f"{field}.{combatant_id}", "unknown combatant id")


class _Roller(NamedTuple):
    """A combatant able to act, as its Initiative roll needs it."""

    base: int
    quickness: int
    botch_dice: int


Rolled = tuple[tuple[DieRoll, int], ...]
"""Each roller's die and total so far, in list order."""


@dataclass(frozen=True)
class _Initiative(FoldReading[Rolled, Rolled]):
    """Everyone able rolls in list order, read only through the order it fixes (the totals are only listed)."""

    rollers: tuple[_Roller, ...]

    def start(self) -> Rolled:
        return ()

    def next(self, state: Rolled) -> CombatDie | None:
        return CombatDie(self.rollers[len(state)].botch_dice) if len(state) < len(self.rollers) else None

    def step(self, state: Rolled, die: DieRoll) -> Rolled:
        return (*state, (die, die.total(self.rollers[len(state)].base)))

    def state_key(self, state: Rolled) -> Hashable:
        if len(state) == len(self.rollers):
            return self.key(state)
        return tuple(total for _, total in state)

    def finish(self, state: Rolled) -> Rolled:
        return state

    def key(self, result: Rolled) -> tuple[int, ...]:
        return ranking([total for _, total in result], [roller.quickness for roller in self.rollers])


def ranking(totals: Sequence[int], quickness: Sequence[int]) -> tuple[int, ...]:
    """The rollers' positions, highest total first; ties go to higher Quickness, then to the earlier in the
    list (sorted() is stable)."""
    return tuple(sorted(range(len(totals)), key=lambda index: (-totals[index], -quickness[index])))


def initiative_rollers(document: Mapping[str, Any], modifiers: Mapping[str, int] | None) -> tuple[_Roller, ...]:
    """Every combatant able to act, in list order, as its Initiative roll needs it (the modifiers checked)."""
    modifiers = modifiers or {}
    check_modifiers(combatants_by_id(document), modifiers, "modifiers")
    return tuple(
        _Roller(
            initiative_base(
                quickness=combatant["quickness"],
                arms=arms(combatant),
                encumbrance=combatant["encumbrance"],
                modifiers=modifiers.get(combatant["id"], 0),
                wounds=wounds(combatant),
                fatigue=fatigue(combatant),
            ),
            combatant["quickness"],
            combatant["botch_dice"],
        )
        for combatant in document["combatants"]
        if is_active(combatant)
    )


def roll_initiative(state: AmCombatState, modifiers: Mapping[str, int] | None, raw_dice: object) -> dict[str, Any]:
    """Roll for every combatant able to act, in list order, and fix the order (Decisions §8.27, §8.28)."""
    document = working_copy(state, "initiative")
    combatants = document["combatants"]
    rollers = initiative_rollers(document, modifiers)
    able = [combatant for combatant in combatants if is_active(combatant)]
    source = dice_source(raw_dice)
    rolled = source.read(_Initiative(rollers))
    source.finish()
    events: list[dict[str, Any]] = []
    texts: list[str] = []
    results = iter(zip(rollers, rolled, strict=True))
    for combatant in combatants:
        if not is_active(combatant):
            combatant["initiative"] = None
            events.append({"type": "initiative_skipped", "id": combatant["id"], "status": combatant["status"]})
            continue
        roller, (die, total) = next(results)
        combatant["initiative"] = total
        events.append(
            {
                "type": "initiative",
                "id": combatant["id"],
                "total": total,
                "faces": list(die.faces),
                "botched": die.botched,
            }
        )
        texts.append(f"{combatant['id']} {roller.base} + die {die.text()} = {total}")
    order = ranking([total for _, total in rolled], [roller.quickness for roller in rollers])
    document["order"] = [able[index]["id"] for index in order]
    document["round"] = 1
    document["phase"] = "declare"
    events.append({"type": "order_fixed", "order": list(document["order"])})
    texts.append("order: " + ", ".join(document["order"]))
    return {"state": document, "events": events, "dice": source.used, "breakdown": "; ".join(texts)}


def run_combat_initiative(raw: Mapping[str, Any]) -> dict[str, Any]:
    request = parse(AmCombatInitiativeInput, raw)
    return roll_initiative(request.state, request.modifiers, request.dice)


def combat_initiative_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied:
    """The odds of :func:`run_combat_initiative` with each combatant's own Initiative: the walk reads the
    rolls only through the order they fix (each total it shows is one representative), so it gives
    every field but the combatants; each combatant's Initiative reads its own die alone
    (:func:`app.rules.odds.independent.each_alone`, the explosion depth shared as on the walk), and the
    rest of a combatant does not change with the dice."""
    clock = Clock.start(limits.max_seconds)
    walked: Walked = {}  # the dice the walk read, read again alone
    ordered = walk(lambda: run_combat_initiative(raw), limits, clock=clock, walked=walked)
    request = parse(AmCombatInitiativeInput, raw)
    rollers = initiative_rollers(working_copy(request.state, "initiative"), request.modifiers)
    alone = each_alone([CombatDie(roller.botch_dice) for roller in rollers], limits, clock, walked)
    walk_denominator = math.lcm(*(size for _, _, size in ordered.leaves))
    denominator = math.lcm(walk_denominator, alone.denominator)
    shown = ordered.leaves[0][0]
    fields = Tally()
    fields.add(shown, 0)  # every field first seen in the output's own order
    reached = 0
    for output, sequences, size in ordered.leaves:
        weight = sequences * (denominator // size)
        reached += weight
        state = {key: value for key, value in output["state"].items() if key != "combatants"}
        fields.add({**output, "state": state}, weight)
    scale = denominator // alone.denominator
    assert reached == alone.reached * scale, "the walk and the rolls alone cut the same paths"
    dice = iter(zip(rollers, alone.results, strict=True))
    for combatant in shown["state"]["combatants"]:
        if combatant["initiative"] is None:
            fields.add({"state": {"combatants": [combatant]}}, reached)
            continue
        roller, results = next(dice)
        for die, weight in results:
            fields.add({"state": {"combatants": [{**combatant, "initiative": die.total(roller.base)}]}}, weight * scale)
    return Tallied(fields, reached, denominator, ordered.evaluations + alone.evaluations)
