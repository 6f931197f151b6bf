"""Response models of the combat operations: the state document exactly as returned, and every event."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from app.rules.i_rikets_tjanst.fields import AttackKind, Bleeding, DifficultyId, Movement, Rate
from app.rules.i_rikets_tjanst.models.attack import IrtDefenceResult
from app.rules.i_rikets_tjanst.models.checks import IrtCheckResult
from app.rules.i_rikets_tjanst.models.common import IrtBreakdownRoll, IrtCritical, IrtResources, Output
from app.rules.i_rikets_tjanst.models.damage import DamageEvent, DamageStep


class IrtAttributesView(Output):
    analys: int
    fysik: int
    smidighet: int
    strid: int
    vilja: int
    list: int
    samspel: int
    sinnen: int


class IrtConditionView(Output):
    id: str
    cause: Literal["shock", "critical"]
    rate: Rate
    stabilisation: int
    stabilised: bool
    stabilise_attempts: int = Field(description="In-combat attempts (only the first can be made).")
    next_roll_round: int | None = Field(description="Round of the next survival roll; null once stable.")
    source: str | None = Field(None, description="`<damage_type>:<row>`, only for critical conditions.")


class IrtCombatantView(Output):
    id: str
    name: str
    side: str
    attributes: IrtAttributesView
    damage: int
    stress: int
    fokus: int
    stability: int
    protection: int
    crit_toughness: int
    bleeding: Bleeding
    stop_bleeding_attempts: int
    dying: list[IrtConditionView]
    unconscious: bool
    dead: bool
    prone: bool
    initiative_die: int
    initiative: int
    bleeding_next_round: int | None
    acted: bool
    moved: Movement


class IrtWeaponView(Output):
    damage: int
    damage_type: str
    penetrating: bool


class IrtPendingAttackView(Output):
    attacker: str
    target: str
    kind: AttackKind
    weapon: IrtWeaponView
    effective_difficulty: DifficultyId
    required_successes: int
    faces: list[int]
    successes: int
    twelves: int
    target_aware: bool
    dice_added: bool


class IrtCombatStateView(Output):
    system_id: Literal["i-rikets-tjanst"]
    round: int
    phase: Literal["round_start", "turn", "reaction", "ended"]
    order: list[str]
    turn_index: int | None
    combatants: list[IrtCombatantView]
    pending_attack: IrtPendingAttackView | None
    ended_reason: Literal["one_side_left", "no_one_left", "gm"] | None


class IrtInitiativeEvent(Output):
    type: Literal["initiative"]
    id: str
    die: int
    initiative: int


class IrtRoundStartedEvent(Output):
    type: Literal["round_started"]
    round: int


class IrtTurnStartedEvent(Output):
    type: Literal["turn_started"]
    actor: str


class IrtRoundEndedEvent(Output):
    type: Literal["round_ended"]
    next_round: int


class IrtCombatEndedEvent(Output):
    type: Literal["combat_ended"]
    reason: Literal["one_side_left", "no_one_left", "gm"]


class IrtBleedingTickEvent(Output):
    type: Literal["bleeding_tick"]
    combatant: str
    bleeding: Literal["light", "heavy"]


class IrtDamageAppliedEvent(Output):
    type: Literal["damage_applied"]
    target: str
    hp_damage: int
    source: Literal["attack", "bleeding"]
    damage: int = Field(description="The new KP damage total.")
    damage_step: DamageStep
    stress_gained: int
    breakdown_rolls: list[IrtBreakdownRoll]
    events: list[DamageEvent]


class IrtSurvivalRollEvent(Output):
    type: Literal["survival_roll"]
    combatant: str
    condition_id: str
    faces: list[int]
    successes: int
    required_successes: int
    survived: bool
    stabilisation_gained: int
    stabilisation: int
    stabilised: bool
    resources: IrtResources


class IrtDiedEvent(Output):
    type: Literal["died"]
    combatant: str
    condition_id: str


class IrtAttackRolledEvent(Output):
    type: Literal["attack_rolled"]
    actor: str
    target: str
    faces: list[int]
    successes: int
    twelves: int
    effective_difficulty: DifficultyId
    resources: IrtResources


class IrtActionImpossibleEvent(Output):
    type: Literal["action_impossible"]
    actor: str
    action: str


class IrtStabiliseEvent(Output):
    type: Literal["stabilise"]
    actor: str
    target: str
    condition_id: str
    faces: list[int]
    successes: int
    stabilisation_gained: int
    stabilisation: int
    stabilised: bool
    resources: IrtResources


class IrtStopBleedingEvent(Output):
    type: Literal["stop_bleeding"]
    actor: str
    target: str
    faces: list[int]
    successes: int
    bleeding: Bleeding
    resources: IrtResources


class IrtSimpleActionEvent(Output):
    type: Literal["stand_up", "none"]
    actor: str


class IrtOtherEvent(Output):
    type: Literal["other"]
    actor: str
    note: str | None
    roll: IrtCheckResult | None


class IrtAttackDiceAddedEvent(Output):
    type: Literal["attack_dice_added"]
    actor: str
    faces: list[int]
    resources: IrtResources


class IrtActiveDefenceEvent(Output):
    type: Literal["active_defence"]
    actor: str
    defence: IrtDefenceResult


class IrtAttackResolvedEvent(Output):
    type: Literal["attack_resolved"]
    attacker: str
    target: str
    net_successes: int
    hit: bool
    effect: int | None
    hp_damage: int
    critical: IrtCritical | None


IrtCombatEvent = Annotated[
    IrtInitiativeEvent
    | IrtRoundStartedEvent
    | IrtTurnStartedEvent
    | IrtRoundEndedEvent
    | IrtCombatEndedEvent
    | IrtBleedingTickEvent
    | IrtDamageAppliedEvent
    | IrtSurvivalRollEvent
    | IrtDiedEvent
    | IrtAttackRolledEvent
    | IrtActionImpossibleEvent
    | IrtStabiliseEvent
    | IrtStopBleedingEvent
    | IrtSimpleActionEvent
    | IrtOtherEvent
    | IrtAttackDiceAddedEvent
    | IrtActiveDefenceEvent
    | IrtAttackResolvedEvent,
    Field(discriminator="type"),
]


class IrtCombatOutput(Output):
    """Every combat operation's response: the new state, what happened, the dice used."""

    state: IrtCombatStateView
    events: list[IrtCombatEvent]
    dice: list[int]
    breakdown: str
