"""Models of the combat round state machine (§11): the state document, declarations and events."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Protocol, cast, get_args

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    SkipValidation,
    ValidationInfo,
    ValidatorFunctionWrapHandler,
    field_validator,
    model_validator,
)
from pydantic.json_schema import SkipJsonSchema
from pydantic_core import PydanticCustomError

from app.rules.fimbulvinter.catalogue import (
    ATTRIBUTE_MAX,
    ATTRIBUTE_MIN,
    ATTRIBUTES,
    BODY_ARMOUR,
    DISTANCES,
    SIGHT_LINES,
    SKILLS,
    WEAPONS,
    ZONE_PROPERTIES,
)
from app.rules.fimbulvinter.limits import (
    MAX_ACTION_POINTS,
    MAX_ATTRIBUTE_KEYS,
    MAX_COUNTER,
    MAX_DAMAGE_EFFECTS,
    MAX_SKILL_KEYS,
    MAX_START_DAZE,
    MAX_STATE_DAZE,
    MAX_SUBFIGHTS,
    MAX_WOUNDS,
    MAX_ZONE_PROPERTIES,
    MAX_ZONES,
)
from app.rules.fimbulvinter.models.basic import FvContestRoll
from app.rules.fimbulvinter.models.common import (
    Attribute,
    AttributeValue,
    Distance,
    FvDiced,
    FvInput,
    FvOutput,
    Id,
    Modifiers,
    Name,
    Outcome,
    RequiredId,
    RequiredName,
    SightLine,
    SkillValue,
    Traits,
    attribute_ids,
    choice_of,
    distinct_strings,
    entries_at_most,
    integer_in,
    is_int,
    items_at_most,
    keyed_by,
    one_of,
    text_of_at_most,
    two_or_more,
)
from app.rules.fimbulvinter.models.fighting import AttackOutcome, BodyArmour, DamageOutcome, Weapon
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from app.rules.phases import Declaration
from app.rules.protocol import JsonObject
from app.rules.validation import ForcedFaces, as_given, rule_at, rule_error, rule_on

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
Severity = Literal["light", "serious", "critical"]
GainGroundChoice = Literal["give_ground", "follow", "press", "stand"]
Absent = SkipJsonSchema[None]
Attributes = Annotated[dict[Attribute, AttributeValue], Field(max_length=MAX_ATTRIBUTE_KEYS)]
Skills = Annotated[dict[Id, Annotated[int, Field(ge=0, le=20)]], Field(max_length=MAX_SKILL_KEYS)]
"""Skill values by skill id (an unknown skill is a 422, so there are at most as many as skills)."""
AttributeIds = Annotated[list[Attribute], Field(max_length=MAX_DAMAGE_EFFECTS)]
CombatantIds = Annotated[list[Id], Field(max_length=MAX_COMBATANTS)]
Counter = Annotated[int, Field(ge=1, le=MAX_COUNTER)]
ZoneProperties = Annotated[list[ZoneProperty], Field(max_length=MAX_ZONE_PROPERTIES)]
ZoneIds = Annotated[list[Id], Field(max_length=MAX_ZONES)]
SightLines = Annotated[dict[Id, SightLine], Field(max_length=MAX_ZONES)]


class FvWound(FvOutput):
    severity: Severity


class FvLastAction(FvOutput):
    type: ActionType
    weapon: Weapon | None
    round: int = Field(ge=0, le=MAX_COUNTER)


class FvCombatant(FvOutput):
    id: Id = Field(min_length=1)
    name: Name
    side: Name = Field(min_length=1)
    important: bool
    zone: Id | None
    attributes: Attributes
    skills: Skills
    weapon: Weapon
    shield: bool
    armour: BodyArmour | None
    helmet: bool
    armour_needs_repair: bool
    daze: int = Field(ge=0, le=MAX_STATE_DAZE, description="Play raises it past the 99 a combat starts with.")
    wounds: list[FvWound] = Field(max_length=MAX_WOUNDS)
    damage_effects: AttributeIds
    damage_effect_priority: AttributeIds
    knocked_out: bool
    dead: bool
    action_points: int = Field(ge=0, le=MAX_ACTION_POINTS)
    last_action: FvLastAction | None


class FvSubfight(FvOutput):
    id: Id = Field(min_length=1)
    first_man: Id
    second_men: CombatantIds
    distances: Annotated[dict[Id, Distance], Field(max_length=MAX_COMBATANTS)]
    advantage: Id | None
    distance_changed: bool
    holder_damaged: bool


class FvZone(FvOutput):
    id: Id = Field(min_length=1)
    properties: ZoneProperties | Absent = None
    adjacent: ZoneIds | Absent = None
    sight_lines: SightLines | Absent = None


class FvStoredAction(FvOutput):
    """A declaration as stored: the common fields, plus those of its type."""

    type: ActionType
    override_knockout: bool
    modifiers: Modifiers
    activated_traits: Traits
    reduce_daze_traits: Traits
    skill: Id | None
    attribute: Attribute | None
    distance: Annotated[int, Field(ge=0, le=8)] | Absent | None = Field(
        None, description="Attacks: the pair's distance index, null for third men."
    )
    sight_line: SightLine | Absent | None = Field(None, description="ranged_attack.")
    height_advantage: bool | Absent = Field(None, description="melee_attack.")
    target: Id | Absent = Field(None, description="Attacks.")
    to_zone: Id | Absent | None = Field(None, description="move.")
    zones: Annotated[int, Field(ge=1, le=20)] | Absent = Field(None, description="move.")
    opposed_by: Id | Absent | None = Field(None, description="move and leave.")


class FvStoredActionPart(FvStoredAction):
    """A combatant's part of phase actions as stored: its Action, and the holder's turn order if given."""

    turn_order: CombatantIds | Absent = Field(None, description="The advantage holder's, when given.")


class FvStoredDefence(FvOutput):
    choice: Choice
    override_knockout: bool
    skill: Id | None
    attribute: Attribute | None
    modifiers: Modifiers
    activated_traits: Traits


class FvStoredDefencesPart(FvOutput):
    """An attacked combatant's part of phase defences as stored: each defence, by attacker."""

    defences: dict[Id, FvStoredDefence]


