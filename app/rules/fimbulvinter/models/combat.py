"""Models of the combat round state machine (§11): the state document, declarations and events."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field
from pydantic.json_schema import SkipJsonSchema

from app.rules.fimbulvinter.models.basic import FvContestRoll
from app.rules.fimbulvinter.models.common import (
    Attribute,
    Distance,
    FvDiced,
    FvInput,
    FvOutput,
    Outcome,
    SightLine,
)
from app.rules.fimbulvinter.models.fighting import AttackOutcome, BodyArmour, DamageOutcome, Weapon
from app.rules.validation import ForcedFaces

Phase = Literal["distance", "advantage", "actions", "defences", "resolve", "gain_ground", "ended"]
ActionType = Literal["attack", "storm", "rest", "leave", "move", "ranged_attack", "melee_attack"]
ZoneProperty = Literal[
    "near_other_zone",
    "height_advantage",
    "balance_challenge",
    "narrow",
    "limited_sight",
    "tight",
    "hard_to_reach",
]
Move = Literal["advance", "hold", "retreat"]
Choice = Literal["defend", "gamble"]
Absent = SkipJsonSchema[None]


class FvWound(FvOutput):
    severity: Literal["light", "serious", "critical"]


class FvLastAction(FvOutput):
    type: ActionType
    weapon: Weapon | None
    round: int


class FvCombatant(FvOutput):
    id: str
    name: str
    side: str
    important: bool
    zone: str | None
    attributes: dict[Attribute, int]
    skills: dict[str, int]
    weapon: Weapon
    shield: bool
    armour: BodyArmour | None
    helmet: bool
    armour_needs_repair: bool
    daze: int
    wounds: list[FvWound]
    damage_effects: list[Attribute]
    damage_effect_priority: list[Attribute]
    knocked_out: bool
    dead: bool
    action_points: int
    last_action: FvLastAction | None


class FvSubfight(FvOutput):
    id: str
    first_man: str
    second_men: list[str]
    distances: dict[str, Distance]
    advantage: str | None
    distance_changed: bool
    holder_damaged: bool


class FvZone(FvOutput):
    id: str
    properties: list[ZoneProperty] | Absent = None
    adjacent: list[str] | Absent = None
    sight_lines: dict[str, SightLine] | Absent = None


class FvStoredAction(FvOutput):
    """A declaration as stored: the common fields, plus those of its type."""

    type: ActionType
    override_knockout: bool
    modifiers: int
    activated_traits: list[str]
    reduce_daze_traits: list[str]
    skill: str | None
    attribute: Attribute | None
    distance: int | Absent | None = Field(None, description="Attacks: the pair's distance index, null for third men.")
    sight_line: SightLine | Absent | None = Field(None, description="ranged_attack.")
    height_advantage: bool | Absent = Field(None, description="melee_attack.")
    target: str | Absent = Field(None, description="Attacks.")
    to_zone: str | Absent | None = Field(None, description="move.")
    zones: int | Absent = Field(None, description="move.")
    opposed_by: str | Absent | None = Field(None, description="move and leave.")


class FvStoredDefence(FvOutput):
    choice: Choice
    override_knockout: bool
    skill: str | None
    attribute: Attribute | None
    modifiers: int
    activated_traits: list[str]


class FvGainGroundPair(FvOutput):
    attacker: str
    target: str


class FvCombatState(FvOutput):
    """The combat state document (§11.1)."""

    system: Literal["fimbulvinter"]
    round: int
    phase: Phase
    active_subfight: str | None
    subfights: list[FvSubfight]
    combatants: list[FvCombatant]
    zones: list[FvZone]
    next_subfight_no: int
    pending_actions: dict[str, FvStoredAction] | None
    turn_order: list[str] | None
    pending_defences: dict[str, FvStoredDefence] | None
    gain_ground: FvGainGroundPair | Absent = Field(None, description="Only in phase gain_ground.")


class FvEvAdvantageContest(FvOutput):
    type: Literal["advantage_contest"]
    subfight: str | Absent = Field(None, description="At a sub-fight's first-round setup.")
    rounds: list[list[FvContestRoll]]
    winner: str


class FvEvSubfightSetup(FvOutput):
    type: Literal["subfight_setup"]
    subfight: str
    distance: Distance
    advantage: str | None


class FvEvDistanceRoll(FvOutput):
    type: Literal["distance_roll"]
    first_man_total: int
    second_man_total: int
    winner: str


class FvEvDistance(FvOutput):
    type: Literal["distance"]
    pair: list[str]
    first_man: Move
    second_man: Move
    result: Move
    decided_by: Literal["same", "advantage", "manovrer", "opponent_out", "both_out"]
    distance: Distance


class FvEvAdvantage(FvOutput):
    type: Literal["advantage"]
    subfight: str
    holder: str | None
    redetermined: bool


class FvEvActionsDeclared(FvOutput):
    type: Literal["actions_declared"]
    order: list[str]


class FvEvDefencesDeclared(FvOutput):
    type: Literal["defences_declared"]
    defences: dict[str, Choice]


class FvEvBalanceCheck(FvOutput):
    type: Literal["balance_check"]
    combatant: str
    total: int
    outcome: Outcome


class FvEvCombatant(FvOutput):
    """fell, died, became_third_man."""

    type: Literal["fell", "died", "became_third_man"]
    combatant: str


class FvEvAttack(FvOutput):
    type: Literal["attack"]
    attacker: str
    target: str
    outcome: AttackOutcome
    attack_total: int
    defence_total: int


class FvEvManoeuvre(FvOutput):
    type: Literal["move", "leave"]
    combatant: str
    succeeded: bool
    total: int | None


class FvEvDamage(FvOutput):
    type: Literal["damage"]
    attacker: str
    target: str
    outcome: DamageOutcome
    daze_added: int
    damage_total: int
    toughness_total: int


class FvEvDamageEffect(FvOutput):
    type: Literal["damage_effect"]
    combatant: str
    attribute: Attribute


class FvEvMedicineRequired(FvOutput):
    type: Literal["medicine_required"]
    combatant: str
    difficulty: int
    within_hours: int


class FvEvSubfight(FvOutput):
    """subfight_dissolved, switched."""

    type: Literal["subfight_dissolved", "switched"]
    subfight: str


class FvEvSubfightCreated(FvOutput):
    type: Literal["subfight_created"]
    subfight: str
    first_man: str
    second_men: list[str]


class FvEvJoinedSubfight(FvOutput):
    type: Literal["joined_subfight"]
    combatant: str
    subfight: str


class FvEvCombatEnded(FvOutput):
    type: Literal["combat_ended"]


class FvEvGainGround(FvOutput):
    type: Literal["gain_ground"]
    choice: Literal["give_ground", "follow", "press", "stand"]
    distance: Distance | None


FvCombatEvent = Annotated[
    FvEvAdvantageContest
    | FvEvSubfightSetup
    | FvEvDistanceRoll
    | FvEvDistance
    | FvEvAdvantage
    | FvEvActionsDeclared
    | FvEvDefencesDeclared
    | FvEvBalanceCheck
    | FvEvCombatant
    | FvEvAttack
    | FvEvManoeuvre
    | FvEvDamage
    | FvEvDamageEffect
    | FvEvMedicineRequired
    | FvEvSubfight
    | FvEvSubfightCreated
    | FvEvJoinedSubfight
    | FvEvCombatEnded
    | FvEvGainGround,
    Field(discriminator="type"),
]


class FvCombatRolled(FvDiced):
    """A rolling phase's response: the new state, its events, the dice."""

    state: FvCombatState
    events: list[FvCombatEvent]


