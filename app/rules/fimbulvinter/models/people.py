"""Models of character validation (§6), traits (§8) and social conflicts (§9)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import (
    BeforeValidator,
    ConfigDict,
    Field,
    SkipValidation,
    ValidationInfo,
    field_validator,
    model_validator,
)

from app.rules.fimbulvinter.catalogue import CONFLICT_CONSEQUENCES, CONFLICT_LEVELS, LOSER_CHOICES, SPEND_MODES
from app.rules.fimbulvinter.limits import (
    MAX_CONSEQUENCE_VALUE,
    MAX_CONSEQUENCES,
    MAX_COUNTER,
    MAX_LIST,
    MAX_MAP,
    MAX_NAME,
    MAX_SHEET_NUMBER,
    MAX_TEXT,
    MIN_CONSEQUENCE_VALUE,
)
from app.rules.fimbulvinter.models.common import (
    FvDiced,
    FvInput,
    FvOutput,
    FvRollSpec,
    Id,
    Name,
    RequiredId,
    RequiredText,
    Text,
    WorkedOutOnce,
    choice_of,
    entries_at_most,
    integer_in,
    is_int,
    items_at_most,
    text_of_at_most,
)
from app.rules.limits import MAX_ID_LENGTH
from app.rules.validation import ForcedFaces, as_given, rule_at, rule_error

ConflictType = Literal["discussion", "debate", "negotiation", "romance", "symbel"]
ConflictLevel = Literal["friendly", "civilized", "heated", "hostile"]
SHEET_NUMBERS = f"must be an integer in {-MAX_SHEET_NUMBER}..{MAX_SHEET_NUMBER}"


def _sheet_number(value: object) -> object:
    if not is_int(value):
        raise rule_error("must be an integer")
    if not -MAX_SHEET_NUMBER <= value <= MAX_SHEET_NUMBER:
        raise rule_error(SHEET_NUMBERS)
    return value


def _integers(value: object) -> object:
    assert isinstance(value, dict)  # entries_at_most checked it first
    if not all(is_int(entry) for entry in value.values()):
        raise rule_error("must be an object of integers")
    return value


SheetNumber = Annotated[int, Field(ge=-MAX_SHEET_NUMBER, le=MAX_SHEET_NUMBER)]
"""An integer of a character sheet: far beyond any legal value, whose rules report it as a violation."""
SheetNumbers = Annotated[
    dict[Id, Annotated[SheetNumber, integer_in(-MAX_SHEET_NUMBER, MAX_SHEET_NUMBER)]],
    Field(max_length=MAX_MAP),
    BeforeValidator(_integers),
    entries_at_most(MAX_MAP),
]
SkillIds = Annotated[list[Id], Field(max_length=MAX_LIST), items_at_most(MAX_LIST, "must be a list of strings", str)]
"""Skill ids: an unknown or repeated one is a rule violation (valid: false), not a 422."""
SheetName = Annotated[SkipValidation[Name], text_of_at_most(MAX_NAME)]
"""A name of a sheet, of which only the length is checked here: anything else is a rule violation."""
SheetText = Annotated[SkipValidation[Text], text_of_at_most(MAX_TEXT)]
SheetId = Annotated[SkipValidation[Id], text_of_at_most(MAX_ID_LENGTH)]
Count = Annotated[int, Field(ge=0, le=MAX_COUNTER)]
ConsequenceValue = Annotated[int, Field(ge=MIN_CONSEQUENCE_VALUE, le=MAX_CONSEQUENCE_VALUE)]


class FvOccupation(FvInput):
    checked_when_absent = frozenset({"name", "skills"})

    name: SheetName = Field(description="The occupation, which is also a trait.")
    skills: SkillIds = Field(description="The 3 skills written down.")
    listed_skills: SkillIds | None = Field(None, description="The occupation's own list (≥3 skills).")


class FvRefinement(FvInput):
    attributes: SheetNumbers = Field(default_factory=dict, description="Attribute deltas (+1 costs 1, −1 gives 1).")
    skills: SheetNumbers = Field(default_factory=dict, description="Final values 2, 4, 6 or 8.")
    extra_subdiscipline_pairs: SheetNumbers = Field(default_factory=dict)


class FvEquipment(FvInput):
    shield: bool = False
    helmet: bool = False
    irmin_staff: bool = False
    horse: bool = False
    sidearm: SheetId | None = None
    main_weapon: SheetId | None = None
    armour: SheetId | None = None


class FvItemUpgrade(FvInput):
    item: Name
    property: Name
    item_name: Name
    story: Text


class FvRelation(FvInput):
    name: Name
    label: Name
    clan_member: bool = False
    item_upgrade: FvItemUpgrade | None = None


_UPGRADE_LIMITS = {"item": MAX_NAME, "property": MAX_NAME, "item_name": MAX_NAME, "story": MAX_TEXT}


def _relation_texts(relation: object) -> object:
    """Only a relation's texts are bounded here: a relation that lacks a field is a rule violation."""
    if isinstance(relation, dict):
        for key in ("name", "label"):
            if isinstance(relation.get(key), str) and len(relation[key]) > MAX_NAME:
                raise rule_at(f"must be at most {MAX_NAME} characters long", key)
        upgrade = relation.get("item_upgrade")
        if isinstance(upgrade, dict):
            for key, limit in _UPGRADE_LIMITS.items():
                if isinstance(upgrade.get(key), str) and len(upgrade[key]) > limit:
                    raise rule_at(f"must be at most {limit} characters long", "item_upgrade", key)
    return relation