class FvGainGroundPair(FvOutput):
    attacker: Id
    target: Id


class FvCombatState(FvOutput):
    """The combat state document (§11.1)."""

    system: Literal["fimbulvinter"]
    round: Counter
    phase: Phase
    active_subfight: Id | None
    subfights: list[FvSubfight] = Field(max_length=MAX_SUBFIGHTS)
    combatants: list[FvCombatant] = Field(max_length=MAX_COMBATANTS)
    zones: list[FvZone] = Field(max_length=MAX_ZONES)
    next_subfight_no: Counter
    pending_actions: Annotated[dict[Id, FvStoredAction], Field(max_length=MAX_COMBATANTS)] | None
    turn_order: CombatantIds | None
    pending_defences: Annotated[dict[Id, FvStoredDefence], Field(max_length=MAX_COMBATANTS)] | None
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


def _zone_id(value: object) -> object:
    if not isinstance(value, str):
        raise rule_error("must be a zone id or null")
    return value


def _wound_list(value: object) -> object:
    assert isinstance(value, list)  # items_at_most checked it first
    if not all(isinstance(wound, dict) and wound.get("severity") in get_args(Severity) for wound in value):
        raise rule_error("must be a list of {severity: light|serious|critical}")
    return value


def _permutation(value: list[str]) -> list[str]:
    if len(value) != len(ATTRIBUTES):
        raise rule_error("must be a permutation of the six attributes")
    return value


def _in_range(low: int, high: int) -> Callable[[object], bool]:
    return lambda value: is_int(value) and low <= value <= high


DistinctAttributes = Annotated[
    list[Id],
    Field(max_length=MAX_DAMAGE_EFFECTS),
    attribute_ids(),
    BeforeValidator(distinct_strings(MAX_DAMAGE_EFFECTS)),
]
"""Distinct attribute ids (a combatant's damage effects, its damage effect priority)."""


class FvWoundInput(FvInput):
    severity: Severity


class FvLastActionInput(FvInput):
    type: Annotated[ActionType, choice_of(get_args(ActionType))]
    weapon: Annotated[Weapon | None, choice_of(WEAPONS, "unknown weapon")] = None
    round: Annotated[int, Field(ge=0, le=MAX_COUNTER), integer_in(0, MAX_COUNTER)]


