"""``combat_resolve`` (spec §7.5): act in initiative order, then end the round or the combat."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from app.rules.ars_magica.combat.events import AmCombatStep, combat_ended
from app.rules.ars_magica.combat.state import (
    AmCombatState,
    armour,
    arms,
    fatigue,
    is_active,
    refresh_status,
    working_copy,
    wounds,
)
from app.rules.ars_magica.condition import FRESH, NO_WOUNDS, Fatigue, WoundId, Wounds, status
from app.rules.ars_magica.dice import CombatDie, DieRoll, dice_source
from app.rules.ars_magica.exchange import Attack, Attacker, Defender, Exchange, ScoreRoll
from app.rules.ars_magica.models import AmInput, AmRolled
from app.rules.dice.reading import FoldReading
from app.rules.validation import ForcedFaces, parse

DICE_ORDER = (
    "for each attack in `order` order, the attacker's stress die (with its botch dice), then the defender's if "
    "it can act; skipped and void actions use none (§7.5)."
)


class AmCombatResolveInput(AmInput):
    state: AmCombatState
    dice: ForcedFaces = None


class AmCombatResolveOutput(AmRolled, AmCombatStep):
    """The round's actions in order, then the next round or the end."""


Condition = tuple[Wounds, Fatigue, bool]
"""What a round changes of a combatant: its wounds, its fatigue and whether it is dead."""


def _active(condition: Condition) -> bool:
    return status(*condition) == "active"


class _Swing(NamedTuple):
    """An attack so far: its Attack roll, then its Defence die (if rolled) and the wound dealt."""

    attack: ScoreRoll | None = None
    defence: DieRoll | None = None
    settled: bool = False
    wound: WoundId | None = None


@dataclass(frozen=True)
class _AttackDice(FoldReading[_Swing, Exchange]):
    """One attack of the round, its Attack die then its Defence die (if the defender can act), read only
    through the wound it deals: the rest of the round follows from that (the totals are only listed).
    Only the wound is worked out for each pair of dice; the whole exchange, for the one shown."""

    attack: Attack

    def start(self) -> _Swing:
        return _Swing()

    def next(self, state: _Swing) -> CombatDie | None:
        if state.settled:
            return None
        roller = self.attack.attacker if state.attack is None else self.attack.defender
        return CombatDie(roller.botch_dice)

    def step(self, state: _Swing, die: DieRoll) -> _Swing:
        attack = self.attack
        rolled = state.attack
        if rolled is None:
            rolled = attack.attack_roll(die)
            if attack.defended:
                return _Swing(rolled)
            return _Swing(rolled, None, True, attack.wound_dealt(rolled.total, rolled.die.botched))
        advantage = rolled.total - attack.defence_dice.total(die)
        return _Swing(rolled, die, True, attack.wound_dealt(advantage, rolled.die.botched))

    def state_key(self, state: _Swing) -> Hashable:
        if state.settled:
            return ("settled", state.wound)
        if state.attack is not None:
            return ("attacked", state.attack.total, state.attack.die.botched)
        return ()

    def finish(self, state: _Swing) -> Exchange:
        assert state.attack is not None
        defence = None if state.defence is None else self.attack.defence_roll(state.defence)
        return self.attack.settle(state.attack, defence)

    def key(self, result: Exchange) -> Hashable:
        return result.wound


@dataclass(frozen=True, slots=True)
class _Planned:
    """A declared action of the round, by combatant positions (the rest only for an attack)."""

    actor: int
    action: str
    target: int = -1
    range_increments: int | None = None
    exertion: bool = False
    attack_modifier: int = 0