class FvCreationTraits(FvInput):
    folk: SheetName | None = None
    clan_reputation: SheetName | None = None
    upbringing: SheetName | None = None


def _skill_id(value: object) -> object:
    if not isinstance(value, str):
        raise rule_error("must be a skill id")
    return value


class FvSheet(FvInput):
    """A character sheet, its fields in the order §6.1 checks them; its rules are checked after."""

    checked_when_absent = frozenset({"occupation", "upbringing_skills", "skill_values", "fate"})

    clanless: bool = False
    bonus_points_granted: Annotated[int, Field(ge=0, le=20), integer_in(0, 20)] = 4
    occupation: FvOccupation
    upbringing_skills: SkillIds
    clanless_skills: SkillIds = Field(default_factory=list)
    clan_lores: SkillIds | None = None
    clan_lore: Annotated[Id | None, BeforeValidator(_skill_id)] = None
    skill_values: SheetNumbers
    attribute_raises: Annotated[dict[Id, SheetNumbers], Field(max_length=MAX_MAP), entries_at_most(MAX_MAP)] = Field(
        default_factory=dict
    )
    refinement: FvRefinement = Field(default_factory=FvRefinement)
    subdisciplines: Annotated[
        dict[
            Id,
            Annotated[
                list[Annotated[str, Field(max_length=MAX_NAME), text_of_at_most(MAX_NAME)]],
                Field(max_length=MAX_LIST),
                items_at_most(MAX_LIST, "must be a list of strings", str),
            ],
        ],
        Field(max_length=MAX_MAP),
        entries_at_most(MAX_MAP),
    ] = Field(default_factory=dict, description="Rune names are free names; closed lists use option ids.")
    equipment: FvEquipment = Field(default_factory=FvEquipment)
    relations: Annotated[
        list[Annotated[Any, as_given(FvRelation), BeforeValidator(_relation_texts)]],
        Field(max_length=MAX_LIST),
        items_at_most(MAX_LIST),
    ] = Field(default_factory=list)
    traits: FvCreationTraits = Field(default_factory=FvCreationTraits)
    fate: Annotated[SheetNumber, BeforeValidator(_sheet_number)]


class FvValidateCharacterInput(FvInput):
    checked_when_absent = frozenset({"sheet"})

    sheet: FvSheet


class FvRuleViolation(FvOutput):
    code: str
    field: str
    detail: str


class FvComputedCharacter(FvOutput):
    attributes: dict[str, int]
    skills: dict[str, int]
    subdiscipline_entitlement: dict[str, int]
    bonus_points_available: int
    bonus_points_spent: int
    bonus_points_unspent: int
    fate: int
    status: int
    irmin_staff_eligible: bool
    horse_eligible: bool


class FvValidateCharacterOutput(FvOutput):
    valid: bool
    errors: list[FvRuleViolation]
    error_codes: list[str]
    warnings: list[str]
    computed: FvComputedCharacter


class FvRecoverDazeInput(FvInput):
    daze: Annotated[int, Field(ge=0, le=99), integer_in(0, 99)]
    wounds: Annotated[int, Field(ge=0, le=99), integer_in(0, 99)] = Field(
        description="Light + serious + critical wounds."
    )
    reason: Annotated[Literal["rest", "trait", "end_of_combat"], choice_of(("rest", "trait", "end_of_combat"))] = "rest"
    count: Annotated[int, Field(ge=1, le=20), integer_in(1, 20)] = 1


class FvRecoverDazeOutput(FvOutput):
    daze: int
    reduced_by: int


class FvTraitStoryInput(FvInput):
    completed_stages: Annotated[int, Field(ge=0, le=3), integer_in(0, 3)] = Field(
        description="Stages done before this step."
    )
    session_end: bool = False


class FvTraitStoryOutput(FvOutput):
    completed_stages: int
    next_stage: Literal["introduction", "deepening", "difficulty", "conclusion"] | None
    finished: bool
    improvement_points: int
    reward_pending: bool


class FvConsequence(FvOutput):
    """A consequence (konsekvens, tillstånd, hållhake): held by the loser, exploited by the winner."""

    name: Id
    value: ConsequenceValue
    holder: Id
    held_by: Id
    conflict_type: Id


class FvConflictState(FvOutput):
    type: ConflictType
    level: ConflictLevel
    scope: int = Field(ge=1, le=5)
    goal: Text
    resister_goal: Text | None
    initiator: Id
    resister: Id
    wins: dict[Id, Count] = Field(min_length=2, max_length=2, description="By party: the initiator and the resister.")
    status: Literal["rolling", "awaiting_loser_choice", "ended"]
    winner: Id | None
    loser: Id | None
    result: Literal["goal_achieved", "loser_withdrew"] | None
    exchanges: Count
    consequences: Sequence[FvConsequence] = Field(max_length=MAX_CONSEQUENCES)