class FvCombatantInput(FvInput):
    """A Combatant (§11.1) entering a combat; absent fields take the spec's defaults."""

    id: RequiredId
    name: Name | None = Field(None, description="Default: the id.")
    side: RequiredName
    important: bool = True
    zone: Annotated[Id | None, BeforeValidator(_zone_id)] = None
    attributes: Annotated[
        dict[Attribute, AttributeValue],
        Field(max_length=MAX_ATTRIBUTE_KEYS),
        keyed_by(ATTRIBUTES, "attribute", MAX_ATTRIBUTE_KEYS, _in_range(ATTRIBUTE_MIN, ATTRIBUTE_MAX)),
    ] = Field(default_factory=dict)
    skills: Annotated[
        dict[Id, SkillValue],
        Field(max_length=MAX_SKILL_KEYS),
        keyed_by(SKILLS, "skill", MAX_SKILL_KEYS, _in_range(0, 20)),
    ] = Field(default_factory=dict)
    weapon: Annotated[Weapon, choice_of(WEAPONS, "unknown weapon")] = "unarmed"
    shield: bool = False
    armour: Annotated[BodyArmour | None, choice_of(BODY_ARMOUR, "unknown body armour")] = None
    helmet: bool = False
    armour_needs_repair: bool = False
    daze: Annotated[int, Field(ge=0, le=MAX_START_DAZE), integer_in(0, MAX_START_DAZE)] = Field(
        0, description="Raised to the number of wounds."
    )
    wounds: Annotated[
        list[FvWoundInput], Field(max_length=MAX_WOUNDS), BeforeValidator(_wound_list), items_at_most(MAX_WOUNDS)
    ] = Field(default_factory=list)
    damage_effects: DistinctAttributes = Field(default_factory=list)
    damage_effect_priority: Annotated[DistinctAttributes, AfterValidator(_permutation)] | None = Field(
        None, description="A permutation of the six attributes; default: their catalogue order."
    )
    knocked_out: bool = False
    dead: bool = False
    action_points: Annotated[int, Field(ge=0, le=MAX_ACTION_POINTS), integer_in(0, MAX_ACTION_POINTS)] = 0
    last_action: FvLastActionInput | None = None

    @field_validator("id")
    @classmethod
    def _new_combatant(cls, ident: str, info: ValidationInfo) -> str:
        return _first_time(ident, info, "combatant_ids", rule_on(f"duplicate combatant id {ident!r}", "combatants"))

    def as_state(self) -> JsonObject:
        """The combatant as the state document holds it: every default applied, daze at least the wounds."""
        return {
            "id": self.id,
            "name": self.id if self.name is None else self.name,
            "side": self.side,
            "important": self.important,
            "zone": self.zone,
            "attributes": {key: self.attributes.get(key, 0) for key in ATTRIBUTES},  # type: ignore[call-overload]
            "skills": dict(self.skills),
            "weapon": self.weapon,
            "shield": self.shield,
            "armour": self.armour,
            "helmet": self.helmet,
            "armour_needs_repair": self.armour_needs_repair,
            "daze": max(self.daze, len(self.wounds)),
            "wounds": [{"severity": wound.severity} for wound in self.wounds],
            "damage_effects": list(self.damage_effects),
            "damage_effect_priority": list(
                ATTRIBUTES if self.damage_effect_priority is None else self.damage_effect_priority
            ),
            "knocked_out": self.knocked_out,
            "dead": self.dead,
            "action_points": self.action_points,
            "last_action": None if self.last_action is None else self.last_action.model_dump(),
        }


class FvStateCombatant(FvCombatantInput):
    """A Combatant read back from a combat state, whose daze play raises past 99."""

    daze: Annotated[int, Field(ge=0, le=MAX_STATE_DAZE), integer_in(0, MAX_STATE_DAZE)] = 0


@dataclass
class CombatReading:
    """What the parts of a combat body are checked against while it is read in the spec's order (the
    validation's ``context``): the ids read so far, and the combatants once read."""

    combatant_ids: set[str] = field(default_factory=set)
    zone_ids: set[str] = field(default_factory=set)
    subfight_ids: set[str] = field(default_factory=set)
    engaged: set[str] = field(default_factory=set)
    fighters: Mapping[str, FvCombatantInput] = field(default_factory=dict)


def _reading(info: ValidationInfo) -> CombatReading | None:
    return info.context if isinstance(info.context, CombatReading) else None


def _first_time(ident: str, info: ValidationInfo, kind: str, repeated: PydanticCustomError) -> str:
    """``ident``, unless the body read so far has one such id already (``kind``: which ids)."""
    reading = _reading(info)
    if reading is not None:
        seen: set[str] = getattr(reading, kind)
        if ident in seen:
            raise repeated
        seen.add(ident)
    return ident


def _zone_properties(value: list[str]) -> list[str]:
    for name in value:
        if name not in ZONE_PROPERTIES:
            raise rule_error(f"unknown zone property {name!r}")
    if "height_advantage" in value and "near_other_zone" not in value:
        raise rule_error("height_advantage requires near_other_zone")
    return value


def _sight_line_values(value: dict[str, object]) -> dict[str, object]:
    if not all(line in SIGHT_LINES for line in value.values()):
        raise rule_error(f"values must be one of {SIGHT_LINES!r}")
    return value