class _RoundState(NamedTuple):
    """The round so far: the next planned action, everyone's condition, the events and texts so far."""

    at: int
    conditions: tuple[Condition, ...]
    events: tuple[dict[str, Any], ...] = ()
    texts: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Round(FoldReading[_RoundState, _RoundState]):
    """The round's actions in initiative order, read only through everyone's condition at its end: each
    attack rolls its dice, the other actions none."""

    ids: tuple[str, ...]
    attackers: tuple[Attacker | None, ...]
    """Each combatant as an attacker, before its condition and declaration (None: its weapon cannot)."""
    defenders: tuple[Defender, ...]
    """Each combatant as a defender, before its condition and its own declaration."""
    guards: tuple[tuple[bool, int], ...]
    """Each combatant's own ``exert_defence`` and ``defence_modifier`` this round."""
    plan: tuple[_Planned, ...]
    conditions: tuple[Condition, ...]

    def start(self) -> _RoundState:
        return self._advance(_RoundState(0, self.conditions))

    def next(self, state: _RoundState) -> _AttackDice | None:
        return None if state.at == len(self.plan) else _AttackDice(self._attack(state))

    def _attack(self, state: _RoundState) -> Attack:
        planned = self.plan[state.at]
        attacker, defender = self.attackers[planned.actor], self.defenders[planned.target]
        assert attacker is not None
        exert_defence, defence_modifier = self.guards[planned.target]
        wounds, fatigue, _ = state.conditions[planned.actor]
        target_wounds, target_fatigue, _ = state.conditions[planned.target]
        return Attack(
            replace(
                attacker,
                wounds=wounds,
                fatigue=fatigue,
                modifiers=planned.attack_modifier,
                exertion=planned.exertion,
            ),
            replace(
                defender,
                wounds=target_wounds,
                fatigue=target_fatigue,
                modifiers=defence_modifier,
                exertion=exert_defence,
            ),
            planned.range_increments,
        )

    def step(self, state: _RoundState, exchange: Exchange) -> _RoundState:
        planned = self.plan[state.at]
        conditions = list(state.conditions)
        wounds, _, dead = conditions[planned.actor]
        conditions[planned.actor] = (wounds, exchange.attacker_fatigue_after, dead)
        _, _, dead = conditions[planned.target]
        conditions[planned.target] = (
            exchange.defender_wounds_after,
            exchange.defender_fatigue_after,
            dead or exchange.defender_dead,
        )
        actor_id, target_id = self.ids[planned.actor], self.ids[planned.target]
        defence = exchange.defence
        event = {
            "type": "attack",
            "id": actor_id,
            "target": target_id,
            "attack_total": exchange.attack.total,
            "attack_faces": list(exchange.attack.die.faces),
            "attack_botched": exchange.attack.die.botched,
            "defence_rolled": defence is not None,
            "defence_total": defence.total if defence else 0,
            "defence_faces": list(defence.die.faces) if defence else [],
            "defence_botched": defence.die.botched if defence else False,
            **exchange.outcome_json(),
        }
        text = f"{actor_id} -> {target_id}: {exchange.breakdown()}"
        return self._advance(_RoundState(state.at + 1, tuple(conditions), (*state.events, event), (*state.texts, text)))

    def _advance(self, state: _RoundState) -> _RoundState:
        """Up to the next attack that rolls: actions lost, other actions and void attacks roll nothing."""
        at, conditions, events = state.at, state.conditions, list(state.events)
        while at < len(self.plan):
            planned = self.plan[at]
            actor_id = self.ids[planned.actor]
            condition = conditions[planned.actor]
            if not _active(condition):
                events.append({"type": "action_lost", "id": actor_id, "status": status(*condition)})
            elif planned.action != "attack":
                events.append({"type": planned.action, "id": actor_id})
            elif conditions[planned.target][2]:
                # Decision §8.30: an attack on the dead is void and rolls nothing.
                target_id = self.ids[planned.target]
                events.append({"type": "attack_void", "id": actor_id, "target": target_id, "reason": "target dead"})
            else:
                break
            at += 1
        return _RoundState(at, conditions, tuple(events), state.texts)

    def state_key(self, state: _RoundState) -> Hashable:
        return (state.at, state.conditions)

    def finish(self, state: _RoundState) -> _RoundState:
        return state

    def key(self, result: _RoundState) -> Hashable:
        return result.conditions


