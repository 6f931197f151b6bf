"""How a combat moves on (§7.2): passing the turn, the end condition, applying damage to a combatant and
scheduling the timers of bleeding and dying conditions."""

from __future__ import annotations

from typing import Any

from app.rules.i_rikets_tjanst.catalogue import BLEEDING_RANK, BLEEDING_TICK_ROUNDS, RATE_ROUNDS
from app.rules.i_rikets_tjanst.combat.state import EndedReason, IrtCombatant, IrtCombatState, IrtCondition
from app.rules.i_rikets_tjanst.damage import apply_damage, damage_step

Events = list[dict[str, Any]]


def end_reason(state: IrtCombatState) -> EndedReason | None:
    """The combat ends when the able combatants belong to one side (or none are left)."""
    sides = {combatant.side for combatant in state.combatants if combatant.able}
    if not sides:
        return "no_one_left"
    return "one_side_left" if len(sides) == 1 else None


def end_combat(state: IrtCombatState, reason: EndedReason, events: Events) -> None:
    state.phase = "ended"
    state.turn_index = None
    state.pending_attack = None
    state.ended_reason = reason
    events.append({"type": "combat_ended", "reason": reason})


def pass_turn(state: IrtCombatState, events: Events, after: int) -> None:
    """First the end condition; then the next able combatant after ``after`` in order gets the turn;
    when there is none the round ends and the next one waits for its start."""
    reason = end_reason(state)
    if reason is not None:
        end_combat(state, reason, events)
        return
    for index in range(after + 1, len(state.order)):
        if state.get(state.order[index]).able:
            state.phase = "turn"
            state.turn_index = index
            events.append({"type": "turn_started", "actor": state.order[index]})
            return
    state.round += 1
    state.phase = "round_start"
    state.turn_index = None
    events.append({"type": "round_ended", "next_round": state.round})


def first_roll_round(rate: str, gained_in: int) -> int:
    """A condition gained in round r first fires at the start of round r + its interval."""
    return gained_in + RATE_ROUNDS[rate]


def next_tick_round(bleeding: str, from_round: int) -> int | None:
    """Light bleeding ticks every 12 rounds, heavy every round; none never."""
    tick = BLEEDING_TICK_ROUNDS.get(bleeding)
    return None if tick is None else from_round + tick


def harm(
    state: IrtCombatState,
    target: IrtCombatant,
    hp_damage: int,
    events: Events,
    *,
    source: str,
    critical: tuple[str, int] | None = None,
) -> None:
    """§6.9 on a combatant, then its timers: new conditions fire after their interval, a bleeding that
    starts or is upgraded ticks after its own interval and resets the stop-bleeding attempts."""
    outcome = apply_damage(
        target,
        target.toughness,
        hp_damage,
        critical,
    )
    if BLEEDING_RANK[outcome.bleeding] > BLEEDING_RANK[target.bleeding]:
        target.bleeding_next_round = next_tick_round(outcome.bleeding, state.round)
        target.stop_bleeding_attempts = 0
    target.damage, target.stress, target.bleeding = outcome.damage, outcome.stress, outcome.bleeding
    target.unconscious, target.dead = outcome.unconscious, outcome.dead
    target.prone = target.prone or outcome.fell_prone
    target.dying.extend(
        IrtCondition.model_construct(
            **condition,
            stabilise_attempts=0,
            next_roll_round=first_roll_round(condition["rate"], state.round),
        )
        for condition in outcome.new_conditions
    )
    events.append(
        {
            "type": "damage_applied",
            "target": target.id,
            "hp_damage": hp_damage,
            "source": source,
            "damage": target.damage,
            "damage_step": damage_step(target.damage, target.toughness, target.dead),
            "stress_gained": outcome.stress_gained,
            "breakdown_rolls": outcome.breakdown_rolls,
            "events": outcome.events,
        }
    )