class FvZoneInput(FvInput):
    """A zone (§10.8); only the fields given are kept."""

    id: RequiredId
    properties: Annotated[
        list[Annotated[SkipValidation[ZoneProperty], text_of_at_most(MAX_ID_LENGTH)]],
        Field(max_length=MAX_ZONE_PROPERTIES),
        AfterValidator(_zone_properties),
        BeforeValidator(distinct_strings(MAX_ZONE_PROPERTIES)),
    ] = Field(default_factory=list)
    adjacent: Annotated[ZoneIds, items_at_most(MAX_ZONES, "must be a list of strings", str)] = Field(
        default_factory=list
    )
    sight_lines: Annotated[
        dict[Id, SkipValidation[SightLine]],
        Field(max_length=MAX_ZONES),
        AfterValidator(_sight_line_values),
        entries_at_most(MAX_ZONES),
    ] = Field(default_factory=dict)

    @field_validator("id")
    @classmethod
    def _new_zone(cls, ident: str, info: ValidationInfo) -> str:
        return _first_time(ident, info, "zone_ids", rule_error("duplicate zone id"))

    def as_state(self) -> JsonObject:
        """The zone as the state document holds it: its id and the fields given."""
        return self.model_dump(include={"id", *self.model_fields_set})


class FvSubfightInput(FvInput):
    """A sub-fight: a first man and his second men, combatants on other sides in no other sub-fight."""

    checked_when_absent = frozenset({"first_man", "second_men"})

    id: Annotated[RequiredId | None, Field(min_length=1)] = Field(None, description="Default: sf<n>, its place.")
    first_man: SkipValidation[Id]
    second_men: SkipValidation[CombatantIds] = Field(min_length=1)

    @model_validator(mode="after")
    def _in_this_combat(self, info: ValidationInfo) -> FvSubfightInput:
        reading = _reading(info)
        if reading is None:
            return self
        ident = self.id if self.id is not None else f"sf{len(reading.subfight_ids) + 1}"
        if ident in reading.subfight_ids:
            raise rule_at("duplicate sub-fight id", "id")
        reading.subfight_ids.add(ident)
        fighters = reading.fighters
        first, second = self.first_man, self.second_men
        if not isinstance(first, str) or first not in fighters:
            raise rule_at("unknown combatant", "first_man")
        if isinstance(second, list) and len(second) > MAX_COMBATANTS:
            raise rule_at(f"must have at most {MAX_COMBATANTS} items", "second_men")
        if (
            not isinstance(second, list)
            or not second
            or not all(isinstance(man, str) and man in fighters for man in second)
        ):
            raise rule_at("must be a list of at least one known combatant", "second_men")
        group = [first, *second]
        if len(set(group)) != len(group) or reading.engaged & set(group):
            raise rule_error("a combatant may be in only one sub-fight, once")
        if any(fighters[man].side == fighters[first].side for man in second):
            raise rule_at("a second man cannot be on the first man's side", "second_men")
        reading.engaged |= set(group)
        return self.model_copy(update={"id": ident})

    def as_state(self) -> JsonObject:
        return {
            "id": self.id,
            "first_man": self.first_man,
            "second_men": list(self.second_men),
            "distances": {},
            "advantage": None,
            "distance_changed": False,
            "holder_damaged": False,
        }


EXAMPLE_START: JsonObject = {
    "combatants": [
        {
            "id": "hild",
            "side": "pcs",
            "attributes": {"power": 1, "finesse": 2, "soul": 1},
            "skills": {"svardskamp": 4, "stridsvana": 2, "manovrer": 2, "skoldkamp": 2},
            "weapon": "sword",
            "shield": True,
            "armour": "gambesson",
        },
        {
            "id": "sven",
            "side": "pcs",
            "attributes": {"finesse": 2, "quickness": 1},
            "skills": {"bagskytte": 4, "stridsvana": 1, "manovrer": 1},
            "weapon": "bow",
        },
        {
            "id": "ulf",
            "side": "raiders",
            "important": False,
            "attributes": {"power": 2},
            "skills": {"yxkamp": 4, "stridsvana": 2, "manovrer": 1},
            "weapon": "axe",
            "armour": "leather_harness",
        },
    ],
    "subfights": [{"id": "sf1", "first_man": "hild", "second_men": ["ulf"]}],
}
"""Hild against Ulf in sub-fight sf1, Sven the archer a third man: the combat every declaration example fits."""