def _attacker(combatant: Mapping[str, Any]) -> Attacker | None:
    """The combatant as an attacker, before its condition and declaration (None: it cannot attack)."""
    held = arms(combatant)
    if held.atk is None or held.dam is None:
        return None
    return Attacker(
        dexterity=combatant["dexterity"],
        strength=combatant["strength"],
        ability=combatant["ability"],
        weapon_attack=held.atk,
        weapon_damage=held.dam,
        missile=held.weapon.is_missile,
        wounds=NO_WOUNDS,
        fatigue=FRESH,
        damage_modifier=combatant["damage_modifier"],
        botch_dice=combatant["botch_dice"],
    )


def _defender(combatant: Mapping[str, Any]) -> Defender:
    """The combatant as a defender, before its condition and its own declaration."""
    return Defender(
        quickness=combatant["quickness"],
        stamina=combatant["stamina"],
        ability=combatant["ability"],
        arms=arms(combatant),
        armour=armour(combatant),
        wounds=NO_WOUNDS,
        fatigue=FRESH,
        size=combatant["size"],
        soak_modifier=combatant["soak_modifier"],
        botch_dice=combatant["botch_dice"],
    )


def _round(document: Mapping[str, Any]) -> _Round:
    """The round the state's order and declarations call for."""
    combatants = document["combatants"]
    position = {combatant["id"]: index for index, combatant in enumerate(combatants)}
    declared = {declaration["actor"]: declaration for declaration in document["declarations"]}
    plan = tuple(
        _Planned(position[actor_id], declared[actor_id]["action"])
        if declared[actor_id]["action"] != "attack"
        else _Planned(
            position[actor_id],
            "attack",
            position[declared[actor_id]["target"]],
            declared[actor_id]["range_increments"],
            declared[actor_id]["exertion"],
            declared[actor_id]["attack_modifier"],
        )
        for actor_id in document["order"]
        if actor_id in declared
    )
    own = [declared.get(combatant["id"]) for combatant in combatants]
    guards = tuple((False, 0) if mine is None else (mine["exert_defence"], mine["defence_modifier"]) for mine in own)
    return _Round(
        ids=tuple(combatant["id"] for combatant in combatants),
        attackers=tuple(_attacker(combatant) for combatant in combatants),
        defenders=tuple(_defender(combatant) for combatant in combatants),
        guards=guards,
        plan=plan,
        conditions=tuple((wounds(combatant), fatigue(combatant), combatant["dead"]) for combatant in combatants),
    )


def resolve_round(state: AmCombatState, raw_dice: object) -> dict[str, Any]:
    """Every declared action in initiative order; then the next round, or the end (Decision §8.31)."""
    document = working_copy(state, "resolve")
    source = dice_source(raw_dice)
    ended = source.read(_round(document))
    source.finish()
    for combatant, (wounds_after, fatigue_after, dead) in zip(document["combatants"], ended.conditions, strict=True):
        combatant["wounds"] = wounds_after.to_json()
        combatant["fatigue"] = fatigue_after.to_json()
        combatant["dead"] = dead
        refresh_status(combatant)
    events = list(ended.events)
    document["declarations"] = []
    sides = list(dict.fromkeys(combatant["side"] for combatant in document["combatants"] if is_active(combatant)))
    if len(sides) <= 1:
        winner = sides[0] if sides else None
        document["phase"] = "ended"
        document["winner_side"] = winner
        events.append(combat_ended("one_side_left" if winner else "no_side_left", winner))
    else:
        document["round"] += 1
        document["phase"] = "declare"
        events.append({"type": "round_ended", "next_round": document["round"]})
    return {
        "state": document,
        "events": events,
        "dice": source.used,
        "breakdown": "; ".join(ended.texts) or "no attacks",
    }


def run_combat_resolve(raw: Mapping[str, Any]) -> dict[str, Any]:
    request = parse(AmCombatResolveInput, raw)
    return resolve_round(request.state, request.dice)