class FvConsequenceRead(FvConsequence):
    """A consequence of a conflict state given back: its other keys are ignored."""

    model_config = ConfigDict(extra="ignore", strict=True)


class FvConflictStateRead(FvConflictState, WorkedOutOnce):
    """A conflict state given back to an operation, as the conflict operations return it: other keys
    are ignored and the fields that may be null may be absent. Any fault is one 422 on ``state``. Frozen,
    so the odds walk validates it once, not on every path."""

    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)

    resister_goal: Text | None = None
    winner: Id | None = None
    loser: Id | None = None
    result: Literal["goal_achieved", "loser_withdrew"] | None = None
    consequences: Sequence[FvConsequenceRead] = Field(max_length=MAX_CONSEQUENCES)

    @model_validator(mode="after")
    def _between_its_parties(self) -> FvConflictStateRead:
        parties = (self.initiator, self.resister)
        if (
            self.initiator == self.resister
            or set(self.wins) != set(parties)
            or self.winner not in (None, *parties)
            or self.loser not in (None, *parties)
            or (self.status == "awaiting_loser_choice" and (self.winner is None or self.loser is None))
        ):
            raise rule_error("not a conflict state")
        return self


class FvConflictStartInput(FvInput):
    type: Annotated[ConflictType, choice_of(CONFLICT_CONSEQUENCES, "unknown conflict type")]
    level: Annotated[ConflictLevel, choice_of(CONFLICT_LEVELS, "unknown conflict level")]
    scope: Annotated[int, Field(ge=1, le=5), integer_in(1, 5)] = 1
    goal: RequiredText
    resister_goal: Text | None = None
    initiator: RequiredId
    resister: RequiredId = Field(description="Not the initiator.")


class FvConflictStartOutput(FvOutput):
    state: FvConflictState


class FvConflictExchangeInput(FvInput):
    state: FvConflictState
    initiator_roll: FvRollSpec = Field(default_factory=FvRollSpec)
    resister_roll: FvRollSpec = Field(default_factory=FvRollSpec)
    dice: ForcedFaces = None


class FvConflictExchangeOutput(FvDiced):
    state: FvConflictState
    exchange_winner: str
    initiator_total: int
    resister_total: int


class FvLoserChoice(FvInput):
    """The loser's choice, read once the state awaits it; ``context``: the consequences of its type."""

    choice: Annotated[Literal["accept", "escalate", "withdraw"], choice_of(LOSER_CHOICES)]
    consequence_names: list[Id] = Field(
        default_factory=list,
        max_length=2,
        validate_default=True,
        description="0, 1 or 2 of the type's consequences.",
    )

    @field_validator("consequence_names", mode="before")
    @classmethod
    def _as_the_choice_needs(cls, names: object, info: ValidationInfo) -> object:
        decision = info.data.get("choice")
        if decision is None:
            return names  # the choice words its own fault first
        count = LOSER_CHOICES[decision]
        if not isinstance(names, list) or len(names) != count:
            raise rule_error(f"must list exactly {count} consequence(s) for {decision}")
        allowed: tuple[str, ...] = info.context or ()
        for name in names:
            if name not in allowed:
                raise rule_error(f"must be among {list(allowed)!r}")
        if len(set(names)) != len(names):
            raise rule_error("must not repeat a consequence")
        return names


class FvConflictLoserChoiceInput(FvLoserChoice):
    state: FvConflictState


class FvConflictLoserChoiceOutput(FvOutput):
    state: FvConflictState
    new_consequences: list[FvConsequence]


class FvSpendableConsequence(FvInput):
    name: RequiredId
    value: Annotated[ConsequenceValue, integer_in(MIN_CONSEQUENCE_VALUE, MAX_CONSEQUENCE_VALUE)]


class FvConsequenceSpendInput(FvInput):
    consequence: FvSpendableConsequence
    mode: Annotated[Literal["penalty", "fatigue", "damage"], choice_of(SPEND_MODES)]
    amount: int | None = Field(None, ge=1, le=3, description="1..value (default: all of it); penalty: 1.")

    @field_validator("amount", mode="before")
    @classmethod
    def _at_most_the_value(cls, amount: object, info: ValidationInfo) -> object:
        consequence = info.data.get("consequence")
        if consequence is not None and not (is_int(amount) and 1 <= amount <= consequence.value):
            raise rule_error(f"must be an integer in 1..{consequence.value}")
        return amount


class FvSpentConsequence(FvOutput):
    """The consequence with its value lowered; its other fields are kept as given."""

    model_config = ConfigDict(extra="allow", strict=True)

    name: str
    value: int


class FvConsequenceSpendOutput(FvOutput):
    modifier: int
    fatigue_added: int
    damage_potential: int
    consequence: FvSpentConsequence | None
    removed: bool