class FvCombatStartInput(FvInput):
    """The combatants, the zones they stand in and their sub-fights, checked in that order."""

    model_config = ConfigDict(json_schema_extra={"examples": [EXAMPLE_START]})
    checked_when_absent = frozenset({"combatants"})

    combatants: Annotated[
        list[FvCombatantInput], Field(min_length=2, max_length=MAX_COMBATANTS), two_or_more("combatants")
    ]
    zones: Annotated[list[FvZoneInput], Field(max_length=MAX_ZONES), items_at_most(MAX_ZONES)] = Field(
        default_factory=list
    )
    subfights: Annotated[list[FvSubfightInput], Field(max_length=MAX_SUBFIGHTS), items_at_most(MAX_SUBFIGHTS)] = Field(
        default_factory=list
    )
    dice: ForcedFaces = None

    @field_validator("zones")
    @classmethod
    def _where_the_combatants_stand(cls, zones: list[FvZoneInput], info: ValidationInfo) -> list[FvZoneInput]:
        known = {zone.id for zone in zones}
        for index, fighter in enumerate(info.data.get("combatants", ())):
            if zones and fighter.zone is not None and fighter.zone not in known:
                raise rule_on("not one of the zones", "combatants", index, "zone")
        return zones

    @field_validator("subfights", mode="wrap")
    @classmethod
    def _of_these_combatants(
        cls, subfights: object, handler: ValidatorFunctionWrapHandler, info: ValidationInfo
    ) -> object:
        reading = _reading(info)
        if reading is not None:
            reading.fighters = {fighter.id: fighter for fighter in info.data.get("combatants", ())}
        return handler(subfights)


SkillId = Annotated[Id | None, choice_of(SKILLS, "unknown skill")]
AttributeId = Annotated[Attribute | None, choice_of(ATTRIBUTES, "unknown attribute")]


class _MoveFields(BaseModel):
    move: Annotated[Move, choice_of(get_args(Move))] = "hold"
    target: Id | None = Field(None, description="The first man's: the second man advanced upon.")


class FvFirstManMove(_MoveFields, FvInput):
    """The first man's move; his target is read only when he advances."""

    target: Annotated[SkipValidation[Id | None], text_of_at_most(MAX_ID_LENGTH)] = Field(
        None, description="The first man's: the second man advanced upon."
    )


class FvDistanceDeclarations(FvInput):
    first_man: FvFirstManMove = Field(default_factory=FvFirstManMove)
    second_men: Annotated[
        dict[Id, Annotated[Move, choice_of(get_args(Move))]],
        Field(max_length=MAX_COMBATANTS),
        entries_at_most(MAX_COMBATANTS),
    ] = Field(default_factory=dict)


class FvCombatDistanceInput(FvInput):
    state: FvCombatState
    declarations: FvDistanceDeclarations = Field(default_factory=FvDistanceDeclarations)
    dice: ForcedFaces = None


class FvCombatStateInput(FvInput):
    state: FvCombatState
    dice: ForcedFaces = None


class FvCombatStateOnly(FvInput):
    state: FvCombatState


class _ActionFields(BaseModel):
    type: Literal["attack", "counter", "rest", "storm", "leave", "move", "ranged_attack", "melee_attack"]
    target: Id | None = None
    skill: SkillId = None
    attribute: AttributeId = None
    modifiers: Modifiers = 0
    activated_traits: Traits = Field(default_factory=list)
    reduce_daze_traits: Traits = Field(default_factory=list, description="−3 daze each.")
    override_knockout: bool = False
    to_zone: Id | None = None
    zones: Annotated[int, Field(ge=1, le=20), integer_in(1, 20)] = 1
    opposed_by: Id | None = None


class ActionChecks(Protocol):
    """The checks of an Action against the combat (§11.5), in the spec's order: the context of
    :class:`FvAction`. Each raises the spec's wording (``rule_error``) or passes."""

    def actor(self) -> None: ...
    def may_act(self, override: bool) -> None: ...
    def kind(self, kind: object) -> object: ...
    def target(self, kind: str, target: object) -> None: ...
    def to_zone(self, zone: object) -> None: ...
    def opposed_by(self, opponent: object) -> None: ...


def _checks(info: ValidationInfo) -> ActionChecks | None:
    return None if info.context is None else cast(ActionChecks, info.context)