class FvCombatStep(FvOutput):
    """A phase that rolls nothing: the new state and its events."""

    state: FvCombatState
    events: list[FvCombatEvent]


class FvCombatantInput(FvInput):
    id: str = Field(min_length=1)
    name: str | None = None
    side: str = Field(min_length=1)
    important: bool = True
    zone: str | None = None
    attributes: dict[Attribute, int] = Field(default_factory=dict)
    skills: dict[str, int] = Field(default_factory=dict)
    weapon: Weapon = "unarmed"
    shield: bool = False
    armour: BodyArmour | None = None
    helmet: bool = False
    armour_needs_repair: bool = False
    daze: int = Field(0, ge=0, le=99)
    wounds: list[FvWound] = Field(default_factory=list)
    damage_effects: list[Attribute] = Field(default_factory=list)
    damage_effect_priority: list[Attribute] | None = None
    knocked_out: bool = False
    dead: bool = False
    action_points: int = Field(0, ge=0, le=999)
    last_action: FvLastAction | None = None


class FvZoneInput(FvInput):
    id: str = Field(min_length=1)
    properties: list[ZoneProperty] = Field(default_factory=list)
    adjacent: list[str] = Field(default_factory=list)
    sight_lines: dict[str, SightLine] = Field(default_factory=dict)