class FvAction(FvInput):
    """An Action (§11.5): who acts, then its type and the fields of that type, then the roll's fields."""

    checked_when_absent = frozenset({"type"})

    override_knockout: bool = Field(False, validate_default=True)
    type: Literal["attack", "counter", "rest", "storm", "leave", "move", "ranged_attack", "melee_attack"]
    target: SkipValidation[Id | None] = Field(None, validate_default=True)
    to_zone: SkipValidation[Id | None] = Field(None, validate_default=True)
    zones: SkipValidation[Annotated[int, Field(ge=1, le=20)]] = 1
    opposed_by: SkipValidation[Id | None] = Field(None, validate_default=True)
    skill: SkillId = None
    attribute: AttributeId = None
    modifiers: Modifiers = 0
    activated_traits: Traits = Field(default_factory=list)
    reduce_daze_traits: Traits = Field(default_factory=list, description="−3 daze each.")

    @model_validator(mode="before")
    @classmethod
    def _acting(cls, data: object, info: ValidationInfo) -> object:
        checks = _checks(info)
        if checks is not None:
            checks.actor()
        return data

    @field_validator("override_knockout")
    @classmethod
    def _may_act(cls, override: bool, info: ValidationInfo) -> bool:
        checks = _checks(info)
        if checks is not None:
            checks.may_act(override)
        return override

    @field_validator("type", mode="before")
    @classmethod
    def _allowed(cls, kind: object, info: ValidationInfo) -> object:
        checks = _checks(info)
        return kind if checks is None else checks.kind(kind)

    @field_validator("target", "to_zone", "zones", "opposed_by", mode="before")
    @classmethod
    def _of_its_type(cls, value: object, info: ValidationInfo) -> object:
        checks, kind = _checks(info), info.data.get("type")
        if checks is None or kind is None:
            return value
        if info.field_name == "target" and kind in ("attack", "storm", "ranged_attack", "melee_attack"):
            checks.target(kind, value)
        elif info.field_name == "to_zone" and kind == "move":
            checks.to_zone(value)
        elif info.field_name == "zones" and kind == "move" and not (is_int(value) and 1 <= value <= 20):
            raise rule_error("must be an integer in 1..20")
        elif info.field_name == "opposed_by" and kind in ("move", "leave"):
            checks.opposed_by(value)
        return value


class FvActionDeclarations(FvInput):
    """The actions by combatant, each read against the combat, and the holder's turn order."""

    actions: Annotated[
        dict[Id, Annotated[Any, as_given(FvAction)]], Field(max_length=MAX_COMBATANTS), entries_at_most(MAX_COMBATANTS)
    ] = Field(default_factory=dict)
    turn_order: SkipValidation[CombatantIds | None] = Field(None, description="Only the advantage holder may give it.")


class FvCombatActionsInput(FvInput):
    state: FvCombatState
    declarations: FvActionDeclarations = Field(default_factory=FvActionDeclarations)


class _DefenceFields(BaseModel):
    choice: Annotated[Choice | None, choice_of(get_args(Choice))] = Field(
        None, description="Missing: defend, unless a gamble is forced."
    )
    override_knockout: bool = Field(False, validate_default=True)

    @field_validator("override_knockout")
    @classmethod
    def _gamble_forced(cls, override: bool, info: ValidationInfo) -> bool:
        """A defence against a known attack (``context``: why the target must gamble, given its override)
        may not defend when a gamble is forced."""
        forced = info.context(override) if callable(info.context) else None
        if forced is not None and info.data.get("choice") == "defend":
            raise rule_on(forced, "choice")
        return override

    skill: SkillId = None
    attribute: AttributeId = None
    modifiers: Modifiers = 0
    activated_traits: Traits = Field(default_factory=list)


class FvDefence(_DefenceFields, FvInput):
    """A defence against one attack (§11.6)."""


class FvStoredDefenceRead(_DefenceFields, FvInput):
    """A defence as stored in a combat state: its choice made."""

    choice: Choice = "defend"


class FvDefenceDeclarations(FvInput):
    """The defences by attacker, each read against its attack."""

    defences: Annotated[
        dict[Id, Annotated[Any, as_given(FvDefence)]], Field(max_length=MAX_COMBATANTS), entries_at_most(MAX_COMBATANTS)
    ] = Field(default_factory=dict, description="By attacker id.")


class FvCombatDefencesInput(FvInput):
    state: FvCombatState
    declarations: FvDefenceDeclarations = Field(default_factory=FvDefenceDeclarations)


OPEN_GROUND: Mapping[str, int] = {"give_ground": 1, "follow": 0}
CORNERED_GROUND: Mapping[str, int] = {"press": -1, "stand": 0}
"""Gaining ground: each choice's step of the pair's distance, against an open and against a cornered
defender; the second is the default."""


class FvGainGroundDeclarations(FvInput):
    """Give ground or follow; against a cornered defender, press or stand."""

    defender_cornered: bool = False
    choice: GainGroundChoice | None = Field(None, description="Default: follow, or stand against a cornered defender.")

    @field_validator("choice", mode="before")
    @classmethod
    def _open_or_cornered(cls, value: object, info: ValidationInfo) -> object:
        options = CORNERED_GROUND if info.data.get("defender_cornered") else OPEN_GROUND
        if not isinstance(value, str) or value not in options:
            raise rule_error(one_of(options))
        return value

    def chosen(self) -> str:
        """The choice, or its default."""
        return self.choice or ("stand" if self.defender_cornered else "follow")


class FvCombatGainGroundInput(FvInput):
    state: FvCombatState
    declarations: FvGainGroundDeclarations = Field(default_factory=FvGainGroundDeclarations)


class FvCombatSwitchInput(FvInput):
    state: FvCombatState
    subfight: Id


# -- Declarations at the table (``POST /v1/sessions/{sid}/combat/declarations``): one part per combatant. --
# Their examples fit the example combat (EXAMPLE_START) in the phase where they apply; a client may try
# them in order, as not every one fits every combatant (only a first man advances on a target...).


class FvDistanceMove(_MoveFields, Declaration):
    """Phase distance: a participant's move (§11.3). Only the first man's advance names a target, one of
    his second men; a second man's target is ignored. A participant who does not declare holds."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"move": "advance", "target": "ulf"}, {"move": "hold"}]})


class FvSwitchSubfight(Declaration):
    """Phase distance, the GM's part: play another sub-fight (§11.9). With ``switch_subfight`` the phase
    resolves only the switch and stays at distance (the participants' moves are dropped); without it,
    the phase resolves as usual."""

    model_config = ConfigDict(json_schema_extra={"examples": [{}, {"switch_subfight": "sf1"}]})

    switch_subfight: Id | None = None


class FvActionDeclaration(_ActionFields, Declaration):
    """Phase actions: a combatant's Action (§11.5); the advantage holder may also give the turn order."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"type": "attack"},
                {"type": "ranged_attack", "target": "ulf"},
                {"type": "rest"},
                {"type": "move"},
            ]
        }
    )

    turn_order: CombatantIds | None = Field(
        None, description="The advantage holder's: exactly the acting combatants, in the order they act."
    )


class FvDefenceEntry(_DefenceFields, Declaration):
    """A defence against one attack (§11.6)."""


class FvDefencesDeclaration(Declaration):
    """Phase defences: an attacked combatant's defences, by attacker (§11.6); a missing one defends, or
    gambles when a gamble is forced."""

    model_config = ConfigDict(
        json_schema_extra={"examples": [{"defences": {"ulf": {"choice": "defend"}}}, {"defences": {}}]}
    )

    defences: Annotated[dict[Id, FvDefenceEntry], Field(max_length=MAX_COMBATANTS)] = Field(
        default_factory=dict, description="By the id of an attacker whose attack is aimed at this combatant."
    )


class FvGainGroundDeclaration(Declaration):
    """Phase gain_ground: the advantage holder's choice (§11.8). Without ``defender_cornered`` the choice
    is checked against the GM's flag (or an open defender) when the phase resolves."""

    model_config = ConfigDict(
        json_schema_extra={"examples": [{"choice": "follow"}, {"choice": "stand", "defender_cornered": True}]}
    )

    choice: Annotated[GainGroundChoice | None, choice_of(get_args(GainGroundChoice))] = Field(
        None, description="Default: follow, or stand against a cornered defender."
    )
    defender_cornered: bool | None = None


class FvDefenderCornered(Declaration):
    """Phase gain_ground, the GM's part: whether the defender is cornered (it overrides the holder's flag)."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"defender_cornered": False}]})

    defender_cornered: bool


# -- A combat state given back to a phase operation: any fault is one 422 on ``state``. ----------------


class _StoredActionRead(FvInput):
    """A stored Action: the common fields, then those of its type (others are not read)."""

    type: ActionType
    override_knockout: bool = False
    modifiers: Modifiers = 0
    activated_traits: Traits = Field(default_factory=list)
    reduce_daze_traits: Traits = Field(default_factory=list)
    skill: SkillId = None
    attribute: AttributeId = None

    def _known(self, info: ValidationInfo, *people: str | None) -> None:
        reading = _reading(info)
        if reading is not None and not all(man is None or man in reading.combatant_ids for man in people):
            raise rule_error("unknown combatant")

    def as_stored(self) -> JsonObject:
        return self.model_dump()


class _RestRead(_StoredActionRead):
    type: Literal["rest"]


class _LeaveRead(_StoredActionRead):
    type: Literal["leave"]
    opposed_by: Id | None = None

    @model_validator(mode="after")
    def _known_opponent(self, info: ValidationInfo) -> _LeaveRead:
        self._known(info, self.opposed_by)
        return self


class _MoveRead(_StoredActionRead):
    type: Literal["move"]
    to_zone: Id | None = None
    zones: Annotated[int, Field(ge=1, le=20)] = 1
    opposed_by: Id | None = None

    @model_validator(mode="after")
    def _known_zone_and_opponent(self, info: ValidationInfo) -> _MoveRead:
        reading = _reading(info)
        if reading is not None and self.to_zone is not None and self.to_zone not in reading.zone_ids:
            raise rule_error("unknown zone")
        self._known(info, self.opposed_by)
        return self


class _AttackRead(_StoredActionRead):
    type: Literal["attack", "storm"]
    distance: Annotated[int, Field(ge=0, le=len(DISTANCES) - 1)] | None = None
    target: Id

    @model_validator(mode="after")
    def _known_target(self, info: ValidationInfo) -> _AttackRead:
        self._known(info, self.target)
        return self

    def as_stored(self) -> JsonObject:
        """Third men's attacks store no distance; the target comes last."""
        stored = self.model_dump()
        if self.type in ("ranged_attack", "melee_attack"):
            stored["distance"] = None
        stored["target"] = stored.pop("target")
        return stored