class FvSubfightInput(FvInput):
    id: str | None = None
    first_man: str
    second_men: list[str] = Field(min_length=1)


class FvCombatStartInput(FvInput):
    combatants: list[FvCombatantInput] = Field(min_length=2)
    subfights: list[FvSubfightInput] = Field(default_factory=list)
    zones: list[FvZoneInput] = Field(default_factory=list)
    dice: ForcedFaces = None


class FvFirstManMove(FvInput):
    move: Move = "hold"
    target: str | None = Field(None, description="The second man advanced upon.")


class FvDistanceDeclarations(FvInput):
    first_man: FvFirstManMove = Field(default_factory=FvFirstManMove)
    second_men: dict[str, Move] = Field(default_factory=dict)


class FvCombatDistanceInput(FvInput):
    state: FvCombatState
    declarations: FvDistanceDeclarations = Field(default_factory=FvDistanceDeclarations)
    dice: ForcedFaces = None


class FvCombatStateInput(FvInput):
    state: FvCombatState
    dice: ForcedFaces = None


class FvCombatStateOnly(FvInput):
    state: FvCombatState


class FvAction(FvInput):
    type: Literal["attack", "counter", "rest", "storm", "leave", "move", "ranged_attack", "melee_attack"]
    target: str | None = None
    skill: str | None = None
    attribute: Attribute | None = None
    modifiers: int = Field(0, ge=-50, le=50)
    activated_traits: list[str] = Field(default_factory=list)
    reduce_daze_traits: list[str] = Field(default_factory=list, description="−3 daze each.")
    override_knockout: bool = False
    to_zone: str | None = None
    zones: int = Field(1, ge=1, le=20)
    opposed_by: str | None = None


class FvActionDeclarations(FvInput):
    actions: dict[str, FvAction] = Field(default_factory=dict)
    turn_order: list[str] | None = Field(None, description="Only the advantage holder may give it.")


class FvCombatActionsInput(FvInput):
    state: FvCombatState
    declarations: FvActionDeclarations = Field(default_factory=FvActionDeclarations)


class FvDefence(FvInput):
    choice: Choice | None = None
    override_knockout: bool = False
    skill: str | None = None
    attribute: Attribute | None = None
    modifiers: int = Field(0, ge=-50, le=50)
    activated_traits: list[str] = Field(default_factory=list)


class FvDefenceDeclarations(FvInput):
    defences: dict[str, FvDefence] = Field(default_factory=dict, description="By attacker id.")


class FvCombatDefencesInput(FvInput):
    state: FvCombatState
    declarations: FvDefenceDeclarations = Field(default_factory=FvDefenceDeclarations)


class FvGainGroundDeclarations(FvInput):
    choice: Literal["give_ground", "follow", "press", "stand"] | None = None
    defender_cornered: bool = False


class FvCombatGainGroundInput(FvInput):
    state: FvCombatState
    declarations: FvGainGroundDeclarations = Field(default_factory=FvGainGroundDeclarations)


class FvCombatSwitchInput(FvInput):
    state: FvCombatState
    subfight: str