class _RangedRead(_AttackRead):
    type: Literal["ranged_attack"]  # type: ignore[assignment]
    sight_line: SightLine | None = None


class _MeleeRead(_AttackRead):
    type: Literal["melee_attack"]  # type: ignore[assignment]
    height_advantage: bool = False


StoredActionRead = Annotated[
    _RestRead | _LeaveRead | _MoveRead | _AttackRead | _RangedRead | _MeleeRead, Field(discriminator="type")
]


class FvSubfightRead(FvInput):
    id: RequiredId
    first_man: Id
    second_men: Annotated[list[Id], BeforeValidator(distinct_strings(MAX_COMBATANTS))]
    distances: Annotated[dict[Id, Distance], entries_at_most(MAX_COMBATANTS)]
    advantage: Id | None = None
    distance_changed: bool
    holder_damaged: bool

    @model_validator(mode="after")
    def _of_this_combat(self, info: ValidationInfo) -> FvSubfightRead:
        reading = _reading(info)
        if reading is None:
            return self
        group = {self.first_man, *self.second_men}
        if (
            self.first_man not in reading.combatant_ids
            or self.advantage not in (None, *group)
            or not self.second_men
            or not all(man in reading.combatant_ids for man in self.second_men)
            or self.first_man in self.second_men
            or group & reading.engaged
            or set(self.distances) != set(self.second_men)
            or self.id in reading.subfight_ids
        ):
            raise rule_error("not a sub-fight of this combat")
        reading.engaged |= group
        reading.subfight_ids.add(self.id)
        return self

    def as_state(self) -> JsonObject:
        return self.model_dump() | {"distances": {man: self.distances[man] for man in self.second_men}}


class FvGainGroundRead(FvInput):
    attacker: Id
    target: Id


class FvCombatStateRead(FvInput):
    """A combat state as the phase operations return it, read with a :class:`CombatReading` as context."""

    system: Literal["fimbulvinter"]
    phase: Phase
    combatants: Annotated[list[FvStateCombatant], Field(max_length=MAX_COMBATANTS)]
    zones: Annotated[list[FvZoneInput], Field(max_length=MAX_ZONES)] = Field(default_factory=list)
    subfights: Annotated[list[FvSubfightRead], Field(max_length=MAX_SUBFIGHTS)]
    active_subfight: Id | None = None
    pending_actions: Annotated[dict[Id, StoredActionRead], entries_at_most(MAX_COMBATANTS)] | None = None
    turn_order: Annotated[list[Id], BeforeValidator(distinct_strings(MAX_COMBATANTS))] | None = None
    pending_defences: Annotated[dict[Id, FvStoredDefenceRead], entries_at_most(MAX_COMBATANTS)] | None = None
    round: Annotated[int, Field(ge=1, le=MAX_COUNTER)]
    next_subfight_no: Annotated[int, Field(ge=1, le=MAX_COUNTER)]
    gain_ground: SkipValidation[FvGainGroundRead | None] = Field(None, description="Read in phase gain_ground.")

    @model_validator(mode="after")
    def _consistent(self, info: ValidationInfo) -> FvCombatStateRead:
        fighters = {fighter.id for fighter in self.combatants}
        zones = {zone.id for zone in self.zones}
        actions = self.pending_actions
        if (
            any(self.zones and fighter.zone is not None and fighter.zone not in zones for fighter in self.combatants)
            or (actions is not None and not set(actions) <= fighters)
            or (self.turn_order is not None and (actions is None or sorted(self.turn_order) != sorted(actions)))
        ):
            raise rule_error("not a consistent combat state")
        if self.phase == "gain_ground":
            gain = FvGainGroundRead.model_validate(self.gain_ground)
            if gain.attacker not in fighters or gain.target not in fighters:
                raise rule_error("unknown combatant")
            return self.model_copy(update={"gain_ground": gain})
        return self
